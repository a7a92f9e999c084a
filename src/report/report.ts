import { containerKey } from '../catalog/index.ts'
import { formatItemTime, formatProperties } from '../config/index.ts'
import { formatBbox, type ItemPlan, type Obsolete, type PlanEntry } from '../plan/index.ts'
import { capped, inert } from '../common/index.ts'
import { cell, code, linkTo } from './markdown.ts'
import { type DeletionResult, type FileResult, formatBytes, type ItemResult } from '../execute/index.ts'

interface Totals {
  readonly files: number
  readonly created: number
  readonly updated: number
  readonly skipped: number
  readonly failed: number
  readonly planned: number
  readonly uploadedBytes: number
}

export function totals(results: readonly FileResult[]): Totals {
  const count = (outcome: FileResult['result']) => results.filter((r) => r.result === outcome).length
  return {
    files: results.length,
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: count('failed'),
    planned: count('planned'),
    uploadedBytes: results.reduce((sum, r) => sum + r.uploadedBytes, 0),
  }
}

interface AssetEntry {
  readonly file: string
  /** null for an asset of the collection itself. */
  readonly item: string | null
  readonly id: string
  readonly type: string
  readonly checksum: string
  readonly href: string | null
  /** The asset's page in the catalog's STAC Browser, or its API URL. */
  readonly link: string | null
  readonly action: FileResult['action']
  readonly result: FileResult['result']
  readonly error?: string
}

/**
 * Error messages leave the run capped (errors.ts' capped: a message that echoes a file's content
 * stays readable): here in the outputs and the report file, below in log lines and the summary's
 * cells, and in main.ts's annotations.
 */
const shownError = (error: string | undefined): { readonly error?: string } => (error === undefined ? {} : { error: capped(error) })

/** One entry per file, no secrets (results are redacted where they are made). */
function assetEntries(results: readonly FileResult[]): AssetEntry[] {
  return results.map((r) => ({
    file: r.file,
    item: r.item ?? null,
    id: r.id,
    type: r.type,
    checksum: r.checksum,
    href: r.href ?? null,
    link: r.link ?? null,
    action: r.action,
    result: r.result,
    ...shownError(r.error),
  }))
}

/** Items, deletions and what stopped the run, beside the files' results. */
interface RunExtras {
  readonly items?: readonly ItemResult[]
  readonly deletions?: readonly DeletionResult[]
  /** The problems that stopped the run, as preflight.ts's problemEntry gives them. */
  readonly problems?: readonly unknown[]
}

/**
 * JSON for the outputs and the report file: the same data, with the characters that do harm where
 * a workflow pastes a value (a shell's quotes, `$(…)` and backticks, HTML, the line separators a
 * script may split at, C1 controls) written as \u escapes, which every JSON reader turns back.
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /['`$<>&\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The `items` output: one entry per target item. */
export function itemEntries(items: readonly ItemResult[]): unknown[] {
  return items.map((r) => ({
    item: r.item,
    action: r.action,
    result: r.result,
    bbox: r.bbox ?? null,
    datetime: r.datetime ?? null,
    properties: r.properties ?? {},
    link: r.link ?? null,
    ...shownError(r.error),
  }))
}

export const deletedCount = (deletions: readonly DeletionResult[]): number => deletions.filter((d) => d.result === 'deleted').length

/** The whole report, as the `report` file and `stac-publish --json` give it. */
export function reportJson(
  results: readonly FileResult[],
  target: string | undefined,
  shard?: { readonly index: number; readonly total: number },
  extras: RunExtras = {},
): string {
  const deletions = extras.deletions ?? []
  return safeJson(
    {
      target: target ?? null,
      ...(shard === undefined ? {} : { shard: `${shard.index}/${shard.total}` }),
      ...totals(results),
      deleted: deletedCount(deletions),
      items: itemEntries(extras.items ?? []),
      assets: assetEntries(results),
      deletions: deletions.map((d) => ({
        item: d.item ?? null,
        id: d.id,
        result: d.result,
        ...shownError(d.error),
      })),
      problems: extras.problems ?? [],
    },
    2,
  )
}

/**
 * GitHub refuses a job's outputs past 1 MiB, counted as UTF-16, and expressions that read a
 * larger value fail: the `assets` output stays under this many characters.
 */
export const ASSETS_OUTPUT_LIMIT = 500_000

/** Indexes of the results, what changed or failed before what was skipped, each in file order: what to keep when not all fit. */
function changedFirst(results: readonly FileResult[]): number[] {
  const indexes = results.map((_, index) => index)
  return [...indexes.filter((i) => results[i]!.result !== 'skipped'), ...indexes.filter((i) => results[i]!.result === 'skipped')]
}

interface AssetsOutput {
  readonly json: string
  readonly listed: number
  readonly total: number
}

/**
 * The `assets` output: every file while that fits the limit. A tile set of thousands does not:
 * then the files that were not skipped are kept first (what changed or failed is what a later
 * step wants), then as many skipped ones as fit, in the files' order. The report file has all.
 */
export function assetsOutput(results: readonly FileResult[], limit = ASSETS_OUTPUT_LIMIT): AssetsOutput {
  const entries = assetEntries(results).map((entry) => safeJson(entry))
  const whole = `[${entries.join(',')}]`
  if (whole.length <= limit) return { json: whole, listed: entries.length, total: entries.length }
  const kept: number[] = []
  let size = 2
  for (const index of changedFirst(results)) {
    const cost = entries[index]!.length + 1
    if (size + cost > limit) break
    kept.push(index)
    size += cost
  }
  kept.sort((a, b) => a - b)
  return { json: `[${kept.map((index) => entries[index]).join(',')}]`, listed: kept.length, total: entries.length }
}

/** The run's one-line outcome, as the log's last line. */
export function totalsLine(results: readonly FileResult[], dryRun: boolean, deletions: readonly DeletionResult[] = []): string {
  const t = totals(results)
  const pruned = deletions.length === 0 ? '' : dryRun ? `, ${deletions.length} to delete` : `, ${deletedCount(deletions)} deleted`
  const planned = dryRun ? ` (dry run: ${t.planned} planned)` : ''
  return `${t.created} created, ${t.updated} updated, ${t.skipped} skipped, ${t.failed} failed${pruned}${planned}`
}

export const failedFiles = (results: readonly FileResult[]): FileResult[] => results.filter((r) => r.result === 'failed')

/** A failed file in one line, for logs. */
export const failedLine = (r: FileResult): string => `Not published: ${inert(r.file)} (${r.id}): ${inert(capped(r.error ?? r.reason))}`

/**
 * The plan as log lines: one per file that changes, one for all unchanged files (the bulk of a
 * re-run), whose own lines are debug lines.
 */
export function planLines(
  entries: readonly PlanEntry[],
  items: readonly ItemPlan[] = [],
  obsolete: readonly Obsolete[] = [],
): { readonly info: string[]; readonly debug: string[] } {
  const severalContainers = new Set(entries.map((entry) => containerKey(entry.spec.container))).size > 1
  const info: string[] = []
  const debug: string[] = []
  for (const item of items) {
    if (item.action === 'existing') continue
    const time = item.desired?.time === undefined ? '' : ` datetime ${formatItemTime(item.desired.time)}`
    const properties = formatProperties(item.desired?.properties ?? {})
    const shown = `${time}${properties === '' ? '' : ` ${inert(properties)}`}`
    const where = item.desired === undefined ? '' : ` bbox ${formatBbox(item.desired.bbox)}${shown} (${item.desired.geometryFrom})`
    const line = `item ${item.action.padEnd(9)} ${item.id}${where}: ${inert(item.reason)}`
    if (item.action === 'unchanged') debug.push(line)
    else info.push(line)
  }
  for (const entry of entries) {
    const where = severalContainers ? `${entry.spec.container.item ?? `(collection ${entry.spec.container.collection})`}/` : ''
    const rule = entry.spec.rule === undefined ? '' : `, rule ${entry.spec.rule}`
    const file = inert(entry.spec.file.relativePath)
    const line = `${entry.action.padEnd(6)} ${where}${entry.spec.fields.id} ← ${file} (${inert(entry.reason)}${rule})`
    if (entry.action === 'skip') debug.push(line)
    else info.push(line)
  }
  const skipped = entries.filter((entry) => entry.action === 'skip').length
  if (skipped > 0) info.push(`skip   ${skipped} unchanged file(s)`)
  for (const { container, id } of obsolete)
    info.push(`delete ${inert(container.item === undefined ? id : `${container.item}/${id}`)} (no selected file maps to it; prune)`)
  return { info, debug }
}

/** Rows past this are left out of the summary (GitHub caps a step's summary at 1 MiB). */
const SUMMARY_ROWS = 500

interface SummaryContext {
  readonly target: string
  readonly dryRun: boolean
  /** For a dry-run: what only the writes could have decided. */
  readonly undecided?: readonly string[]
  readonly items?: readonly ItemResult[]
  readonly deletions?: readonly DeletionResult[]
  readonly shard: { readonly index: number; readonly total: number } | undefined
}

export function summaryMarkdown(results: readonly FileResult[], context: SummaryContext): string {
  const t = totals(results)
  const shard = context.shard === undefined ? '' : ` · shard ${context.shard.index}/${context.shard.total}`
  const target = linkTo(cell(context.target), context.target)
  const head = context.dryRun
    ? `### STAC publish (dry run): ${t.files} file(s) planned for ${target}${shard}\n\nNothing was written.${
        (context.undecided ?? []).length === 0
          ? ''
          : ` Decided only while writing:\n${context.undecided!.map((choice) => `- ${choice}`).join('\n')}`
      }`
    : `### STAC publish: ${t.created} created, ${t.updated} updated, ${t.skipped} skipped, ${t.failed} failed\n\n` +
      `Target: ${target}${shard} · uploaded ${formatBytes(t.uploadedBytes)}`
  const severalItems = new Set(results.map((r) => r.item ?? '')).size > 1
  // Past the cap, what changed or failed is shown before what was skipped.
  const shown =
    results.length <= SUMMARY_ROWS
      ? results
      : changedFirst(results)
          .slice(0, SUMMARY_ROWS)
          .map((index) => results[index]!)
  const rows = shown.map(
    (r) =>
      `| ${cell(r.file)} | ${linkTo(code(severalItems ? `${r.item ?? '(collection)'}/${r.id}` : r.id), r.link)} | ` +
      `${cell(r.type)} | ${r.action} | ${r.result} | ${cell(capped(r.error ?? r.reason))} |`,
  )
  const more =
    results.length > SUMMARY_ROWS
      ? `\n\n…and ${results.length - SUMMARY_ROWS} more file(s); the report file (output \`report\`) lists all.`
      : ''
  const table = `| File | Asset | Media type | Plan | Result | Detail |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}${more}\n`
  return `${head}\n\n${itemsTable(context.items ?? [])}${table}${deletionsTable(context.deletions ?? [])}`
}

/** Items the run creates or updates, and with items: sync the unchanged ones; nothing for items: existing. */
function itemsTable(items: readonly ItemResult[]): string {
  const shown = items.filter((r) => r.action !== 'existing' || r.result === 'failed')
  if (shown.length === 0) return ''
  // A column for item-properties only in runs that set them.
  const withProperties = shown.some((r) => Object.keys(r.properties ?? {}).length > 0)
  const rows = shown.map(
    (r) =>
      `| ${linkTo(code(r.item), r.link)} | ${r.action} | ${r.result} | ` +
      `${r.bbox === undefined ? '' : formatBbox(r.bbox)} | ${cell(r.datetime ?? '')} | ` +
      `${withProperties ? `${cell(formatProperties(r.properties ?? {}))} | ` : ''}${cell(capped(r.error ?? r.reason))} |`,
  )
  const [head, rule] = withProperties
    ? ['| Item | Plan | Result | Bbox (WGS84) | Datetime | Properties | Detail |', '| --- | --- | --- | --- | --- | --- | --- |']
    : ['| Item | Plan | Result | Bbox (WGS84) | Datetime | Detail |', '| --- | --- | --- | --- | --- | --- |']
  return `${head}\n${rule}\n${rows.join('\n')}\n\n`
}

function deletionsTable(deletions: readonly DeletionResult[]): string {
  if (deletions.length === 0) return ''
  const rows = deletions.map((d) => {
    const detail = d.error ?? (d.result === 'kept' ? 'a file was not published: nothing is pruned' : 'no selected file maps to it')
    return `| ${code(d.item === undefined ? d.id : `${d.item}/${d.id}`)} | ${d.result} | ${cell(capped(detail))} |`
  })
  return `\nPruned (obsolete assets):\n\n| Asset | Result | Detail |\n| --- | --- | --- |\n${rows.join('\n')}\n`
}
