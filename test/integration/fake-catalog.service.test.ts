import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'

// Where the fake used to differ from the deployed service (geoadmin/service-stac 900c5ed), one test each.
const TOKEN = 'test-token'
const COLLECTION = 'ch.service'
const ITEM = 'i'
const NO_SUCH_UPLOAD = (operation: string) =>
  `NoSuchUpload('An error occurred (NoSuchUpload) when calling the ${operation} operation: ` +
  "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.')"

let catalog: FakeCatalog
beforeAll(async () => {
  catalog = await startFakeCatalog({ staticTokens: [TOKEN], items: { [COLLECTION]: [ITEM] }, minPartSize: 1024 })
})
afterAll(() => catalog?.close())

const assetUrl = (id: string) => `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets/${id}`
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
type Json = any
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; headers: Headers; json: Json }> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text === '' ? undefined : JSON.parse(text) }
}
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64')
const multihash = (bytes: Buffer) => `1220${createHash('sha256').update(bytes).digest('hex')}`

/** Creates the asset and an upload of `parts`, sends every part; returns the upload's id and the parts' ETags. */
async function uploaded(id: string, parts: Buffer[]): Promise<{ uploadId: string; etags: string[] }> {
  expect((await call('PUT', assetUrl(id), { id, type: 'text/csv' })).status).toBeLessThan(300)
  const created = await call('POST', `${assetUrl(id)}/uploads`, {
    number_parts: parts.length,
    md5_parts: parts.map((part, i) => ({ part_number: i + 1, md5: md5(part) })),
    'file:checksum': multihash(Buffer.concat(parts)),
  })
  expect(created.status).toBe(201)
  const etags: string[] = []
  for (const [i, part] of parts.entries()) {
    const response = await fetch(String(created.json.urls[i].url), { method: 'PUT', body: part, headers: { 'Content-MD5': md5(part) } })
    expect(response.status).toBe(200)
    etags.push(response.headers.get('etag')!)
  }
  return { uploadId: created.json.upload_id, etags }
}
const complete = (id: string, uploadId: string, body: unknown) => call('POST', `${assetUrl(id)}/uploads/${uploadId}/complete`, body)
const partsOf = (etags: string[]) => ({ parts: etags.map((etag, i) => ({ etag, part_number: i + 1 })) })

describe('uploads', () => {
  it('an abort of an upload that has ended answers 500 NoSuchUpload (S3 no longer knows it), completed or aborted', async () => {
    const { uploadId, etags } = await uploaded('abort-completed.csv', [Buffer.from('a\n')])
    expect((await complete('abort-completed.csv', uploadId, partsOf(etags))).status).toBe(200)
    const afterComplete = await call('POST', `${assetUrl('abort-completed.csv')}/uploads/${uploadId}/abort`, {})
    expect(afterComplete).toMatchObject({ status: 500, json: { code: 500, description: NO_SUCH_UPLOAD('AbortMultipartUpload') } })

    const aborted = await uploaded('abort-aborted.csv', [Buffer.from('b\n')])
    const abortUrl = `${assetUrl('abort-aborted.csv')}/uploads/${aborted.uploadId}/abort`
    expect(await call('POST', abortUrl, {})).toMatchObject({ status: 200, json: { status: 'aborted' } })
    expect(await call('POST', abortUrl, {})).toMatchObject({
      status: 500,
      json: { code: 500, description: NO_SUCH_UPLOAD('AbortMultipartUpload') },
    })
    // The upload stays as it ended.
    expect(catalog.uploads(COLLECTION, ITEM, 'abort-completed.csv').map((u) => u.status)).toEqual(['completed'])
  })

  it('a complete of a completed upload answers 409 No upload in progress', async () => {
    const { uploadId, etags } = await uploaded('twice.csv', [Buffer.from('t\n')])
    expect((await complete('twice.csv', uploadId, partsOf(etags))).status).toBe(200)
    expect(await complete('twice.csv', uploadId, partsOf(etags))).toEqual({
      status: 409,
      headers: expect.anything(),
      json: { code: 409, description: 'No upload in progress' },
    })
  })

  it('a complete with unquoted ETags succeeds, as S3 compares them without quotes', async () => {
    const { uploadId, etags } = await uploaded('unquoted.csv', [Buffer.from('u\n')])
    expect(etags[0]).toMatch(/^"[0-9a-f]{32}"$/)
    const answer = await complete('unquoted.csv', uploadId, partsOf(etags.map((etag) => etag.replaceAll('"', ''))))
    expect(answer).toMatchObject({ status: 200, json: { status: 'completed' } })
    expect(catalog.asset(COLLECTION, ITEM, 'unquoted.csv')?.checksum).toBe(multihash(Buffer.from('u\n')))
  })

  it('a complete without parts answers {"parts": "Missing required field"}: a string, not a list', async () => {
    const { uploadId } = await uploaded('no-parts.csv', [Buffer.from('n\n')])
    expect(await complete('no-parts.csv', uploadId, {})).toMatchObject({
      status: 400,
      json: { code: 400, description: { parts: 'Missing required field' } },
    })
  })

  it("S3's refusals of a complete come as 400 with S3's message in a list; a part's size or modified is a 500", async () => {
    const big = Buffer.alloc(2048, 1)
    const { uploadId, etags } = await uploaded('refused.csv', [big, Buffer.from('end\n')])
    const s3 = (code: string): unknown[] => [
      expect.stringMatching(new RegExp(`^An error occurred \\(${code}\\) when calling the CompleteMultipartUpload operation: `)),
    ]
    expect(await complete('refused.csv', uploadId, partsOf([etags[0]!, '"0123456789abcdef0123456789abcdef"']))).toMatchObject({
      status: 400,
      json: { code: 400, description: s3('InvalidPart') },
    })
    const reversed = { parts: partsOf(etags).parts.reverse() }
    expect(await complete('refused.csv', uploadId, reversed)).toMatchObject({ status: 400, json: { description: s3('InvalidPartOrder') } })
    // A client that hands back the parts list of GET .../parts as it came.
    const listed = await call('GET', `${assetUrl('refused.csv')}/uploads/${uploadId}/parts`)
    expect(await complete('refused.csv', uploadId, { parts: listed.json.parts })).toMatchObject({
      status: 500,
      json: {
        description: expect.stringMatching(
          /^ParamValidationError\('Parameter validation failed:\\nUnknown parameter in MultipartUpload.Parts\[0\]: "LastModified"/,
        ),
      },
    })
    expect(await complete('refused.csv', uploadId, { parts: [] })).toMatchObject({
      status: 400,
      json: { description: { parts: ['This list may not be empty.'] } },
    })
    expect((await complete('refused.csv', uploadId, partsOf(etags))).status).toBe(200)

    const small = await uploaded('too-small.csv', [Buffer.from('1\n'), Buffer.from('2\n')])
    expect(await complete('too-small.csv', small.uploadId, partsOf(small.etags))).toMatchObject({
      status: 400,
      json: {
        description: [
          'An error occurred (EntityTooSmall) when calling the CompleteMultipartUpload operation: Your proposed upload is smaller than the minimum allowed object size.',
        ],
      },
    })
  })

  it('upload objects: update_interval and content_encoding always; completed or aborted times; urls only while in progress; parts with modified', async () => {
    const body = Buffer.from('shape\n')
    const { uploadId, etags } = await uploaded('shape.csv', [body])
    const uploadUrl = `${assetUrl('shape.csv')}/uploads/${uploadId}`
    const inProgress = await call('GET', uploadUrl)
    expect(inProgress.json).toEqual({
      upload_id: uploadId,
      status: 'in-progress',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/),
      number_parts: 1,
      md5_parts: [{ part_number: 1, md5: md5(body) }],
      urls: [{ url: expect.any(String), part: 1, expires: expect.stringMatching(/Z$/) }],
      update_interval: -1,
      content_encoding: '',
      'file:checksum': multihash(body),
    })
    const parts = await call('GET', `${uploadUrl}/parts`)
    expect(parts.json).toEqual({
      parts: [{ etag: etags[0], part_number: 1, modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), size: body.length }],
      links: [],
    })
    const listed = await call('GET', `${assetUrl('shape.csv')}/uploads?status=in-progress`)
    expect(listed.json).toEqual({ uploads: [inProgress.json as unknown], links: [] })

    const completed = await complete('shape.csv', uploadId, partsOf(etags))
    expect(completed.json).toEqual({
      ...(inProgress.json as object),
      status: 'completed',
      completed: expect.stringMatching(/Z$/),
      urls: undefined,
    })
    expect(Object.keys(completed.json as object)).not.toContain('urls')
    expect((await call('GET', uploadUrl)).json).toEqual(completed.json as unknown)
    // S3 no longer lists the parts of an upload that has ended.
    expect(await call('GET', `${uploadUrl}/parts`)).toMatchObject({ status: 500, json: { description: NO_SUCH_UPLOAD('ListParts') } })

    const other = await uploaded('shape-aborted.csv', [body])
    const aborted = await call('POST', `${assetUrl('shape-aborted.csv')}/uploads/${other.uploadId}/abort`, {})
    expect(aborted.json).toMatchObject({
      status: 'aborted',
      aborted: expect.stringMatching(/Z$/),
      update_interval: -1,
      content_encoding: '',
    })
    expect(Object.keys(aborted.json as object)).not.toContain('urls')
    expect(Object.keys(aborted.json as object)).not.toContain('completed')
  })

  it('an upload body is checked before the asset is looked up, and a second upload conflicts only then', async () => {
    const bad = await call('POST', `${assetUrl('nowhere.csv')}/uploads`, { number_parts: 0 })
    expect(bad).toMatchObject({
      status: 400,
      json: {
        description: {
          number_parts: ['Ensure this value is greater than or equal to 1.'],
          md5_parts: ['This field is required.'],
          'file:checksum': ['This field is required.'],
        },
      },
    })
    const valid = {
      number_parts: 1,
      md5_parts: [{ part_number: 1, md5: md5(Buffer.from('x')) }],
      'file:checksum': multihash(Buffer.from('x')),
    }
    expect((await call('POST', `${assetUrl('nowhere.csv')}/uploads`, valid)).status).toBe(404)
    expect((await call('POST', `${assetUrl('nowhere.csv')}/uploads`, { ...valid, md5_parts: [] })).json).toEqual({
      code: 400,
      description: {
        non_field_errors: ['Missing, too many or duplicate part_number in md5_parts field list: list should have 1 item(s).'],
      },
    })
  })

  it("an upload's file:checksum is read as Python 3.12's bytes.fromhex reads it: whitespace between bytes, the position of what stopped it", async () => {
    const valid = { number_parts: 1, md5_parts: [{ part_number: 1, md5: md5(Buffer.from('x')) }] }
    const checked = async (checksum: string) =>
      (
        (await call('POST', `${assetUrl('nowhere.csv')}/uploads`, { ...valid, 'file:checksum': checksum })).json as {
          description?: unknown
        }
      ).description
    const fromhex = (position: number) => ({
      'file:checksum': [`Invalid multihash value; non-hexadecimal number found in fromhex() arg at position ${position}`],
    })
    // As service-stac 900c5ed answered them, run on loopback.
    expect(await checked('12zz')).toEqual(fromhex(2))
    expect(await checked('abc')).toEqual(fromhex(3))
    expect(await checked('12 2 0')).toEqual(fromhex(4))
    expect(await checked('é1220')).toEqual(fromhex(0))
    expect(await checked('12\\t20')).toEqual(fromhex(2))
    // Whitespace before a byte is skipped: a valid checksum, and the asset is looked up (404).
    const spaced = multihash(Buffer.from('x')).replace(/^(..)(..)/, ' $1 $2\t')
    expect(await checked(spaced)).toBe('Not found.')
  })
})

describe('assets', () => {
  it('a PUT of an asset after its upload answers 200 and keeps file:checksum and the stored object; the hidden size drops to 0', async () => {
    const body = Buffer.from('kept\n')
    const { uploadId, etags } = await uploaded('kept.csv', [body])
    expect((await complete('kept.csv', uploadId, partsOf(etags))).status).toBe(200)
    expect(catalog.asset(COLLECTION, ITEM, 'kept.csv')).toMatchObject({ checksum: multihash(body), fileSize: body.length })

    const again = await call('PUT', assetUrl('kept.csv'), { id: 'kept.csv', type: 'text/csv', title: 'Kept' })
    expect(again).toMatchObject({ status: 200, json: { 'file:checksum': multihash(body), title: 'Kept' } })
    expect((await call('GET', assetUrl('kept.csv'))).json['file:checksum']).toBe(multihash(body))
    expect(catalog.asset(COLLECTION, ITEM, 'kept.csv')).toMatchObject({ checksum: multihash(body), fileSize: 0 })
    const stored = await fetch(String(again.json.href))
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(body)
    // A PATCH leaves the size alone.
    expect((await call('PATCH', assetUrl('kept.csv'), { title: 'Patched' })).status).toBe(200)
    expect(catalog.asset(COLLECTION, ITEM, 'kept.csv')?.fileSize).toBe(0)
  })

  it('a PUT without id in the body answers 400 {"id": ["This field is required."]}', async () => {
    expect(await call('PUT', assetUrl('no-id.csv'), { type: 'text/csv' })).toMatchObject({
      status: 400,
      json: { code: 400, description: { id: ['This field is required.'] } },
    })
    expect(catalog.asset(COLLECTION, ITEM, 'no-id.csv')).toBeUndefined()
  })

  it('a type spelled otherwise than stored is refused: the service compares it raw with the stored normalised value', async () => {
    expect((await call('PUT', assetUrl('geo.tif'), { id: 'geo.tif', type: 'image/tiff;application=geotiff' })).status).toBe(201)
    expect(catalog.asset(COLLECTION, ITEM, 'geo.tif')?.fields.type).toBe('image/tiff; application=geotiff')
    const refused = {
      status: 400,
      json: {
        code: 400,
        description: { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] },
      },
    }
    expect(await call('PUT', assetUrl('geo.tif'), { id: 'geo.tif', type: 'image/tiff;application=geotiff' })).toMatchObject(refused)
    expect(await call('PATCH', assetUrl('geo.tif'), { type: 'Image/TIFF; application=geotiff' })).toMatchObject(refused)
    expect((await call('PUT', assetUrl('geo.tif'), { id: 'geo.tif', type: 'image/tiff; application=geotiff' })).status).toBe(200)
  })

  it('proj:epsg as the string "2056" is taken as the integer 2056, as other numeric strings and numbers of their kind', async () => {
    const put = await call('PUT', assetUrl('epsg.tif'), { id: 'epsg.tif', type: 'image/tiff; application=geotiff', 'proj:epsg': '2056' })
    expect(put).toMatchObject({ status: 201, json: { 'proj:epsg': 2056 } })
    expect(catalog.asset(COLLECTION, ITEM, 'epsg.tif')?.fields['proj:epsg']).toBe(2056)
    const coerced = await call('PUT', assetUrl('epsg.tif'), {
      id: 'epsg.tif',
      type: 'image/tiff; application=geotiff',
      'proj:epsg': '2056.0',
      gsd: '0.5',
      title: 7,
      roles: null,
    })
    expect(coerced).toMatchObject({ status: 200, json: { 'proj:epsg': 2056, gsd: 0.5, title: '7' } })
    expect(
      (await call('PUT', assetUrl('epsg.tif'), { id: 'epsg.tif', type: 'image/tiff; application=geotiff', 'proj:epsg': '20.5' })).json,
    ).toEqual({
      code: 400,
      description: { 'proj:epsg': ['A valid integer is required.'] },
    })
  })

  it('ETags are quoted UUIDs, sent on GET and HEAD only, new on every change and only then', async () => {
    const put = await call('PUT', assetUrl('tagged.csv'), { id: 'tagged.csv', type: 'text/csv' })
    expect(put.headers.get('etag')).toBeNull()
    const first = (await call('GET', assetUrl('tagged.csv'))).headers.get('etag')
    expect(first).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/)
    expect((await fetch(assetUrl('tagged.csv'), { method: 'HEAD' })).headers.get('etag')).toBe(first)
    expect(catalog.asset(COLLECTION, ITEM, 'tagged.csv')?.etag).toBe(first)
    // The same PUT again changes nothing: same ETag.
    await call('PUT', assetUrl('tagged.csv'), { id: 'tagged.csv', type: 'text/csv' })
    expect((await call('GET', assetUrl('tagged.csv'))).headers.get('etag')).toBe(first)
    const patch = await call('PATCH', assetUrl('tagged.csv'), { title: 'New' })
    expect(patch.headers.get('etag')).toBeNull()
    const second = (await call('GET', assetUrl('tagged.csv'))).headers.get('etag')
    expect(second).not.toBe(first)
    expect((await fetch(assetUrl('tagged.csv'), { headers: { 'If-None-Match': second! } })).status).toBe(304)
    const stale = await fetch(assetUrl('tagged.csv'), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', 'If-Match': first! },
      body: JSON.stringify({ title: 'Lost update' }),
    })
    expect(stale.status).toBe(412)
  })

  it("a GET's If-Match and If-None-Match as the service's @etag answers them: 412 for a tag that does not match, 304 for one of a list, weak or not", async () => {
    await call('PUT', assetUrl('read-conditions.csv'), { id: 'read-conditions.csv', type: 'text/csv' })
    const itemUrl = `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}`
    for (const url of [assetUrl('read-conditions.csv'), itemUrl]) {
      const etag = (await call('GET', url)).headers.get('etag')!
      const read = (headers: Record<string, string>) => fetch(url, { headers })
      const refused = await read({ 'If-Match': '"0e1b2c3d-0000-4000-8000-000000000000"' })
      expect([refused.status, refused.headers.get('content-type'), await refused.text()]).toEqual([412, 'text/html; charset=utf-8', ''])
      expect((await read({ 'If-Match': `"other", ${etag}` })).status).toBe(200)
      expect((await read({ 'If-Match': '*' })).status).toBe(200)
      // A weak tag never matches strongly.
      expect((await read({ 'If-Match': `W/${etag}` })).status).toBe(412)
      const unchanged = await read({ 'If-None-Match': `"other", W/${etag}` })
      expect([unchanged.status, unchanged.headers.get('etag')]).toEqual([304, etag])
      expect((await read({ 'If-None-Match': '*' })).status).toBe(304)
      expect((await read({ 'If-None-Match': '"other"' })).status).toBe(200)
      // If-Match is checked first: a stale If-Match is 412 even where If-None-Match would be 304.
      expect((await read({ 'If-Match': '"other"', 'If-None-Match': etag })).status).toBe(412)
    }
  })

  it('a PUT with If-None-Match: * creates only a new asset: one that exists answers 412 (empty HTML) and keeps its fields and file size', async () => {
    const guarded = (body: unknown) =>
      fetch(assetUrl('guarded.csv'), {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', 'If-None-Match': '*' },
        body: JSON.stringify(body),
      })
    expect((await guarded({ id: 'guarded.csv', type: 'text/csv', title: 'First' })).status).toBe(201)
    const { uploadId, etags } = await uploaded('guarded.csv', [Buffer.from('g\n')])
    expect((await complete('guarded.csv', uploadId, partsOf(etags))).status).toBe(200)
    const again = await guarded({ id: 'guarded.csv', type: 'text/csv', title: 'Second' })
    expect(again.status).toBe(412)
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await again.text()).toBe('')
    expect(catalog.asset(COLLECTION, ITEM, 'guarded.csv')).toMatchObject({ fields: { title: 'First' }, fileSize: 2 })
  })

  it('answers in the order of its serializer: fields first, then the id against the type, then unknown keys; renaming as a string', async () => {
    expect(await call('PUT', assetUrl('order.csv'), { id: 'order.csv', type: 'bad/type', title: '', created: 'x' })).toMatchObject({
      json: { description: { title: ['This field may not be blank.'], type: ['Invalid media type "bad/type"'] } },
    })
    expect(await call('PUT', assetUrl('order.csv'), { id: 'order.csv', type: 'application/pdf', created: 'x' })).toMatchObject({
      json: { description: { non_field_errors: ["Invalid id extension '.csv', id must match its media type application/pdf"] } },
    })
    expect(await call('PUT', assetUrl('order.csv'), { id: 'order.csv', type: 'text/csv', created: 'x', links: [] })).toMatchObject({
      json: { description: { created: ['Found read-only property in payload'], links: ['Unexpected property in payload'] } },
    })
    expect(await call('PUT', assetUrl('order.csv'), { id: 'other.csv', type: 'text/csv' })).toMatchObject({
      status: 400,
      json: { description: { id: 'Renaming is not allowed' } },
    })
    expect(await call('PUT', assetUrl('Order.csv'), { id: 'Order.csv', type: 'text/csv' })).toMatchObject({
      json: { description: { id: ['Invalid id, only the following characters are allowed: 0-9a-z-_.'] } },
    })
  })

  it('shows the links the service generates, and a DELETE answers with its parent', async () => {
    await call('PUT', assetUrl('linked.csv'), { id: 'linked.csv', type: 'text/csv' })
    const itemUrl = `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}`
    const links = [
      { rel: 'self', href: assetUrl('linked.csv') },
      { rel: 'root', href: `${catalog.origin}/api/stac/v1/` },
      { rel: 'parent', href: itemUrl },
      { rel: 'collection', href: `${catalog.origin}/api/stac/v1/collections/${COLLECTION}` },
      { rel: 'item', href: itemUrl },
    ]
    expect((await call('GET', assetUrl('linked.csv'))).json.links).toEqual(links)
    expect((await call('GET', `${itemUrl}/assets`)).json.links).toEqual([{ rel: 'self', href: `${itemUrl}/assets` }, ...links.slice(1)])
    expect(await call('DELETE', assetUrl('linked.csv'))).toMatchObject({
      status: 200,
      json: { code: 200, description: 'linked.csv successfully deleted', links: [{ rel: 'parent', href: itemUrl }] },
    })
  })
})

describe('caching', () => {
  it('every read answers Cache-Control: max-age=600, public and an Expires ten minutes ahead, even a 404; writes none', async () => {
    const put = await call('PUT', assetUrl('cached.csv'), { id: 'cached.csv', type: 'text/csv' })
    expect(put.headers.get('cache-control')).toBeNull()
    expect(put.headers.get('expires')).toBeNull()
    for (const url of [
      assetUrl('cached.csv'),
      assetUrl('missing.csv'),
      `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets`,
    ]) {
      const before = Date.now()
      const read = await fetch(url)
      expect(read.headers.get('cache-control'), url).toBe('max-age=600, public')
      const expires = Date.parse(read.headers.get('expires')!)
      expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 600_000)
      expect(expires).toBeLessThanOrEqual(Date.now() + 600_000)
    }
    expect((await fetch(assetUrl('cached.csv'), { method: 'HEAD' })).headers.get('cache-control')).toBe('max-age=600, public')
  })
})

describe('deadlocks', () => {
  const DEADLOCK = {
    code: 500,
    description: expect.stringMatching(/^OperationalError\('deadlock detected\\nDETAIL: {2}Process \d+ waits for ShareLock on transaction/),
  }

  /** A fake where one write is kept under way (its body half sent) while `during` runs; then that write's status. */
  async function withWriteUnderway(local: FakeCatalog, during: () => Promise<void>): Promise<number> {
    const url = `${local.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets/slow.csv`
    const answered = new Promise<number>((resolve, reject) => {
      const slow = request(
        url,
        { method: 'PUT', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' } },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      slow.on('error', reject)
      slow.write('{"id": "slow.csv", ')
      void during().then(() => slow.end('"type": "text/csv"}'), reject)
    })
    return answered
  }
  const put = (local: FakeCatalog, collection: string, item: string, id: string) =>
    call('PUT', `${local.origin}/api/stac/v1/collections/${collection}/items/${item}/assets/${id}`, { id, type: 'text/csv' })

  it("writes that meet another write in their collection answer the service's deadlock 500 (deadlockRate), and are not made", async () => {
    const local = await startFakeCatalog({ staticTokens: [TOKEN], items: { [COLLECTION]: [ITEM], 'ch.other': ['j'] }, deadlockRate: 1 })
    try {
      // One at a time, nothing deadlocks.
      for (const id of ['one.csv', 'two.csv']) expect((await put(local, COLLECTION, ITEM, id)).status).toBe(201)
      const slow = await withWriteUnderway(local, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const met = await put(local, COLLECTION, ITEM, 'met.csv')
        expect(met).toMatchObject({ status: 500, json: DEADLOCK })
        expect(local.asset(COLLECTION, ITEM, 'met.csv')).toBeUndefined()
        // Another collection's rows are not shared.
        expect((await put(local, 'ch.other', 'j', 'elsewhere.csv')).status).toBe(201)
        // Reads never deadlock.
        expect((await fetch(`${local.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets`)).status).toBe(200)
      })
      expect(slow).toBe(201)
      expect(local.asset(COLLECTION, ITEM, 'slow.csv')).toBeDefined()
    } finally {
      await local.close()
    }
  })

  it('draws now and then, from a seeded generator: the same seed gives the same deadlocks; the default is none', async () => {
    const pattern = async (options: { deadlockRate?: number; deadlockSeed?: number }) => {
      const local = await startFakeCatalog({ staticTokens: [TOKEN], items: { [COLLECTION]: [ITEM] }, ...options })
      const statuses: number[] = []
      try {
        await withWriteUnderway(local, async () => {
          for (let i = 0; i < 16; i++) statuses.push((await put(local, COLLECTION, ITEM, `p${i}.csv`)).status)
        })
      } finally {
        await local.close()
      }
      return statuses
    }
    const first = await pattern({ deadlockRate: 0.5, deadlockSeed: 42 })
    expect(new Set(first)).toEqual(new Set([201, 500]))
    expect(await pattern({ deadlockRate: 0.5, deadlockSeed: 42 })).toEqual(first)
    expect(await pattern({ deadlockRate: 0.5, deadlockSeed: 43 })).not.toEqual(first)
    expect(new Set(await pattern({}))).toEqual(new Set([201]))
  })
})

describe('collections, times and preconditions', () => {
  /** A fake whose clock stands at 08:00:00 and 123.456 ms: the database keeps microseconds. */
  async function fieldsCatalog(): Promise<{ local: FakeCatalog; tick: (ms: number) => void }> {
    let now = Date.UTC(2026, 10, 24, 8) + 123.456
    const local = await startFakeCatalog({
      staticTokens: [TOKEN],
      collections: [{ id: 'ch.fields', title: 'Fields', description: 'What a collection shows', license: 'CC-BY-4.0' }],
      now: () => now,
    })
    return { local, tick: (ms) => (now += ms) }
  }
  const collectionUrl = (local: FakeCatalog) => `${local.origin}/api/stac/v1/collections/ch.fields`

  it("GET of a collection shows its own fields as the service's serializer orders them, with an ETag", async () => {
    const { local } = await fieldsCatalog()
    try {
      const read = await call('GET', collectionUrl(local))
      expect(read.json).toEqual({
        stac_version: '1.0.0',
        id: 'ch.fields',
        title: 'Fields',
        description: 'What a collection shows',
        summaries: {},
        extent: { spatial: { bbox: [[0, 0, 0, 0]] }, temporal: { interval: [[null, null]] } },
        license: 'CC-BY-4.0',
        created: '2026-11-24T08:00:00.123456Z',
        updated: '2026-11-24T08:00:00.123456Z',
        links: [
          { rel: 'self', href: collectionUrl(local) },
          { rel: 'root', href: `${local.origin}/api/stac/v1/` },
          { rel: 'parent', href: `${local.origin}/api/stac/v1/` },
          { rel: 'items', href: `${collectionUrl(local)}/items` },
          { rel: 'assets', href: `${collectionUrl(local)}/assets` },
          { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: `${local.origin}/browser/index.html#/collections/ch.fields` },
        ],
        crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'],
        itemType: 'Feature',
        assets: {},
        type: 'Collection',
      })
      expect(Object.keys(read.json as object)).toEqual(Object.keys(read.json as object).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)))
      expect(read.headers.get('etag')).toBe(local.collection('ch.fields')?.etag)
      expect(read.headers.get('etag')).toMatch(/^"[0-9a-f-]{36}"$/)
      expect((await fetch(collectionUrl(local), { headers: { 'If-None-Match': read.headers.get('etag')! } })).status).toBe(304)
    } finally {
      await local.close()
    }
  })

  it('every change beneath a collection renews its ETag and time of update; summaries follow the assets, the extent the periodic command', async () => {
    const { local, tick } = await fieldsCatalog()
    try {
      const etag = async () => (await fetch(collectionUrl(local))).headers.get('etag')
      const first = await etag()
      tick(1000)
      const item = { id: 'north', geometry: { type: 'Point', coordinates: [7.5, 46.5] }, properties: { datetime: '2026-01-01T00:00:00Z' } }
      expect((await call('PUT', `${collectionUrl(local)}/items/north`, item)).status).toBe(201)
      const second = await etag()
      expect(second).not.toBe(first)
      expect(local.collection('ch.fields')?.updated).toBe('2026-11-24T08:00:01.123456Z')
      tick(1000)
      const asset = { id: 'map.tif', type: 'image/tiff; application=geotiff', 'proj:epsg': 2056, gsd: 0.5, 'geoadmin:lang': 'de' }
      expect((await call('PUT', `${collectionUrl(local)}/items/north/assets/map.tif`, asset)).status).toBe(201)
      expect(await etag()).not.toBe(second)
      const read = (await call('GET', collectionUrl(local))).json
      expect(read.summaries).toEqual({ 'proj:epsg': [2056], gsd: [0.5], 'geoadmin:lang': ['de'] })
      // The items' triggers only mark the extent out of sync; the operators' scheduled command computes it.
      expect(read.extent).toEqual({ spatial: { bbox: [[0, 0, 0, 0]] }, temporal: { interval: [[null, null]] } })
      local.calculateExtents()
      expect((await call('GET', collectionUrl(local))).json.extent).toEqual({
        spatial: { bbox: [[7.5, 46.5, 7.5, 46.5]] },
        temporal: { interval: [['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z']] },
      })
    } finally {
      await local.close()
    }
  })

  it('times the database sets come with microseconds: items, assets, uploads', async () => {
    const { local } = await fieldsCatalog()
    try {
      const item = { id: 'timed', geometry: { type: 'Point', coordinates: [7.5, 46.5] }, properties: { datetime: '2026-01-01T00:00:00Z' } }
      const shown = (await call('PUT', `${collectionUrl(local)}/items/timed`, item)).json
      expect(shown.properties).toMatchObject({ created: '2026-11-24T08:00:00.123456Z', updated: '2026-11-24T08:00:00.123456Z' })
      const assetUrl = `${collectionUrl(local)}/items/timed/assets/t.csv`
      expect((await call('PUT', assetUrl, { id: 't.csv', type: 'text/csv' })).json).toMatchObject({
        created: '2026-11-24T08:00:00.123456Z',
      })
      const body = Buffer.from('t\n')
      const upload = await call('POST', `${assetUrl}/uploads`, {
        number_parts: 1,
        md5_parts: [{ part_number: 1, md5: md5(body) }],
        'file:checksum': multihash(body),
      })
      expect(upload.json).toMatchObject({ created: '2026-11-24T08:00:00.123456Z' })
    } finally {
      await local.close()
    }
  })

  it('a failed precondition answers 412 as Django does: an empty text/html page', async () => {
    const { local } = await fieldsCatalog()
    try {
      const item = {
        id: 'guarded',
        geometry: { type: 'Point', coordinates: [7.5, 46.5] },
        properties: { datetime: '2026-01-01T00:00:00Z' },
      }
      const url = `${collectionUrl(local)}/items/guarded`
      await call('PUT', url, item)
      for (const [method, header] of [
        ['PATCH', { 'If-Match': '"0"' }],
        ['PUT', { 'If-None-Match': '*' }],
      ] as const) {
        const answer = await fetch(url, {
          method,
          headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', ...header },
          body: JSON.stringify(item),
        })
        expect(answer.status).toBe(412)
        expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
        expect(answer.headers.get('content-length')).toBe('0')
        expect(await answer.text()).toBe('')
      }
    } finally {
      await local.close()
    }
  })
})

/** The order of CollectionSerializer's fields (type added after them). */
const ORDER = [
  'stac_version',
  'stac_extensions',
  'id',
  'title',
  'description',
  'summaries',
  'extent',
  'providers',
  'license',
  'created',
  'updated',
  'links',
  'crs',
  'itemType',
  'assets',
  'type',
]
