/**
 * A fake of the catalog over real sockets that enforces the deployed service's rules
 * (geoadmin/service-stac, see shared/spec/catalog-api.md): PUT upsert with only writable
 * fields, 405 on POST, read-only checksum, id and media type rules, ETags, the multipart upload
 * API, and an S3-like storage on another origin that checks presigned URLs and Content-MD5.
 * Bearer tokens are verified against the identity provider's JWKS. In 'described' mode it is a
 * server that implements only the published description (POST with checksum, no uploads).
 * Uploaded parts are streamed to files on disk, never held in memory.
 *
 * This is the public entry; the service itself lives in catalog/: store.ts (state and rules),
 * routes.ts (the API), storage.ts (the S3-like storage), tokens.ts (bearer tokens) and
 * wiring.ts (servers, recording, faults).
 */
export type { FaultAction, FaultRequest } from './faults.ts'
export type {
  CatalogMode,
  FakeCatalog,
  FakeCatalogOptions,
  RecordedRequest,
  StoredAsset,
  StoredFile,
  StoredItem,
  UploadView,
} from './catalog/types.ts'
export { startCatalog as startFakeCatalog } from './catalog/wiring.ts'
