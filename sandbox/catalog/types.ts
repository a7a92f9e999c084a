import type { FaultHook } from '../faults.ts'
import type { CatalogMode, ServerVariant } from './service.ts'
import type { CollectionSeed } from './store.ts'

export type { CatalogMode, CollectionSeed, ServerVariant }

export interface RecordedRequest {
  readonly target: 'api' | 'storage'
  readonly method: string
  readonly path: string
  readonly status: number
  readonly authorization: string | undefined
  readonly contentMd5: string | undefined
  readonly idempotencyKey: string | undefined
  readonly bytes: number
  /** From the request's arrival to its answer, a fault's delay included (ms). */
  readonly ms: number
}

export interface StoredFile {
  /** The blobs of its parts, in order (see blobs.ts). */
  readonly parts: readonly string[]
  readonly size: number
  readonly checksum: string
  readonly contentEncoding?: 'gzip' | 'br'
  /** S3's ETag of a multipart object, with its quotes: the MD5 of its parts' MD5s, a dash and their count. */
  readonly etag: string
  /** S3's Last-Modified: when its upload was created (milliseconds since the epoch). */
  readonly modified: number
}

export interface UploadView {
  readonly uploadId: string
  readonly status: 'in-progress' | 'completed' | 'aborted'
  /** The parts the storage received for it, by number (dropped when it is aborted). */
  readonly parts: readonly { readonly number: number; readonly size: number; readonly etag: string }[]
}

export interface StoredAsset {
  readonly id: string
  /** The writable fields as stored (the type normalised), with the id. */
  readonly fields: Readonly<Record<string, unknown>>
  /** file:checksum as the API shows it: from a completed upload (or a described POST); a PUT keeps it. */
  readonly checksum?: string
  /** The stored object the storage serves: from a completed upload or a seed; a PUT keeps it. */
  readonly file?: StoredFile
  /**
   * The service's hidden file size (the API never shows it): the stored object's size after an
   * upload, 0 before one and again after every PUT of an item asset, -1 for an external asset.
   * With file:checksum, what tells whether the catalog has the file.
   */
  readonly fileSize: number
  /** The quoted ETag a GET answers with; new on every change. */
  readonly etag: string
}

/** An item as the catalog keeps it. */
export interface StoredItem {
  readonly id: string
  readonly collection: string
  readonly geometry: { readonly type: string; readonly coordinates: unknown }
  /**
   * As the service shows them: times in ISO 8601 with Z, durations as Django writes them
   * ("P0DT12H00M00S"), forecast:perturbed a boolean; a property that is null is left out.
   */
  readonly properties: Readonly<Record<string, string | boolean>>
  /** The links it was given (the service adds its own when it shows the item). */
  readonly links: readonly Readonly<Record<string, string>>[]
  /** The ids of its assets. */
  readonly assets: readonly string[]
  readonly created: string
  readonly updated: string
  /** The quoted ETag a GET answers with; new on every change of the item or of one of its assets. */
  readonly etag: string
  /** Whether it has expired: the API no longer shows it. */
  readonly expired: boolean
}

export interface FakeCatalogOptions {
  /** service-stac as deployed (the default), or a server of the published description. */
  readonly mode?: CatalogMode
  /** Features of the mode's server switched on or off. */
  readonly variant?: Partial<ServerVariant>
  readonly jwksUrl?: string
  readonly issuer?: string
  readonly staticTokens?: readonly string[]
  /** Collections that exist (to hold items and assets of their own), with no items unless `items` gives some. */
  readonly collections?: readonly (string | CollectionSeed)[]
  /** Collections and their items (each with a footprint of Switzerland and a datetime). */
  readonly items?: Readonly<Record<string, readonly string[]>>
  readonly externalAssets?: boolean
  readonly dataDir?: string
  readonly minPartSize?: number
  /** Lifetime of presigned URLs; a function is asked at every upload created. */
  readonly urlExpiresSeconds?: number | (() => number)
  /** Milliseconds since the epoch; a fraction gives the microseconds of the times the service sets (default: the database's clock). */
  readonly now?: () => number
  readonly fault?: FaultHook
  /**
   * Share (0..1, default 0) of the API writes that, while another write in the same collection is
   * under way, answer the service's transient 500 OperationalError('deadlock detected…') instead of
   * being made, as its database now and then does.
   */
  readonly deadlockRate?: number
  /** Seed of the deadlock draws (default 1): the same seed and requests give the same deadlocks. */
  readonly deadlockSeed?: number
}

export interface FakeCatalog {
  readonly origin: string
  readonly storageOrigin: string
  readonly requests: RecordedRequest[]
  writes(): number
  assets(collection: string, item: string): StoredAsset[]
  asset(collection: string, item: string, id: string): StoredAsset | undefined
  readFile(collection: string, item: string, id: string): Promise<Buffer>
  /**
   * An asset as a test needs it, without the API's checks; with a file, as if uploaded in one part.
   * A `file:checksum` among the fields is the checksum its upload declared (the service never
   * recomputes it): the bytes may not match it. Without one, it is the multihash of the bytes.
   */
  seedAsset(collection: string, item: string, fields: Record<string, unknown>, file?: Buffer): Promise<void>
  startUpload(collection: string, item: string, id: string): string
  /**
   * Stores an item as a PUT of this body would (the same checks, the collection made if new) and
   * returns it; throws with the service's answer when a PUT would be refused.
   */
  seedItem(collection: string, body: Record<string, unknown>): StoredItem
  /** A listing bug, for tests: from now on the item listing leaves the item out; a read of the item still shows it. */
  leaveOutOfListing(collection: string, id: string): void
  /** An item as stored (also one that has expired), or undefined. */
  item(collection: string, id: string): StoredItem | undefined
  /** The items of a collection as stored, by id. */
  items(collection: string): StoredItem[]
  /** The assets of a collection itself (not of its items), as stored. */
  collectionAssets(collection: string): StoredAsset[]
  collectionAsset(collection: string, id: string): StoredAsset | undefined
  /** The bytes of a collection asset's stored object, decoded as a client reading it would get them. */
  readCollectionAssetFile(collection: string, id: string): Promise<Buffer>
  /** As seedAsset, for an asset of the collection itself (the collection made if new). */
  seedCollectionAsset(collection: string, fields: Record<string, unknown>, file?: Buffer): Promise<void>
  /** As startUpload, for an asset of the collection itself. */
  startCollectionAssetUpload(collection: string, id: string): string
  /** The uploads of a collection asset, as uploads() lists an item asset's. */
  collectionAssetUploads(collection: string, id: string): UploadView[]
  uploads(collection: string, item: string, id: string): UploadView[]
  /** A collection as stored: its ETag and time of update (the service's triggers renew both at every change beneath it). */
  collection(id: string): { readonly id: string; readonly etag: string; readonly updated: string } | undefined
  /** Runs the service's calculate_extent command, which its operators schedule: the extents of the collections whose items changed. */
  calculateExtents(): void
  clearRequests(): void
  close(): Promise<void>
}
