/**
 * The outputs, the job summary, the report file and the plan as log lines; whether a run failed; what
 * a run that stopped before publishing checked, and its problems.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { runJson, runJsonParts, runSummary, runUrl, stoppedReport, verdict, type RunReport, type Verdict } from './outcome.ts'
export {
  Checks,
  cappedAnnotations,
  problemAnnotations,
  type Annotated,
  problemEntry,
  shownProblem,
  subjectTitle,
  type Annotation,
  type Check,
  type Where,
} from './preflight.ts'
export {
  type AssetLink,
  assetsOutput,
  deletedCount,
  failedFiles,
  failedLine,
  itemEntries,
  planLines,
  reportJson,
  safeJson,
  totals,
  totalsLine,
} from './report.ts'
