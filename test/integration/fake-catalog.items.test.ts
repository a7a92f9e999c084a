import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'

// Items as service-stac (900c5ed) takes and shows them; the footprint checks are the fake's own, stricter.
const TOKEN = 'test-token'
const COLLECTION = 'ch.items'
let now = Date.parse('2026-03-01T12:00:00Z')
let catalog: FakeCatalog
beforeAll(async () => {
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    collections: [COLLECTION, 'ch.empty'],
    items: { 'ch.seeded': ['s1'] },
    now: () => now,
  })
})
afterAll(() => catalog?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Json = any
const itemUrl = (id: string, collection = COLLECTION) => `${catalog.origin}/api/stac/v1/collections/${collection}/items/${id}`
async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: Json }> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text === '' ? undefined : JSON.parse(text) }
}

const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [7, 46],
      [8, 46],
      [8, 47],
      [7, 47],
      [7, 46],
    ],
  ],
}
const body = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  geometry: SQUARE,
  properties: { datetime: '2024-05-01T10:00:00Z' },
  ...extra,
})
const errorOf = async (id: string, sent: unknown): Promise<unknown> => (await call('PUT', itemUrl(id), sent)).json
type Page = {
  readonly features: ReadonlyArray<{ readonly id: string }>
  readonly links: ReadonlyArray<{ readonly rel: string; readonly href: string }>
}
const ids = (answer: { json: Json }) => (answer.json as Page).features.map((feature) => feature.id)
const links = (answer: { json: Json }) => (answer.json as Page).links

describe('PUT, GET, PATCH, DELETE of an item', () => {
  it('PUT creates (201) and replaces (200); GET shows it as the service does, with an ETag', async () => {
    const created = await call('PUT', itemUrl('shown'), body('shown', { properties: { datetime: '2024-05-01T10:00:00Z', title: 'Shown' } }))
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(itemUrl('shown'))
    expect(created.headers.get('etag')).toBeNull()
    const read = await call('GET', itemUrl('shown'))
    expect(read.json).toEqual({
      id: 'shown',
      collection: COLLECTION,
      type: 'Feature',
      stac_version: '1.0.0',
      geometry: SQUARE,
      bbox: [7, 46, 8, 47],
      properties: { datetime: '2024-05-01T10:00:00Z', title: 'Shown', created: '2026-03-01T12:00:00Z', updated: '2026-03-01T12:00:00Z' },
      stac_extensions: ['https://stac-extensions.github.io/timestamps/v1.1.0/schema.json'],
      links: [
        { rel: 'self', href: itemUrl('shown') },
        { rel: 'root', href: `${catalog.origin}/api/stac/v1/` },
        { rel: 'parent', href: `${catalog.origin}/api/stac/v1/collections/${COLLECTION}` },
        { rel: 'collection', href: `${catalog.origin}/api/stac/v1/collections/${COLLECTION}` },
        {
          rel: 'alternate',
          title: 'STAC Browser',
          type: 'text/html',
          href: `${catalog.origin}/browser/index.html#/collections/${COLLECTION}/items/shown`,
        },
      ],
      assets: {},
    })
    expect(read.headers.get('etag')).toBe(catalog.item(COLLECTION, 'shown')?.etag)
    expect(read.headers.get('cache-control')).toBe('max-age=600, public')
    now += 1000
    expect((await call('PUT', itemUrl('shown'), body('shown'))).status).toBe(200)
    expect(catalog.item(COLLECTION, 'shown')).toMatchObject({
      properties: { datetime: '2024-05-01T10:00:00Z' },
      updated: '2026-03-01T12:00:01Z',
    })
  })

  it('PUT erases what it is not sent; PATCH merges, null removes, and (as the service does) drops the links it is not sent', async () => {
    const link = { href: 'https://example.ch/doc', rel: 'describedby', title: 'Doc' }
    const future = '2027-01-01T00:00:00Z'
    await call(
      'PUT',
      itemUrl('erased'),
      body('erased', { properties: { datetime: '2024-01-01', title: 'T', expires: future }, links: [link] }),
    )
    expect(catalog.item(COLLECTION, 'erased')).toMatchObject({
      properties: { datetime: '2024-01-01T00:00:00Z', title: 'T', expires: '2027-01-01T00:00:00Z' },
      links: [link],
    })
    expect(links(await call('GET', itemUrl('erased'))).at(-1)).toEqual(link)
    await call('PUT', itemUrl('erased'), body('erased'))
    expect(catalog.item(COLLECTION, 'erased')).toMatchObject({ properties: { datetime: '2024-05-01T10:00:00Z' }, links: [] })
    expect(catalog.item(COLLECTION, 'erased')?.properties).not.toHaveProperty('title')

    await call('PUT', itemUrl('erased'), body('erased', { properties: { datetime: '2024-01-01', title: 'T' }, links: [link] }))
    const patched = await call('PATCH', itemUrl('erased'), { properties: { expires: future } })
    expect(patched.status).toBe(200)
    expect(catalog.item(COLLECTION, 'erased')).toMatchObject({ properties: { title: 'T', expires: '2027-01-01T00:00:00Z' }, links: [] })
    await call('PATCH', itemUrl('erased'), { properties: { title: null }, links: [link] })
    expect(catalog.item(COLLECTION, 'erased')?.properties).toEqual({ datetime: '2024-01-01T00:00:00Z', expires: '2027-01-01T00:00:00Z' })
    expect(catalog.item(COLLECTION, 'erased')?.links).toEqual([link])
    // From datetime to a range takes the datetime out explicitly.
    expect(
      (await call('PATCH', itemUrl('erased'), { properties: { start_datetime: '2024-01-01', end_datetime: '2024-12-31' } })).json,
    ).toEqual({
      code: 400,
      description: { non_field_errors: ['Cannot provide together property datetime with datetime range (start_datetime, end_datetime)'] },
    })
    expect(
      (await call('PATCH', itemUrl('erased'), { properties: { datetime: null, start_datetime: '2024-01-01', end_datetime: '2024-12-31' } }))
        .status,
    ).toBe(200)
  })

  it('stores links as update_or_create_links does: one per rel in the order first stored, type and title kept where left out, hreflang as first stored', async () => {
    const license = { href: 'https://example.ch/terms', rel: 'license', title: 'Terms', type: 'text/html', hreflang: 'de' }
    const via = { href: 'https://example.ch/origin', rel: 'via' }
    await call('PUT', itemUrl('linked'), body('linked', { links: [license, via] }))
    const shown = links(await call('GET', itemUrl('linked')))
    expect(shown.map((link) => link.rel)).toEqual(['self', 'root', 'parent', 'collection', 'alternate', 'license', 'via'])
    expect(shown.slice(-2)).toEqual([license, via])

    // Sent in another order, the license without type and title and with another language: the order stays, and so do
    // its type, title and hreflang.
    await call('PATCH', itemUrl('linked'), {
      links: [
        { ...via, href: 'https://example.ch/v2' },
        { rel: 'license', href: 'https://example.ch/t2', hreflang: 'fr' },
      ],
    })
    expect(catalog.item(COLLECTION, 'linked')?.links).toEqual([
      { ...license, href: 'https://example.ch/t2' },
      { ...via, href: 'https://example.ch/v2' },
    ])
    // Empty type and null title clear them; a second link of a rel updates the first; rels not sent are deleted.
    await call(
      'PUT',
      itemUrl('linked'),
      body('linked', {
        links: [
          { ...license, type: '', title: null },
          { rel: 'license', href: 'https://example.ch/t3' },
        ],
      }),
    )
    expect(catalog.item(COLLECTION, 'linked')?.links).toEqual([{ rel: 'license', href: 'https://example.ch/t3', type: '', hreflang: 'de' }])
    // Only a link deleted and sent again takes another hreflang, and comes last.
    await call('PATCH', itemUrl('linked'), { links: [via] })
    await call('PATCH', itemUrl('linked'), { links: [via, license] })
    expect(catalog.item(COLLECTION, 'linked')?.links).toEqual([via, license])

    expect((await call('PATCH', itemUrl('linked'), { links: [{ rel: 'via', href: 'https://example.ch/a b' }] })).json).toEqual({
      code: 400,
      description: { links: [{ href: ['Enter a valid URL.'] }] },
    })
  })

  it('a bulk create with two links of one rel in a feature: the links refused by their unique key, the items made without links or assets', async () => {
    const url = `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items`
    const twice = [
      { rel: 'license', href: 'https://example.ch/a' },
      { rel: 'license', href: 'https://example.ch/b' },
    ]
    const features = [
      body('bulk-a', { links: [twice[0]] }),
      body('bulk-b', { links: twice, assets: { 'b.csv': { type: 'text/csv', href: 'https://example.ch/b.csv' } } }),
    ]
    const answer = await call('POST', url, { features }, { 'Idempotency-Key': 'k' })
    expect(answer.status).toBe(400)
    expect(answer.json.description).toMatch(
      /^duplicate key value violates unique constraint "stac_api_itemlink_rel_item_id_[0-9a-f]{8}_uniq"\nDETAIL: {2}Key \(rel, item_id\)=\(license, \d+\) already exists\.$/,
    )
    expect(catalog.item(COLLECTION, 'bulk-a')).toMatchObject({ links: [], assets: [] })
    expect(catalog.item(COLLECTION, 'bulk-b')).toMatchObject({ links: [], assets: [] })
  })

  it('DELETE of an item that still has assets answers 400; without them 200 with its parent link', async () => {
    await call('PUT', itemUrl('deleted'), body('deleted'))
    await call('PUT', `${itemUrl('deleted')}/assets/a.csv`, { id: 'a.csv', type: 'text/csv' })
    expect(await call('DELETE', itemUrl('deleted'))).toMatchObject({
      status: 400,
      json: { code: 400, description: ['Deleting Item with assets not allowed'] },
    })
    await call('DELETE', `${itemUrl('deleted')}/assets/a.csv`)
    expect(await call('DELETE', itemUrl('deleted'))).toMatchObject({
      status: 200,
      json: {
        code: 200,
        description: `${COLLECTION}/deleted successfully deleted`,
        links: [{ rel: 'parent', href: `${catalog.origin}/api/stac/v1/collections/${COLLECTION}` }],
      },
    })
    expect((await call('GET', itemUrl('deleted'))).status).toBe(404)
  })

  it('an item is never made implicitly: assets of a missing item, or items of a missing collection, are 404', async () => {
    expect((await call('PUT', `${itemUrl('nowhere')}/assets/a.csv`, { id: 'a.csv', type: 'text/csv' })).status).toBe(404)
    expect((await call('PUT', itemUrl('i', 'ch.missing'), body('i'))).json).toEqual({ code: 404, description: 'Not found.' })
    expect((await call('GET', `${catalog.origin}/api/stac/v1/collections/ch.missing/items`)).status).toBe(404)
  })

  it("an item's ETag changes with its assets; If-Match guards a PATCH", async () => {
    await call('PUT', itemUrl('tagged'), body('tagged'))
    const first = catalog.item(COLLECTION, 'tagged')!.etag
    expect(first).toMatch(/^"[0-9a-f-]{36}"$/)
    await call('PUT', `${itemUrl('tagged')}/assets/a.csv`, { id: 'a.csv', type: 'text/csv' })
    const second = catalog.item(COLLECTION, 'tagged')!.etag
    expect(second).not.toBe(first)
    expect((await call('PATCH', itemUrl('tagged'), { properties: { title: 'x' } }, { 'If-Match': first })).status).toBe(412)
    expect((await call('PATCH', itemUrl('tagged'), { properties: { title: 'x' } }, { 'If-Match': second })).status).toBe(200)
    expect((await call('GET', itemUrl('tagged'))).json.assets).toEqual({
      'a.csv': {
        type: 'text/csv',
        href: expect.stringMatching(/\/ch.items\/tagged\/a.csv$/),
        created: expect.any(String),
        updated: expect.any(String),
      },
    })
  })

  it('If-None-Match: * creates an item only where none of its id exists; an expired one counts (its ETag is looked up unfiltered)', async () => {
    expect((await call('PUT', itemUrl('guarded-new'), body('guarded-new'), { 'If-None-Match': '*' })).status).toBe(201)
    expect((await call('PUT', itemUrl('guarded-new'), body('guarded-new'), { 'If-None-Match': '*' })).status).toBe(412)
    const expires = new Date(now + 3600_000).toISOString()
    catalog.seedItem(COLLECTION, body('guarded-expired', { properties: { datetime: '2024-01-01', title: 'Old', expires } }))
    const saved = now
    now += 2 * 3600_000
    try {
      // The service's get_item_etag reads the item without the filter that hides expired ones.
      expect((await call('GET', itemUrl('guarded-expired'))).status).toBe(404)
      expect((await call('PUT', itemUrl('guarded-expired'), body('guarded-expired'), { 'If-None-Match': '*' })).status).toBe(412)
      expect((await call('PATCH', itemUrl('guarded-expired'), { properties: { title: 'x' } }, { 'If-Match': '*' })).status).toBe(404)
      expect(catalog.item(COLLECTION, 'guarded-expired')).toMatchObject({ expired: true, properties: { title: 'Old' } })
      // A PUT without the condition revives it, with only what it sends.
      expect((await call('PUT', itemUrl('guarded-expired'), body('guarded-expired'))).status).toBe(200)
      expect(catalog.item(COLLECTION, 'guarded-expired')).toMatchObject({
        expired: false,
        properties: { datetime: '2024-05-01T10:00:00Z' },
      })
    } finally {
      now = saved
    }
  })
})

describe('what the service refuses in an item body', () => {
  it.each([
    ['no datetime and no range', { datetime: null }, "Property end_datetime can't be null when no property datetime is given"],
    ['a start without an end', { start_datetime: '2024-01-01' }, "Property end_datetime can't be null when no property datetime is given"],
    ['an end without a start', { end_datetime: '2024-01-01' }, "Property start_datetime can't be null when no property datetime is given"],
    [
      'an end before the start',
      { start_datetime: '2024-02-01', end_datetime: '2024-01-01' },
      "Property end_datetime can't refer to a date earlier than property start_datetime",
    ],
    [
      'both forms',
      { datetime: '2024-01-01', start_datetime: '2024-01-01', end_datetime: '2024-02-01' },
      'Cannot provide together property datetime with datetime range (start_datetime, end_datetime)',
    ],
    ['expires in the past', { datetime: '2024-01-01', expires: '2026-02-01T00:00:00Z' }, "Property expires can't be in the past."],
  ])('%s', async (_what, properties, message) => {
    expect(await errorOf('dates', { id: 'dates', geometry: SQUARE, properties })).toEqual({
      code: 400,
      description: { non_field_errors: [message] },
    })
  })

  it('missing, malformed and unknown fields, with the messages and the shapes of its serializer', async () => {
    expect(await errorOf('x', {})).toEqual({
      code: 400,
      description: { id: ['This field is required.'], geometry: ['This field is required.'], properties: ['This field is required.'] },
    })
    expect(await errorOf('x', { id: 'X', geometry: SQUARE, properties: { datetime: 'yesterday', title: '' } })).toEqual({
      code: 400,
      description: {
        id: ['Invalid id, only the following characters are allowed: 0-9a-z-_.'],
        properties: {
          datetime: ['Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].'],
          title: ['This field may not be blank.'],
        },
      },
    })
    expect(await errorOf('x', body('x', { properties: [] }))).toEqual({
      code: 400,
      description: { properties: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] } },
    })
    expect(
      await errorOf(
        'x',
        body('x', {
          links: [
            { href: 'https://example.ch', rel: 'describedby' },
            { href: 'nope', rel: 'self' },
          ],
        }),
      ),
    ).toEqual({
      code: 400,
      description: {
        links: [
          {},
          {
            href: ['Enter a valid URL.'],
            rel: [
              "Invalid rel attribute, must not be in ['self', 'root', 'parent', 'items', 'collection', 'service-desc', 'service-doc', 'search', 'conformance']",
            ],
          },
        ],
      },
    })
    expect(await errorOf('x', body('x', { type: 'Feature', bbox: [0, 0, 1, 1], foo: 1 }))).toEqual({
      code: 400,
      description: {
        type: ['Found read-only property in payload'],
        bbox: ['Found read-only property in payload'],
        foo: ['Unexpected property in payload'],
      },
    })
    expect(await errorOf('x', body('y'))).toEqual({ code: 400, description: { id: 'Renaming is not allowed' } })
    expect(await errorOf('x', body('x', { geometry: { type: 'Circle', coordinates: [7, 46] } }))).toEqual({
      code: 400,
      description: {
        geometry: ['Unable to convert to python object: Invalid geometry pointer returned from "OGR_G_CreateGeometryFromJson".'],
      },
    })
    // Properties it does not know are dropped without a word; an assets map fails in its database layer.
    expect((await call('PUT', itemUrl('quiet'), body('quiet', { properties: { datetime: '2024-01-01', colour: 'red' } }))).status).toBe(201)
    expect(catalog.item(COLLECTION, 'quiet')?.properties).toEqual({ datetime: '2024-01-01T00:00:00Z' })
    expect(await call('PUT', itemUrl('quiet'), body('quiet', { assets: {} }))).toMatchObject({
      status: 500,
      json: { description: "TypeError('Direct assignment to the reverse side of a related set is prohibited. Use assets.set() instead.')" },
    })
  })
})

describe('footprints: the fake refuses what the service would publish unchecked', () => {
  const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings })
  const square = (x: number, y: number, size = 1) => [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ]
  it.each([
    ['LV95 metres taken as degrees', polygon(square(2600000, 1200000, 1000)), /outside WGS84/],
    ['a latitude beyond 90', { type: 'Point', coordinates: [7, 95] }, /outside WGS84/],
    ['a ring that is not closed', polygon(square(7, 46).slice(0, 4)), /not closed/],
    [
      'a ring with fewer than 4 positions',
      polygon([
        [7, 46],
        [8, 46],
        [7, 46],
      ]),
      /at least 4/,
    ],
    [
      'a self-intersecting ring (a bow tie)',
      polygon([
        [7, 46],
        [8, 47],
        [8, 46],
        [7, 47],
        [7, 46],
      ]),
      /intersects itself/,
    ],
    ['a hole outside its shell', polygon(square(7, 46), square(9, 46, 0.5)), /not inside its shell/],
    ['MultiPolygon parts that overlap', { type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(7.5, 46.5)]] }, /overlap/],
    ['MultiPolygon parts that share an edge', { type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(8, 46)]] }, /share an edge/],
    ['an empty geometry', { type: 'MultiPolygon', coordinates: [] }, /empty/],
    ['a WKT string', 'POLYGON ((7 46, 8 46, 8 47, 7 46))', /GeoJSON object/],
  ])('%s', async (_what, geometry, reason) => {
    const answer = await call('PUT', itemUrl('footprint'), body('footprint', { geometry }))
    expect(answer.status).toBe(400)
    expect(answer.json.description.geometry[0]).toMatch(reason)
    expect(answer.json.description.geometry[0]).toMatch(/The fake catalog refuses what the service would publish unchecked/)
  })

  it.each([
    ['a point', { type: 'Point', coordinates: [7.4, 46.9] }],
    ['a polygon with a hole', polygon(square(7, 46, 2), square(7.5, 46.5, 0.5))],
    ['parts that touch at a corner', { type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(8, 47)]] }],
    ['an island in a lake', { type: 'MultiPolygon', coordinates: [[square(7, 46, 3), square(8, 47)], [square(8.25, 47.25, 0.5)]] }],
    [
      'a line',
      {
        type: 'LineString',
        coordinates: [
          [7, 46],
          [8, 47],
        ],
      },
    ],
  ])('accepts %s', async (_what, geometry) => {
    expect((await call('PUT', itemUrl('fine'), body('fine', { geometry }))).status).toBeLessThan(300)
  })
})

describe('the list of items', () => {
  it('pages with limit and a cursor, next and previous links, and hides expired items', async () => {
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) catalog.seedItem('ch.paged', body(id))
    catalog.seedItem('ch.paged', body('p6', { properties: { datetime: '2024-01-01', expires: '2026-03-01T13:00:00Z' } }))
    const list = `${catalog.origin}/api/stac/v1/collections/ch.paged/items`
    const first = await call('GET', `${list}?limit=2`)
    expect(first.json).toMatchObject({ type: 'FeatureCollection', timeStamp: expect.stringMatching(/Z$/) })
    expect(ids(first)).toEqual(['p1', 'p2'])
    expect(links(first).map((l) => l.rel)).toEqual(['self', 'root', 'parent', 'collection', 'alternate', 'next'])
    const second = await call('GET', links(first).at(-1)!.href)
    expect(ids(second)).toEqual(['p3', 'p4'])
    const rels = Object.fromEntries(links(second).map((l) => [l.rel, l.href]))
    expect(ids(await call('GET', rels.previous!))).toEqual(['p1', 'p2'])
    const third = await call('GET', rels.next!)
    expect(ids(third)).toEqual(['p5', 'p6'])
    expect(links(third).map((l) => l.rel)).not.toContain('next')
    // Once expired, an item is gone from every read (but still stored, until the service deletes it).
    now += 2 * 3600_000
    expect(ids(await call('GET', list))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5'])
    expect((await call('GET', `${catalog.origin}/api/stac/v1/collections/ch.paged/items/p6`)).status).toBe(404)
    expect(catalog.item('ch.paged', 'p6')?.expired).toBe(true)
    expect((await call('GET', `${list}?limit=0`)).json).toEqual({
      code: 400,
      description: ['limit query parameter too small, must be in range 1..100'],
    })
    expect((await call('GET', `${list}?limit=x`)).json).toEqual({
      code: 400,
      description: ['Invalid limit query parameter: must be an integer'],
    })
    expect((await call('GET', `${list}?cursor=%21%21`)).json).toEqual({ code: 404, description: 'Invalid cursor' })
  })

  it('seeds collections without items, and items with a footprint and a datetime', async () => {
    expect((await call('GET', `${catalog.origin}/api/stac/v1/collections/ch.empty/items`)).json.features).toEqual([])
    expect(catalog.items('ch.seeded')).toEqual([
      expect.objectContaining({
        id: 's1',
        geometry: expect.objectContaining({ type: 'Polygon' }),
        properties: { datetime: '2024-01-01T00:00:00Z' },
      }),
    ])
    expect((await call('GET', itemUrl('s1', 'ch.seeded'))).json.bbox).toEqual([5.96, 45.82, 10.49, 47.81])
    expect(() => catalog.seedItem('ch.items', body('bad', { geometry: { type: 'Point', coordinates: [2600000, 1200000] } }))).toThrow(
      /outside WGS84/,
    )
  })
})
