import { createHash } from 'node:crypto'
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { StoredItem } from '../../sandbox/catalog/types.ts'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { changeSourceAssets, seedSource, type SeededAsset } from '../../sandbox/source.ts'
import { sourceCollection } from '../../src/source/index.ts'
import { publishInProcess, runInProcess, visible } from '../support/action.ts'
import { publishPromotion, sourceUrl, spawnPromotion } from '../support/promotion.ts'
import { sandboxInputs, startIdentity, startSourceCatalog, type Identity } from '../support/sandbox.ts'
import { STAC_FIXTURES } from '../support/stac-fixtures.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A STAC source tried as a new user would, on the sandbox (cognito-local and the fake catalog over
// real sockets): a static catalog written as pystac writes it published in one run, then nothing
// written by the next; and a promotion from a second catalog, as from INT: planned by a dry run from
// the source's declared checksums alone, without a byte of its assets read; carried out, its bytes
// streamed from the source's storage into the target's, again with nothing to do, after a new
// delivery to the source, with bytes that are not what the source states, killed and run again, and
// with the source's filters.

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

  it('a dry run too stops at an asset href the run would not read, naming it and stac-source, before any read of the target', async () => {
    // INT's listing as a misconfigured source shows it: one asset's bytes behind plain http on another host.
    const feature = {
      id: 'scene-0001',
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [7.4, 46.9] },
      properties: { datetime: '2025-01-01T00:00:00Z' },
      assets: { 'data.csv': { href: 'http://data.example/int/data.csv', type: 'text/csv', 'file:checksum': `1220${'ab'.repeat(32)}` } },
    }
    source = await startSourceCatalog(
      identity,
      { collection: SOURCE, items: 1 },
      {
        fault: (request) =>
          request.path.endsWith('/items') ? { status: 200, body: JSON.stringify({ features: [feature], links: [] }) } : undefined,
      },
    )
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [PROMOTED] })
    ws = await makeWorkspace()
    const inputs = sandboxInputs(target, identity, PROMOTED, {
      files: '',
      'stac-source': sourceUrl(source.catalog, SOURCE),
      items: 'sync',
      'dry-run': 'true',
    })
    const run = await runInProcess(inputs, ws.root)
    expect(run.failed).toBe(true)
    expect(visible(run.log)).toMatch(
      /Input 'stac-source': the href 'http:\/\/data\.example\/int\/data\.csv' of asset 'data\.csv' of item 'scene-0001' .* is not read: it leads to http:\/\/data\.example over plain http/,
    )
    expect(target.requests.filter((request) => request.target === 'api')).toEqual([])
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

describe('a promotion carried out, from a second catalog to the target', () => {
  const SOURCE = 'ch.example.int'
  const PROMOTED = 'ch.example.prod'
  let source: Awaited<ReturnType<typeof startSourceCatalog>> | undefined
  afterEach(async () => {
    await source?.catalog.close()
    source = undefined
  })
  const multihash = (bytes: Buffer): string => `1220${createHash('sha256').update(bytes).digest('hex')}`

  async function start(items: number, seed: { readonly mismatched?: readonly { item: string; asset: string }[] } = {}) {
    source = await startSourceCatalog(identity, { collection: SOURCE, items, ...seed })
    target = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [PROMOTED] })
    ws = await makeWorkspace()
    return {
      source: source.catalog,
      target,
      assets: source.assets,
      ws,
      inputs: (extra: Record<string, string> = {}) =>
        sandboxInputs(target!, identity, PROMOTED, {
          files: '',
          'stac-source': sourceUrl(source!.catalog, SOURCE),
          items: 'sync',
          ...extra,
        }),
    }
  }

  /** GETs of asset bytes at the source's storage. */
  const downloads = (catalog: FakeCatalog) => catalog.requests.filter((r) => r.target === 'storage' && r.method === 'GET')
  /** Parts PUT to the target's storage. */
  const uploads = (catalog: FakeCatalog) => catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT')
  const name = (asset: Pick<SeededAsset, 'item' | 'asset'>) => `${asset.item}/${asset.asset}`

  /** Each of these assets on the target as at the source: its fields, its bytes, the checksum of its bytes, no upload left open. */
  async function expectPromoted(from: FakeCatalog, to: FakeCatalog, assets: readonly SeededAsset[]): Promise<void> {
    for (const asset of assets) {
      const [stored, shown] = [to.asset(PROMOTED, asset.item, asset.asset), from.asset(SOURCE, asset.item, asset.asset)!]
      expect(stored?.fields, name(asset)).toEqual(shown.fields)
      expect(stored?.checksum, name(asset)).toBe(multihash(asset.bytes))
      expect((await to.readFile(PROMOTED, asset.item, asset.asset)).equals(asset.bytes), name(asset)).toBe(true)
      expect(to.uploads(PROMOTED, asset.item, asset.asset).filter((upload) => upload.status === 'in-progress')).toEqual([])
    }
  }

  /** The item on the target as at the source: geometry, time, title, links. */
  function expectItem(from: FakeCatalog, to: FakeCatalog, id: string): void {
    const [stored, shown] = [to.item(PROMOTED, id), from.item(SOURCE, id)!]
    const kept = (item: StoredItem | undefined) => {
      const { datetime, start_datetime, end_datetime, title } = item?.properties ?? {}
      return { geometry: item?.geometry, datetime, start_datetime, end_datetime, title, links: item?.links }
    }
    expect(kept(stored), id).toEqual(kept(shown))
  }

  it('copies 200 items with 400 assets; a second run writes nothing and downloads no byte; after 10 source assets change, the next downloads and uploads those 10', async () => {
    const { source: int, target: prod, assets, ws: workspace, inputs } = await start(200)
    const first = await runInProcess(inputs(), workspace.root)
    expect(first.failed, visible(first.log)).toBe(false)
    expect(first.outputs).toMatchObject({ created: '400', updated: '0', skipped: '0', failed: '0' })
    expect(prod.items(PROMOTED).map((item) => item.id)).toEqual(int.items(SOURCE).map((item) => item.id))
    for (const item of int.items(SOURCE)) expectItem(int, prod, item.id)
    // An interval item and a link among them: what a promotion must not flatten.
    expect(prod.item(PROMOTED, 'scene-0010')?.properties).toMatchObject({ start_datetime: '2025-01-10T00:00:00Z' })
    expect(prod.item(PROMOTED, 'scene-0001')?.links).toEqual([
      { rel: 'license', href: 'https://www.geo.admin.ch/en/general-terms-of-use-fsdi', title: 'Terms of use' },
    ])
    await expectPromoted(int, prod, assets)
    expect(downloads(int)).toHaveLength(400)

    const [writes, downloaded] = [prod.writes(), downloads(int).length]
    const again = await runInProcess(inputs(), workspace.root)
    expect(again.failed, visible(again.log)).toBe(false)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', skipped: '400', failed: '0', 'uploaded-bytes': '0' })
    // Neither catalog states a file:size, and nothing was read: the size is not known, not 0 B.
    expect(new Set((JSON.parse(again.outputs.assets!) as Array<{ size: unknown }>).map((asset) => asset.size))).toEqual(new Set([null]))
    expect(again.summary).toMatch(/^\| skipped \| scene-0001\/data\.csv \| .* \| unknown \| unchanged \|$/m)
    expect(again.summary).not.toContain('0\u00a0B')
    expect(prod.writes()).toBe(writes)
    expect(downloads(int)).toHaveLength(downloaded)

    const changed = await changeSourceAssets(int, assets, 10)
    const [downloadedBefore, uploadedBefore] = [downloads(int).length, uploads(prod).length]
    const next = await runInProcess(inputs(), workspace.root)
    expect(next.failed, visible(next.log)).toBe(false)
    expect(next.outputs).toMatchObject({ created: '0', updated: '10', skipped: '390', failed: '0' })
    expect(
      downloads(int)
        .slice(downloadedBefore)
        .map((r) => r.path)
        .sort(),
    ).toEqual(changed.map((asset) => `/${SOURCE}/${name(asset)}`).sort())
    expect(uploads(prod).slice(uploadedBefore)).toHaveLength(10)
    await expectPromoted(int, prod, changed)
  })

  it('a source asset whose bytes are not what its file:checksum states fails alone: the target gets no such asset, or keeps its own', async () => {
    const wrong = { item: 'scene-0004', asset: 'data.csv' }
    const { source: int, target: prod, assets, ws: workspace, inputs } = await start(12, { mismatched: [wrong] })
    const first = await runInProcess(inputs(), workspace.root)
    expect(first.failed).toBe(true)
    expect(first.outputs).toMatchObject({ created: '23', failed: '1' })
    const failed = (JSON.parse(first.outputs.assets!) as Array<{ item: string; id: string; result: string; error?: string }>).filter(
      (asset) => asset.result === 'failed',
    )
    expect(failed.map((asset) => `${asset.item}/${asset.id}`)).toEqual([name(wrong)])
    expect(failed[0]?.error).toContain(`${int.storageOrigin}/${SOURCE}/${name(wrong)}`)
    expect(prod.asset(PROMOTED, wrong.item, wrong.asset)).toBeUndefined()
    await expectPromoted(
      int,
      prod,
      assets.filter((asset) => name(asset) !== name(wrong)),
    )

    // A new delivery whose upload declared a checksum of other bytes: the target keeps what it had.
    const kept = assets.find((asset) => asset.item === 'scene-0007' && asset.asset === 'footprint.geojson')!
    const stored = int.asset(SOURCE, kept.item, kept.asset)!
    await int.seedAsset(
      SOURCE,
      kept.item,
      { ...stored.fields, 'file:checksum': multihash(Buffer.from('other bytes')) },
      Buffer.from('new bytes'),
    )
    const writes = prod.writes()
    const next = await runInProcess(inputs(), workspace.root)
    expect(next.outputs).toMatchObject({ created: '0', updated: '0', failed: '2' })
    expect(prod.asset(PROMOTED, kept.item, kept.asset)?.checksum).toBe(multihash(kept.bytes))
    expect((await prod.readFile(PROMOTED, kept.item, kept.asset)).equals(kept.bytes)).toBe(true)
    // Not even its upload started: nothing of the asset written.
    expect(prod.writes()).toBe(writes)
  })

  it('a run killed mid-way and a re-run finish the job: each asset copied, the re-run reading only what the first left undone', async () => {
    let kill: (() => void) | undefined
    let [puts, killed] = [0, false]
    // The source's bytes the re-run reads, counted as each request arrives: the killed run's last ones may still be answered meanwhile.
    const reread: string[] = []
    let rerunning = false
    source = await startSourceCatalog(
      identity,
      { collection: SOURCE, items: 200 },
      {
        fault: (request) => {
          if (rerunning && request.target === 'storage' && request.method === 'GET') reread.push(request.path)
          return undefined
        },
      },
    )
    target = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      collections: [PROMOTED],
      // Killed as the runner kills a cancelled job, at the 150th part sent: some assets done, some under way, the rest not begun.
      fault: (request) => {
        if (killed || request.target !== 'storage' || request.method !== 'PUT' || ++puts < 150) return undefined
        killed = true
        kill?.()
        return 'drop'
      },
    })
    ws = await makeWorkspace()
    const [int, prod] = [source.catalog, target]
    const inputs = sandboxInputs(prod, identity, PROMOTED, { files: '', 'stac-source': sourceUrl(int, SOURCE), items: 'sync' })
    const stopped = await spawnPromotion(inputs, ws.root, { onSpawn: (k) => (kill = k) })
    expect(stopped.signal, stopped.stdout).toBe('SIGKILL')
    expect(killed).toBe(true)

    rerunning = true
    const rerun = await publishPromotion(inputs, ws.root)
    expect(
      rerun.results.filter((r) => r.result === 'failed'),
      rerun.log,
    ).toEqual([])
    await expectPromoted(int, prod, source.assets)
    expect(prod.items(PROMOTED)).toHaveLength(200)
    for (const item of int.items(SOURCE)) expectItem(int, prod, item.id)
    // What the killed run finished is left alone; the rest is read once each.
    const undone = rerun.results.filter((r) => r.result !== 'skipped').map((r) => `/${SOURCE}/${r.file}`)
    expect(undone.length).toBeGreaterThan(0)
    expect(undone.length).toBeLessThan(400)
    expect(reread.sort()).toEqual(undone.sort())
  })

  it('proj-epsg: auto and gsd: auto take what the source states of each asset, whose bytes are not read for them, and say so', async () => {
    const { source: int, target: prod, assets, ws: workspace, inputs } = await start(3)
    // A raster's gsd as the source states it.
    const data = int.asset(SOURCE, 'scene-0002', 'data.csv')!
    await int.seedAsset(SOURCE, 'scene-0002', { ...data.fields, gsd: 0.5 }, assets.find((a) => name(a) === 'scene-0002/data.csv')!.bytes)
    const run = await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), workspace.root)
    expect(run.failed, visible(run.log)).toBe(false)
    const fields = (id: string) => {
      const stored = prod.asset(PROMOTED, id.split('/')[0]!, id.split('/')[1]!)?.fields
      return [stored?.['proj:epsg'] ?? null, stored?.gsd ?? null]
    }
    expect(['scene-0001/data.csv', 'scene-0002/data.csv', 'scene-0001/footprint.geojson'].map(fields)).toEqual([
      [2056, null],
      [2056, 0.5],
      [null, null],
    ])
    expect(visible(run.log)).toContain(
      "proj-epsg: auto: a STAC API source's assets are not read before they are published: " +
        'the proj:epsg their source states for 3 file(s); none for 3 file(s), whose source states none',
    )
    expect(visible(run.log)).toContain(
      "gsd: auto: a STAC API source's assets are not read before they are published: " +
        'the gsd their source states for 1 file(s); none for 5 file(s), whose source states none',
    )
    const writes = prod.writes()
    expect((await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), workspace.root)).outputs.skipped).toBe('6')
    expect(prod.writes()).toBe(writes)
  })

  it("runs as the README's INT → PROD workflow says: a dry run by default, then the days given copied, then nothing to do", async () => {
    interface Dispatch {
      readonly on: { readonly workflow_dispatch: { readonly inputs: Record<string, { readonly default?: unknown }> } }
      readonly jobs: Record<string, { readonly steps: ReadonlyArray<{ readonly with?: Record<string, string> }> }>
    }
    const blocks = [...(await readFile(path.join(import.meta.dirname, '../../README.md'), 'utf8')).matchAll(/```yaml\n([\s\S]*?)```/g)]
    const workflow = blocks
      .map((block) => parse(block[1]!) as Dispatch)
      .find((parsed) => parsed.on?.workflow_dispatch?.inputs?.days !== undefined)!
    const step = Object.values(workflow.jobs)[0]!.steps.find((candidate) => candidate.with?.['stac-source'] !== undefined)!
    const given = step.with!
    const from = sourceCollection(given['stac-source']!)
    // The README's collections, on the sandbox: INT's as a second catalog, PROD's as the target.
    source = await startSourceCatalog(identity, { collection: from.collection, items: 40 })
    target = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      collections: [given.collection!],
    })
    ws = await makeWorkspace()
    const dispatched = (inputs: Record<string, string>): Record<string, string> => {
      const secrets: Record<string, string> = {
        STAC_CLIENT_ID: identity.client.clientId,
        STAC_USERNAME: identity.user.username,
        STAC_PASSWORD: identity.user.password,
      }
      const value = (text: string): string =>
        text
          .replace(/\$\{\{ secrets\.(\w+) \}\}/g, (_all, name: string) => secrets[name]!)
          .replace(/\$\{\{ inputs\.([\w-]+) \}\}/g, (_all, name: string) => inputs[name]!)
          .replace(from.apiRoot, `${source!.catalog.origin}/api/stac/v1`)
      return {
        ...Object.fromEntries(Object.entries(given).map(([name, text]) => [name, value(String(text))])),
        'base-url': target!.origin,
        'auth-url': identity.cognito.url,
      }
    }
    const days = '2025-01-05/2025-01-14'
    const byDefault = String(workflow.on.workflow_dispatch.inputs['dry-run']?.default)
    const dry = await runInProcess(dispatched({ days, 'dry-run': byDefault }), ws.root)
    expect(dry.failed, visible(dry.log)).toBe(false)
    expect(dry.summary).toContain('would create 20, update 0, delete 0, skip 0, fail 0')
    expect(target.writes()).toBe(0)

    const real = await runInProcess(dispatched({ days, 'dry-run': 'false' }), ws.root)
    expect(real.failed, visible(real.log)).toBe(false)
    expect(real.outputs).toMatchObject({ created: '20', failed: '0' })
    expect(target.items(given.collection!).map((item) => item.id)).toEqual(
      Array.from({ length: 10 }, (_, day) => `scene-${String(day + 5).padStart(4, '0')}`),
    )
    const writes = target.writes()
    const again = await runInProcess(dispatched({ days, 'dry-run': 'false' }), ws.root)
    expect(again.outputs).toMatchObject({ created: '0', skipped: '20', failed: '0' })
    expect(target.writes()).toBe(writes)
  })

  it.each<[string, Record<string, string>, (id: number) => boolean]>([
    // Twenty days, the interval items among them wholly inside (service-stac's containment).
    ['source-datetime', { 'source-datetime': '2025-01-01/2025-01-20' }, (id) => id <= 20],
    // The first column of footprint tiles.
    ['source-bbox', { 'source-bbox': '6.0,45.9,6.1,47.7' }, (id) => id % 20 === 1],
    ['source-ids', { 'source-ids': 'scene-0003, scene-0017\nscene-0040' }, (id) => [3, 17, 40].includes(id)],
  ])('%s selects what it says: those items and their assets promoted, no other', async (_filter, filter, selected) => {
    const { source: int, target: prod, assets, ws: workspace, inputs } = await start(40)
    const run = await runInProcess(inputs(filter), workspace.root)
    expect(run.failed, visible(run.log)).toBe(false)
    const wanted = assets.filter((asset) => selected(Number(asset.item.slice('scene-'.length))))
    expect(wanted.length).toBeGreaterThan(0)
    expect(prod.items(PROMOTED).map((item) => item.id)).toEqual([...new Set(wanted.map((asset) => asset.item))])
    expect(run.outputs.created).toBe(String(wanted.length))
    await expectPromoted(int, prod, wanted)
    expect(
      downloads(int)
        .map((r) => r.path)
        .sort(),
    ).toEqual(wanted.map((asset) => `/${SOURCE}/${name(asset)}`).sort())
  })
})
