/**
 * The digests of content a source streams (a STAC API source's hrefs), never on disk: its checksum
 * hashed from the bytes as they arrive, the part MD5s of its upload on the same pass, a one-part
 * content's bytes kept in memory for its PUT, and each part of a larger one read again, by range,
 * for its PUT and checked against the MD5 of the first pass. What is held in memory is bounded for
 * the run (HeldBytes).
 */
import { createHash } from 'node:crypto'
import type { Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import { inert, MAX_FILE_SIZE, MIB, partLayout } from '../common/index.ts'
import type { StatedContent, StreamedSource } from '../content/index.ts'
import type { SelectedFile } from '../files/index.ts'
import { multihashHex, PartHasher, type PartDigest } from './hashing.ts'

/** A source's content held in memory at once, for the whole run: eight parts of the default 16 MiB. */
export const HELD_BYTES = 128 * MIB

/**
 * Bytes held in memory at once, across the run: a one-part content's bytes from its read to its
 * PUT, a part's from its read again to its PUT. A hold waits, in order, until the bytes fit; one
 * hold always may go on when nothing is held, however large, so that no part waits for ever.
 */
export class HeldBytes {
  readonly limit: number
  #used = 0
  #peak = 0
  readonly #waiting: Array<{ readonly bytes: number; readonly start: (release: () => void) => void }> = []

  constructor(limit = HELD_BYTES) {
    this.limit = limit
  }

  /** The most held at once so far. */
  get peak(): number {
    return this.#peak
  }

  /** Holds the bytes now if they fit and nothing waits: its release; undefined otherwise. */
  tryHold(bytes: number): (() => void) | undefined {
    return this.#waiting.length === 0 && this.#fits(bytes) ? this.#take(bytes) : undefined
  }

  /** Holds the bytes once they fit, after those that wait already: its release. */
  hold(bytes: number): Promise<() => void> {
    const now = this.tryHold(bytes)
    if (now !== undefined) return Promise.resolve(now)
    return new Promise((start) => this.#waiting.push({ bytes, start }))
  }

  #fits(bytes: number): boolean {
    return this.#used === 0 || this.#used + bytes <= this.limit
  }

  #take(bytes: number): () => void {
    this.#used += bytes
    this.#peak = Math.max(this.#peak, this.#used)
    let released = false
    return () => {
      if (released) return
      released = true
      this.#used -= bytes
      while (this.#waiting.length > 0 && this.#fits(this.#waiting[0]!.bytes)) {
        const next = this.#waiting.shift()!
        next.start(this.#take(next.bytes))
      }
    }
  }
}

/** How the catalog's upload carries encoded bytes: the storage keeps them so, and serves them with this Content-Encoding. */
type Encoding = 'gzip' | 'br' | undefined

/** The encoding of the bytes an answer brings; other than the catalog's upload can carry, refused. */
function encodingOf(contentEncoding: string | undefined): Encoding {
  const encoding = contentEncoding?.trim().toLowerCase()
  if (encoding === undefined || encoding === '' || encoding === 'identity') return undefined
  if (encoding === 'gzip' || encoding === 'br') return encoding
  throw new Error(
    `its storage serves it with Content-Encoding '${encoding.slice(0, 40)}', which the catalog's upload cannot carry (gzip or br)`,
  )
}

/**
 * The content's sha2-256 multihash and size, fed the bytes as the storage keeps them: decoded on
 * the way where they are encoded (file:checksum is of the content, not of its encoding), within
 * the catalog's size limit whatever the encoding's ratio.
 */
class ContentHash {
  readonly #sha = createHash('sha256')
  readonly #decoder: Transform | undefined
  #size = 0
  /** Why the hashing stopped: decoded bytes come from the decoder's events, where nothing may be thrown. */
  #failed: Error | undefined

  constructor(encoding: Encoding) {
    if (encoding === undefined) return
    // node:zlib loaded by the first encoded download, not by every run's start.
    const zlib = process.getBuiltinModule('node:zlib')
    this.#decoder = encoding === 'gzip' ? zlib.createGunzip() : zlib.createBrotliDecompress()
    this.#decoder.on('data', (decoded: Buffer) => this.#count(decoded))
  }

  update(raw: Buffer): void {
    if (this.#failed !== undefined) throw this.#failed
    if (this.#decoder === undefined) this.#count(raw)
    else this.#decoder.write(raw)
  }

  async digest(): Promise<{ readonly checksum: string; readonly size: number }> {
    if (this.#decoder !== undefined) {
      this.#decoder.end()
      await finished(this.#decoder).catch((error: unknown) => {
        throw this.#failed ?? new Error(`its encoded bytes cannot be decoded (${error instanceof Error ? error.message : String(error)})`)
      })
    }
    if (this.#failed !== undefined) throw this.#failed
    return { checksum: multihashHex(this.#sha.digest()), size: this.#size }
  }

  /** Ends the hashing of an attempt given up. */
  abandon(): void {
    this.#decoder?.destroy()
  }

  #count(bytes: Buffer): void {
    if (this.#failed !== undefined) return
    this.#size += bytes.length
    if (this.#size > MAX_FILE_SIZE) {
      this.#failed = new Error(`its content is larger than the catalog's upload limit (${MAX_FILE_SIZE} bytes)`)
      this.#decoder?.destroy(this.#failed)
      return
    }
    this.#sha.update(bytes)
  }
}

/** What the run knows of a streamed content before it uploads it: what the source states, or what one read of it found. */
export interface RemoteDigest {
  readonly checksum: string
  /** The bytes as the storage keeps them, where known (the source's file:size); otherwise its answer says it. */
  readonly size: number | undefined
  readonly remote: true
}

/** Reads a part's bytes for its PUT, where they are not kept: room held in memory first, then the bytes read into it. */
export interface PartReader {
  /** Waits for room for the part's bytes; `read` then brings them (checked against the part's MD5), `release` frees the room. */
  hold(part: PartDigest): Promise<{ read(): Promise<Buffer>; release(): void }>
}

/** What a streamed content's upload sends: as a file's digest, but its parts read by `reader` instead of from a file. */
export interface StreamedDigest {
  /** The content's size (decoded, where the storage keeps it encoded). */
  readonly size: number
  readonly checksum: string
  readonly parts: readonly PartDigest[]
  /** The bytes sent: the content as its storage keeps it. */
  readonly uploadSize: number
  readonly contentEncoding: Encoding
  readonly reader: PartReader
}

/** A source's content whose bytes are not what the source states: that file fails, and none of its bytes is sent. */
export class ContentMismatch extends Error {
  override name = 'ContentMismatch'
}

/** A part of a source's content that was other bytes when it was read again than at the first read. */
export class PartChangedAtSource extends Error {
  override name = 'PartChangedAtSource'
}

interface StreamOptions {
  /** The part-size input (undefined: auto). */
  readonly partSize: number | undefined
  readonly held: HeldBytes
}

/** One read of a streamed content, hashed as it arrives: its checksum and size, nothing kept. */
export async function measureStreamed(
  file: SelectedFile,
  source: StreamedSource,
): Promise<{ checksum: string; size: number; raw: number }> {
  let hash: ContentHash | undefined
  const answer = await source
    .read(file, {
      label: `read ${file.relativePath} to hash it`,
      receive: (head) => {
        hash?.abandon()
        const attempt = new ContentHash(encodingOf(head.contentEncoding))
        hash = attempt
        return { write: (chunk) => attempt.update(chunk) }
      },
    })
    .catch((error: unknown) => {
      hash?.abandon()
      throw error
    })
  return { ...(await hash!.digest()), raw: answer.bytes }
}

/** One attempt of the first read: the content's hash, the part MD5s, and its bytes where it is one part and they fit in memory. */
class FirstRead {
  readonly hash: ContentHash
  readonly parts: PartHasher
  readonly encoding: Encoding
  readonly layout: { readonly partSize: number; readonly count: number }
  /** The bytes kept, and the room they hold. */
  kept: { readonly bytes: Buffer; readonly release: () => void } | undefined
  #filled = 0

  constructor(size: number, encoding: Encoding, options: StreamOptions) {
    this.encoding = encoding
    this.hash = new ContentHash(encoding)
    this.layout = partLayout(size, options.partSize)
    this.parts = new PartHasher(this.layout.partSize)
    const release = this.layout.count === 1 ? options.held.tryHold(size) : undefined
    if (release !== undefined) this.kept = { bytes: Buffer.allocUnsafe(size), release }
  }

  write(chunk: Buffer): void {
    this.hash.update(chunk)
    this.parts.update(chunk)
    if (this.kept !== undefined) {
      if (this.#filled + chunk.length > this.kept.bytes.length)
        throw new Error(`more bytes came than the ${this.kept.bytes.length} announced`)
      chunk.copy(this.kept.bytes, this.#filled)
    }
    this.#filled += chunk.length
  }

  abandon(): void {
    this.hash.abandon()
    this.kept?.release()
    this.kept = undefined
  }
}

/**
 * The first read of a streamed content for its upload: hashed and cut into part MD5s on the way,
 * its bytes kept where it is one part and room is free, and checked against what the source states
 * — content that is not refuses the file (ContentMismatch) before anything of it is sent. A larger
 * content's parts are read again, each by range, when the upload sends them (the ETag of this read
 * must still hold), each checked against its MD5 before its PUT.
 */
export async function readStreamed(
  file: SelectedFile,
  source: StreamedSource,
  planned: StatedContent,
  options: StreamOptions,
): Promise<{ readonly digest: StreamedDigest; release(): void }> {
  let read: FirstRead | undefined
  const answer = await source
    .read(file, {
      label: `download ${file.relativePath}`,
      receive: (head) => {
        read?.abandon()
        read = undefined
        const size = planned.size ?? head.length
        if (size === undefined) throw new Error('its storage states no Content-Length, nor the source a file:size: its parts cannot be cut')
        read = new FirstRead(size, encodingOf(head.contentEncoding), options)
        return read
      },
    })
    .catch((error: unknown) => {
      // The last attempt's memory, given back: a read that failed keeps none.
      read?.abandon()
      throw error
    })
  const first = read!
  try {
    const found = await first.hash.digest()
    if (found.checksum !== planned.checksum)
      throw new ContentMismatch(`${source.mismatch(file, found)}; none of its bytes were sent, and the target keeps what it had`)
    const parts = first.parts.finish()
    const kept = first.kept
    const reader: PartReader = {
      hold: async (part) => {
        if (kept !== undefined) return { read: () => Promise.resolve(kept.bytes), release: () => undefined }
        const release = await options.held.hold(part.length)
        return { read: () => readPart(file, source, part, { count: parts.length, etag: answer.etag }), release }
      },
    }
    return {
      digest: { size: found.size, checksum: found.checksum, parts, uploadSize: answer.bytes, contentEncoding: first.encoding, reader },
      release: () => kept?.release(),
    }
  } catch (error) {
    first.abandon()
    throw error
  }
}

/** A part read again by range into memory of its size, and checked against the MD5 of the first read. */
async function readPart(
  file: SelectedFile,
  source: StreamedSource,
  part: PartDigest,
  first: { readonly count: number; readonly etag: string | undefined },
): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(part.length)
  let md5 = createHash('md5')
  let filled = 0
  const label = `download part ${part.number}/${first.count} of ${file.relativePath}`
  await source.read(file, {
    label,
    range: { offset: part.offset, length: part.length },
    exact: part.length,
    ...(first.etag === undefined ? {} : { ifMatch: first.etag }),
    receive: () => {
      md5 = createHash('md5')
      filled = 0
      return {
        write: (chunk) => {
          md5.update(chunk)
          chunk.copy(bytes, filled)
          filled += chunk.length
        },
      }
    },
  })
  const found = md5.digest('base64')
  if (found !== part.md5)
    throw new PartChangedAtSource(
      `${file.relativePath}: part ${part.number} of ${first.count} at ${inert(source.where(file))} is other bytes ` +
        `than at its first read (MD5 ${found}, not ${part.md5}): its bytes changed at the source meanwhile; ` +
        'its upload was aborted, and the next run reads it again',
    )
  return bytes
}
