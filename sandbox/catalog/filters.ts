/**
 * The item listing's filters as service-stac 900c5ed reads and applies them (stac_api/managers.py
 * ItemQuerySet.filter_by_bbox, filter_by_datetime and _parse_datetime_query; stac_api/utils.py
 * geometry_from_bbox and fromisoformat; stac_api/validators.py validate_geometry):
 *
 * - bbox: four values split at commas, each a Python Decimal; equal corners are a point, else the
 *   polygon of the box (its corners in any order), which must be valid (an area). Six values are a
 *   3D box: 501. A first value over 360 makes it LV95 (SRID 2056), which validate_geometry refuses;
 *   a latitude past 90 is refused, a longitude past 180 only logged. Those two refusals are Django
 *   ValidationErrors, which the service's exception handler passes on with the message's template
 *   unformatted ("%(error)s"). Items whose geometry intersects it (planar, boundary included).
 * - datetime: split at the first '/'. Nothing before it is an open start; nothing after it (or no
 *   slash) an instant. Each end is datetime.fromisoformat of the text upper-cased with every Z made
 *   +00:00; naive times are UTC (TIME_ZONE). An open start with no end, or open at both ends, is
 *   refused. An instant matches items of exactly that datetime; a closed interval the datetimes
 *   within it (ends included) and the intervals wholly inside it; an open end the datetimes after
 *   (or before) it and the intervals that start after it (or end before it).
 */
import { apiError, type HttpError } from './errors.ts'
import { intersectsBox, intersectsPoint, type Geometry } from './geometry.ts'
import type { ItemRecord } from './store.ts'

const BBOX_MESSAGE = 'Invalid bbox query parameter,  has to contain 4 values. f.ex. bbox=5.96,45.82,10.49,47.81'
const ISOFORMAT_MESSAGE = 'Invalid datetime query parameter, must be isoformat'
const OPEN_MESSAGE = 'Invalid datetime query parameter, cannot start with open range when no end range is defined'

/** A bbox as the service reads it: a point when its corners are equal, else a box. */
export type BboxQuery =
  | { readonly kind: 'point'; readonly x: number; readonly y: number }
  | { readonly kind: 'box'; readonly west: number; readonly south: number; readonly east: number; readonly north: number }

/** Microseconds since the epoch; 'open' for '..'. */
export type DatetimeQuery =
  | { readonly kind: 'instant'; readonly at: number }
  | { readonly kind: 'interval'; readonly start: number | 'open'; readonly end: number | 'open' }

export interface ItemFilter {
  readonly bbox?: BboxQuery
  readonly datetime?: DatetimeQuery
}

// ---------------------------------------------------------------------------------------------
// Python's Decimal, as far as the bbox needs it

interface DecimalValue {
  /** Its value as GEOS reads the text the service writes of it (a double). */
  readonly number: number
  /** An exact form, for Decimal's equality: sign, digits without leading or trailing zeros, exponent. */
  readonly exact: string
}

/** Python's whitespace (str.isspace: JavaScript's, and the four separators U+001C to U+001F), which Decimal strips. */
const isPythonSpace = (char: string): boolean => /\s/u.test(char) || (char >= '\u001c' && char <= '\u001f')
const pythonStrip = (text: string): string => {
  const chars = [...text]
  let [from, to] = [0, chars.length]
  while (from < to && isPythonSpace(chars[from]!)) from++
  while (to > from && isPythonSpace(chars[to - 1]!)) to--
  return chars.slice(from, to).join('')
}

/** A Unicode decimal digit's value: they come in runs of ten, 0 to 9 (Py_UNICODE_TODECIMAL). */
function digitValue(char: string): number {
  let code = char.codePointAt(0)!
  let run = 0
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) {
    code--
    run++
  }
  return run % 10
}

/** Decimal(text): undefined where Python raises InvalidOperation; infinities and NaNs as such. */
function pythonDecimal(text: string): DecimalValue | 'non-finite' | undefined {
  // The C module drops every underscore and reads any Unicode decimal digit as its ASCII one.
  const ascii = [...pythonStrip(text.replaceAll('_', ''))]
    .map((char) => (char > '\x7f' && /\p{Nd}/u.test(char) ? String(digitValue(char)) : char))
    .join('')
  if (/^[+-]?(inf|infinity|s?nan\d*)$/i.test(ascii)) return 'non-finite'
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(ascii)
  if (match === null) return undefined
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  const digits = `${whole}${fraction}`.replace(/^0+/, '')
  const significant = digits.replace(/0+$/, '')
  const exact =
    significant === ''
      ? '0'
      : `${sign === '-' ? '-' : ''}${significant}e${BigInt(exponent) - BigInt(fraction.length) + BigInt(digits.length - significant.length)}`
  return { number: Number(`${sign}${whole === '' ? '0' : whole}.${fraction === '' ? '0' : fraction}e${exponent}`), exact }
}

// ---------------------------------------------------------------------------------------------
// bbox

/** The service's refusal of a Django ValidationError: its message's template, not formatted. */
const validationTemplate = (template: string): HttpError => apiError(400, [template])

/** filter_by_bbox's parse and checks: the query geometry, or the service's refusal (HttpError). */
export function parseBbox(text: string): BboxQuery {
  const parts = text.split(',')
  if (parts.length === 6) throw apiError(501, '3-dimensional bbox is currently not supported')
  const refused = () => apiError(400, [BBOX_MESSAGE])
  if (parts.length !== 4) throw refused()
  const values = parts.map(pythonDecimal)
  // What the service does with an infinity or a NaN (a GEOS or decimal error, 400 or 500) is not
  // known from its source alone; the fake refuses them as a bbox it cannot read.
  if (values.some((value) => value === undefined || value === 'non-finite')) throw refused()
  const [x0, y0, x1, y1] = values as [DecimalValue, DecimalValue, DecimalValue, DecimalValue]
  const point = x0.exact === x1.exact && y0.exact === y1.exact
  // A box with no area (its corners on one line, as doubles) is an invalid polygon: a ValueError.
  if (!point && (x0.number === x1.number || y0.number === y1.number)) throw refused()
  // Large values are LV95, and only WGS84 is permitted.
  if (x0.number > 360) throw validationTemplate('Non permitted Projection. Projection must be wgs84 (SRID=4326) instead of SRID=%(error)s')
  if (Math.abs(Math.min(y0.number, y1.number)) > 90 || Math.abs(Math.max(y0.number, y1.number)) > 90)
    throw validationTemplate('Latitude exceeds permitted value: %(error)s')
  if (point) return { kind: 'point', x: x0.number, y: y0.number }
  return {
    kind: 'box',
    west: Math.min(x0.number, x1.number),
    south: Math.min(y0.number, y1.number),
    east: Math.max(x0.number, x1.number),
    north: Math.max(y0.number, y1.number),
  }
}

// ---------------------------------------------------------------------------------------------
// datetime: CPython 3.12's datetime.fromisoformat (Modules/_datetimemodule.c), on ASCII text

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9'

/** _find_isoformat_datetime_separator: where the date ends (-1 where it cannot tell). */
function separatorAt(text: string): number {
  const len = text.length
  if (len === 7) return 7
  if (text[4] === '-') {
    if (text[5] !== 'W') return 10
    if (len < 8) return -1
    if (len > 8 && text[8] === '-') {
      if (len === 9) return -1
      return len > 10 && isDigit(text[10]) ? 8 : 10
    }
    return 8
  }
  if (text[4] === 'W') {
    let index = 7
    while (index < len && isDigit(text[index])) index++
    if (index < 9) return index
    return index % 2 === 0 ? 7 : 8
  }
  return 8
}

/** parse_digits: exactly `count` ASCII digits at `at`. */
function digitsAt(text: string, at: number, count: number): number | undefined {
  const part = text.slice(at, at + count)
  return part.length === count && /^\d*$/.test(part) ? Number(part || '0') : undefined
}

/** Midnight UTC of a day, for years 1 to 9999 (Date.UTC takes 0–99 as 1900–1999). */
const utcDay = (year: number, month: number, day: number): number => {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getTime()
}
/** Monday of ISO week 1: the week of 4 January. */
const isoWeek1Monday = (year: number): number => {
  const jan4 = utcDay(year, 1, 4)
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000
}
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** parse_isoformat_date (with iso_to_ymd): [year, month, day], or undefined. */
function parseDate(text: string): [number, number, number] | undefined {
  const year = digitsAt(text, 0, 4)
  if (year === undefined) return undefined
  let at = 4
  const dashed = text[at] === '-'
  if (dashed) at++
  if (text[at] === 'W') {
    at++
    const week = digitsAt(text, at, 2)
    if (week === undefined) return undefined
    at += 2
    let day = 1
    if (at < text.length) {
      if (dashed && text[at++] !== '-') return undefined
      const read = digitsAt(text, at, 1)
      if (read === undefined) return undefined
      day = read
    }
    if (year < 1) return undefined
    if (week <= 0 || week >= 53) {
      const firstWeekday = (new Date(utcDay(year, 1, 1)).getUTCDay() + 6) % 7
      if (!(week === 53 && (firstWeekday === 3 || (firstWeekday === 2 && isLeap(year))))) return undefined
    }
    if (day <= 0 || day >= 8) return undefined
    const date = new Date(isoWeek1Monday(year) + ((week - 1) * 7 + day - 1) * 86_400_000)
    return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
  }
  const month = digitsAt(text, at, 2)
  if (month === undefined) return undefined
  at += 2
  if (dashed && text[at++] !== '-') return undefined
  const day = digitsAt(text, at, 2)
  return day === undefined ? undefined : [year, month, day]
}

interface TimeParts {
  /** <0 a failure; 1 where text follows (a zone); 0 at the end. */
  readonly rv: number
  readonly values: [number, number, number, number]
}

/** parse_hh_mm_ss_ff over text[start, end): past the string's end a NUL, as in C. */
function parseClock(text: string, start: number, end: number): TimeParts {
  const at = (index: number): string => text[index] ?? '\0'
  const values: [number, number, number, number] = [0, 0, 0, 0]
  let p = start
  let separated = true
  let fraction = false
  for (let i = 0; i < 3; i++) {
    const read = digitsAt(text, p, 2)
    if (read === undefined) return { rv: -3, values }
    values[i] = read
    p += 2
    const c = at(p++)
    if (i === 0) separated = c === ':'
    if (p >= end) return { rv: c !== '\0' ? 1 : 0, values }
    if (separated && c === ':') continue
    if (c === '.' || c === ',') {
      fraction = true
      break
    }
    if (!separated) p--
    else return { rv: -4, values }
  }
  const toParse = Math.min(end - p, 6)
  // No digit after the point: the C code would scale by an element before its table.
  if (fraction && toParse <= 0) return { rv: -3, values }
  const micro = digitsAt(text, p, toParse)
  if (micro === undefined) return { rv: -3, values }
  values[3] = micro * 10 ** (6 - toParse)
  p += toParse
  while (isDigit(text[p])) p++
  return { rv: at(p) !== '\0' ? 1 : 0, values }
}

/** datetime.fromisoformat: microseconds since the epoch (naive as UTC), or undefined where it raises ValueError. */
export function pythonFromIsoformat(text: string): number | undefined {
  // Non-ASCII text never parses: the C code reads the UTF-8 bytes, one character a byte.
  if (text.length < 7 || [...text].some((char) => char > '\u007f')) return undefined
  const separator = separatorAt(text)
  if (separator < 0) return undefined
  const date = parseDate(text.slice(0, separator))
  if (date === undefined) return undefined
  let clock: [number, number, number, number] = [0, 0, 0, 0]
  let offsetMicros = 0
  if (text.length > separator) {
    const time = text.slice(separator + 1)
    let zone = 0
    do {
      if ('Z+-'.includes(time[zone] ?? '\0')) break
    } while (++zone < time.length)
    const parsed = parseClock(time, 0, zone)
    if (parsed.rv < 0 || (zone >= time.length && parsed.rv === 1)) return undefined
    clock = parsed.values
    if (zone < time.length) {
      if (time[zone] === 'Z') {
        if (zone + 1 !== time.length) return undefined
      } else {
        const sign = time[zone] === '-' ? -1 : 1
        const offset = parseClock(time, zone + 1, time.length)
        if (offset.rv !== 0) return undefined
        const [h, m, s, us] = offset.values
        // Its minutes and seconds are not checked, only that timezone() gets less than a day.
        offsetMicros = sign * (((h * 60 + m) * 60 + s) * 1_000_000 + us)
        if (Math.abs(offsetMicros) >= 86_400_000_000) return undefined
      }
    }
  }
  const [year, month, day] = date
  const [hour, minute, second, micro] = clock
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > new Date(utcDay(year, month + 1, 0)).getUTCDate())
    return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  return (utcDay(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000) * 1000 + micro - offsetMicros
}

/** _parse_datetime_query: the query, or the service's refusal (HttpError). */
export function parseDatetime(text: string): DatetimeQuery {
  const slash = text.indexOf('/')
  const [first, end] = slash < 0 ? [text, ''] : [text.slice(0, slash), text.slice(slash + 1)]
  const start = first === '' ? '..' : first
  const read = (value: string): number => {
    const parsed = pythonFromIsoformat(value.toUpperCase().replaceAll('Z', '+00:00'))
    if (parsed === undefined) throw apiError(400, [ISOFORMAT_MESSAGE])
    return parsed
  }
  const from = start === '..' ? 'open' : read(start)
  const to = end === '' ? undefined : end === '..' ? 'open' : read(end)
  if (from === 'open' && (to === undefined || to === 'open')) throw apiError(400, [OPEN_MESSAGE])
  if (to === undefined) return { kind: 'instant', at: from as number }
  return { kind: 'interval', start: from, end: to }
}

// ---------------------------------------------------------------------------------------------
// Applying them

/** A stored time (milliseconds, microseconds in the fraction) in microseconds; null stays null (SQL's NULL matches nothing). */
const micros = (ms: number | null): number | null => (ms === null ? null : Math.round(ms * 1000))

function inTime(item: ItemRecord, query: DatetimeQuery): boolean {
  const datetime = micros(item.properties.datetime)
  const start = micros(item.properties.start_datetime)
  const end = micros(item.properties.end_datetime)
  if (query.kind === 'instant') return datetime !== null && datetime === query.at
  if (query.start === 'open') {
    const to = query.end as number
    return (datetime !== null && datetime <= to) || (end !== null && end <= to)
  }
  if (query.end === 'open') {
    const from = query.start
    return (datetime !== null && datetime >= from) || (start !== null && start >= from)
  }
  const [from, to] = [query.start, query.end]
  return (datetime !== null && from <= datetime && datetime <= to) || (start !== null && end !== null && start >= from && end <= to)
}

function inSpace(geometry: Geometry, query: BboxQuery): boolean {
  return query.kind === 'point' ? intersectsPoint(geometry, [query.x, query.y]) : intersectsBox(geometry, query)
}

/** Whether an item passes the filters. */
export function matches(item: ItemRecord, filter: ItemFilter): boolean {
  return (
    (filter.bbox === undefined || inSpace(item.geometry, filter.bbox)) && (filter.datetime === undefined || inTime(item, filter.datetime))
  )
}

/**
 * The filters of a listing's query, in the order the service checks them (bbox, then datetime); an
 * empty value is no filter. Each is the last of its name in the query, as Django's QueryDict.get.
 */
export function filterOf(params: URLSearchParams): ItemFilter {
  const last = (name: string): string | undefined => params.getAll(name).at(-1)
  const bbox = last('bbox')
  const datetime = last('datetime')
  const parsedBbox = bbox ? parseBbox(bbox) : undefined
  const parsedDatetime = datetime ? parseDatetime(datetime) : undefined
  return {
    ...(parsedBbox === undefined ? {} : { bbox: parsedBbox }),
    ...(parsedDatetime === undefined ? {} : { datetime: parsedDatetime }),
  }
}
