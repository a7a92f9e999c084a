/**
 * npm run fuzz — the footprint readers and the union fuzzed longer than `npm test` does, with any seed:
 *   npm run fuzz -- --seed 7 --count 5000 --format gpkg --out /tmp/reproducers
 * --count is per format (default 2000), --format one of tiff, las, zip, gpkg, geojson, union (default
 * all), --out where reproducers are kept (default: a new folder in the system's temporary one). Every
 * outcome that is not a valid footprint inside its CRS's area, no footprint, or a short error naming
 * the file is a finding: its file is kept and printed with the seed and the mutation that made it.
 * For the union (sets of polygons that blow it up), every outcome that is not a valid union of what
 * the polygons cover, their envelope with a short reason, or a refusal where the envelope spans a
 * hemisphere: the set is kept as a GeoJSON FeatureCollection. Also prints the slowest file of each
 * format, and the slowest union. Exits 1 on any finding.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { FootprintThreads } from '../src/footprint/index.ts'
import { FORMATS, fuzz, fuzzUnions, type Format, type FuzzResult, type UnionFuzzResult } from '../test/support/fuzz.ts'

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    count: { type: 'string', default: '2000' },
    format: { type: 'string' },
    out: { type: 'string' },
  },
})
const seed = Number(values.seed)
const count = Number(values.count)
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1) throw new Error('--seed and --count take whole numbers')
if (values.format !== undefined && values.format !== 'union' && !FORMATS.includes(values.format as Format))
  throw new Error(`--format takes one of ${FORMATS.join(', ')}, union, not ${values.format}`)
const formats = values.format === undefined ? FORMATS : values.format === 'union' ? [] : [values.format as Format]
const unions = values.format === undefined || values.format === 'union'
const out = values.out ?? (await mkdtemp(path.join(tmpdir(), 'stac-fuzz-')))
await mkdir(out, { recursive: true })

const work = await mkdtemp(path.join(tmpdir(), 'stac-fuzz-work-'))
const threads = new FootprintThreads()
let findings = 0
try {
  console.log(`fuzzing ${[...formats, ...(unions ? ['union'] : [])].join(', ')}: seed ${seed}, ${count} each; reproducers go to ${out}`)
  for (const format of formats) {
    const results: FuzzResult[] = await fuzz([format], seed, count, work, threads, async (result, bytes) => {
      if (result.problem === undefined) return
      findings++
      const kept = path.join(out, path.basename(result.name))
      await writeFile(kept, bytes)
      console.log(`FINDING ${kept}\n  seed ${seed}, ${result.name}: ${result.mutation}\n  ${result.problem}`)
    })
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a))
    const counts = new Map<string, number>()
    for (const result of results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1)
    console.log(
      `${format}: ${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}; slowest ${slowest.ms.toFixed(1)} ms (${slowest.name}: ${slowest.mutation})`,
    )
  }
  if (unions) {
    const results: UnionFuzzResult[] = await fuzzUnions(seed, count, threads, async (result, set) => {
      if (result.problem === undefined) return
      findings++
      const kept = path.join(out, `${result.name}.geojson`)
      const features = set.polygons.map((geometry) => ({ type: 'Feature', properties: {}, geometry }))
      await writeFile(kept, JSON.stringify({ type: 'FeatureCollection', features }))
      console.log(`FINDING ${kept}\n  seed ${seed}, ${result.name}: ${result.kind}, ${result.polygons} polygons\n  ${result.problem}`)
    })
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a))
    const counts = new Map<string, number>()
    for (const result of results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1)
    console.log(
      `union: ${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}; slowest ${slowest.ms.toFixed(1)} ms ` +
        `(${slowest.name}: ${slowest.kind}, ${slowest.polygons} polygons)`,
    )
  }
} finally {
  await threads.close()
  await rm(work, { recursive: true, force: true })
}
console.log(findings === 0 ? 'no findings' : `${findings} finding(s), kept in ${out}`)
process.exitCode = findings === 0 ? 0 : 1
