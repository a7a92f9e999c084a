import { stat } from 'node:fs/promises'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FileChangedError } from './errors.ts'
import type { SelectedFile } from './files.ts'
import {
  checksumSmallFile,
  digestCompressed,
  digestFile,
  digestSmallFile,
  SMALL_FILE_SIZE,
  type DeferredDigest,
  type FileDigest,
} from './hashing.ts'
import { HashingThreads } from './hashing-threads.ts'
import type { Log } from './log.ts'
import { mapLimit } from './map-limit.ts'
import { MAX_PARTS, MIB, MIN_PART_SIZE, partLayout } from './parts.ts'
import type { PendingWork } from './pending.ts'

/** Files of several parts' worth are hashed with worker threads; smaller ones hash faster inline. */
const THREADS_FROM = 8 * MIB
/** Files read at the same time: the disk, not the cores, is the limit beyond this. */
const FILES_AT_ONCE = 4

export interface ChecksumOptions {
  readonly concurrency: number
  /** The part-size input (undefined: auto). */
  readonly partSize: number | undefined
  readonly contentEncoding: 'gzip' | 'br' | undefined
  readonly log: Log
  readonly pending: PendingWork
  /** Stops the reading, e.g. once the sign-in was refused and the run cannot go on anyway. */
  readonly signal: AbortSignal
}

/** The bytes to upload for a file, and what to clean up afterwards. */
export interface UploadBody {
  readonly digest: FileDigest
  release(): Promise<void>
}

/**
 * The digest phase: every file's sha2-256 multihash (what the plan compares), and the part MD5s
 * the upload needs, each file read once. It owns the size thresholds, the worker threads' lifetime,
 * and the one check that a file is still what was hashed when its bytes are sent.
 */
export class Checksums {
  readonly #digests = new Map<string, FileDigest | DeferredDigest>()
  readonly #options: ChecksumOptions

  private constructor(options: ChecksumOptions) {
    this.#options = options
  }

  static async compute(files: readonly SelectedFile[], options: ChecksumOptions): Promise<Checksums> {
    const checksums = new Checksums(options)
    const threads = files.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      await mapLimit(files, Math.min(options.concurrency, FILES_AT_ONCE), (file) =>
        options.pending.track(`checksum of ${file.relativePath}`, async () => {
          options.signal.throwIfAborted()
          const { partSize } = partLayout(file.size, options.partSize)
          // A small file's part MD5 is needed only to upload it, and a re-run uploads nothing.
          const digest =
            file.size <= SMALL_FILE_SIZE
              ? checksumSmallFile(file.absolutePath)
              : threads !== undefined && file.size >= THREADS_FROM
                ? await threads.digest(file.absolutePath, partSize, file.relativePath, options.signal)
                : await digestFile(file.absolutePath, partSize, options.signal)
          if (digest.size !== file.size)
            throw new FileChangedError(file.relativePath, `changed size while it was read (${file.size} → ${digest.size} bytes)`)
          checksums.#digests.set(file.relativePath, digest)
          const parts = 'deferred' in digest ? 'one part, its MD5 at upload' : `${digest.parts.length} part(s)`
          options.log.debug(`${file.relativePath}: ${digest.checksum} (${parts})`)
        }),
      )
    } finally {
      await threads?.close()
    }
    return checksums
  }

  checksum(file: SelectedFile): string {
    return this.#get(file).checksum
  }

  /**
   * What to upload for the file: its parts as hashed, a small file's completed now, or a
   * compressed copy. Refused when the file is no longer the bytes whose checksum was planned.
   */
  async forUpload(file: SelectedFile): Promise<UploadBody> {
    const planned = this.#get(file)
    const now = await stat(file.absolutePath).catch(() => undefined)
    if (now === undefined) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (now.size !== file.size) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    const digest = 'deferred' in planned ? digestSmallFile(file.absolutePath) : planned
    if (digest.checksum !== planned.checksum) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    const encoding = this.#options.contentEncoding
    if (encoding === undefined) return { digest, release: () => Promise.resolve() }
    const folder = await mkdtemp(path.join(tmpdir(), 'stac-publish-'))
    const release = () => rm(folder, { recursive: true, force: true })
    try {
      // The original's part size, at least the storage's minimum: compressed data is seldom larger,
      // and where it is (incompressible data), the extra bytes form a last part, which may be small.
      const partSize = Math.max(digest.parts[0]?.length ?? 0, MIN_PART_SIZE)
      const encoded = await digestCompressed(file.absolutePath, encoding, path.join(folder, 'body'), partSize)
      if (encoded.checksum !== planned.checksum) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
      if (encoded.parts.length > MAX_PARTS) {
        throw new Error(`${file.relativePath}: compressed, it needs more than ${MAX_PARTS} parts; upload it without content-encoding`)
      }
      return { digest: encoded, release }
    } catch (error) {
      await release()
      throw error
    }
  }

  #get(file: SelectedFile): FileDigest | DeferredDigest {
    const digest = this.#digests.get(file.relativePath)
    if (digest === undefined) throw new Error(`no checksum for ${file.relativePath}`)
    return digest
  }
}
