import { open, type FileHandle } from 'node:fs/promises'

/** Random-access reads of a file's header bytes: a footprint never streams a whole file. */
export interface HeaderReader {
  readonly size: number
  /** Bytes at [offset, offset + length), clipped at the end of the file. */
  read(offset: number, length: number): Promise<Buffer>
}

export async function withHeaderReader<T>(file: string, use: (reader: HeaderReader) => Promise<T>): Promise<T> {
  const handle: FileHandle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    return await use({
      size,
      async read(offset, length) {
        const wanted = Math.max(0, Math.min(length, size - offset))
        const buffer = Buffer.alloc(wanted)
        let filled = 0
        while (filled < wanted) {
          const { bytesRead } = await handle.read(buffer, filled, wanted - filled, offset + filled)
          if (bytesRead === 0) break
          filled += bytesRead
        }
        return buffer.subarray(0, filled)
      },
    })
  } finally {
    await handle.close()
  }
}
