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

/** A failed S3 call the service does not catch: 500 with repr() of botocore's NoSuchUpload. */
export const noSuchUpload = (operation: string): HttpError =>
  apiError(
    500,
    `NoSuchUpload('An error occurred (NoSuchUpload) when calling the ${operation} operation: ` +
      "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.')",
  )

/** An S3 refusal the service catches when completing: 400 with S3's message in a list. */
export const s3ClientError = (code: string, operation: string, message: string): HttpError =>
  apiError(400, [`An error occurred (${code}) when calling the ${operation} operation: ${message}`])

/**
 * botocore refusing a part key it does not know (the service passes modified and size of a part on
 * as LastModified and Size): uncaught, so 500. The list of accepted names depends on botocore's version.
 */
export const paramValidationError = (index: number, name: string): HttpError =>
  apiError(
    500,
    `ParamValidationError('Parameter validation failed:\\nUnknown parameter in MultipartUpload.Parts[${index}]: "${name}", ` +
      "must be one of: ETag, ChecksumCRC32, ChecksumCRC32C, ChecksumCRC64NVME, ChecksumSHA1, ChecksumSHA256, PartNumber')",
  )
