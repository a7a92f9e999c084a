import type { AssetFields } from './assets.ts'
import type { TokenSource } from './auth.ts'
import type { Http, HttpRequest, HttpResponse } from './http.ts'
import type { Secrets } from './secrets.ts'

/** An asset as the catalog shows it. */
export interface RemoteAsset {
  readonly id: string
  readonly type?: string
  readonly title?: string | null
  readonly description?: string | null
  readonly 'proj:epsg'?: number | null
  readonly 'file:checksum'?: string | null
  readonly 'file:size'?: number | null
  readonly href?: string
  readonly [key: string]: unknown
}

export interface UploadUrl {
  readonly url: string
  readonly part: number
  readonly expires: string | number
}

export interface UploadCreated {
  readonly upload_id: string
  readonly urls: readonly UploadUrl[]
}

export interface UploadRequest {
  readonly number_parts: number
  readonly md5_parts: readonly { readonly part_number: number; readonly md5: string }[]
  readonly 'file:checksum': string
  readonly content_encoding?: 'gzip' | 'br'
}

/** A catalog answer that is not a success: status and the service's own description. */
export class CatalogError extends Error {
  override name = 'CatalogError'
  readonly status: number
  readonly body: unknown

  constructor(status: number, message: string, body: unknown) {
    super(message)
    this.status = status
    this.body = body
  }
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

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

export interface CatalogOptions {
  readonly apiRoot: string
  readonly collection: string
  readonly item: string
  readonly http: Http
  readonly tokens: TokenSource
  readonly secrets: Secrets
}

/** The catalog's API for one item. The bearer token is attached here and only to the catalog's own origin. */
export class Catalog {
  readonly #options: CatalogOptions
  readonly #origin: string
  readonly itemUrl: string

  constructor(options: CatalogOptions) {
    this.#options = options
    this.#origin = new URL(options.apiRoot).origin
    this.itemUrl = `${options.apiRoot}/collections/${encodeURIComponent(options.collection)}/items/${encodeURIComponent(options.item)}`
  }

  assetUrl(id: string): string {
    return `${this.itemUrl}/assets/${encodeURIComponent(id)}`
  }

  /** Every asset of the item in one request (the service does not paginate this list); undefined when there is no such item. */
  async listAssets(): Promise<RemoteAsset[] | undefined> {
    const response = await this.#options.http.send({
      method: 'GET',
      url: `${this.itemUrl}/assets`,
      label: `list assets of ${this.#options.item}`,
      idempotent: true,
    })
    if (response.status === 404) return undefined
    const body = this.expect(response, [200], 'list assets') as { assets?: RemoteAsset[] } | RemoteAsset[]
    return Array.isArray(body) ? body : (body.assets ?? [])
  }

  async getAsset(id: string): Promise<RemoteAsset | undefined> {
    const response = await this.#options.http.send({ method: 'GET', url: this.assetUrl(id), label: `read asset ${id}`, idempotent: true })
    if (response.status === 404) return undefined
    return this.expect(response, [200], `read asset ${id}`) as RemoteAsset
  }

  /** The published description's create: POST with item and checksum in the body. */
  async postAsset(fields: AssetFields, checksum: string): Promise<HttpResponse> {
    return this.#authorized({
      method: 'POST',
      url: `${this.itemUrl}/assets`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(withoutNulls({ ...fields, item: this.#options.item, 'file:checksum': checksum })),
      label: `create asset ${fields.id}`,
      idempotent: false,
    })
  }

  /**
   * The deployed service's upsert, with writable fields only. It updates the fields sent and
   * keeps the others, so replacing an asset sends null for what is to be cleared; a new one
   * leaves nulls out.
   */
  async putAsset(fields: AssetFields, clear = false): Promise<HttpResponse> {
    const body = clear ? { ...fields, roles: fields.roles ?? [] } : withoutNulls(fields)
    return this.#authorized({
      method: 'PUT',
      url: this.assetUrl(fields.id),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      label: `put asset ${fields.id}`,
      idempotent: true,
    })
  }

  /** Changes some fields without touching the file (unlike PUT, which resets it). */
  async patchAsset(id: string, changes: Partial<AssetFields>): Promise<HttpResponse> {
    return this.#authorized({
      method: 'PATCH',
      url: this.assetUrl(id),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
      label: `update asset ${id}`,
      idempotent: true,
    })
  }

  /** Ids of the asset's uploads still in progress (left by runs that were stopped). */
  async uploadsInProgress(id: string): Promise<string[]> {
    const response = await this.#options.http.send({
      method: 'GET',
      url: `${this.assetUrl(id)}/uploads?status=in-progress`,
      label: `list uploads of ${id}`,
      idempotent: true,
    })
    const body = this.expect(response, [200], `list uploads of ${id}`) as { uploads?: Array<{ upload_id?: unknown }> } | undefined
    return (body?.uploads ?? []).map((upload) => upload.upload_id).filter((uploadId): uploadId is string => typeof uploadId === 'string')
  }

  async deleteAsset(id: string): Promise<HttpResponse> {
    return this.#authorized({ method: 'DELETE', url: this.assetUrl(id), label: `delete asset ${id}`, idempotent: true })
  }

  async createUpload(id: string, request: UploadRequest): Promise<HttpResponse> {
    return this.#authorized({
      method: 'POST',
      url: `${this.assetUrl(id)}/uploads`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      label: `create upload of ${id}`,
      // A lost answer shows up as 409 on the retry, which the uploader resolves.
      idempotent: true,
    })
  }

  async completeUpload(id: string, uploadId: string, parts: readonly { etag: string; part_number: number }[]): Promise<HttpResponse> {
    return this.#authorized({
      method: 'POST',
      url: `${this.assetUrl(id)}/uploads/${encodeURIComponent(uploadId)}/complete`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ parts }),
      label: `complete upload of ${id}`,
      idempotent: true,
    })
  }

  async abortUpload(id: string, uploadId: string): Promise<HttpResponse> {
    return this.#authorized({
      method: 'POST',
      url: `${this.assetUrl(id)}/uploads/${encodeURIComponent(uploadId)}/abort`,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      label: `abort upload of ${id}`,
      idempotent: true,
    })
  }

  /** Turns a non-success into a CatalogError carrying the service's description; returns the parsed body otherwise. */
  expect(response: HttpResponse, ok: readonly number[], what: string): unknown {
    const body = parseBody(response.text)
    if (ok.includes(response.status)) return body
    const description =
      body !== null && typeof body === 'object' && 'description' in body ? describe(body.description) : describe(body ?? '')
    const text = this.#options.secrets.redact(`${what}: HTTP ${response.status}${description === '' ? '' : ` ${description}`}`)
    throw new CatalogError(response.status, text, body)
  }

  async #authorized(request: HttpRequest): Promise<HttpResponse> {
    if (new URL(request.url).origin !== this.#origin)
      throw new Error(`refusing to send the catalog token to ${new URL(request.url).origin}`)
    const send = async (token: string) =>
      this.#options.http.send({ ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } })
    const response = await send(await this.#options.tokens.token())
    if (response.status !== 401) return response
    // Expired or revoked mid-run: one renewal and one more try.
    return send(await this.#options.tokens.refresh())
  }
}

export function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined)) as Partial<T>
}
