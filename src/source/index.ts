/**
 * The STAC source (stac-source): a static catalog in the workspace or a collection of a STAC API,
 * read into items and assets with what the target stores of them (model.ts).
 * Other folders import from here; modules of this folder import each other directly.
 */
export type { SourceAsset, SourceAssetFields, SourceDelivery, SourceItem } from './model.ts'
