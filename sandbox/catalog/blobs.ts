/**
 * Where the storage keeps the bytes of uploaded parts and seeded files: files in the catalog's data
 * folder (the sandbox over sockets, which never holds a part in memory), or memory (the unit tests'
 * catalog, whose parts are a few bytes and which has nothing to clean up).
 */
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'

export interface Blobs {
  /** A new blob, written through the stream; its key once the stream has finished. */
  create(name: string): { readonly key: string; readonly stream: Writable }
  open(key: string): Readable
  read(key: string): Promise<Buffer>
  /** Removes a blob; one that is gone already is no error. */
  remove(key: string): Promise<void>
}

/** A new blob of `bytes`: its key at once, and a promise settled once they are written. */
export function writeBlob(blobs: Blobs, name: string, bytes: Buffer): { readonly key: string; readonly written: Promise<void> } {
  const { key, stream } = blobs.create(name)
  return { key, written: new Promise<void>((resolve, reject) => stream.on('error', reject).end(bytes, resolve)) }
}

export class DiskBlobs implements Blobs {
  readonly #dir: string

  constructor(dir: string) {
    this.#dir = dir
  }

  create(name: string): { key: string; stream: Writable } {
    const key = path.join(this.#dir, `${name}.${randomUUID()}`)
    return { key, stream: createWriteStream(key) }
  }

  open(key: string): Readable {
    return createReadStream(key)
  }

  read(key: string): Promise<Buffer> {
    return readFile(key)
  }

  async remove(key: string): Promise<void> {
    await unlink(key).catch(() => undefined)
  }
}

export class MemoryBlobs implements Blobs {
  readonly #blobs = new Map<string, Buffer>()

  create(name: string): { key: string; stream: Writable } {
    const key = `${name}.${randomUUID()}`
    const chunks: Buffer[] = []
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk)
        done()
      },
      final: (done) => {
        this.#blobs.set(key, Buffer.concat(chunks))
        done()
      },
    })
    return { key, stream }
  }

  open(key: string): Readable {
    return Readable.from([this.#get(key)])
  }

  read(key: string): Promise<Buffer> {
    return Promise.resolve(this.#get(key))
  }

  remove(key: string): Promise<void> {
    this.#blobs.delete(key)
    return Promise.resolve()
  }

  #get(key: string): Buffer {
    const bytes = this.#blobs.get(key)
    if (bytes === undefined) throw new Error(`no blob ${key}`)
    return bytes
  }
}
