/**
 * Writers of geodata files for the footprint tests, written from the formats' specifications
 * (TIFF 6.0 and BigTIFF, OGC GeoTIFF 1.1, ASPRS LAS 1.2/1.4, APPNOTE.TXT for zip, ESRI's
 * shapefile white paper, OGC GeoPackage 1.4). They share no code with src/footprint/ and use none
 * of the libraries it reads with, so that a misreading of a format does not cancel itself out.
 */
import { crc32, deflateRawSync } from 'node:zlib'
import { mkdir, open, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

// ---------------------------------------------------------------------------------------------
// GeoKeys (shared by GeoTIFF and LAS, which stores the same three records as VLRs)

export type GeoKeyValue = number | { readonly ascii: string } | { readonly doubles: readonly number[] }

export const GeoKey = {
  GTModelType: 1024,
  GTRasterType: 1025,
  GTCitation: 1026,
  GeographicType: 2048,
  GeogCitation: 2049,
  ProjectedCSType: 3072,
  PCSCitation: 3073,
} as const

export const ModelType = { projected: 1, geographic: 2 } as const
export const RasterType = { pixelIsArea: 1, pixelIsPoint: 2 } as const

export interface GeoKeyRecords {
  readonly directory: number[]
  readonly doubles: number[]
  readonly ascii: string
}

/** The GeoKeyDirectory (34735), GeoDoubleParams (34736) and GeoAsciiParams (34737) of a key list. */
export function geoKeyRecords(keys: ReadonlyArray<readonly [number, GeoKeyValue]>): GeoKeyRecords {
  const sorted = [...keys].sort((a, b) => a[0] - b[0])
  const directory = [1, 1, 0, sorted.length]
  const doubles: number[] = []
  let ascii = ''
  for (const [id, value] of sorted) {
    if (typeof value === 'number') directory.push(id, 0, 1, value)
    else if ('ascii' in value) {
      // Each string ends with '|' in GeoAsciiParams; the count includes it.
      directory.push(id, 34737, value.ascii.length + 1, ascii.length)
      ascii += `${value.ascii}|`
    } else {
      directory.push(id, 34736, value.doubles.length, doubles.length)
      doubles.push(...value.doubles)
    }
  }
  return { directory, doubles, ascii }
}

/** GeoKeys of a projected CRS given by its EPSG code. */
export const projectedKeys = (epsg: number, rasterType: number = RasterType.pixelIsArea): Array<[number, GeoKeyValue]> => [
  [GeoKey.GTModelType, ModelType.projected],
  [GeoKey.GTRasterType, rasterType],
  [GeoKey.ProjectedCSType, epsg],
]

/** GeoKeys of a geographic CRS given by its EPSG code. */
export const geographicKeys = (epsg: number, rasterType: number = RasterType.pixelIsArea): Array<[number, GeoKeyValue]> => [
  [GeoKey.GTModelType, ModelType.geographic],
  [GeoKey.GTRasterType, rasterType],
  [GeoKey.GeographicType, epsg],
]

// ---------------------------------------------------------------------------------------------
// TIFF and BigTIFF

export const TYPE = { ASCII: 2, SHORT: 3, LONG: 4, SLONG: 9, FLOAT: 11, DOUBLE: 12, LONG8: 16 } as const
const TYPE_SIZE: Record<number, number> = { 2: 1, 3: 2, 4: 4, 9: 4, 11: 4, 12: 8, 16: 8 }

export interface Tag {
  readonly tag: number
  readonly type: number
  readonly values: readonly number[] | string
}

export interface TiffOptions {
  readonly bigTiff?: boolean
  readonly bigEndian?: boolean
  readonly width: number
  readonly height: number
  /** Square tiles of this size (default 256); many tiles make the offset tables as large as real ones. */
  readonly tileSize?: number
  readonly bytesPerPixel?: 1 | 2 | 4
  readonly pixelScale?: readonly [number, number, number]
  /** Raster (I, J, K) and model (X, Y, Z), six numbers a point. */
  readonly tiepoints?: readonly number[]
  /** ModelTransformationTag: 16 numbers, row by row. */
  readonly transformation?: readonly number[]
  readonly geoKeys?: ReadonlyArray<readonly [number, GeoKeyValue]>
  /** Put the IFD after the pixel data, as some writers do, rather than at the start. */
  readonly ifdAtEnd?: boolean
  /** Tags that replace those of the same number (or are added): a FLOAT ImageWidth, a signed one. */
  readonly tags?: readonly Tag[]
}

export interface TiffLayout {
  /** Bytes that hold the header, the IFD and the tag values; the pixel data is not included. */
  readonly chunks: ReadonlyArray<{ readonly offset: number; readonly bytes: Buffer }>
  /** Size of the whole file with its pixel data. */
  readonly size: number
  readonly tileCount: number
}

class Bytes {
  readonly buffer: Buffer
  readonly bigEndian: boolean
  constructor(size: number, bigEndian: boolean) {
    this.buffer = Buffer.alloc(size)
    this.bigEndian = bigEndian
  }
  u16(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeUInt16BE(value, offset)
    else this.buffer.writeUInt16LE(value, offset)
  }
  u32(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeUInt32BE(value, offset)
    else this.buffer.writeUInt32LE(value, offset)
  }
  i32(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeInt32BE(value, offset)
    else this.buffer.writeInt32LE(value, offset)
  }
  f32(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeFloatBE(value, offset)
    else this.buffer.writeFloatLE(value, offset)
  }
  u64(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeBigUInt64BE(BigInt(value), offset)
    else this.buffer.writeBigUInt64LE(BigInt(value), offset)
  }
  f64(offset: number, value: number): void {
    if (this.bigEndian) this.buffer.writeDoubleBE(value, offset)
    else this.buffer.writeDoubleLE(value, offset)
  }
}

/** The layout of a tiled GeoTIFF: header, one IFD, tag values, and where the tiles would be. */
export function tiffLayout(options: TiffOptions): TiffLayout {
  const big = options.bigTiff ?? false
  const bigEndian = options.bigEndian ?? false
  const tileSize = options.tileSize ?? 256
  const bytesPerPixel = options.bytesPerPixel ?? 1
  const across = Math.ceil(options.width / tileSize)
  const down = Math.ceil(options.height / tileSize)
  const tileCount = across * down
  const tileBytes = tileSize * tileSize * bytesPerPixel
  const headerSize = big ? 16 : 8
  const entrySize = big ? 20 : 12
  const inline = big ? 8 : 4
  const offsetType = big ? TYPE.LONG8 : TYPE.LONG

  // Offsets are filled in once the layout is known; the tag list is fixed first.
  const tags: Tag[] = [
    { tag: 256, type: TYPE.LONG, values: [options.width] },
    { tag: 257, type: TYPE.LONG, values: [options.height] },
    { tag: 258, type: TYPE.SHORT, values: [bytesPerPixel * 8] },
    { tag: 259, type: TYPE.SHORT, values: [1] },
    { tag: 262, type: TYPE.SHORT, values: [1] },
    { tag: 277, type: TYPE.SHORT, values: [1] },
    { tag: 284, type: TYPE.SHORT, values: [1] },
    { tag: 322, type: TYPE.SHORT, values: [tileSize] },
    { tag: 323, type: TYPE.SHORT, values: [tileSize] },
    { tag: 324, type: offsetType, values: new Array<number>(tileCount).fill(0) },
    { tag: 325, type: offsetType, values: new Array<number>(tileCount).fill(tileBytes) },
    { tag: 339, type: TYPE.SHORT, values: [1] },
  ]
  if (options.pixelScale) tags.push({ tag: 33550, type: TYPE.DOUBLE, values: options.pixelScale })
  if (options.tiepoints) tags.push({ tag: 33922, type: TYPE.DOUBLE, values: options.tiepoints })
  if (options.transformation) tags.push({ tag: 34264, type: TYPE.DOUBLE, values: options.transformation })
  if (options.geoKeys) {
    const records = geoKeyRecords(options.geoKeys)
    tags.push({ tag: 34735, type: TYPE.SHORT, values: records.directory })
    if (records.doubles.length > 0) tags.push({ tag: 34736, type: TYPE.DOUBLE, values: records.doubles })
    if (records.ascii.length > 0) tags.push({ tag: 34737, type: TYPE.ASCII, values: records.ascii })
  }
  for (const replacement of options.tags ?? []) {
    const at = tags.findIndex((tag) => tag.tag === replacement.tag)
    if (at >= 0) tags[at] = replacement
    else tags.push(replacement)
  }
  tags.sort((a, b) => a.tag - b.tag)

  const countOf = (tag: Tag) => (typeof tag.values === 'string' ? tag.values.length + 1 : tag.values.length)
  const sizeOf = (tag: Tag) => countOf(tag) * (TYPE_SIZE[tag.type] ?? 1)
  const ifdSize = (big ? 8 : 2) + tags.length * entrySize + (big ? 8 : 4)
  const valuesSize = tags.reduce((sum, tag) => sum + (sizeOf(tag) > inline ? sizeOf(tag) + (sizeOf(tag) % 2) : 0), 0)
  const metaSize = ifdSize + valuesSize
  const pixelSize = tileCount * tileBytes
  const pixelStart = options.ifdAtEnd ? headerSize : headerSize + metaSize
  const ifdOffset = options.ifdAtEnd ? headerSize + pixelSize : headerSize
  const offsets = tags.find((tag) => tag.tag === 324)!.values as number[]
  for (let i = 0; i < tileCount; i++) offsets[i] = pixelStart + i * tileBytes

  const header = new Bytes(headerSize, bigEndian)
  header.buffer.write(bigEndian ? 'MM' : 'II', 0, 'latin1')
  header.u16(2, big ? 43 : 42)
  if (big) {
    header.u16(4, 8)
    header.u16(6, 0)
    header.u64(8, ifdOffset)
  } else header.u32(4, ifdOffset)

  const meta = new Bytes(metaSize, bigEndian)
  let entry = big ? 8 : 2
  if (big) meta.u64(0, tags.length)
  else meta.u16(0, tags.length)
  let valueAt = ifdSize
  const write = (at: number, tag: Tag) => {
    if (typeof tag.values === 'string') {
      meta.buffer.write(`${tag.values}\0`, at, 'latin1')
      return
    }
    const size = TYPE_SIZE[tag.type] ?? 1
    tag.values.forEach((value, i) => {
      const position = at + i * size
      if (tag.type === TYPE.SHORT) meta.u16(position, value)
      else if (tag.type === TYPE.LONG) meta.u32(position, value)
      else if (tag.type === TYPE.SLONG) meta.i32(position, value)
      else if (tag.type === TYPE.FLOAT) meta.f32(position, value)
      else if (tag.type === TYPE.LONG8) meta.u64(position, value)
      else meta.f64(position, value)
    })
  }
  for (const tag of tags) {
    meta.u16(entry, tag.tag)
    meta.u16(entry + 2, tag.type)
    if (big) meta.u64(entry + 4, countOf(tag))
    else meta.u32(entry + 4, countOf(tag))
    const valueField = entry + (big ? 12 : 8)
    if (sizeOf(tag) <= inline) write(valueField, tag)
    else {
      if (big) meta.u64(valueField, ifdOffset + valueAt)
      else meta.u32(valueField, ifdOffset + valueAt)
      write(valueAt, tag)
      valueAt += sizeOf(tag) + (sizeOf(tag) % 2)
    }
    entry += entrySize
  }
  // The next-IFD pointer stays 0: one image.
  return {
    chunks: [
      { offset: 0, bytes: header.buffer },
      { offset: ifdOffset, bytes: meta.buffer },
    ],
    size: headerSize + metaSize + pixelSize,
    tileCount,
  }
}

/** Writes a GeoTIFF whose pixel data is a hole (zeros that take no disk space). */
export async function writeTiff(file: string, options: TiffOptions): Promise<TiffLayout> {
  const layout = tiffLayout(options)
  await writeLayout(file, layout)
  return layout
}

async function writeLayout(file: string, layout: TiffLayout): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, '')
  await truncate(file, layout.size)
  const handle = await open(file, 'r+')
  try {
    for (const chunk of layout.chunks) await handle.write(chunk.bytes, 0, chunk.bytes.length, chunk.offset)
  } finally {
    await handle.close()
  }
}

/** A plain TIFF with no georeferencing at all. */
export const plainTiff = (width = 512, height = 512): TiffOptions => ({ width, height })

/** Options of a north-up GeoTIFF tile whose upper-left corner is (west, north), in the units of the CRS. */
export function geoTile(
  epsg: number,
  west: number,
  north: number,
  options: { pixels?: number; pixelSize?: number; projected?: boolean; rasterType?: number } = {},
): TiffOptions {
  const pixels = options.pixels ?? 2000
  const pixelSize = options.pixelSize ?? 0.5
  const projected = options.projected ?? true
  const rasterType = options.rasterType ?? RasterType.pixelIsArea
  return {
    width: pixels,
    height: pixels,
    pixelScale: [pixelSize, pixelSize, 0],
    tiepoints: [0, 0, 0, west, north, 0],
    geoKeys: projected ? projectedKeys(epsg, rasterType) : geographicKeys(epsg, rasterType),
  }
}

// ---------------------------------------------------------------------------------------------
// Cloud-optimized GeoTIFF and its near misses: several IFDs, written as GDAL's COG driver lays
// them out (GDAL's validate_cloud_optimized_geotiff.py and the COG driver's documentation), or
// in one of the orders it refuses. Little-endian only.

export interface CogOptions {
  readonly width: number
  readonly height: number
  /** Square tiles of this size (default 256). */
  readonly tileSize?: number
  /** Overviews, each half the size of the one before (default 0). */
  readonly overviews?: number
  /** The full resolution's georeferencing, as geoTile gives it; none makes a plain TIFF. */
  readonly geo?: Pick<TiffOptions, 'pixelScale' | 'tiepoints' | 'transformation' | 'geoKeys'>
  /** The smallest overview's data first, as in a COG (default), or the full resolution's first, as gdaladdo leaves them. */
  readonly dataOrder?: 'smallest-first' | 'largest-first'
  /** The IFDs after all data rather than before. */
  readonly ifdsAfterData?: boolean
  /** The IFDs of the overviews in increasing size (the smallest first) rather than decreasing. */
  readonly overviewIfdsReversed?: boolean
  /** GDAL's structural metadata (its "ghost area") between the header and the first IFD, e.g. 'LAYOUT=IFDS_BEFORE_DATA\n'. */
  readonly ghost?: string
  /** Rows of 16 pixels (strips) rather than tiles, in every image. */
  readonly strips?: boolean
  readonly bigTiff?: boolean
}

interface Level {
  readonly width: number
  readonly height: number
  readonly blocks: number
  readonly blockBytes: number
  readonly tags: Tag[]
}

const STRIP_ROWS = 16

/** The bytes of one IFD at `at` with its values after it (little-endian), pointing to `next`. */
function ifdBytes(tags: readonly Tag[], at: number, next: number, big: boolean): Buffer {
  const sorted = [...tags].sort((a, b) => a.tag - b.tag)
  const entrySize = big ? 20 : 12
  const inline = big ? 8 : 4
  const countOf = (tag: Tag) => (typeof tag.values === 'string' ? tag.values.length + 1 : tag.values.length)
  const sizeOf = (tag: Tag) => countOf(tag) * (TYPE_SIZE[tag.type] ?? 1)
  const head = (big ? 8 : 2) + sorted.length * entrySize + (big ? 8 : 4)
  const total = head + sorted.reduce((sum, tag) => sum + (sizeOf(tag) > inline ? sizeOf(tag) + (sizeOf(tag) % 2) : 0), 0)
  const out = new Bytes(total, false)
  if (big) out.u64(0, sorted.length)
  else out.u16(0, sorted.length)
  const write = (position: number, tag: Tag) => {
    if (typeof tag.values === 'string') {
      out.buffer.write(`${tag.values}\0`, position, 'latin1')
      return
    }
    const size = TYPE_SIZE[tag.type] ?? 1
    tag.values.forEach((value, i) => {
      const where = position + i * size
      if (tag.type === TYPE.SHORT) out.u16(where, value)
      else if (tag.type === TYPE.LONG) out.u32(where, value)
      else if (tag.type === TYPE.LONG8) out.u64(where, value)
      else out.f64(where, value)
    })
  }
  let valueAt = head
  sorted.forEach((tag, i) => {
    const entry = (big ? 8 : 2) + i * entrySize
    out.u16(entry, tag.tag)
    out.u16(entry + 2, tag.type)
    if (big) out.u64(entry + 4, countOf(tag))
    else out.u32(entry + 4, countOf(tag))
    const field = entry + (big ? 12 : 8)
    if (sizeOf(tag) <= inline) write(field, tag)
    else {
      if (big) out.u64(field, at + valueAt)
      else out.u32(field, at + valueAt)
      write(valueAt, tag)
      valueAt += sizeOf(tag) + (sizeOf(tag) % 2)
    }
  })
  const nextAt = (big ? 8 : 2) + sorted.length * entrySize
  if (big) out.u64(nextAt, next)
  else out.u32(nextAt, next)
  return out.buffer
}

/** The layout of a TIFF with overviews: header, ghost area, IFDs and data in the order the options say. */
export function cogLayout(options: CogOptions): TiffLayout {
  const big = options.bigTiff ?? false
  const tileSize = options.tileSize ?? 256
  const offsetType = big ? TYPE.LONG8 : TYPE.LONG
  const levels: Level[] = []
  for (let i = 0, width = options.width, height = options.height; i <= (options.overviews ?? 0); i++) {
    const strips = options.strips ?? false
    const blocks = strips ? Math.ceil(height / STRIP_ROWS) : Math.ceil(width / tileSize) * Math.ceil(height / tileSize)
    const blockBytes = strips ? width * STRIP_ROWS : tileSize * tileSize
    const tags: Tag[] = [
      { tag: 256, type: TYPE.LONG, values: [width] },
      { tag: 257, type: TYPE.LONG, values: [height] },
      { tag: 258, type: TYPE.SHORT, values: [8] },
      { tag: 259, type: TYPE.SHORT, values: [1] },
      { tag: 262, type: TYPE.SHORT, values: [1] },
      { tag: 277, type: TYPE.SHORT, values: [1] },
      { tag: 284, type: TYPE.SHORT, values: [1] },
    ]
    if (i > 0) tags.push({ tag: 254, type: TYPE.LONG, values: [1] })
    if (strips) {
      tags.push(
        { tag: 273, type: offsetType, values: new Array<number>(blocks).fill(0) },
        { tag: 278, type: TYPE.LONG, values: [STRIP_ROWS] },
        { tag: 279, type: offsetType, values: new Array<number>(blocks).fill(blockBytes) },
      )
    } else {
      tags.push(
        { tag: 322, type: TYPE.SHORT, values: [tileSize] },
        { tag: 323, type: TYPE.SHORT, values: [tileSize] },
        { tag: 324, type: offsetType, values: new Array<number>(blocks).fill(0) },
        { tag: 325, type: offsetType, values: new Array<number>(blocks).fill(blockBytes) },
      )
    }
    if (i === 0 && options.geo) {
      const { pixelScale, tiepoints, transformation, geoKeys } = options.geo
      if (pixelScale) tags.push({ tag: 33550, type: TYPE.DOUBLE, values: pixelScale })
      if (tiepoints) tags.push({ tag: 33922, type: TYPE.DOUBLE, values: tiepoints })
      if (transformation) tags.push({ tag: 34264, type: TYPE.DOUBLE, values: transformation })
      if (geoKeys) {
        const records = geoKeyRecords(geoKeys)
        tags.push({ tag: 34735, type: TYPE.SHORT, values: records.directory })
        if (records.doubles.length > 0) tags.push({ tag: 34736, type: TYPE.DOUBLE, values: records.doubles })
        if (records.ascii.length > 0) tags.push({ tag: 34737, type: TYPE.ASCII, values: records.ascii })
      }
    }
    levels.push({ width, height, blocks, blockBytes, tags })
    width = Math.max(1, Math.ceil(width / 2))
    height = Math.max(1, Math.ceil(height / 2))
  }
  const headerSize = big ? 16 : 8
  const ghost =
    options.ghost === undefined
      ? Buffer.alloc(0)
      : Buffer.from(`GDAL_STRUCTURAL_METADATA_SIZE=${String(options.ghost.length).padStart(6, '0')} bytes\n${options.ghost}`, 'latin1')
  const ifdOrder = options.overviewIfdsReversed
    ? [
        0,
        ...levels
          .map((_, i) => i)
          .slice(1)
          .reverse(),
      ]
    : levels.map((_, i) => i)
  const dataOrder = options.dataOrder === 'largest-first' ? levels.map((_, i) => i) : levels.map((_, i) => i).reverse()
  // Sizes do not depend on the offsets written in them: lay out once with zeros, then write.
  const ifdSizes = levels.map((level) => ifdBytes(level.tags, 0, 0, big).length)
  const dataSize = levels.reduce((sum, level) => sum + level.blocks * level.blockBytes, 0)
  const metaStart = headerSize + ghost.length + ((headerSize + ghost.length) % 2)
  const metaSize = ifdSizes.reduce((sum, size) => sum + size, 0)
  const dataStart = options.ifdsAfterData ? metaStart : metaStart + metaSize
  const ifdStart = options.ifdsAfterData ? metaStart + dataSize : metaStart
  const ifdAt = new Map<number, number>()
  let position = ifdStart
  for (const index of ifdOrder) {
    ifdAt.set(index, position)
    position += ifdSizes[index]!
  }
  let data = dataStart
  for (const index of dataOrder) {
    const level = levels[index]!
    const offsets = level.tags.find((tag) => tag.tag === 324 || tag.tag === 273)!.values as number[]
    for (let block = 0; block < level.blocks; block++) offsets[block] = data + block * level.blockBytes
    data += level.blocks * level.blockBytes
  }
  const chunks = ifdOrder.map((index, i) => ({
    offset: ifdAt.get(index)!,
    bytes: ifdBytes(levels[index]!.tags, ifdAt.get(index)!, i + 1 < ifdOrder.length ? ifdAt.get(ifdOrder[i + 1]!)! : 0, big),
  }))
  const header = new Bytes(headerSize, false)
  header.buffer.write('II', 0, 'latin1')
  header.u16(2, big ? 43 : 42)
  if (big) {
    header.u16(4, 8)
    header.u64(8, ifdAt.get(ifdOrder[0]!)!)
  } else header.u32(4, ifdAt.get(ifdOrder[0]!)!)
  return {
    chunks: [{ offset: 0, bytes: Buffer.concat([header.buffer, ghost]) }, ...chunks],
    size: Math.max(dataStart + dataSize, ifdStart + metaSize),
    tileCount: levels[0]!.blocks,
  }
}

/** Writes a TIFF with overviews whose pixel data is a hole. */
export async function writeCog(file: string, options: CogOptions): Promise<TiffLayout> {
  const layout = cogLayout(options)
  await writeLayout(file, layout)
  return layout
}

/**
 * The header of a TIFF one row high whose single strip is the `dataBytes` bytes that follow it
 * (a GeoTIFF with `geo`): what makes arbitrary bytes a valid TIFF, for tests that need a file's
 * size or its bytes rather than its pixels.
 */
export function stripTiffHeader(dataBytes: number, geo?: CogOptions['geo']): Buffer {
  const tags = (dataAt: number): Tag[] => {
    const list: Tag[] = [
      { tag: 256, type: TYPE.LONG, values: [dataBytes] },
      { tag: 257, type: TYPE.LONG, values: [1] },
      { tag: 258, type: TYPE.SHORT, values: [8] },
      { tag: 259, type: TYPE.SHORT, values: [1] },
      { tag: 262, type: TYPE.SHORT, values: [1] },
      { tag: 273, type: TYPE.LONG, values: [dataAt] },
      { tag: 277, type: TYPE.SHORT, values: [1] },
      { tag: 278, type: TYPE.LONG, values: [1] },
      { tag: 279, type: TYPE.LONG, values: [dataBytes] },
    ]
    if (geo?.pixelScale) list.push({ tag: 33550, type: TYPE.DOUBLE, values: geo.pixelScale })
    if (geo?.tiepoints) list.push({ tag: 33922, type: TYPE.DOUBLE, values: geo.tiepoints })
    if (geo?.geoKeys) list.push({ tag: 34735, type: TYPE.SHORT, values: geoKeyRecords(geo.geoKeys).directory })
    return list
  }
  const size = 8 + ifdBytes(tags(0), 8, 0, false).length
  const header = Buffer.from('II*\0\x08\0\0\0', 'latin1')
  return Buffer.concat([header, ifdBytes(tags(size), 8, 0, false)])
}

/** `payload` as the pixels of a TIFF (a GeoTIFF with `geo`): the file is a TIFF, its bytes are the test's. */
export const tiffAround = (payload: Buffer, geo?: CogOptions['geo']): Buffer =>
  Buffer.concat([stripTiffHeader(payload.length, geo), payload])

/** A small TIFF with overviews as bytes (its pixels zeros), for tests that write files whole. */
export function cogBytes(options: CogOptions): Buffer {
  const layout = cogLayout(options)
  const bytes = Buffer.alloc(layout.size)
  for (const chunk of layout.chunks) chunk.bytes.copy(bytes, chunk.offset)
  return bytes
}

/** The georeferencing of a north-up LV95 raster whose upper-left corner is (east, north), for CogOptions.geo. */
export const lv95 = (east: number, north: number, pixelSize = 0.5): NonNullable<CogOptions['geo']> => ({
  pixelScale: [pixelSize, pixelSize, 0],
  tiepoints: [0, 0, 0, east, north, 0],
  geoKeys: projectedKeys(2056),
})

// ---------------------------------------------------------------------------------------------
// LAS / LAZ

export interface Vlr {
  readonly userId: string
  readonly recordId: number
  readonly data: Buffer
}

export interface LasOptions {
  readonly minor?: 2 | 4
  readonly min: readonly [number, number, number]
  readonly max: readonly [number, number, number]
  readonly vlrs?: readonly Vlr[]
  /** LAS 1.4 only: records after the point data. */
  readonly evlrs?: readonly Vlr[]
  /** LAS 1.4 global encoding bit 4: the CRS is given as WKT. */
  readonly wkt?: boolean
  /** Mark the point format as compressed and add the LASzip VLR, as a LAZ file's header looks. */
  readonly laz?: boolean
  readonly pointCount?: number
}

const vlrBytes = (vlr: Vlr, extended: boolean): Buffer => {
  const head = Buffer.alloc(extended ? 60 : 54)
  head.write(vlr.userId, 2, 16, 'latin1')
  head.writeUInt16LE(vlr.recordId, 18)
  if (extended) head.writeBigUInt64LE(BigInt(vlr.data.length), 20)
  else head.writeUInt16LE(vlr.data.length, 20)
  return Buffer.concat([head, vlr.data])
}

/** The VLRs that carry GeoKeys, as LAS stores GeoTIFF's three records. */
export function geoKeyVlrs(keys: ReadonlyArray<readonly [number, GeoKeyValue]>): Vlr[] {
  const records = geoKeyRecords(keys)
  const directory = Buffer.alloc(records.directory.length * 2)
  records.directory.forEach((value, i) => directory.writeUInt16LE(value, i * 2))
  const vlrs: Vlr[] = [{ userId: 'LASF_Projection', recordId: 34735, data: directory }]
  if (records.doubles.length > 0) {
    const doubles = Buffer.alloc(records.doubles.length * 8)
    records.doubles.forEach((value, i) => doubles.writeDoubleLE(value, i * 8))
    vlrs.push({ userId: 'LASF_Projection', recordId: 34736, data: doubles })
  }
  if (records.ascii.length > 0) vlrs.push({ userId: 'LASF_Projection', recordId: 34737, data: Buffer.from(`${records.ascii}\0`, 'latin1') })
  return vlrs
}

export const wktVlr = (wkt: string): Vlr => ({ userId: 'LASF_Projection', recordId: 2112, data: Buffer.from(`${wkt}\0`, 'utf8') })

/** A LAS (or LAZ-looking) file: the header, its VLRs, point records of zeros and the EVLRs. */
export function lasBytes(options: LasOptions): Buffer {
  const minor = options.minor ?? 2
  const headerSize = minor === 4 ? 375 : 227
  const vlrs = [...(options.vlrs ?? [])]
  if (options.laz) vlrs.push({ userId: 'laszip encoded', recordId: 22204, data: Buffer.alloc(34) })
  const vlrData = Buffer.concat(vlrs.map((vlr) => vlrBytes(vlr, false)))
  const pointFormat = minor === 4 ? 6 : 1
  const recordLength = minor === 4 ? 30 : 28
  const pointCount = options.pointCount ?? 10
  const points = Buffer.alloc(pointCount * recordLength)
  const evlrData = Buffer.concat((options.evlrs ?? []).map((vlr) => vlrBytes(vlr, true)))

  const header = Buffer.alloc(headerSize)
  header.write('LASF', 0, 'latin1')
  header.writeUInt16LE(options.wkt ? 1 << 4 : 0, 6)
  header.writeUInt8(1, 24)
  header.writeUInt8(minor, 25)
  header.write('test/support/geodata.ts', 58, 32, 'latin1')
  header.writeUInt16LE(headerSize, 94)
  header.writeUInt32LE(headerSize + vlrData.length, 96)
  header.writeUInt32LE(vlrs.length, 100)
  header.writeUInt8(pointFormat | (options.laz ? 0x80 : 0), 104)
  header.writeUInt16LE(recordLength, 105)
  header.writeUInt32LE(minor === 4 ? 0 : pointCount, 107)
  for (let i = 0; i < 3; i++) header.writeDoubleLE(0.01, 131 + i * 8)
  for (let i = 0; i < 3; i++) header.writeDoubleLE(options.min[i] ?? 0, 155 + i * 8)
  const [minX, minY, minZ] = options.min
  const [maxX, maxY, maxZ] = options.max
  header.writeDoubleLE(maxX, 179)
  header.writeDoubleLE(minX, 187)
  header.writeDoubleLE(maxY, 195)
  header.writeDoubleLE(minY, 203)
  header.writeDoubleLE(maxZ, 211)
  header.writeDoubleLE(minZ, 219)
  if (minor === 4) {
    header.writeBigUInt64LE(BigInt(evlrData.length > 0 ? headerSize + vlrData.length + points.length : 0), 235)
    header.writeUInt32LE(options.evlrs?.length ?? 0, 243)
    header.writeBigUInt64LE(BigInt(pointCount), 247)
  }
  return Buffer.concat([header, vlrData, points, evlrData])
}

// ---------------------------------------------------------------------------------------------
// Shapefile and zip

/** The 100-byte header of a .shp file (shape type 5, polygon), bbox as west, south, east, north; its length in 16-bit words is unsigned. */
export function shpHeader(bbox: readonly [number, number, number, number], recordBytes = 0): Buffer {
  const header = Buffer.alloc(100)
  header.writeInt32BE(9994, 0)
  header.writeUInt32BE((100 + recordBytes) / 2, 24)
  header.writeInt32LE(1000, 28)
  header.writeInt32LE(5, 32)
  bbox.forEach((value, i) => header.writeDoubleLE(value, 36 + i * 8))
  return header
}

export interface ZipEntry {
  readonly name: string
  readonly data: Buffer | string
  /** Store uncompressed rather than deflate. */
  readonly store?: boolean
}

/** A zip archive per APPNOTE.TXT (no zip64: the test files are small). */
export function zipBytes(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8')
    const stored = entry.store ?? false
    const body = stored ? data : deflateRawSync(data)
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(stored ? 0 : 8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(stored ? 0 : 8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, body)
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** ESRI's .prj text for CH1903+ / LV95 (no authority code, as ArcGIS writes it). */
export const ESRI_LV95_PRJ =
  'PROJCS["CH1903+_LV95",GEOGCS["GCS_CH1903+",DATUM["D_CH1903+",SPHEROID["Bessel_1841",6377397.155,299.1528128]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Hotine_Oblique_Mercator_Azimuth_Center"],' +
  'PARAMETER["False_Easting",2600000.0],PARAMETER["False_Northing",1200000.0],PARAMETER["Scale_Factor",1.0],' +
  'PARAMETER["Azimuth",90.0],PARAMETER["Longitude_Of_Center",7.439583333333333],' +
  'PARAMETER["Latitude_Of_Center",46.95240555555556],UNIT["Meter",1.0]]'

/** OGC WKT 1 of LV03 as GDAL writes it, authority code last. */
export const OGC_LV03_WKT =
  'PROJCS["CH1903 / LV03",GEOGCS["CH1903",DATUM["CH1903",SPHEROID["Bessel 1841",6377397.155,299.1528128,AUTHORITY["EPSG","7004"]],' +
  'TOWGS84[674.374,15.056,405.346,0,0,0,0],AUTHORITY["EPSG","6149"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],' +
  'UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4149"]],' +
  'PROJECTION["Hotine_Oblique_Mercator_Azimuth_Center"],PARAMETER["latitude_of_center",46.95240555555556],' +
  'PARAMETER["longitude_of_center",7.439583333333333],PARAMETER["azimuth",90],PARAMETER["rectified_grid_angle",90],' +
  'PARAMETER["scale_factor",1],PARAMETER["false_easting",600000],PARAMETER["false_northing",200000],' +
  'UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Easting",EAST],AXIS["Northing",NORTH],AUTHORITY["EPSG","21781"]]'

// ---------------------------------------------------------------------------------------------
// GeoPackage

export interface GpkgSrs {
  readonly id: number
  readonly organization: string
  readonly organizationId: number
  readonly definition: string
}

export interface GpkgTable {
  readonly name: string
  readonly dataType: 'features' | 'tiles' | 'attributes'
  readonly srsId?: number
  readonly extent?: readonly [number, number, number, number]
}

/** A GeoPackage with its two core tables filled as given (the data tables themselves stay empty). */
export function writeGeoPackage(file: string, srs: readonly GpkgSrs[], tables: readonly GpkgTable[]): void {
  const db = new DatabaseSync(file)
  try {
    db.exec(`PRAGMA application_id = 1196444487; PRAGMA user_version = 10400;
      CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
        organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
      CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
        description TEXT DEFAULT '', last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
        min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER)`)
    const addSrs = db.prepare('INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, ?, ?, ?, NULL)')
    addSrs.run('Undefined cartesian SRS', -1, 'NONE', -1, 'undefined')
    addSrs.run('Undefined geographic SRS', 0, 'NONE', 0, 'undefined')
    for (const s of srs) addSrs.run(`srs ${s.id}`, s.id, s.organization, s.organizationId, s.definition)
    const addTable = db.prepare(
      'INSERT INTO gpkg_contents (table_name, data_type, identifier, min_x, min_y, max_x, max_y, srs_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const t of tables) {
      const [minX, minY, maxX, maxY] = t.extent ?? [null, null, null, null]
      addTable.run(t.name, t.dataType, t.name, minX, minY, maxX, maxY, t.srsId ?? null)
      db.exec(`CREATE TABLE "${t.name}" (fid INTEGER PRIMARY KEY)`)
    }
  } finally {
    db.close()
  }
}

/** Runs SQL on a GeoPackage written by writeGeoPackage: a view or virtual table in place of a core table, a huge definition. */
export function alterGeoPackage(file: string, sql: string): void {
  const db = new DatabaseSync(file)
  try {
    db.exec(sql)
  } finally {
    db.close()
  }
}

// ---------------------------------------------------------------------------------------------
// Independent coordinate computations (not proj4): the checks the footprints are held to

const RAD = 180 / Math.PI

/**
 * swisstopo's approximate formulas, LV95 → WGS84 ("Formeln und Konstanten für die Berechnung der
 * Schweizerischen schiefachsigen Zylinderprojektion", approximate solution): about 1 m within Switzerland.
 */
export function lv95ToWgs84(east: number, north: number): [lon: number, lat: number] {
  return swissApprox((east - 2_600_000) / 1e6, (north - 1_200_000) / 1e6)
}

/** The same formulas for LV03 (false origin 600 000 / 200 000). */
export function lv03ToWgs84(y: number, x: number): [lon: number, lat: number] {
  return swissApprox((y - 600_000) / 1e6, (x - 200_000) / 1e6)
}

function swissApprox(y: number, x: number): [number, number] {
  const lon = 2.6779094 + 4.728982 * y + 0.791484 * y * x + 0.1306 * y * x * x - 0.0436 * y ** 3
  const lat = 16.9023892 + 3.238272 * x - 0.270978 * y * y - 0.002528 * x * x - 0.0447 * y * y * x - 0.014 * x ** 3
  // The formulas give units of 10 000″.
  return [(lon * 100) / 36, (lat * 100) / 36]
}

/** Web Mercator (EPSG:3857) inverse, closed form on the sphere of radius 6 378 137 m. */
export function mercatorToWgs84(x: number, y: number): [lon: number, lat: number] {
  const r = 6_378_137
  return [(x / r) * RAD, (2 * Math.atan(Math.exp(y / r)) - Math.PI / 2) * RAD]
}

/**
 * UTM (WGS84, northern zones) inverse by Krüger's series in n to the fourth order (Karney 2011,
 * "Transverse Mercator with an accuracy of a few nanometers"): sub-millimetre within a zone.
 */
export function utmNorthToWgs84(zone: number, east: number, north: number): [lon: number, lat: number] {
  const a = 6_378_137
  const f = 1 / 298.257223563
  const k0 = 0.9996
  const n = f / (2 - f)
  const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64)
  const beta = [
    n / 2 - (2 * n ** 2) / 3 + (37 * n ** 3) / 96 - n ** 4 / 360,
    n ** 2 / 48 + n ** 3 / 15 - (437 * n ** 4) / 1440,
    (17 * n ** 3) / 480 - (37 * n ** 4) / 840,
    (4397 * n ** 4) / 161280,
  ]
  const delta = [
    2 * n - (2 * n ** 2) / 3 - 2 * n ** 3 + (116 * n ** 4) / 45,
    (7 * n ** 2) / 3 - (8 * n ** 3) / 5 - (227 * n ** 4) / 45,
    (56 * n ** 3) / 15 - (136 * n ** 4) / 35,
    (4279 * n ** 4) / 630,
  ]
  const xi = north / (k0 * A)
  const eta = (east - 500_000) / (k0 * A)
  let xiP = xi
  let etaP = eta
  beta.forEach((b, i) => {
    const j = 2 * (i + 1)
    xiP -= b * Math.sin(j * xi) * Math.cosh(j * eta)
    etaP -= b * Math.cos(j * xi) * Math.sinh(j * eta)
  })
  const chi = Math.asin(Math.sin(xiP) / Math.cosh(etaP))
  let lat = chi
  delta.forEach((d, i) => (lat += d * Math.sin(2 * (i + 1) * chi)))
  const lon0 = zone * 6 - 183
  return [lon0 + Math.atan2(Math.sinh(etaP), Math.cos(xiP)) * RAD, lat * RAD]
}
