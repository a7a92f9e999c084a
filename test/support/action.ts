import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { EventLoopUtilization } from 'node:perf_hooks'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FileResult, ItemResult } from '../../src/execute/index.ts'

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

/**
 * Runs the action's run() in this process as the runner would: INPUT_* variables and the runner's
 * files; with `clock`, time and chance injected as publishInProcess does.
 */
// @actions/core keeps the summary file's path once it has seen it: one set of runner files per process.
let runnerFiles: Promise<string> | undefined

export async function runInProcess(inputs: Readonly<Record<string, string>>, workspace: string, clock?: RunClock): Promise<ActionRun> {
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
    await run(clock)
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

/** Time and chance for a run in a test: backoffs it need not wait out, jitter it need not draw, a clock it can be ahead of. */
export interface RunClock {
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly random?: () => number
}

export interface PublishedRun {
  /** What became of each file. */
  readonly results: readonly FileResult[]
  /** What became of each item. */
  readonly items: readonly ItemResult[]
  /** The run's log, one line per message. */
  readonly log: string
}

/**
 * The run itself (publish()) in this process, with the inputs as the action reads them and time
 * and chance injected: a run whose retries a test counts, and whose duration no jitter decides.
 * A run that stops throws with its log (its error the cause).
 */
export async function publishInProcess(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  clock: RunClock,
): Promise<PublishedRun> {
  const [{ parseConfig }, { Secrets }, { PendingWork }, { publish }, { connect }] = await Promise.all([
    import('../../src/config/config.ts'),
    import('../../src/common/secrets.ts'),
    import('../../src/common/pending.ts'),
    import('../../src/publish.ts'),
    import('../../src/connect.ts'),
  ])
  const lines: string[] = []
  const log = {
    info: (m: string) => lines.push(m),
    warning: (m: string) => lines.push(m),
    debug: () => undefined,
    group: <T>(_name: string, work: () => Promise<T>) => work(),
  }
  const config = parseConfig(inputs, { workspace })
  const [secrets, pending] = [new Secrets(), new PendingWork()]
  const connection = connect(config, { log, secrets, pending, clock })
  try {
    const { results, items } = await publish(config, { ...connection, log, secrets, pending, clock })
    return { results, items, log: lines.join('\n') }
  } catch (error) {
    throw new Error(`the run stopped: ${error instanceof Error ? error.message : String(error)}\n${lines.join('\n')}`, { cause: error })
  } finally {
    connection.dispose()
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** How long a process may outlive its last line of output: a finished run ends. */
export const AFTER_LAST_LINE_MS = 1000

export interface ProcessRun {
  readonly stdout: string
  readonly stderr: string
  /** The exit code; 1 when a signal ended the process. */
  readonly code: number
  /**
   * From the last output on stdout or stderr (or from the start, without any) to the process's
   * exit, as this process saw them, less the time this process's own event loop was busy in
   * between (when it could not have seen the exit).
   */
  readonly afterLastLineMs: number
}

/**
 * Runs a script of this repository (dist/index.js, dist/cli.js) in a node24 child process, and
 * fails if the process outlives its last line of output by more than AFTER_LAST_LINE_MS: a run
 * that has printed its totals and then waits on a forgotten timer or socket is a bug.
 */
export async function runScript(
  script: string,
  args: readonly string[],
  options: { readonly env: NodeJS.ProcessEnv; readonly cwd: string },
): Promise<ProcessRun> {
  const child = spawn(process.execPath, [path.join(root, script), ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  // Both ends are seen here, each when this process's event loop gets to it: a loop busy with the
  // fake catalog (or a garbage collection) between the two would see the exit late. The time it
  // was busy is taken off, so that only the child's own lingering counts, however loaded the machine.
  let lastOutput = performance.now()
  let loopAtLastOutput = performance.eventLoopUtilization()
  const stdout: string[] = []
  const stderr: string[] = []
  const collect = (into: string[]) => (chunk: string) => {
    into.push(chunk)
    lastOutput = performance.now()
    loopAtLastOutput = performance.eventLoopUtilization()
  }
  child.stdout.setEncoding('utf8').on('data', collect(stdout))
  child.stderr.setEncoding('utf8').on('data', collect(stderr))
  const exited = new Promise<{ code: number | null; at: number; loop: EventLoopUtilization }>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, at: performance.now(), loop: performance.eventLoopUtilization() }))
  })
  // Output read after the exit was printed before it: the time from the last line is measured at the exit.
  const [{ code, at, loop }] = await Promise.all([exited, once(child, 'close')])
  const afterLastLineMs =
    at < lastOutput ? 0 : Math.max(0, at - lastOutput - performance.eventLoopUtilization(loop, loopAtLastOutput).active)
  const run = { stdout: stdout.join(''), stderr: stderr.join(''), code: code ?? 1, afterLastLineMs }
  if (afterLastLineMs > AFTER_LAST_LINE_MS) {
    const last = run.stdout.trimEnd().split('\n').at(-1)
    throw new Error(
      `${script} was still alive ${(afterLastLineMs / 1000).toFixed(1)} s after its last line (${JSON.stringify(last)}): ` +
        `something it started kept the process alive\n${run.stdout}\n${run.stderr}`,
    )
  }
  return run
}

/**
 * Runs the bundled dist/index.js as the runner does: a node24 child process with INPUT_* variables.
 * `env` sets more variables of the runner's environment (HTTPS_PROXY, NODE_EXTRA_CA_CERTS…);
 * undefined removes one that this process has. Fails if the process outlives its last line (runScript).
 */
export async function runBundled(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<ActionRun & Omit<ProcessRun, 'stdout'>> {
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
    const { stdout, ...result } = await runScript('dist/index.js', [], { env: childEnv, cwd: workspace })
    const outputs = parseOutputFile(await readFile(outputFile, 'utf8'))
    return {
      ...result,
      outputs,
      summary: await readFile(summaryFile, 'utf8'),
      log: stdout,
      failed: result.code !== 0,
      report: outputs.report === undefined ? undefined : await readFile(outputs.report, 'utf8'),
    }
  } finally {
    await rm(files, { recursive: true, force: true })
  }
}
