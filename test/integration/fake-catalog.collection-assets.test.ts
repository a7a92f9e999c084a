import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'

// The assets of a collection itself: the same API as an item's, with the service's own differences.
const TOKEN = 'test-token'
const COLLECTION = 'ch.collection-assets'
let catalog: FakeCatalog
beforeAll(async () => {
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], collections: [COLLECTION], minPartSize: 1024 })
})
afterAll(() => catalog?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Json = any
const collectionUrl = () => `${catalog.origin}/api/stac/v1/collections/${COLLECTION}`
const assetUrl = (id: string) => `${collectionUrl()}/assets/${id}`
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
}
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64')
const multihash = (bytes: Buffer) => `1220${createHash('sha256').update(bytes).digest('hex')}`

async function upload(id: string, content: Buffer): Promise<string> {
  const created = await call('POST', `${assetUrl(id)}/uploads`, {
    number_parts: 1,
    md5_parts: [{ part_number: 1, md5: md5(content) }],
    'file:checksum': multihash(content),
  })
  expect(created.status).toBe(201)
  const part = await fetch(String(created.json.urls[0].url), { method: 'PUT', body: content, headers: { 'Content-MD5': md5(content) } })
  const etag = part.headers.get('etag')!
  const completed = await call('POST', `${assetUrl(id)}/uploads/${String(created.json.upload_id)}/complete`, {
    parts: [{ etag, part_number: 1 }],
  })
  expect(completed.status).toBe(200)
  return String(created.json.upload_id)
}

describe('collection assets', () => {
  it('PUT, GET, list, PATCH and DELETE as for an item asset, with the links of a collection asset', async () => {
    const put = await call('PUT', assetUrl('legend.pdf'), {
      id: 'legend.pdf',
      type: 'application/pdf',
      title: 'Legend',
      'proj:epsg': '2056',
    })
    expect(put).toMatchObject({ status: 201, json: { id: 'legend.pdf', type: 'application/pdf', title: 'Legend', 'proj:epsg': 2056 } })
    expect(put.json.href).toBe(`${catalog.storageOrigin}/${COLLECTION}/legend.pdf`)
    expect(put.json.links).toEqual([
      { rel: 'self', href: assetUrl('legend.pdf') },
      { rel: 'root', href: `${catalog.origin}/api/stac/v1/` },
      { rel: 'parent', href: collectionUrl() },
      { rel: 'collection', href: collectionUrl() },
    ])
    const list = await call('GET', `${collectionUrl()}/assets`)
    expect(list.json.assets).toEqual([(await call('GET', assetUrl('legend.pdf'))).json])
    expect((list.json as { links: Array<{ rel: string }> }).links.map((link) => link.rel)).toEqual(['self', 'root', 'parent', 'collection'])
    expect((await call('PATCH', assetUrl('legend.pdf'), { description: 'The legend' })).json.description).toBe('The legend')
    expect((await call('PUT', assetUrl('legend.pdf'), { id: 'legend.pdf', type: 'application/pdf; x=1' })).json).toEqual({
      code: 400,
      description: { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] },
    })
    expect(catalog.collectionAsset(COLLECTION, 'legend.pdf')?.fields).toMatchObject({ title: 'Legend', description: 'The legend' })
    expect(await call('DELETE', assetUrl('legend.pdf'))).toMatchObject({
      status: 200,
      json: { description: 'legend.pdf successfully deleted', links: [{ rel: 'parent', href: collectionUrl() }] },
    })
    expect(catalog.collectionAssets(COLLECTION)).toEqual([])
    expect((await call('GET', `${catalog.origin}/api/stac/v1/collections/ch.missing/assets`)).status).toBe(404)
  })

  it('takes neither gsd nor the geoadmin fields, which the service has only for item assets', async () => {
    expect(
      await call('PUT', assetUrl('fields.csv'), {
        id: 'fields.csv',
        type: 'text/csv',
        gsd: 1,
        'geoadmin:lang': 'de',
        'geoadmin:variant': 'x',
      }),
    ).toEqual({
      status: 400,
      json: {
        code: 400,
        description: {
          gsd: ['Unexpected property in payload'],
          'geoadmin:lang': ['Unexpected property in payload'],
          'geoadmin:variant': ['Unexpected property in payload'],
        },
      },
    })
  })

  it('uploads through .../assets/{id}/uploads to the storage; a PUT afterwards keeps the file and, unlike an item asset, its size', async () => {
    const content = Buffer.from('id;name\n1;Bern\n')
    expect((await call('PUT', assetUrl('places.csv'), { id: 'places.csv', type: 'text/csv' })).status).toBe(201)
    const uploadId = await upload('places.csv', content)
    expect(catalog.collectionAssetUploads(COLLECTION, 'places.csv')).toEqual([
      { uploadId, status: 'completed', parts: [{ number: 1, size: content.length, etag: expect.any(String) }] },
    ])
    expect(catalog.collectionAsset(COLLECTION, 'places.csv')).toMatchObject({ checksum: multihash(content), fileSize: content.length })
    expect(await catalog.readCollectionAssetFile(COLLECTION, 'places.csv')).toEqual(content)
    const served = await fetch(`${catalog.storageOrigin}/${COLLECTION}/places.csv`)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(content)
    expect(served.headers.get('content-type')).toBe('text/csv')

    const again = await call('PUT', assetUrl('places.csv'), { id: 'places.csv', type: 'text/csv', title: 'Places' })
    expect(again).toMatchObject({ status: 200, json: { 'file:checksum': multihash(content) } })
    expect(catalog.collectionAsset(COLLECTION, 'places.csv')?.fileSize).toBe(content.length)
  })

  it('refuses a DELETE while an upload is in progress, naming it a Collection Asset', async () => {
    await catalog.seedCollectionAsset(COLLECTION, { id: 'busy.csv', type: 'text/csv' }, Buffer.from('b\n'))
    const stale = catalog.startCollectionAssetUpload(COLLECTION, 'busy.csv')
    expect(await call('DELETE', assetUrl('busy.csv'))).toEqual({
      status: 400,
      json: { code: 400, description: ['Collection Asset busy.csv has still an upload in progress'] },
    })
    expect((await call('POST', `${assetUrl('busy.csv')}/uploads/${stale}/abort`, {})).status).toBe(200)
    expect((await call('DELETE', assetUrl('busy.csv'))).status).toBe(200)
    expect((await fetch(`${catalog.storageOrigin}/${COLLECTION}/busy.csv`)).status).toBe(404)
  })

  it('a collection asset and an item asset of the same name are different assets', async () => {
    catalog.seedItem(COLLECTION, {
      id: 'item',
      geometry: { type: 'Point', coordinates: [7.44, 46.95] },
      properties: { datetime: '2024-01-01T00:00:00Z' },
    })
    await call('PUT', assetUrl('same.csv'), { id: 'same.csv', type: 'text/csv', title: 'collection' })
    await call('PUT', `${collectionUrl()}/items/item/assets/same.csv`, { id: 'same.csv', type: 'text/csv', title: 'item' })
    expect(catalog.collectionAsset(COLLECTION, 'same.csv')?.fields.title).toBe('collection')
    expect(catalog.asset(COLLECTION, 'item', 'same.csv')?.fields.title).toBe('item')
  })
})
