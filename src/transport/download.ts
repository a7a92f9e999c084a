import { type AnswerSink, header, type Http, type HttpResponse } from './http.ts'

/** A read of a stored object (a STAC source's asset at its href): the whole object, or a range of it. */
export interface DownloadRequest {
  readonly url: string
  /** As logs and errors name it: "download scene-0001/data.csv". */
  readonly label: string
  readonly range?: { readonly offset: number; readonly length: number }
  /** The bytes the answer must hold where they are known (the declared size, the range's length); more fail it for good. */
  readonly exact?: number
  /** The most bytes it may hold where the exact count is not known; more fail it for good. */
  readonly atMost: number
  /** The ETag of the object as read before: a later read must be of the same bytes (If-Match). */
  readonly ifMatch?: string
  /** Where an attempt's body goes, from what its answer says of it: a new one for each attempt (a retry starts again). */
  readonly receive: (answer: DownloadAnswer) => AnswerSink
}

/** What the answer says of the bytes it brings. */
export interface DownloadAnswer {
  /** Content-Length: the bytes that follow, where stated. */
  readonly length: number | undefined
  /** Content-Encoding: the bytes are the object as stored, encoded so (an upload with content_encoding). */
  readonly contentEncoding: string | undefined
  readonly etag: string | undefined
}

/** A read that did not bring the object's bytes: `changed` when they are no longer those read before (If-Match). */
export class DownloadError extends Error {
  override name = 'DownloadError'
  readonly changed: boolean

  constructor(message: string, changed = false) {
    super(message)
    this.changed = changed
  }
}

/** An error's answer (S3's XML) is read up to this, however small the object. */
const ERROR_BYTES = 64 * 1024

/**
 * Reads a stored object into `receive`'s sink, as S3 (and the sandbox's storage) answers: 200 with
 * the object, 206 with the range asked for (Content-Range checked), 412 when If-Match no longer
 * holds. No credentials are sent and no redirect is followed (the transport follows none); the
 * bytes are counted against what was declared, and an answer with more fails for good. Answers
 * worth retrying (5xx, 429, a connection cut mid-body) are retried by the transport, each attempt
 * into a new sink.
 */
export async function download(http: Pick<Http, 'send'>, request: DownloadRequest): Promise<DownloadAnswer & { readonly bytes: number }> {
  const { range, exact, label } = request
  const cap = exact ?? request.atMost
  let got: (DownloadAnswer & { bytes: number }) | undefined
  const response = await http.send({
    method: 'GET',
    url: request.url,
    headers: {
      ...(range === undefined ? {} : { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` }),
      ...(request.ifMatch === undefined ? {} : { 'If-Match': request.ifMatch }),
    },
    label,
    idempotent: true,
    maxBytes: Math.max(cap, ERROR_BYTES),
    answerTo: (head) => {
      if (head.status !== (range === undefined ? 200 : 206)) return undefined
      const length = header(head.headers, 'content-length')
      const answer = {
        length: length === undefined ? undefined : Number(length),
        contentEncoding: header(head.headers, 'content-encoding'),
        etag: header(head.headers, 'etag'),
        bytes: 0,
      }
      if (answer.length !== undefined && exact !== undefined && answer.length !== exact)
        throw new Error(`the storage announces ${answer.length} bytes (Content-Length), ${exact} were declared`)
      if (answer.length !== undefined && answer.length > cap) throw new Error(tooMany(cap, false))
      const sink = request.receive(answer)
      got = answer
      return {
        write: (chunk: Buffer) => {
          answer.bytes += chunk.length
          if (answer.bytes > cap) throw new Error(tooMany(cap, exact !== undefined))
          sink.write(chunk)
        },
      }
    },
  })
  const { status } = response
  if (status === 412)
    throw new DownloadError(`${label}: its bytes changed since they were read (its ETag is no longer ${request.ifMatch})`, true)
  if (got === undefined || status !== (range === undefined ? 200 : 206)) throw new DownloadError(`${label}: ${refusal(response)}`)
  if (range !== undefined) {
    const stated = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header(response.headers, 'content-range') ?? '')
    if (stated === null || Number(stated[1]) !== range.offset || Number(stated[2]) !== range.offset + range.length - 1)
      throw new DownloadError(
        `${label}: the storage answered bytes ${header(response.headers, 'content-range') ?? '(no Content-Range)'}, ` +
          `not the ${range.offset}-${range.offset + range.length - 1} asked for`,
      )
  }
  if (exact !== undefined && got.bytes !== exact) throw new DownloadError(`${label}: ${got.bytes} bytes came, ${exact} were declared`)
  return got
}

const tooMany = (cap: number, exact: boolean): string =>
  exact ? `the answer holds more than the ${cap} bytes declared` : `the answer holds more than ${cap} bytes, the most it may`

/** Why an answer brought no bytes: its status, S3's code, and a redirect's target (never followed). */
function refusal(response: HttpResponse): string {
  const code = /<Code>([^<]{1,64})<\/Code>/.exec(response.text)?.[1]
  const status = `the storage answered HTTP ${response.status}${code === undefined ? '' : ` ${code}`}`
  const location = header(response.headers, 'location')
  if (response.status >= 300 && response.status < 400)
    return (
      `${status}, a redirect${location === undefined ? '' : ` to ${location.slice(0, 200)}`}, ` +
      "which is not followed: the source's href must name the bytes themselves"
    )
  if (response.retryAfterMs !== undefined) return `${status}, asking to wait ${Math.round(response.retryAfterMs / 1000)} s`
  return status
}
