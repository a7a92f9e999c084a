import { createHash, hash, type Hash } from 'node:crypto'
import fs, { createReadStream, createWriteStream } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface PartDigest {
  readonly number: number
  readonly offset: number
  readonly length: number
  /** Base64 MD5 of the part's bytes as they are sent: the storage checks it as Content-MD5. */
  readonly md5: string
}

export interface FileDigest {
  /** Size of the original file. */
  readonly size: number
  /** sha2-256 multihash of the original file, hex: '1220' + digest. */
  readonly checksum: string
  readonly parts: readonly PartDigest[]
  /** The file whose bytes the parts cut: the original, or its compressed copy. */
  readonly uploadPath: string
  readonly uploadSize: number
  /** How the parts' bytes are encoded, when they are a compressed copy of the file. */
  readonly contentEncoding: 'gzip' | 'br' | undefined
  /** A small file's bytes as hashed, kept only while it is uploaded: its one part is sent from them. */
  readonly bytes?: Buffer
}

/** Bytes read at a time when a file is streamed through the hashes (the worker threads' buffers too). */
export const READ_CHUNK = 1024 * 1024
/** Up to this size a file is one part, read in one go. */
export const SMALL_FILE_SIZE = 256 * 1024

const SHA2_256 = Buffer.from([0x12, 0x20])
/** One flat string (not '1220' and the digest's hex joined, two strings and a third that joins them): a run keeps one per file. */
export const multihashHex = (sha256: Buffer): string => Buffer.concat([SHA2_256, sha256]).toString('hex')
const MULTIHASH = Buffer.concat([SHA2_256, Buffer.alloc(32)])
/** multihashHex of bytes held whole: one call of crypto.hash (no Hash object), its digest written after the code. */
const multihashOf = (bytes: Buffer): string => {
  hash('sha256', bytes, 'buffer').copy(MULTIHASH, SHA2_256.length)
  return MULTIHASH.toString('hex')
}

/** MD5 per part over a byte stream, cutting the stream at multiples of partSize. */
export class PartHasher {
  readonly parts: PartDigest[] = []
  readonly #partSize: number
  #md5: Hash = createHash('md5')
  #offset = 0
  #filled = 0

  constructor(partSize: number) {
    this.#partSize = partSize
  }

  update(chunk: Buffer): void {
    let rest = chunk
    while (rest.length > 0) {
      const take = Math.min(rest.length, this.#partSize - this.#filled)
      this.#md5.update(rest.subarray(0, take))
      this.#filled += take
      rest = rest.subarray(take)
      if (this.#filled === this.#partSize) this.#close()
    }
  }

  finish(): PartDigest[] {
    if (this.#filled > 0 || this.parts.length === 0) this.#close()
    return this.parts
  }

  #close(): void {
    this.parts.push({ number: this.parts.length + 1, offset: this.#offset, length: this.#filled, md5: this.#md5.digest('base64') })
    this.#offset += this.#filled
    this.#filled = 0
    this.#md5 = createHash('md5')
  }
}

/** Passes bytes through while feeding them to a hash-like sink. */
const tap = (feed: (chunk: Buffer) => void): Transform =>
  new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      feed(chunk)
      done(null, chunk)
    },
  })

/**
 * A small file's checksum alone. Its part MD5 is needed only to upload it, and a re-run of a tile
 * set uploads nothing: uploadDigest computes it at upload time, from the file as it is then.
 */
export interface DeferredDigest {
  readonly size: number
  readonly checksum: string
  readonly deferred: true
}

// Small files (tile sets have thousands) are read synchronously into one buffer: one open and one
// read each, no allocation, quicker than four round trips through the thread pool.
let scratch: Buffer | undefined

/**
 * The file's bytes, valid until the next call; one byte more than SMALL_FILE_SIZE tells a file that
 * grew. `size` is what the file was found to hold: a regular file gives as many bytes as are asked
 * for unless it ends, so fewer, and that many, is its end, known without a read that returns none.
 */
function readSmall(filePath: string, size: number): Buffer {
  scratch ??= Buffer.allocUnsafe(SMALL_FILE_SIZE + 1)
  const fd = fs.openSync(filePath, 'r')
  try {
    let length = 0
    for (;;) {
      const wanted = scratch.length - length
      const n = fs.readSync(fd, scratch, length, wanted, length)
      length += n
      if (n === 0 || length === scratch.length || (n < wanted && length === size)) return scratch.subarray(0, length)
    }
  } finally {
    fs.closeSync(fd)
  }
}

/** A small file's checksum, `size` what it was found to hold (its size is what it holds now). */
export function checksumSmallFile(filePath: string, size: number): DeferredDigest {
  const bytes = readSmall(filePath, size)
  return { size: bytes.length, checksum: multihashOf(bytes), deferred: true }
}

/**
 * A small file's digest, `size` what it was found to hold; with `keepBytes`, its bytes too (a copy),
 * for an upload to send as they were hashed.
 */
export function digestSmallFile(filePath: string, size: number, keepBytes = false): FileDigest {
  const bytes = readSmall(filePath, size)
  const md5 = hash('md5', bytes, 'base64')
  const checksum = multihashOf(bytes)
  return {
    size: bytes.length,
    checksum,
    parts: [{ number: 1, offset: 0, length: bytes.length, md5 }],
    uploadPath: filePath,
    uploadSize: bytes.length,
    contentEncoding: undefined,
    ...(keepBytes ? { bytes: Buffer.from(bytes) } : {}),
  }
}

/** One read of the file: its multihash and every part's MD5 (constant memory, any size). */
export async function digestFile(filePath: string, partSize: number, signal?: AbortSignal): Promise<FileDigest> {
  const sha = createHash('sha256')
  const parts = new PartHasher(partSize)
  let size = 0
  for await (const chunk of createReadStream(filePath, { highWaterMark: READ_CHUNK }) as AsyncIterable<Buffer>) {
    signal?.throwIfAborted()
    sha.update(chunk)
    parts.update(chunk)
    size += chunk.length
  }
  return {
    size,
    checksum: multihashHex(sha.digest()),
    parts: parts.finish(),
    uploadPath: filePath,
    uploadSize: size,
    contentEncoding: undefined,
  }
}

/**
 * One read of the file that compresses it to `compressedPath` on the way: the multihash is of
 * the original (what the catalog publishes), the part MD5s of the compressed bytes (what is sent).
 */
export async function digestCompressed(
  filePath: string,
  encoding: 'gzip' | 'br',
  compressedPath: string,
  partSize: number,
): Promise<FileDigest> {
  const sha = createHash('sha256')
  const parts = new PartHasher(partSize)
  let size = 0
  let uploadSize = 0
  // node:zlib loaded by the first file compressed (content-encoding), not by every run's start.
  const zlib = process.getBuiltinModule('node:zlib')
  const compressor =
    encoding === 'gzip'
      ? zlib.createGzip({ level: 6 })
      : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
  await pipeline(
    createReadStream(filePath, { highWaterMark: READ_CHUNK }),
    tap((chunk) => {
      sha.update(chunk)
      size += chunk.length
    }),
    compressor,
    tap((chunk) => {
      parts.update(chunk)
      uploadSize += chunk.length
    }),
    createWriteStream(compressedPath),
  )
  return {
    size,
    checksum: multihashHex(sha.digest()),
    parts: parts.finish(),
    uploadPath: compressedPath,
    uploadSize,
    contentEncoding: encoding,
  }
}
