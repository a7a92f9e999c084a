/** A problem with the user's inputs or files; the message is meant for the user as it is. */
export class UserError extends Error {
  override name = 'UserError'
}

/**
 * A selected file that changed (or vanished) between its checksum and its upload. It fails that
 * file only: nothing was uploaded for it, and the next run publishes it as it is then.
 */
export class FileChangedError extends Error {
  override name = 'FileChangedError'

  /** `what` completes "the file …": "vanished after its checksum was computed". */
  constructor(relativePath: string, what: string) {
    super(`${relativePath}: the file ${what}; nothing was uploaded for it, run again`)
  }
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Anything thrown, as an Error. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
