/**
 * One asset per file, and everything the catalog would refuse, for all files at once, before any
 * write; what the files' contents decide of their assets (labels, proj-epsg and gsd: auto), for
 * Git LFS files once their content is fetched.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { buildAssets, type AssetSpec } from './assets.ts'
export { asPublished, settleFetched } from './awaiting.ts'
export { readContents } from './content.ts'
