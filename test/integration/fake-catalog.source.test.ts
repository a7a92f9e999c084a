import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { changeSourceAssets, seedSource } from '../../sandbox/source.ts'
import { PLACES } from '../support/places.ts'
import { startIdentity, startSourceCatalog, type Identity } from '../support/sandbox.ts'

// The reads a promotion makes of its source, over HTTP, as service-stac 900c5ed answers them: the
// item listing's bbox and datetime filters (stac_api/managers.py ItemQuerySet.filter_by_bbox,
// filter_by_datetime and _parse_datetime_query; stac_api/utils.py geometry_from_bbox and
// fromisoformat; stac_api/validators.py validate_geometry; the list view in stac_api/views/item.py),
// its pages with the filters kept in `next`, and each asset's bytes at its href on the storage,
// read without a token. What the client asks of the listing (numbers for a bbox, RFC 3339 for a datetime,
// pages followed by next) is in the conformance suite (test/conformance/catalog-api.ts); here is how the
// fake reads the query's text as the service does, and the storage's answers at an asset's href.
const TOKEN = 'test-token'
const COLLECTION = 'ch.swisstopo.source'
let catalog: FakeCatalog

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Json = any
const api = () => `${catalog.origin}/api/stac/v1`
const itemsUrl = (collection = COLLECTION) => `${api()}/collections/${collection}/items`

/** A query string from pairs, each value percent-encoded as a client must (a '+' left bare is a space to the service). */
const query = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: Json }> {
  const response = await fetch(url, { headers })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text === '' ? undefined : JSON.parse(text) }
}
const ids = async (pairs: ReadonlyArray<readonly [string, string]>): Promise<string[]> => {
  const answer = await get(`${itemsUrl()}${query(pairs)}`)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return (answer.json.features as Array<{ id: string }>).map((feature) => feature.id)
}
const refusal = async (pairs: ReadonlyArray<readonly [string, string]>, collection = COLLECTION) => {
  const { status, json } = await get(`${itemsUrl(collection)}${query(pairs)}`)
  return { status, json }
}
beforeAll(async () => {
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION, 'ch.empty'] })
  for (const [id, item] of Object.entries(PLACES)) catalog.seedItem(COLLECTION, { id, ...item })
})
afterAll(() => catalog?.close())

const BBOX_MESSAGE = 'Invalid bbox query parameter,  has to contain 4 values. f.ex. bbox=5.96,45.82,10.49,47.81'
const ISOFORMAT_MESSAGE = 'Invalid datetime query parameter, must be isoformat'
const OPEN_MESSAGE = 'Invalid datetime query parameter, cannot start with open range when no end range is defined'

describe('bbox as the query gives it: Python Decimal values, and its refusals', () => {
  it('reads each value as Python Decimal does (spaces around it, underscores, exponents) and a box of one point as that point', async () => {
    expect(await ids([['bbox', ' 7.4, 46.9 ,7.5 , 47.0 ']])).toEqual(['a-bern'])
    expect(await ids([['bbox', '7_4e-1,469e-1,7.5,47']])).toEqual(['a-bern'])
    expect(await ids([['bbox', '7.44,46.95,7.44,46.95']])).toEqual(['a-bern'])
    expect(await ids([['bbox', '8.55,47.4,8.55,47.4']])).toEqual(['b-zurich'])
    // Longitudes past 180 are only logged as unusual.
    expect(await ids([['bbox', '170,40,190,50']])).toEqual([])
  })

  it('refuses what is not four numbers, or a box with no area, with its one message; six values are a 3D box it does not implement', async () => {
    for (const bad of [
      '7.4,46.9,7.5',
      '7.4,46.9,7.5,47.0,1',
      'a,b,c,d',
      '7.4,,7.5,47',
      '7.4,46.9,7.4,47.0',
      '7.4,46.9,7.5,46.9',
      '7.4 46.9 7.5 47',
    ]) {
      expect(await refusal([['bbox', bad]]), bad).toEqual({ status: 400, json: { code: 400, description: [BBOX_MESSAGE] } })
    }
    expect(await refusal([['bbox', '7.4,46.9,0,7.5,47.0,4000']])).toEqual({
      status: 501,
      json: { code: 501, description: '3-dimensional bbox is currently not supported' },
    })
  })
})

describe('datetime as the query gives it: what fromisoformat reads (.. or nothing before the slash an open start)', () => {
  it('an instant matches the items of exactly that datetime (to the microsecond), never an interval item', async () => {
    expect(await ids([['datetime', '2024-01-01T00:00:00Z']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2024-01-01']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2024-01-01t01:00:00+01:00']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2024-02-01T12:00:00.250001z']])).toEqual(['b-zurich'])
    expect(await ids([['datetime', '2024-02-01T12:00:00.25Z']])).toEqual([])
    expect(await ids([['datetime', '20240201T120000,2500019Z']])).toEqual(['b-zurich'])
    expect(await ids([['datetime', '2024-03-15T00:00:00Z']])).toEqual([])
    // Nothing after the slash is an instant too.
    expect(await ids([['datetime', '2024-01-01T00:00:00Z/']])).toEqual(['a-bern'])
  })

  it('refuses what Python fromisoformat does not read, and an open start with no end', async () => {
    for (const bad of [
      'yesterday',
      '2024-13-01',
      '2024-02-30T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T00:00:00+24:00',
      '2024-1-1',
      '2024-01-01T00:00:00Z/2024',
      '2024-01-01/2024-02-01/2024-03-01',
    ]) {
      expect(await refusal([['datetime', bad]]), bad).toEqual({ status: 400, json: { code: 400, description: [ISOFORMAT_MESSAGE] } })
    }
    for (const open of ['..', '../..', '/', '/..']) {
      expect(await refusal([['datetime', open]]), open).toEqual({ status: 400, json: { code: 400, description: [OPEN_MESSAGE] } })
    }
    // A '+' left unencoded in the query is a space, which fromisoformat refuses.
    const bare = await get(`${itemsUrl()}?datetime=2024-01-01T01:00:00+01:00`)
    expect(bare).toMatchObject({ status: 400, json: { code: 400, description: [ISOFORMAT_MESSAGE] } })
  })

  it('reads ISO week dates and every form of time and offset fromisoformat reads', async () => {
    // 2024-W01-1 is Monday 2024-01-01.
    expect(await ids([['datetime', '2024-W01-1']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2024W01']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2024-01-01 02:30:00+0230']])).toEqual(['a-bern'])
    expect(await ids([['datetime', '2023-12-31T23-01']])).toEqual(['a-bern'])
  })
})

describe('the order of refusals, repeated parameters and pages', () => {
  it('an unknown collection first, then the bbox, then the datetime, then the limit and the cursor', async () => {
    expect(await refusal([['bbox', 'x']], 'ch.nothing')).toEqual({ status: 404, json: { code: 404, description: 'Not found.' } })
    expect(
      (
        await refusal([
          ['bbox', 'x'],
          ['datetime', 'x'],
          ['limit', '0'],
        ])
      ).json.description,
    ).toEqual([BBOX_MESSAGE])
    expect(
      (
        await refusal([
          ['datetime', 'x'],
          ['limit', '0'],
        ])
      ).json.description,
    ).toEqual([ISOFORMAT_MESSAGE])
    expect(
      (
        await refusal([
          ['datetime', '2024-01-01'],
          ['limit', '0'],
        ])
      ).json.description,
    ).toEqual(['limit query parameter too small, must be in range 1..100'])
    // An empty filter is no filter.
    expect(
      await ids([
        ['bbox', ''],
        ['datetime', ''],
      ]),
    ).toEqual(Object.keys(PLACES))
  })

  it('takes the last of a repeated parameter, as Django QueryDict.get does', async () => {
    expect(
      await ids([
        ['bbox', '0,0,1,1'],
        ['bbox', '7.4,46.9,7.5,47.0'],
      ]),
    ).toEqual(['a-bern'])
    expect(
      await ids([
        ['datetime', 'x'],
        ['datetime', '2024-04-01'],
      ]),
    ).toEqual(['d-valais'])
  })

  it('pages through the matching items only, the filters kept in next and previous, the query sorted and quoted as Python does', async () => {
    const filters: Array<[string, string]> = [
      ['datetime', '2023-01-01T00:00:00Z/2024-12-31T00:00:00Z'],
      ['bbox', '6.0,46.0,8.7,47.5'],
      ['limit', '2'],
    ]
    const first = await get(`${itemsUrl()}${query(filters)}`)
    expect((first.json.features as Array<{ id: string }>).map((f) => f.id)).toEqual(['a-bern', 'b-zurich'])
    const next = (first.json.links as Array<{ rel: string; href: string }>).find((link) => link.rel === 'next')!.href
    expect(next).toMatch(
      new RegExp(
        `^${itemsUrl().replaceAll('.', '\\.')}\\?bbox=6\\.0%2C46\\.0%2C8\\.7%2C47\\.5&cursor=[^&]+&datetime=2023-01-01T00%3A00%3A00Z%2F2024-12-31T00%3A00%3A00Z&limit=2$`,
      ),
    )
    const seen: string[] = []
    let url: string | undefined = `${itemsUrl()}${query(filters)}`
    while (url !== undefined) {
      const page = await get(url)
      seen.push(...(page.json.features as Array<{ id: string }>).map((f) => f.id))
      const links = page.json.links as Array<{ rel: string; href: string }>
      url = links.find((link) => link.rel === 'next')?.href
      for (const link of links.filter((l) => l.rel === 'next' || l.rel === 'previous')) {
        const params = new URL(link.href).searchParams
        expect([params.get('bbox'), params.get('datetime'), params.get('limit')], link.rel).toEqual([
          '6.0,46.0,8.7,47.5',
          filters[0]![1],
          '2',
        ])
      }
    }
    expect(seen).toEqual(['a-bern', 'b-zurich', 'c-geneva', 'd-valais', 'e-lucerne'])
  })
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest()

describe("an asset's file at its href, on the storage, read without a token", () => {
  const BYTES = Buffer.from('station;date;value\nBER;2024-01-01;1.5\nZRH;2024-01-01;2.5\n')

  it('GET gives its bytes with the headers S3 gives a multipart object; HEAD the same headers and no body', async () => {
    await catalog.seedAsset(COLLECTION, 'a-bern', { id: 'values.csv', type: 'text/csv' }, BYTES)
    const shown = (await get(`${itemsUrl()}/a-bern/assets/values.csv`)).json
    expect(shown.href).toBe(`${catalog.storageOrigin}/${COLLECTION}/a-bern/values.csv`)
    const answer = await fetch(shown.href as string)
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(BYTES)
    const etag = `"${createHash('md5').update(md5(BYTES)).digest('hex')}-1"`
    const headers = Object.fromEntries(answer.headers)
    expect(headers).toMatchObject({
      'content-type': 'text/csv',
      'content-length': String(BYTES.length),
      'accept-ranges': 'bytes',
      etag,
      'cache-control': 'max-age=7200, public',
      'x-amz-meta-sha256': sha256(BYTES),
      'last-modified': expect.stringMatching(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
    })
    expect(`1220${headers['x-amz-meta-sha256']}`).toBe(shown['file:checksum'])
    const head = await fetch(shown.href as string, { method: 'HEAD' })
    expect(Object.fromEntries(head.headers)).toMatchObject({ etag, 'content-length': String(BYTES.length), 'content-type': 'text/csv' })
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers a byte range (206), a suffix and an open range; 416 past the end; If-None-Match 304 and If-Match 412', async () => {
    const href = `${catalog.storageOrigin}/${COLLECTION}/a-bern/values.csv`
    const range = async (value: string) => {
      const answer = await fetch(href, { headers: { Range: value } })
      return { status: answer.status, range: answer.headers.get('content-range'), body: Buffer.from(await answer.arrayBuffer()).toString() }
    }
    const total = BYTES.length
    expect(await range('bytes=0-6')).toEqual({ status: 206, range: `bytes 0-6/${total}`, body: 'station' })
    expect(await range('bytes=-5')).toEqual({
      status: 206,
      range: `bytes ${total - 5}-${total - 1}/${total}`,
      body: BYTES.subarray(-5).toString(),
    })
    expect(await range(`bytes=${total - 3}-`)).toEqual({ status: 206, range: `bytes ${total - 3}-${total - 1}/${total}`, body: '.5\n' })
    expect(await range(`bytes=0-${total + 100}`)).toEqual({ status: 206, range: `bytes 0-${total - 1}/${total}`, body: BYTES.toString() })
    expect(await range(`bytes=${total}-`)).toMatchObject({ status: 416, body: expect.stringContaining('<Code>InvalidRange</Code>') })
    // Several ranges, or one S3 cannot read, are ignored: the whole object.
    expect(await range('bytes=0-1,4-5')).toMatchObject({ status: 200, range: null, body: BYTES.toString() })
    expect(await range('lines=1-2')).toMatchObject({ status: 200, body: BYTES.toString() })
    const etag = (await fetch(href, { method: 'HEAD' })).headers.get('etag')!
    const notModified = await fetch(href, { headers: { 'If-None-Match': etag } })
    expect([notModified.status, notModified.headers.get('etag'), (await notModified.arrayBuffer()).byteLength]).toEqual([304, etag, 0])
    const changed = await fetch(href, { headers: { 'If-Match': '"other"' } })
    expect(changed.status).toBe(412)
    expect(await changed.text()).toContain('<Code>PreconditionFailed</Code>')
  })

  it('an object uploaded in parts has the ETag S3 gives it: the MD5 of its parts’ MD5s and their count', async () => {
    const collection = 'ch.swisstopo.uploaded'
    catalog.seedItem(collection, { id: 'it', ...PLACES['a-bern'] })
    const assetUrl = `${api()}/collections/${collection}/items/it/assets/data.csv`
    const write = (method: string, url: string, body: unknown) =>
      fetch(url, { method, headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await write('PUT', assetUrl, { id: 'data.csv', type: 'text/csv' })).status).toBe(201)
    const partMd5 = md5(BYTES).toString('base64')
    const created = (await (
      await write('POST', `${assetUrl}/uploads`, {
        number_parts: 1,
        md5_parts: [{ part_number: 1, md5: partMd5 }],
        'file:checksum': `1220${sha256(BYTES)}`,
      })
    ).json()) as { upload_id: string; urls: Array<{ url: string }> }
    const part = await fetch(created.urls[0]!.url, { method: 'PUT', headers: { 'Content-MD5': partMd5 }, body: BYTES })
    const completed = await write('POST', `${assetUrl}/uploads/${created.upload_id}/complete`, {
      parts: [{ etag: part.headers.get('etag'), part_number: 1 }],
    })
    expect(completed.status).toBe(200)
    const served = await fetch(`${catalog.storageOrigin}/${collection}/it/data.csv`, { method: 'HEAD' })
    expect(served.headers.get('etag')).toBe(`"${createHash('md5').update(md5(BYTES)).digest('hex')}-1"`)
    expect(served.headers.get('x-amz-meta-sha256')).toBe(sha256(BYTES))
  })

  it('a seeded asset whose declared file:checksum is not its bytes keeps both, as an upload with a wrong checksum leaves them', async () => {
    const wrong = `1220${'ab'.repeat(32)}`
    await catalog.seedAsset(COLLECTION, 'b-zurich', { id: 'values.csv', type: 'text/csv', 'file:checksum': wrong }, BYTES)
    const shown = (await get(`${itemsUrl()}/b-zurich/assets/values.csv`)).json
    expect(shown['file:checksum']).toBe(wrong)
    const served = await fetch(shown.href as string)
    expect(served.headers.get('x-amz-meta-sha256')).toBe('ab'.repeat(32))
    expect(`1220${sha256(Buffer.from(await served.arrayBuffer()))}`).not.toBe(wrong)
    expect(catalog.asset(COLLECTION, 'b-zurich', 'values.csv')).toMatchObject({ checksum: wrong, fileSize: BYTES.length })
    expect(catalog.asset(COLLECTION, 'b-zurich', 'values.csv')!.fields).toEqual({ id: 'values.csv', type: 'text/csv' })
  })
})

describe('a source catalog beside the target, both signing in at one identity provider', () => {
  let identity: Identity | undefined
  let target: FakeCatalog | undefined
  let source: Awaited<ReturnType<typeof startSourceCatalog>> | undefined
  afterAll(async () => {
    await Promise.all([target?.close(), source?.catalog.close()])
    await identity?.cognito.stop()
  })

  it('serves 200 items with 400 assets, one whose bytes are not its checksum, and changes exactly the assets it is told to', async () => {
    identity = await startIdentity('promoter')
    target = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      collections: ['ch.example.promoted'],
    })
    source = await startSourceCatalog(identity, {
      collection: 'ch.example.source',
      items: 200,
      mismatched: [{ item: 'scene-0007', asset: 'data.csv' }],
    })
    const signedIn = await identity.cognito.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.client.clientId,
      AuthParameters: { USERNAME: identity.user.username, PASSWORD: identity.user.password },
    })
    const token = (signedIn.AuthenticationResult as { AccessToken: string }).AccessToken
    for (const [where, collection] of [
      [target, 'ch.example.promoted'],
      [source.catalog, 'ch.example.source'],
    ] as const) {
      const write = await fetch(`${where.origin}/api/stac/v1/collections/${collection}/items/probe`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'probe', ...PLACES['a-bern'] }),
      })
      expect(write.status, where.origin).toBe(201)
    }
    expect(source.assets).toHaveLength(400)

    interface Listed {
      readonly id: string
      readonly bbox: readonly number[]
      readonly properties: Readonly<Record<string, unknown>>
      readonly assets: Readonly<Record<string, { readonly href: string; readonly 'file:checksum': string }>>
    }
    const listed: Listed[] = []
    let url: string | undefined = `${source.catalog.origin}/api/stac/v1/collections/ch.example.source/items`
    while (url !== undefined) {
      const page = await get(url)
      listed.push(...(page.json.features as Listed[]))
      url = (page.json.links as Array<{ rel: string; href: string }>).find((link) => link.rel === 'next')?.href
    }
    expect(listed.filter((item) => item.id !== 'probe')).toHaveLength(200)
    const mismatched: string[] = []
    for (const item of listed) {
      for (const [id, asset] of Object.entries(item.assets)) {
        const bytes = Buffer.from(await (await fetch(asset.href)).arrayBuffer())
        if (`1220${sha256(bytes)}` !== asset['file:checksum']) mismatched.push(`${item.id}/${id}`)
      }
    }
    expect(mismatched).toEqual(['scene-0007/data.csv'])
    // Footprints in Switzerland, datetimes one a day, some of them intervals.
    expect(listed.every(({ bbox: [w = 0, s = 0, e = 0, n = 0] }) => w >= 5.96 && e <= 10.49 && s >= 45.82 && n <= 47.81)).toBe(true)
    expect(listed.some((item) => item.properties.start_datetime !== undefined)).toBe(true)

    const before = new Map(source.assets.map((a) => [`${a.item}/${a.asset}`, a.checksum]))
    const changed = await changeSourceAssets(source.catalog, source.assets, 10)
    expect(changed).toHaveLength(10)
    const after = source.catalog
      .items('ch.example.source')
      .flatMap((item) =>
        item.assets.map((id) => [`${item.id}/${id}`, source!.catalog.asset('ch.example.source', item.id, id)!.checksum] as const),
      )
    expect(after.filter(([key, checksum]) => before.has(key) && before.get(key) !== checksum).map(([key]) => key)).toEqual(
      changed.map((a) => `${a.item}/${a.asset}`),
    )
  })

  it('seeds the same items, footprints and bytes every time', async () => {
    const one = await startFakeCatalog({ collections: [] })
    const two = await startFakeCatalog({ collections: [] })
    try {
      const [a, b] = await Promise.all([
        seedSource(one, { collection: 'ch.x', items: 5 }),
        seedSource(two, { collection: 'ch.x', items: 5 }),
      ])
      expect(a.map((asset) => [asset.item, asset.asset, asset.checksum])).toEqual(
        b.map((asset) => [asset.item, asset.asset, asset.checksum]),
      )
      expect(one.items('ch.x').map((item) => [item.geometry, item.properties])).toEqual(
        two.items('ch.x').map((item) => [item.geometry, item.properties]),
      )
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })
})
