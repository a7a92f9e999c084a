/**
 * Seeded fuzzing of the footprint readers, shared by the test in `npm test`
 * (test/unit/footprint-fuzz.test.ts), `npm run fuzz` (scripts/fuzz.ts) and `npm run bench`:
 * valid samples of each format, mutated (bit flips, truncation, huge counts and offsets, bytes
 * inserted and repeated, and for text formats the classes fuzzing once found: negative units,
 * coordinates past 2^53, swapped or foreign coordinates, deep nesting), each read through the
 * product's footprint threads and its outcome judged. And of the union of an item's polygons:
 * seeded sets of valid polygons that blow a union up or trip its arithmetic (strips that cross,
 * combs, stars, slivers along one line, edges a few bits apart, copies, holes, both sides of the
 * globe), each united by the footprint threads and judged.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AREAS_OF_USE } from '../../src/footprint/areas.ts'
import type { Combined } from '../../src/footprint/envelope.ts'
import { FootprintError, geometryProblems, type Footprint, type FootprintThreads, type Polygon } from '../../src/footprint/index.ts'
import {
  ESRI_LV95_PRJ,
  GeoKey,
  geoKeyVlrs,
  geoTile,
  lasBytes,
  OGC_LV03_WKT,
  projectedKeys,
  shpHeader,
  tiffLayout,
  wktVlr,
  writeGeoPackage,
  zipBytes,
  type TiffOptions,
} from './geodata.ts'
import { flightStrips } from './unions.ts'

export const FORMATS = ['tiff', 'las', 'zip', 'gpkg', 'geojson'] as const
export type Format = (typeof FORMATS)[number]

const EXTENSION: Record<Format, string> = { tiff: 'tif', las: 'las', zip: 'zip', gpkg: 'gpkg', geojson: 'geojson' }

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A TIFF as one buffer: header, IFD and tag values, pixel data left out (the file ends after the metadata). */
function tiffBytes(options: TiffOptions): Buffer {
  const layout = tiffLayout({ ...options, ifdAtEnd: false })
  const end = Math.max(...layout.chunks.map((chunk) => chunk.offset + chunk.bytes.length))
  // Room for a tile or two, so that offsets into the pixel data lie inside the file; mutations land mostly on the metadata.
  const bytes = Buffer.alloc(end + 256)
  for (const chunk of layout.chunks) chunk.bytes.copy(bytes, chunk.offset)
  return bytes
}

/** Valid files of each format, as bytes: what the mutations start from. */
export async function samples(format: Format, folder: string): Promise<Buffer[]> {
  switch (format) {
    case 'tiff':
      return [
        tiffBytes(geoTile(2056, 2_600_000, 1_200_000, { pixels: 512, pixelSize: 2 })),
        tiffBytes({ ...geoTile(21781, 600_000, 200_000, { pixels: 256 }), bigTiff: true, bigEndian: true }),
        tiffBytes({
          width: 100,
          height: 100,
          // prettier-ignore
          transformation: [0.4, 0.3, 0, 2_650_000, 0.3, -0.4, 0, 1_180_000, 0, 0, 0, 0, 0, 0, 0, 1],
          geoKeys: [...projectedKeys(2056), [GeoKey.PCSCitation, { ascii: `ESRI PE String = ${ESRI_LV95_PRJ}` }]],
        }),
        tiffBytes(geoTile(4326, 7.5, 47, { pixels: 100, pixelSize: 0.01, projected: false })),
      ]
    case 'las':
      return [
        lasBytes({ min: [2_600_000, 1_199_000, 400], max: [2_601_000, 1_200_000, 600], vlrs: geoKeyVlrs(projectedKeys(2056)) }),
        lasBytes({ minor: 4, min: [600_000, 199_000, 0], max: [601_000, 200_000, 10], wkt: true, evlrs: [wktVlr(OGC_LV03_WKT)] }),
        lasBytes({ min: [400_000, 5_200_000, 0], max: [410_000, 5_210_000, 5], laz: true, vlrs: geoKeyVlrs(projectedKeys(32632)) }),
      ]
    case 'zip':
      return [
        zipBytes([
          { name: 'parcels.shp', data: Buffer.concat([shpHeader([2_600_000, 1_199_000, 2_601_000, 1_200_000], 100), Buffer.alloc(100)]) },
          { name: 'parcels.prj', data: ESRI_LV95_PRJ },
          { name: 'parcels.dbf', data: Buffer.alloc(64) },
        ]),
        zipBytes([
          { name: 'a/roads.shp', data: shpHeader([600_000, 199_000, 601_000, 200_000], 100), store: true },
          { name: 'a/roads.prj', data: OGC_LV03_WKT, store: true },
        ]),
      ]
    case 'gpkg': {
      const file = path.join(folder, 'sample.gpkg')
      writeGeoPackage(
        file,
        [
          { id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'PROJCS["CH1903+ / LV95"]' },
          { id: 100_000, organization: 'NONE', organizationId: 100_000, definition: OGC_LV03_WKT },
        ],
        [
          { name: 'roads', dataType: 'features', srsId: 2056, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] },
          { name: 'tiles', dataType: 'tiles', srsId: 100_000, extent: [600_000, 199_000, 601_000, 200_000] },
          { name: 'notes', dataType: 'attributes' },
        ],
      )
      const { readFile } = await import('node:fs/promises')
      return [await readFile(file)]
    }
    case 'geojson':
      return [
        Buffer.from(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              { type: 'Feature', properties: { name: 'a' }, geometry: { type: 'Point', coordinates: [7.1, 46.5] } },
              {
                type: 'Feature',
                properties: null,
                geometry: {
                  type: 'Polygon',
                  coordinates: [
                    [
                      [7.2, 46.6],
                      [7.3, 46.6],
                      [7.3, 46.7],
                      [7.2, 46.6],
                    ],
                  ],
                },
              },
            ],
          }),
        ),
        Buffer.from(
          JSON.stringify({
            type: 'LineString',
            crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2056' } },
            bbox: [2_600_000, 1_199_000, 2_601_000, 1_200_000],
            coordinates: [
              [2_600_000, 1_199_000],
              [2_601_000, 1_200_000],
            ],
          }),
        ),
      ]
  }
}

/** Values that break readers when they land in a count, an offset, a size or a coordinate. */
const INTERESTING_INTEGERS = [0, 1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000, 0xffffffff]
const INTERESTING_DOUBLES = [0, -0, -1, 2 ** 53, 2 ** 60, -(2 ** 60), 1e300, -1e300, Number.NaN, Infinity, -Infinity, 5e-324]
/** Text mutations: the classes fuzzing once found, in the words a WKT or a GeoJSON file carries them. */
const TEXT_MUTATIONS: ReadonlyArray<readonly [string, (text: string, next: () => number) => string]> = [
  ['negative unit', (text) => text.replace(/UNIT\["(metre|Meter)",\s*1(\.0)?/i, 'UNIT["$1",-1.0')],
  ['zero unit', (text) => text.replace(/UNIT\["(metre|Meter)",\s*1(\.0)?/i, 'UNIT["$1",0')],
  ['a number past 2^53', (text, next) => replaceNumber(text, next, () => '1152921504606846976')],
  ['a huge number', (text, next) => replaceNumber(text, next, () => '1e308')],
  ['a negative number', (text, next) => replaceNumber(text, next, (n) => `-${n}`)],
  ['deep nesting', (text, next) => insertAt(text, next, '['.repeat(20_000))],
  ['a byte order mark', (text) => `\ufeff${text}`],
  ['a line break and a workflow command', (text, next) => insertAt(text, next, '\n::error title=fuzz::x\n')],
  ['a name renamed', (text) => text.replace(/"(CH1903\+ \/ LV95|CH1903 \/ LV03|CH1903\+_LV95)"/, '"Hand made"')],
  ['an authority removed', (text) => text.replace(/AUTHORITY\["EPSG","\d+"\]\]$/, ']')],
]

function replaceNumber(text: string, next: () => number, by: (number: string) => string): string {
  const numbers = [...text.matchAll(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi)]
  if (numbers.length === 0) return text
  const match = numbers[Math.floor(next() * numbers.length)]!
  return text.slice(0, match.index) + by(match[0]) + text.slice(match.index + match[0].length)
}

const insertAt = (text: string, next: () => number, what: string): string => {
  const at = Math.floor(next() * text.length)
  return text.slice(0, at) + what + text.slice(at)
}

export interface Mutant {
  readonly name: string
  readonly bytes: Buffer
  /** What was done to the sample, to reproduce it. */
  readonly mutation: string
}

/** One mutation, or a few, of one sample, drawn from `next`. */
export function mutate(format: Format, sample: Buffer, next: () => number): { bytes: Buffer; mutation: string } {
  const steps = 1 + Math.floor(next() * 3)
  let bytes = Buffer.from(sample)
  const done: string[] = []
  for (let step = 0; step < steps; step++) {
    const kind = Math.floor(next() * 8)
    const at = Math.floor(next() * bytes.length)
    if (kind === 0) {
      const bit = Math.floor(next() * 8)
      bytes[at] = bytes[at]! ^ (1 << bit)
      done.push(`flip bit ${bit} of byte ${at}`)
    } else if (kind === 1) {
      const value = Math.floor(next() * 256)
      bytes[at] = value
      done.push(`byte ${at} = ${value}`)
    } else if (kind === 2) {
      bytes = bytes.subarray(0, at)
      done.push(`truncate at ${at}`)
    } else if (kind === 3 && at + 4 <= bytes.length) {
      const value = INTERESTING_INTEGERS[Math.floor(next() * INTERESTING_INTEGERS.length)]!
      const little = next() < 0.5
      if (little) bytes.writeUInt32LE(value, at)
      else bytes.writeUInt32BE(value, at)
      done.push(`u32 ${little ? 'LE' : 'BE'} at ${at} = ${value}`)
    } else if (kind === 4 && at + 8 <= bytes.length) {
      const value = INTERESTING_DOUBLES[Math.floor(next() * INTERESTING_DOUBLES.length)]!
      bytes.writeDoubleLE(value, at)
      done.push(`f64 LE at ${at} = ${value}`)
    } else if (kind === 5 && at + 2 <= bytes.length) {
      const value = INTERESTING_INTEGERS[Math.floor(next() * INTERESTING_INTEGERS.length)]! & 0xffff
      bytes.writeUInt16LE(value, at)
      done.push(`u16 LE at ${at} = ${value}`)
    } else if (kind === 6) {
      const length = 1 + Math.floor(next() * 64)
      const copies = 1 + Math.floor(next() * 4)
      const piece = bytes.subarray(at, at + length)
      bytes = Buffer.concat([bytes.subarray(0, at), ...Array.from({ length: copies }, () => piece), bytes.subarray(at)])
      done.push(`repeat ${length} bytes at ${at} ${copies} times`)
    } else if (kind === 7) {
      const [what, change] = TEXT_MUTATIONS[Math.floor(next() * TEXT_MUTATIONS.length)]!
      // Text is changed where it is text: the whole of a GeoJSON file, the WKT inside the others.
      const text = bytes.toString('latin1')
      const changed = format === 'geojson' ? change(text, next) : changeWkt(text, (wkt) => change(wkt, next))
      bytes = Buffer.from(changed, 'latin1')
      done.push(what)
    }
  }
  return { bytes, mutation: done.join('; ') }
}

/** Applies a text change to the first WKT in a binary file (a .prj stored in a zip, a LAS record, a GeoTIFF citation, a GeoPackage row). */
function changeWkt(text: string, change: (wkt: string) => string): string {
  const start = text.search(/(PROJCS|GEOGCS)\[/)
  if (start < 0) return text
  let depth = 0
  let end = start
  for (; end < text.length; end++) {
    if (text[end] === '[') depth++
    else if (text[end] === ']' && --depth === 0) break
  }
  return text.slice(0, start) + change(text.slice(start, end + 1)) + text.slice(end + 1)
}

/** The mutants of a seeded run: `count` per format, each named by format, seed and index. */
export async function* mutants(format: Format, seed: number, count: number, folder: string): AsyncGenerator<Mutant> {
  const pool = await samples(format, folder)
  const next = random(seed)
  for (let i = 0; i < count; i++) {
    const sample = pool[Math.floor(next() * pool.length)]!
    const { bytes, mutation } = mutate(format, sample, next)
    yield { name: `fuzz/${format}-${seed}-${i}.${EXTENSION[format]}`, bytes, mutation }
  }
}

export type Outcome =
  | { readonly kind: 'footprint'; readonly footprint: Footprint }
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly message: string }

/** What is wrong with an outcome; undefined when it is one the issue allows. */
export function judge(name: string, outcome: Outcome | { kind: 'failed'; error: unknown }): string | undefined {
  switch (outcome.kind) {
    case 'none':
      return undefined
    case 'failed':
      return `not a FootprintError: ${String(outcome.error)}`
    case 'refused': {
      const { message } = outcome
      if (!message.startsWith(`${name}: `)) return `the message does not start with the file: ${message.slice(0, 200)}`
      if (message.length > 600) return `a message of ${message.length} characters`
      if (/[\r\n]/.test(message)) return 'a line break in the message'
      if (/is not a function|Cannot read propert|undefined is not|is not iterable|Maximum call stack/.test(message))
        return `JavaScript internals in the message: ${message.slice(0, 200)}`
      return undefined
    }
    case 'footprint': {
      const { footprint } = outcome
      const problems = geometryProblems(footprint.geometry)
      if (problems.length > 0) return `an invalid footprint: ${problems[0]}`
      // A file of layers in several CRSs has their envelope, which need not lie in each one's area: one CRS is checked.
      const code = /^EPSG:(\d+)$/.exec(footprint.crs)?.[1]
      const area = code === undefined ? undefined : AREAS_OF_USE.get(Number(code))
      if (area && !insideGrownArea(footprint.bbox, area))
        return `a footprint ${JSON.stringify(footprint.bbox)} outside the area of ${footprint.crs}`
      return undefined
    }
  }
}

/** As the product checks it (project.ts): the EPSG area grown by half its size, at least 1°. */
function insideGrownArea(bbox: readonly number[], [west, south, givenEast, north]: readonly number[]): boolean {
  const east = givenEast! < west! ? givenEast! + 360 : givenEast!
  const marginX = Math.max(1, (east - west!) / 2)
  const marginY = Math.max(1, (north! - south!) / 2)
  const inLongitude = (lon: number) => {
    const shifted = lon < west! - marginX ? lon + 360 : lon
    return shifted >= west! - marginX && shifted <= east + marginX
  }
  return inLongitude(bbox[0]!) && inLongitude(bbox[2]!) && bbox[1]! >= south! - marginY && bbox[3]! <= north! + marginY
}

export interface FuzzResult {
  readonly name: string
  readonly mutation: string
  readonly outcome: Outcome['kind'] | 'failed'
  readonly ms: number
  /** Why the outcome is not allowed; undefined when it is. */
  readonly problem: string | undefined
}

/** Writes each mutant into `folder` and reads it through the product's footprint threads. */
export async function fuzz(
  formats: readonly Format[],
  seed: number,
  count: number,
  folder: string,
  threads: FootprintThreads,
  onResult: (result: FuzzResult, bytes: Buffer) => void | Promise<void> = () => undefined,
): Promise<FuzzResult[]> {
  const results: FuzzResult[] = []
  await mkdir(path.join(folder, 'fuzz'), { recursive: true })
  for (const format of formats)
    for await (const mutant of mutants(format, seed, count, folder)) {
      const file = path.join(folder, mutant.name)
      await writeFile(file, mutant.bytes)
      const start = performance.now()
      const outcome: Outcome | { kind: 'failed'; error: unknown } = await threads.read(file, mutant.name).then(
        (footprint): Outcome => (footprint ? { kind: 'footprint', footprint } : { kind: 'none' }),
        (error: unknown) => (error instanceof FootprintError ? { kind: 'refused', message: error.message } : { kind: 'failed', error }),
      )
      const result = {
        name: mutant.name,
        mutation: mutant.mutation,
        outcome: outcome.kind,
        ms: performance.now() - start,
        problem: judge(mutant.name, outcome),
      }
      results.push(result)
      await onResult(result, mutant.bytes)
    }
  return results
}

// ---------------------------------------------------------------------------------------------
// The union

type XY = [number, number]

/** A polygon of one ring, closed. */
const ringPolygon = (points: readonly XY[]): Polygon => ({ type: 'Polygon', coordinates: [[...points, points[0]!]] })

/** A rectangle of length × width centred at (x, y), turned by `angle`. */
function turned(x: number, y: number, length: number, width: number, angle: number): Polygon {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const corners: XY[] = [
    [-length / 2, -width / 2],
    [length / 2, -width / 2],
    [length / 2, width / 2],
    [-length / 2, width / 2],
  ]
  return ringPolygon(corners.map(([dx, dy]): XY => [x + dx * cos - dy * sin, y + dx * sin + dy * cos]))
}

/** A star of `points` tips around (x, y): a simple polygon whose edges stand side by side. */
function star(x: number, y: number, points: number, radius: number, phase: number): Polygon {
  const ring: XY[] = []
  for (let i = 0; i < 2 * points; i++) {
    const angle = phase + (Math.PI * i) / points
    const r = i % 2 === 0 ? radius : radius * 0.9
    ring.push([x + r * Math.cos(angle), y + r * Math.sin(angle)])
  }
  return ringPolygon(ring)
}

/** A comb of `teeth` teeth, `size` degrees across, from (x, y); turned a quarter when `across`. */
function comb(x: number, y: number, teeth: number, size: number, across: boolean): Polygon {
  const step = size / teeth
  const ring: XY[] = []
  for (let i = 0; i < teeth; i++) ring.push([i * step, 0], [i * step, size], [i * step + step / 2, size], [i * step + step / 2, step])
  ring.push([size, step], [size, -step], [0, -step])
  return ringPolygon(ring.map(([u, v]): XY => (across ? [x + v, y + u] : [x + u, y + v])))
}

/** A number moved by a few units in its last place. */
const ulps = (value: number, count: number): number => {
  let moved = value
  for (let i = 0; i < Math.abs(count); i++)
    moved = count > 0 ? moved + Math.abs(moved) * Number.EPSILON : moved - Math.abs(moved) * Number.EPSILON
  return moved
}

/** The kinds of set that blow a union up or trip its arithmetic, each drawn from `next`. */
const UNION_CASES: ReadonlyArray<readonly [string, (next: () => number) => Polygon[]]> = [
  [
    'strips that cross at an angle',
    (next) => {
      const count = 20 + Math.floor(next() * 880)
      const [angle, between] = [next() * Math.PI, 0.2 + next() * 1.4]
      return Array.from({ length: count }, (_, i) => {
        const offset = (Math.floor(i / 2) / count) * 0.4 - 0.1
        const a = i % 2 === 0 ? angle : angle + between
        return turned(7.2 + offset * Math.cos(a + Math.PI / 2), 46.5 + offset * Math.sin(a + Math.PI / 2), 0.5, 0.0001 + next() * 0.001, a)
      })
    },
  ],
  [
    'combs that cross',
    (next) => {
      const teeth = 2 + Math.floor(next() * 300)
      return [comb(7, 46, teeth, 0.1, false), comb(7 + next() * 0.01, 46 + next() * 0.01, 2 + Math.floor(next() * 300), 0.1, true)]
    },
  ],
  [
    'stars that overlap',
    (next) => {
      const count = 2 + Math.floor(next() * 30)
      const points = 10 + Math.floor(next() * 1000)
      return Array.from({ length: count }, () => star(7 + next() * 0.1, 46 + next() * 0.1, points, 0.05 + next() * 0.05, next() * Math.PI))
    },
  ],
  [
    'slivers along one line',
    (next) => {
      const count = 10 + Math.floor(next() * 500)
      // Every one on the line y = 46, where their edges run along each other.
      return Array.from({ length: count }, () => {
        const [west, length, height] = [7 + next() * 0.5, 0.001 + next() * 0.3, 10 ** -(3 + next() * 6)]
        return ringPolygon([
          [west, 46],
          [west + length, 46],
          [west + length, 46 + height],
          [west, 46 + height],
        ])
      })
    },
  ],
  [
    'tiles whose edges lie a few bits apart',
    (next) => {
      const size = 10 ** -(1 + next() * 6)
      const polygons: Polygon[] = []
      for (let i = 0; i < 12; i++)
        for (let j = 0; j < 12; j++) {
          if (next() < 0.2) continue
          const shift = () => Math.floor(next() * 9) - 4
          const [west, south] = [7 + i * size, 46 + j * size]
          const [east, north] = [ulps(7 + (i + 1) * size, shift()), ulps(46 + (j + 1) * size, shift())]
          polygons.push(
            ringPolygon([
              [ulps(west, shift()), ulps(south, shift())],
              [east, south],
              [east, north],
              [west, north],
            ]),
          )
        }
      return polygons
    },
  ],
  [
    'copies of one polygon, some a bit apart',
    (next) => {
      const base = turned(7 + next(), 46 + next(), 0.01 + next() * 0.1, 0.001 + next() * 0.05, next() * Math.PI)
      const ring = base.coordinates[0]!
      return Array.from({ length: 2 + Math.floor(next() * 600) }, () => {
        const shift = Math.floor(next() * 5) - 2
        return { type: 'Polygon', coordinates: [ring.map(([x, y]): XY => [ulps(x, shift), y])] }
      })
    },
  ],
  [
    'the images of a flight',
    (next) =>
      flightStrips({ lines: 2 + Math.floor(next() * 10), perLine: 10 + Math.floor(next() * 150), heading: next() * 180, seed: 0 }, next),
  ],
  [
    'squares with holes over each other',
    (next) =>
      Array.from({ length: 2 + Math.floor(next() * 200) }, () => {
        const [x, y, size] = [7 + next() * 0.2, 46 + next() * 0.2, 0.01 + next() * 0.05]
        const hole = size * (0.1 + next() * 0.7)
        const [hx, hy] = [x + (size - hole) / 2, y + (size - hole) / 2]
        return {
          type: 'Polygon',
          coordinates: [
            [
              [x, y],
              [x + size, y],
              [x + size, y + size],
              [x, y + size],
              [x, y],
            ],
            [
              [hx, hy],
              [hx, hy + hole],
              [hx + hole, hy + hole],
              [hx + hole, hy],
              [hx, hy],
            ],
          ],
        }
      }),
  ],
  [
    'tiny polygons at the ends of the globe',
    (next) =>
      Array.from({ length: 2 + Math.floor(next() * 50) }, () => {
        const x = (next() < 0.5 ? -1 : 1) * (179.99 + next() * 0.0099)
        const y = (next() < 0.5 ? -1 : 1) * (89.9 + next() * 0.099)
        return turned(x, y, 10 ** -(4 + next() * 8), 10 ** -(4 + next() * 8), next() * Math.PI)
      }),
  ],
  [
    'strips that cross, and one polygon on the far side of the globe',
    (next) => {
      const count = 200 + Math.floor(next() * 500)
      const strips = Array.from({ length: count }, (_, i) =>
        turned(
          7.2 + ((i % 2 === 0 ? 0 : 1) * (i / count - 0.5)) / 4,
          46.5 + ((i % 2 === 0 ? 1 : 0) * (i / count - 0.5)) / 4,
          0.3,
          0.0004,
          i % 2 === 0 ? 0 : Math.PI / 2,
        ),
      )
      return [...strips, turned(-175 + next(), -18 + next(), 0.01, 0.01, 0)]
    },
  ],
]

export const UNION_KINDS = UNION_CASES.map(([kind]) => kind)

export interface UnionCase {
  readonly name: string
  readonly kind: string
  readonly polygons: Polygon[]
}

/** The sets of a seeded run: `count` of them, each kind in turn, each made only of polygons that are valid alone (as every footprint is). */
export function* unionCases(seed: number, count: number): Generator<UnionCase> {
  const next = random(seed)
  for (let i = 0; i < count; i++) {
    const [kind, make] = UNION_CASES[i % UNION_CASES.length]!
    const polygons = make(next).filter((polygon) => geometryProblems(polygon).length === 0)
    yield { name: `union-${seed}-${i}`, kind, polygons }
  }
}

export interface UnionFuzzResult {
  readonly name: string
  readonly kind: string
  readonly polygons: number
  readonly outcome: Combined['method'] | 'failed'
  readonly ms: number
  /** Why the outcome is not allowed; undefined when it is. */
  readonly problem: string | undefined
}

/** Unites each set of a seeded run through the product's footprint threads and judges the outcome. */
export async function fuzzUnions(
  seed: number,
  count: number,
  threads: FootprintThreads,
  onResult: (result: UnionFuzzResult, set: UnionCase) => void | Promise<void> = () => undefined,
): Promise<UnionFuzzResult[]> {
  const results: UnionFuzzResult[] = []
  for (const set of unionCases(seed, count)) {
    if (set.polygons.length === 0) continue
    const start = performance.now()
    const outcome = await threads.unite(set.polygons).catch((error: unknown) => ({ method: 'failed' as const, error }))
    const ms = performance.now() - start
    const result = {
      name: set.name,
      kind: set.kind,
      polygons: set.polygons.length,
      outcome: outcome.method,
      ms,
      problem: outcome.method === 'failed' ? `the union failed: ${String(outcome.error)}` : judgeUnion(set.polygons, outcome, random(ms)),
    }
    results.push(result)
    await onResult(result, set)
  }
  return results
}

/** The bounding box of the polygons. */
function boundsOf(polygons: readonly Polygon[]): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const polygon of polygons)
    for (const [x, y] of polygon.coordinates[0]!) {
      box[0] = Math.min(box[0], x)
      box[1] = Math.min(box[1], y)
      box[2] = Math.max(box[2], x)
      box[3] = Math.max(box[3], y)
    }
  return box
}

/** Whether a point lies inside a ring (even-odd), and how near it is to one of its edges. */
function inRing([x, y]: XY, ring: readonly (readonly number[])[]): { inside: boolean; distance: number } {
  let inside = false
  let distance = Infinity
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number]
    const [x2, y2] = ring[i + 1] as [number, number]
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside
    const [dx, dy] = [x2 - x1, y2 - y1]
    const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy || 1)))
    distance = Math.min(distance, Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)))
  }
  return { inside, distance }
}

function inPolygon(point: XY, rings: readonly (readonly (readonly number[])[])[]): { inside: boolean; distance: number } {
  const found = rings.map((ring) => inRing(point, ring))
  return { inside: found[0]!.inside && !found.slice(1).some((hole) => hole.inside), distance: Math.min(...found.map((f) => f.distance)) }
}

/**
 * What is wrong with a union's outcome; undefined when it is one the product allows: a valid union
 * that covers the points the polygons cover and no other, their envelope with a short reason, or a
 * refusal where that envelope spans a hemisphere.
 */
export function judgeUnion(polygons: readonly Polygon[], outcome: Combined, next: () => number): string | undefined {
  const [west, south, east, north] = boundsOf(polygons)
  const why = outcome.method === 'union' ? undefined : outcome.why
  if (why !== undefined && (why.length > 300 || /[\r\n]/.test(why) || /is not a function|Cannot read propert|undefined/.test(why)))
    return `a reason that is no short line of words: ${why.slice(0, 200)}`
  switch (outcome.method) {
    case 'refused':
      return east - west > 180 || north - south > 90 ? undefined : `refused, though the envelope spans ${east - west}° × ${north - south}°`
    case 'envelope': {
      const [w, s, e, n] = outcome.bbox
      if (w !== west || s !== south || e !== east || n !== north)
        return `an envelope ${JSON.stringify(outcome.bbox)} that is not the polygons' box`
      return geometryProblems(outcome.geometry).length === 0 ? undefined : 'an invalid envelope'
    }
    case 'union': {
      const problems = geometryProblems(outcome.geometry)
      if (problems.length > 0) return `an invalid union: ${problems[0]}`
      const [w, s, e, n] = outcome.bbox
      const hair = 1e-9 * Math.max(1, Math.abs(west), Math.abs(east))
      if (Math.abs(w - west) > hair || Math.abs(s - south) > hair || Math.abs(e - east) > hair || Math.abs(n - north) > hair)
        return `a union whose box ${JSON.stringify(outcome.bbox)} is not the polygons' ${JSON.stringify([west, south, east, north])}`
      const parts = outcome.geometry.type === 'Polygon' ? [outcome.geometry.coordinates] : outcome.geometry.coordinates
      for (let i = 0; i < 100; i++) {
        const point: XY = [west + next() * (east - west), south + next() * (north - south)]
        const inputs = polygons.map((polygon) => inPolygon(point, polygon.coordinates))
        // A point within rounding of an edge may fall either side.
        if (inputs.some((found) => found.distance < hair)) continue
        const covered = inputs.some((found) => found.inside)
        if (parts.some((part) => inPolygon(point, part).inside) !== covered)
          return `the union ${covered ? 'leaves out' : 'takes in'} (${point[0]}, ${point[1]})`
      }
      return undefined
    }
  }
}
