import { ACTION_WORDS, render, say, type Text, word, type Words } from './words.ts'

/**
 * A problem with the user's inputs or files; the message is meant for the user as it is. Given as
 * Text (inputs named among its words), its message is in the action's words and `text` keeps it for
 * a front end with other words.
 */
export class UserError extends Error {
  override name = 'UserError'
  readonly text: Text

  constructor(message: string | Text) {
    super(typeof message === 'string' ? message : render(message))
    this.text = typeof message === 'string' ? [message] : message
  }
}

/**
 * A selected file that changed (or vanished) while it was published: between its checksum and its
 * upload, or while its parts were sent. It fails that file only; the next run publishes it as it
 * is then.
 */
export class FileChangedError extends Error {
  override name = 'FileChangedError'

  /**
   * `what` says how: "vanished after its checksum was computed"; `left` what this run left of it
   * ("nothing was uploaded for it", "its upload was aborted").
   */
  constructor(relativePath: string, what: string, left = 'nothing was uploaded for it') {
    super(`${relativePath}: the file changed while publishing (${what}); ${left}, and the next run publishes the file as it is then`)
  }
}

/**
 * What JavaScript and Node throw for a mistake in code (a wrong type, an offset out of range, a
 * stack overflow, JSON that was not expected): never meant for the user, whose file may have
 * caused it. Its message can echo a file's bytes or name the code's internals.
 */
export function isInternalError(error: unknown): error is Error {
  return (
    error instanceof TypeError ||
    error instanceof RangeError ||
    error instanceof ReferenceError ||
    error instanceof SyntaxError ||
    error instanceof EvalError ||
    error instanceof URIError
  )
}

/** Node's codes (ERR_OUT_OF_RANGE) are a stable, safe part of an internal error; anything else in that property is not shown. */
const NODE_CODE = /^[A-Z][A-Z0-9_]{0,47}$/

/** What anything thrown says to the user, as Text: an internal error's own text gives way to a stable one. */
export function errorText(error: unknown): Text {
  if (isInternalError(error)) {
    const code = (error as { code?: unknown }).code
    const kind = typeof code === 'string' && NODE_CODE.test(code) ? `${error.name} ${code}` : error.name
    return say`internal error (${kind}); please report it, with ${word('debugLog')}`
  }
  // A UserError's text, unless its message was changed since (ProblemsError.join sets it).
  if (error instanceof UserError && render(error.text) === error.message) return error.text
  return [error instanceof Error ? error.message : String(error)]
}

/** The message of anything thrown, for the user, in a front end's words (the action's when none are given). */
export const errorMessage = (error: unknown, words: Words = ACTION_WORDS): string => render(errorText(error), words)

/** An internal error as the debug log carries it, for a report: its own message and where it was thrown. */
export function internalDetail(error: Error): string {
  return cappedLines(error.stack ?? `${error.name}: ${error.message}`)
}

/**
 * The longest message about one file that results, annotations and the summary carry: what a
 * person reads, not a file's content that a parser echoed (which can be megabytes).
 */
export const MESSAGE_LIMIT = 400

/** Lines of a run's failure kept (each capped at MESSAGE_LIMIT); the rest is counted. */
const MESSAGE_LINES = 60

/** `text`, cut at `limit` characters (never inside a character), saying how much was left out. */
export function capped(text: string, limit = MESSAGE_LIMIT): string {
  if (text.length <= limit) return text
  let end = limit
  // A surrogate pair is one character: not cut in half.
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--
  return `${text.slice(0, end)}… (${text.length - end} more characters)`
}

/** A message of several lines (a run's failure, a list of files): each line capped, and at most MESSAGE_LINES of them. */
export function cappedLines(text: string): string {
  const lines = text.split(/\r\n|\r|\n/)
  const kept = lines.slice(0, MESSAGE_LINES).map((line) => capped(line))
  if (lines.length > MESSAGE_LINES) kept.push(`…and ${lines.length - MESSAGE_LINES} more line(s)`)
  return kept.join('\n')
}

/** Anything thrown, as an Error. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
