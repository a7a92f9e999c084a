/**
 * What a STAC source delivers, as the rest of the run reads it: its items and their assets with
 * what the target stores of them, and what it does not, counted by name. The static reader and
 * the API reader make it; the assets become files of the run (a static source's: files of the
 * workspace; an API source's: remote content, SelectedFile.remote), the items are described from it.
 */
import type { ItemLink, ItemTime } from '../domain/index.ts'

/** The fields of an asset the target stores, as the source gives them. */
export interface SourceAssetFields {
  readonly title?: string
  readonly description?: string
  readonly type?: string
  readonly roles?: readonly string[]
  /** Also from projection v2's `proj:code: EPSG:n`. */
  readonly 'proj:epsg'?: number
  /** Also from `eo:gsd`, or a band's gsd. */
  readonly gsd?: number
  readonly 'geoadmin:lang'?: string
  readonly 'geoadmin:variant'?: string
}

/** One asset of a source item, with what the target stores of it. */
export interface SourceAsset {
  /** The asset's key in the source item: the asset id unless a rule or asset-id says otherwise. */
  readonly key: string
  /** As given: relative to its JSON for a static catalog, an absolute URL for an API source. */
  readonly href: string
  readonly fields: SourceAssetFields
  /** file:checksum, when the source states one that is a sha2-256 multihash (1220…): the only kind that can decide "unchanged". */
  readonly checksum?: string
  /** file:size, when stated. */
  readonly size?: number
}

export interface SourceItem {
  /** The source's id; the target's comes from the item template (default '{id}'). */
  readonly id: string
  /** GeoJSON as given: describe/ checks it as it checks any item geometry. */
  readonly geometry: unknown
  /** datetime, or start/end; undefined when the source gives neither (then item-datetime must). */
  readonly time: ItemTime | undefined
  readonly title?: string
  /** The properties the target stores (expires and forecast:*), as given; the rest are counted as not stored. */
  readonly properties: Readonly<Record<string, unknown>>
  /** Without the service's own rels (self, root, parent, collection, and its STAC Browser alternate). */
  readonly links: readonly ItemLink[]
  /** Its properties that are text, numbers or true/false, as text: what templates may name ({platform}, {eo:cloud_cover}). */
  readonly placeholders: Readonly<Record<string, string>>
  readonly assets: readonly SourceAsset[]
  /** For messages: where it was read ('catalog.json → a/a.json', or the item's URL). */
  readonly from: string
}

export interface SourceDelivery {
  readonly items: readonly SourceItem[]
  /**
   * What the target does not store, counted by name ('property eo:cloud_cover': 3, 'asset field
   * raster:bands': 6, 'extension https://…/eo/v1.1.0/schema.json': 3): said once per run, in the log and the summary.
   */
  readonly notStored: ReadonlyMap<string, number>
  readonly kind: 'static' | 'api'
}

/**
 * A file of the run that is a source item's asset: its item and asset, whose fields and item the
 * run takes under the inputs and rules, and the path a rule's files patterns match it by (its href:
 * for a static source, as resolved from the working directory; for an API source, the URL's path).
 */
export interface SourcedFile {
  readonly item: SourceItem
  readonly asset: SourceAsset
  readonly matched: string
}
