/**
 * Item description, between the assets and the plan: each target item as its files describe it
 * (geometry, time, title, properties), read from the files' footprints in the run's threads and
 * from item-geometry files, and every problem found on the way.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { type BBox } from './geometry.ts'
export { describeItems, type DescribedItems, type DescribeOptions, type DesiredItem } from './items.ts'
export { itemProblem } from './values.ts'
