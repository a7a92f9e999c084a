import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type RecordedRequest } from '../../sandbox/fake-catalog.ts'
import { randomFaults } from '../../sandbox/faults.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A measurement network at scale: one folder per station, one CSV each, an item per folder. A run
// plans from the collection's item listing (15 reads for 1,500 items, not 1,500), creates new items
// 100 a request, and writes only what changed.

const TOKEN = 'stations-token'
const COLLECTION = 'ch.test.stations'
const API_ITEMS = `/api/stac/v1/collections/${COLLECTION}/items`

let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

const station = (i: number) => `stn-${String(i).padStart(4, '0')}`

async function network(count: number): Promise<Workspace> {
  const workspace = await makeWorkspace()
  for (let i = 0; i < count; i++) await workspace.write(`stations/${station(i)}/latest.csv`, `time,t\n2026-03-01T12:00,${i}\n`)
  return workspace
}

function inputs(fake: FakeCatalog, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': fake.origin,
    'access-token': TOKEN,
    collection: COLLECTION,
    files: 'stations/**',
    item: '{parent}',
    items: 'sync',
    'item-geometry': '7.4,46.9,7.5,47.0',
    'item-datetime': '2026-03-01T12:00:00Z',
    'create-method': 'put',
    ...extra,
  }
}

async function publish(fake: FakeCatalog, workspace: Workspace, extra: Record<string, string> = {}) {
  const before = fake.requests.length
  const run = await runInProcess(inputs(fake, extra), workspace.root)
  expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
  return { run, requests: fake.requests.slice(before) }
}

const reads = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.method === 'GET')
const writes = (requests: readonly RecordedRequest[]) => requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
const uploadedItems = (requests: readonly RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path.endsWith('/assets/latest.csv/uploads') && r.status === 201)
    .map((r) => r.path.split('/')[7]!)
    .sort()
const itemsOf = (run: ActionRun) => JSON.parse(run.outputs.items ?? '[]') as Array<{ item: string; result: string }>

describe('1,500 station folders, one CSV each', () => {
  it('a re-run with nothing changed reads at most 20 times and writes nothing; 150 changed CSVs upload exactly those 150', async () => {
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION] })
    ws = await network(1500)

    const first = await publish(catalog, ws)
    expect(first.run.outputs).toMatchObject({ created: '1500', failed: '0' })
    expect(catalog.items(COLLECTION)).toHaveLength(1500)
    // 1,500 new items in 15 requests of 100.
    expect(first.requests.filter((r) => r.method === 'POST' && r.path === API_ITEMS).map((r) => r.status)).toEqual(Array(15).fill(201))
    expect(first.requests.filter((r) => r.method === 'PUT' && /\/items\/stn-\d{4}$/.test(r.path))).toEqual([])

    const again = await publish(catalog, ws)
    expect(writes(again.requests)).toEqual([])
    expect(reads(again.requests).length).toBeLessThanOrEqual(20)
    expect(again.run.log).toContain("Read 1500 target item(s) from 15 page(s) of the collection's item listing")
    expect(again.run.outputs).toMatchObject({ skipped: '1500' })
    expect(new Set(itemsOf(again.run).map((item) => item.result))).toEqual(new Set(['unchanged']))

    const changed = Array.from({ length: 150 }, (_, i) => station(i * 10 + 3))
    for (const id of changed) await ws.write(`stations/${id}/latest.csv`, `time,t\n2026-03-01T12:10,${id}\n`)
    const third = await publish(catalog, ws)
    expect(uploadedItems(third.requests)).toEqual(changed)
    expect(third.requests.filter((r) => r.target === 'storage' && r.method === 'PUT')).toHaveLength(150)
    expect(third.run.outputs).toMatchObject({ updated: '150', skipped: '1350', failed: '0' })
    // Planning reads the 15 pages of the listing; reading the 150 written items back costs what the
    // listing costs (or one read per item where fewer), not one read per item: 24 here.
    const itemReads = reads(third.requests).filter((r) => r.path.startsWith(API_ITEMS))
    expect(itemReads.length).toBeLessThanOrEqual(15 + 30)
    expect((await catalog.readFile(COLLECTION, changed[7]!, 'latest.csv')).toString()).toBe(`time,t\n2026-03-01T12:10,${changed[7]}\n`)
  }, 180_000)
})

describe('many new items in one collection', () => {
  it("are all created right, each once, through the service's transient deadlocks", async () => {
    // A tenth of the writes deadlock, and the first attempt of every bulk create does.
    const deadlocks = randomFaults(7, 0.1, { kinds: ['deadlock'], targets: ['api'], when: (request) => request.method !== 'GET' })
    const firstAttempts = new Set<string>()
    catalog = await startFakeCatalog({
      staticTokens: [TOKEN],
      collections: [COLLECTION],
      deadlockRate: 0.25,
      fault: (request) => {
        const key = request.headers['idempotency-key']
        if (typeof key === 'string' && !firstAttempts.has(key)) {
          firstAttempts.add(key)
          return 'deadlock'
        }
        return deadlocks.fault(request)
      },
    })
    ws = await network(300)
    const { run, requests } = await publish(catalog, ws, { retries: '8' })
    expect(run.outputs).toMatchObject({ created: '300', failed: '0' })
    expect(deadlocks.injected.deadlock).toBeGreaterThan(20)
    expect(requests.filter((r) => r.method === 'POST' && r.path === API_ITEMS && r.status === 500).length).toBeGreaterThanOrEqual(3)
    expect(run.log).toMatch(/Retry create items stn-\d{4}…stn-\d{4} \(100\) in one request: attempt 1 of 9 failed \(HTTP 500\)/)
    const stored = catalog.items(COLLECTION)
    expect(stored.map((item) => item.id)).toEqual(Array.from({ length: 300 }, (_, i) => station(i)))
    for (const item of stored) {
      expect(item.assets).toEqual(['latest.csv'])
      expect(item.properties).toEqual({ datetime: '2026-03-01T12:00:00Z' })
      expect(catalog.asset(COLLECTION, item.id, 'latest.csv')?.checksum).toMatch(/^1220/)
    }
    // Each batch was made once: its key was sent until it was.
    const created = requests.filter((r) => r.method === 'POST' && r.path === API_ITEMS && r.status === 201)
    expect(created).toHaveLength(3)
    expect(new Set(created.map((r) => r.idempotencyKey)).size).toBe(3)
  }, 120_000)
})

describe('an item that expired', () => {
  it('is published again: the bulk create meets its hidden id, and a PUT revives it', async () => {
    let offset = 0
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION], now: () => Date.now() + offset })
    ws = await network(3)
    catalog.seedItem(COLLECTION, {
      id: station(1),
      geometry: { type: 'Point', coordinates: [7, 46] },
      properties: { datetime: '2026-02-01T00:00:00Z', expires: new Date(Date.now() + 3_600_000).toISOString() },
    })
    await catalog.seedAsset(COLLECTION, station(1), { id: 'latest.csv', type: 'text/csv' }, Buffer.from('old\n'))
    offset = 2 * 3_600_000
    expect(catalog.item(COLLECTION, station(1))?.expired).toBe(true)

    const { run } = await publish(catalog, ws)
    // Its old asset comes back with it: met by the create, and its changed file uploaded, as for any asset that exists.
    expect(run.outputs).toMatchObject({ created: '2', updated: '1', failed: '0' })
    expect(run.log).toContain(`asset latest.csv in item ${station(1)} exists, though the run's read of the catalog did not show it`)
    expect(itemsOf(run).map((item) => [item.item, item.result])).toEqual([
      [station(0), 'created'],
      [station(1), 'created'],
      [station(2), 'created'],
    ])
    expect(run.log).toContain(
      '3 new item(s) written one by one: the catalog refused them in bulk (HTTP 400 duplicate key value violates unique',
    )
    expect(run.log).toContain(`item ${station(1)} existed, though no read showed it (it had expired`)
    const revived = catalog.item(COLLECTION, station(1))!
    expect(revived).toMatchObject({ expired: false, properties: { datetime: '2026-03-01T12:00:00Z' } })
    expect((await catalog.readFile(COLLECTION, station(1), 'latest.csv')).toString()).toBe('time,t\n2026-03-01T12:00,1\n')
  })
})
