import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentMismatch, HeldBytes } from '../../src/checksums/index.ts'
import { measureStreamed, readStreamed } from '../../src/checksums/remote.ts'
import type { Log } from '../../src/common/log.ts'
import { hrefProblem, HrefRefused, RemoteContent } from '../../src/content/index.ts'
import type { SelectedFile } from '../../src/files/index.ts'
import { Http } from '../../src/transport/index.ts'
import { loopbackServers } from '../support/loopback.ts'

// A STAC API source's content read at its href (content/remote-content.ts) and hashed as it streams
// by (checksums/remote.ts), over sockets on loopback, where a test needs answers no catalog gives.

const origin = loopbackServers()
const https: Http[] = []
afterEach(() => {
  for (const http of https.splice(0)) http.dispose()
})

function remote(retries = 0): RemoteContent {
  const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, w) => w() }
  const http = new Http({ retries, timeoutMs: 2000, log, sleep: async () => undefined, random: () => 0 })
  https.push(http)
  return new RemoteContent({ http })
}

const multihash = (bytes: Buffer): string => `1220${createHash('sha256').update(bytes).digest('hex')}`
const fileAt = (url: string, checksum?: string): SelectedFile => ({
  absolutePath: '',
  relativePath: 'scene-0001/data.csv',
  size: 0,
  remote: { url, ...(checksum === undefined ? {} : { declared: { checksum } }) },
})

describe('hrefProblem: which hrefs a run reads', () => {
  it.each([
    ['https://data.geo.admin.ch/ch.swisstopo.x/a/a.tif', undefined],
    ['http://127.0.0.1:9000/bucket/a.csv', undefined],
    ['http://localhost:9000/bucket/a.csv', undefined],
    ['http://data.geo.admin.ch/a.tif', /over plain http, where anyone on the way could change the bytes \(https only/],
    ['ftp://example.com/a.tif', /it is a ftp: URL \(https only\)/],
    ['https://user:secret@example.com/a.tif', /it holds credentials/],
    ['a/relative.tif', /it is no absolute URL/],
  ])('%s', (href, problem) => {
    if (problem === undefined) expect(hrefProblem(href)).toBeUndefined()
    else expect(hrefProblem(href)).toMatch(problem)
  })

  it('a refused href is never read: the file fails, naming it', async () => {
    const content = remote()
    const read = content.read(fileAt('http://198.51.100.7/a.csv'), { label: 'download a.csv', receive: () => ({ write: () => undefined }) })
    await expect(read).rejects.toBeInstanceOf(HrefRefused)
    await expect(read).rejects.toThrow(
      'scene-0001/data.csv: its href http://198.51.100.7/a.csv is not read: it leads to http://198.51.100.7 over plain http',
    )
  })
})

describe('HeldBytes: memory for bytes kept until their PUT', () => {
  it('holds in order once the bytes fit, and lets one hold go on alone however large', async () => {
    const held = new HeldBytes(100)
    const first = held.tryHold(60)!
    expect(held.tryHold(60)).toBeUndefined()
    const order: string[] = []
    const second = held.hold(60).then((release) => (order.push('second'), release))
    const third = held.hold(30).then((release) => (order.push('third'), release))
    first()
    ;(await second)()
    ;(await third)()
    expect(order).toEqual(['second', 'third'])
    // Nothing held: a hold larger than the limit goes on (a part larger than the budget must still be sent).
    const large = held.tryHold(500)
    expect(large).toBeDefined()
    large!()
    expect(held.peak).toBe(500)
  })
})

describe('the first read of remote content', () => {
  const bytes = Buffer.from('id;east;north\nscene-0001;2600000;1200000\n')

  it('a read that fails gives back the memory its attempts held', async () => {
    const url = await origin((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(bytes.length) })
      res.write(bytes.subarray(0, 10), () => res.destroy())
    })
    const held = new HeldBytes(1024)
    await expect(
      readStreamed(fileAt(`${url}/a.csv`), remote(1), { checksum: multihash(bytes) }, { partSize: undefined, held }),
    ).rejects.toThrow(/download scene-0001\/data.csv/)
    // All of it free again: a hold of the whole limit goes on at once.
    expect(held.tryHold(1024)).toBeDefined()
  })

  it('bytes other than stated: a ContentMismatch naming the href and both checksums, the memory given back', async () => {
    const url = await origin((_req, res) => res.writeHead(200, { 'Content-Length': String(bytes.length), ETag: '"v1"' }).end(bytes))
    const held = new HeldBytes(1024)
    const stated = multihash(Buffer.from('other bytes'))
    const failure = await readStreamed(fileAt(`${url}/a.csv`, stated), remote(), { checksum: stated }, { partSize: undefined, held }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(ContentMismatch)
    expect((failure as Error).message).toBe(
      `scene-0001/data.csv: the bytes at ${url}/a.csv are not what the source states: its file:checksum is ${stated}, ` +
        `the ${bytes.length} bytes read hash to ${multihash(bytes)}; none of its bytes were sent, and the target keeps what it had`,
    )
    expect(held.tryHold(1024)).toBeDefined()
  })

  it('content its storage keeps encoded (an upload with content_encoding): hashed decoded, copied as stored', async () => {
    const encoded = gzipSync(bytes)
    const url = await origin((_req, res) =>
      res.writeHead(200, { 'Content-Length': String(encoded.length), 'Content-Encoding': 'gzip' }).end(encoded),
    )
    const content = remote()
    const file = fileAt(`${url}/a.csv`)
    expect(await measureStreamed(file, content)).toEqual({ checksum: multihash(bytes), size: bytes.length, raw: encoded.length })
    const read = await readStreamed(file, content, { checksum: multihash(bytes) }, { partSize: undefined, held: new HeldBytes() })
    expect(read.digest).toMatchObject({
      checksum: multihash(bytes),
      size: bytes.length,
      uploadSize: encoded.length,
      contentEncoding: 'gzip',
    })
    const part = await read.digest.reader.hold(read.digest.parts[0]!)
    expect((await part.read()).equals(encoded)).toBe(true)
    expect(read.digest.parts[0]?.md5).toBe(createHash('md5').update(encoded).digest('base64'))
    read.release()
  })

  it('an encoding the catalog cannot carry is refused, and so is an answer without a length where the source states none', async () => {
    const url = await origin((req, res) => {
      if (req.url === '/deflate') res.writeHead(200, { 'Content-Length': String(bytes.length), 'Content-Encoding': 'deflate' }).end(bytes)
      else res.writeHead(200, { 'Transfer-Encoding': 'chunked' }).end(bytes)
    })
    const options = { partSize: undefined, held: new HeldBytes() }
    await expect(readStreamed(fileAt(`${url}/deflate`), remote(), { checksum: multihash(bytes) }, options)).rejects.toThrow(
      "its storage serves it with Content-Encoding 'deflate', which the catalog's upload cannot carry (gzip or br)",
    )
    await expect(readStreamed(fileAt(`${url}/chunked`), remote(), { checksum: multihash(bytes) }, options)).rejects.toThrow(
      'its storage states no Content-Length, nor the source a file:size: its parts cannot be cut',
    )
  })
})
