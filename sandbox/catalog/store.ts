/**
 * The catalog's state and the deployed service's rules, without HTTP: collections, their items,
 * the assets of both, uploads and their parts (their bytes in blobs.ts). Operations take parsed
 * request bodies and throw HttpError with the service's answer when a rule refuses them;
 * service.ts calls them as the service's endpoints do, and represent.ts shows the results as the
 * service's JSON.
 */
import { createHash, randomUUID } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serviceMediaType } from '../service-media-types.ts'
import { writeBlob, type Blobs } from './blobs.ts'
import {
  apiError,
  duplicateItem,
  duplicateLink,
  HttpError,
  noSuchUpload,
  notFound,
  paramValidationError,
  s3ClientError,
  serializerErrorsRepr,
} from './errors.ts'
import { pythonType } from './fields.ts'
import { bboxOf, type Geometry } from './geometry.ts'
import type { StoredFile } from './types.ts'
import {
  validateAssetBody,
  validateItemBody,
  type CompletedPart,
  type ItemLink,
  type ItemProperties,
  type ItemValues,
  type UploadValues,
} from './validation.ts'

const CHECKSUM_PATTERN = /^1220[0-9a-f]{64}$/

/** What holds assets: an item of a collection, or (no item) the collection itself. */
export interface Owner {
  readonly collection: string
  readonly item?: string | undefined
}

/** Where an asset lives. */
export interface AssetRef extends Owner {
  readonly asset: string
}

export interface AssetRecord {
  readonly id: string
  /** The writable fields as stored (the type normalised), with the id. */
  fields: Record<string, unknown>
  /** file:checksum as the API shows it: set by a completed upload (or a described POST), kept by a PUT. */
  checksum: string | undefined
  /** The stored object: what the storage serves. A PUT keeps it. */
  file: StoredFile | undefined
  /** The service's hidden file size: 0 until an upload completes and again after a PUT of an item asset; -1 external. */
  fileSize: number
  external: boolean
  readonly created: number
  updated: number
  etag: string
}

export interface ItemRecord {
  readonly id: string
  /** Its primary key in the service's database, which a duplicate key error of its links names. */
  readonly key: number
  geometry: Geometry
  properties: Required<ItemProperties>
  /** In the order each rel was first stored (the model's ordering by pk), one per rel. */
  links: ItemLink[]
  readonly created: number
  updated: number
  etag: string
  readonly assets: Map<string, AssetRecord>
}

/** A collection as the operators make it: its id, and the fields they give it (the service requires description and license). */
export interface CollectionSeed {
  readonly id: string
  readonly title?: string | null
  readonly description?: string
  readonly license?: string
}

/** The spatial and temporal extent of a collection's items that have not expired; null, null, null when there are none. */
export interface Extent {
  readonly bbox: readonly [number, number, number, number] | null
  readonly start: number | null
  readonly end: number | null
}

export interface CollectionRecord {
  readonly id: string
  /** Its primary key in the service's database, which a duplicate key error names. */
  readonly key: number
  readonly title: string | null
  readonly description: string
  readonly license: string
  readonly created: number
  /** Renewed with the ETag by every change of the collection, its items and their assets (the service's triggers). */
  updated: number
  etag: string
  /**
   * As the periodic calculate_extent command last left it: set when the collection is made, not
   * when its items change (the items' triggers only mark it out of sync).
   */
  extent: Extent
  extentOutOfSync: boolean
  readonly items: Map<string, ItemRecord>
  readonly assets: Map<string, AssetRecord>
}

/** What the triggers collect of a collection's assets: the distinct values of four fields (its own assets give proj:epsg only). */
export interface Summaries {
  readonly 'proj:epsg': readonly number[]
  readonly gsd: readonly number[]
  readonly 'geoadmin:variant': readonly string[]
  readonly 'geoadmin:lang': readonly string[]
}

export interface StoredPart {
  /** The blob that holds its bytes. */
  readonly path: string
  readonly size: number
  readonly etag: string
  readonly modified: number
}

export type UploadStatus = 'in-progress' | 'completed' | 'aborted'

export interface PresignedUrl {
  readonly url: string
  readonly part: number
  readonly expires: string
}

export interface UploadRecord {
  readonly id: string
  readonly ref: AssetRef
  status: UploadStatus
  readonly numberParts: number
  /** Each part's declared MD5 (base64), by number. */
  readonly md5: ReadonlyMap<number, string>
  /** md5_parts as the client sent it: the service stores and shows it as it came. */
  readonly md5Parts: unknown
  readonly checksum: string
  readonly contentEncoding: '' | 'gzip' | 'br'
  readonly updateInterval: number
  readonly created: number
  ended: number | undefined
  /** When its presigned URLs expire, in seconds since the epoch. */
  readonly expires: number
  /** The presigned URLs, stored when it is created and emptied when it ends. */
  urls: PresignedUrl[]
  readonly parts: Map<number, StoredPart>
  etag: string
}

/** The If-Match and If-None-Match headers of a write. */
export interface Conditions {
  readonly ifMatch?: string | undefined
  readonly ifNoneMatch?: string | undefined
}

export interface StoreOptions {
  /** Milliseconds since the epoch; its fraction gives the microseconds of the times the service sets. */
  readonly now: () => number
  readonly collections: readonly (string | CollectionSeed)[]
  readonly items: Readonly<Record<string, readonly string[]>>
  readonly externalAssets: boolean
  readonly minPartSize: number
  readonly urlExpiresSeconds: () => number
  /** Where the bytes of parts and seeded files are kept. */
  readonly blobs: Blobs
  /** The storage's presigned URLs for an upload's parts. */
  readonly presign: (upload: Pick<UploadRecord, 'id' | 'md5' | 'expires'>) => PresignedUrl[]
}

/** A footprint of Switzerland and a date, for items seeded by name. */
export const SEEDED_GEOMETRY: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [5.96, 45.82],
      [10.49, 45.82],
      [10.49, 47.81],
      [5.96, 47.81],
      [5.96, 45.82],
    ],
  ],
}
export const SEEDED_DATETIME = Date.UTC(2024, 0, 1)
/** Django refusing an assets map set on a new or updated item (the service passes it on as an attribute). */
const assetsInItemBody = (): HttpError =>
  apiError(500, "TypeError('Direct assignment to the reverse side of a related set is prohibited. Use assets.set() instead.')")
/** DRF refusing a nested write in a partial update. */
const nestedWrite = (): HttpError =>
  apiError(
    500,
    "AssertionError('The `.update()` method does not support writable nested fields by default.\\nWrite an explicit `.update()` method " +
      "for serializer `stac_api.serializers.item.ItemSerializer`, or set `read_only=True` on nested serializer fields.')",
  )
const NO_PROPERTIES: Required<ItemProperties> = {
  datetime: null,
  start_datetime: null,
  end_datetime: null,
  title: null,
  expires: null,
  forecast_reference_datetime: null,
  forecast_horizon: null,
  forecast_duration: null,
  forecast_variable: null,
  forecast_perturbed: null,
}
/** ItemListSerializer.validate's limit. */
const MAX_BULK_ITEMS = 100

/**
 * The service's update_or_create_links: each link sent updates the item's link of its rel (its
 * href; its type and title where the link gives them; its hreflang stays as first stored) or is
 * added after the others, a second of one rel updating the first; the links of the rels not sent
 * are deleted.
 */
function updateOrCreateLinks(stored: readonly ItemLink[], sent: readonly ItemLink[]): ItemLink[] {
  const links = [...stored]
  for (const link of sent) {
    const index = links.findIndex((old) => old.rel === link.rel)
    if (index < 0) {
      links.push({
        href: link.href,
        rel: link.rel,
        title: link.title ?? null,
        hreflang: link.hreflang ?? null,
        ...(link.type === undefined ? {} : { type: link.type }),
      })
      continue
    }
    const old = links[index]!
    links[index] = {
      ...old,
      href: link.href,
      ...('title' in link ? { title: link.title } : {}),
      ...('type' in link ? { type: link.type } : {}),
    }
  }
  const rels = new Set(sent.map((link) => link.rel))
  return links.filter((link) => rels.has(link.rel))
}

/** What the service's triggers compare for an item. */
const itemStateOf = (item: ItemRecord): string => JSON.stringify([item.geometry, item.properties, item.links])
/** What marks the collection's extent out of sync when it changes. */
const extentStateOf = (item: ItemRecord): string =>
  JSON.stringify([item.geometry, item.properties.datetime, item.properties.start_datetime, item.properties.end_datetime])
const NO_EXTENT: Extent = { bbox: null, start: null, end: null }

const newEtag = (): string => `"${randomUUID()}"`
/** S3's ETag of an object completed from parts: the MD5 of their MD5s (binary, in order), a dash, their count. */
const multipartEtag = (partMd5s: readonly Buffer[]): string =>
  `"${createHash('md5').update(Buffer.concat(partMd5s)).digest('hex')}-${partMd5s.length}"`
const sameRef = (a: AssetRef, b: AssetRef): boolean => a.collection === b.collection && a.item === b.item && a.asset === b.asset
/** An asset's key among the uploads (ids hold no NUL; an item's asset and a collection's of the same id differ). */
const refKey = (ref: AssetRef): string => `${ref.collection}\0${ref.item === undefined ? '' : `${ref.item}\0`}${ref.asset}`
const byId = (a: { readonly id: string }, b: { readonly id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const kindOf = (owner: Owner): 'item' | 'collection' => (owner.item === undefined ? 'collection' : 'item')
/** What the service's triggers compare: a change is a write that leaves a different row. */
const stateOf = (record: AssetRecord): string =>
  JSON.stringify([record.fields, record.checksum, record.fileSize, record.external, record.file?.parts ?? null])

export class CatalogStore {
  readonly #options: StoreOptions
  readonly #collections = new Map<string, CollectionRecord>()
  readonly #uploads = new Map<string, UploadRecord>()
  /** Each asset's uploads, in the order they were made: a lookup per asset, not a scan of every upload. */
  readonly #uploadsByAsset = new Map<string, UploadRecord[]>()
  /** Each collection's items sorted by id, made when the listing asks and dropped when an item comes or goes. */
  readonly #sorted = new WeakMap<CollectionRecord, readonly ItemRecord[]>()
  #itemKeys = 0

  constructor(options: StoreOptions) {
    this.#options = options
    for (const collection of options.collections) this.addCollection(typeof collection === 'string' ? { id: collection } : collection)
    for (const [collection, ids] of Object.entries(options.items)) {
      for (const id of ids) this.#putItemRecord(collection, id, SEEDED_GEOMETRY, { ...NO_PROPERTIES, datetime: SEEDED_DATETIME }, [])
    }
  }

  get now(): number {
    return this.#options.now()
  }

  /** A collection as the operators make it (the seed's id alone names an existing one). */
  addCollection(seed: CollectionSeed): CollectionRecord {
    let collection = this.#collections.get(seed.id)
    if (collection === undefined) {
      const now = this.now
      collection = {
        id: seed.id,
        key: this.#collections.size + 1,
        title: seed.title ?? null,
        description: seed.description ?? `The sandbox's collection ${seed.id}`,
        license: seed.license ?? 'proprietary',
        created: now,
        updated: now,
        etag: newEtag(),
        extent: NO_EXTENT,
        extentOutOfSync: false,
        items: new Map(),
        assets: new Map(),
      }
      this.#collections.set(seed.id, collection)
    }
    return collection
  }

  #putItemRecord(collection: string, id: string, geometry: Geometry, properties: Required<ItemProperties>, links: ItemLink[]): ItemRecord {
    const now = this.now
    const key = ++this.#itemKeys
    const record: ItemRecord = { id, key, geometry, properties, links, created: now, updated: now, etag: newEtag(), assets: new Map() }
    const owner = this.addCollection({ id: collection })
    owner.items.set(id, record)
    this.#sorted.delete(owner)
    owner.extentOutOfSync = true
    this.#collectionChanged(owner)
    return record
  }

  collection(id: string): CollectionRecord | undefined {
    return this.#collections.get(id)
  }

  /** Whether an item has expired: the service hides it from every read. */
  expired(item: ItemRecord): boolean {
    return item.properties.expires !== null && item.properties.expires < this.now
  }

  /** An item: undefined when there is none (or, for reads, when it has expired). */
  item(collection: string, id: string, options: { readonly reading?: boolean } = {}): ItemRecord | undefined {
    const item = this.#collections.get(collection)?.items.get(id)
    return item === undefined || (options.reading === true && this.expired(item)) ? undefined : item
  }

  /**
   * PUT of an item: an upsert that sets every property, the geometry and the links to what it is
   * sent (what it is not sent is erased). The body is checked first, then the collection (404),
   * then the id (renaming).
   */
  putItem(collection: string, id: string, body: unknown): { created: boolean; record: ItemRecord } {
    const existing = this.item(collection, id)
    const values = validateItemBody(body, { partial: false, stored: existing?.properties, now: this.now })
    if (this.#collections.get(collection) === undefined) throw notFound()
    if (values.id !== id) throw apiError(400, { id: 'Renaming is not allowed' })
    // The service hands an assets map to the database as an attribute of the item, which fails.
    if (values.assets !== undefined) throw assetsInItemBody()
    const properties = { ...NO_PROPERTIES, ...values.properties }
    if (existing === undefined) {
      const record = this.#putItemRecord(collection, id, values.geometry!, properties, updateOrCreateLinks([], values.links ?? []))
      return { created: true, record }
    }
    const before = [itemStateOf(existing), extentStateOf(existing)] as const
    existing.geometry = values.geometry!
    existing.properties = properties
    existing.links = updateOrCreateLinks(existing.links, values.links ?? [])
    this.#itemWritten(collection, existing, before)
    return { created: false, record: existing }
  }

  /**
   * PATCH of an item: the fields sent, properties merged (null removes one). The service's item
   * serializer keeps only the links sent (updateOrCreateLinks), so a PATCH without links removes them all.
   */
  patchItem(collection: string, id: string, body: unknown): ItemRecord {
    const existing = this.item(collection, id, { reading: true })
    if (existing === undefined) throw notFound()
    const values = validateItemBody(body, { partial: true, stored: existing.properties, now: this.now })
    if ('id' in values && values.id !== id) throw apiError(400, { id: 'Renaming is not allowed' })
    if (values.assets !== undefined) throw nestedWrite()
    const before = [itemStateOf(existing), extentStateOf(existing)] as const
    if (values.geometry !== undefined) existing.geometry = values.geometry
    existing.properties = { ...existing.properties, ...values.properties }
    existing.links = updateOrCreateLinks(existing.links, values.links ?? [])
    this.#itemWritten(collection, existing, before)
    return existing
  }

  /** The triggers of an item's update: its own auto fields and its collection's, and the extent marked out of sync. */
  #itemWritten(collection: string, item: ItemRecord, [state, extent]: readonly [string, string]): void {
    if (itemStateOf(item) !== state) this.#changed({ collection }, item)
    if (extentStateOf(item) !== extent) this.#collections.get(collection)!.extentOutOfSync = true
  }

  /** DELETE of an item: refused while it has assets. */
  deleteItem(collection: string, id: string): void {
    const existing = this.item(collection, id, { reading: true })
    if (existing === undefined) throw notFound()
    if (existing.assets.size > 0) throw apiError(400, ['Deleting Item with assets not allowed'])
    const owner = this.#collections.get(collection)!
    owner.items.delete(id)
    this.#sorted.delete(owner)
    owner.extentOutOfSync = true
    this.#collectionChanged(owner)
  }

  /**
   * POST of items, the service's bulk create: every feature checked as a new item would be (nested in
   * a list, so without the payload check), all problems at once in str() of the serializer's errors;
   * then all inserted in one statement, atomic: an id that exists (an expired one too) or comes twice
   * refuses them all with PostgreSQL's duplicate key error. Assets given here are external. The
   * links of all features are inserted after the items, in one statement: two of one rel in a
   * feature fail it with the same error, the items created without any links or assets.
   */
  createItems(collection: string, body: unknown): ItemRecord[] {
    const found = this.#collections.get(collection)
    if (found === undefined) throw apiError(404, 'Collection matching query does not exist.')
    const refuse = (errors: unknown) => apiError(400, serializerErrorsRepr(errors))
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw refuse({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(body)}.`] })
    }
    const features = (body as Record<string, unknown>).features
    if (features === undefined) throw refuse({ features: ['This field is required.'] })
    if (features === null) throw refuse({ features: ['This field may not be null.'] })
    if (!Array.isArray(features)) {
      throw refuse({ features: { non_field_errors: [`Expected a list of items but got type "${pythonType(features)}".`] } })
    }
    const errors: unknown[] = []
    const items = features.map((feature: unknown) => {
      try {
        const values = validateItemBody(feature, { partial: false, stored: undefined, now: this.now, bulk: true })
        errors.push({})
        return values
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 400) throw error
        errors.push((error.body as { description: unknown }).description)
        return undefined
      }
    })
    if (errors.some((entry) => Object.keys(entry as object).length > 0)) throw refuse({ features: errors })
    if (features.length > MAX_BULK_ITEMS) throw refuse({ features: [`More than ${MAX_BULK_ITEMS} features`] })
    const ids = new Set<string>()
    for (const values of items as ItemValues[]) {
      if (found.items.has(values.id!) || ids.has(values.id!)) throw duplicateItem(found.key, values.id!)
      ids.add(values.id!)
    }
    const twice = (items as ItemValues[]).map((values) =>
      (values.links ?? []).find((link, index, all) => all.findIndex((other) => other.rel === link.rel) < index),
    )
    const records = (items as ItemValues[]).map((values) =>
      this.#putItemRecord(collection, values.id!, values.geometry!, { ...NO_PROPERTIES, ...values.properties }, []),
    )
    const refused = twice.findIndex((link) => link !== undefined)
    if (refused >= 0) throw duplicateLink(records[refused]!.key, twice[refused]!.rel)
    return (items as ItemValues[]).map((values, index) => {
      const record = records[index]!
      record.links = (values.links ?? []).map((link) => ({ ...link }))
      for (const [id, fields] of values.assets ?? []) {
        const { href, ...rest } = fields
        record.assets.set(id, {
          id,
          fields: { ...rest, href },
          checksum: undefined,
          file: undefined,
          fileSize: -1,
          external: true,
          created: this.now,
          updated: this.now,
          etag: newEtag(),
        })
      }
      return record
    })
  }

  /** The items of a collection that have not expired, by id. */
  itemsOf(collection: string): ItemRecord[] {
    return this.sortedItems(collection).filter((item) => !this.expired(item))
  }

  /**
   * Every item of a collection by id, expired ones too (the listing skips them as it goes): sorted
   * once for all the pages of a listing, again only after an item was made or deleted.
   */
  sortedItems(collection: string): readonly ItemRecord[] {
    const found = this.#collections.get(collection)
    if (found === undefined) throw notFound()
    let sorted = this.#sorted.get(found)
    if (sorted === undefined) {
      sorted = [...found.items.values()].sort(byId)
      this.#sorted.set(found, sorted)
    }
    return sorted
  }

  /** The assets of an item or a collection: 404 when there is no such owner. */
  assetsOf(owner: Owner, options: { readonly reading?: boolean } = {}): Map<string, AssetRecord> {
    const found =
      owner.item === undefined ? this.#collections.get(owner.collection)?.assets : this.item(owner.collection, owner.item, options)?.assets
    if (found === undefined) throw notFound()
    return found
  }

  /** An asset, or undefined (also when its owner does not exist). */
  asset(ref: AssetRef, options: { readonly reading?: boolean } = {}): AssetRecord | undefined {
    try {
      return this.assetsOf(ref, options).get(ref.asset)
    } catch {
      return undefined
    }
  }

  /**
   * The service's triggers: a changed row gets a new ETag and time of update, and so do its parents
   * (an asset's item, and an item's or a collection asset's collection).
   */
  #changed(owner: Owner, record: { updated: number; etag: string }): void {
    record.updated = this.now
    record.etag = newEtag()
    this.#ownerChanged(owner)
  }

  #ownerChanged(owner: Owner): void {
    const item = owner.item === undefined ? undefined : this.item(owner.collection, owner.item)
    if (item !== undefined) {
      item.updated = this.now
      item.etag = newEtag()
    }
    const collection = this.#collections.get(owner.collection)
    if (collection !== undefined) this.#collectionChanged(collection)
  }

  #collectionChanged(collection: CollectionRecord): void {
    collection.updated = this.now
    collection.etag = newEtag()
  }

  /** The summaries the triggers keep up to date: distinct values of the item assets' fields, and proj:epsg of the collection's own. */
  summaries(collection: CollectionRecord): Summaries {
    const item = [...collection.items.values()].flatMap((record) => [...record.assets.values()])
    const distinct = <T>(assets: readonly AssetRecord[], field: string): T[] => [
      ...new Set(assets.map((asset) => asset.fields[field]).filter((value) => value !== undefined && value !== null) as T[]),
    ]
    return {
      'proj:epsg': distinct<number>([...item, ...collection.assets.values()], 'proj:epsg'),
      gsd: distinct<number>(item, 'gsd'),
      'geoadmin:variant': distinct<string>(item, 'geoadmin:variant'),
      'geoadmin:lang': distinct<string>(item, 'geoadmin:lang'),
    }
  }

  /**
   * The service's calculate_extent command, which its operators schedule: the extent of every
   * collection marked out of sync, from its items that have not expired (their bounding boxes, the
   * earliest datetime or start, the latest datetime or end).
   */
  calculateExtents(): void {
    for (const collection of this.#collections.values()) {
      if (!collection.extentOutOfSync) continue
      const items = [...collection.items.values()].filter((item) => !this.expired(item))
      const boxes = items.map((item) => bboxOf(item.geometry))
      const times = (pick: (item: ItemRecord) => readonly (number | null)[]) =>
        items.flatMap((item) => pick(item).filter((time): time is number => time !== null))
      const starts = times((item) => [item.properties.datetime, item.properties.start_datetime])
      const ends = times((item) => [item.properties.datetime, item.properties.end_datetime])
      // Folded, not spread into Math.min: a collection of 100,000 items would overflow the call's arguments.
      const least = (values: readonly number[]) => values.reduce((a, b) => Math.min(a, b), Infinity)
      const most = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity)
      collection.extent =
        items.length === 0
          ? NO_EXTENT
          : {
              bbox: [
                least(boxes.map((box) => box[0])),
                least(boxes.map((box) => box[1])),
                most(boxes.map((box) => box[2])),
                most(boxes.map((box) => box[3])),
              ],
              start: starts.length === 0 ? null : least(starts),
              end: ends.length === 0 ? null : most(ends),
            }
      collection.extentOutOfSync = false
      this.#collectionChanged(collection)
    }
  }

  /**
   * If-Match and If-None-Match, checked before anything else of a write: 412 as Django's condition
   * decorator answers it, an empty HTML page.
   */
  checkConditions(record: { readonly etag: string } | undefined, conditions: Conditions): void {
    const tags = (header: string) => header.split(',').map((tag) => tag.trim())
    const { ifMatch, ifNoneMatch } = conditions
    const failed = () => new HttpError(412, '', { 'Content-Type': 'text/html; charset=utf-8' })
    if (ifMatch !== undefined && (record === undefined || (ifMatch !== '*' && !tags(ifMatch).includes(record.etag)))) throw failed()
    if (ifNoneMatch !== undefined && record !== undefined && (ifNoneMatch === '*' || tags(ifNoneMatch).includes(record.etag)))
      throw failed()
  }

  #rules(owner: Owner, existing: AssetRecord | undefined, partial: boolean) {
    return {
      kind: kindOf(owner),
      storedType: existing?.fields.type as string | undefined,
      storedId: existing?.id,
      partial,
      externalAssets: this.#options.externalAssets,
    }
  }

  /** validate_renaming, which answers with a string, not a list. */
  #checkRenaming(ref: AssetRef, values: Record<string, unknown>): void {
    if ('id' in values && values.id !== ref.asset) throw apiError(400, { id: 'Renaming is not allowed' })
  }

  #apply(record: AssetRecord, values: Record<string, unknown>): void {
    const { href, ...fields } = values
    Object.assign(record.fields, fields)
    // A write with an href makes the asset external; one without makes it the catalog's own again.
    record.external = href !== undefined
    if (href !== undefined) record.fields.href = href
    else delete record.fields.href
  }

  /**
   * PUT: an upsert of the fields sent (the others are kept). An item asset's hidden file size is
   * set to 0 (-1 external) every time, its file:checksum and stored object are kept; a collection
   * asset's size is left as it was (the service's collection asset serializer does not reset it).
   * Under an expired item the service does not see the asset when it checks the body (its lookup
   * hides expired items), so it checks it as a new one, then updates the row it finds.
   */
  putAsset(ref: AssetRef, body: unknown): { created: boolean; record: AssetRecord } {
    const assets = this.assetsOf(ref)
    const existing = assets.get(ref.asset)
    const seen = this.asset(ref, { reading: true })
    const values = validateAssetBody(body, this.#rules(ref, seen, false))
    this.#checkRenaming(ref, values)
    const now = this.now
    const record: AssetRecord = existing ?? {
      id: ref.asset,
      fields: { id: ref.asset },
      checksum: undefined,
      file: undefined,
      fileSize: 0,
      external: false,
      created: now,
      updated: now,
      etag: newEtag(),
    }
    const before = stateOf(record)
    this.#apply(record, values)
    if (ref.item !== undefined) record.fileSize = record.external ? -1 : 0
    assets.set(ref.asset, record)
    if (existing === undefined || stateOf(record) !== before) this.#changed(ref, record)
    return { created: existing === undefined, record }
  }

  /** PATCH: the fields sent, merged; the file and its size untouched. Not found under an expired item. */
  patchAsset(ref: AssetRef, body: unknown): AssetRecord {
    const record = this.assetsOf(ref, { reading: true }).get(ref.asset)
    if (record === undefined) throw notFound()
    const values = validateAssetBody(body, this.#rules(ref, record, true))
    this.#checkRenaming(ref, values)
    const before = stateOf(record)
    this.#apply(record, values)
    if (stateOf(record) !== before) this.#changed(ref, record)
    return record
  }

  /** DELETE: refused while an upload is in progress. Not found under an expired item. */
  async deleteAsset(ref: AssetRef): Promise<void> {
    const assets = this.assetsOf(ref, { reading: true })
    const record = assets.get(ref.asset)
    if (record === undefined) throw notFound()
    if (this.uploadsOf(ref, 'in-progress').length > 0) {
      throw apiError(400, [`${ref.item === undefined ? 'Collection Asset' : 'Asset'} ${ref.asset} has still an upload in progress`])
    }
    assets.delete(ref.asset)
    // The service deletes the stored object with its asset, and the asset's uploads with it.
    await Promise.all((record.file?.parts ?? []).map((part) => this.#options.blobs.remove(part)))
    for (const upload of this.uploadsOf(ref)) this.#uploads.delete(upload.id)
    this.#uploadsByAsset.delete(refKey(ref))
    this.#ownerChanged(ref)
  }

  /** The published description's create: POST with the id, the item and the checksum in the body. */
  postAssetDescribed(owner: Owner, body: Record<string, unknown>): AssetRecord {
    const assets = this.assetsOf(owner)
    const { item, 'file:checksum': checksum, ...fields } = body
    const errors: Record<string, string[]> = {}
    if (typeof body.id !== 'string') errors.id = ['This field is required.']
    if (item !== undefined && item !== owner.item) errors.item = ['Does not match the item in the path']
    if (checksum !== undefined && (typeof checksum !== 'string' || !CHECKSUM_PATTERN.test(checksum)))
      errors['file:checksum'] = ['Invalid multihash']
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    const id = String(body.id)
    const values = validateAssetBody(fields, this.#rules(owner, undefined, false))
    if (assets.has(id)) throw apiError(409, `Asset ${id} already exists`)
    const now = this.now
    const record: AssetRecord = {
      id,
      fields: { id },
      checksum: checksum as string | undefined,
      file: undefined,
      fileSize: 0,
      external: false,
      created: now,
      updated: now,
      etag: newEtag(),
    }
    this.#apply(record, values)
    if (checksum !== undefined) record.fields['file:checksum'] = checksum
    assets.set(id, record)
    this.#changed(owner, record)
    return record
  }

  uploadsOf(ref: AssetRef, status?: string | null): UploadRecord[] {
    const uploads = this.#uploadsByAsset.get(refKey(ref)) ?? []
    return status === undefined || status === null ? [...uploads] : uploads.filter((u) => u.status === status)
  }

  /** An upload of the asset: 404 when the asset or the upload does not exist. */
  upload(ref: AssetRef, uploadId: string): UploadRecord {
    const upload = this.#uploads.get(uploadId)
    if (this.asset(ref) === undefined || upload === undefined || !sameRef(upload.ref, ref)) throw notFound()
    return upload
  }

  /** Any upload by its id: the storage's view, which knows no assets. */
  uploadById(uploadId: string): UploadRecord | undefined {
    return this.#uploads.get(uploadId)
  }

  /** Every upload of every asset, by id (an asset's are deleted with it). */
  uploadRecords(): ReadonlyMap<string, UploadRecord> {
    return this.#uploads
  }

  /** POST .../uploads, its body already validated: 404 without the asset, 400 for an external one, 409 while another is in progress. */
  createUpload(ref: AssetRef, values: UploadValues): UploadRecord {
    const asset = this.asset(ref)
    if (asset === undefined) throw notFound()
    if (asset.external) throw apiError(400, 'Not allowed to create multipart uploads on external assets')
    const inProgress = this.uploadsOf(ref, 'in-progress')[0]
    if (inProgress !== undefined) throw apiError(409, 'Upload already in progress', { upload_id: inProgress.id })
    const now = this.now
    // Like S3's upload ids: long, opaque, URL-safe.
    const id = randomUUID().replaceAll('-', '')
    const expires = Math.floor(now / 1000) + this.#options.urlExpiresSeconds()
    const upload: UploadRecord = {
      id,
      ref,
      status: 'in-progress',
      numberParts: values.numberParts,
      md5: values.md5,
      md5Parts: values.md5Parts,
      checksum: values.checksum,
      contentEncoding: values.contentEncoding,
      updateInterval: values.updateInterval,
      created: now,
      ended: undefined,
      expires,
      urls: this.#options.presign({ id, md5: values.md5, expires }),
      parts: new Map(),
      etag: newEtag(),
    }
    this.#uploads.set(upload.id, upload)
    const key = refKey(ref)
    const ofAsset = this.#uploadsByAsset.get(key)
    if (ofAsset === undefined) this.#uploadsByAsset.set(key, [upload])
    else ofAsset.push(upload)
    return upload
  }

  #end(upload: UploadRecord, status: UploadStatus): void {
    upload.status = status
    upload.ended = this.now
    upload.urls = []
    upload.etag = newEtag()
  }

  /** An upload ended as another writer's complete or abort leaves it, its parts and the asset untouched: for tests. */
  endUpload(uploadId: string, status: 'completed' | 'aborted'): void {
    const upload = this.#uploads.get(uploadId)
    if (upload === undefined) throw new Error(`no upload ${uploadId}`)
    this.#end(upload, status)
  }

  /**
   * POST .../complete. The service checks the count of parts, then that the upload is in progress
   * (409), then hands the parts to S3, whose refusals it answers as 400 with S3's message in a list.
   * ETags are compared without their quotes, as S3 does.
   */
  completeUpload(ref: AssetRef, uploadId: string, parts: readonly CompletedPart[] | undefined): UploadRecord {
    const upload = this.upload(ref, uploadId)
    const record = this.asset(ref)!
    if (parts === undefined) throw apiError(400, { parts: 'Missing required field' })
    if (parts.length > upload.numberParts) throw apiError(400, { parts: ['Too many parts'] })
    if (parts.length < upload.numberParts) throw apiError(400, { parts: ['Too few parts'] })
    if (upload.status !== 'in-progress') throw apiError(409, 'No upload in progress')
    const extra = parts.findIndex((part) => part.extra.length > 0)
    if (extra >= 0) throw paramValidationError(extra, parts[extra]!.extra[0] === 'modified' ? 'LastModified' : 'Size')
    const operation = 'CompleteMultipartUpload'
    if (parts.some((part, i) => i > 0 && part.partNumber <= parts[i - 1]!.partNumber)) {
      throw s3ClientError(
        'InvalidPartOrder',
        operation,
        'The list of parts was not in ascending order. Parts must be ordered by part number.',
      )
    }
    const unquote = (etag: string) => etag.replace(/^"(.*)"$/, '$1')
    const stored = parts.map((part) => upload.parts.get(part.partNumber))
    if (stored.some((part, i) => part === undefined || unquote(part.etag) !== unquote(parts[i]!.etag))) {
      throw s3ClientError(
        'InvalidPart',
        operation,
        "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not have matched the part's entity tag.",
      )
    }
    const ordered = stored as StoredPart[]
    if (ordered.slice(0, -1).some((part) => part.size < this.#options.minPartSize))
      throw s3ClientError('EntityTooSmall', operation, 'Your proposed upload is smaller than the minimum allowed object size.')
    const before = stateOf(record)
    const size = ordered.reduce((sum, part) => sum + part.size, 0)
    record.file = {
      parts: ordered.map((part) => part.path),
      size,
      checksum: upload.checksum,
      ...(upload.contentEncoding === '' ? {} : { contentEncoding: upload.contentEncoding }),
      etag: multipartEtag(ordered.map((part) => Buffer.from(part.etag.replaceAll('"', ''), 'hex'))),
      modified: upload.created,
    }
    record.checksum = upload.checksum
    record.fileSize = size
    if (stateOf(record) !== before) this.#changed(ref, record)
    this.#end(upload, 'completed')
    return upload
  }

  /**
   * POST .../abort. The service aborts on S3 without looking at the upload's state: S3 no longer
   * knows a completed or aborted upload, so that answers 500 NoSuchUpload.
   */
  async abortUpload(ref: AssetRef, uploadId: string): Promise<UploadRecord> {
    const upload = this.upload(ref, uploadId)
    if (upload.status !== 'in-progress') throw noSuchUpload('AbortMultipartUpload')
    this.#end(upload, 'aborted')
    await Promise.all([...upload.parts.values()].map((part) => this.#options.blobs.remove(part.path)))
    upload.parts.clear()
    return upload
  }

  /** GET .../parts: S3's ListParts from the part after `offset`, `limit` of them; NoSuchUpload once the upload has ended. */
  listParts(ref: AssetRef, uploadId: string, limit: number, offset: number): { parts: Array<[number, StoredPart]>; hasNext: boolean } {
    const upload = this.upload(ref, uploadId)
    if (upload.status !== 'in-progress') throw noSuchUpload('ListParts')
    const after = [...upload.parts].filter(([n]) => n > offset).sort(([a], [b]) => a - b)
    return { parts: after.slice(0, limit), hasNext: after.length > limit }
  }

  /** A part the storage received whole and checked: it replaces any earlier one of that number. */
  async storePart(upload: UploadRecord, number: number, part: Omit<StoredPart, 'modified'>): Promise<void> {
    const previous = upload.parts.get(number)
    if (previous !== undefined) await this.#options.blobs.remove(previous.path)
    upload.parts.set(number, { ...part, modified: this.now })
  }

  /** The stored object at a storage key (collection/item/asset or collection/asset), as the storage serves it. */
  object(key: readonly string[]): { file: StoredFile; type: string } | undefined {
    const ref: AssetRef | undefined =
      key.length === 3
        ? { collection: key[0]!, item: key[1]!, asset: key[2]! }
        : key.length === 2
          ? { collection: key[0]!, asset: key[1]! }
          : undefined
    const record = ref === undefined ? undefined : this.asset(ref)
    return record?.file === undefined ? undefined : { file: record.file, type: String(record.fields.type) }
  }

  async readObject(file: StoredFile): Promise<Buffer> {
    const bytes = Buffer.concat(await Promise.all(file.parts.map((part) => this.#options.blobs.read(part))))
    if (file.contentEncoding === 'gzip') return gunzipSync(bytes)
    if (file.contentEncoding === 'br') return brotliDecompressSync(bytes)
    return bytes
  }

  /**
   * An asset as a test needs it, without the API's checks; with a file, as if uploaded in one part.
   * A `file:checksum` among the fields is the one its upload declared, which the bytes may not match
   * (the service never recomputes it); without one it is their multihash. The asset is there at once,
   * so that a test's hook can seed it just as a request arrives (another writer's); its bytes are
   * stored once the promise settles.
   */
  async seedAsset(ref: AssetRef, fields: Record<string, unknown>, file?: Buffer): Promise<void> {
    const assets = this.assetsOf(ref)
    const now = this.now
    const { 'file:checksum': declared, ...writable } = fields
    const record: AssetRecord = {
      id: ref.asset,
      fields: { ...writable, id: ref.asset, type: serviceMediaType(String(fields.type)) ?? String(fields.type) },
      checksum: undefined,
      file: undefined,
      fileSize: 0,
      external: false,
      created: now,
      updated: now,
      etag: newEtag(),
    }
    const blob = file === undefined ? undefined : writeBlob(this.#options.blobs, 'seed', file)
    if (file !== undefined && blob !== undefined) {
      record.checksum = typeof declared === 'string' ? declared : `1220${createHash('sha256').update(file).digest('hex')}`
      const etag = multipartEtag([createHash('md5').update(file).digest()])
      record.file = { parts: [blob.key], size: file.length, checksum: record.checksum, etag, modified: now }
      record.fileSize = file.length
    }
    assets.set(ref.asset, record)
    this.#changed(ref, record)
    await blob?.written
  }

  /** An upload in progress, as a run that was stopped leaves it. */
  startUpload(ref: AssetRef): string {
    if (this.asset(ref) === undefined) throw new Error(`no asset ${ref.asset} to start an upload for`)
    return this.createUpload(ref, {
      numberParts: 1,
      md5: new Map([[1, '1B2M2Y8AsgTpgAmY7PhCfg==']]),
      md5Parts: [{ part_number: 1, md5: '1B2M2Y8AsgTpgAmY7PhCfg==' }],
      checksum: `1220${'0'.repeat(64)}`,
      contentEncoding: '',
      updateInterval: -1,
    }).id
  }
}
