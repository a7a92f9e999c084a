/**
 * A promotion's files without the source's reader: the SelectedFiles an API source's assets become
 * (SelectedFile.remote, as src/files/files.ts defines them), built from a sandbox source's seed,
 * and a run of publish() over them, in this process or in a child process (to be killed).
 */
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SeededAsset } from '../../sandbox/source.ts'
import type { SelectedFile } from '../../src/files/index.ts'
import type { FileResult } from '../../src/execute/index.ts'
import type { RunClock } from './action.ts'

/**
 * The files of these source assets as the source's reader makes them: `<item>/<asset>`, bytes at the
 * href, the checksum the source states (service-stac states no file:size: `size` only where given).
 */
export function remoteFiles(
  assets: readonly Pick<SeededAsset, 'item' | 'asset' | 'href' | 'checksum' | 'bytes'>[],
  options: { readonly size?: boolean; readonly stated?: (asset: Pick<SeededAsset, 'item' | 'asset'>) => boolean } = {},
): SelectedFile[] {
  return assets.map((asset) => {
    const size = options.size === true ? asset.bytes.length : undefined
    const stated = options.stated?.(asset) ?? true
    return {
      absolutePath: '',
      relativePath: `${asset.item}/${asset.asset}`,
      size: size ?? 0,
      remote: {
        url: asset.href,
        ...(stated ? { declared: { checksum: asset.checksum, ...(size === undefined ? {} : { size }) } } : {}),
      },
    }
  })
}

export interface RemoteRun {
  readonly results: readonly FileResult[]
  readonly log: string
}

/** publish() over these files, in this process, time and chance as the test gives them. */
export async function publishRemote(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  files: readonly SelectedFile[],
  clock: RunClock = { sleep: async () => undefined, random: () => 0.5 },
): Promise<RemoteRun> {
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
    const { results } = await publish(config, { ...connection, log, secrets, pending, clock, files: () => Promise.resolve(files) })
    return { results, log: lines.join('\n') }
  } catch (error) {
    throw new Error(`the run stopped: ${error instanceof Error ? error.message : String(error)}\n${lines.join('\n')}`, { cause: error })
  } finally {
    connection.dispose()
  }
}

const driver = path.join(path.dirname(fileURLToPath(import.meta.url)), 'remote-run.ts')

/**
 * The same run in a child process (test/support/remote-run.ts), as the runner starts the action:
 * one a test can kill. Resolves with its exit (code, signal) and what it printed.
 */
export async function spawnRemoteRun(
  inputs: Readonly<Record<string, string>>,
  workspace: string,
  files: readonly SelectedFile[],
  options: { readonly onSpawn?: (kill: () => void) => void } = {},
): Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stdout: string }> {
  const job = path.join(workspace, `remote-run-${process.pid}-${Math.random().toString(36).slice(2)}.json`)
  await writeFile(job, JSON.stringify({ inputs, workspace, files }))
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
