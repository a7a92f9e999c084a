import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import type { Log } from './log.ts'
import { backoffDelay, retryAfterMs, RETRYABLE_STATUS } from './retry.ts'

export interface HttpRequest {
  readonly method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly url: string
  readonly headers?: Readonly<Record<string, string>>
  /** A string, or a factory so that a retried request can stream its body again. */
  readonly body?: string | (() => Readable)
  /** What the request is for, as the retry log names it ("create upload of dem.tif"). */
  readonly label: string
  /** Only requests that can be repeated without harm are retried after a failure whose outcome is unknown. */
  readonly idempotent: boolean
  /** Extra answers worth retrying, e.g. Cognito's TooManyRequestsException in a 400. */
  readonly retryWhen?: (response: HttpResponse) => boolean
}

export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

export interface HttpOptions {
  readonly retries: number
  readonly timeoutMs: number
  readonly log: Log
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  readonly now?: () => number
}

export class RequestFailedError extends Error {
  override name = 'RequestFailedError'
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The one transport: keep-alive connections, no redirects (a redirect must never carry the
 * bearer token to another origin), and one retry policy for every service.
 */
export class Http {
  readonly #client: HttpClient
  readonly #options: HttpOptions
  /** Set by dispose: requests still under way (e.g. a sign-in begun early) stop instead of retrying. */
  readonly #disposed = new AbortController()

  constructor(options: HttpOptions) {
    this.#options = options
    this.#client = new HttpClient('stac-publish-action', [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      socketTimeout: options.timeoutMs,
    })
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const { retries, log } = this.#options
    const wait = this.#options.sleep ?? sleep
    const random = this.#options.random ?? Math.random
    const now = this.#options.now ?? Date.now
    for (let attempt = 0; ; attempt++) {
      if (this.#disposed.signal.aborted) throw new RequestFailedError(`${request.label}: not sent, the run is over`)
      let outcome: HttpResponse | Error
      try {
        outcome = await this.#once(request)
      } catch (error) {
        outcome = error instanceof Error ? error : new Error(String(error))
      }
      const retryable =
        outcome instanceof Error ? request.idempotent : RETRYABLE_STATUS.has(outcome.status) || (request.retryWhen?.(outcome) ?? false)
      if (!retryable || attempt >= retries || this.#disposed.signal.aborted) {
        if (outcome instanceof Error) {
          throw new RequestFailedError(`${request.label}: ${outcome.message}${attempt > 0 ? ` (after ${attempt + 1} attempts)` : ''}`)
        }
        return outcome
      }
      const hinted = outcome instanceof Error ? undefined : retryAfterMs(header(outcome.headers, 'retry-after'), now())
      const delay = hinted ?? backoffDelay(attempt, random)
      const why = outcome instanceof Error ? outcome.message : `HTTP ${outcome.status}`
      log.info(`Retry ${request.label}: attempt ${attempt + 1} of ${retries + 1} failed (${why}); retrying after ${delay} ms`)
      await this.#unlessDisposed(wait(delay))
    }
  }

  async #once(request: HttpRequest): Promise<HttpResponse> {
    const body = typeof request.body === 'function' ? request.body() : (request.body ?? null)
    const response = await this.#client.request(request.method, request.url, body, { ...request.headers })
    const text = await response.readBody()
    return { status: response.message.statusCode ?? 0, headers: response.message.headers, text }
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

  /** Closes the connections, in use or not; nothing is retried or sent afterwards. */
  dispose(): void {
    this.#disposed.abort()
    this.#client.dispose()
  }
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}
