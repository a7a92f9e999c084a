/**
 * What the catalog holds, as the rest of the action sees it: plain types, no I/O. The catalog
 * client turns the service's answers into these; planning and execution read only these.
 */
import { type ItemLink, linkToSend } from '../domain/index.ts'

/** Where assets live: an item of a collection, or the collection itself (item undefined). */
export interface Container {
  readonly collection: string
  readonly item: string | undefined
}

/** One string per item or collection, for maps and sets. */
export const containerKey = (container: Container): string => `${container.collection}/${container.item ?? ''}`

export const containerName = (container: Container): string =>
  container.item === undefined ? `collection ${container.collection}` : `item ${container.item}`

/** The writable fields the action manages, as the catalog names them (null: not set). */
export interface AssetFields {
  readonly id: string
  readonly type: string
  readonly title: string | null
  readonly description: string | null
  readonly 'proj:epsg': number | null
  readonly roles: readonly string[] | null
  readonly gsd: number | null
  readonly 'geoadmin:lang': string | null
  readonly 'geoadmin:variant': string | null
}

/** An asset as the catalog shows it. */
export interface RemoteAsset {
  readonly id: string
  readonly type?: string
  readonly title?: string | null
  readonly description?: string | null
  readonly 'proj:epsg'?: number | string | null
  readonly 'file:checksum'?: string | null
  readonly 'file:size'?: number | null
  readonly href?: string
  readonly [key: string]: unknown
}

/** A collection as the catalog shows it: the action reads only its links. */
export interface RemoteCollection {
  readonly id: string
  readonly links?: readonly { readonly rel?: unknown; readonly type?: unknown; readonly href?: unknown }[]
}

/** An item as the catalog shows it (its assets, if shown, in `assets`: see itemAssets). */
export interface RemoteItem {
  readonly id: string
  readonly geometry?: unknown
  readonly properties?: { readonly [key: string]: unknown }
  readonly [key: string]: unknown
}

/**
 * The assets an item shows in its own `assets` map (keyed by id, as GET of the item and the item
 * listing show them: the same fields as the item's asset list, without links), as a list.
 */
export function itemAssets(item: RemoteItem): RemoteAsset[] {
  const assets = item.assets
  if (assets === null || typeof assets !== 'object' || Array.isArray(assets)) return []
  // A loop, not entries and flatMap: an item may show 100,000 assets, each a pair and a list of one on the way.
  const list: RemoteAsset[] = []
  for (const id of Object.keys(assets)) {
    const fields = (assets as Record<string, unknown>)[id]
    if (fields !== null && typeof fields === 'object' && !Array.isArray(fields)) list.push({ ...(fields as Record<string, unknown>), id })
  }
  return list
}

/** One page of a collection's items, in the catalog's order, each with its assets. */
export interface ItemPage {
  readonly items: readonly RemoteItem[]
  /** Where the next page is (opaque: give it back to read it); undefined on the last page. */
  readonly next: string | undefined
}

/**
 * The item listing's filters, as a STAC API defines them: items whose geometry meets a box of WGS84
 * degrees (west, south, east, north), and items at an instant or within an interval (RFC 3339 ends,
 * '..' for an open one; service-stac lists an interval item only when it lies wholly within it).
 */
export interface ItemFilters {
  readonly bbox?: readonly [west: number, south: number, east: number, north: number]
  readonly datetime?: string
}

/** What the action writes of an item: its geometry (GeoJSON in WGS84), properties (time, title) and links. */
export interface ItemBody {
  readonly id: string
  readonly geometry: unknown
  readonly properties: { readonly [key: string]: unknown }
  readonly links?: readonly ItemLink[]
}

/** A change to an item: PATCH merges what is given, null removes a property; the item keeps only the links given. */
export interface ItemChanges {
  readonly geometry?: unknown
  readonly properties?: { readonly [key: string]: unknown }
  readonly links?: readonly ItemLink[]
}

/** An item's body or change as it is sent: each link with every field, as the service keeps a stored one's that a write leaves out. */
export function sentItem(item: ItemBody | ItemChanges): Record<string, unknown> {
  return item.links === undefined ? { ...item } : { ...item, links: item.links.map(linkToSend) }
}

/** The body of an upload's creation. */
export interface UploadRequest {
  readonly number_parts: number
  readonly md5_parts: readonly { readonly part_number: number; readonly md5: string }[]
  readonly 'file:checksum': string
  readonly content_encoding?: 'gzip' | 'br'
}

/** A presigned storage URL for one part, valid until `expiresAt` (ms since the epoch). */
export interface PartUrl {
  readonly part: number
  readonly url: string
  readonly expiresAt: number
}

/** An upload as the catalog shows it. */
export interface UploadState {
  readonly uploadId: string
  readonly status: 'in-progress' | 'completed' | 'aborted'
  readonly checksum: string
  readonly md5Parts: ReadonlyMap<number, string>
  readonly contentEncoding: 'gzip' | 'br' | undefined
  /** Only while in progress. */
  readonly urls: readonly PartUrl[]
}

/** A part the storage holds for an upload in progress. */
export interface StoredPart {
  readonly number: number
  readonly etag: string
  readonly size: number
}

/** A part to send: its bytes in a file, their MD5 (base64), and where to. */
/** A part to send: its bytes at `offset` in a file (streamed from disk), or in memory (read from a source for it). */
export type OutgoingPart = {
  readonly number: number
  readonly offset: number
  readonly length: number
  readonly md5: string
} & ({ readonly path: string } | { readonly bytes: Buffer })

/**
 * Whether two geometries are the same, for planning and for reading back what was sent: coordinates
 * compared to a millionth of a millimetre: the catalog stores doubles and may print them back rounded.
 */
export function sameGeometry(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-11
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => sameGeometry(value, b[index]))
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key === 'type' || key === 'coordinates'))
    return [...keys].every((key) => sameGeometry((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  }
  return a === b
}
