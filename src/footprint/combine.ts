/**
 * The item geometry of several polygons (the footprints of an item's files, or the polygons of a
 * FeatureCollection given as item-geometry): their union, so that adjacent tiles dissolve into one
 * polygon (a MultiPolygon whose parts share an edge is invalid). The union is polygon-clipping's
 * (Martinez-Rueda sweep with robust predicates, widely used through turf 6): a correct polygon
 * union is far more than this module should carry by hand.
 *
 * One sweep over all polygons pays for every crossing of any two outlines, most of which end up
 * inside the result: 3,000 overlapping images of a flight took 2.7 s and 380 MB that way (other
 * rectangles 7.1 s and 2.8 GB). So the union is cascaded (as JTS's CascadedPolygonUnion): the
 * polygons, in the order of a Hilbert curve through their centres, are united four at a time,
 * those unions four at a time, and so on, each step seeing only the outlines that are left (the
 * same flight: 150–270 ms of CPU time); the parts of a piece that lie outside the other pieces'
 * boxes are set beside the union, not through it. Each step is counted before it runs, against
 * bounds that keep it within a footprint thread's heap and the whole within seconds: past one, the
 * union is not made and the caller gets the envelope (envelope.ts). The thread's deadline and heap
 * limit (threads.ts) stay the backstop.
 *
 * The polygons are snapped to the grid of 1e-9° (0.1 mm) that reprojected footprints already lie
 * on (project.ts): polygon-clipping fails ("Unable to complete output ring") on edges a few bits
 * apart, as tiles computed in floating point have them (7 + 0.01 and 7.01); snapped, 19 of 20 such
 * sets of tiles united, unsnapped none. A footprint from LV95 keeps its coordinates to the bit, and
 * an item made before keeps its geometry; 1e-7° would have moved every one of them.
 */
import polygonClipping, { type Pair, type Polygon as ClipPolygon } from 'polygon-clipping'
import { orient2d } from 'robust-predicates'
import { envelopeOf, type Combined } from './envelope.ts'
import { bboxOf, type MultiPolygon, type Polygon } from './geojson.ts'
import { geometryProblems } from './validate.ts'

/*
 * What polygon-clipping costs, measured in a footprint thread: some 1 KB of heap a vertex or
 * crossing while it runs (four stars of 1,500 vertices each took more than 16 MiB, four of 5,000
 * more than 64); 2–5 µs a vertex for outlines like a flight's, far more where many edges stand side
 * by side (the spikes of a star) or where every edge is crossed many times (strips that cross).
 * 3,000 images of a flight, or 3,000 overlapping rectangles, meet in 43 places a step at most
 * (some 1,200 vertices) and 10,000–19,000 in all; strips that cross meet thousands of times a step.
 * Every step within the bounds below that was tried (stars, combs, grids at the bounds) ran within
 * 24 MiB of heap, and the thread has 32; its deadline is the backstop for a shape that is slow
 * within them.
 */
/** Vertices one step hands the union: 0.1–0.5 s. */
const MAX_STEP_VERTICES = 5_000
/** Places where the outlines of one step meet (cross, touch or run along): 0.1–0.5 s. */
const MAX_STEP_MEETINGS = 2_500
/** Vertices of the union, and of every piece on the way: an item geometry of more is no outline a map needs (some 1.3 MB of JSON). */
const MAX_VERTICES = 50_000
/** Vertices through the union over all steps. */
const MAX_WORK = 500_000
/** Places where outlines meet, over all steps. */
const MAX_MEETINGS = 100_000
/** Pairs of edges compared to count where outlines meet, over all steps (some 10 ns a pair). */
const MAX_PAIRS = 20_000_000
/**
 * Pieces united in one step. Two, three, four or six a step cost alike in CPU time (150–270 ms
 * for 3,000 images of a flight, a first union included); four makes fewer steps and calls.
 */
const FAN_IN = 4

type Union = typeof polygonClipping.union
type Box = [west: number, south: number, east: number, north: number]

/** One polygon of a piece: its rings as polygon-clipping takes them; clipped once the union made it. */
interface Part {
  readonly rings: ClipPolygon
  readonly box: Box
  readonly vertices: number
  readonly clipped: boolean
}

/** The union of some of the polygons so far: parts that neither overlap nor share an edge. */
interface Piece {
  readonly parts: readonly Part[]
  readonly box: Box
  readonly vertices: number
}

/** A bound the union would pass: `why` completes "the union of …". */
class OverBound extends Error {
  readonly why: string
  constructor(why: string) {
    super(why)
    this.why = why
  }
}

const count = (n: number): string => n.toLocaleString('en-US')

class Budget {
  #work = MAX_WORK
  #meetings = MAX_MEETINGS
  #pairs = MAX_PAIRS

  work(vertices: number, meetings = 0): void {
    this.#work -= vertices
    this.#meetings -= meetings
    if (this.#work < 0) throw new OverBound(`is too complex (more than ${count(MAX_WORK)} vertices to go through the union in all)`)
    if (this.#meetings < 0) throw new OverBound(`is too complex (its outlines cross more than ${count(MAX_MEETINGS)} times in all)`)
  }

  pair(): void {
    if (--this.#pairs < 0) throw new OverBound(`is too complex (more than ${count(MAX_PAIRS)} pairs of edges to compare)`)
  }
}

/**
 * The union of the polygons, or their envelope where the union is over a bound, fails, or is not
 * valid (envelope.ts: a refusal where the envelope spans a hemisphere). `union` is replaceable so
 * that tests can make it fail.
 */
export function combineFootprints(polygons: readonly Polygon[], union: Union = polygonClipping.union): Combined {
  if (polygons.length === 0) throw new RangeError('combineFootprints: no footprints to combine')
  let parts: ClipPolygon[]
  try {
    parts = unite(polygons, union)
  } catch (error) {
    // polygon-clipping's own message names its internals and coordinates: a line of it is enough.
    const message = (error as Error).message
    return envelopeOf(
      polygons,
      error instanceof OverBound ? error.why : `failed (${message.length > 120 ? `${message.slice(0, 120)}…` : message})`,
    )
  }
  if (parts.length === 0) return envelopeOf(polygons, 'came out empty')
  const geometry: Polygon | MultiPolygon =
    parts.length === 1 ? { type: 'Polygon', coordinates: parts[0]! } : { type: 'MultiPolygon', coordinates: parts }
  const problems = geometryProblems(geometry)
  if (problems.length > 0) return envelopeOf(polygons, `is not a valid geometry (${problems[0]})`)
  return { method: 'union', geometry, bbox: bboxOf(geometry) }
}

function unite(polygons: readonly Polygon[], union: Union): ClipPolygon[] {
  const budget = new Budget()
  const leaves = polygons.map((polygon): Piece => {
    const part = partOf(snapped(polygon), false)
    return { parts: [part], box: part.box, vertices: part.vertices }
  })
  budget.work(leaves.reduce((sum, leaf) => sum + leaf.vertices, 0))
  let level = hilbertOrder(leaves)
  while (level.length > 1) {
    const next: Piece[] = []
    for (let i = 0; i < level.length; i += FAN_IN) next.push(merge(level.slice(i, i + FAN_IN), union, budget))
    level = next
  }
  const united: ClipPolygon[] = []
  for (const part of level[0]!.parts) {
    // A part no step clipped is as given: it goes through the union alone, as one sweep over all
    // would have taken it; one larger than a step stays as given (and is checked with the rest).
    if (part.clipped || part.vertices > MAX_STEP_VERTICES) united.push(part.rings)
    else {
      budget.work(part.vertices)
      united.push(...union(part.rings))
    }
  }
  // In the order one sweep over all gives its parts (by their lowest left point): an item made before keeps its geometry.
  return united
    .map((rings) => ({ rings, first: lowestLeft(rings[0]!) }))
    .sort((a, b) => a.first[0] - b.first[0] || a.first[1] - b.first[1])
    .map((p) => p.rings)
}

/** A coordinate on the grid of 1e-9° (the same as project.ts rounds to: there, a no-op). */
const snap = (degrees: number): number => Math.round(degrees * 1e9) / 1e9

/** Twice a ring's area, unsigned. */
function area2(ring: readonly Pair[]): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1]
  return Math.abs(sum)
}

/**
 * The polygon on the grid; as given where the grid would change the area of one of its rings by
 * more than a thousandth: a sliver thinner than 0.1 mm would collapse into a line.
 */
function snapped(polygon: Polygon): ClipPolygon {
  const given = polygon.coordinates.map((ring) => ring.map(([x, y]): Pair => [x, y]))
  const grid = given.map((ring) => ring.map(([x, y]): Pair => [snap(x), snap(y)]))
  return grid.every((ring, i) => Math.abs(area2(ring) - area2(given[i]!)) <= area2(given[i]!) / 1000) ? grid : given
}

function partOf(rings: ClipPolygon, clipped: boolean): Part {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity]
  // Holes lie inside the outer ring: its box is the part's.
  for (const [x, y] of rings[0] ?? []) {
    if (x < box[0]) box[0] = x
    if (y < box[1]) box[1] = y
    if (x > box[2]) box[2] = x
    if (y > box[3]) box[3] = y
  }
  return { rings, box, vertices: rings.reduce((sum, ring) => sum + ring.length, 0), clipped }
}

const lowestLeft = (ring: readonly Pair[]): Pair =>
  ring.reduce((low, point) => (point[0] < low[0] || (point[0] === low[0] && point[1] < low[1]) ? point : low), ring[0]!)

/**
 * A hair (1e-9°, 0.1 mm) within which boxes meet: the union snaps coordinates that differ in their
 * last bits (7 + 0.01 and 7.01), so tiles that nearly share an edge must go through it together.
 */
const HAIR = 1e-9

/** Boxes that overlap or touch, to a hair: pieces that share an edge must go through the union to dissolve. */
const meet = (a: Box, b: Box): boolean => a[0] <= b[2] + HAIR && b[0] <= a[2] + HAIR && a[1] <= b[3] + HAIR && b[1] <= a[3] + HAIR

/** The box around boxes (a loop: a spread of a hundred thousand arguments overflows the stack). */
function around(boxes: readonly Box[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity]
  for (const [west, south, east, north] of boxes) {
    if (west < box[0]) box[0] = west
    if (south < box[1]) box[1] = south
    if (east > box[2]) box[2] = east
    if (north > box[3]) box[3] = north
  }
  return box
}

/** Pieces side by side: their parts neither overlap nor touch along an edge. */
function beside(parts: readonly Part[]): Piece {
  const vertices = parts.reduce((sum, part) => sum + part.vertices, 0)
  if (vertices > MAX_VERTICES) throw new OverBound(`is too complex (more than ${count(MAX_VERTICES)} vertices)`)
  return { parts, box: around(parts.map((part) => part.box)), vertices }
}

/** The union of a few pieces: their parts near another piece through the union, the rest beside it. */
function merge(pieces: readonly Piece[], union: Union, budget: Budget): Piece {
  const all = pieces.flatMap((piece) => piece.parts)
  if (pieces.length < 2) return pieces[0] ?? beside(all)
  const near = pieces
    .map((piece, i) => piece.parts.filter((part) => pieces.some((other, j) => j !== i && meet(part.box, other.box))))
    .filter((parts) => parts.length > 0)
  if (near.length < 2) return beside(all)
  const vertices = near.flat().reduce((sum, part) => sum + part.vertices, 0)
  if (vertices > MAX_STEP_VERTICES)
    throw new OverBound(`is too complex (more than ${count(MAX_STEP_VERTICES)} vertices to unite in one step)`)
  const crossings = meetings(near, MAX_STEP_MEETINGS + 1, budget)
  if (crossings > MAX_STEP_MEETINGS)
    throw new OverBound(`is too complex (its outlines cross more than ${count(MAX_STEP_MEETINGS)} times in one step)`)
  budget.work(vertices, crossings)
  const [first, ...rest] = near.map((parts) => parts.map((part) => part.rings))
  const united = union(first!, ...rest).map((rings) => partOf(rings, true))
  const through = new Set(near.flat())
  return beside(all.filter((part) => !through.has(part)).concat(united))
}

interface Edge {
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
  readonly box: Box
}

/**
 * How many edges of one side meet (cross, touch or run along) an edge of another: each is a
 * vertex the union makes or passes. Counted up to `limit`, by sweeps along x over two sides'
 * edges at a time, in which every pair of edges compared spends the budget.
 */
function meetings(sides: ReadonlyArray<readonly Part[]>, limit: number, budget: Budget): number {
  const boxes = sides.map((parts) => around(parts.map((part) => part.box)))
  // Only an edge in another side's box can meet that side.
  const edges = sides.map((parts, i) =>
    edgesIn(
      parts,
      boxes.filter((_, j) => j !== i),
    ),
  )
  let found = 0
  /** Each edge of `from` against the edges of `to` that start at its left (after it, when `after`) and before its right end. */
  const sweep = (from: readonly Edge[], to: readonly Edge[], after: boolean): boolean => {
    let start = 0
    for (const e of from) {
      while (start < to.length && (after ? to[start]!.box[0] <= e.box[0] : to[start]!.box[0] < e.box[0])) start++
      for (let j = start; j < to.length && to[j]!.box[0] <= e.box[2]; j++) {
        budget.pair()
        const f = to[j]!
        if (f.box[1] > e.box[3] || f.box[3] < e.box[1]) continue
        if (edgesMeet(e, f) && ++found >= limit) return true
      }
    }
    return false
  }
  // A pair is compared once: from the edge that starts further left (from the first side's, where both start alike).
  for (let i = 0; i < edges.length; i++)
    for (let j = i + 1; j < edges.length; j++) if (sweep(edges[i]!, edges[j]!, false) || sweep(edges[j]!, edges[i]!, true)) return found
  return found
}

/** The edges of the parts that meet one of the boxes, by their west end. */
function edgesIn(parts: readonly Part[], boxes: readonly Box[]): Edge[] {
  const edges: Edge[] = []
  for (const part of parts)
    for (const ring of part.rings)
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i]!
        const [x2, y2] = ring[i + 1]!
        const box: Box = [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)]
        if (boxes.some((other) => meet(box, other))) edges.push({ x1, y1, x2, y2, box })
      }
  return edges.sort((e, f) => e.box[0] - f.box[0])
}

/** Edges whose boxes overlap meet unless one lies wholly on one side of the other's line (collinear ones then overlap). */
function edgesMeet(e: Edge, f: Edge): boolean {
  const o1 = orient2d(e.x1, e.y1, e.x2, e.y2, f.x1, f.y1)
  const o2 = orient2d(e.x1, e.y1, e.x2, e.y2, f.x2, f.y2)
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return false
  const o3 = orient2d(f.x1, f.y1, f.x2, f.y2, e.x1, e.y1)
  const o4 = orient2d(f.x1, f.y1, f.x2, f.y2, e.x2, e.y2)
  return !((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0))
}

/** Pieces in the order of a Hilbert curve through their boxes' centres: neighbours on the map are united first. */
function hilbertOrder(pieces: readonly Piece[]): Piece[] {
  if (pieces.length < 3) return [...pieces]
  const box = around(pieces.map((piece) => piece.box))
  const [width, height] = [box[2] - box[0] || 1, box[3] - box[1] || 1]
  const keyed = pieces.map((piece) => {
    const x = Math.floor((((piece.box[0] + piece.box[2]) / 2 - box[0]) / width) * 65_535)
    const y = Math.floor((((piece.box[1] + piece.box[3]) / 2 - box[1]) / height) * 65_535)
    return { piece, key: hilbert(x, y) }
  })
  return keyed.sort((p, q) => p.key - q.key).map((k) => k.piece)
}

/** The distance along a Hilbert curve through a 65,536 × 65,536 grid of the cell (x, y). */
function hilbert(column: number, row: number): number {
  const n = 65_536
  let [x, y, d] = [column, row, 0]
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (x & s) > 0 ? 1 : 0
    const ry = (y & s) > 0 ? 1 : 0
    d += s * s * ((3 * rx) ^ ry)
    if (ry === 0) {
      if (rx === 1) [x, y] = [n - 1 - x, n - 1 - y]
      ;[x, y] = [y, x]
    }
  }
  return d
}
