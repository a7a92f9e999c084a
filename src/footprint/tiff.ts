/**
 * The georeferencing of a GeoTIFF or COG from its first IFD alone: image size, ModelPixelScale,
 * ModelTiepoint or ModelTransformation, and the GeoKeys. Classic TIFF and BigTIFF, both byte orders.
 *
 * Hand-written rather than geotiff.js: geotiff.js 3 reads little (it defers the tile tables) but
 * takes ~65 ms to import and brings eight packages for decoding pixels we never decode, and the
 * GeoKeys must be parsed by hand for LAS anyway. What is left is a walk of one IFD.
 */
import { FootprintError } from './error.ts'
import type { HeaderReader } from './file.ts'
import { crsFromGeoKeys, isPixelIsPoint, parseGeoKeys } from './geokeys.ts'
import { signedArea2, type Position } from './geojson.ts'
import { rectangle, type SourceOutline } from './source.ts'

const TAG = {
  ImageWidth: 256,
  ImageLength: 257,
  ModelPixelScale: 33550,
  ModelTiepoint: 33922,
  ModelTransformation: 34264,
  GeoKeyDirectory: 34735,
  GeoDoubleParams: 34736,
  GeoAsciiParams: 34737,
} as const
const WANTED = new Set<number>(Object.values(TAG))

/** Bytes per value of each TIFF field type (TIFF 6.0 and BigTIFF's LONG8, SLONG8, IFD8). */
const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
  16: 8,
  17: 8,
  18: 8,
}
/** A first read this large holds the header, the IFD and the GeoTIFF tags of GDAL's and COG files. */
const FIRST_READ = 64 * 1024
/** No real first IFD has more entries; more means the offset points at pixel data. */
const MAX_ENTRIES = 4096
/** The georeferencing tags hold a few dozen values (an ESRI WKT in GeoAsciiParams a few thousand); more means a corrupt count. */
const MAX_VALUES = 1 << 16

interface Field {
  readonly type: number
  readonly count: number
  readonly bytes: Buffer
}

class TiffHeader {
  readonly #reader: HeaderReader
  readonly #file: string
  #first: Buffer = Buffer.alloc(0)
  little = true
  big = false

  constructor(reader: HeaderReader, file: string) {
    this.#reader = reader
    this.#file = file
  }

  corrupt(what: string): FootprintError {
    return new FootprintError(this.#file, `its TIFF header is corrupt (${what})`)
  }

  async bytes(offset: number, length: number): Promise<Buffer> {
    if (offset < 0 || offset + length > this.#reader.size)
      throw this.corrupt(`${length} bytes at offset ${offset} lie beyond the end of the file`)
    if (offset + length <= this.#first.length) return this.#first.subarray(offset, offset + length)
    return this.#reader.read(offset, length)
  }

  u16 = (b: Buffer, at: number) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at))
  u32 = (b: Buffer, at: number) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at))
  u64 = (b: Buffer, at: number) => Number(this.little ? b.readBigUInt64LE(at) : b.readBigUInt64BE(at))
  offset = (b: Buffer, at: number) => (this.big ? this.u64(b, at) : this.u32(b, at))

  /** The wanted fields of the first IFD, with their values' bytes. */
  async firstIfd(): Promise<Map<number, Field>> {
    this.#first = await this.#reader.read(0, FIRST_READ)
    const head = this.#first
    if (head.length < 8) throw this.corrupt('the file is shorter than a TIFF header')
    this.little = head.toString('latin1', 0, 2) === 'II'
    this.big = this.u16(head, 2) === 43
    if (this.big && (this.u16(head, 4) !== 8 || head.length < 16)) throw this.corrupt('BigTIFF with an offset size other than 8')
    const ifdOffset = this.offset(head, this.big ? 8 : 4)
    const countSize = this.big ? 8 : 2
    const entrySize = this.big ? 20 : 12
    const inline = this.big ? 8 : 4
    const countBytes = await this.bytes(ifdOffset, countSize)
    const count = this.big ? this.u64(countBytes, 0) : this.u16(countBytes, 0)
    if (count === 0 || count > MAX_ENTRIES) throw this.corrupt(`the first IFD claims ${count} entries`)
    const entries = await this.bytes(ifdOffset + countSize, count * entrySize)
    const fields = new Map<number, Field>()
    for (let i = 0; i < count; i++) {
      const at = i * entrySize
      const tag = this.u16(entries, at)
      if (!WANTED.has(tag)) continue
      const type = this.u16(entries, at + 2)
      const n = this.big ? this.u64(entries, at + 4) : this.u32(entries, at + 4)
      const size = TYPE_SIZE[type]
      if (size === undefined || n > MAX_VALUES)
        throw this.corrupt(`tag ${tag} has type ${type} and ${n} values; at most ${MAX_VALUES} values of the TIFF types are read`)
      const valueAt = at + (this.big ? 12 : 8)
      const length = n * size
      const bytes = length <= inline ? entries.subarray(valueAt, valueAt + length) : await this.bytes(this.offset(entries, valueAt), length)
      fields.set(tag, { type, count: n, bytes })
    }
    return fields
  }

  /** ImageWidth or ImageLength: one SHORT, LONG or LONG8 above 0 (a FLOAT or a negative count would mirror the outline). */
  dimension(field: Field | undefined, name: string): number {
    if (!field) throw this.corrupt(`no ${name}`)
    const integer = field.type === 3 || field.type === 4 || field.type === 16
    const value = integer ? this.numbers(field)?.[0] : undefined
    if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
      throw this.corrupt(`${name} is ${integer ? value : `of field type ${field.type}`}; it must be a whole number of pixels above 0`)
    return value
  }

  numbers(field: Field | undefined): number[] | undefined {
    if (!field) return undefined
    const { type, count, bytes } = field
    const size = TYPE_SIZE[type]!
    const out = new Array<number>(count)
    for (let i = 0; i < count; i++) {
      const at = i * size
      if (type === 3) out[i] = this.u16(bytes, at)
      else if (type === 4) out[i] = this.u32(bytes, at)
      else if (type === 16) out[i] = this.u64(bytes, at)
      else if (type === 12) out[i] = this.little ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at)
      else if (type === 11) out[i] = this.little ? bytes.readFloatLE(at) : bytes.readFloatBE(at)
      else throw this.corrupt(`a georeferencing tag has field type ${type}`)
    }
    return out
  }
}

/** Twelve significant digits: 2 601 000.0000000002 (a tile's edge as tie point + width × scale) becomes its neighbour's 2 601 000. */
const snap = (value: number): number => Number(value.toPrecision(12))

/** The outline of a GeoTIFF's pixels in its CRS, or undefined for a TIFF without georeferencing. */
export async function tiffOutlines(reader: HeaderReader, file: string): Promise<SourceOutline[] | undefined> {
  const tiff = new TiffHeader(reader, file)
  const fields = await tiff.firstIfd()
  const scale = tiff.numbers(fields.get(TAG.ModelPixelScale))
  const tiepoints = tiff.numbers(fields.get(TAG.ModelTiepoint))
  const matrix = tiff.numbers(fields.get(TAG.ModelTransformation))
  const directory = tiff.numbers(fields.get(TAG.GeoKeyDirectory))
  if (!scale && !tiepoints && !matrix && !directory) return undefined

  const width = tiff.dimension(fields.get(TAG.ImageWidth), 'ImageWidth')
  const height = tiff.dimension(fields.get(TAG.ImageLength), 'ImageLength')
  if (!directory) throw new FootprintError(file, 'it has GeoTIFF placement tags but no GeoKeyDirectory, so its CRS is unknown')
  const asciiField = fields.get(TAG.GeoAsciiParams)
  const keys = parseGeoKeys(directory, tiff.numbers(fields.get(TAG.GeoDoubleParams)), asciiField?.bytes.toString('latin1'), file)
  const crs = crsFromGeoKeys(keys, file)

  // Raster space of the pixels' outer edges. A PixelIsPoint tie point is a pixel's centre, so
  // the raster's edge lies half a pixel before it.
  const shift = isPixelIsPoint(keys) ? -0.5 : 0
  const [i0, j0, i1, j1] = [shift, shift, width + shift, height + shift]
  const toModel = modelTransform(file, scale, tiepoints, matrix)
  const corners = [toModel(i0, j0), toModel(i1, j0), toModel(i1, j1), toModel(i0, j1)]
  if (corners.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
    throw tiff.corrupt('its placement tags give non-finite coordinates')
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const axisAligned = new Set(xs).size === 2 && new Set(ys).size === 2
  if (axisAligned) return [{ crs, ring: rectangle(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)) }]
  // A rotated or sheared raster: its parallelogram, counterclockwise once y points north.
  const ring: Position[] = [...corners, corners[0]!]
  return [{ crs, ring: signedArea2(ring) < 0 ? ring.reverse() : ring }]
}

/** Raster (i, j) to model (x, y) per GeoTIFF: the transformation matrix, or one tie point and the pixel scale. */
function modelTransform(
  file: string,
  scale: number[] | undefined,
  tiepoints: number[] | undefined,
  matrix: number[] | undefined,
): (i: number, j: number) => Position {
  if (matrix) {
    if (matrix.length < 16) throw new FootprintError(file, `its ModelTransformationTag has ${matrix.length} values instead of 16`)
    const [a, b, , d, e, f, , h] = matrix as [number, number, number, number, number, number, number, number]
    return (i, j) => [snap(a * i + b * j + d), snap(e * i + f * j + h)]
  }
  if (tiepoints && tiepoints.length >= 6 && scale && scale.length >= 2) {
    const [ti, tj, , tx, ty] = tiepoints as [number, number, number, number, number]
    const [sx, sy] = scale as [number, number]
    if (sx === 0 || sy === 0 || !Number.isFinite(sx) || !Number.isFinite(sy))
      throw new FootprintError(
        file,
        `its ModelPixelScaleTag gives the pixel size ${sx} × ${sy}; a pixel size is a finite number other than 0`,
      )
    return (i, j) => [snap(tx + (i - ti) * sx), snap(ty - (j - tj) * sy)]
  }
  if (tiepoints && tiepoints.length >= 12)
    throw new FootprintError(
      file,
      `it is placed by ${tiepoints.length / 6} ground control points rather than a pixel scale or a transformation, ` +
        'so its outline cannot be read from the header',
    )
  throw new FootprintError(file, 'its GeoTIFF tags lack a tie point with a pixel scale, or a ModelTransformationTag, to place its pixels')
}
