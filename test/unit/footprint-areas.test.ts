import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { AREAS_FILE, renderAreas, resolvableCodes } from '../../scripts/epsg-areas.ts'
import { AREAS_OF_USE } from '../../src/footprint/areas.ts'

describe('the areas of use of the CRSs the action resolves', () => {
  it('are the table scripts/epsg-areas.ts makes from epsg-index today (run it after adding a CRS)', async () => {
    expect(await readFile(AREAS_FILE, 'utf8')).toBe(await renderAreas())
  })

  it('cover every code the action resolves, but the one EPSG deprecated', () => {
    const missing = resolvableCodes().filter((code) => !AREAS_OF_USE.has(code))
    expect(missing).toEqual([25838])
    expect(AREAS_OF_USE.get(2056)).toEqual([5.96, 45.82, 10.49, 47.81])
    expect(AREAS_OF_USE.get(21781)).toEqual([5.96, 45.82, 10.49, 47.81])
  })
})
