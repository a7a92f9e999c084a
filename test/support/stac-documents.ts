import { ProblemsError, problemLine } from '../../src/common/problems.ts'

/**
 * A STAC item as a tool writes it (STAC 1.1, a point in Bern, one datetime, no links, an asset
 * a.csv beside it), `fields` in place of its own.
 */
export const stacItem = (id: string, fields: Readonly<Record<string, unknown>> = {}): Record<string, unknown> => ({
  type: 'Feature',
  stac_version: '1.1.0',
  id,
  geometry: { type: 'Point', coordinates: [7.44, 46.95] },
  properties: { datetime: '2024-01-01T00:00:00Z' },
  links: [],
  assets: { 'a.csv': { href: './a.csv', type: 'text/csv' } },
  ...fields,
})

/** The problems a read of a source, or a run, is refused with, one line each; anything else it ends with fails the test. */
export async function refusedLines(work: Promise<unknown>): Promise<string[]> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof ProblemsError)) throw new Error(`not refused with problems: ${String(error)}`)
  return error.problems.map((problem) => problemLine(problem))
}
