import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { randomFaults } from '../../sandbox/faults.ts'
import { seedSource, type SeededAsset } from '../../sandbox/source.ts'
import { noToken } from '../../src/auth/auth.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { parseConfig } from '../../src/config/config.ts'
import { connect } from '../../src/connect.ts'
import { HttpCatalog } from '../../src/catalog/http-catalog.ts'
import type { Log } from '../../src/common/log.ts'
import { ProblemsError, problemLine } from '../../src/common/problems.ts'
import { Secrets } from '../../src/common/secrets.ts'
import type { SourceInput } from '../../src/domain/config-records.ts'
import { readSource } from '../../src/source/read.ts'
import { SOURCE_LIMITS, type SourceLimits } from '../../src/source/static.ts'
import { Http } from '../../src/transport/http.ts'

// The API reader against a source catalog over real sockets (the sandbox's, seeded as INT would be):
// the item listing filtered and paged, ids read one by one, the source's faults survived through the
// transport's retries, and never a token sent: the source is another origin, read as the public reads it.

const COLLECTION = 'ch.example.source'
let source: FakeCatalog
let seeded: SeededAsset[]
let hook: ((request: FaultRequest) => FaultAction | undefined) | undefined
const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, work) => work() }

beforeAll(async () => {
  source = await startFakeCatalog({ collections: [COLLECTION], fault: (request) => hook?.(request) })
  // 250 items, one a day from 2025-01-01, every tenth an interval of a day: three pages of the listing.
  seeded = await seedSource(source, { collection: COLLECTION, items: 250 })
})
afterAll(() => source?.close())
beforeEach(() => {
  hook = undefined
  source.clearRequests()
})

const url = () => `${source.origin}/api/stac/v1/collections/${COLLECTION}`
const api = (overrides: Partial<Extract<SourceInput, { kind: 'api' }>> = {}): SourceInput => ({
  kind: 'api',
  url: url(),
  ids: undefined,
  datetime: undefined,
  bbox: undefined,
  ...overrides,
})

async function read(input: SourceInput, limits?: SourceLimits) {
  const http = new Http({ retries: 4, timeoutMs: 5000, log, sleep: () => Promise.resolve() })
  const reads = new HttpCatalog({ apiRoot: `${source.origin}/api/stac/v1`, http, tokens: noToken(), secrets: new Secrets() })
  try {
    return await readSource(input, {
      selection: { workspace: '/nowhere', workingDirectory: '/nowhere', ifNoFilesFound: 'error' },
      reads,
      concurrency: 8,
      log,
      ...(limits === undefined ? {} : { limits }),
    })
  } finally {
    http.dispose()
  }
}

describe('a collection of a STAC API as the source', () => {
  it('reads every item through the pages of the listing, each asset remote and declared by its file:checksum, without a token', async () => {
    const { delivery, files } = await read(api())
    expect(delivery.kind).toBe('api')
    expect(delivery.items).toHaveLength(250)
    const pages = source.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/items'))
    expect(pages).toHaveLength(3)
    expect(source.requests.every((request) => request.authorization === undefined)).toBe(true)
    const first = delivery.items[0]!
    expect(first).toMatchObject({
      id: 'scene-0001',
      time: { datetime: '2025-01-01T00:00:00Z' },
      title: 'Scene 1',
      links: [{ rel: 'license', href: 'https://www.geo.admin.ch/en/general-terms-of-use-fsdi', title: 'Terms of use' }],
      from: `${url()}/items/scene-0001`,
    })
    expect(first.assets.map((asset) => [asset.key, asset.fields])).toEqual([
      ['data.csv', { title: 'Measurements', type: 'text/csv', roles: ['data'], 'proj:epsg': 2056 }],
      ['footprint.geojson', { title: 'Footprint', type: 'application/geo+json', roles: ['metadata'] }],
    ])
    expect(files).toHaveLength(500)
    const byPath = new Map(seeded.map((asset) => [`${asset.item}/${asset.asset}`, asset]))
    for (const file of files) {
      const asset = byPath.get(file.relativePath)!
      expect(file.remote).toEqual({ url: asset.href, declared: { checksum: asset.checksum } })
    }
    // What service-stac shows and the target does not store: its timestamps are the target's own.
    expect([...delivery.notStored]).toEqual([])
  })

  it('filters the listing by source-datetime (containment, as service-stac reads it) and source-bbox, keeping the filters on every page', async () => {
    // Days 100 to 219: 120 items, of which the intervals (every tenth day, a day long) lie wholly inside.
    const { delivery } = await read(api({ datetime: '2025-04-11T00:00:00Z/2025-08-08T23:59:59Z' }))
    expect(delivery.items).toHaveLength(120)
    expect(delivery.items[0]!.id).toBe('scene-0101')
    expect(delivery.items.at(-1)!.id).toBe('scene-0220')
    // The footprint tiles: 20 to a row, 0.2° wide from 6.0° E; a box over the first column's tiles.
    const column = await read(api({ bbox: [6.0, 45.9, 6.1, 47.7] }))
    expect(column.delivery.items.map((item) => item.id)).toEqual(
      Array.from({ length: 13 }, (_, row) => `scene-${String(row * 20 + 1).padStart(4, '0')}`),
    )
    const both = await read(api({ bbox: [6.0, 45.9, 6.1, 47.7], datetime: '2025-01-01T00:00:00Z/2025-03-01T00:00:00Z' }))
    expect(both.delivery.items.map((item) => item.id)).toEqual(['scene-0001', 'scene-0021', 'scene-0041'])
  })

  it('reads the items source-ids names one by one, and names each the source does not have', async () => {
    const { delivery } = await read(api({ ids: ['scene-0007', 'scene-0199'] }))
    expect(delivery.items.map((item) => item.id)).toEqual(['scene-0007', 'scene-0199'])
    expect(source.requests.filter((request) => request.path.endsWith('/items'))).toEqual([])
    const error = await read(api({ ids: ['scene-0001', 'scene-9999', 'nothing'] })).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProblemsError)
    expect((error as ProblemsError).problems.map((problem) => problemLine(problem))).toEqual([
      `Input 'source-ids': the source has no item 'scene-9999' in ${url()}`,
      `Input 'source-ids': the source has no item 'nothing' in ${url()}`,
    ])
  })

  it('names a collection the source does not have, and an answer that is no page of items', async () => {
    const missing = await read(api({ url: `${source.origin}/api/stac/v1/collections/ch.nothing` })).catch((thrown: unknown) => thrown)
    expect((missing as ProblemsError).problems.map((problem) => problemLine(problem))).toEqual([
      `Input 'stac-source': the STAC API has no collection at ${source.origin}/api/stac/v1/collections/ch.nothing; give the address of a collection it lists under /collections`,
    ])
    hook = (request) => (request.path.endsWith('/items') ? { status: 200, body: '<html>Sign in to the portal</html>' } : undefined)
    const portal = await read(api()).catch((thrown: unknown) => thrown)
    expect((portal as ProblemsError).problems.map((problem) => problemLine(problem))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Input 'stac-source': the STAC API at ${url().replaceAll('.', '\\.')} answered: list the items of collection ${COLLECTION}: the answer is not a page`,
        ),
      ),
    ])
  })

  it('reads a bounded listing: more items or assets than it reads, or a next page that leads back, stop it, saying so', async () => {
    const lines = async (work: Promise<unknown>) =>
      ((await work.catch((thrown: unknown) => thrown)) as ProblemsError).problems.map((problem) => problemLine(problem))
    expect(await lines(read(api(), { ...SOURCE_LIMITS, items: 150 }))).toEqual([
      "Input 'stac-source': it lists more than the 150 items read of a STAC source; promote it in parts: narrow source-datetime or source-bbox, or run once per part",
    ])
    expect(await lines(read(api(), { ...SOURCE_LIMITS, assets: 150 }))).toEqual([
      "Input 'stac-source': its items hold more than the 150 assets read of a STAC source; promote it in parts: narrow source-datetime or source-bbox, or run once per part",
    ])
    // A listing whose next page is always the same one: read twice, then refused, never read on forever.
    source.clearRequests()
    const looping = `${url()}/items?page=2`
    hook = (request) => {
      if (!request.path.endsWith('/items')) return undefined
      const feature = { id: 'scene-0001', type: 'Feature', geometry: null, properties: {}, assets: {} }
      return { status: 200, body: JSON.stringify({ features: [feature], links: [{ rel: 'next', href: looping }] }) }
    }
    expect(await lines(read(api()))).toEqual([
      `Input 'stac-source': its item listing leads back to a page it showed before (${looping}): it is not read to its end`,
    ])
    expect(source.requests.filter((request) => request.path.endsWith('/items'))).toHaveLength(2)
  })

  it('refuses assets whose hrefs the run would not read, each naming stac-source, the href (never its credentials) and why', async () => {
    const asset = (href: string) => ({ href, type: 'text/csv', 'file:checksum': `1220${'ab'.repeat(32)}` })
    const feature = {
      id: 'scene-0001',
      type: 'Feature',
      geometry: null,
      properties: { datetime: '2025-01-01T00:00:00Z' },
      assets: {
        'plain.csv': asset('http://data.example/int/plain.csv'),
        'ftp.csv': asset('ftp://data.example/int/ftp.csv'),
        'secret.csv': asset('https://:hunter2@data.example/int/secret.csv'),
        'fine.csv': asset('https://data.example/int/fine.csv'),
      },
    }
    hook = (request) =>
      request.path.endsWith('/items') ? { status: 200, body: JSON.stringify({ features: [feature], links: [] }) } : undefined
    const error = await read(api()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProblemsError)
    const lines = (error as ProblemsError).problems.map((problem) => problemLine(problem))
    expect(lines).toEqual([
      expect.stringMatching(
        /^Input 'stac-source': the href 'http:\/\/data\.example\/int\/plain\.csv' of asset 'plain\.csv' of item 'scene-0001' .* is not read: it leads to http:\/\/data\.example over plain http/,
      ),
      expect.stringMatching(
        /^Input 'stac-source': the href 'ftp:\/\/data\.example\/int\/ftp\.csv' of asset 'ftp\.csv' .* is not read: it is a ftp: URL/,
      ),
      expect.stringMatching(
        /^Input 'stac-source': the href 'https:\/\/\*\*\*@data\.example\/int\/secret\.csv' of asset 'secret\.csv' .* is not read: it holds credentials/,
      ),
    ])
    expect(lines.join('\n')).not.toContain('hunter2')
  })

  it("is read by the run's connection without the catalog's token, also once the run holds one", async () => {
    const config = parseConfig(
      {
        'base-url': 'https://catalog.example',
        'access-token': 'the-catalogs-token',
        collection: 'ch.target',
        files: '',
        'stac-source': url(),
      },
      { workspace: '/nowhere' },
    )
    const connection = connect(config, { log, secrets: new Secrets(), pending: new PendingWork(), clock: { sleep: async () => undefined } })
    try {
      expect(await connection.tokens.token()).toBe('the-catalogs-token')
      const page = await connection.source!.listItems(COLLECTION)
      expect(page!.items).toHaveLength(100)
      expect(await connection.source!.getItem(COLLECTION, 'scene-0003')).toMatchObject({ id: 'scene-0003' })
    } finally {
      connection.dispose()
    }
    expect(source.requests.map((request) => request.authorization)).toEqual([undefined, undefined])
  })

  it('is read, with its assets, only by the connection of a run with an API source', () => {
    const given = (inputs: Record<string, string>) => {
      const config = parseConfig(
        { 'base-url': 'https://catalog.example', 'access-token': 't', collection: 'ch.target', ...inputs },
        {
          workspace: '/nowhere',
        },
      )
      const connection = connect(config, { log, secrets: new Secrets(), pending: new PendingWork() })
      connection.dispose()
      return [connection.source !== undefined, connection.remote !== undefined]
    }
    expect(given({ files: '', 'stac-source': url() })).toEqual([true, true])
    expect(given({ files: '', 'stac-source': 'stac/catalog.json' })).toEqual([false, false])
    expect(given({ files: 'data/**', item: 'x' })).toEqual([false, false])
  })

  it('survives the faults of a source under load: every item read once, whatever was lost or cut on the way', async () => {
    const plan = randomFaults(7, 0.4, { kinds: ['429', '500', '502', '503', '504', 'reset', 'drop', 'mid-headers', 'mid-body', 'trickle'] })
    hook = plan.fault
    const { delivery } = await read(api())
    expect(delivery.items.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => `scene-${String(i + 1).padStart(4, '0')}`))
    const ids = await read(api({ ids: Array.from({ length: 30 }, (_, i) => `scene-${String(i + 1).padStart(4, '0')}`) }))
    expect(ids.delivery.items).toHaveLength(30)
    expect(plan.log.length).toBeGreaterThan(3)
  })
})
