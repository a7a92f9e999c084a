/**
 * The item geometry of several files: the union of their footprints, so that adjacent tiles
 * dissolve into one polygon (a MultiPolygon whose parts share an edge is invalid). The union is
 * polygon-clipping's (Martinez-Rueda sweep with robust predicates, widely used through turf 6):
 * a correct polygon union is far more than this module should carry by hand.
 */
import polygonClipping from 'polygon-clipping'
import { bboxOf, bboxPolygon, type BBox, type MultiPolygon, type Polygon } from './geojson.ts'
import { geometryProblems } from './validate.ts'

interface Combined {
  readonly geometry: Polygon | MultiPolygon
  readonly bbox: BBox
  /** 'envelope' when the union failed or was not valid and the bounding box of all footprints stands in. */
  readonly method: 'union' | 'envelope'
  readonly note?: string
}

type Pair = [number, number]
type Union = typeof polygonClipping.union

/** The union of the footprints; `union` is replaceable so that tests can make it fail. */
export function combineFootprints(polygons: readonly Polygon[], union: Union = polygonClipping.union): Combined {
  if (polygons.length === 0) throw new RangeError('combineFootprints: no footprints to combine')
  const envelope = (why: string): Combined => {
    const bbox = bboxOf({ type: 'MultiPolygon', coordinates: polygons.map((p) => p.coordinates) })
    return { geometry: bboxPolygon(bbox), bbox, method: 'envelope', note: `${why}; the envelope of all footprints is used instead` }
  }
  const count = `${polygons.length} footprint${polygons.length === 1 ? '' : 's'}`
  let parts: Pair[][][]
  try {
    const [first, ...rest] = polygons.map((p) => p.coordinates.map((ring) => ring.map(([x, y]): Pair => [x, y])))
    parts = union(first!, ...rest)
  } catch (error) {
    return envelope(`the union of the ${count} failed (${(error as Error).message})`)
  }
  if (parts.length === 0) return envelope(`the union of the ${count} came out empty`)
  const geometry: Polygon | MultiPolygon =
    parts.length === 1 ? { type: 'Polygon', coordinates: parts[0]! } : { type: 'MultiPolygon', coordinates: parts }
  const problems = geometryProblems(geometry)
  if (problems.length > 0) return envelope(`the union of the ${count} is not a valid geometry (${problems[0]})`)
  return { geometry, bbox: bboxOf(geometry), method: 'union' }
}
