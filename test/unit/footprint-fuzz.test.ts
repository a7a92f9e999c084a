/**
 * A seeded fuzz run over every format in `npm test`: mutations of valid samples, each read
 * through the product's footprint threads, and each outcome one the readers allow: a valid
 * footprint inside its CRS's area of use, no footprint, or a FootprintError that names the file
 * in a short line (the per-file deadline and heap limit are part of the product, so a file over
 * them is such an error too). And sets of polygons that blow a union up, each united by the
 * threads: a valid union of what the polygons cover, their envelope with a reason in a line (the
 * union's deadline and heap limit are the product's too), or a refusal where the envelope spans a
 * hemisphere. `npm run fuzz` runs the same with other seeds and counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FootprintThreads } from '../../src/footprint/index.ts'
import { FORMATS, fuzz, fuzzUnions, UNION_KINDS, type FuzzResult } from '../support/fuzz.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const SEED = 19
const PER_FORMAT = 500
/** Sets of polygons: every kind four times. */
const UNIONS = UNION_KINDS.length * 4

let ws: Workspace
let threads: FootprintThreads
beforeAll(async () => {
  ws = await makeWorkspace()
  threads = new FootprintThreads()
})
afterAll(async () => {
  await threads.close()
  await ws.remove()
})

describe('fuzzed footprint files', () => {
  for (const format of FORMATS)
    it(`${format}: ${PER_FORMAT} mutants of valid samples each end in a footprint inside its CRS's area, none, or an error naming the file`, async () => {
      const results: FuzzResult[] = await fuzz([format], SEED, PER_FORMAT, ws.root, threads)
      expect(results).toHaveLength(PER_FORMAT)
      const wrong = results.filter((result) => result.problem !== undefined)
      expect(wrong.map((r) => `${r.name} (${r.mutation}): ${r.problem}`)).toEqual([])
      // The mutations reach every kind of outcome, not only the first check of each reader.
      const kinds = new Set(results.map((result) => result.outcome))
      expect(kinds.has('refused')).toBe(true)
      expect(kinds.has('footprint') || kinds.has('none')).toBe(true)
    })

  it(`union: ${UNIONS} sets of polygons that blow a union up each end in a valid union of what they cover, their envelope, or a refusal`, async () => {
    const results = await fuzzUnions(SEED, UNIONS, threads)
    expect(results).toHaveLength(UNIONS)
    expect(results.filter((result) => result.problem !== undefined).map((r) => `${r.name} (${r.kind}): ${r.problem}`)).toEqual([])
    // The sets reach every outcome: the union, the envelope (the budget, or a union that fails) and the refusal.
    expect(new Set(results.map((result) => result.outcome))).toEqual(new Set(['union', 'envelope', 'refused']))
  })
})
