/**
 * A fake of the catalog over real sockets that answers as the deployed service does
 * (geoadmin/service-stac 900c5ed, see shared/spec/catalog-api.md): items, item assets and
 * collection assets with the service's serializers (PUT upsert, 405 on POST of an asset, read-only
 * checksum, id and media type rules, its messages and the order of its checks), items with expires
 * (hidden from every read once it passes; `now` is injected) and the forecast properties, the item
 * listing with its cursor pages and its bbox and datetime filters, the bulk create of items, ETags
 * and cache headers, the multipart upload API, and an S3-like storage on another origin that checks
 * presigned URLs and Content-MD5 and serves the stored objects publicly as S3 does (ETag, ranges,
 * conditional reads). Bearer tokens are verified against the identity provider's JWKS. Stricter than
 * the service in one place on purpose: it refuses item footprints that are not valid WGS84.
 * In 'described' mode it is a server that implements only the published description (POST with
 * checksum, no uploads); `variant` switches single features. Uploaded parts are streamed to files on
 * disk, never held in memory.
 *
 * This is the public entry; the service itself lives in catalog/: store.ts (state and rules),
 * validation.ts and fields.ts (the serializers), geometry.ts (footprints), filters.ts (the item
 * listing's bbox and datetime), service.ts (the
 * endpoints as operations, on the server variant), represent.ts (the JSON it shows), routes.ts (the
 * API over HTTP), storage.ts and blobs.ts (the S3-like storage), tokens.ts (bearer tokens) and
 * wiring.ts (servers, recording, faults). The unit tests' catalog (test/support/memory-catalog.ts)
 * is the same service without sockets. Faults: faults.ts and fault-proxy.ts. A second catalog as
 * the source of a promotion, seeded: source.ts.
 */
export type { FaultAction, FaultRequest } from './faults.ts'
export type {
  CatalogMode,
  CollectionSeed,
  FakeCatalog,
  FakeCatalogOptions,
  RecordedRequest,
  ServerVariant,
  StoredAsset,
  StoredFile,
  StoredItem,
  UploadView,
} from './catalog/types.ts'
export { startCatalog as startFakeCatalog } from './catalog/wiring.ts'
