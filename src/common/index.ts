/**
 * What every phase shares: errors and capped messages, problems (what stops a run before it publishes),
 * the words messages are written in (each front end says inputs its own way), inert strings for the log, the log interface,
 * timers that never hold a finished run, what is under way, bounded concurrency, paths every OS agrees
 * on, files that inputs name (read by their real path and type), part sizes, secrets and their redaction.
 * Other folders import from here; modules of this folder import each other directly.
 */
export {
  FileChangedError,
  UserError,
  asError,
  capped,
  cappedLines,
  errorMessage,
  errorText,
  internalDetail,
  isInternalError,
} from './errors.ts'
export { guardInterval, guardTimeout, pause, untilSettled } from './guard.ts'
export { inert, inertLines } from './inert.ts'
export { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, COLON, COMMA, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from './json-bytes.ts'
export type { Log } from './log.ts'
export { mapLimit } from './map-limit.ts'
export { blamedLink, fileKind, NamedFileError, readNamedFile, VERSION_CONTROL, versionControlFolder, type NamedFile } from './named-file.ts'
export { MAX_FILE_SIZE, MAX_PARTS, MIB, MIN_PART_SIZE, partLayout } from './parts.ts'
export { anchorPattern, isInside, slashedRelative, within } from './paths.ts'
export { PendingWork } from './pending.ts'
export {
  ProblemsError,
  fileProblem,
  isUsage,
  problemError,
  problemLine,
  problemsOf,
  refusalLine,
  redactedProblem,
  type Problem,
  type Refusal,
  type Subject,
} from './problems.ts'
export { ACTION_WORDS, input, render, say, type InputRef, type Text, word, type Words, yamlValue } from './words.ts'
export { Secrets } from './secrets.ts'
export { formatBytes, formatElapsed } from './format.ts'
