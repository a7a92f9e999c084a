import { inert, input, type Log, problemError, render, say } from '../common/index.ts'
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
    readonly selection: Pick<SelectionConfig, 'workspace' | 'workingDirectory' | 'ifNoFilesFound'>
    /** The STAC API's reads; needed for an API source only. */
    readonly reads: SourceReads | undefined
    readonly concurrency: number
    readonly log: Log
    readonly limits?: SourceLimits
  },
): Promise<SourceRead> {
  const { selection, reads, concurrency, limits, log } = options
  let delivery: SourceDelivery
  if (source.kind === 'static') delivery = await readStaticSource(source, { ...selection, ...(limits === undefined ? {} : { limits }) })
  else {
    if (reads === undefined) throw new Error(`no client to read the STAC API at ${source.url}`)
    delivery = await readApiSource(source, reads, { concurrency, ...(limits === undefined ? {} : { limits }) })
  }
  const empty = delivery.items.filter((item) => item.assets.length === 0)
  if (empty.length > 0) {
    const named = `${empty
      .slice(0, 5)
      .map((item) => inert(item.id))
      .join(', ')}${empty.length > 5 ? ', …' : ''}`
    log.warning(`${empty.length} item(s) of the STAC source have no assets and are not published: ${named}`)
  }
  const read = { delivery, ...sourceFiles(delivery, selection) }
  if (read.files.length === 0) noAssets(source, selection.ifNoFilesFound, log)
  return read
}

/** A source without any asset to publish: what if-no-files-found says of a selection without files. */
function noAssets(source: SourceInput, ifNoFilesFound: SelectionConfig['ifNoFilesFound'], log: Log): void {
  const filtered = source.kind === 'api' && (source.datetime !== undefined || source.bbox !== undefined)
  const where = source.kind === 'api' ? source.url : source.source
  const message = `The STAC source ${inert(where)} has no assets to publish${filtered ? ' among the items its filters select' : ''}`
  if (ifNoFilesFound === 'ignore') return log.info(message)
  const fix = say`check ${input(filtered ? 'source-datetime' : 'stac-source', { bare: true })}; set ${input('if-no-files-found', {
    bare: true,
  })} to warn or ignore if none is expected`
  if (ifNoFilesFound === 'error')
    throw problemError({
      subject: { kind: 'input', name: 'stac-source' },
      against: source.kind === 'api' ? 'catalog' : 'files',
      what: say`${message} (${input('if-no-files-found', { value: 'error' })})`,
      fix,
    })
  log.warning(`${message}; ${render(fix, log.words)}`)
}
