/**
 * An item's footprint. The service stores any geometry GEOS can read (a self-intersecting polygon,
 * parts that overlap, LV95 metres taken as degrees): a wrong footprint is published on the map
 * without a word (spec section 4). The fake is deliberately stricter, to catch such client bugs:
 * it refuses anything but a valid GeoJSON Point, LineString, Polygon or their Multi- forms in WGS84
 * longitude and latitude. Plain segment-intersection tests, nothing imported from the product.
 */

type Position = readonly [number, number]
type Ring = readonly Position[]

export interface Geometry {
  readonly type: 'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon'
  readonly coordinates: unknown
}

/** Thrown for what the service itself cannot read (GDAL refuses it): the service's message. */
export class UnreadableGeometry extends Error {}

/** Thrown for what the service would store but the fake refuses: why. */
export class InvalidGeometry extends Error {}

const TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'])
const UNREADABLE_JSON = 'Unable to convert to python object: Invalid geometry pointer returned from "OGR_G_CreateGeometryFromJson".'

function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3 || !value.every((n) => typeof n === 'number' && Number.isFinite(n)))
    throw new UnreadableGeometry(UNREADABLE_JSON)
  return [value[0] as number, value[1] as number]
}

function positions(value: unknown): Position[] {
  if (!Array.isArray(value)) throw new UnreadableGeometry(UNREADABLE_JSON)
  return value.map(position)
}

function nested<T>(value: unknown, inner: (value: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new UnreadableGeometry(UNREADABLE_JSON)
  return value.map(inner)
}

const orientation = (a: Position, b: Position, c: Position): number =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
const same = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1]
const within = (a: Position, b: Position, p: Position): boolean =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1])

/** How two segments meet: not at all, at one point only, or along a stretch (collinear overlap). */
function meeting(a: Position, b: Position, c: Position, d: Position): 'none' | 'point' | 'overlap' {
  const o1 = orientation(a, b, c)
  const o2 = orientation(a, b, d)
  const o3 = orientation(c, d, a)
  const o4 = orientation(c, d, b)
  if (o1 === 0 && o2 === 0) {
    // Collinear: an overlap when they share more than one point.
    const shared = [c, d].filter((p) => within(a, b, p)).concat([a, b].filter((p) => within(c, d, p)))
    const distinct = shared.filter((p, i) => shared.findIndex((q) => same(p, q)) === i)
    return distinct.length > 1 ? 'overlap' : distinct.length === 1 ? 'point' : 'none'
  }
  if (o1 !== o2 && o3 !== o4) return 'point'
  if ((o1 === 0 && within(a, b, c)) || (o2 === 0 && within(a, b, d)) || (o3 === 0 && within(c, d, a)) || (o4 === 0 && within(c, d, b)))
    return 'point'
  return 'none'
}

const segments = (ring: Ring): Array<readonly [Position, Position]> => ring.slice(1).map((p, i) => [ring[i]!, p] as const)

/** Twice the signed area. */
const area2 = (ring: Ring): number => segments(ring).reduce((sum, [a, b]) => sum + a[0] * b[1] - b[0] * a[1], 0)

/** Whether a point lies inside a ring (on its boundary counts as not inside). */
function inside(point: Position, ring: Ring): boolean {
  let result = false
  for (const [a, b] of segments(ring)) {
    if (orientation(a, b, point) === 0 && within(a, b, point)) return false
    if (a[1] > point[1] !== b[1] > point[1] && point[0] < ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0]) result = !result
  }
  return result
}

/** Whether a point lies in a polygon's area: inside its shell and in none of its holes. */
const inArea = (point: Position, polygon: readonly Ring[]): boolean =>
  inside(point, polygon[0]!) && !polygon.slice(1).some((hole) => inside(point, hole))

function checkRing(ring: Ring, name: string): void {
  if (ring.length < 4) throw new InvalidGeometry(`${name} has ${ring.length} positions; a ring needs at least 4`)
  if (!same(ring[0]!, ring.at(-1)!)) throw new InvalidGeometry(`${name} is not closed (its last position is not its first)`)
  const edges = segments(ring)
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const [a, b] = edges[i]!
      const [c, d] = edges[j]!
      const how = meeting(a, b, c, d)
      const neighbours = j === i + 1 || (i === 0 && j === edges.length - 1)
      // Neighbouring edges share their common vertex, nothing more.
      if (how === 'overlap' || (how === 'point' && !neighbours)) throw new InvalidGeometry(`${name} intersects itself`)
    }
  }
  if (area2(ring) === 0) throw new InvalidGeometry(`${name} has no area`)
}

/** Whether two rings cross or share an edge (touching at single points is allowed, as OGC allows it). */
function crossing(first: Ring, second: Ring): 'none' | 'cross' | 'edge' {
  let result: 'none' | 'cross' | 'edge' = 'none'
  for (const [a, b] of segments(first)) {
    for (const [c, d] of segments(second)) {
      const how = meeting(a, b, c, d)
      if (how === 'overlap') return 'edge'
      if (how === 'point') {
        // Meeting at an end point of one of them is a touch; anything else is a proper crossing.
        const touch =
          [a, b].some((p) => orientation(c, d, p) === 0 && within(c, d, p)) ||
          [c, d].some((p) => orientation(a, b, p) === 0 && within(a, b, p))
        if (!touch) result = 'cross'
      }
    }
  }
  return result
}

function checkPolygon(rings: readonly Ring[], name: string): void {
  if (rings.length === 0) throw new InvalidGeometry(`${name} is empty`)
  rings.forEach((ring, i) => checkRing(ring, `${i === 0 ? 'the shell' : `hole ${i}`} of ${name}`))
  const [shell, ...holes] = rings as [Ring, ...Ring[]]
  holes.forEach((hole, i) => {
    if (crossing(shell, hole) !== 'none' || !hole.some((p) => inside(p, shell)))
      throw new InvalidGeometry(`hole ${i + 1} of ${name} is not inside its shell`)
    holes.slice(i + 1).forEach((other, j) => {
      if (crossing(hole, other) !== 'none' || hole.some((p) => inside(p, other)) || other.some((p) => inside(p, hole)))
        throw new InvalidGeometry(`holes ${i + 1} and ${i + j + 2} of ${name} overlap`)
    })
  })
}

function checkRange(all: readonly Position[]): void {
  for (const [lon, lat] of all) {
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90)
      throw new InvalidGeometry(`position [${lon}, ${lat}] is outside WGS84 longitude -180..180 and latitude -90..90 (LV95 metres?)`)
  }
}

/** Every position of a geometry the service can read; throws UnreadableGeometry otherwise. */
function read(type: string, coordinates: unknown): Position[][][] {
  switch (type) {
    case 'Point':
      return [[[position(coordinates)]]]
    case 'MultiPoint':
    case 'LineString':
      return [[positions(coordinates)]]
    case 'MultiLineString':
    case 'Polygon':
      return [nested(coordinates, positions)]
    default:
      return nested(coordinates, (polygon) => nested(polygon, positions))
  }
}

/**
 * Reads a geometry from a request body: the service's own refusals as UnreadableGeometry, the
 * fake's stricter ones as InvalidGeometry.
 */
export function readGeometry(value: unknown): Geometry {
  if (typeof value === 'string') {
    // The service also reads WKT, EWKT and HEX strings; the fake takes GeoJSON only.
    throw new InvalidGeometry('a GeoJSON object is expected (the fake takes no WKT or other strings)')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UnreadableGeometry(UNREADABLE_JSON)
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown }
  if (type === 'GeometryCollection') throw new InvalidGeometry('a GeometryCollection is not a footprint; use a Multi- geometry')
  if (typeof type !== 'string' || !TYPES.has(type)) throw new UnreadableGeometry(UNREADABLE_JSON)
  const parts = read(type, coordinates)
  const all = parts.flat(2)
  if (all.length === 0 || parts.some((part) => part.length === 0 || part.some((line) => line.length === 0)))
    throw new InvalidGeometry('the geometry is empty')
  checkRange(all)
  if (type === 'LineString' || type === 'MultiLineString') {
    for (const line of parts[0]!) if (line.every((p) => same(p, line[0]!))) throw new InvalidGeometry('a line needs two distinct positions')
  }
  if (type === 'Polygon' || type === 'MultiPolygon') {
    parts.forEach((polygon, i) => checkPolygon(polygon, type === 'Polygon' ? 'the polygon' : `polygon ${i + 1}`))
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [first, second] = [parts[i]!, parts[j]!]
        const how = crossing(first[0]!, second[0]!)
        if (how === 'edge') throw new InvalidGeometry(`polygons ${i + 1} and ${j + 1} share an edge`)
        // An island in the other's hole is fine; a shell vertex in the other's area is an overlap.
        if (how === 'cross' || first[0]!.some((p) => inArea(p, second)) || second[0]!.some((p) => inArea(p, first)))
          throw new InvalidGeometry(`polygons ${i + 1} and ${j + 1} overlap`)
      }
    }
  }
  return { type: type as Geometry['type'], coordinates }
}

/** [west, south, east, north] of a geometry, as the service shows it in bbox. */
export function bboxOf(geometry: Geometry): [number, number, number, number] {
  const all = read(geometry.type, geometry.coordinates).flat(2)
  return [
    Math.min(...all.map((p) => p[0])),
    Math.min(...all.map((p) => p[1])),
    Math.max(...all.map((p) => p[0])),
    Math.max(...all.map((p) => p[1])),
  ]
}

/** Whether a point lies on a ring's boundary. */
const onRing = (point: Position, ring: Ring): boolean =>
  segments(ring).some(([a, b]) => orientation(a, b, point) === 0 && within(a, b, point))

/**
 * Whether a stored footprint meets a point, its boundary included: PostGIS ST_Intersects on the
 * geometry (planar), as the item listing's bbox filter of one point applies it.
 */
export function intersectsPoint(geometry: Geometry, point: Position): boolean {
  const parts = read(geometry.type, geometry.coordinates)
  switch (geometry.type) {
    case 'Point':
    case 'MultiPoint':
      return parts[0]![0]!.some((p) => same(p, point))
    case 'LineString':
    case 'MultiLineString':
      return parts[0]!.some((line) => onRing(point, line))
    default:
      return parts.some((polygon) => polygon.some((ring) => onRing(point, ring)) || inArea(point, polygon))
  }
}

/** Whether a stored footprint meets a box (its boundary included), as the item listing's bbox filter applies it. */
export function intersectsBox(
  geometry: Geometry,
  box: { readonly west: number; readonly south: number; readonly east: number; readonly north: number },
): boolean {
  const { west, south, east, north } = box
  const inBox = (p: Position): boolean => west <= p[0] && p[0] <= east && south <= p[1] && p[1] <= north
  const corners: Ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
  const edges = segments(corners)
  const meets = ([a, b]: readonly [Position, Position]): boolean =>
    inBox(a) || inBox(b) || edges.some(([c, d]) => meeting(a, b, c, d) !== 'none')
  const parts = read(geometry.type, geometry.coordinates)
  switch (geometry.type) {
    case 'Point':
    case 'MultiPoint':
      return parts[0]![0]!.some(inBox)
    case 'LineString':
    case 'MultiLineString':
      return parts[0]!.some((line) => segments(line).some(meets))
    default:
      // A box wholly inside a polygon's area meets none of its edges: one corner tells.
      return parts.some((polygon) => polygon.some((ring) => segments(ring).some(meets)) || inArea(corners[0]!, polygon))
  }
}
