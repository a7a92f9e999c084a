import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, type ActionRun } from '../support/action.ts'
import { htmlText, renderMarkdown } from '../support/markdown.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// What a run says of itself where a person or a later step reads it (the outputs, the report file,
// the job summary) when its plan stops it before any write, and when an item's footprint is large.

const COLLECTION = 'ch.test.summary'
const ITEM = 'item-1'

let identity: Identity
let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
beforeAll(async () => {
  identity = await startIdentity('summarist')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

async function fresh(items: readonly string[] = [ITEM]): Promise<{ catalog: FakeCatalog; ws: Workspace }> {
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    collections: [COLLECTION],
    items: { [COLLECTION]: items },
  })
  ws = await makeWorkspace()
  return { catalog, ws }
}

interface AssetEntry {
  readonly file: string
  readonly id: string
  readonly result: string
  readonly reason?: string
  readonly error?: string
}

const assetsOf = (run: ActionRun): AssetEntry[] => JSON.parse(run.outputs.assets ?? '[]') as AssetEntry[]

/** Every table of a rendered summary: its rows (header first), each a list of its cells' text. */
const tables = (html: string): string[][][] =>
  [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table]) =>
    [...table!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => htmlText(cell!)),
    ),
  )

describe('a run its plan stops before any write (if-exists: fail, one of 4 assets exists)', () => {
  /** a.csv published by a first run; then b, c and d are new beside it. */
  async function delivery(): Promise<{ catalog: FakeCatalog; ws: Workspace; inputs: Record<string, string> }> {
    const { catalog, ws } = await fresh()
    const inputs = sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', 'create-method': 'put' })
    await ws.write('data/a.csv', 'a\n1\n')
    const first = await runInProcess(inputs, ws.root)
    expect(first.failed, first.log).toBe(false)
    for (const name of ['b', 'c', 'd']) await ws.write(`data/${name}.csv`, `${name}\n2\n`)
    return { catalog, ws, inputs: { ...inputs, 'if-exists': 'fail' } }
  }

  it('counts every file once, says why each was not written, outputs no planned, and reads as a run stopped before publishing', async () => {
    const { catalog, ws, inputs } = await delivery()
    const run = await runInProcess(inputs, ws.root)
    expect(run.failed, run.log).toBe(true)
    expect(catalog.assets(COLLECTION, ITEM).map((asset) => asset.id)).toEqual(['a.csv'])

    // The counts add up to the 4 files, each counted once.
    expect(run.outputs).toMatchObject({ created: '0', updated: '0', skipped: '0', failed: '1', 'not-written': '3' })
    const assets = assetsOf(run)
    expect(assets.map((a) => [a.file, a.result])).toEqual([
      ['data/a.csv', 'failed'],
      ['data/b.csv', 'not-written'],
      ['data/c.csv', 'not-written'],
      ['data/d.csv', 'not-written'],
    ])
    expect(run.outputs.assets).not.toContain('planned')
    expect(assets[0]!.error).toBe("asset 'a.csv' already exists (if-exists: fail)")
    for (const asset of assets.slice(1))
      expect(asset.reason).toBe("not written: the run stopped before writing, since asset 'a.csv' already exists (if-exists: fail)")

    const report = JSON.parse(run.report!) as { failed: number; notWritten: number; assets: AssetEntry[]; problems: unknown[] }
    expect(report).toMatchObject({ failed: 1, notWritten: 3, assets })
    expect(report.problems).toEqual([
      expect.objectContaining({
        subject: { kind: 'input', name: 'if-exists' },
        problem: "asset 'a.csv' of item item-1 already exists, and if-exists: fail writes nothing while one does",
        fix:
          'set if-exists: skip-unchanged to update only what differs, or if-exists: overwrite to replace it; ' +
          "or leave its file out of 'files'",
      }),
    ])

    // The summary: stopped before publishing, every file counted in its heading, each row with its reason.
    const html = renderMarkdown(run.summary)
    expect(htmlText(/<h3>([\s\S]*?)<\/h3>/.exec(html)![1]!)).toMatch(
      /^❌ STAC publish stopped before publishing: 1 problem\(s\) · 4 file\(s\): 1 failed, 3 not written · took /,
    )
    expect(htmlText(html)).toContain('Nothing was written: fix them and run again.')
    const [problems, files] = tables(html)
    expect(problems!.slice(1).map((row) => row[0])).toEqual(["❌ Input 'if-exists'"])
    expect(files![0]).toEqual(['Result', 'File', 'Asset', 'Size', 'Detail'])
    expect(files!.slice(1).map((row) => [row[0], row[1], row[4]])).toEqual([
      ['❌\u00a0failed', 'data/a.csv', "asset 'a.csv' already exists (if-exists: fail)"],
      ...['b', 'c', 'd'].map((name) => [
        'not\u00a0written',
        `data/${name}.csv`,
        "not written: the run stopped before writing, since asset 'a.csv' already exists (if-exists: fail)",
      ]),
    ])
    expect(htmlText(html)).toContain('What was checked')
    expect(run.summary).not.toMatch(/planned|would /)
    // One annotation, the problem's (not one more for the file that failed), and the step's own.
    expect(run.log.match(/^::error/gm)).toHaveLength(2)
    expect(run.log).toMatch(/^::error title=Input 'if-exists'::Input 'if-exists': asset 'a\.csv' of item item-1 already exists/m)
  })

  it('a dry run of it still says planned, and that a run would write nothing', async () => {
    const { ws, inputs } = await delivery()
    const run = await runInProcess({ ...inputs, 'dry-run': 'true' }, ws.root)
    expect(assetsOf(run).map((a) => a.result)).toEqual(['failed', 'planned', 'planned', 'planned'])
    expect(run.outputs).toMatchObject({ failed: '1', 'not-written': '0' })
    const html = renderMarkdown(run.summary)
    expect(htmlText(/<h3>([\s\S]*?)<\/h3>/.exec(html)![1]!)).toMatch(/would create 3, update 0, delete 0, skip 0, fail 1/)
    for (const row of tables(html)[0]!.slice(2))
      expect(row[4]).toBe("new asset; a run would not write it, since asset 'a.csv' already exists (if-exists: fail)")
  })
})

describe("an item's footprint of 800 vertices", () => {
  it('is drawn in the summary with at most 100; the catalog has it whole', async () => {
    const { catalog, ws } = await fresh([])
    // A circle around Bern, 800 vertices and the closing one.
    const ring = Array.from({ length: 800 }, (_, k) => {
      const angle = (2 * Math.PI * k) / 800
      return [7.44 + 0.05 * Math.cos(angle) * (1 + 0.1 * Math.sin(9 * angle)), 46.95 + 0.03 * Math.sin(angle)]
    })
    const geometry = { type: 'Polygon', coordinates: [[...ring, ring[0]]] }
    await ws.write('data/a.csv', 'a\n1\n')
    await ws.write('footprint.geojson', JSON.stringify(geometry))
    const run = await runInProcess(
      sandboxInputs(catalog, identity, COLLECTION, {
        item: 'circle',
        items: 'create',
        'item-datetime': '2024-06-01',
        'item-geometry': 'footprint.geojson',
        files: 'data/**',
        'create-method': 'put',
      }),
      ws.root,
    )
    expect(run.failed, run.log).toBe(false)
    expect(catalog.item(COLLECTION, 'circle')!.geometry).toEqual(geometry)
    const block = /```geojson\n([\s\S]*?)\n```/.exec(run.summary)!
    const drawn = JSON.parse(block[1]!) as { features: Array<{ properties: { item: string }; geometry: { coordinates: number[][][] } }> }
    const circle = drawn.features.find((feature) => feature.properties.item === 'circle')!
    const vertices = circle.geometry.coordinates.flat()
    expect(vertices.length).toBeLessThanOrEqual(100)
    expect(vertices.length).toBeGreaterThanOrEqual(50)
    expect(circle.geometry.coordinates[0]!.at(0)).toEqual(circle.geometry.coordinates[0]!.at(-1))
    expect(run.summary).toContain('simplified for display')
  })
})
