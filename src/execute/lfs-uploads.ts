import type { ServerTraits } from '../catalog/index.ts'
import type { Checksums } from '../checksums/index.ts'
import type { Log } from '../common/index.ts'
import type { PlanEntry } from '../plan/index.ts'

/**
 * Between the plan and the first write: the content of every Git LFS file the plan uploads,
 * fetched and checked, so that a run that cannot have it stops before it has changed anything.
 * Files the plan does not upload are not fetched: a re-run over an unchanged delivery fetches and
 * reads nothing.
 */
export async function fetchLfsUploads(
  entries: readonly PlanEntry[],
  deps: { readonly checksums: Checksums; readonly traits: ServerTraits; readonly log: Log },
): Promise<void> {
  if (deps.traits.uploads === false) return
  const files = entries.filter((entry) => entry.upload && entry.spec.file.lfs !== undefined).map((entry) => entry.spec.file)
  if (files.length === 0) return
  await deps.log.group('Fetch Git LFS content', () => deps.checksums.fetchLfs(files))
}
