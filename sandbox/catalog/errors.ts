import { createHash } from 'node:crypto'

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

/**
 * The name Django gives the unique constraint of the item model's unique_together (collection,
 * name): table, columns and the first 8 hex digits of the MD5 of their names.
 */
const ITEM_UNIQUE_CONSTRAINT = `stac_api_item_collection_id_name_${createHash('md5')
  .update('stac_api_itemcollection_idname')
  .digest('hex')
  .slice(0, 8)}_uniq`

/** The bulk create's answer to an id that exists (or comes twice): str() of psycopg's IntegrityError, with the collection's key. */
export const duplicateItem = (collectionKey: number, id: string): HttpError =>
  apiError(
    400,
    `duplicate key value violates unique constraint "${ITEM_UNIQUE_CONSTRAINT}"\n` +
      `DETAIL:  Key (collection_id, name)=(${collectionKey}, ${id}) already exists.`,
  )

/** The unique constraint of the item link model's unique_together (rel, item), named as ITEM_UNIQUE_CONSTRAINT is. */
const LINK_UNIQUE_CONSTRAINT = `stac_api_itemlink_rel_item_id_${createHash('md5').update('stac_api_itemlinkrelitem_id').digest('hex').slice(0, 8)}_uniq`

/** The bulk create's answer to two links of one rel in a feature: psycopg's IntegrityError from inserting the links, with the item's key. */
export const duplicateLink = (itemKey: number, rel: string): HttpError =>
  apiError(
    400,
    `duplicate key value violates unique constraint "${LINK_UNIQUE_CONSTRAINT}"\n` +
      `DETAIL:  Key (rel, item_id)=(${rel}, ${itemKey}) already exists.`,
  )

/** Python's repr() of a string: single quotes unless it holds one and no double quote. */
function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'"
  let out = ''
  for (const char of text) {
    if (char === quote || char === '\\') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else if (char < ' ' || char === '\x7f') out += `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`
    else out += char
  }
  return `${quote}${out}${quote}`
}

/** The code DRF gives each of the messages the fake's serializers use (what str() of an ErrorDetail shows). */
function errorCode(message: string): string {
  const codes: ReadonlyArray<readonly [RegExp, string]> = [
    [/^This field is required\.$/, 'required'],
    [/^This field may not be null\.$/, 'null'],
    [/^This field may not be blank\.$/, 'blank'],
    [/^This list may not be empty\.$/, 'empty'],
    [/^Ensure this field has no more than/, 'max_length'],
    [/^Ensure this value is less than/, 'max_value'],
    [/^Ensure this value is greater than/, 'min_value'],
    [/^Expected a list of items/, 'not_a_list'],
    [/is not a valid choice\.$/, 'invalid_choice'],
    [/property in payload$|^\{"Duration/, 'payload'],
  ]
  return codes.find(([pattern]) => pattern.test(message))?.[1] ?? 'invalid'
}

/**
 * str() of a serializer's errors, which the bulk create answers as its description: Python's repr of
 * dicts and lists, each message an ErrorDetail with its code.
 */
export function serializerErrorsRepr(errors: unknown): string {
  if (typeof errors === 'string') return `ErrorDetail(string=${pythonRepr(errors)}, code=${pythonRepr(errorCode(errors))})`
  if (Array.isArray(errors)) return `[${errors.map(serializerErrorsRepr).join(', ')}]`
  if (errors !== null && typeof errors === 'object') {
    return `{${Object.entries(errors)
      .map(([key, inner]) => `${pythonRepr(key)}: ${serializerErrorsRepr(inner)}`)
      .join(', ')}}`
  }
  return String(errors)
}
