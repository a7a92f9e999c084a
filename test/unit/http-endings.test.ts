import { rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Http, RequestFailedError, type HttpRequest } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'

// Every way a connection can end, from a raw TCP server on loopback: the transport must settle
// each request, retry what can be repeated, and say what happened.

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A TCP server whose every connection gets `behave(socket, request number)` once a request arrived. */
async function raw(behave: (socket: Socket, count: number) => void): Promise<string> {
  let count = 0
  const server = createServer((socket) => {
    let seen = ''
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1')
      // One request per connection is enough here: answer once its headers (and a short body) are in.
      if (seen.includes('\r\n\r\n') && !socket.destroyed) {
        seen = ''
        behave(socket, ++count)
      }
    })
    socket.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`
}

const OK = 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok'

function setup(retries = 2, timeoutMs = 2000) {
  const lines: string[] = []
  const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
  const http = new Http({ retries, timeoutMs, log, sleep: async () => undefined, random: () => 0 })
  return { http, lines }
}

const get = (url: string): HttpRequest => ({ method: 'GET', url, label: 'read thing', idempotent: true })
const post = (url: string): HttpRequest => ({ method: 'POST', url, body: '{}', label: 'create thing', idempotent: false })

/** A storage on loopback that keeps each request's body and answers "stored": its part URL and the bodies. */
async function storing(): Promise<{ readonly url: string; readonly received: Buffer[] }> {
  const received: Buffer[] = []
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push(Buffer.concat(chunks))
      res.end('stored')
    })
    req.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/part`, received }
}

describe('every way a connection can end settles the request', () => {
  it('refused: retried for any request, since nothing was sent, then fails saying so', async () => {
    const closed = createHttpServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x`
    await new Promise((resolve) => closed.close(resolve))
    const { http, lines } = setup(2)
    const failure = await http.send(post(url)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RequestFailedError)
    expect((failure as RequestFailedError).message).toMatch(/^create thing: connect ECONNREFUSED .* \(after 3 attempts\)$/)
    expect((failure as RequestFailedError).outcomeUnknown).toBe(false)
    // The first retry said; the next, while the origin still cannot be reached, kept for the failure (http-unreachable.test.ts).
    expect(lines).toHaveLength(1)
    http.dispose()
  })

  it('reset before answering: retried when repeatable; otherwise its outcome is unknown', async () => {
    const url = await raw((socket, count) => (count === 1 || count >= 3 ? socket.destroy() : socket.end(OK)))
    const { http } = setup(3)
    const answer = await http.send(get(url))
    expect(answer).toMatchObject({ status: 200, text: 'ok', uncertain: true })
    const failure = await http.send(post(url)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RequestFailedError)
    expect(failure).toMatchObject({ outcomeUnknown: true })
    http.dispose()
  })

  it('closed in the middle of the headers', async () => {
    const url = await raw((socket, count) => (count === 1 ? socket.end('HTTP/1.1 200 OK\r\nContent-Ty') : socket.end(OK)))
    const { http, lines } = setup()
    expect(await http.send(get(url))).toMatchObject({ status: 200, text: 'ok', uncertain: true })
    expect(lines[0]).toMatch(/^Retry read thing: attempt 1 of 3 failed \(the connection ended before the answer was complete/)
    http.dispose()
  })

  it('closed in the middle of the body (Content-Length)', async () => {
    const url = await raw((socket, count) =>
      count === 1 ? socket.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789') : socket.end(OK),
    )
    const { http, lines } = setup()
    expect(await http.send(get(url))).toMatchObject({ status: 200, text: 'ok' })
    expect(lines[0]).toMatch(/attempt 1 of 3 failed \(the connection (closed|ended) after 10 bytes of the answer \(HTTP 200\)/)
    http.dispose()
  })

  it('closed in the middle of a chunked body, and the failure names the request when retries run out', async () => {
    const url = await raw((socket) => socket.end('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n'))
    const { http } = setup(1)
    await expect(http.send(get(url))).rejects.toThrow(/^read thing: the connection (closed|ended) after 5 bytes of the answer \(HTTP 200\)/)
    http.dispose()
  })

  it('silent after the request: fails after the timeout', async () => {
    const url = await raw(() => undefined)
    const { http } = setup(0, 300)
    await expect(http.send(get(url))).rejects.toThrow('read thing: no data for 0.3 s')
    http.dispose()
  })

  it('trickling: bytes keep coming, never a gap of the timeout, yet the answer must be complete in time', async () => {
    let sent = 0
    const url = await raw((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n')
      const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write('x', () => sent++)), 50)
      socket.on('close', () => clearInterval(timer))
    })
    const { http } = setup(0, 400)
    await expect(http.send(get(url))).rejects.toThrow('read thing: the answer was not complete 0.4 s after the request was sent')
    // The client gave up long before the answer could end: of its 1000 bytes, 50 ms apart, a few were sent (a loaded machine sends fewer).
    expect(sent).toBeLessThan(40)
    http.dispose()
  })

  it('keeps one pool per origin: an https origin first, then plain http, in one run', async () => {
    const server = createHttpServer((_req, res) => res.end('plain'))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const { http } = setup(0)
    // Nothing speaks TLS on port 1; what matters is that the https pool exists first.
    await expect(http.send(get('https://127.0.0.1:1/'))).rejects.toThrow(RequestFailedError)
    expect((await http.send(get(`http://127.0.0.1:${port}/`))).text).toBe('plain')
    http.dispose()
  })

  it('streams a file range as the body, and fails a file shorter than the range without hanging', async () => {
    const { url, received } = await storing()
    const file = path.join(tmpdir(), `http-range-${process.pid}.bin`)
    const content = Buffer.alloc(1_000_000)
    for (let i = 0; i < content.length; i++) content[i] = (i * 7) % 251
    await writeFile(file, content)
    const { http } = setup(0)
    const range = { path: file, offset: 123_456, length: 600_000 }
    expect((await http.send({ method: 'PUT', url, body: range, label: 'upload part', idempotent: true })).text).toBe('stored')
    expect(received[0]!.equals(content.subarray(123_456, 723_456))).toBe(true)
    await expect(
      http.send({ method: 'PUT', url, body: { path: file, offset: 900_000, length: 200_000 }, label: 'upload part 2', idempotent: true }),
    ).rejects.toThrow(/^upload part 2: sending .*: the file ended 100000 bytes early/)
    // Longer than one chunk: streamed, and cut short in the middle of its body; named the same.
    await expect(
      http.send({ method: 'PUT', url, body: { path: file, offset: 500_000, length: 600_000 }, label: 'upload part 3', idempotent: true }),
    ).rejects.toThrow(/^upload part 3: sending .*http-range-\d+\.bin: the file ended 100000 bytes early/)
    http.dispose()
  })

  it('decodes an answer as it comes, a character cut between two chunks whole', async () => {
    const text = '{"title":"Gemeindegrenzen – Frühling, 日本"}'
    const bytes = Buffer.from(text)
    const cut = bytes.indexOf(Buffer.from('ü')) + 1
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write(bytes.subarray(0, cut))
      setImmediate(() => res.end(bytes.subarray(cut)))
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { http } = setup(0)
    expect((await http.send(get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`))).text).toBe(text)
    http.dispose()
  })

  it('sends a part of one chunk (a small file) read at once: its bytes from the offset; a shorter or missing file fails, named', async () => {
    const { url, received } = await storing()
    const file = path.join(tmpdir(), `http-small-${process.pid}.csv`)
    await writeFile(file, 'id,value\n1,2\n3,4\n')
    const { http } = setup(0)
    const put = (body: { path: string; offset: number; length: number }, label: string) =>
      http.send({ method: 'PUT', url, body, label, idempotent: true })
    expect((await put({ path: file, offset: 0, length: 17 }, 'upload part 1/1 of small.csv')).text).toBe('stored')
    expect((await put({ path: file, offset: 9, length: 4 }, 'upload part 1/1 of small.csv')).text).toBe('stored')
    expect(received.map((body) => body.toString())).toEqual(['id,value\n1,2\n3,4\n', '1,2\n'])
    await expect(put({ path: file, offset: 10, length: 10 }, 'upload part 1/1 of short.csv')).rejects.toThrow(
      /^upload part 1\/1 of short.csv: sending .*http-small-\d+\.csv: the file ended 3 bytes early/,
    )
    await expect(put({ path: `${file}.gone`, offset: 0, length: 10 }, 'upload part 1/1 of gone.csv')).rejects.toThrow(
      /^upload part 1\/1 of gone.csv: sending .*\.gone: ENOENT/,
    )
    expect(received).toHaveLength(2)
    http.dispose()
  })

  it('a connection cut while a part streams ends that request with an error, and nothing else (no unhandled rejection)', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    try {
      // Takes 300 KB of the body, then resets the connection while the client still writes.
      const server = createServer((socket) => {
        let received = 0
        socket.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (received > 300_000) socket.resetAndDestroy()
        })
        socket.on('error', () => undefined)
      })
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/part`
      const file = path.join(tmpdir(), `http-cut-${process.pid}.bin`)
      await writeFile(file, Buffer.alloc(8_000_000, 7))
      const { http } = setup(2)
      for (let i = 0; i < 5; i++) {
        const sent = http.send({
          method: 'PUT',
          url,
          body: { path: file, offset: 0, length: 8_000_000 },
          label: 'upload part 1/1 of big.las',
          idempotent: true,
        })
        await expect(sent).rejects.toThrow(/^upload part 1\/1 of big.las: .* \(after 3 attempts\)$/)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
      http.dispose()
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', record)
    }
  })

  it('names the requests in flight while they are under way', async () => {
    let answer!: (socket: Socket) => void
    const arrived = new Promise<Socket>((resolve) => (answer = resolve))
    const url = await raw((socket) => answer(socket))
    const { http } = setup(0)
    const sent = http.send({ ...get(url), label: 'upload part 3/7 of dem.tif' })
    const socket = await arrived
    expect(http.pending.list()).toEqual(['upload part 3/7 of dem.tif'])
    socket.end(OK)
    await sent
    expect(http.pending.list()).toEqual([])
    http.dispose()
  })
})

describe('a part sent slower than the floor', () => {
  it('a reader that drains the body slowly but steadily (never a silence of the timeout) gives the part up, as a transient failure, retried', async () => {
    const connections: Socket[] = []
    let drained = 0
    // Reads one socket read (at most 64 KiB) every 100 ms: at most 0.6 MiB/s, far below the floor's 4 MiB/s.
    const server = createServer((socket) => {
      connections.push(socket)
      socket.on('data', (chunk: Buffer) => {
        drained += chunk.length
        socket.pause()
        const later = setTimeout(() => socket.resume(), 100)
        socket.once('close', () => clearTimeout(later))
      })
      socket.on('error', () => undefined)
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/part`
    const file = path.join(tmpdir(), `http-slow-${process.pid}.bin`)
    await writeFile(file, Buffer.alloc(64 * 1024 * 1024, 7))
    const lines: string[] = []
    const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
    // A window short for the test, on the machine's clock: a busy machine only makes the reader slower.
    const http = new Http({
      retries: 1,
      timeoutMs: 10_000,
      log,
      sleep: async () => undefined,
      random: () => 0,
      now: () => performance.now(),
      partRate: { bytesPerSecond: 4 * 1024 * 1024, windowMs: 400 },
    })
    try {
      const sent = http.send({
        method: 'PUT',
        url,
        body: { path: file, offset: 0, length: 64 * 1024 * 1024 },
        label: 'upload part 1/1 of big.las',
        idempotent: true,
      })
      await expect(sent).rejects.toThrow(
        /^upload part 1\/1 of big.las: sent at [\d.]+ KiB\/s over the last [\d.]+ s, below the 4096 KiB\/s a part must keep up over 0.4 s \(after 2 attempts\)$/,
      )
      expect(lines).toEqual([
        expect.stringMatching(/^Retry upload part 1\/1 of big.las: attempt 1 of 2 failed \(sent at .*\); retrying after 0 ms$/),
      ])
      expect(connections).toHaveLength(2)
      // Given up long before the part was through.
      expect(drained).toBeLessThan(32 * 1024 * 1024)
    } finally {
      http.dispose()
      // Paused, they would read the client's end only after all that it wrote.
      for (const socket of connections) socket.destroy()
      await rm(file, { force: true })
    }
  })
})
