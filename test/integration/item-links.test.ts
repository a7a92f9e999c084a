import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A delivery of two stations' measurements, one item per folder, whose items link to the data's
// terms of use and to each station's page: item-links, with a template of the folder's name.

const COLLECTION = 'ch.bafu.stations'
const links = (terms: string) => `
- {rel: license, href: '${terms}', title: Terms of use, type: text/html}
- {rel: describedby, href: 'https://example.com/stations/{parent}', title: 'Station {parent}'}
`

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('linker')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

const inputs = (extra: Record<string, string> = {}) =>
  sandboxInputs(catalog, identity, COLLECTION, {
    files: 'stations/**/*.csv',
    item: '{parent}',
    'item-datetime': '2024-06-01',
    'item-geometry': '7.4,46.9,7.5,47.0',
    'item-links': links('https://example.com/terms'),
    items: 'sync',
    ...extra,
  })
const itemsOf = (run: ActionRun) => JSON.parse(run.outputs.items ?? '[]') as Array<Record<string, unknown>>
const ok = (run: ActionRun) => expect(run.failed, visible(run.log)).toBe(false)

describe('item links', () => {
  it('a first run writes the links; a second writes nothing; a changed link updates the item under sync, is left under existing, and a dry run says so', async () => {
    catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    ws = await makeWorkspace()
    await ws.write('stations/bern/2024.csv', 'day,value\n1,2\n')
    await ws.write('stations/bern/2023.csv', 'day,value\n1,3\n')
    await ws.write('stations/chur/2024.csv', 'day,value\n1,4\n')

    const first = await runInProcess(inputs(), ws.root)
    ok(first)
    expect(first.outputs).toMatchObject({ created: '3', failed: '0' })
    expect(catalog.item(COLLECTION, 'bern')?.links).toEqual([
      { rel: 'license', href: 'https://example.com/terms', title: 'Terms of use', type: 'text/html' },
      { rel: 'describedby', href: 'https://example.com/stations/bern', title: 'Station bern' },
    ])
    expect(catalog.item(COLLECTION, 'chur')?.links.map((link) => link.href)).toEqual([
      'https://example.com/terms',
      'https://example.com/stations/chur',
    ])
    expect(first.log).toMatch(/item create +bern bbox .* links license,describedby \(item-geometry\): new item/)

    const writes = catalog.writes()
    const again = await runInProcess(inputs(), ws.root)
    ok(again)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', skipped: '3' })
    expect(itemsOf(again).map((item) => item.result)).toEqual(['unchanged', 'unchanged'])
    expect(catalog.writes()).toBe(writes)

    // The terms move: left as they are under items: existing, said under a dry run, written under sync.
    const moved = { 'item-links': links('https://example.com/terms-2026') }
    ok(await runInProcess(inputs({ ...moved, items: 'existing' }), ws.root))
    expect(catalog.writes()).toBe(writes)
    const dry = await runInProcess(inputs({ ...moved, 'dry-run': 'true' }), ws.root)
    ok(dry)
    expect(catalog.writes()).toBe(writes)
    expect(dry.log).toMatch(/item update +bern bbox .*: links changed/)
    expect(dry.summary).toContain('links changed')
    const synced = await runInProcess(inputs(moved), ws.root)
    ok(synced)
    expect(itemsOf(synced).map((item) => [item.item, item.result, item.reason])).toEqual([
      ['bern', 'updated', 'links changed (geometry: item-geometry)'],
      ['chur', 'updated', 'links changed (geometry: item-geometry)'],
    ])
    expect(catalog.item(COLLECTION, 'chur')?.links.map((link) => link.href)).toEqual([
      'https://example.com/terms-2026',
      'https://example.com/stations/chur',
    ])
    const settled = catalog.writes()
    ok(await runInProcess(inputs(moved), ws.root))
    expect(catalog.writes()).toBe(settled)
  })

  it("refuses before any write an item whose files' rules give different links, naming both files", async () => {
    catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    ws = await makeWorkspace()
    await ws.write('stations/bern/2024.csv', 'day,value\n1,2\n')
    await ws.write('stations/bern/2023.csv', 'day,value\n1,3\n')
    const rules = `- files: "stations/bern/2023.csv"\n  item-links: [{rel: via, href: 'https://example.com/archive'}]`
    const run = await runInProcess(inputs({ rules }), ws.root)
    expect(run.failed).toBe(true)
    expect(visible(run.log)).toContain(
      'item bern: its files give different item-links values: \'[{"rel":"via","href":"https://example.com/archive"}]\' (stations/bern/2023.csv), ',
    )
    expect(visible(run.log)).toContain('(stations/bern/2024.csv); give one per item')
    expect(catalog.writes()).toBe(0)
  })
})
