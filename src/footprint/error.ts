import { capped, inert } from '../common/index.ts'

/** What the caller can do about any footprint it cannot compute: say where the item is. */
const REMEDY = 'give item-geometry explicitly (a GeoJSON geometry, a GeoJSON file, or a bbox west,south,east,north in WGS84 degrees)'

/** A message names a file and says what is wrong in a line or two; a file's content never makes it longer. */
const MAX_PROBLEM = 300
const MAX_FILE_NAME = 200

/**
 * A file claims georeferencing that cannot be used: a CRS the action does not know, a corrupt
 * header, coordinates that are not what they say, a file over a bound. The message names the
 * file and the problem, within a few hundred characters, without control characters.
 */
export class FootprintError extends Error {
  override readonly name = 'FootprintError'
  /** The file as the user knows it (its display name). */
  readonly file: string
  readonly problem: string
  /** The message without the file's name, for a problem whose subject names the file. */
  readonly withoutFile: string

  constructor(file: string, problem: string) {
    const [shownFile, shownProblem] = [clip(file, MAX_FILE_NAME), clip(problem, MAX_PROBLEM)]
    super(`${shownFile}: ${shownProblem}; ${REMEDY}`)
    this.file = file
    this.problem = shownProblem
    this.withoutFile = `${shownProblem}; ${REMEDY}`
  }
}

/** A text for a message: inert (a newline in a file's text must not start a line of the log), and cut at `max` characters. */
const clip = (text: string, max: number): string => capped(inert(text), max)

/** A string taken from a file, for a message: quoted, inert, and at most `max` characters of it. */
export function quoted(text: string, max = 60): string {
  return JSON.stringify(text.length <= max ? text : `${text.slice(0, max)}…`)
}
