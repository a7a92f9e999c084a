import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { FileChangedError } from '../common/index.ts'
import { multihashHex, READ_CHUNK, type FileDigest, type PartDigest } from './hashing.ts'

/**
 * The part MD5s are independent of each other, the SHA-256 is not: the main thread reads the
 * file once, into a fixed ring of shared buffers, and hashes it with SHA-256 while worker
 * threads compute the parts' MD5s from the same buffers. Preparing a large file then costs about
 * the slower of the two hashes, not their sum, and memory is the ring, whatever the file size.
 */

const CHUNK = READ_CHUNK
const SLOTS_PER_WORKER = 8

// Plain CommonJS run with eval, so the bundle needs no second file for the workers.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const slots = workerData.slots.map((shared) => new Uint8Array(shared))
const hashes = new Map()
parentPort.on('message', (m) => {
  let hash = hashes.get(m.key)
  if (hash === undefined) { hash = createHash('md5'); hashes.set(m.key, hash) }
  hash.update(slots[m.slot].subarray(0, m.length))
  if (m.last) { hashes.delete(m.key); parentPort.postMessage({ slot: m.slot, key: m.key, md5: hash.digest('base64') }) }
  else parentPort.postMessage({ slot: m.slot })
})
`

interface Slot {
  readonly index: number
  readonly view: Buffer
}

class Md5Worker {
  readonly #worker: Worker
  readonly #free: Slot[]
  readonly #waiting: Array<{ resolve: (slot: Slot) => void; reject: (error: Error) => void }> = []
  #failure: Error | undefined
  readonly #done = new Map<string, { resolve: (md5: string) => void; reject: (error: Error) => void }>()

  constructor() {
    const shared = Array.from({ length: SLOTS_PER_WORKER }, () => new SharedArrayBuffer(CHUNK))
    this.#free = shared.map((buffer, index) => ({ index, view: Buffer.from(buffer) }))
    const slots = [...this.#free]
    // node:worker_threads loaded by the first large file: a run of small files starts without it.
    this.#worker = new (process.getBuiltinModule('node:worker_threads').Worker)(WORKER_SOURCE, {
      eval: true,
      workerData: { slots: shared },
    })
    this.#worker.unref()
    this.#worker.on('message', (message: { slot: number; key?: string; md5?: string }) => {
      const slot = slots[message.slot]!
      const next = this.#waiting.shift()
      if (next === undefined) this.#free.push(slot)
      else next.resolve(slot)
      if (message.key !== undefined && message.md5 !== undefined) {
        this.#done.get(message.key)?.resolve(message.md5)
        this.#done.delete(message.key)
      }
    })
    // A thread that fails or stops fails what it was hashing: nothing may wait on it forever.
    const fail = (error: Error): void => {
      this.#failure ??= error
      for (const pending of [...this.#done.values(), ...this.#waiting]) pending.reject(error)
      this.#done.clear()
      this.#waiting.length = 0
    }
    this.#worker.on('error', fail)
    this.#worker.on('exit', (code) => fail(new Error(`a hashing thread stopped (exit code ${code})`)))
  }

  /** A buffer to read the next chunk into; waits while the worker still hashes all of them. */
  async slot(): Promise<Slot> {
    if (this.#failure !== undefined) throw this.#failure
    return this.#free.pop() ?? new Promise<Slot>((resolve, reject) => this.#waiting.push({ resolve, reject }))
  }

  /** Hands a filled slot to the worker; on a part's last chunk, the promise of its MD5. */
  hash(key: string, slot: Slot, length: number, last: boolean): Promise<string> | undefined {
    const result = last ? new Promise<string>((resolve, reject) => this.#done.set(key, { resolve, reject })) : undefined
    // Awaited only once the whole file is read: handled from the start, so that a thread that
    // fails meanwhile is not an unhandled rejection, which would end the run.
    result?.catch(() => undefined)
    this.#worker.postMessage({ key, slot: slot.index, length, last })
    return result
  }

  terminate(): Promise<number> {
    return this.#worker.terminate()
  }
}

let sequence = 0

export class HashingThreads {
  readonly #workers: Md5Worker[]

  constructor(size = availableParallelism()) {
    this.#workers = Array.from({ length: Math.max(1, size) }, () => new Md5Worker())
  }

  /**
   * Needs part sizes that are whole multiples of CHUNK (partLayout gives whole MiB). `signal`
   * stops it between chunks, e.g. once the run cannot go on anyway.
   */
  async digest(filePath: string, partSize: number, displayName: string, signal?: AbortSignal): Promise<FileDigest> {
    if (partSize % CHUNK !== 0) throw new Error(`part size ${partSize} is not a multiple of ${CHUNK}`)
    const file = await open(filePath, 'r')
    const id = ++sequence
    const sha = createHash('sha256')
    const parts: Array<{ number: number; offset: number; length: number; md5: Promise<string> }> = []
    try {
      const { size } = await file.stat()
      let offset = 0
      for (let number = 1; offset < size || number === 1; number++) {
        const length = Math.min(partSize, size - offset)
        const worker = this.#workers[(number - 1) % this.#workers.length]!
        let md5: Promise<string> | undefined
        let done = 0
        do {
          signal?.throwIfAborted()
          const slot = await worker.slot()
          const want = Math.min(CHUNK, length - done)
          const { bytesRead } = want === 0 ? { bytesRead: 0 } : await file.read(slot.view, 0, want, offset + done)
          if (bytesRead !== want) throw new FileChangedError(displayName, 'became shorter while it was read')
          // Hashed here before the worker gets the slot: the two never race on it.
          sha.update(slot.view.subarray(0, bytesRead))
          done += bytesRead
          md5 = worker.hash(`${id}:${number}`, slot, bytesRead, done >= length)
        } while (done < length)
        parts.push({ number, offset, length, md5: md5! })
        offset += length
      }
      const resolved: PartDigest[] = await Promise.all(parts.map(async (part) => ({ ...part, md5: await part.md5 })))
      return {
        size,
        checksum: multihashHex(sha.digest()),
        parts: resolved,
        uploadPath: filePath,
        uploadSize: size,
        contentEncoding: undefined,
      }
    } finally {
      await file.close()
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()))
  }
}
