import { type TargetPages, targetUrl } from '../catalog/index.ts'
import type { Shard } from '../domain/index.ts'
import { ACTION_WORDS, type Problem, type Words } from '../common/index.ts'
import type { DeletionResult, FileResult, ItemResult } from '../execute/index.ts'
import { type Check, preflightSummary, problemEntry } from './preflight.ts'
import { type AssetLink, fileCounts, reportJsonParts } from './report.ts'
import { resultsParts, summaryMarkdown } from './summary.ts'

/** The run as it ended, for the outputs, the job summary, the report file and the exit status. */
export interface RunReport {
  /** Where the run publishes (the item, or the collection); undefined when the inputs did not say. */
  readonly target: string | undefined
  readonly dryRun: boolean
  readonly shard: Shard | undefined
  /** The pages of the collection and the target item; undefined when the run stopped before it read the collection. */
  readonly pages?: TargetPages
  /** From the run's start to its end, by the run's clock. */
  readonly durationMs: number
  readonly results: readonly FileResult[]
  /** Where a person looks at a file's asset (the STAC Browser, or the API), for a result that does not say: made where shown. */
  readonly assetLink?: AssetLink
  readonly items: readonly ItemResult[]
  readonly deletions: readonly DeletionResult[]
  /** What was checked before publishing. */
  readonly checks: readonly Check[]
  /**
   * What stopped the run; none for a run that went to its end (its files may still have failed). A
   * run its plan stopped (if-exists: fail with an asset that exists) has both: its problems, and
   * what became of each file (failed, not-written, skipped), item and obsolete asset.
   */
  readonly problems: readonly Problem[]
  /** The run had begun to write when it stopped. */
  readonly writing: boolean
  /** With a STAC source: what the target does not store of its items, by name, with how often (a property, a field, an extension). */
  readonly notStored?: ReadonlyArray<readonly [name: string, count: number]>
}

/** A run that stopped: nothing published (or, when `writing`, what was published not known), its problems said. */
export function stoppedReport(
  run: { readonly target: string | undefined; readonly dryRun: boolean; readonly shard: Shard | undefined; readonly durationMs: number },
  checks: readonly Check[],
  problems: readonly Problem[],
  writing = false,
): RunReport {
  return { ...run, results: [], items: [], deletions: [], checks, problems, writing }
}

/** Whether the run failed, and why in one line; the front ends add where to look (annotations, the summary, the lines above). */
export type Verdict = { readonly failed: false } | { readonly failed: true; readonly message: string }

/**
 * The one decision of whether a run failed, for the action (its step) and the command line (its exit
 * status): a problem that stopped it, a file not published, an item not written, an obsolete asset
 * not deleted.
 */
export function verdict(report: RunReport): Verdict {
  if (report.problems.length > 0) {
    const count = `${report.problems.length} problem(s)`
    return {
      failed: true,
      message: report.writing ? `the run stopped while publishing: ${count}` : `${count} found before publishing; nothing was written`,
    }
  }
  const files = report.results.filter((r) => r.result === 'failed').length
  const items = report.items.filter((r) => r.result === 'failed').length
  const deletions = report.deletions.filter((d) => d.result === 'failed').length
  const what = [
    ...(files > 0 ? [`${files} of ${report.results.length} file(s) were not published`] : []),
    ...(items > 0 ? [`${items} item(s) could not be written`] : []),
    ...(deletions > 0 ? [`${deletions} obsolete asset(s) could not be deleted`] : []),
  ]
  return what.length === 0 ? { failed: false } : { failed: true, message: what.join('; ') }
}

/** The job summary: the run's table of files, items and deletions, or, for a run that stopped, what was checked and each problem. */
export function runSummary(report: RunReport): string {
  if (report.problems.length > 0) {
    if (report.results.length === 0) return preflightSummary(report)
    const { results, items, deletions, dryRun } = report
    const details = resultsParts(results, { dryRun, items, deletions, ...linkOf(report) })
    return preflightSummary({ ...report, counts: fileCounts(results), details })
  }
  return summaryMarkdown(report.results, {
    target: report.target ?? '',
    ...(report.pages === undefined ? {} : { pages: report.pages }),
    dryRun: report.dryRun,
    shard: report.shard,
    durationMs: report.durationMs,
    items: report.items,
    deletions: report.deletions,
    ...linkOf(report),
    ...(report.notStored === undefined ? {} : { notStored: report.notStored }),
  })
}

const linkOf = (report: RunReport): { readonly assetLink?: AssetLink } =>
  report.assetLink === undefined ? {} : { assetLink: report.assetLink }

/** The `url` output: the target's page (its one item's, or the collection's); '' when the run stopped before it read the collection. */
export const runUrl = (report: RunReport): string => (report.pages === undefined ? '' : targetUrl(report.pages))

/** The whole report as JSON (the report file, `stac-publish --json`), problems in `words`. */
export const runJson = (report: RunReport, words: Words = ACTION_WORDS): string => [...runJsonParts(report, words)].join('')

/** runJson in parts, a file's entry each, to write as they are made (reportJsonParts). */
export const runJsonParts = (report: RunReport, words: Words = ACTION_WORDS): Generator<string> =>
  reportJsonParts(report.results, report.target, report.shard, {
    ...(report.pages === undefined ? {} : { url: targetUrl(report.pages) }),
    durationMs: report.durationMs,
    items: report.items,
    deletions: report.deletions,
    problems: report.problems.map((problem) => problemEntry(problem, words)),
    ...linkOf(report),
    ...(report.notStored === undefined ? {} : { notStored: report.notStored }),
  })
