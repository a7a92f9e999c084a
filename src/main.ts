import { mkdtemp, writeFile } from 'node:fs/promises'
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
  untilSettled,
} from './common/index.ts'
import { proxySecrets } from './transport/index.ts'
import { publish } from './publish.ts'
import {
  assetsOutput,
  deletedCount,
  failedFiles,
  failedLine,
  itemEntries,
  reportJson,
  safeJson,
  summaryMarkdown,
  totals,
  totalsLine,
} from './report/index.ts'

/**
 * The Actions log. Every line goes through inertLines, so that no file's name or content, wherever
 * it was put into a message, reaches the runner as a workflow command; secrets are taken out first,
 * while they still read as the runner's masks know them.
 */
function actionsLog(secrets: Secrets): Log {
  const shown = (message: string): string => inertLines(secrets.redact(message))
  return {
    info: (message) => core.info(shown(message)),
    warning: (message) => core.warning(shown(message)),
    // Per-file debug lines are thousands on a tile set: written only when the runner shows them.
    debug: (message) => {
      if (core.isDebug()) core.debug(shown(message))
    },
    group: (name, work) => core.group(shown(name), work),
  }
}

/** Error annotations for failed files; with the step's own, GitHub's 10 per step. */
const ANNOTATIONS = 9

/** Reads the inputs, publishes, sets outputs and summary; the one place that fails the step. */
export async function run(): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  const log = actionsLog(secrets)
  /** An error annotation: capped, inert, its title and file too (the toolkit escapes them as properties, not as text). */
  const annotate = (message: string, title: string, file?: string): void =>
    core.error(inertLines(cappedLines(secrets.redact(message))), {
      title: inert(secrets.redact(title)),
      ...(file === undefined ? {} : { file: inert(file) }),
    })
  const pending = new PendingWork()
  try {
    const raw: RawInputs = {}
    for (const name of INPUT_NAMES) raw[name] = core.getInput(name)
    // Masked before anything else can print them.
    for (const name of SECRET_INPUTS.keys()) secrets.add(raw[name]?.trim())
    for (const password of proxySecrets()) secrets.add(password)
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()
    const config = parseConfig(raw, { workspace })

    const { results, items, deletions, target, undecided } = await untilSettled(publish(config, { log, secrets, pending }), pending)

    const t = totals(results)
    // The whole report goes to a file for later steps of the job; outputs have a size limit.
    const reportFile = path.join(await mkdtemp(path.join(process.env.RUNNER_TEMP ?? tmpdir(), 'stac-publish-')), 'report.json')
    await writeFile(reportFile, `${secrets.redact(reportJson(results, target, config.shard, { items, deletions }))}\n`)
    core.setOutput('report', reportFile)
    const assets = assetsOutput(results)
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
    core.setOutput('uploaded-bytes', t.uploadedBytes)
    core.setOutput('shard', config.shard === undefined ? '' : `${config.shard.index}/${config.shard.total}`)
    // GitHub shows 10 error annotations per step, the step's own failure among them: past 9
    // failed files, 8 are annotated and one more annotation counts the rest, which the log lists.
    const failed = failedFiles(results)
    const annotated = failed.length <= ANNOTATIONS ? failed : failed.slice(0, ANNOTATIONS - 1)
    for (const r of annotated)
      annotate(r.error ?? r.reason, `Not published: ${r.id}`, slashedRelative(workspace, path.resolve(config.workingDirectory, r.file)))
    if (failed.length > annotated.length) {
      annotate(
        `…and ${failed.length - annotated.length} more file(s) not published; ` +
          'the log below, the job summary and the report file list them',
        'Not published',
      )
      for (const r of failed.slice(annotated.length)) log.info(failedLine(r))
    }
    if (process.env.GITHUB_STEP_SUMMARY) {
      await core.summary
        .addRaw(
          secrets.redact(
            summaryMarkdown(results, {
              target,
              dryRun: config.dryRun,
              shard: config.shard,
              items,
              deletions,
              ...(undecided === undefined ? {} : { undecided }),
            }),
          ),
        )
        .write()
    }
    for (const item of items.filter((r) => r.result === 'failed')) annotate(item.error ?? item.reason, `Item not written: ${item.item}`)
    const notDeleted = deletions.filter((d) => d.result === 'failed')
    for (const d of notDeleted) annotate(d.error ?? '', `Not deleted: ${d.id}`)
    log.info(totalsLine(results, config.dryRun, deletions))
    const failedItems = items.filter((r) => r.result === 'failed').length
    if (t.failed > 0 || failedItems > 0 || notDeleted.length > 0) {
      const what = [
        ...(t.failed > 0 ? [`${t.failed} of ${t.files} file(s) were not published`] : []),
        ...(failedItems > 0 ? [`${failedItems} item(s) could not be written`] : []),
        ...(notDeleted.length > 0 ? [`${notDeleted.length} obsolete asset(s) could not be deleted`] : []),
      ]
      core.setFailed(`${what.join('; ')}; see the annotations and the job summary`)
    }
  } catch (error) {
    if (isInternalError(error)) log.debug(internalDetail(error))
    core.setFailed(inertLines(cappedLines(secrets.redact(errorMessage(error)))))
  }
}
