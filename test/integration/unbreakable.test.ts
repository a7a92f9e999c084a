import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { startFaultProxy, type FaultProxy } from '../../sandbox/fault-proxy.ts'
import { runBundled, runInProcess, visible } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { lv95, tiffAround } from '../support/geodata.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

// What a real network does to a run, one fault at a time at the request where it hurts most:
// each case is a defect or a reconciliation path of "Unattended means unbreakable".

const COLLECTION = 'ch.test.unbreakable'
const ITEM = 'item'
const multihash = (content: Buffer | string): string => `1220${createHash('sha256').update(content).digest('hex')}`
const MIB = 1024 * 1024

let identity: Identity
let catalog: FakeCatalog | undefined
let proxy: FaultProxy | undefined
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('unbreakable')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await proxy?.close()
  await ws?.remove()
  catalog = undefined
  proxy = undefined
})

/** Injects `action` on the matching requests whose place among the matching ones is listed (1-based). */
function at(match: (request: FaultRequest) => boolean, action: FaultAction, places: readonly number[] = [1]) {
  let seen = 0
  return (request: FaultRequest): FaultAction | undefined => (match(request) && places.includes(++seen) ? action : undefined)
}

async function setup(fault: (request: FaultRequest) => FaultAction | undefined, mode: 'deployed' | 'described' = 'deployed') {
  catalog = await startFakeCatalog({
    mode,
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: [ITEM] },
    fault,
  })
  ws = await makeWorkspace()
  return catalog
}

const inputs = (extra: Record<string, string> = {}) =>
  sandboxInputs(catalog!, identity, COLLECTION, { item: ITEM, files: 'data/**', ...extra })

describe('an answer cut off or trickling ends the request, not the run', () => {
  const big = tiffAround(noise(11 * MIB, 21), lv95(2_600_000, 1_200_000))
  const small = 'a,b\n1,2\n'
  it.each<[string, (request: FaultRequest) => boolean, FaultAction]>([
    ['cut in the body of a catalog PUT', (r) => r.target === 'api' && r.method === 'PUT', 'mid-body'],
    ['cut in the body of a storage part PUT', (r) => r.target === 'storage' && r.method === 'PUT', 'mid-body'],
    ['cut in the headers of a storage part PUT', (r) => r.target === 'storage' && r.method === 'PUT', 'mid-headers'],
    ['trickling past the timeout on a catalog PUT', (r) => r.target === 'api' && r.method === 'PUT', { trickleMs: 150, bytes: 8 }],
  ])('%s: retried, every file published, exit code 0 (the bundled action, as the runner runs it)', async (_what, match, action) => {
    await setup(at(match, action))
    await ws.write('data/big.las', big)
    await ws.write('data/small.csv', small)
    const run = await runBundled(inputs({ 'create-method': 'put', 'part-size': '5', timeout: '2' }), ws.root)
    expect(run.code, `${run.log}\n${run.stderr}`).toBe(0)
    expect(run.outputs).toMatchObject({ created: '2', failed: '0' })
    expect(catalog!.asset(COLLECTION, ITEM, 'big.las')?.file?.checksum).toBe(multihash(big))
    expect((await catalog!.readFile(COLLECTION, ITEM, 'big.las')).equals(big)).toBe(true)
    expect(catalog!.asset(COLLECTION, ITEM, 'small.csv')?.file?.checksum).toBe(multihash(small))
    expect(run.log).toMatch(/^Retry .*: attempt 1 of 6 failed \(/m)
  })
})

describe('lost answers are reconciled by reading the state back, at every attempt', () => {
  const content = tiffAround(noise(6 * MIB, 22), lv95(2_600_000, 1_200_000))

  it('a lost abort answer: the retry meets 500 NoSuchUpload, the upload is read back as aborted, and the file is published', async () => {
    await setup(at((r) => r.method === 'POST' && r.path.endsWith('/abort'), 'drop'))
    await catalog!.seedAsset(COLLECTION, ITEM, { id: 'dem.tif', type: 'image/tiff; application=geotiff' })
    const stale = catalog!.startUpload(COLLECTION, ITEM, 'dem.tif')
    await ws.write('data/dem.tif', content)
    const run = await runInProcess(inputs({ 'part-size': '5' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(catalog!.asset(COLLECTION, ITEM, 'dem.tif')?.file?.checksum).toBe(multihash(content))
    expect(catalog!.uploads(COLLECTION, ITEM, 'dem.tif').find((u) => u.uploadId === stale)?.status).toBe('aborted')
    // The 500 of an upload that is no longer in progress is final, not retried to exhaustion.
    const aborts = catalog!.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${stale}/abort`))
    expect(aborts.map((r) => r.status)).toEqual([200, 500])
  })

  it('a second lost create: after a stale upload is aborted, the new create is lost too; its own upload is found and continued', async () => {
    // The 1st create (meets the stale upload) and the 3rd (makes ours) lose their answers.
    await setup(at((r) => r.method === 'POST' && r.path.endsWith('/uploads'), 'drop', [1, 3]))
    await catalog!.seedAsset(COLLECTION, ITEM, { id: 'dem.tif', type: 'image/tiff; application=geotiff' })
    const stale = catalog!.startUpload(COLLECTION, ITEM, 'dem.tif')
    await ws.write('data/dem.tif', content)
    const run = await runInProcess(inputs({ 'part-size': '5' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(catalog!.asset(COLLECTION, ITEM, 'dem.tif')?.file?.checksum).toBe(multihash(content))
    const uploads = catalog!.uploads(COLLECTION, ITEM, 'dem.tif')
    expect(uploads.map((u) => u.status).sort()).toEqual(['aborted', 'completed'])
    expect(uploads.find((u) => u.uploadId === stale)?.status).toBe('aborted')
    expect(run.log).toMatch(/continuing upload \w+, left in progress for the same bytes/)
  })

  it("a lost complete: the retry meets 409 'No upload in progress', and the upload reads completed with our checksum", async () => {
    await setup(at((r) => r.method === 'POST' && r.path.endsWith('/complete'), 'drop'))
    await ws.write('data/dem.tif', content)
    const run = await runInProcess(inputs({ 'part-size': '5', 'create-method': 'put' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(catalog!.requests.filter((r) => r.path.endsWith('/complete')).map((r) => r.status)).toEqual([200, 409])
    expect(catalog!.uploads(COLLECTION, ITEM, 'dem.tif').map((u) => u.status)).toEqual(['completed'])
  })

  it('a lost POST create (a catalog as published): read back, created once', async () => {
    await setup(
      at((r) => r.method === 'POST' && r.path.endsWith('/assets'), 'drop'),
      'described',
    )
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(catalog!.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/assets'))).toHaveLength(1)
    expect(catalog!.asset(COLLECTION, ITEM, 'a.csv')?.fields).toMatchObject({ id: 'a.csv', type: 'text/csv' })
  })

  it('a lost DELETE (a type change on overwrite): the retry finds nothing, which is success', async () => {
    await setup(at((r) => r.method === 'DELETE', 'drop'))
    await catalog!.seedAsset(COLLECTION, ITEM, { id: 'a.json', type: 'application/json' }, Buffer.from('{}\n'))
    await ws.write('data/a.json', '{"type":"FeatureCollection","features":[]}\n')
    const run = await runInProcess(inputs({ 'if-exists': 'overwrite', 'media-type': 'json: application/geo+json' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(catalog!.requests.filter((r) => r.method === 'DELETE').map((r) => r.status)).toEqual([200, 404])
    expect(catalog!.asset(COLLECTION, ITEM, 'a.json')?.fields.type).toBe('application/geo+json')
  })

  it("the service's transient 500s (a database deadlock) are retried", async () => {
    await setup(at((r) => r.target === 'api' && r.method === 'PUT', 'deadlock', [1, 2]))
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs({ 'create-method': 'put' }), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.log.match(/^Retry create asset a.csv: attempt \d of 6 failed \(HTTP 500\)/gm)).toHaveLength(2)
  })
})

describe('the identity provider, through a fault proxy', () => {
  it.each<[string, FaultAction]>([
    ['cut in the body', 'mid-body'],
    ['refused for a moment', { refuseMs: 200 }],
    ['throttled', { status: 400, body: JSON.stringify({ __type: 'TooManyRequestsException', message: 'Rate exceeded' }) }],
  ])('an InitiateAuth answer %s is retried and the run signs in', async (_what, action) => {
    await setup(() => undefined)
    proxy = await startFaultProxy({ target: identity.cognito.url, fault: at((r) => r.method === 'POST', action) })
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess({ ...inputs(), 'auth-url': proxy.url(identity.cognito.url) }, ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.log).toMatch(/^Retry InitiateAuth: attempt 1 of 6 failed/m)
    expect(run.log).toContain(`Signed in as ${identity.user.username}`)
  })
})
