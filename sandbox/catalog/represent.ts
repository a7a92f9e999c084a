/**
 * What the service shows: its JSON for assets, uploads and items, with the links it generates,
 * null fields and empty lists left out (its NonNullModelSerializer), times as Python writes them.
 */
import { durationIsoString, isoTime } from './fields.ts'
import { bboxOf } from './geometry.ts'
import type { AssetRecord, AssetRef, CollectionRecord, ItemRecord, Owner, StoredPart, Summaries, UploadRecord } from './store.ts'

export const API = '/api/stac/v1'

/** The URLs the service builds: on the API's origin, and the asset files' on the storage's. */
export class Urls {
  readonly #api: () => string
  readonly #storage: () => string

  constructor(api: () => string, storage: () => string) {
    this.#api = api
    this.#storage = storage
  }

  /** A path (and query) on the API's origin. */
  absolute(pathAndQuery: string): string {
    return `${this.#api()}${pathAndQuery}`
  }

  get root(): string {
    return `${this.#api()}${API}/`
  }

  collection(collection: string): string {
    return `${this.root}collections/${collection}`
  }

  item(collection: string, item: string): string {
    return `${this.collection(collection)}/items/${item}`
  }

  owner(owner: Owner): string {
    return owner.item === undefined ? this.collection(owner.collection) : this.item(owner.collection, owner.item)
  }

  asset(ref: AssetRef): string {
    return `${this.owner(ref)}/assets/${ref.asset}`
  }

  /** Where the storage serves an asset's file (data.geo.admin.ch/{collection}/{item}/{asset} in production). */
  file(ref: AssetRef): string {
    return `${this.#storage()}/${[ref.collection, ref.item, ref.asset].filter((s) => s !== undefined).join('/')}`
  }

  /** The STAC Browser's page for a collection or an item. */
  browser(collection: string, item?: string): string {
    return `${this.#api()}/browser/index.html#/collections/${collection}${item === undefined ? '' : `/items/${item}`}`
  }
}

export type Link = Readonly<Record<string, string>>

/** The service's filter_null: null values and empty lists (but links) left out, nested objects too. */
export function withoutNulls(value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null || inner === undefined) continue
    if (Array.isArray(inner)) {
      if (inner.length > 0 || key === 'links') out[key] = inner
    } else if (typeof inner === 'object') out[key] = withoutNulls(inner as Record<string, unknown>)
    else out[key] = inner
  }
  return out
}

// The order of the service's serializers (its special-character fields come last).
const ITEM_ASSET_ORDER = [
  'title',
  'type',
  'href',
  'description',
  'roles',
  'created',
  'updated',
  'gsd',
  'proj:epsg',
  'geoadmin:variant',
  'geoadmin:lang',
  'file:checksum',
]
const COLLECTION_ASSET_ORDER = ['title', 'type', 'href', 'description', 'roles', 'created', 'updated', 'proj:epsg', 'file:checksum']

/** An asset's fields as the service shows them, without id and links (as in an item's assets map). */
export function assetFields(urls: Urls, ref: AssetRef, record: AssetRecord): Record<string, unknown> {
  const all: Record<string, unknown> = {
    ...record.fields,
    href: record.external ? record.fields.href : urls.file(ref),
    created: isoTime(record.created),
    updated: isoTime(record.updated),
    'file:checksum': record.checksum,
  }
  const order = ref.item === undefined ? COLLECTION_ASSET_ORDER : ITEM_ASSET_ORDER
  return withoutNulls(Object.fromEntries(order.map((key) => [key, all[key]])))
}

/** An asset as GET .../assets/{id} shows it. */
export function asset(urls: Urls, ref: AssetRef, record: AssetRecord): Record<string, unknown> {
  return { id: ref.asset, ...assetFields(urls, ref, record), links: assetLinks(urls, ref) }
}

function parent(urls: Urls, owner: Owner): Link {
  return { rel: 'parent', href: urls.owner(owner) }
}

/** self, root, parent, collection, and for an item's asset: item. */
export function assetLinks(urls: Urls, ref: AssetRef): Link[] {
  return [
    { rel: 'self', href: urls.asset(ref) },
    { rel: 'root', href: urls.root },
    parent(urls, ref),
    { rel: 'collection', href: urls.collection(ref.collection) },
    ...(ref.item === undefined ? [] : [{ rel: 'item', href: urls.item(ref.collection, ref.item) }]),
  ]
}

/** The links of an asset list: self, root, parent (its owner), collection, and for an item's: item. */
export function assetListLinks(urls: Urls, owner: Owner): Link[] {
  return [
    { rel: 'self', href: `${urls.owner(owner)}/assets` },
    { rel: 'root', href: urls.root },
    parent(urls, owner),
    { rel: 'collection', href: urls.collection(owner.collection) },
    ...(owner.item === undefined ? [] : [{ rel: 'item', href: urls.item(owner.collection, owner.item) }]),
  ]
}

/** The answer to a DELETE: the name the service prints for the object, and a link to its parent. */
export function deleted(urls: Urls, name: string, owner: Owner): Record<string, unknown> {
  return { code: 200, description: `${name} successfully deleted`, links: [parent(urls, owner)] }
}

/** An upload: update_interval and content_encoding always; completed or aborted once ended; urls only while in progress. */
export function upload(record: UploadRecord): Record<string, unknown> {
  return withoutNulls({
    upload_id: record.id,
    status: record.status,
    created: isoTime(record.created),
    completed: record.status === 'completed' ? isoTime(record.ended!) : null,
    aborted: record.status === 'aborted' ? isoTime(record.ended!) : null,
    number_parts: record.numberParts,
    md5_parts: record.md5Parts,
    urls: record.urls,
    update_interval: record.updateInterval,
    content_encoding: record.contentEncoding,
    'file:checksum': record.checksum,
  })
}

/** A part as S3's ListParts reports it. */
export function part(number: number, stored: StoredPart): Record<string, unknown> {
  return { etag: stored.etag, part_number: number, modified: isoTime(Math.floor(stored.modified / 1000) * 1000), size: stored.size }
}

/** The auto links of an item, and of each item of a list: self, root, parent, collection and the STAC Browser's page. */
function itemLinks(urls: Urls, item: ItemRecord, collection: string): Link[] {
  return [
    { rel: 'self', href: urls.item(collection, item.id) },
    { rel: 'root', href: urls.root },
    { rel: 'parent', href: urls.collection(collection) },
    { rel: 'collection', href: urls.collection(collection) },
    { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: urls.browser(collection, item.id) },
  ]
}

const time = (ms: number | null): string | null => (ms === null ? null : isoTime(ms))
const span = (microseconds: number | null): string | null => (microseconds === null ? null : durationIsoString(microseconds))

const TIMESTAMPS_EXTENSION = 'https://stac-extensions.github.io/timestamps/v1.1.0/schema.json'
const FORECAST_EXTENSION = 'https://stac-extensions.github.io/forecast/v0.2.0/schema.json'

/**
 * An item as the service shows it: bbox from the geometry, created and updated in the properties
 * (the forecast ones after them, durations as Django writes them), its assets by id. The service
 * names the forecast extension only for the collections of MeteoSwiss's ICON forecasts.
 */
export function item(urls: Urls, collection: string, record: ItemRecord): Record<string, unknown> {
  const { properties } = record
  const assets = [...record.assets].sort(([a], [b]) => (a < b ? -1 : 1))
  const forecast = collection.startsWith('ch.meteoschweiz.ogd-forecasting-icon')
  return withoutNulls({
    id: record.id,
    collection,
    type: 'Feature',
    stac_version: '1.0.0',
    geometry: record.geometry,
    bbox: bboxOf(record.geometry),
    properties: {
      datetime: time(properties.datetime),
      start_datetime: time(properties.start_datetime),
      end_datetime: time(properties.end_datetime),
      title: properties.title,
      created: isoTime(record.created),
      updated: isoTime(record.updated),
      expires: time(properties.expires),
      'forecast:reference_datetime': time(properties.forecast_reference_datetime),
      'forecast:horizon': span(properties.forecast_horizon),
      'forecast:duration': span(properties.forecast_duration),
      'forecast:variable': properties.forecast_variable,
      'forecast:perturbed': properties.forecast_perturbed,
    },
    stac_extensions: [TIMESTAMPS_EXTENSION, ...(forecast ? [FORECAST_EXTENSION] : [])],
    links: [...itemLinks(urls, record, collection), ...record.links.map((link) => withoutNulls({ ...link }))],
    assets: Object.fromEntries(assets.map(([id, asset]) => [id, assetFields(urls, { collection, item: record.id, asset: id }, asset)])),
  })
}

/**
 * GET /collections/{c} as the service's CollectionSerializer shows it (API v1): its own fields, the
 * summaries the triggers keep, the extent the periodic command last computed (a zero box and an open
 * interval before it ran: the nulls of a list are kept), its assets by id, and its auto links.
 */
export function collection(urls: Urls, record: CollectionRecord, summaries: Summaries): Record<string, unknown> {
  const { extent } = record
  const assets = [...record.assets].sort(([a], [b]) => (a < b ? -1 : 1))
  return {
    ...withoutNulls({
      stac_version: '1.0.0',
      stac_extensions: [],
      id: record.id,
      title: record.title,
      description: record.description,
      summaries: { ...summaries },
      extent: {
        spatial: { bbox: [extent.bbox ?? [0, 0, 0, 0]] },
        temporal: { interval: [[time(extent.start), time(extent.end)]] },
      },
      providers: [],
      license: record.license,
      created: isoTime(record.created),
      updated: isoTime(record.updated),
      links: [
        { rel: 'self', href: urls.collection(record.id) },
        { rel: 'root', href: urls.root },
        { rel: 'parent', href: urls.root },
        { rel: 'items', href: `${urls.collection(record.id)}/items` },
        { rel: 'assets', href: `${urls.collection(record.id)}/assets` },
        { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: urls.browser(record.id) },
      ],
      crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'],
      itemType: 'Feature',
      assets: Object.fromEntries(assets.map(([id, asset]) => [id, assetFields(urls, { collection: record.id, asset: id }, asset)])),
    }),
    type: 'Collection',
  }
}

/** GET .../items: a FeatureCollection with the list's links (and next and previous pages). */
export function itemList(
  urls: Urls,
  collection: string,
  records: readonly ItemRecord[],
  pages: readonly Link[],
  now: number,
): Record<string, unknown> {
  return {
    type: 'FeatureCollection',
    timeStamp: isoTime(now),
    features: records.map((record) => item(urls, collection, record)),
    links: [
      { rel: 'self', href: `${urls.collection(collection)}/items` },
      { rel: 'root', href: urls.root },
      { rel: 'parent', href: urls.collection(collection) },
      { rel: 'collection', href: urls.collection(collection) },
      { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: urls.browser(collection) },
      ...pages,
    ],
  }
}
