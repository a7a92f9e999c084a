/**
 * The two ends of a test of the transport's own HTTP/1.1 client (src/transport/h1.ts) over real
 * sockets: a raw TCP server on loopback that reads each request and writes the exact bytes a test
 * gives it (no HTTP library between them and the client), and a handler that records every event
 * of one request on an H1Pool.
 */
import type { IncomingHttpHeaders } from 'node:http'
import net, { type AddressInfo, type Server, type Socket } from 'node:net'
import type { H1Controller, H1Handler, H1Pool, H1Request } from '../../src/transport/h1.ts'

/** A request as the raw server read it. */
export interface SeenRequest {
  /** The connection it came on: 1 for the first the server accepted. */
  readonly connection: number
  /** Its head, up to the empty line (latin1). */
  readonly head: string
  readonly body: Buffer
}

export interface RawServer {
  readonly origin: URL
  /** Connections accepted so far. */
  connections(): number
  /** Bytes received on every connection so far, requests or not. */
  received(): number
  readonly requests: SeenRequest[]
  close(): Promise<void>
}

/**
 * A TCP server on a free loopback port. Each request (its head, and a body of its Content-Length)
 * is given to `answer` with its connection's socket, in order; the answer writes what it likes.
 */
export async function startRawServer(answer: (socket: Socket, request: SeenRequest) => void | Promise<void>): Promise<RawServer> {
  let accepted = 0
  let received = 0
  const requests: SeenRequest[] = []
  const sockets = new Set<Socket>()
  const server: Server = net.createServer((socket) => {
    const connection = ++accepted
    sockets.add(socket)
    socket.setNoDelay(true)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let pending = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length
      pending = Buffer.concat([pending, chunk])
      for (;;) {
        const end = pending.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = pending.toString('latin1', 0, end)
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
        if (pending.length < end + 4 + length) return
        const request = { connection, head, body: pending.subarray(end + 4, end + 4 + length) }
        pending = pending.subarray(end + 4 + length)
        requests.push(request)
        void answer(socket, request)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    connections: () => accepted,
    received: () => received,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Everything one request's handler was told, in order. */
export interface Recording {
  /** 'start', 'sent', 'response 200', 'data 5', 'end', 'error H1_MALFORMED', and what the test's hooks add. */
  readonly events: string[]
  status: number | undefined
  headers: IncomingHttpHeaders | undefined
  readonly chunks: Buffer[]
  error: NodeJS.ErrnoException | undefined
  /** The controller the request started with. */
  controller: H1Controller | undefined
  /** Settles at the request's end or error (never rejects). */
  readonly done: Promise<Recording>
  body(): Buffer
}

export interface Hooks {
  readonly onStart?: (controller: H1Controller, recording: Recording) => void
  readonly onResponseStart?: (controller: H1Controller, recording: Recording) => void
  readonly onData?: (controller: H1Controller, chunk: Buffer, recording: Recording) => void
}

/** Sends `request` (a GET of / unless told) on `pool` and records what its handler is told. */
export function record(pool: H1Pool, request: Partial<H1Request> = {}, hooks: Hooks = {}): Recording {
  let settle: (recording: Recording) => void = () => undefined
  const done = new Promise<Recording>((resolve) => (settle = resolve))
  const recording: Recording = {
    events: [],
    status: undefined,
    headers: undefined,
    chunks: [],
    error: undefined,
    controller: undefined,
    done,
    body: () => Buffer.concat(recording.chunks),
  }
  const { events } = recording
  const handler: H1Handler = {
    onRequestStart(controller) {
      events.push('start')
      recording.controller = controller
      hooks.onStart?.(controller, recording)
    },
    onRequestSent() {
      events.push('sent')
    },
    onResponseStart(controller, status, headers) {
      events.push(`response ${status}`)
      recording.status = status
      recording.headers = headers
      hooks.onResponseStart?.(controller, recording)
    },
    onResponseData(controller, chunk) {
      events.push(`data ${chunk.length}`)
      // A copy: the chunk may be a view of a buffer the socket reuses.
      recording.chunks.push(Buffer.from(chunk))
      hooks.onData?.(controller, chunk, recording)
    },
    onResponseEnd() {
      events.push('end')
      settle(recording)
    },
    onResponseError(_controller, error) {
      events.push(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`)
      recording.error = error
      settle(recording)
    },
  }
  pool.dispatch({ method: 'GET', path: '/', headers: {}, body: undefined, ...request }, handler)
  return recording
}

/**
 * The client's socket behind a request's controller. A test that must know what the client has
 * read (to write an answer in pieces the client reads one by one) looks at its socket: the
 * controller is the connection, which keeps its socket as `socket`.
 */
export function clientSocket(controller: H1Controller | undefined): Socket {
  const socket = (controller as { readonly socket?: unknown } | undefined)?.socket
  if (!(socket instanceof net.Socket)) throw new Error('the controller has no socket: h1.ts changed how a connection is kept')
  return socket
}

/**
 * Writes `parts` one after the other, each once the client has read every byte before it: each
 * part reaches the client's reading as one piece of its own, however fast or busy the machine.
 * Stops when either socket is gone (the client refused the answer, or gave up).
 */
export async function writeInTurns(socket: Socket, parts: readonly Buffer[], client: () => Socket): Promise<void> {
  const reader = client()
  const start = reader.bytesRead
  let written = 0
  for (const part of parts) {
    if (socket.destroyed || reader.destroyed) return
    socket.write(part)
    written += part.length
    while (reader.bytesRead - start < written && !reader.destroyed && !socket.destroyed)
      await new Promise((resolve) => setImmediate(resolve))
  }
}

/** `bytes` cut at `points` (offsets, ascending): the pieces between them. */
export function cut(bytes: Buffer, points: readonly number[]): Buffer[] {
  const parts: Buffer[] = []
  let from = 0
  for (const point of [...points, bytes.length]) {
    if (point > from) parts.push(bytes.subarray(from, point))
    from = Math.max(from, point)
  }
  return parts
}
