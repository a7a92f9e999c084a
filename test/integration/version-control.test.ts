import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { symlink } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, type ActionRun } from '../support/action.ts'
import { runnerCommands } from '../support/runner-commands.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A checkout made by actions/checkout with persist-credentials: true (its default) keeps the job's
// token in .git/config. One merged link into .git among the deliverables, or as the rules file,
// must stop the run at its checks, naming the path and the link, with the token nowhere: not in
// the catalog, the log, the summary, the outputs or the report.

const COLLECTION = 'ch.test.checkout'
const ITEM = 'item'
const ACCESS_TOKEN = 'a-static-token-for-version-control'
/** The job's token as actions/checkout writes it; fake, for tests only. */
const JOB_TOKEN = 'ghs_FakeJobTokenForTestsOnly0123456789ab'
const HEADER = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${JOB_TOKEN}`).toString('base64')}`

let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  catalog = await startFakeCatalog({ staticTokens: [ACCESS_TOKEN], items: { [COLLECTION]: [ITEM] } })
  ws = await makeWorkspace()
  const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: ws.root })
  await git('init', '-q')
  await git('config', 'http.https://github.com/.extraheader', HEADER)
  await ws.write('data/a.csv', 'a\n')
})
afterAll(async () => {
  await catalog?.close()
  await ws?.remove()
})
/** The links a test made, removed after it. */
const links: string[] = []
afterEach(() => {
  for (const made of links.splice(0)) fs.rmSync(path.join(ws.root, made), { force: true })
})

async function link(relativePath: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.join(ws.root, relativePath)), { recursive: true })
  await symlink(target, path.join(ws.root, relativePath))
  links.push(relativePath)
}

const inputs = (extra: Record<string, string> = {}) => ({
  'base-url': catalog.origin,
  'access-token': ACCESS_TOKEN,
  collection: COLLECTION,
  item: ITEM,
  files: 'data/**',
  ...extra,
})

/** The action run on the workspace, and how many writes the catalog saw meanwhile. */
async function runAction(extra: Record<string, string> = {}): Promise<ActionRun & { readonly writes: number }> {
  const before = catalog.writes()
  const run = await runInProcess(inputs(extra), ws.root)
  return { ...run, writes: catalog.writes() - before }
}

/** A run that stopped at its checks: nothing written to the catalog, and the job's token in nothing it wrote. */
function expectStoppedWithoutToken(run: ActionRun & { readonly writes: number }): void {
  expect(run.writes).toBe(0)
  expect(run.failed).toBe(true)
  expect(run.summary).toMatch(/^### ❌ STAC publish stopped before publishing: 1 problem\(s\)/m)
  expect(run.outputs).toMatchObject({ created: '0', updated: '0', failed: '0', assets: '[]' })
  for (const written of [run.log, run.summary, JSON.stringify(run.outputs), run.report!]) {
    expect(written).not.toContain(JOB_TOKEN)
    expect(written).not.toContain(HEADER)
    expect(written).not.toContain('extraheader')
  }
}

describe('links into .git in a checkout that holds the job token', () => {
  it('a file link among the deliverables: the run stops, naming the path and the link', async () => {
    await link('data/config.csv', '../.git/config')
    const run = await runAction()
    expectStoppedWithoutToken(run)
    const what = "its real path .git/config lies in version control's folder .git, through the link data/config.csv → ../.git/config"
    expect(run.summary).toContain('| Files | ❌ **failed** | 1 problem(s) |')
    expect(run.summary).toContain(`| ❌ File data/config.csv | ${what} | nothing in .git, .hg, .svn or .bzr is published`)
    expect(runnerCommands(run.log).find((command) => command.command === 'error')).toMatchObject({
      properties: { title: 'File data/config.csv', file: 'data/config.csv' },
      data: expect.stringContaining(`data/config.csv: ${what}`),
    })
    expect(JSON.parse(run.report!)).toMatchObject({
      problems: [{ subject: { kind: 'file', path: 'data/config.csv' }, message: expect.stringContaining(what) }],
    })
  })

  it('a folder link to .git: one problem, the first path below it and the link', async () => {
    await link('data/meta', '../.git')
    const run = await runAction()
    expectStoppedWithoutToken(run)
    expect(run.summary).toMatch(
      /\| ❌ File data\/meta\/HEAD \| its real path \.git\/HEAD lies in version control's folder \.git, through the link data\/meta → \.\.\/\.git \(and \d+ more selected path\(s\) through it\) \|/,
    )
  })

  it('the rules file a link to .git/config: the run stops at its inputs, naming the file and the link', async () => {
    await link('.github/stac-rules.yml', '../.git/config')
    const run = await runAction({ rules: '.github/stac-rules.yml' })
    expectStoppedWithoutToken(run)
    expect(run.summary).toContain('| Rules and item-properties | ❌ **failed** | 1 problem(s) |')
    expect(run.summary).toContain(
      "| ❌ Input 'rules' (.github/stac-rules.yml) | its real path .git/config lies in version control's folder .git, " +
        'through the link .github/stac-rules.yml → ../.git/config |',
    )
  })
})
