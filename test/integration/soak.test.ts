import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { startFaultProxy, type FaultProxy } from '../../sandbox/fault-proxy.ts'
import { randomFaults, type FaultPlan } from '../../sandbox/faults.ts'
import { parseConfig } from '../../src/config/config.ts'
import type { Log } from '../../src/common/log.ts'
import { connect } from '../../src/connect.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { publish } from '../../src/publish.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { runBundled } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

// A seeded soak: a quarter of all requests to the identity provider, the catalog and the storage
// fail in every way the fault injector knows (429/5xx, the deadlock 500, reset, lost answers, cut
// headers, cut bodies, trickles, delays), and every file must still be published exactly once.

const COLLECTION = 'ch.test.soak'
const ITEM = 'item'
const RATE = 0.25
const RETRIES = 8
const TIMEOUT_S = 2
const multihash = (content: Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
beforeAll(async () => {
  identity = await startIdentity('soaked')
})
afterAll(() => identity?.cognito.stop())

/** 25 small files and 5 of three parts each (part-size 5 MiB). */
function delivery(seed: number): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (let i = 0; i < 25; i++) files.set(`tile-${String(i).padStart(2, '0')}.csv`, noise(500 + i * 97, seed * 1000 + i))
  for (let i = 0; i < 5; i++) files.set(`scan-${i}.las`, noise(10 * 1024 * 1024 + 4099 * (i + 1), seed * 1000 + 100 + i))
  return files
}

interface Soaked {
  readonly catalog: FakeCatalog
  readonly proxy: FaultProxy
  readonly ws: Workspace
  readonly faults: FaultPlan
  readonly files: Map<string, Buffer>
  readonly inputs: Record<string, string>
}

async function soaked(seed: number): Promise<Soaked> {
  // One seeded stream of faults for all three origins.
  const faults = randomFaults(seed, RATE)
  const catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: [ITEM] },
    fault: faults.fault,
  })
  const proxy = await startFaultProxy({ target: identity.cognito.url, fault: faults.fault })
  const ws = await makeWorkspace()
  const files = delivery(seed)
  for (const [name, content] of files) await ws.write(`data/${name}`, content)
  const inputs = {
    ...sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', 'part-size': '5' }),
    'auth-url': proxy.url(identity.cognito.url),
    retries: String(RETRIES),
    timeout: String(TIMEOUT_S),
    concurrency: '8',
  }
  return { catalog, proxy, ws, faults, files, inputs }
}

function expectPublishedOnce({ catalog, files }: Soaked): Promise<void[]> {
  expect(
    catalog
      .assets(COLLECTION, ITEM)
      .map((asset) => asset.id)
      .sort(),
  ).toEqual([...files.keys()].sort())
  return Promise.all(
    [...files].map(async ([name, content]) => {
      expect(catalog.asset(COLLECTION, ITEM, name)?.file?.checksum, name).toBe(multihash(content))
      expect((await catalog.readFile(COLLECTION, ITEM, name)).equals(content), name).toBe(true)
      const uploads = catalog.uploads(COLLECTION, ITEM, name)
      expect(
        uploads.filter((u) => u.status === 'completed'),
        `${name}: completed uploads`,
      ).toHaveLength(1)
      expect(
        uploads.filter((u) => u.status === 'in-progress'),
        `${name}: uploads left in progress`,
      ).toEqual([])
    }),
  )
}

async function close(run: Soaked): Promise<void> {
  await run.catalog.close()
  await run.proxy.close()
  await run.ws.remove()
}

/**
 * The longest a run may take with these retries: every request of a file's chain (sign-in, list,
 * create, create upload, a part, complete, read-back) failing all but its last attempt, each
 * attempt at its timeout, with every backoff at its cap. Real runs take a small part of it.
 */
const chain = 8
const backoffCapMs = (attempt: number) => Math.min(20_000, 500 * 2 ** attempt)
const worstRequestMs =
  (RETRIES + 1) * TIMEOUT_S * 1000 + Array.from({ length: RETRIES }, (_, k) => backoffCapMs(k) / 10).reduce((a, b) => a + b)
const boundMs = chain * worstRequestMs

describe(`a quarter of all requests failing, every kind of fault, three origins (${RATE * 100}%)`, () => {
  it.each(Array.from({ length: 10 }, (_, i) => [i + 1]))(
    'seed %i: every file published exactly once, nothing left in progress',
    async (seed) => {
      const run = await soaked(seed)
      try {
        const lines: string[] = []
        const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }
        const config = parseConfig(run.inputs, { workspace: run.ws.root })
        const started = performance.now()
        // Backoffs a tenth as long as in a real run: the same attempts and order, sooner.
        const secrets = new Secrets()
        const pending = new PendingWork()
        const connection = connect(config, {
          log,
          secrets,
          pending,
          clock: { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms / 10)) },
        })
        const { results } = await publish(config, { ...connection, log, secrets, pending }).finally(() => connection.dispose())
        const took = performance.now() - started
        expect(
          results.filter((r) => r.result === 'failed'),
          lines.join('\n'),
        ).toEqual([])
        expect(results.map((r) => r.result)).toEqual(Array(30).fill('created'))
        await expectPublishedOnce(run)
        expect(took).toBeLessThan(boundMs)
        // Every seed meets many faults, at every origin.
        const targets = new Set(run.faults.log.map((fault) => fault.target))
        expect(run.faults.log.length, JSON.stringify(run.faults.injected)).toBeGreaterThan(15)
        expect([...targets].sort()).toEqual(['api', 'storage'].concat(run.faults.log.some((f) => f.target === 'idp') ? ['idp'] : []).sort())
      } finally {
        await close(run)
      }
    },
  )

  it('the bundled action through the same faults ends with exit code 0, never 13, and a re-run writes nothing', async () => {
    const run = await soaked(11)
    try {
      const first = await runBundled(run.inputs, run.ws.root)
      expect(first.code, `${first.log}\n${first.stderr}`).toBe(0)
      expect(first.outputs).toMatchObject({ created: '30', failed: '0' })
      await expectPublishedOnce(run)
      const writes = run.catalog.writes()
      const again = await runBundled(run.inputs, run.ws.root)
      expect(again.code, again.log).toBe(0)
      expect(again.outputs).toMatchObject({ skipped: '30', failed: '0' })
      expect(run.catalog.writes()).toBe(writes)
    } finally {
      await close(run)
    }
  })
})
