/**
 * The S3-like storage on its own origin: presigned part URLs whose signature covers the upload,
 * the part, the expiry and the Content-MD5 header; parts checked against their Content-MD5 and
 * kept as blobs (streamed to files on disk over sockets); stored objects served back. Answers in
 * S3's XML error format, those decided from the URL and headers before the body is read. The
 * checks are the storage's, whatever carries the bytes: `handle` over sockets, `receive` in
 * memory for the unit tests' catalog.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { Blobs } from './blobs.ts'
import { HttpError, s3Error } from './errors.ts'
import { isoTime } from './fields.ts'
import type { CatalogStore, PresignedUrl, UploadRecord } from './store.ts'
import type { StoredFile } from './types.ts'

/**
 * The one byte range of a Range header as S3 reads it: [first, last] (the last clipped to the
 * object), 'unsatisfiable' where it starts past the end, undefined where there is none to honour
 * (no header, another unit, several ranges, a malformed one): then the whole object.
 */
function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(first)
  const end = last === '' ? Infinity : Number(last)
  if (end < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return [start, Math.min(end, size - 1)]
}

/**
 * A refusal S3 makes from the URL and headers alone (the signature, the expiry, the upload):
 * answered before the body is read, as S3 does, so that a client still sending a part gets the
 * answer first. The server then reads and drops the rest of the body (S3 closes the connection
 * instead; the 'reset' fault is that).
 */
function early(res: ServerResponse, refusal: HttpError): number {
  const body = String(refusal.body)
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': String(Buffer.byteLength(body)) }).end(body)
  return refusal.status
}

/** An upload's part that the storage admits, from its URL and Content-MD5. */
interface Admitted {
  readonly upload: UploadRecord
  readonly part: number
  readonly contentMd5: string
}

export class Storage {
  #store: CatalogStore | undefined
  readonly #blobs: Blobs
  readonly #now: () => number
  readonly #signingKey = randomUUID()
  origin = ''

  constructor(options: { readonly blobs: Blobs; readonly now: () => number }) {
    this.#blobs = options.blobs
    this.#now = options.now
  }

  /** The store whose uploads and objects this serves (the store presigns through this, hence set afterwards). */
  serve(store: CatalogStore): void {
    this.#store = store
  }

  get #objects(): CatalogStore {
    if (this.#store === undefined) throw new Error('the storage serves no store yet')
    return this.#store
  }

  #signature(uploadId: string, part: number, expires: number, md5: string): string {
    return createHmac('sha256', this.#signingKey).update(`${uploadId}/${part}/${expires}/${md5}`).digest('hex')
  }

  /** One presigned URL per part, each bound to the part's declared MD5. */
  presign(upload: Pick<UploadRecord, 'id' | 'md5' | 'expires'>): PresignedUrl[] {
    return [...upload.md5].map(([part, md5]) => ({
      url: `${this.origin}/upload/${upload.id}/${part}?X-Amz-Expires=${upload.expires}&X-Amz-Signature=${this.#signature(upload.id, part, upload.expires, md5)}`,
      part,
      expires: isoTime(upload.expires * 1000),
    }))
  }

  /** The checks of a part's PUT before its body: the path, the signature (Content-MD5 included), the expiry, the upload. */
  #admit(url: URL, contentMd5: string | undefined): Admitted {
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
    if (segments[0] !== 'upload' || segments.length !== 3) throw s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed')
    const upload = this.#objects.uploadById(segments[1] ?? '')
    const part = Number(segments[2])
    const expires = Number(url.searchParams.get('X-Amz-Expires'))
    if (upload === undefined || upload.md5.get(part) === undefined)
      throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
    if (contentMd5 === undefined || url.searchParams.get('X-Amz-Signature') !== this.#signature(upload.id, part, expires, contentMd5))
      throw s3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    if (expires * 1000 <= this.#now()) throw s3Error(403, 'AccessDenied', 'Request has expired')
    if (upload.status !== 'in-progress') throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.')
    return { upload, part, contentMd5 }
  }

  /** Writes a part's bytes to a blob, checks them against Content-MD5 and keeps them; its ETag. */
  async #keep(admitted: Admitted, bytes: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<string> {
    const { upload, part, contentMd5 } = admitted
    const { key, stream } = this.#blobs.create(`${upload.id}.${part}`)
    const hash = createHash('md5')
    let size = 0
    await pipeline(
      bytes,
      async function* (source: AsyncIterable<Buffer> | Iterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk)
          size += chunk.length
          yield chunk
        }
      },
      stream,
    )
    const md5 = hash.digest()
    if (md5.toString('base64') !== contentMd5) {
      await this.#blobs.remove(key)
      throw s3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.')
    }
    const etag = `"${md5.toString('hex')}"`
    await this.#objects.storePart(upload, part, { path: key, size, etag })
    return etag
  }

  /** A part's PUT without sockets: the same checks, in the same order; its ETag, or the storage's refusal (HttpError). */
  async receive(url: string, contentMd5: string, bytes: Buffer): Promise<string> {
    return this.#keep(this.#admit(new URL(url), contentMd5), [bytes])
  }

  /**
   * GET or HEAD of a stored object, publicly readable, as S3 answers it: the headers the service's
   * upload gave it (its media type, Content-Encoding, Cache-Control of the service's default
   * HTTP_ASSETS_CACHE_SECONDS, the sha256 it declared as metadata), its ETag and Last-Modified; one
   * byte range (206; several, or a unit S3 does not read, are ignored; 416 where none is in it);
   * If-Match (412) and If-None-Match (304).
   */
  async #serve(req: IncomingMessage, res: ServerResponse, file: StoredFile, type: string): Promise<number> {
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'max-age=7200, public',
      'Content-Type': type,
      ETag: file.etag,
      'Last-Modified': new Date(file.modified).toUTCString(),
      'x-amz-meta-sha256': file.checksum.slice(4),
      ...(file.contentEncoding === undefined ? {} : { 'Content-Encoding': file.contentEncoding }),
    }
    const tags = (header: string) => header.split(',').map((tag) => tag.trim())
    const ifMatch = req.headers['if-match']
    if (ifMatch !== undefined && ifMatch !== '*' && !tags(ifMatch).includes(file.etag)) {
      throw s3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold')
    }
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch !== undefined && (ifNoneMatch === '*' || tags(ifNoneMatch).includes(file.etag))) {
      res.writeHead(304, { ETag: file.etag, 'Last-Modified': headers['Last-Modified']! }).end()
      return 304
    }
    const range = byteRange(req.headers.range, file.size)
    if (range === 'unsatisfiable') throw s3Error(416, 'InvalidRange', 'The requested range is not satisfiable')
    const [start, end] = range ?? [0, file.size - 1]
    const status = range === undefined ? 200 : 206
    res.writeHead(status, {
      ...headers,
      'Content-Length': String(Math.max(0, end - start + 1)),
      ...(range === undefined ? {} : { 'Content-Range': `bytes ${start}-${end}/${file.size}` }),
    })
    if (req.method === 'GET' && end >= start) {
      const blobs = this.#blobs
      // The parts one after another, and of them only the bytes of the range.
      async function* bytes(): AsyncGenerator<Buffer> {
        let offset = 0
        for (const part of file.parts) {
          for await (const chunk of blobs.open(part) as AsyncIterable<Buffer>) {
            const from = Math.max(start - offset, 0)
            const to = Math.min(end + 1 - offset, chunk.length)
            offset += chunk.length
            if (to > from) yield chunk.subarray(from, to)
            if (offset > end) return
          }
        }
      }
      await pipeline(bytes(), res)
      return status
    }
    res.end()
    return status
  }

  /** Handles one storage request; answers it and returns its status. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
    if ((req.method === 'GET' || req.method === 'HEAD') && segments[0] !== 'upload') {
      const object = this.#objects.object(segments)
      if (object === undefined) throw s3Error(404, 'NoSuchKey', 'The specified key does not exist.')
      return this.#serve(req, res, object.file, object.type)
    }
    let admitted: Admitted
    try {
      if (req.method !== 'PUT') throw s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed')
      admitted = this.#admit(url, typeof req.headers['content-md5'] === 'string' ? req.headers['content-md5'] : undefined)
    } catch (refusal) {
      if (!(refusal instanceof HttpError)) throw refusal
      return early(res, refusal)
    }
    const etag = await this.#keep(admitted, req)
    // As S3: an empty body with a Content-Length, not a chunked one.
    res.writeHead(200, { ETag: etag, 'Content-Length': '0' }).end()
    return 200
  }
}
