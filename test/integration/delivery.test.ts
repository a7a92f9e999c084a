import { createHash } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { geoTile, lv95ToWgs84, writeTiff } from '../support/geodata.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A whole delivery, as a new user tries it on the sandbox: a folder of LV95 GeoTIFFs becomes an
// item, a tile removed is pruned, and a legend becomes an asset of the collection.

const COLLECTION = 'ch.test.delivery'
const multihash = (content: Buffer | string): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('deliverer')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

async function fresh(): Promise<void> {
  // The collection exists (the operators made it); its items do not.
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
  ws = await makeWorkspace()
}

/** 1 km LV95 tiles (2000 px of 0.5 m), named by their upper-left corner, in tiles/<folder>/. */
async function tiles(folder: string, corners: ReadonlyArray<readonly [number, number]>): Promise<void> {
  for (const [east, north] of corners)
    await writeTiff(await ws.write(`tiles/${folder}/tile_${east}_${north}.tif`, ''), geoTile(2056, east, north))
}

const GRID: ReadonlyArray<readonly [number, number]> = [
  [2_600_000, 1_201_000],
  [2_601_000, 1_201_000],
  [2_600_000, 1_200_000],
  [2_601_000, 1_200_000],
]

const inputs = (extra: Record<string, string> = {}) =>
  sandboxInputs(catalog, identity, COLLECTION, {
    item: '{parent}',
    items: 'create',
    'item-datetime': '2024-06-01',
    files: 'tiles/**',
    'create-method': 'put',
    ...extra,
  })

/** What a runner passes for every input a step leaves out: action.yml's default, where it has one. */
async function runnerDefaults(): Promise<Record<string, string>> {
  const action = parse(await readFile(path.join(import.meta.dirname, '../../action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>
  }
  return Object.fromEntries(
    Object.entries(action.inputs).flatMap(([name, { default: given }]) => (given === undefined ? [] : [[name, given]])),
  )
}

const itemsOf = (run: ActionRun) => JSON.parse(run.outputs.items ?? '[]') as Array<Record<string, unknown>>

describe('a whole delivery: its item, its obsolete assets, the collection’s own assets', () => {
  it('a folder of LV95 GeoTIFFs becomes a new item covering the tiles in WGS84, with its datetime; a second run writes nothing', async () => {
    await fresh()
    await tiles('2024-north', GRID)
    const run = await runInProcess(inputs({ 'item-title': 'Swiss elevation {parent}' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '4', failed: '0' })
    expect(itemsOf(run)).toEqual([
      expect.objectContaining({
        item: '2024-north',
        action: 'create',
        result: 'created',
        datetime: '2024-06-01T00:00:00Z',
        bbox: expect.any(Array),
      }),
    ])
    expect(run.log).toMatch(
      /^item create\s+2024-north bbox \[[\d.,]+\] datetime 2024-06-01T00:00:00Z \(union of 4 footprint\(s\)\): new item$/m,
    )

    const item = catalog.item(COLLECTION, '2024-north')!
    expect(item.properties).toMatchObject({ datetime: '2024-06-01T00:00:00Z', title: 'Swiss elevation 2024-north' })
    expect(item.geometry.type).toBe('Polygon')
    expect([...item.assets].sort()).toEqual(GRID.map(([e, n]) => `tile_${e}_${n}.tif`).sort())
    // Checked with swisstopo's approximate formulas, not the projection library the action uses:
    // the tiles cover E 2'600'000–2'602'000, N 1'199'000–1'201'000.
    const corners = [
      [2_600_000, 1_199_000],
      [2_602_000, 1_199_000],
      [2_602_000, 1_201_000],
      [2_600_000, 1_201_000],
    ].map(([e, n]) => lv95ToWgs84(e!, n!))
    const ring = (item.geometry.coordinates as number[][][])[0]!
    for (const [lon, lat] of corners) expect(Math.min(...ring.map(([x, y]) => Math.hypot(x! - lon, y! - lat)))).toBeLessThan(2e-5)
    const bbox = itemsOf(run)[0]!.bbox as number[]
    expect(bbox[0]).toBeCloseTo(Math.min(...corners.map((c) => c[0])), 4)
    expect(bbox[3]).toBeCloseTo(Math.max(...corners.map((c) => c[1])), 4)

    const writes = catalog.writes()
    const again = await runInProcess(inputs({ 'item-title': 'Swiss elevation {parent}' }), ws.root)
    expect(again.failed, visible(again.log)).toBe(false)
    expect(again.outputs).toMatchObject({ created: '0', skipped: '4' })
    expect(itemsOf(again)).toEqual([expect.objectContaining({ item: '2024-north', action: 'existing', result: 'existing' })])
    // items: sync computes the item again and finds nothing to change.
    const synced = await runInProcess(inputs({ items: 'sync', 'item-title': 'Swiss elevation {parent}' }), ws.root)
    expect(itemsOf(synced)).toEqual([expect.objectContaining({ action: 'unchanged', result: 'unchanged' })])
    expect(catalog.writes()).toBe(writes)
  })

  it("items: sync updates what changed (a new title, a tile more) with one PATCH that keeps the item's links", async () => {
    await fresh()
    await tiles('north', GRID.slice(0, 2))
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)
    const made = catalog.item(COLLECTION, 'north')!
    catalog.seedItem(COLLECTION, {
      id: 'north',
      geometry: made.geometry,
      properties: made.properties,
      links: [{ rel: 'license', href: 'https://opendata.swiss/en/terms-of-use', title: 'Terms of use' }],
    })
    await tiles('north', GRID.slice(2))
    const run = await runInProcess(inputs({ items: 'sync', 'item-title': 'North' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(itemsOf(run)).toEqual([expect.objectContaining({ action: 'update', result: 'updated' })])
    expect(run.log).toMatch(/^item update\s+north .*: geometry, title changed$/m)
    expect(catalog.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/items/north'))).toHaveLength(1)
    const item = catalog.item(COLLECTION, 'north')!
    expect(item.properties.title).toBe('North')
    expect(item.links).toEqual([expect.objectContaining({ rel: 'license', href: 'https://opendata.swiss/en/terms-of-use' })])
  })

  it('prune deletes exactly the asset of a tile removed from the repository, and says so', async () => {
    await fresh()
    await tiles('north', GRID)
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)
    await rm(path.join(ws.root, 'tiles/north/tile_2601000_1200000.tif'))
    const run = await runInProcess(inputs({ prune: 'true' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.outputs).toMatchObject({ deleted: '1', skipped: '3', failed: '0' })
    expect(run.log).toContain('delete north/tile_2601000_1200000.tif (no selected file maps to it; prune)')
    expect(run.summary).toMatch(/#### Obsolete assets \(prune\)[\s\S]*\| deleted \| `north\/tile_2601000_1200000.tif` \|/)
    expect(JSON.parse(run.report!)).toMatchObject({
      deleted: 1,
      deletions: [{ item: 'north', id: 'tile_2601000_1200000.tif', result: 'deleted' }],
    })
    expect([...catalog.item(COLLECTION, 'north')!.assets].sort()).toEqual(
      ['tile_2600000_1201000.tif', 'tile_2601000_1201000.tif', 'tile_2600000_1200000.tif'].sort(),
    )
  })

  it('a prune over prune-limit fails before any write, saying how many it would delete; a dry run shows what it would delete', async () => {
    await fresh()
    await tiles('north', GRID)
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)
    for (const [e, n] of GRID.slice(1)) await rm(path.join(ws.root, `tiles/north/tile_${e}_${n}.tif`))
    await tiles('north', [[2_605_000, 1_201_000]])
    const writes = catalog.writes()
    const over = await runInProcess(inputs({ prune: 'true', 'prune-limit': '2' }), ws.root)
    expect(over.failed).toBe(true)
    expect(over.log).toMatch(/prune would delete 3 asset\(s\), more than prune-limit \(2\); nothing was written/)
    expect(catalog.writes()).toBe(writes)
    expect(catalog.item(COLLECTION, 'north')!.assets).toHaveLength(4)

    const dry = await runInProcess(inputs({ prune: 'true', 'prune-limit': 'all', 'dry-run': 'true' }), ws.root)
    expect(dry.failed, visible(dry.log)).toBe(false)
    expect(JSON.parse(dry.report!).deletions).toHaveLength(3)
    expect(catalog.writes()).toBe(writes)
  })

  it('a prune of more than half of an item stops before any write under the default limit (as a runner passes inputs); given prune-limit allows it', async () => {
    await fresh()
    await tiles('north', GRID)
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)
    const writes = catalog.writes()
    // files narrowed by mistake to one tile: 3 of the item's 4 assets would go, under the default limit of 10.
    const narrowed = { files: 'tiles/north/tile_2600000_1201000.tif', prune: 'true' }
    const run = await runInProcess({ ...(await runnerDefaults()), ...inputs(narrowed) }, ws.root)
    expect(run.failed).toBe(true)
    const { problems } = JSON.parse(run.report!) as { problems: Array<{ subject: unknown; message: string }> }
    expect(problems).toEqual([
      {
        subject: { kind: 'item', id: 'north' },
        problem: expect.any(String),
        fix: expect.any(String),
        message:
          'item north: prune would delete 3 of its 4 assets, more than half ' +
          '(tile_2600000_1200000.tif, tile_2601000_1200000.tif, tile_2601000_1201000.tif); nothing was written; ' +
          "check 'files' and 'item' (an asset stays only where a selected file maps to it); " +
          'if they are meant to go, give prune-limit: 3 (or all), which allows it',
      },
    ])
    // The log lists what would have gone first, before the plan's other lines.
    const planned = visible(run.log).split('::group::Plan\n')[1]!.split('\n')
    expect(planned.slice(0, 3)).toEqual([
      'delete north/tile_2600000_1200000.tif (no selected file maps to it; prune)',
      'delete north/tile_2601000_1200000.tif (no selected file maps to it; prune)',
      'delete north/tile_2601000_1201000.tif (no selected file maps to it; prune)',
    ])
    expect(catalog.writes()).toBe(writes)
    expect(catalog.item(COLLECTION, 'north')!.assets).toHaveLength(4)

    // A dry run with prune-limit given: its summary lists the deletions first.
    const dry = await runInProcess(
      { ...(await runnerDefaults()), ...inputs({ ...narrowed, 'prune-limit': '10', 'dry-run': 'true' }) },
      ws.root,
    )
    expect(dry.failed, visible(dry.log)).toBe(false)
    expect(dry.summary.indexOf('#### Obsolete assets (prune)')).toBeGreaterThan(0)
    expect(dry.summary.indexOf('#### Obsolete assets (prune)')).toBeLessThan(dry.summary.indexOf('#### Files'))
    expect(catalog.writes()).toBe(writes)

    const given = await runInProcess({ ...(await runnerDefaults()), ...inputs({ ...narrowed, 'prune-limit': '10' }) }, ws.root)
    expect(given.failed, visible(given.log)).toBe(false)
    expect(given.outputs).toMatchObject({ deleted: '3', skipped: '1' })
    expect(catalog.item(COLLECTION, 'north')!.assets).toEqual(['tile_2600000_1201000.tif'])
  })

  it('never prunes after a failure: a file that failed keeps every asset', async () => {
    let refused: string | undefined = undefined
    catalog = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      collections: [COLLECTION],
      fault: (r) =>
        refused !== undefined && r.method === 'PUT' && r.path.endsWith(`/${refused}`)
          ? { status: 400, body: JSON.stringify({ code: 400, description: { title: ['Refused for this test.'] } }) }
          : undefined,
    })
    ws = await makeWorkspace()
    await tiles('north', GRID)
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)
    await rm(path.join(ws.root, 'tiles/north/tile_2601000_1200000.tif'))
    await tiles('north', [[2_605_000, 1_201_000]])
    refused = 'tile_2605000_1201000.tif'
    const run = await runInProcess(inputs({ prune: 'true' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.outputs).toMatchObject({ failed: '1', deleted: '0' })
    expect(run.log).toContain('prune: 1 obsolete asset(s) kept, since 1 file(s) or item(s) were not published')
    expect(catalog.item(COLLECTION, 'north')!.assets).toContain('tile_2601000_1200000.tif')
    expect(catalog.requests.filter((r) => r.method === 'DELETE')).toEqual([])
  })

  it('a legend PDF lands as an asset of the collection itself', async () => {
    await fresh()
    const legend = Buffer.from('%PDF-1.4 legend\n')
    await ws.write('docs/Legende Höhenmodell.pdf', legend)
    const run = await runInProcess(
      sandboxInputs(catalog, identity, COLLECTION, { files: 'docs/*.pdf', 'collection-asset': 'true', 'asset-id': '{name|slug}' }),
      ws.root,
    )
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '1', failed: '0' })
    expect(JSON.parse(run.outputs.assets!)).toEqual([
      expect.objectContaining({ item: null, id: 'legende-hoehenmodell.pdf', result: 'created' }),
    ])
    expect(catalog.collectionAsset(COLLECTION, 'legende-hoehenmodell.pdf')?.checksum).toBe(multihash(legend))
    expect((await catalog.readCollectionAssetFile(COLLECTION, 'legende-hoehenmodell.pdf')).equals(legend)).toBe(true)
  })

  it('refuses, before any write, an item to create without a datetime, and one whose files carry no georeferencing (and no datetime: both said)', async () => {
    await fresh()
    await tiles('north', GRID.slice(0, 1))
    await ws.write('tiles/tables/a.csv', 'a\n')
    const run = await runInProcess(inputs({ 'item-datetime': '' }), ws.root)
    expect(run.failed).toBe(true)
    const log = run.log.replaceAll('%0A', '\n')
    expect(log).toContain(
      "item north: it does not exist, and needs a datetime to be created; set item-datetime (or a rule's item-datetime)",
    )
    expect(log).toContain('item tables: none of its 1 file(s) carries georeferencing this tool reads')
    // Both of its problems in this run, not one a run.
    expect(log).toContain(
      "item tables: it does not exist, and needs a datetime to be created; set item-datetime (or a rule's item-datetime)",
    )
    expect(catalog.writes()).toBe(0)
  })
})

describe("the Actions log's debug lines", () => {
  it("writes each file's debug lines only when the runner shows them (RUNNER_DEBUG=1), read once a run", async () => {
    await fresh()
    await tiles('a', GRID.slice(0, 1))
    const dry = inputs({ 'dry-run': 'true' })
    const quiet = await runInProcess(dry, ws.root)
    expect(quiet.log).not.toMatch(/^::debug::/m)
    process.env.RUNNER_DEBUG = '1'
    let shown: ActionRun
    try {
      shown = await runInProcess(dry, ws.root)
    } finally {
      delete process.env.RUNNER_DEBUG
    }
    // A file's checksum is one of its debug lines, its name inert.
    expect(shown.log).toMatch(/^::debug::tiles\/a\/tile_2600000_1201000\.tif: 1220[0-9a-f]{64}/m)
  })
})
