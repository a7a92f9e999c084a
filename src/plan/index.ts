/**
 * Planning without I/O: the run's plan (run.ts), per file, per item (its geometry from footprint/,
 * loaded only for runs that make items), the obsolete assets.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { describeItems, formatBbox, itemBody, planItem, type BBox, type DesiredItem, type ItemAction, type ItemPlan } from './items.ts'
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
  type DescribedItems,
  type RunPlan,
} from './run.ts'
