import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { crossingStrips } from '../support/unions.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A union of footprints that cannot finish within its bounds: 700 strips, half of them crossing
// the other half, make a grid of 122,500 holes whose union took the whole heap and aborted the
// process (no summary, no outputs). The union runs in the footprint thread under its budgets, and
// the item gets the envelope of its footprints, said in the log and in the job summary.

const TOKEN = 'union-token'
const COLLECTION = 'ch.test.unions'

let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

const inputs = (fake: FakeCatalog, extra: Record<string, string>): Record<string, string> => ({
  'base-url': fake.origin,
  'access-token': TOKEN,
  collection: COLLECTION,
  items: 'create',
  'item-datetime': '2024-06-01',
  'create-method': 'put',
  ...extra,
})

const strips = crossingStrips(700)
/** The envelope of the strips, as the item's polygon. */
const envelope = [
  [
    [strips.bbox[0], strips.bbox[1]],
    [strips.bbox[2], strips.bbox[1]],
    [strips.bbox[2], strips.bbox[3]],
    [strips.bbox[0], strips.bbox[3]],
    [strips.bbox[0], strips.bbox[1]],
  ],
]

describe('a union of footprints over its bounds', () => {
  it('700 crossing strips in a location.geojson: the item is created with their envelope, said in the log and the summary', async () => {
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION] })
    ws = await makeWorkspace()
    const collection = {
      type: 'FeatureCollection',
      features: strips.polygons.map((polygon, i) => ({ type: 'Feature', properties: { strip: i }, geometry: polygon })),
    }
    await ws.write('site/location.geojson', JSON.stringify(collection))
    await ws.write('site/readings.csv', 'time,t\n2024-06-01T00:00,12\n')
    const run = await runInProcess(
      inputs(catalog, { files: 'site/*.csv', item: '{parent}', 'item-geometry': '{parent}/location.geojson' }),
      ws.root,
    )
    expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '1', failed: '0' })
    expect(catalog.item(COLLECTION, 'site')?.geometry).toEqual({ type: 'Polygon', coordinates: envelope })
    expect(run.log).toMatch(
      /::warning::item site: the union of the 700 polygons of item-geometry site\/location\.geojson is too complex .*; their envelope is used instead/,
    )
    expect(run.summary).toMatch(/envelope of the 700 polygons of item-geometry site\/location\.geojson/)
  }, 120_000)

  it('700 small GeoJSON files under item-geometry: auto: the run plans the item with their envelope and says so', async () => {
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION] })
    ws = await makeWorkspace()
    for (const [i, polygon] of strips.polygons.entries())
      await ws.write(
        `strips/strip-${String(i).padStart(3, '0')}.geojson`,
        JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }),
      )
    const run = await runInProcess(inputs(catalog, { files: 'strips/*.geojson', item: 'strips', 'dry-run': 'true' }), ws.root)
    expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
    const [item] = JSON.parse(run.outputs.items ?? '[]') as Array<{ item: string; action: string; bbox: number[] }>
    expect(item).toMatchObject({ item: 'strips', action: 'create', bbox: [...strips.bbox] })
    expect(run.log).toMatch(/::warning::item strips: the union of the 700 footprints is too complex .*; their envelope is used instead/)
    expect(run.summary).toMatch(/envelope of 700 footprint\(s\)/)
    expect(run.summary).toContain('would create')
  }, 120_000)
})
