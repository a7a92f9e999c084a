import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A weather model's run, as a forecast publisher sets it up on the sandbox: 120 GRIB2 files (5
// variables × 12 lead times × the control and a perturbed member), one item each, whose metadata
// comes from the file names (path-pattern), item-properties and two rules.

const COLLECTION = 'ch.meteoschweiz.ogd-forecasting-icon-ch1'
const VARIABLES = ['t_2m', 'tot_prec', 'u_10m', 'v_10m', 'clct']
const LEADS = Array.from({ length: 12 }, (_, i) => i * 3)
const MEMBERS = ['ctrl', 'p01']
const HOUR = 3_600_000

const PATH_PATTERN = '(?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3})-(?<var>[a-z0-9_]+)-(?<member>ctrl|p\\d{2})\\.grib2$'
const ITEM_PROPERTIES = `
expires: '{ref}+P1D'
forecast:reference_datetime: '{ref}'
forecast:horizon: 'PT{h}H'
forecast:variable: '{var}'
`
const RULES = `
- files: "*-ctrl.grib2"
  item-properties: {forecast:perturbed: false}
- files: "*.grib2"
  item-properties: {forecast:perturbed: true}
`

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('forecaster')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

async function fresh(): Promise<void> {
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
  ws = await makeWorkspace()
}

/** The model's run at a multiple of 3 hours, named as the files name it (basic format) and as the service shows it. */
function modelRun(at: number): { readonly basic: string; readonly iso: string; readonly ms: number } {
  const ms = Math.floor(at / (3 * HOUR)) * 3 * HOUR
  const iso = new Date(ms).toISOString().replace('.000Z', 'Z')
  return { basic: `${iso.slice(0, 13).replaceAll('-', '')}${iso.slice(14, 16)}Z`, iso, ms }
}

const fileName = (ref: string, lead: number, variable: string, member: string): string =>
  `icon-ch1-eps-${ref}-${String(lead).padStart(3, '0')}-${variable}-${member}.grib2`

/** Small GRIB2-like files: the action reads no header of them (item-geometry gives the domain). */
async function writeRun(ref: string): Promise<void> {
  for (const variable of VARIABLES)
    for (const lead of LEADS)
      for (const member of MEMBERS)
        await ws.write(`forecasts/${fileName(ref, lead, variable, member)}`, `GRIB\0\0\0\x02${variable}${lead}${member}7777`)
}

const inputs = () =>
  sandboxInputs(catalog, identity, COLLECTION, {
    files: 'forecasts/*.grib2',
    'path-pattern': PATH_PATTERN,
    item: '{ref|slug}-{h}-{var}-{member}',
    'asset-id': '{name|slug}',
    items: 'sync',
    'item-datetime': '{ref}+PT{h}H',
    'item-geometry': '5.9,45.8,10.5,47.9',
    'item-properties': ITEM_PROPERTIES,
    rules: RULES,
    'create-method': 'put',
  })

const itemsOf = (run: ActionRun) => JSON.parse(run.outputs.items ?? '[]') as Array<Record<string, unknown>>

/** Whether the fake catalog keeps the forecast properties (it drops what it does not know, as the service drops unknown properties). */
describe('a forecast run: metadata from the file names, items that expire', () => {
  it('120 GRIB2 files become 120 items with their valid time, forecast properties and expiry; the second run writes nothing', async () => {
    await fresh()
    const run0 = modelRun(Date.now())
    await writeRun(run0.basic)

    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '120', failed: '0' })
    const items = catalog.items(COLLECTION)
    expect(items).toHaveLength(120)
    for (const variable of VARIABLES)
      for (const lead of LEADS)
        for (const member of MEMBERS) {
          const id = `${run0.basic.toLowerCase()}-${String(lead).padStart(3, '0')}-${variable}-${member}`
          const item = catalog.item(COLLECTION, id)
          expect(item, id).toBeDefined()
          expect(item!.properties, id).toEqual({
            datetime: new Date(run0.ms + lead * HOUR).toISOString().replace('.000Z', 'Z'),
            expires: new Date(run0.ms + 24 * HOUR).toISOString().replace('.000Z', 'Z'),
            'forecast:reference_datetime': run0.iso,
            'forecast:horizon': `P${Math.floor(lead / 24)}DT${String(lead % 24).padStart(2, '0')}H00M00S`,
            'forecast:variable': variable,
            'forecast:perturbed': member !== 'ctrl',
          })
          expect(item!.assets, id).toEqual([fileName(run0.basic, lead, variable, member).toLowerCase()])
        }
    // The plan and the items output show each item's properties.
    const id = `${run0.basic.toLowerCase()}-033-t_2m-p01`
    expect(run.log).toContain(`forecast:horizon=P1DT09H00M00S forecast:variable=t_2m forecast:perturbed=true (item-geometry): new item`)
    expect(itemsOf(run).find((item) => item.item === id)).toMatchObject({
      result: 'created',
      datetime: new Date(run0.ms + 33 * HOUR).toISOString().replace('.000Z', 'Z'),
      properties: { 'forecast:horizon': 'P1DT09H00M00S', 'forecast:perturbed': true, expires: expect.any(String) },
    })

    // Compared as values: PT033H is the P1DT09H00M00S the catalog shows, 20251124T0300Z its 2025-11-24T03:00:00Z.
    const writes = catalog.writes()
    const again = await runInProcess(inputs(), ws.root)
    expect(again.failed, visible(again.log)).toBe(false)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', skipped: '120' })
    expect(itemsOf(again).every((item) => item.result === 'unchanged')).toBe(true)
    expect(catalog.writes()).toBe(writes)
  })

  it("the README's forecast a day late: one problem before any write, naming how many items expired and what to change", async () => {
    await fresh()
    const old = modelRun(Date.now() - 2 * 24 * HOUR)
    await writeRun(old.basic)
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed).toBe(true)
    const log = visible(run.log)
    const expiry = new Date(old.ms + 24 * HOUR).toISOString().replace('.000Z', 'Z')
    const { problems } = JSON.parse(run.report!) as { problems: Array<{ message: string }> }
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toMatch(
      new RegExp(
        `^Input 'item-properties': expires is in the past for 120 of the 120 item\\(s\\) to write ` +
          `\\(e\\.g\\. item ${old.basic.toLowerCase()}-000-clct-ctrl: '${old.basic}\\+P1D' = ${expiry}, \\d+ h ago\\), ` +
          `and the catalog refuses expired items; if the files are as old as meant, lengthen the duration after '\\+' ` +
          `\\(\\+P[34]D keeps each a day at least\\) or leave expires out; if not, check what fetches them before this runs$`,
      ),
    )
    // One problem, not one an item.
    expect(log.match(/expires is in the past/g)).toHaveLength(1)
    expect(log).not.toMatch(/^::error title=Item /m)
    expect(catalog.writes()).toBe(0)
    expect(catalog.items(COLLECTION)).toEqual([])
  })
})
