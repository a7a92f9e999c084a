/**
 * Field parsing as the service's serializers (Django REST framework) do it, with their messages:
 * coercions (an integer from "2056", a string from 7), null and blank rules, nested objects and
 * lists, and errors collected per field. The service's own rules sit on top, in validation.ts.
 */
import { apiError } from './errors.ts'

/** A field's errors: a list of messages, or for nested objects and lists, errors by key. */
export type FieldErrors = unknown

/** Thrown by a field parser: the field's errors. */
export class FieldError extends Error {
  readonly detail: FieldErrors
  constructor(detail: FieldErrors) {
    super('invalid field')
    this.detail = detail
  }
}

const fail = (...messages: string[]): never => {
  throw new FieldError(messages)
}

/** Python's name of a JSON value's type, as DRF puts it in messages. */
export function pythonType(value: unknown): string {
  if (value === null) return 'NoneType'
  if (Array.isArray(value)) return 'list'
  if (typeof value === 'string') return 'str'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  return 'dict'
}

/** Python's str() of a JSON scalar, as messages quote it. */
export function pythonStr(value: unknown): string {
  if (value === null) return 'None'
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

export interface Parser<T> {
  (value: unknown): T
}

export interface CharOptions {
  readonly maxLength?: number
  readonly allowBlank?: boolean
  readonly validators?: ReadonlyArray<(value: string) => string | undefined>
}

/** CharField: numbers become strings, whitespace is trimmed, blank refused unless allowed; validators all run. */
export function char(options: CharOptions = {}): Parser<string> {
  return (value) => {
    if (value === '' || (typeof value === 'string' && value.trim() === '')) {
      if (options.allowBlank !== true) fail('This field may not be blank.')
      return ''
    }
    if (typeof value === 'boolean' || !(typeof value === 'string' || typeof value === 'number')) fail('Not a valid string.')
    const text = String(value).trim()
    const errors = (options.validators ?? []).map((validate) => validate(text)).filter((e): e is string => e !== undefined)
    if (options.maxLength !== undefined && text.length > options.maxLength)
      errors.push(`Ensure this field has no more than ${options.maxLength} characters.`)
    if (errors.length > 0) fail(...errors)
    return text
  }
}

/** IntegerField: integers, integral floats and their strings ("2056", "2056.0", " 2056 "). */
export function integer(options: { readonly min?: number; readonly max?: number } = {}): Parser<number> {
  return (value) => {
    if (typeof value === 'string' && value.length > 1000) fail('String value too large.')
    let parsed: number | undefined
    if (typeof value === 'number' && Number.isInteger(value)) parsed = value
    else if (typeof value === 'string' || typeof value === 'number') {
      // int(re.sub(r'\.0*\s*$', '', str(data))): Python's int() takes surrounding spaces, a sign and underscores.
      const text = String(value).replace(/\.0*\s*$/, '')
      if (/^\s*[+-]?\d+(_\d+)*\s*$/.test(text)) parsed = Number(text.replaceAll('_', '').trim())
    }
    if (parsed === undefined) return fail('A valid integer is required.')
    if (options.max !== undefined && parsed > options.max) fail(`Ensure this value is less than or equal to ${options.max}.`)
    if (options.min !== undefined && parsed < options.min) fail(`Ensure this value is greater than or equal to ${options.min}.`)
    return parsed
  }
}

/** FloatField: numbers and their strings (Python's float(), which also takes True as 1.0). */
export function float(): Parser<number> {
  return (value) => {
    if (typeof value === 'number') return value
    if (typeof value === 'boolean') return value ? 1 : 0
    if (typeof value === 'string' && /^\s*[+-]?(\d+(_\d+)*\.?(\d+(_\d+)*)?|\.\d+(_\d+)*)([eE][+-]?\d+)?\s*$/.test(value))
      return Number(value.replaceAll('_', '').trim())
    return fail('A valid number is required.')
  }
}

/** ChoiceField. */
export function choice(choices: readonly string[]): Parser<string> {
  return (value) => {
    const text = pythonStr(value)
    if (typeof value === 'object' || !choices.includes(text)) fail(`"${text}" is not a valid choice.`)
    return text
  }
}

/** ListField: every item parsed; errors by index. */
export function list<T>(child: Parser<T>, options: { readonly allowEmpty?: boolean } = {}): Parser<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return fail(`Expected a list of items but got type "${pythonType(value)}".`)
    if (options.allowEmpty === false && value.length === 0) fail('This list may not be empty.')
    const errors: Record<string, FieldErrors> = {}
    const parsed = value.map((item, index) => {
      try {
        return child(item)
      } catch (error) {
        if (!(error instanceof FieldError)) throw error
        errors[String(index)] = error.detail
        return undefined as T
      }
    })
    if (Object.keys(errors).length > 0) throw new FieldError(errors)
    return parsed
  }
}

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,6})\d*)?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?)?$/

/**
 * DateTimeField (ISO 8601, as Python's fromisoformat reads it; no zone means UTC): milliseconds since
 * the epoch, the microseconds the database keeps in the fraction.
 */
export function dateTime(): Parser<number> {
  return (value) => {
    const match = typeof value === 'string' ? DATETIME.exec(value.trim()) : null
    if (match === null)
      return fail('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].')
    const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone = 'Z'] = match
    const utc = Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
      Number(fraction.padEnd(3, '0').slice(0, 3)),
    )
    const check = new Date(utc)
    if (
      check.getUTCDate() !== Number(day) ||
      check.getUTCMonth() !== Number(month) - 1 ||
      Number(hour) > 23 ||
      Number(minute) > 59 ||
      Number(second) > 59
    )
      fail('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].')
    const micros = Number(fraction.padEnd(6, '0').slice(3, 6)) / 1000
    if (/^[zZ]$/.test(zone)) return utc + micros
    const sign = zone.startsWith('-') ? -1 : 1
    const [hours = 0, minutes = 0] = zone.slice(1).replaceAll(':', '').match(/\d{2}/g)!.map(Number)
    return utc - sign * (hours * 60 + minutes) * 60_000 + micros
  }
}

/** Django's parse_duration: its "days HH:MM:SS.ffffff", ISO 8601 (days, hours, minutes, seconds) and PostgreSQL forms. */
const STANDARD_DURATION =
  /^(?:(?<days>-?\d+) (?:days?, )?)?(?<sign>-?)(?:(?<hours>\d+):(?=\d+:\d+))?(?:(?<minutes>\d+):)?(?<seconds>\d+)(?:[.,](?<micro>\d{1,6})\d{0,6})?\n?$/
const ISO_DURATION =
  /^(?<sign>[-+]?)P(?:(?<days>\d+(?:[.,]\d+)?)D)?(?:T(?:(?<hours>\d+(?:[.,]\d+)?)H)?(?:(?<minutes>\d+(?:[.,]\d+)?)M)?(?:(?<seconds>\d+(?:[.,]\d+)?)S)?)?\n?$/
const POSTGRES_DURATION =
  /^(?:(?<days>-?\d+) (?:days? ?))?(?:(?<sign>[-+])?(?<hours>\d+):(?<minutes>\d\d):(?<seconds>\d\d)(?:\.(?<micro>\d{1,6}))?)?\n?$/

const DAY_US = 86_400_000_000

/** A duration in microseconds, as Django's parse_duration reads it (Python's $ also before a final newline); undefined when none matches. */
export function parseDuration(text: string): number | undefined {
  const iso = ISO_DURATION.exec(text)
  const match = STANDARD_DURATION.exec(text) ?? iso ?? POSTGRES_DURATION.exec(text)
  if (match === null) return undefined
  const { days, sign, hours, minutes, seconds, micro } = match.groups ?? {}
  const number = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value.replace(',', '.')))
  const factor = sign === '-' ? -1 : 1
  // Only the ISO form's sign applies to its days: "-1 12:00:00" is a day back and twelve hours on.
  const dayPart = Math.round(number(days) * DAY_US) * (match === iso ? factor : 1)
  const time = number(hours) * 3_600e6 + number(minutes) * 60e6 + number(seconds) * 1e6 + number(micro?.padEnd(6, '0'))
  return dayPart + factor * Math.round(time)
}

/** DurationField as the service's IsoDurationField: Django's parse_duration, its message in a set (shown as Python prints one). */
export function duration(): Parser<number> {
  return (value) => {
    // parse_duration of anything but a string fails in re.match, which the service does not catch.
    if (typeof value !== 'string') throw apiError(500, `TypeError("expected string or bytes-like object, got '${pythonType(value)}'")`)
    const parsed = parseDuration(value)
    if (parsed === undefined) return fail(`{"Duration doesn't match ISO 8601 format"}`)
    return parsed
  }
}

/** How the service shows a duration: Django's duration_iso_string ("P0DT12H00M00S"). */
export function durationIsoString(microseconds: number): string {
  const sign = microseconds < 0 ? '-' : ''
  const total = Math.abs(microseconds)
  const days = Math.floor(total / DAY_US)
  const rest = total - days * DAY_US
  const seconds = Math.floor(rest / 1e6)
  const fraction = rest - seconds * 1e6
  const two = (n: number) => String(n).padStart(2, '0')
  const micro = fraction === 0 ? '' : `.${String(fraction).padStart(6, '0')}`
  return `${sign}P${days}DT${two(Math.floor(seconds / 3600))}H${two(Math.floor((seconds % 3600) / 60))}M${two(seconds % 60)}${micro}S`
}

const TRUE_VALUES: readonly unknown[] = ['t', 'y', 'yes', 'true', 'on', '1', 1, true]
const FALSE_VALUES: readonly unknown[] = ['f', 'n', 'no', 'false', 'off', '0', 0, false]

/** BooleanField (allow_null): its words in any case, 1 and 0, and 'null' or '' for null. */
export function boolean(): Parser<boolean | null> {
  return (value) => {
    const lower = typeof value === 'string' ? value.toLowerCase() : value
    if (TRUE_VALUES.includes(lower)) return true
    if (FALSE_VALUES.includes(lower)) return false
    if (lower === 'null' || lower === '') return null
    return fail('Must be a valid boolean.')
  }
}

/**
 * How the service writes a time: Python's isoformat with Z, microseconds only when there are any.
 * `ms` may have a fraction: the times the database sets (created, updated) have microseconds.
 */
export function isoTime(ms: number): string {
  const micros = Math.round(ms * 1000)
  const seconds = Math.floor(micros / 1_000_000)
  const fraction = micros - seconds * 1_000_000
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19)
  return fraction === 0 ? `${whole}Z` : `${whole}.${String(fraction).padStart(6, '0')}Z`
}

/** The database's clock: milliseconds since the epoch with microseconds in the fraction, as PostgreSQL's now() has them. */
export const databaseNow = (): number => performance.timeOrigin + performance.now()

/** One field of a serializer. */
export interface FieldSpec {
  readonly parse: Parser<unknown>
  readonly required?: boolean
  readonly allowNull?: boolean
  /** Taken when the field is left out of a full (not partial) write. */
  readonly default?: unknown
}

/**
 * A serializer's field pass: each field present is parsed (or, in a full write, the required ones
 * reported missing and the defaults taken); all errors are collected, by field. Keys that are no
 * field are left alone (the service reports them later, if at all).
 */
export function parseFields(
  body: Readonly<Record<string, unknown>>,
  specs: Readonly<Record<string, FieldSpec>>,
  partial: boolean,
): { readonly values: Record<string, unknown>; readonly errors: Record<string, FieldErrors> } {
  const values: Record<string, unknown> = {}
  const errors: Record<string, FieldErrors> = {}
  for (const [name, spec] of Object.entries(specs)) {
    if (!(name in body)) {
      if (partial) continue
      if (spec.required === true) errors[name] = ['This field is required.']
      else if ('default' in spec) values[name] = spec.default
      continue
    }
    const value = body[name]
    if (value === null) {
      if (spec.allowNull === true) values[name] = null
      else errors[name] = ['This field may not be null.']
      continue
    }
    try {
      values[name] = spec.parse(value)
    } catch (error) {
      if (!(error instanceof FieldError)) throw error
      errors[name] = error.detail
    }
  }
  return { values, errors }
}

/** A nested serializer's check that it was given an object. */
export function asObject(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new FieldError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(value)}.`] })
  return value as Record<string, unknown>
}
