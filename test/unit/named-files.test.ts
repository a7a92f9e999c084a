import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { symlink, truncate } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CatalogApi } from '../../src/catalog/api.ts'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'
import type { Log } from '../../src/common/log.ts'
import { NamedFileError, readNamedFile, readOpened } from '../../src/common/named-file.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { problemLine, ProblemsError } from '../../src/common/problems.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { publish } from '../../src/publish.ts'
import { Checks } from '../../src/report/preflight.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// Files that inputs name (rules, item-properties, item-geometry and its template) are read by their
// real path and their type, within a bound: a link out of the workspace or into .git, a FIFO, a
// device or /proc is refused before it is opened, so nothing of it can reach a message.

const run = promisify(execFile)
const COLLECTION = 'ch.test.named'

/** A token as actions/checkout (persist-credentials: true) leaves it in .git/config; fake, for tests only. */
const TOKEN = 'ghs_FakeTokenForTestsOnly0123456789abcdEF'
const HEADER = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`

/** This process's environment as /proc shows it: what a link to /proc/self/environ would quote. */
const ENVIRON = fs
  .readFileSync('/proc/self/environ', 'latin1')
  .split('\0')
  .filter((entry) => entry.length >= 12)

let ws: Workspace
const fifos: string[] = []
beforeEach(async () => {
  ws = await makeWorkspace()
  await run('git', ['init', '-q'], { cwd: ws.root })
  await run('git', ['config', 'http.https://github.com/.extraheader', HEADER], { cwd: ws.root })
})
afterEach(async () => {
  // A reader blocked opening a FIFO (the failure these tests guard against) is let go: a writer opens and closes it.
  for (const fifo of fifos.splice(0)) {
    try {
      fs.closeSync(fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK))
    } catch {
      // No reader waits on it: nothing to let go.
    }
  }
  await ws.remove()
})

/** A FIFO at the path, as an earlier step could leave one. */
async function mkfifo(relativePath: string): Promise<string> {
  const fifo = path.join(ws.root, relativePath)
  fs.mkdirSync(path.dirname(fifo), { recursive: true })
  await run('mkfifo', [fifo])
  fifos.push(fifo)
  return fifo
}

/** A link at the path (relative to the workspace) with the given text. */
async function link(relativePath: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.join(ws.root, relativePath)), { recursive: true })
  await symlink(target, path.join(ws.root, relativePath))
}

/** Nothing of what lies beyond the bounds in a text: the checkout's token, this process's environment. */
function expectNothingQuoted(text: string): void {
  expect(text).not.toContain(TOKEN)
  expect(text).not.toContain(HEADER)
  expect(text).not.toContain('extraheader')
  for (const entry of ENVIRON) expect(text).not.toContain(entry)
}

describe('readNamedFile', () => {
  const read = (relativePath: string, limit = 1024) => readNamedFile({ workspace: ws.root, path: path.join(ws.root, relativePath), limit })
  const refusal = async (relativePath: string, limit = 1024): Promise<NamedFileError> => {
    const error: unknown = await read(relativePath, limit).then(
      () => new Error(`${relativePath} was read`),
      (error: unknown) => error,
    )
    if (!(error instanceof NamedFileError)) throw error
    expectNothingQuoted(error.message)
    return error
  }

  it('reads a regular file in the workspace, also through links that stay in it, up to its bound', async () => {
    await ws.write('rules/stac.yml', '- files: "*.tif"\n')
    await link('.github/rules.yml', '../rules/stac.yml')
    await link('conf', 'rules')
    for (const name of ['rules/stac.yml', '.github/rules.yml', 'conf/stac.yml'])
      expect((await read(name)).toString()).toBe('- files: "*.tif"\n')
    expect((await read('rules/stac.yml', 17)).length).toBe(17)
    expect((await refusal('rules/stac.yml', 16)).message).toBe('it is 17 bytes, more than the 16 read')
  })

  it('refuses a file past its bound unread (this one is 16 GiB, all of it a hole), and says what it is', async () => {
    await truncate(await ws.write('huge.yml', ''), 16 * 2 ** 30)
    const error = await refusal('huge.yml', 65_536)
    expect([error.what, error.size]).toEqual(['it is 17179869184 bytes, more than the 65536 read', 16 * 2 ** 30])
  })

  it('refuses, unopened, links to /dev/zero and /proc/self/environ, naming where they lead and the link', async () => {
    await link('zero.yml', '/dev/zero')
    await link('environ.yml', '/proc/self/environ')
    await link('deeper/env.yml', '../environ.yml')
    expect((await refusal('zero.yml')).message).toBe(
      'its real path /dev/zero is outside the workspace, through the link zero.yml → /dev/zero; links may only lead to files inside the workspace',
    )
    expect((await refusal('environ.yml')).what).toBe(
      `its real path /proc/${process.pid}/environ is outside the workspace, through the link environ.yml → /proc/self/environ`,
    )
    expect((await refusal('deeper/env.yml')).what).toBe(
      `its real path /proc/${process.pid}/environ is outside the workspace, through the link deeper/env.yml → ../environ.yml → /proc/self/environ`,
    )
  })

  it('refuses a FIFO, a link to one and a socket without blocking, each by its type', async () => {
    await mkfifo('pipe.yml')
    await link('to-pipe.yml', 'pipe.yml')
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(path.join(ws.root, 'socket.yml'), resolve))
    try {
      expect((await refusal('pipe.yml')).message).toBe('it is a FIFO (named pipe), not a regular file; only a regular file is read')
      expect((await refusal('to-pipe.yml')).what).toBe('it is a FIFO (named pipe), not a regular file')
      expect((await refusal('socket.yml')).what).toBe('it is a socket, not a regular file')
      fs.mkdirSync(path.join(ws.root, 'folder.yml'))
      expect((await refusal('folder.yml')).what).toBe('it is a folder, not a regular file')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('refuses, without blocking, a FIFO or another file swapped in between telling its type and opening it', async () => {
    const file = await ws.write('swapped.yml', 'x\n')
    const told = fs.statSync(file)
    // Kept, so that no file swapped in can get its inode.
    fs.renameSync(file, path.join(ws.root, 'kept.yml'))
    await mkfifo('swapped.yml')
    await expect(readOpened({ real: file, told, limit: 1024 })).rejects.toThrow(/^it is a FIFO \(named pipe\), not a regular file/)
    fs.unlinkSync(file)
    await ws.write('other.yml', 'y\n')
    fs.renameSync(path.join(ws.root, 'other.yml'), file)
    await expect(readOpened({ real: file, told, limit: 1024 })).rejects.toThrow(/^it was replaced by another file while it was opened/)
  })

  it("refuses what lies in .git (the checkout's token), whatever leads there: the path itself, a file link, a folder link", async () => {
    await link('rules.yml', '.git/config')
    await link('meta', '.git')
    expect((await refusal('.git/config')).message).toBe(
      "its real path .git/config lies in version control's folder .git; " +
        "nothing in .git, .hg, .svn or .bzr is read (it holds the checkout's credentials and history)",
    )
    expect((await refusal('rules.yml')).what).toBe(
      "its real path .git/config lies in version control's folder .git, through the link rules.yml → .git/config",
    )
    expect((await refusal('meta/config')).what).toBe(
      "its real path .git/config lies in version control's folder .git, through the link meta → .git",
    )
  })

  it('names a file that does not exist, and a link that leads nowhere', async () => {
    await link('broken.yml', 'nowhere.yml')
    expect((await refusal('missing.yml')).message).toBe('it does not exist')
    expect((await refusal('broken.yml')).message).toBe('it is a link that leads nowhere: broken.yml → nowhere.yml')
  })
})

const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_name, work) => work() }

/** The catalog's operations that change it. */
const WRITES = /^(put|patch|post|delete|create|complete|abort)/

/** A run with the inputs over a catalog with the collection and no item: its problems, and the writes it sent. */
async function stopped(inputs: RawInputs): Promise<{ readonly lines: string[]; readonly writes: string[] }> {
  const memory = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
  const writes: string[] = []
  const catalog = new Proxy(memory, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (typeof name === 'string' && WRITES.test(name)) writes.push(name)
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  }) as CatalogApi
  const config = parseConfig(
    {
      'base-url': 'https://catalog.example',
      'access-token': 'token',
      collection: COLLECTION,
      item: '{parent}',
      items: 'create',
      'item-datetime': '2024-06-01',
      files: 'data/**/*.csv',
      ...inputs,
    },
    { workspace: ws.root },
  )
  const tokens = { token: async () => 'token', current: () => 'token', refresh: async () => 'token' }
  const deps = { catalog, tokens, log, secrets: new Secrets(), pending: new PendingWork(), checks: new Checks() }
  const error: unknown = await publish(config, deps).then(
    () => new Error('the run was not stopped'),
    (error: unknown) => error,
  )
  if (!(error instanceof ProblemsError)) throw error
  const lines = error.problems.map((problem) => problemLine(problem))
  for (const line of lines) expectNothingQuoted(line)
  expectNothingQuoted(error.message)
  return { lines, writes }
}

/** Each input that names a file: where the file is, the inputs that name it, and how its problem line starts. */
const INPUTS = [
  {
    name: 'rules',
    file: '.github/rules.yml',
    inputs: { rules: '.github/rules.yml' },
    start: "Input 'rules' (.github/rules.yml): ",
    accepted: 'give the path of a YAML file in the repository, or the YAML inline',
  },
  {
    name: 'item-properties',
    file: '.github/properties.yml',
    inputs: { 'item-properties': '.github/properties.yml' },
    start: "Input 'item-properties' (.github/properties.yml): ",
    accepted: 'give the path of a YAML file in the repository, or the YAML inline',
  },
  {
    name: 'item-geometry',
    file: 'geometry/location.geojson',
    inputs: { 'item-geometry': 'geometry/location.geojson' },
    start: "Input 'item-geometry' (geometry/location.geojson): ",
    accepted: 'give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository',
  },
  {
    name: 'item-geometry (a template)',
    file: 'data/north/location.geojson',
    inputs: { 'item-geometry': 'data/{parent}/location.geojson' },
    start: "item north: item-geometry 'data/north/location.geojson' (from data/north/a.csv): ",
    accepted: 'give the path of a GeoJSON geometry in WGS84 (a Feature or a geometry)',
  },
] as const

describe.each(INPUTS)('the file $name names, through a whole run', ({ file, inputs, start, accepted }) => {
  /** The line of the file's problem, the run stopped with no write. */
  async function refused(): Promise<string> {
    await ws.write('data/north/a.csv', 'a\n')
    const { lines, writes } = await stopped(inputs)
    expect(writes).toEqual([])
    expect(lines).toEqual([expect.stringMatching(/.*/)])
    expect(lines[0]!.startsWith(start)).toBe(true)
    return lines[0]!.slice(start.length)
  }
  const up = '../'.repeat(file.split('/').length - 1)

  it('a link to /dev/zero: refused unread, bounded', async () => {
    await link(file, '/dev/zero')
    expect(await refused()).toMatch(
      new RegExp(
        `^its real path /dev/zero is outside the workspace, through the link ${file} → /dev/zero; links may only lead to files inside the workspace`,
      ),
    )
  })

  it('a link to /proc/self/environ: refused before it is read, nothing of it quoted', async () => {
    await link(file, '/proc/self/environ')
    expect(await refused()).toMatch(
      new RegExp(`^its real path /proc/${process.pid}/environ is outside the workspace, through the link ${file} → /proc/self/environ; `),
    )
  })

  it('a FIFO an earlier step left, and a link to one: refused without waiting for a writer', async () => {
    await mkfifo(file)
    expect(await refused()).toMatch(/^it is a FIFO \(named pipe\), not a regular file; only a regular file is read/)
    fs.unlinkSync(path.join(ws.root, file))
    await mkfifo('pipes/p')
    await link(file, `${up}pipes/p`)
    expect(await refused()).toMatch(/^it is a FIFO \(named pipe\), not a regular file/)
  })

  it("a link into .git, to the checkout's token: refused, naming the link, the token nowhere", async () => {
    await link(file, `${up}.git/config`)
    expect(await refused()).toBe(
      `its real path .git/config lies in version control's folder .git, through the link ${file} → ${up}.git/config; ` +
        `nothing in .git, .hg, .svn or .bzr is read (it holds the checkout's credentials and history); ${accepted}`,
    )
  })
})
