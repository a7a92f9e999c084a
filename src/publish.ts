import { readFile } from 'node:fs/promises'
import { apply, resultOf, type FileResult } from './apply.ts'
import { buildAssets } from './assets.ts'
import { CognitoSession, staticToken, type TokenSource } from './auth.ts'
import { Catalog, type RemoteAsset } from './catalog.ts'
import type { Config } from './config.ts'
import { UserError } from './config.ts'
import { checksumSmallFile, digestFile, SMALL_FILE_SIZE, type Digest } from './digest.ts'
import { DigestPool } from './digest-pool.ts'
import { selectFiles, type SelectedFile } from './files.ts'
import { Http } from './http.ts'
import type { Log } from './log.ts'
import { partLayout } from './parts.ts'
import { plan, type PlanEntry } from './plan.ts'
import { collectWhileStreaming } from './memory.ts'
import { Progress } from './progress.ts'
import type { Rule } from './rules.ts'
import { mapLimit } from './pool.ts'
import type { Secrets } from './secrets.ts'
import { inShard } from './shard.ts'

const POOL_THRESHOLD = 8 * 1024 * 1024

export interface PublishDeps {
  readonly log: Log
  readonly secrets: Secrets
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
  readonly progress?: { readonly intervalMs?: number; readonly stallMs?: number }
}

/** A promise that never rejects, so that work started early cannot fail unobserved. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
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

function unwrap<T>(value: T | Error): T {
  if (value instanceof Error) throw value
  return value
}

async function signIn(config: Config, deps: PublishDeps, http: Http): Promise<TokenSource> {
  if (config.auth.kind === 'token') {
    deps.secrets.add(config.auth.accessToken)
    return staticToken(config.auth.accessToken)
  }
  const session = new CognitoSession(config.auth, {
    http,
    secrets: deps.secrets,
    log: deps.log,
    ...(deps.now === undefined ? {} : { now: deps.now }),
  })
  await session.token()
  return session
}

export interface PublishResult {
  readonly results: readonly FileResult[]
  readonly target: string
}

/** inputs → files → assets → checksums → sign-in → plan → writes. Everything before the writes can refuse the run. */
export async function publish(config: Config, deps: PublishDeps): Promise<PublishResult> {
  const { log } = deps
  const rules = await loadRules(config)
  const http = new Http({
    retries: config.retries,
    timeoutMs: config.timeoutMs,
    log,
    ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
    ...(deps.random === undefined ? {} : { random: deps.random }),
    ...(deps.now === undefined ? {} : { now: deps.now }),
  })
  // Signing in talks to the identity provider only, never to the catalog: it runs while the
  // files are found and read. Its failure counts only once the run gets that far.
  const signedIn = settle(signIn(config, deps, http))
  try {
    const files = await log.group('Select files', () => selectFiles(config, log))
    return await publishFiles(config, deps, { rules, files, http, signedIn })
  } finally {
    http.dispose()
  }
}

interface Started {
  readonly rules: (relativePath: string) => Rule | undefined
  readonly files: readonly SelectedFile[]
  readonly http: Http
  readonly signedIn: Promise<TokenSource | Error>
}

async function publishFiles(config: Config, deps: PublishDeps, { rules, files, http, signedIn }: Started): Promise<PublishResult> {
  const { log, secrets } = deps
  const target = `${config.apiRoot}/collections/${config.collection}/items/${config.item}`
  if (files.length === 0) return { results: [], target }
  log.info(`${files.length} file(s) selected`)
  const allSpecs = buildAssets(files, config, rules)
  // Every shard checks every file, so that all jobs of a matrix agree on what is wrong.
  const specs = allSpecs.filter((spec) => inShard(`${spec.item}/${spec.fields.id}`, config.shard))
  if (config.shard !== undefined) {
    log.info(`Shard ${config.shard.index}/${config.shard.total}: ${specs.length} of ${allSpecs.length} file(s) are this job's`)
  }

  const tokens: TokenSource = {
    token: async () => unwrap(await signedIn).token(),
    refresh: async () => unwrap(await signedIn).refresh(),
  }
  // Reading the items needs no token: it runs while the files are hashed, `concurrency` items at a
  // time (a delivery with one item per folder has hundreds).
  const items = [...new Set(specs.map((spec) => spec.item))].sort()
  const catalogs = new Map(
    items.map((item) => [item, new Catalog({ apiRoot: config.apiRoot, collection: config.collection, item, http, tokens, secrets })]),
  )
  const listed = settle(mapLimit(items, config.concurrency, async (item) => [item, await catalogs.get(item)!.listAssets()] as const))

  // A refused sign-in ends the run: no point reading the rest of a large delivery first.
  const stop = new AbortController()
  void signedIn.then((result) => {
    if (result instanceof Error) stop.abort(result)
  })

  const digests = new Map<string, Digest>()
  // Worker threads pay off only for files of several parts' worth; small files hash faster inline.
  const pool = specs.some((spec) => spec.file.size >= POOL_THRESHOLD) ? new DigestPool() : undefined
  await log
    .group('Compute checksums', async () => {
      await mapLimit(specs, Math.min(config.concurrency, 4), async (spec) => {
        stop.signal.throwIfAborted()
        const layout = partLayout(spec.file.size, config.partSize)
        if (layout === undefined) throw new UserError(`${spec.file.relativePath}: too large for the catalog's upload (100 parts of 5 GiB)`)
        const digest: Digest =
          spec.file.size <= SMALL_FILE_SIZE
            ? checksumSmallFile(spec.file.absolutePath)
            : pool !== undefined && spec.file.size >= POOL_THRESHOLD
              ? await pool.digest(spec.file.absolutePath, layout.partSize, stop.signal)
              : await digestFile(spec.file.absolutePath, layout.partSize, spec.file.size, stop.signal)
        if (digest.size !== spec.file.size)
          throw new UserError(`${spec.file.relativePath}: changed size while it was read; run again once it is complete`)
        digests.set(spec.file.relativePath, digest)
        log.debug(
          `${spec.file.relativePath}: ${digest.checksum} (${'deferred' in digest ? 'one part, its MD5 at upload' : `${digest.parts.length} part(s)`})`,
        )
      })
    })
    .finally(() => pool?.close())

  await log.group('Sign in', async () => {
    unwrap(await signedIn)
    log.info(config.auth.kind === 'token' ? "Using the token from 'access-token'" : `Signed in as ${config.auth.username}`)
  })

  const entries: PlanEntry[] = await log.group('Plan', async () => {
    const byItem = new Map(unwrap(await listed))
    const missing = items.filter((item) => byItem.get(item) === undefined)
    if (missing.length > 0) {
      throw new UserError(
        `The catalog has no item ${missing.map((item) => `'${item}'`).join(', ')} in collection '${config.collection}' (${config.apiRoot}): check 'collection', 'item' and 'base-url'; items must exist before assets can be published`,
      )
    }
    const planned = items.flatMap((item) =>
      plan(
        specs.filter((spec) => spec.item === item).map((spec) => ({ spec, checksum: digests.get(spec.file.relativePath)!.checksum })),
        new Map<string, RemoteAsset>((byItem.get(item) ?? []).map((asset) => [asset.id, asset])),
        config.ifExists,
      ),
    )
    // Unchanged files are the bulk of a re-run: one line for all of them, details in the debug log.
    let unchanged = 0
    for (const entry of planned) {
      const where = items.length > 1 ? `${entry.spec.item}/` : ''
      const rule = entry.spec.rule === undefined ? '' : `, rule ${entry.spec.rule}`
      const line = `${entry.action.padEnd(6)} ${where}${entry.spec.fields.id} ← ${entry.spec.file.relativePath} (${entry.reason}${rule})`
      if (entry.action === 'skip') {
        unchanged++
        log.debug(line)
      } else {
        log.info(line)
      }
    }
    if (unchanged > 0) log.info(`skip   ${unchanged} unchanged file(s)`)
    return planned
  })

  const refused = entries.filter((entry) => entry.action === 'error')
  if (config.dryRun || (refused.length > 0 && config.ifExists === 'fail')) {
    if (config.dryRun) log.info('dry-run: nothing is written')
    return {
      results: entries.map((entry) =>
        entry.action === 'error' ? resultOf(entry, 'failed', { error: entry.reason }) : resultOf(entry, 'planned'),
      ),
      target,
    }
  }
  if (config.upload === 'false') {
    log.warning(
      "upload: false — the files' bytes are not uploaded; on the deployed catalog an asset gets its file:checksum and data only through an upload",
    )
  }
  const uploadBytes = entries.filter((entry) => entry.upload).reduce((sum, entry) => sum + entry.spec.file.size, 0)
  const progress = new Progress(log, entries.length, uploadBytes, {
    ...(deps.now === undefined ? {} : { now: deps.now }),
    ...deps.progress,
  })
  progress.start()
  const stopCollecting = collectWhileStreaming()
  try {
    const results = await log.group('Publish', () =>
      apply(entries, { config, catalogs, http, log, secrets, digests, progress, ...(deps.now === undefined ? {} : { now: deps.now }) }),
    )
    return { results, target }
  } finally {
    stopCollecting()
    progress.stop()
  }
}
