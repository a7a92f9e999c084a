import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { SERVICE_MEDIA_TYPES } from '../../sandbox/service-media-types.ts'
import { DEFAULT_MEDIA_TYPES, MEDIA_TYPES } from '../../src/domain/media-types.ts'

// The fake must refuse what the deployed service refuses, or the action's tests prove nothing.
const TOKEN = 'test-token'
const API = '/api/stac/v1/collections/ch.c/items/i'
let catalog: FakeCatalog
beforeAll(async () => {
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], items: { 'ch.c': ['i'] }, minPartSize: 1024 })
})
afterAll(() => catalog?.close())

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${catalog.origin}${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64')

describe('the fake catalog enforces the deployed rules', () => {
  it('401 without a token, 405 on POST, 415 on non-JSON', async () => {
    const anonymous = await fetch(`${catalog.origin}${API}/assets/a.csv`, {
      method: 'PUT',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer')
    expect(await anonymous.json()).toEqual({ code: 401, description: 'Authentication credentials were not provided.' })
    expect((await send('POST', '/assets', { id: 'a.csv', type: 'text/csv' })).status).toBe(405)
    const plain = await fetch(`${catalog.origin}${API}/assets/a.csv`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'text/plain' },
      body: 'id=a.csv',
    })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({ code: 415, description: 'Unsupported media type "text/plain" in request.' })
  })

  it('PUT: only writable fields, id and extension rules, 201 then 200, no type change', async () => {
    expect(await (await send('PUT', '/assets/a.csv', { id: 'a.csv', type: 'text/csv', item: 'i' })).json()).toEqual({
      code: 400,
      description: { item: ['Unexpected property in payload'] },
    })
    expect(await (await send('PUT', '/assets/a.csv', { id: 'a.csv', type: 'text/csv', 'file:checksum': '1220' })).json()).toEqual({
      code: 400,
      description: { 'file:checksum': ['Found read-only property in payload'] },
    })
    expect((await send('PUT', '/assets/A.csv', { id: 'A.csv', type: 'text/csv' })).status).toBe(400)
    expect((await send('PUT', '/assets/a.pdf', { id: 'a.pdf', type: 'text/csv' })).status).toBe(400)
    expect((await send('PUT', '/assets/a.csv', { id: 'b.csv', type: 'text/csv' })).status).toBe(400)
    expect((await send('PUT', '/assets/a.csv', { id: 'a.csv', type: 'text/csv' })).status).toBe(201)
    const again = await send('PUT', '/assets/a.csv', { id: 'a.csv', type: 'text/csv', title: 'A' })
    expect(again.status).toBe(200)
    expect(again.headers.get('location')).toMatch(/\/assets\/a.csv$/)
    expect((await send('PUT', '/assets/a.csv', { id: 'a.csv', type: 'text/plain' })).status).toBe(400)
  })

  it("media types: the service's table and normalisation, and ids that end in a known extension", async () => {
    const put = async (id: string, type: string) => (await send('PUT', `/assets/${id}`, { id, type })).status
    expect(await put('m1.tif', 'Image/TIFF;Application=geotiff')).toBe(201)
    expect(catalog.asset('ch.c', 'i', 'm1.tif')?.fields.type).toBe('image/tiff; application=geotiff')
    expect(await put('m2.tif', 'image/tiff; profile=cloud-optimized; application=geotiff')).toBe(201)
    expect(catalog.asset('ch.c', 'i', 'm2.tif')?.fields.type).toBe('image/tiff; application=geotiff; profile=cloud-optimized')
    // Parameter values keep their case, spaces around '=' and quotes are malformed, unknown types refused.
    expect(await put('m3.tif', 'image/tiff; application=GeoTIFF')).toBe(400)
    expect(await put('m4.tif', 'image/tiff; application = geotiff')).toBe(400)
    expect(await put('m5.tif', 'image/tiff; application="geotiff"')).toBe(400)
    expect(await put('m6.webp', 'image/webp')).toBe(400)
    expect(await (await send('PUT', '/assets/m7.bin', { id: 'm7.bin', type: 'application/zip' })).json()).toEqual({
      code: 400,
      description: { id: ["Invalid id extension '.bin', id must have a valid file extension"] },
    })
  })

  it("the action's media-type table says what the service's says (two tables, written apart)", async () => {
    const product = new Map([...MEDIA_TYPES].map(([type, extensions]) => [type, [...extensions].map((e) => `.${e}`).sort()]))
    const service = new Map([...SERVICE_MEDIA_TYPES].map(([type, extensions]) => [type, [...extensions].sort()]))
    expect(product).toEqual(service)
    // And every default the action picks is accepted, for the extension it is picked for.
    for (const [ext, type] of DEFAULT_MEDIA_TYPES) {
      const id = `default-${ext}.${ext}`
      expect({ ext, status: (await send('PUT', `/assets/${id}`, { id, type })).status }).toEqual({ ext, status: 201 })
    }
  })

  it('multipart upload: Content-MD5 checked, no part below the minimum but the last, one upload at a time', async () => {
    await send('PUT', '/assets/b.csv', { id: 'b.csv', type: 'text/csv' })
    const parts = [Buffer.alloc(1500, 1), Buffer.alloc(100, 2)]
    const checksum = `1220${createHash('sha256').update(Buffer.concat(parts)).digest('hex')}`
    const create = (md5s: string[]) =>
      send('POST', '/assets/b.csv/uploads', {
        number_parts: md5s.length,
        md5_parts: md5s.map((m, i) => ({ part_number: i + 1, md5: m })),
        'file:checksum': checksum,
      })
    const created = (await (await create(parts.map(md5))).json()) as { upload_id: string; urls: Array<{ url: string }> }
    const conflict = await create(parts.map(md5))
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toEqual({ code: 409, description: 'Upload already in progress', upload_id: created.upload_id })

    const noMd5 = await fetch(created.urls[0]!.url, { method: 'PUT', body: parts[0]! })
    expect(noMd5.status).toBe(403)
    expect(await noMd5.text()).toContain('<Code>SignatureDoesNotMatch</Code>')
    const wrong = await fetch(created.urls[0]!.url, { method: 'PUT', body: parts[1]!, headers: { 'Content-MD5': md5(parts[0]!) } })
    expect(await wrong.text()).toContain('<Code>BadDigest</Code>')
    const etags: string[] = []
    for (const [i, part] of parts.entries()) {
      const response = await fetch(created.urls[i]!.url, { method: 'PUT', body: part, headers: { 'Content-MD5': md5(part) } })
      expect(response.status).toBe(200)
      etags.push(response.headers.get('etag')!)
    }
    const complete = (list: string[]) =>
      send('POST', `/assets/b.csv/uploads/${created.upload_id}/complete`, { parts: list.map((etag, i) => ({ etag, part_number: i + 1 })) })
    expect((await complete(etags.slice(0, 1))).status).toBe(400)
    expect((await complete(etags)).status).toBe(200)
    expect(await (await complete(etags)).json()).toEqual({ code: 409, description: 'No upload in progress' })
    expect(catalog.asset('ch.c', 'i', 'b.csv')?.file?.checksum).toBe(checksum)

    expect(catalog.asset('ch.c', 'i', 'b.csv')?.fileSize).toBe(1600)

    const small = [Buffer.alloc(10, 3), Buffer.alloc(10, 4)]
    const tooSmall = (await (
      await send('POST', '/assets/b.csv/uploads', {
        number_parts: 2,
        md5_parts: small.map((p, i) => ({ part_number: i + 1, md5: md5(p) })),
        'file:checksum': checksum,
      })
    ).json()) as { upload_id: string; urls: Array<{ url: string }> }
    const smallEtags = []
    for (const [i, part] of small.entries())
      smallEtags.push(
        (await fetch(tooSmall.urls[i]!.url, { method: 'PUT', body: part, headers: { 'Content-MD5': md5(part) } })).headers.get('etag')!,
      )
    const refused = await send('POST', `/assets/b.csv/uploads/${tooSmall.upload_id}/complete`, {
      parts: smallEtags.map((etag, i) => ({ etag, part_number: i + 1 })),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('EntityTooSmall')
  })

  it('presigned URLs expire', async () => {
    const expiring = await startFakeCatalog({ staticTokens: [TOKEN], items: { 'ch.c': ['i'] }, urlExpiresSeconds: -1 })
    try {
      await fetch(`${expiring.origin}${API}/assets/c.csv`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'c.csv', type: 'text/csv' }),
      })
      const body = Buffer.from('c\n')
      const created = (await (
        await fetch(`${expiring.origin}${API}/assets/c.csv/uploads`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            number_parts: 1,
            md5_parts: [{ part_number: 1, md5: md5(body) }],
            'file:checksum': `1220${'a'.repeat(64)}`,
          }),
        })
      ).json()) as { urls: Array<{ url: string }> }
      const late = await fetch(created.urls[0]!.url, { method: 'PUT', body, headers: { 'Content-MD5': md5(body) } })
      expect(late.status).toBe(403)
      expect(await late.text()).toContain('Request has expired')
    } finally {
      await expiring.close()
    }
  })
})
