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
import { publishInProcess, type PublishedRun, type RunClock } from './action.ts'

/** The address of a collection of a sandbox catalog, as stac-source takes it. */
export const sourceUrl = (catalog: FakeCatalog, collection: string): string => `${catalog.origin}/api/stac/v1/collections/${collection}`

/** publishInProcess() of a promotion: backoffs not waited out and no jitter drawn, unless the test gives its own clock. */
export const publishPromotion = (
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  clock: RunClock = { sleep: async () => undefined, random: () => 0.5 },
): Promise<PublishedRun> => publishInProcess(inputs, workspace, clock)

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
