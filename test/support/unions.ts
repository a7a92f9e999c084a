/**
 * Sets of polygons to unite, for the tests of the union (test/unit/footprint-union.test.ts, the
 * fuzz corpus) and the bench: strips that cross (a grid with a hole in every mesh, the union that
 * took the whole heap) and images along flight lines (the legitimate case that came close).
 */
import type { BBox, Polygon } from '../../src/footprint/geojson.ts'

type XY = [number, number]

/** A closed counterclockwise ring around [west, south, east, north]. */
const box = (west: number, south: number, east: number, north: number): XY[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

const boundsOf = (polygons: readonly Polygon[]): BBox => {
  const points = polygons.flatMap((polygon) => polygon.coordinates[0]!)
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}

/**
 * `count` strips near Bern, half running east-west and half north-south, each crossing every strip
 * of the other half: their union is a grid with (count / 2 − 1)² holes.
 */
export function crossingStrips(count: number): { readonly polygons: Polygon[]; readonly bbox: BBox } {
  const half = Math.floor(count / 2)
  const polygons: Polygon[] = []
  for (let i = 0; i < half; i++) {
    const at = i / 1000
    polygons.push({ type: 'Polygon', coordinates: [box(7, 46.8 + at, 7 + half / 1000, 46.8 + at + 0.0004)] })
    polygons.push({ type: 'Polygon', coordinates: [box(7 + at, 46.8, 7 + at + 0.0004, 46.8 + half / 1000)] })
  }
  return { polygons, bbox: boundsOf(polygons) }
}

export interface FlightBlock {
  /** Flight lines, and images along each. */
  readonly lines: number
  readonly perLine: number
  /** Degrees from east of the flight direction. */
  readonly heading: number
  /** For the placement of its images. */
  readonly seed: number
}

/**
 * Images along flight lines, as an aerial survey delivers them: rectangles of 1,200 × 800 m in the
 * direction of flight, 60% forward and 30% side overlap, each placed within ±20 m of its nominal
 * position, near Bern, in degrees rounded as footprints are (1e-9°); `next` places them.
 */
export function flightStrips({ lines, perLine, heading }: FlightBlock, next: () => number): Polygon[] {
  const angle = (heading * Math.PI) / 180
  const [along, across] = [1200, 800]
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const degrees = (east: number, north: number): XY => [
    Math.round((7.4 + east / 76_000) * 1e9) / 1e9,
    Math.round((46.9 + north / 111_000) * 1e9) / 1e9,
  ]
  const polygons: Polygon[] = []
  for (let line = 0; line < lines; line++)
    for (let i = 0; i < perLine; i++) {
      const x = i * along * 0.4 + (next() - 0.5) * 40
      const y = line * across * 0.7 + (next() - 0.5) * 40
      const ring = box(-along / 2, -across / 2, along / 2, across / 2).map(([dx, dy]) =>
        degrees(x * cos - y * sin + dx * cos - dy * sin, x * sin + y * cos + dx * sin + dy * cos),
      )
      polygons.push({ type: 'Polygon', coordinates: [ring] })
    }
  return polygons
}

/** The flight blocks of the bench and the tests: 3,000 images each, in other shapes and directions. */
export const FLIGHT_BLOCKS: readonly FlightBlock[] = [
  { lines: 30, perLine: 100, heading: 0, seed: 1 },
  { lines: 30, perLine: 100, heading: 12, seed: 2 },
  { lines: 10, perLine: 300, heading: 45, seed: 3 },
  { lines: 60, perLine: 50, heading: 77, seed: 4 },
  { lines: 100, perLine: 30, heading: 135, seed: 5 },
]

/**
 * `count` axis-parallel rectangles in rows that overlap, each overlapping its neighbours, at
 * seeded positions on the grid of 1e-9° that footprints lie on; with the exact area of their
 * union, from a sweep over the rows' bands (independent of any polygon library).
 */
export function overlappingRectangles(count: number, next: () => number): { readonly polygons: Polygon[]; readonly area: number } {
  const rows = 30
  const perRow = Math.ceil(count / rows)
  // Whole thousandths of a degree near Bern, rounded as footprints are.
  const at = (thousandths: number) => Math.round(thousandths * 1e6) / 1e9
  const boxes: Array<[number, number, number, number]> = []
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow)
    const west = 7000 + Math.floor(next() * 4) + (i % perRow) * 3
    const south = 46000 + row * 5 + Math.floor(next() * 2)
    boxes.push([at(west), at(south), at(west + 5 + Math.floor(next() * 3)), at(south + 7)])
  }
  const polygons = boxes.map(([w, s, e, n]): Polygon => ({ type: 'Polygon', coordinates: [box(w, s, e, n)] }))
  const ys = [...new Set(boxes.flatMap(([, s, , n]) => [s, n]))].sort((a, b) => a - b)
  let area = 0
  for (let k = 0; k + 1 < ys.length; k++) {
    const [low, high] = [ys[k]!, ys[k + 1]!]
    const spans = boxes
      .filter(([, s, , n]) => s <= low && n >= high)
      .map(([w, , e]) => [w, e] as const)
      .sort((a, b) => a[0] - b[0])
    let covered = 0
    let run: [number, number] | undefined
    for (const [w, e] of spans) {
      if (run === undefined || w > run[1]) {
        if (run) covered += run[1] - run[0]
        run = [w, e]
      } else run[1] = Math.max(run[1], e)
    }
    if (run) covered += run[1] - run[0]
    area += covered * (high - low)
  }
  return { polygons, area }
}
