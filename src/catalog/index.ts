/**
 * The catalog as the run sees it: the model, the CatalogApi interface (domain results), its HTTP
 * protocol, what a run learns about the server, planning reads, links to the STAC Browser.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { type CatalogApi, CatalogBusy, CatalogError, PartBytesChanged } from './api.ts'
export { HttpCatalog, containerUrl } from './http-catalog.ts'
export { catalogLinks, type Links, targetPages, type TargetPages, targetUrl } from './links.ts'
export {
  containerKey,
  containerName,
  itemAssets,
  type AssetFields,
  type Container,
  type ItemBody,
  type ItemChanges,
  type ItemFilters,
  type ItemPage,
  type PartUrl,
  type RemoteAsset,
  type RemoteItem,
  type StoredPart,
  type UploadRequest,
  type UploadState,
  sameGeometry,
} from './model.ts'
export { describeReads, type ItemReads, readItems } from './reads.ts'
export { operatorCatalog, ServerTraits } from './server-traits.ts'
