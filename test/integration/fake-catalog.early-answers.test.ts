import { createHash } from 'node:crypto'
import { createServer as createHttpServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { startFaultProxy, type FaultProxy } from '../../sandbox/fault-proxy.ts'
import type { FaultAction, FaultTarget } from '../../sandbox/faults.ts'

// Answers that come before the request's body was read: a gateway or the storage refusing a
// request from its headers alone. The client sends the headers and the first bytes of a body;
// the answer can only arrive if the server did not wait for the rest. The server then reads and
// drops the rest, and the connection carries the next request.

const TOKEN = 'test-token'
const COLLECTION = 'ch.early'
const ITEM = 'i'
const BODY_BYTES = 1024 * 1024
const md5 = (data: Buffer): string => createHash('md5').update(data).digest('base64')

let catalog: FakeCatalog
let proxy: FaultProxy
let upstream: Server
let upstreamRequests = 0
let armed: { readonly target: FaultTarget; readonly action: FaultAction } | undefined
let urlExpiresSeconds = 3600
beforeAll(async () => {
  const fault = (request: { target: FaultTarget }) => {
    if (armed?.target !== request.target) return undefined
    const { action } = armed
    armed = undefined
    return action
  }
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    items: { [COLLECTION]: [ITEM] },
    urlExpiresSeconds: () => urlExpiresSeconds,
    fault,
  })
  upstream = createHttpServer((req, res) => {
    upstreamRequests++
    req.resume()
    req.on('end', () => res.end('upstream'))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, fault })
})
afterAll(async () => {
  await catalog?.close()
  await proxy?.close()
  await new Promise((resolve) => upstream?.close(resolve))
})

interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** One connection, on which answers are read one after the other (Content-Length bodies). */
class Connection {
  readonly #socket: Socket
  #buffer = Buffer.alloc(0)
  #waiting: (() => void) | undefined

  constructor(origin: string) {
    const { hostname, port } = new URL(origin)
    this.#socket = connect(Number(port), hostname)
    this.#socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk])
      this.#waiting?.()
    })
    this.#socket.on('error', () => undefined)
  }

  write(data: string | Buffer): void {
    this.#socket.write(data)
  }

  async answer(): Promise<Answer> {
    for (;;) {
      const end = this.#buffer.indexOf('\r\n\r\n')
      if (end >= 0) {
        const [statusLine, ...lines] = this.#buffer.subarray(0, end).toString('latin1').split('\r\n')
        const headers = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        )
        const length = Number(headers['content-length'] ?? 0)
        if (this.#buffer.length >= end + 4 + length) {
          const body = this.#buffer.subarray(end + 4, end + 4 + length).toString('utf8')
          this.#buffer = this.#buffer.subarray(end + 4 + length)
          return { status: Number(statusLine!.split(' ')[1]), headers, body }
        }
      }
      await new Promise<void>((resolve) => (this.#waiting = resolve))
    }
  }

  close(): void {
    this.#socket.destroy()
  }
}

/**
 * Sends a request's headers and 1 KiB of its BODY_BYTES body, and returns the answer that comes
 * meanwhile; then the rest of the body, and a GET of `next` on the same connection, whose answer
 * shows the server read past the dropped body.
 */
async function beforeTheBody(
  origin: string,
  method: string,
  target: string,
  headers: Readonly<Record<string, string>>,
  next: string,
): Promise<{ early: Answer; next: Answer }> {
  const connection = new Connection(origin)
  try {
    const host = new URL(origin).host
    const head = Object.entries({ Host: host, ...headers, 'Content-Length': String(BODY_BYTES) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    connection.write(`${method} ${target} HTTP/1.1\r\n${head}\r\n`)
    connection.write(Buffer.alloc(1024, 1))
    const early = await connection.answer()
    connection.write(Buffer.alloc(BODY_BYTES - 1024, 1))
    connection.write(`GET ${next} HTTP/1.1\r\nHost: ${host}\r\n\r\n`)
    return { early, next: await connection.answer() }
  } finally {
    connection.close()
  }
}

const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }
const itemPath = `/api/stac/v1/collections/${COLLECTION}/items/${ITEM}`
let counter = 0

/** An asset with an upload of one part whose declared MD5 is that of `part`; the part's presigned URL. */
async function partUrl(part: Buffer): Promise<URL> {
  const id = `e${++counter}.csv`
  const assetUrl = `${catalog.origin}${itemPath}/assets/${id}`
  await fetch(assetUrl, { method: 'PUT', headers: auth, body: JSON.stringify({ id, type: 'text/csv' }) })
  const created = await fetch(`${assetUrl}/uploads`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      number_parts: 1,
      md5_parts: [{ part_number: 1, md5: md5(part) }],
      'file:checksum': `1220${createHash('sha256').update(part).digest('hex')}`,
    }),
  })
  const { urls } = (await created.json()) as { urls: Array<{ url: string }> }
  return new URL(urls[0]!.url)
}

const PART = Buffer.alloc(BODY_BYTES, 1)
const pathOf = (url: URL): string => `${url.pathname}${url.search}`

describe("the fault kind 'early': answered as soon as the headers are in", () => {
  it('on the API: the write is not handled, the connection carries the next request', async () => {
    armed = { target: 'api', action: { status: 503, early: true } }
    const { early, next } = await beforeTheBody(
      catalog.origin,
      'PUT',
      `${itemPath}/assets/never.csv`,
      { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      `/api/stac/v1/collections/${COLLECTION}`,
    )
    expect(early).toMatchObject({ status: 503, headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(early.body)).toEqual({ code: 503, description: 'Injected fault' })
    expect(next.status).toBe(200)
    expect(catalog.asset(COLLECTION, ITEM, 'never.csv')).toBeUndefined()
  })

  it('on the storage: the part is not stored', async () => {
    const url = await partUrl(PART)
    armed = { target: 'storage', action: { status: 503, early: true } }
    const { early, next } = await beforeTheBody(catalog.storageOrigin, 'PUT', pathOf(url), { 'Content-MD5': md5(PART) }, '/nothing')
    expect(early.status).toBe(503)
    expect(next.status).toBe(404)
    expect(catalog.uploads(COLLECTION, ITEM, `e${counter}.csv`)[0]?.parts).toEqual([])
  })

  it('on the identity provider, through the fault proxy: nothing reaches it', async () => {
    const before = upstreamRequests
    armed = { target: 'idp', action: { status: 503, early: true } }
    const { early, next } = await beforeTheBody(proxy.origin, 'POST', '/', { 'Content-Type': 'application/x-amz-json-1.1' }, '/')
    expect(early.status).toBe(503)
    expect(next).toMatchObject({ status: 200, body: 'upstream' })
    expect(upstreamRequests).toBe(before + 1)
  })
})

describe('the storage refuses from the URL and headers before it reads a part, as S3 does', () => {
  it.each([
    ['without Content-MD5', {}, 403, 'SignatureDoesNotMatch'],
    ['with a Content-MD5 other than the one signed', { 'Content-MD5': md5(Buffer.from('other')) }, 403, 'SignatureDoesNotMatch'],
  ] as const)('%s', async (_name, headers, status, code) => {
    const url = await partUrl(PART)
    const { early, next } = await beforeTheBody(catalog.storageOrigin, 'PUT', pathOf(url), headers, '/nothing')
    expect(early).toMatchObject({ status, headers: { 'content-type': 'application/xml' } })
    expect(early.body).toContain(`<Code>${code}</Code>`)
    expect(next.status).toBe(404)
  })

  it('an expired URL', async () => {
    urlExpiresSeconds = 0
    const url = await partUrl(PART).finally(() => (urlExpiresSeconds = 3600))
    const { early } = await beforeTheBody(catalog.storageOrigin, 'PUT', pathOf(url), { 'Content-MD5': md5(PART) }, '/nothing')
    expect(early.status).toBe(403)
    expect(early.body).toContain('Request has expired')
  })

  it('an upload that does not exist, and a method that is not allowed', async () => {
    const url = await partUrl(PART)
    const unknown = pathOf(url).replace(/\/upload\/[^/]+\//, '/upload/no-such-upload/')
    expect((await beforeTheBody(catalog.storageOrigin, 'PUT', unknown, { 'Content-MD5': md5(PART) }, '/nothing')).early).toMatchObject({
      status: 404,
      body: expect.stringContaining('<Code>NoSuchUpload</Code>'),
    })
    expect((await beforeTheBody(catalog.storageOrigin, 'POST', pathOf(url), {}, '/nothing')).early).toMatchObject({
      status: 405,
      body: expect.stringContaining('<Code>MethodNotAllowed</Code>'),
    })
  })
})
