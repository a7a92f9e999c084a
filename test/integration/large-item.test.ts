import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { staticToken } from '../../src/auth/auth.ts'
import { ItemTooLarge } from '../../src/catalog/api.ts'
import { HttpCatalog, type AnswerCaps } from '../../src/catalog/http-catalog.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { problemLine } from '../../src/common/problems.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { parseConfig } from '../../src/config/config.ts'
import { publishRun } from '../../src/publish.ts'
import { Http } from '../../src/transport/http.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// An item with very many assets, over real sockets against the fake catalog: the service answers an
// item with all its assets at once (and lists them no other way), so an item past a read's cap is
// read again alone up to a larger one, and past that it stops the run before any write, with what to
// do; a write that succeeded is never reported failed for its read-back. The caps are made small so
// that a few hundred assets cross them, not 100,000.

const TOKEN = 'large-token'
const KIB = 1024
let catalog: FakeCatalog
let collection = ''
let sequence = 0
const lines: string[] = []
const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }

beforeAll(async () => {
  const collections = Array.from({ length: 10 }, (_, i) => `ch.large-${i + 1}`)
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections })
})
afterAll(() => catalog?.close())
beforeEach(() => {
  collection = `ch.large-${++sequence}`
  catalog.clearRequests()
  lines.length = 0
})

function client(caps: Partial<AnswerCaps>): { catalog: HttpCatalog; dispose: () => void } {
  const http = new Http({ retries: 3, timeoutMs: 5000, log, sleep: () => Promise.resolve() })
  const api = new HttpCatalog({ apiRoot: `${catalog.origin}/api/stac/v1`, http, tokens: staticToken(TOKEN), secrets: new Secrets(), caps })
  return { catalog: api, dispose: () => http.dispose() }
}

/** An item with `count` assets whose ids are 60 characters long (some 450 bytes each in the item's answer). */
async function itemWith(id: string, count: number): Promise<void> {
  catalog.seedItem(collection, {
    id,
    geometry: { type: 'Point', coordinates: [7.44, 46.95] },
    properties: { datetime: '2026-03-01T12:00:00Z' },
  })
  for (let i = 0; i < count; i++) {
    const asset = `${'tile-'.padEnd(50, 'x')}-${String(i).padStart(5, '0')}.csv`
    await catalog.seedAsset(collection, id, { id: asset, type: 'text/csv' }, Buffer.from(`${i}\n`))
  }
}

const reads = (item: string) => catalog.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/items/${item}`)).length

describe('an item read', () => {
  it('over the item cap is read again, alone, up to the large cap: the whole item, two requests', async () => {
    await itemWith('mid', 100)
    const { catalog: api, dispose } = client({ item: 16 * KIB, largeItem: 128 * KIB })
    const item = await api.getItem(collection, 'mid')
    dispose()
    expect(Object.keys(item?.assets ?? {})).toHaveLength(100)
    expect(reads('mid')).toBe(2)
  })

  it('over the large cap fails as too large, naming the item and what to do, and is not read a third time', async () => {
    await itemWith('huge', 400)
    const { catalog: api, dispose } = client({ item: 16 * KIB, largeItem: 64 * KIB })
    const failure = await api.getItem(collection, 'huge').catch((error: unknown) => error)
    dispose()
    expect(failure).toBeInstanceOf(ItemTooLarge)
    expect((failure as ItemTooLarge).item).toBe('huge')
    expect((failure as Error).message).toBe(
      'read item huge: its answer is larger than 64 KiB, the most a run reads of one item: the catalog shows an item with all ' +
        'its assets in one answer, so this run cannot compare its files with the item; put its files into more items, each with fewer assets',
    )
    // Each read once: an overrun is final, though the transport retries three times.
    expect(reads('huge')).toBe(2)
  })

  it('over the item cap counts against what a run reads of such items in all', async () => {
    await itemWith('mid', 100)
    const size = Buffer.byteLength(await (await fetch(`${catalog.origin}/api/stac/v1/collections/${collection}/items/mid`)).text())
    expect(size).toBeGreaterThan(16 * KIB)
    catalog.clearRequests()
    const { catalog: api, dispose } = client({ item: 16 * KIB, largeItem: 128 * KIB, largeItems: 2 * size + KIB })
    // Two at once: read one after the other, each whole.
    const both = await Promise.all([api.getItem(collection, 'mid'), api.getItem(collection, 'mid')])
    expect(both.map((item) => Object.keys(item?.assets ?? {}).length)).toEqual([100, 100])
    expect(reads('mid')).toBe(4)
    // What is left does not hold it: refused without a read past the usual cap.
    const failure = await api.getItem(collection, 'mid').catch((error: unknown) => error)
    dispose()
    expect(failure).toBeInstanceOf(ItemTooLarge)
    expect((failure as Error).message).toMatch(
      /^read item mid: its answer is larger than 16 KiB, and this run has read \d+\.\d KiB of items that large already, the most a run holds; /,
    )
    expect(reads('mid')).toBe(5)
    // With less left than the item but more than the usual cap: read up to what is left, and refused past it.
    const second = client({ item: 16 * KIB, largeItem: 128 * KIB, largeItems: size + 20 * KIB })
    expect(Object.keys((await second.catalog.getItem(collection, 'mid'))?.assets ?? {})).toHaveLength(100)
    const past = await second.catalog.getItem(collection, 'mid').catch((error: unknown) => error)
    second.dispose()
    expect((past as Error).message).toMatch(/^read item mid: its answer is larger than 20 KiB, the most this run has left for one item: /)
  })
})

describe('an item read as it comes (its assets parsed one by one, its text never held)', () => {
  it('cut in the middle of its answer, is read again from its start: every asset once, as a whole read shows it', async () => {
    let armed = false
    let cuts = 0
    const cutting = await startFakeCatalog({
      staticTokens: [TOKEN],
      collections: [collection],
      fault: (request) =>
        armed && request.method === 'GET' && request.path.endsWith('/items/cut') && cuts++ === 0 ? 'mid-body' : undefined,
    })
    try {
      cutting.seedItem(collection, {
        id: 'cut',
        geometry: { type: 'Point', coordinates: [7.44, 46.95] },
        properties: { datetime: '2026-03-01T12:00:00Z' },
      })
      for (let i = 0; i < 300; i++)
        await cutting.seedAsset(collection, 'cut', { id: `tile-${i}.csv`, type: 'text/csv' }, Buffer.from(`${i}\n`))
      const whole = await (await fetch(`${cutting.origin}/api/stac/v1/collections/${collection}/items/cut`)).text()
      armed = true
      const http = new Http({ retries: 3, timeoutMs: 5000, log, sleep: () => Promise.resolve() })
      const api = new HttpCatalog({ apiRoot: `${cutting.origin}/api/stac/v1`, http, tokens: staticToken(TOKEN), secrets: new Secrets() })
      const item = await api.getItem(collection, 'cut')
      http.dispose()
      expect(cuts).toBe(2)
      expect(JSON.stringify(item)).toBe(JSON.stringify(JSON.parse(whole)))
      expect(Object.keys(item?.assets ?? {})).toHaveLength(300)
    } finally {
      await cutting.close()
    }
  })
})

describe('a run into an item too large to read whole', () => {
  let ws: Workspace
  beforeEach(async () => {
    ws = await makeWorkspace()
  })

  async function run(caps: Partial<AnswerCaps>) {
    const secrets = new Secrets()
    const inputs = {
      'base-url': catalog.origin,
      'access-token': TOKEN,
      collection,
      item: 'big',
      files: 'tiles/*.csv',
      'item-geometry': '7.4,46.9,7.5,47.0',
      'item-datetime': '2026-03-01T12:00:00Z',
      items: 'sync',
      retries: '1',
    }
    const { report } = await publishRun(() => parseConfig(inputs, { workspace: ws.root }), {
      log,
      secrets,
      pending: new PendingWork(),
      clock: { sleep: () => Promise.resolve(), random: () => 0 },
      connect: () => {
        const { catalog: api, dispose } = client(caps)
        return { catalog: api, tokens: staticToken(TOKEN), dispose }
      },
    })
    return report
  }

  it('publishes every file and confirms each by itself; the next run stops before any write, saying what to do', async () => {
    for (let i = 0; i < 300; i++) await ws.write(`tiles/${'tile-'.padEnd(50, 'x')}-${String(i).padStart(5, '0')}.csv`, `${i}\n`)
    const caps = { item: 16 * KIB, largeItem: 64 * KIB }
    const first = await run(caps)
    expect(first.problems).toEqual([])
    expect(first.results.map((result) => result.result)).toEqual(first.results.map(() => 'created'))
    expect(first.results).toHaveLength(300)
    expect(lines).toContain('Item big is too large to read back whole: its 300 written asset(s) are read one by one')
    const assetReads = catalog.requests.filter((r) => r.method === 'GET' && /\/items\/big\/assets\/[^/]+$/.test(r.path))
    expect(assetReads).toHaveLength(300)

    catalog.clearRequests()
    lines.length = 0
    const again = await run(caps)
    expect(again.problems.map((problem) => problemLine(problem))).toEqual([
      'read item big: its answer is larger than 64 KiB, the most a run reads of one item: the catalog shows an item with all its ' +
        'assets in one answer, so this run cannot compare its files with the item; put its files into more items, each with fewer assets',
    ])
    expect(again.writing).toBe(false)
    expect(catalog.requests.filter((r) => r.method !== 'GET')).toEqual([])

    // Read whole up to a larger cap, the same item plans: nothing to write.
    catalog.clearRequests()
    const whole = await run({ item: 16 * KIB, largeItem: 1024 * KIB })
    expect(whole.problems).toEqual([])
    expect(new Set(whole.results.map((result) => result.result))).toEqual(new Set(['skipped']))
    expect(catalog.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
