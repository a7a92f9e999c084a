import type { Budget } from './budget.ts'
import { type CatalogApi, type Container, type PartUrl, type StoredPart, type UploadRequest, type UploadState } from '../catalog/index.ts'
import { errorMessage, type Log } from '../common/index.ts'
import type { FileDigest, PartDigest, StreamedDigest } from '../checksums/index.ts'

/** The catalog has no upload API (a server that implements only the published description). */
export class NoUploadApi extends Error {
  override name = 'NoUploadApi'
}

/** Another upload of the asset stays in progress, however often it is aborted (a second writer). */
export class UploadStillInProgress extends Error {
  override name = 'UploadStillInProgress'
}

/** The catalog's upload cannot take the file's bytes as it was started: a part without a URL to send it to. */
export class UploadRefused extends Error {
  override name = 'UploadRefused'
}

interface TransferOptions {
  readonly catalog: CatalogApi
  /** Parts in flight to the storage, for all files of the run together. */
  readonly budget: Budget
  readonly log: Log
  readonly now?: () => number
  /** Told of every part that reached the storage. */
  readonly onBytes?: (bytes: number) => void
}

/** Start over with fresh URLs when this little time is left on a part's presigned URL. */
const URL_EXPIRY_MARGIN_MS = 60_000
/** Uploads started for one file before it counts as failed (URLs that keep expiring). */
const MAX_STARTS = 3
/** Rounds of "create → another upload is in progress → abort it" before giving up. */
const MAX_CLAIMS = 3

class UrlsExpiringError extends Error {}

/** Where a part's bytes are: in a file, or in memory. */
type PartBody = { readonly path: string } | { readonly bytes: Buffer }

/** An upload to send parts to: a new one, or one in progress for the same bytes that is resumed. */
interface Claimed {
  readonly uploadId: string
  readonly urls: readonly PartUrl[]
  /** Parts the storage holds already, with the bytes we would send. */
  readonly stored: ReadonlyMap<number, StoredPart>
}

/**
 * Sends one file's bytes through the catalog's multipart upload API and returns the bytes sent.
 *
 * An upload already in progress for the asset (a stopped run's, or our own whose answer was
 * lost) is resumed when it is for the same bytes — same checksum, encoding and part MD5s: only
 * the parts the storage does not hold yet are sent, to its presigned URLs while they stay valid.
 * An upload for other bytes is aborted and a new one created. An upload that cannot finish is
 * aborted so that the next run is not blocked.
 *
 * The parts are in a file (`uploadPath`), or read from a source as they are sent (`reader`, a
 * STAC source's content): each part's bytes are held in memory from before its slot among the
 * parts in flight until its PUT has ended, so that a part never holds a slot while it waits for
 * memory, and only the parts the storage lacks are read.
 */
export async function transferFile(
  container: Container,
  id: string,
  digest: FileDigest | StreamedDigest,
  options: TransferOptions,
): Promise<number> {
  const request: UploadRequest = {
    number_parts: digest.parts.length,
    md5_parts: digest.parts.map((part) => ({ part_number: part.number, md5: part.md5 })),
    'file:checksum': digest.checksum,
    ...(digest.contentEncoding === undefined ? {} : { content_encoding: digest.contentEncoding }),
  }
  // Bytes that reached the storage, over every upload started for the file.
  const sent = { bytes: 0 }
  for (let start = 1; ; start++) {
    const claimed = await claim(container, id, request, options)
    try {
      const etags = await sendParts(id, claimed, digest, sent, options)
      const parts = digest.parts.map((part) => ({ etag: etags.get(part.number) ?? '', part_number: part.number }))
      await options.catalog.completeUpload(container, id, claimed.uploadId, parts, digest.checksum)
      return sent.bytes
    } catch (error) {
      await abortQuietly(container, id, claimed.uploadId, options)
      if (error instanceof UrlsExpiringError && start < MAX_STARTS) {
        options.log.info(`Upload of ${id}: presigned URLs are about to expire; starting a new upload`)
        continue
      }
      throw error
    }
  }
}

/** A new upload, or the one in progress for the same bytes. */
async function claim(container: Container, id: string, request: UploadRequest, options: TransferOptions): Promise<Claimed> {
  const { catalog, log } = options
  for (let round = 1; ; round++) {
    const start = await catalog.createUpload(container, id, request)
    if (start.kind === 'unsupported') throw new NoUploadApi(start.why)
    if (start.kind === 'started') return { uploadId: start.uploadId, urls: start.urls, stored: new Map() }
    const upload = await catalog.getUpload(container, id, start.uploadId)
    if (upload?.status === 'in-progress' && sameBytes(upload, request)) {
      const stored = keptParts(await catalog.listParts(container, id, start.uploadId), request)
      log.info(
        `Upload of ${id}: continuing upload ${start.uploadId}, left in progress for the same bytes ` +
          '(by a stopped run, or a request whose answer was lost); ' +
          `${stored.size} of ${request.number_parts} part(s) stored already`,
      )
      return { uploadId: start.uploadId, urls: upload.urls, stored }
    }
    if (round >= MAX_CLAIMS)
      throw new UploadStillInProgress(
        `create upload of ${id}: another upload (${start.uploadId}) stays in progress; ` +
          'another run is publishing this asset: run again once it has ended',
      )
    if (upload?.status === 'in-progress') {
      log.info(`Upload of ${id}: aborting the upload ${start.uploadId} left in progress (by a run that was stopped) for other bytes`)
      await catalog.abortUpload(container, id, start.uploadId)
    }
    // Aborted or completed meanwhile: it no longer blocks a new one.
  }
}

function sameBytes(upload: UploadState, request: UploadRequest): boolean {
  return (
    upload.checksum === request['file:checksum'] &&
    upload.contentEncoding === request.content_encoding &&
    upload.md5Parts.size === request.number_parts &&
    request.md5_parts.every((part) => upload.md5Parts.get(part.part_number) === part.md5)
  )
}

/** Stored parts that hold our bytes (S3's part ETag is the quoted hex MD5); others are sent again. */
function keptParts(stored: readonly StoredPart[], request: UploadRequest): Map<number, StoredPart> {
  const wanted = new Map(request.md5_parts.map((part) => [part.part_number, Buffer.from(part.md5, 'base64').toString('hex')]))
  return new Map(
    stored.filter((part) => wanted.get(part.number) === part.etag.replaceAll('"', '').toLowerCase()).map((part) => [part.number, part]),
  )
}

/**
 * Sends the parts the storage does not hold, through the run's budget; the first failure stops
 * the rest. Returns every part's ETag, the stored ones' included.
 */
async function sendParts(
  id: string,
  claimed: Claimed,
  digest: FileDigest | StreamedDigest,
  sent: { bytes: number },
  options: TransferOptions,
): Promise<Map<number, string>> {
  const now = options.now ?? Date.now
  const urls = new Map(claimed.urls.map((url) => [url.part, url]))
  const etags = new Map([...claimed.stored].map(([number, part]) => [number, part.etag]))
  const missing = digest.parts.filter((part) => !claimed.stored.has(part.number))
  let failure: { error: unknown } | undefined
  const send = async (part: PartDigest, body: PartBody | (() => Promise<PartBody>)): Promise<void> => {
    if (failure !== undefined) return
    try {
      const url = urls.get(part.number)
      if (url === undefined) throw new UploadRefused(`upload of ${id}: the catalog gave no URL for part ${part.number}`)
      if (url.expiresAt - now() < URL_EXPIRY_MARGIN_MS) throw new UrlsExpiringError()
      const label = `upload part ${part.number}/${digest.parts.length} of ${id}`
      const bytes = typeof body === 'function' ? await body() : body
      etags.set(part.number, await options.catalog.putPart(url.url, { ...part, ...bytes }, label))
      sent.bytes += part.length
      options.onBytes?.(part.length)
    } catch (error) {
      failure ??= { error }
    }
  }
  if ('uploadPath' in digest) {
    // A small file's one part goes from the bytes verified before its upload, not read again.
    const body: PartBody = digest.bytes !== undefined && digest.parts.length === 1 ? { bytes: digest.bytes } : { path: digest.uploadPath }
    await Promise.all(missing.map((part) => options.budget.run(() => send(part, body))))
  } else {
    const { reader } = digest
    await Promise.all(
      missing.map(async (part) => {
        // Memory first, then the slot: a part in flight never waits for memory that parts waiting for a slot hold.
        if (failure !== undefined) return
        const held = await reader.hold(part)
        try {
          await options.budget.run(() => send(part, async () => ({ bytes: await held.read() })))
        } finally {
          held.release()
        }
      }),
    )
  }
  if (failure !== undefined) throw failure.error
  return etags
}

async function abortQuietly(container: Container, id: string, uploadId: string, options: TransferOptions): Promise<void> {
  try {
    await options.catalog.abortUpload(container, id, uploadId)
  } catch (error) {
    options.log.warning(
      `Upload of ${id}: could not abort upload ${uploadId} (${errorMessage(error, options.log.words)}); the next run aborts it`,
    )
  }
}
