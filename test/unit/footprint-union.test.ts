/**
 * The union of an item's polygons: cascaded (combine.ts), run in a footprint thread under its
 * deadline and heap limit (threads.ts), the envelope where it cannot finish within bounds. What is
 * checked is the geometry (its area, its validity, which points it covers), never how fast it came:
 * the speed is the bench's (npm run bench -- --only 12). The threads' deadlines are the test's.
 */
import polygonClipping from 'polygon-clipping'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameGeometry } from '../../src/catalog/model.ts'
import { combineFootprints, FootprintThreads, geometryProblems, type Polygon } from '../../src/footprint/index.ts'
import type { Combined } from '../../src/footprint/envelope.ts'
import { random } from '../support/fuzz.ts'
import { crossingStrips, FLIGHT_BLOCKS, flightStrips, overlappingRectangles } from '../support/unions.ts'

type XY = readonly [number, number]

/** Twice the signed area of a ring (positive counterclockwise), from its first point: products of 7° × 46° would cancel to 1e-12. */
const area2 = (ring: readonly XY[]): number => {
  const [x0, y0] = ring[0]!
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i++) sum += (ring[i]![0] - x0) * (ring[i + 1]![1] - y0) - (ring[i + 1]![0] - x0) * (ring[i]![1] - y0)
  return sum
}
/** The area of a Polygon or MultiPolygon: its outer rings less its holes. */
const areaOf = (geometry: { type: string; coordinates: unknown }): number => {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as XY[][][]
  return polygons.reduce(
    (sum, [outer, ...holes]) => sum + Math.abs(area2(outer!)) / 2 - holes.reduce((h, hole) => h + Math.abs(area2(hole)) / 2, 0),
    0,
  )
}
/** Whether a point lies inside a ring (even-odd; the points tested lie on no edge). */
const inRing = ([x, y]: XY, ring: readonly XY[]): boolean => {
  let inside = false
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
const inPolygon = (point: XY, [outer, ...holes]: readonly XY[][]): boolean =>
  inRing(point, outer!) && !holes.some((hole) => inRing(point, hole))

let threads: FootprintThreads
beforeAll(() => {
  // No deadline passes unless a test says so: a loaded machine makes a union slow, not wrong.
  threads = new FootprintThreads({ deadline: () => () => undefined })
})
afterAll(() => threads.close())

const union = (combined: Combined): Extract<Combined, { method: 'union' }> => {
  if (combined.method !== 'union') throw new Error(`not a union: ${JSON.stringify(combined).slice(0, 300)}`)
  return combined
}

describe('the union of many polygons, in the footprint thread', () => {
  it('3,000 overlapping rectangles give their exact union: one valid polygon of their area', async () => {
    const { polygons, area } = overlappingRectangles(3000, random(23))
    const united = union(await threads.unite(polygons))
    expect(geometryProblems(united.geometry)).toEqual([])
    expect(united.geometry.type).toBe('Polygon')
    expect(areaOf(united.geometry) / area - 1).toBeCloseTo(0, 12)
    const [west, south, east, north] = united.bbox
    const corners = polygons.flatMap((polygon) => polygon.coordinates[0]!)
    expect([west, south, east, north]).toEqual([
      Math.min(...corners.map(([x]) => x)),
      Math.min(...corners.map(([, y]) => y)),
      Math.max(...corners.map(([x]) => x)),
      Math.max(...corners.map(([, y]) => y)),
    ])
  })

  it('3,000 images of a flight, in two directions: a valid union that covers every point an image covers, and no other', async () => {
    for (const block of [FLIGHT_BLOCKS[1]!, FLIGHT_BLOCKS[2]!]) {
      const polygons = flightStrips(block, random(block.seed))
      const united = union(await threads.unite(polygons))
      expect(geometryProblems(united.geometry)).toEqual([])
      const parts = (united.geometry.type === 'Polygon' ? [united.geometry.coordinates] : united.geometry.coordinates) as XY[][][]
      const [west, south, east, north] = united.bbox
      const images = polygons.map((polygon) => {
        const ring = polygon.coordinates[0] as XY[]
        const xs = ring.map(([x]) => x)
        const ys = ring.map(([, y]) => y)
        return { rings: polygon.coordinates as XY[][], box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] }
      })
      const next = random(block.seed + 100)
      let covered = 0
      for (let i = 0; i < 2000; i++) {
        const point: XY = [west + next() * (east - west), south + next() * (north - south)]
        const inImage = images.some(
          ({ rings, box }) =>
            point[0] >= box[0]! && point[0] <= box[2]! && point[1] >= box[1]! && point[1] <= box[3]! && inPolygon(point, rings),
        )
        expect(
          parts.some((part) => inPolygon(point, part)),
          `(${point.join(', ')}) in an image: ${inImage}`,
        ).toBe(inImage)
        if (inImage) covered++
      }
      // The samples reach both the images and the gaps between their rotated outlines and the box.
      expect(covered).toBeGreaterThan(100)
      expect(covered).toBeLessThan(2000)
    }
  })

  it('gives the geometry one sweep over all footprints gives, part order and ring starts alike: an item made before stays unchanged', () => {
    // Tiles of 0.01° on a grid with gaps (parts apart, a hole), the images of a small flight, squares that touch at corners; in
    // degrees rounded to 1e-9°, as every reprojected footprint is.
    const on = (degrees: number) => Math.round(degrees * 1e9) / 1e9
    const tile = (x: number, y: number, size = 0.01): Polygon => ({
      type: 'Polygon',
      coordinates: [
        [
          [on(x), on(y)],
          [on(x + size), on(y)],
          [on(x + size), on(y + size)],
          [on(x), on(y + size)],
          [on(x), on(y)],
        ],
      ],
    })
    const grid: Polygon[] = []
    for (let i = 0; i < 12; i++)
      for (let j = 0; j < 12; j++) if ((i * 7 + j * 3) % 5 !== 0 && !(i === 5 && j === 5)) grid.push(tile(7 + i / 100, 46 + j / 100))
    const next = random(5)
    const scattered = Array.from({ length: 200 }, () => tile(6 + next() * 4, 45.8 + next() * 2, 0.005 + next() * 0.05))
    const corners = [tile(7, 46), tile(7.01, 46.01), tile(7.02, 46), tile(7.03, 46.03)]
    for (const polygons of [grid, scattered, corners, flightStrips({ ...FLIGHT_BLOCKS[1]!, lines: 6, perLine: 50 }, random(3))]) {
      const cascaded = union(combineFootprints(polygons))
      const parts = polygonClipping.union(
        polygons[0]!.coordinates as [number, number][][],
        ...polygons.slice(1).map((polygon) => polygon.coordinates as [number, number][][]),
      )
      const swept = parts.length === 1 ? { type: 'Polygon', coordinates: parts[0] } : { type: 'MultiPolygon', coordinates: parts }
      expect(sameGeometry(cascaded.geometry, swept)).toBe(true)
    }
  })

  it('700 crossing strips, a grid of 122,000 holes: their envelope, and why, with no thread over its heap', async () => {
    const strips = crossingStrips(700)
    const combined = await threads.unite(strips.polygons)
    expect(combined).toEqual({
      method: 'envelope',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [strips.bbox[0], strips.bbox[1]],
            [strips.bbox[2], strips.bbox[1]],
            [strips.bbox[2], strips.bbox[3]],
            [strips.bbox[0], strips.bbox[3]],
            [strips.bbox[0], strips.bbox[1]],
          ],
        ],
      },
      bbox: strips.bbox,
      why: 'is too complex (its outlines cross more than 2,500 times in one step)',
    })
    // The budget stopped it, not the heap limit: the thread was kept for the next job.
    expect(threads.started).toBe(1)
  })

  it('a union over its deadline gives the envelope and ends its thread; the next union gets a new one', async () => {
    // The second deadline armed (the union's, once its thread is up) passes at once, while the thread unites.
    let armed = 0
    const timed = new FootprintThreads({
      deadlineMs: 250,
      deadline: (passed) => {
        if (++armed === 2) queueMicrotask(passed)
        return () => undefined
      },
    })
    try {
      const polygons = flightStrips(FLIGHT_BLOCKS[0]!, random(FLIGHT_BLOCKS[0]!.seed))
      expect(await timed.unite(polygons)).toMatchObject({ method: 'envelope', why: 'took longer than 0.25 s, the bound of a union' })
      expect(await timed.unite(polygons.slice(0, 10))).toMatchObject({ method: 'union' })
      expect(timed.started).toBe(2)
    } finally {
      await timed.close()
    }
  })
})
