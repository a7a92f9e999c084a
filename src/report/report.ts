import { containerKey } from '../catalog/index.ts'
import { formatItemTime, formatProperties } from '../domain/index.ts'
import { formatBbox, type ItemPlan, type Obsolete, type PlanEntry } from '../plan/index.ts'
import { capped, inert, formatElapsed } from '../common/index.ts'
import { type DeletionResult, type FileResult, type ItemResult } from '../execute/index.ts'

interface Totals {
  readonly files: number
  readonly created: number
  readonly updated: number
  readonly skipped: number
  readonly failed: number
  /** Files a run stopped before writing, for another file's problem. */
  readonly notWritten: number
  /** What a dry run would do. */
  readonly planned: number
  readonly uploadedBytes: number
}

/** Each file in exactly one count: created, updated, skipped, failed, not written, or (a dry run's) planned. In one pass. */
export function totals(results: readonly FileResult[]): Totals {
  const count: Record<FileResult['result'], number> = { created: 0, updated: 0, skipped: 0, failed: 0, 'not-written': 0, planned: 0 }
  let uploadedBytes = 0
  for (const r of results) {
    count[r.result]++
    uploadedBytes += r.uploadedBytes
  }
  return {
    files: results.length,
    created: count.created,
    updated: count.updated,
    skipped: count.skipped,
    failed: count.failed,
    notWritten: count['not-written'],
    planned: count.planned,
    uploadedBytes,
  }
}

interface AssetEntry {
  readonly file: string
  /** null for an asset of the collection itself. */
  readonly item: string | null
  readonly id: string
  readonly type: string
  readonly checksum: string
  readonly size: number | null
  readonly href: string | null
  /** The asset's page in the catalog's STAC Browser, or its API URL. */
  readonly link: string | null
  readonly action: FileResult['action']
  readonly result: FileResult['result']
  /** Why it got its result: what changed ('new asset', 'unchanged', 'title changed …'), or why it was not written. */
  readonly reason: string
  readonly error?: string
}

/**
 * Error messages leave the run capped (errors.ts' capped: a message that echoes a file's content
 * stays readable): here in the outputs and the report file, below in log lines and the summary's
 * cells, and in main.ts's annotations.
 */
const shownError = (error: string | undefined): { readonly error?: string } => (error === undefined ? {} : { error: capped(error) })

/** Where a person looks at a file's asset, for a result that does not say (its link made as it is shown). */
export type AssetLink = (result: FileResult) => string

/** A file's entry, no secrets (results are redacted where they are made). */
const assetEntry = (r: FileResult, link: AssetLink | undefined): AssetEntry => ({
  file: r.file,
  item: r.item ?? null,
  id: r.id,
  type: r.type,
  checksum: r.checksum,
  size: r.size ?? null,
  href: r.href ?? null,
  link: r.link ?? link?.(r) ?? null,
  action: r.action,
  result: r.result,
  reason: capped(r.reason),
  ...shownError(r.error),
})

/** Items, deletions, what stopped the run, its page and how long it took, beside the files' results. */
interface RunExtras {
  /** The target's page (the `url` output). */
  readonly url?: string
  readonly durationMs?: number
  readonly items?: readonly ItemResult[]
  readonly deletions?: readonly DeletionResult[]
  /** The problems that stopped the run, as preflight.ts's problemEntry gives them. */
  readonly problems?: readonly unknown[]
  readonly assetLink?: AssetLink
  /** With a STAC source: what the target does not store of its items, by name, with how often. */
  readonly notStored?: ReadonlyArray<readonly [name: string, count: number]>
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
    reason: capped(r.reason),
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
  return [...reportJsonParts(results, target, shard, extras)].join('')
}

/** Where the files' entries go in the rest of the report, as JSON.stringify indents it: only there, since no string holds a line break. */
const ASSETS_AT = '\n  "assets": [\n    "assets"\n  ]'
/** An entry made inside `{ assets: [entry] }` as JSON.stringify indents it: what comes before it and after it. */
const LISTED_HEAD = '{\n  "assets": [\n'.length
const LISTED_TAIL = '\n  ]\n}'.length

/**
 * reportJson in parts, each file's entry one of them, so that the report of 100,000 files is written
 * as it is made, not first held as one string (and again as that string's copy with its secrets
 * redacted): the same text, part by part. No value spans two parts.
 */
export function* reportJsonParts(
  results: readonly FileResult[],
  target: string | undefined,
  shard?: { readonly index: number; readonly total: number },
  extras: RunExtras = {},
): Generator<string> {
  const deletions = extras.deletions ?? []
  const rest = safeJson(
    {
      target: target ?? null,
      url: extras.url ?? null,
      ...(shard === undefined ? {} : { shard: `${shard.index}/${shard.total}` }),
      durationMs: extras.durationMs ?? null,
      ...totals(results),
      deleted: deletedCount(deletions),
      items: itemEntries(extras.items ?? []),
      assets: results.length === 0 ? [] : ['assets'],
      deletions: deletions.map((d) => ({
        item: d.item ?? null,
        id: d.id,
        result: d.result,
        ...shownError(d.error),
      })),
      problems: extras.problems ?? [],
      ...(extras.notStored === undefined ? {} : { notStored: Object.fromEntries(extras.notStored) }),
    },
    2,
  )
  if (results.length === 0) {
    yield rest
    return
  }
  const at = rest.indexOf(ASSETS_AT)
  yield `${rest.slice(0, at)}\n  "assets": [\n`
  // Each entry indented as it is inside the list: made inside such a list, and cut out of it (not indented again, a copy a file).
  for (let index = 0; index < results.length; index++) {
    const listed = safeJson({ assets: [assetEntry(results[index]!, extras.assetLink)] }, 2)
    yield `${listed.slice(LISTED_HEAD, -LISTED_TAIL)}${index < results.length - 1 ? ',' : ''}\n`
  }
  yield `  ]${rest.slice(at + ASSETS_AT.length)}`
}

/**
 * GitHub refuses a job's outputs past 1 MiB, counted as UTF-16, and expressions that read a
 * larger value fail: the `assets` output stays under this many characters.
 */
export const ASSETS_OUTPUT_LIMIT = 500_000

/** Indexes of the results, what changed or failed before what was skipped, each in file order: what to keep when not all fit. */
function* changedFirst(results: readonly FileResult[]): Generator<number> {
  for (let index = 0; index < results.length; index++) if (results[index]!.result !== 'skipped') yield index
  for (let index = 0; index < results.length; index++) if (results[index]!.result === 'skipped') yield index
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
export function assetsOutput(results: readonly FileResult[], limit = ASSETS_OUTPUT_LIMIT, link?: AssetLink): AssetsOutput {
  // Entries are made while they can fit: those of a run of 100,000 files are not all held at once.
  const first: string[] = []
  let whole = 2
  for (const result of results) {
    const entry = safeJson(assetEntry(result, link))
    whole += entry.length + (first.length > 0 ? 1 : 0)
    if (whole > limit) break
    first.push(entry)
  }
  if (first.length === results.length) return { json: `[${first.join(',')}]`, listed: results.length, total: results.length }
  const kept: Array<{ readonly index: number; readonly entry: string }> = []
  let size = 2
  for (const index of changedFirst(results)) {
    const entry = first[index] ?? safeJson(assetEntry(results[index]!, link))
    const cost = entry.length + 1
    if (size + cost > limit) break
    kept.push({ index, entry })
    size += cost
  }
  kept.sort((a, b) => a.index - b.index)
  return { json: `[${kept.map(({ entry }) => entry).join(',')}]`, listed: kept.length, total: results.length }
}

/** Every count, in the outputs' order; a dry-run's in what it would do. Files not written are counted where there are some. */
export function countsText(results: readonly FileResult[], deletions: readonly DeletionResult[], dryRun: boolean): string {
  const t = totals(results)
  const notWritten = t.notWritten === 0 ? '' : `, ${t.notWritten} not written`
  if (!dryRun) {
    const deleted = deletedCount(deletions)
    return `${t.created} created, ${t.updated} updated, ${deleted} deleted, ${t.skipped} skipped, ${t.failed} failed${notWritten}`
  }
  const planned = (actions: readonly FileResult['action'][]) =>
    results.filter((r) => r.result === 'planned' && actions.includes(r.action)).length
  return (
    `would create ${planned(['create'])}, update ${planned(['update', 'upload'])}, ` +
    `delete ${deletions.filter((d) => d.result === 'planned').length}, skip ${planned(['skip'])}, fail ${t.failed}${notWritten}`
  )
}

/** The files of a run that stopped, each counted once: "4 file(s): 1 failed, 3 not written" (counts of none left out). */
export function fileCounts(results: readonly FileResult[]): string {
  const t = totals(results)
  const counts = [
    [t.created, 'created'],
    [t.updated, 'updated'],
    [t.skipped, 'skipped'],
    [t.failed, 'failed'],
    [t.notWritten, 'not written'],
    [t.planned, 'planned'],
  ] as const
  return `${t.files} file(s): ${counts
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count} ${what}`)
    .join(', ')}`
}

/** The run's one-line outcome, as the log's last line. */
export function totalsLine(
  results: readonly FileResult[],
  dryRun: boolean,
  deletions: readonly DeletionResult[] = [],
  durationMs?: number,
): string {
  const took = durationMs === undefined ? '' : ` in ${formatElapsed(durationMs)}`
  return dryRun
    ? `Dry run${took}, nothing written: ${countsText(results, deletions, true)}`
    : `${countsText(results, deletions, false)}${took}`
}

export const failedFiles = (results: readonly FileResult[]): FileResult[] => results.filter((r) => r.result === 'failed')

/** A failed file in one line, for logs. */
export const failedLine = (r: FileResult): string => `Not published: ${inert(r.file)} (${r.id}): ${inert(capped(r.error ?? r.reason))}`

/**
 * The plan as log lines: one per file that changes, one for all unchanged files (the bulk of a
 * re-run), whose own lines are debug lines. Each made as it is read: the plan of 100,000 files is
 * not held a second time as its lines.
 */
export function planLines(
  entries: readonly PlanEntry[],
  items: readonly ItemPlan[] = [],
  obsolete: readonly Obsolete[] = [],
): { readonly info: Iterable<string>; readonly debug: Iterable<string> } {
  const first = entries[0]?.spec.container
  const severalContainers = first !== undefined && entries.some((entry) => containerKey(entry.spec.container) !== containerKey(first))
  const itemLine = (item: ItemPlan): string => {
    const time = item.desired?.time === undefined ? '' : ` datetime ${formatItemTime(item.desired.time)}`
    const properties = formatProperties(item.desired?.properties ?? {})
    const links = item.desired?.links === undefined ? '' : ` links ${inert(item.desired.links.map((link) => link.rel).join(',') || 'none')}`
    const shown = `${time}${properties === '' ? '' : ` ${inert(properties)}`}${links}`
    const where = item.desired === undefined ? '' : ` bbox ${formatBbox(item.desired.bbox)}${shown} (${item.desired.geometryFrom})`
    return `item ${item.action.padEnd(9)} ${item.id}${where}: ${inert(item.reason)}`
  }
  const entryLine = (entry: PlanEntry): string => {
    const where = severalContainers ? `${entry.spec.container.item ?? `(collection ${entry.spec.container.collection})`}/` : ''
    const rule = entry.spec.rule === undefined ? '' : `, rule ${entry.spec.rule}`
    const file = inert(entry.spec.file.relativePath)
    return `${entry.action.padEnd(6)} ${where}${entry.spec.fields.id} ← ${file} (${inert(entry.reason)}${rule})`
  }
  function* info(): Generator<string> {
    // Deletions first: what a run would take away matters more than what it adds.
    for (const { container, id } of obsolete)
      yield `delete ${inert(container.item === undefined ? id : `${container.item}/${id}`)} (no selected file maps to it; prune)`
    for (const item of items) if (item.action !== 'existing' && item.action !== 'unchanged') yield itemLine(item)
    let skipped = 0
    for (const entry of entries) {
      if (entry.action === 'skip') skipped++
      else yield entryLine(entry)
    }
    if (skipped > 0) yield `skip   ${skipped} unchanged file(s)`
  }
  function* debug(): Generator<string> {
    for (const item of items) if (item.action === 'unchanged') yield itemLine(item)
    for (const entry of entries) if (entry.action === 'skip') yield entryLine(entry)
  }
  return { info: info(), debug: debug() }
}
