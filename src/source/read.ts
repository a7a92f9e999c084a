import type { SelectionConfig, SourceInput } from '../domain/index.ts'
import { readApiSource, type SourceReads } from './api.ts'
import { sourceFiles, type SourceFiles } from './files.ts'
import type { SourceDelivery } from './model.ts'
import { readStaticSource, type SourceLimits } from './static.ts'

/** A source read: its items, what the target does not store of them, and their assets as files of the run. */
export interface SourceRead extends SourceFiles {
  readonly delivery: SourceDelivery
}

/**
 * The STAC source stac-source names, read: a static catalog in the workspace, or a collection of a
 * STAC API through `reads` (the catalog client of the source's origin, without a token). Every
 * problem of its documents, items and files is thrown at once, as a ProblemsError.
 */
export async function readSource(
  source: SourceInput,
  options: {
    readonly selection: Pick<SelectionConfig, 'workspace' | 'workingDirectory'>
    /** The STAC API's reads; needed for an API source only. */
    readonly reads: SourceReads | undefined
    readonly concurrency: number
    readonly limits?: SourceLimits
  },
): Promise<SourceRead> {
  const { selection, reads, concurrency, limits } = options
  let delivery: SourceDelivery
  if (source.kind === 'static') delivery = await readStaticSource(source, { ...selection, ...(limits === undefined ? {} : { limits }) })
  else {
    if (reads === undefined) throw new Error(`no client to read the STAC API at ${source.url}`)
    delivery = await readApiSource(source, reads, { concurrency, ...(limits === undefined ? {} : { limits }) })
  }
  return { delivery, ...sourceFiles(delivery, selection) }
}
