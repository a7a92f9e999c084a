/**
 * The catalog's API over HTTP: URL and method → the service's operation (service.ts) → status, body
 * and headers, as the deployed service answers (or a server of the published description: see
 * ServerVariant). What is HTTP's stays here: paths, methods, headers, query parameters, cursors and
 * links, bodies as the service's framework reads them. The gateway in front checks the token of
 * every write first; reads need none.
 */
import type { IncomingMessage } from 'node:http'
import { apiError, DEADLOCK_DESCRIPTION, notFound } from './errors.ts'
import { integer } from './fields.ts'
import { filterOf } from './filters.ts'
import * as represent from './represent.ts'
import { API, type Urls } from './represent.ts'
import { notAllowed, type CatalogService, type Cursor, type Write } from './service.ts'
import type { AssetRef, Conditions, Owner } from './store.ts'
import type { TokenVerifier } from './tokens.ts'

export interface Answer {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

export interface RoutesOptions {
  readonly service: CatalogService
  readonly tokens: TokenVerifier
  readonly urls: Urls
  /** Share (0..1) of the writes that meet another write in their collection and answer the deadlock 500 instead. */
  readonly deadlockRate: number
  /** Draws for deadlocks: seeded, so that a pattern can be replayed. */
  readonly random: () => number
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** request.data as the service's framework reads it: no body (or no Content-Type) is {}, JSON is parsed, anything else is 415. */
async function requestData(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req)
  const type = req.headers['content-type']
  if (raw.length === 0 || type === undefined) return {}
  if (!type.toLowerCase().startsWith('application/json')) throw apiError(415, `Unsupported media type "${type}" in request.`)
  try {
    return JSON.parse(raw.toString()) as unknown
  } catch (error) {
    throw apiError(400, `JSON parse error - ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * The service's cache middleware, for reads only: ten minutes, public, for every answer below 500
 * (a 404 too); ten seconds for its own errors; never for 502, 503, 504, 507. A shared cache in
 * front of the API may therefore answer a read with what it was ten minutes ago.
 */
export function cacheHeaders(method: string | undefined, status: number, now: number): Record<string, string> {
  if (method !== 'GET' && method !== 'HEAD') return {}
  const expires = (seconds: number) => new Date(now + seconds * 1000).toUTCString()
  if ([502, 503, 504, 507].includes(status)) {
    return { 'Cache-Control': 'max-age=0, no-cache, no-store, must-revalidate, private', Expires: expires(0) }
  }
  if (status >= 500) return { 'Cache-Control': 'max-age=10, public', Expires: expires(10) }
  return { 'Cache-Control': 'max-age=600, public', Expires: expires(600) }
}

/** Django's parse_etags: `*`, or the valid quoted tags of a list (invalid ones dropped). */
const etagsOf = (header: string): string[] =>
  header.trim() === '*'
    ? ['*']
    : header
        .split(',')
        .map((tag) => /^((?:W\/)?"[^"]*")$/.exec(tag.trim())?.[1])
        .filter((tag) => tag !== undefined)

/**
 * A read's preconditions as the service's `@etag` (Django's condition decorator) answers them on
 * GET and HEAD: If-Match that does not strongly match the tag is 412 (an empty HTML page), then an
 * If-None-Match that weakly matches it is 304 with the tag.
 */
function conditionalRead(req: IncomingMessage, etag: string): Answer | undefined {
  const ifMatch = req.headers['if-match']
  if (ifMatch !== undefined) {
    const tags = etagsOf(ifMatch)
    const passes = tags.length === 1 && tags[0] === '*' ? true : !etag.startsWith('W/') && tags.includes(etag)
    if (!passes) return { status: 412, body: '', headers: { 'Content-Type': 'text/html; charset=utf-8' } }
  }
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    const tags = etagsOf(ifNoneMatch)
    const weak = (tag: string) => tag.replace(/^W\//, '')
    const matches = tags.length === 1 && tags[0] === '*' ? true : tags.some((tag) => weak(tag) === weak(etag))
    if (matches) return { status: 304, headers: { ETag: etag } }
  }
  return undefined
}

const conditionsOf = (req: IncomingMessage): Conditions => ({ ifMatch: req.headers['if-match'], ifNoneMatch: req.headers['if-none-match'] })
const writeOf = (req: IncomingMessage): Write => ({ conditions: conditionsOf(req), body: () => requestData(req) })
const method = (req: IncomingMessage): string => req.method ?? ''

/** What a path names. */
type Route =
  | { readonly kind: 'collection'; readonly owner: Owner }
  | { readonly kind: 'items'; readonly owner: Owner }
  | { readonly kind: 'item'; readonly owner: Owner & { readonly item: string } }
  | { readonly kind: 'assets'; readonly owner: Owner }
  | { readonly kind: 'asset'; readonly ref: AssetRef }
  | { readonly kind: 'uploads'; readonly ref: AssetRef }
  | {
      readonly kind: 'upload'
      readonly ref: AssetRef
      readonly uploadId: string
      readonly action: 'parts' | 'complete' | 'abort' | undefined
    }

function routeOf(pathname: string): Route {
  if (!pathname.startsWith(`${API}/`)) throw notFound()
  const segments = pathname
    .slice(API.length + 1)
    .split('/')
    .map(decodeURIComponent)
  if (segments.some((segment) => segment === '')) throw notFound()
  const [collectionsWord, collection, ...rest] = segments
  if (collectionsWord !== 'collections' || collection === undefined) throw notFound()
  let owner: Owner
  let tail: string[]
  if (rest.length === 0) return { kind: 'collection', owner: { collection } }
  if (rest[0] === 'items' && rest.length === 1) return { kind: 'items', owner: { collection } }
  if (rest[0] === 'items' && rest[1] !== undefined && rest.length === 2) return { kind: 'item', owner: { collection, item: rest[1] } }
  if (rest[0] === 'items' && rest[1] !== undefined && rest[2] === 'assets') {
    owner = { collection, item: rest[1] }
    tail = rest.slice(3)
  } else if (rest[0] === 'assets') {
    owner = { collection }
    tail = rest.slice(1)
  } else throw notFound()
  const [asset, uploadsWord, uploadId, action, ...beyond] = tail
  if (asset === undefined) return { kind: 'assets', owner }
  const ref: AssetRef = { ...owner, asset }
  if (uploadsWord === undefined) return { kind: 'asset', ref }
  if (uploadsWord !== 'uploads' || beyond.length > 0) throw notFound()
  if (uploadId === undefined) return { kind: 'uploads', ref }
  if (action !== undefined && action !== 'parts' && action !== 'complete' && action !== 'abort') throw notFound()
  return { kind: 'upload', ref, uploadId, action }
}

export class Routes {
  readonly #options: RoutesOptions
  /** Writes under way, by collection. */
  readonly #writing = new Map<string, number>()

  constructor(options: RoutesOptions) {
    this.#options = options
  }

  /** Handles one API request; throws HttpError for answers that refuse it. */
  async handle(req: IncomingMessage, url: URL): Promise<Answer> {
    const reading = req.method === 'GET' || req.method === 'HEAD'
    if (!reading && !(await this.#options.tokens.accepts(req.headers.authorization))) {
      throw apiError(401, 'Authentication credentials were not provided.')
    }
    const route = routeOf(url.pathname)
    if (reading) return this.#route(req, url, route)
    // The service's triggers update the item and collection rows of every write: two writes in one
    // collection at once now and then deadlock in the database, and one of them is rolled back.
    const collection = 'owner' in route ? route.owner.collection : route.ref.collection
    const under = (this.#writing.get(collection) ?? 0) + 1
    this.#writing.set(collection, under)
    try {
      if (under > 1 && this.#options.deadlockRate > 0 && this.#options.random() < this.#options.deadlockRate) {
        throw apiError(500, DEADLOCK_DESCRIPTION)
      }
      return await this.#route(req, url, route)
    } finally {
      this.#writing.set(collection, (this.#writing.get(collection) ?? 1) - 1)
    }
  }

  async #route(req: IncomingMessage, url: URL, route: Route): Promise<Answer> {
    switch (route.kind) {
      case 'collection':
        return this.#collection(req, route.owner.collection)
      case 'items':
        return this.#items(req, url, route.owner.collection)
      case 'item':
        return this.#item(req, route.owner.collection, route.owner.item)
      case 'assets':
        return this.#assets(req, route.owner)
      case 'asset':
        return this.#asset(req, route.ref)
      case 'uploads':
        return this.#uploads(req, url, route.ref)
      case 'upload':
        return this.#upload(req, url, route.ref, route.uploadId, route.action)
    }
  }

  /** GET /collections/{c}: the collection with its ETag. */
  #collection(req: IncomingMessage, collection: string): Answer {
    const { service, urls } = this.#options
    if (req.method !== 'GET' && req.method !== 'HEAD') throw notAllowed(method(req))
    const record = service.collection(collection)
    const conditional = conditionalRead(req, record.etag)
    if (conditional !== undefined) return conditional
    return { status: 200, body: represent.collection(urls, record, service.store.summaries(record)), headers: { ETag: record.etag } }
  }

  async #items(req: IncomingMessage, url: URL, collection: string): Promise<Answer> {
    const { service, urls } = this.#options
    if (req.method === 'POST') {
      const records = await service.createItems(collection, req.headers['idempotency-key'] as string | undefined, writeOf(req))
      return { status: 201, body: { features: records.map((record) => represent.item(urls, collection, record)) } }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw notAllowed(method(req))
    // The service's order: the collection, the filters (bbox, then datetime), the page size, the cursor.
    service.collection(collection)
    const filter = filterOf(url.searchParams)
    const page = service.items(collection, pageSize(url), decodeCursor(lastParam(url, 'cursor') ?? null), filter)
    const link = (rel: string, cursor: Cursor | undefined) =>
      cursor === undefined
        ? undefined
        : { rel, href: replaceQueryParam(urls.absolute(`${url.pathname}${url.search}`), 'cursor', encodeCursor(cursor)) }
    const pages = [link('next', page.next), link('previous', page.previous)].filter((entry) => entry !== undefined)
    return { status: 200, body: represent.itemList(urls, collection, page.items, pages, service.store.now) }
  }

  async #item(req: IncomingMessage, collection: string, id: string): Promise<Answer> {
    const { service, urls } = this.#options
    if (req.method === 'GET' || req.method === 'HEAD') {
      const record = service.item(collection, id)
      const conditional = conditionalRead(req, record.etag)
      if (conditional !== undefined) return conditional
      return { status: 200, body: represent.item(urls, collection, record), headers: { ETag: record.etag } }
    }
    if (req.method === 'DELETE') {
      service.deleteItem(collection, id, conditionsOf(req))
      return { status: 200, body: represent.deleted(urls, `${collection}/${id}`, { collection }) }
    }
    if (req.method === 'PATCH')
      return { status: 200, body: represent.item(urls, collection, await service.patchItem(collection, id, writeOf(req))) }
    if (req.method !== 'PUT') throw notAllowed(method(req))
    const { created, record } = await service.putItem(collection, id, writeOf(req))
    return { status: created ? 201 : 200, body: represent.item(urls, collection, record), headers: { Location: urls.item(collection, id) } }
  }

  async #assets(req: IncomingMessage, owner: Owner): Promise<Answer> {
    const { service, urls } = this.#options
    if (req.method === 'GET' || req.method === 'HEAD') {
      const assets = service.assets(owner).map(([asset, record]) => represent.asset(urls, { ...owner, asset }, record))
      return { status: 200, body: { assets, links: represent.assetListLinks(urls, owner) } }
    }
    if (req.method !== 'POST') throw notAllowed(method(req))
    const record = await service.postAsset(owner, writeOf(req))
    const ref = { ...owner, asset: record.id }
    return { status: 201, body: represent.asset(urls, ref, record), headers: { Location: urls.asset(ref) } }
  }

  async #asset(req: IncomingMessage, ref: AssetRef): Promise<Answer> {
    const { service, urls } = this.#options
    if (req.method === 'GET' || req.method === 'HEAD') {
      const record = service.asset(ref)
      const conditional = conditionalRead(req, record.etag)
      if (conditional !== undefined) return conditional
      return { status: 200, body: represent.asset(urls, ref, record), headers: { ETag: record.etag } }
    }
    if (req.method === 'DELETE') {
      await service.deleteAsset(ref, conditionsOf(req))
      return { status: 200, body: represent.deleted(urls, ref.asset, ref) }
    }
    if (req.method === 'PATCH') return { status: 200, body: represent.asset(urls, ref, await service.patchAsset(ref, writeOf(req))) }
    if (req.method !== 'PUT') throw notAllowed(method(req))
    const { created, record } = await service.putAsset(ref, writeOf(req))
    return { status: created ? 201 : 200, body: represent.asset(urls, ref, record), headers: { Location: urls.asset(ref) } }
  }

  async #uploads(req: IncomingMessage, url: URL, ref: AssetRef): Promise<Answer> {
    const { service, urls } = this.#options
    if (req.method === 'GET' || req.method === 'HEAD') {
      return { status: 200, body: { uploads: service.uploads(ref, url.searchParams.get('status')).map(represent.upload), links: [] } }
    }
    if (!service.variant.uploads) throw notFound()
    if (req.method !== 'POST') throw notAllowed(method(req))
    const upload = await service.createUpload(ref, writeOf(req))
    return { status: 201, body: represent.upload(upload), headers: { Location: `${urls.asset(ref)}/uploads/${upload.id}` } }
  }

  async #upload(
    req: IncomingMessage,
    url: URL,
    ref: AssetRef,
    uploadId: string,
    action: 'parts' | 'complete' | 'abort' | undefined,
  ): Promise<Answer> {
    const { service, urls } = this.#options
    if (!service.variant.uploads) throw notFound()
    const reading = req.method === 'GET' || req.method === 'HEAD'
    if (action === undefined) {
      if (!reading) throw notAllowed(method(req))
      const upload = service.upload(ref, uploadId)
      const conditional = conditionalRead(req, upload.etag)
      if (conditional !== undefined) return conditional
      return { status: 200, body: represent.upload(upload), headers: { ETag: upload.etag } }
    }
    if (action === 'parts') {
      if (!reading) throw notAllowed(method(req))
      service.upload(ref, uploadId)
      const { limit, offset } = pagination(url)
      const { parts, hasNext } = service.parts(ref, uploadId, limit, offset)
      const links = hasNext ? [{ rel: 'next', href: withQuery(url, urls, { limit, offset: offset + limit }) }] : []
      if (offset > 0)
        links.push({ rel: 'previous', href: withQuery(url, urls, { limit, offset: Math.max(0, offset - limit) || undefined }) })
      return { status: 200, body: { parts: parts.map(([number, part]) => represent.part(number, part)), links } }
    }
    if (req.method !== 'POST') throw notAllowed(method(req))
    const upload =
      action === 'abort'
        ? await service.abortUpload(ref, uploadId, writeOf(req))
        : await service.completeUpload(ref, uploadId, writeOf(req))
    return { status: 200, body: represent.upload(upload) }
  }
}

/** A query parameter as Django's QueryDict.get reads it: the last of its name. */
const lastParam = (url: URL, name: string): string | undefined => url.searchParams.getAll(name).at(-1)

/** validate_page_size: int() of limit (default 100); below 1 refused, above 100 taken as 100. */
function pageSize(url: URL): number {
  const text = lastParam(url, 'limit') ?? '100'
  if (!/^\s*[+-]?\d+(_\d+)*\s*$/.test(text)) throw apiError(400, ['Invalid limit query parameter: must be an integer'])
  const limit = Number(text.replaceAll('_', '').trim())
  if (limit <= 0) throw apiError(400, ['limit query parameter too small, must be in range 1..100'])
  return Math.min(limit, 100)
}

/** The cursor of DRF's cursor pagination: base64 of a query string, p the position (an id here), r=1 going back. */
function encodeCursor({ reverse, position }: Cursor): string {
  return Buffer.from(new URLSearchParams({ ...(reverse ? { r: '1' } : {}), p: position }).toString(), 'ascii').toString('base64')
}

/** Python's urllib quote_plus: only letters, digits and _.-~ stay as they are, a space is +. */
const quotePlus = (text: string): string =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')

/** DRF's replace_query_param: the parameter set, all of them sorted by name and encoded as Python does. */
function replaceQueryParam(url: string, key: string, value: string): string {
  const parsed = new URL(url)
  const params = new Map<string, string[]>()
  for (const [name, inner] of parsed.searchParams) params.set(name, [...(params.get(name) ?? []), inner])
  params.set(key, [value])
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  parsed.search = sorted.flatMap(([name, values]) => values.map((inner) => `${quotePlus(name)}=${quotePlus(inner)}`)).join('&')
  return parsed.toString()
}

function decodeCursor(cursor: string | null): Cursor | undefined {
  if (cursor === null) return undefined
  const tokens = new URLSearchParams(Buffer.from(cursor, 'base64').toString('ascii'))
  const position = tokens.get('p')
  if (position === null || !/^[A-Za-z0-9+/]*={0,2}$/.test(cursor)) throw apiError(404, 'Invalid cursor')
  return { reverse: tokens.get('r') === '1', position }
}

/** limit and offset of a page of S3 parts: limit 1..100 (more is taken as 100), offset ≥ 0; the service's messages. */
function pagination(url: URL): { limit: number; offset: number } {
  const read = (name: string, fallback: string) => {
    try {
      return integer()(url.searchParams.get(name) ?? fallback)
    } catch {
      throw apiError(400, [`Invalid ${name} query parameter: must be an integer`])
    }
  }
  const limit = read('limit', '100')
  const offset = read('offset', '0')
  if (limit <= 0) throw apiError(400, ['limit query parameter too small, must be in range 1..100'])
  if (offset < 0) throw apiError(400, ['offset query parameter too small, must be positive'])
  return { limit: Math.min(limit, 100), offset }
}

function withQuery(url: URL, urls: Urls, params: Readonly<Record<string, number | undefined>>): string {
  const next = new URL(urls.absolute(`${url.pathname}${url.search}`))
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) next.searchParams.delete(name)
    else next.searchParams.set(name, String(value))
  }
  return next.toString()
}
