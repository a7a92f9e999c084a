import { buildAssets, readContents, type AssetSpec } from './assets/index.ts'
import type { TokenSource } from './auth/index.ts'
import {
  Budget,
  deleteObsolete,
  type DeletionResult,
  execute,
  executeItems,
  type FileResult,
  itemResultOf,
  Progress,
  resultOf,
  WriteStop,
} from './execute/index.ts'
import {
  type CatalogApi,
  catalogLinks,
  containerUrl,
  describeReads,
  type Links,
  readItems,
  operatorCatalog,
  ServerTraits,
  targetPages,
} from './catalog/index.ts'
import { Checksums, fetchedDigests, type FileDigest } from './checksums/index.ts'
import { type Config, loadMetadata } from './config/index.ts'
import { ContentStore, GitLfsContent, SourceUnreachable, type StreamedSource } from './content/index.ts'
import { type DescribedItems, describeItems, type DescribeOptions } from './describe/index.ts'
import { assetInShard, type SafetyConfig, type Shard, type SourceInput, type TargetConfig, type TransferConfig } from './domain/index.ts'
import {
  ACTION_WORDS,
  errorText,
  inert,
  input,
  internalDetail,
  isInternalError,
  type Log,
  PendingWork,
  type Problem,
  problemError,
  problemsOf,
  redactedProblem,
  render,
  say,
  type Secrets,
  untilSettled,
  UserError,
  type Words,
} from './common/index.ts'
import { fetchUploads } from './fetch-uploads.ts'
import { selectFiles } from './files/index.ts'
import { readSource, type SourceRead, type SourceReads } from './source/index.ts'
import type { FootprintThreads, RunThreads } from './footprint/index.ts'
import {
  catalogState,
  type CatalogState,
  checkPruneLimit,
  filesByItem,
  noCollection,
  type Obsolete,
  type PlanEntry,
  planRun,
  type RunPlan,
  targetContainers,
  targetItems,
  wantedItems,
} from './plan/index.ts'
import { type AssetLink, Checks, planLines, type RunReport, stoppedReport } from './report/index.ts'
import { UnreachableError } from './transport/index.ts'
import { unreachableProblem } from './unreachable.ts'

/** Time and chance, injected where a test depends on them. */
export interface Clock {
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
}

/** How often a long upload says how far it got, and after how long without a byte it says it stalls. */
interface ProgressTimes {
  readonly intervalMs?: number
  readonly stallMs?: number
}

export interface PublishDeps {
  /** The catalog: over HTTP (connect.ts) in the action and the command line, in memory in unit tests. */
  readonly catalog: CatalogApi
  /** The sign-in: the run starts it at once, and stops when it is refused. */
  readonly tokens: TokenSource
  readonly clock?: Clock
  readonly log: Log
  readonly secrets: Secrets
  /** What the run has under way, for a run that cannot finish to name. */
  readonly pending?: PendingWork
  readonly progress?: ProgressTimes
  /** Where the run says what it checked; one that stops leaves there what it got to. */
  readonly checks?: Checks
  /** The reads of a STAC API source (stac-source: the address of a collection), made without a token. */
  readonly source?: SourceReads
  /** Where a STAC API source's assets are read (connect.ts: RemoteContent over the run's transport). */
  readonly remote?: StreamedSource
}

/**
 * The run, phase by phase: rules and files, assets (everything the catalog would refuse is
 * refused here, before any write), checksums while the catalog is read and the sign-in goes on,
 * the plan (items, assets, obsolete assets), and its execution. A problem that stops it is thrown
 * (a ProblemsError names each); its checks are in `deps.checks`.
 */
export async function publish(config: Config, deps: PublishDeps): Promise<RunReport> {
  // One set of footprint threads (a worker of some 30 MB) for every phase that reads files, made by the first such read.
  let made: Promise<FootprintThreads> | undefined
  const threads: RunThreads = () => (made ??= import('./footprint/index.ts').then((footprint) => new footprint.FootprintThreads()))
  try {
    return await publishWith(config, deps, threads)
  } finally {
    if (made !== undefined) await (await made).close()
  }
}

async function publishWith(config: Config, deps: PublishDeps, threads: RunThreads): Promise<RunReport> {
  const { log, secrets, catalog } = deps
  const { target, selection, items: itemsConfig, transfer, safety } = config
  const words = log.words ?? ACTION_WORDS
  const checks = deps.checks ?? new Checks()
  const pending = deps.pending ?? new PendingWork()
  const now = deps.clock?.now ?? Date.now
  const started = now()
  const report = { target: describeTarget(target), dryRun: safety.dryRun, shard: selection.shard, problems: [] }
  const metadata =
    config.assetMetadata.rules === undefined && itemsConfig.itemProperties === undefined && itemsConfig.itemLinks === undefined
      ? await loadMetadata(config, now())
      : await checks.check(
          capitalized(
            render(
              [
                input('rules', { bare: true }),
                itemsConfig.itemLinks === undefined ? ' and ' : ', ',
                input('item-properties', { bare: true }),
                ...(itemsConfig.itemLinks === undefined ? [] : [' and ', input('item-links', { bare: true })]),
              ],
              words,
            ),
          ),
          () => loadMetadata(config, now()),
          () => 'valid',
        )
  // Signing in talks to the identity provider only, never to the catalog: it goes on while the
  // files are found and read, and its failure counts once the run gets that far.
  const session = signIn(deps.tokens, checks)
  // Where each file's bytes are: Git LFS content is fetched only where the run needs it, and read once for its upload's digest.
  const content = new ContentStore<FileDigest>({
    sources: [
      new GitLfsContent({ workingDirectory: selection.workingDirectory, log }),
      ...(deps.remote === undefined ? [] : [deps.remote]),
    ],
    read: fetchedDigests({ ...transfer, pending, signal: session.refused }),
    log,
    pending,
  })
  const sourced = selection.source === undefined ? undefined : await readStacSource(selection.source, { ...deps, checks, config })
  const files =
    sourced?.files ??
    (await log.group('Select files', () =>
      checks.check(
        'Files',
        () => selectFiles(selection, log),
        (selected) => `${selected.length} file(s) selected`,
      ),
    ))
  // What the target does not store of the source's items: in the report, and so in the summary, once.
  const run = sourced === undefined ? report : { ...report, notStored: [...sourced.delivery.notStored] }
  if (files.length === 0)
    return { ...run, durationMs: now() - started, results: [], items: [], deletions: [], checks: checks.list, writing: false }
  if (sourced === undefined) log.info(`${files.length} file(s) selected`)
  const all = await checks.check(
    'Assets',
    async () => {
      const { ruleFor, itemProperties, itemLinks } = metadata
      const contents = await readContents(files, { config, ruleFor, log, content, threads, sourced: sourced?.sourced })
      return buildAssets(files, config, { content, ruleFor, itemProperties, itemLinks, contents, sourced: sourced?.sourced })
    },
    (specs) => `${specs.length} asset(s), each one the catalog accepts`,
  )
  const specs = shardOf(all, selection.shard, log)

  // Reads need no token: they run while the files are hashed.
  const reads = observed(readCatalog(catalog, specs, { collection: target.collection, concurrency: transfer.concurrency, log }))
  // A collection that cannot be read (rather than one that is not there) still gets its files published; its links then lead to the API.
  const collection = catalog.getCollection(target.collection).then(
    (shown) => shown ?? ('absent' as const),
    () => 'unreadable' as const,
  )
  const checksums = await log.group('Compute checksums', () =>
    computeChecksums(specs, { transfer, log, content, pending, refused: session.refused }),
  )
  await log.group('Sign in', async () => {
    // A refusal is a failed check already (signIn).
    await session.ready
    const token = render(say`the token from ${input('access-token')}`, words)
    const { signIn: credentials } = config
    log.info(credentials.kind === 'token' ? capitalized(`using ${token}`) : `Signed in as ${credentials.username}`)
    checks.passed('Sign-in', credentials.kind === 'token' ? token : `signed in as ${credentials.username}`)
  })
  const shown = await collection
  const state = await checks.check(
    'Catalog',
    async () => {
      if (shown === 'absent') throw noCollection(target)
      return reads
    },
    (read) => catalogRead(target.collection, read, shown === 'unreadable'),
  )
  const links = catalogLinks(target.apiRoot, target.collection, shown === 'unreadable' || shown === 'absent' ? undefined : shown)
  const pages = targetPages(links, target.collection, targetItems(specs))
  const plan = await log.group('Plan', () =>
    checks.check(
      'Plan',
      async () => {
        const wanted = wantedItems(targetItems(specs), state.items, itemsConfig.mode)
        const described = await describe(all, wanted, {
          content,
          items: itemsConfig,
          workspace: selection.workspace,
          concurrency: transfer.concurrency,
          log,
          now: now(),
          threads,
        })
        const planned = planRun({
          all,
          specs,
          catalog: state,
          described,
          checksum: (spec) => checksums.checksum(spec.file),
          target,
          mode: itemsConfig.mode,
          safety,
          shard: selection.shard,
          words,
        })
        const lines = planLines(planned.entries, planned.items, planned.obsolete)
        if (log.debugging !== false) for (const line of lines.debug) log.debug(line)
        for (const line of lines.info) log.info(line)
        // After the plan is shown, so that the log says what would have gone.
        if (safety.prune)
          checkPruneLimit(planned.obsolete, { limit: safety.pruneLimit, given: safety.pruneLimitGiven, containers: state.containers })
        return planned
      },
      describePlan,
      // A real run its plan stops fails this check; a dry run reports the refused files as ones that would fail.
      (planned) => (safety.dryRun ? 0 : existingUnderFail(planned, safety).length),
    ),
  )

  const traits = new ServerTraits({ ...transfer, apiRoot: target.apiRoot })
  const existing = existingUnderFail(plan, safety)
  if (safety.dryRun || existing.length > 0) {
    if (safety.dryRun) {
      log.info(render(say`${input('dry-run', { value: 'true' })}: nothing is written`, words))
      for (const choice of traits.undecided()) log.info(`Decided only while writing: ${render(choice, words)}`)
    }
    return {
      ...run,
      pages,
      durationMs: now() - started,
      ...notCarriedOut(plan, existing, { dryRun: safety.dryRun, links, collection: target.collection, words }),
      checks: checks.list,
      writing: false,
    }
  }
  if (transfer.upload === 'false') {
    log.warning(
      render(
        [
          ...say`${input('upload', { value: 'false' })} — the files' bytes are not uploaded; `,
          'on the deployed catalog an asset gets its file:checksum and data only through an upload',
        ],
        words,
      ),
    )
  }
  // Content the plan uploads that is not here (Git LFS) is fetched and checked before the first write.
  const entries = await fetchUploads(plan.entries, { content, traits, log, ifExists: safety.ifExists, threads })
  checks.startWriting()
  // One stop for the run's writes, items and files: a catalog that refuses them persistently is not asked on.
  const stop = new WriteStop(log)
  const items = plan.items.some((item) => item.action === 'create' || item.action === 'update')
    ? await log.group('Items', () =>
        executeItems(plan.items, {
          catalog,
          collection: target.collection,
          mode: itemsConfig.mode,
          concurrency: transfer.concurrency,
          secrets,
          log,
          stop,
        }),
      )
    : plan.items.map((item) => itemResultOf(item, item.action === 'unchanged' ? 'unchanged' : 'existing'))
  const failedItems = new Map(items.filter((item) => item.result === 'failed').map((item) => [item.item, item.error ?? 'failed']))

  // A STAC source that states no file:size: its content's size known only once read, not in the total.
  const sizes = entries.filter((entry) => entry.upload).map((entry) => checksums.size(entry.spec.file))
  const uploadBytes = sizes.reduce((sum: number, size) => sum + (size ?? 0), 0)
  const unknownSizes = sizes.filter((size) => size === undefined).length
  const progress = new Progress(log, entries.length, uploadBytes, { now, ...deps.progress, unknownSizes })
  progress.start()
  let results: FileResult[]
  try {
    results = await log.group('Publish', () =>
      execute(entries, {
        transfer,
        safety,
        catalog,
        traits,
        bodies: checksums,
        budget: new Budget(transfer.concurrency),
        log,
        secrets,
        pending,
        progress,
        failedItems,
        now,
        stop,
      }),
    )
  } finally {
    progress.stop()
  }
  const deletions = await pruneAfter(plan.obsolete, results, failedItems.size, { catalog, concurrency: transfer.concurrency, log, secrets })
  return {
    ...run,
    pages,
    durationMs: now() - started,
    results,
    assetLink: assetLink(links, target.collection),
    items: items.map((item) => ({ ...item, link: links.item(item.item) })),
    deletions,
    checks: checks.list,
    writing: true,
  }
}

/** The catalog and the sign-in a run talks to, and what they hold open until it ends. */
export interface Connection {
  readonly catalog: CatalogApi
  readonly tokens: TokenSource
  /** A STAC API source's reads (stac-source: a collection's address), without a token. */
  readonly source?: SourceReads
  /** Where a STAC API source's assets are read, without the catalog's token. */
  readonly remote?: StreamedSource
  /** Ends what the connection keeps open (the transport's sockets); called once the run is over. */
  dispose(): void
}

export interface RunDeps {
  readonly log: Log
  readonly secrets: Secrets
  readonly pending: PendingWork
  readonly clock?: Clock
  readonly progress?: ProgressTimes
  /** The catalog and the sign-in for a config: over HTTP (connect.ts) in the action and the command line. */
  readonly connect: (config: Config) => Connection
}

/**
 * The run from its inputs to its report, for the action and the command line alike: the inputs
 * parsed (the first check), the catalog connected, the run published; a problem anywhere, or a
 * failure no problem foresaw, ends it with a report that says what was checked and what stopped it.
 * Never throws.
 */
export async function publishRun(parse: () => Config, deps: RunDeps): Promise<{ readonly config?: Config; readonly report: RunReport }> {
  const checks = new Checks()
  const now = deps.clock?.now ?? Date.now
  const started = now()
  let config: Config | undefined
  try {
    config = await checks.check((deps.log.words ?? ACTION_WORDS).inputs, parse, () => 'valid')
    deps.log.info(targetLine(config.target, config.safety.dryRun))
    const connection = deps.connect(config)
    try {
      const { catalog, tokens, source, remote } = connection
      const report = await untilSettled(
        publish(config, {
          ...deps,
          catalog,
          tokens,
          checks,
          ...(source === undefined ? {} : { source }),
          ...(remote === undefined ? {} : { remote }),
        }),
        deps.pending,
      )
      return { config, report }
    } finally {
      connection.dispose()
    }
  } catch (error) {
    if (isInternalError(error)) deps.log.debug(internalDetail(error))
    const run = {
      target: config === undefined ? undefined : describeTarget(config.target),
      dryRun: config?.safety.dryRun ?? false,
      shard: config?.selection.shard,
      durationMs: now() - started,
    }
    // Redacted here, before any front end escapes them for Markdown or JSON, where a secret would no longer match.
    const { secrets, log } = deps
    let found = problemsOf(error)
    if (error instanceof UnreachableError) {
      // One problem names the address, its input and how long it was tried; the attempts, folded, say how.
      const { unreachable } = error
      const what =
        unreachable.at === 'proxy' && unreachable.proxy !== undefined ? `the proxy ${unreachable.proxy.address}` : unreachable.origin
      if (unreachable.lines.length > 0)
        await log.group(`${unreachable.attempts} attempts to reach ${what}`, () => {
          for (const line of unreachable.lines) log.info(line)
          return Promise.resolve()
        })
      found = [unreachableProblem(unreachable, config, error instanceof SourceUnreachable)]
    }
    const problems = found.map((problem) => redactedProblem(problem, secrets))
    const checked = checks.list.map((check) => ({ ...check, detail: secrets.redact(check.detail) }))
    return { ...(config === undefined ? {} : { config }), report: stoppedReport(run, checked, problems, checks.wrote) }
  }
}

/**
 * The STAC source stac-source names, read as the run's first check (its documents or its API's
 * items, every problem at once), and what the target does not store of it said once, counted by name.
 */
async function readStacSource(
  source: SourceInput,
  { config, log, checks, source: reads }: { config: Config; log: Log; checks: Checks; source?: SourceReads | undefined },
): Promise<SourceRead> {
  const { selection, transfer } = config
  const where = source.kind === 'api' ? source.url : source.source
  return log.group('Read the STAC source', async () => {
    const read = await checks.check(
      'STAC source',
      () => readSource(source, { selection, reads, concurrency: transfer.concurrency, log }),
      (found) => `${found.delivery.items.length} item(s) with ${found.files.length} asset(s) from ${where}`,
    )
    log.info(`${read.delivery.items.length} item(s) with ${read.files.length} asset(s) read from the STAC source ${inert(where)}`)
    const notStored = [...read.delivery.notStored]
    if (notStored.length > 0)
      log.info(
        `Not stored by the catalog, left out (${notStored.length} name(s), each with how often): ` +
          notStored.map(([name, count]) => `${inert(name)} × ${count}`).join(', '),
      )
    return read
  })
}

/** Prune runs only once every file (and item) of the run was published: a failure keeps every asset. */
async function pruneAfter(
  obsolete: readonly Obsolete[],
  results: readonly FileResult[],
  failedItems: number,
  { catalog, concurrency, log, secrets }: { catalog: CatalogApi; concurrency: number; log: Log; secrets: Secrets },
): Promise<DeletionResult[]> {
  if (obsolete.length === 0) return []
  const failed = results.filter((result) => result.result === 'failed').length + failedItems
  if (failed > 0) {
    const kept = `${obsolete.length} obsolete asset(s) kept, since ${failed} file(s) or item(s) were not published`
    log.warning(render(say`${input('prune', { bare: true })}: ${kept}; the next run that publishes all prunes them`, log.words))
    return obsolete.map(({ container, id }) => ({ item: container.item, id, result: 'kept' as const }))
  }
  return log.group('Prune', () => deleteObsolete(obsolete, { catalog, concurrency, log, secrets }))
}

/**
 * The run's first line: the catalog it writes to (PROD or INT for the operators' own), the
 * collection and the item, and whether it is a dry run; the first thing to check before a run
 * writes anywhere it should not.
 */
export function targetLine(target: TargetConfig, dryRun: boolean): string {
  const operator = operatorCatalog(target.apiRoot)
  const catalog = `${target.apiRoot}${operator === undefined ? '' : ` (${operator})`}`
  const where = `collection ${target.collection}${
    target.collectionAsset ? ', its own assets' : target.item === undefined ? '' : `, item ${target.item}`
  }`
  return dryRun ? `Dry run against ${catalog}: ${where}; nothing is written` : `Publishing to ${catalog}: ${where}`
}

/** The item's (or the delivery's) address for reports; a template such as {parent} stays as it is. */
function describeTarget(target: TargetConfig): string {
  const collection = containerUrl(target.apiRoot, { collection: target.collection, item: undefined })
  if (target.collectionAsset || target.item === undefined) return collection
  return target.item.includes('{')
    ? `${collection}/items/${target.item}`
    : containerUrl(target.apiRoot, { collection: target.collection, item: target.item })
}

/** The early sign-in: settled once it is done, and a signal that fires if it is refused. */
interface SignIn {
  readonly ready: Promise<void>
  readonly refused: AbortSignal
}

function signIn(tokens: TokenSource, checks: Checks): SignIn {
  const refusal = new AbortController()
  // A refused sign-in ends the run: no point reading the rest of a large delivery first.
  const ready = tokens.token().then(
    () => undefined,
    (error: unknown) => {
      // Refused by the identity provider: the sign-in's problem. Not reached (a proxy, TLS, the network): the run's.
      const refused = error instanceof UserError ? problemError({ subject: { kind: 'sign-in' }, what: errorText(error) }) : error
      checks.failed('Sign-in', error instanceof UserError ? 'refused' : error instanceof UnreachableError ? 'not reached' : 'failed')
      refusal.abort(refused)
      throw refused
    },
  )
  return { ready: observed(ready), refused: refusal.signal }
}

/** The checksums, while the sign-in goes on: a refused sign-in stops them, and is what the run says. */
async function computeChecksums(
  specs: readonly AssetSpec[],
  {
    transfer,
    log,
    content,
    pending,
    refused,
  }: { transfer: TransferConfig; log: Log; content: ContentStore<FileDigest>; pending: PendingWork; refused: AbortSignal },
): Promise<Checksums> {
  try {
    return await Checksums.compute(
      specs.map((spec) => spec.file),
      { ...transfer, log, content, pending, signal: refused },
    )
  } catch (error) {
    if (refused.aborted) throw refused.reason
    throw error
  }
}

/** Every shard checks every file, so that all jobs of a matrix agree on what is wrong; then keeps its own. */
function shardOf(specs: readonly AssetSpec[], shard: Shard | undefined, log: Log): AssetSpec[] {
  const mine = specs.filter((spec) => assetInShard(spec.container.item, spec.fields.id, shard))
  if (shard !== undefined) log.info(`Shard ${shard.index}/${shard.total}: ${mine.length} of ${specs.length} file(s) are this shard's`)
  return mine
}

/**
 * What the catalog holds for this job's files: the target items with their assets, in as few requests
 * as the catalog allows (its item listing or one read per item, catalog/reads.ts, said in the log),
 * and the collection's own assets when files go there.
 */
async function readCatalog(
  catalog: CatalogApi,
  specs: readonly AssetSpec[],
  { collection, concurrency, log }: { collection: string; concurrency: number; log: Log },
): Promise<CatalogState> {
  const ids = targetItems(specs)
  const [reads, collectionAssets] = await Promise.all([
    ids.length === 0 ? undefined : readItems(catalog, collection, ids, concurrency),
    targetContainers(specs).some((container) => container.item === undefined)
      ? catalog.listAssets({ collection, item: undefined })
      : undefined,
  ])
  if (reads !== undefined) log.info(describeReads(reads))
  return catalogState(specs, reads?.items ?? new Map(), collectionAssets)
}

/**
 * The items the run may write, described from their files. Footprints are read from the files'
 * headers: content not here (Git LFS) is fetched for that (a new item's files are uploaded anyway,
 * so a first run fetches nothing more than it uploads).
 */
async function describe(
  all: readonly AssetSpec[],
  wanted: ReadonlySet<string>,
  options: Omit<DescribeOptions, 'filesByItem' | 'wanted'> & { content: ContentStore },
): Promise<DescribedItems> {
  const { content, items, log } = options
  if (wanted.size === 0) return { items: new Map(), problems: [] }
  const byItem = filesByItem(all)
  if (items.itemGeometry.kind === 'auto') {
    // A STAC source's item has its geometry: none of its files is read for a footprint.
    const elsewhere = [...wanted]
      .flatMap((id) => (byItem.get(id) ?? []).filter((spec) => spec.source === undefined).map((spec) => spec.file))
      .filter((file) => !content.isHere(file))
    if (elsewhere.length > 0) await log.group(`Fetch ${content.named(elsewhere)} for item footprints`, () => content.fetch(elsewhere))
  }
  return describeItems({ ...options, filesByItem: byItem, wanted })
}

/** What the catalog read found, for the checks. */
function catalogRead(collection: string, state: CatalogState, unreadable: boolean): string {
  const items = [...state.items.values()]
  const found = items.filter((item) => item !== undefined).length
  return (
    `collection ${collection}${unreadable ? ' (could not be read: links lead to the API)' : ''}` +
    (items.length === 0 ? '' : `; ${found} of ${items.length} target item(s) exist`)
  )
}

/** What the plan does, for the checks. */
function describePlan(plan: RunPlan): string {
  const writes = plan.entries.filter((entry) => entry.action !== 'skip' && entry.action !== 'error').length
  const items = plan.items.filter((item) => item.action === 'create' || item.action === 'update').length
  return (
    `${plan.entries.length} file(s), ${writes} to write` +
    (items === 0 ? '' : `; ${items} item(s) to write`) +
    (plan.obsolete.length === 0 ? '' : `; ${plan.obsolete.length} obsolete asset(s)`)
  )
}

/** Work started early, observed at once so that it cannot fail unobserved; awaited later, it fails there. */
function observed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/** A file's link, made where it is shown: a run of 100,000 files keeps none. */
const assetLink =
  (links: Links, collection: string): AssetLink =>
  (result) =>
    links.asset({ collection, item: result.item }, result.id)

/** With if-exists: fail, the files whose asset exists already: any of them stops the run before its first write. */
const existingUnderFail = (plan: RunPlan, safety: SafetyConfig): PlanEntry[] =>
  safety.ifExists === 'fail' ? plan.entries.filter((entry) => entry.action === 'error') : []

/**
 * What becomes of a plan that is not carried out: a dry run's (planned), or a run's that its plan
 * stopped (`existing`, if-exists: fail): the files whose asset exists failed, all of them one
 * problem, and every other file and item not written, saying why; obsolete assets kept. A dry run
 * whose run would stop says so beside what it plans.
 */
function notCarriedOut(
  plan: RunPlan,
  existing: readonly PlanEntry[],
  { dryRun, links, collection, words }: { dryRun: boolean; links: Links; collection: string; words: Words },
): Pick<RunReport, 'results' | 'assetLink' | 'items' | 'deletions' | 'problems'> {
  const [first] = existing
  const exist = existing.length === 1 ? `asset '${first?.spec.fields.id}' already exists` : `${existing.length} assets already exist`
  const why = render(say`${exist} (${input('if-exists', { value: 'fail' })})`, words)
  const unwritten = (reason: string): string =>
    dryRun ? `${reason}; a run would not write it, since ${why}` : `not written: the run stopped before writing, since ${why}`
  const results = plan.entries.map((entry): FileResult => {
    if (entry.action === 'error') return resultOf(entry, 'failed', { error: entry.reason })
    if (first === undefined) return resultOf(entry, 'planned')
    if (entry.action === 'skip') return resultOf(entry, dryRun ? 'planned' : 'skipped')
    return resultOf(entry, dryRun ? 'planned' : 'not-written', { reason: unwritten(entry.reason) })
  })
  const items = plan.items.map((item) => {
    const written = item.action === 'create' || item.action === 'update'
    const result = itemResultOf(item, dryRun ? 'planned' : written ? 'not-written' : item.action)
    return { ...result, ...(first !== undefined && written ? { reason: unwritten(result.reason) } : {}), link: links.item(item.id) }
  })
  return {
    results,
    assetLink: assetLink(links, collection),
    items,
    deletions: plan.obsolete.map(({ container, id }) => ({
      item: container.item,
      id,
      result: dryRun ? ('planned' as const) : ('kept' as const),
    })),
    problems: dryRun || first === undefined ? [] : [existsProblem(existing)],
  }
}

/**
 * Assets that exist, under if-exists: fail: one problem of the input for all of them (the summary's
 * table of files lists each), and the settings that would let the run go on.
 */
function existsProblem(existing: readonly PlanEntry[]): Problem {
  const name = ({ spec }: PlanEntry): string =>
    `'${spec.fields.id}' of ${spec.container.item === undefined ? 'the collection' : `item ${spec.container.item}`}`
  const named = existing.slice(0, 3).map(name).join(', ')
  const assets =
    existing.length === 1
      ? `asset ${named} already exists`
      : `${existing.length} assets already exist (${named}${existing.length > 3 ? ', …' : ''})`
  return {
    subject: { kind: 'input', name: 'if-exists' },
    against: 'catalog',
    what: say`${assets}, and ${input('if-exists', { value: 'fail' })} writes nothing while one does`,
    fix: [
      ...say`set ${input('if-exists', { value: 'skip-unchanged' })} to update only what differs, `,
      ...say`or ${input('if-exists', { value: 'overwrite' })} to replace ${existing.length === 1 ? 'it' : 'them'}; `,
      ...say`or leave ${existing.length === 1 ? 'its file' : 'their files'} out of ${input('files')}`,
    ],
  }
}

/** A line's first letter in upper case: a check's name that starts with an input's. */
const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`
