/**
 * The catalog's API routes: URL and method → the store's operation → status, body and headers,
 * as the deployed service answers (or, in 'described' mode, a server that implements only the
 * published description: POST with checksum, no uploads).
 */
import type { IncomingMessage } from 'node:http'
import { apiError, notFound } from './errors.ts'
import type { Storage } from './storage.ts'
import type { AssetRecord, AssetRef, CatalogStore, Conditions, UploadRecord } from './store.ts'
import type { TokenVerifier } from './tokens.ts'
import type { CatalogMode } from './types.ts'

export const API = '/api/stac/v1'

export interface Answer {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

export interface RoutesOptions {
  readonly mode: CatalogMode
  readonly store: CatalogStore
  readonly storage: Storage
  readonly tokens: TokenVerifier
  /** The API's origin, known once it listens. */
  readonly origin: () => string
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? ''
  const raw = await readBody(req)
  if (!type.startsWith('application/json')) throw apiError(415, `Unsupported media type "${type}" in request.`)
  try {
    const body = JSON.parse(raw.toString()) as unknown
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    return body as Record<string, unknown>
  } catch {
    throw apiError(400, 'JSON parse error')
  }
}

const conditionsOf = (req: IncomingMessage): Conditions => ({ ifMatch: req.headers['if-match'], ifNoneMatch: req.headers['if-none-match'] })

export class Routes {
  readonly #options: RoutesOptions

  constructor(options: RoutesOptions) {
    this.#options = options
  }

  #assetUrl(ref: AssetRef): string {
    return `${this.#options.origin()}${API}/collections/${ref.collection}/items/${ref.item}/assets/${ref.asset}`
  }

  #represent(ref: AssetRef, record: AssetRecord): Record<string, unknown> {
    const out: Record<string, unknown> = { id: ref.asset }
    // As the service shows an asset: null fields and empty lists left out.
    for (const [key, value] of Object.entries(record.fields)) {
      if (key !== 'id' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value
    }
    if (record.file !== undefined) out['file:checksum'] = record.file.checksum
    else if (record.fields['file:checksum'] !== undefined) out['file:checksum'] = record.fields['file:checksum']
    out.href ??= `${this.#options.storage.origin}/${ref.collection}/${ref.item}/${ref.asset}`
    out.created = record.created
    out.updated = record.updated
    out.links = [{ rel: 'self', href: this.#assetUrl(ref) }]
    return out
  }

  #uploadBody(upload: UploadRecord, withUrls: boolean): Record<string, unknown> {
    return {
      upload_id: upload.id,
      status: upload.status,
      created: upload.created,
      'file:checksum': upload.checksum,
      number_parts: upload.numberParts,
      md5_parts: [...upload.md5].map(([part_number, md5]) => ({ part_number, md5 })),
      ...(upload.contentEncoding === undefined ? {} : { content_encoding: upload.contentEncoding }),
      ...(withUrls && upload.status === 'in-progress' ? { urls: this.#options.storage.presign(upload) } : {}),
    }
  }

  async #requireAuth(req: IncomingMessage): Promise<void> {
    if (!(await this.#options.tokens.accepts(req.headers.authorization))) {
      throw apiError(401, 'Authentication credentials were not provided.')
    }
  }

  async #uploads(req: IncomingMessage, url: URL, ref: AssetRef, rest: readonly string[]): Promise<Answer> {
    const { store, mode } = this.#options
    if (mode === 'described') throw notFound()
    if (store.asset(ref) === undefined) {
      store.itemAssets(ref.collection, ref.item)
      throw notFound()
    }
    const [uploadId, action] = rest
    if (uploadId === undefined) {
      if (req.method === 'GET') {
        const list = store.uploadsOf(ref, url.searchParams.get('status'))
        return { status: 200, body: { uploads: list.map((u) => this.#uploadBody(u, false)), links: [] } }
      }
      if (req.method !== 'POST') throw apiError(405, `Method "${req.method}" not allowed.`)
      await this.#requireAuth(req)
      const upload = store.createUpload(ref, await jsonBody(req))
      return {
        status: 201,
        body: this.#uploadBody(upload, true),
        headers: { Location: `${this.#options.origin()}${url.pathname}/${upload.id}` },
      }
    }
    const upload = store.upload(ref, uploadId)
    if (action === undefined && req.method === 'GET') return { status: 200, body: this.#uploadBody(upload, true) }
    if (action === 'parts' && req.method === 'GET') {
      return {
        status: 200,
        body: { parts: [...upload.parts].map(([part_number, p]) => ({ part_number, etag: p.etag, size: p.size })), links: [] },
      }
    }
    if (req.method !== 'POST' || (action !== 'complete' && action !== 'abort')) throw notFound()
    await this.#requireAuth(req)
    const body = await jsonBody(req)
    if (action === 'abort') return { status: 200, body: this.#uploadBody(await store.abortUpload(ref, uploadId), false) }
    return { status: 200, body: this.#uploadBody(store.completeUpload(ref, uploadId, body), false) }
  }

  /** Handles one API request; throws HttpError for answers that refuse it. */
  async handle(req: IncomingMessage, url: URL): Promise<Answer> {
    const { store, mode } = this.#options
    if (!url.pathname.startsWith(`${API}/`)) throw notFound()
    const segments = url.pathname
      .slice(API.length + 1)
      .split('/')
      .map(decodeURIComponent)
    const [collectionsWord, collection, itemsWord, item, assetsWord, id, uploadsWord, ...rest] = segments
    if (
      collectionsWord !== 'collections' ||
      collection === undefined ||
      itemsWord !== 'items' ||
      item === undefined ||
      assetsWord !== 'assets'
    ) {
      throw notFound()
    }
    const writing = req.method !== 'GET' && req.method !== 'HEAD'
    if (id === undefined || id === '') {
      if (req.method === 'GET') {
        const assets = store.itemAssets(collection, item)
        const list = [...assets.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([asset, record]) => this.#represent({ collection, item, asset }, record))
        return { status: 200, body: { assets: list, links: [] } }
      }
      if (writing) await this.#requireAuth(req)
      if (req.method === 'POST' && mode === 'described') {
        const { id: created, record } = store.postAssetDescribed(collection, item, await jsonBody(req))
        const ref = { collection, item, asset: created }
        return { status: 201, body: this.#represent(ref, record), headers: { Location: this.#assetUrl(ref) } }
      }
      throw apiError(405, `Method "${req.method}" not allowed.`)
    }
    const ref: AssetRef = { collection, item, asset: id }
    if (uploadsWord === 'uploads') return this.#uploads(req, url, ref, rest)
    if (uploadsWord !== undefined) throw notFound()
    const assets = store.itemAssets(collection, item)
    if (req.method === 'GET' || req.method === 'HEAD') {
      const record = assets.get(id)
      if (record === undefined) throw notFound()
      const etag = store.etagOf(record)
      if (req.headers['if-none-match'] === etag) return { status: 304, headers: { ETag: etag } }
      return { status: 200, body: this.#represent(ref, record), headers: { ETag: etag } }
    }
    await this.#requireAuth(req)
    if (req.method === 'PUT' && mode === 'deployed') {
      const body = await jsonBody(req)
      const { created, record } = store.putAsset(ref, body, conditionsOf(req))
      return {
        status: created ? 201 : 200,
        body: this.#represent(ref, record),
        headers: { Location: this.#assetUrl(ref), ETag: store.etagOf(record) },
      }
    }
    if (req.method === 'PATCH' && mode === 'deployed') {
      const body = await jsonBody(req)
      const record = store.patchAsset(ref, body, conditionsOf(req))
      return { status: 200, body: this.#represent(ref, record), headers: { ETag: store.etagOf(record) } }
    }
    if (req.method === 'DELETE' && mode === 'deployed') {
      store.deleteAsset(ref, conditionsOf(req))
      return { status: 200, body: { code: 200, description: `${id} successfully deleted` } }
    }
    throw apiError(405, `Method "${req.method}" not allowed.`)
  }
}
