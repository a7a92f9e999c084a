import { randomUUID } from 'node:crypto'
import type { TokenSource } from '../auth/index.ts'
import {
  AnswerTooLarge,
  RequestFailedError,
  header,
  RETRYABLE_STATUS,
  type Http,
  type HttpRequest,
  type HttpResponse,
} from '../transport/index.ts'
import { formatBytes, inert, type Secrets } from '../common/index.ts'
import { isLoopbackHost, ownLinks, parseDateTime, parseDuration, sameLinks } from '../domain/index.ts'
import {
  assetListDefect,
  collectionDefect,
  identifiedAssetDefect,
  itemDefect,
  itemPageDefect,
  newUploadDefect,
  partsDefect,
  shown,
  uploadDefect,
  uploadListDefect,
} from './answers.ts'
import {
  CatalogBusy,
  CatalogError,
  ItemTooLarge,
  PartBytesChanged,
  UnexpectedAnswer,
  type BulkCreate,
  type CatalogApi,
  type UploadStart,
} from './api.ts'
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
} from './model.ts'
import { ItemStream } from './item-stream.ts'
import { sameGeometry, sentItem } from './model.ts'
import { readItems } from './reads.ts'

/**
 * The catalog's protocol, in one place (geoadmin/service-stac as deployed, and the published
 * description's POST create): URLs, status codes, the service's error bodies, the bearer token
 * (only ever sent to the catalog's own origin), and the reconciliation of every answer that was
 * lost or cut off, at every attempt:
 *
 * - PUT and PATCH are repeated as they are;
 * - a create of one item or asset (a PUT with If-None-Match: *) that meets one of its id (412) after
 *   an attempt that may have been applied reads it back: as sent means created;
 * - a POST create of an asset whose outcome is unknown, or that meets one of its id (409) after such
 *   an attempt, reads it back: as sent means created;
 * - a bulk create of items whose outcome is unknown (no answer, or a refusal after an attempt that
 *   may have been applied: the service only checks that an Idempotency-Key is there) reads the items
 *   back: all of them as sent means created, none means send the batch again (same key);
 * - a DELETE that finds nothing after a lost answer succeeded;
 * - a complete that meets 409 "No upload in progress", or whose outcome is unknown, reads the
 *   upload: completed with our checksum means done;
 * - an abort that meets 500 NoSuchUpload (the service's answer for an upload that is no longer in
 *   progress), or whose outcome is unknown, reads the upload: aborted or completed no longer blocks;
 * - a repeated upload create meets 409 naming the upload: the caller learns `inProgress` and
 *   decides from the upload's content (transfer.ts).
 *
 * Reads that a plan depends on are sent so that no shared cache can answer them: the service
 * marks every GET `Cache-Control: max-age=600, public`.
 */
export class HttpCatalog implements CatalogApi {
  readonly #apiRoot: string
  readonly #origin: string
  /** What every URL made from the API root starts with. */
  readonly #originSlash: string
  readonly #http: Http
  readonly #tokens: TokenSource
  readonly #secrets: Secrets
  /** Unique to the run: a cache in front of the API has never seen these reads. */
  readonly #fresh = `nocache=${randomUUID().replaceAll('-', '')}`
  readonly #caps: AnswerCaps
  /** The large item read under way (one at a time), and the bytes such reads took so far. */
  #largeRead: Promise<void> = Promise.resolve()
  #largeBytes = 0
  /** Each container's URL, made once: a run writes thousands of assets into one item. */
  readonly #containerUrls = new WeakMap<Container, string>()
  /** The Authorization header of the token now, made once a token: a token is some KiB, sent with every request. */
  #bearer: { readonly token: string; readonly header: string } | undefined
  /** The scheme and authority of the last part URL that went where parts may go: most parts of a run go to one storage. */
  #storage: string | undefined

  constructor(options: {
    readonly apiRoot: string
    readonly http: Http
    readonly tokens: TokenSource
    readonly secrets: Secrets
    /** For tests: smaller caps, so that a large item needs not 100,000 assets. */
    readonly caps?: Partial<AnswerCaps>
  }) {
    this.#apiRoot = options.apiRoot
    this.#origin = new URL(options.apiRoot).origin
    this.#originSlash = `${this.#origin}/`
    this.#http = options.http
    this.#tokens = options.tokens
    this.#secrets = options.secrets
    this.#caps = { ...ANSWER_CAPS, ...options.caps }
  }

  async getCollection(collection: string): Promise<RemoteCollection | undefined> {
    const what = `read collection ${collection}`
    const response = await this.#read(containerUrl(this.#apiRoot, { collection, item: undefined }), what, this.#caps.item)
    if (response.status === 404) return undefined
    return this.#answer<RemoteCollection>(response, what, `collection ${collection}`, (body) => collectionDefect(body, collection))
  }

  async getItem(collection: string, id: string): Promise<RemoteItem | undefined> {
    const what = `read item ${id}`
    const url = containerUrl(this.#apiRoot, { collection, item: id })
    // An item over the usual cap is read again as it comes: it shows all its assets, 100,000 of them some 30 MB of
    // text, which is never held. Not the usual read: its values take more memory than its bytes, which sixteen
    // reads at once, each refused at its cap, would parse for nothing.
    let stream: ItemStream | undefined
    const sink = (): ItemStream => (stream = new ItemStream())
    let response: HttpResponse
    try {
      response = await this.#read(url, what, this.#caps.item)
    } catch (error) {
      if (!(error instanceof AnswerTooLarge)) throw error
      response = await this.#readLarge(url, what, id, sink, () => stream?.bytes ?? 0)
    }
    if (response.status === 404) return undefined
    return this.#answer<RemoteItem>(response, what, `item ${id}`, (body) => itemDefect(body, id), [200], stream)
  }

  /**
   * An item over the usual cap (its assets: some 12,000 with long names) read once more, alone, up to
   * the large cap (some 100,000), within what the run reads of such items in all: reading it is the
   * only way to plan on it, and a catalog whose every item were huge could not fill the memory.
   */
  async #readLarge(url: string, what: string, id: string, sink: () => ItemStream, bytes: () => number): Promise<HttpResponse> {
    const before = this.#largeRead
    let done!: () => void
    this.#largeRead = new Promise<void>((resolve) => (done = resolve))
    await before
    try {
      const { item, largeItem, largeItems } = this.#caps
      const left = largeItems - this.#largeBytes
      const split = 'put its files into more items, each with fewer assets'
      if (left <= item)
        throw new ItemTooLarge(
          id,
          `${what}: its answer is larger than ${capText(item)}, and this run has read ${formatBytes(this.#largeBytes)} ` +
            `of items that large already, the most a run holds; publish fewer such items a run, or ${split}`,
        )
      const cap = Math.min(largeItem, left)
      try {
        const response = await this.#read(url, what, cap, sink)
        this.#largeBytes += response.status === 200 ? bytes() : Buffer.byteLength(response.text)
        return response
      } catch (error) {
        if (!(error instanceof AnswerTooLarge)) throw error
        throw new ItemTooLarge(
          id,
          `${what}: its answer is larger than ${capText(cap)}, the most ${cap < largeItem ? 'this run has left for' : 'a run reads of'} ` +
            `one item: the catalog shows an item with all its assets in one answer, so this run cannot compare its files ` +
            `with the item; ${split}`,
        )
      }
    } finally {
      done()
    }
  }

  async putItem(collection: string, item: ItemBody): Promise<'created' | 'updated'> {
    const what = `create item ${item.id}`
    const response = await this.#writeItem({
      method: 'PUT',
      url: containerUrl(this.#apiRoot, { collection, item: item.id }),
      headers: JSON_HEADERS,
      body: JSON.stringify(sentItem(item)),
      label: what,
      idempotent: true,
      maxBytes: this.#caps.item,
    })
    this.#expect(response, [200, 201], what)
    return response.status === 201 ? 'created' : 'updated'
  }

  async createItem(collection: string, item: ItemBody): Promise<'created' | 'exists' | 'replaced'> {
    const what = `create item ${item.id}`
    const response = await this.#writeItem({
      method: 'PUT',
      url: containerUrl(this.#apiRoot, { collection, item: item.id }),
      // The service answers 412 where an item of the id exists, an expired one too, and changes nothing.
      headers: { ...JSON_HEADERS, 'If-None-Match': '*' },
      body: JSON.stringify(sentItem(item)),
      label: what,
      // Sent again, a create that was made meets its own item: read back below.
      idempotent: true,
      maxBytes: this.#caps.item,
    })
    if (response.status === 412) {
      if (response.uncertain && shownAsSent(await this.getItem(collection, item.id), item)) return 'created'
      return 'exists'
    }
    this.#expect(response, [200, 201], what)
    // 200: a catalog that ignores If-None-Match replaced the item it had.
    return response.status === 201 ? 'created' : 'replaced'
  }

  async patchItem(collection: string, id: string, changes: ItemChanges): Promise<void> {
    const what = `update item ${id}`
    const response = await this.#writeItem({
      method: 'PATCH',
      url: containerUrl(this.#apiRoot, { collection, item: id }),
      headers: JSON_HEADERS,
      body: JSON.stringify(sentItem(changes)),
      label: what,
      idempotent: true,
      maxBytes: this.#caps.item,
    })
    this.#expect(response, [200], what)
  }

  async listItems(collection: string, next?: string, filters: ItemFilters = {}): Promise<ItemPage | undefined> {
    const what = `list the items of collection ${collection}`
    const url = next ?? `${containerUrl(this.#apiRoot, { collection, item: undefined })}/items?limit=${PAGE_SIZE}${filterQuery(filters)}`
    // The service builds its links from the request's host: a link elsewhere is not the catalog's to follow.
    if (new URL(url).origin !== this.#origin) throw new Error(`${what}: the next page's link leads to ${new URL(url).origin}, not followed`)
    const response = await this.#read(url, what, this.#caps.page)
    if (response.status === 404 && next === undefined) return undefined
    const body = this.#answer<{
      features: RemoteItem[]
      links?: Array<{ rel?: unknown; href?: unknown } | null>
    }>(response, what, "a page of the collection's items", itemPageDefect)
    const href = body.links?.find((link) => link?.rel === 'next' && typeof link.href === 'string')?.href as string | undefined
    return { items: body.features, next: href === undefined ? undefined : new URL(href, url).toString() }
  }

  async createItems(collection: string, items: readonly ItemBody[]): Promise<BulkCreate> {
    const what = `create items ${items[0]?.id ?? ''}…${items.at(-1)?.id ?? ''} (${items.length}) in one request`
    // One key per batch, the same for every attempt of it.
    const headers = { ...JSON_HEADERS, 'Idempotency-Key': randomUUID() }
    const body = JSON.stringify({ features: items.map(sentItem) })
    for (let round = 1; ; round++) {
      let response: HttpResponse | undefined
      let lost: RequestFailedError | undefined
      try {
        response = await this.#authorized({
          method: 'POST',
          url: `${containerUrl(this.#apiRoot, { collection, item: undefined })}/items`,
          headers,
          body,
          label: what,
          idempotent: false,
        })
      } catch (error) {
        if (!(error instanceof RequestFailedError) || !error.outcomeUnknown) throw error
        lost = error
      }
      if (response?.status === 201) return { kind: 'created' }
      if (response?.status === 405) return { kind: 'methodNotAllowed' }
      // What refuses the batch, not the items (an id that is taken, a body too large for a gateway): each
      // by itself may pass. Refused access, or no collection, fails them all.
      if (response !== undefined && !BATCH_REFUSALS.has(response.status)) this.#expect(response, [201], what)
      const refusal = response === undefined ? undefined : `HTTP ${response.status} ${this.#description(response)}`
      if (refusal !== undefined && !response!.uncertain) return { kind: 'refused', why: refusal }
      // No answer, or a refusal after an attempt that may have created them: what does the catalog show?
      const shown = (
        await readItems(
          this,
          collection,
          items.map((item) => item.id),
          READ_BACK_CONCURRENCY,
        )
      ).items
      if (items.every((item) => shownAsSent(shown.get(item.id), item))) return { kind: 'created' }
      const none = items.every((item) => shown.get(item.id) === undefined)
      if (!none || refusal !== undefined) return { kind: 'refused', why: refusal ?? 'some of them exist, not as this run sent them' }
      if (round >= RECONCILE_ROUNDS) throw lost!
    }
  }

  async listAssets(container: Container): Promise<RemoteAsset[] | undefined> {
    const what = `list assets of ${nameOf(container)}`
    const response = await this.#read(`${this.#containerUrl(container)}/assets`, what, this.#caps.item)
    if (response.status === 404) return undefined
    const body = this.#answer<{ assets: RemoteAsset[] } | RemoteAsset[]>(
      response,
      what,
      `the assets of ${nameOf(container)}`,
      assetListDefect,
    )
    return Array.isArray(body) ? body : body.assets
  }

  async getAsset(container: Container, id: string): Promise<RemoteAsset | undefined> {
    const what = `read asset ${id}`
    const response = await this.#read(this.#assetUrl(container, id), what, ONE_BYTES)
    if (response.status === 404) return undefined
    return this.#answer<RemoteAsset>(response, what, `asset ${id}`, (body) => identifiedAssetDefect(body, id))
  }

  async postAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'exists' | 'methodNotAllowed'> {
    const what = `create asset ${fields.id}`
    const body = {
      ...withoutNulls(writable(container, fields)),
      ...(container.item === undefined ? {} : { item: container.item }),
      'file:checksum': checksum,
    }
    // An attempt whose outcome is unknown may have made the asset, even after a read that did not show it yet.
    let lost = false
    for (let round = 1; ; round++) {
      let response: HttpResponse
      try {
        response = await this.#authorized({
          method: 'POST',
          url: `${this.#containerUrl(container)}/assets`,
          headers: JSON_HEADERS,
          body: JSON.stringify(body),
          label: what,
          idempotent: false,
          maxBytes: ONE_BYTES,
        })
      } catch (error) {
        // Whether the asset was made, the catalog itself can tell; if it was not, sending the
        // create again cannot make it twice.
        if (!(error instanceof RequestFailedError) || !error.outcomeUnknown || round >= RECONCILE_ROUNDS) throw error
        if (assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum)) return 'created'
        lost = true
        continue
      }
      if (response.status === 405) return 'methodNotAllowed'
      // An asset of its id exists: this create's after an attempt whose answer was lost (a gateway's
      // 502/504, a connection that ended), or another writer's, which is left as it is.
      if (response.status === 409) {
        if ((lost || response.uncertain) && assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum))
          return 'created'
        return 'exists'
      }
      this.#expect(response, [200, 201], what)
      return 'created'
    }
  }

  async createAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'exists' | 'replaced'> {
    const what = `create asset ${fields.id}`
    const response = await this.#authorized({
      method: 'PUT',
      url: this.#assetUrl(container, fields.id),
      // The service answers 412 where an asset of the id exists, and changes nothing: not even its file size, which a PUT resets.
      headers: { ...JSON_HEADERS, 'If-None-Match': '*' },
      body: JSON.stringify(withoutNulls(writable(container, fields))),
      label: what,
      // Sent again, a create that was made meets its own asset: read back below.
      idempotent: true,
      maxBytes: ONE_BYTES,
    })
    if (response.status === 412) {
      if (response.uncertain && assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum)) return 'created'
      return 'exists'
    }
    this.#expect(response, [200, 201], what)
    // 200: a catalog that ignores If-None-Match replaced the asset it had.
    return response.status === 201 ? 'created' : 'replaced'
  }

  async putAsset(container: Container, fields: AssetFields, clear: boolean): Promise<'created' | 'updated'> {
    // The service keeps the fields a PUT leaves out; clearing sends null (and no roles as []).
    const body = clear ? writable(container, { ...fields, roles: fields.roles ?? [] }) : withoutNulls(writable(container, fields))
    const what = `${clear ? 'replace' : 'create'} asset ${fields.id}`
    const response = await this.#authorized({
      method: 'PUT',
      url: this.#assetUrl(container, fields.id),
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
      label: what,
      idempotent: true,
      maxBytes: ONE_BYTES,
    })
    this.#expect(response, [200, 201], what)
    return response.status === 201 ? 'created' : 'updated'
  }

  async patchAsset(container: Container, id: string, changes: Partial<AssetFields>): Promise<'updated' | 'methodNotAllowed'> {
    const what = `update asset ${id}`
    const response = await this.#authorized({
      method: 'PATCH',
      url: this.#assetUrl(container, id),
      headers: JSON_HEADERS,
      body: JSON.stringify(writable(container, changes)),
      label: what,
      idempotent: true,
      maxBytes: ONE_BYTES,
    })
    if (response.status === 405) return 'methodNotAllowed'
    this.#expect(response, [200], what)
    return 'updated'
  }

  async deleteAsset(container: Container, id: string): Promise<'deleted' | 'absent'> {
    const what = `delete asset ${id}`
    const response = await this.#authorized({
      method: 'DELETE',
      url: this.#assetUrl(container, id),
      label: what,
      idempotent: true,
      maxBytes: ONE_BYTES,
    })
    if (response.status === 404) return 'absent'
    this.#expect(response, [200, 204], what)
    return 'deleted'
  }

  async createUpload(container: Container, id: string, request: UploadRequest): Promise<UploadStart> {
    const what = `create upload of ${id}`
    const response = await this.#authorized({
      method: 'POST',
      url: `${this.#assetUrl(container, id)}/uploads`,
      headers: JSON_HEADERS,
      body: JSON.stringify(request),
      label: what,
      // A repeated create meets 409 naming the upload the first one made: the caller reads it.
      idempotent: true,
      maxBytes: ONE_BYTES,
    })
    if (response.status === 404 || response.status === 405) {
      return { kind: 'unsupported', why: `the catalog answered ${response.status} to creating an upload of ${id}` }
    }
    if (response.status === 409) {
      const uploadId = (parseBody(response.text) as { upload_id?: unknown } | undefined)?.upload_id
      if (typeof uploadId === 'string') return { kind: 'inProgress', uploadId }
    }
    // 201 as the service answers; a 200 is read too, and whatever it holds is checked.
    const created = this.#answer<{ upload_id: string; urls: unknown[] }>(
      response,
      what,
      `an upload of ${id}`,
      (body) => newUploadDefect(body, request.number_parts),
      [200, 201],
    )
    return { kind: 'started', uploadId: created.upload_id, urls: partUrls(created.urls) }
  }

  async getUpload(container: Container, id: string, uploadId: string): Promise<UploadState | undefined> {
    const what = `read upload ${uploadId} of ${id}`
    const response = await this.#read(this.#uploadUrl(container, id, uploadId), what, ONE_BYTES)
    if (response.status === 404) return undefined
    const body = this.#answer<{
      status: UploadState['status']
      'file:checksum': string
      md5_parts: Array<{ part_number: number; md5: string }>
      content_encoding?: string
      urls?: unknown[]
    }>(response, what, `upload ${uploadId} of ${id}`, (body) => uploadDefect(body, uploadId))
    const encoding = body.content_encoding
    return {
      uploadId,
      status: body.status,
      checksum: body['file:checksum'],
      md5Parts: new Map(body.md5_parts.map((part) => [part.part_number, part.md5])),
      contentEncoding: encoding === 'gzip' || encoding === 'br' ? encoding : undefined,
      urls: partUrls(body.urls ?? []),
    }
  }

  async listParts(container: Container, id: string, uploadId: string): Promise<StoredPart[]> {
    const what = `list parts of upload ${uploadId} of ${id}`
    // An upload has at most 100 parts: one page.
    const response = await this.#read(`${this.#uploadUrl(container, id, uploadId)}/parts?limit=100`, what, ONE_BYTES)
    const body = this.#answer<{ parts: Array<{ etag: string; part_number: number; size: number }> }>(
      response,
      what,
      `the parts of upload ${uploadId} of ${id}`,
      partsDefect,
    )
    return body.parts.map((part) => ({ number: part.part_number, etag: part.etag, size: part.size }))
  }

  async uploadsInProgress(container: Container, id: string): Promise<string[]> {
    const what = `list uploads of ${id}`
    const response = await this.#read(`${this.#assetUrl(container, id)}/uploads?status=in-progress`, what)
    const body = this.#answer<{ uploads: Array<{ upload_id: string }> }>(response, what, `the uploads of ${id}`, uploadListDefect)
    return body.uploads.map((upload) => upload.upload_id)
  }

  async completeUpload(
    container: Container,
    id: string,
    uploadId: string,
    parts: readonly { readonly etag: string; readonly part_number: number }[],
    checksum: string,
  ): Promise<void> {
    const what = `complete upload of ${id}`
    for (let round = 1; ; round++) {
      let response: HttpResponse | undefined
      try {
        response = await this.#authorized({
          method: 'POST',
          url: `${this.#uploadUrl(container, id, uploadId)}/complete`,
          headers: JSON_HEADERS,
          body: JSON.stringify({ parts }),
          label: what,
          idempotent: true,
          maxBytes: ONE_BYTES,
        })
        if (response.status === 200) return
      } catch (error) {
        if (!(error instanceof RequestFailedError) || !error.outcomeUnknown) throw error
      }
      // 409 "No upload in progress", or no answer at all: an earlier attempt may have completed it.
      if (response === undefined || response.status === 409) {
        const upload = await this.getUpload(container, id, uploadId)
        if (upload?.status === 'completed' && upload.checksum === checksum) return
        if (upload?.status === 'in-progress' && round < RECONCILE_ROUNDS) continue
        if (upload !== undefined && upload.status !== 'in-progress') {
          throw new CatalogError(409, `${what}: the upload ${uploadId} was ${upload.status} by someone else meanwhile`)
        }
      }
      if (response === undefined) throw new RequestFailedError(`${what}: no answer, and the upload is still in progress`, true)
      this.#expect(response, [200], what)
    }
  }

  async abortUpload(container: Container, id: string, uploadId: string): Promise<'aborted' | 'ended'> {
    const what = `abort upload ${uploadId} of ${id}`
    for (let round = 1; ; round++) {
      let response: HttpResponse | undefined
      try {
        response = await this.#authorized({
          method: 'POST',
          url: `${this.#uploadUrl(container, id, uploadId)}/abort`,
          headers: JSON_HEADERS,
          body: '{}',
          label: what,
          idempotent: true,
          // The service's answer for an upload that is no longer in progress: final, not transient.
          finalWhen: noSuchUpload,
          maxBytes: ONE_BYTES,
        })
        if (response.status === 200) return 'aborted'
      } catch (error) {
        if (!(error instanceof RequestFailedError) || !error.outcomeUnknown) throw error
      }
      if (response === undefined || noSuchUpload(response) || response.status === 409) {
        const upload = await this.getUpload(container, id, uploadId)
        if (upload === undefined || upload.status !== 'in-progress') return 'ended'
        if (round < RECONCILE_ROUNDS) continue
      }
      if (response === undefined) throw new RequestFailedError(`${what}: no answer, and the upload is still in progress`, true)
      this.#expect(response, [200], what)
      return 'aborted'
    }
  }

  async putPart(url: string, part: OutgoingPart, label: string): Promise<string> {
    // The catalog chooses where the bytes go: over plain http anyone on the way could read or change them.
    // A URL to the storage the last one went to (its scheme and authority, then its path) is not parsed again.
    const checked = this.#storage
    if (checked === undefined || !url.startsWith(checked) || url.charCodeAt(checked.length) !== SLASH) {
      const target = new URL(url)
      if (target.protocol !== 'https:' && !(target.protocol === 'http:' && isLoopbackHost(target.hostname))) {
        const where = target.protocol === 'http:' ? `leads to ${target.origin} over plain http` : `is a ${target.protocol} URL`
        throw new Error(
          `${label}: the storage URL ${inert(where)}, nothing was sent: ` +
            'parts go over https only (plain http only to loopback hosts such as 127.0.0.1)',
        )
      }
      this.#storage = PLAIN_AUTHORITY.exec(url)?.[0]
    }
    const response = await this.#http.send({
      method: 'PUT',
      url,
      // Content-MD5 is part of the presigned signature; nothing else of ours, never the bearer token.
      headers: { 'Content-MD5': part.md5 },
      body: 'bytes' in part ? part.bytes : { path: part.path, offset: part.offset, length: part.length },
      label,
      idempotent: true,
      // S3 answers a part with headers, or an error of a few hundred bytes.
      maxBytes: ONE_BYTES,
    })
    const etag = header(response.headers, 'etag')
    if (response.status !== 200 || etag === undefined) {
      const code = /<Code>([^<]*)<\/Code>/.exec(response.text)?.[1]
      if (response.status === 400 && code === 'BadDigest') throw new PartBytesChanged(part.number, label)
      const message = `${label}: storage answered HTTP ${response.status}${retryAfter(response)}${code === undefined ? '' : ` ${code}`}`
      throw RETRYABLE_STATUS.has(response.status)
        ? new CatalogBusy(response.status, message, response.retryAfterMs)
        : new CatalogError(response.status, message)
    }
    return etag
  }

  #containerUrl(container: Container): string {
    let url = this.#containerUrls.get(container)
    if (url === undefined) this.#containerUrls.set(container, (url = containerUrl(this.#apiRoot, container)))
    return url
  }

  #assetUrl(container: Container, id: string): string {
    return `${this.#containerUrl(container)}/assets/${encodeURIComponent(id)}`
  }

  #uploadUrl(container: Container, id: string, uploadId: string): string {
    return `${this.#assetUrl(container, id)}/uploads/${encodeURIComponent(uploadId)}`
  }

  /**
   * A read that no cache may answer: `no-cache`, a query unique to the run (kept by the links the
   * service builds from the request, so added once), and the token once there is one.
   */
  async #read(url: string, label: string, maxBytes?: number, sink?: () => ItemStream): Promise<HttpResponse> {
    const fresh = url.includes(this.#fresh) ? url : `${url}${url.includes('?') ? '&' : '?'}${this.#fresh}`
    const request: HttpRequest = {
      method: 'GET',
      url: fresh,
      headers: { 'Cache-Control': 'no-cache' },
      label,
      idempotent: true,
      ...(maxBytes === undefined ? {} : { maxBytes }),
      ...(sink === undefined ? {} : { parse: sink }),
    }
    return this.#tokens.current() === undefined ? this.#http.send(request) : this.#authorized(request)
  }

  /**
   * Turns a non-success into a CatalogError carrying the service's description (CatalogBusy for a
   * catalog that cannot take requests now). A write's answer is not read: the read-back confirms it.
   */
  #expect(response: HttpResponse, ok: readonly number[], what: string): void {
    if (ok.includes(response.status)) return
    const description = this.#description(response)
    const message = this.#secrets.redact(
      `${what}: HTTP ${response.status}${retryAfter(response)}${description === '' ? '' : ` ${description}`}`,
    )
    // The service's NoSuchUpload is its final word on an upload, not a catalog in trouble.
    if (RETRYABLE_STATUS.has(response.status) && !noSuchUpload(response))
      throw new CatalogBusy(response.status, message, response.retryAfterMs)
    throw new CatalogError(response.status, message)
  }

  /**
   * A read's answer (200, or `ok`) as what the run plans on, checked by `defect`: anything else (no
   * JSON, another item, a list that is none) is refused with what it was, and nothing reads it.
   */
  #answer<T>(
    response: HttpResponse,
    what: string,
    noun: string,
    defect: (body: unknown) => string | undefined,
    ok = [200],
    /** Where a 200 answer was read as it came (its text is then empty). */
    stream?: ItemStream,
  ): T {
    this.#expect(response, ok, what)
    const streamed = response.status === 200 ? stream : undefined
    let body: unknown
    let wrong: string | undefined
    try {
      body = streamed === undefined ? (JSON.parse(response.text) as unknown) : streamed.end()
    } catch {
      wrong = notJson(streamed === undefined ? response : { ...response, text: streamed.head })
    }
    wrong ??= defect(body)
    if (wrong !== undefined)
      throw new UnexpectedAnswer(response.status, this.#secrets.redact(`${what}: the answer is not ${noun} (${wrong})`))
    return body as T
  }

  /** The service's own description of an answer, secrets redacted. */
  #description(response: HttpResponse): string {
    const body = parseBody(response.text)
    const description =
      body !== null && typeof body === 'object' && 'description' in body ? describe(body.description) : describe(body ?? '')
    return this.#secrets.redact(description)
  }

  /**
   * A write of an item: the service answers with the item and all its assets, which the write does
   * not read (the read-back confirms it). An answer too large to hold still says by its status what
   * became of the write.
   */
  async #writeItem(request: HttpRequest): Promise<HttpResponse> {
    try {
      return await this.#authorized(request)
    } catch (error) {
      if (!(error instanceof AnswerTooLarge)) throw error
      return { status: error.status, headers: {}, text: '', uncertain: error.outcomeUnknown }
    }
  }

  async #authorized(request: HttpRequest): Promise<HttpResponse> {
    // A URL made from the API root starts with its origin and a slash: only another one is parsed.
    if (!request.url.startsWith(this.#originSlash) && new URL(request.url).origin !== this.#origin)
      throw new Error(`refusing to send the catalog token to ${new URL(request.url).origin}`)
    // The token in hand without waiting for it, as nearly every request finds it.
    const response = await this.#http.send(this.#withToken(request, this.#tokens.current() ?? (await this.#tokens.token())))
    if (response.status !== 401) return response
    // Expired or revoked mid-run: one renewal and one more try.
    return this.#http.send(this.#withToken(request, await this.#tokens.refresh()))
  }

  #withToken(request: HttpRequest, token: string): HttpRequest {
    if (this.#bearer?.token !== token) this.#bearer = { token, header: `Bearer ${token}` }
    return { ...request, headers: { ...request.headers, Authorization: this.#bearer.header } }
  }
}

/** Reads of an upload (or of a bulk create's items) after an unknown outcome, before the answer counts as final. */
const RECONCILE_ROUNDS = 3
/** Answers to a bulk create that refuse the batch as a whole. */
const BATCH_REFUSALS: ReadonlySet<number> = new Set([400, 409, 413, 422])
/** The service's largest page. */
const PAGE_SIZE = 100
/** The largest answers a read accepts, by what it reads (others take the transport's 64 MiB). */
export interface AnswerCaps {
  /** An item with its assets (a few KiB; some 12,000 assets with long names), a collection, a list of assets, an item write's answer. */
  readonly item: number
  /** An item over `item`, read again alone: some 100,000 assets with 230-character names, 200,000 with short ones. */
  readonly largeItem: number
  /**
   * What a run reads of items over `item` in all: one at the large cap, read to plan and read back.
   * A catalog whose every item were huge holds no more than this of the run's memory.
   */
  readonly largeItems: number
  /** A page of the listing, 100 items: given up past it for reading its items one by one. */
  readonly page: number
}
const MIB = 1024 * 1024
const ANSWER_CAPS: AnswerCaps = { item: 8 * MIB, largeItem: 64 * MIB, largeItems: 128 * MIB, page: 16 * MIB }
/** A cap as the transport says it: whole MiB or KiB where it is one. */
const capText = (bytes: number): string =>
  bytes % MIB === 0 ? `${bytes / MIB} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : formatBytes(bytes)
/** One asset, an upload (100 presigned URLs), its parts, or the storage's answer to a part: a few KiB each. */
const ONE_BYTES = 1024 * 1024
/** Items read back at once after a bulk create whose outcome is unknown. */
const READ_BACK_CONCURRENCY = 8
const JSON_HEADERS = { 'Content-Type': 'application/json' }
/**
 * A URL's scheme and authority, where they alone say where it leads: none of the characters the URL
 * parser ends an authority at or drops (a backslash, ? #, tabs, line breaks) before the slash of its path.
 */
const PLAIN_AUTHORITY = /^https?:\/\/[\w.:@%[\]-]+(?=\/)/
const SLASH = 0x2f

export function containerUrl(apiRoot: string, container: Container): string {
  const collection = `${apiRoot}/collections/${encodeURIComponent(container.collection)}`
  return container.item === undefined ? collection : `${collection}/items/${encodeURIComponent(container.item)}`
}

/** The listing's filters as its query takes them, each value percent-encoded (a bare '+' is a space to the service). */
const filterQuery = ({ bbox, datetime }: ItemFilters): string =>
  (bbox === undefined ? '' : `&bbox=${encodeURIComponent(bbox.join(','))}`) +
  (datetime === undefined ? '' : `&datetime=${encodeURIComponent(datetime)}`)

const nameOf = (container: Container): string => container.item ?? container.collection

const noSuchUpload = (response: HttpResponse): boolean => response.status === 500 && response.text.includes('NoSuchUpload')

/**
 * Whether the catalog shows an asset as a create sent it: every field the asset's kind has as sent
 * (one not sent is none), and no checksum yet or the file's. Another writer's differs in one of them,
 * or in a checksum of another file.
 */
function assetAsSent(shown: RemoteAsset | undefined, container: Container, fields: AssetFields, checksum: string): boolean {
  if (shown === undefined) return false
  const stored = shown['file:checksum']
  const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  return (
    (stored === undefined || stored === null || stored === checksum) &&
    Object.entries(writable(container, fields)).every(([key, value]) => sameValue(shown[key], value))
  )
}

/**
 * Whether the catalog shows an item as it was sent: its geometry as planning compares it, each
 * property sent by value as the service rewrites it (text trimmed, times in UTC with Z, durations as
 * P0DT12H00M00S), read as the inputs are read, and its own links as values.
 */
function shownAsSent(shown: RemoteItem | undefined, sent: ItemBody): boolean {
  if (shown === undefined || !sameGeometry(shown.geometry, sent.geometry)) return false
  const properties = shown.properties ?? {}
  return (
    Object.entries(sent.properties).every(([key, value]) => samePropertyValue(properties[key] ?? null, value ?? null)) &&
    sameLinks(ownLinks(shown.links), sent.links ?? [])
  )
}

function samePropertyValue(shown: unknown, sent: unknown): boolean {
  if (shown === sent) return true
  if (typeof shown !== 'string' || typeof sent !== 'string') return false
  if (shown === sent.trim()) return true
  const [a, b] = [parseDateTime(shown), parseDateTime(sent)]
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b
  const [c, d] = [parseDuration(shown, { signed: true }), parseDuration(sent, { signed: true })]
  return typeof c === 'bigint' && c === d
}

/** Part URLs of an answer checked by its defect function: each a url and a part number. */
function partUrls(value: readonly unknown[]): PartUrl[] {
  return (value as Array<{ url: string; part: number; expires?: unknown }>).map((entry) => {
    // The service sends an ISO time; a number is read as seconds since the epoch.
    const expiresAt = typeof entry.expires === 'number' ? entry.expires * 1000 : Date.parse(String(entry.expires))
    return { url: entry.url, part: entry.part, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 }
  })
}

/** An answer that is no JSON, for a message: its media type and how it starts, inert and cut short. */
function notJson(response: HttpResponse): string {
  const type = header(response.headers, 'content-type')
  const start = response.text.slice(0, 1000).trimStart()
  return `${type === undefined ? 'no media type' : inert(type.slice(0, 80))}, ${start === '' ? 'empty' : `starts with ${shown(start)}`}`
}

/** The Retry-After an answer was not retried for, for its message. */
const retryAfter = (response: HttpResponse): string =>
  response.retryAfterMs === undefined ? '' : ` (Retry-After: ${Math.round(response.retryAfterMs / 1000)} s)`

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

/** Fields an asset of the collection itself does not have: the service refuses them (400). */
const ITEM_ASSET_ONLY = ['gsd', 'geoadmin:lang', 'geoadmin:variant'] as const

/** The fields the asset's kind takes: a collection's own assets have no gsd or geoadmin fields. */
function writable<T extends Partial<AssetFields>>(container: Container, fields: T): T {
  if (container.item !== undefined) return fields
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !(ITEM_ASSET_ONLY as readonly string[]).includes(key))) as T
}

function withoutNulls<T extends object>(value: T): Partial<T> {
  const kept: Partial<T> = {}
  for (const key in value) if (value[key] !== null && value[key] !== undefined) kept[key] = value[key]
  return kept
}
