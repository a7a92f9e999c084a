/**
 * The few GeoJSON shapes the catalog takes for an item (RFC 7946, Point to MultiPolygon), and
 * helpers over them. Defined here rather than taken from @types/geojson: these are all we need,
 * and readonly tuples keep positions typed as numbers under noUncheckedIndexedAccess.
 */

/** Longitude, latitude and an optional height, in WGS84 degrees (or the units of a source CRS). */
export type Position = readonly [number, number, ...number[]]
export type Ring = readonly Position[]

export interface Point {
  readonly type: 'Point'
  readonly coordinates: Position
}
interface MultiPoint {
  readonly type: 'MultiPoint'
  readonly coordinates: readonly Position[]
}
export interface LineString {
  readonly type: 'LineString'
  readonly coordinates: readonly Position[]
}
interface MultiLineString {
  readonly type: 'MultiLineString'
  readonly coordinates: ReadonlyArray<readonly Position[]>
}
export interface Polygon {
  readonly type: 'Polygon'
  readonly coordinates: readonly Ring[]
}
export interface MultiPolygon {
  readonly type: 'MultiPolygon'
  readonly coordinates: ReadonlyArray<readonly Ring[]>
}
export type Geometry = Point | MultiPoint | LineString | MultiLineString | Polygon | MultiPolygon

export type BBox = readonly [west: number, south: number, east: number, north: number]

/** Every position of a geometry, whatever its nesting. */
function positionsOf(geometry: Geometry): readonly Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates]
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat()
    case 'MultiPolygon':
      return geometry.coordinates.flat(2)
  }
}

/** The bounding box of a geometry's positions; throws for a geometry without any. */
export function bboxOf(geometry: Geometry): BBox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const [x, y] of positionsOf(geometry)) {
    if (x < west) west = x
    if (x > east) east = x
    if (y < south) south = y
    if (y > north) north = y
  }
  if (west > east) throw new RangeError(`bboxOf: the ${geometry.type} has no positions`)
  return [west, south, east, north]
}

/** The rectangle of a bbox as a polygon, counterclockwise as RFC 7946 asks of outer rings. */
export function bboxPolygon([west, south, east, north]: BBox): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  }
}

/** Twice the signed area of a ring (shoelace): positive when counterclockwise. */
export function signedArea2(ring: Ring): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!
    const [x2, y2] = ring[i + 1]!
    sum += x1 * y2 - x2 * y1
  }
  return sum
}
