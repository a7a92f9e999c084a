import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { changeSourceAssets, seedSource } from '../../sandbox/source.ts'
import { publishInProcess, runInProcess, visible } from '../support/action.ts'
import { sandboxInputs, startIdentity, startSourceCatalog, type Identity } from '../support/sandbox.ts'
import { STAC_FIXTURES } from '../support/stac-fixtures.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A STAC source tried as a new user would, on the sandbox (cognito-local and the fake catalog over
// real sockets): a static catalog written as pystac writes it published in one run, then nothing
// written by the next; and a promotion from a second catalog, as from INT, planned by a dry run from
// the source's declared checksums alone, without a byte of its assets read.

let identity: Identity
let target: FakeCatalog | undefined
let ws: Workspace | undefined
beforeAll(async () => {
  identity = await startIdentity('publisher')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await target?.close()
  await ws?.remove()
  target = undefined
  ws = undefined
})

const LICENSE = { rel: 'license', href: 'https://opendata.swiss/en/terms-of-use#terms_by', type: 'text/html', title: 'Open use' }

describe('a static catalog written as pystac writes it', () => {
  const COLLECTION = 'ch.example.weather-stations'

  /** pystac-self-contained in the workspace, under stac/, each item with a license link as Item.add_link writes one. */
  async function workspace(): Promise<Workspace> {
    const made = await makeWorkspace()
    await cp(path.join(STAC_FIXTURES, 'pystac-self-contained'), path.join(made.root, 'stac'), { recursive: true })
    for (const month of ['01', '02', '03']) {
      const file = path.join(made.root, `stac/ch.example.weather-stations/stations-2024-${month}/stations-2024-${month}.json`)
      const item = JSON.parse(await readFile(file, 'utf8')) as { links: unknown[] }
      item.links.push(LICENSE)
      await writeFile(file, JSON.stringify(item, null, 2))
    }
    return made
  }

  it('publishes its 3 items and 6 assets in one run, says what the catalog does not store, and a second run writes nothing', async () => {
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    ws = await workspace()
    const inputs = sandboxInputs(target, identity, COLLECTION, { files: '', 'stac-source': 'stac/catalog.json', items: 'sync' })
    const first = await runInProcess(inputs, ws.root)
    expect(first.failed, visible(first.log)).toBe(false)
    expect(first.outputs).toMatchObject({ created: '6', updated: '0', skipped: '0', failed: '0' })
    expect(target.items(COLLECTION).map((item) => [item.id, item.assets])).toEqual([
      ['stations-2024-01', ['measurements.csv', 'stations.geojson']],
      ['stations-2024-02', ['measurements.csv', 'stations.geojson']],
      ['stations-2024-03', ['measurements.csv', 'stations.geojson']],
    ])
    expect(target.item(COLLECTION, 'stations-2024-02')?.properties).toMatchObject({ title: 'Stations, 2024-02' })
    const csv = await readFile(path.join(ws.root, 'stac/ch.example.weather-stations/stations-2024-01/measurements.csv'))
    expect(await target.readFile(COLLECTION, 'stations-2024-01', 'measurements.csv')).toEqual(csv)
    // What the catalog does not store is named, once, in the log and the summary.
    expect(visible(first.log)).toContain(
      'Not stored by the catalog, left out (2 name(s), each with how often): property ch:station_count × 3, property instruments × 3',
    )
    expect(first.summary).toContain('#### Not stored by the catalog')
    expect(first.summary).toContain('| property ch:station_count | 3 |')
    expect(JSON.parse(first.report!)).toMatchObject({ notStored: { 'property ch:station_count': 3, 'property instruments': 3 } })

    const writes = target.writes()
    const second = await runInProcess(inputs, ws.root)
    expect(second.failed, visible(second.log)).toBe(false)
    expect(second.outputs).toMatchObject({ created: '0', updated: '0', skipped: '6', failed: '0' })
    expect(target.writes()).toBe(writes)
  })

  it('publishes the items with their links', async () => {
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    ws = await workspace()
    const inputs = sandboxInputs(target, identity, COLLECTION, { files: '', 'stac-source': 'stac/catalog.json', items: 'sync' })
    expect((await runInProcess(inputs, ws.root)).failed).toBe(false)
    expect(target.item(COLLECTION, 'stations-2024-01')?.links).toEqual([LICENSE])
    const writes = target.writes()
    expect((await runInProcess(inputs, ws.root)).failed).toBe(false)
    expect(target.writes()).toBe(writes)
  })

  it('stops before any write at hrefs that leave the workspace, naming each', async () => {
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    ws = await makeWorkspace()
    await cp(path.join(STAC_FIXTURES, 'pystac-absolute-published'), path.join(ws.root, 'stac'), { recursive: true })
    const run = await runInProcess(
      sandboxInputs(target, identity, COLLECTION, { files: '', 'stac-source': 'stac/catalog.json', items: 'sync' }),
      ws.root,
    )
    expect(run.failed).toBe(true)
    expect(visible(run.log)).toMatch(
      /stac\/catalog\.json: the href '\/home\/runner\/work\/pipeline\/pipeline\/stac\/.*' of its item link is an absolute path/,
    )
    expect(target.writes()).toBe(0)
  })
})

describe('a promotion from a second catalog, as from INT to PROD', () => {
  const SOURCE = 'ch.example.source'
  const PROMOTED = 'ch.example.promoted'
  let source: Awaited<ReturnType<typeof startSourceCatalog>> | undefined
  afterEach(async () => {
    await source?.catalog.close()
    source = undefined
  })

  it('a dry run plans it from the listings alone: what it would create, then skip, then update, never a byte of the source read', async () => {
    source = await startSourceCatalog(identity, { collection: SOURCE, items: 30 })
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [PROMOTED] })
    ws = await makeWorkspace()
    const inputs = sandboxInputs(target, identity, PROMOTED, {
      files: '',
      'stac-source': `${source.catalog.origin}/api/stac/v1/collections/${SOURCE}`,
      'source-datetime': '2025-01-01/2025-01-20',
      items: 'sync',
      'dry-run': 'true',
    })
    const fresh = await runInProcess(inputs, ws.root)
    expect(fresh.failed, visible(fresh.log)).toBe(false)
    // Twenty days, the interval items among them wholly inside: 20 items, 40 assets.
    expect(fresh.summary).toContain('would create 40, update 0, delete 0, skip 0, fail 0')
    expect(visible(fresh.log)).toContain(
      `20 item(s) with 40 asset(s) read from the STAC source ${source.catalog.origin}/api/stac/v1/collections/${SOURCE}`,
    )

    // The target as a promotion left it: the same items and bytes (the seed is deterministic).
    await seedSource(target, { collection: PROMOTED, items: 30 })
    const same = await runInProcess(inputs, ws.root)
    expect(same.failed, visible(same.log)).toBe(false)
    expect(same.summary).toContain('would create 0, update 0, delete 0, skip 40, fail 0')

    // A new delivery to the source: exactly the assets it changed are planned.
    const changed = await changeSourceAssets(source.catalog, source.assets, 6)
    const next = await runInProcess(inputs, ws.root)
    const planned = (JSON.parse(next.outputs.assets!) as Array<{ item: string; id: string; action: string }>)
      .filter((asset) => asset.action !== 'skip')
      .map((asset) => `${asset.item}/${asset.id}`)
    const inRange = changed
      .filter((asset) => Number(asset.item.slice('scene-'.length)) <= 20)
      .map((asset) => `${asset.item}/${asset.asset}`)
    expect(planned.sort()).toEqual(inRange.sort())

    expect(target.writes()).toBe(0)
    expect(source.catalog.requests.filter((request) => request.target === 'storage')).toEqual([])
    expect(source.catalog.requests.every((request) => request.authorization === undefined)).toBe(true)
  })

  it("plans the same through faults on both sides: the source's reads and the target's retried, nothing taken as absent", async () => {
    // Every read of each listing fails at its first attempts, each in another way: lost, cut, refused for now.
    const faults = (kinds: readonly FaultAction[]) => {
      const injected: string[] = []
      const hook = (request: FaultRequest): FaultAction | undefined => {
        if (request.method !== 'GET' || !/\/items(\/[^/]+)?$/.test(request.path) || injected.length >= kinds.length) return undefined
        injected.push(request.path)
        return kinds[injected.length - 1]
      }
      return { hook, injected }
    }
    const sourceFaults = faults(['drop', 'mid-body', { status: 503 }, 'reset'])
    const targetFaults = faults(['mid-headers', { status: 502 }, 'drop'])
    source = await startSourceCatalog(identity, { collection: SOURCE, items: 15 }, { fault: sourceFaults.hook })
    target = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      collections: [PROMOTED],
      fault: targetFaults.hook,
    })
    ws = await makeWorkspace()
    // Half of the items promoted already, as a run that was stopped leaves them.
    await seedSource(target, { collection: PROMOTED, items: 15 })
    for (const item of target.items(PROMOTED).slice(0, 7))
      for (const asset of item.assets)
        await target.seedAsset(
          PROMOTED,
          item.id,
          { id: asset, type: asset.endsWith('.csv') ? 'text/csv' : 'application/geo+json' },
          Buffer.from('older bytes\n'),
        )
    const inputs = sandboxInputs(target, identity, PROMOTED, {
      files: '',
      'stac-source': `${source.catalog.origin}/api/stac/v1/collections/${SOURCE}`,
      items: 'sync',
      'dry-run': 'true',
      retries: '8',
    })
    // Backoffs not waited out and no jitter drawn: the same attempts whatever the machine's load.
    const run = await publishInProcess(inputs, ws.root, { sleep: async () => undefined, random: () => 0.5 })
    const planned = run.results as ReadonlyArray<{ readonly item: string; readonly action: string; readonly result: string }>
    expect(
      planned.map((r) => r.result),
      run.log,
    ).toEqual(Array(30).fill('planned'))
    expect(planned.filter((r) => r.action !== 'skip').map((r) => r.item)).toEqual(
      target
        .items(PROMOTED)
        .slice(0, 7)
        .flatMap((item) => [item.id, item.id]),
    )
    expect([sourceFaults.injected.length, targetFaults.injected.length]).toEqual([4, 3])
    expect(target.writes()).toBe(0)
  })
})
