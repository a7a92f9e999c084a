import { settleFetched } from './assets/index.ts'
import type { ServerTraits } from './catalog/index.ts'
import type { Log } from './common/index.ts'
import type { ContentStore } from './content/index.ts'
import type { SafetyConfig } from './domain/index.ts'
import type { RunThreads } from './footprint/index.ts'
import { plan, type PlanEntry } from './plan/index.ts'

/**
 * Between the plan and the first write: the content of every file the plan uploads whose bytes
 * are elsewhere (Git LFS; a streamed source's content is read as it is sent, not here), fetched
 * and checked, so that a run that cannot have it stops before it has changed anything. Files the
 * plan does not upload are not fetched: a re-run over an unchanged delivery fetches and reads
 * nothing. What the content decides of an uploaded file's asset (its label, its auto fields) is
 * decided now, and its entry planned again with it: the entries to carry out are returned.
 */
export async function fetchUploads(
  entries: readonly PlanEntry[],
  deps: {
    readonly content: ContentStore
    readonly traits: ServerTraits
    readonly log: Log
    readonly ifExists: SafetyConfig['ifExists']
    /** The run's footprint threads, which read the fetched content's georeferencing. */
    readonly threads: RunThreads
  },
): Promise<readonly PlanEntry[]> {
  const { content, log } = deps
  if (deps.traits.uploads === false) return entries
  const uploads = entries.filter((entry) => entry.upload && content.declared(entry.spec.file) !== undefined)
  if (uploads.length === 0) return entries
  const files = uploads.map((entry) => entry.spec.file)
  await log.group(`Fetch ${content.named(files)}`, () => content.fetch(files))
  const waiting = uploads.filter((entry) => entry.spec.awaiting !== undefined)
  if (waiting.length === 0) return entries
  const settled = await log.group(`Read the headers of ${content.named(waiting.map((entry) => entry.spec.file))}`, () =>
    settleFetched(
      waiting.map((entry) => entry.spec),
      { content, log, threads: deps.threads },
    ),
  )
  return entries.map((entry) => {
    const spec = settled.get(entry.spec)
    if (spec === undefined) return entry
    const existing = new Map(entry.existing === undefined ? [] : [[entry.existing.id, entry.existing]])
    return plan([{ spec, checksum: entry.checksum }], existing, deps.ifExists, log.words)[0]!
  })
}
