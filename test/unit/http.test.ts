import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { Http, RequestFailedError } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

async function serve(handler: (req: IncomingMessage, res: ServerResponse, count: number) => void): Promise<string> {
  let count = 0
  server = createServer((req, res) => {
    req.resume()
    req.on('end', () => handler(req, res, ++count))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

function setup(retries = 3) {
  const lines: string[] = []
  const delays: number[] = []
  const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
  const http = new Http({ retries, timeoutMs: 2000, log, sleep: async (ms) => void delays.push(ms), random: () => 0.5, now: () => 0 })
  return { http, lines, delays }
}

describe('Http retries', () => {
  it('retries 503 and 429 with backoff, honouring Retry-After, and logs each attempt', async () => {
    const url = await serve((_req, res, count) => {
      if (count === 1) res.writeHead(503).end()
      else if (count === 2) res.writeHead(429, { 'Retry-After': '2' }).end()
      else res.writeHead(200).end('ok')
    })
    const { http, lines, delays } = setup()
    const response = await http.send({ method: 'GET', url, label: 'read thing', idempotent: true })
    expect(response).toMatchObject({ status: 200, text: 'ok' })
    expect(delays).toEqual([250, 2000])
    expect(lines).toEqual([
      'Retry read thing: attempt 1 of 4 failed (HTTP 503); retrying after 250 ms',
      'Retry read thing: attempt 2 of 4 failed (HTTP 429); retrying after 2000 ms',
    ])
    http.dispose()
  })

  it('waits out a Retry-After of up to a minute; one asking for longer is the answer, not retried, and says how long it asked', async () => {
    const url = await serve((req, res, count) => {
      if (req.url === '/minute' && count === 1) res.writeHead(503, { 'Retry-After': '60' }).end()
      else if (req.url === '/minute') res.writeHead(200).end('ok')
      else res.writeHead(503, { 'Retry-After': '3600' }).end('{"code":503}')
    })
    const { http, lines, delays } = setup()
    expect(await http.send({ method: 'GET', url: `${url}minute`, label: 'read thing', idempotent: true })).toMatchObject({ status: 200 })
    expect(delays).toEqual([60_000])
    expect((await http.send({ method: 'GET', url: `${url}minute`, label: 'read thing', idempotent: true })).retryAfterMs).toBeUndefined()
    const refused = await http.send({ method: 'PUT', url: `${url}hour`, body: '{}', label: 'create asset a.csv', idempotent: true })
    expect(refused).toMatchObject({ status: 503, retryAfterMs: 3_600_000 })
    expect(delays).toEqual([60_000])
    expect(lines.at(-1)).toBe('create asset a.csv: HTTP 503 with Retry-After: 3600 s, longer than a run waits (60 s); not retried')
    http.dispose()
  })

  it('gives up after the configured retries and returns the last answer', async () => {
    const url = await serve((_req, res) => res.writeHead(502).end())
    const { http, delays } = setup(2)
    expect((await http.send({ method: 'GET', url, label: 'x', idempotent: true })).status).toBe(502)
    expect(delays).toHaveLength(2)
    http.dispose()
  })

  it('never retries other 4xx', async () => {
    const url = await serve((_req, res) => res.writeHead(400).end('{"code":400}'))
    const { http, delays } = setup()
    expect((await http.send({ method: 'PUT', url, label: 'x', idempotent: true })).status).toBe(400)
    expect(delays).toEqual([])
    http.dispose()
  })

  it('retries a reset connection for idempotent requests only', async () => {
    const url = await serve((req, res, count) => {
      if (count === 1 || req.method === 'POST') req.socket.destroy()
      else res.writeHead(200).end('ok')
    })
    const { http, delays } = setup()
    expect((await http.send({ method: 'GET', url, label: 'x', idempotent: true })).text).toBe('ok')
    expect(delays).toHaveLength(1)
    await expect(http.send({ method: 'POST', url, body: '{}', label: 'create asset a', idempotent: false })).rejects.toThrow(
      RequestFailedError,
    )
    http.dispose()
  })

  it('once disposed, ends a request under way and retries nothing', async () => {
    let received!: () => void
    const arrived = new Promise<void>((resolve) => (received = resolve))
    // Answers never: like an identity provider that hangs while the run already failed.
    const url = await serve(() => received())
    const { http, lines, delays } = setup()
    const sent = http.send({ method: 'POST', url, body: '{}', label: 'sign in', idempotent: true })
    await arrived
    http.dispose()
    await expect(sent).rejects.toThrow(RequestFailedError)
    expect(lines).toEqual([])
    expect(delays).toEqual([])
  })

  it('once disposed, cuts a wait for the next attempt short', async () => {
    const url = await serve((_req, res) => res.writeHead(503, { 'Retry-After': '30' }).end())
    const lines: string[] = []
    // The real sleep: without the cut, this test would wait 30 s and time out.
    const http = new Http({
      retries: 3,
      timeoutMs: 2000,
      log: {
        info: (m) => void (lines.push(m), setImmediate(() => http.dispose())),
        warning: () => undefined,
        debug: () => undefined,
        group: (_n, w) => w(),
      },
    })
    await expect(http.send({ method: 'GET', url, label: 'read thing', idempotent: true })).rejects.toThrow(
      'read thing: not sent, the run is over',
    )
    expect(lines).toEqual(['Retry read thing: attempt 1 of 4 failed (HTTP 503); retrying after 30000 ms'])
  })

  it('does not follow redirects', async () => {
    const url = await serve((_req, res) => res.writeHead(302, { Location: 'http://127.0.0.2:1/steal' }).end())
    const { http } = setup()
    expect((await http.send({ method: 'GET', url, label: 'x', idempotent: true })).status).toBe(302)
    http.dispose()
  })
})

describe('Where a request goes', () => {
  it('to an IPv6 literal, with the path, the query, the Host header and credentials of its URL, as Node takes a URL', async () => {
    const seen: string[] = []
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.host} ${req.headers.authorization}`)
      req.resume()
      req.on('end', () => res.end('ok'))
    })
    await new Promise<void>((resolve) => server!.listen(0, '::1', resolve))
    const port = (server.address() as AddressInfo).port
    const { http } = setup(0)
    const response = await http.send({
      method: 'PUT',
      url: `http://us%20er:p%40ss@[::1]:${port}/api/a%20b?x=1&y=%2F`,
      body: 'x',
      label: 'write thing',
      idempotent: true,
    })
    http.dispose()
    expect(response).toMatchObject({ status: 200, text: 'ok' })
    expect(seen).toEqual([`PUT /api/a%20b?x=1&y=%2F [::1]:${port} Basic ${Buffer.from('us er:p@ss').toString('base64')}`])
  })
})

describe('Secrets', () => {
  it('masks every secret and removes it from text, also where a server echoes it', async () => {
    const { Secrets } = await import('../../src/common/secrets.ts')
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    secrets.add('hunter2')
    secrets.add('eyJ.token.sig')
    secrets.add('')
    secrets.add(undefined)
    secrets.add('hunter2')
    expect(masked).toEqual(['hunter2', 'eyJ.token.sig'])
    expect(secrets.redact('{"description":"bad password hunter2 for Bearer eyJ.token.sig"}')).toBe(
      '{"description":"bad password *** for Bearer ***"}',
    )
  })

  it('cuts out a secret that contains another whole, whichever came first', async () => {
    const { Secrets } = await import('../../src/common/secrets.ts')
    const secrets = new Secrets()
    secrets.add('abc')
    secrets.add('xabcx-long')
    expect(secrets.redact('token xabcx-long and abc')).toBe('token *** and ***')
  })
})
