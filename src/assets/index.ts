/**
 * One asset per file, and everything the catalog would refuse, for all files at once, before any
 * write.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { buildAssets, type AssetSpec } from './assets.ts'
