import { rm } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { publish, publishRun } from '../../src/publish.ts'
import { runJson, runSummary, runUrl } from '../../src/report/outcome.ts'
import { assetsOutput } from '../../src/report/report.ts'
import { eachTest } from '../support/each-test.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { NOW, STATIC_TOKEN } from '../support/memory-run.ts'

// What the report of a run says of where to look and how long it took: the url output (the
// target's page), the duration by the run's own clock, and each file's size.

const COLLECTION = 'ch.test.report'
const { ws, log } = eachTest()

const config = (inputs: RawInputs) =>
  parseConfig(
    { 'base-url': 'https://catalog.example', 'access-token': 'token', collection: COLLECTION, files: 'data/**', ...inputs },
    { workspace: ws.root },
  )

/** A clock that stands still but where the catalog moves it: the run's time is what its writes took. */
function clock(catalog: MemoryCatalog, perWrite: number): { now: () => number } {
  let now = NOW
  catalog.before.set('createAsset', () => {
    now += perWrite
  })
  return { now: () => now }
}

describe("a run's report: its page, its duration, each file's size", () => {
  it("gives the item's page in the catalog's STAC Browser, the run's duration by its clock, and each file's size", async () => {
    await ws.write('data/a.csv', 'a\n1\n')
    await ws.write('data/b.csv', 'bb\n22\n')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: 'item' }])
    const report = await publish(config({ item: 'item', 'create-method': 'put' }), {
      catalog,
      tokens: STATIC_TOKEN,
      clock: clock(catalog, 41_500),
      log,
      secrets: new Secrets(),
    })
    expect(report.durationMs).toBe(83_000)
    expect(runUrl(report)).toBe(`memory://catalog/browser/index.html#/collections/${COLLECTION}/items/item`)
    // Each file's link, made where it is shown: in the report file, the assets output and the summary.
    const assets = (JSON.parse(runJson(report)) as { assets: Array<{ file: string; size: number; link: string }> }).assets
    expect(assetsOutput(report.results, undefined, report.assetLink).json).toBe(JSON.stringify(assets))
    expect(assets.map((r) => [r.file, r.size, r.link])).toEqual([
      ['data/a.csv', 4, `memory://catalog/browser/index.html#/collections/${COLLECTION}/items/item?.asset=asset-a-csv`],
      ['data/b.csv', 6, `memory://catalog/browser/index.html#/collections/${COLLECTION}/items/item?.asset=asset-b-csv`],
    ])
    expect(JSON.parse(runJson(report))).toMatchObject({
      url: runUrl(report),
      durationMs: 83_000,
      assets: [
        { file: 'data/a.csv', size: 4 },
        { file: 'data/b.csv', size: 6 },
      ],
    })
  })

  it("gives the collection's page for collection assets and for several items", async () => {
    await ws.write('data/north/a.csv', 'a\n')
    await ws.write('data/south/b.csv', 'b\n')
    const catalog = new MemoryCatalog([
      { collection: COLLECTION, item: 'north' },
      { collection: COLLECTION, item: 'south' },
    ])
    const deps = { catalog, tokens: STATIC_TOKEN, clock: { now: () => NOW }, log, secrets: new Secrets() }
    const several = await publish(config({ item: '{parent}', 'create-method': 'put' }), deps)
    expect(runUrl(several)).toBe(`memory://catalog/browser/index.html#/collections/${COLLECTION}`)
    const legend = await publish(config({ 'collection-asset': 'true', files: 'data/north/a.csv', 'create-method': 'put' }), deps)
    expect(runUrl(legend)).toBe(`memory://catalog/browser/index.html#/collections/${COLLECTION}`)
    expect((JSON.parse(runJson(legend)) as { assets: Array<{ link: string }> }).assets[0]!.link).toBe(
      `memory://catalog/browser/index.html#/collections/${COLLECTION}?.asset=asset-a-csv`,
    )
  })

  it('a run that stopped before it read the collection has no url, and its duration by the same clock', async () => {
    let now = NOW
    const { report } = await publishRun(
      () => {
        now += 1_200
        throw new Error('the inputs could not be read')
      },
      {
        log,
        secrets: new Secrets(),
        pending: new PendingWork(),
        clock: { now: () => now },
        connect: () => ({ catalog: new MemoryCatalog([]), tokens: STATIC_TOKEN, dispose: () => undefined }),
      },
    )
    expect(report.problems).toHaveLength(1)
    expect(runUrl(report)).toBe('')
    expect(report.durationMs).toBe(1_200)
  })

  it("a stopped run's problems are cut of secrets before the summary and the report file escape them", async () => {
    // $, _ and * are escaped in Markdown, $ in the report's JSON: redacted after that, this secret would no longer match.
    const secret = 'pa$$_w*rd'
    const secrets = new Secrets()
    secrets.add(secret)
    const { report } = await publishRun(
      () => {
        throw new Error(`the server said: wrong password ${secret}`)
      },
      {
        log,
        secrets,
        pending: new PendingWork(),
        connect: () => ({ catalog: new MemoryCatalog([]), tokens: STATIC_TOKEN, dispose: () => undefined }),
      },
    )
    expect(JSON.stringify(report.problems)).not.toContain(secret)
    for (const text of [runSummary(report), runJson(report)]) {
      // *** as each format writes it (Markdown escapes the stars).
      expect(text).toMatch(/wrong password (\\?\*){3}/)
      expect(text).not.toMatch(/w\\?\*rd/)
    }
  })
})

describe('a run its plan stops before any write (if-exists: fail)', () => {
  it('reports each file and item once, each not written saying why, its obsolete assets kept, its plan as the check that failed', async () => {
    await ws.write('data/old/a.csv', 'a\n1\n')
    await ws.write('data/old/z.csv', 'z\n1\n')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: 'old' }])
    const deps = { catalog, tokens: STATIC_TOKEN, clock: { now: () => NOW }, log, secrets: new Secrets() }
    const common = {
      item: '{parent}',
      items: 'create',
      'item-datetime': '2024-06-01',
      'item-geometry': '7,46,8,47',
      'create-method': 'put',
    }
    expect((await publish(config(common), deps)).results.map((r) => r.result)).toEqual(['created', 'created'])
    await rm(path.join(ws.root, 'data/old/z.csv'))
    await ws.write('data/new/b.csv', 'b\n2\n')
    const writes = catalog.calls.length

    const { report } = await publishRun(() => config({ ...common, 'if-exists': 'fail', prune: 'true' }), {
      log,
      secrets: new Secrets(),
      pending: new PendingWork(),
      clock: { now: () => NOW },
      connect: () => ({ catalog, tokens: STATIC_TOKEN, dispose: () => undefined }),
    })
    expect(catalog.calls.slice(writes).filter((call) => !/^(get|list)/.test(call))).toEqual([])
    expect(report.writing).toBe(false)
    expect(report.problems.map((problem) => problem.subject)).toEqual([{ kind: 'input', name: 'if-exists' }])
    const why = "since asset 'a.csv' already exists (if-exists: fail)"
    expect(report.results.map((r) => [r.file, r.result, r.error ?? r.reason])).toEqual([
      ['data/new/b.csv', 'not-written', `not written: the run stopped before writing, ${why}`],
      ['data/old/a.csv', 'failed', "asset 'a.csv' already exists (if-exists: fail)"],
    ])
    expect(report.items.map((r) => [r.item, r.result, r.reason])).toEqual([
      ['new', 'not-written', `not written: the run stopped before writing, ${why}`],
      ['old', 'existing', expect.any(String)],
    ])
    expect(report.deletions).toEqual([{ item: 'old', id: 'z.csv', result: 'kept' }])
    expect(report.checks.at(-1)).toEqual({ name: 'Plan', passed: false, detail: expect.stringMatching(/; 1 problem\(s\)$/) })
    const json = JSON.parse(runJson(report)) as Record<string, unknown>
    expect(json).toMatchObject({ files: 2, created: 0, updated: 0, skipped: 0, failed: 1, notWritten: 1, planned: 0 })
    expect(JSON.stringify(json)).not.toMatch(/"result":"planned"/)
    expect(runSummary(report)).toMatch(
      /^### ❌ STAC publish stopped before publishing: 1 problem\(s\) · 2 file\(s\): 1 failed, 1 not written/,
    )
  })
})
