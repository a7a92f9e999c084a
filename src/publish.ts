import { buildAssets, readContents, type AssetSpec } from './assets/index.ts'
import { CognitoSession, staticToken, type TokenSource } from './auth/index.ts'
import {
  Budget,
  deleteObsolete,
  type DeletionResult,
  execute,
  executeItems,
  fetchLfsUploads,
  type FileResult,
  type ItemResult,
  itemResultOf,
  Progress,
  resultOf,
} from './execute/index.ts'
import {
  catalogLinks,
  type Container,
  containerKey,
  containerUrl,
  describeReads,
  HttpCatalog,
  itemAssets,
  type Links,
  readItems,
  type RemoteAsset,
  type RemoteItem,
  ServerTraits,
} from './catalog/index.ts'
import { Checksums } from './checksums/index.ts'
import { assetInShard, type Config, loadMetadata } from './config/index.ts'
import { asError, type Log, PendingWork, type Secrets, UserError } from './common/index.ts'
import { selectFiles } from './files/index.ts'
import { Http } from './transport/index.ts'
import {
  checkPruneLimit,
  describeItems,
  type DesiredItem,
  type ItemPlan,
  itemProblems,
  type Obsolete,
  obsoleteAssets,
  plan,
  type PlanEntry,
  planItem,
} from './plan/index.ts'
import { planLines } from './report/index.ts'

interface PublishDeps {
  readonly log: Log
  readonly secrets: Secrets
  /** What the run has under way, for a run that cannot finish to name. */
  readonly pending?: PendingWork
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  readonly progress?: { readonly intervalMs?: number; readonly stallMs?: number }
}

interface PublishResult {
  readonly results: readonly FileResult[]
  /** What became of each target item (created, updated, unchanged, or existing as it was). */
  readonly items: readonly ItemResult[]
  /** What prune deleted, or would delete, or kept. */
  readonly deletions: readonly DeletionResult[]
  /** Where the run published, for reports. */
  readonly target: string
  /** For a dry-run: what only the writes could have decided. */
  readonly undecided?: readonly string[]
}

/** What the run will do: items first, then the files' assets, then (prune) the obsolete assets. */
interface RunPlan {
  readonly items: readonly ItemPlan[]
  readonly entries: readonly PlanEntry[]
  readonly obsolete: readonly Obsolete[]
}

/**
 * The run, phase by phase: rules and files, assets (everything the catalog would refuse is
 * refused here, before any write), checksums while the catalog is read and the sign-in goes on,
 * the plan (items, assets, obsolete assets), and its execution.
 */
export async function publish(config: Config, deps: PublishDeps): Promise<PublishResult> {
  const { log, secrets } = deps
  const pending = deps.pending ?? new PendingWork()
  const target = describeTarget(config)
  const metadata = await loadMetadata(config)
  const http = new Http({ retries: config.retries, timeoutMs: config.timeoutMs, log, pending, ...injected(deps) })
  try {
    // Signing in talks to the identity provider only, never to the catalog: it goes on while the
    // files are found and read, and its failure counts once the run gets that far.
    const session = signIn(config, deps, http)
    const files = await log.group('Select files', () => selectFiles(config, log))
    if (files.length === 0) return { results: [], items: [], deletions: [], target }
    log.info(`${files.length} file(s) selected`)
    const contents = await readContents(files, config, metadata.ruleFor, log)
    const all = buildAssets(files, config, metadata.ruleFor, metadata.itemProperties, contents)
    const specs = shardOf(all, config, log)

    const catalog = new HttpCatalog({ apiRoot: config.apiRoot, http, tokens: session.tokens, secrets })
    // Reads need no token: they run while the files are hashed.
    const remote = settle(readCatalog(catalog, specs, config, log))
    const collection = settle(catalog.getCollection(config.collection))
    const checksums = await log.group('Compute checksums', () =>
      Checksums.compute(
        specs.map((spec) => spec.file),
        { ...config, log, pending, signal: session.refused },
      ),
    )
    await log.group('Sign in', async () => {
      await session.ready
      log.info(config.auth.kind === 'token' ? "Using the token from 'access-token'" : `Signed in as ${config.auth.username}`)
    })
    // A collection that cannot be read still gets its files published; its links then lead to the API.
    const shown = await collection
    if (shown === undefined) throw noCollection(config)
    const links = catalogLinks(config.apiRoot, config.collection, shown instanceof Error ? undefined : shown)
    const plan = await log.group('Plan', async () => {
      const { containers, items } = unwrap(await remote)
      return planRun({ all, specs, read: containers, remoteItems: items, checksums, config, log })
    })

    const traits = new ServerTraits(config)
    const refused = plan.entries.some((entry) => entry.action === 'error')
    if (config.dryRun || (refused && config.ifExists === 'fail')) {
      const undecided = traits.undecided()
      if (config.dryRun) {
        log.info('dry-run: nothing is written')
        for (const choice of undecided) log.info(`Decided only while writing: ${choice}`)
      }
      return {
        results: plan.entries.map((entry) => linked(planned(entry), links, config.collection)),
        items: plan.items.map((item) => ({ ...itemResultOf(item, 'planned'), link: links.item(item.id) })),
        deletions: plan.obsolete.map(({ container, id }) => ({ item: container.item, id, result: 'planned' as const })),
        target,
        undecided,
      }
    }
    if (config.upload === 'false') {
      log.warning(
        "upload: false — the files' bytes are not uploaded; " +
          'on the deployed catalog an asset gets its file:checksum and data only through an upload',
      )
    }
    // Git LFS content the plan uploads is fetched and checked before the first write.
    const entries = await fetchLfsUploads(plan.entries, { checksums, traits, log, ifExists: config.ifExists })
    const items = plan.items.some((item) => item.action === 'create' || item.action === 'update')
      ? await log.group('Items', () =>
          executeItems(plan.items, { catalog, collection: config.collection, concurrency: config.concurrency, secrets, log }),
        )
      : plan.items.map((item) => itemResultOf(item, item.action === 'unchanged' ? 'unchanged' : 'existing'))
    const failedItems = new Map(items.filter((item) => item.result === 'failed').map((item) => [item.item, item.error ?? 'failed']))

    const uploadBytes = entries.filter((entry) => entry.upload).reduce((sum, entry) => sum + entry.spec.file.size, 0)
    const progress = new Progress(log, entries.length, uploadBytes, {
      ...(deps.now === undefined ? {} : { now: deps.now }),
      ...deps.progress,
    })
    progress.start()
    let results: FileResult[]
    try {
      results = await log.group('Publish', () =>
        execute(entries, {
          config,
          catalog,
          traits,
          bodies: checksums,
          budget: new Budget(config.concurrency),
          log,
          secrets,
          pending,
          progress,
          failedItems,
          ...(deps.now === undefined ? {} : { now: deps.now }),
        }),
      )
    } finally {
      progress.stop()
    }
    const deletions = await pruneAfter(plan.obsolete, results, failedItems.size, { catalog, config, log, secrets })
    return {
      results: results.map((result) => linked(result, links, config.collection)),
      items: items.map((item) => ({ ...item, link: links.item(item.item) })),
      deletions,
      target,
    }
  } finally {
    http.dispose()
  }
}

/** Prune runs only once every file (and item) of the run was published: a failure keeps every asset. */
async function pruneAfter(
  obsolete: readonly Obsolete[],
  results: readonly FileResult[],
  failedItems: number,
  { catalog, config, log, secrets }: { catalog: HttpCatalog; config: Config; log: Log; secrets: Secrets },
): Promise<DeletionResult[]> {
  if (obsolete.length === 0) return []
  const failed = results.filter((result) => result.result === 'failed').length + failedItems
  if (failed > 0) {
    log.warning(
      `prune: ${obsolete.length} obsolete asset(s) kept, since ${failed} file(s) or item(s) were not published; ` +
        'the next run that publishes all prunes them',
    )
    return obsolete.map(({ container, id }) => ({ item: container.item, id, result: 'kept' as const }))
  }
  return log.group('Prune', () => deleteObsolete(obsolete, { catalog, concurrency: config.concurrency, log, secrets }))
}

const injected = (deps: PublishDeps) => ({
  ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  ...(deps.random === undefined ? {} : { random: deps.random }),
  ...(deps.now === undefined ? {} : { now: deps.now }),
})

/** The item's (or the delivery's) address for reports; a template such as {parent} stays as it is. */
function describeTarget(config: Config): string {
  const collection = containerUrl(config.apiRoot, { collection: config.collection, item: undefined })
  if (config.collectionAsset || config.item === undefined) return collection
  return config.item.includes('{')
    ? `${collection}/items/${config.item}`
    : containerUrl(config.apiRoot, { collection: config.collection, item: config.item })
}

/** The early sign-in: tokens for the catalog once it is done, and a signal that fires if it is refused. */
interface SignIn {
  readonly tokens: TokenSource
  readonly ready: Promise<void>
  readonly refused: AbortSignal
}

function signIn(config: Config, deps: PublishDeps, http: Http): SignIn {
  const refusal = new AbortController()
  let source: TokenSource
  if (config.auth.kind === 'token') {
    deps.secrets.add(config.auth.accessToken)
    source = staticToken(config.auth.accessToken)
  } else {
    source = new CognitoSession(config.auth, {
      http,
      secrets: deps.secrets,
      log: deps.log,
      ...(deps.now === undefined ? {} : { now: deps.now }),
    })
  }
  const started = settle(source.token())
  // A refused sign-in ends the run: no point reading the rest of a large delivery first.
  const ready = started.then((outcome) => {
    if (outcome instanceof Error) {
      refusal.abort(outcome)
      throw outcome
    }
  })
  // Observed here so that a refusal during the walk is not an unhandled rejection; the run sees it at 'Sign in'.
  ready.catch(() => undefined)
  return {
    ready,
    refused: refusal.signal,
    tokens: {
      token: async () => {
        await ready
        return source.token()
      },
      refresh: async () => {
        await ready
        return source.refresh()
      },
      current: () => source.current(),
    },
  }
}

/** Every shard checks every file, so that all jobs of a matrix agree on what is wrong; then keeps its own. */
function shardOf(specs: readonly AssetSpec[], config: Config, log: Log): AssetSpec[] {
  const mine = specs.filter((spec) => assetInShard(spec.container.item, spec.fields.id, config.shard))
  if (config.shard !== undefined)
    log.info(`Shard ${config.shard.index}/${config.shard.total}: ${mine.length} of ${specs.length} file(s) are this job's`)
  return mine
}

interface ContainerAssets {
  readonly container: Container
  readonly assets: readonly RemoteAsset[] | undefined
}

interface CatalogReads {
  /** Each target item's assets and, when files go there, the collection's own. */
  readonly containers: ContainerAssets[]
  /** The target items as they are (undefined: not in the catalog). */
  readonly items: ReadonlyMap<string, RemoteItem | undefined>
}

/**
 * What the catalog holds for this job's files: the target items with their assets, in as few requests
 * as the catalog allows (its item listing or one read per item, catalog/reads.ts, said in the log),
 * and the collection's own assets when files go there.
 */
async function readCatalog(catalog: HttpCatalog, specs: readonly AssetSpec[], config: Config, log: Log): Promise<CatalogReads> {
  const ids = targetItems(specs)
  const containers = new Map(specs.map((spec) => [containerKey(spec.container), spec.container]))
  const sorted = [...containers.values()].sort((a, b) => containerKey(a).localeCompare(containerKey(b)))
  const [reads, collectionAssets] = await Promise.all([
    ids.length === 0 ? undefined : readItems(catalog, config.collection, ids, config.concurrency),
    sorted.some((container) => container.item === undefined)
      ? catalog.listAssets({ collection: config.collection, item: undefined })
      : undefined,
  ])
  if (reads !== undefined) log.info(describeReads(reads))
  const items = reads?.items ?? new Map<string, RemoteItem | undefined>()
  return {
    containers: sorted.map((container) => {
      if (container.item === undefined) return { container, assets: collectionAssets }
      const item = items.get(container.item)
      return { container, assets: item === undefined ? undefined : itemAssets(item) }
    }),
    items,
  }
}

/** The items this job's files go into, sorted. */
const targetItems = (specs: readonly AssetSpec[]): string[] =>
  [...new Set(specs.flatMap((spec) => (spec.container.item === undefined ? [] : [spec.container.item])))].sort()

interface PlanInputs {
  /** Every file's asset, every shard's: items are computed from all their files, and prune spares every file's asset. */
  readonly all: readonly AssetSpec[]
  /** This job's share. */
  readonly specs: readonly AssetSpec[]
  readonly read: readonly ContainerAssets[]
  readonly remoteItems: ReadonlyMap<string, RemoteItem | undefined>
  readonly checksums: Checksums
  readonly config: Config
  readonly log: Log
}

async function planRun({ all, specs, read, remoteItems, checksums, config, log }: PlanInputs): Promise<RunPlan> {
  const items = await planItems(all, specs, remoteItems, checksums, config, log)
  const created = new Set(items.filter((item) => item.action === 'create').map((item) => item.id))
  const missing = read.filter(
    ({ container, assets }) => assets === undefined && !(container.item !== undefined && created.has(container.item)),
  )
  if (missing.length > 0) {
    // The collection itself was read before: only items can be missing, unless it went meanwhile.
    const absentItems = missing.filter((m) => m.container.item !== undefined)
    if (absentItems.length < missing.length) throw noCollection(config)
    throw new UserError(
      `The catalog has no item ${absentItems.map(({ container }) => `'${container.item ?? ''}'`).join(', ')} ` +
        `in collection '${config.collection}' (${config.apiRoot}): ` +
        "check 'collection', 'item' and 'base-url', or let the action create items with items: create",
    )
  }
  const entries = read.flatMap(({ container, assets }) =>
    plan(
      specs
        .filter((spec) => containerKey(spec.container) === containerKey(container))
        .map((spec) => ({ spec, checksum: checksums.checksum(spec.file) })),
      new Map((assets ?? []).map((asset) => [asset.id, asset])),
      config.ifExists,
    ),
  )
  const obsolete = config.prune ? obsoleteAssets(read, all, config.shard) : []
  const lines = planLines(entries, items, obsolete)
  for (const line of lines.debug) log.debug(line)
  for (const line of lines.info) log.info(line)
  // After the plan is shown, so that the log says what would have gone.
  if (config.prune) checkPruneLimit(obsolete, config.pruneLimit)
  return { items, entries, obsolete }
}

/** What to do with each target item; every problem (a missing datetime, no footprint, …) before any write. */
async function planItems(
  all: readonly AssetSpec[],
  specs: readonly AssetSpec[],
  remoteItems: ReadonlyMap<string, RemoteItem | undefined>,
  checksums: Checksums,
  config: Config,
  log: Log,
): Promise<ItemPlan[]> {
  const targets = targetItems(specs)
  const wanted = new Set(
    config.items === 'sync' ? targets : config.items === 'create' ? targets.filter((id) => remoteItems.get(id) === undefined) : [],
  )
  const filesByItem = new Map<string, AssetSpec[]>()
  for (const spec of all)
    if (spec.container.item !== undefined) filesByItem.set(spec.container.item, [...(filesByItem.get(spec.container.item) ?? []), spec])
  // Footprints are read from the files' headers: files in Git LFS are fetched for that (a new
  // item's files are uploaded anyway, so a first run fetches nothing more than it uploads).
  if (config.itemGeometry.kind === 'auto') {
    const pointers = [...wanted]
      .flatMap((id) => (filesByItem.get(id) ?? []).map((spec) => spec.file))
      .filter((file) => file.lfs !== undefined)
    if (pointers.length > 0) await log.group('Fetch Git LFS content for item footprints', () => checksums.fetchLfs(pointers))
  }
  const described =
    wanted.size === 0
      ? { items: new Map<string, DesiredItem>(), problems: [] }
      : await describeItems(filesByItem, wanted, config, log, (file) => checksums.contentPath(file))
  const problems: string[] = [...described.problems]
  const plans: ItemPlan[] = []
  for (const id of targets) {
    const planned = planItem(id, config.items, remoteItems.get(id), described.items.get(id))
    // An item whose description already failed says so once.
    if (typeof planned !== 'string') plans.push(planned)
    else if (!described.problems.some((problem) => problem.startsWith(`item ${id}:`))) problems.push(planned)
  }
  if (problems.length > 0) throw itemProblems(problems)
  return plans
}

const linked = (result: FileResult, links: Links, collection: string): FileResult => ({
  ...result,
  link: links.asset({ collection, item: result.item }, result.id),
})

const noCollection = (config: Config): UserError =>
  new UserError(
    `The catalog has no collection '${config.collection}' (${config.apiRoot}): ` +
      "check 'collection' and 'base-url'; collections are made by the catalog's operators",
  )

const planned = (entry: PlanEntry): FileResult =>
  entry.action === 'error' ? resultOf(entry, 'failed', { error: entry.reason }) : resultOf(entry, 'planned')

/** A promise that never rejects, so that work started early cannot fail unobserved. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => asError(error))
}

function unwrap<T>(value: T | Error): T {
  if (value instanceof Error) throw value
  return value
}
