/**
 * npm run bench — the speed and memory figures, measured in one run against
 * the sandbox (cognito-local + fake catalog on loopback), each printed with its target and
 * PASS/FAIL. Needs sha256sum, openssl, curl and jq for the shell baseline (as on GitHub's runners).
 */
import { execFile, spawn } from 'node:child_process'
import { randomFillSync } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { HashingThreads } from '../src/checksums/hashing-threads.ts'
import { digestFile } from '../src/checksums/hashing.ts'
import { MIB, partLayout } from '../src/common/parts.ts'
import { render } from '../src/common/words.ts'
import { median, medianBy } from './median.ts'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../sandbox/fake-catalog.ts'
import { startCognitoLocal } from '../sandbox/idp.ts'
import {
  benchFootprint,
  TARGET_MS as FOOTPRINT_TARGET_MS,
  FUZZ_TARGET_MS,
  slowestFuzzFootprint,
  stripUnions,
  threadCost,
  UNION_TARGET_MS,
  UNION_TARGET_RSS_MIB,
  writeHostileFolder,
} from './bench-footprint.ts'
import {
  benchScale,
  CONCURRENCY as SCALE_CONCURRENCY,
  FLOOR_TARGET,
  FORECAST_RUNS,
  LARGE_ITEMS,
  LARGE_READS_TARGET,
  READS_TARGET,
} from './bench-scale.ts'
import { benchMemory, CPU_TARGET_MS, PEAK_TARGET_MIB, RERUN_PEAK_TARGET_MIB } from './bench-memory.ts'
import { benchPromotion, PROMOTION_CONCURRENCY, PROMOTION_FLOOR_TARGET, PROMOTION_RUNS } from './bench-promotion.ts'
import { hostileCorpus } from '../test/support/hostile.ts'
import { geoTile, lv95, stripTiffHeader, writeCog, writeTiff } from '../test/support/geodata.ts'
import { labelOf, readHeader } from '../src/assets/content.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const GIB = 1024 * MIB
const run = promisify(execFile)
const rows: Array<{ name: string; figure: string; target: string; pass: boolean }> = []
const report = (name: string, figure: string, target: string, pass: boolean) => {
  rows.push({ name, figure, target, pass })
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${figure}  (target: ${target})`)
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await work()
  return [result, performance.now() - start]
}

/** Random bytes behind a TIFF header (the delivery's .tif files must be TIFFs; one strip holds the rest). */
async function bigFile(file: string, size: number): Promise<void> {
  const out = createWriteStream(file)
  const block = Buffer.alloc(8 * MIB)
  const header = stripTiffHeader(size - stripTiffHeader(0).length)
  for (let written = 0; written < size; written += block.length) {
    randomFillSync(block)
    if (written === 0) header.copy(block)
    const slice = block.subarray(0, Math.min(block.length, size - written))
    if (!out.write(Buffer.from(slice))) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
}

const work = await mkdtemp(path.join(tmpdir(), 'stac-bench-'))
const cognito = await startCognitoLocal()
const client = await cognito.createClient()
const user = await cognito.createUser({ username: 'bench', password: 'Bench-Passw0rd!' })
const items = ['digest', 'rss-100', 'rss-2048', 'many', 'many-2', 'many-3', 'shards', 'resume']
/** What a measurement does to requests (bench 6 kills the action on one). */
/** Measurement 9b's collection, apart from the others' items. */
const HOSTILE_COLLECTION = 'ch.bench-hostile'

let onRequest: ((request: FaultRequest) => void) | undefined
const catalog: FakeCatalog = await startFakeCatalog({
  fault: (request) => {
    onRequest?.(request)
    return undefined
  },
  jwksUrl: cognito.jwksUrl,
  issuer: cognito.issuer,
  items: { 'ch.bench': items },
  collections: [HOSTILE_COLLECTION],
  dataDir: await mkdir(path.join(work, 'catalog'), { recursive: true }).then(() => path.join(work, 'catalog')),
})

interface ChildRun {
  readonly ms: number
  readonly peakRssKiB: number
  /** User and system CPU time of the action's process (every thread), from the probe. */
  readonly cpuMs: number
  readonly outputs: string
  readonly stdout: string
}

/** How long each run of the action lived on after its last line of output, by what it was. */
const lifetimes: Array<{ readonly what: string; readonly ms: number }> = []

/**
 * Starts the bundled action and waits for its exit; records how long the process lived on after
 * its last line (a run that has printed its totals and then waits on a forgotten timer is a hung
 * run, whatever its median says).
 */
async function spawnAction(
  what: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ readonly stdout: string; readonly code: number | null; readonly ms: number }> {
  const start = performance.now()
  const child = spawn(process.execPath, [...args, path.join(root, 'dist/index.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const stdout: string[] = []
  let lastOutput = start
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout.push(chunk)
    lastOutput = performance.now()
  })
  child.stderr.setEncoding('utf8').on('data', () => (lastOutput = performance.now()))
  const exited = new Promise<{ code: number | null; at: number }>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, at: performance.now() }))
  })
  const [{ code, at }] = await Promise.all([exited, new Promise((resolve) => child.once('close', resolve))])
  lifetimes.push({ what, ms: Math.max(0, at - lastOutput) })
  return { stdout: stdout.join(''), code, ms: at - start }
}

/** "median 1.23 s, slowest 2.34 s" of runs of the action. */
function medianAndSlowest(runs: readonly ChildRun[]): string {
  const times = runs.map((r) => r.ms)
  return `median ${seconds(median(times) ?? NaN)}, slowest ${seconds(Math.max(...times))}`
}

function actionEnv(workspace: string, inputs: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
  // RUNNER_TEMP as the runner sets it: the report file goes there, and with the bench's folder.
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: work,
    ...extra,
  }
  const all = {
    'base-url': catalog.origin,
    'auth-url': cognito.url,
    'client-id': client.clientId,
    username: user.username,
    password: user.password,
    collection: 'ch.bench',
    ...inputs,
  }
  for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value
  return env
}

/** The bundled action in a child process, as the runner starts it; peak RSS from the probe. */
async function action(workspace: string, inputs: Record<string, string>): Promise<ChildRun> {
  const probe = path.join(work, `rss-${Math.random().toString(36).slice(2)}`)
  const outputFile = `${probe}.out`
  await writeFile(outputFile, '')
  const env = actionEnv(workspace, inputs, { GITHUB_OUTPUT: outputFile, RSS_PROBE_FILE: probe })
  // BENCH_CPU_PROF=dir: a V8 CPU profile of every run of the action, to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  const what = `${inputs.item ?? ''} ${inputs.files ?? ''}${inputs.shard === undefined ? '' : ` shard ${inputs.shard}`}`.trim()
  const { stdout, code, ms } = await spawnAction(what, [...profile, '--import', path.join(root, 'scripts/rss-probe.mjs')], env)
  if (code !== 0) {
    console.error(stdout.slice(-3000))
    throw new Error('the action failed')
  }
  if (/::error/.test(stdout)) throw new Error(`the action reported errors:\n${stdout.slice(-2000)}`)
  return {
    ms,
    peakRssKiB: Number(await readFile(probe, 'utf8')),
    cpuMs: Number(await readFile(`${probe}.cpu`, 'utf8')) / 1000,
    outputs: await readFile(outputFile, 'utf8'),
    stdout,
  }
}

// npm run bench -- --only 3: one measurement, while working on it.
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg < 0 ? undefined : Number(process.argv[onlyArg + 1])
const measure = (n: number) => only === undefined || only === n
// npm run bench -- --only 15 --files 30000: measurement 15 over fewer files, while looking at where the memory goes.
const filesArg = process.argv.indexOf('--files')
const memoryFiles = filesArg < 0 ? undefined : Number(process.argv[filesArg + 1])

/** The flat-memory target of measurement 2, which a run over hostile files must keep too. */
const FLAT_MEMORY_MIB = 150

/**
 * 9. Hostile files: the slowest footprint among the fuzz corpus, and the peak memory of the bundled
 * action (items: create, item-geometry: auto, an item per file so that every file is read) over
 * the hostile corpus (test/support/hostile.ts). The run fails, as it must: its problems name the
 * hostile files, before any write.
 */
async function benchHostileFiles(): Promise<void> {
  const fuzzFolder = path.join(work, 'fuzz-bench')
  await mkdir(fuzzFolder, { recursive: true })
  const slowest = await slowestFuzzFootprint(fuzzFolder)
  report(
    '9a. slowest footprint among the fuzz corpus',
    `${slowest.ms.toFixed(1)} ms of ${slowest.files} files (${slowest.name}: ${slowest.mutation})`,
    `≤ ${FUZZ_TARGET_MS} ms`,
    slowest.ms <= FUZZ_TARGET_MS && slowest.problem === undefined,
  )
  await rm(fuzzFolder, { recursive: true })
  const tilesFolder = path.join(work, 'thread-cost')
  await mkdir(tilesFolder, { recursive: true })
  const cost = await threadCost(tilesFolder)
  console.log(
    `      footprints through the worker thread: its start and first file ${cost.startMs.toFixed(1)} ms, ` +
      `then ${cost.perFileMs.toFixed(2)} ms a file (median of 499 GeoTIFF tiles, .ts sources)`,
  )
  await rm(tilesFolder, { recursive: true })

  const workspace = path.join(work, 'hostile')
  const files = await writeHostileFolder(workspace)
  // A file the labels refuse (a TIFF whose header is corrupt) ends the run before any footprint is read: left out here.
  const unlabelled: string[] = []
  for (const entry of hostileCorpus()) {
    const type = entry.name.endsWith('.tif') ? 'image/tiff' : entry.name.endsWith('.gpkg') ? 'application/geopackage+sqlite3' : undefined
    if (type === undefined) continue
    if ('problem' in labelOf({ type, givenBy: undefined }, await readHeader(path.join(workspace, 'hostile', entry.name))))
      unlabelled.push(entry.name)
  }
  const probe = path.join(work, 'rss-hostile')
  const patterns = ['**', ...unlabelled.map((name) => `!hostile/${name}`)].join('\n')
  // A collection of its own: in ch.bench, the listing it plans from would hold measurement 3's items
  // of 2,000 assets each in a whole bench (and not when it runs alone), and its figure count them.
  const inputs = {
    collection: HOSTILE_COLLECTION,
    item: '{flatpath|slug}',
    items: 'create',
    'item-datetime': '2024-06-01',
    files: patterns,
  }
  const start = performance.now()
  const { stdout } = await run(process.execPath, ['--import', path.join(root, 'scripts/rss-probe.mjs'), path.join(root, 'dist/index.js')], {
    env: actionEnv(workspace, inputs, { RSS_PROBE_FILE: probe }),
    maxBuffer: 256 * MIB,
  }).catch((error: { stdout: string }) => error)
  const ms = performance.now() - start
  const peakMiB = Number(await readFile(probe, 'utf8')) / 1024
  // Every hostile file is named among the problems: the run read them all, and ended.
  const named = stdout.match(/hostile\/[\w/-]+\.\w+: /g)?.length ?? 0
  console.log(
    `      ${files - unlabelled.length} files (${named} named in the problems; a 100 MB GeoJSON file and a 200 MiB one among them; ` +
      `${unlabelled.length} refused by their labels left out) in ${seconds(ms)}`,
  )
  report(
    '9b. peak RSS of a run over the hostile corpus',
    `${peakMiB.toFixed(0)} MiB`,
    `≤ ${FLAT_MEMORY_MIB} MiB (the flat-memory target)`,
    peakMiB <= FLAT_MEMORY_MIB && named === hostileCorpus().filter((entry) => entry.refused && !unlabelled.includes(entry.name)).length,
  )
  await rm(workspace, { recursive: true })
}

try {
  console.log(
    `stac-publish-action benchmark — ${new Date().toISOString()}, Node ${process.version}, ${(await import('node:os')).availableParallelism()} cores\n`,
  )

  // 1. Preparing a 1 GiB file: multihash + every part MD5.
  if (measure(1)) {
    const file = path.join(work, 'one-gib.bin')
    await bigFile(file, GIB)
    const partSize = partLayout(GIB).partSize
    await digestFile(file, partSize) // warms the page cache: both sides measure hashing, not the disk
    const single = Math.min((await timed(() => digestFile(file, partSize)))[1], (await timed(() => digestFile(file, partSize)))[1])
    const pool = new HashingThreads()
    const parallel = Math.min(
      (await timed(() => pool.digest(file, partSize, 'one-gib.bin')))[1],
      (await timed(() => pool.digest(file, partSize, 'one-gib.bin')))[1],
    )
    await pool.close()
    const [, coreutils] = await timed(() => run('sha256sum', [file]))
    const ratio = parallel / single
    console.log(
      `      1 GiB: threads ${seconds(parallel)}, single-threaded SHA-256+MD5 ${seconds(single)}, sha256sum alone ${seconds(coreutils)} (ratio to sha256sum ${(parallel / coreutils).toFixed(2)})`,
    )
    report(
      '1. prepare 1 GiB (multihash + part MD5s)',
      `${seconds(parallel)} = ${ratio.toFixed(2)}× single-threaded, ${(parallel / coreutils).toFixed(2)}× sha256sum`,
      '≤ 0.70× single-threaded',
      ratio <= 0.7,
    )
    await rm(file)
  }

  // 2. Peak memory publishing one large file.
  if (measure(2)) {
    const peaks: number[] = []
    for (const [size, item] of [
      [100 * MIB, 'rss-100'],
      [2 * GIB, 'rss-2048'],
    ] as const) {
      const workspace = path.join(work, item)
      await mkdir(workspace, { recursive: true })
      await bigFile(path.join(workspace, 'large.tif'), size)
      const result = await action(workspace, { item, files: 'large.tif' })
      peaks.push(result.peakRssKiB / 1024)
      console.log(`      ${size / MIB} MiB file: published in ${seconds(result.ms)}, peak RSS ${(result.peakRssKiB / 1024).toFixed(0)} MiB`)
      await rm(workspace, { recursive: true })
    }
    const [small, large] = peaks as [number, number]
    report(
      '2. peak RSS publishing 2 GiB',
      `${large.toFixed(0)} MiB (100 MiB file: ${small.toFixed(0)} MiB, +${((large / small - 1) * 100).toFixed(0)}%)`,
      '≤ 150 MiB and ≤ +25% of the 100 MiB peak',
      large <= 150 && large <= small * 1.25,
    )
  }

  // 3. Many small files, first publish and re-run, against the documented shell way.
  if (measure(3)) {
    const workspace = path.join(work, 'many')
    const block = Buffer.alloc(4096)
    for (let i = 0; i < 2000; i++) {
      const dir = path.join(workspace, 'tiles', String(Math.floor(i / 100)))
      if (i % 100 === 0) await mkdir(dir, { recursive: true })
      randomFillSync(block)
      await writeFile(path.join(dir, `tile-${String(i).padStart(4, '0')}.csv`), block)
    }
    // Three of each, into three items, and their medians: one run's time moves by a third here.
    const middle = (runs: ChildRun[]) => medianBy(runs, (run) => run.ms)!
    const firsts: ChildRun[] = []
    for (const item of ['many', 'many-2', 'many-3']) firsts.push(await action(workspace, { item, files: 'tiles/**' }))
    const agains: ChildRun[] = []
    for (let i = 0; i < 3; i++) agains.push(await action(workspace, { item: 'many', files: 'tiles/**' }))
    const first = middle(firsts)
    const again = middle(agains)

    // The shell way, one file after another: sha256sum, then one curl per request.
    const sample = 100
    const token = (
      (
        await cognito.call('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: client.clientId,
          AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
        })
      ).AuthenticationResult as { AccessToken: string }
    ).AccessToken
    const script = `
set -euo pipefail
for f in "$DIR"/*.csv; do
  id=shell-$(basename "$f")
  sum=$(sha256sum "$f" | cut -d' ' -f1)
  md5=$(openssl dgst -md5 -binary "$f" | base64)
  curl -sf -X PUT -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d "{\\"id\\":\\"$id\\",\\"type\\":\\"text/csv\\"}" "$API/assets/$id" > /dev/null
  resp=$(curl -sf -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d "{\\"number_parts\\":1,\\"md5_parts\\":[{\\"part_number\\":1,\\"md5\\":\\"$md5\\"}],\\"file:checksum\\":\\"1220$sum\\"}" "$API/assets/$id/uploads")
  uid=$(jq -r .upload_id <<< "$resp")
  url=$(jq -r '.urls[0].url' <<< "$resp")
  etag=$(curl -sf -X PUT -H "Content-MD5: $md5" --data-binary @"$f" -D - -o /dev/null "$url" | tr -d '\\r' | awk 'tolower($1) == "etag:" { print $2 }')
  curl -sf -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d "$(jq -cn --arg e "$etag" '{parts: [{etag: $e, part_number: 1}]}')" "$API/assets/$id/uploads/$uid/complete" > /dev/null
done`
    const sampleDir = path.join(workspace, 'tiles', '0')
    const shellFiles = (await run('bash', ['-c', `ls "${sampleDir}" | head -${sample}`])).stdout.trim().split('\n')
    const [, shellMs] = await timed(() =>
      run('bash', ['-c', script], {
        env: { ...process.env, DIR: sampleDir, TOKEN: token, API: `${catalog.origin}/api/stac/v1/collections/ch.bench/items/many` },
      }),
    )
    const shellRate = shellFiles.length / (shellMs / 1000)
    const ourRate = 2000 / (first.ms / 1000)
    const completed = catalog
      .assets('ch.bench', 'many')
      .filter((asset) => asset.file !== undefined && !asset.id.startsWith('shell-')).length
    console.log(
      `      2,000 × 4 KiB: first runs ${firsts.map((r) => seconds(r.ms)).join(', ')} (median ${ourRate.toFixed(0)} assets/s, ${completed} complete), re-runs ${agains.map((r) => seconds(r.ms)).join(', ')}; shell way ${shellRate.toFixed(1)} assets/s over ${shellFiles.length} files`,
    )
    report(
      '3a. 2,000 × 4 KiB first publish vs shell way',
      `${ourRate.toFixed(0)} vs ${shellRate.toFixed(1)} assets/s = ${(ourRate / shellRate).toFixed(1)}× (first runs: ${medianAndSlowest(firsts)})`,
      '≥ 10× faster',
      ourRate / shellRate >= 10 && completed === 2000,
    )
    report(
      '3b. re-run with nothing changed (medians of 3)',
      `${seconds(again.ms)} = ${((again.ms / first.ms) * 100).toFixed(1)}% of the first run (re-runs: ${medianAndSlowest(agains)})`,
      '≤ 10% of the first run',
      again.ms <= first.ms * 0.1,
    )
    await rm(workspace, { recursive: true })
  }

  // 4. From process start to the first request, and the bundle's size.
  if (measure(4)) {
    const arrivals: number[] = []
    const idp = createServer((req, res) => {
      arrivals.push(performance.now())
      req.resume()
      res.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1' }).end('{"__type":"NotAuthorizedException","message":"bench"}')
    })
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
    const workspace = path.join(work, 'startup')
    await mkdir(workspace, { recursive: true })
    await writeFile(path.join(workspace, 'a.csv'), 'a\n')
    const times: number[] = []
    for (let i = 0; i < 7; i++) {
      const env: Record<string, string> = { ...(process.env as Record<string, string>), GITHUB_WORKSPACE: workspace, RUNNER_TEMP: work }
      const inputs = {
        'base-url': catalog.origin,
        'auth-url': `http://127.0.0.1:${(idp.address() as AddressInfo).port}/`,
        'client-id': 'c',
        username: 'u',
        password: 'p',
        collection: 'ch.bench',
        item: 'digest',
        files: '*.csv',
      }
      for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
      const before = arrivals.length
      const start = performance.now()
      await spawnAction('start-up', [], env)
      if (arrivals.length > before) times.push(arrivals[before]! - start)
    }
    idp.close()
    times.sort((a, b) => a - b)
    const middle = median(times) ?? Infinity
    const size = (await stat(path.join(root, 'dist/index.js'))).size
    report(
      '4. process start to first request (dist/index.js)',
      `${middle.toFixed(0)} ms median of ${times.length} (slowest ${times.at(-1)?.toFixed(0)} ms); dist/index.js ${(size / 1024).toFixed(0)} KiB`,
      '≤ 200 ms',
      middle <= 200,
    )
  }

  // 5. Four shards of a matrix, run at the same time.
  if (measure(5)) {
    const workspace = path.join(work, 'shards')
    await mkdir(path.join(workspace, 'tiles'), { recursive: true })
    for (let i = 0; i < 500; i++) await writeFile(path.join(workspace, 'tiles', `t-${i}.csv`), `${i}\n`)
    const runs = await Promise.all([0, 1, 2, 3].map((k) => action(workspace, { item: 'shards', files: 'tiles/**', shard: `${k}/4` })))
    const ids = runs.flatMap((r) =>
      (JSON.parse(/assets<<(\S+)\n([\s\S]*?)\n\1/.exec(r.outputs)?.[2] ?? '[]') as Array<{ id: string }>).map((a) => a.id),
    )
    const unique = new Set(ids)
    const stored = catalog.assets('ch.bench', 'shards')
    const uploadedOnce = stored.every(
      (asset) => catalog.uploads('ch.bench', 'shards', asset.id).filter((u) => u.status === 'completed').length === 1,
    )
    const sizes = runs.map((r) => (JSON.parse(/assets<<(\S+)\n([\s\S]*?)\n\1/.exec(r.outputs)?.[2] ?? '[]') as unknown[]).length)
    report(
      '5. 4 shards × 500 files',
      `shards of ${sizes.join(' + ')} = ${ids.length} files, ${unique.size} distinct, ${stored.length} assets, each uploaded once: ${uploadedOnce}`,
      'union = all 500, no file twice',
      ids.length === 500 && unique.size === 500 && stored.length === 500 && uploadedOnce,
    )
  }
  // 6. A run killed with 60% of a 2 GiB file stored, and the run after it.
  if (measure(6)) {
    const size = 2 * GIB
    const workspace = path.join(work, 'resume')
    await mkdir(workspace, { recursive: true })
    await bigFile(path.join(workspace, 'large.tif'), size)
    const stored = () =>
      catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT' && r.status === 200).reduce((sum, r) => sum + r.bytes, 0)
    const before = stored()
    const child = spawn(process.execPath, [path.join(root, 'dist/index.js')], {
      env: actionEnv(workspace, { item: 'resume', files: 'large.tif' }),
      stdio: 'ignore',
    })
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
    // Killed as a cancelled job is: SIGKILL, parts in flight lost.
    onRequest = () => {
      if (stored() - before >= 0.6 * size) {
        onRequest = undefined
        child.kill('SIGKILL')
      }
    }
    const signal = await exited
    onRequest = undefined
    const killedAt = stored() - before
    const [again] = await timed(() => action(workspace, { item: 'resume', files: 'large.tif' }))
    const sentAgain = stored() - before - killedAt
    const complete = catalog.asset('ch.bench', 'resume', 'large.tif')?.file?.size === size
    console.log(
      `      killed (${signal}) with ${((killedAt / size) * 100).toFixed(0)}% stored; the next run sent ${((sentAgain / size) * 100).toFixed(0)}% in ${seconds(again.ms)}, complete: ${complete}`,
    )
    report(
      '6. bytes sent again after a kill at 60% of a 2 GiB upload',
      `${((sentAgain / size) * 100).toFixed(1)}% of the file (killed at ${((killedAt / size) * 100).toFixed(0)}%)`,
      '≤ 45%',
      signal === 'SIGKILL' && complete && sentAgain <= 0.45 * size,
    )
    await rm(workspace, { recursive: true })
  }
  // 7. The footprint of a 4 GiB GeoTIFF (item-geometry: auto reads headers only).
  if (measure(7)) {
    const folder = path.join(work, 'footprint')
    await mkdir(folder, { recursive: true })
    const result = await benchFootprint(folder)
    console.log(
      `      ${(result.fileBytes / GIB).toFixed(2)} GiB BigTIFF, ${result.tiles} tiles; in a fresh process the bundled module loads in ${result.bundled.loadMs.toFixed(1)} ms and its first footprint (which loads the TIFF reader and proj4) takes ${result.bundled.firstFootprintMs.toFixed(1)} ms`,
    )
    report(
      '7. footprint of a 4 GiB GeoTIFF (module loaded)',
      `${result.footprintMs.toFixed(2)} ms`,
      `≤ ${FOOTPRINT_TARGET_MS} ms`,
      result.footprintMs <= FOOTPRINT_TARGET_MS,
    )
    // 7b. The media type check of a .tif (labels from the content): its header, IFDs and the first
    // values of its tile tables, for a 4 GiB COG (BigTIFF, 65 536 tiles, 8 overviews) and a
    // GeoTIFF of the same size without overviews. Best of a few runs per file, page cache warm.
    const cog = path.join(folder, 'cog-4gib.tif')
    const geotiff = path.join(folder, 'geotiff-4gib.tif')
    await writeCog(cog, { width: 65_536, height: 65_536, overviews: 8, geo: lv95(2_600_000, 1_250_000), bigTiff: true })
    await writeTiff(geotiff, { ...geoTile(2056, 2_600_000, 1_250_000, { pixels: 65_536 }), bigTiff: true })
    const costs: string[] = []
    let worst = 0
    for (const [name, file] of [
      ['COG', cog],
      ['GeoTIFF', geotiff],
    ] as const) {
      let best = Infinity
      let label = ''
      for (let attempt = 0; attempt < 20; attempt++) {
        const start = performance.now()
        const found = labelOf({ type: 'image/tiff; application=geotiff', givenBy: undefined }, await readHeader(file))
        best = Math.min(best, performance.now() - start)
        label = 'type' in found ? found.type : render(found.problem)
      }
      worst = Math.max(worst, best)
      costs.push(`${name} ${best.toFixed(2)} ms (${label})`)
    }
    console.log(`      ${costs.join('; ')}`)
    report('7b. media type check of a 4 GiB .tif (header only)', `${worst.toFixed(2)} ms per file`, '≤ 2 ms', worst <= 2)
    await rm(folder, { recursive: true })
  }

  // 8. A re-run over a 2 GiB delivery kept in Git LFS, from pointers (actions/checkout without lfs: true), beside the same
  // re-run over the checked-out content. Needs git and git-lfs.
  if (measure(8)) {
    const files = 16
    const size = 128 * MIB
    const lfs = path.join(work, 'lfs')
    const author = path.join(lfs, 'author')
    const remote = path.join(lfs, 'remote.git')
    const pointers = path.join(lfs, 'pointers')
    // Git as a clean runner has it: none of this machine's configuration, LFS content not checked out.
    const gitEnv = {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_LFS_SKIP_SMUDGE: '1',
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'bench@example.com',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'bench@example.com',
    }
    const git = (cwd: string, ...args: string[]) => run('git', args, { cwd, env: gitEnv, maxBuffer: 16 * MIB })
    await mkdir(path.join(author, 'delivery'), { recursive: true })
    await git(lfs, 'init', '-q', '--bare', '--initial-branch=main', remote)
    await git(author, 'init', '-q', '--initial-branch=main')
    await git(author, 'lfs', 'install', '--local')
    await writeFile(path.join(author, '.gitattributes'), '*.tif filter=lfs diff=lfs merge=lfs -text\n')
    for (let i = 0; i < files; i++) await bigFile(path.join(author, 'delivery', `tile-${String(i).padStart(2, '0')}.tif`), size)
    await git(author, 'add', '-A')
    await git(author, 'commit', '-q', '-m', 'delivery')
    await git(author, 'remote', 'add', 'origin', `file://${remote}`)
    await git(author, 'push', '-q', 'origin', 'main')
    await git(lfs, 'clone', '-q', '--depth', '1', `file://${remote}`, pointers)

    const lfsCatalog = await startFakeCatalog({
      jwksUrl: cognito.jwksUrl,
      issuer: cognito.issuer,
      items: { 'ch.bench': ['lfs'] },
      dataDir: await mkdir(path.join(work, 'lfs-catalog'), { recursive: true }).then(() => path.join(work, 'lfs-catalog')),
    })
    try {
      const inputs = { 'base-url': lfsCatalog.origin, item: 'lfs', files: 'delivery/**' }
      const skipped = (result: ChildRun) => /skipped<<(\S+)\n(.*)\n\1/.exec(result.outputs)?.[2]
      await action(author, inputs)
      const content = await action(author, inputs)
      const fromPointers = await action(pointers, inputs)
      // What the run fetched: the bytes in the clone's LFS store, empty before.
      let objectBytes = 0
      const store = path.join(pointers, '.git', 'lfs', 'objects')
      for (const entry of await readdir(store, { recursive: true, withFileTypes: true }).catch(() => []))
        if (entry.isFile()) objectBytes += (await stat(path.join(entry.parentPath, entry.name))).size
      console.log(
        `      ${files} × ${size / MIB} MiB in Git LFS, nothing changed: from pointers ${seconds(fromPointers.ms)} (${skipped(fromPointers)} skipped, ${objectBytes} bytes fetched), from checked-out content ${seconds(content.ms)} (${skipped(content)} skipped)`,
      )
      report(
        '8. re-run over a 2 GiB delivery in Git LFS, from pointers',
        `${seconds(fromPointers.ms)}, ${objectBytes} bytes fetched (over the checked-out content: ${seconds(content.ms)})`,
        '≤ 1 s and 0 bytes fetched',
        fromPointers.ms <= 1000 && objectBytes === 0 && skipped(fromPointers) === String(files) && skipped(content) === String(files),
      )
    } finally {
      await lfsCatalog.close()
      await rm(lfs, { recursive: true, force: true })
    }
  }
  if (measure(9)) await benchHostileFiles()

  // 10. Thousands of items a run: the reads of a re-run over 2,000 items and over 30,000, and a first forecast run of
  // 2,000 items with 20 ms on every answer against the floor its requests set (scripts/bench-scale.ts).
  if (measure(10)) {
    const scale = await benchScale({ work, jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, action, large: true })
    const { rerun, largeRerun, forecast } = scale
    // The floor is the requests the run makes, 20 ms each, 16 at a time: no more than it must make (four
    // per file, a bulk create per 100 items, the listing's pages to plan and to read back, the sign-in).
    const ratio = forecast.ms / forecast.plainFloorMs
    console.log(
      `      2,000 station items re-run in ${seconds(rerun.ms)}: ${rerun.reads} reads, ${rerun.writes} writes; ` +
        `2,000 forecast files, 20 ms per answer: ${(forecast.runsMs ?? [forecast.ms]).map(seconds).join(', ')} ` +
        `(median ${seconds(forecast.ms)}) for ${forecast.requests} requests, ${forecast.items} items`,
    )
    report(
      '10a. reads of a re-run over 2,000 items',
      `${rerun.reads} reads, ${rerun.writes} writes`,
      `≤ ${READS_TARGET} reads, no write`,
      rerun.reads <= READS_TARGET && rerun.writes === 0,
    )
    report(
      `10b. first forecast run of 2,000 items, 20 ms per answer (median of ${FORECAST_RUNS})`,
      `${seconds(forecast.ms)} = ${ratio.toFixed(2)}× the floor of its ${forecast.requests} requests, 20 ms each, ` +
        `${SCALE_CONCURRENCY} at a time (${seconds(forecast.plainFloorMs)}; with the fake's own time per answer too: ` +
        `${seconds(forecast.floorMs)}, ${(forecast.ms / forecast.floorMs).toFixed(2)}×)`,
      `≤ ${FLOOR_TARGET}× the floor`,
      ratio <= FLOOR_TARGET && forecast.items === 2000,
    )
    if (largeRerun !== undefined) {
      console.log(`      ${LARGE_ITEMS.toLocaleString('en')} station items re-run in ${seconds(largeRerun.ms)}: ${largeRerun.line}`)
      report(
        `10c. reads of a re-run over ${LARGE_ITEMS.toLocaleString('en')} items`,
        `${largeRerun.reads} reads, ${largeRerun.writes} writes`,
        `≤ ${LARGE_READS_TARGET} reads, no write`,
        largeRerun.reads <= LARGE_READS_TARGET && largeRerun.writes === 0,
      )
    }
  }

  // 12. A catalog (or its gateway) answering every write with 503 and Retry-After: 3600: the run stops writing at the
  // first such answer and reports every file not published, where it waited on each for minutes. A plain 503 beside it
  // (no target): ten files refused in a row after their retries' real backoff, and those in flight.
  if (measure(12)) {
    const files = 1000
    const workspace = path.join(work, 'refused')
    await mkdir(path.join(workspace, 'tiles'), { recursive: true })
    for (let i = 0; i < files; i++) await writeFile(path.join(workspace, 'tiles', `t-${String(i).padStart(4, '0')}.csv`), `${i}\n`)
    const refused = async (fault: FaultAction) => {
      const refusing = await startFakeCatalog({
        jwksUrl: cognito.jwksUrl,
        issuer: cognito.issuer,
        items: { 'ch.bench': ['refused'] },
        fault: (request) => (request.target === 'api' && request.method !== 'GET' ? fault : undefined),
      })
      try {
        const outputFile = path.join(work, 'refused.out')
        await writeFile(outputFile, '')
        const inputs = { 'base-url': refusing.origin, item: 'refused', files: 'tiles/**' }
        const env = actionEnv(workspace, inputs, { GITHUB_OUTPUT: outputFile })
        const { code, ms } = await spawnAction('refused tiles/**', [], env)
        const outputs = await readFile(outputFile, 'utf8')
        const output = (name: string) => new RegExp(`^${name}<<(\\S+)\n(.*)\n\\1$`, 'm').exec(outputs)?.[2]
        const reportFile = output('report')
        const assets =
          reportFile === undefined
            ? []
            : (JSON.parse(await readFile(reportFile, 'utf8')) as { assets: Array<{ result: string; error?: string }> }).assets
        // Every file reported: failed, with why, in the outputs and the report file, and the run failed.
        const reported = assets.filter((asset) => asset.result === 'failed' && (asset.error ?? '') !== '').length
        const every = code !== 0 && output('failed') === String(files) && reported === files
        const writes = refusing.requests.filter((request) => request.target === 'api' && request.method !== 'GET').length
        return { ms, every, reported, writes }
      } finally {
        await refusing.close()
      }
    }
    const hour = await refused({ status: 503, headers: { 'Retry-After': '3600' } })
    const plain = await refused({ status: 503 })
    console.log(
      `      ${files} files; 503 with Retry-After: 3600: ${hour.writes} write(s) sent, ${hour.reported} reported not published; ` +
        `a plain 503: ${seconds(plain.ms)}, ${plain.writes} write(s) sent, every file reported: ${plain.every}`,
    )
    report(
      '12. 1,000 files against a catalog answering every write 503 with Retry-After: 3600',
      `${seconds(hour.ms)}, ${hour.reported} of ${files} files reported not published`,
      '≤ 10 s, every file reported',
      hour.ms <= 10_000 && hour.every,
    )
    await rm(workspace, { recursive: true })
  }

  // 13. The union of an item's footprints: each flight block of 3,000 overlapping images (test/support/unions.ts) through
  // the footprint thread, in fresh processes (medians of 3); the slowest, and the processes' peak RSS.
  if (measure(13)) {
    const folder = path.join(work, 'unions')
    await mkdir(folder, { recursive: true })
    const { blocks, peakRssMiB, runs } = await stripUnions(folder)
    const slowest = blocks.reduce((a, b) => (b.ms > a.ms ? b : a))
    console.log(
      `      ${blocks.map((b) => `${b.block}: ${b.ms.toFixed(0)} ms (CPU ${b.cpuMs.toFixed(0)} ms), ${b.outcome} of ${b.vertices} vertices`).join('; ')}`,
    )
    report(
      `13. slowest union among 3,000 overlapping strips (medians of ${runs}; peak RSS)`,
      `${slowest.ms.toFixed(0)} ms (${slowest.block}), ${peakRssMiB.toFixed(0)} MiB`,
      `≤ ${UNION_TARGET_MS} ms, ≤ ${UNION_TARGET_RSS_MIB} MiB`,
      slowest.ms <= UNION_TARGET_MS && peakRssMiB <= UNION_TARGET_RSS_MIB && blocks.every((b) => b.outcome === 'union'),
    )
    await rm(folder, { recursive: true })
  }

  // 14. A promotion of 2,000 small assets from one catalog to another, 20 ms on every answer of both, against the floor
  // its requests set; and the same promotion again with nothing changed (scripts/bench-promotion.ts).
  if (measure(14)) {
    const { first, rerun } = await benchPromotion({ work, jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, action })
    const ratio = first.ms / first.floorMs
    console.log(
      `      ${first.assets} assets, 20 ms per answer: ${first.runsMs.map(seconds).join(', ')} (median ${seconds(first.ms)}) ` +
        `for ${first.requests} requests to both catalogs, ${first.copied} copied; nothing changed: ${seconds(rerun.ms)}, ` +
        `${rerun.sourceReads} reads of the source, ${rerun.targetReads} of the target, ${rerun.writes} writes, ` +
        `${rerun.sourceBytesRead} reads of the source's bytes`,
    )
    report(
      `14a. promotion of 2,000 small assets, 20 ms per answer on both sides (median of ${PROMOTION_RUNS})`,
      `${seconds(first.ms)} = ${ratio.toFixed(2)}× the floor of its ${first.requests} requests, 20 ms each, ` +
        `${PROMOTION_CONCURRENCY} at a time (${seconds(first.floorMs)}; with the fakes' own time per answer too: ` +
        `${seconds(first.answeringFloorMs)}, ${(first.ms / first.answeringFloorMs).toFixed(2)}×; start-up ${seconds(first.startMs)})`,
      `≤ ${PROMOTION_FLOOR_TARGET}× the floor`,
      ratio <= PROMOTION_FLOOR_TARGET && first.copied === first.assets,
    )
    report(
      '14b. that promotion again, nothing changed',
      `${rerun.sourceReads} reads of the source (its listing: ${rerun.listingPages} pages), ${rerun.targetReads} of the target ` +
        `(its listing's ${rerun.listingPages} pages and the collection), ${rerun.sourceBytesRead} reads of the source's bytes, ` +
        `${rerun.writes} writes, ${seconds(rerun.ms)}`,
      "both listings' reads only: no byte of the source, no write",
      rerun.sourceReads <= rerun.listingPages &&
        rerun.targetReads <= rerun.listingPages + 1 &&
        rerun.sourceBytesRead === 0 &&
        rerun.writes === 0,
    )
  }

  // 15. Memory and CPU a file: 100,000 small files into one item, then again unchanged (scripts/bench-memory.ts).
  if (measure(15)) {
    const { files, first, rerun, published } = await benchMemory({
      work,
      jwksUrl: cognito.jwksUrl,
      issuer: cognito.issuer,
      action,
      ...(memoryFiles === undefined ? {} : { files: memoryFiles }),
    })
    const perFile = first.cpuMs / files
    console.log(
      `      ${files.toLocaleString('en')} files: first run ${seconds(first.ms)}, CPU ${seconds(first.cpuMs)}, ${first.requests} requests, ` +
        `${published} assets with their file; re-run ${seconds(rerun.ms)}, CPU ${seconds(rerun.cpuMs)}, ${rerun.requests} requests, ` +
        `${rerun.writes} writes`,
    )
    report(
      `15. peak RSS and CPU a file publishing ${files.toLocaleString('en')} small files into one item`,
      `${first.peakRssMiB.toFixed(0)} MiB, ${perFile.toFixed(2)} ms of CPU a file`,
      `≤ ${PEAK_TARGET_MIB} MiB, ≤ ${CPU_TARGET_MS} ms`,
      first.peakRssMiB <= PEAK_TARGET_MIB && perFile <= CPU_TARGET_MS && published === files,
    )
    report(
      `15b. peak RSS of a re-run over those ${files.toLocaleString('en')} files, unchanged`,
      `${rerun.peakRssMiB.toFixed(0)} MiB, ${(rerun.cpuMs / files).toFixed(2)} ms of CPU a file, ${rerun.writes} writes`,
      `≤ ${RERUN_PEAK_TARGET_MIB} MiB, no write`,
      rerun.peakRssMiB <= RERUN_PEAK_TARGET_MIB && rerun.writes === 0,
    )
  }

  // Every run of the action above: one that outlives its last line hides in a median, not here.
  if (lifetimes.length > 0) {
    const longest = lifetimes.reduce((a, b) => (b.ms > a.ms ? b : a))
    report(
      '11. the longest any run of the action lived after its last line',
      `${longest.ms.toFixed(0)} ms (${longest.what}), over ${lifetimes.length} runs`,
      '≤ 1 s',
      longest.ms <= 1000,
    )
  }
} finally {
  await catalog.close()
  await cognito.stop()
  await rm(work, { recursive: true, force: true })
}

console.log(`\n${rows.filter((r) => r.pass).length} of ${rows.length} targets met`)
process.exitCode = rows.every((r) => r.pass) ? 0 : 1
