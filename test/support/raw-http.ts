import { request } from 'node:http'

/** What a plain node:http client saw of one request: an answer (maybe cut short), or an error before any answer. */
export type RawOutcome =
  | {
      readonly kind: 'response'
      readonly status: number
      readonly headers: Readonly<Record<string, string | string[] | undefined>>
      readonly body: Buffer
      /** Whether the whole body arrived (IncomingMessage.complete). */
      readonly complete: boolean
      /** The error the response emitted when it ended early, e.g. 'aborted'. */
      readonly error: string | undefined
      /** Milliseconds from sending to the end of the answer. */
      readonly ms: number
      /** The longest wait between the answer's headers and its body's pieces, in milliseconds. */
      readonly longestGapMs: number
      /** How many pieces the body arrived in. */
      readonly pieces: number
    }
  | { readonly kind: 'error'; readonly code: string | undefined; readonly message: string; readonly ms: number }

export interface RawRequest {
  readonly method: string
  readonly url: string
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string | Buffer
}

/** Sends one request on a fresh connection (no keep-alive agent) and reports what arrived. */
export function rawRequest(options: RawRequest): Promise<RawOutcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(options.url, { method: options.method, headers: options.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = []
      let last = performance.now()
      let longestGapMs = 0
      let error: string | undefined
      res.on('data', (chunk: Buffer) => {
        const now = performance.now()
        longestGapMs = Math.max(longestGapMs, now - last)
        last = now
        chunks.push(chunk)
      })
      res.on('error', (e) => (error = e.message))
      res.on('close', () =>
        resolve({
          kind: 'response',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          complete: res.complete,
          error,
          ms: performance.now() - started,
          longestGapMs,
          pieces: chunks.length,
        }),
      )
    })
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: e.code, message: e.message, ms: performance.now() - started }),
    )
    req.end(options.body)
  })
}
