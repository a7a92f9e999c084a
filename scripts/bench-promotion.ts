/**
 * A promotion from one catalog to another (INT → PROD): 2,000 small assets of a STAC API source
 * (1,000 items of 2), read at their hrefs on the source's storage and uploaded to the target, with
 * 20 ms added to every answer of both catalogs and their storages, against its floor: the run never
 * has more than `concurrency` requests under way, so it cannot take less than its requests × 20 ms
 * / `concurrency`, and the requests it makes are the ones it must (per asset one GET of its bytes at
 * the source and four writes at the target; a bulk create per 100 items; the listing's pages to plan
 * and to read back; the collection). Then the same promotion again with nothing changed: what it
 * costs to decide that there is nothing to do (the target's listing, no byte of the source).
 *
 * The run is publish() over the source's assets as remote files (test/support/remote-files.ts), in
 * a process of its own (test/support/remote-run.ts, Node's type stripping, not the bundle): the
 * source's reader is not wired into the action yet, so the source's own listing is not read here.
 */
import { spawn } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFakeCatalog, type FakeCatalog } from '../sandbox/fake-catalog.ts'
import { seedSource } from '../sandbox/source.ts'
import { remoteFiles } from '../test/support/remote-files.ts'
import { medianBy } from './median.ts'

export const PROMOTION_FLOOR_TARGET = 1.3
export const PROMOTION_CONCURRENCY = 16
export const PROMOTION_RUNS = 3
const ITEMS = 1000
const ANSWER_MS = 20
const SOURCE = 'ch.bench.int'
const TARGET = 'ch.bench.prod'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

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
    /** From the process's start to its first request: Node's type stripping of src/ (the bundle starts in some 80 ms). */
    readonly startMs: number
    /** Assets on the target holding their source's checksum. */
    readonly copied: number
    readonly runsMs: readonly number[]
  }
  readonly rerun: {
    readonly ms: number
    /** GETs of the target's API (its listing's pages, the collection). */
    readonly targetReads: number
    /** The pages of the target's item listing a plan needs: one per 100 items. */
    readonly listingPages: number
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
  /** auth-url, client-id, username and password of the benchmark's identity provider. */
  readonly signIn: Readonly<Record<string, string>>
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
    const files = remoteFiles(await seedSource(source, { collection: SOURCE, items: ITEMS }))
    const targets: FakeCatalog[] = []
    try {
      const runs: PromotionBench['first'][] = []
      for (let run = 0; run < PROMOTION_RUNS; run++) {
        const target = await startFakeCatalog({ jwksUrl, issuer, collections: [TARGET], fault: delay })
        targets.push(target)
        firstRequest = undefined
        runs.push(await promote(source, target, files, workspace, options, () => firstRequest))
      }
      const middle = medianBy(runs, (run) => run.ms / run.floorMs)!
      // Again over the last target, nothing changed at the source.
      const last = targets.at(-1)!
      const [targetBefore, sourceBefore] = [last.requests.length, source.requests.length]
      const { ms } = await runPromotion(last, files, workspace, options)
      const requests = last.requests.slice(targetBefore)
      return {
        first: { ...middle, runsMs: runs.map((run) => run.ms) },
        rerun: {
          ms,
          targetReads: requests.filter((r) => r.target === 'api' && r.method === 'GET').length,
          listingPages: Math.ceil(ITEMS / 100),
          writes: requests.filter((r) => r.method !== 'GET').length,
          sourceBytesRead: source.requests.slice(sourceBefore).filter((r) => r.target === 'storage').length,
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
  files: ReturnType<typeof remoteFiles>,
  workspace: string,
  options: PromotionOptions,
  firstRequest: () => number | undefined,
): Promise<PromotionBench['first']> {
  const sourceBefore = source.requests.length
  const { ms, started } = await runPromotion(target, files, workspace, options)
  const all = [...target.requests, ...source.requests.slice(sourceBefore)]
  const requests = all.length
  const answering = all.reduce((sum, request) => sum + request.ms, 0)
  const stated = new Map(files.map((file) => [file.relativePath, file.remote?.declared?.checksum]))
  const copied = target
    .items(TARGET)
    .flatMap((item) => target.assets(TARGET, item.id).map((asset) => [`${item.id}/${asset.id}`, asset.file?.checksum] as const))
    .filter(([name, checksum]) => checksum !== undefined && stated.get(name) === checksum).length
  return {
    ms,
    assets: files.length,
    requests,
    floorMs: (requests / PROMOTION_CONCURRENCY) * ANSWER_MS,
    answeringFloorMs: answering / PROMOTION_CONCURRENCY,
    startMs: (firstRequest() ?? started) - started,
    copied,
    runsMs: [],
  }
}

/** One run in a process of its own, timed from its start to its exit. */
async function runPromotion(
  target: FakeCatalog,
  files: ReturnType<typeof remoteFiles>,
  workspace: string,
  options: PromotionOptions,
): Promise<{ readonly ms: number; readonly started: number }> {
  const job = path.join(workspace, 'job.json')
  const inputs = {
    ...options.signIn,
    'base-url': target.origin,
    collection: TARGET,
    // The files are the source's assets (the job's), not these patterns'.
    files: 'nothing-selected/**',
    item: '{parent}',
    items: 'create',
    'item-geometry': '5.9,45.8,10.5,47.9',
    'item-datetime': '2025-01-01T00:00:00Z',
    concurrency: String(PROMOTION_CONCURRENCY),
  }
  await writeFile(job, JSON.stringify({ inputs, workspace, files }))
  const start = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'test/support/remote-run.ts'), job], { stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  const ms = performance.now() - start
  if (code !== 0) throw new Error(`the promotion failed (exit ${code}):\n${output.join('').slice(-3000)}`)
  return { ms, started: start }
}
