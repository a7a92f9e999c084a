/**
 * Planning without I/O: per file, per item (its geometry from footprint/, loaded only for runs that
 * make items), the obsolete assets.
 * Other folders import from here; modules of this folder import each other directly.
 */
export {
  describeItems,
  formatBbox,
  itemBody,
  itemProblems,
  planItem,
  type BBox,
  type DesiredItem,
  type ItemAction,
  type ItemPlan,
} from './items.ts'
export { plan, type Action, type PlanEntry } from './plan.ts'
export { checkPruneLimit, obsoleteAssets, type Obsolete } from './prune.ts'
