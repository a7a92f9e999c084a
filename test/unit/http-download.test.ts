import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { Http } from '../../src/transport/http.ts'
import { download, DownloadError } from '../../src/transport/download.ts'
import type { Log } from '../../src/common/log.ts'
import { loopbackServers } from '../support/loopback.ts'

// Bodies in memory and answers streamed to a sink (a part read from a STAC source, then sent),
// and the reads of a stored object as S3 answers them, over sockets on loopback.

const listen = loopbackServers()

async function serve(handle: (req: IncomingMessage, res: ServerResponse, count: number) => void): Promise<string> {
  let count = 0
  return `${await listen((req, res) => handle(req, res, ++count))}/bucket/scene-0001/data.csv`
}

function setup(options: { retries?: number; timeoutMs?: number; floor?: { bytesPerSecond: number; windowMs: number } } = {}) {
  const lines: string[] = []
  const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
  const http = new Http({
    retries: options.retries ?? 2,
    timeoutMs: options.timeoutMs ?? 2000,
    log,
    sleep: async () => undefined,
    random: () => 0,
    now: () => performance.now(),
    ...(options.floor === undefined ? {} : { partRate: options.floor }),
  })
  return { http, lines }
}

const object = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 13) % 251))
const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')

/** As S3 serves a stored object: its ETag, one byte range (206), If-Match (412). */
function storage(bytes: Buffer, etag = `"${md5(bytes)}"`) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.headers['if-match'] !== undefined && req.headers['if-match'] !== etag) {
      res.writeHead(412, { 'Content-Type': 'application/xml' }).end('<Error><Code>PreconditionFailed</Code></Error>')
      return
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
    if (range === null) {
      res.writeHead(200, { ETag: etag, 'Content-Length': String(bytes.length) }).end(bytes)
      return
    }
    const [first, last] = [Number(range[1]), Math.min(Number(range[2]), bytes.length - 1)]
    res
      .writeHead(206, { ETag: etag, 'Content-Length': String(last - first + 1), 'Content-Range': `bytes ${first}-${last}/${bytes.length}` })
      .end(bytes.subarray(first, last + 1))
  }
}

/** A sink per attempt, each keeping what it got. */
function sinks() {
  const attempts: Buffer[][] = []
  return {
    attempts,
    receive: () => {
      const chunks: Buffer[] = []
      attempts.push(chunks)
      return { write: (chunk: Buffer) => void chunks.push(Buffer.from(chunk)) }
    },
    last: () => Buffer.concat(attempts.at(-1) ?? []),
  }
}

describe('a body in memory', () => {
  it('is sent whole, with its Content-Length', async () => {
    let got: { length: string | undefined; bytes: Buffer } | undefined
    const url = await serve((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        got = { length: req.headers['content-length'], bytes: Buffer.concat(chunks) }
        res.end('stored')
      })
    })
    const { http } = setup()
    const answer = await http.send({ method: 'PUT', url, body: object, label: 'upload part 1/1 of data.csv', idempotent: true })
    expect(answer.text).toBe('stored')
    expect(got?.length).toBe(String(object.length))
    expect(got?.bytes.equals(object)).toBe(true)
    http.dispose()
  })
})

describe('an answer streamed to a sink', () => {
  it('goes to the sink as it arrives, not into the text', async () => {
    const url = await serve(storage(object))
    const { http } = setup()
    const { receive, last } = sinks()
    const answer = await http.send({ method: 'GET', url, label: 'download data.csv', idempotent: true, answerTo: () => receive() })
    expect(answer).toMatchObject({ status: 200, text: '' })
    expect(last().equals(object)).toBe(true)
    http.dispose()
  })

  it('takes longer than the timeout while it keeps up the floor, and is given up below it', async () => {
    // 40 chunks of 1 KiB, 25 ms apart: a second in all, five times the timeout, at some 40 KiB/s.
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(40 * 1024) })
      let sent = 0
      const timer = setInterval(() => {
        if (res.destroyed || sent === 40) {
          clearInterval(timer)
          res.end()
          return
        }
        res.write(Buffer.alloc(1024, sent++))
      }, 25)
      res.on('close', () => clearInterval(timer))
    })
    const steady = setup({ retries: 0, timeoutMs: 200, floor: { bytesPerSecond: 1024, windowMs: 400 } })
    const { receive, last } = sinks()
    await steady.http.send({ method: 'GET', url, label: 'download data.csv', idempotent: true, answerTo: () => receive() })
    expect(last().length).toBe(40 * 1024)
    steady.http.dispose()
    // The same answer kept as text must be complete within the timeout.
    const text = setup({ retries: 0, timeoutMs: 200 })
    await expect(text.http.send({ method: 'GET', url, label: 'read data.csv', idempotent: true })).rejects.toThrow(
      'read data.csv: the answer was not complete 0.2 s after the request was sent',
    )
    text.http.dispose()
    // A floor far above what comes: given up once a window has passed.
    const slow = setup({ retries: 0, timeoutMs: 5000, floor: { bytesPerSecond: 1024 * 1024, windowMs: 200 } })
    await expect(
      slow.http.send({ method: 'GET', url, label: 'download data.csv', idempotent: true, answerTo: () => sinks().receive() }),
    ).rejects.toThrow(/^download data.csv: received at [\d.]+ KiB\/s over the last [\d.]+ s, below the 1024 KiB\/s a download must keep up/)
    slow.http.dispose()
  })

  it('a sink that refuses a chunk fails the request for good: not retried', async () => {
    let requests = 0
    const url = await serve((req, res, count) => {
      requests = count
      storage(object)(req, res)
    })
    const { http } = setup({ retries: 3 })
    const refusing = {
      write: () => {
        throw new Error('more bytes came than declared')
      },
    }
    await expect(http.send({ method: 'GET', url, label: 'download data.csv', idempotent: true, answerTo: () => refusing })).rejects.toThrow(
      'download data.csv: more bytes came than declared',
    )
    expect(requests).toBe(1)
    http.dispose()
  })
})

describe('download: a stored object read as S3 serves it', () => {
  it('the whole object, and a range of it (206, its Content-Range checked), no credentials sent', async () => {
    const seen: IncomingMessage['headers'][] = []
    const url = await serve((req, res) => {
      seen.push(req.headers)
      storage(object)(req, res)
    })
    const { http } = setup()
    const whole = sinks()
    const answer = await download(http, { url, label: 'download data.csv', exact: object.length, atMost: 1e9, receive: whole.receive })
    expect(answer).toMatchObject({ bytes: object.length, length: object.length, etag: `"${md5(object)}"`, contentEncoding: undefined })
    expect(whole.last().equals(object)).toBe(true)
    const part = sinks()
    await download(http, {
      url,
      label: 'download part 2/3 of data.csv',
      range: { offset: 100_000, length: 100_000 },
      exact: 100_000,
      atMost: 1e9,
      ifMatch: answer.etag!,
      receive: part.receive,
    })
    expect(part.last().equals(object.subarray(100_000, 200_000))).toBe(true)
    expect(seen[1]).toMatchObject({ range: 'bytes=100000-199999', 'if-match': `"${md5(object)}"` })
    expect(seen.every((headers) => headers.authorization === undefined && headers.cookie === undefined)).toBe(true)
    http.dispose()
  })

  it('a connection cut mid-body: read again from the start into a new sink', async () => {
    const url = await serve((req, res, count) => {
      if (count === 1) {
        res.writeHead(200, { 'Content-Length': String(object.length) })
        res.write(object.subarray(0, 50_000), () => res.destroy())
        return
      }
      storage(object)(req, res)
    })
    const { http } = setup()
    const attempts = sinks()
    await download(http, { url, label: 'download data.csv', exact: object.length, atMost: 1e9, receive: attempts.receive })
    expect(attempts.attempts).toHaveLength(2)
    expect(attempts.last().equals(object)).toBe(true)
    http.dispose()
  })

  it('bytes other than declared: announced or more fail at once (not retried), fewer fail once all came', async () => {
    let requests = 0
    const url = await serve((req, res) => {
      requests++
      storage(object)(req, res)
    })
    const { http } = setup({ retries: 3 })
    await expect(download(http, { url, label: 'download data.csv', exact: 1000, atMost: 1e9, receive: sinks().receive })).rejects.toThrow(
      `download data.csv: the storage announces ${object.length} bytes (Content-Length), 1000 were declared`,
    )
    expect(requests).toBe(1)
    // Without a Content-Length (chunked), the bytes themselves are counted.
    const chunked = await serve((_req, res) => {
      requests++
      res.writeHead(200)
      res.end(object)
    })
    await expect(
      download(http, { url: chunked, label: 'download data.csv', exact: 1000, atMost: 1e9, receive: sinks().receive }),
    ).rejects.toThrow('download data.csv: the answer holds more than the 1000 bytes declared')
    expect(requests).toBe(2)
    await expect(
      download(http, { url: chunked, label: 'download data.csv', exact: object.length + 1, atMost: 1e9, receive: sinks().receive }),
    ).rejects.toThrow(`download data.csv: ${object.length} bytes came, ${object.length + 1} were declared`)
    http.dispose()
  })

  it('If-Match no longer holds: the bytes changed since they were read', async () => {
    const url = await serve(storage(object, '"v2"'))
    const { http } = setup()
    const failure = await download(http, {
      url,
      label: 'download part 1/3 of data.csv',
      range: { offset: 0, length: 10 },
      atMost: 1e9,
      ifMatch: '"v1"',
      receive: sinks().receive,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DownloadError)
    expect(failure).toMatchObject({
      changed: true,
      message: 'download part 1/3 of data.csv: its bytes changed since they were read (its ETag is no longer "v1")',
    })
    http.dispose()
  })

  it('a redirect is not followed; a 200 to a range, a wrong Content-Range, and a missing object are refused, naming what came', async () => {
    const url = await serve((req, res) => {
      if (req.url?.includes('moved')) res.writeHead(302, { Location: 'https://elsewhere.example.com/data.csv' }).end()
      else if (req.url?.includes('whole')) res.writeHead(200, { 'Content-Length': '10' }).end(object.subarray(0, 10))
      else if (req.url?.includes('shifted'))
        res.writeHead(206, { 'Content-Length': '10', 'Content-Range': `bytes 5-14/${object.length}` }).end(object.subarray(5, 15))
      else res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>')
    })
    const { http } = setup()
    const read = (suffix: string, range?: { offset: number; length: number }) =>
      download(http, {
        url: `${url}-${suffix}`,
        label: `download ${suffix}`,
        ...(range ? { range } : {}),
        atMost: 1e9,
        receive: sinks().receive,
      })
    await expect(read('moved')).rejects.toThrow(
      "download moved: the storage answered HTTP 302, a redirect to https://elsewhere.example.com/data.csv, which is not followed: the source's href must name the bytes themselves",
    )
    await expect(read('whole', { offset: 0, length: 10 })).rejects.toThrow('download whole: the storage answered HTTP 200')
    await expect(read('shifted', { offset: 0, length: 10 })).rejects.toThrow(
      `download shifted: the storage answered bytes bytes 5-14/${object.length}, not the 0-9 asked for`,
    )
    await expect(read('gone')).rejects.toThrow('download gone: the storage answered HTTP 404 NoSuchKey')
    http.dispose()
  })

  it('a storage that keeps failing (503) fails the read after its retries', async () => {
    let requests = 0
    const url = await serve((_req, res) => {
      requests++
      res.writeHead(503, { 'Content-Type': 'application/xml' }).end('<Error><Code>SlowDown</Code></Error>')
    })
    const { http } = setup({ retries: 2 })
    await expect(download(http, { url, label: 'download data.csv', atMost: 1e9, receive: sinks().receive })).rejects.toThrow(
      'download data.csv: the storage answered HTTP 503 SlowDown',
    )
    expect(requests).toBe(3)
    await expect(http.send({ method: 'GET', url, label: 'x', idempotent: true })).resolves.toMatchObject({ status: 503 })
    http.dispose()
  })
})
