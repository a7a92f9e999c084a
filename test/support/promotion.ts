/**
 * A promotion run: publish() with stac-source the address of a sandbox source catalog's collection,
 * its items and assets read by the run's own source reader and connection (connect.ts), in this
 * process or in a child process (to be killed).
 */
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FakeCatalog } from '../../sandbox/fake-catalog.ts'
import type { FileResult, ItemResult } from '../../src/execute/index.ts'
import type { RunClock } from './action.ts'

/** The address of a collection of a sandbox catalog, as stac-source takes it. */
export const sourceUrl = (catalog: FakeCatalog, collection: string): string => `${catalog.origin}/api/stac/v1/collections/${collection}`

export interface PromotionRun {
  readonly results: readonly FileResult[]
  readonly items: readonly ItemResult[]
  readonly log: string
}

/** publish() over these inputs, in this process, time and chance as the test gives them; a run that stops throws with its log. */
export async function publishPromotion(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  clock: RunClock = { sleep: async () => undefined, random: () => 0.5 },
): Promise<PromotionRun> {
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

const driver = path.join(path.dirname(fileURLToPath(import.meta.url)), 'promotion-run.ts')

/**
 * The same run in a child process (test/support/promotion-run.ts), as the runner starts the action:
 * one a test can kill. Resolves with its exit (code, signal) and what it printed.
 */
export async function spawnPromotion(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  options: { readonly onSpawn?: (kill: () => void) => void } = {},
): Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stdout: string }> {
  const job = path.join(workspace, `promotion-${process.pid}-${Math.random().toString(36).slice(2)}.json`)
  await writeFile(job, JSON.stringify({ inputs, workspace }))
  const child = spawn(process.execPath, [driver, job], { stdio: ['ignore', 'pipe', 'pipe'] })
  const out: string[] = []
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk))
  options.onSpawn?.(() => child.kill('SIGKILL'))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]))
  })
  return { code, signal, stdout: out.join('') }
}
