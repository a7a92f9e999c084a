import type {
  AssetFields,
  Container,
  ItemBody,
  ItemChanges,
  ItemFilters,
  ItemPage,
  OutgoingPart,
  PartUrl,
  RemoteAsset,
  RemoteCollection,
  RemoteItem,
  StoredPart,
  UploadRequest,
  UploadState,
} from './model.ts'

/**
 * The catalog as the executor and the transfer engine use it: one method per operation, each
 * returning what happened in the catalog's terms, never a status code. An implementation
 * reconciles lost and cut answers itself, at every attempt (see http-catalog.ts), and throws
 * CatalogError for what the catalog refused and RequestFailedError for what never got an answer.
 *
 * Implemented over HTTP by HttpCatalog, and in memory for the executor's unit tests.
 */
export interface CatalogApi {
  /** The collection, or undefined when there is no such collection. */
  getCollection(collection: string): Promise<RemoteCollection | undefined>
  /** The item, or undefined when the collection has no such item. */
  getItem(collection: string, id: string): Promise<RemoteItem | undefined>
  /** Creates or replaces the item (PUT erases what it is not sent): only for an item a read showed absent. */
  putItem(collection: string, item: ItemBody): Promise<'created' | 'updated'>
  /**
   * Creates the item only where the catalog has none of its id: 'exists' where it has one, also one
   * hidden since it expired (which no read shows), and that item is left as it is. 'replaced': the
   * catalog ignored the condition and replaced an item it had.
   */
  createItem(collection: string, item: ItemBody): Promise<'created' | 'exists' | 'replaced'>
  /** Changes what is given and keeps the rest; a property set to null is removed. */
  patchItem(collection: string, id: string, changes: ItemChanges): Promise<void>
  /**
   * One page (at most 100) of the collection's items, each with its assets; `next` of the page before
   * for the following one. Undefined when there is no such collection. Expired items are not shown.
   * `filters` narrow the listing (a STAC source's); a page's `next` keeps them.
   */
  listItems(collection: string, next?: string, filters?: ItemFilters): Promise<ItemPage | undefined>
  /** Creates at most 100 items in one request, all or none (the service's bulk create): see BulkCreate. */
  createItems(collection: string, items: readonly ItemBody[]): Promise<BulkCreate>

  /** Every asset of the item or collection; undefined when there is no such item or collection. */
  listAssets(container: Container): Promise<RemoteAsset[] | undefined>
  getAsset(container: Container, id: string): Promise<RemoteAsset | undefined>
  /**
   * The published description's create (POST with checksum): 'exists' where the catalog has an
   * asset of its id (it answers 409), which is left as it is; 'methodNotAllowed' where it has no POST.
   */
  postAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'exists' | 'methodNotAllowed'>
  /**
   * The deployed service's create: PUT only where the catalog has no asset of its id ('exists' where
   * it has one, which is left as it is: its metadata, its file and its file size). 'replaced': the
   * catalog ignored the condition and replaced an asset it had. `checksum` is the file's: after a
   * lost answer, an asset shown as sent, with no checksum or this one, is this create's.
   */
  createAsset(container: Container, fields: AssetFields, checksum: string): Promise<'created' | 'exists' | 'replaced'>
  /**
   * The deployed service's upsert, for an asset a read showed (or one just deleted): `clear` sends
   * null for what is not set, so that a replaced asset keeps nothing of its old metadata. Resets
   * the asset's file size: upload again after it.
   */
  putAsset(container: Container, fields: AssetFields, clear: boolean): Promise<'created' | 'updated'>
  /** Changes some fields and keeps the file; 'methodNotAllowed' where the catalog has no PATCH. */
  patchAsset(container: Container, id: string, changes: Partial<AssetFields>): Promise<'updated' | 'methodNotAllowed'>
  /** 'absent' when there was nothing to delete, e.g. after a delete whose answer was lost. */
  deleteAsset(container: Container, id: string): Promise<'deleted' | 'absent'>

  /** Starts an upload; the catalog allows one in progress per asset and names it otherwise. */
  createUpload(container: Container, id: string, request: UploadRequest): Promise<UploadStart>
  getUpload(container: Container, id: string, uploadId: string): Promise<UploadState | undefined>
  listParts(container: Container, id: string, uploadId: string): Promise<StoredPart[]>
  uploadsInProgress(container: Container, id: string): Promise<string[]>
  /** Ends the upload; resolves once the catalog shows it completed with `checksum`. */
  completeUpload(
    container: Container,
    id: string,
    uploadId: string,
    parts: readonly { readonly etag: string; readonly part_number: number }[],
    checksum: string,
  ): Promise<void>
  /** 'ended': it was no longer in progress (completed or aborted already): it blocks nothing. */
  abortUpload(container: Container, id: string, uploadId: string): Promise<'aborted' | 'ended'>
  /**
   * Sends one part's bytes to its presigned storage URL (never with the catalog's token); its ETag.
   * PartBytesChanged when the bytes read are not those of the part's MD5.
   */
  putPart(url: string, part: OutgoingPart, label: string): Promise<string>
}

export type UploadStart =
  | { readonly kind: 'started'; readonly uploadId: string; readonly urls: readonly PartUrl[] }
  | { readonly kind: 'inProgress'; readonly uploadId: string }
  | { readonly kind: 'unsupported'; readonly why: string }

/**
 * - 'created': every item of the batch now exists as it was sent.
 * - 'refused': the catalog created none of them (an id that exists, also one hidden since it
 *   expired, refuses the whole batch; so does a body it refuses), and says why: create them one by one.
 * - 'methodNotAllowed': the catalog has no bulk create.
 */
export type BulkCreate =
  { readonly kind: 'created' } | { readonly kind: 'refused'; readonly why: string } | { readonly kind: 'methodNotAllowed' }

/**
 * The storage refused a part because the bytes it received are not those of the MD5 the part's URL
 * was signed for (S3's 400 BadDigest): the file no longer holds the bytes planned, so it changed
 * after its checksum was computed. Nothing of the part was stored.
 */
export class PartBytesChanged extends Error {
  override name = 'PartBytesChanged'
  readonly partNumber: number

  /** `label` names the request: "upload part 2/3 of dem.tif". */
  constructor(partNumber: number, label: string) {
    super(`${label}: the storage received other bytes than those of the part's MD5 (HTTP 400 BadDigest)`)
    this.partNumber = partNumber
  }
}

/** A catalog answer that is not a success: its status and the service's own description. */
export class CatalogError extends Error {
  override name = 'CatalogError'
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * The catalog, or its storage, cannot take requests now: throttled or unavailable (429 or 5xx)
 * after the transport's retries, or with a Retry-After longer than a run waits. The next request
 * is likely to meet the same: what a run counts to stop writing (execute/refusals.ts).
 */
export class CatalogBusy extends CatalogError {
  override name = 'CatalogBusy'
  /** What its Retry-After asked to wait (ms), when longer than a run waits: the catalog's "not now". */
  readonly retryAfterMs: number | undefined

  constructor(status: number, message: string, retryAfterMs?: number) {
    super(status, message)
    this.retryAfterMs = retryAfterMs
  }
}

/**
 * A success whose body is not what its request reads (an HTML page from a gateway or a captive
 * portal, another item than the one asked for, a list that is no list): nothing is planned or
 * written on it, and the message names the answer.
 */
export class UnexpectedAnswer extends CatalogError {
  override name = 'UnexpectedAnswer'
}

/**
 * An item whose answer is larger than a run reads: the catalog shows an item with all its assets in
 * one answer (service-stac lists an item's assets no other way: its asset listing is not paginated,
 * and larger), so nothing can be planned on it. Final, like the overrun it comes from.
 */
export class ItemTooLarge extends CatalogError {
  override name = 'ItemTooLarge'
  readonly item: string

  constructor(item: string, message: string) {
    super(200, message)
    this.item = item
  }
}
