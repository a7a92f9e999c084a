import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// An item the run's listing did not show, because another writer (another shard, another pipeline)
// created it after the run read the listing: the run's create is refused for its id, and the item is
// the other writer's. It is read and treated as existing: left alone under items: create, patched
// only where the run sets something under items: sync; never replaced, and its files are published.

const TOKEN = 'concurrent-token'
const COLLECTION = 'ch.test.concurrent'
const OTHERS = 'stn-0001'
const UNSEEN =
  "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, or the listing left it out)"

let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

const station = (i: number) => `stn-${String(i).padStart(4, '0')}`

/** The other writer's item: a title, a time, a footprint and a link of its own. */
const theirs = {
  id: OTHERS,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [8.5, 47.3],
        [8.6, 47.3],
        [8.6, 47.4],
        [8.5, 47.4],
        [8.5, 47.3],
      ],
    ],
  },
  properties: { datetime: '2025-06-01T00:00:00Z', title: "The other writer's station" },
  links: [{ rel: 'license', href: 'https://example.org/licence' }],
}

/** The other writer creates its item just as the run's create of it arrives, after the run read the listing. */
function otherWriterAt(matches: (request: FaultRequest) => boolean) {
  let done = false
  return (request: FaultRequest) => {
    if (done || request.target !== 'api' || !matches(request)) return undefined
    done = true
    catalog!.seedItem(COLLECTION, structuredClone(theirs))
    return undefined
  }
}
const bulkCreate = (request: FaultRequest) => request.method === 'POST' && request.path.endsWith(`/collections/${COLLECTION}/items`)
const itsCreate = (request: FaultRequest) => request.method === 'PUT' && request.path.endsWith(`/items/${OTHERS}`)

/**
 * A run over three station folders, one of which another writer creates just as the run's create
 * of it arrives; `leftOut`: it is there before the run, but the item listing leaves it out (a listing bug).
 */
async function publish(items: 'create' | 'sync', options: { readonly bulk: boolean; readonly leftOut?: boolean }) {
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    collections: [COLLECTION],
    variant: { bulk: options.bulk },
    ...(options.leftOut === true ? {} : { fault: otherWriterAt(options.bulk ? bulkCreate : itsCreate) }),
  })
  if (options.leftOut === true) {
    catalog.seedItem(COLLECTION, structuredClone(theirs))
    catalog.leaveOutOfListing(COLLECTION, OTHERS)
  }
  ws = await makeWorkspace()
  for (let i = 0; i < 3; i++) await ws.write(`stations/${station(i)}/latest.csv`, `time,t\n2026-03-01T12:00,${i}\n`)
  const run = await runInProcess(
    {
      'base-url': catalog.origin,
      'access-token': TOKEN,
      collection: COLLECTION,
      files: 'stations/**',
      item: '{parent}',
      items,
      'item-geometry': '7.4,46.9,7.5,47.0',
      'item-datetime': '2026-03-01T12:00:00Z',
      'create-method': 'put',
    },
    ws.root,
  )
  const results = JSON.parse(run.outputs.items ?? '[]') as Array<{ item: string; action: string; result: string }>
  return { run, results: new Map(results.map((entry) => [entry.item, entry])) }
}

/** Every file published into its item, the other writer's included, and confirmed by the read-back. */
async function filesPublished(run: Awaited<ReturnType<typeof publish>>['run']) {
  expect(run.failed, visible(run.log).slice(-3000)).toBe(false)
  expect(run.outputs).toMatchObject({ created: '3', failed: '0' })
  for (let i = 0; i < 3; i++) {
    expect(catalog!.item(COLLECTION, station(i))?.assets).toEqual(['latest.csv'])
    expect((await catalog!.readFile(COLLECTION, station(i), 'latest.csv')).toString()).toBe(`time,t\n2026-03-01T12:00,${i}\n`)
  }
}

describe.each([
  ['in bulk', true],
  ['one by one (the catalog answers 405 to the bulk create)', false],
])('an item another writer created after the run read the listing, the run creating items %s', (_how, bulk) => {
  it('is left alone under items: create: its title, datetime, footprint and links are the other writer’s; its file is published', async () => {
    const { run, results } = await publish('create', { bulk })
    await filesPublished(run)
    const stored = catalog!.item(COLLECTION, OTHERS)!
    expect(stored.properties).toEqual(theirs.properties)
    expect(stored.geometry).toEqual(theirs.geometry)
    expect(stored.links).toEqual(theirs.links)
    expect(results.get(OTHERS)).toMatchObject({ action: 'create', result: 'existing' })
    expect(results.get(station(0))).toMatchObject({ result: 'created' })
    expect(catalog!.item(COLLECTION, station(0))?.properties).toEqual({ datetime: '2026-03-01T12:00:00Z' })
    expect(run.log).toContain(`item ${OTHERS} ${UNSEEN}: left as it is (items: create)`)
    // Written only by a create that the catalog refuses once an item of its id exists.
    expect(catalog!.requests.filter((r) => r.path.endsWith(`/items/${OTHERS}`) && r.method !== 'GET').map((r) => r.status)).toEqual([412])
  })

  it('is patched under items: sync where the run sets something (datetime, footprint); its title and links stay', async () => {
    const { run, results } = await publish('sync', { bulk })
    await filesPublished(run)
    const stored = catalog!.item(COLLECTION, OTHERS)!
    expect(stored.properties).toEqual({ datetime: '2026-03-01T12:00:00Z', title: theirs.properties.title })
    expect(stored.geometry).toEqual(catalog!.item(COLLECTION, station(0))!.geometry)
    expect(stored.links).toEqual(theirs.links)
    expect(results.get(OTHERS)).toMatchObject({ action: 'create', result: 'updated' })
    expect(run.log).toContain(`item ${OTHERS} ${UNSEEN}: geometry, datetime changed, updated (items: sync)`)
    expect(catalog!.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/items/${OTHERS}`))).toHaveLength(1)
  })
})

describe('an item the listing leaves out (a listing bug)', () => {
  it('is read, left alone under items: create, and its file published and confirmed by a read of the item itself', async () => {
    const { run, results } = await publish('create', { bulk: true, leftOut: true })
    await filesPublished(run)
    expect(catalog!.item(COLLECTION, OTHERS)).toMatchObject({
      properties: theirs.properties,
      geometry: theirs.geometry,
      links: theirs.links,
    })
    expect(results.get(OTHERS)).toMatchObject({ action: 'create', result: 'existing' })
    // Planning and the read-back read the listing; the read-back then reads the one it left out.
    const reads = catalog!.requests
      .filter((r) => r.method === 'GET' && r.path.includes('/items'))
      .map((r) => r.path.split('/').slice(6).join('/'))
    expect(reads).toEqual(['items', `items/${OTHERS}`, 'items', `items/${OTHERS}`])
  })
})
