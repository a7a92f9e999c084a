/**
 * The service's serializers for assets, items and uploads (geoadmin/service-stac, commit 900c5ed):
 * which fields each write takes, how they are parsed, and the order in which the checks refuse a
 * body (fields first, all at once; then the cross-field rules; then unknown and read-only keys).
 * Each function returns the parsed values or throws the service's 400.
 */
import { serviceExtensionMatches, serviceKnowsExtension, serviceMediaType } from '../service-media-types.ts'
import { apiError, HttpError } from './errors.ts'
import {
  asObject,
  boolean,
  char,
  choice,
  dateTime,
  duration,
  FieldError,
  float,
  integer,
  list,
  parseFields,
  pythonType,
  type FieldSpec,
} from './fields.ts'
import { InvalidGeometry, readGeometry, UnreadableGeometry } from './geometry.ts'

const NAME_PATTERN = /^[0-9a-z-_.]+$/

/** validate_name: the id of an item (and the first check of an asset's). */
const nameError = (name: string): string | undefined =>
  NAME_PATTERN.test(name) ? undefined : 'Invalid id, only the following characters are allowed: 0-9a-z-_.'

/** validate_asset_name: also a known file extension. */
const assetNameError = (name: string): string | undefined =>
  nameError(name) ??
  (serviceKnowsExtension(name) ? undefined : `Invalid id extension '.${name.split('.').pop() ?? ''}', id must have a valid file extension`)

const variantError = (variant: string): string | undefined =>
  /^([a-zA-Z0-9]+\s)*[a-zA-Z0-9]+$/.test(variant)
    ? undefined
    : `Invalid geoadmin:variant "${variant}", special characters beside one space are not allowed`

function assetSpecs(kind: 'item' | 'collection'): Record<string, FieldSpec> {
  const specs: Record<string, FieldSpec> = {
    id: { parse: char({ maxLength: 255, validators: [assetNameError] }), required: true },
    title: { parse: char({ maxLength: 255 }), allowNull: true },
    type: { parse: char(), required: true },
    href: { parse: (value) => value },
    description: { parse: char(), allowNull: true },
    roles: { parse: list(char({ maxLength: 255 })), allowNull: true },
    'proj:epsg': { parse: integer(), allowNull: true },
  }
  // Collection assets have neither gsd nor the geoadmin fields: sending them is an unexpected property.
  if (kind === 'item') {
    specs.gsd = { parse: float(), allowNull: true }
    specs['geoadmin:lang'] = { parse: choice(['de', 'it', 'fr', 'rm', 'en']), allowNull: true }
    specs['geoadmin:variant'] = { parse: char({ maxLength: 25, validators: [variantError] }), allowNull: true }
  }
  return specs
}

const ASSET_READ_ONLY = ['file:checksum', 'created', 'updated']

/** validate_json_payload: keys that are no field, and read-only ones. */
function payloadErrors(
  body: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  readOnly: readonly string[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const key of Object.keys(body)) {
    if (readOnly.includes(key)) errors[key] = ['Found read-only property in payload']
    else if (!fields.includes(key)) errors[key] = ['Unexpected property in payload']
  }
  return errors
}

const refuse = (errors: Record<string, unknown>): void => {
  if (Object.keys(errors).length > 0) throw apiError(400, errors)
}

export interface AssetRules {
  readonly kind: 'item' | 'collection'
  /** The stored asset's media type (normalised), when it exists: a type sent must equal it as sent. */
  readonly storedType: string | undefined
  /** The stored asset's id, for a partial write that sends none. */
  readonly storedId: string | undefined
  readonly partial: boolean
  readonly externalAssets: boolean
  /** Nested in an item (its bulk create): no payload check, no initial data to check. */
  readonly nested?: boolean
}

/**
 * An asset body (PUT, PATCH): the parsed writable fields, the type normalised. The type is
 * compared with the stored one as sent (validate_type), so "image/tiff;application=geotiff"
 * is refused for an asset stored as "image/tiff; application=geotiff".
 */
export function validateAssetBody(raw: unknown, rules: AssetRules): Record<string, unknown> {
  const body = bodyObject(raw)
  const specs = assetSpecs(rules.kind)
  const { values, errors } = parseFields(body, specs, rules.partial)
  if ('type' in values && !('type' in errors)) {
    const sent = values.type as string
    if (rules.storedType !== undefined && sent !== rules.storedType)
      errors.type = ['Type field cannot be edited. You need to delete and recreate the asset with the correct type']
    else if (serviceMediaType(sent) === undefined) errors.type = [`Invalid media type "${sent}"`]
    else values.type = serviceMediaType(sent)
  }
  refuse(errors)
  if ('href' in values && !rules.externalAssets) refuse({ href: ['Found read-only property in payload'] })
  const id = (values.id as string | undefined) ?? rules.storedId ?? ''
  const type = (values.type as string | undefined) ?? rules.storedType ?? ''
  if (!serviceExtensionMatches(id, type)) {
    refuse({ non_field_errors: [`Invalid id extension '.${id.split('.').pop() ?? ''}', id must match its media type ${type}`] })
  }
  if (rules.nested !== true) refuse(payloadErrors(body, Object.keys(specs), ASSET_READ_ONLY))
  return values
}

/** The body of a write must be a JSON object (DRF: "Invalid data. Expected a dictionary…"). */
export function bodyObject(raw: unknown): Record<string, unknown> {
  try {
    return asObject(raw)
  } catch (error) {
    if (error instanceof FieldError) throw apiError(400, error.detail)
    throw error
  }
}

/** An item's properties as the service's model keeps them: times in ms, durations in µs, the forecast ones by their model names. */
export interface ItemProperties {
  readonly datetime?: number | null
  readonly start_datetime?: number | null
  readonly end_datetime?: number | null
  readonly title?: string | null
  readonly expires?: number | null
  readonly forecast_reference_datetime?: number | null
  readonly forecast_horizon?: number | null
  readonly forecast_duration?: number | null
  readonly forecast_variable?: string | null
  readonly forecast_perturbed?: boolean | null
}

/** The forecast extension's names and the model's: a body may give either (the colon form wins), errors name the model's. */
export const FORECAST_FIELDS = {
  'forecast:reference_datetime': 'forecast_reference_datetime',
  'forecast:horizon': 'forecast_horizon',
  'forecast:duration': 'forecast_duration',
  'forecast:variable': 'forecast_variable',
  'forecast:perturbed': 'forecast_perturbed',
} as const

export interface ItemLink {
  readonly href: string
  readonly rel: string
  readonly title?: string | null
  readonly type?: string
  readonly hreflang?: string | null
}

export interface ItemValues {
  readonly id?: string
  readonly geometry?: ReturnType<typeof readGeometry>
  readonly properties?: ItemProperties
  readonly links?: readonly ItemLink[]
  /** Sent at all: a PUT or PATCH then fails (see store.ts); a bulk create makes them external assets, by id. */
  readonly assets?: ReadonlyMap<string, Record<string, unknown>>
}

const RESERVED_RELS = ['self', 'root', 'parent', 'items', 'collection', 'service-desc', 'service-doc', 'search', 'conformance']

/** Django's URLValidator, roughly: an absolute http(s) or ftp(s) URL with a host, and no whitespace. */
const urlError = (value: string): string | undefined => {
  if (/\s/.test(value)) return 'Enter a valid URL.'
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol) && url.hostname !== '' ? undefined : 'Enter a valid URL.'
  } catch {
    return 'Enter a valid URL.'
  }
}

const relError = (rel: string): string | undefined =>
  RESERVED_RELS.includes(rel)
    ? `Invalid rel attribute, must not be in ${JSON.stringify(RESERVED_RELS).replaceAll('"', "'").replaceAll(',', ', ')}`
    : undefined

const linkSpecs: Record<string, FieldSpec> = {
  href: { parse: char({ maxLength: 2048, validators: [urlError] }), required: true },
  rel: { parse: char({ maxLength: 30, validators: [relError] }), required: true },
  title: { parse: char({ maxLength: 255, allowBlank: true }), allowNull: true },
  type: { parse: char({ maxLength: 255, allowBlank: true }) },
  hreflang: { parse: char({ maxLength: 32, allowBlank: true }), allowNull: true },
}

function parseLink(value: unknown): ItemLink {
  const { values, errors } = parseFields(asObject(value), linkSpecs, false)
  if (Object.keys(errors).length > 0) throw new FieldError(errors)
  return values as unknown as ItemLink
}

/** A list of nested serializers reports errors as a list, {} for the good ones. */
function parseLinks(value: unknown): ItemLink[] {
  if (!Array.isArray(value)) throw new FieldError({ non_field_errors: [`Expected a list of items but got type "${pythonType(value)}".`] })
  const errors: unknown[] = []
  const links = value.map((entry) => {
    try {
      errors.push({})
      return parseLink(entry)
    } catch (error) {
      if (!(error instanceof FieldError)) throw error
      errors[errors.length - 1] = error.detail
      return undefined
    }
  })
  if (errors.some((e) => Object.keys(e as object).length > 0)) throw new FieldError(errors)
  return links as ItemLink[]
}

function propertySpecs(): Record<string, FieldSpec> {
  return {
    datetime: { parse: dateTime(), allowNull: true, default: null },
    start_datetime: { parse: dateTime(), allowNull: true, default: null },
    end_datetime: { parse: dateTime(), allowNull: true, default: null },
    title: { parse: char({ maxLength: 255 }), allowNull: true, default: null },
    expires: { parse: dateTime(), allowNull: true, default: null },
    forecast_reference_datetime: { parse: dateTime(), allowNull: true, default: null },
    forecast_horizon: { parse: duration(), allowNull: true, default: null },
    forecast_duration: { parse: duration(), allowNull: true, default: null },
    // No max_length: the serializer declares the field without the model's validation.
    forecast_variable: { parse: char(), allowNull: true, default: null },
    forecast_perturbed: { parse: boolean(), allowNull: true, default: null },
  }
}

/** ItemsPropertiesSerializer.to_internal_value: the extension's names mapped to the model's before the fields are read. */
function mappedProperties(value: unknown): Record<string, unknown> {
  const properties = { ...asObject(value) }
  for (const [extension, model] of Object.entries(FORECAST_FIELDS)) {
    if (extension in properties) {
      properties[model] = properties[extension]
      delete properties[extension]
    }
  }
  return properties
}

export interface ItemRules {
  readonly partial: boolean
  /** The stored properties, for a partial write's cross-field checks. */
  readonly stored: ItemProperties | undefined
  readonly now: number
  /**
   * A feature of a bulk create: nested in a list, the serializer has no initial data, so unknown and
   * read-only keys pass unremarked, and its assets (a map by id) are read as external ones.
   */
  readonly bulk?: boolean
}

const ITEM_FIELDS = ['id', 'geometry', 'properties', 'links', 'assets']
// Shown by the service but not writable: sending them back is refused by name.
const ITEM_READ_ONLY = ['collection', 'type', 'stac_version', 'bbox', 'stac_extensions']

/**
 * An item body (PUT, PATCH). Properties the service does not know are dropped without a word, as
 * its nested serializer does; a full write sets every property it is not sent to null.
 */
export function validateItemBody(raw: unknown, rules: ItemRules): ItemValues {
  const body = bodyObject(raw)
  const specs: Record<string, FieldSpec> = {
    id: { parse: char({ maxLength: 255, validators: [nameError] }), required: true },
    geometry: {
      parse: (value) => {
        try {
          return readGeometry(value)
        } catch (error) {
          if (error instanceof UnreadableGeometry) throw new FieldError([error.message])
          if (error instanceof InvalidGeometry) {
            // Stricter than the service (spec section 4), which would store and publish this footprint.
            throw new FieldError([
              `Invalid geometry: ${error.message}. (The fake catalog refuses what the service would publish unchecked.)`,
            ])
          }
          throw error
        }
      },
      required: true,
    },
    properties: {
      parse: (value) => {
        const { values, errors } = parseFields(mappedProperties(value), propertySpecs(), rules.partial)
        if (Object.keys(errors).length > 0) throw new FieldError(errors)
        return values
      },
      required: true,
    },
    links: { parse: parseLinks },
    assets: { parse: rules.bulk === true ? parseBulkAssets : () => new Map() },
  }
  const { values, errors } = parseFields(body, specs, rules.partial)
  refuse(errors)
  const sent = (values.properties ?? {}) as ItemProperties
  const datesSent = ['datetime', 'start_datetime', 'end_datetime', 'expires'].some((key) => key in sent)
  if (!rules.partial || datesSent) {
    const pick = (key: keyof ItemProperties) => (key in sent ? sent[key] : rules.stored?.[key]) ?? null
    const [datetime, start, end] = [pick('datetime'), pick('start_datetime'), pick('end_datetime')] as [
      number | null,
      number | null,
      number | null,
    ]
    const problem =
      datetime !== null
        ? start !== null || end !== null
          ? 'Cannot provide together property datetime with datetime range (start_datetime, end_datetime)'
          : undefined
        : end === null
          ? "Property end_datetime can't be null when no property datetime is given"
          : start === null
            ? "Property start_datetime can't be null when no property datetime is given"
            : end < start
              ? "Property end_datetime can't refer to a date earlier than property start_datetime"
              : undefined
    if (problem !== undefined) refuse({ non_field_errors: [problem] })
    const expires = pick('expires') as number | null
    if (expires !== null && expires < rules.now) refuse({ non_field_errors: ["Property expires can't be in the past."] })
  }
  if (rules.bulk !== true) refuse(payloadErrors(body, ITEM_FIELDS, ITEM_READ_ONLY))
  return values
}

/**
 * The assets of a bulk-created feature (AssetsDictSerializer): a map by id, each checked as an item
 * asset would be (href taken as given, nested so without the payload check), errors listed in order.
 */
function parseBulkAssets(value: unknown): Map<string, Record<string, unknown>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    // DictSerializer calls data.items() on what it is given.
    throw apiError(500, `AttributeError("'${pythonType(value)}' object has no attribute 'items'")`)
  }
  const assets = new Map<string, Record<string, unknown>>()
  const errors: unknown[] = []
  for (const [id, fields] of Object.entries(value)) {
    try {
      const values = validateAssetBody(
        { ...asObject(fields), id },
        { kind: 'item', storedType: undefined, storedId: undefined, partial: false, externalAssets: true, nested: true },
      )
      assets.set(String(values.id), values)
      errors.push({})
    } catch (error) {
      if (error instanceof FieldError) errors.push(error.detail)
      else if (error instanceof HttpError && error.status === 400) errors.push((error.body as { description: unknown }).description)
      else throw error
    }
  }
  if (errors.some((entry) => Object.keys(entry as object).length > 0)) throw new FieldError(errors)
  return assets
}

export interface UploadValues {
  readonly numberParts: number
  readonly md5: ReadonlyMap<number, string>
  readonly md5Parts: unknown
  readonly checksum: string
  readonly contentEncoding: '' | 'gzip' | 'br'
  readonly updateInterval: number
}

/**
 * Python 3.12's bytes.fromhex, as the multihash library calls it: ASCII whitespace is skipped before
 * each byte, a byte is two hex digits; the hex digits read, or the position (in code points) where
 * it stopped: the first non-ASCII character, or the digit that is not one (the end of the text
 * when the last byte has one digit).
 */
function fromHex(text: string): string | { readonly position: number } {
  const nonAscii = Array.from(text).findIndex((char) => char.codePointAt(0)! > 127)
  if (nonAscii !== -1) return { position: nonAscii }
  const digit = (at: number) => at < text.length && /[0-9a-fA-F]/.test(text[at]!)
  const space = (at: number) => at < text.length && /[ \t\n\r\v\f]/.test(text[at]!)
  let hex = ''
  for (let at = 0; at < text.length; at += 2) {
    while (space(at)) at++
    if (at >= text.length) break
    if (!digit(at)) return { position: at }
    if (!digit(at + 1)) return { position: at + 1 }
    hex += text.slice(at, at + 2)
  }
  return hex
}

/**
 * validate_checksum_multihash_sha256: hex, a multihash whose length byte matches its digest, code
 * sha2-256 (0x12). The service does not check the digest's length beyond that; neither does this.
 * The messages of the multihash library are paraphrased.
 */
const checksumError = (text: string): string | undefined => {
  const value = fromHex(text)
  if (typeof value !== 'string')
    return `Invalid multihash value; non-hexadecimal number found in fromhex() arg at position ${value.position}`
  if (value.length < 6) return 'Invalid multihash value; multihash is too short'
  const code = value.slice(0, 2).toLowerCase()
  const length = Number.parseInt(value.slice(2, 4), 16)
  if ((value.length - 4) / 2 !== length)
    return `Invalid multihash value; Inconsistent multihash length ${(value.length - 4) / 2} != ${length}`
  return code === '12' ? undefined : `Invalid multihash value: must be sha2-256 but is 0x${code}`
}

const encodingError = (value: string): string | undefined =>
  ['br', 'gzip'].includes(value) ? undefined : `Invalid encoding "${value}": must be one of "br, gzip"`

const uploadSpecs: Record<string, FieldSpec> = {
  number_parts: { parse: integer({ min: 1, max: 100 }), required: true },
  md5_parts: { parse: (value) => value, required: true },
  'file:checksum': { parse: char({ maxLength: 255, validators: [checksumError] }), required: true },
  update_interval: { parse: integer({ min: -1, max: 3600 }), default: -1 },
  content_encoding: { parse: char({ maxLength: 32, validators: [encodingError] }), default: '' },
}

const isBase64 = (text: string): boolean => /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0

/** validate_md5_parts, with its messages (and its quirk: the index in the md5 message is one too low). */
function md5PartsError(md5Parts: unknown, count: number): string | undefined {
  if (!Array.isArray(md5Parts)) return `Invalid md5_parts field: must be a list but is <class '${pythonType(md5Parts)}'>`
  const numbers = new Set(
    md5Parts.map((item: unknown) =>
      item !== null && typeof item === 'object' ? ((item as { part_number?: unknown }).part_number ?? 0) : 0,
    ),
  )
  if (numbers.size !== count)
    return `Missing, too many or duplicate part_number in md5_parts field list: list should have ${count} item(s).`
  for (const [i, item] of md5Parts.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      return `Invalid md5_parts[${i}] value: must be dict but is <class '${pythonType(item)}'>`
    const { part_number: number, md5 } = item as { part_number?: unknown; md5?: unknown }
    if (number === undefined) return `Invalid md5_parts[${i}] value: part_number field missing`
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > count)
      return `Invalid md5_parts[${i}].part_number value: part_number field must be an int between 1 and ${count}`
    if (md5 === undefined) return `Invalid md5_parts[${i}] value: md5 field missing`
    if (typeof md5 !== 'string' || md5 === '' || !isBase64(md5))
      return `Invalid md5_parts[${i - 1}].md5 value: md5 field must be a non empty b64 encoded string`
  }
  return undefined
}

/** The body of POST .../uploads. Keys that are no field are ignored, as the service ignores them. */
export function validateUploadBody(raw: unknown): UploadValues {
  const body = bodyObject(raw)
  const { values, errors } = parseFields(body, uploadSpecs, false)
  refuse(errors)
  const count = values.number_parts as number
  const problem = md5PartsError(values.md5_parts, count)
  if (problem !== undefined) refuse({ non_field_errors: [problem] })
  const md5 = new Map<number, string>()
  for (const part of values.md5_parts as Array<{ part_number: number; md5: string }>) md5.set(part.part_number, part.md5)
  return {
    numberParts: count,
    md5: new Map([...md5].sort(([a], [b]) => a - b)),
    md5Parts: values.md5_parts,
    checksum: values['file:checksum'] as string,
    contentEncoding: values.content_encoding as UploadValues['contentEncoding'],
    updateInterval: values.update_interval as number,
  }
}

export interface CompletedPart {
  readonly etag: string
  readonly partNumber: number
  /** Keys the service passes on to S3, which refuses them (modified, size): see completeUpload. */
  readonly extra: readonly string[]
}

const partSpecs: Record<string, FieldSpec> = {
  etag: { parse: char(), required: true },
  part_number: { parse: integer({ min: 1, max: 100 }), required: true },
  modified: { parse: dateTime(), allowNull: true },
  size: { parse: integer(), allowNull: true },
}

/** The body of POST .../complete: its parts, or undefined when it sends none. */
export function validateCompleteBody(raw: unknown): CompletedPart[] | undefined {
  const body = bodyObject(raw)
  const { values, errors } = parseFields(
    body,
    {
      parts: {
        parse: list(
          (value) => {
            const { values: part, errors: partErrors } = parseFields(asObject(value), partSpecs, false)
            if (Object.keys(partErrors).length > 0) throw new FieldError(partErrors)
            return {
              etag: part.etag as string,
              partNumber: part.part_number as number,
              extra: ['modified', 'size'].filter((key) => key in part),
            }
          },
          { allowEmpty: false },
        ),
      },
    },
    true,
  )
  refuse(errors)
  return values.parts as CompletedPart[] | undefined
}
