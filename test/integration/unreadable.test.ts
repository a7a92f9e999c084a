import { execFileSync, spawn } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { parseOutputFile, runInProcess, visible } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// Files the runner's user may not read (a container step that wrote them as root, a self-hosted
// runner's leftovers): each named with its fix, with every other problem of the delivery, in one
// run. Root reads whatever the modes say: run as root, the action runs here as the user nobody.

const COLLECTION = 'ch.test.unreadable'
const root = path.resolve(import.meta.dirname, '../..')

/** The uid and gid of nobody, when these tests run as root and it exists; undefined otherwise. */
function nobody(): { readonly uid: number; readonly gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return undefined
  }
}

const asRoot = process.getuid?.() === 0
const user = nobody()
const why = asRoot && user === undefined ? 'run as root, and there is no user nobody to run the action as (root reads any file)' : ''

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('locked-out')
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: ['item'] },
  })
  ws = await makeWorkspace()
  await chmod(ws.root, 0o755)
  await ws.write('data/a.csv', 'a\n')
  // Larger than a Git LFS pointer: the selection reads none of it.
  await ws.write('data/big.csv', 'x,y\n'.repeat(1000))
  await ws.write('data/b.csv', '')
  await ws.write('data/d.csv', 'd\n')
  await ws.write('data/e.xyz', 'e\n')
  await ws.write('data/locked/c.csv', 'c\n')
  await chmod(path.join(ws.root, 'data/a.csv'), 0)
  await chmod(path.join(ws.root, 'data/big.csv'), 0)
  await chmod(path.join(ws.root, 'data/locked'), 0)
})
afterAll(async () => {
  await chmod(path.join(ws.root, 'data/locked'), 0o755).catch(() => undefined)
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

/** The action from its sources as the user nobody: a runner's files it may write. */
async function runAsNobody(inputs: Readonly<Record<string, string>>, as: { uid: number; gid: number }) {
  const runner = await mkdtemp(path.join(tmpdir(), 'runner-'))
  await chmod(runner, 0o777)
  const [output, summary] = [path.join(runner, 'output'), path.join(runner, 'summary')]
  for (const file of [output, summary]) {
    await writeFile(file, '')
    await chmod(file, 0o666)
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: ws.root,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: runner,
  }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  try {
    const child = spawn(process.execPath, [path.join(root, 'src/index.ts')], {
      env,
      cwd: ws.root,
      ...as,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (log += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    const outputs = parseOutputFile(await readFile(output, 'utf8'))
    return {
      failed: code !== 0,
      log,
      summary: await readFile(summary, 'utf8'),
      report: outputs.report === undefined ? undefined : await readFile(outputs.report, 'utf8'),
    }
  } finally {
    await rm(runner, { recursive: true, force: true })
  }
}

describe.skipIf(why !== '')(`files the runner may not read${why === '' ? '' : ` (skipped: ${why})`}`, () => {
  it('each is named with its fix, with every other problem of the files, in one run; nothing is written', async () => {
    const inputs = sandboxInputs(catalog, identity, COLLECTION, { item: 'item', files: 'data/**' })
    const run = user === undefined ? await runInProcess(inputs, ws.root) : await runAsNobody(inputs, user)
    expect(run.failed).toBe(true)
    const uid = user?.uid ?? process.getuid?.()
    const { problems } = JSON.parse(run.report ?? '{}') as { problems?: Array<{ message: string }> }
    expect(
      problems?.map((problem) => problem.message),
      visible(run.log),
    ).toEqual([
      `data/a.csv: cannot be read: permission denied (EACCES); make it readable by the user this runs as (uid ${uid}: ` +
        "chmod a+r, or chown it where it is written), or leave it out with the pattern '!data/a.csv'",
      "data/b.csv: the file is empty; the catalog needs the file's data (remove it or exclude it with a '!' pattern)",
      `data/big.csv: cannot be read: permission denied (EACCES); make it readable by the user this runs as (uid ${uid}: ` +
        "chmod a+r, or chown it where it is written), or leave it out with the pattern '!data/big.csv'",
      expect.stringMatching(/^data\/e\.xyz: no media type for the extension '\.xyz'/),
      `data/locked/: the folder cannot be read: permission denied (EACCES); make it readable and searchable by the user this runs as (uid ${uid}: ` +
        "chmod a+rx, or chown it where it is written), or leave it out with the pattern '!data/locked/'",
    ])
    expect(run.summary).toContain('| Assets | ❌ **failed** | 5 problem(s) |')
    expect(run.log).not.toMatch(/::error::EACCES/)
    expect(catalog.writes()).toBe(0)
  })
})
