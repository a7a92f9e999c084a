import { type Refusal, refusalLine } from '../common/index.ts'

/** An item's time as the catalog stores it: one instant, or a range (RFC 3339, UTC). */
export type ItemTime = { readonly datetime: string } | { readonly start: string; readonly end: string }

// Instants and durations are whole microseconds, as the service (Python's datetime and timedelta)
// keeps them; bigint, since year 9999 in microseconds is past Number's exact integers.
const MICROS = { D: 86_400_000_000n, H: 3_600_000_000n, M: 60_000_000n, S: 1_000_000n } as const
/** timedelta's range: a duration past it is a server error on the service, not a 400. */
const MAX_DURATION = 999_999_999n * MICROS.D

const DATE = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{4})(\d{2})(\d{2})$/
const EXTENDED = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/
const BASIC = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?([Zz]|[+-]\d{2}(?:\d{2})?)$/
const ZONELESS = /^\d{4}-?\d{2}-?\d{2}[Tt ]\d{2}(:?\d{2}(:?\d{2}([.,]\d+)?)?)?$/
const ISO_DURATION = /^([-+]?)P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/

const DATE_TIME_FORMS =
  'a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z or +02:00, basic 20240601T1000Z), ' +
  'optionally followed by + and a duration (2024-06-01T10:00:00Z+PT6H)'
const ITEM_TIME_FORMS = `${DATE_TIME_FORMS}, or an interval start/end of those (2024-01-01/2024-12-31)`
const DURATION_FORMS = 'an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)'

/**
 * Reads an item-datetime value. A date alone is midnight UTC at the start of an interval or for
 * one instant, and the day's last second at the end of one, so that 2024-01-01/2024-12-31 is the
 * whole year. A date-time must say its zone: a runner's local time is no one's.
 */
export function parseItemTime(text: string): ItemTime | Refusal {
  const value = text.trim()
  const slash = value.indexOf('/')
  if (slash < 0) {
    const instant = parseInstant(value, 'start', ITEM_TIME_FORMS)
    return typeof instant === 'bigint' ? { datetime: formatDateTime(instant) } : instant
  }
  const [first, second] = [value.slice(0, slash), value.slice(slash + 1)]
  if (first === '..' || second === '..' || first === '' || second === '')
    return { what: `'${value}': open intervals are not accepted`, fix: 'give both ends' }
  const start = parseInstant(first, 'start', ITEM_TIME_FORMS)
  if (typeof start !== 'bigint') return start
  const end = parseInstant(second, 'end', ITEM_TIME_FORMS)
  if (typeof end !== 'bigint') return end
  if (end < start) return { what: `'${value}': the interval ends before it starts` }
  return { start: formatDateTime(start), end: formatDateTime(end) }
}

const FILTER_FORMS = `${DATE_TIME_FORMS}, or an interval start/end of those with either end open as .. (2024-01-01/..)`

/**
 * source-datetime, as a STAC API's datetime parameter takes it: an instant, or an interval whose
 * ends may be open ('..', or nothing); each end in RFC 3339 (UTC), which every server reads. A date
 * alone is the whole day (an instant then becomes the day's interval), since a catalog matches an
 * instant to the microsecond.
 */
export function parseDatetimeFilter(text: string): string | Refusal {
  const value = text.trim()
  const slash = value.indexOf('/')
  const dayEnd = (date: string, at: bigint): bigint => (DATE.test(date) ? at + MICROS.D - 1n : at)
  if (slash < 0) {
    const at = parseInstant(value, 'start', FILTER_FORMS)
    if (typeof at !== 'bigint') return at
    return DATE.test(value) ? `${formatDateTime(at)}/${formatDateTime(dayEnd(value, at))}` : formatDateTime(at)
  }
  const [first, second] = [value.slice(0, slash).trim(), value.slice(slash + 1).trim()]
  const open = (end: string): boolean => end === '..' || end === ''
  if (open(first) && open(second)) return { what: `'${value}' has no end`, fix: 'give a start, an end or both, e.g. 2024-01-01/..' }
  const start = open(first) ? undefined : parseInstant(first, 'start', FILTER_FORMS)
  if (start !== undefined && typeof start !== 'bigint') return start
  const end = open(second) ? undefined : parseInstant(second, 'start', FILTER_FORMS)
  if (end !== undefined && typeof end !== 'bigint') return end
  const last = end === undefined ? undefined : dayEnd(second, end)
  if (start !== undefined && last !== undefined && last < start) return { what: `'${value}': the interval ends before it starts` }
  return `${start === undefined ? '..' : formatDateTime(start)}/${last === undefined ? '..' : formatDateTime(last)}`
}

/**
 * One instant, in microseconds since 1970 (UTC): ISO 8601 in the extended or the basic format,
 * optionally followed by '+' and a duration, so that '{ref}+PT{h}H' is a forecast's valid time.
 */
export function parseDateTime(text: string): bigint | string {
  const at = parseInstant(text.trim(), 'start', DATE_TIME_FORMS)
  return typeof at === 'bigint' ? at : refusalLine(at)
}

/** An instant, or what is wrong with it in its parts. */
function parseInstant(text: string, side: 'start' | 'end', forms: string): bigint | Refusal {
  const plus = text.lastIndexOf('+P')
  const base = plus < 0 ? text : text.slice(0, plus)
  let at = parseBase(base, plus < 0 ? side : 'start', forms, plus < 0 ? `'${base}'` : `'${base}' (in '${text}')`)
  if (typeof at !== 'bigint') return at
  if (plus >= 0) {
    const duration = readDuration(text.slice(plus + 1), { signed: false })
    if (typeof duration !== 'bigint') return { ...duration, what: `'${text}': after '+', ${duration.what}` }
    at += duration
  }
  // Python's datetime: years 1 to 9999.
  if (at < civilMicros(1, 1, 1) || at >= civilMicros(10_000, 1, 1)) return { what: `'${text}' is outside the years 1 to 9999` }
  return at
}

/** `shown`: the text as a refusal names it (the date-time, within the whole value where a duration follows it). */
function parseBase(text: string, side: 'start' | 'end', forms: string, shown: string): bigint | Refusal {
  const date = DATE.exec(text)
  if (date !== null) {
    const [y, m, d] = (date[1] === undefined ? date.slice(4, 7) : date.slice(1, 4)).map(Number) as [number, number, number]
    if (!isCalendarDate(y, m, d)) return { what: `${shown} is not a date of the calendar` }
    const midnight = civilMicros(y, m, d)
    return side === 'end' ? midnight + MICROS.D - MICROS.S : midnight
  }
  const match = EXTENDED.exec(text) ?? BASIC.exec(text)
  if (match === null) {
    return ZONELESS.test(text)
      ? { what: `${shown} has no time zone`, fix: 'add Z (UTC) or an offset such as +02:00' }
      : { what: `${shown} is not ${forms}` }
  }
  const [, y, mo, d, h, mi = '0', s = '0', fraction = '', zone = 'Z'] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number]
  const offset = zoneMinutes(zone)
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59 || offset === undefined)
    return { what: `${shown} is not a date-time of the calendar` }
  // Python keeps microseconds and drops further digits, as does this.
  const micros = BigInt(fraction.padEnd(6, '0').slice(0, 6))
  const local = civilMicros(year, month, day) + BigInt(hour) * MICROS.H + BigInt(minute) * MICROS.M + BigInt(second) * MICROS.S + micros
  return local - BigInt(offset) * MICROS.M
}

/** An offset in minutes east of UTC; undefined past a day's hours or an hour's minutes. */
function zoneMinutes(zone: string): number | undefined {
  if (/^[Zz]$/.test(zone)) return 0
  const digits = zone.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0
  if (hours > 23 || minutes > 59) return undefined
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31)
const isCalendarDate = (y: number, m: number, d: number): boolean => y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
 * integers only, without Date's quirks for years below 100.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day]
}

const civilMicros = (y: number, m: number, d: number): bigint => BigInt(daysFromCivil(y, m, d)) * MICROS.D

const pad = (n: number | bigint, width = 2): string => String(n).padStart(width, '0')

/** An instant as the service shows it: UTC with Z, whole seconds without a fraction, a fraction in microseconds. */
export function formatDateTime(at: bigint): string {
  const days = at >= 0n ? at / MICROS.D : -((-at + MICROS.D - 1n) / MICROS.D)
  const [year, month, day] = civilFromDays(Number(days))
  const rest = at - days * MICROS.D
  const [h, mi, s, us] = [rest / MICROS.H, (rest % MICROS.H) / MICROS.M, (rest % MICROS.M) / MICROS.S, rest % MICROS.S]
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(mi)}:${pad(s)}${us === 0n ? '' : `.${pad(us, 6)}`}Z`
}

/**
 * A duration in microseconds: ISO 8601 days, hours, minutes and seconds, as the service's
 * parse_duration reads them (a fraction in any of them). Years, months and weeks the service
 * refuses; its other forms ('12:00:00', '3600' as seconds, '3 days 04:05:06') are Django's, not
 * ISO 8601, and '12' read as seconds would surprise: they are refused too, as are 'P' and 'PT'
 * with nothing in them. A sign ('-PT1H', a hindcast) only where the value stands alone.
 */
export function parseDuration(text: string, options: { readonly signed: boolean }): bigint | string {
  const duration = readDuration(text, options)
  return typeof duration === 'bigint' ? duration : refusalLine(duration)
}

/** parseDuration's reading, what is wrong in its parts. */
function readDuration(text: string, { signed }: { readonly signed: boolean }): bigint | Refusal {
  const value = text.trim()
  const match = ISO_DURATION.exec(value)
  const parts = match?.slice(2, 6) ?? []
  if (match === null || parts.every((part) => part === undefined) || /T$/.test(value)) {
    if (/^[-+]?P(\d+([.,]\d+)?[YMWD])*(\d+([.,]\d+)?[YMW])/.test(value))
      return { what: `'${value}' counts years, months or weeks, which the catalog refuses`, fix: `give ${DURATION_FORMS}` }
    return { what: `'${value}' is not ${DURATION_FORMS}` }
  }
  if (match[1] !== '' && !signed) return { what: `'${value}' has a sign`, fix: `give ${DURATION_FORMS}` }
  let total = 0n
  parts.forEach((part, index) => {
    if (part !== undefined) total += toMicros(part, [MICROS.D, MICROS.H, MICROS.M, MICROS.S][index]!)
  })
  if (total > MAX_DURATION) return { what: `'${value}' is longer than the catalog can hold (999999999 days)` }
  return match[1] === '-' ? -total : total
}

/** A number of units ('12', '1.5', '0,25') in microseconds, the fraction rounded half to even as timedelta rounds. */
function toMicros(number: string, unit: bigint): bigint {
  const [whole = '0', fraction = ''] = number.split(/[.,]/)
  const scale = 10n ** BigInt(fraction.length)
  const exact = BigInt(whole) * unit * scale + BigInt(fraction === '' ? '0' : fraction) * unit
  const [quotient, remainder] = [exact / scale, exact % scale]
  const twice = remainder * 2n
  return twice > scale || (twice === scale && quotient % 2n === 1n) ? quotient + 1n : quotient
}

/** A duration as the service shows it (Django's duration_iso_string): '-P1DT06H00M00S', a fraction in microseconds. */
export function formatDuration(duration: bigint): string {
  const sign = duration < 0n ? '-' : ''
  const d = duration < 0n ? -duration : duration
  const [days, h, mi, s, us] = [d / MICROS.D, (d % MICROS.D) / MICROS.H, (d % MICROS.H) / MICROS.M, (d % MICROS.M) / MICROS.S, d % MICROS.S]
  return `${sign}P${days}DT${pad(h)}H${pad(mi)}M${pad(s)}${us === 0n ? '' : `.${pad(us, 6)}`}S`
}

/** For logs and summaries: "2024-06-01T00:00:00Z" or "2024-01-01T00:00:00Z/2024-12-31T23:59:59Z". */
export function formatItemTime(time: ItemTime): string {
  return 'datetime' in time ? time.datetime : `${time.start}/${time.end}`
}

/** The item properties that carry the time, with null for the other form (a PATCH must remove it). */
export function timeProperties(time: ItemTime): Record<string, string | null> {
  return 'datetime' in time
    ? { datetime: time.datetime, start_datetime: null, end_datetime: null }
    : { datetime: null, start_datetime: time.start, end_datetime: time.end }
}
