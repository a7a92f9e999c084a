/**
 * The catalog's endpoints as operations, without HTTP: what each method of each path does, in the
 * service's order of checks (preconditions, lookups, then the body), on the server it is — the
 * deployed service-stac, or a server built from the published description only. routes.ts calls
 * these for requests over sockets; the unit tests' catalog in memory (test/support/memory-catalog.ts)
 * calls them directly, so that both answer from one model. Each throws HttpError with the service's
 * answer when it refuses; the caller represents what it returns (represent.ts).
 */
import { apiError, notFound, type HttpError } from './errors.ts'
import { matches, type ItemFilter } from './filters.ts'
import type {
  AssetRecord,
  AssetRef,
  CatalogStore,
  CollectionRecord,
  Conditions,
  ItemRecord,
  Owner,
  StoredPart,
  UploadRecord,
} from './store.ts'
import { validateCompleteBody, validateUploadBody } from './validation.ts'

/**
 * What a server offers beyond reads. service-stac as deployed (DEPLOYED) creates assets with PUT and
 * has the upload API; a server of the published description (DESCRIBED) creates them with POST and
 * the checksum, and has neither PUT, PATCH and DELETE of assets nor uploads. Tests switch single
 * features off to meet servers between the two.
 */
export interface ServerVariant {
  /** POST .../assets with the id and file:checksum in the body (service-stac: 405). */
  post: boolean
  /** PUT of an asset, service-stac's upsert. */
  put: boolean
  patch: boolean
  delete: boolean
  /** The multipart upload API: without it, every path under .../uploads is 404. */
  uploads: boolean
  /** POST .../items, the bulk create of items. */
  bulk: boolean
}

export type CatalogMode = 'deployed' | 'described'

export const SERVER_VARIANTS: Readonly<Record<CatalogMode, Readonly<ServerVariant>>> = {
  deployed: { post: false, put: true, patch: true, delete: true, uploads: true, bulk: true },
  described: { post: true, put: false, patch: false, delete: false, uploads: false, bulk: true },
}

/** A write: its preconditions, and its body, read when the service reads it (some refusals come first). */
export interface Write {
  readonly conditions?: Conditions
  readonly body: () => Promise<unknown>
}

/** Where a page of the item listing starts: after (or, going back, before) an id. */
export interface Cursor {
  readonly reverse: boolean
  readonly position: string
}

export interface ItemPage {
  readonly items: readonly ItemRecord[]
  /** Where the next page starts, and the previous one ends (absent on the last and the first page). */
  readonly next: Cursor | undefined
  readonly previous: Cursor | undefined
}

export const notAllowed = (method: string): HttpError => apiError(405, `Method "${method}" not allowed.`)

export class CatalogService {
  readonly store: CatalogStore
  /** Read at every request: a test may switch a feature off between two. */
  readonly variant: ServerVariant
  /** For tests, a listing bug: items (collection/id) the item listing leaves out; a read of one still shows it. */
  readonly unlisted = new Set<string>()

  constructor(store: CatalogStore, variant: ServerVariant) {
    this.store = store
    this.variant = variant
  }

  /** GET /collections/{c}. Collections are made by the operators, not through the API here. */
  collection(collection: string): CollectionRecord {
    const record = this.store.collection(collection)
    if (record === undefined) throw notFound()
    return record
  }

  /**
   * GET /collections/{c}/items: the service's cursor pagination, by id, over the items that pass the
   * filters (bbox, datetime: see filters.ts); `limit` already checked (1..100).
   */
  items(collection: string, limit: number, cursor: Cursor | undefined, filter: ItemFilter = {}): ItemPage {
    const sorted = this.store.sortedItems(collection)
    const listed = (item: ItemRecord) =>
      !this.store.expired(item) && !this.unlisted.has(`${collection}/${item.id}`) && matches(item, filter)
    // From the cursor on, as many as a page holds and one more to know whether another page follows: a
    // listing costs the items it passes, not the collection's size a page.
    const take = (from: number, step: 1 | -1): ItemRecord[] => {
      const taken: ItemRecord[] = []
      for (let i = from; i >= 0 && i < sorted.length && taken.length <= limit; i += step) if (listed(sorted[i]!)) taken.push(sorted[i]!)
      return taken
    }
    let page: ItemRecord[]
    let more: { readonly before: boolean; readonly after: boolean }
    if (cursor === undefined) {
      const after = take(0, 1)
      page = after.slice(0, limit)
      more = { before: false, after: after.length > limit }
    } else if (!cursor.reverse) {
      const after = take(firstAfter(sorted, cursor.position), 1)
      page = after.slice(0, limit)
      more = { before: true, after: after.length > limit }
    } else {
      const before = take(firstAtOrAfter(sorted, cursor.position) - 1, -1).reverse()
      page = before.slice(-limit)
      more = { before: before.length > limit, after: true }
    }
    const at = (reverse: boolean, item: ItemRecord | undefined) => (item === undefined ? undefined : { reverse, position: item.id })
    return { items: page, next: more.after ? at(false, page.at(-1)) : undefined, previous: more.before ? at(true, page[0]) : undefined }
  }

  /**
   * POST /collections/{c}/items, the bulk create: the Idempotency-Key header must be there (the
   * service only checks that it is), then the collection, then the body.
   */
  async createItems(collection: string, idempotencyKey: string | undefined, write: Write): Promise<ItemRecord[]> {
    if (!this.variant.bulk) throw notAllowed('POST')
    if (!idempotencyKey) throw apiError(400, "No header parameter 'Idempotency-Key'")
    if (this.store.collection(collection) === undefined) throw apiError(404, 'Collection matching query does not exist.')
    return this.store.createItems(collection, await write.body())
  }

  /** GET of an item: not found once it has expired. */
  item(collection: string, id: string): ItemRecord {
    const record = this.store.item(collection, id, { reading: true })
    if (record === undefined) throw notFound()
    return record
  }

  /**
   * The item's If-Match and If-None-Match see an expired item: the service's get_item_etag looks
   * the item up without the filter that hides expired ones from every read.
   */
  async putItem(collection: string, id: string, write: Write): Promise<{ created: boolean; record: ItemRecord }> {
    this.#preconditions(this.store.item(collection, id), write)
    return this.store.putItem(collection, id, await write.body())
  }

  async patchItem(collection: string, id: string, write: Write): Promise<ItemRecord> {
    this.#preconditions(this.store.item(collection, id), write)
    // A partial update looks the item up before it reads the body.
    if (this.store.item(collection, id, { reading: true }) === undefined) throw notFound()
    return this.store.patchItem(collection, id, await write.body())
  }

  deleteItem(collection: string, id: string, conditions: Conditions = {}): void {
    this.store.checkConditions(this.store.item(collection, id), conditions)
    this.store.deleteItem(collection, id)
  }

  /** GET .../assets: by id; not found under an expired item. */
  assets(owner: Owner): Array<[string, AssetRecord]> {
    return [...this.store.assetsOf(owner, { reading: true })].sort(([a], [b]) => (a < b ? -1 : 1))
  }

  /** POST .../assets: the published description's create; service-stac has no POST there. */
  async postAsset(owner: Owner, write: Write): Promise<AssetRecord> {
    if (!this.variant.post) throw notAllowed('POST')
    return this.store.postAssetDescribed(owner, (await write.body()) as Record<string, unknown>)
  }

  asset(ref: AssetRef): AssetRecord {
    const record = this.store.asset(ref, { reading: true })
    if (record === undefined) throw notFound()
    return record
  }

  async putAsset(ref: AssetRef, write: Write): Promise<{ created: boolean; record: AssetRecord }> {
    if (!this.variant.put) throw notAllowed('PUT')
    this.#preconditions(this.store.asset(ref), write)
    return this.store.putAsset(ref, await write.body())
  }

  async patchAsset(ref: AssetRef, write: Write): Promise<AssetRecord> {
    if (!this.variant.patch) throw notAllowed('PATCH')
    this.#preconditions(this.store.asset(ref), write)
    // A partial update looks the asset up (hiding expired items) before it reads the body.
    if (this.store.asset(ref, { reading: true }) === undefined) throw notFound()
    return this.store.patchAsset(ref, await write.body())
  }

  async deleteAsset(ref: AssetRef, conditions: Conditions = {}): Promise<void> {
    if (!this.variant.delete) throw notAllowed('DELETE')
    this.store.checkConditions(this.store.asset(ref), conditions)
    if (this.store.asset(ref, { reading: true }) === undefined) throw notFound()
    await this.store.deleteAsset(ref)
  }

  /** GET .../uploads[?status=…]. */
  uploads(ref: AssetRef, status: string | null): UploadRecord[] {
    this.#uploadApi()
    if (this.store.asset(ref) === undefined) throw notFound()
    return this.store.uploadsOf(ref, status)
  }

  /** POST .../uploads: the body is checked before the asset is looked up, as the service does. */
  async createUpload(ref: AssetRef, write: Write): Promise<UploadRecord> {
    this.#uploadApi()
    return this.store.createUpload(ref, validateUploadBody(await write.body()))
  }

  upload(ref: AssetRef, uploadId: string): UploadRecord {
    this.#uploadApi()
    return this.store.upload(ref, uploadId)
  }

  /** GET .../parts: `limit` and `offset` already checked. */
  parts(ref: AssetRef, uploadId: string, limit: number, offset: number): { parts: Array<[number, StoredPart]>; hasNext: boolean } {
    this.upload(ref, uploadId)
    return this.store.listParts(ref, uploadId, limit, offset)
  }

  async completeUpload(ref: AssetRef, uploadId: string, write: Write): Promise<UploadRecord> {
    this.upload(ref, uploadId)
    return this.store.completeUpload(ref, uploadId, validateCompleteBody(await write.body()))
  }

  /** POST .../abort: its body is read as a complete's (and refused as one), then ignored. */
  async abortUpload(ref: AssetRef, uploadId: string, write: Write): Promise<UploadRecord> {
    this.upload(ref, uploadId)
    validateCompleteBody(await write.body())
    return this.store.abortUpload(ref, uploadId)
  }

  #uploadApi(): void {
    if (!this.variant.uploads) throw notFound()
  }

  #preconditions(record: { readonly etag: string } | undefined, write: Write): void {
    this.store.checkConditions(record, write.conditions ?? {})
  }
}

/** The index of the first item whose id comes after `id` (binary search over items sorted by id). */
function firstAfter(sorted: readonly { readonly id: string }[], id: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]!.id <= id) low = middle + 1
    else high = middle
  }
  return low
}

/** The index of the first item whose id is `id` or comes after it. */
function firstAtOrAfter(sorted: readonly { readonly id: string }[], id: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]!.id < id) low = middle + 1
    else high = middle
  }
  return low
}
