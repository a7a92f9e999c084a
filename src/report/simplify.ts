/*
 * An item's footprint simplified for the summary's map: at most DISPLAY_VERTICES positions, the shape
 * kept as the eye reads it. The catalog gets the geometry the plan made; only the map's copy is
 * simplified.
 *
 * Visvalingam–Whyatt: the vertex whose triangle with its neighbours is smallest goes first, then the
 * next smallest, across all rings at once, until the budget is met; a ring keeps at least a triangle,
 * a line its two ends. It removes what the eye misses (nearly straight runs, small notches), keeps
 * the ring closed and its parts apart, and takes O(n log n) by a heap. An outline of more vertices
 * than MOST_VERTICES is first thinned to about that many (every k-th vertex of each ring, O(n)), so
 * that a footprint of millions of vertices costs no more than one of tens of thousands.
 *
 * When the parts themselves are too many for the budget (a union of hundreds of tiles that do not
 * touch), the smallest go (holes first, then the smallest polygons); when those would take more than
 * a twentieth of the area with them, the map shows the parts' convex hull instead: where the item
 * is, rather than a few of its pieces. Lines past the budget, points and collections become their
 * bounding box.
 */

/** Positions (ring-closing ones included) an item's outline keeps on the summary's map. */
export const DISPLAY_VERTICES = 100
/** Past this many positions, an outline is thinned before it is simplified: the time is bounded whatever the input. */
const MOST_VERTICES = 20_000
/** The share of the area parts may hold and still be left out; past it, the convex hull is drawn. */
const AREA_LEFT_OUT = 0.05

type Position = readonly number[]
/** A geometry whose structure was checked (map.ts): its coordinates nested as its type says. */
export interface Shape {
  readonly type: string
  readonly coordinates?: unknown
  readonly geometries?: readonly Shape[]
}

export interface Displayed {
  readonly geometry: Shape
  /** Fewer vertices than the item's own geometry. */
  readonly simplified: boolean
}

/** A ring, open (its closing position left off), or a line. */
interface Path {
  readonly points: readonly Position[]
  readonly closed: boolean
}

/** Positions of a geometry, ring-closing ones included: what the map's block carries. */
export function positionCount(shape: Shape): number {
  if (shape.type === 'GeometryCollection') return (shape.geometries ?? []).reduce((sum, part) => sum + positionCount(part), 0)
  const count = (value: unknown): number =>
    Array.isArray(value) && Array.isArray(value[0]) ? value.reduce((sum: number, part: unknown) => sum + count(part), 0) : 1
  return count(shape.coordinates)
}

/** The geometry as the map draws it: itself within the budget, or simplified to it (see above). */
export function displayGeometry(shape: Shape, bbox: readonly number[], budget = DISPLAY_VERTICES): Displayed {
  if (positionCount(shape) <= budget) return { geometry: shape, simplified: false }
  const box = { geometry: boxOf(bbox), simplified: true }
  switch (shape.type) {
    case 'Polygon':
      return { geometry: polygons([shape.coordinates as Position[][]], bbox, budget, false), simplified: true }
    case 'MultiPolygon':
      return { geometry: polygons(shape.coordinates as Position[][][], bbox, budget, true), simplified: true }
    case 'LineString':
    case 'MultiLineString': {
      const lines = shape.type === 'LineString' ? [shape.coordinates as Position[]] : (shape.coordinates as Position[][])
      if (lines.length * 2 > budget / 2) return box
      const simplified = simplifyPaths(
        lines.map((points) => ({ points, closed: false })),
        budget,
      )
      const coordinates = simplified.map((path) => [...path.points])
      return {
        geometry: shape.type === 'LineString' ? { type: 'LineString', coordinates: coordinates[0] } : { type: shape.type, coordinates },
        simplified: true,
      }
    }
    default:
      return box
  }
}

/** Polygons within the budget: the parts that fit, simplified, or their convex hull. */
function polygons(parts: readonly Position[][][], bbox: readonly number[], budget: number, multi: boolean): Shape {
  const rings = parts.map((rings) => rings.map(openRing))
  const areas = rings.map((polygon) => polygon.map((ring) => Math.abs(ringArea(ring))))
  // The largest rings, while a triangle of each (4 positions) takes at most half the budget: a hole
  // only in a polygon kept (it comes after its outer ring, which is larger).
  const room = Math.floor(budget / 2 / 4)
  const ranked = rings.flatMap((polygon, p) => polygon.map((_, h) => ({ p, h, area: areas[p]![h]! }))).sort((a, b) => b.area - a.area)
  const kept = new Set<string>()
  for (const { p, h } of ranked) {
    if (kept.size === room) break
    if (h === 0 || kept.has(`${p}/0`)) kept.add(`${p}/${h}`)
  }
  const total = areas.reduce((sum, polygon) => sum + (polygon[0] ?? 0), 0)
  const left = areas.reduce((sum, polygon, p) => sum + (kept.has(`${p}/0`) ? 0 : (polygon[0] ?? 0)), 0)
  const dropped = rings.some((_, p) => !kept.has(`${p}/0`))
  if (dropped && (total > 0 ? left > AREA_LEFT_OUT * total : true))
    return hullShape(
      rings.flatMap((polygon) => polygon[0] ?? []),
      bbox,
      budget,
    )
  const paths: { p: number; path: Path }[] = []
  rings.forEach((polygon, p) =>
    polygon.forEach((ring, h) => {
      if (kept.has(`${p}/${h}`)) paths.push({ p, path: { points: ring, closed: true } })
    }),
  )
  const simplified = simplifyPaths(
    paths.map(({ path }) => path),
    budget,
  )
  const byPolygon = new Map<number, Position[][]>()
  simplified.forEach((path, index) => {
    const p = paths[index]!.p
    byPolygon.set(p, [...(byPolygon.get(p) ?? []), closeRing(path.points)])
  })
  const coordinates = [...byPolygon.values()]
  return multi && coordinates.length > 1 ? { type: 'MultiPolygon', coordinates } : { type: 'Polygon', coordinates: coordinates[0] }
}

/** The convex hull of the points (Andrew's monotone chain), simplified to the budget; the bounding box for a hull of no area. */
function hullShape(points: readonly Position[], bbox: readonly number[], budget: number): Shape {
  const thinned = thin([{ points, closed: true }], MOST_VERTICES)[0]!.points
  const sorted = [...thinned].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)
  const half = (list: readonly Position[]): Position[] => {
    const chain: Position[] = []
    for (const point of list) {
      while (chain.length >= 2 && cross(chain.at(-2)!, chain.at(-1)!, point) <= 0) chain.pop()
      chain.push(point)
    }
    chain.pop()
    return chain
  }
  const hull = [...half(sorted), ...half([...sorted].reverse())]
  if (hull.length < 3) return boxOf(bbox)
  const [ring] = simplifyPaths([{ points: hull, closed: true }], budget)
  return { type: 'Polygon', coordinates: [closeRing(ring!.points)] }
}

/**
 * Visvalingam–Whyatt over several paths at once, until all of them together (a ring's closing
 * position counted) have at most `budget` positions, or each is at its least: a ring a triangle, a
 * line its two ends.
 */
function simplifyPaths(given: readonly Path[], budget: number): Path[] {
  const paths = thin(given, MOST_VERTICES)
  const starts: number[] = []
  const points: Position[] = []
  for (const path of paths) {
    starts.push(points.length)
    points.push(...path.points)
  }
  const n = points.length
  const pathOf = new Int32Array(n)
  const prev = new Int32Array(n)
  const next = new Int32Array(n)
  const alive = new Uint8Array(n).fill(1)
  const area = new Float64Array(n)
  const version = new Int32Array(n)
  const count = paths.map((path) => path.points.length)
  paths.forEach((path, p) => {
    const start = starts[p]!
    const end = start + path.points.length
    for (let i = start; i < end; i++) {
      pathOf[i] = p
      prev[i] = i > start ? i - 1 : path.closed ? end - 1 : -1
      next[i] = i < end - 1 ? i + 1 : path.closed ? start : -1
    }
  })
  const triangle = (i: number): number =>
    prev[i]! < 0 || next[i]! < 0 ? Infinity : Math.abs(cross(points[prev[i]!]!, points[i]!, points[next[i]!]!)) / 2
  const heap = new MinHeap()
  for (let i = 0; i < n; i++) {
    area[i] = triangle(i)
    if (area[i]! < Infinity) heap.push(area[i]!, i, 0)
  }
  let total = paths.reduce((sum, path) => sum + path.points.length + (path.closed ? 1 : 0), 0)
  const least = (p: number): number => (paths[p]!.closed ? 3 : 2)
  while (total > budget) {
    const top = heap.pop()
    if (top === undefined) break
    const { index: i, stamp } = top
    if (alive[i] === 0 || stamp !== version[i]) continue
    const p = pathOf[i]!
    if (count[p]! <= least(p)) continue
    alive[i] = 0
    count[p]!--
    total--
    const [before, after] = [prev[i]!, next[i]!]
    next[before] = after
    prev[after] = before
    // A neighbour's area never drops below the one removed: what was removed before it stays removed before it.
    for (const neighbour of [before, after]) {
      const updated = Math.max(triangle(neighbour), area[i]!)
      if (updated === Infinity) continue
      area[neighbour] = updated
      version[neighbour]!++
      heap.push(updated, neighbour, version[neighbour]!)
    }
  }
  return paths.map((path, p) => {
    const start = starts[p]!
    const kept: Position[] = []
    for (let i = start; i < start + path.points.length; i++) if (alive[i] === 1) kept.push(points[i]!)
    return { points: kept, closed: path.closed }
  })
}

/** Paths of more than `most` positions in all, each thinned to every k-th vertex (a line's last kept): O(n). */
function thin(paths: readonly Path[], most: number): Path[] {
  const total = paths.reduce((sum, path) => sum + path.points.length, 0)
  if (total <= most) return [...paths]
  const step = Math.ceil(total / most)
  return paths.map((path) => {
    const least = path.closed ? 3 : 2
    if (path.points.length <= least * step) return path
    const points = path.points.filter((_, i) => i % step === 0)
    if (!path.closed && points.at(-1) !== path.points.at(-1)) points.push(path.points.at(-1)!)
    return { points, closed: path.closed }
  })
}

/** Twice the signed area of the triangle a, b, c: positive when it turns left. */
const cross = (a: Position, b: Position, c: Position): number => (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!)

/** The ring's signed area (shoelace). */
function ringArea(ring: readonly Position[]): number {
  let sum = 0
  for (let i = 0; i < ring.length; i++) {
    const [a, b] = [ring[i]!, ring[(i + 1) % ring.length]!]
    sum += a[0]! * b[1]! - b[0]! * a[1]!
  }
  return sum / 2
}

/** A ring without its closing position (GeoJSON repeats the first at the end). */
function openRing(ring: readonly Position[]): Position[] {
  const [first, last] = [ring[0], ring.at(-1)]
  const closed = ring.length > 1 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1]
  return closed ? ring.slice(0, -1) : [...ring]
}

const closeRing = (ring: readonly Position[]): Position[] => (ring.length === 0 ? [] : [...ring, ring[0]!])

/** A bounding box as the polygon a map draws. */
const boxOf = ([west, south, east, north]: readonly number[]): Shape => ({
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
})

/** A binary min-heap of (key, index, stamp); an entry whose stamp is stale is skipped by its reader. */
class MinHeap {
  readonly #keys: number[] = []
  readonly #items: { readonly index: number; readonly stamp: number }[] = []

  push(key: number, index: number, stamp: number): void {
    const keys = this.#keys
    const items = this.#items
    let at = keys.length
    keys.push(key)
    items.push({ index, stamp })
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (keys[parent]! <= key) break
      keys[at] = keys[parent]!
      items[at] = items[parent]!
      at = parent
    }
    keys[at] = key
    items[at] = { index, stamp }
  }

  pop(): { readonly index: number; readonly stamp: number } | undefined {
    const keys = this.#keys
    const items = this.#items
    if (keys.length === 0) return undefined
    const top = items[0]!
    const lastKey = keys.pop()!
    const lastItem = items.pop()!
    if (keys.length > 0) {
      let at = 0
      for (;;) {
        const left = 2 * at + 1
        if (left >= keys.length) break
        const child = left + 1 < keys.length && keys[left + 1]! < keys[left]! ? left + 1 : left
        if (keys[child]! >= lastKey) break
        keys[at] = keys[child]!
        items[at] = items[child]!
        at = child
      }
      keys[at] = lastKey
      items[at] = lastItem
    }
    return top
  }
}
