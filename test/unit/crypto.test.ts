import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checksumSmallFile, digestCompressed, digestFile, SMALL_FILE_SIZE, uploadDigest } from '../../src/digest.ts'
import { secretHash } from '../../src/secret-hash.ts'
import { decodeBase32, totp, totpFromKey } from '../../src/totp.ts'

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  const key = Buffer.from('12345678901234567890')
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpFromKey(key, seconds * 1000, { digits: 8 })).toBe(code)
  })

  it('reads base32 as authenticator apps write it', () => {
    expect(decodeBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(key)
    expect(decodeBase32('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq====')).toEqual(key)
    // 6-digit code for Cognito is the last six digits of the 8-digit one.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
  })

  it('refuses a secret that is not base32', () => {
    expect(() => decodeBase32('not-base32!')).toThrow(/not base32/)
    expect(() => decodeBase32('   ')).toThrow(/empty/)
  })
})

describe('SECRET_HASH', () => {
  it('is base64 HMAC-SHA256 of username + client id keyed by the client secret', () => {
    // Vector computed independently with Python's hmac module.
    expect(secretHash('mysecret', 'alice', '3n4b5urk1ft4fl3mg5e62d9ado')).toBe('HEtqGlosbZETVNyoenmxV9FeQX61I8iAfJc7xLGU0b0=')
  })
})

describe('digests', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digest-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives the sha2-256 multihash in hex', async () => {
    const file = path.join(dir, 'abc.txt')
    await writeFile(file, 'abc')
    const digest = await digestFile(file, 5 * 1024 * 1024)
    expect(digest.checksum).toBe('1220ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(digest.parts).toEqual([{ number: 1, offset: 0, length: 3, md5: 'kAFQmDzST7DWlj99KOF/cg==' }])
  })

  it("computes a small file's part MD5 only to upload it, and refuses bytes that changed since", async () => {
    const file = path.join(dir, 'tile.csv')
    await writeFile(file, 'x,y\n1,2\n')
    const deferred = checksumSmallFile(file)
    const full = await digestFile(file, 5 * 1024 * 1024)
    expect(deferred).toEqual({ size: full.size, checksum: full.checksum, deferred: true })
    expect(uploadDigest(file, 'tile.csv', deferred)).toEqual(full)
    expect(uploadDigest(file, 'tile.csv', full)).toBe(full)

    await writeFile(file, 'x,y\n1,3\n')
    expect(() => uploadDigest(file, 'data/tile.csv', deferred)).toThrow(
      'data/tile.csv: the file changed after its checksum was computed; nothing was uploaded for it, run again',
    )
  })

  it('tells a small file that grew past the small size by its size', async () => {
    const file = path.join(dir, 'grown.bin')
    await writeFile(file, Buffer.alloc(SMALL_FILE_SIZE + 5000, 1))
    expect(checksumSmallFile(file).size).toBe(SMALL_FILE_SIZE + 1)
    const other = path.join(dir, 'exact.bin')
    await writeFile(other, Buffer.alloc(SMALL_FILE_SIZE, 2))
    expect(checksumSmallFile(other)).toMatchObject({ size: SMALL_FILE_SIZE, checksum: (await digestFile(other, 5 * 1024 * 1024)).checksum })
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
    const { DigestPool } = await import('../../src/digest-pool.ts')
    const pool = new DigestPool(2)
    try {
      for (const size of [1, 1024 * 1024, 5 * 1024 * 1024 + 17, 12 * 1024 * 1024]) {
        const file = path.join(dir, `f${size}.bin`)
        const bytes = Buffer.alloc(size)
        for (let i = 0; i < size; i += 997) bytes[i] = i % 256
        await writeFile(file, bytes)
        const expected = await digestFile(file, 5 * 1024 * 1024)
        const [a, b] = await Promise.all([pool.digest(file, 5 * 1024 * 1024), pool.digest(file, 5 * 1024 * 1024)])
        expect(a).toEqual(expected)
        expect(b).toEqual(expected)
      }
    } finally {
      await pool.close()
    }
  })
})
