import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { staticToken } from '../../src/auth/auth.ts'
import { HttpCatalog } from '../../src/catalog/http-catalog.ts'
import type { Container } from '../../src/catalog/model.ts'
import { Http } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { assetFields } from '../support/asset-fields.ts'

// The client's create of one asset over real sockets, against the fake catalog: made only where no
// asset of its id exists (PUT with If-None-Match: *, or POST as published), and an answer lost on
// the way reconciled by reading the asset back: as this create sent it (no checksum yet, or the
// file's) is this create's; anything else is another writer's, and the create says it exists.

const TOKEN = 'asset-creates-token'
const COLLECTION = 'ch.test.asset-creates'
const ITEM = 'delivery'

let catalog: FakeCatalog | undefined
afterEach(async () => {
  await catalog?.close()
  catalog = undefined
})

const checksumOf = (bytes: string) => `1220${createHash('sha256').update(bytes).digest('hex')}`

describe('a create of one asset whose answer is lost', () => {
  const item: Container = { collection: COLLECTION, item: ITEM }
  const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, work) => work() }
  const checksum = checksumOf('ours\n')
  let hook: ((request: FaultRequest) => FaultAction | undefined) | undefined
  async function client(mode: 'deployed' | 'described' = 'deployed') {
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], mode, items: { [COLLECTION]: [ITEM] }, fault: (request) => hook?.(request) })
    const http = new Http({ retries: 3, timeoutMs: 5000, log, sleep: () => Promise.resolve() })
    const api = new HttpCatalog({ apiRoot: `${catalog.origin}/api/stac/v1`, http, tokens: staticToken(TOKEN), secrets: new Secrets() })
    return { api, dispose: () => http.dispose() }
  }
  /** A fault for the first write of the asset, and what happens before the next one. */
  const first = (method: string, action: FaultAction, then?: () => void) => {
    let attempt = 0
    hook = (request) => {
      if (request.method !== method || !(request.path.endsWith('/assets/a.csv') || request.path.endsWith('/assets'))) return undefined
      if (++attempt === 1) return action
      if (attempt === 2) then?.()
      return undefined
    }
  }
  const sent = (method: string) => catalog!.requests.filter((r) => r.method === method).map((r) => r.status)

  it('PUT: made, its answer lost; sent again it meets its own asset (412), read back as sent: created', async () => {
    first('PUT', 'drop')
    const { api, dispose } = await client()
    expect(await api.createAsset(item, assetFields('a.csv', 'text/csv', { title: 'Ours' }), checksum)).toBe('created')
    dispose()
    expect(sent('PUT')).toEqual([201, 412])
    expect(catalog!.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      `/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets/a.csv`,
    ])
  })

  it("PUT: its connection ended, and another writer made the asset before it was sent again: exists, the other's kept", async () => {
    first(
      'PUT',
      'reset',
      () => void catalog!.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv', title: 'Theirs' }, Buffer.from('x\n')),
    )
    const { api, dispose } = await client()
    expect(await api.createAsset(item, assetFields('a.csv', 'text/csv', { title: 'Ours' }), checksum)).toBe('exists')
    dispose()
    expect(sent('PUT')).toEqual([0, 412])
    expect(catalog!.asset(COLLECTION, ITEM, 'a.csv')).toMatchObject({ fields: { title: 'Theirs' }, fileSize: 2 })
  })

  it('PUT: one another writer made with the same fields but whose upload completed (a checksum not ours) is not this run’s', async () => {
    first('PUT', 'reset', () => void catalog!.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv' }, Buffer.from('x\n')))
    const { api, dispose } = await client()
    expect(await api.createAsset(item, assetFields('a.csv', 'text/csv'), checksum)).toBe('exists')
    dispose()
  })

  it("POST (as published): its connection ended, and another writer made the asset before it was sent again (409): exists, the other's kept", async () => {
    first('POST', 'reset', () => void catalog!.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv', title: 'Theirs' }))
    const { api, dispose } = await client('described')
    expect(await api.postAsset(item, assetFields('a.csv', 'text/csv', { title: 'Ours' }), checksum)).toBe('exists')
    dispose()
    expect(sent('POST')).toEqual([0, 409])
    expect(catalog!.asset(COLLECTION, ITEM, 'a.csv')?.fields).toMatchObject({ title: 'Theirs' })
  })

  it('POST (as published): made, its answer lost: read back as sent, created', async () => {
    first('POST', 'drop')
    const { api, dispose } = await client('described')
    expect(await api.postAsset(item, assetFields('a.csv', 'text/csv', { title: 'Ours' }), checksum)).toBe('created')
    dispose()
    expect(sent('POST')).toEqual([201])
  })
})
