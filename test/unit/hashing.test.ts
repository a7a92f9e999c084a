import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Checksums } from '../../src/checksums/checksums.ts'
import { checksumSmallFile, digestCompressed, digestFile, digestSmallFile, SMALL_FILE_SIZE } from '../../src/checksums/hashing.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { problemLine, ProblemsError } from '../../src/common/problems.ts'
import { contentStore } from '../support/content.ts'

describe('digests', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digest-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('gives the sha2-256 multihash in hex', async () => {
    const file = path.join(dir, 'abc.txt')
    await writeFile(file, 'abc')
    const digest = await digestFile(file, 5 * 1024 * 1024)
    expect(digest.checksum).toBe('1220ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(digest.parts).toEqual([{ number: 1, offset: 0, length: 3, md5: 'kAFQmDzST7DWlj99KOF/cg==' }])
  })

  it("computes a small file's part MD5 only to upload it, keeps the bytes it verified for the upload to send, and refuses bytes that changed since", async () => {
    const file = path.join(dir, 'tile.csv')
    await writeFile(file, 'x,y\n1,2\n')
    const deferred = checksumSmallFile(file, 8)
    const full = await digestFile(file, 5 * 1024 * 1024)
    expect(deferred).toEqual({ size: full.size, checksum: full.checksum, deferred: true })
    const selected = { absolutePath: file, relativePath: 'data/tile.csv', size: full.size }
    const log = {
      info: () => undefined,
      warning: () => undefined,
      debug: () => undefined,
      group: <T>(_n: string, w: () => Promise<T>) => w(),
    }
    const options = {
      concurrency: 1,
      partSize: undefined,
      contentEncoding: undefined,
      log,
      pending: new PendingWork(),
      content: contentStore(),
    }
    const checksums = await Checksums.compute([selected], { ...options, signal: new AbortController().signal })
    expect(checksums.checksum(selected)).toBe(deferred.checksum)
    // The part is sent from the bytes verified here: the file is not read again to send it.
    expect((await checksums.forUpload(selected)).digest).toEqual({ ...full, bytes: Buffer.from('x,y\n1,2\n') })

    await writeFile(file, 'x,y\n1,3\n')
    await expect(checksums.forUpload(selected)).rejects.toThrow(
      'data/tile.csv: the file changed while publishing (changed after its checksum was computed); nothing was uploaded for it, and the next run publishes the file as it is then',
    )
  })

  it('tells a small file that grew past the small size by its size', async () => {
    const file = path.join(dir, 'grown.bin')
    await writeFile(file, Buffer.alloc(SMALL_FILE_SIZE + 5000, 1))
    expect(checksumSmallFile(file, SMALL_FILE_SIZE).size).toBe(SMALL_FILE_SIZE + 1)
    const other = path.join(dir, 'exact.bin')
    await writeFile(other, Buffer.alloc(SMALL_FILE_SIZE, 2))
    expect(checksumSmallFile(other, SMALL_FILE_SIZE)).toMatchObject({
      size: SMALL_FILE_SIZE,
      checksum: (await digestFile(other, 5 * 1024 * 1024)).checksum,
    })
  })

  it('reads a small file as it is, whatever size it was found to have: one that grew or shrank since is told by its size', async () => {
    const file = path.join(dir, 'changing.csv')
    const bytes = Buffer.from('x,y\n'.repeat(1000))
    await writeFile(file, bytes)
    const whole = { size: bytes.length, checksum: (await digestFile(file, 5 * 1024 * 1024)).checksum }
    // Found smaller (it grew since): read past that size, not cut at it.
    expect(checksumSmallFile(file, 100)).toMatchObject(whole)
    expect(digestSmallFile(file, bytes.length - 1)).toMatchObject(whole)
    // Found larger (it shrank since): read to its end.
    expect(checksumSmallFile(file, bytes.length + 10)).toMatchObject(whole)
    expect(checksumSmallFile(file, bytes.length)).toMatchObject(whole)
    await writeFile(file, '')
    expect(checksumSmallFile(file, 0).size).toBe(0)
  })

  it('names each file it may not read with its fix, once all are read: the selection went by their modes, which an ACL or a security module may overrule', async () => {
    const paths = ['a.csv', 'b.csv', 'c.csv'].map((name) => path.join(dir, name))
    for (const at of paths) await writeFile(at, 'x\n')
    const [a, , c] = paths
    // fs as a user that an ACL refuses these two finds them (tests run as root, whom no mode stops).
    const open = fs.openSync
    vi.spyOn(fs, 'openSync').mockImplementation((...args: Parameters<typeof fs.openSync>) => {
      if (args[0] === a || args[0] === c)
        throw Object.assign(new Error(`EACCES: permission denied, open '${String(args[0])}'`), { code: 'EACCES' })
      return open(...args)
    })
    const files = paths.map((at) => ({ absolutePath: at, relativePath: `data/${path.basename(at)}`, size: 2 }))
    const options = {
      concurrency: 2,
      partSize: undefined,
      contentEncoding: undefined,
      log: { info: () => undefined, warning: () => undefined, debug: () => undefined, group: <T>(_n: string, w: () => Promise<T>) => w() },
      pending: new PendingWork(),
      content: contentStore(),
      signal: new AbortController().signal,
    }
    const failure = (await Checksums.compute(files, options).then(
      () => undefined,
      (error: unknown) => error,
    )) as ProblemsError
    expect(failure).toBeInstanceOf(ProblemsError)
    expect(failure.problems.map((problem) => problemLine(problem))).toEqual([
      expect.stringMatching(/^data\/a\.csv: cannot be read: permission denied \(EACCES\); make it readable by the user this runs as/),
      expect.stringMatching(/^data\/c\.csv: cannot be read: permission denied \(EACCES\); make it readable by the user this runs as/),
    ])
  })

  it('lets the event loop turn while it hashes many small files, so that the catalog reads started before go on meanwhile', async () => {
    const files = []
    for (let i = 0; i < 300; i++) {
      const at = path.join(dir, `turn-${i}.csv`)
      await writeFile(at, `${i}\n`)
      files.push({ absolutePath: at, relativePath: `data/turn-${i}.csv`, size: String(i).length + 1 })
    }
    let hashed = 0
    const options = {
      concurrency: 4,
      partSize: undefined,
      contentEncoding: undefined,
      log: {
        info: () => undefined,
        warning: () => undefined,
        debug: () => void hashed++,
        group: <T>(_n: string, w: () => Promise<T>) => w(),
      },
      pending: new PendingWork(),
      content: contentStore(),
      signal: new AbortController().signal,
    }
    // A socket's answer waits for a turn of the event loop, as this does.
    let hashedAtTurn: number | undefined
    setImmediate(() => (hashedAtTurn = hashed))
    await Checksums.compute(files, options)
    expect(hashed).toBe(300)
    expect(hashedAtTurn).toBeLessThan(300)
  })

  it('cuts parts at the part size, across read chunks, with each part MD5', async () => {
    const file = path.join(dir, 'big.bin')
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 123)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251
    await writeFile(file, bytes)
    const partSize = 1024 * 1024 + 1
    const digest = await digestFile(file, partSize)
    expect(digest.size).toBe(bytes.length)
    expect(digest.parts.map((p) => p.length)).toEqual([partSize, partSize, partSize, bytes.length - 3 * partSize])
    for (const part of digest.parts) {
      const slice = bytes.subarray(part.offset, part.offset + part.length)
      expect(part.md5).toBe(createHash('md5').update(slice).digest('base64'))
    }
    expect(digest.checksum).toBe(`1220${createHash('sha256').update(bytes).digest('hex')}`)
  })

  it('with gzip, hashes the original and MD5s the compressed bytes it wrote', async () => {
    const file = path.join(dir, 'text.csv')
    const text = 'a,b,c\n'.repeat(100_000)
    await writeFile(file, text)
    const out = path.join(dir, 'text.csv.gz')
    const digest = await digestCompressed(file, 'gzip', out, 5 * 1024 * 1024)
    expect(digest.checksum).toBe(`1220${createHash('sha256').update(text).digest('hex')}`)
    expect(digest.uploadSize).toBeLessThan(text.length / 10)
    const { readFile } = await import('node:fs/promises')
    const compressed = await readFile(out)
    expect(gunzipSync(compressed).toString()).toBe(text)
    expect(digest.parts[0]!.md5).toBe(createHash('md5').update(compressed).digest('base64'))
  })
})

describe('digests on worker threads', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pool-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives the same multihash and part MD5s as the single-threaded pass', async () => {
    const { HashingThreads } = await import('../../src/checksums/hashing-threads.ts')
    const pool = new HashingThreads(2)
    try {
      for (const size of [1, 1024 * 1024, 5 * 1024 * 1024 + 17, 12 * 1024 * 1024]) {
        const file = path.join(dir, `f${size}.bin`)
        const bytes = Buffer.alloc(size)
        for (let i = 0; i < size; i += 997) bytes[i] = i % 256
        await writeFile(file, bytes)
        const expected = await digestFile(file, 5 * 1024 * 1024)
        const [a, b] = await Promise.all([pool.digest(file, 5 * 1024 * 1024, 'f'), pool.digest(file, 5 * 1024 * 1024, 'f')])
        expect(a).toEqual(expected)
        expect(b).toEqual(expected)
      }
    } finally {
      await pool.close()
    }
  })
})
