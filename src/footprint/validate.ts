/**
 * The problems of a geometry the action would send as an item's geometry. The catalog stores
 * whatever it is given (spec/catalog-api.md §4: a bowtie, parts sharing an edge, LV95 metres as
 * degrees all answer 201), so the action checks what OGC Simple Features asks of a valid
 * geometry before it sends one, and says what is wrong in words a data owner understands.
 *
 * Written by hand: @turf/boolean-valid 7.4, the JavaScript check at hand, passes a bowtie, a hole
 * outside its shell and a part inside another part (tried). Orientation tests use
 * robust-predicates, so that "on the line" is exact: tiles that share an edge share it to the bit.
 */
import { orient2d } from 'robust-predicates'
import { quoted } from './error.ts'

const GEOMETRY_TYPES = ['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']
const TAKEN = 'Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon'
/** Enough to act on; a broken geometry can have thousands. */
const MAX_PROBLEMS = 10
/**
 * Segment pairs compared and ring vertices visited, at most (about a second): the sweep is fast
 * for real outlines, whose segments are short, but a zigzag of long segments makes it quadratic.
 */
const MAX_WORK = 100_000_000

/** The work left for the geometry being checked (one at a time: the checks are synchronous). */
let workLeft = MAX_WORK

class TooComplex extends Error {}

function spend(steps: number): void {
  workLeft -= steps
  if (workLeft < 0) throw new TooComplex()
}

type XY = readonly [number, number]

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const show = ([x, y]: XY): string => `(${x}, ${y})`
/** A value for a message, whatever its size or nesting: a number, a short string, or its kind. */
const describe = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'boolean' || value === null
    ? String(value)
    : typeof value === 'string'
      ? quoted(value, 40)
      : Array.isArray(value)
        ? value.length <= 4 && value.every((v) => typeof v !== 'object' || v === null)
          ? JSON.stringify(value).slice(0, 80)
          : `an array of ${value.length}`
        : typeof value

/** The problems of a GeoJSON geometry the catalog would be sent; empty when it is valid. */
export function geometryProblems(geometry: unknown): string[] {
  if (!isObject(geometry)) return ['the geometry is not a JSON object']
  const { type, coordinates } = geometry
  if (type === 'Feature' || type === 'FeatureCollection' || type === 'GeometryCollection')
    return [`a ${type} is not a geometry the catalog takes: give one ${TAKEN}`]
  if (typeof type !== 'string' || !GEOMETRY_TYPES.includes(type))
    return [`${JSON.stringify(type ?? null)} is not a GeoJSON geometry type: the catalog takes ${TAKEN}`]
  const problems = new Problems()
  const shape = readShape(type, coordinates, problems)
  if (problems.list.length > 0 || !shape) return problems.list
  checkDegrees(shape.points, problems)
  if (problems.list.length > 0 || !shape.polygons) return problems.list
  workLeft = MAX_WORK
  try {
    checkPolygons(shape.polygons, type === 'MultiPolygon', problems)
  } catch (error) {
    if (!(error instanceof TooComplex)) throw error
    return [
      `its ${shape.points.length} positions are too many to check in a second ` +
        `(more than ${MAX_WORK} pairs of segments lie across each other's extent): give a simpler outline`,
    ]
  }
  return problems.list
}

class Problems {
  readonly list: string[] = []
  readonly #seen = new Set<string>()
  #more = 0

  /** Adds a problem once per key (the same two parts share many segments). */
  add(message: string, key: string = message): void {
    if (this.#seen.has(key)) return
    this.#seen.add(key)
    if (this.list.length < MAX_PROBLEMS) this.list.push(message)
    else {
      this.#more++
      this.list[MAX_PROBLEMS] = `… and ${this.#more} more problem${this.#more === 1 ? '' : 's'}`
    }
  }
}

interface Shape {
  readonly points: readonly XY[]
  /** Polygons as rings (outer first), for Polygon and MultiPolygon. */
  readonly polygons?: ReadonlyArray<readonly XY[][]>
}

function readPosition(value: unknown, where: string, problems: Problems): XY | undefined {
  if (Array.isArray(value) && (value.length === 2 || value.length === 3) && value.every((v) => typeof v === 'number' && Number.isFinite(v)))
    return [value[0] as number, value[1] as number]
  problems.add(`${where} is not a position of two or three finite numbers (found ${describe(value)})`)
  return undefined
}

function readPositions(value: unknown, where: string, problems: Problems): XY[] | undefined {
  if (!Array.isArray(value)) {
    problems.add(`${where} is not an array of positions`)
    return undefined
  }
  const out: XY[] = []
  value.forEach((position, i) => {
    const xy = readPosition(position, `position ${i + 1} of ${where}`, problems)
    if (xy) out.push(xy)
  })
  return out.length === value.length ? out : undefined
}

const ringName = (part: number | undefined, ring: number): string =>
  `${ring === 0 ? 'the outer ring' : `hole ${ring}`}${part === undefined ? '' : ` of part ${part + 1}`}`

function readRings(value: unknown, part: number | undefined, problems: Problems): XY[][] | undefined {
  const where = part === undefined ? 'the Polygon' : `part ${part + 1} of the MultiPolygon`
  if (!Array.isArray(value) || value.length === 0) {
    problems.add(`${where} has no rings`)
    return undefined
  }
  const rings: XY[][] = []
  value.forEach((ringValue, r) => {
    const name = ringName(part, r)
    const ring = readPositions(ringValue, name, problems)
    if (!ring) return
    if (ring.length < 4)
      problems.add(`${name} has ${ring.length} positions; a ring needs at least 4 (three corners and the first one again at the end)`)
    else {
      const first = ring[0]!
      const last = ring.at(-1)!
      if (first[0] !== last[0] || first[1] !== last[1])
        problems.add(`${name} is not closed: it ends at ${show(last)} rather than at its start ${show(first)}`)
    }
    rings.push(ring)
  })
  return rings.length === value.length ? rings : undefined
}

function readShape(type: string, coordinates: unknown, problems: Problems): Shape | undefined {
  if (coordinates === undefined) {
    problems.add(`the ${type} has no "coordinates" member`)
    return undefined
  }
  const empty = Array.isArray(coordinates) && coordinates.length === 0
  if (empty) {
    problems.add(`the ${type} is empty: it has no coordinates`)
    return undefined
  }
  switch (type) {
    case 'Point': {
      const xy = readPosition(coordinates, 'the Point', problems)
      return xy && { points: [xy] }
    }
    case 'MultiPoint':
    case 'LineString': {
      const points = readPositions(coordinates, `the ${type}`, problems)
      if (points && type === 'LineString' && points.length < 2) problems.add('the LineString needs at least 2 positions')
      return points && { points }
    }
    case 'MultiLineString': {
      if (!Array.isArray(coordinates)) break
      const lines = coordinates.map((line, i) => readPositions(line, `line ${i + 1} of the MultiLineString`, problems))
      lines.forEach((line, i) => line && line.length < 2 && problems.add(`line ${i + 1} of the MultiLineString needs at least 2 positions`))
      return lines.every((line) => line) ? { points: lines.flat() as XY[] } : undefined
    }
    case 'Polygon': {
      const rings = readRings(coordinates, undefined, problems)
      return rings && { points: rings.flat(), polygons: [rings] }
    }
    case 'MultiPolygon': {
      if (!Array.isArray(coordinates)) break
      const polygons = coordinates.map((polygon, i) => readRings(polygon, i, problems))
      return polygons.every((p) => p) ? { points: polygons.flat(2) as XY[], polygons: polygons as XY[][][] } : undefined
    }
  }
  problems.add(`the ${type}'s coordinates are not an array`)
  return undefined
}

function checkDegrees(points: readonly XY[], problems: Problems): void {
  const outside = points.filter(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)
  if (outside.length === 0) return
  const example = outside[0]!
  const metres = Math.abs(example[0]) > 1000 || Math.abs(example[1]) > 1000
  problems.add(
    `${outside.length} of its ${points.length} positions lie outside longitude −180…180 / latitude −90…90, ` +
      `such as ${show(example)}` +
      (metres ? ': these look like projected coordinates in metres (such as Swiss LV95), not WGS84 degrees' : ''),
  )
}

// ---------------------------------------------------------------------------------------------
// Polygon topology

interface Segment {
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
  readonly part: number
  readonly ring: number
  /** Index in its ring, and the ring's segment count: for telling neighbours apart. */
  readonly index: number
  readonly count: number
}

type Hit = { readonly kind: 'cross' | 'touch' | 'overlap'; readonly at: XY }

/** A ring without consecutive repeated positions (valid, and harmless, in OGC). */
function dedupe(ring: readonly XY[]): XY[] {
  return ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1])
}

function checkPolygons(polygons: ReadonlyArray<readonly XY[][]>, multi: boolean, problems: Problems): void {
  const cleaned: XY[][][] = []
  const segments: Segment[] = []
  polygons.forEach((rings, p) => {
    const part = multi ? p : undefined
    cleaned.push(
      rings.map((raw, r) => {
        const ring = dedupe(raw)
        if (ring.length < 4) problems.add(`${ringName(part, r)} has fewer than 3 distinct corners`)
        for (let i = 0; i + 1 < ring.length; i++) {
          const [x1, y1] = ring[i]!
          const [x2, y2] = ring[i + 1]!
          segments.push({ x1, y1, x2, y2, part: p, ring: r, index: i, count: ring.length - 1 })
        }
        return ring
      }),
    )
  })
  if (problems.list.length > 0) return
  for (const [a, b, hit] of intersections(segments)) judge(a, b, hit, multi, problems)
  // A bowtie's halves cancel out to no area: its crossing is the better message, so this comes after.
  if (problems.list.length > 0) return
  cleaned.forEach((rings, p) =>
    rings.forEach((ring, r) => area2(ring) === 0 && problems.add(`${ringName(multi ? p : undefined, r)} encloses no area`)),
  )
  cleaned.forEach((rings, p) => checkHoles(rings, multi ? p : undefined, problems))
  if (multi) checkPartsApart(cleaned, problems)
}

function judge(a: Segment, b: Segment, hit: Hit, multi: boolean, problems: Problems): void {
  const part = multi ? a.part : undefined
  if (a.part === b.part && a.ring === b.ring) {
    const neighbours = Math.abs(a.index - b.index) === 1 || Math.abs(a.index - b.index) === a.count - 1
    const name = ringName(part, a.ring)
    if (neighbours && hit.kind === 'overlap') problems.add(`${name} turns back on itself near ${show(hit.at)}`, `spike ${a.part} ${a.ring}`)
    else if (!neighbours && hit.kind === 'cross')
      problems.add(`${name} crosses itself at ${show(hit.at)} (as a bowtie does)`, `self ${a.part} ${a.ring}`)
    else if (!neighbours) problems.add(`${name} touches itself at ${show(hit.at)}`, `self ${a.part} ${a.ring}`)
    return
  }
  // Rings may touch other rings at a point; crossing or sharing a stretch of boundary is invalid.
  if (hit.kind === 'touch') return
  if (a.part === b.part) {
    const [r1, r2] = [Math.min(a.ring, b.ring), Math.max(a.ring, b.ring)]
    problems.add(
      `${ringName(part, r2)} ${hit.kind === 'cross' ? 'crosses' : 'runs along'} ${ringName(part, r1)} near ${show(hit.at)}`,
      `rings ${a.part} ${r1} ${r2}`,
    )
    return
  }
  const [p1, p2] = [Math.min(a.part, b.part) + 1, Math.max(a.part, b.part) + 1]
  if (hit.kind === 'overlap')
    problems.add(
      `parts ${p1} and ${p2} of the MultiPolygon share an edge near ${show(hit.at)}: ` +
        'areas that touch along an edge must be merged into one polygon',
      `parts ${p1} ${p2}`,
    )
  else problems.add(`parts ${p1} and ${p2} of the MultiPolygon overlap near ${show(hit.at)}`, `parts ${p1} ${p2}`)
}

/** Every pair of segments that meet, by a sweep along x (pairs whose x ranges overlap). */
function* intersections(segments: readonly Segment[]): Generator<[Segment, Segment, Hit]> {
  const sorted = [...segments].sort((a, b) => Math.min(a.x1, a.x2) - Math.min(b.x1, b.x2))
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!
    const aMaxX = Math.max(a.x1, a.x2)
    const [aMinY, aMaxY] = [Math.min(a.y1, a.y2), Math.max(a.y1, a.y2)]
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!
      if (Math.min(b.x1, b.x2) > aMaxX) break
      spend(1)
      if (Math.min(b.y1, b.y2) > aMaxY || Math.max(b.y1, b.y2) < aMinY) continue
      const hit = intersect(a, b)
      if (hit) yield [a, b, hit]
    }
  }
}

function intersect(a: Segment, b: Segment): Hit | undefined {
  const o1 = orient2d(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1)
  const o2 = orient2d(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2)
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return undefined
  const o3 = orient2d(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1)
  const o4 = orient2d(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2)
  if ((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0)) return undefined
  if (o1 === 0 && o2 === 0) {
    // Collinear: compare the stretches along the segment's longer axis.
    const alongX = Math.abs(a.x2 - a.x1) >= Math.abs(a.y2 - a.y1)
    const [a0, a1] = alongX ? [a.x1, a.x2] : [a.y1, a.y2]
    const [b0, b1] = alongX ? [b.x1, b.x2] : [b.y1, b.y2]
    const lo = Math.max(Math.min(a0, a1), Math.min(b0, b1))
    const hi = Math.min(Math.max(a0, a1), Math.max(b0, b1))
    if (lo > hi) return undefined
    const endpoints: XY[] = [
      [a.x1, a.y1],
      [a.x2, a.y2],
      [b.x1, b.y1],
      [b.x2, b.y2],
    ]
    const at = endpoints.find((p) => (alongX ? p[0] : p[1]) === lo) ?? endpoints[0]!
    return { kind: lo < hi ? 'overlap' : 'touch', at }
  }
  if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) {
    const t = o3 / (o3 - o4)
    return { kind: 'cross', at: [a.x1 + t * (a.x2 - a.x1), a.y1 + t * (a.y2 - a.y1)] }
  }
  const at: XY = o1 === 0 ? [b.x1, b.y1] : o2 === 0 ? [b.x2, b.y2] : o3 === 0 ? [a.x1, a.y1] : [a.x2, a.y2]
  return { kind: 'touch', at }
}

function area2(ring: readonly XY[]): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1]
  return sum
}

/** Where a point lies relative to a closed ring (winding number, exact on the boundary). */
function locate([x, y]: XY, ring: readonly XY[]): 'inside' | 'outside' | 'boundary' {
  spend(ring.length)
  let winding = 0
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!
    const [x2, y2] = ring[i + 1]!
    const o = orient2d(x1, y1, x2, y2, x, y)
    if (o === 0 && Math.min(x1, x2) <= x && x <= Math.max(x1, x2) && Math.min(y1, y2) <= y && y <= Math.max(y1, y2)) return 'boundary'
    // robust-predicates' orient2d is negative when (x, y) lies left of the directed edge.
    if (y1 <= y && y2 > y && o < 0) winding++
    else if (y1 > y && y2 <= y && o > 0) winding--
  }
  return winding === 0 ? 'outside' : 'inside'
}

/** Where a ring lies relative to another it neither crosses nor overlaps: decided by any vertex off the other's boundary. */
function ringInside(ring: readonly XY[], other: readonly XY[]): boolean | undefined {
  for (const point of ring) {
    const where = locate(point, other)
    if (where !== 'boundary') return where === 'inside'
  }
  return undefined
}

function checkHoles(rings: readonly XY[][], part: number | undefined, problems: Problems): void {
  const [shell, ...holes] = rings
  if (!shell) return
  holes.forEach((hole, h) => {
    if (ringInside(hole, shell) === false) problems.add(`${ringName(part, h + 1)} lies outside ${ringName(part, 0)}`)
    holes.forEach((other, o) => {
      if (o !== h && ringInside(hole, other) === true) problems.add(`${ringName(part, h + 1)} lies inside ${ringName(part, o + 1)}`)
    })
  })
}

/** A part inside another part's area (not in one of its holes) overlaps it, even where no edges cross. */
function checkPartsApart(polygons: readonly XY[][][], problems: Problems): void {
  polygons.forEach((inner, i) => {
    polygons.forEach((outer, o) => {
      if (i === o || !inner[0] || !outer[0]) return
      if (ringInside(inner[0], outer[0]) !== true) return
      const inHole = outer.slice(1).some((hole) => ringInside(inner[0]!, hole) !== false)
      if (!inHole)
        problems.add(`part ${i + 1} of the MultiPolygon lies inside part ${o + 1}`, `parts ${Math.min(i, o) + 1} ${Math.max(i, o) + 1}`)
    })
  })
}
