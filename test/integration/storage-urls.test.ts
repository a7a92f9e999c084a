import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { useHosts } from '../support/hosts.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// The catalog chooses where a file's bytes go: its presigned part URLs. Over plain http to any
// host but this machine, anyone on the way could read or change them.

const TOKEN = 'storage-urls-token'
const COLLECTION = 'ch.test.storage'
const ITEM = 'item'

let catalog: FakeCatalog | undefined
let storage: Server | undefined
let ws: Workspace | undefined
let restoreHosts: (() => void) | undefined
afterEach(async () => {
  restoreHosts?.()
  await catalog?.close()
  await new Promise((resolve) => storage?.close(resolve) ?? resolve(undefined))
  await ws?.remove()
  catalog = storage = ws = restoreHosts = undefined
})

describe('storage URLs', () => {
  it('a part URL over plain http to another host fails its file, naming the origin, before a byte is sent; the other files publish', async () => {
    // A storage the name leads to: were a part sent there, it would see it.
    const received: string[] = []
    storage = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`)
      req.resume()
      res.writeHead(200, { ETag: '"e"' }).end()
    })
    await new Promise<void>((resolve) => storage!.listen(0, '127.0.0.1', resolve))
    const port = (storage.address() as AddressInfo).port
    restoreHosts = useHosts({ 'storage.example.com': '127.0.0.1' })
    const expires = new Date(Date.now() + 3_600_000).toISOString()
    catalog = await startFakeCatalog({
      staticTokens: [TOKEN],
      items: { [COLLECTION]: [ITEM] },
      // The upload of plain.csv is answered by a catalog that hands out a plain-http part URL.
      fault: (request) =>
        request.method === 'POST' && request.path.endsWith('/assets/plain.csv/uploads')
          ? {
              status: 201,
              body: JSON.stringify({
                upload_id: 'u1',
                status: 'in-progress',
                number_parts: 1,
                urls: [{ url: `http://storage.example.com:${port}/bucket/plain.csv?X-Amz-Signature=s`, part: 1, expires }],
              }),
            }
          : undefined,
    })
    ws = await makeWorkspace()
    await ws.write('data/plain.csv', 'a,b\n1,2\n')
    await ws.write('data/other.csv', 'c,d\n3,4\n')
    const run = await runInProcess(
      { 'base-url': catalog.origin, 'access-token': TOKEN, collection: COLLECTION, item: ITEM, files: 'data/**', 'create-method': 'put' },
      ws.root,
    )
    expect(run.failed, visible(run.log)).toBe(true)
    expect(run.outputs).toMatchObject({ created: '1', failed: '1' })
    expect(run.log).toContain(
      `upload part 1/1 of plain.csv: the storage URL leads to http://storage.example.com:${port} over plain http, nothing was sent: ` +
        'parts go over https only (plain http only to loopback hosts such as 127.0.0.1)',
    )
    expect(received).toEqual([])
    expect(catalog.asset(COLLECTION, ITEM, 'other.csv')?.file).toBeDefined()
  })
})
