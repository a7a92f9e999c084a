import { AsyncLocalStorage, createHook } from 'node:async_hooks'
import { rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Http, type HttpRequest } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'

// Nothing a request starts may hold the process once the request is over: a run whose last line
// is printed must end. The timers are those the request made, told apart from the test runner's
// own by the async context they were made in; what the request sent is seen at the server, whatever
// client sent it. A pool's idle connections are watched by timers of their own (never holding the
// process) until the run is over: once it is, no timer of the requests stays armed.

const servers: Server[] = []
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The timers made by `work` and everything it starts. */
function watched<T>(work: () => Promise<T>) {
  const context = new AsyncLocalStorage<symbol>()
  const tag = Symbol('watched')
  const timers = new Map<number, NodeJS.Timeout>()
  const hook = createHook({
    init(id, type, _trigger, resource) {
      if (type === 'Timeout' && context.getStore() === tag) timers.set(id, resource as NodeJS.Timeout)
    },
    destroy: (id) => void timers.delete(id),
  }).enable()
  cleanups.push(() => void hook.disable())
  /** Timers neither cleared nor fired (destroy hooks run a turn of the event loop after the fact). */
  const armed = async (): Promise<NodeJS.Timeout[]> => {
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    return [...timers.values()]
  }
  const result = context.run(tag, work)
  // Awaited by each test; handled from the start, so that a test failing before that reports only its own failure.
  result.catch(() => undefined)
  return {
    result,
    armed,
    /** Armed timers that keep the process alive. */
    holding: async () => (await armed()).filter((timer) => timer.hasRef()),
    /**
     * Once the run is over, every timer the requests made ends: at once, or at its next tick (a
     * client's timer wheel). A deadline left armed lasts the whole timeout, far longer than this waits.
     */
    noneArmedOnceOver: async (http: Http) => {
      http.dispose()
      await expect.poll(async () => (await armed()).length, { timeout: 20_000, interval: 100 }).toBe(0)
    },
  }
}

/**
 * A TCP server for one request: it answers `early` as soon as the request's headers are in, and
 * stops reading, reading (and dropping) the rest of the body only when `drain` is called; or, without
 * `early`, reads the request and answers whatever `answer` writes.
 */
async function oneRequest(early?: string) {
  let socket: Socket | undefined
  let received = 0
  let head = ''
  let closed!: () => void
  const closedPromise = new Promise<void>((resolve) => (closed = resolve))
  const server = createServer((connection) => {
    socket = connection
    cleanups.push(() => void connection.destroy())
    let answered = false
    connection.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (head.length < 64 * 1024) head += chunk.toString('latin1')
      if (answered || !head.includes('\r\n\r\n') || early === undefined) return
      answered = true
      connection.write(early)
      // Stops reading: a large body fills the socket buffers, and the client cannot finish sending it.
      connection.pause()
    })
    connection.on('error', () => undefined)
    connection.on('close', () => closed())
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/part`,
    answer: (text: string) => socket?.write(text),
    drain: () => socket?.resume(),
    received: () => received,
    /** What came before the server stopped reading: the request's head, and the start of its body. */
    head: () => head,
    closed: closedPromise,
  }
}

function setup() {
  const lines: string[] = []
  const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
  // No injected sleep: the transport's own wait is under test.
  const http = new Http({ retries: 3, timeoutMs: 60_000, log, random: () => 0.5 })
  cleanups.push(() => http.dispose())
  return { http, lines }
}

// Far more than loopback's socket buffers hold: the body cannot be out before the server reads it.
const BODY_BYTES = 32 * 1024 * 1024

describe('a request that ends leaves nothing that holds the process', () => {
  it('an answer complete before the request has finished sending: no deadline is armed after it', async () => {
    const server = await oneRequest('HTTP/1.1 400 Bad Request\r\nContent-Length: 7\r\n\r\nrefused')
    const { http } = setup()
    const put: HttpRequest = { method: 'PUT', url: server.url, body: 'x'.repeat(BODY_BYTES), label: 'create thing', idempotent: true }
    const run = watched(() => http.send(put))
    expect(await run.result).toMatchObject({ status: 400, text: 'refused' })
    // The order that armed a deadline for good: settled first, the request's body still to be sent.
    expect(server.received()).toBeLessThan(BODY_BYTES)
    server.drain()
    await expect.poll(() => server.received(), { timeout: 20_000 }).toBeGreaterThan(BODY_BYTES)
    expect(await run.holding()).toEqual([])
    await run.noneArmedOnceOver(http)
  })

  it('a file body answered early (storage refusing a part): the rest is not sent, the request is closed', async () => {
    const server = await oneRequest('HTTP/1.1 403 Forbidden\r\nContent-Length: 21\r\n\r\nSignatureDoesNotMatch')
    const file = path.join(tmpdir(), `http-lifetime-${process.pid}.bin`)
    await writeFile(file, Buffer.alloc(BODY_BYTES, 7))
    cleanups.push(() => rm(file, { force: true }))
    const { http } = setup()
    const put: HttpRequest = {
      method: 'PUT',
      url: server.url,
      body: { path: file, offset: 0, length: BODY_BYTES },
      label: 'upload part 1/1 of big.las',
      idempotent: true,
    }
    const run = watched(() => http.send(put))
    expect(await run.result).toMatchObject({ status: 403, text: 'SignatureDoesNotMatch' })
    server.drain()
    // The client closed the connection: not reused in the middle of a body, nor sent on.
    await server.closed
    expect(server.received()).toBeLessThan(BODY_BYTES)
    expect(await run.holding()).toEqual([])
    await run.noneArmedOnceOver(http)
  })

  it("a retry's wait holds the run while it lasts, and ends with its timer when the run is over", async () => {
    const server = await oneRequest('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 60\r\nContent-Length: 0\r\n\r\n')
    const { http, lines } = setup()
    const run = watched(() => http.send({ method: 'GET', url: server.url, label: 'read thing', idempotent: true }))
    const failed = run.result.catch((error: unknown) => error)
    await expect.poll(() => lines).toEqual(['Retry read thing: attempt 1 of 4 failed (HTTP 503); retrying after 60000 ms'])
    // The wait is the run's work: it holds the process, or a run doing nothing else would end.
    expect(await run.holding()).toHaveLength(1)
    http.dispose()
    expect(String(await failed)).toMatch(/read thing: not sent, the run is over/)
    expect(await run.holding()).toEqual([])
    await run.noneArmedOnceOver(http)
  })

  it('an answer read whole after the body was sent: the deadline it armed is cleared', async () => {
    const server = await oneRequest()
    const { http } = setup()
    const run = watched(() => http.send({ method: 'PUT', url: server.url, body: '{}', label: 'create thing', idempotent: true }))
    // Answered only once the request is out (the server has all of it): its deadline is armed by then.
    await expect.poll(() => server.head(), { timeout: 20_000 }).toMatch(/\r\n\r\n\{\}$/)
    expect(await run.holding()).toEqual([])
    // Watched while its answer is awaited (its deadline, its connection's silence), never holding the process.
    expect((await run.armed()).length).toBeGreaterThan(0)
    server.answer('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok')
    expect(await run.result).toMatchObject({ status: 200, text: 'ok' })
    expect(await run.holding()).toEqual([])
    await run.noneArmedOnceOver(http)
  })
})
