import { describe, expect, it } from 'vitest'
import type { ItemResult } from '../../src/execute/results.ts'
import { footprintMap, MAP_FEATURES } from '../../src/report/map.ts'

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
    expect(map).toMatchObject({ total: 1, shown: 1, boxed: 0 })
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
    ).toEqual({ block: '', total: 0, shown: 0, boxed: 0 })
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
