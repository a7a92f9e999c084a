import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { itemAssets } from '../../src/catalog/model.ts'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'
import { publish } from '../../src/publish.ts'
import { runSummary } from '../../src/report/outcome.ts'
import { Checks } from '../../src/report/preflight.ts'
import { assetFields } from '../support/asset-fields.ts'
import { eachTest } from '../support/each-test.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { memoryDeps } from '../support/memory-run.ts'
import { refusedLines } from '../support/stac-documents.ts'
import { STAC_FIXTURES } from '../support/stac-fixtures.ts'

// The whole run with a static STAC source (stac-source: a JSON file in the workspace) against the
// catalog in memory: the source's items and assets published as selected files are, the inputs and
// rules on top, every rule of the target checked before any write, what it does not store said.

const COLLECTION = 'ch.example.weather-stations'
const { ws, lines, log } = eachTest()

/** A fixture of test/fixtures/stac copied into the workspace, under stac/. */
const fixture = (name: string) => cp(path.join(STAC_FIXTURES, name), path.join(ws.root, 'stac'), { recursive: true })

const config = (inputs: RawInputs = {}) =>
  parseConfig(
    {
      'base-url': 'https://catalog.example',
      'access-token': 'token',
      collection: COLLECTION,
      files: '',
      'stac-source': 'stac/catalog.json',
      items: 'sync',
      ...inputs,
    },
    { workspace: ws.root },
  )

const READS = /^(getCollection|getItem|listItems|listAssets|getAsset|getUpload|listParts|uploadsInProgress) /
const writes = (catalog: MemoryCatalog) => catalog.calls.filter((call) => !READS.test(call))

describe('a run with a static STAC source', () => {
  it('publishes the 3 items and 6 assets pystac wrote, with their links; a re-run writes nothing; what is not stored is said', async () => {
    await fixture('pystac-self-contained')
    // Links as pystac's Item.add_link writes them, beside the hierarchy's.
    const first = path.join(ws.root, 'stac/ch.example.weather-stations/stations-2024-01/stations-2024-01.json')
    const item = JSON.parse(await readFile(first, 'utf8')) as { links: unknown[] }
    item.links.push({ rel: 'license', href: 'https://opendata.swiss/en/terms-of-use#terms_by', type: 'text/html', title: 'Open use' })
    await writeFile(first, JSON.stringify(item, null, 2))
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const checks = new Checks()
    const report = await publish(config(), memoryDeps(catalog, log, { checks }))
    expect(report.problems).toEqual([])
    expect(report.items.map((r) => [r.item, r.result])).toEqual([
      ['stations-2024-01', 'created'],
      ['stations-2024-02', 'created'],
      ['stations-2024-03', 'created'],
    ])
    expect(report.results.map((r) => [r.file, `${r.item}/${r.id}`, r.result])).toEqual(
      ['01', '02', '03'].flatMap((month) => [
        [`stac/ch.example.weather-stations/stations-2024-${month}/measurements.csv`, `stations-2024-${month}/measurements.csv`, 'created'],
        [`stac/ch.example.weather-stations/stations-2024-${month}/stations.geojson`, `stations-2024-${month}/stations.geojson`, 'created'],
      ]),
    )
    expect(checks.list.map((check) => [check.name, check.detail])[0]).toEqual([
      'STAC source',
      '3 item(s) with 6 asset(s) from stac/catalog.json',
    ])
    const shown = (await catalog.getItem(COLLECTION, 'stations-2024-01'))!
    expect(shown).toMatchObject({
      geometry: { type: 'Polygon' },
      properties: { datetime: '2024-01-31T23:50:00Z', title: 'Stations, 2024-01' },
    })
    expect(itemAssets(shown).map((asset) => [asset.id, asset.type, asset.title, asset.roles, asset['file:checksum']])).toEqual([
      ['measurements.csv', 'text/csv', 'Hourly measurements', ['data'], expect.stringMatching(/^1220/)],
      ['stations.geojson', 'application/geo+json', 'Stations', ['metadata'], expect.stringMatching(/^1220/)],
    ])
    // The items' links, as the plan is given them (the catalog's write of links is the file route's item-links).
    expect(report.notStored).toEqual([
      ['property ch:station_count', 3],
      ['property instruments', 3],
    ])
    expect(lines).toContain(
      'Not stored by the catalog, left out (2 name(s), each with how often): property ch:station_count × 3, property instruments × 3',
    )
    expect(runSummary(report)).toContain('#### Not stored by the catalog')
    expect(runSummary(report)).toContain('| property instruments | 3 |')

    const before = writes(catalog).length
    const again = await publish(config(), memoryDeps(catalog, log))
    expect(again.results.map((r) => r.result)).toEqual(Array(6).fill('skipped'))
    expect(again.items.map((r) => r.result)).toEqual(['unchanged', 'unchanged', 'unchanged'])
    expect(writes(catalog).length).toBe(before)
  })

  it('applies the inputs and rules on top of the source, a rule matching an asset by its href', async () => {
    await fixture('pystac-self-contained')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const report = await publish(
      config({
        item: 'weather-{id}',
        'item-title': '{title} ({ch:station_count} stations)',
        rules: '- files: "**/stations.geojson"\n  title: Station locations\n  geoadmin:lang: de\n',
        description: 'From {id}',
      }),
      memoryDeps(catalog, log),
    )
    expect(report.items.map((r) => r.item)).toEqual(['weather-stations-2024-01', 'weather-stations-2024-02', 'weather-stations-2024-03'])
    const shown = (await catalog.getItem(COLLECTION, 'weather-stations-2024-02'))!
    expect(shown.properties).toMatchObject({ title: 'Stations, 2024-02 (3 stations)' })
    expect(itemAssets(shown).map((asset) => [asset.id, asset.title, asset.description, asset['geoadmin:lang']])).toEqual([
      ['measurements.csv', 'Hourly measurements', 'From stations-2024-02', undefined],
      ['stations.geojson', 'Station locations', 'From stations-2024-02', 'de'],
    ])
  })

  it("checks every rule of the target for all items before any write: a source's keys that are no asset ids, a property it lacks", async () => {
    await fixture('collection-with-subcatalogs')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const source = { 'stac-source': 'stac/collection.json' }
    expect(await refusedLines(publish(config(source), memoryDeps(catalog, log)))).toEqual([
      "stac/2023/swissalti3d_2023_2601-1200/swissalti3d_2023_2601-1200.tif: asset id 'data' must end in .tiff or .tif for the media type 'image/tiff; application=geotiff; profile=cloud-optimized'; set 'asset-id' to '{name}' (its file's name) or another template that does",
      "stac/2024/swissalti3d_2024_2602-1200/swissalti3d_2024_2602-1200.tif: asset id 'data' must end in .tiff or .tif for the media type 'image/tiff; application=geotiff; profile=cloud-optimized'; set 'asset-id' to '{name}' (its file's name) or another template that does",
    ])
    expect(
      await refusedLines(publish(config({ ...source, 'asset-id': '{name}', item: '{platform}-{id}' }), memoryDeps(catalog, log))),
    ).toEqual([
      expect.stringMatching(/swissalti3d_2023_2601-1200\.tif: its source item 'swissalti3d_2023_2601-1200' has no \{platform\}/),
      expect.stringMatching(/swissalti3d_2024_2602-1200\.tif: its source item 'swissalti3d_2024_2602-1200' has no \{platform\}/),
    ])
    expect(writes(catalog)).toEqual([])
    // With the file's name as the asset id, both items publish: their proj:code as proj:epsg, the type from the content.
    const report = await publish(config({ ...source, 'asset-id': '{name}' }), memoryDeps(catalog, log))
    expect(report.results.map((r) => [r.item, r.id, r.type, r.result])).toEqual([
      [
        'swissalti3d_2023_2601-1200',
        'swissalti3d_2023_2601-1200.tif',
        'image/tiff; application=geotiff; profile=cloud-optimized',
        'created',
      ],
      [
        'swissalti3d_2024_2602-1200',
        'swissalti3d_2024_2602-1200.tif',
        'image/tiff; application=geotiff; profile=cloud-optimized',
        'created',
      ],
    ])
    const asset = itemAssets((await catalog.getItem(COLLECTION, 'swissalti3d_2023_2601-1200'))!)[0]!
    expect(asset['proj:epsg']).toBe(2056)
  })

  it('refuses two source items that become one target item, and a source item without a geometry', async () => {
    await fixture('feature-collection')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const lines = await refusedLines(
      publish(config({ 'stac-source': 'stac/items.json', item: 'snow', 'asset-id': '{name}' }), memoryDeps(catalog, log)),
    )
    expect(lines).toEqual([
      expect.stringMatching(/^item snow: the STAC source's items '.*' \(stac\/items\.json\), '.*' \(stac\/items\.json\) all become it/),
    ])
    expect(writes(catalog)).toEqual([])
  })

  it('a dry run reads the source and plans, and writes nothing', async () => {
    await fixture('pystac-self-contained')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const report = await publish(config({ 'dry-run': 'true' }), memoryDeps(catalog, log))
    expect(report.items.map((r) => [r.item, r.action, r.result])).toEqual([
      ['stations-2024-01', 'create', 'planned'],
      ['stations-2024-02', 'create', 'planned'],
      ['stations-2024-03', 'create', 'planned'],
    ])
    expect(report.results.map((r) => r.result)).toEqual(Array(6).fill('planned'))
    expect(writes(catalog)).toEqual([])
  })

  it('shards the source assets as the files of a matrix are, every shard checking them all', async () => {
    await fixture('pystac-self-contained')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const shards = await Promise.all(
      [0, 1].map((index) => publish(config({ shard: `${index}/2`, 'dry-run': 'true' }), memoryDeps(catalog, log))),
    )
    const ids = shards.map((report) => report.results.map((r) => `${r.item}/${r.id}`))
    expect(ids[0]!.length + ids[1]!.length).toBe(6)
    expect(new Set([...ids[0]!, ...ids[1]!]).size).toBe(6)
  })

  it('prunes what the source no longer has, as for files: an asset of its items that no source asset becomes', async () => {
    await fixture('pystac-self-contained')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    expect((await publish(config(), memoryDeps(catalog, log))).problems).toEqual([])
    const container = { collection: COLLECTION, item: 'stations-2024-02' }
    await catalog.putAsset(container, assetFields('old.csv', 'text/csv'), false)
    const report = await publish(config({ prune: 'true' }), memoryDeps(catalog, log))
    expect(report.deletions).toEqual([{ item: 'stations-2024-02', id: 'old.csv', result: 'deleted' }])
    expect(itemAssets((await catalog.getItem(COLLECTION, 'stations-2024-02'))!).map((asset) => asset.id)).toEqual([
      'measurements.csv',
      'stations.geojson',
    ])
  })
})
