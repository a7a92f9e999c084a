/**
 * npm run fuzz — the footprint readers and the union fuzzed longer than `npm test` does, with any seed:
 *   npm run fuzz -- --seed 7 --count 5000 --format gpkg --out /tmp/reproducers
 * --count is per format (default 2000), --format one of tiff, las, zip, gpkg, geojson, union, h1 (default
 * all), --out where reproducers are kept (default: a new folder in the system's temporary one). Every
 * outcome that is not a valid footprint inside its CRS's area, no footprint, or a short error naming
 * the file is a finding: its file is kept and printed with the seed and the mutation that made it.
 * For the union (sets of polygons that blow it up), every outcome that is not a valid union of what
 * the polygons cover, their envelope with a short reason, or a refusal where the envelope spans a
 * hemisphere: the set is kept as a GeoJSON FeatureCollection. For h1 (the transport's own HTTP/1.1
 * client against node:http, test/support/h1-fuzz.ts), every answer the two read differently outside
 * the differences listed, or that either never settles: the answer's bytes are kept, with where it
 * was cut. Also prints the slowest file of each format, and the slowest union. Exits 1 on any finding.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { FootprintThreads } from '../src/footprint/index.ts'
import { FORMATS, fuzz, fuzzUnions, type Format, type FuzzResult, type UnionFuzzResult } from '../test/support/fuzz.ts'
import { fuzzH1, show, type H1Result } from '../test/support/h1-fuzz.ts'

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
const OTHERS = ['union', 'h1']
if (values.format !== undefined && !OTHERS.includes(values.format) && !FORMATS.includes(values.format as Format))
  throw new Error(`--format takes one of ${[...FORMATS, ...OTHERS].join(', ')}, not ${values.format}`)
const formats = values.format === undefined ? FORMATS : OTHERS.includes(values.format) ? [] : [values.format as Format]
const unions = values.format === undefined || values.format === 'union'
const h1 = values.format === undefined || values.format === 'h1'
const out = values.out ?? (await mkdtemp(path.join(tmpdir(), 'stac-fuzz-')))
await mkdir(out, { recursive: true })

const work = await mkdtemp(path.join(tmpdir(), 'stac-fuzz-work-'))
const threads = new FootprintThreads()
let findings = 0
try {
  console.log(
    `fuzzing ${[...formats, ...(unions ? ['union'] : []), ...(h1 ? ['h1'] : [])].join(', ')}: seed ${seed}, ${count} each; reproducers go to ${out}`,
  )
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
  if (h1) {
    const results: H1Result[] = await fuzzH1(seed, count, async (result) => {
      findings++
      const kept = path.join(out, `h1-${seed}-${result.case.index}.http`)
      await writeFile(kept, result.case.bytes)
      console.log(
        `FINDING ${kept}\n  seed ${seed}, case ${result.case.index}: ${result.case.mutation}; ` +
          `cut at ${show(result.case.cuts)}\n  ${result.problem}`,
      )
    })
    const counts = new Map<string, number>()
    for (const result of results) {
      const kind = result.agree ? `both ${result.node.kind === 'answer' ? 'read' : 'refused'}` : (result.known ?? 'finding')
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
    }
    console.log(`h1: ${[...counts].map(([kind, n]) => `${n} ${kind}`).join(', ')}`)
  }
} finally {
  await threads.close()
  await rm(work, { recursive: true, force: true })
}
console.log(findings === 0 ? 'no findings' : `${findings} finding(s), kept in ${out}`)
process.exitCode = findings === 0 ? 0 : 1
