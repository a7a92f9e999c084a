import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'
import { MemoryBlobs } from '../../sandbox/catalog/blobs.ts'
import { HttpError } from '../../sandbox/catalog/errors.ts'
import { filterOf } from '../../sandbox/catalog/filters.ts'
import { databaseNow } from '../../sandbox/catalog/fields.ts'
import * as represent from '../../sandbox/catalog/represent.ts'
import { Urls } from '../../sandbox/catalog/represent.ts'
import { CatalogService, SERVER_VARIANTS, type CatalogMode, type ServerVariant, type Write } from '../../sandbox/catalog/service.ts'
import { Storage } from '../../sandbox/catalog/storage.ts'
import { CatalogStore, type AssetRecord, type AssetRef, type Owner, type UploadRecord } from '../../sandbox/catalog/store.ts'
import { CatalogBusy, CatalogError, PartBytesChanged, type BulkCreate, type CatalogApi, type UploadStart } from '../../src/catalog/api.ts'
import type {
  AssetFields,
  Container,
  ItemBody,
  ItemChanges,
  ItemFilters,
  ItemPage,
  OutgoingPart,
  PartUrl,
  RemoteAsset,
  RemoteCollection,
  RemoteItem,
  StoredPart,
  UploadRequest,
  UploadState,
} from '../../src/catalog/model.ts'
import { sentItem } from '../../src/catalog/model.ts'
import type { FileDigest } from '../../src/checksums/hashing.ts'

export interface MemoryCatalogOptions {
  /** service-stac as deployed (the default), or a server of the published description. */
  readonly mode?: CatalogMode
  /** The smallest size of a part but the last (S3's is 5 MiB): the unit tests' parts are a few bytes. */
  readonly minPartSize?: number
}

/**
 * The catalog without sockets, for the executor's unit tests: CatalogApi over the sandbox's own
 * model of service-stac (sandbox/catalog/service.ts and the store beneath it: the same rules,
 * answers, states, ETags, expiry and storage checks as over HTTP), each answer turned into what
 * HttpCatalog makes of it. The conformance suite (test/conformance/catalog-api.ts) holds the two to
 * the same results. No answer is ever lost here, so nothing needs reconciling.
 *
 * What the model alone cannot do, for tests: hooks that run before an operation (`before`, by
 * name: they may throw to fail it, or change the state as a second writer would), features of the
 * server switched off (`server`), the clock, the calls made, the parts received and direct access
 * to the state.
 */
export class MemoryCatalog implements CatalogApi {
  readonly store: CatalogStore
  /** What the server offers; a test may switch a feature off between two runs. */
  readonly server: ServerVariant
  readonly calls: string[] = []
  /** Bytes received per part PUT, in order. */
  readonly partsReceived: Array<{ readonly upload: string; readonly part: number; readonly bytes: number }> = []
  /** Runs before an operation (by name, e.g. 'putPart'); may throw to fail it, or change the state. */
  readonly before = new Map<string, (detail: string) => void>()
  /** Parts in flight at once, at most. */
  peakParts = 0
  now: () => number = databaseNow
  /** Lifetime of the presigned URLs of the next upload created. */
  urlExpiresSeconds = 3600
  readonly #service: CatalogService
  readonly #storage: Storage
  readonly #urls = new Urls(
    () => 'memory://catalog',
    () => 'memory://storage',
  )
  #partsInFlight = 0

  /** A catalog with these items (each with a footprint and a datetime) and collections (an item undefined). */
  constructor(containers: readonly Container[], options: MemoryCatalogOptions = {}) {
    const items: Record<string, string[]> = {}
    for (const { collection, item } of containers) if (item !== undefined) (items[collection] ??= []).push(item)
    const blobs = new MemoryBlobs()
    this.#storage = new Storage({ blobs, now: () => this.now() })
    this.#storage.origin = 'memory://storage'
    this.store = new CatalogStore({
      now: () => this.now(),
      collections: containers.map((container) => container.collection),
      items,
      externalAssets: false,
      minPartSize: options.minPartSize ?? 1,
      urlExpiresSeconds: () => this.urlExpiresSeconds,
      blobs,
      presign: (upload) => this.#storage.presign(upload),
    })
    this.#storage.serve(this.store)
    this.server = { ...SERVER_VARIANTS[options.mode ?? 'deployed'] }
    this.#service = new CatalogService(this.store, this.server)
  }

  async getCollection(collection: string): Promise<RemoteCollection | undefined> {
    this.#call('getCollection', collection)
    const record = await this.#read(`read collection ${collection}`, () => this.#service.collection(collection))
    return record === undefined ? undefined : wire(represent.collection(this.#urls, record, this.store.summaries(record)))
  }

  async getItem(collection: string, id: string): Promise<RemoteItem | undefined> {
    this.#call('getItem', id)
    const record = await this.#read(`read item ${id}`, () => this.#service.item(collection, id))
    return record === undefined ? undefined : wire(represent.item(this.#urls, collection, record))
  }

  async putItem(collection: string, item: ItemBody): Promise<'created' | 'updated'> {
    this.#call('putItem', item.id)
    const { created } = await this.#write(`create item ${item.id}`, () =>
      this.#service.putItem(collection, item.id, sending(sentItem(item))),
    )
    return created ? 'created' : 'updated'
  }

  async createItem(collection: string, item: ItemBody): Promise<'created' | 'exists' | 'replaced'> {
    this.#call('createItem', item.id)
    // As HttpCatalog sends it: a PUT with If-None-Match: *.
    const write: Write = { ...sending(sentItem(item)), conditions: { ifNoneMatch: '*' } }
    const outcome = await attempt(() => this.#service.putItem(collection, item.id, write))
    if ('value' in outcome) return outcome.value.created ? 'created' : 'replaced'
    if (outcome.refusal.status === 412) return 'exists'
    throw refused(`create item ${item.id}`, outcome.refusal)
  }

  async patchItem(collection: string, id: string, changes: ItemChanges): Promise<void> {
    this.#call('patchItem', id)
    await this.#write(`update item ${id}`, () => this.#service.patchItem(collection, id, sending(sentItem(changes))))
  }

  /**
   * `next` is the id the page before ended with, as the service's cursor holds it, and the filters'
   * query after a '?' where there are some, as the next page's link keeps them (ids have no '?').
   */
  async listItems(collection: string, next?: string, filters: ItemFilters = {}): Promise<ItemPage | undefined> {
    this.#call('listItems', next ?? collection)
    const what = `list the items of collection ${collection}`
    const [position, query] = next === undefined ? [undefined, filterQuery(filters)] : next.split('?')
    const cursor = position === undefined ? undefined : { reverse: false, position }
    const outcome = await attempt(() => this.#service.items(collection, PAGE_SIZE, cursor, filterOf(new URLSearchParams(query ?? ''))))
    if ('refusal' in outcome) {
      if (outcome.refusal.status === 404 && next === undefined) return undefined
      throw refused(what, outcome.refusal)
    }
    const page = outcome.value
    const after = page.next?.position
    return {
      items: page.items.map((record) => wire(represent.item(this.#urls, collection, record))),
      next: after === undefined ? undefined : query === undefined || query === '' ? after : `${after}?${query}`,
    }
  }

  async createItems(collection: string, items: readonly ItemBody[]): Promise<BulkCreate> {
    this.#call('createItems', items.map((item) => item.id).join(','))
    const what = `create items ${items[0]?.id ?? ''}…${items.at(-1)?.id ?? ''} (${items.length}) in one request`
    const outcome = await attempt(() => this.#service.createItems(collection, randomUUID(), sending({ features: items.map(sentItem) })))
    if ('value' in outcome) return { kind: 'created' }
    const { refusal } = outcome
    if (refusal.status === 405) return { kind: 'methodNotAllowed' }
    if (!BATCH_REFUSALS.has(refusal.status)) throw refused(what, refusal)
    return { kind: 'refused', why: `HTTP ${refusal.status} ${description(refusal)}` }
  }

  async listAssets(container: Container): Promise<RemoteAsset[] | undefined> {
    this.#call('listAssets', container.item ?? container.collection)
    const owner = ownerOf(container)
    const assets = await this.#read(`list assets of ${container.item ?? container.collection}`, () => this.#service.assets(owner))
    return assets?.map(([asset, record]) => wire(represent.asset(this.#urls, { ...owner, asset }, record)))
  }

  async getAsset(container: Container, id: string): Promise<RemoteAsset | undefined> {
    this.#call('getAsset', id)
    const ref = refOf(container, id)
    const record = await this.#read(`read asset ${id}`, () => this.#service.asset(ref))
    return record === undefined ? undefined : wire(represent.asset(this.#urls, ref, record))
  }

  async postAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'exists' | 'methodNotAllowed'> {
    this.#call('postAsset', fields.id)
    const body = {
      ...withoutNulls(writable(container, fields)),
      ...(container.item === undefined ? {} : { item: container.item }),
      'file:checksum': checksum,
    }
    const outcome = await attempt(() => this.#service.postAsset(ownerOf(container), sending(body)))
    if ('value' in outcome) return 'created'
    if (outcome.refusal.status === 405) return 'methodNotAllowed'
    // No answer is lost here: an asset of its id is not this create's.
    if (outcome.refusal.status === 409) return 'exists'
    throw refused(`create asset ${fields.id}`, outcome.refusal)
  }

  async createAsset(container: Container, fields: AssetFields): Promise<'created' | 'exists' | 'replaced'> {
    this.#call('createAsset', fields.id)
    // As HttpCatalog sends it: a PUT with If-None-Match: *.
    const write: Write = { ...sending(withoutNulls(writable(container, fields))), conditions: { ifNoneMatch: '*' } }
    const outcome = await attempt(() => this.#service.putAsset(refOf(container, fields.id), write))
    if ('value' in outcome) return outcome.value.created ? 'created' : 'replaced'
    if (outcome.refusal.status === 412) return 'exists'
    throw refused(`create asset ${fields.id}`, outcome.refusal)
  }

  async putAsset(container: Container, fields: AssetFields, clear: boolean): Promise<'created' | 'updated'> {
    this.#call('putAsset', fields.id)
    // As HttpCatalog sends it: clearing sends null (and no roles as []), for what the service would keep.
    const body = clear ? writable(container, { ...fields, roles: fields.roles ?? [] }) : withoutNulls(writable(container, fields))
    const what = `${clear ? 'replace' : 'create'} asset ${fields.id}`
    const { created } = await this.#write(what, () => this.#service.putAsset(refOf(container, fields.id), sending(body)))
    return created ? 'created' : 'updated'
  }

  async patchAsset(container: Container, id: string, changes: Partial<AssetFields>): Promise<'updated' | 'methodNotAllowed'> {
    this.#call('patchAsset', id)
    const outcome = await attempt(() => this.#service.patchAsset(refOf(container, id), sending(writable(container, changes))))
    if ('value' in outcome) return 'updated'
    if (outcome.refusal.status === 405) return 'methodNotAllowed'
    throw refused(`update asset ${id}`, outcome.refusal)
  }

  async deleteAsset(container: Container, id: string): Promise<'deleted' | 'absent'> {
    this.#call('deleteAsset', id)
    const done = await this.#read(`delete asset ${id}`, async () => {
      await this.#service.deleteAsset(refOf(container, id))
      return true
    })
    return done === undefined ? 'absent' : 'deleted'
  }

  async createUpload(container: Container, id: string, request: UploadRequest): Promise<UploadStart> {
    this.#call('createUpload', id)
    const outcome = await attempt(() => this.#service.createUpload(refOf(container, id), sending(request)))
    if ('value' in outcome) return { kind: 'started', uploadId: outcome.value.id, urls: partUrls(outcome.value) }
    const { refusal } = outcome
    if (refusal.status === 404 || refusal.status === 405) {
      return { kind: 'unsupported', why: `the catalog answered ${refusal.status} to creating an upload of ${id}` }
    }
    const uploadId = (refusal.body as { upload_id?: unknown } | undefined)?.upload_id
    if (refusal.status === 409 && typeof uploadId === 'string') return { kind: 'inProgress', uploadId }
    throw refused(`create upload of ${id}`, refusal)
  }

  async getUpload(container: Container, id: string, uploadId: string): Promise<UploadState | undefined> {
    this.#call('getUpload', uploadId)
    const upload = await this.#read(`read upload ${uploadId} of ${id}`, () => this.#service.upload(refOf(container, id), uploadId))
    return upload === undefined
      ? undefined
      : {
          uploadId,
          status: upload.status,
          checksum: upload.checksum,
          md5Parts: new Map(upload.md5),
          contentEncoding: upload.contentEncoding === '' ? undefined : upload.contentEncoding,
          urls: partUrls(upload),
        }
  }

  async listParts(container: Container, id: string, uploadId: string): Promise<StoredPart[]> {
    this.#call('listParts', uploadId)
    const what = `list parts of upload ${uploadId} of ${id}`
    // An upload has at most 100 parts: one page.
    const { parts } = await this.#write(what, () => this.#service.parts(refOf(container, id), uploadId, 100, 0))
    return parts.map(([number, part]) => ({ number, etag: part.etag, size: part.size }))
  }

  async uploadsInProgress(container: Container, id: string): Promise<string[]> {
    this.#call('uploadsInProgress', id)
    const uploads = await this.#write(`list uploads of ${id}`, () => this.#service.uploads(refOf(container, id), 'in-progress'))
    return uploads.map((upload) => upload.id)
  }

  async completeUpload(
    container: Container,
    id: string,
    uploadId: string,
    parts: readonly { readonly etag: string; readonly part_number: number }[],
    checksum: string,
  ): Promise<void> {
    this.#call('completeUpload', id)
    const what = `complete upload of ${id}`
    const ref = refOf(container, id)
    const outcome = await attempt(() => this.#service.completeUpload(ref, uploadId, sending({ parts })))
    if ('value' in outcome) return
    // 409 "No upload in progress": done already, as HttpCatalog reads the upload, or ended by someone else.
    const upload = outcome.refusal.status === 409 ? await attempt(() => this.#service.upload(ref, uploadId)) : undefined
    if (upload !== undefined && 'value' in upload) {
      if (upload.value.status === 'completed' && upload.value.checksum === checksum) return
      throw new CatalogError(409, `${what}: the upload ${uploadId} was ${upload.value.status} by someone else meanwhile`)
    }
    throw refused(what, outcome.refusal)
  }

  async abortUpload(container: Container, id: string, uploadId: string): Promise<'aborted' | 'ended'> {
    this.#call('abortUpload', uploadId)
    const ref = refOf(container, id)
    const outcome = await attempt(() => this.#service.abortUpload(ref, uploadId, sending({})))
    if ('value' in outcome) return 'aborted'
    const { refusal } = outcome
    // 500 NoSuchUpload, the service's answer for an upload that is no longer in progress.
    if (refusal.status === 409 || (refusal.status === 500 && description(refusal).includes('NoSuchUpload'))) {
      const upload = await attempt(() => this.#service.upload(ref, uploadId))
      if ('refusal' in upload || upload.value.status !== 'in-progress') return 'ended'
    }
    throw refused(`abort upload ${uploadId} of ${id}`, refusal)
  }

  async putPart(url: string, part: OutgoingPart, label: string): Promise<string> {
    this.#call('putPart', label)
    this.peakParts = Math.max(this.peakParts, ++this.#partsInFlight)
    try {
      // Bytes take a moment to travel, so that parts in flight overlap as they do on a network.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const bytes = 'bytes' in part ? part.bytes : await readPart(part.path, part.offset, part.length)
      const etag = await this.#receive(url, part.number, part.md5, bytes, label)
      this.partsReceived.push({ upload: new URL(url).pathname.split('/')[2] ?? '', part: part.number, bytes: part.length })
      return etag
    } finally {
      this.#partsInFlight--
    }
  }

  /** Operations by name, e.g. count('postAsset'). */
  count(operation: string): number {
    return this.calls.filter((call) => call.startsWith(`${operation} `)).length
  }

  /** An asset as stored (its fields, checksum, file), also under an expired item. */
  asset(container: Container, id: string): AssetRecord | undefined {
    return this.store.asset(refOf(container, id))
  }

  /** Every upload by id (an asset's go with it when it is deleted). */
  get uploads(): ReadonlyMap<string, UploadRecord> {
    return this.store.uploadRecords()
  }

  /** An upload left in progress, as a stopped run leaves it, with the parts given of the file sent already. */
  async leaveUpload(container: Container, id: string, digest: FileDigest, storedParts: readonly number[] = []): Promise<string> {
    const request: UploadRequest = {
      number_parts: digest.parts.length,
      md5_parts: digest.parts.map((part) => ({ part_number: part.number, md5: part.md5 })),
      'file:checksum': digest.checksum,
      ...(digest.contentEncoding === undefined ? {} : { content_encoding: digest.contentEncoding }),
    }
    const upload = await this.#service.createUpload(refOf(container, id), sending(request))
    for (const number of storedParts) {
      const part = digest.parts.find((candidate) => candidate.number === number)!
      const url = upload.urls.find((candidate) => candidate.part === number)!.url
      await this.#receive(url, number, part.md5, await readPart(digest.uploadPath, part.offset, part.length), `part ${number}`)
    }
    return upload.id
  }

  async #receive(url: string, partNumber: number, md5: string, bytes: Buffer, label: string): Promise<string> {
    try {
      return await this.#storage.receive(url, md5, bytes)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      // As HttpCatalog reads S3's XML error.
      const code = /<Code>([^<]*)<\/Code>/.exec(String(error.body))?.[1]
      if (error.status === 400 && code === 'BadDigest') throw new PartBytesChanged(partNumber, label)
      const message = `${label}: storage answered HTTP ${error.status}${code === undefined ? '' : ` ${code}`}`
      throw BUSY.has(error.status) ? new CatalogBusy(error.status, message) : new CatalogError(error.status, message)
    }
  }

  #call(operation: string, detail: string): void {
    this.calls.push(`${operation} ${detail}`)
    this.before.get(operation)?.(detail)
  }

  /** A read: undefined for 404, CatalogError for any other refusal. */
  async #read<T>(what: string, operation: () => T | Promise<T>): Promise<T | undefined> {
    const outcome = await attempt(operation)
    if ('value' in outcome) return outcome.value
    if (outcome.refusal.status === 404) return undefined
    throw refused(what, outcome.refusal)
  }

  async #write<T>(what: string, operation: () => T | Promise<T>): Promise<T> {
    const outcome = await attempt(operation)
    if ('refusal' in outcome) throw refused(what, outcome.refusal)
    return outcome.value
  }
}

/** HttpCatalog's page of the item listing: the service's largest. */
const PAGE_SIZE = 100
/** Answers to a bulk create that refuse the batch as a whole (HttpCatalog's). */
const BATCH_REFUSALS: ReadonlySet<number> = new Set([400, 409, 413, 422])
/** Fields an asset of the collection itself does not have: the client leaves them out. */
const ITEM_ASSET_ONLY: readonly string[] = ['gsd', 'geoadmin:lang', 'geoadmin:variant']

/** A value as the wire carries it: JSON, no shared references, no undefined. */
const wire = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T

/** A write's body, sent as JSON. */
const sending = (body: unknown): Write => ({ body: async () => wire(body) })

async function attempt<T>(operation: () => T | Promise<T>): Promise<{ value: T } | { refusal: HttpError }> {
  try {
    return { value: await operation() }
  } catch (error) {
    if (error instanceof HttpError) return { refusal: error }
    throw error
  }
}

const ownerOf = (container: Container): Owner =>
  container.item === undefined ? { collection: container.collection } : { collection: container.collection, item: container.item }

const refOf = (container: Container, asset: string): AssetRef => ({ ...ownerOf(container), asset })

function partUrls(upload: UploadRecord): PartUrl[] {
  return upload.urls.map((url) => ({ part: url.part, url: url.url, expiresAt: Date.parse(url.expires) }))
}

async function readPart(path: string, offset: number, length: number): Promise<Buffer> {
  const bytes = Buffer.alloc(length)
  const file = await open(path, 'r')
  try {
    await file.read(bytes, 0, length, offset)
  } finally {
    await file.close()
  }
  return bytes
}

/** What HttpCatalog makes of a refusal: its status and the service's own description; CatalogBusy for 429 and 5xx. */
function refused(what: string, refusal: HttpError): CatalogError {
  const text = description(refusal)
  const message = `${what}: HTTP ${refusal.status}${text === '' ? '' : ` ${text}`}`
  return BUSY.has(refusal.status) && !text.includes('NoSuchUpload')
    ? new CatalogBusy(refusal.status, message)
    : new CatalogError(refusal.status, message)
}

/** The answers of a catalog that cannot take requests now (the transport's retried statuses). */
const BUSY: ReadonlySet<number> = new Set([429, 500, 502, 503, 504])

function description(refusal: HttpError): string {
  const body = refusal.body
  return describe(body !== null && typeof body === 'object' && 'description' in body ? body.description : (body ?? ''))
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(describe).join('; ')
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${describe(inner)}`)
      .join('; ')
  }
  return JSON.stringify(value)
}

function writable<T extends Partial<AssetFields>>(container: Container, fields: T): T {
  if (container.item !== undefined) return fields
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !ITEM_ASSET_ONLY.includes(key))) as T
}

function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined)) as Partial<T>
}

/** The filters as HttpCatalog sends them in the listing's query. */
function filterQuery({ bbox, datetime }: ItemFilters): string {
  const params = new URLSearchParams()
  if (bbox !== undefined) params.set('bbox', bbox.join(','))
  if (datetime !== undefined) params.set('datetime', datetime)
  return params.toString()
}
