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
