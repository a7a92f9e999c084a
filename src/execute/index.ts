/**
 * Carrying out the plan: items, assets, uploads with resume, the one budget of parts in flight,
 * deletions, progress, and what became of each file.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { Budget } from './budget.ts'
export { deleteObsolete } from './delete.ts'
export { execute, executeItems, itemResultOf } from './execute.ts'
export { Progress } from './progress.ts'
export { WriteStop } from './refusals.ts'
export { resultOf, type DeletionResult, type FileResult, type ItemResult } from './results.ts'
