import type { BBox, Polygon, Ring } from './geojson.ts'

/** A file's CRS as the file states it: an EPSG code, a WKT definition, or both. */
export interface CrsRef {
  readonly epsg?: number
  readonly wkt?: string
  /** Where in the file the CRS was read, for messages ('ProjectedCSTypeGeoKey', 'the .prj of roads.shp'). */
  readonly from: string
}

/** One closed outline of a file's data in the file's own CRS, before reprojection. */
export interface SourceOutline {
  readonly crs: CrsRef
  readonly ring: Ring
  /** A raster's pixel, in the CRS's units: its gsd. */
  readonly pixel?: PixelSteps
}

/** A raster pixel's steps in its CRS: one column to the right, one row down (x, y each). */
export interface PixelSteps {
  readonly column: readonly [number, number]
  readonly row: readonly [number, number]
}

/** What proj-epsg: auto and gsd: auto take from a file; a note says why one is missing. */
export interface Georeference {
  readonly epsg?: number
  readonly epsgNote?: string
  /** A raster pixel's size in metres. */
  readonly gsd?: number
  readonly gsdNote?: string
}

export interface Footprint {
  /** The CRS the file's coordinates were read in, e.g. 'EPSG:2056' ('WKT "name"' for one known only by its WKT; several joined by ', '). */
  readonly crs: string
  /** The file's outline in WGS84 longitude/latitude. */
  readonly geometry: Polygon
  readonly bbox: BBox
}

/** The closed rectangle of [minX, minY, maxX, maxY], counterclockwise. */
export function rectangle(minX: number, minY: number, maxX: number, maxY: number): Ring {
  return [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
    [minX, minY],
  ]
}
