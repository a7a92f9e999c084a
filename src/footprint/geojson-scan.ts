/**
 * One pass over a GeoJSON file's bytes, in chunks, that keeps what a footprint needs and nothing
 * else: the root's "type", "crs" and "bbox" members, and the bounding box of every position of its
 * geometries (RFC 7946: a FeatureCollection's features, a Feature's geometry, a
 * GeometryCollection's geometries, a geometry's coordinates). Memory is the nesting depth and a
 * few short strings, whatever the size of the file or of any string in it; time is one step a byte.
 *
 * Hand-written rather than JSON.parse (a 250 MB file took 1.8 GB) or a streaming JSON library:
 * those build every string value whole (a single 200 MB "description" would be held in memory),
 * and what is kept here, positions by the role of the member they sit in, is the part a library
 * would leave to us anyway.
 */
import { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from '../common/index.ts'

/** GeoJSON nests a dozen levels; properties may nest more, but not this deep. */
export const MAX_DEPTH = 512
/** Keys, "type" values and the names in "crs" are short; a longer string is skipped, never kept. */
const MAX_KEPT_STRING = 256
/** A JSON number of more digits than this is no coordinate of any use. */
const MAX_NUMBER_LENGTH = 64
/** The root's "crs" and "bbox" members are kept whole: a few dozen values. */
const MAX_KEPT_VALUES = 64

export type Box = [minX: number, minY: number, maxX: number, maxY: number]

export interface GeoJsonScan {
  /** The root object's "type" member (undefined for a root that is no object, or an object without one). */
  readonly type: string | undefined
  /** The root's "crs" member, as JSON.parse would give it (undefined when absent). */
  readonly crs: unknown
  readonly bbox: unknown
  /** The bounding box of every position of the file's geometries; undefined when it has none. */
  readonly box: Box | undefined
}

/** Not JSON, or JSON whose positions are not numbers: `where` says where, for the message. */
export class GeoJsonSyntaxError extends Error {
  override readonly name = 'GeoJsonSyntaxError'
}

/** The roles a value plays for the footprint, by the member or array it sits in. */
type Role = 'root' | 'coordinates' | 'geometry' | 'features' | 'geometries' | 'kept' | 'other'

/** The boxes a frame gathers: one per member the footprint reads, and one of an array's elements. */
const SLOT = { coordinates: 0, geometry: 1, features: 2, geometries: 3, elements: 4 } as const
type Slot = (typeof SLOT)[keyof typeof SLOT]

/** An open object or array. Frames are kept per depth and reused: a file of millions of positions allocates a handful. */
class Frame {
  array = false
  role: Role = 'other'
  /** Objects: the key whose value comes next, and the "type" member. */
  key: string | undefined
  type: string | undefined
  /** Four numbers a slot (min x, min y, max x, max y), and which slots hold a box. */
  readonly boxes = new Float64Array(20)
  filled = 0
  /** Arrays under "coordinates": how many numbers it holds (a position), the first two, and whether it holds arrays instead. */
  numbers = 0
  x = 0
  y = 0
  nested = false
  /** The root's "crs" or "bbox" member, being built. */
  kept: unknown[] | Record<string, unknown> | undefined

  reset(array: boolean, role: Role, kept: unknown[] | Record<string, unknown> | undefined): void {
    this.array = array
    this.role = role
    this.key = undefined
    this.type = undefined
    this.filled = 0
    this.numbers = 0
    this.nested = false
    this.kept = kept
  }

  grow(slot: Slot, minX: number, minY: number, maxX: number, maxY: number): void {
    const at = slot * 4
    const b = this.boxes
    if ((this.filled & (1 << slot)) === 0) {
      this.filled |= 1 << slot
      b[at] = minX
      b[at + 1] = minY
      b[at + 2] = maxX
      b[at + 3] = maxY
      return
    }
    if (minX < b[at]!) b[at] = minX
    if (minY < b[at + 1]!) b[at + 1] = minY
    if (maxX > b[at + 2]!) b[at + 2] = maxX
    if (maxY > b[at + 3]!) b[at + 3] = maxY
  }

  box(slot: Slot): Box | undefined {
    const at = slot * 4
    return (this.filled & (1 << slot)) === 0 ? undefined : [this.boxes[at]!, this.boxes[at + 1]!, this.boxes[at + 2]!, this.boxes[at + 3]!]
  }
}

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'])
/** The member whose box each kind of object contributes. */
const CONTRIBUTING_SLOT: Readonly<Record<string, Slot>> = {
  Feature: SLOT.geometry,
  FeatureCollection: SLOT.features,
  GeometryCollection: SLOT.geometries,
}

/** A string's bytes as JSON gives it: plain ASCII directly, anything else through JSON.parse (escapes, UTF-8). */
function decode(bytes: readonly number[]): string {
  if (bytes.every((b) => b < 0x80 && b !== BACKSLASH)) return String.fromCharCode(...bytes)
  return JSON.parse(`"${Buffer.from(bytes).toString('utf8')}"`) as string
}

const isLetter = (c: number): boolean => c >= 0x61 && c <= 0x7a
const isNumberByte = (c: number): boolean => (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d || c === 0x2b || c === 0x65 || c === 0x45

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k)

/** A JSON number's text as a number; NaN when it is none. */
const parseNumber = (text: string): number => (NUMBER.test(text) ? Number(text) : Number.NaN)

/**
 * The JSON number in bytes [from, to) of a buffer, without making a string of it: up to 15
 * digits and no exponent (nearly every coordinate), the digits as an integer divided once by a
 * power of ten, both exact, so the one rounding gives what Number() gives. Anything else: Number().
 */
function parseNumberBytes(bytes: Buffer, from: number, to: number): number {
  let k = from
  const negative = bytes[k] === 0x2d
  if (negative) k++
  let mantissa = 0
  let digits = 0
  let scale = 0
  const first = bytes[k]
  if (first === 0x30) k++
  else if (first !== undefined && first >= 0x31 && first <= 0x39)
    for (let c = bytes[k]!; k < to && c >= 0x30 && c <= 0x39; c = bytes[++k]!) {
      mantissa = mantissa * 10 + (c - 0x30)
      digits++
    }
  else return Number.NaN
  if (k < to && bytes[k] === 0x2e) {
    const start = ++k
    for (let c = bytes[k]!; k < to && c >= 0x30 && c <= 0x39; c = bytes[++k]!) {
      mantissa = mantissa * 10 + (c - 0x30)
      digits++
      scale++
    }
    if (k === start) return Number.NaN
  }
  if (k < to || digits > 15) return parseNumber(bytes.toString('latin1', from, to))
  const value = mantissa / POWERS_OF_TEN[scale]!
  return negative ? -value : value
}

// Where the lexer is: between tokens, or inside a string, an escape, a \u escape, a number or a literal.
const Lex = { Between: 0, String: 1, Escape: 2, Unicode: 3, Number: 4, Literal: 5 } as const
type Lex = (typeof Lex)[keyof typeof Lex]

/** Feed it chunks, then end(). Throws GeoJsonSyntaxError at the first byte that is not JSON. */
export class GeoJsonScanner {
  readonly #frames: Frame[] = []
  #depth = 0
  #base = 0
  #at = 0
  #lex: Lex = Lex.Between
  #hex = 0
  /** Between tokens: a value, a key, the ':' after a key, a ',' or closing bracket after a value, or nothing more. */
  #expect: 'value' | 'key' | 'colon' | 'after' | 'end' = 'value'
  /** Just after '[' or '{', where a closing bracket may follow at once. */
  #opened = false
  #string: number[] = []
  #stringLength = 0
  #token = ''
  #rootType: string | undefined
  #crs: unknown
  #bbox: unknown
  #box: Box | undefined
  #keptValues = 0
  /** Whether the string being read is one the footprint reads (a key of a geometry, a "type", a kept member). */
  #keeping = false

  /** The root object's "type" once read: a caller may stop at a root that is no GeoJSON. */
  get rootType(): string | undefined {
    return this.#rootType
  }

  #fail(what: string): never {
    throw new GeoJsonSyntaxError(`${what} at byte ${this.#base + this.#at}`)
  }

  write(chunk: Buffer): void {
    const n = chunk.length
    let i = 0
    this.#backslash = -1
    // A UTF-8 byte order mark may come before the text (RFC 8259 §8.1 lets a parser ignore it).
    if (this.#base === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3
    // Tight loops over the long runs (string content, numbers, white space); a method call only per token.
    while (i < n) {
      switch (this.#lex) {
        case Lex.String: {
          if (!this.#keeping) {
            // A string nobody reads is skipped to its closing quote (memchr), through its escapes.
            const quote = chunk.indexOf(QUOTE, i)
            const end = quote < 0 ? n : quote
            const backslash = this.#nextBackslash(chunk, i)
            if (backslash < end) {
              this.#lex = Lex.Escape
              i = backslash + 1
            } else if (end === n) i = n
            else {
              this.#at = end
              this.#lex = Lex.Between
              this.#endString()
              i = end + 1
            }
            break
          }
          let j = i
          let c = 0
          while (j < n && (c = chunk[j]!) !== QUOTE && c !== BACKSLASH && c >= 0x20) j++
          this.#keep(chunk, i, j)
          if (j === n) return this.#next(n)
          this.#at = j
          if (c === QUOTE) {
            this.#lex = Lex.Between
            this.#endString()
          } else if (c === BACKSLASH) {
            this.#lex = Lex.Escape
            this.#keep(chunk, j, j + 1)
          } else this.#fail('a control character inside a string')
          i = j + 1
          break
        }
        case Lex.Escape: {
          const c = chunk[i]!
          this.#at = i
          if (c === 0x75) {
            this.#lex = Lex.Unicode
            this.#hex = 0
          } else if (c === QUOTE || c === BACKSLASH || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74)
            this.#lex = Lex.String
          else this.#fail('an invalid escape in a string')
          this.#keep(chunk, i, i + 1)
          i++
          break
        }
        case Lex.Unicode: {
          const c = chunk[i]!
          this.#at = i
          if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))) this.#fail('an invalid \\u escape')
          this.#keep(chunk, i, i + 1)
          if (++this.#hex === 4) this.#lex = Lex.String
          i++
          break
        }
        case Lex.Number:
        case Lex.Literal: {
          // A number or word that began in an earlier chunk (or at the start of this one).
          const number = this.#lex === Lex.Number
          const inWord = number ? isNumberByte : isLetter
          let j = i
          while (j < n && inWord(chunk[j]!)) j++
          this.#token += chunk.toString('latin1', i, Math.min(j, i + MAX_NUMBER_LENGTH + 1))
          this.#at = j
          if (this.#token.length > MAX_NUMBER_LENGTH)
            this.#fail(`a ${number ? 'number' : 'word'} of more than ${MAX_NUMBER_LENGTH} characters`)
          if (j === n) return this.#next(n)
          this.#lex = Lex.Between
          if (number) this.#number(parseNumber(this.#token))
          else this.#endLiteral()
          i = j
          break
        }
        case Lex.Between: {
          let c = chunk[i]!
          while ((c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) && ++i < n) c = chunk[i]!
          if (i === n) return this.#next(n)
          this.#at = i
          if (this.#expect === 'value' && (c === 0x2d || (c >= 0x30 && c <= 0x39))) {
            // Most of a GeoJSON file: a number read from the bytes where it lies.
            let j = i + 1
            while (j < n && isNumberByte(chunk[j]!)) j++
            if (j === n) {
              this.#lex = Lex.Number
              this.#token = ''
            } else {
              this.#number(j - i > MAX_NUMBER_LENGTH ? Number.NaN : parseNumberBytes(chunk, i, j))
              i = j
            }
            break
          }
          this.#between(c)
          // A word is read from its first byte on.
          if (!this.#inWord()) i++
          break
        }
      }
    }
    this.#next(n)
  }

  #backslash = -1

  /** The next backslash at or after `from` in this chunk (or its length): one search a backslash, however many strings. */
  #nextBackslash(chunk: Buffer, from: number): number {
    if (this.#backslash < from) {
      const at = chunk.indexOf(BACKSLASH, from)
      this.#backslash = at < 0 ? chunk.length : at
    }
    return this.#backslash
  }

  #inWord(): boolean {
    return this.#lex === Lex.Number || this.#lex === Lex.Literal
  }

  #next(length: number): void {
    this.#base += length
    this.#at = 0
  }

  end(): GeoJsonScan {
    if (this.#lex === Lex.Number) {
      this.#lex = Lex.Between
      this.#number(parseNumber(this.#token))
    } else if (this.#lex === Lex.Literal) this.#endLiteral()
    if (this.#lex !== Lex.Between || this.#expect !== 'end') this.#fail('the text ends early')
    return { type: this.#rootType, crs: this.#crs, bbox: this.#bbox, box: this.#box }
  }

  /** Keeps bytes [from, to) of a string while it is short enough to be kept. */
  #keep(chunk: Buffer, from: number, to: number): void {
    const room = MAX_KEPT_STRING - this.#stringLength
    if (room > 0) for (let k = from; k < Math.min(to, from + room); k++) this.#string.push(chunk[k]!)
    this.#stringLength += to - from
  }

  #between(c: number): void {
    const opened = this.#opened
    this.#opened = false
    const top = this.#top()
    switch (this.#expect) {
      case 'end':
        return this.#fail('more text after the JSON value')
      case 'colon':
        if (c !== 0x3a) this.#fail("no ':' after a key")
        this.#expect = 'value'
        return
      case 'after':
        if (c === 0x2c) this.#expect = top!.array ? 'value' : 'key'
        else if (c === (top!.array ? CLOSE_ARRAY : CLOSE_OBJECT)) this.#close()
        else this.#fail("no ',' or closing bracket after a value")
        return
      case 'key':
        if (c === QUOTE) return this.#startString()
        if (c === CLOSE_OBJECT && opened) return this.#close()
        return this.#fail('no key where an object member starts')
      case 'value':
        if (c === QUOTE) return this.#startString()
        if (c === OPEN_OBJECT || c === OPEN_ARRAY) return this.#open(c === OPEN_ARRAY)
        if (c === CLOSE_ARRAY && opened) return this.#close()
        if (c >= 0x61 && c <= 0x7a) {
          this.#lex = Lex.Literal
          this.#token = ''
          return
        }
        return this.#fail('no JSON value where one starts')
    }
  }

  /** The role of the value that comes next, by where it sits. */
  #roleOfNext(): Role {
    const top = this.#top()
    if (!top) return 'root'
    if (top.role === 'kept') return 'kept'
    if (top.array)
      return top.role === 'coordinates' ? 'coordinates' : top.role === 'features' || top.role === 'geometries' ? 'geometry' : 'other'
    if (top.role !== 'root' && top.role !== 'geometry') return 'other'
    switch (top.key) {
      case 'coordinates':
      case 'geometry':
      case 'features':
      case 'geometries':
        return top.key
      case 'crs':
      case 'bbox':
        return top.role === 'root' ? 'kept' : 'other'
      default:
        return 'other'
    }
  }

  #open(array: boolean): void {
    if (this.#depth >= MAX_DEPTH) this.#fail(`JSON nested more than ${MAX_DEPTH} levels deep`)
    const role = this.#roleOfNext()
    const parent = this.#top()
    if (role === 'coordinates') {
      if (!array) this.#fail('coordinates that hold an object')
      if (parent!.array) {
        if (parent!.numbers > 0) this.#fail('a position that mixes numbers and arrays')
        parent!.nested = true
      }
    }
    let kept: unknown[] | Record<string, unknown> | undefined
    if (role === 'kept') {
      kept = array ? [] : {}
      this.#keepValue(kept)
    }
    const frame = (this.#frames[this.#depth] ??= new Frame())
    frame.reset(array, role, kept)
    this.#depth++
    this.#expect = array ? 'value' : 'key'
    this.#opened = true
  }

  /** Adds a value to the root's "crs" or "bbox" member being built. */
  #keepValue(value: unknown): void {
    if (++this.#keptValues > MAX_KEPT_VALUES) this.#fail(`"crs" and "bbox" members of more than ${MAX_KEPT_VALUES} values`)
    const top = this.#top()!
    if (top.role === 'root') {
      if (top.key === 'crs') this.#crs = value
      else this.#bbox = value
    } else if (Array.isArray(top.kept)) top.kept.push(value)
    else if (top.kept && top.key !== undefined) top.kept[top.key] = value
  }

  #top(): Frame | undefined {
    return this.#depth === 0 ? undefined : this.#frames[this.#depth - 1]
  }

  #close(): void {
    const frame = this.#frames[--this.#depth]!
    const parent = this.#top()
    if (!parent) {
      this.#box = this.#contribution(frame)
      this.#expect = 'end'
      return
    }
    this.#expect = 'after'
    if (frame.role !== 'other' && frame.role !== 'kept') {
      const slot: Slot = parent.array ? SLOT.elements : SLOT[frame.role as keyof typeof SLOT]
      if (frame.array && frame.role === 'coordinates' && frame.numbers > 0) {
        if (frame.numbers === 1) this.#fail(`a position of one number (${frame.x})`)
        parent.grow(slot, frame.x, frame.y, frame.x, frame.y)
      } else {
        const box = this.#contribution(frame)
        if (box) parent.grow(slot, ...box)
      }
    }
    if (!parent.array) parent.key = undefined
  }

  /** What a closed array or object adds to the footprint: an array its elements, an object the member its type names. */
  #contribution(frame: Frame): Box | undefined {
    if (frame.array) return frame.box(SLOT.elements)
    if ((frame.role !== 'root' && frame.role !== 'geometry') || frame.type === undefined) return undefined
    const slot = GEOMETRY_TYPES.has(frame.type) ? SLOT.coordinates : CONTRIBUTING_SLOT[frame.type]
    return slot === undefined ? undefined : frame.box(slot)
  }

  #startString(): void {
    this.#keeping = this.#wanted()
    this.#lex = Lex.String
    this.#string = []
    this.#stringLength = 0
  }

  /** Whether the value or key that ends now is read: most strings (properties, their keys) are only checked. */
  #wanted(): boolean {
    const top = this.#top()
    if (!top) return false
    if (top.role === 'kept') return true
    if (this.#expect === 'key') return top.role === 'root' || top.role === 'geometry'
    return !top.array && top.key === 'type'
  }

  #endString(): void {
    const text = this.#keeping && this.#stringLength <= MAX_KEPT_STRING ? decode(this.#string) : ''
    if (this.#expect === 'key') {
      // A key too long to keep is none the footprint reads.
      this.#top()!.key = text
      this.#expect = 'colon'
      return
    }
    this.#value(text)
  }

  /** A number where a value goes; NaN for bytes that are no JSON number. */
  #number(value: number): void {
    if (Number.isNaN(value)) this.#fail('no JSON number')
    this.#value(value)
  }

  #endLiteral(): void {
    this.#lex = Lex.Between
    const literal = this.#token === 'true' ? true : this.#token === 'false' ? false : this.#token === 'null' ? null : undefined
    if (literal === undefined) this.#fail(`${JSON.stringify(this.#token)} is no JSON value`)
    this.#value(literal)
  }

  /** A string, number or literal where a value goes. */
  #value(value: unknown): void {
    const top = this.#top()
    if (!top) {
      this.#expect = 'end'
      return
    }
    this.#expect = 'after'
    const role = this.#roleOfNext()
    if (role === 'kept') this.#keepValue(value)
    else if (role === 'coordinates') {
      if (!top.array) this.#fail('coordinates that are not an array')
      if (typeof value !== 'number' || !Number.isFinite(value))
        this.#fail(`a position that holds ${typeof value === 'string' ? 'a string' : String(value)}`)
      if (top.nested) this.#fail('a position that mixes numbers and arrays')
      if (top.numbers === 0) top.x = value
      else if (top.numbers === 1) top.y = value
      top.numbers++
    }
    if (top.array) return
    if (top.key === 'type' && typeof value === 'string') {
      top.type = value
      if (top.role === 'root') this.#rootType = value
    }
    top.key = undefined
  }
}
