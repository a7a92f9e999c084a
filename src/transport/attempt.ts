import { closeSync, openSync, readSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import type { AnswerBudget } from './answers.ts'
import type { RateFloor } from './rate.ts'

/**
 * What a request and its answer are, and what one attempt of it shares with the others, whichever
 * client sends it: this client's own for an origin reached directly (h1.ts, direct.ts), node:http's through a proxy
 * (http.ts).
 */

/** Bytes of a file sent as a request body: a part of a multipart upload. */
export interface FileRange {
  readonly path: string
  readonly offset: number
  readonly length: number
}

/** What an answer is, before its body: where a streamed answer's body is to go is decided from it. */
export interface AnswerHead {
  readonly status: number
  readonly headers: IncomingHttpHeaders
}

/**
 * Where a streamed answer's body goes, chunk by chunk, as it arrives (a download: hashed, or copied
 * into memory kept for it), instead of into the answer's text. `write` throws to fail the request
 * for good: the same request would get the same bytes.
 */
export interface AnswerSink {
  write(chunk: Buffer): void
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  readonly url: string
  readonly headers?: Readonly<Record<string, string>>
  /** A text, a range of a file (streamed from disk), or bytes in memory (a part read from a source). */
  readonly body?: string | FileRange | Buffer
  /** What the request is for, as logs and errors name it ("upload part 3/7 of dem.tif"). */
  readonly label: string
  /**
   * Whether repeating it is harmless. A failure whose outcome is unknown (the connection ended
   * after the request may have arrived) is retried only then; otherwise the caller reconciles.
   */
  readonly idempotent: boolean
  /** More answers worth retrying, e.g. Cognito's TooManyRequestsException in a 400. */
  readonly retryWhen?: (response: HttpResponse) => boolean
  /** Answers that are final although their status is one that is retried (service-stac's 500 NoSuchUpload). */
  readonly finalWhen?: (response: HttpResponse) => boolean
  /**
   * The largest answer it can legitimately get, in bytes (default 64 MiB): a larger one fails the
   * request, and is not asked for again (the same request gets the same answer).
   */
  readonly maxBytes?: number
  /**
   * Streams the answer's body instead of keeping it: called with each attempt's answer before its
   * body, it returns where that attempt's body goes (a new sink each attempt: a retried download
   * starts again), or undefined to keep the body as text (an error's). A streamed body must keep up
   * the floor's rate (as a part's upload does) instead of being complete within the timeout, and is
   * held by its sink, not by the transport: the budget of answers in flight does not count it.
   */
  readonly answerTo?: (head: AnswerHead) => AnswerSink | undefined
  /**
   * Takes an answer's bytes as they come, when its status is 200, instead of its text (which is then
   * empty): asked at every attempt that gets one, so that an attempt retried starts afresh. A large
   * item is read so, as its values, never as its text too.
   */
  readonly parse?: () => { write(chunk: Buffer): void }
}

export interface HttpResponse {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** The body as text; empty when it was streamed to a sink (HttpRequest.answerTo). */
  readonly text: string
  /** An earlier attempt of this request ended with its outcome unknown: it may have been applied already. */
  readonly uncertain: boolean
  /**
   * What the answer's Retry-After asked to wait, in milliseconds, when that is longer than a run
   * waits (MAX_RETRY_AFTER_MS): such an answer is not retried, and stands as the server's "not now".
   */
  readonly retryAfterMs?: number
}

/** What could not be reached (the origin, or the proxy it goes through), and why, in words. */
export interface Unreached {
  readonly at: 'target' | 'proxy'
  /** "the connection was refused (ECONNREFUSED)". */
  readonly reason: string
}

/** One attempt's failure: `sent` is false only when the request cannot have reached the server. */
export class AttemptError extends Error {
  readonly sent: boolean
  /** Another attempt would fail the same way (a proxy's 407, a certificate not trusted): not retried. */
  readonly final: boolean
  /** Set when the origin or its proxy could not be reached at all. */
  readonly unreached: Unreached | undefined
  /** Set when the answer was larger than the request accepts: the cap it passed, and its status. */
  tooLarge: { readonly maxBytes: number; readonly status: number } | undefined
  constructor(message: string, sent: boolean, final = false, unreached?: Unreached) {
    super(message)
    this.sent = sent
    this.final = final
    this.unreached = unreached
  }
}

/** What every attempt shares: the transport's settings, the budget of answers, the buffers of bodies. */
export interface AttemptContext {
  readonly timeoutMs: number
  /** Milliseconds: the rate of a part or a download is measured with it. */
  readonly now: () => number
  readonly answers: AnswerBudget
  readonly partRate: RateFloor
  /** Buffers of BODY_CHUNK bytes, reused by the parts streamed from files. */
  readonly buffers: Buffer[]
}

/** A connection never made, in words. */
const UNREACHED: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'its host name is not known',
  EAI_AGAIN: 'its host name could not be looked up (DNS)',
  EHOSTUNREACH: 'there is no route to its host',
  ENETUNREACH: 'there is no route to its network',
}
export const unreachedReason = (code: string): string => `${UNREACHED[code] ?? 'it could not be reached'} (${code})`

const MIB = 1024 * 1024
/** Answers are JSON documents and S3 error bodies: requests that know what they get accept less (maxBytes). */
export const MAX_ANSWER_BYTES = 64 * MIB
/** Read and write size of part bodies: two buffers per part in flight, reused. */
export const BODY_CHUNK = 256 * 1024

/** The message of an answer larger than its request accepts. */
export const tooLargeMessage = (status: number, maxBytes: number): string =>
  `the answer (HTTP ${status}) is larger than ${formatSize(maxBytes)}, the most this request accepts`

/** A size as caps are set: whole MiB or KiB where it is one. */
function formatSize(bytes: number): string {
  if (bytes % MIB === 0) return `${bytes / MIB} MiB`
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`
}

/** Up to `length` bytes of a file from `position` into `buffer`, synchronously: fewer only where the file ends. */
export function readWhole(file: string, buffer: Buffer, length: number, position: number): number {
  const fd = openSync(file, 'r')
  try {
    let read = 0
    for (let got = -1; read < length && got !== 0; read += got) got = readSync(fd, buffer, read, length - read, position + read)
    return read
  } finally {
    closeSync(fd)
  }
}

/** Bytes in memory as a body's chunks, without a copy. */
export function* slices(bytes: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += BODY_CHUNK) yield bytes.subarray(offset, offset + BODY_CHUNK)
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}
