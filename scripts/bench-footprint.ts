/**
 * The cost of item-geometry: auto for a large raster. Builds a sparse 4 GiB tiled BigTIFF (header,
 * IFD and 65 536-entry tile tables real, pixel data a hole made with truncate), then measures
 * the footprint with the module already loaded (best of a few runs) and, in fresh processes,
 * the module's load and its first footprint: bundled by ncc as the action ships it, and as .ts
 * source (where Node's type stripping costs more than the module itself).
 * Also the union of an item's footprints: 3,000 images of a flight, through the footprint threads.
 * Stand-alone: `npx node scripts/bench-footprint.ts`.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type * as Footprint from '../src/footprint/index.ts'
import { FootprintThreads } from '../src/footprint/index.ts'
import { FORMATS, fuzz, type FuzzResult } from '../test/support/fuzz.ts'
import { geoTile, writeTiff } from '../test/support/geodata.ts'
import { writeHostileCorpus } from '../test/support/hostile.ts'
import { median } from './median.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = path.join(ROOT, 'src/footprint/index.ts')
const NCC = path.join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
const run = promisify(execFile)
export const TARGET_MS = 50
/** The slowest file of the fuzz corpus, read through the footprint threads. */
export const FUZZ_TARGET_MS = 1000
/** The seeded fuzz corpus of the bench: the test's seed, more files. */
const FUZZ_SEED = 19
const FUZZ_PER_FORMAT = 400

export interface FootprintBench {
  /** Size of the GeoTIFF the footprint was read from. */
  readonly fileBytes: number
  readonly tiles: number
  /** Best of the runs, module and proj4 already loaded. */
  readonly footprintMs: number
  /** Fresh process, the module bundled as the action ships it. */
  readonly bundled: FreshProcess
  /** Fresh process, the module's .ts source through Node's type stripping. */
  readonly source: FreshProcess
}

export interface FreshProcess {
  /** import() of the module. */
  readonly loadMs: number
  /** The first footprint, which also loads the TIFF reader and proj4. */
  readonly firstFootprintMs: number
}

/** Loads the module in a new Node process and reads one footprint there. */
async function fresh(moduleUrl: string, file: string): Promise<FreshProcess> {
  const probe = `
    const start = performance.now()
    const m = await import(${JSON.stringify(moduleUrl)})
    const loaded = performance.now()
    await m.readFootprint(${JSON.stringify(file)}, 'bench-4gib.tif')
    console.log(JSON.stringify({ loadMs: loaded - start, firstFootprintMs: performance.now() - loaded }))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe])
  return JSON.parse(stdout) as FreshProcess
}

export async function benchFootprint(folder: string, runs = 5): Promise<FootprintBench> {
  const file = path.join(folder, 'bench-4gib.tif')
  // 65 536 × 65 536 one-byte pixels in 256 × 256 tiles: 4 GiB of pixels, 65 536 tile offsets.
  const layout = await writeTiff(file, { ...geoTile(2056, 2_600_000, 1_250_000, { pixels: 65_536, pixelSize: 0.5 }), bigTiff: true })

  const { readFootprint } = (await import(pathToFileURL(SOURCE).href)) as typeof Footprint
  await readFootprint(file, 'bench-4gib.tif')
  let best = Infinity
  for (let attempt = 0; attempt < runs; attempt++) {
    const start = performance.now()
    await readFootprint(file, 'bench-4gib.tif')
    best = Math.min(best, performance.now() - start)
  }

  const bundle = path.join(folder, 'bundle')
  await run(process.execPath, [NCC, 'build', SOURCE, '-o', bundle, '--quiet'], { cwd: ROOT })
  const bundled = await fresh(pathToFileURL(path.join(bundle, 'index.js')).href, file)
  const source = await fresh(pathToFileURL(SOURCE).href, file)
  return { fileBytes: layout.size, tiles: layout.tileCount, footprintMs: best, bundled, source }
}

/** What reading through the footprint threads costs: the thread's start (once a run), then each file (median of `files` tiles). */
export async function threadCost(folder: string, files = 500): Promise<{ readonly startMs: number; readonly perFileMs: number }> {
  const tiles: string[] = []
  for (let i = 0; i < files; i++) {
    const tile = path.join(folder, `tile-${i}.tif`)
    await writeTiff(tile, geoTile(2056, 2_600_000 + (i % 50) * 1000, 1_200_000 + Math.floor(i / 50) * 1000, { pixels: 2000 }))
    tiles.push(tile)
  }
  const threads = new FootprintThreads()
  try {
    let start = performance.now()
    await threads.read(tiles[0]!, 'tile-0.tif')
    const startMs = performance.now() - start
    const times: number[] = []
    for (const tile of tiles.slice(1)) {
      start = performance.now()
      await threads.read(tile, path.basename(tile))
      times.push(performance.now() - start)
    }
    return { startMs, perFileMs: median(times)! }
  } finally {
    await threads.close()
  }
}

/**
 * The slowest footprint among the fuzz corpus, read as a run reads it: through the footprint
 * threads, one file after another, once a thread is up (its start is the run's, not a file's).
 */
export async function slowestFuzzFootprint(folder: string): Promise<FuzzResult & { readonly files: number }> {
  const threads = new FootprintThreads()
  try {
    const warm = path.join(folder, 'warm.tif')
    await writeTiff(warm, geoTile(2056, 2_600_000, 1_200_000, { pixels: 100 }))
    await threads.read(warm, 'warm.tif')
    const results = await fuzz(FORMATS, FUZZ_SEED, FUZZ_PER_FORMAT, folder, threads)
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a))
    return { ...slowest, files: results.length }
  } finally {
    await threads.close()
  }
}

/** The slowest union of a flight block's 3,000 images, and the peak RSS of the process it ran in. */
export const UNION_TARGET_MS = 1000
export const UNION_TARGET_RSS_MIB = 300

interface UnionTime {
  readonly block: string
  readonly ms: number
  /** The process's CPU time over the union (the thread's, and the collector's): what the machine's load does not stretch. */
  readonly cpuMs: number
  readonly outcome: string
  readonly vertices: number
}

export interface UnionBench {
  /** Each flight block (test/support/unions.ts): its union's time through the footprint thread (the median of the runs), and how it came out. */
  readonly blocks: readonly UnionTime[]
  /** The highest of the runs' processes. */
  readonly peakRssMiB: number
  readonly runs: number
}

/**
 * The union of each flight block's 3,000 images through the footprint threads, as a run unites an
 * item's footprints: in a fresh process whose thread is up (it has read a file, as a run's has)
 * and has never united anything, so the first union also loads the union's code; `runs` such
 * processes, one after another. Each union is timed from the call to its answer (the polygons
 * sent to the thread, the geometry back).
 */
export async function stripUnions(folder: string, runs = 3): Promise<UnionBench> {
  const url = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, file)).href)
  const warm = path.join(folder, 'warm.geojson')
  await writeFile(warm, JSON.stringify({ type: 'Point', coordinates: [7.44, 46.95] }))
  const probe = `
    const { FootprintThreads, geometryProblems } = await import(${url('src/footprint/index.ts')})
    const { FLIGHT_BLOCKS, flightStrips } = await import(${url('test/support/unions.ts')})
    const { random } = await import(${url('test/support/fuzz.ts')})
    const { readFileSync } = await import('node:fs')
    const threads = new FootprintThreads()
    await threads.read(${JSON.stringify(warm)}, 'warm.geojson')
    const blocks = []
    for (const block of FLIGHT_BLOCKS) {
      const polygons = flightStrips(block, random(block.seed))
      const [start, cpu] = [performance.now(), process.cpuUsage()]
      const combined = await threads.unite(polygons)
      const ms = performance.now() - start
      const used = process.cpuUsage(cpu)
      const cpuMs = (used.user + used.system) / 1000
      const valid = combined.method !== 'refused' && geometryProblems(combined.geometry).length === 0
      const outcome = combined.method === 'union' ? (valid ? 'union' : 'an invalid union') : combined.method + ' (' + combined.why + ')'
      const rings = combined.method === 'refused' ? [] : combined.geometry.type === 'Polygon' ? combined.geometry.coordinates : combined.geometry.coordinates.flat()
      const vertices = rings.reduce((sum, ring) => sum + ring.length, 0)
      blocks.push({ block: block.lines + ' lines × ' + block.perLine + ' images, ' + block.heading + '°', ms, cpuMs, outcome, vertices })
    }
    await threads.close()
    const hwm = /VmHWM:\\s+(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    console.log(JSON.stringify({ blocks, peakRssMiB: Number(hwm ?? process.resourceUsage().maxRSS) / 1024 }))`
  // A file, not -e: a worker thread inherits the process's flags, and --input-type is refused for a file entry.
  const script = path.join(folder, 'unions.mjs')
  await writeFile(script, probe)
  const results: Array<{ readonly blocks: readonly UnionTime[]; readonly peakRssMiB: number }> = []
  for (let i = 0; i < runs; i++) results.push(JSON.parse((await run(process.execPath, [script])).stdout) as (typeof results)[number])
  const blocks = results[0]!.blocks.map((first, i) => {
    const all = results.map((result) => result.blocks[i]!)
    return {
      ...first,
      ms: median(all.map((b) => b.ms))!,
      cpuMs: median(all.map((b) => b.cpuMs))!,
      outcome: all.find((b) => b.outcome !== 'union')?.outcome ?? first.outcome,
    }
  })
  return { blocks, peakRssMiB: Math.max(...results.map((result) => result.peakRssMiB)), runs }
}

/** The folder the bench runs the action over: the hostile corpus, with a 100 MB GeoJSON file. */
export async function writeHostileFolder(folder: string): Promise<number> {
  return (await writeHostileCorpus(path.join(folder, 'hostile'), 100 * 2 ** 20)).length
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-footprint-'))
  try {
    const result = await benchFootprint(folder)
    const pass = result.footprintMs <= TARGET_MS
    const gib = (result.fileBytes / 2 ** 30).toFixed(2)
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  footprint of a ${gib} GiB tiled GeoTIFF (${result.tiles} tiles): ${result.footprintMs.toFixed(2)} ms  (target: ≤ ${TARGET_MS} ms)`,
    )
    const line = (name: string, r: FreshProcess) =>
      `      fresh process, ${name}: module load ${r.loadMs.toFixed(1)} ms, first footprint (loads the TIFF reader and proj4) ${r.firstFootprintMs.toFixed(1)} ms`
    console.log(line('bundled by ncc', result.bundled))
    console.log(line('.ts source', result.source))
    const cost = await threadCost(folder)
    console.log(
      `      through the footprint threads (.ts source): the thread's start and first file ${cost.startMs.toFixed(1)} ms, ` +
        `then ${cost.perFileMs.toFixed(2)} ms a file (median of 499 tiles)`,
    )
    process.exitCode = pass ? 0 : 1
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
