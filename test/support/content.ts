import { fetchedDigests, type FileDigest } from '../../src/checksums/index.ts'
import type { Log } from '../../src/common/log.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { ContentStore, GitLfsContent, type LfsStore } from '../../src/content/index.ts'

const quiet: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_name, work) => work() }

/**
 * A run's content store as publish() makes it: a file is its own content, a Git LFS pointer's is
 * declared by the pointer and fetched from `lfs` (git-lfs in the working directory unless given)
 * only when asked, and read once for its upload's digest.
 */
export function contentStore(
  options: {
    readonly log?: Log
    readonly lfs?: LfsStore
    readonly workingDirectory?: string | undefined
    readonly partSize?: number | undefined
    readonly pending?: PendingWork
  } = {},
): ContentStore<FileDigest> {
  const log = options.log ?? quiet
  const pending = options.pending ?? new PendingWork()
  return new ContentStore({
    sources: [
      new GitLfsContent({
        log,
        workingDirectory: options.workingDirectory,
        ...(options.lfs === undefined ? {} : { lfs: options.lfs }),
      }),
    ],
    read: fetchedDigests({ concurrency: 4, partSize: options.partSize, pending, signal: new AbortController().signal }),
    log,
    pending,
  })
}
