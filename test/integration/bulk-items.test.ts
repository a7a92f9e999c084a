import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { staticToken } from '../../src/auth/auth.ts'
import { HttpCatalog } from '../../src/catalog/http-catalog.ts'
import type { ItemBody } from '../../src/catalog/model.ts'
import { Http } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'

// The client's bulk create of items over real sockets, against the fake catalog: every way its
// answer can be lost is reconciled by reading the items back.

const TOKEN = 'bulk-token'
let catalog: FakeCatalog
let hook: ((request: FaultRequest) => FaultAction | undefined) | undefined
let collection = ''
let sequence = 0
const lines: string[] = []
const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }

beforeAll(async () => {
  const collections = Array.from({ length: 20 }, (_, i) => `ch.bulk-${i + 1}`)
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections, fault: (request) => hook?.(request) })
})
afterAll(() => catalog?.close())
beforeEach(() => {
  hook = undefined
  collection = `ch.bulk-${++sequence}`
  catalog.clearRequests()
  lines.length = 0
})

function client(): { catalog: HttpCatalog; dispose: () => void } {
  const http = new Http({ retries: 3, timeoutMs: 5000, log, sleep: () => Promise.resolve() })
  const secrets = new Secrets()
  const api = new HttpCatalog({ apiRoot: `${catalog.origin}/api/stac/v1`, http, tokens: staticToken(TOKEN), secrets })
  return { catalog: api, dispose: () => http.dispose() }
}

const forecast = (id: string): ItemBody => ({
  id,
  geometry: { type: 'Point', coordinates: [7.44, 46.95] },
  properties: {
    datetime: '2026-03-01T15:00:00Z',
    expires: '2099-01-02T03:00:00+01:00',
    'forecast:reference_datetime': '2026-03-01T03:00:00Z',
    'forecast:horizon': 'PT12H',
    'forecast:variable': 't_2m',
    'forecast:perturbed': false,
  },
})
const batch = (count: number) => Array.from({ length: count }, (_, i) => forecast(`fc-${String(i).padStart(3, '0')}`))
const posts = () => catalog.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/items'))
/** A fault for the first bulk create only. */
const firstPost = (action: FaultAction) => {
  let done = false
  hook = (request) => {
    if (done || request.method !== 'POST' || !request.path.endsWith('/items')) return undefined
    done = true
    return action
  }
}

describe('a bulk create of items', () => {
  it('creates up to 100 items in one request with an Idempotency-Key', async () => {
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(100))).toEqual({ kind: 'created' })
    dispose()
    expect(posts()).toEqual([expect.objectContaining({ status: 201, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) })])
    expect(catalog.items(collection)).toHaveLength(100)
    expect(catalog.item(collection, 'fc-000')?.properties).toMatchObject({ 'forecast:horizon': 'P0DT12H00M00S' })
  })

  it('whose answer was lost after it was made: read back, found as sent (as the service rewrites it), created', async () => {
    firstPost('drop')
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(3))).toEqual({ kind: 'created' })
    dispose()
    expect(posts()).toHaveLength(1)
    expect(catalog.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([`/api/stac/v1/collections/${collection}/items`])
    expect(catalog.items(collection)).toHaveLength(3)
  })

  it('whose answer was cut off in its body: read back, created', async () => {
    firstPost('mid-body')
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(5))).toEqual({ kind: 'created' })
    dispose()
    expect(posts()).toHaveLength(1)
    expect(catalog.items(collection)).toHaveLength(5)
  })

  it('whose connection ended before it was made: read back, none there, sent again with the same key', async () => {
    firstPost('reset')
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(4))).toEqual({ kind: 'created' })
    dispose()
    const sent = posts()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey)
    expect(catalog.items(collection)).toHaveLength(4)
  })

  it('that never arrives fails after three rounds of sending and reading back, nothing created', async () => {
    hook = (request) => (request.method === 'POST' ? 'reset' : undefined)
    const { catalog: api, dispose } = client()
    await expect(api.createItems(collection, batch(2))).rejects.toThrow(/create items fc-000…fc-001 \(2\) in one request: /)
    dispose()
    expect(posts()).toHaveLength(3)
    expect(catalog.requests.filter((r) => r.method === 'GET')).toHaveLength(3)
    expect(catalog.items(collection)).toEqual([])
  })

  it("that met the service's deadlock is retried with the same key", async () => {
    firstPost('deadlock')
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(10))).toEqual({ kind: 'created' })
    dispose()
    const sent = posts()
    expect(sent.map((r) => r.status)).toEqual([500, 201])
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(
      lines.some((line) => line.startsWith('Retry create items fc-000…fc-009 (10) in one request: attempt 1 of 4 failed (HTTP 500)')),
    ).toBe(true)
  })

  it('made before a gateway answered 504: the retry meets its own items as duplicates, reads them back, created', async () => {
    const items = batch(3)
    let attempt = 0
    hook = (request) => {
      if (request.method !== 'POST' || !request.path.endsWith('/items')) return undefined
      if (++attempt === 1) {
        // What the service did before the gateway gave up: the items are made.
        for (const item of items) catalog.seedItem(collection, { ...item })
        return { status: 504, body: 'gateway timeout' }
      }
      return undefined
    }
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, items)).toEqual({ kind: 'created' })
    dispose()
    expect(posts().map((r) => r.status)).toEqual([504, 400])
  })

  it('refused because an id exists (expired, or written by another) creates none; the refusal says why', async () => {
    catalog.seedItem(collection, { ...forecast('fc-001') })
    const { catalog: api, dispose } = client()
    const outcome = await api.createItems(collection, batch(3))
    dispose()
    expect(outcome).toEqual({
      kind: 'refused',
      why: expect.stringMatching(
        /^HTTP 400 duplicate key value violates unique constraint .*\nDETAIL: {2}Key \(collection_id, name\)=\(\d+, fc-001\) already exists\.$/,
      ),
    })
    expect(catalog.items(collection).map((item) => item.id)).toEqual(['fc-001'])
    // Nothing was unknown: nothing is read back.
    expect(catalog.requests.filter((r) => r.method === 'GET')).toEqual([])
  })

  it('too large for a gateway (413) is refused as a batch, for its items to go one by one; no access fails it', async () => {
    hook = (request) => (request.method === 'POST' ? { status: 413, body: 'Request Entity Too Large' } : undefined)
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, batch(3))).toEqual({ kind: 'refused', why: 'HTTP 413 Request Entity Too Large' })
    hook = (request) => (request.method === 'POST' ? { status: 403, body: '{"code":403,"description":"Forbidden"}' } : undefined)
    await expect(api.createItems(collection, batch(3))).rejects.toThrow('create items fc-000…fc-002 (3) in one request: HTTP 403 Forbidden')
    dispose()
  })

  it('an uncertain attempt, then a refusal, and others wrote some of the items meanwhile: refused, for PUT to settle', async () => {
    const items = batch(3)
    let attempt = 0
    hook = (request) => {
      if (request.method !== 'POST' || !request.path.endsWith('/items')) return undefined
      if (++attempt === 1) {
        catalog.seedItem(collection, { ...items[1]!, properties: { datetime: '2020-01-01T00:00:00Z' } })
        return { status: 502, body: 'bad gateway' }
      }
      return undefined
    }
    const { catalog: api, dispose } = client()
    expect(await api.createItems(collection, items)).toMatchObject({ kind: 'refused', why: expect.stringContaining('fc-001') })
    dispose()
  })
})

describe('a create of one item, made only where no item of its id exists', () => {
  const puts = () => catalog.requests.filter((r) => r.method === 'PUT')
  const firstPut = (action: FaultAction, then?: () => void) => {
    let attempt = 0
    hook = (request) => {
      if (request.method !== 'PUT') return undefined
      if (++attempt === 1) return action
      then?.()
      return undefined
    }
  }

  it('whose answer was lost after it was made: sent again, it meets its own item (412), read back as sent, created', async () => {
    firstPut('drop')
    const { catalog: api, dispose } = client()
    expect(await api.createItem(collection, forecast('fc-100'))).toBe('created')
    dispose()
    expect(puts().map((r) => r.status)).toEqual([201, 412])
    expect(catalog.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      `/api/stac/v1/collections/${collection}/items/fc-100`,
    ])
  })

  it("whose connection ended, and another writer made the item before it was sent again: exists, the other's kept", async () => {
    firstPut('reset', () =>
      catalog.seedItem(collection, { ...forecast('fc-101'), properties: { datetime: '2020-01-01T00:00:00Z', title: 'Theirs' } }),
    )
    const { catalog: api, dispose } = client()
    expect(await api.createItem(collection, forecast('fc-101'))).toBe('exists')
    dispose()
    // The first was never handled (0); the second may have met an item of its own, so it was read back.
    expect(puts().map((r) => r.status)).toEqual([0, 412])
    expect(catalog.requests.filter((r) => r.method === 'GET')).toHaveLength(1)
    expect(catalog.item(collection, 'fc-101')?.properties).toEqual({ datetime: '2020-01-01T00:00:00Z', title: 'Theirs' })
  })
})

describe('the item listing', () => {
  it('pages through next links, reading past every cache, and shows each item with its assets', async () => {
    const { catalog: api, dispose } = client()
    for (let i = 0; i < 250; i++) catalog.seedItem(collection, { ...forecast(`s-${String(i).padStart(3, '0')}`) })
    await catalog.seedAsset(collection, 's-000', { id: 'data.csv', type: 'text/csv' }, Buffer.from('a\n'))
    const ids: string[] = []
    let next: string | undefined
    let pages = 0
    do {
      const page = await api.listItems(collection, next)
      pages++
      ids.push(...page!.items.map((item) => item.id))
      if (pages === 1) expect(page!.items[0]!.assets).toMatchObject({ 'data.csv': { type: 'text/csv' } })
      next = page!.next
    } while (next !== undefined)
    expect(await api.listItems('ch.nothing-here')).toBeUndefined()
    dispose()
    expect(pages).toBe(3)
    expect(ids).toHaveLength(250)
    const reads = catalog.requests.filter((r) => r.path === `/api/stac/v1/collections/${collection}/items`)
    expect(reads).toHaveLength(3)
  })
})
