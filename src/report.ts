import type { FileResult } from './apply.ts'

export interface Totals {
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

/** The `assets` output: one entry per file, no secrets (results are redacted where they are made). */
export function assetsOutput(results: readonly FileResult[]): string {
  return JSON.stringify(
    results.map((r) => ({
      file: r.file,
      item: r.item,
      id: r.id,
      type: r.type,
      checksum: r.checksum,
      href: r.href ?? null,
      action: r.action,
      result: r.result,
      ...(r.error === undefined ? {} : { error: r.error }),
    })),
  )
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

/** Rows past this are left out of the summary (GitHub caps a step's summary at 1 MiB). */
const SUMMARY_ROWS = 500

export interface SummaryContext {
  readonly target: string
  readonly dryRun: boolean
  readonly shard: { readonly index: number; readonly total: number } | undefined
}

export function summaryMarkdown(results: readonly FileResult[], context: SummaryContext): string {
  const t = totals(results)
  const shard = context.shard === undefined ? '' : ` · shard ${context.shard.index}/${context.shard.total}`
  const head = context.dryRun
    ? `### STAC publish (dry run): ${t.files} file(s) planned for ${context.target}${shard}\n\nNothing was written.`
    : `### STAC publish: ${t.created} created, ${t.updated} updated, ${t.skipped} skipped, ${t.failed} failed\n\nTarget: ${context.target}${shard} · uploaded ${formatBytes(t.uploadedBytes)}`
  const severalItems = new Set(results.map((r) => r.item)).size > 1
  const rows = results
    .slice(0, SUMMARY_ROWS)
    .map((r) => `| ${cell(r.file)} | \`${cell(severalItems ? `${r.item}/${r.id}` : r.id)}\` | ${cell(r.type)} | ${r.action} | ${r.result} | ${cell(r.error ?? r.reason)} |`)
  const more = results.length > SUMMARY_ROWS ? `\n\n…and ${results.length - SUMMARY_ROWS} more file(s); the \`assets\` output lists all.` : ''
  return `${head}\n\n| File | Asset | Media type | Plan | Result | Detail |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}${more}\n`
}
