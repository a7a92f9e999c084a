/**
 * The structure of a TIFF or BigTIFF file, both byte orders, from its header: the IFDs and the
 * values of the fields asked for, each read when asked. Shared by the footprint (the GeoTIFF tags
 * of the first IFD) and the media type check (the chain of IFDs of a COG).
 *
 * Hand-written rather than geotiff.js: geotiff.js 3 reads little (it defers the tile tables) but
 * takes ~65 ms to import and brings eight packages for decoding pixels we never decode. Bounded
 * whatever the bytes: an IFD of at most MAX_ENTRIES entries, a field of at most the values its
 * caller allows, every offset checked against the file's size.
 */
import type { HeaderReader } from './reader.ts'

/** The file is no TIFF, or its header cannot be read as one: `what` says where. */
export class TiffError extends Error {
  override readonly name = 'TiffError'
  readonly what: string

  constructor(what: string) {
    super(`its TIFF header is corrupt (${what})`)
    this.what = what
  }
}

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
const SHORT = 3
const LONG = 4
const FLOAT = 11
const DOUBLE = 12
const LONG8 = 16

/** A first read this large holds the header, the IFDs and the GeoTIFF tags of GDAL's and COG files. */
const FIRST_READ = 64 * 1024
/** No real IFD has more entries; more means the offset points at pixel data. */
const MAX_ENTRIES = 4096

/** Whether the bytes start as a TIFF ('II*\0', 'MM\0*') or a BigTIFF ('II+\0', 'MM\0+') does. */
export function isTiffMagic(head: Buffer): boolean {
  const magic = head.toString('latin1', 0, 4)
  return magic === 'II*\0' || magic === 'MM\0*' || magic === 'II+\0' || magic === 'MM\0+'
}

/** One entry of an IFD: its values inline or at `offset`, read only when asked for. */
export interface TiffField {
  readonly tag: number
  readonly type: number
  readonly count: number
  /** Where the values start in the file (the entry's own value field when they fit in it). */
  readonly offset: number
  /** The values' bytes when they fit in the entry. */
  readonly inline: Buffer | undefined
}

export interface Ifd {
  /** Where the IFD starts in the file. */
  readonly offset: number
  readonly fields: ReadonlyMap<number, TiffField>
  /** Where the pointer to the next IFD sits. */
  readonly nextAt: number
}

export class TiffFile {
  readonly #reader: HeaderReader
  readonly #first: Buffer
  readonly little: boolean
  readonly big: boolean
  /** 8 for TIFF, 16 for BigTIFF. */
  readonly headerSize: number
  /** Where the first IFD is. */
  readonly firstIfd: number

  private constructor(reader: HeaderReader, first: Buffer) {
    this.#reader = reader
    this.#first = first
    this.little = first.toString('latin1', 0, 2) === 'II'
    this.big = this.#u16(first, 2) === 43
    this.headerSize = this.big ? 16 : 8
    this.firstIfd = this.big ? this.#u64(first, 8) : this.#u32(first, 4)
  }

  /** The file's header, read with the first bytes of the file (which hold most IFDs of real files). */
  static async open(reader: HeaderReader): Promise<TiffFile> {
    const first = await reader.read(0, FIRST_READ)
    if (first.length < 8) throw new TiffError('the file is shorter than a TIFF header')
    if (!isTiffMagic(first)) throw new TiffError('it does not start with II*, MM*, II+ or MM+')
    const big = first.toString('latin1', 2, 3) === '+' || first.toString('latin1', 3, 4) === '+'
    if (big) {
      const offsetSize = first.toString('latin1', 0, 2) === 'II' ? first.readUInt16LE(4) : first.readUInt16BE(4)
      if (first.length < 16) throw new TiffError('the file is shorter than a BigTIFF header')
      if (offsetSize !== 8) throw new TiffError('BigTIFF with an offset size other than 8')
    }
    return new TiffFile(reader, first)
  }

  get size(): number {
    return this.#reader.size
  }

  /** Bytes at [offset, offset + length), all of them inside the file. */
  async bytes(offset: number, length: number): Promise<Buffer> {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset + length > this.#reader.size)
      throw new TiffError(`${length} bytes at offset ${offset} lie beyond the end of the file`)
    if (offset + length <= this.#first.length) return this.#first.subarray(offset, offset + length)
    return this.#reader.read(offset, length)
  }

  /** The IFD at `offset`: its entries, not yet their values. */
  async ifd(offset: number): Promise<Ifd> {
    const countSize = this.big ? 8 : 2
    const entrySize = this.big ? 20 : 12
    const inline = this.big ? 8 : 4
    const countBytes = await this.bytes(offset, countSize)
    const count = this.big ? this.#u64(countBytes, 0) : this.#u16(countBytes, 0)
    if (count === 0 || count > MAX_ENTRIES) throw new TiffError(`the IFD at byte ${offset} claims ${count} entries`)
    const entries = await this.bytes(offset + countSize, count * entrySize)
    const fields = new Map<number, TiffField>()
    for (let i = 0; i < count; i++) {
      const at = i * entrySize
      const tag = this.#u16(entries, at)
      const type = this.#u16(entries, at + 2)
      const n = this.big ? this.#u64(entries, at + 4) : this.#u32(entries, at + 4)
      const valueAt = at + (this.big ? 12 : 8)
      const size = (TYPE_SIZE[type] ?? 0) * n
      const fits = size <= inline
      fields.set(tag, {
        tag,
        type,
        count: n,
        offset: fits ? offset + countSize + valueAt : this.#offset(entries, valueAt),
        inline: fits ? entries.subarray(valueAt, valueAt + size) : undefined,
      })
    }
    return { offset, fields, nextAt: offset + countSize + count * entrySize }
  }

  /** Where the IFD after this one is; 0 for the last. */
  async next(ifd: Ifd): Promise<number> {
    return this.#offset(await this.bytes(ifd.nextAt, this.big ? 8 : 4), 0)
  }

  /** Where a field's values end in the file when they lie outside its IFD entry; 0 for values inline. */
  end(field: TiffField): number {
    return field.inline === undefined ? field.offset + field.count * (TYPE_SIZE[field.type] ?? 0) : 0
  }

  /** The bytes of a field's values, refused past `maxValues` or for a type TIFF does not define. */
  async values(field: TiffField, maxValues: number): Promise<Buffer> {
    const size = TYPE_SIZE[field.type]
    if (size === undefined || field.count > maxValues)
      throw new TiffError(
        `tag ${field.tag} has type ${field.type} and ${field.count} values; at most ${maxValues} values of the TIFF types are read`,
      )
    return field.inline ?? this.bytes(field.offset, field.count * size)
  }

  /** A numeric field's values (SHORT, LONG, LONG8, FLOAT, DOUBLE). */
  async numbers(field: TiffField, maxValues: number): Promise<number[]> {
    return this.decode(field, await this.values(field, maxValues))
  }

  /** Values of a numeric field from its bytes. */
  decode(field: TiffField, bytes: Buffer): number[] {
    const size = TYPE_SIZE[field.type]!
    const count = Math.floor(bytes.length / size)
    const out = new Array<number>(count)
    for (let i = 0; i < count; i++) {
      const at = i * size
      if (field.type === SHORT) out[i] = this.#u16(bytes, at)
      else if (field.type === LONG) out[i] = this.#u32(bytes, at)
      else if (field.type === LONG8) out[i] = this.#u64(bytes, at)
      else if (field.type === DOUBLE) out[i] = this.little ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at)
      else if (field.type === FLOAT) out[i] = this.little ? bytes.readFloatLE(at) : bytes.readFloatBE(at)
      else throw new TiffError(`tag ${field.tag} has field type ${field.type}, which holds no numbers`)
    }
    return out
  }

  /** ImageWidth or ImageLength: one SHORT, LONG or LONG8 above 0 (a FLOAT or a negative count would mirror an outline). */
  async dimension(ifd: Ifd, tag: number, name: string): Promise<number> {
    const field = ifd.fields.get(tag)
    if (!field) throw new TiffError(`no ${name}`)
    const integer = field.type === SHORT || field.type === LONG || field.type === LONG8
    const value = integer ? (await this.numbers(field, 1 << 16))[0] : undefined
    if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
      throw new TiffError(`${name} is ${integer ? value : `of field type ${field.type}`}; it must be a whole number of pixels above 0`)
    return value
  }

  /**
   * The first value above 0 among the first `window` values of an offsets table (TileOffsets,
   * StripOffsets), 0 when there is none: a sparse file leaves the offsets of empty tiles at 0.
   */
  async firstNonZero(field: TiffField, window: number): Promise<number> {
    const integer = field.type === SHORT || field.type === LONG || field.type === LONG8
    if (!integer) throw new TiffError(`tag ${field.tag} has field type ${field.type}; offsets are whole numbers`)
    // The first value is nearly always it: read one, and the window only for a table that starts empty.
    for (const count of [1, window]) {
      const head = { ...field, count: Math.min(field.count, count) }
      const found = (await this.numbers(head, window)).find((value) => value > 0)
      if (found !== undefined || head.count === field.count) return found ?? 0
    }
    return 0
  }

  #u16 = (b: Buffer, at: number) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at))
  #u32 = (b: Buffer, at: number) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at))
  #u64 = (b: Buffer, at: number) => Number(this.little ? b.readBigUInt64LE(at) : b.readBigUInt64BE(at))
  #offset = (b: Buffer, at: number) => (this.big ? this.#u64(b, at) : this.#u32(b, at))
}
