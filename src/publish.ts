import { readFile } from 'node:fs/promises'
import { buildAssets, type AssetSpec } from './assets.ts'
import { CognitoSession, staticToken, type TokenSource } from './auth.ts'
import { Budget } from './budget.ts'
import { containerUrl, HttpCatalog } from './catalog/http-catalog.ts'
import type { Container, RemoteAsset } from './catalog/model.ts'
import { ServerTraits } from './catalog/server-traits.ts'
import { Checksums } from './checksums.ts'
import type { Config } from './config.ts'
import { asError, UserError } from './errors.ts'
import { execute } from './execute.ts'
import { selectFiles } from './files.ts'
import { Http } from './http.ts'
import { fetchLfsUploads } from './lfs-uploads.ts'
import type { Log } from './log.ts'
import { mapLimit } from './map-limit.ts'
import { PendingWork } from './pending.ts'
import { plan, type PlanEntry } from './plan.ts'
import { Progress } from './progress.ts'
import { planLines } from './report.ts'
import { resultOf, type FileResult } from './results.ts'
import type { Rule } from './rules.ts'
import type { Secrets } from './secrets.ts'
import { inShard } from './shard.ts'

export interface PublishDeps {
  readonly log: Log
  readonly secrets: Secrets
  /** What the run has under way, for a run that cannot finish to name. */
  readonly pending?: PendingWork
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  readonly progress?: { readonly intervalMs?: number; readonly stallMs?: number }
}

export interface PublishResult {
  readonly results: readonly FileResult[]
  /** Where the run published, for reports. */
  readonly target: string
  /** For a dry-run: what only the writes could have decided. */
  readonly undecided?: readonly string[]
}

/**
 * The run, phase by phase: rules and files, assets (everything the catalog would refuse is
 * refused here, before any write), checksums while the catalog is read and the sign-in goes on,
 * the plan, and its execution.
 */
export async function publish(config: Config, deps: PublishDeps): Promise<PublishResult> {
  const { log, secrets } = deps
  const pending = deps.pending ?? new PendingWork()
  const target = describeTarget(config)
  const matchRule = await loadRules(config)
  const http = new Http({ retries: config.retries, timeoutMs: config.timeoutMs, log, pending, ...injected(deps) })
  try {
    // Signing in talks to the identity provider only, never to the catalog: it goes on while the
    // files are found and read, and its failure counts once the run gets that far.
    const session = signIn(config, deps, http)
    const files = await log.group('Select files', () => selectFiles(config, log))
    if (files.length === 0) return { results: [], target }
    log.info(`${files.length} file(s) selected`)
    const specs = shardOf(buildAssets(files, config, matchRule), config, log)

    const catalog = new HttpCatalog({ apiRoot: config.apiRoot, http, tokens: session.tokens, secrets })
    // Reads need no token: they run while the files are hashed.
    const remote = settle(readContainers(catalog, specs, config.concurrency))
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
    const entries = await log.group('Plan', async () => planAll(specs, unwrap(await remote), checksums, config, log))

    const traits = new ServerTraits(config)
    const refused = entries.some((entry) => entry.action === 'error')
    if (config.dryRun || (refused && config.ifExists === 'fail')) {
      const undecided = traits.undecided()
      if (config.dryRun) {
        log.info('dry-run: nothing is written')
        for (const choice of undecided) log.info(`Decided only while writing: ${choice}`)
      }
      return { results: entries.map((entry) => planned(entry)), target, undecided }
    }
    if (config.upload === 'false') {
      log.warning(
        "upload: false — the files' bytes are not uploaded; on the deployed catalog an asset gets its file:checksum and data only through an upload",
      )
    }
    await fetchLfsUploads(entries, { checksums, traits, log })
    const uploadBytes = entries.filter((entry) => entry.upload).reduce((sum, entry) => sum + entry.spec.file.size, 0)
    const progress = new Progress(log, entries.length, uploadBytes, {
      ...(deps.now === undefined ? {} : { now: deps.now }),
      ...deps.progress,
    })
    progress.start()
    try {
      const results = await log.group('Publish', () =>
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
          ...(deps.now === undefined ? {} : { now: deps.now }),
        }),
      )
      return { results, target }
    } finally {
      progress.stop()
    }
  } finally {
    http.dispose()
  }
}

const injected = (deps: PublishDeps) => ({
  ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
  ...(deps.random === undefined ? {} : { random: deps.random }),
  ...(deps.now === undefined ? {} : { now: deps.now }),
})

/** The item's (or the delivery's) address for reports; a template such as {parent} stays as it is. */
function describeTarget(config: Config): string {
  const collection = containerUrl(config.apiRoot, { collection: config.collection, item: undefined })
  return config.item.includes('{')
    ? `${collection}/items/${config.item}`
    : containerUrl(config.apiRoot, { collection: config.collection, item: config.item })
}

/** The rule matcher; the YAML and glob libraries are loaded only for runs that have rules. */
async function loadRules(config: Config): Promise<(relativePath: string) => Rule | undefined> {
  if (config.rules === undefined) return () => undefined
  const { parseRules, ruleFor } = await import('./rules.ts')
  let text: string
  if ('text' in config.rules) {
    text = config.rules.text
  } else {
    try {
      text = await readFile(config.rules.path, 'utf8')
    } catch {
      throw new UserError(
        `Input 'rules': cannot read '${config.rules.source}'; give the path of a YAML file in the repository, or the rules inline`,
      )
    }
  }
  const rules = parseRules(text, config.rules.source)
  return (relativePath) => ruleFor(rules, relativePath)
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
  const mine = specs.filter((spec) => inShard(`${spec.container.item ?? ''}/${spec.fields.id}`, config.shard))
  if (config.shard !== undefined)
    log.info(`Shard ${config.shard.index}/${config.shard.total}: ${mine.length} of ${specs.length} file(s) are this job's`)
  return mine
}

interface ContainerAssets {
  readonly container: Container
  readonly assets: readonly RemoteAsset[] | undefined
}

/** The assets of every target item, `concurrency` items at a time (a delivery with one item per folder has hundreds). */
function readContainers(catalog: HttpCatalog, specs: readonly AssetSpec[], concurrency: number): Promise<ContainerAssets[]> {
  const containers = new Map(specs.map((spec) => [keyOf(spec.container), spec.container]))
  const sorted = [...containers.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
  return mapLimit(sorted, concurrency, async (container) => ({ container, assets: await catalog.listAssets(container) }))
}

const keyOf = (container: Container): string => `${container.collection}/${container.item ?? ''}`

function planAll(
  specs: readonly AssetSpec[],
  read: readonly ContainerAssets[],
  checksums: Checksums,
  config: Config,
  log: Log,
): PlanEntry[] {
  const missing = read.filter(({ assets }) => assets === undefined).map(({ container }) => `'${container.item ?? ''}'`)
  if (missing.length > 0) {
    throw new UserError(
      `The catalog has no item ${missing.join(', ')} in collection '${config.collection}' (${config.apiRoot}): check 'collection', 'item' and 'base-url'; items must exist before assets can be published`,
    )
  }
  const entries = read.flatMap(({ container, assets }) =>
    plan(
      specs.filter((spec) => keyOf(spec.container) === keyOf(container)).map((spec) => ({ spec, checksum: checksums.checksum(spec.file) })),
      new Map((assets ?? []).map((asset) => [asset.id, asset])),
      config.ifExists,
    ),
  )
  const lines = planLines(entries)
  for (const line of lines.debug) log.debug(line)
  for (const line of lines.info) log.info(line)
  return entries
}

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
