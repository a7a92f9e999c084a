/**
 * What stands in for a union of polygons that cannot be made within its bounds: their envelope, a
 * valid polygon that holds them all; or, where that would be no place for one item, a refusal.
 * Apart from combine.ts so that the main thread, whose footprint thread gave up on a union, can
 * fall back without loading the union's library.
 */
import { bboxOf, bboxPolygon, type BBox, type MultiPolygon, type Polygon } from './geojson.ts'

/**
 * Several polygons as one item geometry. `why` completes "the union of …": why the union was not
 * made ('is too complex (…)', 'took longer than 10 s, …').
 */
export type Combined =
  | { readonly method: 'union'; readonly geometry: Polygon | MultiPolygon; readonly bbox: BBox }
  | { readonly method: 'envelope'; readonly geometry: Polygon; readonly bbox: BBox; readonly why: string }
  | { readonly method: 'refused'; readonly why: string; readonly problem: string }

/**
 * An envelope wider than half the globe's longitudes or taller than half its latitudes is no
 * place one item is at: polygons on both sides of the antimeridian, or on several continents.
 */
const MAX_WIDTH = 180
const MAX_HEIGHT = 90

/** The bounding box of the polygons as a polygon, or the refusal of one that spans a hemisphere. */
export function envelopeOf(polygons: readonly Polygon[], why: string): Combined {
  const bbox = bboxOf({ type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.coordinates) })
  const [west, south, east, north] = bbox
  if (east - west > MAX_WIDTH || north - south > MAX_HEIGHT) {
    const span = `${(east - west).toFixed(1)}° of longitude by ${(north - south).toFixed(1)}° of latitude`
    return {
      method: 'refused',
      why,
      problem: `their envelope, which would stand in, spans ${span}, more than a hemisphere (${MAX_WIDTH}° by ${MAX_HEIGHT}°)`,
    }
  }
  return { method: 'envelope', geometry: bboxPolygon(bbox), bbox, why }
}
