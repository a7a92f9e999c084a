import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// An asset the run's read of the catalog did not show, because another writer (another shard,
// another pipeline) created it after the read, or the listing left its item out: the run's create
// must not replace it. Created only where no asset of its id exists (PUT with If-None-Match: *, or
// POST as published), a create that meets one reads it and treats it as the plan treats an asset
// that exists, by if-exists. Before, the PUT upserted it: under skip-unchanged and fail too, and
// reset the service's hidden file size.

const TOKEN = 'concurrent-assets-token'
const COLLECTION = 'ch.test.concurrent-assets'
const ITEM = 'delivery'
const UNSEEN =
  "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, the listing left it out, " +
  'or its item had expired, which hides it)'

let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

const checksumOf = (bytes: string) => `1220${createHash('sha256').update(bytes).digest('hex')}`

/** What the run publishes: a file per case, each its own asset in one item. */
const OURS = {
  'a.csv': 'time,t\n2026-03-01T12:00,1\n',
  'b.csv': 'time,t\n2026-03-01T12:00,2\n',
  'c.json': '{"rows":[1,2,3]}\n',
  'd.csv': 'time,t\n2026-03-01T12:00,4\n',
} as const

/** The other writer's assets, made just as the run's create of each arrives. */
const THEIRS = {
  // The same type, a title and a file of its own.
  'a.csv': { fields: { id: 'a.csv', type: 'text/csv', title: 'Their readings' }, bytes: 'time,t\n2025-01-01T00:00,9\n' },
  // The same as the run's: another shard publishing the same file.
  'b.csv': { fields: { id: 'b.csv', type: 'text/csv' }, bytes: OURS['b.csv'] },
  // A type of its own (the run's is application/json), a title and a file.
  'c.json': {
    fields: { id: 'c.json', type: 'application/geo+json', title: 'Their features' },
    bytes: '{"type":"FeatureCollection","features":[]}\n',
  },
} as const
type Theirs = keyof typeof THEIRS

/** The other writer seeds each of its assets just as the run's first write of it arrives. */
function otherWriter(): (request: FaultRequest) => undefined {
  const seeded = new Set<string>()
  return (request) => {
    if (request.target !== 'api' || request.method !== 'PUT') return undefined
    const id = decodeURIComponent(request.path.split('/').at(-1) ?? '') as Theirs
    if (!(id in THEIRS) || seeded.has(id)) return undefined
    seeded.add(id)
    void catalog!.seedAsset(COLLECTION, ITEM, { ...THEIRS[id].fields }, Buffer.from(THEIRS[id].bytes))
    return undefined
  }
}

async function publish(ifExists: 'skip-unchanged' | 'fail' | 'overwrite', createMethod: 'put' | 'auto') {
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], items: { [COLLECTION]: [ITEM] }, fault: otherWriter() })
  ws = await makeWorkspace()
  for (const [name, content] of Object.entries(OURS)) await ws.write(`data/${name}`, content)
  const run = await runInProcess(
    {
      'base-url': catalog.origin,
      'access-token': TOKEN,
      collection: COLLECTION,
      item: ITEM,
      files: 'data/**',
      'if-exists': ifExists,
      'create-method': createMethod,
    },
    ws.root,
  )
  const assets = JSON.parse(run.outputs.assets ?? '[]') as Array<{ id: string; action: string; result: string; error?: string }>
  return { run, results: new Map(assets.map((entry) => [entry.id, entry])) }
}

/** The other writer's asset as it made it: its fields, its checksum, its bytes and its hidden file size (not reset). */
async function intact(id: Theirs) {
  const stored = catalog!.asset(COLLECTION, ITEM, id)!
  expect(stored.fields).toEqual(THEIRS[id].fields)
  expect(stored.checksum).toBe(checksumOf(THEIRS[id].bytes))
  expect(stored.fileSize).toBe(Buffer.byteLength(THEIRS[id].bytes))
  expect((await catalog!.readFile(COLLECTION, ITEM, id)).toString()).toBe(THEIRS[id].bytes)
}

/** The run's asset: its type, no title (the run sets none), its checksum and its file. */
async function ours(id: keyof typeof OURS, type: string) {
  const stored = catalog!.asset(COLLECTION, ITEM, id)!
  expect(stored.fields).toMatchObject({ id, type })
  expect(stored.fields.title ?? null).toBeNull()
  expect(stored.checksum).toBe(checksumOf(OURS[id]))
  expect(stored.fileSize).toBe(Buffer.byteLength(OURS[id]))
  expect((await catalog!.readFile(COLLECTION, ITEM, id)).toString()).toBe(OURS[id])
}

/** The writes sent for one asset (its uploads included), as method and status. */
const writesOf = (id: string) =>
  catalog!.requests
    .filter((r) => r.target === 'api' && r.method !== 'GET' && r.path.includes(`/items/${ITEM}/assets/${id}`))
    .map((r) => `${r.method} ${r.path.slice(r.path.indexOf(`/assets/${id}`) + `/assets/${id}`.length) || '.'} ${r.status}`)

describe.each([
  ['put', 'PUT'],
  ['auto', 'PUT after a 405 to POST'],
] as const)('an asset another writer created just as the run creates it (create-method: %s, %s)', (createMethod, _how) => {
  it('if-exists: skip-unchanged: the same is skipped and not touched; one that differs is updated as planned; another type fails, left intact', async () => {
    const { run, results } = await publish('skip-unchanged', createMethod)
    // Another shard's same file: no write but the create that met it; its file size is not reset, nothing uploaded again.
    expect(results.get('b.csv')).toMatchObject({ action: 'create', result: 'skipped' })
    await intact('b.csv')
    expect(writesOf('b.csv')).toEqual(['PUT . 412'])
    // The same type, its own title and file: changed as the plan changes an asset it read (PATCH, then the upload).
    expect(results.get('a.csv')).toMatchObject({ action: 'create', result: 'updated' })
    await ours('a.csv', 'text/csv')
    expect(writesOf('a.csv').filter((write) => write.startsWith('PUT') || write.startsWith('PATCH'))).toEqual(['PUT . 412', 'PATCH . 200'])
    // A type the catalog cannot change in place: the file fails, saying so, and the asset is the other writer's.
    expect(results.get('c.json')).toMatchObject({
      action: 'create',
      result: 'failed',
      error: expect.stringMatching(
        /^asset 'c\.json' exists, though .*: asset 'c\.json' has media type 'application\/geo\+json', not 'application\/json'/,
      ),
    })
    await intact('c.json')
    expect(results.get('d.csv')).toMatchObject({ result: 'created' })
    await ours('d.csv', 'text/csv')
    expect(run.outputs).toMatchObject({ created: '1', updated: '1', skipped: '1', failed: '1' })
    expect(run.summary).toContain(`${UNSEEN}: unchanged, left as it is`)
    expect(run.log).toContain(`asset b.csv in item ${ITEM} ${UNSEEN}: unchanged, left as it is`)
  })

  it('if-exists: fail: each such file fails, saying another writer made its asset; every one is left intact', async () => {
    const { run, results } = await publish('fail', createMethod)
    for (const id of ['a.csv', 'b.csv', 'c.json'] as const) {
      expect(results.get(id)).toMatchObject({
        action: 'create',
        result: 'failed',
        error: `asset '${id}' ${UNSEEN}: left as it is (if-exists: fail)`,
      })
      await intact(id)
      expect(writesOf(id)).toEqual(['PUT . 412'])
    }
    expect(results.get('d.csv')).toMatchObject({ result: 'created' })
    expect(run.failed).toBe(true)
    expect(run.outputs).toMatchObject({ created: '1', failed: '3' })
  })

  it('if-exists: overwrite: each is replaced by the run’s as planned, a type of its own deleted and created again', async () => {
    const { run, results } = await publish('overwrite', createMethod)
    expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
    for (const id of ['a.csv', 'b.csv'] as const) {
      expect(results.get(id)).toMatchObject({ action: 'create', result: 'updated' })
      await ours(id, 'text/csv')
    }
    expect(results.get('c.json')).toMatchObject({ action: 'create', result: 'updated' })
    await ours('c.json', 'application/json')
    expect(writesOf('c.json').filter((write) => !write.startsWith('POST /uploads'))).toEqual(['PUT . 412', 'DELETE . 200', 'PUT . 201'])
    expect(run.outputs).toMatchObject({ created: '1', updated: '3', failed: '0' })
  })
})

describe('an item whose listing left it out, with the assets of another writer', () => {
  it('is met, and so are its assets: the same file is skipped, its size not reset; the new one is created', async () => {
    catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION] })
    const station = (i: number) => `stn-${String(i).padStart(4, '0')}`
    const theirs = (i: number) => `time,t\n2026-03-01T12:00,${i}\n`
    catalog.seedItem(COLLECTION, {
      id: station(1),
      geometry: { type: 'Point', coordinates: [8.5, 47.3] },
      properties: { datetime: '2025-06-01T00:00:00Z', title: "The other writer's station" },
    })
    await catalog.seedAsset(COLLECTION, station(1), { id: 'latest.csv', type: 'text/csv', title: 'Latest' }, Buffer.from(theirs(1)))
    catalog.leaveOutOfListing(COLLECTION, station(1))
    ws = await makeWorkspace()
    for (let i = 0; i < 3; i++) await ws.write(`stations/${station(i)}/latest.csv`, theirs(i))
    await ws.write(`stations/${station(1)}/extra.csv`, 'more\n')
    const run = await runInProcess(
      {
        'base-url': catalog.origin,
        'access-token': TOKEN,
        collection: COLLECTION,
        files: 'stations/**',
        item: '{parent}',
        items: 'create',
        'item-geometry': '7.4,46.9,7.5,47.0',
        'item-datetime': '2026-03-01T12:00:00Z',
        'create-method': 'put',
        title: 'Latest',
      },
      ws.root,
    )
    expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
    expect(run.log).toContain("Read 3 target item(s) from 1 page(s) of the collection's item listing")
    expect(run.outputs).toMatchObject({ created: '3', skipped: '1', failed: '0' })
    const stored = catalog.asset(COLLECTION, station(1), 'latest.csv')!
    expect(stored).toMatchObject({ fields: { id: 'latest.csv', type: 'text/csv', title: 'Latest' }, fileSize: theirs(1).length })
    expect(catalog.item(COLLECTION, station(1))?.assets).toEqual(['extra.csv', 'latest.csv'])
    const latest = catalog.requests.filter((r) => r.method !== 'GET' && r.path.includes(`/items/${station(1)}/assets/latest.csv`))
    expect(latest.map((r) => `${r.method} ${r.status}`)).toEqual(['PUT 412'])
    expect(run.log).toContain(`asset latest.csv in item ${station(1)} ${UNSEEN}: unchanged, left as it is`)
  })
})
