import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Checksums, type ChecksumOptions } from '../../src/checksums/checksums.ts'
import type { SelectedFile } from '../../src/files/files.ts'
import { LfsUnavailableError, type LfsObjects, type LfsStore } from '../../src/content/git-lfs.ts'
import { digestFile } from '../../src/checksums/hashing.ts'
import { pointerText, type LfsPointer } from '../../src/files/lfs.ts'
import type { Log } from '../../src/common/log.ts'
import { MIB } from '../../src/common/parts.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { contentStore } from '../support/content.ts'
import { noise } from '../support/workspace.ts'

// The digest phase with Git LFS files, their content fetched by the content store from a store in
// memory: planning from the pointer, fetching only on demand, and the checks between the fetched
// content and the upload.

const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, work) => work() }
const oidOf = (content: Buffer): string => createHash('sha256').update(content).digest('hex')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lfs-checksums-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A store that holds `objects` (by oid, in files of its own) and records what it was asked for. */
function memoryStore(objects: readonly Buffer[], corrupt: ReadonlySet<string> = new Set()): LfsStore & { asked: string[][] } {
  const asked: string[][] = []
  return {
    asked,
    async objects(pointers: readonly LfsPointer[]): Promise<LfsObjects> {
      asked.push(pointers.map((pointer) => pointer.oid))
      const paths = new Map<string, string>()
      for (const pointer of pointers) {
        const content = objects.find((object) => oidOf(object) === pointer.oid)!
        const file = path.join(dir, `object-${pointer.oid}`)
        await writeFile(file, corrupt.has(pointer.oid) ? noise(content.length, 5) : content)
        paths.set(pointer.oid, file)
      }
      return { paths, downloaded: pointers, endpoint: 'memory' }
    },
  }
}

/** A pointer file in the working tree, selected as files.ts selects it. */
async function pointerFile(name: string, content: Buffer): Promise<SelectedFile> {
  const lfs = { oid: oidOf(content), size: content.length }
  const absolutePath = path.join(dir, name)
  await writeFile(absolutePath, pointerText(lfs))
  return { absolutePath, relativePath: name, size: lfs.size, lfs }
}

/** The digest phase's options, its content store fetching from `lfs`. */
function options(lfs: LfsStore, extra: { partSize?: number; contentEncoding?: 'gzip'; workingDirectory?: string } = {}): ChecksumOptions {
  const pending = new PendingWork()
  return {
    concurrency: 4,
    partSize: extra.partSize,
    contentEncoding: extra.contentEncoding,
    log,
    pending,
    signal: new AbortController().signal,
    content: contentStore({ log, lfs, pending, workingDirectory: extra.workingDirectory, partSize: extra.partSize }),
  }
}

describe('Git LFS files in the digest phase', () => {
  it('plans from the pointer alone and fetches nothing until asked', async () => {
    const store = memoryStore([])
    const oid = 'ab'.repeat(32)
    // No such file: planning must not read it.
    const file: SelectedFile = {
      absolutePath: path.join(dir, 'absent.tif'),
      relativePath: 'absent.tif',
      size: 7 * MIB,
      lfs: { oid, size: 7 * MIB },
    }
    const checksums = await Checksums.compute([file], options(store))
    expect(checksums.checksum(file)).toBe(`1220${oid}`)
    expect(store.asked).toEqual([])
  })

  it('fetches once for all, one object for files with the same content, and uploads the checked content', async () => {
    const big = noise(11 * MIB + 17, 1)
    const small = noise(3000, 2)
    const files = [await pointerFile('big.tif', big), await pointerFile('copy.tif', big), await pointerFile('small.tif', small)]
    const plain = { absolutePath: path.join(dir, 'plain.csv'), relativePath: 'plain.csv', size: 4 }
    await writeFile(plain.absolutePath, 'a,b\n')
    const store = memoryStore([big, small])
    const given = options(store, { partSize: 5 * MIB })
    const checksums = await Checksums.compute([...files, plain], given)
    await given.content.fetch([...files, plain])
    expect(store.asked).toEqual([[oidOf(big), oidOf(small)]])
    await given.content.fetch(files)
    expect(store.asked).toHaveLength(1)

    const body = await checksums.forUpload(files[0]!)
    const expected = await digestFile(path.join(dir, `object-${oidOf(big)}`), 5 * MIB)
    expect(body.digest).toEqual(expected)
    expect(body.digest.checksum).toBe(`1220${oidOf(big)}`)
    expect(body.digest.parts).toHaveLength(3)
    expect((await checksums.forUpload(files[2]!)).digest).toMatchObject({ checksum: `1220${oidOf(small)}`, size: small.length })
  })

  it('refuses content that is not what the pointer names, before anything is uploaded', async () => {
    const content = noise(300_000, 3)
    const file = await pointerFile('dem.tif', content)
    const given = options(memoryStore([content], new Set([oidOf(content)])))
    await Checksums.compute([file], given)
    await expect(given.content.fetch([file])).rejects.toThrow(
      /Some Git LFS content is not what its pointer names; nothing was written:\n- dem.tif: the local Git LFS object .* is not the content its pointer names \(300000 bytes, sha256 [0-9a-f]{64}\); delete it and run again/,
    )
  })

  it('refuses to upload for a file whose pointer changed after the plan', async () => {
    const content = noise(1000, 4)
    const file = await pointerFile('a.tif', content)
    const given = options(memoryStore([content]))
    const checksums = await Checksums.compute([file], given)
    await given.content.fetch([file])
    await writeFile(file.absolutePath, pointerText({ oid: 'ef'.repeat(32), size: 1000 }))
    await expect(checksums.forUpload(file)).rejects.toThrow(
      'a.tif: the file changed while publishing (changed after its checksum was computed)',
    )
    await rm(file.absolutePath)
    await expect(checksums.forUpload(file)).rejects.toThrow(
      'a.tif: the file changed while publishing (vanished after its checksum was computed)',
    )
  })

  it('fetches a file the plan did not upload when it must be uploaded after all (PUT after a refused PATCH)', async () => {
    const content = noise(2000, 6)
    const file = await pointerFile('late.tif', content)
    const store = memoryStore([content])
    const checksums = await Checksums.compute([file], options(store))
    expect((await checksums.forUpload(file)).digest.checksum).toBe(`1220${oidOf(content)}`)
    expect(store.asked).toEqual([[oidOf(content)]])
  })

  it('compresses the fetched content, with the checksum of the original', async () => {
    const content = Buffer.from('id,value\n'.repeat(40_000))
    const file = await pointerFile('values.csv', content)
    const given = options(memoryStore([content]), { contentEncoding: 'gzip' })
    const checksums = await Checksums.compute([file], given)
    await given.content.fetch([file])
    const body = await checksums.forUpload(file)
    try {
      expect(body.digest).toMatchObject({ checksum: `1220${oidOf(content)}`, contentEncoding: 'gzip' })
      expect('uploadPath' in body.digest && gunzipSync(readFileSync(body.digest.uploadPath)).equals(content)).toBe(true)
    } finally {
      await body.release()
    }
  })

  it('names the files and the fix when the content cannot be had at all', async () => {
    const content = noise(1000, 7)
    const file = await pointerFile('dem.tif', content)
    const store: LfsStore = {
      objects: () => Promise.reject(new LfsUnavailableError('no-git-lfs', "git: 'lfs' is not a git command.")),
    }
    const given = options(store, { workingDirectory: '/work/repo' })
    await Checksums.compute([file], given)
    await expect(given.content.fetch([file])).rejects.toThrow(
      `1 file(s) to upload are Git LFS pointers, and git-lfs is not installed here, so their content cannot be fetched; nothing was written:\n- dem.tif (Git LFS object ${oidOf(content)}, 1000 bytes)`,
    )
  })
})
