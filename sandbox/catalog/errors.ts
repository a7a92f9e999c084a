/** Answers that end a request early: the service's JSON error bodies and the storage's S3 XML ones. */
export class HttpError extends Error {
  readonly status: number
  readonly body: unknown
  readonly headers: Readonly<Record<string, string>>
  constructor(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    super(`HTTP ${status}`)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** The service's error body: {code, description, ...extra}. */
export const apiError = (status: number, description: unknown, extra: Readonly<Record<string, unknown>> = {}): HttpError =>
  new HttpError(status, { code: status, description, ...extra })

export const notFound = (): HttpError => apiError(404, 'Not found.')

export const s3Error = (status: number, code: string, message: string): HttpError =>
  new HttpError(status, `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    'Content-Type': 'application/xml',
  })

/**
 * repr() of the OperationalError the service answers when two writes in one collection deadlock in
 * its database triggers: Python's repr, so the newlines are the two characters backslash and n.
 */
export const DEADLOCK_DESCRIPTION =
  "OperationalError('deadlock detected\\nDETAIL:  Process 27521 waits for ShareLock on transaction 3819372; blocked by process 27519.\\n" +
  'Process 27519 waits for ShareLock on transaction 3819371; blocked by process 27521.\\nHINT:  See server log for query details.\\n' +
  'CONTEXT:  while updating tuple (41,7) in relation "stac_api_item"\\n\')'
