import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import type { ItemGeometryInput } from '../../src/domain/config-records.ts'
import { UserError } from '../../src/common/errors.ts'
import { FootprintThreads } from '../../src/footprint/threads.ts'
import { describeItems, type DesiredItem } from '../../src/describe/items.ts'
import type { RunThreads } from '../../src/footprint/threads.ts'
import { itemBody, itemProblems, planItem } from '../../src/plan/items.ts'
import type { Log } from '../../src/common/log.ts'
import { type Problem, problemLine, type ProblemsError } from '../../src/common/problems.ts'
import type { ItemPropertyName } from '../../src/domain/properties.ts'
import { checkPruneLimit, obsoleteAssets } from '../../src/plan/prune.ts'
import { inShard } from '../../src/domain/shard.ts'
import { geoTile, lv95ToWgs84, writeTiff } from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'
import { assetFields } from '../support/asset-fields.ts'
import { crossingStrips } from '../support/unions.ts'
import { contentStore } from '../support/content.ts'
import { runThreads } from '../support/threads.ts'

let ws: Workspace
const warnings: string[] = []
const log: Log = { info: () => undefined, warning: (m) => warnings.push(m), debug: () => undefined, group: (_n, w) => w() }
beforeEach(async () => {
  ws = await makeWorkspace()
  warnings.length = 0
})
afterEach(() => ws.remove())
const shared = runThreads()
afterAll(() => shared.close())

/** Problems as the log says them. */
const lines = (problems: readonly Problem[]): string[] => problems.map((problem) => problemLine(problem))

function spec(relativePath: string, item: string, extra: Partial<AssetSpec> = {}): AssetSpec {
  return {
    file: { absolutePath: `${ws.root}/${relativePath}`, relativePath, size: 1 },
    container: { collection: 'ch.test', item },
    rule: undefined,
    itemDatetime: undefined,
    itemTitle: undefined,
    fields: assetFields(relativePath.split('/').pop()!.toLowerCase(), 'image/tiff; application=geotiff'),
    ...extra,
  }
}

const config = (itemGeometry: ItemGeometryInput = { kind: 'auto' }) => ({
  items: { itemGeometry },
  concurrency: 4,
  workspace: ws.root,
})

/** The items as a run describes them: files in the repository are here, Git LFS pointers' content is not; the run's threads. */
const describeOf = (
  filesByItem: ReadonlyMap<string, readonly AssetSpec[]>,
  wanted: ReadonlySet<string>,
  itemConfig: ReturnType<typeof config>,
  now = Date.now(),
  threads: RunThreads = shared,
) => describeItems({ filesByItem, wanted, ...itemConfig, log, content: contentStore(), now, threads })

/** Tiles of 1 km (2000 px of 0.5 m) in LV95, upper-left corners on a 1 km grid. */
async function tiles(item: string, corners: ReadonlyArray<readonly [number, number]>, datetime = '2024-06-01'): Promise<AssetSpec[]> {
  const specs: AssetSpec[] = []
  for (const [east, north] of corners) {
    const name = `${item}/tile_${east}_${north}.tif`
    await writeTiff(await ws.write(name, ''), geoTile(2056, east, north))
    specs.push(spec(name, item, { itemDatetime: datetime }))
  }
  return specs
}

describe('items made from their files', () => {
  it('a folder of adjacent LV95 GeoTIFFs becomes one polygon covering the tiles, in WGS84 (checked with swisstopo formulas)', async () => {
    const specs = await tiles('north', [
      [2_600_000, 1_201_000],
      [2_601_000, 1_201_000],
      [2_600_000, 1_200_000],
      [2_601_000, 1_200_000],
    ])
    const threads = new FootprintThreads()
    const { items } = await describeOf(new Map([['north', specs]]), new Set(['north']), config(), Date.now(), () =>
      Promise.resolve(threads),
    )
    // The run's threads: read on, and left open for the run to end.
    expect(threads.started).toBe(1)
    expect(await threads.georeference(specs[0]!.file.absolutePath, 'tile')).toMatchObject({ epsg: 2056 })
    expect(threads.started).toBe(1)
    await threads.close()
    const north = items.get('north')!
    expect((north.geometry as { type: string }).type).toBe('Polygon')
    expect(north.geometryFrom).toBe('union of 4 footprint(s)')
    expect(north.time).toEqual({ datetime: '2024-06-01T00:00:00Z' })
    // The tiles cover E 2'600'000–2'602'000, N 1'199'000–1'201'000; corners by swisstopo's approximate formulas.
    const corners = [
      [2_600_000, 1_199_000],
      [2_602_000, 1_199_000],
      [2_600_000, 1_201_000],
      [2_602_000, 1_201_000],
    ].map(([e, n]) => lv95ToWgs84(e!, n!))
    const expected = [
      Math.min(...corners.map((c) => c[0])),
      Math.min(...corners.map((c) => c[1])),
      Math.max(...corners.map((c) => c[0])),
      Math.max(...corners.map((c) => c[1])),
    ]
    north.bbox.forEach((value, i) => expect(Math.abs(value - expected[i]!), `bbox[${i}]`).toBeLessThan(2e-5))
    // Every corner of the delivery lies on the polygon's outline (within a metre or so).
    const ring = (north.geometry as { coordinates: number[][][] }).coordinates[0]!
    for (const [lon, lat] of corners) {
      expect(Math.min(...ring.map(([x, y]) => Math.hypot(x! - lon, y! - lat)))).toBeLessThan(2e-5)
    }
  })

  it('tiles apart give a valid MultiPolygon', async () => {
    const specs = await tiles('apart', [
      [2_600_000, 1_201_000],
      [2_605_000, 1_201_000],
    ])
    const { items } = await describeOf(new Map([['apart', specs]]), new Set(['apart']), config())
    expect((items.get('apart')!.geometry as { type: string }).type).toBe('MultiPolygon')
  })

  it('names a file whose footprint fails once, in the subject, however long its name', async () => {
    const name = `long/${'n'.repeat(230)}.tif`
    // A TIFF header whose first IFD lies past the end of the file.
    await ws.write(name, Buffer.from([0x49, 0x49, 0x2a, 0, 0xf0, 0xff, 0xff, 0x0f]))
    const { problems } = await describeOf(new Map([['long', [spec(name, 'long')]]]), new Set(['long']), config())
    const [line] = lines(problems)
    expect(line).toMatch(/^long\/n{230}\.tif: its TIFF/)
    expect(line!.split('n'.repeat(200))).toHaveLength(2)
  })

  it('reports every problem of every item at once, before any write', async () => {
    const mixed = await tiles('mixed', [[2_600_000, 1_201_000]], '2024-06-01')
    mixed.push(...(await tiles('mixed', [[2_601_000, 1_201_000]], '2023-01-01')))
    await ws.write('plain/table.csv', 'a,b\n')
    const plain = [spec('plain/table.csv', 'plain')]
    const bad = await tiles('bad', [[2_600_000, 1_201_000]], '2024-13-01')
    const { problems } = await describeOf(
      new Map([
        ['mixed', mixed],
        ['plain', plain],
        ['bad', bad],
      ]),
      new Set(['mixed', 'plain', 'bad']),
      config(),
    )
    const failure = itemProblems(problems)
    expect(failure).toBeInstanceOf(UserError)
    const message = failure.message
    expect(message).toMatch(/^3 problem\(s\) with the items to write; nothing was written:/)
    expect(message).toContain("- item bad: item-datetime '2024-13-01' is not a date of the calendar")
    expect(message).toContain(
      "- item mixed: its files give different item-datetime values: '2024-06-01' (mixed/tile_2600000_1201000.tif), '2023-01-01' (mixed/tile_2601000_1201000.tif); give one per item",
    )
    expect(message).toContain(
      '- item plain: none of its 1 file(s) carries georeferencing this tool reads (GeoTIFF, GeoJSON, GeoPackage, LAS/LAZ, zipped shapefile); give its geometry with item-geometry',
    )
  })

  it('takes a bbox or GeoJSON given as item-geometry, and refuses one that is not valid WGS84', async () => {
    await ws.write('a/table.csv', 'x\n')
    const specs = new Map([['a', [spec('a/table.csv', 'a', { itemDatetime: '2024-06-01' })]]])
    const bbox = await describeOf(specs, new Set(['a']), config({ kind: 'bbox', text: '7.4,46.9,7.5,47.0' }))
    expect(bbox.items.get('a')).toMatchObject({ bbox: [7.4, 46.9, 7.5, 47], geometryFrom: 'item-geometry' })
    const bowtie = '{"type":"Polygon","coordinates":[[[7,46],[8,47],[8,46],[7,47],[7,46]]]}'
    const crossing = await describeOf(specs, new Set(['a']), config({ kind: 'geojson', text: bowtie }))
    expect(lines(crossing.problems)).toEqual([expect.stringMatching(/^Input 'item-geometry': .*cross/)])
    const lv95 = '{"type":"Polygon","coordinates":[[[2600000,1200000],[2601000,1200000],[2601000,1201000],[2600000,1200000]]]}'
    const metres = await describeOf(specs, new Set(['a']), config({ kind: 'geojson', text: lv95 }))
    expect(lines(metres.problems)).toEqual([expect.stringMatching(/^Input 'item-geometry': .*longitude/)])
  })

  it('asks for item-geometry when the files are Git LFS pointers whose headers are not here', async () => {
    const pointer = spec('lfs/dem.tif', 'lfs', { itemDatetime: '2024-06-01' })
    const lfs = { ...pointer, file: { ...pointer.file, lfs: { oid: 'a'.repeat(64), size: 10 } } }
    const { problems } = await describeOf(new Map([['lfs', [lfs]]]), new Set(['lfs']), config())
    expect(lines(problems).join('\n')).toMatch(
      /item lfs: its files are in Git LFS and not checked out \(lfs\/dem.tif\), so their georeferencing cannot be read; give its geometry with item-geometry/,
    )
  })
})

describe('items whose polygons are many', () => {
  it('unites the polygons of a FeatureCollection given as item-geometry, as footprints are', async () => {
    await ws.write('a/table.csv', 'x\n')
    const specs = new Map([['a', [spec('a/table.csv', 'a', { itemDatetime: '2024-06-01' })]]])
    const square = (x: number) => ({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [x, 46],
            [x + 1, 46],
            [x + 1, 47],
            [x, 47],
            [x, 46],
          ],
        ],
      },
    })
    const text = JSON.stringify({ type: 'FeatureCollection', features: [square(7), square(8)] })
    const { items, problems } = await describeOf(specs, new Set(['a']), config({ kind: 'geojson', text }))
    expect(problems).toEqual([])
    expect(items.get('a')).toMatchObject({ geometry: { type: 'Polygon' }, bbox: [7, 46, 9, 47], geometryFrom: 'item-geometry' })
  })

  it('refuses an item, naming it, whose union is over its bounds and whose envelope would span a hemisphere', async () => {
    // 700 strips that cross near Bern, and one file on the other side of the globe.
    const specs: AssetSpec[] = []
    for (const [i, polygon] of crossingStrips(700).polygons.entries()) {
      const name = `far/strip-${i}.geojson`
      await ws.write(name, JSON.stringify(polygon))
      specs.push(spec(name, 'far', { itemDatetime: '2024-06-01' }))
    }
    await ws.write('far/fiji.geojson', JSON.stringify({ type: 'Point', coordinates: [-175, -18] }))
    specs.push(spec('far/fiji.geojson', 'far', { itemDatetime: '2024-06-01' }))
    const { items, problems } = await describeOf(new Map([['far', specs]]), new Set(['far']), config())
    expect(items.size).toBe(0)
    expect(lines(problems)).toEqual([
      'item far: the union of the 701 footprints is too complex (its outlines cross more than 2,500 times in one step), and their ' +
        'envelope, which would stand in, spans 182.4° of longitude by 65.2° of latitude, more than a hemisphere (180° by 90°); ' +
        'give its geometry with item-geometry',
    ])
  })
})

describe('what to do with an item', () => {
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [7, 46],
        [8, 46],
        [8, 47],
        [7, 47],
        [7, 46],
      ],
    ],
  }
  const desired: DesiredItem = {
    id: 'north',
    geometry: square,
    bbox: [7, 46, 8, 47],
    geometryFrom: 'union of 4 footprint(s)',
    time: { datetime: '2024-06-01T00:00:00Z' },
    title: 'North',
  }
  const shown = { id: 'north', geometry: square, properties: { datetime: '2024-06-01T00:00:00Z', title: 'North', created: 'x' } }

  it('existing: nothing; create: a missing item, with its datetime; sync: what differs, or nothing', () => {
    expect(planItem('north', 'existing', undefined, undefined)).toMatchObject({ action: 'existing' })
    expect(planItem('north', 'create', undefined, desired)).toMatchObject({ action: 'create' })
    expect(problemLine(planItem('north', 'create', undefined, { ...desired, time: undefined }) as Problem)).toBe(
      "item north: it does not exist, and needs a datetime to be created; set item-datetime (or a rule's item-datetime)",
    )
    expect(planItem('north', 'create', shown, undefined)).toMatchObject({ action: 'existing' })
    expect(planItem('north', 'sync', shown, desired)).toMatchObject({ action: 'unchanged', changes: undefined })
    // Printed back with another rounding, and as +00:00: the same.
    const printed = { ...shown, properties: { ...shown.properties, datetime: '2024-06-01T00:00:00+00:00' } }
    expect(
      planItem('north', 'sync', printed, {
        ...desired,
        geometry: {
          ...square,
          coordinates: [
            [
              [7.000000000001, 46],
              [8, 46],
              [8, 47],
              [7, 47],
              [7, 46],
            ],
          ],
        },
      }),
    ).toMatchObject({
      action: 'unchanged',
    })
  })

  it('sync sends only what differs; a datetime that becomes a range removes the datetime', () => {
    const moved = {
      ...desired,
      geometry: {
        ...square,
        coordinates: [
          [
            [7, 46],
            [9, 46],
            [9, 47],
            [7, 47],
            [7, 46],
          ],
        ],
      },
    }
    expect(planItem('north', 'sync', shown, moved)).toMatchObject({
      action: 'update',
      reason: 'geometry changed',
      changes: { geometry: moved.geometry },
    })
    const ranged = { ...desired, time: { start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' } }
    expect(planItem('north', 'sync', shown, ranged)).toMatchObject({
      action: 'update',
      reason: 'datetime changed',
      changes: { properties: { datetime: null, start_datetime: '2024-01-01T00:00:00Z', end_datetime: '2024-12-31T23:59:59Z' } },
    })
    // Without item-title and item-datetime, the item keeps its own.
    expect(
      planItem(
        'north',
        'sync',
        { ...shown, properties: { datetime: '1999-01-01T00:00:00Z', title: 'Other' } },
        { ...desired, time: undefined, title: undefined },
      ),
    ).toMatchObject({
      action: 'unchanged',
    })
  })

  it("sends back the item's own links with a PATCH (the service replaces them with what it is sent), not those the service makes", () => {
    const links = [
      { rel: 'self', href: 'https://x/items/north' },
      { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: 'https://x/browser/index.html#/collections/c/items/north' },
      { rel: 'license', href: 'https://opendata.swiss/terms', title: 'Terms' },
      { rel: 'alternate', type: 'application/pdf', href: 'https://x/report.pdf' },
    ]
    const moved = {
      ...desired,
      geometry: {
        ...square,
        coordinates: [
          [
            [7, 46],
            [9, 46],
            [9, 47],
            [7, 47],
            [7, 46],
          ],
        ],
      },
    }
    expect(planItem('north', 'sync', { ...shown, links }, moved)).toMatchObject({
      action: 'update',
      changes: {
        links: [
          { rel: 'license', href: 'https://opendata.swiss/terms', title: 'Terms' },
          { rel: 'alternate', type: 'application/pdf', href: 'https://x/report.pdf' },
        ],
      },
    })
  })

  it('creates with a PUT of the geometry and only the properties given', () => {
    expect(itemBody(desired)).toEqual({ id: 'north', geometry: square, properties: { datetime: '2024-06-01T00:00:00Z', title: 'North' } })
    expect(itemBody({ ...desired, title: undefined, time: { start: 'a', end: 'b' } }).properties).toEqual({
      start_datetime: 'a',
      end_datetime: 'b',
    })
  })
})

describe('item properties', () => {
  const NOW = Date.parse('2025-11-24T05:00:00Z')
  const point = '{"type":"Point","coordinates":[7.44,46.95]}'
  const forecast = (name: string, item: string, properties: Record<string, string>) =>
    spec(name, item, {
      itemDatetime: '20251124T0300Z+PT012H',
      itemProperties: new Map(Object.entries(properties)) as ReadonlyMap<ItemPropertyName, string>,
    })
  const given = {
    expires: '20251124T0300Z+P1D',
    'forecast:reference_datetime': '20251124T0300Z',
    'forecast:horizon': 'PT012H',
    'forecast:variable': 't_2m',
    'forecast:perturbed': 'false',
  }

  it("describes an item with its files' properties as the catalog shows them, and its valid time", async () => {
    const files = new Map([['f', [forecast('a.grib2', 'f', given), forecast('b.grib2', 'f', { 'forecast:horizon': 'P0DT12H' })]]])
    const { items, problems } = await describeOf(files, new Set(['f']), config({ kind: 'geojson', text: point }), NOW)
    expect(problems).toEqual([])
    expect(items.get('f')).toMatchObject({
      time: { datetime: '2025-11-24T15:00:00Z' },
      properties: {
        expires: '2025-11-25T03:00:00Z',
        'forecast:reference_datetime': '2025-11-24T03:00:00Z',
        'forecast:horizon': 'P0DT12H00M00S',
        'forecast:variable': 't_2m',
        'forecast:perturbed': false,
      },
    })
  })

  it('names the item, the property and a file of every wrong value, an expiry in the past, and files that disagree', async () => {
    const files = new Map([
      ['late', [forecast('late.grib2', 'late', { ...given, expires: '20251124T0300Z+PT1H' })]],
      ['weekly', [forecast('weekly.grib2', 'weekly', { ...given, 'forecast:horizon': 'P1W' })]],
      [
        'split',
        [forecast('split-1.grib2', 'split', given), forecast('split-2.grib2', 'split', { ...given, 'forecast:perturbed': 'true' })],
      ],
    ])
    const { problems } = await describeOf(files, new Set(files.keys()), config({ kind: 'geojson', text: point }), NOW)
    expect(lines(problems).sort()).toEqual([
      "Input 'item-properties': expires is in the past for 1 of the 3 item(s) to write " +
        "(e.g. item late: '20251124T0300Z+PT1H' = 2025-11-24T04:00:00Z, 1 h ago), and the catalog refuses expired items; " +
        "if the files are as old as meant, lengthen the duration after '+' (+P2D keeps each a day at least) or leave expires out; " +
        'if not, check what fetches them before this runs',
      "item split: its files give different item-properties 'forecast:perturbed' values: 'false' (split-1.grib2), 'true' (split-2.grib2); give one per item",
      "item weekly: item-properties 'forecast:horizon' (from weekly.grib2): 'P1W' counts years, months or weeks, which the catalog refuses; give an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)",
    ])
  })

  it('an expiry past for many items (a forecast run published a day late): one problem, how many, and what to change', async () => {
    const late = Date.parse('2025-11-25T08:00:00Z')
    const files = new Map(
      ['000', '003', '006'].map((h) => [`fc-${h}`, [forecast(`fc-${h}.grib2`, `fc-${h}`, { ...given, 'forecast:horizon': `PT${h}H` })]]),
    )
    files.set('fresh', [forecast('fresh.grib2', 'fresh', { ...given, expires: '20251125T0600Z+P1D' })])
    const { problems } = await describeOf(files, new Set(files.keys()), config({ kind: 'geojson', text: point }), late)
    expect(lines(problems)).toEqual([
      "Input 'item-properties': expires is in the past for 3 of the 4 item(s) to write " +
        "(e.g. item fc-000: '20251124T0300Z+P1D' = 2025-11-25T03:00:00Z, 5 h ago), and the catalog refuses expired items; " +
        "if the files are as old as meant, lengthen the duration after '+' (+P3D keeps each a day at least) or leave expires out; " +
        'if not, check what fetches them before this runs',
    ])
    // An expiry with no duration to lengthen: the files' own time.
    const fixed = new Map([['old', [forecast('old.grib2', 'old', { ...given, expires: '20251124T0300Z' })]]])
    const { problems: without } = await describeOf(fixed, new Set(['old']), config({ kind: 'geojson', text: point }), late)
    expect(lines(without)).toEqual([
      "Input 'item-properties': expires is in the past for 1 of the 1 item(s) to write " +
        "(e.g. item old: '20251124T0300Z' = 2025-11-24T03:00:00Z, 29 h ago), and the catalog refuses expired items; " +
        "give expires a duration after the files' own time ('{ref}+P1D') or leave it out; " +
        'if the files should be newer, check what fetches them before this runs',
    ])
  })

  it("reads each item's geometry from its own GeoJSON file, naming a missing or invalid one", async () => {
    await ws.write('stations/ber/location.geojson', point)
    await ws.write('stations/gen/location.geojson', '{"type":"Point","coordinates":[2600000,1200000]}')
    const at = (station: string) => ({
      path: `${ws.root}/stations/${station}/location.geojson`,
      source: `stations/${station}/location.geojson`,
    })
    const files = new Map(
      ['ber', 'gen', 'zrh'].map((station) => [station, [spec(`stations/${station}/data.csv`, station, { itemGeometry: at(station) })]]),
    )
    const { items, problems } = await describeOf(
      files,
      new Set(files.keys()),
      config({ kind: 'template', template: 'stations/{parent}/location.geojson' }),
    )
    expect(items.get('ber')).toMatchObject({
      geometry: { type: 'Point', coordinates: [7.44, 46.95] },
      geometryFrom: 'item-geometry stations/ber/location.geojson',
    })
    expect(lines(problems).sort()).toEqual([
      expect.stringMatching(
        /^item gen: item-geometry 'stations\/gen\/location.geojson' \(from stations\/gen\/data.csv\): .*longitude.*give the path of a GeoJSON geometry in WGS84/,
      ),
      expect.stringMatching(
        /^item zrh: item-geometry 'stations\/zrh\/location.geojson' \(from stations\/zrh\/data.csv\): it does not exist; give the path/,
      ),
    ])
  })

  const square = { type: 'Point', coordinates: [7.44, 46.95] }
  const desired: DesiredItem = {
    id: 'f',
    geometry: square,
    bbox: [7.44, 46.95, 7.44, 46.95],
    geometryFrom: 'item-geometry',
    time: { datetime: '2025-11-24T15:00:00Z' },
    title: undefined,
    properties: { expires: '2025-11-25T03:00:00Z', 'forecast:horizon': 'P0DT12H00M00S', 'forecast:perturbed': false },
  }

  it('creates the item with its properties, and syncs only the properties that differ, as values', () => {
    expect(itemBody(desired).properties).toEqual({
      datetime: '2025-11-24T15:00:00Z',
      expires: '2025-11-25T03:00:00Z',
      'forecast:horizon': 'P0DT12H00M00S',
      'forecast:perturbed': false,
    })
    const shown = {
      id: 'f',
      geometry: square,
      properties: {
        datetime: '2025-11-24T15:00:00.000000Z',
        expires: '2025-11-25T04:00:00+01:00',
        'forecast:horizon': 'P0DT12H00M00S',
        'forecast:perturbed': false,
        'forecast:variable': 't_2m',
      },
    }
    expect(planItem('f', 'sync', shown, desired)).toMatchObject({ action: 'unchanged' })
    // A property the inputs no longer give stays as the item has it: forecast:variable is not sent.
    expect(
      planItem(
        'f',
        'sync',
        { ...shown, properties: { ...shown.properties, 'forecast:horizon': 'P0DT06H00M00S', 'forecast:perturbed': true } },
        desired,
      ),
    ).toMatchObject({
      action: 'update',
      reason: 'forecast:horizon, forecast:perturbed changed',
      changes: { properties: { 'forecast:horizon': 'P0DT12H00M00S', 'forecast:perturbed': false } },
    })
    const { expires, ...rest } = shown.properties
    void expires
    expect(planItem('f', 'sync', { ...shown, properties: rest }, desired)).toMatchObject({
      action: 'update',
      changes: { properties: { expires: '2025-11-25T03:00:00Z' } },
    })
  })
})

describe('prune', () => {
  const container = { collection: 'ch.test', item: 'north' }
  const asset = (id: string) => ({ id, type: 'image/tiff; application=geotiff' })

  it('deletes what no selected file maps to, in the items the files go to, only in this shard', () => {
    const read = [{ container, assets: ['a.tif', 'b.tif', 'gone-1.tif', 'gone-2.tif', 'gone-3.tif', 'gone-4.tif'].map(asset) }]
    const all = [spec('north/a.tif', 'north'), spec('north/b.tif', 'north')]
    expect(obsoleteAssets(read, all, undefined).map((o) => o.id)).toEqual(['gone-1.tif', 'gone-2.tif', 'gone-3.tif', 'gone-4.tif'])
    const shard = { index: 1, total: 2 }
    const mine = obsoleteAssets(read, all, shard).map((o) => o.id)
    expect(mine).toEqual(['gone-1.tif', 'gone-2.tif', 'gone-3.tif', 'gone-4.tif'].filter((id) => inShard(`north/${id}`, shard)))
  })

  /** prune-limit given, and north holding these assets and 3 more (so that at most half of them go). */
  const given = (limit: number) => ({ limit, given: true, containers: [{ container, assets: new Array(6).fill(asset('a.tif')) }] })

  it('refuses more deletions than the limit, naming them', () => {
    const obsolete = ['x.tif', 'y.tif', 'z.tif'].map((id) => ({ container, id }))
    expect(() => checkPruneLimit(obsolete, given(3))).not.toThrow()
    expect(() => checkPruneLimit(obsolete, given(Infinity))).not.toThrow()
    expect(() => checkPruneLimit(obsolete, given(2))).toThrow(
      "Input 'prune-limit': prune would delete 3 asset(s), more than prune-limit (2); nothing was written; check 'files' and 'item', then raise prune-limit (or set it to all) if these are meant to go: north/x.tif, north/y.tif, north/z.tif",
    )
  })

  it("without prune-limit given, refuses to delete more than half of an item's assets, naming the item and the counts", () => {
    // A narrowed files input: 6 of north's 7 assets have no file any more; south loses 1 of 2 (half: allowed).
    const south = { collection: 'ch.test', item: 'south' }
    const read = [
      { container, assets: ['keep.tif', 'a.tif', 'b.tif', 'c.tif', 'd.tif', 'e.tif', 'f.tif'].map(asset) },
      { container: south, assets: ['keep.tif', 'old.tif'].map(asset) },
      { container: { collection: 'ch.test', item: undefined }, assets: ['legend.pdf'].map(asset) },
    ]
    const obsolete = obsoleteAssets(read, [spec('north/keep.tif', 'north'), spec('south/keep.tif', 'south')], undefined)
    expect(obsolete).toHaveLength(8)
    const failure = (() => {
      try {
        checkPruneLimit(obsolete, { limit: 10, given: false, containers: read })
      } catch (error) {
        return error as ProblemsError
      }
      throw new Error('expected prune to be refused')
    })()
    expect(failure.problems.map((problem) => problemLine(problem))).toEqual([
      'item north: prune would delete 6 of its 7 assets, more than half (a.tif, b.tif, c.tif, …); nothing was written; ' +
        "check 'files' and 'item' (an asset stays only where a selected file maps to it); " +
        'if they are meant to go, give prune-limit: 8 (or all), which allows it',
      'prune would delete the only asset of collection ch.test itself, more than half (legend.pdf); nothing was written; ' +
        "check 'files' and 'item' (an asset stays only where a selected file maps to it); " +
        'if they are meant to go, give prune-limit: 8 (or all), which allows it',
    ])
    expect(failure.message).toMatch(/^2 problem\(s\) found before publishing; nothing was written:\n- item north: /)
    // Given, prune-limit alone decides: a runner passes no default for it, so given means given.
    expect(() => checkPruneLimit(obsolete, { limit: 8, given: true, containers: read })).not.toThrow()
    expect(() => checkPruneLimit(obsolete.slice(6, 7), { limit: 10, given: false, containers: read })).not.toThrow()
  })
})
