import { open } from 'node:fs/promises'
import { type Log, UserError } from '../common/index.ts'
import { LFS_POINTER_MAX_SIZE, lfsChecksum, parseLfsPointer, type LfsPointer, type SelectedFile } from '../files/index.ts'
import { GitLfs, LfsFetchError, LfsUnavailableError, type LfsStore } from './git-lfs.ts'
import { type PointerFile, unavailableMessage, unfetchedMessage } from './lfs.ts'
import type { Brought, ContentSource, DeclaredContent } from './store.ts'

const isPointer = (file: SelectedFile): file is SelectedFile & PointerFile => file.lfs !== undefined

/**
 * The content of Git LFS pointers: declared by the pointer (its oid is the content's SHA-256),
 * fetched into the repository's own LFS store by git-lfs, from the remote a fetch would use.
 */
export class GitLfsContent implements ContentSource {
  readonly name = 'Git LFS content'
  readonly declaredBy = 'pointer'
  readonly #options: { readonly workingDirectory?: string; readonly log: Log; readonly lfs?: LfsStore }
  #store: LfsStore | undefined

  constructor(options: {
    /** Where git runs to fetch: the working directory (the process's by default). */
    readonly workingDirectory?: string | undefined
    readonly log: Log
    /** Where the objects come from: git-lfs in the working directory unless given. */
    readonly lfs?: LfsStore
  }) {
    this.#options = {
      log: options.log,
      ...(options.workingDirectory === undefined ? {} : { workingDirectory: options.workingDirectory }),
      ...(options.lfs === undefined ? {} : { lfs: options.lfs }),
    }
  }

  holds(file: SelectedFile): boolean {
    return isPointer(file)
  }

  declared(file: SelectedFile): DeclaredContent {
    const pointer = file.lfs!
    return { size: pointer.size, checksum: lfsChecksum(pointer) }
  }

  /** The files' objects from the store; a failure as a message that names the files and the fix. */
  async fetch(files: readonly SelectedFile[]): Promise<Brought> {
    const pointers = files.filter(isPointer)
    const workingDirectory = this.#options.workingDirectory ?? process.cwd()
    this.#store ??= this.#options.lfs ?? new GitLfs({ cwd: workingDirectory, log: this.#options.log })
    try {
      const objects = await this.#store.objects([...new Map(pointers.map((file) => [file.lfs.oid, file.lfs])).values()])
      return {
        paths: new Map(pointers.map((file) => [lfsChecksum(file.lfs), objects.paths.get(file.lfs.oid)!])),
        downloaded: { count: objects.downloaded.length, bytes: objects.downloaded.reduce((sum, pointer) => sum + pointer.size, 0) },
      }
    } catch (error) {
      if (error instanceof LfsUnavailableError)
        throw new UserError(unavailableMessage(error.reason, pointers, workingDirectory, error.message))
      if (!(error instanceof LfsFetchError)) throw error
      const missing = new Set(error.missing)
      throw new UserError(
        unfetchedMessage(
          pointers.filter((file) => missing.has(file.lfs.oid)),
          error.reasons,
          error.endpoint,
          error.message,
        ),
      )
    }
  }

  async declaredNow(file: SelectedFile): Promise<DeclaredContent | null | undefined> {
    const pointer = await readPointer(file.absolutePath)
    return pointer === null || pointer === undefined ? pointer : { size: pointer.size, checksum: lfsChecksum(pointer) }
  }

  mismatch(file: SelectedFile, path: string, found: DeclaredContent): string {
    return (
      `${file.relativePath}: the local Git LFS object ${path} is not the content its pointer names ` +
      `(${found.size} bytes, sha256 ${found.checksum.slice(4)}); delete it and run again`
    )
  }

  fetched(files: number, contents: number, brought: Brought): string {
    const { count, bytes } = brought.downloaded
    return (
      `Git LFS content of ${files} file(s) checked against its oid: ${count} object(s) fetched ` +
      `(${bytes} bytes), ${contents - count} in the local store already`
    )
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
