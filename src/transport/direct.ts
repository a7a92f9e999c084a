import type { IncomingHttpHeaders } from 'node:http'
import { type FileHandle, open } from 'node:fs/promises'
import { StringDecoder } from 'node:string_decoder'
import { errorMessage, guardInterval, guardTimeout } from '../common/index.ts'
import {
  type AnswerSink,
  type AttemptContext,
  AttemptError,
  BODY_CHUNK,
  type FileRange,
  header,
  type HttpRequest,
  type HttpResponse,
  MAX_ANSWER_BYTES,
  readWhole,
  slices,
  tooLargeMessage,
  type Unreached,
  unreachedReason,
} from './attempt.ts'
import { NOT_REACHED, untrustedCertificate } from './proxy.ts'
import { H1_CODES, type H1Controller, type H1Handler, H1Pool } from './h1.ts'
import { RateWatch } from './rate.ts'

/**
 * An origin reached directly (no proxy): its requests go through this client's own connections
 * (h1.ts), a fraction of node:http's CPU a request (four requests a small file's upload). Its
 * keep-alive connections do not hold the process while idle; TLS is verified against Node's default
 * store (NODE_EXTRA_CA_CERTS included), as node:http's agents do; no redirect is followed.
 */
export function directPool(origin: URL, timeoutMs: number): H1Pool {
  // Silence while connecting, and in both directions once connected: each the timeout.
  return new H1Pool(origin, timeoutMs)
}

/**
 * A file range as a body's chunks, read into two reused buffers, one ahead of the chunk being
 * written. The connection (h1.ts) asks for the next chunk once the last one's write was taken or, when the socket's
 * buffer is full, drained; every chunk but the last fills a whole buffer, more than a socket buffers
 * before it waits for a drain (64 KiB): asked for the next, the one before it is written, and its
 * buffer free. The buffers go back to the pool once the request settled (its last chunk taken by the
 * server, or its connection destroyed) and the reading stopped, whichever comes last.
 */
/** A body's file could not be read to its range's end: the request fails naming the file. */
class BodyReadError extends Error {
  override name = 'BodyReadError'
}

class FileChunks implements AsyncIterable<Buffer> {
  readonly #range: FileRange
  readonly #buffers: Buffer[]
  readonly #progress: (bytes: number) => void
  readonly #handedOver: () => void
  readonly #held: Buffer[] = []
  #reading = false
  #released = false

  constructor(range: FileRange, buffers: Buffer[], progress: (bytes: number) => void, handedOver: () => void) {
    this.#range = range
    this.#buffers = buffers
    this.#progress = progress
    this.#handedOver = handedOver
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    const range = this.#range
    this.#reading = true
    const pair = [this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK), this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK)] as const
    this.#held.push(...pair)
    let file: FileHandle | undefined
    // The read under way (of the chunk after the one being written): awaited before the file closes.
    let reading: Promise<number> | undefined
    try {
      file = await open(range.path, 'r')
      const opened = file
      const read = (buffer: Buffer, from: number): Promise<number> =>
        fill(opened, buffer, Math.min(BODY_CHUNK, range.length - from), range.offset + from)
      reading = read(pair[0], 0)
      for (let done = 0, turn = 0; done < range.length; turn++) {
        const got = await reading
        if (got < Math.min(BODY_CHUNK, range.length - done)) throw new Error(`the file ended ${range.length - done - got} bytes early`)
        const next = done + got
        if (next < range.length) reading = read(pair[(turn + 1) % 2]!, next)
        yield pair[turn % 2]!.subarray(0, got)
        // Asked for more: that chunk was handed to the socket.
        this.#progress(got)
        done = next
      }
      this.#handedOver()
    } catch (error) {
      throw new BodyReadError(`sending ${range.path}: ${errorMessage(error)}`)
    } finally {
      await reading?.catch(() => undefined)
      await file?.close()
      this.#reading = false
      if (this.#released) this.#giveBack()
    }
  }

  /** The request settled. */
  release(): void {
    this.#released = true
    if (!this.#reading) this.#giveBack()
  }

  #giveBack(): void {
    this.#buffers.push(...this.#held.splice(0))
  }
}

/** Reads `length` bytes at `position`, fewer only where the file ends. */
async function fill(file: FileHandle, buffer: Buffer, length: number, position: number): Promise<number> {
  let read = 0
  for (let got = -1; read < length && got !== 0; read += got)
    got = (await file.read(buffer, read, length - read, position + read)).bytesRead
  return read
}

/**
 * One attempt of a request on the origin's own connections (h1.ts), settled however the connection
 * ends, keeping what an attempt through node:http keeps: silence for the timeout (the connection's
 * own, while connecting and once connected), the answer complete within the timeout once the request is sent, the
 * request's cap, the budget of answers, a part's rate and a download's.
 */
export class DirectAttempt implements H1Handler {
  readonly #context: AttemptContext
  readonly #request: HttpRequest
  readonly #uncertain: boolean
  readonly #maxBytes: number
  readonly #resolve: (response: HttpResponse) => void
  readonly #reject: (error: AttemptError) => void
  readonly #settledBy: (attempt: DirectAttempt) => void
  #settled = false
  /** Whether a byte of the request may have reached the server: not before its connection was made. */
  #connected = false
  #bodyHandedOver = true
  #controller: H1Controller | undefined
  #answerDeadline: NodeJS.Timeout | undefined
  /** When the armed deadline fires (performance.now()), and what was left of it while the answer waits for budget. */
  #deadlineEnds = 0
  #deadlineLeft: number | undefined
  #waitingForBudget = false
  #rateTick: NodeJS.Timeout | undefined
  #answerTick: NodeJS.Timeout | undefined
  #rate: RateWatch | undefined
  #received: RateWatch | undefined
  #chunks: FileChunks | undefined
  /** A streamed answer (a download) keeps up the floor's rate instead of ending within the timeout. */
  #streaming = false
  #answered = false
  #status = 0
  #headers: IncomingHttpHeaders = {}
  #sink: AnswerSink | undefined
  #parsed: { write(chunk: Buffer): void } | undefined
  /** The answer's first chunk, while it is the only one. */
  #first: Buffer | undefined
  #decoder: StringDecoder | undefined
  #text = ''
  #size = 0

  constructor(options: {
    readonly context: AttemptContext
    readonly request: HttpRequest
    readonly uncertain: boolean
    readonly resolve: (response: HttpResponse) => void
    readonly reject: (error: AttemptError) => void
    /** Told once the attempt settled, however. */
    readonly settled: (attempt: DirectAttempt) => void
  }) {
    this.#context = options.context
    this.#request = options.request
    this.#uncertain = options.uncertain
    this.#maxBytes = options.request.maxBytes ?? MAX_ANSWER_BYTES
    this.#resolve = options.resolve
    this.#reject = options.reject
    this.#settledBy = options.settled
  }

  /** Sends the attempt on the origin's pool. */
  start(pool: H1Pool, url: URL): void {
    const request = this.#request
    const headers: Record<string, string> = { 'user-agent': 'stac-publish-action', ...request.headers }
    // Credentials in the URL, as node:http sends them: unless the request has its own.
    if ((url.username !== '' || url.password !== '') && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'))
      headers['authorization'] =
        `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    let body: string | Buffer | Iterable<Buffer> | AsyncIterable<Buffer> | undefined
    const given = request.body
    if (given === undefined || typeof given === 'string') body = given
    else if (Buffer.isBuffer(given)) {
      if (given.length <= BODY_CHUNK) body = given
      else body = this.#streamed(slices(given))
    } else if (given.length <= BODY_CHUNK) {
      // A part of one chunk (a small file's) is read at once, synchronously, and goes out with the
      // request's head: handed over at once, it has no rate to watch; the answer's deadline watches it.
      // Its open, read and close take microseconds, three awaited thread-pool round trips ten times that.
      // Its own buffer: the socket may still hold it after the answer.
      const bytes = Buffer.allocUnsafe(given.length)
      let bytesRead: number
      try {
        bytesRead = readWhole(given.path, bytes, given.length, given.offset)
        if (bytesRead < given.length) throw new Error(`the file ended ${given.length - bytesRead} bytes early`)
      } catch (error) {
        this.#fail(`sending ${given.path}: ${errorMessage(error)}`, false)
        return
      }
      body = bytes
    } else {
      const chunks = new FileChunks(
        given,
        this.#context.buffers,
        (bytes) => this.#sent(bytes),
        () => this.#handedOver(),
      )
      this.#chunks = chunks
      body = this.#streamed(chunks)
    }
    pool.dispatch({ path: `${url.pathname}${url.search}`, method: request.method, headers, body, length: given?.length }, this)
  }

  /** A body sent in chunks: a reader that takes a few bytes now and then is given up at the floor's rate (and retried). */
  #streamed(chunks: Iterable<Buffer> | FileChunks): Iterable<Buffer> | FileChunks {
    this.#bodyHandedOver = false
    const rate = new RateWatch(this.#context.partRate, this.#context.now)
    this.#rate = rate
    this.#rateTick = guardInterval(() => this.#shortfall(rate.check()), this.#context.partRate.windowMs / 8)
    if (chunks instanceof FileChunks) return chunks
    // Bytes in memory: a slice asked for after another was handed over.
    const counted = function* (this: DirectAttempt, slices: Iterable<Buffer>): Generator<Buffer> {
      for (const slice of slices) {
        yield slice
        this.#sent(slice.length)
      }
      this.#handedOver()
    }
    return counted.call(this, chunks)
  }

  #sent(bytes: number): void {
    if (!this.#bodyHandedOver) this.#shortfall(this.#rate!.sent(bytes))
  }

  #handedOver(): void {
    this.#bodyHandedOver = true
    clearInterval(this.#rateTick)
  }

  #shortfall(shortfall: string | undefined): void {
    if (shortfall !== undefined) this.#fail(shortfall)
  }

  /** The run is over: the attempt ends, its connection with it. */
  end(): void {
    this.#fail('the run is over')
  }

  onRequestStart(controller: H1Controller): void {
    this.#controller = controller
    this.#connected = true
    if (this.#settled) controller.abort(new Error('the attempt is over'))
  }

  onRequestSent(): void {
    if (this.#settled || this.#streaming) return
    // The request is out: its answer, trickling or not, must be complete within the timeout.
    if (this.#waitingForBudget) this.#deadlineLeft = this.#context.timeoutMs
    else this.#armDeadline(this.#context.timeoutMs)
  }

  onResponseStart(_controller: H1Controller, status: number, headers: IncomingHttpHeaders): void {
    if (this.#settled || status < 200) return
    this.#answered = true
    this.#status = status
    this.#headers = headers
    const request = this.#request
    let sink: AnswerSink | undefined
    try {
      sink = request.answerTo?.({ status, headers })
    } catch (error) {
      // What the answer's head says cannot be taken (a length other than declared): the same request gets the same answer.
      return this.#fail(errorMessage(error), this.#connected, true)
    }
    if (Number(header(headers, 'content-length')) > this.#maxBytes) return this.#tooLarge()
    if (sink !== undefined) {
      // However long it is, a download keeps up the floor's rate; a trickle is given up (and retried).
      this.#sink = sink
      this.#streaming = true
      clearTimeout(this.#answerDeadline)
      const received = new RateWatch(this.#context.partRate, this.#context.now, 'received', 'a download')
      this.#received = received
      this.#answerTick = guardInterval(() => this.#shortfall(received.check()), this.#context.partRate.windowMs / 8)
    } else if (status === 200 && request.parse !== undefined) {
      // A 200 answer parsed as it comes, where the request asks it (a large item, its assets one by one).
      this.#parsed = request.parse()
    }
  }

  onResponseData(controller: H1Controller, chunk: Buffer): void {
    if (this.#settled) return
    this.#size += chunk.length
    if (this.#size > this.#maxBytes) return this.#tooLarge()
    if (this.#sink !== undefined) {
      try {
        this.#sink.write(chunk)
      } catch (error) {
        // Final: the same request gets the same bytes.
        return this.#fail(errorMessage(error), this.#connected, true)
      }
      return this.#shortfall(this.#received!.sent(chunk.length))
    }
    if (this.#parsed !== undefined) this.#parsed.write(chunk)
    // Most answers come in one chunk, decoded once complete. A longer one is decoded as it comes: a
    // large answer (a listing's page of up to 16 MiB) is held as its text once, and never as its
    // bytes, their copy in one buffer and the text at the same time.
    else if (this.#first === undefined && this.#decoder === undefined) this.#first = chunk
    else {
      if (this.#decoder === undefined) {
        this.#decoder = new StringDecoder('utf8')
        this.#text = this.#decoder.write(this.#first!)
        this.#first = undefined
      }
      this.#text += this.#decoder.write(chunk)
    }
    if (this.#context.answers.charge(this, chunk.length)) return
    // Answers in flight hold too much: this one stops reading until others have ended. The wait is
    // the run's, not the server's: neither the silence (not counted while paused)
    // nor the answer's deadline counts it.
    this.#waitingForBudget = true
    controller.pause()
    if (this.#answerDeadline !== undefined) {
      clearTimeout(this.#answerDeadline)
      this.#answerDeadline = undefined
      this.#deadlineLeft = Math.max(0, this.#deadlineEnds - performance.now())
    }
    this.#context.answers.wait(this, () => {
      this.#waitingForBudget = false
      if (this.#deadlineLeft !== undefined) this.#armDeadline(this.#deadlineLeft)
      this.#deadlineLeft = undefined
      // Called from another answer's end, inside that connection's reading: resumed later, this
      // one's reading does not run within that one's.
      queueMicrotask(() => controller.resume())
    })
  }

  onResponseEnd(): void {
    if (this.#decoder !== undefined) this.#text += this.#decoder.end()
    else if (this.#first !== undefined) this.#text = this.#first.toString('utf8')
    this.#settle({ status: this.#status, headers: this.#headers, text: this.#text, uncertain: this.#uncertain })
  }

  onResponseError(_controller: H1Controller, error: Error): void {
    if (this.#settled) return
    const { timeoutMs } = this.#context
    const seconds = `${timeoutMs / 1000} s`
    const code = (error as NodeJS.ErrnoException).code ?? ''
    // Another attempt meets the same certificate: not retried.
    const untrusted = untrustedCertificate(error, new URL(this.#request.url).host)
    if (untrusted !== undefined) this.#fail(untrusted, false, true)
    else if (NOT_REACHED.has(code)) this.#fail(error.message, false, false, { at: 'target', reason: unreachedReason(code) })
    // Silent in both directions for the whole timeout: never made, unreached (a firewall that drops); else as good as dead.
    else if (code === H1_CODES.connectTimeout)
      this.#fail(`no data for ${seconds}`, false, false, { at: 'target', reason: `no connection within ${seconds}` })
    else if (code === H1_CODES.timeout) this.#fail(`no data for ${seconds}`)
    // The same request would meet the same: not retried.
    else if (code === H1_CODES.upgraded) this.#fail('the server upgraded the connection', this.#connected, true)
    else if (code === H1_CODES.invalidRequest) this.#fail(error.message, false, true)
    else if (error instanceof BodyReadError) this.#fail(error.message)
    else if (!this.#connected) this.#fail(error.message)
    else if (!this.#answered) this.#fail(`the connection ended before the answer was complete (${error.message})`)
    else this.#fail(`the connection closed after ${this.#size} bytes of the answer (HTTP ${this.#status}): ${error.message}`)
  }

  #armDeadline(ms: number): void {
    this.#deadlineEnds = performance.now() + ms
    this.#answerDeadline = guardTimeout(() => {
      const seconds = `${this.#context.timeoutMs / 1000} s`
      // Nothing came since the request was sent: both ways silent, as the connection's own timeout would say.
      if (!this.#answered) this.#fail(`no data for ${seconds}`)
      else this.#fail(`the answer was not complete ${seconds} after the request was sent`)
    }, ms)
  }

  /** Final: the same request gets the same answer. Its status came before its body. */
  #tooLarge(): void {
    const failure = new AttemptError(tooLargeMessage(this.#status, this.#maxBytes), this.#connected, true)
    failure.tooLarge = { maxBytes: this.#maxBytes, status: this.#status }
    this.#settle(failure)
  }

  #fail(message: string, sent = this.#connected, final = false, unreached?: Unreached): void {
    this.#settle(new AttemptError(message, sent, final, unreached))
  }

  #settle(outcome: HttpResponse | AttemptError): void {
    if (this.#settled) return
    this.#settled = true
    clearTimeout(this.#answerDeadline)
    clearInterval(this.#rateTick)
    clearInterval(this.#answerTick)
    this.#context.answers.release(this)
    this.#settledBy(this)
    if (outcome instanceof AttemptError) {
      // The connection goes with the attempt: it may be in the middle of a body.
      this.#controller?.abort(outcome)
      this.#chunks?.release()
      this.#reject(outcome)
    } else {
      // Answered before the whole body was handed over (a refusal that came before the server
      // read it): the rest is not sent, and the connection, in the middle of a body, not reused.
      if (!this.#bodyHandedOver) this.#controller?.abort(new Error('answered before the request was sent'))
      this.#chunks?.release()
      this.#resolve(outcome)
    }
  }
}
