import { type FileHandle, open } from 'node:fs/promises'
import type http from 'node:http'
import type { ClientRequest, IncomingMessage } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { asError, errorMessage, guardInterval, guardTimeout, type Log, pause, PendingWork } from '../common/index.ts'
import { AnswerBudget } from './answers.ts'
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
import { DirectAttempt, directPool } from './direct.ts'
import type { H1Pool } from './h1.ts'
import { bypassedProxy, NOT_REACHED, proxiedAgent, ProxyError, proxyRefusal, untrustedCertificate } from './proxy.ts'
import { partRateFloor, type RateFloor, RateWatch } from './rate.ts'
import { backoffDelay, MAX_RETRY_AFTER_MS, retryAfterMs, RETRYABLE_STATUS } from './retry.ts'

export { type AnswerHead, type AnswerSink, header, type HttpRequest, type HttpResponse } from './attempt.ts'

interface HttpOptions {
  readonly retries: number
  readonly timeoutMs: number
  readonly log: Log
  readonly pending?: PendingWork
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  /** Milliseconds: Retry-After dates and the rate of a part are measured with it. */
  readonly now?: () => number
  /** The answers in flight, all together (default: ANSWER_BUDGET bytes). */
  readonly answers?: AnswerBudget
  /** The slowest a part may be sent (default: partRateFloor of the timeout). */
  readonly partRate?: RateFloor
}

/** A request that got no complete answer, even after its retries. */
export class RequestFailedError extends Error {
  override name = 'RequestFailedError'
  /** The request may have been applied: its connection ended after it was (perhaps) received. */
  readonly outcomeUnknown: boolean

  constructor(message: string, outcomeUnknown: boolean) {
    super(message)
    this.outcomeUnknown = outcomeUnknown
  }
}

/**
 * What a request that never reached its origin found: the origin or its proxy could not be
 * reached at all (a refused port, an unknown host, no route), however often it was tried.
 */
export interface Unreachable {
  readonly origin: string
  /** What could not be reached: the origin, or the proxy it goes through. */
  readonly at: 'target' | 'proxy'
  /** Why, in words, with the code: "the connection was refused (ECONNREFUSED)". */
  readonly reason: string
  /** The proxy the origin goes through (host:port), and the variable that names it. */
  readonly proxy?: { readonly address: string; readonly variable: string }
  /** A proxy variable for the origin's scheme that NO_PROXY makes it go around. */
  readonly bypassed?: { readonly proxyVariable: string; readonly noProxyVariable: string }
  readonly attempts: number
  /** From the first attempt to the last one's failure, by the run's clock. */
  readonly elapsedMs: number
  /** The retry lines of its attempts, for a log to show folded. */
  readonly lines: readonly string[]
}

/** A request whose origin (or proxy) could not be reached at all: what, why, through what and for how long (`unreachable`). */
export class UnreachableError extends RequestFailedError {
  override name = 'UnreachableError'
  readonly unreachable: Unreachable

  constructor(message: string, unreachable: Unreachable) {
    super(message, false)
    this.unreachable = unreachable
  }
}

/**
 * An answer larger than its request accepts (`maxBytes`): final, since the same request gets the same
 * answer. Its status came before its body: a write that needs no more than the status still has it.
 */
export class AnswerTooLarge extends RequestFailedError {
  override name = 'AnswerTooLarge'
  readonly maxBytes: number
  readonly status: number

  constructor(message: string, outcomeUnknown: boolean, tooLarge: { readonly maxBytes: number; readonly status: number }) {
    super(message, outcomeUnknown)
    this.maxBytes = tooLarge.maxBytes
    this.status = tooLarge.status
  }
}

/**
 * An origin's connection pool: this client's own (h1.ts) for an origin reached directly (and the proxy variable it
 * goes around, if any), or node:http's agent through the proxy (host:port) and the variable that named it.
 */
type Pool =
  | { readonly direct: H1Pool; readonly proxy?: undefined; readonly variable?: undefined; readonly bypassed?: Unreachable['bypassed'] }
  | {
      readonly agent: http.Agent
      readonly direct?: undefined
      readonly proxy: string
      readonly variable: string
      readonly bypassed?: undefined
    }

/** Errors that happen before a byte of the request can have left: retrying them is always safe. */
const NOT_SENT = NOT_REACHED

/** How far a request's body got: its bytes handed to the socket, and all of them handed over. */
interface BodyProgress {
  readonly sent: (bytes: number) => void
  readonly handedOver: () => void
}

/**
 * Answers held at once, all requests together: sixteen items at their cap (the default concurrency).
 * Beyond it, answers wait for others to end; one may always go on up to its own cap.
 */
const ANSWER_BUDGET = 128 * 1024 * 1024

/**
 * The one transport, for the identity provider, the catalog and the storage.
 *
 * - A keep-alive connection pool per origin: a run may meet https and plain http origins (a local
 *   catalog beside the real Cognito), and each pool speaks its own scheme. An origin reached
 *   directly gets this client's own connections (h1.ts, direct.ts: a fraction of node:http's CPU a request); one behind a proxy
 *   (proxy.ts) gets Node's agent for it, its tunnels kept alive the same way; failures name the proxy.
 * - Every way a connection can end settles the request: refused, reset, closed before or in the
 *   middle of the headers, closed in the middle of the body, silent for `timeoutMs`, or trickling
 *   (the answer must be complete `timeoutMs` after the request was sent; a part must be sent at
 *   the floor's rate, rate.ts).
 * - No answer can exhaust the memory: each is read up to its request's cap (an answer beyond it is
 *   final), and the answers in flight share one budget (answers.ts).
 * - Nothing outlives the run: a settled request leaves no deadline armed (and deadlines never hold
 *   the process), a body answered early is not sent on, and dispose closes every connection and
 *   ends the retry waits.
 * - No redirects: a redirect must never carry the bearer token to another origin.
 * - One retry policy: capped exponential backoff with full jitter, Retry-After honoured up to a
 *   minute (an answer asking for longer is not retried), on 429, 5xx and lost connections; the
 *   latter only for requests that can be repeated.
 */
export class Http {
  readonly #options: HttpOptions
  readonly #pools = new Map<string, Pool>()
  readonly #inFlight = new Set<ClientRequest>()
  /** Attempts under way on direct connections: dispose ends them. */
  readonly #directInFlight = new Set<DirectAttempt>()
  readonly #settledDirect = (attempt: DirectAttempt): void => void this.#directInFlight.delete(attempt)
  readonly #buffers: Buffer[] = []
  readonly #answers: AnswerBudget
  readonly #partRate: RateFloor
  readonly #context: AttemptContext
  /** Set by dispose: requests still under way (e.g. a sign-in begun early) stop instead of retrying. */
  readonly #disposed = new AbortController()
  /** Origins whose last attempt could not reach them: their further failed attempts go to the debug log. */
  readonly #unreachable = new Set<string>()
  readonly pending: PendingWork

  constructor(options: HttpOptions) {
    this.#options = options
    this.pending = options.pending ?? new PendingWork()
    this.#answers = options.answers ?? new AnswerBudget(ANSWER_BUDGET)
    this.#partRate = options.partRate ?? partRateFloor(options.timeoutMs)
    this.#context = {
      timeoutMs: options.timeoutMs,
      now: options.now ?? Date.now,
      answers: this.#answers,
      partRate: this.#partRate,
      buffers: this.#buffers,
    }
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const { retries, log } = this.#options
    const now = this.#options.now ?? Date.now
    const started = now()
    const url = new URL(request.url)
    const origin = url.origin
    // Attempts that could not reach the origin: the first said, the rest kept for the end (Unreachable.lines).
    let unreached: string[] | undefined
    let uncertain = false
    for (let attempt = 0; ; attempt++) {
      if (this.#disposed.signal.aborted) throw new RequestFailedError(`${request.label}: not sent, the run is over`, uncertain)
      let outcome: HttpResponse | AttemptError
      try {
        outcome = await this.pending.track(request.label, () => this.#attempt(request, url, origin, uncertain))
      } catch (error) {
        outcome = error instanceof AttemptError ? error : new AttemptError(errorMessage(error), true)
      }
      // A gateway's 502 or 504 may come after the service acted on the request.
      uncertain ||= outcome instanceof AttemptError ? outcome.sent : outcome.status === 502 || outcome.status === 504
      const retryable =
        outcome instanceof AttemptError
          ? !outcome.final && (request.idempotent || !outcome.sent)
          : !(request.finalWhen?.(outcome) ?? false) && (RETRYABLE_STATUS.has(outcome.status) || (request.retryWhen?.(outcome) ?? false))
      const hinted = outcome instanceof AttemptError ? undefined : retryAfterMs(header(outcome.headers, 'retry-after'), now())
      // A server that asks for longer than the run waits means "not now": waiting the cap and asking
      // again would only repeat the refusal, for every request of the run.
      const notNow = retryable && hinted !== undefined && hinted > MAX_RETRY_AFTER_MS
      if (!retryable || notNow || attempt >= retries || this.#disposed.signal.aborted) {
        if (outcome instanceof AttemptError) {
          const message = `${request.label}: ${outcome.message}${attempt > 0 ? ` (after ${attempt + 1} attempts)` : ''}`
          if (outcome.tooLarge !== undefined) throw new AnswerTooLarge(message, uncertain, outcome.tooLarge)
          if (outcome.unreached === undefined || uncertain || this.#disposed.signal.aborted)
            throw new RequestFailedError(message, uncertain)
          const pool = this.#pools.get(origin)
          throw new UnreachableError(message, {
            origin,
            ...outcome.unreached,
            ...(pool?.proxy === undefined || pool.variable === undefined
              ? {}
              : { proxy: { address: pool.proxy, variable: pool.variable } }),
            ...(pool?.bypassed === undefined ? {} : { bypassed: pool.bypassed }),
            attempts: attempt + 1,
            elapsedMs: now() - started,
            lines: unreached ?? [],
          })
        }
        if (unreached !== undefined)
          this.#reached(
            origin,
            `${request.label}: reached ${origin} at attempt ${attempt + 1} of ${retries + 1}, after ${inSeconds(now() - started)}`,
          )
        if (!notNow) return outcome
        log.info(
          `${request.label}: HTTP ${outcome.status} with Retry-After: ${Math.round(hinted / 1000)} s, ` +
            `longer than a run waits (${MAX_RETRY_AFTER_MS / 1000} s); not retried`,
        )
        return { ...outcome, retryAfterMs: hinted }
      }
      const delay = hinted ?? backoffDelay(attempt, this.#options.random ?? Math.random)
      const why = outcome instanceof AttemptError ? outcome.message : `HTTP ${outcome.status}`
      const line = `Retry ${request.label}: attempt ${attempt + 1} of ${retries + 1} failed (${why}); retrying after ${delay} ms`
      if (outcome instanceof AttemptError && outcome.unreached !== undefined) {
        // One line while an origin cannot be reached, not one per attempt of every request: the rest are told with the failure.
        if (this.#unreachable.has(origin)) log.debug(line)
        else log.info(line)
        this.#unreachable.add(origin)
        unreached ??= []
        unreached.push(line)
      } else {
        // An answer, or a connection that was made: the origin can be reached.
        this.#reached(origin)
        log.info(line)
      }
      // The run's own wait ends, its timer cleared, when the run is over; an injected one is cut short.
      await this.#unlessDisposed(this.#options.sleep?.(delay) ?? pause(delay, this.#disposed.signal))
    }
  }

  /** The origin answered (or failed otherwise than unreached): its next failure to connect is said again; `line` says it was reached. */
  #reached(origin: string, line?: string): void {
    if (line !== undefined && this.#unreachable.has(origin)) this.#options.log.info(line)
    this.#unreachable.delete(origin)
  }

  /** One attempt: settles however the connection ends. */
  #attempt(request: HttpRequest, url: URL, origin: string, uncertain: boolean): Promise<HttpResponse> {
    let pool: Pool
    try {
      pool = this.#poolFor(url, origin)
    } catch (error) {
      return Promise.reject(new AttemptError(errorMessage(error), false, true))
    }
    if (pool.direct === undefined) return this.#throughProxy(request, url, uncertain, pool)
    const direct = pool.direct
    return new Promise<HttpResponse>((resolve, reject) => {
      const attempt = new DirectAttempt({ context: this.#context, request, uncertain, resolve, reject, settled: this.#settledDirect })
      this.#directInFlight.add(attempt)
      attempt.start(direct, url)
    })
  }

  /** One attempt through node:http's agent for the origin's proxy: settles however the connection ends. */
  #throughProxy(
    request: HttpRequest,
    url: URL,
    uncertain: boolean,
    pool: { readonly agent: http.Agent; readonly proxy: string },
  ): Promise<HttpResponse> {
    const { timeoutMs } = this.#options
    const seconds = `${timeoutMs / 1000} s`
    const maxBytes = request.maxBytes ?? MAX_ANSWER_BYTES
    return new Promise<HttpResponse>((resolve, reject) => {
      const body = request.body
      const headers: Record<string, string> = { 'User-Agent': 'stac-publish-action', ...request.headers }
      if (typeof body === 'string') headers['Content-Length'] = String(Buffer.byteLength(body))
      else if (body !== undefined) headers['Content-Length'] = String(body.length)
      // Sent with the request's end, in one write: a text, or bytes of one chunk (a small file's part).
      const atOnce = body === undefined || typeof body === 'string' || (Buffer.isBuffer(body) && body.length <= BODY_CHUNK)
      const { agent, proxy } = pool
      // Loaded here, by the first request through a proxy: an origin reached directly needs neither module.
      const req = process
        .getBuiltinModule(url.protocol === 'https:' ? 'node:https' : 'node:http')
        .request({ ...requestTarget(url), method: request.method, headers, agent })
      // A connection that fails before it is made fails at the proxy (an http origin's requests go to it).
      const unreachedAt = 'proxy' as const
      this.#inFlight.add(req)
      let settled = false
      let bodyHandedOver = atOnce
      let answerDeadline: NodeJS.Timeout | undefined
      // When the armed deadline fires (performance.now()), and what was left of it while the answer waits for budget.
      let deadlineEnds = 0
      let deadlineLeft: number | undefined
      let waitingForBudget = false
      let rateTick: NodeJS.Timeout | undefined
      // A streamed answer (a download) keeps up the floor's rate instead of ending within the timeout.
      let streaming = false
      let answerTick: NodeJS.Timeout | undefined
      // What the answer holds of the budget is counted under this key until the request settles.
      const answer = {}
      // Whether a byte of the request may have reached the server: not when the connection was never made.
      let connected = false
      // Every failure says which proxy, and to where: the tunnel may be what failed.
      const via = ` (${url.origin} through the proxy ${proxy})`
      const fail = (message: string, sent = connected, final = false, unreached?: Unreached): void =>
        settle(new AttemptError(message + via, sent, final, unreached))
      const settle = (outcome: HttpResponse | AttemptError): void => {
        if (settled) return
        settled = true
        clearTimeout(answerDeadline)
        clearInterval(rateTick)
        clearInterval(answerTick)
        this.#answers.release(answer)
        this.#inFlight.delete(req)
        if (outcome instanceof AttemptError) {
          req.destroy()
          reject(outcome)
        } else {
          // Answered before the whole body was handed over (a refusal that came before the server
          // read it): the rest is not sent, and the connection, in the middle of a body, not reused.
          if (!bodyHandedOver) req.destroy()
          resolve(outcome)
        }
      }
      req.on('socket', (socket) => {
        if (!socket.connecting) connected = true
        else socket.once('connect', () => (connected = true))
      })
      const armDeadline = (ms: number): void => {
        deadlineEnds = performance.now() + ms
        answerDeadline = guardTimeout(() => fail(`the answer was not complete ${seconds} after the request was sent`), ms)
      }
      // Silent in both directions for the whole timeout: the connection is as good as dead; never made, unreached (a firewall that drops).
      req.setTimeout(timeoutMs, () =>
        connected
          ? fail(`no data for ${seconds}`)
          : fail(`no data for ${seconds}`, false, false, { at: unreachedAt, reason: `no connection within ${seconds}` }),
      )
      req.on('finish', () => {
        // A server may answer before it has read the whole body, and on loopback the answer often
        // ends before 'finish': then there is nothing left to watch. A streamed answer is watched by its rate.
        if (settled || streaming) return
        // The request is out: its answer, trickling or not, must be complete within the timeout.
        if (waitingForBudget) deadlineLeft = timeoutMs
        else armDeadline(timeoutMs)
      })
      // Answers in flight hold too much: this one stops reading until others have ended. The wait
      // is the run's, not the server's: neither the silence nor the answer's deadline counts it.
      const waitForBudget = (res: IncomingMessage): void => {
        res.pause()
        waitingForBudget = true
        req.setTimeout(0)
        if (answerDeadline !== undefined) {
          clearTimeout(answerDeadline)
          answerDeadline = undefined
          deadlineLeft = Math.max(0, deadlineEnds - performance.now())
        }
        this.#answers.wait(answer, () => {
          waitingForBudget = false
          req.setTimeout(timeoutMs)
          if (deadlineLeft !== undefined) armDeadline(deadlineLeft)
          deadlineLeft = undefined
          res.resume()
        })
      }
      req.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? ''
        // An http origin's requests go to the proxy itself: a certificate there is the (https://) proxy's.
        const untrusted = untrustedCertificate(error, url.protocol === 'http:' ? `the proxy ${proxy}` : url.host)
        // The tunnel was not opened: its message names the proxy and the target already.
        if (error instanceof ProxyError) settle(new AttemptError(error.message, false, error.final, proxyUnreached(error)))
        // Another attempt meets the same certificate: not retried.
        else if (untrusted !== undefined) fail(untrusted, false, true)
        else if (NOT_SENT.has(code)) fail(`${error.message}`, false, false, { at: unreachedAt, reason: unreachedReason(code) })
        else fail(connected ? `the connection ended before the answer was complete (${error.message})` : error.message)
      })
      let answered = false
      req.on('close', () => {
        // Without a response the request ended here; with one, the response's own events decide.
        if (!answered) fail('the connection closed before an answer')
      })
      req.on('response', (res: IncomingMessage) => {
        answered = true
        // Only a proxy answers 407: for an http origin, whose requests the proxy forwards, it comes as an answer.
        if (res.statusCode === 407) {
          const refusal = proxyRefusal(407)
          return fail(refusal.message, false, refusal.final)
        }
        // Final: the same request gets the same answer.
        const tooLarge = (): void => {
          const failure = new AttemptError(tooLargeMessage(res.statusCode ?? 0, maxBytes) + via, connected, true)
          failure.tooLarge = { maxBytes, status: res.statusCode ?? 0 }
          settle(failure)
        }
        let sink: AnswerSink | undefined
        try {
          sink = request.answerTo?.({ status: res.statusCode ?? 0, headers: res.headers })
        } catch (error) {
          // What the answer's head says cannot be taken (a length other than declared): the same request gets the same answer.
          return fail(errorMessage(error), connected, true)
        }
        if (Number(header(res.headers, 'content-length')) > maxBytes) return tooLarge()
        // Decoded as it comes: a large answer (a listing's page of up to 16 MiB) is held as its text once, and
        // never as its bytes, their copy in one buffer and the text at the same time.
        const decoder = new StringDecoder('utf8')
        const parts: string[] = []
        // A 200 answer parsed as it comes, where the request asks it (a large item, its assets one by one).
        const parsed = sink === undefined && res.statusCode === 200 ? request.parse?.() : undefined
        let received: RateWatch | undefined
        if (sink !== undefined) {
          // However long it is, a download keeps up the floor's rate; a trickle is given up (and retried).
          streaming = true
          clearTimeout(answerDeadline)
          received = new RateWatch(this.#partRate, this.#options.now ?? Date.now, 'received', 'a download')
          answerTick = guardInterval(() => {
            const shortfall = received!.check()
            if (shortfall !== undefined) fail(shortfall)
          }, this.#partRate.windowMs / 8)
        }
        let size = 0
        res.on('data', (chunk: Buffer) => {
          // Counted after the request settled, it would hold its share of the budget for ever.
          if (settled) return
          size += chunk.length
          if (size > maxBytes) return tooLarge()
          if (sink !== undefined) {
            try {
              sink.write(chunk)
            } catch (error) {
              // Final: the same request gets the same bytes.
              return fail(errorMessage(error), connected, true)
            }
            const shortfall = received!.sent(chunk.length)
            return shortfall === undefined ? undefined : fail(shortfall)
          }
          if (parsed === undefined) parts.push(decoder.write(chunk))
          else parsed.write(chunk)
          if (!this.#answers.charge(answer, chunk.length)) waitForBudget(res)
        })
        res.on('end', () => {
          parts.push(decoder.end())
          settle({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: parts.length === 2 ? parts[0]! + parts[1]! : parts.join(''),
            uncertain,
          })
        })
        res.on('error', (error) =>
          fail(`the connection ended after ${size} bytes of the answer (HTTP ${res.statusCode}): ${error.message}`),
        )
        res.on('close', () => {
          if (!res.complete) fail(`the connection closed after ${size} bytes of the answer (HTTP ${res.statusCode})`)
        })
      })
      if (atOnce) {
        req.end(body)
      } else if (!Buffer.isBuffer(body) && body.length <= BODY_CHUNK) {
        // A part of one chunk (a small file's) is read at once, synchronously, and goes out with the
        // request's end, in one write: handed over at once, it has no rate to watch; the answer's
        // deadline watches it. Its open, read and close take microseconds, three awaited thread-pool
        // round trips ten times that.
        const buffer = this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK)
        let bytesRead: number
        try {
          bytesRead = readWhole(body.path, buffer, body.length, body.offset)
          if (bytesRead < body.length) throw new Error(`the file ended ${body.length - bytesRead} bytes early`)
        } catch (error) {
          this.#buffers.push(buffer)
          fail(`sending ${body.path}: ${errorMessage(error)}`)
          return
        }
        bodyHandedOver = true
        // Reused once written; a request that never finishes leaves it to the garbage collector.
        req.end(buffer.subarray(0, bytesRead), () => this.#buffers.push(buffer))
      } else {
        // A reader that takes a few bytes now and then never lets the connection fall silent: a part
        // sent slower than the floor is given up (and retried, as any lost connection).
        const rate = new RateWatch(this.#partRate, this.#options.now ?? Date.now)
        const slow = (shortfall: string | undefined): void => {
          if (shortfall !== undefined) fail(shortfall)
        }
        rateTick = guardInterval(() => slow(rate.check()), this.#partRate.windowMs / 8)
        const progress: BodyProgress = {
          // The last chunk's bytes come after the body was handed over: the answer's deadline watches from there.
          sent: (bytes) => {
            if (!bodyHandedOver) slow(rate.sent(bytes))
          },
          handedOver: () => {
            bodyHandedOver = true
            clearInterval(rateTick)
          },
        }
        const writing = Buffer.isBuffer(body) ? this.#writeChunks(req, slices(body), progress) : this.#writeFile(req, body, progress)
        writing.then(
          () => req.end(),
          (error: unknown) => fail(`sending ${Buffer.isBuffer(body) ? `${body.length} bytes` : body.path}: ${errorMessage(error)}`),
        )
      }
    })
  }

  /**
   * Streams a file range into the request from two reused buffers: what was read is written,
   * and a buffer is read into again only once its bytes were handed to the socket. Memory per
   * part in flight is two buffers, whatever the part size, and no garbage is made per chunk.
   */
  async #writeFile(req: ClientRequest, range: FileRange, progress: BodyProgress): Promise<void> {
    const pair = [this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK), this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK)] as const
    let file: FileHandle | undefined
    try {
      file = await open(range.path, 'r')
      const opened = file
      async function* read(): AsyncGenerator<Buffer> {
        for (let done = 0, turn = 0; done < range.length; turn++) {
          const buffer = pair[turn % 2]!
          const { bytesRead } = await opened.read(buffer, 0, Math.min(BODY_CHUNK, range.length - done), range.offset + done)
          if (bytesRead === 0) throw new Error(`the file ended ${range.length - done} bytes early`)
          done += bytesRead
          yield buffer.subarray(0, bytesRead)
        }
      }
      await this.#writeChunks(req, read(), progress)
    } finally {
      await file?.close()
      this.#buffers.push(...pair)
    }
  }

  /**
   * Writes the chunks into the request, each handed to the socket before the one after the next is
   * asked for: a chunk's buffer may be filled again once the chunk after it is being written.
   */
  async #writeChunks(req: ClientRequest, chunks: AsyncIterable<Buffer> | Iterable<Buffer>, progress: BodyProgress): Promise<void> {
    let writing: Promise<void> = Promise.resolve()
    try {
      for await (const chunk of chunks) {
        await writing
        if (req.destroyed) return
        writing = new Promise<void>((resolve, reject) => {
          // A request destroyed meanwhile may never call back: its close ends the wait.
          const closed = (): void => resolve()
          req.once('close', closed)
          req.write(chunk, (error) => {
            req.off('close', closed)
            if (error) {
              reject(error)
            } else {
              progress.sent(chunk.length)
              resolve()
            }
          })
        })
        // It may fail while the next chunk is read, before it is awaited: handled from the start,
        // or Node would take it for an unhandled rejection and end the run.
        writing.catch(() => undefined)
      }
      progress.handedOver()
      await writing
    } finally {
      await writing.catch(() => undefined)
    }
  }

  /**
   * The origin's pool. No pool is given a `ca`: TLS is verified against Node's default store, which
   * holds NODE_EXTRA_CA_CERTS (a corporate CA for TLS inspection) for every origin, proxied or not.
   */
  #poolFor(url: URL, origin: string): Pool {
    let pool = this.#pools.get(origin)
    if (pool === undefined) {
      const proxied = proxiedAgent(url, this.#options.timeoutMs, { keepAlive: true, scheduling: 'lifo' })
      if (proxied === undefined) {
        const bypassed = bypassedProxy(url)
        pool = { direct: directPool(url, this.#options.timeoutMs), ...(bypassed === undefined ? {} : { bypassed }) }
      } else {
        pool = proxied
        this.#options.log.debug(`${origin} through the proxy ${pool.proxy}`)
      }
      this.#pools.set(origin, pool)
    }
    return pool
  }

  /** The wait, cut short by dispose; its listener goes when the wait ends, not at the end of the run. */
  #unlessDisposed(wait: Promise<void>): Promise<void> {
    const signal = this.#disposed.signal
    if (signal.aborted) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const done = (): void => {
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done)
      wait.then(done, done)
    })
  }

  /** Closes every connection, in use or not; nothing is retried or sent afterwards. */
  dispose(): void {
    this.#disposed.abort()
    for (const req of this.#inFlight) req.destroy(asError('the run is over'))
    for (const attempt of this.#directInFlight) attempt.end()
    for (const pool of this.#pools.values()) {
      if (pool.direct === undefined) pool.agent.destroy()
      else pool.direct.destroy()
    }
    this.#pools.clear()
  }
}

/** What a failed tunnel says could not be reached: the proxy itself, or the target the proxy could not reach. */
function proxyUnreached(error: ProxyError): Unreached | undefined {
  const unreached = error.unreachable
  if (unreached === undefined) return undefined
  return unreached.at === 'proxy' ? { at: 'proxy', reason: unreachedReason(unreached.code) } : unreached
}

/** Milliseconds as a log says them: "7.8 s". */
const inSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/**
 * Where a request goes, as Node's urlToHttpOptions says it: made here from the URL the request
 * parsed already, without the copy of every field of the URL that Node makes from it.
 */
function requestTarget(url: URL): http.RequestOptions {
  const { protocol, hostname, port, username, password } = url
  return {
    protocol,
    // An IPv6 literal without its brackets.
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    path: `${url.pathname}${url.search}`,
    ...(port === '' ? {} : { port: Number(port) }),
    ...(username === '' && password === '' ? {} : { auth: `${decodeURIComponent(username)}:${decodeURIComponent(password)}` }),
  }
}
