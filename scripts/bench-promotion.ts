/**
 * A promotion from one catalog to another (INT → PROD): 2,000 small assets of a STAC API source
 * (1,000 items of 2; stac-source the address of its collection), read at their hrefs on the
 * source's storage and uploaded to the target, with 20 ms added to every answer of both catalogs and
 * their storages, against its floor: the run never has more than `concurrency` requests under way,
 * so it cannot take less than its requests × 20 ms / `concurrency`, and the requests it makes are the
 * ones it must (the source's listing, 10 pages; per asset one GET of its bytes at the source and four
 * writes at the target; a bulk create per 100 items; the target's listing to plan and to read back;
 * the collection). Then the same promotion again with nothing changed: what it costs to decide that
 * there is nothing to do (the reads of both listings, no byte of the source, no write).
 *
 * The run is the bundled action (bench.ts's), as the runner starts it.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { startFakeCatalog, type FakeCatalog } from '../sandbox/fake-catalog.ts'
import { seedSource, type SeededAsset } from '../sandbox/source.ts'
import { medianBy } from './median.ts'

export const PROMOTION_FLOOR_TARGET = 1.3
export const PROMOTION_CONCURRENCY = 16
export const PROMOTION_RUNS = 3
const ITEMS = 1000
const ANSWER_MS = 20
const SOURCE = 'ch.bench.int'
const TARGET = 'ch.bench.prod'

export interface PromotionBench {
  readonly first: {
    readonly ms: number
    readonly assets: number
    /** Requests to both catalogs and their storages. */
    readonly requests: number
    /** The requests × 20 ms, divided by the requests under way at once. */
    readonly floorMs: number
    /** The time the fakes spent answering (20 ms and their own work), divided by the requests under way at once. */
    readonly answeringFloorMs: number
    /** From the process's start to its first request. */
    readonly startMs: number
    /** Assets on the target holding their source's checksum. */
    readonly copied: number
    readonly runsMs: readonly number[]
  }
  readonly rerun: {
    readonly ms: number
    /** GETs of the target's API (its listing's pages, the collection). */
    readonly targetReads: number
    /** The pages of an item listing of 1,000 items, the target's or the source's: one per 100 items. */
    readonly listingPages: number
    /** GETs of the source's API (its listing's pages). */
    readonly sourceReads: number
    readonly writes: number
    /** Requests to the source's storage: its assets' bytes. */
    readonly sourceBytesRead: number
  }
}

interface PromotionOptions {
  /** A scratch folder of the benchmark's. */
  readonly work: string
  readonly jwksUrl: string
  readonly issuer: string
  /** The bundled action, as the benchmark runs it (a failed run throws); `inputs` override its own. */
  readonly action: (workspace: string, inputs: Record<string, string>) => Promise<{ readonly ms: number }>
}

export async function benchPromotion(options: PromotionOptions): Promise<PromotionBench> {
  const { work, jwksUrl, issuer } = options
  // The first request of each run, to tell its start-up from its work.
  let firstRequest: number | undefined
  const delay = () => {
    firstRequest ??= performance.now()
    return { delayMs: ANSWER_MS }
  }
  const source = await startFakeCatalog({ jwksUrl, issuer, collections: [SOURCE], fault: delay })
  const workspace = path.join(work, 'promotion')
  await mkdir(workspace, { recursive: true })
  try {
    const seeded = await seedSource(source, { collection: SOURCE, items: ITEMS })
    const targets: FakeCatalog[] = []
    try {
      const runs: PromotionBench['first'][] = []
      for (let run = 0; run < PROMOTION_RUNS; run++) {
        const target = await startFakeCatalog({ jwksUrl, issuer, collections: [TARGET], fault: delay })
        targets.push(target)
        firstRequest = undefined
        runs.push(await promote(source, target, seeded, workspace, options, () => firstRequest))
      }
      const middle = medianBy(runs, (run) => run.ms / run.floorMs)!
      // Again over the last target, nothing changed at the source.
      const last = targets.at(-1)!
      const [targetBefore, sourceBefore] = [last.requests.length, source.requests.length]
      const { ms } = await runPromotion(source, last, workspace, options)
      const requests = last.requests.slice(targetBefore)
      const fromSource = source.requests.slice(sourceBefore)
      return {
        first: { ...middle, runsMs: runs.map((run) => run.ms) },
        rerun: {
          ms,
          targetReads: requests.filter((r) => r.target === 'api' && r.method === 'GET').length,
          listingPages: Math.ceil(ITEMS / 100),
          sourceReads: fromSource.filter((r) => r.target === 'api' && r.method === 'GET').length,
          writes: [...requests, ...fromSource].filter((r) => r.method !== 'GET').length,
          sourceBytesRead: fromSource.filter((r) => r.target === 'storage').length,
        },
      }
    } finally {
      await Promise.all(targets.map((target) => target.close()))
    }
  } finally {
    await source.close()
    await rm(workspace, { recursive: true, force: true })
  }
}

async function promote(
  source: FakeCatalog,
  target: FakeCatalog,
  seeded: readonly SeededAsset[],
  workspace: string,
  options: PromotionOptions,
  firstRequest: () => number | undefined,
): Promise<PromotionBench['first']> {
  const sourceBefore = source.requests.length
  const { ms, started } = await runPromotion(source, target, workspace, options)
  const all = [...target.requests, ...source.requests.slice(sourceBefore)]
  const requests = all.length
  const answering = all.reduce((sum, request) => sum + request.ms, 0)
  const stated = new Map(seeded.map((asset) => [`${asset.item}/${asset.asset}`, asset.checksum]))
  const copied = target
    .items(TARGET)
    .flatMap((item) => target.assets(TARGET, item.id).map((asset) => [`${item.id}/${asset.id}`, asset.file?.checksum] as const))
    .filter(([name, checksum]) => checksum !== undefined && stated.get(name) === checksum).length
  return {
    ms,
    assets: seeded.length,
    requests,
    floorMs: (requests / PROMOTION_CONCURRENCY) * ANSWER_MS,
    answeringFloorMs: answering / PROMOTION_CONCURRENCY,
    startMs: (firstRequest() ?? started) - started,
    copied,
    runsMs: [],
  }
}

/** One run of the bundled action, timed from its start to its exit. */
async function runPromotion(
  source: FakeCatalog,
  target: FakeCatalog,
  workspace: string,
  options: PromotionOptions,
): Promise<{ readonly ms: number; readonly started: number }> {
  const started = performance.now()
  const { ms } = await options.action(workspace, {
    'base-url': target.origin,
    collection: TARGET,
    'stac-source': `${source.origin}/api/stac/v1/collections/${SOURCE}`,
    items: 'create',
    concurrency: String(PROMOTION_CONCURRENCY),
  })
  return { ms, started }
}
