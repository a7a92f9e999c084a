/**
 * Runs at the scale of the national services, each against a fake catalog of its own:
 *
 * - reads: a network of 2,000 station folders (one CSV each, an item per folder) published, then
 *   published again with nothing changed; the re-run's reads of the catalog are counted. The same
 *   over 30,000 folders, past where the item listing used to be given up for reads one by one.
 * - forecast: a first run of 2,000 forecast files, one item each (valid time, expiry and the forecast
 *   properties from the file's name), with 20 ms added to every answer
 *   of the catalog and its storage, against its floor. The run never has more than `concurrency`
 *   requests under way, so it cannot take less than its requests × 20 ms / `concurrency`: that is
 *   the floor, and the requests it makes are the ones it must (four per file, a bulk create per 100
 *   items, the listing's pages to plan and to read back, the collection, the sign-in). The time the
 *   fake itself spent answering (a few ms a request on a loaded machine, not the action's doing) is
 *   printed beside it. The phases that cannot fill every slot (the listing's pages one after
 *   another, the bulk creates) are few against 2,000 files, so the ratio says what the run spends
 *   beyond its requests: start-up, hashing, planning, and slots left idle between a file's requests.
 */
import { randomFillSync } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startFakeCatalog } from '../sandbox/fake-catalog.ts'
import { medianBy } from './median.ts'

export const READS_TARGET = 25
/** 300 pages of the listing and the collection, and one to spare. */
export const LARGE_READS_TARGET = 302
export const LARGE_ITEMS = 30_000
export const FLOOR_TARGET = 1.3
export const CONCURRENCY = 16
const ITEMS = 2000
const ANSWER_MS = 20
const HOUR = 3_600_000

interface Rerun {
  readonly reads: number
  readonly writes: number
  readonly ms: number
  /** How the run said it read its target items. */
  readonly line: string
}

export interface ScaleBench {
  readonly rerun: Rerun
  /** Over 30,000 items; absent when the measurement was not asked for. */
  readonly largeRerun?: Rerun
  readonly forecast: {
    readonly ms: number
    readonly requests: number
    /** The time the fake spent answering, divided by the requests under way at once. */
    readonly floorMs: number
    /** The requests × 20 ms, divided by the requests under way at once. */
    readonly plainFloorMs: number
    /** Items made with their forecast properties and expiry. */
    readonly items: number
    /** Every forecast run's duration, in the order they ran (the figure is their median). */
    readonly runsMs?: readonly number[]
  }
}

interface ScaleOptions {
  /** A scratch folder of the benchmark's. */
  readonly work: string
  readonly jwksUrl: string
  readonly issuer: string
  /** The bundled action, as the benchmark runs it; `inputs` override its own. */
  readonly action: (workspace: string, inputs: Record<string, string>) => Promise<{ readonly ms: number; readonly stdout?: string }>
  /** Whether to measure the re-run over 30,000 items too (its first run takes a minute or two). */
  readonly large?: boolean
}

/** Forecast runs measured; the median counts, as for the other timed figures: one machine's hiccup moves one run. */
export const FORECAST_RUNS = 3

export async function benchScale(options: ScaleOptions): Promise<ScaleBench> {
  const rerun = await rerunReads(options, ITEMS)
  const largeRerun = options.large === true ? await rerunReads(options, LARGE_ITEMS) : undefined
  const runs: ScaleBench['forecast'][] = []
  for (let run = 0; run < FORECAST_RUNS; run++) runs.push(await forecastRun(options))
  const middle = medianBy(runs, (run) => run.ms / run.plainFloorMs)!
  return { rerun, ...(largeRerun === undefined ? {} : { largeRerun }), forecast: { ...middle, runsMs: runs.map((run) => run.ms) } }
}

async function rerunReads({ work, jwksUrl, issuer, action }: ScaleOptions, items: number): Promise<Rerun> {
  const collection = 'ch.bench.stations'
  const catalog = await startFakeCatalog({ jwksUrl, issuer, collections: [collection] })
  const workspace = path.join(work, 'stations')
  try {
    for (let i = 0; i < items; i++) {
      const folder = path.join(workspace, `stn-${String(i).padStart(5, '0')}`)
      await mkdir(folder, { recursive: true })
      await writeFile(path.join(folder, 'latest.csv'), `time,t\n2026-03-01T12:00,${i}\n`)
    }
    const inputs = {
      'base-url': catalog.origin,
      collection,
      files: '*/latest.csv',
      item: '{parent}',
      items: 'sync',
      'item-geometry': '7.4,46.9,7.5,47.0',
      'item-datetime': '2026-03-01T12:00:00Z',
    }
    await action(workspace, inputs)
    const before = catalog.requests.length
    const { ms, stdout = '' } = await action(workspace, inputs)
    const requests = catalog.requests.slice(before)
    const reads = requests.filter((r) => r.target === 'api' && r.method === 'GET').length
    const line = /Read \d+ target item\(s\)[^\n]*/.exec(stdout)?.[0] ?? ''
    return { reads, writes: requests.filter((r) => r.method !== 'GET').length, ms, line }
  } finally {
    await catalog.close()
    await rm(workspace, { recursive: true, force: true })
  }
}

async function forecastRun({ work, jwksUrl, issuer, action }: ScaleOptions): Promise<ScaleBench['forecast']> {
  const collection = 'ch.meteoschweiz.ogd-forecasting-icon-ch1'
  const catalog = await startFakeCatalog({ jwksUrl, issuer, collections: [collection], fault: () => ({ delayMs: ANSWER_MS }) })
  const workspace = path.join(work, 'forecast')
  try {
    // One model run of the last 3 hours (its items expire a day after it): 5 variables × 40 lead times × 10 members,
    // a small GRIB2 file each, the item's metadata from the file's name as a forecast publisher sets it up.
    await mkdir(workspace, { recursive: true })
    const run = new Date(Math.floor(Date.now() / (3 * HOUR)) * 3 * HOUR).toISOString()
    const ref = `${run.slice(0, 13).replaceAll('-', '')}${run.slice(14, 16)}Z`
    const bytes = Buffer.alloc(2048)
    for (const variable of ['t_2m', 'tot_prec', 'u_10m', 'v_10m', 'clct'])
      for (let lead = 0; lead < 40; lead++)
        for (let member = 0; member < 10; member++) {
          randomFillSync(bytes)
          const name = `icon-ch1-eps-${ref}-${String(lead * 3).padStart(3, '0')}-${variable}-${member === 0 ? 'ctrl' : `p0${member}`}.grib2`
          await writeFile(path.join(workspace, name), bytes)
        }
    const { ms } = await action(workspace, {
      'base-url': catalog.origin,
      collection,
      files: '*.grib2',
      'path-pattern': '(?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3})-(?<var>[a-z0-9_]+)-(?<member>ctrl|p\\d{2})\\.grib2$',
      item: '{ref|slug}-{h}-{var}-{member}',
      'asset-id': '{name|slug}',
      items: 'create',
      'item-datetime': '{ref}+PT{h}H',
      'item-geometry': '5.9,45.8,10.5,47.9',
      'item-properties':
        "{expires: '{ref}+P1D', 'forecast:reference_datetime': '{ref}', 'forecast:horizon': 'PT{h}H', 'forecast:variable': '{var}'}",
      rules:
        '[{files: "*-ctrl.grib2", item-properties: {forecast:perturbed: false}}, {files: "*.grib2", item-properties: {forecast:perturbed: true}}]',
      concurrency: String(CONCURRENCY),
    })
    const { requests } = catalog
    const answering = requests.reduce((sum, request) => sum + request.ms, 0)
    return {
      ms,
      requests: requests.length,
      floorMs: answering / CONCURRENCY,
      plainFloorMs: (requests.length / CONCURRENCY) * ANSWER_MS,
      items: catalog.items(collection).filter((item) => 'forecast:horizon' in item.properties && 'expires' in item.properties).length,
    }
  } finally {
    await catalog.close()
    await rm(workspace, { recursive: true, force: true })
  }
}
