/**
 * The vocabulary every phase speaks, apart from the inputs that bring it: date-times and durations
 * as the service reads and shows them, item properties, media types and their extensions, ids,
 * templates and path-pattern, shards, the hosts plain http may reach; and the records of the
 * parsed config each phase takes (config/ makes them). Nothing here reads an input or does I/O.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { isLoopbackHost } from './addresses.ts'
export { yamlBoolean } from './booleans.ts'
export type {
  AssetMetadataConfig,
  ItemGeometryInput,
  ItemsConfig,
  MediaTypeOverride,
  SafetyConfig,
  SelectionConfig,
  SignInConfig,
  SourceInput,
  TargetConfig,
  TransferConfig,
  YamlInput,
} from './config-records.ts'
export {
  formatDateTime,
  formatDuration,
  formatItemTime,
  parseDateTime,
  parseDatetimeFilter,
  parseDuration,
  parseItemTime,
  timeProperties,
  type ItemTime,
} from './datetime.ts'
export {
  isBrowserLink,
  LINK_FIELDS,
  linkProblem,
  linkToSend,
  ownLinks,
  sameLinks,
  SERVICE_RELS,
  storedLink,
  type ItemLink,
} from './links.ts'
export { LINKS_LIMIT, type LinkTemplate, readLinkTemplates, renderLinks } from './link-templates.ts'
export { ID_RULE, idTextRefusal, idTextRefused, isValidId } from './ids.ts'
export {
  DEFAULT_MEDIA_TYPES,
  KNOWN_EXTENSIONS,
  MEDIA_TYPES,
  extensionOf,
  extensionsFor,
  isKnownMediaType,
  normalizeMediaType,
} from './media-types.ts'
export {
  ITEM_PROPERTY_NAMES,
  formatProperties,
  propertyValue,
  readPropertyTemplates,
  sameProperty,
  type Expired,
  type ItemProperties,
  type ItemPropertyName,
  type PropertyTemplates,
  type PropertyValue,
} from './properties.ts'
export { assetInShard, inShard, shardOf, type Shard } from './shard.ts'
export {
  parsePathPattern,
  patternValues,
  placeholderProblem,
  renderTemplate,
  slug,
  templateValues,
  unknownPlaceholders,
  unrendered,
  type PathPattern,
  type TemplateValues,
} from './templates.ts'
