import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { publishInProcess } from '../support/action.ts'
import { randomFaults } from '../../sandbox/faults.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { tiffAround } from '../support/geodata.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

const COLLECTION = 'ch.test.faults'
const ITEM = 'item'
const multihash = (content: Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
beforeAll(async () => {
  identity = await startIdentity('faulty')
})
afterAll(() => identity?.cognito.stop())

describe('a fifth of all requests failing transiently', () => {
  let catalog: FakeCatalog
  let ws: Workspace
  afterAll(async () => {
    await catalog?.close()
    await ws?.remove()
  })

  it.each([[1], [2], [3]])('still publishes every file exactly once, bytes and checksums right (seed %i)', async (seed) => {
    const faults = randomFaults(seed, 0.2)
    catalog = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      items: { [COLLECTION]: [ITEM] },
      fault: faults.fault,
    })
    ws = await makeWorkspace()
    const files = new Map<string, Buffer>()
    for (let i = 0; i < 24; i++) files.set(`tile-${String(i).padStart(2, '0')}.tif`, tiffAround(noise(1000 + i * 37, seed * 100 + i)))
    files.set('large.las', noise(11 * 1024 * 1024 + 5, seed))
    for (const [name, content] of files) await ws.write(`data/${name}`, content)

    // Backoffs not waited out and no jitter drawn: the same attempts in the same order, whatever the machine's load.
    const run = await publishInProcess(
      sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', 'part-size': '5', retries: '8' }),
      ws.root,
      { sleep: async () => undefined, random: () => 0.5 },
    )
    expect(
      run.results.map((r) => r.result),
      run.log,
    ).toEqual(Array(files.size).fill('created'))

    const assets = catalog.assets(COLLECTION, ITEM)
    expect(assets.map((a) => a.id).sort()).toEqual([...files.keys()].sort())
    for (const [name, content] of files) {
      expect(catalog.asset(COLLECTION, ITEM, name)?.file?.checksum, name).toBe(multihash(content))
      expect((await catalog.readFile(COLLECTION, ITEM, name)).equals(content), name).toBe(true)
      expect(
        catalog.uploads(COLLECTION, ITEM, name).filter((u) => u.status === 'completed'),
        name,
      ).toHaveLength(1)
    }
    const injected = Object.entries(faults.injected)
      .filter(([kind]) => kind !== 'delay')
      .reduce((sum, [, n]) => sum + n, 0)
    const retries = (run.log.match(/^Retry /gm) ?? []).length
    expect(injected).toBeGreaterThan(5)
    // Each fault costs at most one retry (plus the reconciling reads after lost answers).
    expect(retries).toBeGreaterThan(0)
    expect(retries).toBeLessThanOrEqual(injected)
    await catalog.close()
    await ws.remove()
  })
})
