import type { IncomingHttpHeaders } from 'node:http'
import net from 'node:net'

/**
 * HTTP/1.1 on kept-alive connections to one origin reached directly (no proxy): the requests of a
 * run (four a small file's upload) written and their answers read with the least work a request.
 * node:http takes some 65–100 µs of CPU a request on this machine (its streams, its agent's
 * bookkeeping, its per-request parser and timers), a request written and read on a bare socket
 * 25–35 µs; at 100,000 files, 400,000 requests. What a request needs and no more: one connection a
 * request in flight (as many as are in flight, kept for the next while idle, the last used first), a
 * head written in one write with its body when the body is small, a body streamed chunk by chunk at
 * the socket's pace, and an answer framed by its Content-Length, its chunks or the connection's end.
 *
 * The answer is untrusted: its head is at most MAX_HEAD_BYTES (as node:http's default), every line
 * of it checked as llhttp checks it in strict mode (a status line, header names as tokens, values
 * without control characters, no folded lines), its framing unambiguous (a Content-Length and a
 * Transfer-Encoding together, two different lengths, a chunk size that is not hexadecimal or longer
 * than 53 bits: refused), and a connection whose answer was not read to its last byte, or that says
 * more than its answer, is not used again. An answer's body is the handler's to bound (its cap).
 *
 * Not here: proxies (node:http's agents, proxy.ts), redirects (never followed), upgrades (refused),
 * compression (never asked for), pipelining (one request at a time a connection).
 */

/** What the attempt that sent a request may do with it while it is under way. */
export interface H1Controller {
  /** Ends the request and its connection (not used again); no callback follows. */
  abort(reason: Error): void
  /** Stops reading the answer (the connection's silence is not counted meanwhile) until `resume`. */
  pause(): void
  resume(): void
}

/**
 * A request's events, in this order: start (its connection made, before a byte is written), sent (its
 * last byte handed to the socket), the answer's start, its data, its end; or an error at any point.
 * Nothing is called after end, error, or the attempt's own abort.
 */
export interface H1Handler {
  onRequestStart(controller: H1Controller): void
  onRequestSent(): void
  onResponseStart(controller: H1Controller, status: number, headers: IncomingHttpHeaders): void
  onResponseData(controller: H1Controller, chunk: Buffer): void
  onResponseEnd(): void
  /** The error's `code`: a system error's (ECONNREFUSED, ECONNRESET, …), a TLS one, or one of H1_CODES. */
  onResponseError(controller: H1Controller, error: Error): void
}

export interface H1Request {
  readonly method: string
  /** The path and query, as a URL gives them (percent-encoded). */
  readonly path: string
  /** Names in lower case; host, content-length and connection are the pool's. */
  readonly headers: Readonly<Record<string, string>>
  /** In one write with the head: a text or bytes; chunk by chunk: an iterable of them, whose length is `length`. */
  readonly body: string | Buffer | Iterable<Buffer> | AsyncIterable<Buffer> | undefined
  /** The length of an iterable body (the others have their own). */
  readonly length?: number | undefined
}

/** The codes of this client's own errors. */
export const H1_CODES = {
  /** No connection within the timeout. */
  connectTimeout: 'H1_CONNECT_TIMEOUT',
  /** Silence in both directions for the timeout, the connection made. */
  timeout: 'H1_TIMEOUT',
  /** The connection ended before the answer was complete. */
  closed: 'H1_CLOSED',
  /** The answer is not HTTP/1.1 as this client reads it. */
  malformed: 'H1_MALFORMED',
  /** The server switched protocols (101). */
  upgraded: 'H1_UPGRADED',
  /** The request cannot be written (a header value with a control character). */
  invalidRequest: 'H1_INVALID_REQUEST',
} as const

/** The longest head an answer may have, trailers included (node:http's default). */
export const MAX_HEAD_BYTES = 16 * 1024
/** An idle connection is used again only this long (a server closes its idle ones after a few seconds). */
const IDLE_MS = 4000
/** The longest chunk size line, its extensions included. */
const MAX_CHUNK_LINE = 1024
/** A chunk size of more than 13 hexadecimal digits is more than 53 bits. */
const MAX_CHUNK_DIGITS = 13

/**
 * Headers whose repeats node:http drops (the first one stands): the rest are joined with ", " (cookie
 * with "; "), set-cookie kept as a list.
 */
const FIRST_STANDS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
])

/** A header name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** What a header value may not hold (node:http's check of the values it sends, and llhttp's of those it reads). */
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: [^\r\n]*)?$/
const HEX = /^[0-9A-Fa-f]+$/
const OWS = /^[ \t]+|[ \t]+$/g
const CRLF_CRLF = Buffer.from('\r\n\r\n')

function h1Error(message: string, code: string): Error {
  const error = new Error(message) as NodeJS.ErrnoException
  error.code = code
  return error
}

/** The framing of the answer being read. */
const Body = {
  /** Its head is being read. */
  Head: 0,
  /** `left` bytes more. */
  Length: 1,
  /** A chunk's size line. */
  ChunkSize: 2,
  /** `left` bytes of the chunk. */
  ChunkData: 3,
  /** The CRLF after a chunk's data. */
  ChunkEnd: 4,
  /** Trailer lines, up to an empty one. */
  Trailers: 5,
  /** Everything up to the connection's end. */
  UntilClose: 6,
  /** Complete. */
  Done: 7,
} as const
type BodyState = (typeof Body)[keyof typeof Body]

/** One connection, one request at a time; its listeners set once for its life. */
class Connection implements H1Controller {
  readonly socket: net.Socket
  readonly #pool: H1Pool
  #handler: H1Handler | undefined
  #connected = false
  /** Whether it may carry another request once this one's answer is complete. */
  #reusable = true
  #idleSince = 0
  /** Bytes received and not yet read (a partial line, or what came while the answer was paused). */
  #pending: Buffer | undefined
  #paused = false
  #state: BodyState = Body.Head
  #left = 0
  #headBytes = 0
  #requestSent = false
  /** How long it may stay idle and be used again (shorter when the server says it closes sooner). */
  #keepAliveMs = IDLE_MS

  constructor(pool: H1Pool, socket: net.Socket) {
    this.#pool = pool
    this.socket = socket
    socket.on('data', (chunk: Buffer) => this.#received(chunk))
    socket.on('end', () => this.#ended())
    socket.on('error', (error: Error) => this.#failed(error))
    socket.on('close', () => this.#failed(h1Error('the connection closed', H1_CODES.closed)))
    socket.on('timeout', () =>
      this.#failed(
        this.#connected
          ? h1Error(`no data for ${pool.timeoutMs / 1000} s`, H1_CODES.timeout)
          : h1Error(`no connection within ${pool.timeoutMs / 1000} s`, H1_CODES.connectTimeout),
      ),
    )
    socket.setTimeout(pool.timeoutMs)
    socket.once(pool.tls ? 'secureConnect' : 'connect', () => {
      this.#connected = true
      const handler = this.#handler
      if (handler !== undefined) this.#begin(handler)
    })
  }

  get idleFor(): number {
    return performance.now() - this.#idleSince
  }

  get keepAliveMs(): number {
    return this.#keepAliveMs
  }

  /** Carries `request`, its head made (the connection is idle, or being made). */
  use(head: string, request: H1Request, handler: H1Handler): void {
    this.#handler = handler
    this.#head = head
    this.#body = request.body
    this.#requestSent = false
    this.#state = Body.Head
    this.#headBytes = 0
    this.socket.ref()
    if (this.#connected) this.#begin(handler)
  }

  #head = ''
  #body: H1Request['body']

  #begin(handler: H1Handler): void {
    handler.onRequestStart(this)
    // Aborted by its start (an attempt already over).
    if (this.#handler !== handler) return
    const head = this.#head
    const body = this.#body
    this.#body = undefined
    const socket = this.socket
    if (body === undefined) {
      socket.write(head, 'latin1')
      return this.#sent(handler)
    }
    if (typeof body === 'string') {
      socket.cork()
      socket.write(head, 'latin1')
      socket.write(body, 'utf8')
      socket.uncork()
      return this.#sent(handler)
    }
    if (Buffer.isBuffer(body)) {
      socket.cork()
      socket.write(head, 'latin1')
      socket.write(body)
      socket.uncork()
      return this.#sent(handler)
    }
    socket.write(head, 'latin1')
    void this.#stream(handler, body)
  }

  #sent(handler: H1Handler): void {
    this.#requestSent = true
    handler.onRequestSent()
  }

  /** Writes the chunks, each once the socket took the one before (or drained): the next is asked for only then. */
  async #stream(handler: H1Handler, chunks: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
    const socket = this.socket
    try {
      for await (const chunk of chunks) {
        if (this.#handler !== handler) return
        if (!socket.write(chunk)) await this.#drained()
        if (this.#handler !== handler) return
      }
    } catch (error) {
      if (this.#handler === handler) this.#failed(error as Error)
      return
    }
    if (this.#handler === handler) this.#sent(handler)
  }

  #drained(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = (): void => {
        this.socket.off('drain', done)
        this.socket.off('close', done)
        resolve()
      }
      this.socket.on('drain', done)
      this.socket.on('close', done)
    })
  }

  abort(): void {
    if (this.#handler === undefined) return
    this.#handler = undefined
    this.#pool.discard(this)
  }

  pause(): void {
    if (this.#paused) return
    this.#paused = true
    this.socket.pause()
    // The wait for the run's budget is not the server's silence.
    this.socket.setTimeout(0)
  }

  resume(): void {
    if (!this.#paused) return
    this.#paused = false
    this.socket.setTimeout(this.#pool.timeoutMs)
    // The socket's next bytes come on a later turn: the ones held are read first, and whatever they
    // complete, the connection reads again (paused by them, it is paused again).
    this.socket.resume()
    const pending = this.#pending
    this.#pending = undefined
    if (pending !== undefined && pending.length > 0) this.#received(pending)
  }

  #received(chunk: Buffer): void {
    const handler = this.#handler
    if (handler === undefined) {
      // Bytes on an idle connection are no answer to anything: it is not used again.
      this.#pool.discard(this)
      return
    }
    let bytes = chunk
    if (this.#pending !== undefined) {
      bytes = Buffer.concat([this.#pending, chunk])
      this.#pending = undefined
    }
    let offset = 0
    try {
      while (offset < bytes.length && this.#handler === handler) {
        if (this.#paused) {
          this.#pending = bytes.subarray(offset)
          return
        }
        const used = this.#step(handler, bytes, offset)
        if (used < 0) {
          // A line not complete yet: kept for the next bytes.
          this.#pending = bytes.subarray(offset)
          if (this.#pending.length > MAX_HEAD_BYTES - this.#headBytes)
            throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed)
          return
        }
        offset += used
        // Aborted by what it was just given: nothing more is said to it.
        if (this.#handler !== handler) return
        if (this.#state === Body.Done) {
          // More than the answer: not a connection to use again.
          if (offset < bytes.length) this.#reusable = false
          this.#complete(handler)
          return
        }
      }
    } catch (error) {
      this.#failed(error as Error)
    }
  }

  /** Reads from `offset`: the bytes used, or -1 when a line is not complete. */
  #step(handler: H1Handler, bytes: Buffer, offset: number): number {
    switch (this.#state) {
      case Body.Head: {
        const end = bytes.indexOf(CRLF_CRLF, offset)
        if (end < 0) return -1
        const length = end + 4 - offset
        this.#headBytes += length
        if (this.#headBytes > MAX_HEAD_BYTES)
          throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed)
        this.#answerHead(handler, bytes.toString('latin1', offset, end))
        return length
      }
      case Body.Length:
      case Body.UntilClose:
      case Body.ChunkData: {
        const take = this.#state === Body.UntilClose ? bytes.length - offset : Math.min(this.#left, bytes.length - offset)
        this.#left -= take
        if (this.#left === 0 && this.#state !== Body.UntilClose) this.#state = this.#state === Body.Length ? Body.Done : Body.ChunkEnd
        handler.onResponseData(this, offset === 0 && take === bytes.length ? bytes : bytes.subarray(offset, offset + take))
        return take
      }
      case Body.ChunkSize: {
        const end = bytes.indexOf('\r\n', offset, 'latin1')
        // The same limit whether the line came whole or in pieces.
        if ((end < 0 ? bytes.length : end) - offset > MAX_CHUNK_LINE)
          throw h1Error('a chunk size line longer than 1 KiB', H1_CODES.malformed)
        if (end < 0) return -1
        const line = bytes.toString('latin1', offset, end)
        const semicolon = line.indexOf(';')
        const digits = (semicolon < 0 ? line : line.slice(0, semicolon)).trimEnd()
        if (!HEX.test(digits) || digits.length > MAX_CHUNK_DIGITS)
          throw h1Error(`a chunk size that is not one: ${JSON.stringify(line.slice(0, 40))}`, H1_CODES.malformed)
        this.#left = Number.parseInt(digits, 16)
        this.#state = this.#left === 0 ? Body.Trailers : Body.ChunkData
        return end + 2 - offset
      }
      case Body.ChunkEnd: {
        if (bytes.length - offset < 2) return -1
        if (bytes[offset] !== 13 || bytes[offset + 1] !== 10) throw h1Error('a chunk not followed by CRLF', H1_CODES.malformed)
        this.#state = Body.ChunkSize
        return 2
      }
      case Body.Trailers: {
        const end = bytes.indexOf('\r\n', offset, 'latin1')
        if (end < 0) return -1
        this.#headBytes += end + 2 - offset
        if (this.#headBytes > MAX_HEAD_BYTES)
          throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed)
        // Trailers are not read: the empty line ends the answer.
        if (end === offset) this.#state = Body.Done
        return end + 2 - offset
      }
      default:
        throw h1Error('bytes after the answer', H1_CODES.malformed)
    }
  }

  /** An answer's head: its status and headers, and how its body is framed. */
  #answerHead(handler: H1Handler, text: string): void {
    const lines = text.split('\r\n')
    const status = STATUS_LINE.exec(lines[0]!)
    if (status === null) throw h1Error(`not an HTTP/1.1 status line: ${JSON.stringify(lines[0]!.slice(0, 60))}`, H1_CODES.malformed)
    const code = Number(status[2])
    // No prototype: a header named __proto__ is a header like any other.
    const headers: IncomingHttpHeaders = Object.create(null) as IncomingHttpHeaders
    let lengths: string | undefined
    let chunked = false
    let close = status[1] === '0'
    for (let index = 1; index < lines.length; index++) {
      const line = lines[index]!
      const colon = line.indexOf(':')
      const name = colon < 0 ? '' : line.slice(0, colon)
      if (!TOKEN.test(name)) throw h1Error(`a header line that is not one: ${JSON.stringify(line.slice(0, 60))}`, H1_CODES.malformed)
      // Only spaces and tabs around a value (OWS): any other character is the value's, and checked.
      const value = line.slice(colon + 1).replace(OWS, '')
      if (INVALID_VALUE.test(value)) throw h1Error(`the header ${name} holds a control character`, H1_CODES.malformed)
      const key = name.toLowerCase()
      if (key === 'content-length') {
        if (!/^\d{1,15}$/.test(value) || (lengths !== undefined && lengths !== value))
          throw h1Error(`a Content-Length that is not one length: ${JSON.stringify(value.slice(0, 40))}`, H1_CODES.malformed)
        lengths = value
      } else if (key === 'transfer-encoding') {
        if (value.toLowerCase() !== 'chunked' || chunked)
          throw h1Error(`a Transfer-Encoding other than chunked: ${JSON.stringify(value.slice(0, 40))}`, H1_CODES.malformed)
        chunked = true
      } else if (key === 'connection') {
        // A list of tokens ("keep-alive, Upgrade"): "close" among them, not within another.
        const tokens = value.toLowerCase().split(',')
        if (tokens.some((token) => token.trim() === 'close')) close = true
        else if (status[1] === '0' && tokens.some((token) => token.trim() === 'keep-alive')) close = false
      } else if (key === 'keep-alive') {
        // "timeout=5": the server closes an idle connection after 5 s; it is used again only well before.
        const seconds = /(?:^|[,\s])timeout=(\d+)/i.exec(value)
        if (seconds !== null) this.#keepAliveMs = Math.min(IDLE_MS, (Number(seconds[1]) - 1) * 1000)
      }
      const earlier = headers[key]
      if (earlier === undefined) headers[key] = key === 'set-cookie' ? [value] : value
      else if (key === 'set-cookie') (earlier as string[]).push(value)
      else if (!FIRST_STANDS.has(key)) headers[key] = `${earlier as string}${key === 'cookie' ? '; ' : ', '}${value}`
    }
    if (chunked && lengths !== undefined) throw h1Error('an answer with both a Content-Length and a Transfer-Encoding', H1_CODES.malformed)
    if (code === 101) throw h1Error('the server switched protocols (HTTP 101)', H1_CODES.upgraded)
    if (code < 200) {
      // An interim answer (100 Continue, 103 Early Hints): the final one follows.
      this.#headBytes = 0
      return
    }
    if (close) this.#reusable = false
    if (code === 204 || code === 304) this.#state = Body.Done
    else if (chunked) this.#state = Body.ChunkSize
    else if (lengths !== undefined) {
      this.#left = Number(lengths)
      this.#state = this.#left === 0 ? Body.Done : Body.Length
    } else {
      this.#state = Body.UntilClose
      this.#reusable = false
    }
    this.#headBytes = 0
    handler.onResponseStart(this, code, headers)
  }

  #complete(handler: H1Handler): void {
    this.#handler = undefined
    // Paused by its last chunk (the run's budget): the answer is complete, the connection reads again.
    if (this.#paused) {
      this.#paused = false
      this.socket.setTimeout(this.#pool.timeoutMs)
      this.socket.resume()
    }
    // A request whose body was not all sent leaves the connection in the middle of it.
    if (!this.#requestSent || !this.#reusable) this.#pool.discard(this)
    else {
      this.#idleSince = performance.now()
      this.#pool.idle(this)
    }
    handler.onResponseEnd()
  }

  /** The server ended its side: an answer read to the connection's end is complete, any other is not. */
  #ended(): void {
    const handler = this.#handler
    if (handler !== undefined && this.#state === Body.UntilClose && !this.#paused) {
      this.#reusable = false
      this.#state = Body.Done
      this.#complete(handler)
    }
    this.#pool.discard(this)
  }

  #failed(error: Error): void {
    const handler = this.#handler
    this.#handler = undefined
    this.#pool.discard(this)
    handler?.onResponseError(this, error)
  }
}

/**
 * The connections to one origin (http: or https:). TLS is verified against Node's default store,
 * NODE_EXTRA_CA_CERTS included; the host name is sent (SNI) unless it is an address.
 */
export class H1Pool {
  readonly timeoutMs: number
  /** https: (node:tls is loaded for the first such pool: a run against an http: origin never needs it). */
  readonly tls: boolean
  readonly #host: string
  readonly #port: number
  /** The Host header: the URL's host (a port only when it is not the scheme's). */
  readonly #hostHeader: string
  readonly #idle: Connection[] = []
  readonly #all = new Set<Connection>()
  #destroyed = false

  constructor(origin: URL, timeoutMs: number) {
    this.timeoutMs = timeoutMs
    this.tls = origin.protocol === 'https:'
    // An IPv6 literal without its brackets.
    this.#host = origin.hostname.startsWith('[') ? origin.hostname.slice(1, -1) : origin.hostname
    this.#port = origin.port === '' ? (this.tls ? 443 : 80) : Number(origin.port)
    this.#hostHeader = origin.host
  }

  dispatch(request: H1Request, handler: H1Handler): void {
    if (this.#destroyed) {
      handler.onResponseError(noController, h1Error('the client is closed', H1_CODES.closed))
      return
    }
    let head: string
    try {
      head = this.#requestHead(request)
    } catch (error) {
      handler.onResponseError(noController, error as Error)
      return
    }
    let connection: Connection | undefined
    while ((connection = this.#idle.pop()) !== undefined) {
      if (!connection.socket.destroyed && connection.idleFor < connection.keepAliveMs) break
      this.discard(connection)
    }
    if (connection === undefined) connection = this.#connect()
    connection.use(head, request, handler)
  }

  #connect(): Connection {
    const socket = this.tls
      ? process.getBuiltinModule('node:tls').connect({
          host: this.#host,
          port: this.#port,
          ...(net.isIP(this.#host) === 0 ? { servername: this.#host } : {}),
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect({ host: this.#host, port: this.#port })
    socket.setNoDelay(true)
    const connection = new Connection(this, socket)
    this.#all.add(connection)
    return connection
  }

  /** The request's head. Throws on a header a server could take for more than one. */
  #requestHead(request: H1Request): string {
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.#hostHeader}\r\n`
    const headers = request.headers
    for (const name in headers) {
      const value = headers[name]!
      if (!TOKEN.test(name)) throw h1Error(`a header named ${JSON.stringify(name)} cannot be sent: not a token`, H1_CODES.invalidRequest)
      if (INVALID_VALUE.test(value))
        throw h1Error(`the header ${name} cannot be sent: its value holds a control character`, H1_CODES.invalidRequest)
      head += `${name}: ${value}\r\n`
    }
    const body = request.body
    if (body !== undefined) {
      const length = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : request.length
      if (length === undefined) throw h1Error('a streamed body without its length', H1_CODES.invalidRequest)
      head += `content-length: ${length}\r\n`
    }
    return `${head}connection: keep-alive\r\n\r\n`
  }

  /** A connection whose answer is complete, kept for the next request: it does not hold the process. */
  idle(connection: Connection): void {
    if (this.#destroyed) return this.discard(connection)
    connection.socket.unref()
    this.#idle.push(connection)
  }

  /** A connection not to be used again. */
  discard(connection: Connection): void {
    if (!this.#all.delete(connection)) return
    const index = this.#idle.lastIndexOf(connection)
    if (index >= 0) this.#idle.splice(index, 1)
    connection.socket.destroy()
  }

  /** Closes every connection, idle or not. */
  destroy(): void {
    this.#destroyed = true
    for (const connection of [...this.#all]) connection.abort()
    for (const connection of [...this.#all]) this.discard(connection)
  }
}

/** The controller of a request that never got a connection. */
const noController: H1Controller = {
  abort: () => undefined,
  pause: () => undefined,
  resume: () => undefined,
}
