/**
 * An item's answer read as it comes: its assets (all of them, in one answer: 100,000 make some 30
 * MB) parsed one by one, so that a run holds the item as its values only, never also as its text.
 * What is not inside the item's `assets` is kept as bytes (the item's own fields: a few KB) and
 * parsed at the end with `{}` in the place of `assets`. JSON.parse reads every part, and the
 * scanner checks the syntax of `assets` around them: what JSON.parse would refuse whole is
 * refused, and what it takes is what it would give (a second `assets` replaces the first).
 */
import { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, COLON, COMMA, OPEN_ARRAY, OPEN_OBJECT, QUOTE } from '../common/index.ts'

const EMPTY_OBJECT = Buffer.from('{}')
/** The answer's first bytes, kept to say what it was when it is not JSON. */
const HEAD_BYTES = 1000

const isSpace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

/**
 * Inside `assets`: before its first key (`open`), before a key after a comma (`next`), in a key,
 * before its colon, before its value, in its value, after it.
 */
type InAssets = 'open' | 'next' | 'key' | 'colon' | 'start' | 'value' | 'after'

export class ItemStream {
  /** The bytes outside `assets`, `{}` in its place. */
  readonly #outer: Buffer[] = []
  readonly #head: Buffer[] = []
  #headBytes = 0
  #bytes = 0
  // Outside `assets`: nesting (1 inside the item), strings, and the item's keys.
  #depth = 0
  #itemIsObject = false
  #inString = false
  #escaped = false
  #expectKey = false
  #keyBytes: number[] | undefined
  /** The key at depth 1 whose value comes next. */
  #key: string | undefined
  // Inside `assets`: where, the member's key and value bytes, the value's nesting.
  #in: InAssets | undefined
  #memberKey: Buffer[] = []
  #memberValue: Buffer[] = []
  #valueDepth = 0
  #assets: Record<string, unknown> = {}
  /** The item's `assets` object (its last), or undefined when its last `assets` is no object. */
  #found: Record<string, unknown> | undefined
  #broken: string | undefined

  /** Bytes read so far. */
  get bytes(): number {
    return this.#bytes
  }

  /** The answer's first bytes, as text: what it was, when it is not JSON. */
  get head(): string {
    return Buffer.concat(this.#head).toString('utf8')
  }

  write(chunk: Buffer): void {
    this.#bytes += chunk.length
    if (this.#headBytes < HEAD_BYTES) {
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.#headBytes))
      this.#head.push(part)
      this.#headBytes += part.length
    }
    if (this.#broken !== undefined) return
    // Where the current run of outer bytes, or of a member's key or value, began in this chunk.
    let from = 0
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at]!
      if (this.#in === undefined) {
        if (this.#outerByte(byte)) {
          // The value of the item's `assets`: read member by member; `{}` stands in its place.
          this.#outer.push(Buffer.from(chunk.subarray(from, at)), EMPTY_OBJECT)
          this.#in = 'open'
          this.#assets = {}
        }
        continue
      }
      switch (this.#in) {
        case 'open':
        case 'next':
          if (isSpace(byte)) break
          if (byte === CLOSE_OBJECT && this.#in === 'open') {
            this.#closeAssets()
            from = at + 1
          } else if (byte === QUOTE) {
            this.#in = 'key'
            from = at
          } else return this.#fail(this.#in === 'open' ? 'a key or }' : 'a key after ,')
          break
        case 'key':
          if (this.#escaped) this.#escaped = false
          else if (byte === BACKSLASH) this.#escaped = true
          else if (byte === QUOTE) {
            this.#memberKey.push(chunk.subarray(from, at + 1))
            this.#in = 'colon'
          }
          break
        case 'colon':
          if (isSpace(byte)) break
          if (byte !== COLON) return this.#fail(': after a key')
          this.#in = 'start'
          break
        case 'start':
          if (isSpace(byte)) break
          if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || byte === COLON) return this.#fail('a value')
          this.#in = 'value'
          this.#valueDepth = 0
          this.#inString = false
          from = at
          // A primitive of one byte, or the start of one.
          if (this.#valueByte(byte)) {
            if (!this.#member(chunk.subarray(from, at + 1))) return
          }
          break
        case 'value':
          if (!this.#inString && this.#valueDepth === 0 && (byte === COMMA || byte === CLOSE_OBJECT || isSpace(byte))) {
            // A number, true, false or null ends at what follows it, which is read again after it.
            if (!this.#member(chunk.subarray(from, at))) return
            at--
            break
          }
          if (this.#valueByte(byte) && !this.#member(chunk.subarray(from, at + 1))) return
          break
        case 'after':
          if (isSpace(byte)) break
          if (byte === COMMA) this.#in = 'next'
          else if (byte === CLOSE_OBJECT) {
            this.#closeAssets()
            from = at + 1
          } else return this.#fail(', or } after a value')
          break
      }
    }
    // The rest of a run that goes on in the next chunk.
    if (this.#in === undefined) this.#outer.push(Buffer.from(chunk.subarray(from)))
    else if (this.#in === 'key') this.#memberKey.push(Buffer.from(chunk.subarray(from)))
    else if (this.#in === 'value') this.#memberValue.push(Buffer.from(chunk.subarray(from)))
  }

  /** The item, as JSON.parse of the whole answer would give it; throws where it would refuse it. */
  end(): unknown {
    if (this.#broken !== undefined || this.#in !== undefined)
      throw new SyntaxError(this.#broken ?? "the answer ends inside the item's assets")
    const item: unknown = JSON.parse(Buffer.concat(this.#outer).toString('utf8'))
    const found = this.#found
    // Given away: a stream that outlives its read (a listener the socket keeps) holds none of it.
    this.#found = undefined
    this.#outer.length = 0
    if (found !== undefined && item !== null && typeof item === 'object' && !Array.isArray(item))
      (item as Record<string, unknown>).assets = found
    return item
  }

  /** A byte outside `assets`; true when it opens the object of the item's `assets`. */
  #outerByte(byte: number): boolean {
    if (this.#inString) {
      this.#keyBytes?.push(byte)
      if (this.#escaped) this.#escaped = false
      else if (byte === BACKSLASH) this.#escaped = true
      else if (byte === QUOTE) {
        this.#inString = false
        if (this.#keyBytes !== undefined) this.#key = keyOf(Buffer.from(this.#keyBytes))
        this.#keyBytes = undefined
      }
      return false
    }
    if (isSpace(byte) || (byte === COLON && this.#depth === 1)) return false
    if (this.#depth === 1 && this.#key === 'assets') {
      this.#key = undefined
      if (byte === OPEN_OBJECT) return true
      // An `assets` that is no object: the item's is what JSON.parse makes of it.
      this.#found = undefined
    }
    this.#key = undefined
    if (byte === QUOTE) {
      this.#inString = true
      if (this.#depth === 1 && this.#expectKey) {
        this.#keyBytes = [QUOTE]
        this.#expectKey = false
      }
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      this.#depth++
      if (this.#depth === 1) this.#itemIsObject = byte === OPEN_OBJECT
      this.#expectKey = this.#depth === 1 && this.#itemIsObject
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) this.#depth--
    else if (byte === COMMA && this.#depth === 1) this.#expectKey = this.#itemIsObject
    return false
  }

  /** A byte of a member's value; true when the value ends with it. */
  #valueByte(byte: number): boolean {
    if (this.#inString) {
      if (this.#escaped) this.#escaped = false
      else if (byte === BACKSLASH) this.#escaped = true
      else if (byte === QUOTE) {
        this.#inString = false
        return this.#valueDepth === 0
      }
      return false
    }
    if (byte === QUOTE) this.#inString = true
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) this.#valueDepth++
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) return --this.#valueDepth === 0
    return false
  }

  /** A member read whole (`last`: its value's last bytes): parsed into the assets; false when it is no JSON. */
  #member(last: Buffer): boolean {
    this.#memberValue.push(last)
    const key = text(this.#memberKey)
    const value = text(this.#memberValue)
    this.#memberKey = []
    this.#memberValue = []
    this.#in = 'after'
    try {
      this.#assets[JSON.parse(key) as string] = JSON.parse(value) as unknown
      return true
    } catch (error) {
      this.#fail(`a member of the item's assets: ${(error as Error).message}`)
      return false
    }
  }

  #closeAssets(): void {
    this.#found = this.#assets
    this.#assets = {}
    this.#in = undefined
  }

  #fail(what: string): void {
    this.#broken ??= `not JSON: expected ${what}`
    this.#in = undefined
  }
}

/** Bytes as text, not copied first when they are one piece. */
const text = (parts: readonly Buffer[]): string => (parts.length === 1 ? parts[0]! : Buffer.concat(parts)).toString('utf8')

/** A key's text; undefined where it is none (the whole answer's parse then says why). */
function keyOf(raw: Buffer): string | undefined {
  try {
    const key: unknown = JSON.parse(raw.toString('utf8'))
    return typeof key === 'string' ? key : undefined
  } catch {
    return undefined
  }
}
