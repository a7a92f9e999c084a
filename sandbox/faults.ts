/**
 * The fault injector: what can go wrong between a client and an origin (the catalog's API, its
 * storage, the identity provider), injected on real sockets. An origin asks its fault hook about
 * every request and runs it through runWithFault; randomFaults makes a seeded hook.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEADLOCK_DESCRIPTION } from './catalog/errors.ts'

/** Which origin a request reached: the catalog's API, its storage, or the identity provider behind a fault proxy. */
export type FaultTarget = 'api' | 'storage' | 'idp'

export interface FaultRequest {
  readonly target: FaultTarget
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
}

/**
 * - 'reset': close the connection without handling the request.
 * - 'drop': handle it, then close the connection instead of answering (the answer is lost).
 * - 'mid-headers': handle it, send part of the status line and headers, close.
 * - 'mid-body': handle it, send the full headers (Content-Length of the whole body; chunked when the
 *   answer has no body) and part of the body, close: the client sees a response that ends early.
 *   An answer that cannot have a body (to HEAD, 304) arrives whole.
 * - { trickleMs, bytes }: handle it, then send the answer `bytes` (default 16) at a time with
 *   trickleMs between writes, and close: no gap is long, the whole answer takes long.
 * - 'deadlock': answer the service's transient 500 (a database deadlock) without handling.
 * - 'refuse' / { refuseMs }: close the connection unhandled and refuse new connections
 *   (ECONNREFUSED) for refuseMs (default 250 ms): the listener closes and listens again on its port.
 * - { status, body?, headers?, early? }: answer that instead of handling; `early`: as soon as the
 *   request's headers are in, before its body is read (a gateway or the storage refusing it from
 *   its headers alone). The server then reads and drops the rest of the body, as Node's does, so
 *   the client gets the whole answer while it may still be sending: its request ends after the answer.
 * - { delayMs }: wait, then handle.
 */
export type FaultAction =
  | 'reset'
  | 'drop'
  | 'mid-headers'
  | 'mid-body'
  | 'deadlock'
  | 'refuse'
  | {
      readonly status: number
      readonly body?: string
      readonly headers?: Readonly<Record<string, string>>
      readonly early?: boolean
    }
  | { readonly delayMs: number }
  | { readonly trickleMs: number; readonly bytes?: number }
  | { readonly refuseMs: number }

/** Asked for every request an origin receives: a fault to inject, or undefined to handle it as usual. */
export type FaultHook = (request: FaultRequest) => FaultAction | undefined

/** The service's answer to a write that lost a database deadlock (its triggers update shared rows). */
export const DEADLOCK_ANSWER = { status: 500, body: JSON.stringify({ code: 500, description: DEADLOCK_DESCRIPTION }) } as const

const REFUSE_MS = 250
const TRICKLE_BYTES = 16

/** What became of a request: handled (its change applied, whatever reached the client), or answered instead. */
export type FaultOutcome = { readonly handled: true } | { readonly handled: false; readonly status: number }

export interface Exchange {
  readonly req: IncomingMessage
  readonly res: ServerResponse
  /** The origin's listener, for 'refuse'. */
  readonly server: Server
}

async function drain(req: IncomingMessage): Promise<void> {
  try {
    for await (const _chunk of req as AsyncIterable<Buffer>) void _chunk
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * Answers with a status instead of handling; a body that is JSON is sent as JSON. Early, before
 * the request's body is read: the server drops the rest once the answer is out.
 */
async function answerInstead(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | undefined,
  headers: Readonly<Record<string, string>>,
  early = false,
): Promise<void> {
  if (!early) await drain(req)
  const text = body ?? JSON.stringify({ code: status, description: 'Injected fault' })
  let type = 'text/plain'
  try {
    JSON.parse(text)
    type = 'application/json'
  } catch {
    // Not JSON: plain text.
  }
  for (const [name, value] of Object.entries({ 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(text)) }))
    if (!Object.keys(headers).some((given) => given.toLowerCase() === name.toLowerCase())) res.setHeader(name, value)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.writeHead(status).end(text)
}

const refusals = new WeakMap<Server, Promise<void>>()

/** Resolves once no refusal window is open on the server (so that it can be closed for good). */
export async function refusalsSettled(server: Server): Promise<void> {
  await refusals.get(server)
}

/** Closes the listener now and opens it again on its port after `ms`; a window already open is left as it is. */
function refuseConnections(server: Server, ms: number): void {
  const address = server.address()
  if (address === null || typeof address === 'string' || refusals.has(server)) return
  // Closing the listener makes the kernel refuse new connections at once; open ones stay, idle
  // keep-alive ones are closed so that clients have to connect anew.
  server.close()
  server.closeIdleConnections()
  const window = sleep(ms)
    .then(
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen(address.port, address.address, () => {
            server.off('error', reject)
            resolve()
          })
        }),
    )
    .catch((error: unknown) => console.error(`fault 'refuse': could not listen on port ${address.port} again:`, error))
    .finally(() => refusals.delete(server))
  refusals.set(server, window)
}

/**
 * Handles the request with the socket's writes held back, and returns the bytes of the whole
 * answer (status line, headers, body) as they would have gone out.
 */
async function handleHeldBack(res: ServerResponse, socket: Socket, handle: () => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = []
  type Callback = (error?: Error | null) => void
  const held = socket as unknown as { write: unknown; end: unknown }
  held.write = (chunk: string | Uint8Array, encoding?: BufferEncoding | Callback | null, callback?: Callback | null): boolean => {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  // The server ends a connection it will not keep alive once the answer is out: not yet.
  held.end = () => socket
  const finished = new Promise<void>((resolve) => {
    res.once('finish', resolve)
    res.once('close', resolve)
  })
  try {
    await handle()
    await finished
  } finally {
    delete held.write
    delete held.end
  }
  return Buffer.concat(chunks)
}

/** Sends the bytes, then closes the connection once they are out. */
function sendAndClose(socket: Socket, bytes: Buffer): void {
  if (socket.destroyed) return
  socket.end(bytes, () => socket.destroy())
}

function midHeaders(raw: Buffer): Buffer {
  const head = raw.indexOf('\r\n\r\n')
  const statusLine = raw.indexOf('\r\n')
  // "HTTP/1.1 200 OK\r\nContent-Ty": the status line and a little of the first header.
  return raw.subarray(0, Math.max(1, Math.min(statusLine + 12, (head < 0 ? raw.length : head) - 1)))
}

function midBody(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n')
  if (end < 0) return raw
  const head = raw.subarray(0, end + 4)
  const body = raw.subarray(end + 4)
  const headText = head.toString('latin1')
  if (/^transfer-encoding:\s*chunked\s*$/im.test(headText)) {
    // Stop before the last chunk ("0\r\n\r\n"), in the middle of the data when there is some.
    return Buffer.concat([head, body.subarray(0, Math.max(0, Math.min(Math.floor(body.length / 2), body.length - 5)))])
  }
  if (body.length > 0) return Buffer.concat([head, body.subarray(0, Math.floor(body.length / 2))])
  // No body to cut: announce a chunked one and end the connection before its first chunk.
  const chunked = headText.replace(/^content-length:[^\r\n]*\r\n/gim, '').replace(/\r\n\r\n$/, '\r\nTransfer-Encoding: chunked\r\n\r\n')
  return Buffer.from(chunked, 'latin1')
}

async function trickle(socket: Socket, raw: Buffer, gapMs: number, size: number): Promise<void> {
  for (let offset = 0; offset < raw.length; offset += size) {
    if (socket.destroyed) return
    if (offset > 0) await sleep(gapMs)
    socket.write(raw.subarray(offset, offset + size))
  }
  socket.end()
}

/**
 * Runs one request under a fault: `handle` handles it as usual and writes its answer to `res`;
 * the fault decides whether it is handled and what of its answer reaches the client.
 */
export async function runWithFault(
  action: FaultAction | undefined,
  exchange: Exchange,
  handle: () => Promise<void>,
): Promise<FaultOutcome> {
  const { req, res, server } = exchange
  const socket = req.socket
  if (action === undefined) {
    await handle()
    return { handled: true }
  }
  if (action === 'reset') {
    socket.destroy()
    return { handled: false, status: 0 }
  }
  if (action === 'refuse' || (typeof action === 'object' && 'refuseMs' in action)) {
    socket.destroy()
    refuseConnections(server, action === 'refuse' ? REFUSE_MS : action.refuseMs)
    return { handled: false, status: 0 }
  }
  if (action === 'deadlock') {
    await answerInstead(req, res, DEADLOCK_ANSWER.status, DEADLOCK_ANSWER.body, {})
    return { handled: false, status: DEADLOCK_ANSWER.status }
  }
  if (typeof action === 'object' && 'status' in action) {
    await answerInstead(req, res, action.status, action.body, action.headers ?? {}, action.early)
    return { handled: false, status: action.status }
  }
  if (typeof action === 'object' && 'delayMs' in action) {
    await sleep(action.delayMs)
    await handle()
    return { handled: true }
  }
  // The rest handle the request and spoil its answer: hold the answer back, then deliver it spoilt.
  // A trickled answer ends its connection, so that no keep-alive client sends the next request on it.
  if (typeof action === 'object') res.setHeader('Connection', 'close')
  const raw = await handleHeldBack(res, socket, handle)
  if (action === 'drop') socket.destroy()
  else if (action === 'mid-headers') sendAndClose(socket, midHeaders(raw))
  else if (action === 'mid-body') sendAndClose(socket, midBody(raw))
  else await trickle(socket, raw, action.trickleMs, action.bytes ?? TRICKLE_BYTES)
  return { handled: true }
}

/** mulberry32: a small seeded generator, so that a fault pattern can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The kinds randomFaults draws from: the transient failures a client must survive. */
export type FaultKind =
  '429' | '500' | '502' | '503' | '504' | 'early-503' | 'deadlock' | 'reset' | 'drop' | 'mid-headers' | 'mid-body' | 'trickle' | 'delay'

/** What each kind injects. */
export const FAULT_ACTIONS: Readonly<Record<FaultKind, FaultAction>> = {
  '429': { status: 429, headers: { 'Retry-After': '0' } },
  '500': { status: 500 },
  '502': { status: 502 },
  '503': { status: 503 },
  '504': { status: 504 },
  // A gateway refusing the request before it has read the body: the answer comes while the client may still be sending.
  'early-503': { status: 503, early: true },
  deadlock: 'deadlock',
  reset: 'reset',
  drop: 'drop',
  'mid-headers': 'mid-headers',
  'mid-body': 'mid-body',
  // 64 bytes every 10 ms: a few hundred milliseconds for most answers, never a long gap.
  trickle: { trickleMs: 10, bytes: 64 },
  delay: { delayMs: 30 },
}

export const FAULT_KINDS: readonly FaultKind[] = Object.keys(FAULT_ACTIONS) as FaultKind[]

export interface RandomFaultOptions {
  /** The kinds to draw from; all of FAULT_KINDS unless told. */
  readonly kinds?: readonly FaultKind[]
  /** The origins to fault; all unless told. Requests to others are never faulted and draw nothing. */
  readonly targets?: readonly FaultTarget[]
  /** Only requests this accepts are faulted (and draw), e.g. writes only. */
  readonly when?: (request: FaultRequest) => boolean
}

export interface InjectedFault {
  readonly kind: FaultKind
  readonly target: FaultTarget
  readonly method: string
  readonly path: string
}

export interface FaultPlan {
  readonly fault: FaultHook
  /** How many faults were injected, by kind. */
  readonly injected: Partial<Record<FaultKind, number>>
  /** Every fault injected, in order. */
  readonly log: readonly InjectedFault[]
}

/**
 * Transient faults on a share of the requests (rate 0..1), chosen by a seeded generator: the same
 * seed and the same requests give the same faults.
 */
export function randomFaults(seed: number, rate: number, options: RandomFaultOptions = {}): FaultPlan {
  const random = seeded(seed)
  const kinds = options.kinds ?? FAULT_KINDS
  const injected: Partial<Record<FaultKind, number>> = {}
  const log: InjectedFault[] = []
  return {
    injected,
    log,
    fault: (request) => {
      if (options.targets !== undefined && !options.targets.includes(request.target)) return undefined
      if (options.when !== undefined && !options.when(request)) return undefined
      if (kinds.length === 0 || random() >= rate) return undefined
      const kind = kinds[Math.floor(random() * kinds.length)]!
      injected[kind] = (injected[kind] ?? 0) + 1
      log.push({ kind, target: request.target, method: request.method, path: request.path })
      return FAULT_ACTIONS[kind]
    },
  }
}
