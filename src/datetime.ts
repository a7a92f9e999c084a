/** An item's time as the catalog stores it: one instant, or a range (RFC 3339, UTC). */
export type ItemTime = { readonly datetime: string } | { readonly start: string; readonly end: string }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/

const ITEM_TIME_FORMS =
  'a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z or +02:00), ' +
  'or an interval start/end of those (2024-01-01/2024-12-31)'

/**
 * Reads an item-datetime value. A date alone is midnight UTC at the start of an interval or for
 * one instant, and the day's last second at the end of one, so that 2024-01-01/2024-12-31 is the
 * whole year. A date-time must say its zone: a runner's local time is no one's.
 */
export function parseItemTime(text: string): ItemTime | string {
  const value = text.trim()
  const slash = value.indexOf('/')
  if (slash < 0) {
    const instant = parseInstant(value, 'start')
    return typeof instant === 'string' ? instant : { datetime: instant.toISOString().replace('.000Z', 'Z') }
  }
  const [first, second] = [value.slice(0, slash), value.slice(slash + 1)]
  if (first === '..' || second === '..' || first === '' || second === '')
    return `'${value}': open intervals are not accepted; give both ends`
  const start = parseInstant(first, 'start')
  if (typeof start === 'string') return start
  const end = parseInstant(second, 'end')
  if (typeof end === 'string') return end
  if (end < start) return `'${value}': the interval ends before it starts`
  return { start: start.toISOString().replace('.000Z', 'Z'), end: end.toISOString().replace('.000Z', 'Z') }
}

function parseInstant(text: string, side: 'start' | 'end'): Date | string {
  const date = DATE.exec(text)
  if (date !== null) {
    const [, y, m, d] = date.map(Number) as [number, number, number, number]
    const at = new Date(Date.UTC(y, m - 1, d, side === 'end' ? 23 : 0, side === 'end' ? 59 : 0, side === 'end' ? 59 : 0))
    if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return `'${text}' is not a date of the calendar`
    return at
  }
  const dateTime = DATE_TIME.exec(text)
  if (dateTime === null) {
    const zoneless = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)
    return zoneless ? `'${text}' has no time zone; add Z (UTC) or an offset such as +02:00` : `'${text}' is not ${ITEM_TIME_FORMS}`
  }
  const [, y, mo, d, h, mi, s = '0'] = dateTime as unknown as [string, string, string, string, string, string, string | undefined]
  const at = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  const local = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)))
  if (Number.isNaN(at.getTime()) || local.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    return `'${text}' is not a date-time of the calendar`
  }
  return at
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
