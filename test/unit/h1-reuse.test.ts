import type { IncomingHttpHeaders } from 'node:http'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type H1Controller, type H1Handler, H1Pool } from '../../src/transport/h1.ts'

// A kept-alive connection goes on to its next request whatever its last answer's reader did with it.

const servers: Server[] = []
const pools: H1Pool[] = []
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.destroy()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A server answering every request with `answer`, counting its connections. */
async function answering(answer: string): Promise<{ readonly url: URL; readonly connections: () => number }> {
  let connections = 0
  const server = createServer((socket) => {
    connections++
    let seen = ''
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1')
      while (seen.includes('\r\n\r\n')) {
        seen = seen.slice(seen.indexOf('\r\n\r\n') + 4)
        socket.write(answer)
      }
    })
    socket.on('error', () => undefined)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), connections: () => connections }
}

interface Outcome {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** One GET; `onData` sees each chunk with the request's controller. */
function get(pool: H1Pool, onData: (controller: H1Controller) => void = () => undefined): Promise<Outcome> {
  return new Promise<Outcome>((resolve, reject) => {
    let status = 0
    let headers: IncomingHttpHeaders = {}
    const chunks: Buffer[] = []
    const handler: H1Handler = {
      onRequestStart: () => undefined,
      onRequestSent: () => undefined,
      onResponseStart: (_controller, code, given) => {
        status = code
        headers = given
      },
      onResponseData: (controller, chunk) => {
        chunks.push(chunk)
        onData(controller)
      },
      onResponseEnd: () => resolve({ status, headers, body: Buffer.concat(chunks).toString() }),
      onResponseError: (_controller, error) => reject(error),
    }
    pool.dispatch({ method: 'GET', path: '/x', headers: {}, body: undefined }, handler)
  })
}

describe('a kept-alive connection', () => {
  it('reads its next answer after the last one was paused by its last chunk (a reader over its budget)', async () => {
    const server = await answering('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello')
    const pool = new H1Pool(server.url, 2000)
    pools.push(pool)
    // The reader pauses at the answer's only chunk and never resumes: the answer is complete all the same.
    expect(await get(pool, (controller) => controller.pause())).toMatchObject({ status: 200, body: 'hello' })
    // Before: the connection went back to the pool still paused, and this one waited for the timeout.
    expect(await get(pool)).toMatchObject({ status: 200, body: 'hello' })
    expect(server.connections()).toBe(1)
  }, 10_000)

  it('is used again after "Connection: x-close-me" (a token that holds "close"), and not after "Connection: keep-alive, close"', async () => {
    /** The connections two requests took, each answered with `connection` as the Connection header. */
    const connectionsFor = async (connection: string): Promise<number> => {
      const server = await answering(`HTTP/1.1 200 OK\r\nConnection: ${connection}\r\nContent-Length: 2\r\n\r\nok`)
      const pool = new H1Pool(server.url, 2000)
      pools.push(pool)
      await get(pool)
      await get(pool)
      return server.connections()
    }
    expect(await connectionsFor('x-close-me')).toBe(1)
    expect(await connectionsFor('keep-alive, close')).toBe(2)
  })
})
