import { parseArgs } from 'node:util'
import { INPUT_NAMES, type InputName, INPUTS, parseConfig, type RawInputs, SECRET_INPUTS } from './config/index.ts'
import {
  cappedLines,
  errorMessage,
  inertLines,
  internalDetail,
  isInternalError,
  type Log,
  PendingWork,
  Secrets,
  untilSettled,
} from './common/index.ts'
import { proxySecrets } from './transport/index.ts'
import { publish } from './publish.ts'
import { failedFiles, failedLine, reportJson, totals, totalsLine } from './report/index.ts'

/**
 * stac-publish: the action's publish as a command line tool, for a laptop or another CI.
 * Flags mirror the action's inputs; secrets come only from environment variables, so that they
 * stay out of shell history and process lists.
 */

const FLAGS = INPUT_NAMES.filter((name) => !SECRET_INPUTS.has(name))
const isFlag = (name: InputName): boolean => INPUTS[name] === 'flag'
const isRepeatable = (name: InputName): boolean => INPUTS[name] === 'lines'

const USAGE = `Usage: stac-publish --collection ID --item ID --files GLOB [--files GLOB ...] [options]

Publishes files as assets of a STAC catalog item, as the GitHub Action does.

Options (same names, values and defaults as the action's inputs; see the README):
${FLAGS.map((name) => `  --${name}${isFlag(name) ? '' : ' VALUE'}${isRepeatable(name) ? ' (repeatable)' : ''}`).join('\n')}
  --workspace DIR      root that working-directory and files are inside (default: current directory)
  --json               print a JSON report on standard output (progress goes to standard error)
  --help

Secrets, from the environment only:
${[...SECRET_INPUTS].map(([input, variable]) => `  ${variable.padEnd(20)} ${input}`).join('\n')}
  STAC_USERNAME, STAC_CLIENT_ID may stand in for --username and --client-id.

Exit status: 0 all published, 1 a file or the run failed, 2 bad usage.`

interface CliIo {
  readonly argv: readonly string[]
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
}

/**
 * Progress on standard error. Every line goes through inertLines: a file's name cannot steer the
 * terminal (ANSI escapes) nor, when the command runs in a workflow's step, the runner.
 */
function terminalLog(io: CliIo, secrets: Secrets, verbose: boolean): Log {
  const write = (text: string) => io.stderr(`${inertLines(secrets.redact(text))}\n`)
  return {
    info: (message) => write(message),
    warning: (message) => write(`warning: ${message}`),
    debug: (message) => {
      if (verbose) write(`debug: ${message}`)
    },
    group: async (name, work) => {
      write(`» ${name}`)
      return work()
    },
  }
}

/** Runs the command; resolves with the exit status. */
export async function cli(io: CliIo): Promise<number> {
  const options = Object.fromEntries(
    FLAGS.map((name) => [name, isFlag(name) ? { type: 'boolean' as const } : { type: 'string' as const, multiple: isRepeatable(name) }]),
  )
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      args: [...io.argv],
      options: {
        ...options,
        workspace: { type: 'string' },
        json: { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      allowPositionals: false,
      strict: true,
    })
  } catch (error) {
    // parseArgs throws TypeErrors whose words are about the user's flags: shown as they are.
    const message = error instanceof Error ? error.message : String(error)
    const secret = [...SECRET_INPUTS].find(([name]) => message.includes(`--${name}`))
    io.stderr(
      secret === undefined
        ? `stac-publish: ${inertLines(message)}\n\n${USAGE}\n`
        : `stac-publish: --${secret[0]} is not accepted on the command line; set ${secret[1]} in the environment instead\n`,
    )
    return 2
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>
  if (values.help === true) {
    io.stdout(`${USAGE}\n`)
    return 0
  }

  const secrets = new Secrets()
  for (const password of proxySecrets(io.env)) secrets.add(password)
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const value = values[name]
    if (Array.isArray(value)) raw[name] = value.join('\n')
    else if (typeof value === 'boolean') raw[name] = String(value)
    else if (typeof value === 'string') raw[name] = value
  }
  for (const [input, variable] of SECRET_INPUTS) {
    const value = io.env[variable]
    if (value !== undefined && value !== '') {
      raw[input] = value
      secrets.add(value.trim())
    }
  }
  if (raw.username === undefined && io.env.STAC_USERNAME !== undefined) raw.username = io.env.STAC_USERNAME
  if (raw['client-id'] === undefined && io.env.STAC_CLIENT_ID !== undefined) raw['client-id'] = io.env.STAC_CLIENT_ID

  const log = terminalLog(io, secrets, values.verbose === true)
  try {
    const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd
    const config = parseConfig(raw, { workspace })
    const pending = new PendingWork()
    const { results, items, deletions, target } = await untilSettled(publish(config, { log, secrets, pending }), pending)
    for (const r of failedFiles(results)) log.warning(failedLine(r))
    log.info(`${totalsLine(results, config.dryRun, deletions)} — ${target}`)
    if (values.json === true) {
      io.stdout(`${secrets.redact(reportJson(results, target, config.shard, { items, deletions }))}\n`)
    }
    const incomplete = items.some((r) => r.result === 'failed') || deletions.some((d) => d.result === 'failed')
    return totals(results).failed > 0 || incomplete ? 1 : 0
  } catch (error) {
    if (isInternalError(error)) log.debug(internalDetail(error))
    const message = cappedLines(secrets.redact(errorMessage(error)))
    io.stderr(`stac-publish: ${inertLines(message)}\n`)
    if (values.json === true) io.stdout(`${JSON.stringify({ error: message })}\n`)
    return 1
  }
}
