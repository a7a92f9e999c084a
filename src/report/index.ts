/**
 * The outputs, the job summary, the report file and the plan as log lines.
 * Other folders import from here; modules of this folder import each other directly.
 */
export {
  assetsOutput,
  deletedCount,
  failedFiles,
  failedLine,
  itemEntries,
  planLines,
  reportJson,
  safeJson,
  summaryMarkdown,
  totals,
  totalsLine,
} from './report.ts'
