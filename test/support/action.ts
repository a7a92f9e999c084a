import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** What a person reading the log sees: the runner consumes ::add-mask:: commands instead of printing them. */
export function visible(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}

export interface ActionRun {
  readonly outputs: Record<string, string>
  readonly summary: string
  /** Everything the action printed: log lines, workflow commands, annotations. */
  readonly log: string
  readonly failed: boolean
  /** The text of the file the `report` output names, when there is one. */
  readonly report: string | undefined
}

/** Reads a GITHUB_OUTPUT file (name<<delimiter … delimiter). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!)
    if (match === null) continue
    const [, name, delimiter] = match
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!)
    outputs[name!] = value.join('\n')
  }
  return outputs
}

const INPUT_ENV = /^INPUT_/

function inputEnv(inputs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value]))
}

/** Runs the action's run() in this process as the runner would: INPUT_* variables and the runner's files. */
// @actions/core keeps the summary file's path once it has seen it: one set of runner files per process.
let runnerFiles: Promise<string> | undefined

export async function runInProcess(inputs: Readonly<Record<string, string>>, workspace: string): Promise<ActionRun> {
  runnerFiles ??= mkdtemp(path.join(tmpdir(), 'runner-'))
  const files = await runnerFiles
  const outputFile = path.join(files, 'output')
  const summaryFile = path.join(files, 'summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (INPUT_ENV.test(key)) delete process.env[key]
  Object.assign(process.env, inputEnv(inputs), {
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: files,
  })
  const printed: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk: string | Uint8Array) => {
    printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    return true
  }
  process.exitCode = undefined
  try {
    const { run } = await import('../../src/main.ts')
    await run()
    const failed = process.exitCode === 1 || process.exitCode === '1'
    const outputs = parseOutputFile(await readFile(outputFile, 'utf8'))
    return {
      outputs,
      summary: await readFile(summaryFile, 'utf8'),
      log: printed.join(''),
      failed,
      report: outputs.report === undefined ? undefined : await readFile(outputs.report, 'utf8'),
    }
  } finally {
    process.stdout.write = write
    process.exitCode = undefined
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Runs the bundled dist/index.js as the runner does: a node24 child process with INPUT_* variables.
 * `env` sets more variables of the runner's environment (HTTPS_PROXY, NODE_EXTRA_CA_CERTS…);
 * undefined removes one that this process has.
 */
export async function runBundled(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<ActionRun & { readonly stderr: string; readonly code: number }> {
  const files = await mkdtemp(path.join(tmpdir(), 'runner-'))
  const outputFile = path.join(files, 'output')
  const summaryFile = path.join(files, 'summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const childEnv: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !INPUT_ENV.test(key)) childEnv[key] = value
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key]
    else childEnv[key] = value
  }
  Object.assign(childEnv, inputEnv(inputs), {
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: files,
  })
  try {
    const result = await promisify(execFile)(process.execPath, [path.join(root, 'dist/index.js')], {
      env: childEnv,
      cwd: workspace,
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout, stderr }) => ({ stdout, stderr, failed: false, code: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => ({
        stdout: error.stdout,
        stderr: error.stderr,
        failed: true,
        code: error.code,
      }),
    )
    const outputs = parseOutputFile(await readFile(outputFile, 'utf8'))
    return {
      outputs,
      summary: await readFile(summaryFile, 'utf8'),
      log: result.stdout,
      stderr: result.stderr,
      failed: result.failed,
      code: result.code,
      report: outputs.report === undefined ? undefined : await readFile(outputs.report, 'utf8'),
    }
  } finally {
    await rm(files, { recursive: true, force: true })
  }
}
