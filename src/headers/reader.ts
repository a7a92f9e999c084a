import fs from 'node:fs'

/** Random-access reads of a file's header bytes: a footprint never streams a whole file. */
export interface HeaderReader {
  readonly size: number
  /** Bytes at [offset, offset + length), clipped at the end of the file. */
  read(offset: number, length: number): Promise<Buffer>
  /** Bytes at offset into `target` (the part of it filled): a file read whole in chunks reuses one buffer. */
  readInto(target: Buffer, offset: number): Promise<Buffer>
}

/**
 * A reader of the file for `use`. Its reads are synchronous under their promises: a header is read in
 * dozens of small reads (a COG's IFDs and tile tables), each a few microseconds from the page cache,
 * where an awaited fs.promises read costs a round trip through libuv's thread pool (some 40 µs).
 * Used for the bounded header reads of labels on the main thread, and by the footprint readers in
 * their worker thread, whose deadline the main thread enforces.
 */
export async function withHeaderReader<T>(file: string, use: (reader: HeaderReader) => Promise<T>): Promise<T> {
  const fd = fs.openSync(file, 'r')
  try {
    const { size } = fs.fstatSync(fd)
    const fill = (target: Buffer, offset: number): Buffer => {
      const wanted = Math.max(0, Math.min(target.length, size - offset))
      let filled = 0
      while (filled < wanted) {
        const bytesRead = fs.readSync(fd, target, filled, wanted - filled, offset + filled)
        if (bytesRead === 0) break
        filled += bytesRead
      }
      return target.subarray(0, filled)
    }
    // A failed read rejects its promise, as an awaited one would, rather than throwing where it is called.
    const settled = (read: () => Buffer): Promise<Buffer> => new Promise((resolve) => resolve(read()))
    return await use({
      size,
      read: (offset, length) => settled(() => fill(Buffer.alloc(Math.max(0, Math.min(length, size - offset))), offset)),
      readInto: (target, offset) => settled(() => fill(target, offset)),
    })
  } finally {
    fs.closeSync(fd)
  }
}
