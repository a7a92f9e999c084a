import { statSync } from 'node:fs'
import { mkdtemp, open, rm, stat } from 'node:fs/promises'
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
  UserError,
} from '../common/index.ts'
import {
  GitLfs,
  LFS_POINTER_MAX_SIZE,
  lfsChecksum,
  LfsFetchError,
  type LfsObjects,
  type LfsPointer,
  type LfsStore,
  LfsUnavailableError,
  parseLfsPointer,
  type PointerFile,
  type SelectedFile,
  unavailableMessage,
  unfetchedMessage,
} from '../files/index.ts'
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
  /** Where git runs to fetch Git LFS content: the working directory (the process's by default). */
  readonly workingDirectory?: string
  /** Where Git LFS content comes from: git-lfs in the working directory unless given. */
  readonly lfs?: LfsStore
}

/** A Git LFS file as planned: the checksum and size its pointer gives, without reading a byte. */
interface PointerDigest {
  readonly size: number
  readonly checksum: string
  readonly pointer: LfsPointer
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
 *
 * A Git LFS pointer is planned from the pointer alone (its oid is the content's SHA-256); the
 * content of those the plan uploads is fetched before the first write (fetchLfs) and read from
 * the local LFS store.
 */
export class Checksums {
  readonly #digests = new Map<string, FileDigest | DeferredDigest | PointerDigest>()
  /** Git LFS content fetched and checked against its oid, by oid: read from the local LFS store. */
  readonly #content = new Map<string, FileDigest>()
  readonly #options: ChecksumOptions
  #store: LfsStore | undefined

  private constructor(options: ChecksumOptions) {
    this.#options = options
  }

  static async compute(files: readonly SelectedFile[], options: ChecksumOptions): Promise<Checksums> {
    const checksums = new Checksums(options)
    for (const file of files) {
      if (file.lfs !== undefined)
        checksums.#digests.set(file.relativePath, { size: file.size, checksum: lfsChecksum(file.lfs), pointer: file.lfs })
    }
    const read = files.filter((file) => file.lfs === undefined)
    const threads = read.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      await mapLimit(read, Math.min(options.concurrency, FILES_AT_ONCE), (file) =>
        options.pending.track(`checksum of ${file.relativePath}`, async () => {
          options.signal.throwIfAborted()
          // A small file's part MD5 is needed only to upload it, and a re-run uploads nothing.
          const digest =
            file.size <= SMALL_FILE_SIZE
              ? checksumSmallFile(file.absolutePath)
              : await checksums.#readWhole(file.absolutePath, file.size, file.relativePath, threads)
          if (digest.size !== file.size)
            throw new FileChangedError(file.relativePath, `changed size while it was read (${file.size} → ${digest.size} bytes)`)
          checksums.#digests.set(file.relativePath, digest)
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
    return this.#get(file).checksum
  }

  /** Where the file's content can be read: the file itself, or a Git LFS pointer's object once fetchLfs brought it. */
  contentPath(file: SelectedFile): string | undefined {
    return file.lfs === undefined ? file.absolutePath : this.#content.get(file.lfs.oid)?.uploadPath
  }

  /**
   * Before the first write: the content of these Git LFS files, fetched in one batch into the
   * local LFS store (what is there already is not fetched again), then read once each to check it
   * against its pointer (SHA-256 and size) and to compute its part MD5s. Refused, naming the files
   * and what to change, when any of it cannot be had. Files that are no pointers are left alone.
   */
  async fetchLfs(files: readonly SelectedFile[]): Promise<void> {
    const wanted = files.filter((file): file is SelectedFile & PointerFile => file.lfs !== undefined && !this.#content.has(file.lfs.oid))
    if (wanted.length === 0) return
    const { log, pending, signal } = this.#options
    const objects = await pending.track(`fetching the Git LFS content of ${wanted.length} file(s)`, () => this.#objects(wanted))
    const unique = [...new Map(wanted.map((file) => [file.lfs.oid, file])).values()]
    const problems: string[] = []
    const threads = unique.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      await mapLimit(unique, Math.min(this.#options.concurrency, FILES_AT_ONCE), (file) =>
        pending.track(`checking the Git LFS content of ${file.relativePath}`, async () => {
          signal.throwIfAborted()
          const content = objects.paths.get(file.lfs.oid)!
          const digest =
            file.size <= SMALL_FILE_SIZE ? digestSmallFile(content) : await this.#readWhole(content, file.size, file.relativePath, threads)
          if (digest.checksum === lfsChecksum(file.lfs) && digest.size === file.lfs.size) this.#content.set(file.lfs.oid, digest)
          else
            problems.push(
              `${file.relativePath}: the local Git LFS object ${content} is not the content its pointer names ` +
                `(${digest.size} bytes, sha256 ${digest.checksum.slice(4)}); delete it and run again`,
            )
        }),
      )
    } finally {
      await threads?.close()
    }
    if (problems.length > 0)
      throw new UserError(
        `Some Git LFS content is not what its pointer names; nothing was written:\n${problems.map((p) => `- ${inert(p)}`).join('\n')}`,
      )
    const bytes = objects.downloaded.reduce((sum, pointer) => sum + pointer.size, 0)
    log.info(
      `Git LFS content of ${wanted.length} file(s) checked against its oid: ${objects.downloaded.length} object(s) fetched ` +
        `(${bytes} bytes), ${unique.length - objects.downloaded.length} in the local store already`,
    )
  }

  /**
   * What to upload for the file: its parts as hashed, a small file's completed now, or a
   * compressed copy. Refused when the file is no longer the bytes whose checksum was planned.
   */
  async forUpload(file: SelectedFile): Promise<UploadBody> {
    const planned = this.#get(file)
    const digest = 'pointer' in planned ? await this.#lfsContent(file, planned) : this.#fileContent(file, planned)
    const encoding = this.#options.contentEncoding
    if (encoding === undefined) return { digest, release: () => Promise.resolve() }
    const folder = await mkdtemp(path.join(tmpdir(), 'stac-publish-'))
    const release = () => rm(folder, { recursive: true, force: true })
    try {
      // The original's part size, at least the storage's minimum: compressed data is seldom larger,
      // and where it is (incompressible data), the extra bytes form a last part, which may be small.
      const partSize = Math.max(digest.parts[0]?.length ?? 0, MIN_PART_SIZE)
      const encoded = await digestCompressed(digest.uploadPath, encoding, path.join(folder, 'body'), partSize)
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

  /** The file's bytes, still those whose checksum was planned. */
  #fileContent(file: SelectedFile, planned: FileDigest | DeferredDigest): FileDigest {
    // Synchronous: a stat takes microseconds, the thread pool's round trip of an awaited one ten times that, per file.
    const now = statSync(file.absolutePath, { throwIfNoEntry: false })
    if (now === undefined) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (now.size !== file.size) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    const digest = 'deferred' in planned ? digestSmallFile(file.absolutePath) : planned
    if (digest.checksum !== planned.checksum) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    return digest
  }

  /** A Git LFS file's content from the local store, while the file on disk is still the pointer planned. */
  async #lfsContent(file: SelectedFile, planned: PointerDigest): Promise<FileDigest> {
    // Only a file whose upload the plan did not foresee gets here unfetched: a metadata change
    // that the catalog made with PUT, which resets the file, because it refused PATCH.
    if (!this.#content.has(planned.pointer.oid)) await this.fetchLfs([file])
    const content = this.#content.get(planned.pointer.oid)!
    const pointer = await readPointer(file.absolutePath)
    if (pointer === null) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (pointer?.oid !== planned.pointer.oid || pointer.size !== planned.pointer.size)
      throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    const stored = await stat(content.uploadPath).catch(() => undefined)
    const digest =
      stored?.size !== content.size ? undefined : content.size <= SMALL_FILE_SIZE ? digestSmallFile(content.uploadPath) : content
    if (digest?.checksum !== planned.checksum)
      throw new FileChangedError(file.relativePath, `changed after its checksum was computed (its Git LFS object ${content.uploadPath})`)
    return digest
  }

  /** The files' objects from the store; a failure as a message that names the files and the fix. */
  async #objects(files: readonly PointerFile[]): Promise<LfsObjects> {
    const workingDirectory = this.#options.workingDirectory ?? process.cwd()
    this.#store ??= this.#options.lfs ?? new GitLfs({ cwd: workingDirectory, log: this.#options.log })
    try {
      return await this.#store.objects([...new Map(files.map((file) => [file.lfs.oid, file.lfs])).values()])
    } catch (error) {
      if (error instanceof LfsUnavailableError)
        throw new UserError(unavailableMessage(error.reason, files, workingDirectory, error.message))
      if (!(error instanceof LfsFetchError)) throw error
      const missing = new Set(error.missing)
      throw new UserError(
        unfetchedMessage(
          files.filter((file) => missing.has(file.lfs.oid)),
          error.reasons,
          error.endpoint,
          error.message,
        ),
      )
    }
  }

  /** A large file's multihash and part MD5s in one read, with the worker threads when there are. */
  #readWhole(filePath: string, size: number, label: string, threads: HashingThreads | undefined): Promise<FileDigest> {
    const { partSize } = partLayout(size, this.#options.partSize)
    return threads !== undefined && size >= THREADS_FROM
      ? threads.digest(filePath, partSize, label, this.#options.signal)
      : digestFile(filePath, partSize, this.#options.signal)
  }

  #get(file: SelectedFile): FileDigest | DeferredDigest | PointerDigest {
    const digest = this.#digests.get(file.relativePath)
    if (digest === undefined) throw new Error(`no checksum for ${file.relativePath}`)
    return digest
  }
}

/** The pointer the file is now: null when it is gone, undefined when it is no pointer (any more). */
async function readPointer(filePath: string): Promise<LfsPointer | null | undefined> {
  const handle = await open(filePath, 'r').catch(() => null)
  if (handle === null) return null
  try {
    const bytes = Buffer.alloc(LFS_POINTER_MAX_SIZE)
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0)
    return parseLfsPointer(bytes.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}
