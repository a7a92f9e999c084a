import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { randomFaults } from '../../sandbox/faults.ts'
import { ProblemsError, render } from '../../src/common/index.ts'
import { changeSourceAssets, type SeededAsset } from '../../sandbox/source.ts'
import { publishPromotion, sourceUrl, spawnPromotion } from '../support/promotion.ts'
import { sandboxInputs, startIdentity, startSourceCatalog, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

// A promotion's bytes: a STAC API source's assets (stac-source, read by the run's source reader)
// read at their hrefs on the source's storage, over real sockets, and streamed into the target's
// multipart upload. The source is a second sandbox catalog, whose storage serves each asset's bytes
// (ETag, Range, If-Match), and whose requests are counted.

const SOURCE = 'ch.test.source'
const TARGET = 'ch.test.target'
const multihash = (bytes: Buffer): string => `1220${createHash('sha256').update(bytes).digest('hex')}`

let identity: Identity
beforeAll(async () => {
  identity = await startIdentity('promoter')
})
afterAll(() => identity?.cognito.stop())

const open: Array<{ close(): Promise<void> } | Workspace> = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => ('remove' in thing ? thing.remove() : thing.close())))
})

interface Setup {
  readonly source: FakeCatalog
  readonly target: FakeCatalog
  readonly assets: SeededAsset[]
  readonly ws: Workspace
  readonly inputs: Record<string, string>
}

async function setup(
  options: {
    readonly items?: number
    readonly mismatched?: readonly { item: string; asset: string }[]
    readonly sourceFault?: (request: FaultRequest) => FaultAction | undefined
    readonly targetFault?: (request: FaultRequest) => FaultAction | undefined
    readonly inputs?: Record<string, string>
  } = {},
): Promise<Setup> {
  const { catalog: source, assets } = await startSourceCatalog(
    identity,
    { collection: SOURCE, items: options.items ?? 3, ...(options.mismatched === undefined ? {} : { mismatched: options.mismatched }) },
    options.sourceFault === undefined ? {} : { fault: options.sourceFault },
  )
  open.push(source)
  const target = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    collections: [TARGET],
    ...(options.targetFault === undefined ? {} : { fault: options.targetFault }),
  })
  open.push(target)
  const ws = await makeWorkspace()
  open.push(ws)
  const inputs = sandboxInputs(target, identity, TARGET, {
    files: '',
    'stac-source': sourceUrl(source, SOURCE),
    items: 'create',
    ...options.inputs,
  })
  return { source, target, assets, ws, inputs }
}

/** The source's storage reads (the bytes), and every request that reached it. */
const bytesRead = (source: FakeCatalog) => source.requests.filter((r) => r.target === 'storage' && r.method === 'GET')
const partsSent = (target: FakeCatalog) => target.requests.filter((r) => r.target === 'storage' && r.method === 'PUT' && r.status === 200)

/**
 * An item of its own at the source with one large asset (cloud.las), for a test of its parts to
 * promote alone (source-ids: large).
 */
async function seedLarge(source: FakeCatalog, bytes: Buffer): Promise<SeededAsset> {
  const square = [
    [7.4, 46.9],
    [7.5, 46.9],
    [7.5, 47.0],
    [7.4, 47.0],
    [7.4, 46.9],
  ]
  source.seedItem(SOURCE, {
    id: 'large',
    geometry: { type: 'Polygon', coordinates: [square] },
    properties: { datetime: '2025-06-01T00:00:00Z' },
  })
  await source.seedAsset(SOURCE, 'large', { id: 'cloud.las', type: 'application/vnd.las' }, bytes)
  return {
    collection: SOURCE,
    item: 'large',
    asset: 'cloud.las',
    type: 'application/vnd.las',
    bytes,
    checksum: multihash(bytes),
    href: `${source.storageOrigin}/${SOURCE}/large/cloud.las`,
    generation: 0,
  }
}

/**
 * The source states an MD5 multihash (d501…, what STAC 0.9's checksum:md5 becomes) as the asset's
 * file:checksum: no sha2-256 the run could compare, so its bytes must be read to plan it.
 */
async function stateMd5(source: FakeCatalog, asset: SeededAsset): Promise<void> {
  const stored = source.asset(SOURCE, asset.item, asset.asset)!
  const md5 = `d50110${createHash('md5').update(asset.bytes).digest('hex')}`
  await source.seedAsset(SOURCE, asset.item, { ...stored.fields, 'file:checksum': md5 }, asset.bytes)
}

/** Every asset on the target holds its source's bytes, under the checksum the source states. */
async function expectCopied(target: FakeCatalog, assets: readonly SeededAsset[]): Promise<void> {
  for (const asset of assets) {
    const name = `${asset.item}/${asset.asset}`
    expect(target.asset(TARGET, asset.item, asset.asset)?.file?.checksum, name).toBe(multihash(asset.bytes))
    expect((await target.readFile(TARGET, asset.item, asset.asset)).equals(asset.bytes), name).toBe(true)
    expect(
      target.uploads(TARGET, asset.item, asset.asset).filter((upload) => upload.status === 'in-progress'),
      name,
    ).toEqual([])
  }
}

/** A fault that strikes the first of the requests `at` picks at each path, once; `struck`, the paths it struck. */
function firstOfEach(at: (request: FaultRequest) => boolean, action: FaultAction) {
  const struck = new Set<string>()
  const fault = (request: FaultRequest): FaultAction | undefined => {
    if (!at(request) || struck.has(request.path)) return undefined
    struck.add(request.path)
    return action
  }
  return { fault, struck: struck as ReadonlySet<string> }
}

/** The promotion run creates and copies every asset, though each asset's path was struck once. */
async function expectCopiedDespite({ target, assets, ws, inputs }: Setup, struck: ReadonlySet<string>): Promise<void> {
  const run = await publishPromotion(inputs, ws.root)
  expect(
    run.results.map((r) => r.result),
    run.log,
  ).toEqual(assets.map(() => 'created'))
  expect(struck.size).toBe(assets.length)
  await expectCopied(target, assets)
}

describe('remote content: a source asset streamed into the target', () => {
  it('copies one-part assets with one GET each, never sending the token to the source; a re-run reads no byte of it', async () => {
    const { source, target, assets, ws, inputs } = await setup()
    const first = await publishPromotion(inputs, ws.root)
    expect(
      first.results.map((r) => `${r.file} ${r.result}`),
      first.log,
    ).toEqual(assets.map((a) => `${a.item}/${a.asset} created`))
    await expectCopied(target, assets)
    // The source states no size: the report says what came.
    expect(first.results.map((r) => r.size)).toEqual(assets.map((a) => a.bytes.length))
    // One GET per small asset: its bytes kept from the read that hashed them for their PUT.
    expect(bytesRead(source).map((r) => r.path)).toEqual(expect.arrayContaining(assets.map((a) => `/${SOURCE}/${a.item}/${a.asset}`)))
    expect(bytesRead(source)).toHaveLength(assets.length)
    // The target's token went to the target's API, and nowhere else.
    expect(target.requests.some((r) => r.target === 'api' && r.authorization?.startsWith('Bearer ') === true)).toBe(true)
    expect(source.requests.filter((r) => r.target === 'api').length).toBeGreaterThan(0)
    expect(source.requests.filter((r) => r.authorization !== undefined)).toEqual([])

    // The declared checksums are the target's: nothing to write, no byte of the source read (its listing only).
    const [sourceBefore, writesBefore] = [source.requests.length, target.writes()]
    const again = await publishPromotion(inputs, ws.root)
    expect(again.results.map((r) => r.result)).toEqual(assets.map(() => 'skipped'))
    expect(source.requests.slice(sourceBefore).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/stac/v1/collections/${SOURCE}/items`,
    ])
    expect(target.writes() - writesBefore).toBe(0)
  })

  it('after source assets change, the next run reads and uploads exactly those', async () => {
    const { source, target, assets, ws, inputs } = await setup({ items: 10 })
    await publishPromotion(inputs, ws.root)
    const changed = await changeSourceAssets(source, assets, 4)
    const now = assets.map((asset) => changed.find((c) => c.item === asset.item && c.asset === asset.asset) ?? asset)
    const [readsBefore, partsBefore] = [bytesRead(source).length, partsSent(target).length]
    const run = await publishPromotion(inputs, ws.root)
    expect(run.results.filter((r) => r.result !== 'skipped').map((r) => `${r.file} ${r.result}`)).toEqual(
      changed.map((c) => `${c.item}/${c.asset} updated`),
    )
    expect(
      bytesRead(source)
        .slice(readsBefore)
        .map((r) => r.path),
    ).toEqual(expect.arrayContaining(changed.map((c) => `/${SOURCE}/${c.item}/${c.asset}`)))
    expect(bytesRead(source).length - readsBefore).toBe(4)
    expect(partsSent(target).length - partsBefore).toBe(4)
    await expectCopied(target, now)
  })

  it('a multi-part asset: read once for its part MD5s, then part by part by range, each checked before its PUT', async () => {
    const { source, target, ws, inputs } = await setup({ items: 1, inputs: { 'part-size': '5', concurrency: '4', 'source-ids': 'large' } })
    const asset = await seedLarge(source, noise(12 * 1024 * 1024 + 3, 7))
    const run = await publishPromotion(inputs, ws.root)
    expect(
      run.results.map((r) => r.result),
      run.log,
    ).toEqual(['created'])
    await expectCopied(target, [asset])
    const reads = bytesRead(source)
    // The whole once (hashed, not kept), then each of its 3 parts.
    expect(reads).toHaveLength(4)
    expect(reads.map((r) => r.status).sort()).toEqual([200, 206, 206, 206])
    expect(partsSent(target)).toHaveLength(3)
  })

  it('an asset whose bytes do not match its file:checksum fails alone, before anything of it is written', async () => {
    const wrong = { item: 'scene-0002', asset: 'data.csv' }
    const { target, assets, ws, inputs } = await setup({ mismatched: [wrong] })
    const run = await publishPromotion(inputs, ws.root)
    const failed = run.results.filter((r) => r.result === 'failed')
    expect(failed.map((r) => r.file)).toEqual(['scene-0002/data.csv'])
    const seeded = assets.find((a) => a.item === wrong.item && a.asset === wrong.asset)!
    // The href, what the source states, and what its bytes are.
    expect(failed[0]?.error).toContain(seeded.href)
    expect(failed[0]?.error).toContain(seeded.checksum)
    expect(failed[0]?.error).toContain(multihash(seeded.bytes))
    expect(run.results.filter((r) => r.result === 'created')).toHaveLength(assets.length - 1)
    // Nothing of it published: no asset, no upload.
    expect(target.asset(TARGET, wrong.item, wrong.asset)).toBeUndefined()
    expect(target.requests.filter((r) => r.path.includes(`/items/${wrong.item}/assets/${wrong.asset}`))).toEqual([])
    await expectCopied(
      target,
      assets.filter((a) => a !== seeded),
    )
  })

  it('bytes of a part that changed at the source between its two reads fail the asset, its upload aborted', async () => {
    let changed = false
    const { source, target, ws, inputs } = await setup({
      items: 1,
      inputs: { 'part-size': '5', 'source-ids': 'large' },
      // The second part, read again: other bytes under the same ETag (a storage that ignores If-Match).
      sourceFault: (request) => {
        if (changed || request.headers.range === undefined || !String(request.headers.range).startsWith(`bytes=${5 * 1024 * 1024}-`))
          return undefined
        changed = true
        return {
          status: 206,
          body: 'x'.repeat(5 * 1024 * 1024),
          headers: { 'Content-Range': `bytes ${5 * 1024 * 1024}-${10 * 1024 * 1024 - 1}/${12 * 1024 * 1024}` },
        }
      },
    })
    await seedLarge(source, noise(12 * 1024 * 1024, 3))
    const run = await publishPromotion(inputs, ws.root)
    expect(run.results.map((r) => r.result)).toEqual(['failed'])
    expect(run.results[0]?.error).toMatch(/large\/cloud\.las: part 2 of 3 at .* is other bytes than at its first read/)
    expect(changed).toBe(true)
    expect(target.asset(TARGET, 'large', 'cloud.las')?.file).toBeUndefined()
    expect(target.uploads(TARGET, 'large', 'cloud.las').map((u) => u.status)).toEqual(['aborted'])
  })

  it('an object replaced at the source between the reads (its ETag no longer holds) fails the asset', async () => {
    let refused = 0
    const { source, target, ws, inputs } = await setup({
      items: 1,
      inputs: { 'part-size': '5', 'source-ids': 'large' },
      sourceFault: (request) =>
        request.headers['if-match'] !== undefined && refused++ === 0
          ? { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>', headers: { 'Content-Type': 'application/xml' } }
          : undefined,
    })
    await seedLarge(source, noise(11 * 1024 * 1024, 5))
    const run = await publishPromotion(inputs, ws.root)
    expect(run.results.map((r) => r.result)).toEqual(['failed'])
    expect(run.results[0]?.error).toMatch(/its bytes changed since they were read \(its ETag is no longer "/)
    expect(target.asset(TARGET, 'large', 'cloud.las')?.file).toBeUndefined()
  })

  it.each<[string, FaultAction]>([
    ['cut mid-body', 'mid-body'],
    ['reset', 'reset'],
    ['trickling', { trickleMs: 5, bytes: 16 }],
    ['a 503', { status: 503, body: '<Error><Code>SlowDown</Code></Error>' }],
  ])('a source answer %s is read again, and the bytes published are right', async (_what, action) => {
    // The first read of each asset's bytes.
    const first = firstOfEach((request) => request.target === 'storage', action)
    const promotion = await setup({ sourceFault: first.fault })
    await expectCopiedDespite(promotion, first.struck)
    const { source, assets } = promotion
    // A trickle is slow, not broken: read once; the others twice.
    expect(bytesRead(source)).toHaveLength(typeof action === 'object' && 'trickleMs' in action ? assets.length : 2 * assets.length)
  })

  it.each<[string, FaultAction]>([
    ['cut mid-body', 'mid-body'],
    ['reset', 'reset'],
    ['a 503', { status: 503, body: '<Error><Code>SlowDown</Code></Error>' }],
  ])('a target storage answer %s: the part is sent again from the bytes kept, not read again at the source', async (_what, action) => {
    // The first PUT of each part.
    const first = firstOfEach((request) => request.target === 'storage' && request.method === 'PUT', action)
    const promotion = await setup({ targetFault: first.fault })
    await expectCopiedDespite(promotion, first.struck)
    const { source, assets } = promotion
    expect(bytesRead(source)).toHaveLength(assets.length)
  })

  it('a source that keeps failing one asset, and a redirect, fail those assets alone', async () => {
    const { target, assets, ws, inputs } = await setup({
      sourceFault: (request) => {
        if (request.path.endsWith('/scene-0001/data.csv')) return { status: 500, body: '<Error><Code>InternalError</Code></Error>' }
        if (request.path.endsWith('/scene-0003/footprint.geojson'))
          return { status: 302, body: '', headers: { Location: 'https://elsewhere.example/data.csv' } }
        return undefined
      },
      inputs: { retries: '2' },
    })
    const run = await publishPromotion(inputs, ws.root)
    const failed = new Map(run.results.filter((r) => r.result === 'failed').map((r) => [r.file, r.error ?? '']))
    expect([...failed.keys()].sort()).toEqual(['scene-0001/data.csv', 'scene-0003/footprint.geojson'])
    expect(failed.get('scene-0001/data.csv')).toMatch(/the storage answered HTTP 500 InternalError/)
    expect(failed.get('scene-0003/footprint.geojson')).toMatch(
      /a redirect to https:\/\/elsewhere\.example\/data\.csv, which is not followed/,
    )
    expect(target.asset(TARGET, 'scene-0001', 'data.csv')).toBeUndefined()
    await expectCopied(
      target,
      assets.filter((a) => !failed.has(`${a.item}/${a.asset}`)),
    )
  })

  it.each([[1], [2]])('a fifth of the requests to both catalogs failing: every asset copied once (seed %i)', async (seed) => {
    const sourceFaults = randomFaults(seed, 0.2, { targets: ['storage'] })
    const targetFaults = randomFaults(seed + 10, 0.2)
    const { target, assets, ws, inputs } = await setup({
      items: 8,
      sourceFault: sourceFaults.fault,
      targetFault: targetFaults.fault,
      inputs: { retries: '8' },
    })
    const run = await publishPromotion(inputs, ws.root)
    expect(
      run.results.map((r) => r.result),
      run.log,
    ).toEqual(assets.map(() => 'created'))
    await expectCopied(target, assets)
    for (const asset of assets)
      expect(target.uploads(TARGET, asset.item, asset.asset).filter((u) => u.status === 'completed')).toHaveLength(1)
    expect(Object.values(sourceFaults.injected).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0)
  })

  it('a source that states no checksum: each asset read once to hash it before the plan, said once in the log', async () => {
    const { source, target, assets, ws, inputs } = await setup({ items: 2 })
    for (const asset of assets.filter((a) => a.item !== 'scene-0001')) await stateMd5(source, asset)
    const run = await publishPromotion(inputs, ws.root)
    expect(
      run.results.map((r) => r.result),
      run.log,
    ).toEqual(assets.map(() => 'created'))
    expect(run.log).toMatch(/^2 file\(s\) of the STAC source's content state no sha2-256 file:checksum: each read once to hash it/m)
    await expectCopied(target, assets)
    // Those two: read to hash, then read for the upload; the others once.
    expect(bytesRead(source)).toHaveLength(assets.length + 2)
    const [before, writes] = [bytesRead(source).length, target.writes()]
    const again = await publishPromotion(inputs, ws.root)
    expect(again.results.map((r) => r.result)).toEqual(assets.map(() => 'skipped'))
    expect(bytesRead(source).length - before).toBe(2)
    expect(target.writes() - writes).toBe(0)
  })

  it('a source that states no checksum and whose bytes cannot be read: the run stops before any write, naming each such asset', async () => {
    const gone = new Set(['/ch.test.source/scene-0002/data.csv', '/ch.test.source/scene-0003/footprint.geojson'])
    const { source, target, assets, ws, inputs } = await setup({
      sourceFault: (request) =>
        gone.has(request.path)
          ? { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>', headers: { 'Content-Type': 'application/xml' } }
          : undefined,
    })
    for (const asset of assets) await stateMd5(source, asset)
    const stopped = await publishPromotion(inputs, ws.root).catch((error: unknown) => error)
    const { cause } = stopped as Error
    expect(cause).toBeInstanceOf(ProblemsError)
    const problems = (cause as ProblemsError).problems
    expect(problems.map((problem) => problem.subject)).toEqual([
      { kind: 'file', path: 'scene-0002/data.csv' },
      { kind: 'file', path: 'scene-0003/footprint.geojson' },
    ])
    expect(render(problems[0]!.what)).toMatch(
      /its bytes could not be read at http:\/\/127\.0\.0\.1:\d+\/ch\.test\.source\/scene-0002\/data\.csv to hash them .*HTTP 404 NoSuchKey/,
    )
    expect(render(problems[0]!.fix!)).toMatch(/file:checksum/)
    expect(target.writes()).toBe(0)
  })

  it('a run killed mid-upload: the next one continues with the parts the target lacks', async () => {
    let kill: (() => void) | undefined
    let killed = false
    const { source, target, ws, inputs } = await setup({
      items: 1,
      inputs: { 'part-size': '5', concurrency: '1', 'source-ids': 'large' },
      targetFault: (request) => {
        if (killed || request.target !== 'storage' || request.method !== 'PUT' || !request.path.endsWith('/2')) return undefined
        killed = true
        kill?.()
        return 'drop'
      },
    })
    const asset = await seedLarge(source, noise(12 * 1024 * 1024 + 11, 13))
    const stopped = await spawnPromotion(inputs, ws.root, { onSpawn: (k) => (kill = k) })
    expect(stopped.signal, stopped.stdout).toBe('SIGKILL')
    expect(killed).toBe(true)
    expect(target.uploads(TARGET, 'large', 'cloud.las').map((u) => u.status)).toEqual(['in-progress'])

    const [readsBefore, partsBefore] = [bytesRead(source).length, partsSent(target).length]
    const rerun = await publishPromotion(inputs, ws.root)
    expect(
      rerun.results.map((r) => r.result),
      rerun.log,
    ).toEqual(['updated'])
    expect(rerun.log).toMatch(
      /Upload of cloud\.las: continuing upload \w+, left in progress for the same bytes .*; 1 of 3 part\(s\) stored already/,
    )
    // The whole once more for the part MD5s, then the two parts the target lacks.
    expect(bytesRead(source).length - readsBefore).toBe(3)
    expect(partsSent(target).length - partsBefore).toBe(2)
    await expectCopied(target, [asset])
  })
})
