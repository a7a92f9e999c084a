/** What the caller can do about any footprint it cannot compute: say where the item is. */
const REMEDY = 'give item-geometry explicitly (a GeoJSON geometry, a GeoJSON file, or a bbox west,south,east,north in WGS84 degrees)'

/**
 * A file claims georeferencing that cannot be used: a CRS the action does not know, a corrupt
 * header, coordinates that are not what they say. The message names the file and the problem.
 */
export class FootprintError extends Error {
  override readonly name = 'FootprintError'
  /** The file as the user knows it (its display name). */
  readonly file: string
  readonly problem: string

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}; ${REMEDY}`)
    this.file = file
    this.problem = problem
  }
}
