import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction } from '../../sandbox/fake-catalog.ts'
import { runInProcess } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A catalog (or the gateway in front of it) that refuses every write: the run stops writing, says
// what became of every file, and ends as a run does, with its summary, outputs and report file.
// Backoffs are not waited out (the clock is injected), so that nothing here depends on time.

const COLLECTION = 'ch.test.refusing'
const ITEM = 'item'
const FILES = 120
const WRITES: ReadonlySet<string> = new Set(['PUT', 'POST', 'PATCH', 'DELETE'])

let identity: Identity
let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
beforeAll(async () => {
  identity = await startIdentity('refusing')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

interface ReportFile {
  readonly failed: number
  readonly assets: readonly { readonly id: string; readonly result: string; readonly error?: string }[]
}

describe('a catalog that refuses every write', () => {
  it.each<[string, FaultAction, RegExp, number]>([
    [
      '503 with Retry-After: 3600',
      { status: 503, headers: { 'Retry-After': '3600' } },
      /^not published: the catalog refuses writes \(HTTP 503 with Retry-After: 3600 s, longer than a run waits: create asset f-\d{3}\.csv: HTTP 503 \(Retry-After: 3600 s\) Injected fault\), and the run stopped writing; run again once that time \(1h 0m\) has passed$/,
      // create-method: auto asks with one POST first, and the others wait for its answer.
      1,
    ],
    [
      'a plain 503',
      { status: 503 },
      /^not published: the catalog refuses writes \(10 files in a row refused as throttled or unavailable, the last with HTTP 503: create asset f-\d{3}\.csv: HTTP 503 Injected fault\), and the run stopped writing; run again later, once the catalog takes writes again$/,
      // Ten refused in a row and those in flight (16 at a time), each after its 5 retries.
      (10 + 15) * 6,
    ],
  ])(
    `%s to every write of ${FILES} files: writing stops, every file is reported not published with why, and the run reports as usual`,
    async (_what, fault, why, mostWrites) => {
      catalog = await startFakeCatalog({
        jwksUrl: identity.cognito.jwksUrl,
        issuer: identity.cognito.issuer,
        items: { [COLLECTION]: [ITEM] },
        fault: (request) => (request.target === 'api' && WRITES.has(request.method) ? fault : undefined),
      })
      ws = await makeWorkspace()
      for (let i = 0; i < FILES; i++) await ws.write(`data/f-${String(i).padStart(3, '0')}.csv`, `${i}\n`)
      const run = await runInProcess(sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**' }), ws.root, {
        sleep: async () => undefined,
        random: () => 0.5,
      })

      expect(run.failed, run.log).toBe(true)
      expect(run.outputs).toMatchObject({ created: '0', updated: '0', skipped: '0', failed: String(FILES) })
      const report = JSON.parse(run.report!) as ReportFile
      expect(report.assets).toHaveLength(FILES)
      expect(report.assets.every((asset) => asset.result === 'failed')).toBe(true)
      // Those not tried (all but the ten refused in a row and the 15 others in flight at most) say why: the refusal, and what to do.
      const notTried = report.assets.filter((asset) => asset.error?.startsWith('not published: '))
      expect(notTried.length).toBeGreaterThanOrEqual(FILES - 25)
      for (const asset of notTried) expect(asset.error).toMatch(why)
      const writes = catalog.requests.filter((request) => request.target === 'api' && WRITES.has(request.method))
      expect(writes.length).toBeGreaterThan(0)
      expect(writes.length).toBeLessThanOrEqual(mostWrites)
      expect(catalog.assets(COLLECTION, ITEM)).toEqual([])
      expect(run.summary).toContain('refuses writes')
      expect(run.log.match(/::warning::The catalog refuses writes/g)).toHaveLength(1)
    },
  )
})
