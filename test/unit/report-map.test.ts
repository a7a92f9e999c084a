import { describe, expect, it } from 'vitest'
import type { ItemResult } from '../../src/execute/results.ts'
import { footprintMap, MAP_FEATURES } from '../../src/report/map.ts'
import { DISPLAY_VERTICES } from '../../src/report/simplify.ts'

const item = (id: string, geometry: unknown, bbox: ItemResult['bbox'] = [7, 46, 7.1, 46.1]): ItemResult => ({
  item: id,
  action: 'create',
  result: 'created',
  bbox,
  ...(geometry === undefined ? {} : { geometry }),
  datetime: undefined,
  reason: 'new item',
})
const words = (r: ItemResult): string => r.result

type Collection = {
  type: string
  features: Array<{ properties: { item: string; result: string }; geometry: { type: string; coordinates: unknown } }>
}
const parsed = (block: string): Collection => JSON.parse(block.replace(/^```geojson\n/, '').replace(/\n```$/, '')) as Collection

describe("the summary's map of footprints", () => {
  it('draws each item with a footprint, its coordinates rounded to about a metre; nothing for a run without one', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [7.123456789, 46.1],
          [7.2, 46.1],
          [7.2, 46.2],
          [7.123456789, 46.1],
        ],
      ],
    }
    const map = footprintMap(
      [item('a', square), { ...item('existing', undefined), action: 'existing' as const, result: 'existing' as const, bbox: undefined }],
      words,
    )
    expect(map).toMatchObject({ total: 1, shown: 1, boxed: 0, simplified: 0 })
    expect(map.block.startsWith('```geojson\n') && map.block.endsWith('\n```')).toBe(true)
    expect(parsed(map.block).features).toEqual([
      {
        type: 'Feature',
        properties: { item: 'a', result: 'created' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [7.12346, 46.1],
              [7.2, 46.1],
              [7.2, 46.2],
              [7.12346, 46.1],
            ],
          ],
        },
      },
    ])
    expect(
      footprintMap([{ ...item('existing', undefined), action: 'existing' as const, result: 'existing' as const, bbox: undefined }], words),
    ).toEqual({ block: '', total: 0, shown: 0, boxed: 0, simplified: 0 })
  })

  it('draws the bounding box of an item whose geometry is no GeoJSON it knows, and a point for a point', () => {
    const map = footprintMap(
      [item('odd', { type: 'Polygon', coordinates: [[['x', 1]]] }), item('pt', undefined, [8.5, 47, 8.5, 47])],
      words,
    )
    expect(parsed(map.block).features.map((f) => f.geometry)).toEqual([
      {
        type: 'Polygon',
        coordinates: [
          [
            [7, 46],
            [7.1, 46],
            [7.1, 46.1],
            [7, 46.1],
            [7, 46],
          ],
        ],
      },
      { type: 'Point', coordinates: [8.5, 47] },
    ])
  })

  it('keeps within its budget: outlines while they fit, boxes for the rest, the last items left out past the cap', () => {
    const ring = Array.from({ length: 400 }, (_, k) => [7 + 0.01 * Math.cos(k), 46 + 0.01 * Math.sin(k)])
    const items = Array.from({ length: MAP_FEATURES + 20 }, (_, i) => item(`i${i}`, { type: 'Polygon', coordinates: [[...ring, ring[0]]] }))
    const map = footprintMap(items, words, 60_000)
    expect(Buffer.byteLength(map.block)).toBeLessThanOrEqual(60_000)
    expect(map.total).toBe(MAP_FEATURES + 20)
    expect(map.shown).toBeLessThanOrEqual(MAP_FEATURES)
    const features = parsed(map.block).features
    expect(features).toHaveLength(map.shown)
    expect(features.filter((f) => (f.geometry.coordinates as unknown[][])[0]!.length === 401)).toHaveLength(map.shown - map.boxed)
    expect(map.boxed).toBeGreaterThan(0)
    expect(features.map((f) => f.properties.item)).toEqual(items.slice(0, map.shown).map((r) => r.item))
  })

  it('writes every string so that it can neither end the block nor mean anything to a page', () => {
    const map = footprintMap([{ ...item('a', undefined), item: "x`\n```<script>'$" }], () => '<b>&')
    expect(map.block.split('\n')).toHaveLength(5)
    expect(map.block.slice(3, -3)).not.toMatch(/[`<>&'$]/)
    expect(parsed(map.block).features[0]!.properties).toEqual({ item: "x`\n```<script>'$", result: '<b>&' })
  })
})

describe("the summary's map simplifies what it draws, never what it publishes", () => {
  /** Every position of a drawn geometry. */
  const positions = (geometry: { coordinates: unknown }): number[][] => {
    const all: number[][] = []
    const walk = (value: unknown): void => {
      if (Array.isArray(value) && typeof value[0] === 'number') all.push(value as number[])
      else if (Array.isArray(value)) value.forEach(walk)
    }
    walk(geometry.coordinates)
    return all
  }
  /** A wobbly ring of `count` vertices around (lon, lat), closed. */
  const ring = (count: number, lon = 7.44, lat = 46.95, radius = 0.05): number[][] => {
    const points = Array.from({ length: count }, (_, k) => {
      const angle = (2 * Math.PI * k) / count
      const r = radius * (1 + 0.1 * Math.sin(9 * angle))
      return [lon + r * Math.cos(angle), lat + r * Math.sin(angle)]
    })
    return [...points, points[0]!]
  }
  const extent = (points: readonly number[][]): number[] => [
    Math.min(...points.map((p) => p[0]!)),
    Math.min(...points.map((p) => p[1]!)),
    Math.max(...points.map((p) => p[0]!)),
    Math.max(...points.map((p) => p[1]!)),
  ]
  const drawn = (geometry: unknown, bbox: ItemResult['bbox'] = [7, 46, 8, 47]) => {
    const map = footprintMap([item('a', geometry, bbox)], words)
    return { map, geometry: parsed(map.block).features[0]!.geometry }
  }

  it('draws an outline of 801 positions with at most 100, closed, its extent kept; the item keeps its own', () => {
    const outline = { type: 'Polygon', coordinates: [ring(800)] }
    const copy = structuredClone(outline)
    const { map, geometry } = drawn(outline)
    expect(map).toMatchObject({ shown: 1, boxed: 0, simplified: 1 })
    const [shown] = geometry.coordinates as number[][][]
    expect(shown!.length).toBeLessThanOrEqual(DISPLAY_VERTICES)
    expect(shown!.length).toBeGreaterThan(DISPLAY_VERTICES / 2)
    expect(shown!.at(-1)).toEqual(shown![0])
    // What the eye sees: the same extent, to within a fiftieth of its size.
    const [w, s, e, n] = extent(outline.coordinates[0]!)
    extent(shown!).forEach((value, i) => expect(Math.abs(value - [w!, s!, e!, n!][i]!)).toBeLessThan((e! - w!) / 50))
    expect(outline).toEqual(copy)
  })

  it('keeps an outline within the budget as it is', () => {
    const { map, geometry } = drawn({ type: 'Polygon', coordinates: [ring(99)] })
    expect(map.simplified).toBe(0)
    expect(positions(geometry)).toHaveLength(100)
  })

  it('keeps the larger holes and parts while they fit, all within the budget', () => {
    const holes = [ring(200, 7.44, 46.95, 0.01), ring(50, 7.47, 46.95, 0.005), ring(8, 7.41, 46.95, 0.00005)].map((hole) => hole.reverse())
    const islands = Array.from({ length: 40 }, (_, i) => ring(6, 7.6 + i * 0.01, 46.9, 0.0001))
    const { geometry } = drawn({ type: 'MultiPolygon', coordinates: [[ring(800), ...holes], ...islands.map((island) => [island])] })
    expect(geometry.type).toBe('MultiPolygon')
    expect(positions(geometry).length).toBeLessThanOrEqual(DISPLAY_VERTICES)
    const [main] = geometry.coordinates as number[][][][]
    // The main polygon and its two large holes; of the specks (the smallest a hole), what fits.
    expect(main).toHaveLength(3)
    expect(geometry.coordinates).toHaveLength(10)
    for (const shown of (geometry.coordinates as number[][][][]).flat()) {
      expect(shown.length).toBeGreaterThanOrEqual(4)
      expect(shown.at(-1)).toEqual(shown[0])
    }
  })

  it('draws the convex hull of parts too many to draw each, when leaving them out would hide much of the item', () => {
    // 300 tiles of equal size that do not touch: a few of them would show a tenth of the item.
    const tiles = Array.from({ length: 300 }, (_, i) => {
      const [x, y] = [7 + (i % 20) * 0.02, 46 + Math.floor(i / 20) * 0.02]
      return [
        [
          [x, y],
          [x + 0.01, y],
          [x + 0.01, y + 0.01],
          [x, y + 0.01],
          [x, y],
        ],
      ]
    })
    const { map, geometry } = drawn({ type: 'MultiPolygon', coordinates: tiles })
    expect(map.simplified).toBe(1)
    expect(geometry.type).toBe('Polygon')
    const hull = (geometry.coordinates as number[][][])[0]!
    expect(hull.length).toBeLessThanOrEqual(DISPLAY_VERTICES)
    expect(extent(hull)).toEqual(extent(tiles.flat(2)))
  })

  it('simplifies a line to its budget, both ends kept; points past it become their bounding box', () => {
    const line = Array.from({ length: 500 }, (_, k) => [7 + k * 0.001, 46 + 0.01 * Math.sin(k / 10)])
    const { geometry } = drawn({ type: 'LineString', coordinates: line })
    const shown = geometry.coordinates as number[][]
    expect(shown.length).toBeLessThanOrEqual(DISPLAY_VERTICES)
    expect([shown[0], shown.at(-1)]).toEqual([line[0], line.at(-1)!.map((v) => Math.round(v * 1e5) / 1e5)])
    const points = drawn({ type: 'MultiPoint', coordinates: line }, [7, 46, 7.5, 46.01]).geometry
    expect(points.type).toBe('Polygon')
    expect(positions(points)).toHaveLength(5)
  })

  it('draws an outline of 300,000 vertices with at most 100', () => {
    const { geometry } = drawn({ type: 'Polygon', coordinates: [ring(300_000)] })
    expect(positions(geometry).length).toBeLessThanOrEqual(DISPLAY_VERTICES)
    expect(positions(geometry).length).toBeGreaterThan(DISPLAY_VERTICES / 2)
  })
})
