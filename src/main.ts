import { mkdtemp, open, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as core from '@actions/core'
import { INPUT_NAMES, parseConfig, type RawInputs, SECRET_INPUTS } from './config/index.ts'
import {
  cappedLines,
  errorMessage,
  inert,
  inertLines,
  internalDetail,
  isInternalError,
  type Log,
  PendingWork,
  Secrets,
  slashedRelative,
} from './common/index.ts'
import { connect } from './connect.ts'
import type { SelectionConfig } from './domain/index.ts'
import { proxySecrets } from './transport/index.ts'
import { type Clock, publishRun } from './publish.ts'
import {
  assetsOutput,
  deletedCount,
  failedFiles,
  failedLine,
  itemEntries,
  type Annotated,
  cappedAnnotations,
  problemAnnotations,
  type RunReport,
  runJsonParts,
  runSummary,
  runUrl,
  safeJson,
  totals,
  totalsLine,
  verdict,
} from './report/index.ts'

/**
 * The Actions log. Every line goes through inertLines, so that no file's name or content, wherever
 * it was put into a message, reaches the runner as a workflow command; secrets are taken out first,
 * while they still read as the runner's masks know them.
 */
function actionsLog(secrets: Secrets): Log {
  const shown = (message: string): string => inertLines(secrets.redact(message))
  // Read once: RUNNER_DEBUG is the step's, and a run asks it for every file's debug lines.
  const debugging = core.isDebug()
  return {
    info: (message) => core.info(shown(message)),
    warning: (message) => core.warning(shown(message)),
    // Per-file debug lines are thousands on a tile set: written only when the runner shows them.
    debug: (message) => {
      if (debugging) core.debug(shown(message))
    },
    debugging,
    group: (name, work) => core.group(shown(name), work),
  }
}

/** Error annotations for failed files or problems; with the step's own, GitHub's 10 per step. */
const ANNOTATIONS = 9

/**
 * Reads the inputs, publishes, sets outputs, summary and annotations, a run that stops included; the
 * one place that fails the step. `clock`: time and chance a test injects (backoffs not waited out).
 */
export async function run(clock?: Clock): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  const log = actionsLog(secrets)
  const pending = new PendingWork()
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) raw[name] = core.getInput(name)
  // Masked before anything else can print them.
  for (const name of SECRET_INPUTS.keys()) secrets.add(raw[name]?.trim())
  for (const password of proxySecrets()) secrets.add(password)
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()
  const timed = clock === undefined ? {} : { clock }
  const fork = await forkOf(process.env)
  const { config, report } = await publishRun(() => parseConfig(raw, { workspace, actions: true, fork }), {
    log,
    secrets,
    pending,
    ...timed,
    connect: (parsed) => connect(parsed, { log, secrets, pending, ...timed }),
  })
  try {
    await reportRun(report, config?.selection, workspace, log, secrets)
  } catch (error) {
    if (isInternalError(error)) log.debug(internalDetail(error))
    core.setFailed(inertLines(cappedLines(secrets.redact(errorMessage(error)))))
  }
}

/** Events whose runs get no secrets when the pull request comes from a fork (pull_request_target gets them). */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment'])

/** The fork (owner/name) of a pull request whose run GitHub gives no secrets; undefined for any other run. */
async function forkOf(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (!FORK_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || env.GITHUB_EVENT_PATH === undefined) return undefined
  try {
    const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8')) as {
      pull_request?: { head?: { repo?: { full_name?: unknown } | null }; base?: { repo?: { full_name?: unknown } | null } }
    }
    const [head, base] = [event.pull_request?.head?.repo?.full_name, event.pull_request?.base?.repo?.full_name]
    return typeof head === 'string' && typeof base === 'string' && head !== base ? head : undefined
  } catch {
    // No event file to read: the message names every cause instead.
    return undefined
  }
}

/** Characters of the report file written at a time. */
const REPORT_WRITE = 1024 * 1024

/**
 * The report file, written as it is made, a megabyte at a time: the report of 100,000 files is never
 * held whole. Each megabyte is redacted as a whole before it is written, as the whole report was when
 * it was one string: a secret within any of its parts is within it (no value spans two parts), and
 * one part at a time would copy every entry once more, and look for every secret in each.
 */
async function writeReport(file: string, parts: Iterable<string>, secrets: Secrets): Promise<void> {
  const handle = await open(file, 'w')
  try {
    let pending = ''
    for (const part of parts) {
      pending += part
      if (pending.length < REPORT_WRITE) continue
      // writeFile writes it all, from where the last one ended.
      await handle.writeFile(secrets.redact(pending))
      pending = ''
    }
    await handle.writeFile(`${secrets.redact(pending)}\n`)
  } finally {
    await handle.close()
  }
}

/** Outputs, the report file, the job summary, annotations and the step's outcome, for every run. */
async function reportRun(
  report: RunReport,
  selection: SelectionConfig | undefined,
  workspace: string,
  log: Log,
  secrets: Secrets,
): Promise<void> {
  /** An error annotation: capped, inert, its title and file too (the toolkit escapes them as properties, not as text). */
  const annotate = (message: string, title?: string, file?: string): void =>
    core.error(inertLines(cappedLines(secrets.redact(message))), {
      ...(title === undefined ? {} : { title: inert(secrets.redact(title)) }),
      ...(file === undefined ? {} : { file: inert(file) }),
    })
  const { results, items, deletions } = report
  const t = totals(results)
  // The whole report goes to a file for later steps of the job; outputs have a size limit.
  const reportFile = path.join(await mkdtemp(path.join(process.env.RUNNER_TEMP ?? tmpdir(), 'stac-publish-')), 'report.json')
  await writeReport(reportFile, runJsonParts(report), secrets)
  core.setOutput('report', reportFile)
  const assets = assetsOutput(results, undefined, report.assetLink)
  core.setOutput('assets', secrets.redact(assets.json))
  if (assets.listed < assets.total) {
    log.warning(
      `The assets output lists ${assets.listed} of ${assets.total} files (GitHub limits outputs to 1 MiB): those not skipped first. ` +
        `The file named by the report output (${reportFile}) lists all.`,
    )
  }
  core.setOutput('items', secrets.redact(safeJson(itemEntries(items))))
  core.setOutput('created', t.created)
  core.setOutput('updated', t.updated)
  core.setOutput('deleted', deletedCount(deletions))
  core.setOutput('skipped', t.skipped)
  core.setOutput('failed', t.failed)
  core.setOutput('not-written', t.notWritten)
  core.setOutput('uploaded-bytes', t.uploadedBytes)
  core.setOutput('shard', report.shard === undefined ? '' : `${report.shard.index}/${report.shard.total}`)
  core.setOutput('url', runUrl(report))
  // A run that stopped: each problem, where a file is at fault with file= (relative to the workspace).
  const stopped = problemAnnotations(report.problems, selection, ANNOTATIONS)
  for (const annotation of stopped.annotations) annotate(annotation.message, annotation.title, annotation.file)
  for (const line of stopped.unshown) log.info(line)
  // GitHub shows 10 error annotations per step, the step's own failure among them: past 9 failed
  // files, items and deletions together, 8 are annotated and one more counts the rest, which the log lists.
  const failedItems = items.filter((r) => r.result === 'failed')
  const failedDeletions = deletions.filter((d) => d.result === 'failed')
  // A run its plan stopped has its failed files among its problems, annotated above.
  const failures: Annotated[] = [
    ...(report.problems.length > 0 ? [] : failedFiles(results)).map((r) => ({
      annotation: {
        message: r.error ?? r.reason,
        title: `Not published: ${r.id}`,
        file: slashedRelative(workspace, path.resolve(selection?.workingDirectory ?? workspace, r.file)),
      },
      line: failedLine(r),
    })),
    ...failedItems.map((item) => ({
      annotation: { message: item.error ?? item.reason, title: `Item not written: ${item.item}` },
      line: `Item not written: ${item.item}: ${item.error ?? item.reason}`,
    })),
    ...failedDeletions.map((d) => ({
      annotation: { message: d.error ?? '', title: `Not deleted: ${d.id}` },
      line: `Not deleted: ${d.id}: ${d.error ?? ''}`,
    })),
  ]
  const onlyFiles = failedItems.length + failedDeletions.length === 0
  const failed = cappedAnnotations(failures, ANNOTATIONS, (left) => ({
    message: onlyFiles
      ? `…and ${left.length} more file(s) not published; the log below, the job summary and the report file list them`
      : `…and ${left.length} more failure(s) (files not published, items not written, assets not deleted); ` +
        'the log below, the job summary and the report file list them',
    title: 'Not published',
  }))
  for (const annotation of failed.annotations) annotate(annotation.message, annotation.title, annotation.file)
  for (const line of failed.unshown) log.info(line)
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(secrets.redact(runSummary(report))).write()
  if (report.problems.length === 0 || results.length > 0) log.info(totalsLine(results, report.dryRun, deletions, report.durationMs))
  const outcome = verdict(report)
  if (outcome.failed) core.setFailed(`${outcome.message}; see the annotations and the job summary`)
}
