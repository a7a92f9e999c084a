import { describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import type { Log } from '../../src/common/log.ts'
import { problemLine } from '../../src/common/problems.ts'
import { describeItems } from '../../src/describe/items.ts'
import type { ItemPropertyName } from '../../src/domain/properties.ts'
import type { RunThreads } from '../../src/footprint/threads.ts'
import type { SourceItem } from '../../src/source/model.ts'
import { assetFields } from '../support/asset-fields.ts'
import { contentStore } from '../support/content.ts'

// An item of a STAC source described as the run writes it: its geometry (checked as any geometry),
// time, title, expires and forecast:* properties and links from the source, the inputs on top; no
// footprint read, no thread started.

const NOW = Date.parse('2025-06-01T00:00:00Z')
const warnings: string[] = []
const log: Log = { info: () => undefined, warning: (m) => warnings.push(m), debug: () => undefined, group: (_n, w) => w() }
const noThreads: RunThreads = () => Promise.reject(new Error('a source item is described without reading any file'))

const sourceItem = (extra: Partial<SourceItem> = {}): SourceItem => ({
  id: 'scene-0001',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [7.4, 46.9],
        [7.5, 46.9],
        [7.5, 47],
        [7.4, 47],
        [7.4, 46.9],
      ],
    ],
  },
  time: { datetime: '2025-01-01T00:00:00Z' },
  title: 'Scene 1',
  properties: { expires: '2030-01-01T00:00:00+01:00', 'forecast:horizon': 'PT12H', 'forecast:perturbed': false },
  links: [{ rel: 'license', href: 'https://www.geo.admin.ch/en/general-terms-of-use-fsdi', title: 'Terms of use' }],
  placeholders: {},
  assets: [],
  from: 'https://int.example/api/stac/v1/collections/ch.x/items/scene-0001',
  ...extra,
})

function spec(item: string, source: SourceItem, extra: Partial<AssetSpec> = {}): AssetSpec {
  return {
    file: { absolutePath: '', relativePath: `${source.id}/data.csv`, size: 1 },
    container: { collection: 'ch.test', item },
    rule: undefined,
    itemDatetime: undefined,
    itemTitle: undefined,
    fields: assetFields('data.csv', 'text/csv'),
    source,
    ...extra,
  }
}

const describeOf = (specs: readonly AssetSpec[], itemGeometry: { kind: 'auto' } | { kind: 'bbox'; text: string } = { kind: 'auto' }) => {
  const filesByItem = new Map<string, AssetSpec[]>()
  for (const one of specs) filesByItem.set(one.container.item!, [...(filesByItem.get(one.container.item!) ?? []), one])
  return describeItems({
    filesByItem,
    wanted: new Set(filesByItem.keys()),
    items: { itemGeometry },
    workspace: '/nowhere',
    concurrency: 4,
    log,
    content: contentStore(),
    now: NOW,
    threads: noThreads,
  })
}

describe('an item from a STAC source', () => {
  it('is its source item: geometry, bbox, time, title, expires and forecast:* as the catalog shows them, and links', async () => {
    const source = sourceItem()
    const { items, problems } = await describeOf([spec('scene-0001', source), spec('scene-0001', source)])
    expect(problems).toEqual([])
    expect(items.get('scene-0001')).toEqual({
      id: 'scene-0001',
      geometry: source.geometry,
      bbox: [7.4, 46.9, 7.5, 47],
      geometryFrom: `the STAC source (${source.from})`,
      time: { datetime: '2025-01-01T00:00:00Z' },
      title: 'Scene 1',
      properties: { expires: '2029-12-31T23:00:00Z', 'forecast:horizon': 'P0DT12H00M00S', 'forecast:perturbed': false },
      links: source.links,
    })
  })

  it('takes the inputs on top: item-datetime, item-title, item-properties key by key, item-geometry', async () => {
    const properties = new Map<ItemPropertyName, string>([['forecast:horizon', 'PT6H']])
    const { items } = await describeOf(
      [spec('scene-0001', sourceItem(), { itemDatetime: '2024-06-01', itemTitle: 'Given', itemProperties: properties })],
      { kind: 'bbox', text: '7,46,8,47' },
    )
    expect(items.get('scene-0001')).toMatchObject({
      time: { datetime: '2024-06-01T00:00:00Z' },
      title: 'Given',
      properties: { 'forecast:horizon': 'P0DT06H00M00S', expires: '2029-12-31T23:00:00Z' },
      bbox: [7, 46, 8, 47],
      geometryFrom: 'item-geometry',
    })
  })

  it('refuses a geometry that is none or invalid, an expiry past, and a property the catalog would refuse, naming the source item', async () => {
    const { items, problems } = await describeOf([
      spec('a', sourceItem({ id: 'a', geometry: null })),
      spec(
        'b',
        sourceItem({
          id: 'b',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [7.4, 46.9],
                [7.5, 46.9],
                [7.4, 46.9],
              ],
            ],
          },
        }),
      ),
      spec('c', sourceItem({ id: 'c', properties: { 'forecast:horizon': 'soon' } })),
      spec('d', sourceItem({ id: 'd', properties: { expires: '2025-05-01T00:00:00Z' } })),
    ])
    // A problem of a property leaves the rest of the item described; all of them stop the run before any write.
    expect([...items.keys()].sort()).toEqual(['c', 'd'])
    // Items are described at the same time: the plan puts their problems in the items' order.
    expect(problems.map((problem) => problemLine(problem)).sort()).toEqual([
      expect.stringMatching(/^Input 'item-properties': expires is in the past for 1 of the 4 item\(s\) to write \(e\.g\. item d:/),
      expect.stringMatching(/^item a: its source item 'a' \(.*\) has no geometry; give its geometry with item-geometry/),
      expect.stringMatching(/^item b: the geometry of its source item 'b' \(.*\) is not valid: /),
      expect.stringMatching(/^item c: its source item's 'forecast:horizon' \(.*\): /),
    ])
  })
})
