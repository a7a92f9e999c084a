import { parseArgs } from 'node:util'
import { declared, INPUT_NAMES, type InputName, nearest, parseConfig, type RawInputs, SECRET_INPUTS } from './config/index.ts'
import { cappedLines, inert, inertLines, isUsage, type Log, PendingWork, Secrets, type Words } from './common/index.ts'
import { SettingsError, readSettings } from './cli-settings.ts'
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
const isInput = (name: string): name is InputName => (INPUT_NAMES as readonly string[]).includes(name)
const isFlag = (name: InputName): boolean => declared(name).kind === 'flag'
const isRepeatable = (name: InputName): boolean => declared(name).kind === 'lines'

/** The command's own flags, beside the action's inputs. */
const OWN_FLAGS = {
  workspace: {
    type: 'string',
    value: 'DIR',
    says: 'The folder that --working-directory and --files are inside. Default: the current directory',
  },
  settings: {
    type: 'string',
    value: 'FILE',
    multiple: true,
    says:
      'Read the variables below from FILE: KEY=value lines, a line starting with # a comment (npm run sandbox writes one). ' +
      'A variable set in the environment wins over the file, a flag over both; given again, a later file wins.',
  },
  json: { type: 'boolean', says: 'Print the whole report as JSON on standard output; progress stays on standard error.' },
  verbose: { type: 'boolean', says: 'Print debug lines too.' },
  version: { type: 'boolean', says: 'Print the version of stac-publish.' },
  help: { type: 'boolean', short: 'h', says: 'Print this help.' },
} as const

/** Variables that stand in for a flag (the flag wins). */
const STAND_INS: ReadonlyMap<InputName, string> = new Map(
  FLAGS.flatMap((name) => {
    const { variable } = declared(name)
    return variable === undefined ? [] : [[name, variable] as const]
  }),
)

const HINT = "Run 'stac-publish --help' for every flag, what it means, its default and the values it takes."

/** Columns the help is wrapped at. */
const WIDTH = 100

function wrapped(text: string, indent: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  lines.push(line)
  return lines.map((l) => `${indent}${l}`).join('\n')
}

/** Input names in a description as the command names them: an input its flag, a secret its variable. */
const INPUT_NAME = new RegExp(`(?<![\\w{-])(${[...INPUT_NAMES].sort((a, b) => b.length - a.length).join('|')})(?![\\w}-])`, 'g')

/**
 * An input's description in the command's words: other inputs named as flags
 * (`--collection-asset`) and secrets as variables (`STAC_ACCESS_TOKEN`); a true-or-false input is
 * a flag given or left out; an input of one value per line is a flag given once per value. Clauses
 * about the rules input's own fields keep their names, which are fields of a YAML file there.
 */
function inCommandWords(name: InputName, description: string): string {
  let text = description
    .replace(/\s*Use a secret\.$/, '')
    .replace(/\bthe action\b/g, 'the command')
    .replace(/\bplain inputs\b/g, 'plain flags')
  if (isFlag(name)) text = text.replace(/: true or false\b/, '').replace(/Default: false$/, 'Off unless given.')
  if (isRepeatable(name))
    text = text.replace(/\bper line\b/, `per --${name}, given as often as needed`).replace(/\blines starting\b/, 'values starting')
  return text
    .split(/(?<=\. )|(?=\()|(?<=\))/)
    .map((clause) =>
      /\brules?\b|\brule's\b/i.test(clause)
        ? clause
        : clause.replace(INPUT_NAME, (found: string) => {
            const input = found as InputName
            if (input === name || !found.includes('-')) return found
            return SECRET_INPUTS.get(input) ?? `--${found}`
          }),
    )
    .join('')
    .replace(/\b(STAC_[A-Z_]+) is given\b/g, '$1 is set')
    .replace(/(--[a-z-]+) is true\b/g, '$1 is given')
}

/** The help: every flag and variable with what its input's declaration says, in the command's words. */
function usage(): string {
  const flag = (name: InputName) => {
    const { description, required } = declared(name)
    const text = inCommandWords(name, description)
    const shown = /Default: |Required|Off unless given/.test(text) || required === true ? text : `${text} Default: none`
    return `  --${name}${isFlag(name) ? '' : ' VALUE'}${isRepeatable(name) ? ' (repeatable)' : ''}\n${wrapped(shown, '      ')}`
  }
  const own = Object.entries(OWN_FLAGS).map(([name, option]) => {
    const shown = `--${name}${'short' in option ? `, -${option.short}` : ''}${'value' in option ? ` ${option.value}` : ''}`
    return `  ${shown}\n${wrapped(option.says, '      ')}`
  })
  const variables = [...SECRET_INPUTS].map(
    ([input, variable]) => `  ${variable}\n${wrapped(inCommandWords(input, declared(input).description), '      ')}`,
  )
  const standIns = [...STAND_INS].map(([input, variable]) => `  ${variable}\n      Stands in for --${input}.`)
  return [
    'Usage: stac-publish --collection ID --files GLOB [--files GLOB ...] [--item ID] [flags]',
    '',
    'Publishes files as assets of a STAC catalog item, as the GitHub Action does, with the same names,',
    'values and defaults. Passwords and tokens come from environment variables only, so that they stay',
    'out of shell history and process lists.',
    '',
    'Flags:',
    ...FLAGS.map(flag),
    ...own,
    '',
    'Environment variables:',
    ...variables,
    ...standIns,
    '',
    'Exit status: 0 every file published (or nothing to do), 1 a file or the run failed, 2 bad usage:',
    'an unknown flag, a flag or variable whose value is refused, or a file that --settings, --rules,',
    '--item-properties or --item-geometry names that cannot be read or is not valid (nothing is written then).',
  ].join('\n')
}

/** The options parseArgs reads. */
const OPTIONS = Object.fromEntries([
  ...FLAGS.map((name) => [name, isFlag(name) ? { type: 'boolean' as const } : { type: 'string' as const, multiple: isRepeatable(name) }]),
  ...Object.entries(OWN_FLAGS).map(([name, option]) => [
    name,
    { type: option.type, ...('short' in option ? { short: option.short } : {}), ...('multiple' in option ? { multiple: true } : {}) },
  ]),
]) as Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>

/** What is wrong with the command line, in one line: the flag, what it needs, and what was most likely meant. */
function usageProblem(argv: readonly string[], error: unknown): string {
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true })
  for (const [index, token] of tokens.entries()) {
    if (token.kind === 'option') {
      const option = OPTIONS[token.name]
      const given = inert(token.rawName)
      if (option === undefined) {
        const secret = SECRET_INPUTS.get(token.name as InputName)
        if (secret !== undefined) return `${given} is not accepted on the command line; set ${secret} in the environment instead`
        // Node's own --env-file cannot be ours (see cli-settings.ts): --settings is.
        const meant = nearest(token.name, [...Object.keys(OPTIONS), ...SECRET_INPUTS.keys()], { 'env-file': 'settings' })
        const variable = SECRET_INPUTS.get(meant as InputName)
        return `unknown flag ${given}${
          meant === undefined
            ? ''
            : variable === undefined
              ? `; did you mean --${meant}?`
              : `; did you mean ${variable} (an environment variable)?`
        }`
      }
      if (option.type === 'boolean' && token.value !== undefined)
        return `--${token.name} takes no value: give it alone to turn it on, leave it out for off`
      if (option.type === 'string' && token.value === undefined) return `--${token.name} needs a value`
    } else if (token.kind === 'positional') {
      const before = tokens[index - 1]
      const value = inert(token.value)
      if (before?.kind === 'option' && OPTIONS[before.name]?.type === 'boolean')
        return `--${before.name} takes no value ('${value}'): give it alone to turn it on, leave it out for off`
      if (before?.kind === 'option' || before?.kind === 'positional')
        return (
          `'${value}' has no flag before it: a pattern the shell expanded into file names? ` +
          "Quote each pattern (--files '**/*.tif'), and give a flag before every value"
        )
      return `'${value}' has no flag before it; give a flag before every value`
    }
  }
  return inert(error instanceof Error ? error.message : String(error))
}

interface CliIo {
  readonly argv: readonly string[]
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  /** The package's version, which dist/cli.js was written with (unknown to a run of the sources). */
  readonly version?: string
}

/**
 * Progress on standard error. Every line goes through inertLines: a file's name cannot steer the
 * terminal (ANSI escapes) nor, when the command runs in a workflow's step, the runner.
 */
function terminalLog(io: CliIo, secrets: Secrets, verbose: boolean, words: Words): Log {
  const write = (text: string) => io.stderr(`${inertLines(secrets.redact(text))}\n`)
  return {
    words,
    info: (message) => write(message),
    warning: (message) => write(`warning: ${message}`),
    debug: (message) => {
      if (verbose) write(`debug: ${message}`)
    },
    debugging: verbose,
    group: async (name, work) => {
      write(`» ${name}`)
      return work()
    },
  }
}

/** The variables the command reads from the environment, which a settings file may set. */
const VARIABLES = [...SECRET_INPUTS.values(), ...STAND_INS.values()]

/**
 * The environment with the variables of the --settings files: a variable set in the environment
 * (not empty) wins, as with Node's --env-file, and a later file over an earlier one.
 */
async function withSettings(io: CliIo, files: string | boolean | Array<string | boolean> | undefined): Promise<CliIo['env']> {
  if (!Array.isArray(files)) return io.env
  const fromFiles = new Map<string, string>()
  for (const file of files) {
    if (typeof file === 'string') for (const [key, value] of await readSettings(file, io.cwd, VARIABLES)) fromFiles.set(key, value)
  }
  const env = { ...io.env }
  for (const [key, value] of fromFiles) if ((env[key] ?? '') === '') env[key] = value
  return env
}

/** Runs the command; resolves with the exit status. */
export async function cli(io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({ args: [...io.argv], options: OPTIONS, allowPositionals: false, strict: true })
  } catch (error) {
    io.stderr(`stac-publish: ${usageProblem(io.argv, error)}\n${HINT}\n`)
    return 2
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>
  if (values.help === true) {
    io.stdout(`${usage()}\n`)
    return 0
  }
  if (values.version === true) {
    io.stdout(`${io.version ?? 'unknown'}\n`)
    return 0
  }
  let env: CliIo['env']
  try {
    env = await withSettings(io, values.settings)
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    io.stderr(`stac-publish: ${error.message}\n`)
    return 2
  }

  const secrets = new Secrets()
  for (const password of proxySecrets(env)) secrets.add(password)
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const value = values[name]
    if (Array.isArray(value)) raw[name] = value.join('\n')
    else if (typeof value === 'boolean') raw[name] = String(value)
    else if (typeof value === 'string') raw[name] = value
  }
  for (const [input, variable] of SECRET_INPUTS) {
    const value = env[variable]
    if (value !== undefined && value !== '') {
      raw[input] = value
      secrets.add(value.trim())
    }
  }
  // Inputs whose value came from a variable: named by it.
  const fromVariables = new Map<InputName, string>()
  for (const [input, variable] of STAND_INS) {
    if (raw[input] !== undefined || env[variable] === undefined) continue
    raw[input] = env[variable]
    fromVariables.set(input, variable)
  }

  const words = cliWords(fromVariables)
  const log = terminalLog(io, secrets, values.verbose === true, words)
  const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd
  const pending = new PendingWork()
  const { report } = await publishRun(() => parseConfig(raw, { workspace }), {
    log,
    secrets,
    pending,
    connect: (config) => connect(config, { log, secrets, pending }),
  })
  const outcome = verdict(report)
  // Refused flags or variables, or a file a flag names, are bad usage: the command cannot run as given.
  const badUsage = outcome.failed && !report.writing && report.problems.some(isUsage)
  if (outcome.failed && report.problems.length > 0)
    io.stderr(`${inertLines(cappedLines(secrets.redact(stoppedText(report, outcome.message, words))))}\n`)
  else {
    for (const r of failedFiles(report.results)) log.warning(failedLine(r))
    const url = runUrl(report)
    log.info(
      `${totalsLine(report.results, report.dryRun, report.deletions, report.durationMs)} — ${url === '' ? (report.target ?? '') : url}`,
    )
  }
  if (badUsage) io.stderr(`${HINT}\n`)
  if (values.json === true) io.stdout(`${secrets.redact(runJson(report, words))}\n`)
  return badUsage ? 2 : outcome.failed ? 1 : 0
}

/** A value as a shell takes it: quoted where it would split it or read it otherwise. */
const shellValue = (value: string): string => (/^[\w@%+=:,./{}-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`)

/**
 * The command's words: flags where the action has inputs, environment variables for its secrets and
 * for the inputs whose value came from one (`fromVariables`: STAC_USERNAME for --username).
 */
function cliWords(fromVariables: ReadonlyMap<InputName, string>): Words {
  const variable = (name: string): string | undefined => SECRET_INPUTS.get(name as InputName) ?? fromVariables.get(name as InputName)
  return {
    input: ({ input, value }) => {
      const set = variable(input)
      // A secret's value is never printed, even as the value a suggestion would set: the variable's name alone.
      if (set !== undefined) return value === undefined || SECRET_INPUTS.has(input as InputName) ? set : `${set}=${shellValue(value)}`
      if (value === undefined) return `--${input}`
      // A true-or-false input is a flag: given for true, left out for false.
      if (isInput(input) && isFlag(input)) return value === 'false' ? `no --${input}` : `--${input}`
      return `--${input} ${shellValue(value)}`
    },
    inputSubject: (name) => variable(name) ?? `--${name}`,
    inputs: 'Flags and variables',
    debugLog: 'the output of the same command with --verbose',
  }
}

/** A run that stopped, in the command's words: each problem with how to fix it, then what was checked. */
function stoppedText(report: RunReport, why: string, words: Words): string {
  const checked = report.checks.map((check: Check) => `${check.name} (${check.passed ? check.detail : `failed: ${check.detail}`})`)
  return [
    `stac-publish: ${why}:`,
    ...report.problems.map((problem) => `- ${shownProblem(problem, words)}`),
    ...(checked.length === 0 ? [] : [`Checked: ${checked.join(', ')}`]),
  ].join('\n')
}
