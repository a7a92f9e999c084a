import type { TargetPages } from '../catalog/index.ts'
import { capped, formatBytes, formatElapsed } from '../common/index.ts'
import { formatProperties, type ItemProperties, type Shard } from '../domain/index.ts'
import { type DeletionResult, type FileResult, type ItemResult } from '../execute/index.ts'
import { footprintMap } from './map.ts'
import { DISPLAY_VERTICES } from './simplify.ts'
import { cell, code, linkTo } from './markdown.ts'
import { type AssetLink, countsText, totals } from './report.ts'

/*
 * The job summary of a run that went to its end, read at a glance: a heading with every count and
 * the time it took, what failed first and marked, what changed, what was left as it was folded
 * away, and the items' footprints on a map; a dry-run's in plain words (would create, would skip).
 * GitHub keeps a step's summary to 1 MiB, and a job's summaries together too: each part stays
 * within a budget of its own, the whole well under half of that.
 */

/** Rows past this, or past their part's bytes, are left out and counted; the report file has all. */
const SUMMARY_ROWS = 500
const FILES_BYTES = 200_000
const ITEMS_BYTES = 100_000
const DELETIONS_BYTES = 30_000
const NOT_STORED_BYTES = 20_000

/** The mark of what did not go through, in the heading and at the start of its row (a failed check's too). */
export const FAILED_MARK = '❌'
/** A run that went through, a check that passed. */
export const DONE_MARK = '✅'
const DRY_MARK = '🔎'

export interface SummaryContext {
  /** The target as the API has it: what the summary names when the catalog's pages are not known. */
  readonly target: string
  /** The collection's and the target item's pages (the catalog's STAC Browser, or its API). */
  readonly pages?: TargetPages
  readonly dryRun: boolean
  readonly items?: readonly ItemResult[]
  readonly deletions?: readonly DeletionResult[]
  readonly shard: Shard | undefined
  /** From the run's start to its end. */
  readonly durationMs?: number
  readonly assetLink?: AssetLink
  /** With a STAC source: what the target does not store of its items, by name, with how often. */
  readonly notStored?: ReadonlyArray<readonly [name: string, count: number]>
}

/** What became of a file, in words; a dry-run's in what would be done. */
function fileWords(r: FileResult, dryRun: boolean): string {
  if (r.result === 'failed') return dryRun ? 'would fail' : 'failed'
  if (r.result === 'not-written') return 'not written'
  if (r.result !== 'planned') return r.result
  // Only a dry run plans.
  return r.action === 'skip' ? 'would skip' : r.action === 'create' ? 'would create' : 'would update'
}

function itemWords(r: ItemResult): string {
  if (r.result === 'not-written') return 'not written'
  if (r.result !== 'planned') return r.result
  return r.action === 'create' ? 'would create' : r.action === 'update' ? 'would update' : r.action
}

function deletionWords(d: DeletionResult): string {
  return d.result === 'planned' ? 'would delete' : d.result
}

/** A result's words in its cell, kept on one line; what failed marked. */
const marked = (words: string, failed: boolean): string => {
  const kept = words.replaceAll(' ', '\u00a0')
  return failed ? `${FAILED_MARK}\u00a0**${kept}**` : kept
}

interface Fitting {
  readonly shown: string[]
  readonly left: number
  /** Bytes and rows the shown ones took. */
  readonly bytes: number
}

/**
 * The rows of `shown` while they fit `bytes` and `count`, and how many were left out. A row is made
 * only to be shown: a run of 100,000 files makes some 500, not 100,000.
 */
function fitting<T>(shown: readonly T[], row: (shown: T) => string, bytes: number, count = SUMMARY_ROWS): Fitting {
  const rows: string[] = []
  let used = 0
  for (const one of shown) {
    if (rows.length >= count) break
    const text = row(one)
    const cost = Buffer.byteLength(text) + 1
    if (used + cost > bytes) break
    rows.push(text)
    used += cost
  }
  return { shown: rows, left: shown.length - rows.length, bytes: used }
}

/** What failed or changed (`loud`) first; the rows left as they were get what room is left. */
function fittingBoth<T>(
  loud: readonly T[],
  calm: readonly T[],
  row: (shown: T) => string,
  bytes: number,
): { readonly loud: Fitting; readonly calm: Fitting } {
  const first = fitting(loud, row, bytes)
  return { loud: first, calm: fitting(calm, row, bytes - first.bytes, SUMMARY_ROWS - first.shown.length) }
}

const table = (head: readonly string[], rows: readonly string[]): string =>
  `| ${head.join(' | ')} |\n|${head.map(() => ' --- |').join('')}\n${rows.join('\n')}\n`

/** A table folded away: its rows are there for whoever opens it. */
const folded = (summary: string, body: string): string => `<details><summary>${summary}</summary>\n\n${body}\n</details>\n`

const leftOut = (left: number, what: string): string =>
  left === 0 ? '' : `\n…and ${left} more ${what}; the report file (output \`report\`) lists all.\n`

/** Where the run published: the collection and its one item, linked to their pages; the API's address when those are not known. */
function targetLine(context: SummaryContext, results: readonly FileResult[]): string {
  const shard = context.shard === undefined ? '' : ` · shard ${context.shard.index}/${context.shard.total}`
  const { pages } = context
  const where =
    pages === undefined
      ? `Target: ${linkTo(cell(context.target), context.target)}`
      : `Collection ${linkTo(code(pages.collection.id), pages.collection.url)}` +
        (pages.item === undefined ? '' : ` · item ${linkTo(code(pages.item.id), pages.item.url)}`)
  const uploaded = totals(results).uploadedBytes
  const bytes = !context.dryRun && uploaded > 0 ? ` · ${formatBytes(uploaded)} uploaded` : ''
  const dry = context.dryRun ? '\n\n**Nothing was written**: this is what a run with these inputs would do.' : ''
  return `${where}${shard}${bytes}${dry}`
}

export function summaryMarkdown(results: readonly FileResult[], context: SummaryContext): string {
  const { dryRun } = context
  const items = context.items ?? []
  const deletions = context.deletions ?? []
  const failed =
    results.some((r) => r.result === 'failed' || r.result === 'not-written') ||
    items.some((r) => r.result === 'failed' || r.result === 'not-written') ||
    deletions.some((d) => d.result === 'failed')
  const mark = failed ? FAILED_MARK : dryRun ? DRY_MARK : DONE_MARK
  const took = context.durationMs === undefined ? '' : ` · took ${formatElapsed(context.durationMs)}`
  const title = `${mark} STAC publish${dryRun ? ' (dry run)' : ''}: ${countsText(results, deletions, dryRun)}${took}`
  const head = `### ${title}\n\n${targetLine(context, results)}\n`
  const link = context.assetLink === undefined ? {} : { assetLink: context.assetLink }
  const parts = [head, resultsParts(results, { dryRun, items, deletions, ...link }), notStoredPart(context.notStored ?? []), mapPart(items)]
  return parts.filter((part) => part !== '').join('\n')
}

/**
 * What the STAC source's items hold that the catalog does not store, by name and how often: said
 * once, folded away (a property, an asset field, an extension, a link the catalog refuses).
 */
export function notStoredPart(notStored: ReadonlyArray<readonly [name: string, count: number]>): string {
  if (notStored.length === 0) return ''
  const rows = fitting(notStored, ([name, count]) => `| ${cell(name)} | ${count} |`, NOT_STORED_BYTES)
  const body = `${table(['Name', 'How often'], rows.shown)}${leftOut(rows.left, 'name(s)')}`
  const names = notStored.length === 1 ? 'one name' : `${notStored.length} names`
  return `#### Not stored by the catalog\n\n${folded(`The STAC source has what the catalog does not store, left out: ${names}`, body)}`
}

/**
 * The tables of files, items and obsolete assets, each left out when it has no row; a run that
 * stopped by its plan shows them too. Obsolete assets come first when any is (or would be) deleted:
 * what a run takes away matters most; kept, after what failed.
 */
export function resultsParts(
  results: readonly FileResult[],
  context: {
    readonly dryRun: boolean
    readonly items: readonly ItemResult[]
    readonly deletions: readonly DeletionResult[]
    readonly assetLink?: AssetLink
  },
): string {
  const deleting = context.deletions.some((d) => d.result !== 'kept')
  const deletions = deletionsPart(context.deletions)
  const parts = [
    deleting ? deletions : '',
    filesPart(results, context.dryRun, context.assetLink),
    itemsPart(context.items),
    deleting ? '' : deletions,
  ]
  return parts.filter((part) => part !== '').join('\n')
}

/** Files: what failed first, marked, then what changed, each in file order; what was left as it was folded away. */
function filesPart(results: readonly FileResult[], dryRun: boolean, link: AssetLink | undefined): string {
  if (results.length === 0) return ''
  const severalItems = results.some((r) => r.item !== results[0]!.item)
  const quiet = (r: FileResult): boolean => r.action === 'skip' && r.result !== 'failed'
  // The asset's id links to its entry; below it, smaller, its item (in a run of several) and media type.
  const container = (r: FileResult): string => (r.item === undefined ? 'the collection' : `item ${code(r.item)}`)
  const asset = (r: FileResult): string =>
    `${linkTo(code(r.id), r.link ?? link?.(r))}<br><sub>${severalItems ? `${container(r)} · ` : ''}${cell(r.type)}</sub>`
  const row = (r: FileResult): string =>
    `| ${marked(fileWords(r, dryRun), r.result === 'failed')} | ${cell(r.file)} | ${asset(r)} | ` +
    `${r.size === undefined ? 'unknown' : formatBytes(r.size).replace(' ', '\u00a0')} | ${cell(capped(r.error ?? r.reason))} |`
  const head = ['Result', 'File', 'Asset', 'Size', 'Detail']
  const loud = [...results.filter((r) => r.result === 'failed'), ...results.filter((r) => r.result !== 'failed' && !quiet(r))]
  const calm = results.filter(quiet)
  const rows = fittingBoth(loud, calm, row, FILES_BYTES)
  const title = dryRun ? `${calm.length} unchanged file(s) would be skipped` : `${calm.length} unchanged file(s), skipped`
  return `#### Files\n\n${sections(head, rows, title)}${leftOut(rows.loud.left + rows.calm.left, 'file(s)')}`
}

/** The table of what failed or changed, and below it, folded, the table of what was left as it was. */
function sections(head: readonly string[], rows: { readonly loud: Fitting; readonly calm: Fitting }, title: string): string {
  const loud = rows.loud.shown.length === 0 ? '' : table(head, rows.loud.shown)
  const calmCount = rows.calm.shown.length + rows.calm.left
  if (calmCount === 0) return loud
  return `${loud}${loud === '' ? '' : '\n'}${folded(title, rows.calm.shown.length === 0 ? '' : table(head, rows.calm.shown))}`
}

/** The properties every item has, with the same value: shown once above the table rather than on each row. None for a single item. */
function sharedProperties(items: readonly ItemResult[]): ItemProperties {
  const [first, ...rest] = items
  if (first === undefined || rest.length === 0) return {}
  return Object.fromEntries(
    Object.entries(first.properties ?? {}).filter(([name, value]) =>
      rest.every((r) => (r.properties as Record<string, unknown> | undefined)?.[name] === value),
    ),
  )
}

/**
 * Items the run creates or updates, and with items: sync the unchanged ones (folded away); nothing
 * for items: existing but one that failed. Properties every item shares are said once, above the table.
 */
function itemsPart(items: readonly ItemResult[]): string {
  const shown = items.filter((r) => r.action !== 'existing' || r.result === 'failed')
  if (shown.length === 0) return ''
  const shared = sharedProperties(shown)
  const own = (r: ItemResult): ItemProperties =>
    Object.fromEntries(Object.entries(r.properties ?? {}).filter(([name]) => !Object.hasOwn(shared, name)))
  // A column for item-properties only in runs that set some that differ between items.
  const withProperties = shown.some((r) => Object.keys(own(r)).length > 0)
  // The footprints are on the map below; each item's bbox is in the items output and the report file.
  const head = ['Result', 'Item', 'Datetime', ...(withProperties ? ['Properties'] : []), 'Detail']
  const row = (r: ItemResult): string =>
    `| ${marked(itemWords(r), r.result === 'failed')} | ${linkTo(code(r.item), r.link)} | ${cell(r.datetime ?? '')} | ` +
    `${withProperties ? `${cell(formatProperties(own(r)))} | ` : ''}${cell(capped(r.error ?? r.reason))} |`
  const quiet = (r: ItemResult): boolean => r.action === 'unchanged' && r.result !== 'failed'
  const loud = [...shown.filter((r) => r.result === 'failed'), ...shown.filter((r) => r.result !== 'failed' && !quiet(r))]
  const calm = shown.filter(quiet)
  const rows = fittingBoth(loud, calm, row, ITEMS_BYTES)
  const common = Object.keys(shared).length === 0 ? '' : `Every item: ${cell(formatProperties(shared))}\n\n`
  return (
    `#### Items\n\n${common}${sections(head, rows, `${calm.length} unchanged item(s)`)}` +
    leftOut(rows.loud.left + rows.calm.left, 'item(s)')
  )
}

function deletionsPart(deletions: readonly DeletionResult[]): string {
  if (deletions.length === 0) return ''
  const ordered = [...deletions.filter((d) => d.result === 'failed'), ...deletions.filter((d) => d.result !== 'failed')]
  const rows = fitting(
    ordered,
    (d) => {
      const detail =
        d.error ?? (d.result === 'kept' ? 'a file or item was not published: nothing is pruned' : 'no selected file maps to it')
      const asset = code(d.item === undefined ? d.id : `${d.item}/${d.id}`)
      return `| ${marked(deletionWords(d), d.result === 'failed')} | ${asset} | ${cell(capped(detail))} |`
    },
    DELETIONS_BYTES,
  )
  return `#### Obsolete assets (prune)\n\n${table(['Result', 'Asset', 'Detail'], rows.shown)}${leftOut(rows.left, 'asset(s)')}`
}

/** The footprints of the items on a map, and what was cut or simplified to keep the summary small. */
function mapPart(items: readonly ItemResult[]): string {
  const map = footprintMap(items, itemWords)
  if (map.total === 0) return ''
  const cut = [
    ...(map.shown < map.total ? [`${map.total - map.shown} of ${map.total} left out`] : []),
    ...(map.boxed > 0 ? [`${map.boxed} shown as their bounding box`] : []),
  ]
  const note = cut.length === 0 ? '' : `\n\nTo keep the summary within GitHub's size limit: ${cut.join(', ')}.`
  const simplified =
    map.simplified === 0
      ? ''
      : `\n\n${map.simplified} outline(s) simplified for display, to at most ${DISPLAY_VERTICES} vertices each; the catalog has them whole.`
  return `#### Footprints\n\n${map.block}${note}${simplified}\n`
}
