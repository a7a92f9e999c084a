/**
 * A fake of the catalog over real sockets that enforces the deployed service's rules
 * (geoadmin/service-stac, see shared/spec/catalog-api.md): PUT upsert with only writable
 * fields, 405 on POST, read-only checksum, id and media type rules, ETags, the multipart upload
 * API, and an S3-like storage on another origin that checks presigned URLs and Content-MD5.
 * Bearer tokens are verified against the identity provider's JWKS. In 'described' mode it is a
 * server that implements only the published description (POST with checksum, no uploads).
 * Uploaded parts are streamed to files on disk, never held in memory.
 */
import { createHash, createHmac, createPublicKey, randomUUID, verify, type KeyObject } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile as readFileFs, rm, unlink, writeFile as writeFileFs } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serviceExtensionMatches, serviceKnowsExtension, serviceMediaType } from './service-media-types.ts'

export type CatalogMode = 'deployed' | 'described'
/**
 * 'reset': close the connection without handling the request; 'drop': handle it, then close the
 * connection instead of answering (the answer is lost); a status: answer that instead of handling;
 * a delay: wait, then handle.
 */
export type FaultAction =
  | 'reset'
  | 'drop'
  | { readonly status: number; readonly body?: string; readonly headers?: Readonly<Record<string, string>> }
  | { readonly delayMs: number }

export interface RecordedRequest {
  readonly target: 'api' | 'storage'
  readonly method: string
  readonly path: string
  readonly status: number
  readonly authorization: string | undefined
  readonly contentMd5: string | undefined
  readonly bytes: number
}

export interface StoredFile {
  readonly parts: readonly string[]
  readonly size: number
  readonly checksum: string
  readonly contentEncoding?: 'gzip' | 'br'
}

export interface UploadView {
  readonly uploadId: string
  readonly status: 'in-progress' | 'completed' | 'aborted'
}

export interface StoredAsset {
  readonly id: string
  readonly fields: Readonly<Record<string, unknown>>
  readonly file?: StoredFile
  readonly etag: string
}

export interface FakeCatalogOptions {
  readonly mode?: CatalogMode
  readonly jwksUrl?: string
  readonly issuer?: string
  readonly staticTokens?: readonly string[]
  readonly items: Readonly<Record<string, readonly string[]>>
  readonly externalAssets?: boolean
  readonly dataDir?: string
  readonly minPartSize?: number
  /** Lifetime of presigned URLs; a function is asked at every upload created. */
  readonly urlExpiresSeconds?: number | (() => number)
  readonly now?: () => number
  readonly fault?: (request: FaultRequest) => FaultAction | undefined
}

export interface FaultRequest {
  readonly target: 'api' | 'storage'
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
}

export interface FakeCatalog {
  readonly origin: string
  readonly storageOrigin: string
  readonly requests: RecordedRequest[]
  writes(): number
  assets(collection: string, item: string): StoredAsset[]
  asset(collection: string, item: string, id: string): StoredAsset | undefined
  readFile(collection: string, item: string, id: string): Promise<Buffer>
  seedAsset(collection: string, item: string, fields: Record<string, unknown>, file?: Buffer): Promise<void>
  startUpload(collection: string, item: string, id: string): string
  uploads(collection: string, item: string, id: string): UploadView[]
  clearRequests(): void
  close(): Promise<void>
}

const WRITABLE = new Set(['id', 'title', 'type', 'href', 'description', 'roles', 'gsd', 'geoadmin:lang', 'geoadmin:variant', 'proj:epsg'])
const READ_ONLY = new Set(['file:checksum', 'created', 'updated'])
const ID_PATTERN = /^[0-9a-z-_.]+$/
const CHECKSUM_PATTERN = /^1220[0-9a-f]{64}$/
const API = '/api/stac/v1'

interface AssetRecord {
  fields: Record<string, unknown>
  created: string
  updated: string
  file: StoredFile | undefined
  version: number
}

interface Upload {
  readonly id: string
  readonly key: string
  status: 'in-progress' | 'completed' | 'aborted'
  readonly numberParts: number
  readonly md5: ReadonlyMap<number, string>
  readonly checksum: string
  readonly contentEncoding: 'gzip' | 'br' | undefined
  readonly created: string
  readonly expires: number
  readonly parts: Map<number, { path: string; size: number; etag: string }>
}

class HttpError extends Error {
  readonly status: number
  readonly body: unknown
  readonly headers: Record<string, string>
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

const apiError = (status: number, description: unknown, extra: Record<string, unknown> = {}) =>
  new HttpError(status, { code: status, description, ...extra })
const s3Error = (status: number, code: string, message: string) =>
  new HttpError(status, `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    'Content-Type': 'application/xml',
  })
const NOT_FOUND = () => apiError(404, 'Not found.')

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    res.writeHead(status, headers).end()
  } else if (typeof body === 'string') {
    res.writeHead(status, { 'Content-Type': 'text/plain', ...headers }).end(body)
  } else {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body))
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function validateFields(body: Record<string, unknown>, externalAssets: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (typeof body.type !== 'string' || body.type.trim() === '') add('type', 'This field is required.')
  else if (serviceMediaType(body.type) === undefined) add('type', `Invalid media type "${body.type}"`)
  for (const field of ['title', 'description'] as const) {
    const value = body[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') add(field, 'Not a valid string.')
    else if (value.trim() === '') add(field, 'This field may not be blank.')
    else if (field === 'title' && value.length > 255) add(field, 'Ensure this field has no more than 255 characters.')
  }
  const epsg = body['proj:epsg']
  if (epsg !== undefined && epsg !== null && !Number.isInteger(epsg)) add('proj:epsg', 'A valid integer is required.')
  const lang = body['geoadmin:lang']
  if (lang !== undefined && lang !== null && !(typeof lang === 'string' && ['de', 'it', 'fr', 'rm', 'en'].includes(lang)))
    add('geoadmin:lang', `${JSON.stringify(lang)} is not a valid choice.`)
  const variant = body['geoadmin:variant']
  if (
    variant !== undefined &&
    variant !== null &&
    (typeof variant !== 'string' || variant.length > 25 || !/^([a-zA-Z0-9]+\s)*[a-zA-Z0-9]+$/.test(variant))
  ) {
    add('geoadmin:variant', `Invalid geoadmin:variant ${JSON.stringify(variant)}, special characters beside one space are not allowed`)
  }
  const roles = body.roles
  if (roles !== undefined && roles !== null && (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')))
    add('roles', 'Expected a list of items.')
  const gsd = body.gsd
  if (gsd !== undefined && gsd !== null && typeof gsd !== 'number') add('gsd', 'A valid number is required.')
  if (body.href !== undefined && !externalAssets) add('href', 'Found read-only property in payload')
  return errors
}

/** Fields are validated before this is used: the type is one the service accepts. */
const normalizedType = (type: unknown): string => serviceMediaType(String(type)) ?? String(type)

function validateId(id: string, type: unknown): Record<string, string[]> {
  if (id.length === 0 || id.length > 255 || !ID_PATTERN.test(id)) {
    return { id: ["Invalid id, only the following characters are allowed: 0-9, a-z, A-Z, '-', '_' and '.'"] }
  }
  const ext = id.split('.').pop() ?? ''
  if (!serviceKnowsExtension(id)) return { id: [`Invalid id extension '.${ext}', id must have a valid file extension`] }
  const normalized = typeof type === 'string' ? serviceMediaType(type) : undefined
  if (normalized !== undefined && !serviceExtensionMatches(id, normalized)) {
    return { non_field_errors: [`Invalid id extension '.${ext}', id must match its media type ${normalized}`] }
  }
  return {}
}

export async function startFakeCatalog(options: FakeCatalogOptions): Promise<FakeCatalog> {
  const mode = options.mode ?? 'deployed'
  const now = options.now ?? Date.now
  const minPartSize = options.minPartSize ?? 5 * 1024 * 1024
  const expiresSeconds = (): number => {
    const setting = options.urlExpiresSeconds ?? 3600
    return typeof setting === 'function' ? setting() : setting
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'fake-catalog-')))
  const signingKey = randomUUID()
  const requests: RecordedRequest[] = []
  const items = new Map<string, Map<string, AssetRecord>>()
  for (const [collection, ids] of Object.entries(options.items)) for (const item of ids) items.set(`${collection}/${item}`, new Map())
  const uploads = new Map<string, Upload>()
  let keys: Map<string, KeyObject> | undefined
  let origin = ''
  let storageOrigin = ''

  const iso = () => new Date(now()).toISOString()
  const etagOf = (record: AssetRecord) => `"${createHash('md5').update(`${record.version}:${record.updated}`).digest('hex')}"`

  async function verifyToken(header: string | undefined): Promise<boolean> {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1]
    if (token === undefined) return false
    if (options.staticTokens?.includes(token)) return true
    if (options.jwksUrl === undefined) return false
    const [head, payload, signature] = token.split('.')
    if (head === undefined || payload === undefined || signature === undefined) return false
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; kid?: string }
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number; iss?: string; token_use?: string }
      if (header.alg !== 'RS256') return false
      if (keys === undefined) {
        const jwks = (await (await fetch(options.jwksUrl)).json()) as { keys: Array<{ kid: string }> }
        keys = new Map(jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]))
      }
      const key = keys.get(header.kid ?? '')
      if (key === undefined) return false
      if (!verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))) return false
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return false
      if (options.issuer !== undefined && claims.iss !== options.issuer) return false
      return claims.token_use === 'access'
    } catch {
      return false
    }
  }

  async function requireAuth(req: IncomingMessage): Promise<void> {
    if (!(await verifyToken(req.headers.authorization))) {
      throw apiError(401, 'Authentication credentials were not provided.', {})
    }
  }

  const itemOf = (collection: string, item: string) => {
    const found = items.get(`${collection}/${item}`)
    if (found === undefined) throw NOT_FOUND()
    return found
  }

  function represent(collection: string, item: string, id: string, record: AssetRecord): Record<string, unknown> {
    const out: Record<string, unknown> = { id }
    // As the service shows an asset: null fields and empty lists left out.
    for (const [key, value] of Object.entries(record.fields)) {
      if (key !== 'id' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value
    }
    if (record.file !== undefined) out['file:checksum'] = record.file.checksum
    else if (record.fields['file:checksum'] !== undefined) out['file:checksum'] = record.fields['file:checksum']
    out.href ??= `${storageOrigin}/${collection}/${item}/${id}`
    out.created = record.created
    out.updated = record.updated
    out.links = [{ rel: 'self', href: `${origin}${API}/collections/${collection}/items/${item}/assets/${id}` }]
    return out
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

  function checkPreconditions(req: IncomingMessage, record: AssetRecord | undefined): void {
    const ifMatch = req.headers['if-match']
    if (
      ifMatch !== undefined &&
      (record === undefined ||
        (ifMatch !== '*' &&
          !ifMatch
            .split(',')
            .map((t) => t.trim())
            .includes(etagOf(record))))
    ) {
      throw new HttpError(412, undefined)
    }
    if (req.headers['if-none-match'] === '*' && record !== undefined) throw new HttpError(412, undefined)
  }

  async function putAsset(
    req: IncomingMessage,
    collection: string,
    item: string,
    id: string,
  ): Promise<[number, unknown, Record<string, string>]> {
    const assets = itemOf(collection, item)
    const body = await jsonBody(req)
    const errors: Record<string, string[]> = {}
    for (const key of Object.keys(body)) {
      if (READ_ONLY.has(key)) (errors[key] ??= []).push('Found read-only property in payload')
      else if (!WRITABLE.has(key)) (errors[key] ??= []).push('Unexpected property in payload')
    }
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    if (body.id !== undefined && body.id !== id) throw apiError(400, { id: ['Renaming is not allowed'] })
    const fieldErrors = { ...validateFields(body, options.externalAssets === true), ...validateId(id, body.type) }
    if (Object.keys(fieldErrors).length > 0) throw apiError(400, fieldErrors)
    const existing = assets.get(id)
    checkPreconditions(req, existing)
    const type = normalizedType(body.type)
    if (existing !== undefined && existing.fields.type !== type) {
      throw apiError(400, { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] })
    }
    // An upsert updates the fields sent and keeps the others (update_or_create with the sent
    // fields as defaults): clearing a field takes an explicit null.
    const fields: Record<string, unknown> = { ...existing?.fields, ...body, id, type }
    const record: AssetRecord = existing ?? { fields, created: iso(), updated: iso(), file: undefined, version: 0 }
    record.fields = fields
    record.updated = iso()
    record.version++
    // The deployed service resets the file of a non-external asset on every PUT (file_size = 0).
    record.file = undefined
    assets.set(id, record)
    const location = `${origin}${API}/collections/${collection}/items/${item}/assets/${id}`
    return [existing === undefined ? 201 : 200, represent(collection, item, id, record), { Location: location, ETag: etagOf(record) }]
  }

  async function patchAsset(
    req: IncomingMessage,
    collection: string,
    item: string,
    id: string,
  ): Promise<[number, unknown, Record<string, string>]> {
    const assets = itemOf(collection, item)
    const existing = assets.get(id)
    if (existing === undefined) throw NOT_FOUND()
    const body = await jsonBody(req)
    checkPreconditions(req, existing)
    const errors: Record<string, string[]> = {}
    for (const key of Object.keys(body)) {
      if (READ_ONLY.has(key)) (errors[key] ??= []).push('Found read-only property in payload')
      else if (!WRITABLE.has(key)) (errors[key] ??= []).push('Unexpected property in payload')
    }
    if (body.id !== undefined && body.id !== id) errors.id = ['Renaming is not allowed']
    const merged = { ...existing.fields, ...body }
    Object.assign(errors, validateFields(merged, options.externalAssets === true))
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    if (body.type !== undefined && normalizedType(body.type) !== existing.fields.type) {
      throw apiError(400, { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] })
    }
    // A partial update keeps the file (ModelSerializer.update does not touch file_size).
    existing.fields = { ...merged, type: existing.fields.type }
    existing.updated = iso()
    existing.version++
    return [200, represent(collection, item, id, existing), { ETag: etagOf(existing) }]
  }

  async function postAssetDescribed(
    req: IncomingMessage,
    collection: string,
    item: string,
  ): Promise<[number, unknown, Record<string, string>]> {
    const assets = itemOf(collection, item)
    const body = await jsonBody(req)
    const allowed = new Set([...WRITABLE, 'item', 'file:checksum'])
    const errors: Record<string, string[]> = {}
    for (const key of Object.keys(body)) if (!allowed.has(key)) errors[key] = ['Unexpected property in payload']
    if (typeof body.id !== 'string') errors.id = ['This field is required.']
    if (body.item !== undefined && body.item !== item) errors.item = ['Does not match the item in the path']
    if (
      body['file:checksum'] !== undefined &&
      (typeof body['file:checksum'] !== 'string' || !CHECKSUM_PATTERN.test(body['file:checksum']))
    ) {
      errors['file:checksum'] = ['Invalid multihash']
    }
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    const id = String(body.id)
    const fieldErrors = { ...validateFields(body, options.externalAssets === true), ...validateId(id, body.type) }
    if (Object.keys(fieldErrors).length > 0) throw apiError(400, fieldErrors)
    if (assets.has(id)) throw apiError(409, `Asset ${id} already exists`)
    const fields: Record<string, unknown> = { ...body, type: normalizedType(body.type) }
    delete fields.item
    const record: AssetRecord = { fields, created: iso(), updated: iso(), file: undefined, version: 1 }
    assets.set(id, record)
    return [
      201,
      represent(collection, item, id, record),
      { Location: `${origin}${API}/collections/${collection}/items/${item}/assets/${id}` },
    ]
  }

  const uploadBody = (upload: Upload, withUrls: boolean) => ({
    upload_id: upload.id,
    status: upload.status,
    created: upload.created,
    'file:checksum': upload.checksum,
    number_parts: upload.numberParts,
    md5_parts: [...upload.md5].map(([part_number, md5]) => ({ part_number, md5 })),
    ...(upload.contentEncoding === undefined ? {} : { content_encoding: upload.contentEncoding }),
    ...(withUrls && upload.status === 'in-progress'
      ? {
          urls: [...upload.md5].map(([part, md5]) => {
            const signature = createHmac('sha256', signingKey).update(`${upload.id}/${part}/${upload.expires}/${md5}`).digest('hex')
            return {
              url: `${storageOrigin}/upload/${upload.id}/${part}?X-Amz-Expires=${upload.expires}&X-Amz-Signature=${signature}`,
              part,
              expires: new Date(upload.expires * 1000).toISOString(),
            }
          }),
        }
      : {}),
  })

  function createUpload(key: string, body: Record<string, unknown>): Upload {
    const inProgress = [...uploads.values()].find((upload) => upload.key === key && upload.status === 'in-progress')
    if (inProgress !== undefined) throw apiError(409, 'Upload already in progress', { upload_id: inProgress.id })
    const errors: Record<string, string[]> = {}
    const count = body.number_parts
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 100)
      errors.number_parts = ['Ensure this value is between 1 and 100.']
    const md5Parts = Array.isArray(body.md5_parts) ? (body.md5_parts as Array<{ part_number?: unknown; md5?: unknown }>) : undefined
    const md5 = new Map<number, string>()
    for (const part of md5Parts ?? [])
      if (typeof part.part_number === 'number' && typeof part.md5 === 'string') md5.set(part.part_number, part.md5)
    if (md5Parts === undefined || md5.size !== count || [...md5.keys()].some((n) => n < 1 || n > count)) {
      errors.md5_parts = ['Missing, duplicate or out of range part_number']
    }
    const checksum = body['file:checksum']
    if (typeof checksum !== 'string' || !CHECKSUM_PATTERN.test(checksum))
      errors['file:checksum'] = ['Invalid multihash value; must be in hex format']
    const encoding = body.content_encoding
    if (encoding !== undefined && encoding !== 'gzip' && encoding !== 'br')
      errors.content_encoding = [`Invalid encoding ${JSON.stringify(encoding)}: must be one of "br, gzip"`]
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    const upload: Upload = {
      id: randomUUID().replaceAll('-', ''),
      key,
      status: 'in-progress',
      numberParts: count as number,
      md5,
      checksum: checksum as string,
      contentEncoding: encoding as 'gzip' | 'br' | undefined,
      created: iso(),
      expires: Math.floor(now() / 1000) + expiresSeconds(),
      parts: new Map(),
    }
    uploads.set(upload.id, upload)
    return upload
  }

  async function dropParts(upload: Upload): Promise<void> {
    await Promise.all([...upload.parts.values()].map((part) => unlink(part.path).catch(() => undefined)))
    upload.parts.clear()
  }

  async function handleUploads(
    req: IncomingMessage,
    collection: string,
    item: string,
    id: string,
    rest: string[],
  ): Promise<[number, unknown, Record<string, string>?]> {
    if (mode === 'described') throw NOT_FOUND()
    const assets = itemOf(collection, item)
    const record = assets.get(id)
    if (record === undefined) throw NOT_FOUND()
    const key = `${collection}/${item}/${id}`
    const [uploadId, action] = rest
    if (uploadId === undefined) {
      if (req.method === 'GET') {
        const status = new URL(req.url ?? '/', origin).searchParams.get('status')
        const list = [...uploads.values()].filter((u) => u.key === key && (status === null || u.status === status))
        return [200, { uploads: list.map((u) => uploadBody(u, false)), links: [] }]
      }
      if (req.method !== 'POST') throw apiError(405, `Method "${req.method}" not allowed.`)
      await requireAuth(req)
      const upload = createUpload(key, await jsonBody(req))
      return [201, uploadBody(upload, true), { Location: `${origin}${req.url}/${upload.id}` }]
    }
    const upload = uploads.get(uploadId)
    if (upload === undefined || upload.key !== key) throw NOT_FOUND()
    if (action === undefined && req.method === 'GET') return [200, uploadBody(upload, true)]
    if (action === 'parts' && req.method === 'GET') {
      return [200, { parts: [...upload.parts].map(([part_number, p]) => ({ part_number, etag: p.etag, size: p.size })), links: [] }]
    }
    if (req.method !== 'POST' || (action !== 'complete' && action !== 'abort')) throw NOT_FOUND()
    await requireAuth(req)
    const body = await jsonBody(req)
    if (action === 'abort') {
      if (upload.status !== 'in-progress') throw apiError(409, 'No upload in progress')
      upload.status = 'aborted'
      await dropParts(upload)
      return [200, uploadBody(upload, false)]
    }
    const parts = body.parts
    if (!Array.isArray(parts)) throw apiError(400, { parts: ['Missing required field'] })
    if (parts.length > upload.numberParts) throw apiError(400, { parts: ['Too many parts'] })
    if (parts.length < upload.numberParts) throw apiError(400, { parts: ['Too few parts'] })
    if (upload.status !== 'in-progress') throw apiError(409, 'No upload in progress')
    const ordered: Array<{ path: string; size: number }> = []
    for (let n = 1; n <= upload.numberParts; n++) {
      const given = (parts as Array<{ part_number?: unknown; etag?: unknown }>).find((p) => p.part_number === n)
      const stored = upload.parts.get(n)
      if (given === undefined || stored === undefined || given.etag !== stored.etag) {
        throw apiError(400, { parts: [`InvalidPart: part ${n} was not uploaded or its ETag does not match`] })
      }
      if (n < upload.numberParts && stored.size < minPartSize) {
        throw apiError(400, {
          parts: [`EntityTooSmall: part ${n} is ${stored.size} bytes; parts but the last must be at least ${minPartSize} bytes`],
        })
      }
      ordered.push(stored)
    }
    upload.status = 'completed'
    record.file = {
      parts: ordered.map((p) => p.path),
      size: ordered.reduce((sum, p) => sum + p.size, 0),
      checksum: upload.checksum,
      ...(upload.contentEncoding === undefined ? {} : { contentEncoding: upload.contentEncoding }),
    }
    record.updated = iso()
    record.version++
    return [200, uploadBody(upload, false)]
  }

  async function handleApi(req: IncomingMessage, url: URL): Promise<[number, unknown, Record<string, string>?]> {
    if (!url.pathname.startsWith(`${API}/`)) throw NOT_FOUND()
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
      throw NOT_FOUND()
    }
    const writing = req.method !== 'GET' && req.method !== 'HEAD'
    if (id === undefined || id === '') {
      if (req.method === 'GET') {
        const assets = itemOf(collection, item)
        const list = [...assets.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([assetId, record]) => represent(collection, item, assetId, record))
        return [200, { assets: list, links: [] }]
      }
      if (writing) await requireAuth(req)
      if (req.method === 'POST' && mode === 'described') return postAssetDescribed(req, collection, item)
      throw apiError(405, `Method "${req.method}" not allowed.`)
    }
    if (uploadsWord === 'uploads') return handleUploads(req, collection, item, id, rest)
    if (uploadsWord !== undefined) throw NOT_FOUND()
    const assets = itemOf(collection, item)
    if (req.method === 'GET' || req.method === 'HEAD') {
      const record = assets.get(id)
      if (record === undefined) throw NOT_FOUND()
      const etag = etagOf(record)
      if (req.headers['if-none-match'] === etag) return [304, undefined, { ETag: etag }]
      return [200, represent(collection, item, id, record), { ETag: etag }]
    }
    await requireAuth(req)
    if (req.method === 'PUT' && mode === 'deployed') return putAsset(req, collection, item, id)
    if (req.method === 'PATCH' && mode === 'deployed') return patchAsset(req, collection, item, id)
    if (req.method === 'DELETE' && mode === 'deployed') {
      const record = assets.get(id)
      if (record === undefined) throw NOT_FOUND()
      checkPreconditions(req, record)
      const key = `${collection}/${item}/${id}`
      if ([...uploads.values()].some((upload) => upload.key === key && upload.status === 'in-progress')) {
        throw apiError(400, [`Asset ${id} has still an upload in progress`])
      }
      assets.delete(id)
      return [200, { code: 200, description: `${id} successfully deleted` }]
    }
    throw apiError(405, `Method "${req.method}" not allowed.`)
  }

  async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
    if (req.method === 'GET' && segments.length === 3) {
      const [collection, item, id] = segments as [string, string, string]
      const file = items.get(`${collection}/${item}`)?.get(id)?.file
      if (file === undefined) throw s3Error(404, 'NoSuchKey', 'The specified key does not exist.')
      res.writeHead(200, {
        'Content-Length': String(file.size),
        ...(file.contentEncoding === undefined ? {} : { 'Content-Encoding': file.contentEncoding }),
      })
      for (const part of file.parts) await pipeline(createReadStream(part), res, { end: false })
      res.end()
      return 200
    }
    if (req.method !== 'PUT' || segments[0] !== 'upload' || segments.length !== 3)
      throw s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed')
    const upload = uploads.get(segments[1] ?? '')
    const part = Number(segments[2])
    const expires = Number(url.searchParams.get('X-Amz-Expires'))
    const declared = upload?.md5.get(part)
    const md5Header = typeof req.headers['content-md5'] === 'string' ? req.headers['content-md5'] : undefined
    if (upload === undefined || declared === undefined) throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
    const expected = createHmac('sha256', signingKey)
      .update(`${upload.id}/${part}/${expires}/${md5Header ?? ''}`)
      .digest('hex')
    if (md5Header === undefined || url.searchParams.get('X-Amz-Signature') !== expected) {
      throw s3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    }
    if (expires * 1000 <= now()) throw s3Error(403, 'AccessDenied', 'Request has expired')
    if (upload.status !== 'in-progress') throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
    const file = path.join(dataDir, `${upload.id}.${part}.${randomUUID()}`)
    const hash = createHash('md5')
    let size = 0
    await pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk)
          size += chunk.length
          yield chunk
        }
      },
      createWriteStream(file),
    )
    const md5 = hash.digest()
    if (md5.toString('base64') !== md5Header) {
      await unlink(file)
      throw s3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.')
    }
    const previous = upload.parts.get(part)
    if (previous !== undefined) await unlink(previous.path).catch(() => undefined)
    const etag = `"${md5.toString('hex')}"`
    upload.parts.set(part, { path: file, size, etag })
    res.writeHead(200, { ETag: etag }).end()
    return 200
  }

  function serve(target: 'api' | 'storage'): Server {
    return createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const record = (status: number, bytes: number) =>
        requests.push({
          target,
          method: req.method ?? '',
          path: url.pathname,
          status,
          authorization: req.headers.authorization,
          contentMd5: req.headers['content-md5'] as string | undefined,
          bytes,
        })
      void (async () => {
        const fault = options.fault?.({ target, method: req.method ?? '', path: url.pathname, headers: req.headers })
        if (fault === 'reset') {
          record(0, 0)
          req.socket.destroy()
          return
        }
        if (fault !== undefined && fault !== 'drop' && 'status' in fault) {
          await readBody(req)
          record(fault.status, 0)
          send(res, fault.status, fault.body ?? { code: fault.status, description: 'Injected fault' }, fault.headers ?? {})
          return
        }
        if (fault === 'drop') {
          // Everything is done as usual; only the answer never arrives.
          res.writeHead = () => res
          res.end = () => {
            req.socket.destroy()
            return res
          }
        } else if (fault !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
        }
        const bytes = Number(req.headers['content-length'] ?? 0)
        try {
          if (target === 'storage') {
            record(await handleStorage(req, res, url), bytes)
            return
          }
          const [status, body, headers] = await handleApi(req, url)
          record(status, bytes)
          send(res, status, req.method === 'HEAD' ? undefined : body, headers ?? {})
        } catch (error) {
          if (!req.complete) await readBody(req).catch(() => undefined)
          const failure = error instanceof HttpError ? error : apiError(500, String(error))
          const headers = failure.status === 401 ? { 'WWW-Authenticate': 'Bearer', ...failure.headers } : failure.headers
          record(failure.status, bytes)
          if (!res.headersSent) send(res, failure.status, failure.body, headers)
          else res.destroy()
        }
      })()
    })
  }

  const apiServer = serve('api')
  const storageServer = serve('storage')
  origin = await listen(apiServer)
  storageOrigin = await listen(storageServer)

  const view = (id: string, record: AssetRecord): StoredAsset => ({
    id,
    fields: { ...record.fields },
    ...(record.file === undefined ? {} : { file: record.file }),
    etag: etagOf(record),
  })

  async function readStored(file: StoredFile): Promise<Buffer> {
    const bytes = Buffer.concat(await Promise.all(file.parts.map((part) => readFileFs(part))))
    if (file.contentEncoding === 'gzip') return gunzipSync(bytes)
    if (file.contentEncoding === 'br') return brotliDecompressSync(bytes)
    return bytes
  }

  return {
    origin,
    storageOrigin,
    requests,
    writes: () => requests.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method)).length,
    assets: (collection, item) =>
      [...(items.get(`${collection}/${item}`) ?? new Map<string, AssetRecord>())].map(([id, record]) => view(id, record)),
    asset(collection, item, id) {
      const record = items.get(`${collection}/${item}`)?.get(id)
      return record === undefined ? undefined : view(id, record)
    },
    async readFile(collection, item, id) {
      const file = items.get(`${collection}/${item}`)?.get(id)?.file
      if (file === undefined) throw new Error(`asset ${collection}/${item}/${id} has no file`)
      return readStored(file)
    },
    async seedAsset(collection, item, fields, file) {
      const assets = itemOf(collection, item)
      const id = String(fields.id)
      const record: AssetRecord = {
        fields: { ...fields, type: normalizedType(fields.type) },
        created: iso(),
        updated: iso(),
        file: undefined,
        version: 1,
      }
      if (file !== undefined) {
        const stored = path.join(dataDir, `seed.${randomUUID()}`)
        await writeFileFs(stored, file)
        record.file = { parts: [stored], size: file.length, checksum: `1220${createHash('sha256').update(file).digest('hex')}` }
      }
      assets.set(id, record)
    },
    startUpload(collection, item, id) {
      if (itemOf(collection, item).get(id) === undefined) throw new Error(`no asset ${id} to start an upload for`)
      const upload = createUpload(`${collection}/${item}/${id}`, {
        number_parts: 1,
        md5_parts: [{ part_number: 1, md5: '1B2M2Y8AsgTpgAmY7PhCfg==' }],
        'file:checksum': `1220${'0'.repeat(64)}`,
      })
      return upload.id
    },
    uploads: (collection, item, id) =>
      [...uploads.values()].filter((u) => u.key === `${collection}/${item}/${id}`).map((u) => ({ uploadId: u.id, status: u.status })),
    clearRequests: () => void requests.splice(0),
    async close() {
      apiServer.closeAllConnections()
      storageServer.closeAllConnections()
      await Promise.all([new Promise((resolve) => apiServer.close(resolve)), new Promise((resolve) => storageServer.close(resolve))])
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
