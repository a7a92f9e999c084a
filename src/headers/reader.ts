import { open, type FileHandle } from 'node:fs/promises'

/** Random-access reads of a file's header bytes: a footprint never streams a whole file. */
export interface HeaderReader {
  readonly size: number
  /** Bytes at [offset, offset + length), clipped at the end of the file. */
  read(offset: number, length: number): Promise<Buffer>
  /** Bytes at offset into `target` (the part of it filled): a file read whole in chunks reuses one buffer. */
  readInto(target: Buffer, offset: number): Promise<Buffer>
}

export async function withHeaderReader<T>(file: string, use: (reader: HeaderReader) => Promise<T>): Promise<T> {
  const handle: FileHandle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const readInto = async (target: Buffer, offset: number): Promise<Buffer> => {
      const wanted = Math.max(0, Math.min(target.length, size - offset))
      let filled = 0
      while (filled < wanted) {
        const { bytesRead } = await handle.read(target, filled, wanted - filled, offset + filled)
        if (bytesRead === 0) break
        filled += bytesRead
      }
      return target.subarray(0, filled)
    }
    return await use({
      size,
      read: (offset, length) => readInto(Buffer.alloc(Math.max(0, Math.min(length, size - offset))), offset),
      readInto,
    })
  } finally {
    await handle.close()
  }
}
