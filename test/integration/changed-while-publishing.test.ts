import fs from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { runInProcess } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

// A file that someone writes to while the action sends its parts: the storage refuses the part
// whose bytes are not those of the MD5 planned (S3's BadDigest). The run fails that file, naming
// it and saying that it changed while publishing; the next run publishes the file as it is then.

const COLLECTION = 'ch.test.changed'
const ITEM = 'item'
const MIB = 1024 * 1024
const multihash = (content: Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
let hook: ((request: FaultRequest) => FaultAction | undefined) | undefined

beforeAll(async () => {
  identity = await startIdentity('changing')
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: [ITEM] },
    fault: (request) => hook?.(request),
  })
  ws = await makeWorkspace()
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

describe('a file written to while its parts are sent', () => {
  it('fails with "changed while publishing", naming the file; the other files publish; the next run repairs it', async () => {
    const before = noise(12 * MIB + 7, 1)
    const after = noise(12 * MIB + 7, 2)
    await ws.write('data/scan.las', before)
    await ws.write('data/notes.csv', 'a,b\n1,2\n')
    const scan = path.join(ws.root, 'data/scan.las')

    // When the first part of scan.las reaches the storage, the file is rewritten (same size, other
    // bytes): the parts read after that are not those planned. One part at a time, so that they are.
    let rewritten = false
    hook = (request) => {
      if (rewritten || request.target !== 'storage' || request.method !== 'PUT') return undefined
      rewritten = true
      fs.writeFileSync(scan, after)
      return undefined
    }
    const inputs = sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/*', 'part-size': '5', concurrency: '1' })
    const first = await runInProcess(inputs, ws.root)
    expect(rewritten).toBe(true)
    expect(first.failed).toBe(true)

    // The part the storage refuses is the first whose bytes were read after the rewrite: part 1's
    // were read as it was sent, unless the sockets' buffers took all of them before.
    const message = new RegExp(
      String.raw`^::error title=Not published%3A scan\.las,file=data/scan\.las::data/scan\.las: the file changed while publishing ` +
        String.raw`\(part [12] of 3 was read with other bytes than when its checksum was computed; the storage refused it\); ` +
        'its upload was aborted, and the next run publishes the file as it is then$',
      'm',
    )
    expect(first.log).toMatch(message)
    expect(first.summary).toContain('changed while publishing')
    expect(first.outputs.failed).toBe('1')
    // The other file published; the changed one's upload aborted, none left in progress.
    expect(catalog.asset(COLLECTION, ITEM, 'notes.csv')?.file?.checksum).toBeDefined()
    expect(catalog.uploads(COLLECTION, ITEM, 'scan.las').map((upload) => upload.status)).toEqual(['aborted'])
    expect(catalog.asset(COLLECTION, ITEM, 'scan.las')?.file?.checksum).toBeUndefined()

    // The next run publishes the file as it is now.
    hook = undefined
    const second = await runInProcess(inputs, ws.root)
    expect(second.failed, second.log).toBe(false)
    expect(catalog.asset(COLLECTION, ITEM, 'scan.las')?.file?.checksum).toBe(multihash(after))
    expect((await catalog.readFile(COLLECTION, ITEM, 'scan.las')).equals(after)).toBe(true)
    expect(second.outputs.skipped).toBe('1')
  })
})
