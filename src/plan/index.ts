/**
 * Planning, pure functions without I/O: the run's plan (run.ts), per file, per item (against what
 * describe/ made of its files), the obsolete assets.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { formatBbox, itemBody, planItem, type ItemAction, type ItemPlan } from './items.ts'
export { plan, type Action, type PlanEntry } from './plan.ts'
export { checkPruneLimit, obsoleteAssets, type Obsolete, type PruneBounds } from './prune.ts'
export {
  catalogState,
  filesByItem,
  noCollection,
  planRun,
  targetContainers,
  targetItems,
  wantedItems,
  type CatalogState,
  type RunPlan,
} from './run.ts'
