import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { AnswerBudget } from '../../src/transport/answers.ts'
import { Http, RequestFailedError } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'

// What answers may cost in memory: each request accepts what it can legitimately be answered
// with, the answers in flight share one budget, and no answer size can abort the process.

const MIB = 1024 * 1024
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => handler(req, res))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, w) => w() }

/** An item whose assets make it `bytes` long, as JSON. */
function hugeItem(bytes: number): Buffer {
  const assets: string[] = []
  for (let index = 0, size = 0; size < bytes; index++) {
    const asset =
      `"a-${index}.tif":{"href":"https://data.example/ch.test/item/a-${index}.tif","type":"image/tiff; application=geotiff",` +
      `"file:checksum":"1220${'ab'.repeat(32)}","roles":["data"],"created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z"}`
    assets.push(asset)
    size += asset.length + 1
  }
  return Buffer.from(`{"id":"item","type":"Feature","geometry":null,"properties":{},"assets":{${assets.join(',')}}}`)
}

describe('an answer larger than its request accepts', () => {
  it.each([
    ['with a Content-Length', true],
    ['chunked', false],
  ])('fails the request at once, naming the cap, and is not retried (%s)', async (_how, withLength) => {
    let requests = 0
    const body = Buffer.alloc(3 * MIB, 0x61)
    const origin = await serve((_req, res) => {
      requests++
      if (withLength) res.writeHead(200, { 'Content-Length': String(body.length) })
      res.end(body)
    })
    const http = new Http({ retries: 3, timeoutMs: 10_000, log, sleep: () => Promise.resolve() })
    const failure = await http
      .send({ method: 'GET', url: `${origin}/x`, label: 'read item x', idempotent: true, maxBytes: 2 * MIB })
      .catch((error: unknown) => error)
    http.dispose()
    expect(failure).toBeInstanceOf(RequestFailedError)
    expect((failure as Error).message).toBe('read item x: the answer (HTTP 200) is larger than 2 MiB, the most this request accepts')
    expect(requests).toBe(1)
  })

  it('is accepted up to the cap', async () => {
    const origin = await serve((_req, res) => res.end(Buffer.alloc(2 * MIB, 0x61)))
    const http = new Http({ retries: 0, timeoutMs: 10_000, log })
    const answer = await http.send({ method: 'GET', url: `${origin}/x`, label: 'read item x', idempotent: true, maxBytes: 2 * MIB })
    http.dispose()
    expect(answer.text).toHaveLength(2 * MIB)
  })
})

describe('answers in flight share one budget', () => {
  it('sixteen 4 MiB answers at once through a 2 MiB budget: each arrives whole, one at a time beyond the budget, none waits for ever', async () => {
    const bodies = Array.from({ length: 16 }, () => randomBytes(3 * MIB).toString('base64'))
    // Every answer waits until all sixteen requests are in, then all are sent at once.
    const waiting: Array<() => void> = []
    const origin = await serve((req, res) => {
      waiting.push(() => res.end(bodies[Number(req.url!.slice(1))]))
      if (waiting.length === bodies.length) for (const answer of waiting) answer()
    })
    const answers = new AnswerBudget(2 * MIB)
    const http = new Http({ retries: 0, timeoutMs: 60_000, log, answers })
    const texts = await Promise.all(
      bodies.map((_, index) => http.send({ method: 'GET', url: `${origin}/${index}`, label: `read ${index}`, idempotent: true })),
    )
    http.dispose()
    expect(texts.map((answer, index) => answer.text === bodies[index])).toEqual(bodies.map(() => true))
    // Every answer was counted; held at once: the budget, one answer beyond it, and a chunk (at most 64 KiB) for each answer paused.
    expect(answers.peak).toBeGreaterThanOrEqual(4 * MIB)
    expect(answers.peak).toBeLessThanOrEqual(2 * MIB + 4 * MIB + 16 * 64 * 1024)
  })
})

describe('no answer size can abort the process', () => {
  it('sixteen item reads of 70 MB at once, in a process with a 256 MiB heap, each end with an error naming the answer', async () => {
    // Past the large cap (64 MiB) too: each is read once more, alone, and refused there.
    const item = hugeItem(70_000_000)
    let requests = 0
    const origin = await serve((_req, res) => {
      requests++
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(item)
    })
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/large-answers.ts')
    const { code, signal, stdout, stderr } = await new Promise<{
      code: number | null
      signal: string | null
      stdout: string
      stderr: string
    }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--max-old-space-size=256', script, `${origin}/api/stac/v1`, '16'],
        { maxBuffer: 16 * MIB },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, signal: child.signalCode, stdout, stderr: stderr.slice(0, 2000) }),
      )
    })
    expect({ code, signal }, stderr).toEqual({ code: 0, signal: null })
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { failed?: string })
    expect(lines).toHaveLength(16)
    for (const [index, line] of lines.entries())
      expect(line.failed).toMatch(
        new RegExp(`^read item item-${index}: its answer is larger than 64 MiB, the most a run reads of one item: `),
      )
    // Final at each cap: not retried, though the child's transport retries twice.
    expect(requests).toBe(32)
  }, 120_000)
})
