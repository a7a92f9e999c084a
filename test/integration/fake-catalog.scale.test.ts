import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'

// What the largest publishers meet on service-stac 900c5ed: forecast properties and how the service
// shows them, items that expire, the item listing's cursor pages, and the bulk create of items.
const TOKEN = 'test-token'
const HOUR = 3_600_000
let now = Date.parse('2026-03-01T12:00:00Z')
let catalog: FakeCatalog
beforeAll(async () => {
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    collections: ['ch.fc', 'ch.bulk', 'ch.list', 'ch.exp', 'ch.sort'],
    now: () => now,
  })
})
afterAll(() => catalog?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Json = any
type Page = { readonly features: Array<{ readonly id: string }>; readonly links: Array<{ readonly rel: string; readonly href: string }> }
const idsOf = (answer: { json: Json }) => (answer.json as Page).features.map((f) => f.id)
const relsOf = (answer: { json: Json }) => (answer.json as Page).links.map((link) => link.rel)
const api = () => `${catalog.origin}/api/stac/v1`
const itemUrl = (collection: string, id: string) => `${api()}/collections/${collection}/items/${id}`
const itemsUrl = (collection: string) => `${api()}/collections/${collection}/items`
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
const POINT = { type: 'Point', coordinates: [7.44, 46.95] }
const feature = (id: string, properties: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  id,
  geometry: POINT,
  properties: { datetime: '2026-03-01T15:00:00Z', ...properties },
  ...extra,
})
const bulk = (collection: string, features: unknown, key: string | null = 'key-1') =>
  call('POST', itemsUrl(collection), features, key === null ? {} : { 'Idempotency-Key': key })

describe('forecast properties', () => {
  it('are taken under the extension names (or the model names), and shown as the service shows them', async () => {
    const sent = feature('fc-1', {
      'forecast:reference_datetime': '2026-03-01T03:00:00+01:00',
      'forecast:horizon': 'PT012H',
      'forecast:duration': '12:00:00',
      'forecast:variable': ' t_2m ',
      'forecast:perturbed': 'No',
      expires: '2026-03-02T03:00:00.5Z',
    })
    expect((await call('PUT', itemUrl('ch.fc', 'fc-1'), sent)).status).toBe(201)
    const shown = (await call('GET', itemUrl('ch.fc', 'fc-1'))).json
    expect(shown.properties).toEqual({
      datetime: '2026-03-01T15:00:00Z',
      created: '2026-03-01T12:00:00Z',
      updated: '2026-03-01T12:00:00Z',
      expires: '2026-03-02T03:00:00.500000Z',
      'forecast:reference_datetime': '2026-03-01T02:00:00Z',
      'forecast:horizon': 'P0DT12H00M00S',
      'forecast:duration': 'P0DT12H00M00S',
      'forecast:variable': 't_2m',
      'forecast:perturbed': false,
    })
    expect(Object.keys(shown.properties as object)).toEqual([
      'datetime',
      'created',
      'updated',
      'expires',
      'forecast:reference_datetime',
      'forecast:horizon',
      'forecast:duration',
      'forecast:variable',
      'forecast:perturbed',
    ])
    expect(shown.stac_extensions).toEqual(['https://stac-extensions.github.io/timestamps/v1.1.0/schema.json'])

    // The model's names are fields too; a PATCH with null removes one, a PUT erases what it is not sent.
    await call('PATCH', itemUrl('ch.fc', 'fc-1'), { properties: { forecast_horizon: 'P1DT6H', 'forecast:duration': null } })
    expect(catalog.item('ch.fc', 'fc-1')?.properties).toMatchObject({ 'forecast:horizon': 'P1DT06H00M00S', 'forecast:variable': 't_2m' })
    expect(catalog.item('ch.fc', 'fc-1')?.properties).not.toHaveProperty('forecast:duration')
    await call('PUT', itemUrl('ch.fc', 'fc-1'), feature('fc-1'))
    expect(catalog.item('ch.fc', 'fc-1')?.properties).toEqual({ datetime: '2026-03-01T15:00:00Z' })
  })

  it.each([
    ['PT12H', 'P0DT12H00M00S'],
    ['PT0H', 'P0DT00H00M00S'],
    ['P1DT6H', 'P1DT06H00M00S'],
    ['-PT1H', '-P0DT01H00M00S'],
    ['PT1.5H', 'P0DT01H30M00S'],
    ['PT0.25S', 'P0DT00H00M00.250000S'],
    ['1 day, 2:03:04', 'P1DT02H03M04S'],
    ['-1 12:00:00', '-P0DT12H00M00S'],
    ['90', 'P0DT00H01M30S'],
  ])('a duration sent as %s shows as %s', async (sent, shown) => {
    await call('PUT', itemUrl('ch.fc', 'span'), feature('span', { 'forecast:horizon': sent }))
    expect((await call('GET', itemUrl('ch.fc', 'span'))).json.properties['forecast:horizon']).toBe(shown)
  })

  it('refuses years, months and weeks, booleans it does not know, and fails on a duration that is no string', async () => {
    for (const sent of ['P1W', 'P1M', 'P1Y', 'PT']) {
      const answer = await call('PUT', itemUrl('ch.fc', 'bad'), feature('bad', { 'forecast:horizon': sent }))
      if (sent === 'PT') {
        // Django's ISO form has all of its parts optional.
        expect(answer.status).toBe(201)
        continue
      }
      expect(answer.json).toEqual({
        code: 400,
        description: { properties: { forecast_horizon: ['{"Duration doesn\'t match ISO 8601 format"}'] } },
      })
    }
    expect((await call('PUT', itemUrl('ch.fc', 'bad'), feature('bad', { 'forecast:perturbed': 'maybe' }))).json).toEqual({
      code: 400,
      description: { properties: { forecast_perturbed: ['Must be a valid boolean.'] } },
    })
    expect((await call('PUT', itemUrl('ch.fc', 'bad'), feature('bad', { 'forecast:variable': '' }))).json.description).toEqual({
      properties: { forecast_variable: ['This field may not be blank.'] },
    })
    const number = await call('PUT', itemUrl('ch.fc', 'bad'), feature('bad', { 'forecast:duration': 3600 }))
    expect(number).toMatchObject({
      status: 500,
      json: { code: 500, description: 'TypeError("expected string or bytes-like object, got \'int\'")' },
    })
  })

  it('names the forecast extension for the collections of MeteoSwiss ICON forecasts', async () => {
    catalog.seedItem('ch.meteoschweiz.ogd-forecasting-icon-ch1', feature('f'))
    expect((await call('GET', itemUrl('ch.meteoschweiz.ogd-forecasting-icon-ch1', 'f'))).json.stac_extensions).toEqual([
      'https://stac-extensions.github.io/timestamps/v1.1.0/schema.json',
      'https://stac-extensions.github.io/forecast/v0.2.0/schema.json',
    ])
  })
})

describe('items that expire', () => {
  it('are refused with an expiry in the past, hidden from every read once it passes, and revived by a PUT', async () => {
    expect((await call('PUT', itemUrl('ch.exp', 'past'), feature('past', { expires: '2026-03-01T11:59:59Z' }))).json).toEqual({
      code: 400,
      description: { non_field_errors: ["Property expires can't be in the past."] },
    })
    await call('PUT', itemUrl('ch.exp', 'soon'), feature('soon', { expires: '2026-03-01T13:00:00Z' }))
    await catalog.seedAsset('ch.exp', 'soon', { id: 'data.csv', type: 'text/csv' }, Buffer.from('a\n'))
    await call('PUT', itemUrl('ch.exp', 'stays'), feature('stays'))
    const asset = `${itemUrl('ch.exp', 'soon')}/assets/data.csv`
    expect((await call('GET', asset)).status).toBe(200)

    now += 2 * HOUR
    expect((await call('GET', itemUrl('ch.exp', 'soon'))).status).toBe(404)
    expect(idsOf(await call('GET', itemsUrl('ch.exp')))).toEqual(['stays'])
    expect((await call('GET', `${itemUrl('ch.exp', 'soon')}/assets`)).status).toBe(404)
    expect((await call('GET', asset)).status).toBe(404)
    expect((await call('PATCH', asset, { title: 'x' })).status).toBe(404)
    expect((await call('DELETE', asset)).status).toBe(404)
    expect((await call('PATCH', itemUrl('ch.exp', 'soon'), { properties: { title: 'x' } })).status).toBe(404)
    expect(catalog.item('ch.exp', 'soon')?.expired).toBe(true)

    // A PUT of the same id updates the stored row: 200, and it is back, with its asset.
    const revived = await call('PUT', itemUrl('ch.exp', 'soon'), feature('soon', { expires: '2026-03-02T12:00:00Z' }))
    expect(revived.status).toBe(200)
    expect((await call('GET', asset)).status).toBe(200)
    // A PUT without expires removes it: the item no longer expires.
    await call('PUT', itemUrl('ch.exp', 'soon'), feature('soon'))
    now += 48 * HOUR
    expect((await call('GET', itemUrl('ch.exp', 'soon'))).json.properties).not.toHaveProperty('expires')
  })
})

describe('the item listing', () => {
  it('cuts a larger limit to 100 and refuses what is no integer; next links carry the query sorted, as DRF writes them', async () => {
    for (let i = 0; i < 150; i++) catalog.seedItem('ch.list', feature(`s-${String(i).padStart(3, '0')}`))
    await catalog.seedAsset('ch.list', 's-000', { id: 'data.csv', type: 'text/csv', title: 'Data' }, Buffer.from('a\n'))
    const first = await call('GET', `${itemsUrl('ch.list')}?nocache=abc&limit=500`)
    expect(first.json.features).toHaveLength(100)
    const next = (first.json as Page).links.find((link) => link.rel === 'next')!.href
    expect(next).toMatch(new RegExp(`^${itemsUrl('ch.list')}\\?cursor=[A-Za-z0-9%]+&limit=500&nocache=abc$`))
    expect(Buffer.from(decodeURIComponent(new URL(next).searchParams.get('cursor')!), 'base64').toString()).toBe('p=s-099')
    const second = await call('GET', next)
    expect(idsOf(second)).toEqual(Array.from({ length: 50 }, (_, i) => `s-${100 + i}`))
    expect(relsOf(second)).toEqual(['self', 'root', 'parent', 'collection', 'alternate', 'previous'])
    for (const limit of ['1.5', '', 'abc']) {
      expect((await call('GET', `${itemsUrl('ch.list')}?limit=${limit}`)).json).toEqual({
        code: 400,
        description: ['Invalid limit query parameter: must be an integer'],
      })
    }
    expect((await call('GET', `${itemsUrl('ch.list')}?limit=-3`)).json.description).toEqual([
      'limit query parameter too small, must be in range 1..100',
    ])
    expect((await call('GET', `${itemsUrl('ch.nothing')}`)).status).toBe(404)
  })

  it('shows each item with its assets keyed by id, as GET of the item does ({} when it has none)', async () => {
    const page = (await call('GET', `${itemsUrl('ch.list')}?limit=2`)).json
    const [withAsset, without] = page.features
    expect(withAsset).toEqual((await call('GET', itemUrl('ch.list', 's-000'))).json)
    expect(withAsset.assets).toEqual({
      'data.csv': {
        title: 'Data',
        type: 'text/csv',
        href: `${catalog.storageOrigin}/ch.list/s-000/data.csv`,
        created: '2026-03-03T14:00:00Z',
        updated: '2026-03-03T14:00:00Z',
        'file:checksum': expect.stringMatching(/^1220[0-9a-f]{64}$/),
      },
    })
    expect(without.assets).toEqual({})
  })
})

describe('the item listing over items made and deleted between its pages', () => {
  it('shows, from the cursor on, the items there are when each page is read, forward and back', async () => {
    for (let i = 0; i < 200; i++) catalog.seedItem('ch.sort', feature(`b-${String(i).padStart(3, '0')}`))
    const first = await call('GET', itemsUrl('ch.sort'))
    expect(idsOf(first).at(-1)).toBe('b-099')
    // One made after the cursor, one before it, one deleted, one that expires: the next page sees each as it is now.
    expect((await call('DELETE', itemUrl('ch.sort', 'b-150'))).status).toBe(200)
    expect(idsOf(await call('GET', `${itemsUrl('ch.sort')}?limit=1`))).toEqual(['b-000'])
    expect((await call('PUT', itemUrl('ch.sort', 'b-0995'), feature('b-0995'))).status).toBe(201)
    expect((await call('PUT', itemUrl('ch.sort', 'a-new'), feature('a-new'))).status).toBe(201)
    expect((await call('PUT', itemUrl('ch.sort', 'b-160'), feature('b-160', { expires: new Date(now + HOUR).toISOString() }))).status).toBe(
      200,
    )
    now += 2 * HOUR
    const second = await call('GET', (first.json as Page).links.find((link) => link.rel === 'next')!.href)
    const later = Array.from({ length: 100 }, (_, i) => `b-${String(100 + i).padStart(3, '0')}`).filter(
      (id) => id !== 'b-150' && id !== 'b-160',
    )
    expect(idsOf(second)).toEqual(['b-0995', ...later])
    expect(relsOf(second)).not.toContain('next')
    // Back from there: the 100 before b-0995, with a page before them (a-new).
    const back = await call('GET', (second.json as Page).links.find((link) => link.rel === 'previous')!.href)
    expect(idsOf(back)).toEqual(Array.from({ length: 100 }, (_, i) => `b-${String(i).padStart(3, '0')}`))
    expect(relsOf(back)).toContain('previous')
    expect(idsOf(await call('GET', (back.json as Page).links.find((link) => link.rel === 'previous')!.href))).toEqual(['a-new'])
  })
})

describe('bulk creation of items', () => {
  it('creates up to 100 at once (201, the items as shown), and needs an Idempotency-Key', async () => {
    const features = Array.from({ length: 100 }, (_, i) => feature(`b-${i}`, { 'forecast:horizon': 'PT6H' }))
    const created = await bulk('ch.bulk', { features })
    expect(created.status).toBe(201)
    expect(created.json.features).toHaveLength(100)
    expect(created.json.features[0]).toEqual((await call('GET', itemUrl('ch.bulk', 'b-0'))).json)
    expect(created.json.features[0].properties['forecast:horizon']).toBe('P0DT06H00M00S')
    expect(created.headers.get('location')).toBeNull()
    expect(catalog.requests.at(-2)).toMatchObject({ method: 'POST', status: 201, idempotencyKey: 'key-1' })

    expect((await bulk('ch.bulk', { features: [feature('k')] }, null)).json).toEqual({
      code: 400,
      description: "No header parameter 'Idempotency-Key'",
    })
    expect((await bulk('ch.missing', { features: [feature('k')] })).json).toEqual({
      code: 404,
      description: 'Collection matching query does not exist.',
    })
    const unauthenticated = await fetch(itemsUrl('ch.bulk'), { method: 'POST', headers: { 'Idempotency-Key': 'k' } })
    expect(unauthenticated.status).toBe(401)
  })

  it('refuses more than 100, and any invalid feature with str() of the serializer errors', async () => {
    const many = Array.from({ length: 101 }, (_, i) => feature(`m-${i}`))
    expect((await bulk('ch.bulk', { features: many })).json).toEqual({
      code: 400,
      description: "{'features': [ErrorDetail(string='More than 100 features', code='invalid')]}",
    })
    const invalid = await bulk('ch.bulk', {
      features: [feature('fine'), feature('Upper'), feature('late', { expires: '2020-01-01T00:00:00Z' }), 'text'],
    })
    expect(invalid.json).toEqual({
      code: 400,
      description:
        "{'features': [{}, {'id': [ErrorDetail(string='Invalid id, only the following characters are allowed: 0-9a-z-_.', code='invalid')]}, " +
        `{'non_field_errors': [ErrorDetail(string="Property expires can't be in the past.", code='invalid')]}, ` +
        "{'non_field_errors': [ErrorDetail(string='Invalid data. Expected a dictionary, but got str.', code='invalid')]}]}",
    })
    expect((await bulk('ch.bulk', {})).json.description).toBe(
      "{'features': [ErrorDetail(string='This field is required.', code='required')]}",
    )
    expect(catalog.item('ch.bulk', 'fine')).toBeUndefined()
    // Nested in a list, a feature's unknown and read-only keys pass, where a PUT refuses them.
    expect((await bulk('ch.bulk', { features: [feature('loose', {}, { bbox: [1, 2, 3, 4], color: 'red' })] })).status).toBe(201)
    expect((await call('PUT', itemUrl('ch.bulk', 'loose'), feature('loose', {}, { color: 'red' }))).json.description).toEqual({
      color: ['Unexpected property in payload'],
    })
  })

  it('is atomic: an id that exists, expired ones too, or one given twice refuses all with the duplicate key error', async () => {
    const duplicate = (id: string) => ({
      code: 400,
      description: expect.stringMatching(
        new RegExp(
          `^duplicate key value violates unique constraint "stac_api_item_collection_id_name_[0-9a-f]{8}_uniq"\\n` +
            `DETAIL:  Key \\(collection_id, name\\)=\\(2, ${id}\\) already exists\\.$`,
        ),
      ),
    })
    expect((await bulk('ch.bulk', { features: [feature('new-1'), feature('b-5'), feature('new-2')] })).json).toEqual(duplicate('b-5'))
    expect((await bulk('ch.bulk', { features: [feature('twice'), feature('new-3'), feature('twice')] })).json).toEqual(duplicate('twice'))
    for (const id of ['new-1', 'new-2', 'new-3', 'twice']) expect(catalog.item('ch.bulk', id)).toBeUndefined()

    await call('PUT', itemUrl('ch.bulk', 'gone'), feature('gone', { expires: new Date(now + HOUR).toISOString() }))
    now += 2 * HOUR
    expect((await call('GET', itemUrl('ch.bulk', 'gone'))).status).toBe(404)
    expect((await bulk('ch.bulk', { features: [feature('gone')] })).json).toEqual(duplicate('gone'))
    expect((await call('PUT', itemUrl('ch.bulk', 'gone'), feature('gone'))).status).toBe(200)
  })

  it('makes the assets it is given external ones', async () => {
    const href = 'https://data.example.ch/a.csv'
    const answer = await bulk('ch.bulk', { features: [feature('with-asset', {}, { assets: { 'a.csv': { type: 'text/csv', href } } })] })
    expect(answer.status).toBe(201)
    expect(answer.json.features[0].assets['a.csv']).toMatchObject({ type: 'text/csv', href })
    expect(catalog.asset('ch.bulk', 'with-asset', 'a.csv')).toMatchObject({ fileSize: -1 })
    expect((await bulk('ch.bulk', { features: [feature('bad-asset', {}, { assets: { 'a.tif': { type: 'text/csv' } } })] })).status).toBe(
      400,
    )
  })
})
