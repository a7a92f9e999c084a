import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { CatalogError, type BulkCreate, type CatalogApi, type UploadStart } from '../../src/catalog/api.ts'
import type {
  AssetFields,
  Container,
  ItemBody,
  ItemChanges,
  ItemPage,
  OutgoingPart,
  RemoteAsset,
  RemoteCollection,
  RemoteItem,
  StoredPart,
  UploadRequest,
  UploadState,
} from '../../src/catalog/model.ts'

interface MemoryAsset {
  fields: Record<string, unknown>
  checksum: string | undefined
}

interface MemoryUpload {
  readonly id: string
  readonly key: string
  status: 'in-progress' | 'completed' | 'aborted'
  readonly request: UploadRequest
  readonly expiresAt: number
  readonly parts: Map<number, StoredPart>
}

export interface MemoryBehaviour {
  /** The catalog creates with POST as published (else 405, as the deployed service). */
  post: boolean
  patch: boolean
  uploads: boolean
  /** Lifetime of presigned URLs. */
  urlLifetimeMs: number
  /** The catalog creates items in bulk (else 405). */
  bulk: boolean
  /** Items a page of the listing holds. */
  pageSize: number
}

const keyOf = (container: Container): string => `${container.collection}/${container.item ?? ''}`

/**
 * The catalog in memory, with service-stac's domain rules (one upload in progress per asset, an
 * upload completes only with every part's ETag, an asset with an upload in progress cannot be
 * deleted, PUT keeps the checksum), for the executor's unit tests: no sockets, every answer
 * scriptable through `behaviour`, `before` hooks and direct access to the state.
 */
export class MemoryCatalog implements CatalogApi {
  readonly containers = new Map<string, Map<string, MemoryAsset>>()
  /** Items by collection/id; an item's assets live in `containers`. */
  readonly items = new Map<string, RemoteItem>()
  readonly uploads = new Map<string, MemoryUpload>()
  readonly calls: string[] = []
  /** Bytes received per part PUT, in order. */
  readonly partsReceived: Array<{ readonly upload: string; readonly part: number; readonly bytes: number }> = []
  readonly behaviour: MemoryBehaviour = { post: false, patch: true, uploads: true, urlLifetimeMs: 3_600_000, bulk: true, pageSize: 100 }
  /** Items by collection/id that expired: hidden from every read, yet they refuse a bulk create, and a PUT revives them. */
  readonly expired = new Set<string>()
  /** Runs before an operation (by name, e.g. 'putPart'); may throw to fail it, or change the state. */
  readonly before = new Map<string, (detail: string) => void>()
  /** Parts in flight at once, at most. */
  peakParts = 0
  #partsInFlight = 0
  #sequence = 0
  now: () => number = Date.now

  constructor(containers: readonly Container[]) {
    for (const container of containers) {
      this.containers.set(keyOf(container), new Map())
      if (container.item !== undefined) this.items.set(keyOf(container), { id: container.item, geometry: null, properties: {} })
    }
  }

  async getCollection(collection: string): Promise<RemoteCollection | undefined> {
    this.#call('getCollection', collection)
    return [...this.containers.keys()].some((key) => key.startsWith(`${collection}/`)) ? { id: collection, links: [] } : undefined
  }

  async getItem(collection: string, id: string): Promise<RemoteItem | undefined> {
    this.#call('getItem', id)
    return this.#shownItem(`${collection}/${id}`)
  }

  async putItem(collection: string, item: ItemBody): Promise<'created' | 'updated'> {
    this.#call('putItem', item.id)
    const key = `${collection}/${item.id}`
    const existed = this.items.has(key)
    this.items.set(key, { ...item })
    this.expired.delete(key)
    if (!this.containers.has(key)) this.containers.set(key, new Map())
    return existed ? 'updated' : 'created'
  }

  async listItems(collection: string, next?: string): Promise<ItemPage | undefined> {
    this.#call('listItems', next ?? collection)
    if (![...this.containers.keys()].some((key) => key.startsWith(`${collection}/`))) return undefined
    const keys = [...this.items.keys()].filter((key) => key.startsWith(`${collection}/`) && !this.expired.has(key)).sort()
    const after = next === undefined ? -1 : keys.indexOf(next)
    const page = keys.slice(after + 1, after + 1 + this.behaviour.pageSize)
    const more = after + 1 + page.length < keys.length
    return { items: page.map((key) => this.#shownItem(key)!), next: more ? page.at(-1) : undefined }
  }

  async createItems(collection: string, items: readonly ItemBody[]): Promise<BulkCreate> {
    this.#call('createItems', items.map((item) => item.id).join(','))
    if (!this.behaviour.bulk) return { kind: 'methodNotAllowed' }
    const keys = items.map((item) => `${collection}/${item.id}`)
    const taken = keys.find((key, index) => this.items.has(key) || keys.indexOf(key) !== index)
    if (taken !== undefined) return { kind: 'refused', why: `duplicate key: ${taken} already exists` }
    items.forEach((item, index) => {
      this.items.set(keys[index]!, { ...item })
      this.containers.set(keys[index]!, new Map())
    })
    return { kind: 'created' }
  }

  async patchItem(collection: string, id: string, changes: ItemChanges): Promise<void> {
    this.#call('patchItem', id)
    const key = `${collection}/${id}`
    const item = this.items.get(key)
    if (item === undefined) throw new CatalogError(404, `update item ${id}: HTTP 404`)
    const properties = Object.fromEntries(
      Object.entries({ ...item.properties, ...changes.properties }).filter(([, value]) => value !== null),
    )
    this.items.set(key, { ...item, ...(changes.geometry === undefined ? {} : { geometry: changes.geometry }), properties })
  }

  asset(container: Container, id: string): MemoryAsset | undefined {
    return this.containers.get(keyOf(container))?.get(id)
  }

  /** An upload left in progress, as a stopped run leaves it, with some of its parts stored. */
  leaveUpload(container: Container, id: string, request: UploadRequest, storedParts: readonly number[] = []): string {
    const upload = this.#newUpload(container, id, request)
    for (const number of storedParts) {
      const md5 = request.md5_parts.find((part) => part.part_number === number)!.md5
      upload.parts.set(number, { number, etag: `"${Buffer.from(md5, 'base64').toString('hex')}"`, size: 1 })
    }
    return upload.id
  }

  async listAssets(container: Container): Promise<RemoteAsset[] | undefined> {
    this.#call('listAssets', container.item ?? container.collection)
    if (this.expired.has(keyOf(container))) return undefined
    const assets = this.containers.get(keyOf(container))
    return assets === undefined ? undefined : [...assets].map(([id, asset]) => this.#show(id, asset))
  }

  async getAsset(container: Container, id: string): Promise<RemoteAsset | undefined> {
    this.#call('getAsset', id)
    const asset = this.asset(container, id)
    return asset === undefined ? undefined : this.#show(id, asset)
  }

  async postAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'methodNotAllowed'> {
    this.#call('postAsset', fields.id)
    if (!this.behaviour.post) return 'methodNotAllowed'
    const assets = this.#container(container)
    if (assets.has(fields.id)) throw new CatalogError(409, `create asset ${fields.id}: HTTP 409 exists`)
    assets.set(fields.id, { fields: withoutNulls(fields), checksum })
    return 'created'
  }

  async putAsset(container: Container, fields: AssetFields, clear: boolean): Promise<'created' | 'updated'> {
    this.#call('putAsset', fields.id)
    const assets = this.#container(container)
    const existing = assets.get(fields.id)
    if (existing !== undefined && existing.fields.type !== fields.type) {
      throw new CatalogError(400, `replace asset ${fields.id}: HTTP 400 Type field cannot be edited`)
    }
    const kept = clear || existing === undefined ? {} : existing.fields
    assets.set(fields.id, { fields: { ...kept, ...withoutNulls(fields) }, checksum: existing?.checksum })
    return existing === undefined ? 'created' : 'updated'
  }

  async patchAsset(container: Container, id: string, changes: Partial<AssetFields>): Promise<'updated' | 'methodNotAllowed'> {
    this.#call('patchAsset', id)
    if (!this.behaviour.patch) return 'methodNotAllowed'
    const asset = this.asset(container, id)
    if (asset === undefined) throw new CatalogError(404, `update asset ${id}: HTTP 404`)
    asset.fields = { ...asset.fields, ...changes }
    return 'updated'
  }

  async deleteAsset(container: Container, id: string): Promise<'deleted' | 'absent'> {
    this.#call('deleteAsset', id)
    const assets = this.#container(container)
    if (!assets.has(id)) return 'absent'
    if (this.#inProgress(container, id) !== undefined)
      throw new CatalogError(400, `delete asset ${id}: HTTP 400 Asset ${id} has still an upload in progress`)
    assets.delete(id)
    return 'deleted'
  }

  async createUpload(container: Container, id: string, request: UploadRequest): Promise<UploadStart> {
    this.#call('createUpload', id)
    if (!this.behaviour.uploads) return { kind: 'unsupported', why: `the catalog answered 404 to creating an upload of ${id}` }
    if (this.asset(container, id) === undefined) throw new CatalogError(404, `create upload of ${id}: HTTP 404`)
    const open = this.#inProgress(container, id)
    if (open !== undefined) return { kind: 'inProgress', uploadId: open.id }
    const upload = this.#newUpload(container, id, request)
    return { kind: 'started', uploadId: upload.id, urls: this.#urls(upload) }
  }

  async getUpload(container: Container, id: string, uploadId: string): Promise<UploadState | undefined> {
    this.#call('getUpload', uploadId)
    const upload = this.uploads.get(uploadId)
    if (upload === undefined || upload.key !== `${keyOf(container)}/${id}`) return undefined
    return {
      uploadId,
      status: upload.status,
      checksum: upload.request['file:checksum'],
      md5Parts: new Map(upload.request.md5_parts.map((part) => [part.part_number, part.md5])),
      contentEncoding: upload.request.content_encoding,
      urls: upload.status === 'in-progress' ? this.#urls(upload) : [],
    }
  }

  async listParts(_container: Container, _id: string, uploadId: string): Promise<StoredPart[]> {
    this.#call('listParts', uploadId)
    return [...(this.uploads.get(uploadId)?.parts.values() ?? [])]
  }

  async uploadsInProgress(container: Container, id: string): Promise<string[]> {
    this.#call('uploadsInProgress', id)
    const open = this.#inProgress(container, id)
    return open === undefined ? [] : [open.id]
  }

  async completeUpload(
    container: Container,
    id: string,
    uploadId: string,
    parts: readonly { readonly etag: string; readonly part_number: number }[],
    checksum: string,
  ): Promise<void> {
    this.#call('completeUpload', id)
    const upload = this.uploads.get(uploadId)!
    if (upload.status === 'completed' && upload.request['file:checksum'] === checksum) return
    if (upload.status !== 'in-progress') throw new CatalogError(409, `complete upload of ${id}: the upload was ${upload.status}`)
    for (const part of parts) {
      if (upload.parts.get(part.part_number)?.etag !== part.etag) {
        throw new CatalogError(400, `complete upload of ${id}: HTTP 400 InvalidPart ${part.part_number}`)
      }
    }
    if (parts.length !== upload.request.number_parts) throw new CatalogError(400, `complete upload of ${id}: HTTP 400 Too few parts`)
    upload.status = 'completed'
    this.asset(container, id)!.checksum = upload.request['file:checksum']
  }

  async abortUpload(_container: Container, _id: string, uploadId: string): Promise<'aborted' | 'ended'> {
    this.#call('abortUpload', uploadId)
    const upload = this.uploads.get(uploadId)
    if (upload?.status !== 'in-progress') return 'ended'
    upload.status = 'aborted'
    return 'aborted'
  }

  async putPart(url: string, part: OutgoingPart, label: string): Promise<string> {
    this.#call('putPart', label)
    const [, uploadId = '', number = ''] = /^memory:\/\/storage\/([^/]+)\/(\d+)$/.exec(url) ?? []
    const upload = this.uploads.get(uploadId)
    if (upload === undefined || upload.status !== 'in-progress')
      throw new CatalogError(404, `${label}: storage answered HTTP 404 NoSuchUpload`)
    if (this.now() >= upload.expiresAt) throw new CatalogError(403, `${label}: storage answered HTTP 403 AccessDenied`)
    this.peakParts = Math.max(this.peakParts, ++this.#partsInFlight)
    try {
      // Bytes take a moment to travel, so that parts in flight overlap as they do on a network.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const bytes = Buffer.alloc(part.length)
      const file = await open(part.path, 'r')
      try {
        await file.read(bytes, 0, part.length, part.offset)
      } finally {
        await file.close()
      }
      const md5 = createHash('md5').update(bytes).digest()
      const declared = upload.request.md5_parts.find((p) => p.part_number === Number(number))?.md5
      if (md5.toString('base64') !== part.md5 || declared !== part.md5)
        throw new CatalogError(400, `${label}: storage answered HTTP 400 BadDigest`)
      const etag = `"${md5.toString('hex')}"`
      upload.parts.set(Number(number), { number: Number(number), etag, size: part.length })
      this.partsReceived.push({ upload: uploadId, part: Number(number), bytes: part.length })
      return etag
    } finally {
      this.#partsInFlight--
    }
  }

  /** Operations by name, e.g. count('postAsset'). */
  count(operation: string): number {
    return this.calls.filter((call) => call.startsWith(`${operation} `)).length
  }

  #call(operation: string, detail: string): void {
    this.calls.push(`${operation} ${detail}`)
    this.before.get(operation)?.(detail)
  }

  /** An item as GET shows it: its assets in its `assets` map; undefined when it has expired. */
  #shownItem(key: string): RemoteItem | undefined {
    const item = this.items.get(key)
    if (item === undefined || this.expired.has(key)) return undefined
    const assets = [...(this.containers.get(key) ?? [])].map(
      ([id, asset]) => [id, Object.fromEntries(Object.entries(this.#show(id, asset)).filter(([field]) => field !== 'id'))] as const,
    )
    return { ...item, assets: Object.fromEntries(assets) }
  }

  #container(container: Container): Map<string, MemoryAsset> {
    const assets = this.containers.get(keyOf(container))
    if (assets === undefined) throw new CatalogError(404, `no ${keyOf(container)}`)
    return assets
  }

  #inProgress(container: Container, id: string): MemoryUpload | undefined {
    return [...this.uploads.values()].find((upload) => upload.key === `${keyOf(container)}/${id}` && upload.status === 'in-progress')
  }

  #newUpload(container: Container, id: string, request: UploadRequest): MemoryUpload {
    const upload: MemoryUpload = {
      id: `upload-${++this.#sequence}`,
      key: `${keyOf(container)}/${id}`,
      status: 'in-progress',
      request,
      expiresAt: this.now() + this.behaviour.urlLifetimeMs,
      parts: new Map(),
    }
    this.uploads.set(upload.id, upload)
    return upload
  }

  #urls(upload: MemoryUpload) {
    return upload.request.md5_parts.map((part) => ({
      part: part.part_number,
      url: `memory://storage/${upload.id}/${part.part_number}`,
      expiresAt: upload.expiresAt,
    }))
  }

  #show(id: string, asset: MemoryAsset): RemoteAsset {
    return {
      ...asset.fields,
      id,
      ...(asset.checksum === undefined ? {} : { 'file:checksum': asset.checksum }),
      href: `memory://storage/${id}`,
    }
  }
}

function withoutNulls(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined))
}
