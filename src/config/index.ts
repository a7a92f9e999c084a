/**
 * Inputs and config: the list of inputs, one zod schema to a frozen Config, and what the inputs'
 * values mean (templates and path-pattern, rules and item-properties, date-times and durations, ids,
 * media types, shards).
 * Other folders import from here; modules of this folder import each other directly.
 */
export { isLoopbackHost, parseConfig, type AuthConfig, type Config } from './config.ts'
export { formatDateTime, formatItemTime, parseDateTime, parseDuration, parseItemTime, timeProperties, type ItemTime } from './datetime.ts'
export { ID_RULE, isValidId } from './ids.ts'
export { INPUTS, INPUT_NAMES, SECRET_INPUTS, type InputName, type RawInputs } from './inputs.ts'
export { INPUT_DOCS, type InputDoc } from './input-docs.ts'
export { DEFAULT_MEDIA_TYPES, KNOWN_EXTENSIONS, extensionOf, extensionsFor, normalizeMediaType } from './media-types.ts'
export { loadMetadata } from './metadata.ts'
export {
  ITEM_PROPERTY_NAMES,
  formatProperties,
  type Expired,
  propertyValue,
  sameProperty,
  type ItemProperties,
  type ItemPropertyName,
  type PropertyTemplates,
  type PropertyValue,
} from './properties.ts'
export type { Rule } from './rules.ts'
export { assetInShard, type Shard } from './shard.ts'
export { nearest } from './suggest.ts'
export { patternValues, render, slug, templateValues } from './templates.ts'
