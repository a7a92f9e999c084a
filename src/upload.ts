import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Catalog, UploadCreated, UploadUrl } from './catalog.ts'
import { CatalogError } from './catalog.ts'
import { digestCompressed, type FileDigest, type PartDigest } from './digest.ts'
import { header, type Http } from './http.ts'
import type { Log } from './log.ts'
import { MAX_PARTS, MIN_PART_SIZE } from './parts.ts'
import { mapLimit } from './pool.ts'

/** The catalog has no upload API (a server that implements only the published description). */
export class UploadUnsupportedError extends Error {
  override name = 'UploadUnsupportedError'
}

export interface UploadOptions {
  readonly catalog: Catalog
  /** Sends to the storage's presigned URLs: never with the catalog's token. */
  readonly http: Http
  readonly log: Log
  readonly contentEncoding: 'gzip' | 'br' | undefined
  readonly partConcurrency: number
  readonly now?: () => number
  /** Told of every part that reached the storage. */
  readonly onBytes?: (bytes: number) => void
}

/** Start over with fresh URLs when this little time is left on a part's presigned URL. */
const URL_EXPIRY_MARGIN_MS = 60_000
const MAX_STARTS = 3

class UrlsExpiringError extends Error {}

const expiresAt = (url: UploadUrl): number => (typeof url.expires === 'number' ? url.expires * 1000 : Date.parse(url.expires))

/**
 * Uploads one file through the catalog's multipart upload API and returns the bytes sent.
 * A stale upload left by a killed run (409) is aborted and the upload started again; an upload
 * that cannot finish is aborted so that the next run is not blocked.
 */
export async function uploadFile(id: string, filePath: string, digest: FileDigest, options: UploadOptions): Promise<number> {
  if (options.contentEncoding === undefined) return uploadDigested(id, digest, options)
  const folder = await mkdtemp(path.join(tmpdir(), 'stac-publish-'))
  try {
    // The original's part size, at least the storage's minimum: compressed data is seldom larger,
    // and where it is (incompressible data), the extra bytes form a last part, which may be small.
    const partSize = Math.max(digest.parts[0]?.length ?? 0, MIN_PART_SIZE)
    const encoded = await digestCompressed(filePath, options.contentEncoding, path.join(folder, 'body'), partSize)
    if (encoded.parts.length > MAX_PARTS)
      throw new Error(`${filePath}: compressed, it needs more than ${MAX_PARTS} parts; upload it without content-encoding`)
    if (encoded.checksum !== digest.checksum) throw new Error(`${filePath} changed while it was being published; run again`)
    return await uploadDigested(id, encoded, options)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function uploadDigested(id: string, digest: FileDigest, options: UploadOptions): Promise<number> {
  for (let start = 1; ; start++) {
    const created = await createUpload(id, digest, options)
    try {
      const etags = await sendParts(id, created, digest, options)
      await complete(id, created, digest, etags, options)
      return digest.uploadSize
    } catch (error) {
      await abortQuietly(id, created.upload_id, options)
      if (error instanceof UrlsExpiringError && start < MAX_STARTS) {
        options.log.info(`Upload of ${id}: presigned URLs are about to expire; starting a new upload`)
        continue
      }
      throw error
    }
  }
}

async function createUpload(id: string, digest: FileDigest, options: UploadOptions): Promise<UploadCreated> {
  const { catalog, log } = options
  const request = {
    number_parts: digest.parts.length,
    md5_parts: digest.parts.map((part) => ({ part_number: part.number, md5: part.md5 })),
    'file:checksum': digest.checksum,
    ...(options.contentEncoding === undefined ? {} : { content_encoding: options.contentEncoding }),
  }
  let response = await catalog.createUpload(id, request)
  if (response.status === 409) {
    // Left over from a run that was killed (or our own create whose answer was lost): abort it, start again.
    const stale = (catalog.expect(response, [409], '') as { upload_id?: unknown } | undefined)?.upload_id
    if (typeof stale !== 'string') catalog.expect(response, [201], `create upload of ${id}`)
    log.info(
      `Upload of ${id}: aborting the upload ${String(stale)} left in progress (by a run that was stopped, or a request whose answer was lost)`,
    )
    // 409: it finished or was aborted meanwhile; either way it no longer blocks.
    catalog.expect(await catalog.abortUpload(id, String(stale)), [200, 409], `abort stale upload of ${id}`)
    response = await catalog.createUpload(id, request)
  }
  if (response.status === 404 || response.status === 405) {
    throw new UploadUnsupportedError(`the catalog answered ${response.status} to creating an upload of ${id}`)
  }
  const created = catalog.expect(response, [201], `create upload of ${id}`) as UploadCreated
  if (typeof created?.upload_id !== 'string' || !Array.isArray(created.urls) || created.urls.length !== digest.parts.length) {
    throw new CatalogError(response.status, `create upload of ${id}: the answer has no upload_id or not one URL per part`, created)
  }
  return created
}

async function sendParts(id: string, created: UploadCreated, digest: FileDigest, options: UploadOptions): Promise<Map<number, string>> {
  const now = options.now ?? Date.now
  const etags = new Map<number, string>()
  const byNumber = new Map(digest.parts.map((part) => [part.number, part] as const))
  await mapLimit(created.urls, options.partConcurrency, async (url) => {
    const part = byNumber.get(url.part)
    if (part === undefined) throw new Error(`create upload of ${id}: the catalog sent a URL for unknown part ${url.part}`)
    if (expiresAt(url) - now() < URL_EXPIRY_MARGIN_MS) throw new UrlsExpiringError()
    etags.set(part.number, await sendPart(id, url.url, part, digest.uploadPath, digest.parts.length, options))
    options.onBytes?.(part.length)
  })
  return etags
}

async function sendPart(id: string, url: string, part: PartDigest, file: string, count: number, options: UploadOptions): Promise<string> {
  const response = await options.http.send({
    method: 'PUT',
    url,
    // Content-MD5 is part of the signature; nothing else of ours, and never the bearer token.
    headers: { 'Content-MD5': part.md5, 'Content-Length': String(part.length) },
    body: () => createReadStream(file, { start: part.offset, end: part.offset + part.length - 1, highWaterMark: 256 * 1024 }),
    label: `upload part ${part.number}/${count} of ${id}`,
    idempotent: true,
  })
  const etag = header(response.headers, 'etag')
  if (response.status !== 200 || etag === undefined) {
    const code = /<Code>([^<]*)<\/Code>/.exec(response.text)?.[1]
    throw new Error(
      `upload part ${part.number}/${count} of ${id}: storage answered HTTP ${response.status}${code === undefined ? '' : ` ${code}`}`,
    )
  }
  return etag
}

async function complete(
  id: string,
  created: UploadCreated,
  digest: FileDigest,
  etags: ReadonlyMap<number, string>,
  options: UploadOptions,
): Promise<void> {
  const parts = digest.parts.map((part) => ({ etag: etags.get(part.number) ?? '', part_number: part.number }))
  const response = await options.catalog.completeUpload(id, created.upload_id, parts)
  if (response.status === 409) {
    // Our first complete may have gone through with its answer lost: the asset tells.
    const asset = await options.catalog.getAsset(id)
    if (asset?.['file:checksum'] === digest.checksum) return
  }
  options.catalog.expect(response, [200], `complete upload of ${id}`)
}

async function abortQuietly(id: string, uploadId: string, options: UploadOptions): Promise<void> {
  try {
    const response = await options.catalog.abortUpload(id, uploadId)
    if (response.status !== 200) options.log.warning(`Upload of ${id}: abort answered HTTP ${response.status}; the next run aborts it`)
  } catch (error) {
    options.log.warning(
      `Upload of ${id}: could not abort (${error instanceof Error ? error.message : String(error)}); the next run aborts it`,
    )
  }
}
