/**
 * A source item as the target stores it (SourceItem), read from its STAC 1.1 form (documents.ts's
 * migrated) and its original document: what the target stores is taken, everything else is counted
 * by name in NotStored, never dropped without a word. What the target stores of an item
 * (service-stac 900c5ed): its geometry, datetime or start/end, title, expires, forecast:* and links;
 * of an asset: title, description, type, roles, proj:epsg, gsd, geoadmin:lang and geoadmin:variant,
 * its file (checked by file:checksum) and file:size.
 */
import {
  formatDateTime,
  isBrowserLink,
  ITEM_PROPERTY_NAMES,
  type ItemLink,
  linkProblem,
  parseDateTime,
  SERVICE_RELS,
  storedLink,
  type ItemTime,
} from '../domain/index.ts'
import type { Json } from './documents.ts'
import type { SourceAsset, SourceAssetFields, SourceItem } from './model.ts'

/** What the target does not store, counted by name: said once per run. */
export class NotStored {
  readonly #counts = new Map<string, number>()

  add(name: string): void {
    this.#counts.set(name, (this.#counts.get(name) ?? 0) + 1)
  }

  get counts(): ReadonlyMap<string, number> {
    return new Map([...this.#counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** An item's own members, which the target has in its own way or derives (its bbox from the geometry). */
const ITEM_MEMBERS = new Set([
  'type',
  'stac_version',
  'stac_extensions',
  'id',
  'geometry',
  'bbox',
  'properties',
  'links',
  'assets',
  'collection',
])
/** Properties the target takes (time, title, and those item-properties names), or makes itself (created, updated). */
const TAKEN_PROPERTIES = new Set([
  'datetime',
  'start_datetime',
  'end_datetime',
  'title',
  'created',
  'updated',
  // STAC 0.8's place of the item's collection, which the target is.
  'collection',
  ...ITEM_PROPERTY_NAMES,
])
/** Item properties that are the assets' common metadata: taken into each asset that has none of its own. */
const ASSET_DEFAULTS = new Set(['proj:epsg', 'proj:code', 'gsd'])
/** Extensions whose fields the target stores, where any: the others are counted as extensions it does not store. */
const STORED_EXTENSIONS = /\/(file|projection|timestamps|forecast)\/v[^/]+\/schema\.json$/
/** The same, as STAC 0.8 and 0.9 named extensions (checksum: its multihash is what the target's file:checksum is). */
const STORED_SHORT_NAMES: ReadonlySet<string> = new Set(['checksum', 'file', 'projection', 'proj', 'timestamps', 'forecast'])
/** Links of the hierarchy a catalog is read by: not the item's own. */
const HIERARCHY = new Set(['child', 'item', ...SERVICE_RELS])
/** An asset's fields the target stores, as they are read here (bands: for gsd only, and counted). */
const ASSET_TAKEN = new Set([
  'href',
  'title',
  'description',
  'type',
  'roles',
  'proj:epsg',
  'proj:code',
  'gsd',
  'geoadmin:lang',
  'geoadmin:variant',
  'file:checksum',
  'file:size',
  // The target keeps its own.
  'created',
  'updated',
])

const SHA2_256 = /^1220[0-9a-f]{64}$/i

/** An EPSG code from projection v1's proj:epsg or v2's proj:code 'EPSG:n'; null for a code of another authority. */
function epsgOf(fields: Json): number | null | undefined {
  const epsg = fields['proj:epsg']
  if (typeof epsg === 'number' && Number.isInteger(epsg) && epsg > 0) return epsg
  const code = fields['proj:code']
  if (typeof code !== 'string') return undefined
  const match = /^EPSG:(\d{1,6})$/i.exec(code.trim())
  return match === null ? null : Number(match[1])
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined

/**
 * A band's gsd (STAC 1.1 common metadata in bands; eo:bands and raster:bands where a document of
 * 1.1 kept them, which the migration merges only below 1.1.0-beta.1), where all bands that give one agree.
 */
function bandGsd(fields: Json): number | undefined {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [])
  const bands = [...list(fields.bands), ...list(fields['eo:bands']), ...list(fields['raster:bands'])]
  const given = new Set(bands.flatMap((band) => (isObject(band) && positive(band.gsd) !== undefined ? [band.gsd as number] : [])))
  return given.size === 1 ? [...given][0] : undefined
}

/** The item's time: its datetime, or its start and end; a problem in words when they are not date-times. */
function timeOf(properties: Json): ItemTime | undefined | string {
  const instant = (name: string): string | undefined | { problem: string } => {
    const value = properties[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') return { problem: `its ${name} is not a text` }
    const at = parseDateTime(value)
    return typeof at === 'string' ? { problem: `its ${name}: ${at}` } : formatDateTime(at)
  }
  const [datetime, start, end] = [instant('datetime'), instant('start_datetime'), instant('end_datetime')]
  for (const value of [datetime, start, end]) if (typeof value === 'object') return value.problem
  if (typeof datetime === 'string') return { datetime }
  if (typeof start === 'string' && typeof end === 'string') return { start, end }
  return undefined
}

/**
 * The item's links the target can store: its own (not the hierarchy's nor the service's STAC Browser
 * page), one per rel (the first), each as the catalog takes it; the others counted.
 */
function linksOf(links: unknown, notStored: NotStored): ItemLink[] {
  const kept = new Map<string, ItemLink>()
  for (const link of Array.isArray(links) ? (links as unknown[]) : []) {
    if (!isObject(link) || typeof link.rel !== 'string' || HIERARCHY.has(link.rel) || isBrowserLink(link)) continue
    const stored = storedLink(link)
    if (stored === undefined) {
      notStored.add(`link rel=${link.rel} (without an href)`)
      continue
    }
    if (kept.has(stored.rel)) {
      notStored.add(`link rel=${stored.rel} (a second one: the catalog keeps one per rel)`)
      continue
    }
    if (linkProblem(stored) !== undefined) {
      notStored.add(
        URL.canParse(stored.href) ? `link rel=${stored.rel} (refused by the catalog)` : `link rel=${stored.rel} (a relative href)`,
      )
      continue
    }
    for (const key of Object.keys(link)) if (!['rel', 'href', 'type', 'title', 'hreflang'].includes(key)) notStored.add(`link field ${key}`)
    kept.set(stored.rel, stored)
  }
  return [...kept.values()]
}

/** One asset as the target stores it; `defaults`: the item's common metadata for assets (proj, gsd). */
function assetOf(key: string, fields: Json, defaults: Json, notStored: NotStored): SourceAsset | string {
  const href = text(fields.href)
  if (href === undefined) return `its asset '${key}' has no href`
  for (const name of Object.keys(fields)) if (!ASSET_TAKEN.has(name)) notStored.add(`asset field ${name}`)
  const epsg = epsgOf(fields) ?? epsgOf(defaults)
  if (epsg === null) notStored.add('asset field proj:code (not an EPSG code)')
  const gsd = positive(fields.gsd) ?? bandGsd(fields) ?? positive(defaults.gsd)
  const roles = Array.isArray(fields.roles) ? (fields.roles as unknown[]).filter((role): role is string => text(role) !== undefined) : []
  const taken: SourceAssetFields = {
    ...(text(fields.title) === undefined ? {} : { title: fields.title as string }),
    ...(text(fields.description) === undefined ? {} : { description: fields.description as string }),
    ...(text(fields.type) === undefined ? {} : { type: fields.type as string }),
    ...(roles.length === 0 ? {} : { roles }),
    ...(typeof epsg === 'number' ? { 'proj:epsg': epsg } : {}),
    ...(gsd === undefined ? {} : { gsd }),
    ...(text(fields['geoadmin:lang']) === undefined ? {} : { 'geoadmin:lang': fields['geoadmin:lang'] as string }),
    ...(text(fields['geoadmin:variant']) === undefined ? {} : { 'geoadmin:variant': fields['geoadmin:variant'] as string }),
  }
  const checksum =
    typeof fields['file:checksum'] === 'string' && SHA2_256.test(fields['file:checksum']) ? fields['file:checksum'] : undefined
  const size = fields['file:size']
  return {
    key,
    href,
    fields: taken,
    ...(checksum === undefined ? {} : { checksum: checksum.toLowerCase() }),
    ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
  }
}

/**
 * The item as the target stores it, from its STAC 1.1 form (`upgraded`) and its `original` document
 * (expires and the forecast's properties as written: the migration re-parses expires in the
 * machine's time zone, or drops it); what the target does not store counted in `notStored`. A problem
 * in words when it is no item the target can take (no id, an asset without href, a time that is none).
 */
export function mapItem(original: Json, upgraded: Json, from: string, notStored: NotStored): SourceItem | string {
  const id = upgraded.id
  if (typeof id !== 'string' || id.trim() === '') return 'it has no id'
  const properties = isObject(upgraded.properties) ? upgraded.properties : {}
  const originalProperties = isObject(original.properties) ? original.properties : {}
  const time = timeOf(originalProperties)
  if (typeof time === 'string') return time
  for (const name of Object.keys(upgraded)) if (!ITEM_MEMBERS.has(name)) notStored.add(`item field ${name}`)
  for (const name of Object.keys(properties))
    if (!TAKEN_PROPERTIES.has(name) && !ASSET_DEFAULTS.has(name)) notStored.add(`property ${name}`)
  // As the document names them (0.8 and 0.9 by short names), not as the migration renames them.
  const extensions = Array.isArray(original.stac_extensions) ? (original.stac_extensions as unknown[]) : []
  for (const extension of extensions)
    if (typeof extension === 'string' && !STORED_EXTENSIONS.test(extension) && !STORED_SHORT_NAMES.has(extension))
      notStored.add(`extension ${extension}`)
  const kept: Record<string, unknown> = {}
  for (const name of ITEM_PROPERTY_NAMES) if (originalProperties[name] !== undefined) kept[name] = originalProperties[name]
  const assets: SourceAsset[] = []
  for (const [key, fields] of Object.entries(isObject(upgraded.assets) ? upgraded.assets : {})) {
    if (!isObject(fields)) return `its asset '${key}' is no object`
    const asset = assetOf(key, fields, properties, notStored)
    if (typeof asset === 'string') return asset
    assets.push(asset)
  }
  const title = text(properties.title)
  // By the names the document gives them, and those the migration gave them (eo:platform is platform in 1.1).
  const placeholders: Record<string, string> = {}
  for (const [name, value] of [...Object.entries(properties), ...Object.entries(originalProperties)])
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
      placeholders[name] = String(value)
  return {
    id,
    geometry: upgraded.geometry ?? null,
    time,
    ...(title === undefined ? {} : { title }),
    properties: kept,
    links: linksOf(upgraded.links, notStored),
    placeholders,
    assets,
    from,
  }
}
