import { statSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  errorMessage,
  FileChangedError,
  inert,
  type Log,
  mapLimit,
  MAX_PARTS,
  MIB,
  MIN_PART_SIZE,
  partLayout,
  type PendingWork,
  type Problem,
  ProblemsError,
} from '../common/index.ts'
import type { ContentStore, ContentToRead, ReadContent } from '../content/index.ts'
import { refusedRead, type SelectedFile, unreadableFiles } from '../files/index.ts'
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
import { UnreachableError } from '../transport/index.ts'
import { HeldBytes, measureStreamed, readStreamed, type RemoteDigest, type StreamedDigest } from './remote.ts'

/** Files of several parts' worth are hashed with worker threads; smaller ones hash faster inline. */
const THREADS_FROM = 8 * MIB
/** Files read at the same time: the disk, not the cores, is the limit beyond this. */
const FILES_AT_ONCE = 4
/**
 * Small files hashed between two turns of the event loop (some millisecond's work): each is read
 * synchronously, and without a turn the catalog's reads, started before the hashing, would not even
 * connect until the last file was hashed (bench 3's re-run waited some 90 ms for them after it).
 */
const SMALL_FILES_A_TURN = 64

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
  /** Where each file's bytes are, and what a file whose content is elsewhere (Git LFS, a STAC source) declares of it. */
  readonly content: ContentStore<FileDigest>
  /** A source's content held in memory at once, in bytes (default HELD_BYTES). */
  readonly heldBytes?: number
}

/** A file whose content is elsewhere (a Git LFS pointer), as planned: the checksum and size declared, without reading a byte. */
interface DeclaredDigest {
  readonly size: number
  readonly checksum: string
  readonly declared: true
}

/** The bytes to upload for a file, and what to clean up afterwards. */
export interface UploadBody {
  /** The parts in a file (the file, its compressed copy, fetched content), or read from a source as they are sent. */
  readonly digest: FileDigest | StreamedDigest
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
          return content.size <= SMALL_FILE_SIZE
            ? Promise.resolve(digestSmallFile(content.path, content.size))
            : readWhole(content, threads, options)
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
  readonly #digests = new Map<string, FileDigest | DeclaredDigest | RemoteDigest | string>()
  readonly #options: ChecksumOptions
  /** A streamed source's content held in memory until it is sent. */
  readonly #held: HeldBytes

  private constructor(options: ChecksumOptions) {
    this.#options = options
    this.#held = new HeldBytes(options.heldBytes)
  }

  static async compute(files: readonly SelectedFile[], options: ChecksumOptions): Promise<Checksums> {
    const checksums = new Checksums(options)
    const read: SelectedFile[] = []
    const unstated: SelectedFile[] = []
    for (const file of files) {
      const streamed = options.content.streams(file)
      const stated = streamed?.stated(file)
      const declared = streamed === undefined ? options.content.declared(file) : undefined
      if (stated !== undefined) checksums.#digests.set(file.relativePath, { checksum: stated.checksum, size: stated.size, remote: true })
      else if (streamed !== undefined) unstated.push(file)
      else if (declared === undefined) read.push(file)
      else checksums.#digests.set(file.relativePath, { ...declared, declared: true })
    }
    if (unstated.length > 0) await checksums.#measure(unstated)
    if (
      options.contentEncoding !== undefined &&
      (unstated.length > 0 || [...checksums.#digests.values()].some((digest) => typeof digest !== 'string' && 'remote' in digest))
    )
      options.log.info(
        `content-encoding ${options.contentEncoding} applies to files read from disk; ` +
          "a STAC source's assets are copied as its storage keeps them, encoded or not",
      )
    const unreadable: SelectedFile[] = []
    const kept = (file: SelectedFile, digest: FileDigest | DeferredDigest): void => {
      if (digest.size !== file.size)
        throw new FileChangedError(file.relativePath, `changed size while it was read (${file.size} → ${digest.size} bytes)`)
      checksums.#digests.set(file.relativePath, 'deferred' in digest ? digest.checksum : digest)
      if (options.log.debugging === false) return
      const parts = 'deferred' in digest ? 'one part, its MD5 at upload' : `${digest.parts.length} part(s)`
      options.log.debug(`${inert(file.relativePath)}: ${digest.checksum} (${parts})`)
    }
    // The selection found it readable by its mode: an ACL or a security module refuses it (or a chmod since).
    const refusal = (file: SelectedFile, error: unknown): void => {
      const refused = refusedRead(file, error)
      if (refused === undefined) throw error
      unreadable.push(refused)
    }
    // Small files first, one after another on this thread (a read and a hash each take microseconds,
    // an awaited step more than both): the event loop turns every SMALL_FILES_A_TURN of them, so the
    // catalog's read goes on meanwhile. A small file's part MD5 is needed only to upload it, and a
    // re-run uploads nothing.
    const large: SelectedFile[] = []
    let small = 0
    for (const file of read) {
      if (file.size > SMALL_FILE_SIZE) {
        large.push(file)
        continue
      }
      if (++small % SMALL_FILES_A_TURN === 0) await nextTurn()
      options.signal.throwIfAborted()
      let digest: DeferredDigest
      try {
        digest = checksumSmallFile(file.absolutePath, file.size)
      } catch (error) {
        refusal(file, error)
        continue
      }
      kept(file, digest)
    }
    const threads = large.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined
    try {
      await mapLimit(large, Math.min(options.concurrency, FILES_AT_ONCE), (file) =>
        options.pending.track(`checksum of ${file.relativePath}`, async () => {
          options.signal.throwIfAborted()
          let digest: FileDigest
          try {
            digest = await readWhole({ path: file.absolutePath, size: file.size, label: file.relativePath }, threads, options)
          } catch (error) {
            refusal(file, error)
            return
          }
          kept(file, digest)
        }),
      )
    } finally {
      await threads?.close()
    }
    if (unreadable.length > 0) throw unreadableFiles(unreadable)
    return checksums
  }

  checksum(file: SelectedFile): string {
    return this.#get(file).checksum
  }

  /** The content's size; undefined for a streamed source's that states none and was not read to hash it. */
  size(file: SelectedFile): number | undefined {
    return this.#get(file).size
  }

  /**
   * Whether the file's body is to be read before anything of its asset is written: a source's
   * content, whose bytes may not be what the source states; nothing of its asset is written then.
   */
  readsBeforeWrite(file: SelectedFile): boolean {
    return 'remote' in this.#get(file)
  }

  /**
   * The content of a streamed source's files that states no checksum the plan can compare: read
   * once each, hashed as it arrives and not kept, so that the run plans them as any other file.
   * Content that cannot be read stops the run before any write, each such file a problem; an
   * origin that cannot be reached at all stops it as any unreachable address does.
   */
  async #measure(files: readonly SelectedFile[]): Promise<void> {
    const { content, log, pending, signal } = this.#options
    let bytes = 0
    const problems: Problem[] = []
    await mapLimit(files, this.#options.concurrency, (file) =>
      pending.track(`reading ${file.relativePath} to hash it`, async () => {
        signal.throwIfAborted()
        const source = content.streams(file)!
        try {
          const found = await measureStreamed(file, source)
          bytes += found.raw
          this.#digests.set(file.relativePath, { checksum: found.checksum, size: found.raw, remote: true })
          log.debug(`${inert(file.relativePath)}: ${found.checksum}, read to hash it (${found.raw} bytes)`)
        } catch (error) {
          if (error instanceof UnreachableError || signal.aborted) throw error
          problems.push({
            subject: { kind: 'file', path: file.relativePath },
            what: [
              `its bytes could not be read at ${source.where(file)} to hash them ` +
                `(its source states no sha2-256 ${source.declaredBy}): ${errorMessage(error)}`,
            ],
            fix: [
              `check that its href can be read from here, or have its source state its ${source.declaredBy} ` +
                '(a sha2-256 multihash), which needs no read',
            ],
          })
        }
      }),
    )
    if (problems.length > 0) throw new ProblemsError(problems.sort((a, b) => subjectPath(a).localeCompare(subjectPath(b))))
    const source = content.streams(files[0]!)!
    log.info(
      `${files.length} file(s) of ${source.name} state no sha2-256 ${source.declaredBy}: each read once to hash it ` +
        `(${bytes} bytes, streamed, not kept); every run reads them again, where a source that states it is planned without a byte`,
    )
  }

  /**
   * What to upload for the file: its parts as hashed, a small file's completed now, or a
   * compressed copy. Refused when the file is no longer the bytes whose checksum was planned.
   */
  async forUpload(file: SelectedFile): Promise<UploadBody> {
    const planned = this.#get(file)
    if ('remote' in planned) return this.#streamedContent(file, planned)
    const digest = 'declared' in planned ? await this.#fetchedContent(file, planned) : this.#fileContent(file, planned)
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
  #fileContent(file: SelectedFile, planned: FileDigest | DeferredDigest): FileDigest {
    // Synchronous: a stat takes microseconds, the thread pool's round trip of an awaited one ten times that, per file.
    const now = statSync(file.absolutePath, { throwIfNoEntry: false })
    if (now === undefined) throw new FileChangedError(file.relativePath, 'vanished after its checksum was computed')
    if (now.size !== file.size) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
    // A small file's bytes are kept for its upload: the part sent is what was verified here, read once.
    const digest =
      'deferred' in planned ? digestSmallFile(file.absolutePath, file.size, this.#options.contentEncoding === undefined) : planned
    if (digest.checksum !== planned.checksum) throw new FileChangedError(file.relativePath, 'changed after its checksum was computed')
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
      stored?.size !== fetched.size
        ? undefined
        : fetched.size <= SMALL_FILE_SIZE
          ? digestSmallFile(fetched.uploadPath, fetched.size)
          : fetched
    if (digest?.checksum !== planned.checksum)
      throw new FileChangedError(file.relativePath, `changed after its checksum was computed (its Git LFS object ${fetched.uploadPath})`)
    return digest
  }

  /**
   * A source's content, read once now for the upload's part MD5s and checked against its checksum as
   * planned (what the source states, or what the read before the plan found); its bytes kept for
   * the PUT where it is one part, read again part by part otherwise. Nothing of it is on disk.
   */
  async #streamedContent(file: SelectedFile, planned: RemoteDigest): Promise<UploadBody> {
    const { content, partSize, pending } = this.#options
    const read = await pending.track(`reading ${file.relativePath} from its source`, () =>
      readStreamed(
        file,
        content.streams(file)!,
        { checksum: planned.checksum, ...(planned.size === undefined ? {} : { size: planned.size }) },
        { partSize, held: this.#held },
      ),
    )
    return {
      digest: read.digest,
      release: () => {
        read.release()
        return Promise.resolve()
      },
    }
  }

  /** The file's digest as planned; a small file's, kept as its checksum alone, as the digest it stands for. */
  #get(file: SelectedFile): FileDigest | DeferredDigest | DeclaredDigest | RemoteDigest {
    const digest = this.#digests.get(file.relativePath)
    if (digest === undefined) throw new Error(`no checksum for ${file.relativePath}`)
    return typeof digest === 'string' ? { size: file.size, checksum: digest, deferred: true } : digest
  }
}

/** The file a problem names, to list them in a stable order. */
const subjectPath = (problem: Problem): string => (problem.subject.kind === 'file' ? problem.subject.path : '')

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
