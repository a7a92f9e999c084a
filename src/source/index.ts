/**
 * The STAC source (stac-source): a static catalog in the workspace or a collection of a STAC API,
 * read into items and assets with what the target stores of them (model.ts), and the assets as
 * files of the run.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { type SourceReads, sourceCollection } from './api.ts'
export type { SourceFiles } from './files.ts'
export type { SourceAsset, SourceAssetFields, SourceDelivery, SourcedFile, SourceItem } from './model.ts'
export { readSource, type SourceRead } from './read.ts'
export { SOURCE_LIMITS, type SourceLimits } from './static.ts'
