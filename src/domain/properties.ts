import { refusalLine } from '../common/index.ts'
import { formatDateTime, formatDuration, parseDateTime, parseDuration } from './datetime.ts'
import { yamlBoolean } from './booleans.ts'
import { placeholderProblem } from './templates.ts'

/** The item properties item-properties may set, and how the service reads each (serializers/item.py, 900c5ed). */
const KINDS = {
  expires: 'date-time',
  'forecast:reference_datetime': 'date-time',
  'forecast:horizon': 'duration',
  'forecast:duration': 'duration',
  'forecast:variable': 'text',
  'forecast:perturbed': 'boolean',
} as const

export type ItemPropertyName = keyof typeof KINDS
export const ITEM_PROPERTY_NAMES = Object.keys(KINDS) as ItemPropertyName[]

/** A property's value as the service shows it: date-times and durations in its own form. */
export type PropertyValue = string | boolean
export type ItemProperties = Readonly<Partial<Record<ItemPropertyName, PropertyValue>>>

const isItemProperty = (name: string): name is ItemPropertyName => Object.hasOwn(KINDS, name)

/** A property's template; null in a rule takes the input's value away from the rule's files. */
export type PropertyTemplates = ReadonlyMap<ItemPropertyName, string | null>

/**
 * Reads a YAML mapping of item-properties (the input's, or a rule's) into templates: known keys,
 * scalar values (a YAML true or 12 is taken as its text), placeholders the run has. A value without
 * placeholders is checked now, so that a wrong one is said once and not for every item.
 */
export function readPropertyTemplates(
  document: unknown,
  groups: readonly string[],
  now: number,
): { readonly templates: PropertyTemplates; readonly problems: readonly string[] } {
  const problems: string[] = []
  const templates = new Map<ItemPropertyName, string | null>()
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return {
      templates,
      problems: [`expected a YAML mapping of property: value, e.g. {expires: '{ref}+P1D', forecast:horizon: 'PT{h}H'}`],
    }
  }
  for (const [key, raw] of Object.entries(document)) {
    if (!isItemProperty(key)) {
      problems.push(`unknown property '${key}'; use ${ITEM_PROPERTY_NAMES.join(', ')}`)
      continue
    }
    if (raw === null) {
      templates.set(key, null)
      continue
    }
    if (!['string', 'number', 'boolean'].includes(typeof raw)) {
      problems.push(`'${key}': expected text, a number or true/false, not a ${Array.isArray(raw) ? 'list' : 'mapping'}`)
      continue
    }
    const template = String(raw as string | number | boolean)
    // A template's value is checked per item, once rendered.
    const problem = template.includes('{') ? placeholderLine(template, groups) : propertyProblem(key, template, now)
    if (problem !== undefined) problems.push(`'${key}': ${problem}`)
    else templates.set(key, template)
  }
  return { templates, problems }
}

/** What is wrong with a template's placeholders, in one line. */
function placeholderLine(template: string, groups: readonly string[]): string | undefined {
  const refusal = placeholderProblem(template, groups)
  return refusal === undefined ? undefined : refusalLine(refusal)
}

/**
 * An expiry in the past: when it is (µs since 1970), and, for a date-time + duration, the date-time
 * it counts from, so that a message can say how long a duration would keep it.
 */
export interface Expired {
  readonly at: bigint
  readonly from?: bigint
}

type Checked = { value: PropertyValue } | { problem: string; expired?: Expired }

/** A property's value for the service, checked as it checks it (expires: not before `now`, ms since 1970); or what is wrong. */
export function propertyValue(name: ItemPropertyName, text: string, now: number): Checked {
  return serviceValue(name, text.trim(), now)
}

/** `now` undefined: a value the service shows, read back without the check of its writes. */
function serviceValue(name: ItemPropertyName, given: string, now?: number): Checked {
  switch (KINDS[name]) {
    case 'date-time': {
      const at = parseDateTime(given)
      if (typeof at === 'string') return { problem: at }
      // The service refuses an expiry before the moment it reads the item (400 "Property expires can't be in the past.").
      if (name === 'expires' && now !== undefined && at < BigInt(Math.floor(now)) * 1000n) {
        const plus = given.lastIndexOf('+P')
        const from = plus < 0 ? undefined : parseDateTime(given.slice(0, plus))
        return {
          problem: `'${given}' (${formatDateTime(at)}) is in the past; the catalog refuses an item that has already expired`,
          expired: { at, ...(typeof from === 'bigint' ? { from } : {}) },
        }
      }
      return { value: formatDateTime(at) }
    }
    case 'duration': {
      const duration = parseDuration(given, { signed: true })
      return typeof duration === 'string' ? { problem: duration } : { value: formatDuration(duration) }
    }
    case 'boolean': {
      const value = yamlBoolean(given)
      return value === undefined ? { problem: `'${given}' is not true or false` } : { value }
    }
    case 'text':
      // The service strips the text, and refuses it blank.
      return given === '' ? { problem: 'it is empty; give the variable, e.g. air_temperature' } : { value: given }
  }
}

/** What is wrong with a value the input gives every item alike; an expiry in the past says what to give instead. */
const propertyProblem = (name: ItemPropertyName, text: string, now: number): string | undefined => {
  const parsed = propertyValue(name, text, now)
  if (!('problem' in parsed)) return undefined
  return parsed.expired === undefined
    ? parsed.problem
    : `${parsed.problem}: give a later date-time, or one after each file's own time ('{ref}+P1D', with path-pattern), or leave expires out`
}

/**
 * The service shows the same value: compared as values, since it writes '2025-11-24T03:00:00Z'
 * back for '20251124T0300Z' and 'P0DT12H00M00S' for 'PT12H'.
 */
export function sameProperty(name: ItemPropertyName, shown: unknown, desired: PropertyValue): boolean {
  if (shown === desired) return true
  if (typeof shown !== 'string' || typeof desired !== 'string') return false
  const parsed = serviceValue(name, shown.trim())
  return 'value' in parsed && parsed.value === desired
}

/** For plans and summaries: "expires=2025-11-25T03:00:00Z forecast:horizon=P0DT12H00M00S". */
export function formatProperties(properties: ItemProperties): string {
  return ITEM_PROPERTY_NAMES.filter((name) => properties[name] !== undefined)
    .map((name) => `${name}=${String(properties[name])}`)
    .join(' ')
}
