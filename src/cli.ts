import { parseArgs } from 'node:util'
import { INPUT_NAMES, type InputName, INPUTS, parseConfig, type RawInputs, SECRET_INPUTS } from './config/index.ts'
import { cappedLines, inertLines, type Log, PendingWork, Secrets, type Words } from './common/index.ts'
import { connect } from './connect.ts'
import { proxySecrets } from './transport/index.ts'
import { publishRun } from './publish.ts'
import { type Check, failedFiles, failedLine, type RunReport, runJson, runUrl, shownProblem, totalsLine, verdict } from './report/index.ts'

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
  const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd
  const pending = new PendingWork()
  const { report } = await publishRun(() => parseConfig(raw, { workspace }), {
    log,
    secrets,
    pending,
    connect: (config) => connect(config, { log, secrets, pending }),
  })
  const outcome = verdict(report)
  if (outcome.failed && report.problems.length > 0)
    io.stderr(`${inertLines(cappedLines(secrets.redact(stoppedText(report, outcome.message))))}\n`)
  else {
    for (const r of failedFiles(report.results)) log.warning(failedLine(r))
    const url = runUrl(report)
    log.info(
      `${totalsLine(report.results, report.dryRun, report.deletions, report.durationMs)} — ${url === '' ? (report.target ?? '') : url}`,
    )
  }
  if (values.json === true) io.stdout(`${secrets.redact(runJson(report, CLI_WORDS))}\n`)
  return outcome.failed ? 1 : 0
}

/** The command's words: flags where the action has inputs, environment variables for its secrets. */
const CLI_WORDS: Words = {
  input: ({ input, value }) => {
    const secret = SECRET_INPUTS.get(input as InputName)
    if (secret !== undefined) return value === undefined ? secret : `${secret}=${value}`
    if (value === undefined) return `--${input}`
    return INPUTS[input as InputName] === 'flag' ? `--${input}` : `--${input} ${value}`
  },
  inputSubject: (name) => SECRET_INPUTS.get(name as InputName) ?? `--${name}`,
}

/** A run that stopped, in the command's words: each problem with how to fix it, then what was checked. */
function stoppedText(report: RunReport, why: string): string {
  const checked = report.checks.map((check: Check) => `${check.name} (${check.passed ? check.detail : `failed: ${check.detail}`})`)
  return [
    `stac-publish: ${why}:`,
    ...report.problems.map((problem) => `- ${shownProblem(problem, CLI_WORDS)}`),
    ...(checked.length === 0 ? [] : [`Checked: ${checked.join(', ')}`]),
  ].join('\n')
}
