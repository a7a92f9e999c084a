import { writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TokenSource } from '../../src/auth/auth.ts'
import { HttpCatalog } from '../../src/catalog/http-catalog.ts'
import { readItems } from '../../src/catalog/reads.ts'
import { Http } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { assetFields } from '../support/asset-fields.ts'
import { useHosts } from '../support/hosts.ts'

// The catalog client's own conduct on the wire, against a plain loopback server: what it sends,
// not what the service answers (the fake catalog's suites cover that).

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, w) => w() }

async function recording(): Promise<{ apiRoot: string; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = []
  server = createServer((req, res) => {
    seen.push(req)
    req.resume()
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"assets":[]}')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stac/v1`, seen }
}

describe('reads that a plan depends on', () => {
  it('ask every cache to step aside: no-cache, a query unique to the run, and the token once there is one', async () => {
    const { apiRoot, seen } = await recording()
    let token: string | undefined = undefined
    const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => token }
    const http = new Http({ retries: 0, timeoutMs: 2000, log })
    const container = { collection: 'ch.test', item: 'item' }
    const catalog = new HttpCatalog({ apiRoot, http, tokens, secrets: new Secrets() })
    await catalog.listAssets(container)
    token = 'tok'
    await catalog.listAssets(container)
    const other = new HttpCatalog({ apiRoot, http, tokens, secrets: new Secrets() })
    await other.listAssets(container)
    http.dispose()

    const [before, after, otherRun] = seen
    for (const req of seen) expect(req.headers['cache-control']).toBe('no-cache')
    expect(before!.headers.authorization).toBeUndefined()
    expect(after!.headers.authorization).toBe('Bearer tok')
    const query = (req: IncomingMessage) => new URL(req.url!, 'http://x').search
    expect(query(before!)).toMatch(/^\?nocache=[0-9a-f]{32}$/)
    expect(query(after!)).toBe(query(before!))
    expect(query(otherRun!)).not.toBe(query(before!))
    expect(new URL(before!.url!, 'http://x').pathname).toBe('/api/stac/v1/collections/ch.test/items/item/assets')
  })
})

describe('the item listing', () => {
  async function pages(links: (page: number, origin: string) => Array<{ rel: string; href: string }>) {
    const seen: IncomingMessage[] = []
    server = createServer((req, res) => {
      seen.push(req)
      req.resume()
      const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
      const body = { type: 'FeatureCollection', features: [{ id: `i${seen.length}`, assets: {} }], links: links(seen.length, origin) }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stac/v1`
    const http = new Http({ retries: 0, timeoutMs: 2000, log })
    const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => undefined }
    return { catalog: new HttpCatalog({ apiRoot, http, tokens, secrets: new Secrets() }), seen, dispose: () => http.dispose() }
  }

  it('follows next links as the service writes them, adding its query unique to the run only once', async () => {
    // The service builds its links from the request: the run's query comes back in them.
    const fresh = () => new URL(seen[0]!.url!, 'http://x').searchParams.get('nocache')!
    const { catalog, seen, dispose } = await pages((page, origin) =>
      page < 3
        ? [{ rel: 'next', href: `${origin}/api/stac/v1/collections/ch.test/items?cursor=cD0${page}&limit=100&nocache=${fresh()}` }]
        : [],
    )
    const first = await catalog.listItems('ch.test')
    const second = await catalog.listItems('ch.test', first!.next)
    const third = await catalog.listItems('ch.test', second!.next)
    dispose()
    expect([first, second, third].map((page) => page!.items.map((item) => item.id))).toEqual([['i1'], ['i2'], ['i3']])
    expect(third!.next).toBeUndefined()
    const [a, b] = seen.map((req) => new URL(req.url!, 'http://x'))
    expect(a!.pathname).toBe('/api/stac/v1/collections/ch.test/items')
    expect(a!.search).toMatch(/^\?limit=100&nocache=[0-9a-f]{32}$/)
    expect(b!.searchParams.getAll('nocache')).toEqual([a!.searchParams.get('nocache')])
    for (const req of seen) expect(req.headers['cache-control']).toBe('no-cache')
  })

  it('does not follow a next link to another origin', async () => {
    const { catalog, seen, dispose } = await pages(() => [{ rel: 'next', href: 'http://elsewhere.example/api/stac/v1/items?cursor=x' }])
    const first = await catalog.listItems('ch.test')
    await expect(catalog.listItems('ch.test', first!.next)).rejects.toThrow(
      "list the items of collection ch.test: the next page's link leads to http://elsewhere.example, not followed",
    )
    dispose()
    expect(seen).toHaveLength(1)
  })
})

describe('a create of one item', () => {
  it('asks the catalog to create it only where no item of its id exists; a catalog that ignores that and replaces one says so', async () => {
    // A catalog that ignores If-None-Match answers 200: it had the item, and replaced it.
    const { apiRoot, seen } = await recording()
    const http = new Http({ retries: 0, timeoutMs: 2000, log })
    const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => 'tok' }
    const catalog = new HttpCatalog({ apiRoot, http, tokens, secrets: new Secrets() })
    const item = { id: 'one', geometry: { type: 'Point', coordinates: [7.44, 46.95] }, properties: { datetime: '2026-03-01T00:00:00Z' } }
    expect(await catalog.createItem('ch.test', item)).toBe('replaced')
    http.dispose()
    expect(seen.map((req) => [req.method, req.url, req.headers['if-none-match']])).toEqual([
      ['PUT', '/api/stac/v1/collections/ch.test/items/one', '*'],
    ])
  })
})

/** A catalog client against `handler`, a token at hand; `seen` lists each request's path. */
async function answering(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = []
  server = createServer((req, res) => {
    seen.push(new URL(req.url!, 'http://x').pathname)
    req.resume()
    req.on('end', () => handler(req, res))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const http = new Http({ retries: 3, timeoutMs: 10_000, log, sleep: () => Promise.resolve() })
  const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => 'tok' }
  const catalog = new HttpCatalog({ apiRoot: `http://127.0.0.1:${port}/api/stac/v1`, http, tokens, secrets: new Secrets() })
  return { catalog, seen, port, dispose: () => http.dispose() }
}

const MIB = 1024 * 1024
/** A JSON object padded with a description to `bytes`. */
const padded = (fields: Record<string, unknown>, bytes: number): string => {
  const text = JSON.stringify({ ...fields, description: '' })
  return text.replace('"description":""', `"description":"${'x'.repeat(bytes - text.length)}"`)
}

describe('what each answer may weigh', () => {
  it('an item read accepts 8 MiB, a larger answer is read once more alone up to 64 MiB, and a larger one still fails the read, naming it', async () => {
    let size = 8 * MIB + 1
    const { catalog, seen, dispose } = await answering((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(padded({ id: 'a', assets: {} }, size)),
    )
    expect(await catalog.getItem('ch.test', 'a')).toMatchObject({ id: 'a' })
    expect(seen).toHaveLength(2)
    size = 64 * MIB + 1
    await expect(catalog.getItem('ch.test', 'a')).rejects.toThrow(
      'read item a: its answer is larger than 64 MiB, the most a run reads of one item: the catalog shows an item with all its assets ' +
        'in one answer, so this run cannot compare its files with the item; put its files into more items, each with fewer assets',
    )
    dispose()
    // Each cap once: an overrun is final, though the transport retries three times.
    expect(seen).toHaveLength(4)
  })

  it('a write of an item whose answer (the item with all its assets) is too large to hold still reads its status', async () => {
    const { catalog, seen, dispose } = await answering((req, res) =>
      res
        .writeHead(req.method === 'PUT' ? 201 : 200, { 'Content-Type': 'application/json' })
        .end(padded({ id: 'a', assets: {} }, 8 * MIB + 1)),
    )
    const item = { id: 'a', geometry: { type: 'Point', coordinates: [7.4, 46.9] }, properties: { datetime: '2026-03-01T12:00:00Z' } }
    expect(await catalog.putItem('ch.test', item)).toBe('created')
    expect(await catalog.createItem('ch.test', item)).toBe('created')
    await catalog.patchItem('ch.test', 'a', { properties: { title: 'A' } })
    dispose()
    expect(seen).toHaveLength(3)
  })

  it('a page of the item listing over 16 MiB gives the listing up: the items are read one by one', async () => {
    const { catalog, seen, dispose } = await answering((req, res) => {
      const id = /\/items\/([^/?]+)/.exec(req.url!)?.[1]
      const body =
        id === undefined ? padded({ features: [{ id: 'a', assets: {} }], links: [] }, 16 * MIB + 1) : JSON.stringify({ id, assets: {} })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
    })
    const reads = await readItems(catalog, 'ch.test', ['a', 'b'], 2)
    dispose()
    expect([...reads.items.keys()]).toEqual(['a', 'b'])
    expect([...reads.items.values()].map((item) => item?.id)).toEqual(['a', 'b'])
    expect(reads.listingFailed).toBe(
      'list the items of collection ch.test: the answer (HTTP 200) is larger than 16 MiB, the most this request accepts',
    )
    expect(seen.filter((pathname) => pathname.endsWith('/items'))).toHaveLength(1)
  })
})

describe('storage URLs', () => {
  it('a part URL over plain http to a host other than loopback is refused before a byte is sent, naming its origin', async () => {
    const { catalog, seen, port, dispose } = await answering((_req, res) => res.writeHead(200, { ETag: '"e"' }).end())
    const file = path.join(tmpdir(), `http-catalog-part-${process.pid}.bin`)
    await writeFile(file, Buffer.alloc(1024, 1))
    const part = { number: 1, path: file, offset: 0, length: 1024, md5: 'md5' }
    // The name resolves to the test's server: were the part sent, the server would see it.
    const restore = useHosts({ 'storage.example.com': '127.0.0.1' })
    try {
      await expect(
        catalog.putPart(`http://storage.example.com:${port}/bucket/key?X-Amz-Signature=s`, part, 'upload part 1/1 of dem.tif'),
      ).rejects.toThrow(
        `upload part 1/1 of dem.tif: the storage URL leads to http://storage.example.com:${port} over plain http, ` +
          'nothing was sent: parts go over https only (plain http only to loopback hosts such as 127.0.0.1)',
      )
      expect(seen).toEqual([])
      // Over loopback, as the sandbox serves its storage, it goes.
      expect(await catalog.putPart(`http://127.0.0.1:${port}/bucket/key`, part, 'upload part 1/1 of dem.tif')).toBe('"e"')
      expect(seen).toEqual(['/bucket/key'])
      // A URL that starts as that one did but leads elsewhere (the loopback address its user name) is checked as any other.
      await expect(
        catalog.putPart(`http://127.0.0.1:${port}@storage.example.com:${port}/bucket/other`, part, 'upload part 1/1 of b.tif'),
      ).rejects.toThrow(`upload part 1/1 of b.tif: the storage URL leads to http://storage.example.com:${port} over plain http`)
      expect(seen).toEqual(['/bucket/key'])
    } finally {
      restore()
      dispose()
    }
  })
})

describe('a part given its bytes', () => {
  it('sends them as they are (a small file as verified before its upload), not its file read again', async () => {
    const bodies: string[] = []
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        bodies.push(`${req.headers['content-length']} ${String(req.headers['content-md5'])} ${Buffer.concat(chunks).toString()}`)
        res.writeHead(200, { ETag: '"e"' }).end()
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const http = new Http({ retries: 0, timeoutMs: 10_000, log })
    const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => 'tok' }
    const catalog = new HttpCatalog({ apiRoot: `${origin}/api/stac/v1`, http, tokens, secrets: new Secrets() })
    // Its file has other bytes by now.
    const file = path.join(tmpdir(), `http-catalog-bytes-${process.pid}.csv`)
    await writeFile(file, 'a,b\n1,3\n')
    const part = { number: 1, path: file, offset: 0, length: 8, md5: 'md5', bytes: Buffer.from('a,b\n1,2\n') }
    try {
      expect(await catalog.putPart(`${origin}/bucket/key`, part, 'upload part 1/1 of t.csv')).toBe('"e"')
      expect(bodies).toEqual(['8 md5 a,b\n1,2\n'])
    } finally {
      http.dispose()
    }
  })
})

describe('a create of one asset', () => {
  it('asks the catalog to create it only where no asset of its id exists; a catalog that ignores that and replaces one says so', async () => {
    // A catalog that ignores If-None-Match answers 200: it had the asset, and replaced it.
    const { apiRoot, seen } = await recording()
    const http = new Http({ retries: 0, timeoutMs: 2000, log })
    const tokens: TokenSource = { token: async () => 'tok', refresh: async () => 'tok', current: () => 'tok' }
    const catalog = new HttpCatalog({ apiRoot, http, tokens, secrets: new Secrets() })
    expect(
      await catalog.createAsset({ collection: 'ch.test', item: 'one' }, assetFields('a.csv', 'text/csv'), `1220${'ab'.repeat(32)}`),
    ).toBe('replaced')
    http.dispose()
    expect(seen.map((req) => [req.method, req.url, req.headers['if-none-match']])).toEqual([
      ['PUT', '/api/stac/v1/collections/ch.test/items/one/assets/a.csv', '*'],
    ])
  })
})
