/**
 * The S3-like storage on its own origin: presigned part URLs whose signature covers the upload,
 * the part, the expiry and the Content-MD5 header; parts streamed to files on disk and checked
 * against their Content-MD5; stored objects served back. Answers in S3's XML error format, those
 * decided from the URL and headers before the body is read.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { s3Error, type HttpError } from './errors.ts'
import { isoTime } from './fields.ts'
import type { CatalogStore, PresignedUrl, UploadRecord } from './store.ts'

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

export class Storage {
  #store: CatalogStore | undefined
  readonly #dataDir: string
  readonly #now: () => number
  readonly #signingKey = randomUUID()
  origin = ''

  constructor(options: { readonly dataDir: string; readonly now: () => number }) {
    this.#dataDir = options.dataDir
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

  /** Handles one storage request; answers it and returns its status. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
    if ((req.method === 'GET' || req.method === 'HEAD') && segments[0] !== 'upload') {
      const object = this.#objects.object(segments)
      if (object === undefined) throw s3Error(404, 'NoSuchKey', 'The specified key does not exist.')
      const { file, type } = object
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': String(file.size),
        ...(file.contentEncoding === undefined ? {} : { 'Content-Encoding': file.contentEncoding }),
      })
      if (req.method === 'GET') for (const part of file.parts) await pipeline(createReadStream(part), res, { end: false })
      res.end()
      return 200
    }
    const refuse = (status: number, code: string, message: string): number => early(res, s3Error(status, code, message))
    if (req.method !== 'PUT' || segments[0] !== 'upload' || segments.length !== 3)
      return refuse(405, 'MethodNotAllowed', 'The specified method is not allowed')
    const upload = this.#objects.uploadById(segments[1] ?? '')
    const part = Number(segments[2])
    const expires = Number(url.searchParams.get('X-Amz-Expires'))
    const declared = upload?.md5.get(part)
    const md5Header = typeof req.headers['content-md5'] === 'string' ? req.headers['content-md5'] : undefined
    if (upload === undefined || declared === undefined) return refuse(404, 'NoSuchUpload', 'The specified upload does not exist.')
    if (md5Header === undefined || url.searchParams.get('X-Amz-Signature') !== this.#signature(upload.id, part, expires, md5Header))
      return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    if (expires * 1000 <= this.#now()) return refuse(403, 'AccessDenied', 'Request has expired')
    if (upload.status !== 'in-progress') return refuse(404, 'NoSuchUpload', 'The specified upload does not exist.')
    const file = path.join(this.#dataDir, `${upload.id}.${part}.${randomUUID()}`)
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
    const etag = `"${md5.toString('hex')}"`
    await this.#objects.storePart(upload, part, { path: file, size, etag })
    // As S3: an empty body with a Content-Length, not a chunked one.
    res.writeHead(200, { ETag: etag, 'Content-Length': '0' }).end()
    return 200
  }
}
