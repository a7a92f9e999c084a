import { statSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  FileChangedError,
  inert,
  type Log,
  mapLimit,
  MAX_PARTS,
  MIB,
  MIN_PART_SIZE,
  partLayout,
  type PendingWork,
} from '../common/index.ts'
import type { ContentStore, ContentToRead, ReadContent } from '../content/index.ts'
import type { SelectedFile } from '../files/index.ts'
import { checksumSmallFile, digestCompressed, digestFile, digestSmallFile, SMALL_FILE_SIZE, type FileDigest } from './hashing.ts'
import { HashingThreads } from './hashing-threads.ts'

/** Files of several parts' worth are hashed with worker threads; smaller ones hash faster inline. */
const THREADS_FROM = 8 * MIB
/** Files read at the same time: the disk, not the cores, is the limit beyond this. */
const FILES_AT_ONCE = 4

/** How files are read: the part size, and the stop of a run that cannot go on. */
interface ReadOptions {
  readonly concurrency: number
  /** The part-size input (undefined: auto). */
  readonly partSize: number | undefined
  readonly pending: PendingWork
  /** Stops the reading, e.g. once the sign-in was refused and the run cannot go on anyway. */
  readonly signal: AbortSignal
}

export interface ChecksumOptions extends ReadOptions {
  readonly contentEncoding: 'gzip' | 'br' | undefined
  readonly log: Log
  /** Where each file's bytes are, and what a file whose content is elsewhere (Git LFS) declares of it. */
  readonly content: ContentStore<FileDigest>
}

/** A file whose content is elsewhere (a Git LFS pointer), as planned: the checksum and size declared, without reading a byte. */
interface DeclaredDigest {
  readonly size: number
  readonly checksum: string
  readonly declared: true
}

/** The bytes to upload for a file, and what to clean up afterwards. */
export interface UploadBody {
  readonly digest: FileDigest
  release(): Promise<void>
}

/**
 * How the content store reads what it fetched: each content once, for its multihash (which the
 * store compares with what was declared) and the part MD5s of its upload, so that fetched content
 * is read once before it is sent.
 */
export function fetchedDigests(options: ReadOptions): ReadContent<FileDigest> {
  return async (contents: readonly ContentToRead[]) => {
    const threads = contents.some((content) => content.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      return await mapLimit(contents, Math.min(options.concurrency, FILES_AT_ONCE), (content) =>
        options.pending.track(content.task, () => {
          options.signal.throwIfAborted()
          return content.size <= SMALL_FILE_SIZE ? Promise.resolve(digestSmallFile(content.path)) : readWhole(content, threads, options)
        }),
      )
    } finally {
      await threads?.close()
    }
  }
}

/**
 * The digest phase: every file's sha2-256 multihash (what the plan compares), and the part MD5s
 * the upload needs, each file read once. It owns the size thresholds, the worker threads' lifetime,
 * and the one check that a file is still what was hashed when its bytes are sent.
 *
 * A file whose content is elsewhere (a Git LFS pointer) is planned from what its source declares
 * (the pointer's oid is the content's SHA-256); the content of those the plan uploads is fetched
 * by the content store before the first write, and read, for the upload, where it brought it.
 */
export class Checksums {
  /** By file; a small file's is its checksum alone (its part MD5 computed at upload), the bulk of a tile set's. */
  readonly #digests = new Map<string, FileDigest | DeclaredDigest | string>()
  readonly #options: ChecksumOptions

  private constructor(options: ChecksumOptions) {
    this.#options = options
  }

  static async compute(files: readonly SelectedFile[], options: ChecksumOptions): Promise<Checksums> {
    const checksums = new Checksums(options)
    const read: SelectedFile[] = []
    for (const file of files) {
      const declared = options.content.declared(file)
      if (declared === undefined) read.push(file)
      else checksums.#digests.set(file.relativePath, { ...declared, declared: true })
    }
    const threads = read.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      await mapLimit(read, Math.min(options.concurrency, FILES_AT_ONCE), (file) =>
        options.pending.track(`checksum of ${file.relativePath}`, async () => {
          options.signal.throwIfAborted()
          // A small file's part MD5 is needed only to upload it, and a re-run uploads nothing.
          const digest =
            file.size <= SMALL_FILE_SIZE
              ? checksumSmallFile(file.absolutePath)
              : await readWhole({ path: file.absolutePath, size: file.size, label: file.relativePath }, threads, options)
          if (digest.size !== file.size)
            throw new FileChangedError(file.relativePath, `changed size while it was read (${file.size} → ${digest.size} bytes)`)
          checksums.#digests.set(file.relativePath, 'deferred' in digest ? digest.checksum : digest)
          const parts = 'deferred' in digest ? 'one part, its MD5 at upload' : `${digest.parts.length} part(s)`
          options.log.debug(`${inert(file.relativePath)}: ${digest.checksum} (${parts})`)
        }),
      )
    } finally {
      await threads?.close()
    }
    return checksums
  }

  checksum(file: SelectedFile): string {
    const digest = this.#get(file)
    return typeof digest === 'string' ? digest : digest.checksum
  }

  /**
   * What to upload for the file: its parts as hashed, a small file's completed now, or a
   * compressed copy. Refused when the file is no longer the bytes whose checksum was planned.
   */
  async forUpload(file: SelectedFile): Promise<UploadBody> {
    const planned = this.#get(file)
    const digest =
      typeof planned !== 'string' && 'declared' in planned ? await this.#fetchedContent(file, planned) : this.#fileContent(file, planned)
    const encoding = this.#options.contentEncoding
    if (encoding === undefined) return { digest, release: () => Promise.resolve() }
    const folder = await mkdtemp(path.join(tmpdir(), 'stac-publish-'))
    const release = () => rm(folder, { recursive: true, force: true })
    try {
      // The original's part size, at least the storage's minimum: compressed data is seldom larger,
      // and where it is (incompressible data), the extra bytes form a last part, which may be small.
      const partSize = Math.max(digest.parts[0]?.length ?? 0, MIN_PART_SIZE)
      const encoded = await digestCompressed(digest.uploadPath, encoding, path.join(folder, 'body'), partSize)
      if (encoded.checksum !== digest.checksum) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
      if (encoded.parts.length > MAX_PARTS) {
        throw new Error(`${file.relativePath}: compressed, it needs more than ${MAX_PARTS} parts; upload it without content-encoding`)
      }
      return { digest: encoded, release }
    } catch (error) {
      await release()
      throw error
    }
  }

  /** The file's bytes, still those whose checksum was planned. */
  #fileContent(file: SelectedFile, planned: FileDigest | string): FileDigest {
    // Synchronous: a stat takes microseconds, the thread pool's round trip of an awaited one ten times that, per file.
    const now = statSync(file.absolutePath, { throwIfNoEntry: false })
    if (now === undefined) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (now.size !== file.size) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    // A small file's bytes are kept for its upload: the part sent is what was verified here, read once.
    const digest = typeof planned === 'string' ? digestSmallFile(file.absolutePath, this.#options.contentEncoding === undefined) : planned
    if (digest.checksum !== (typeof planned === 'string' ? planned : planned.checksum))
      throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    return digest
  }

  /** Fetched content (a Git LFS object), while the file on disk still declares what was planned. */
  async #fetchedContent(file: SelectedFile, planned: DeclaredDigest): Promise<FileDigest> {
    const { content } = this.#options
    // Only a file whose upload the plan did not foresee gets here unfetched: a metadata change
    // that the catalog made with PUT, which resets the file, because it refused PATCH.
    if (!content.isHere(file)) await content.fetch([file])
    const fetched = content.checked(file)!
    const declared = await content.declaredNow(file)
    if (declared === null) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (declared?.checksum !== planned.checksum || declared.size !== planned.size)
      throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    const stored = await stat(fetched.uploadPath).catch(() => undefined)
    const digest =
      stored?.size !== fetched.size ? undefined : fetched.size <= SMALL_FILE_SIZE ? digestSmallFile(fetched.uploadPath) : fetched
    if (digest?.checksum !== planned.checksum)
      throw new FileChangedError(file.relativePath, `changed after its checksum was computed (its Git LFS object ${fetched.uploadPath})`)
    return digest
  }

  #get(file: SelectedFile): FileDigest | DeclaredDigest | string {
    const digest = this.#digests.get(file.relativePath)
    if (digest === undefined) throw new Error(`no checksum for ${file.relativePath}`)
    return digest
  }
}

/** A large file's multihash and part MD5s in one read, with the worker threads when there are. */
function readWhole(
  file: { readonly path: string; readonly size: number; readonly label: string },
  threads: HashingThreads | undefined,
  options: Pick<ReadOptions, 'partSize' | 'signal'>,
): Promise<FileDigest> {
  const { partSize } = partLayout(file.size, options.partSize)
  return threads !== undefined && file.size >= THREADS_FROM
    ? threads.digest(file.path, partSize, file.label, options.signal)
    : digestFile(file.path, partSize, options.signal)
}
