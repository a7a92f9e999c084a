import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { cli } from '../../src/cli.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { runnerCommands } from '../support/runner-commands.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A run that stops before publishing (a bad input, a refused sign-in, a file the catalog would
// refuse: the usual first-run errors) still ends with a job summary, every output and an
// annotation per problem; the command line says the same in its own words.

const COLLECTION = 'ch.test.preflight'
const ITEM = 'item'

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('preflight')
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, items: { [COLLECTION]: [ITEM] } })
  ws = await makeWorkspace()
  await ws.write('delivery/data/a.csv', 'a\n')
  await ws.write('delivery/data/empty.csv', '')
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

/** A pull_request event's payload, as GITHUB_EVENT_PATH holds it, for a pull request from a fork. */
const forkPullRequest = {
  pull_request: { head: { repo: { full_name: 'someone/stac-data' } }, base: { repo: { full_name: 'geoadmin/stac-data' } } },
  repository: { full_name: 'geoadmin/stac-data' },
}

const inputs = (extra: Record<string, string>) =>
  sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, 'working-directory': 'delivery', files: 'data/a.csv', ...extra })

/** The step's error annotations, as the runner reads them. */
const errors = (run: ActionRun) => runnerCommands(run.log).filter((command) => command.command === 'error')

/** Every output a stopped run sets: counts 0, no asset, no item, and the report file with the problems. */
function expectEveryOutput(run: ActionRun): { problems: Array<{ subject: unknown; message: string }> } {
  expect(run.outputs).toMatchObject({
    created: '0',
    updated: '0',
    deleted: '0',
    skipped: '0',
    failed: '0',
    'not-written': '0',
    'uploaded-bytes': '0',
    assets: '[]',
    items: '[]',
    shard: '',
    url: '',
  })
  const report = JSON.parse(run.report!) as { problems: Array<{ subject: unknown; message: string }>; files: number }
  expect(report.files).toBe(0)
  expect(report.problems.length).toBeGreaterThan(0)
  return report
}

describe('the action, stopped before publishing', () => {
  it('a bad input: the summary says the inputs failed and which; the annotation names the input; every output set', async () => {
    const writes = catalog.writes()
    const run = await runInProcess(inputs({ 'if-exists': 'sometimes' }), ws.root)
    expect(run.failed).toBe(true)
    expect(catalog.writes()).toBe(writes)
    expect(expectEveryOutput(run).problems).toEqual([
      expect.objectContaining({
        subject: { kind: 'input', name: 'if-exists' },
        message: expect.stringMatching(/^Input 'if-exists': 'sometimes' is not allowed; use one of: skip-unchanged, overwrite, fail/),
      }),
    ])
    expect(run.summary).toMatch(/^### ❌ STAC publish stopped before publishing: 1 problem\(s\) · took \d+(\.\d)?s$/m)
    expect(run.summary).toContain('| Inputs | ❌ **failed** | 1 problem(s) |')
    expect(run.summary).toContain(
      "| ❌ Input 'if-exists' | 'sometimes' is not allowed | use one of: skip-unchanged, overwrite, fail (default skip-unchanged) |",
    )
    expect(errors(run)).toEqual([
      expect.objectContaining({
        properties: { title: "Input 'if-exists'" },
        data: expect.stringMatching(/^Input 'if-exists': 'sometimes'/),
      }),
      expect.objectContaining({
        properties: {},
        data: '1 problem(s) found before publishing; nothing was written; see the annotations and the job summary',
      }),
    ])
  })

  it('a wrong password: the summary shows the files selected and the sign-in refused; no secret anywhere', async () => {
    const run = await runInProcess(inputs({ password: 'wrong-Passw0rd!' }), ws.root)
    expect(run.failed).toBe(true)
    expect(catalog.writes()).toBe(0)
    expect(expectEveryOutput(run).problems).toEqual([
      expect.objectContaining({ subject: { kind: 'sign-in' }, message: expect.stringMatching(/^Sign-in failed \(InitiateAuth\)/) }),
    ])
    expect(run.summary).toContain('| Files | ✅ passed | 1 file(s) selected |')
    expect(run.summary).toContain('| Sign-in | ❌ **failed** | refused |')
    expect(run.summary).toMatch(/\| ❌ Sign-in \| Sign-in failed \(InitiateAuth\): (InvalidPasswordException|NotAuthorizedException)/)
    expect(errors(run)[0]).toMatchObject({ properties: { title: 'Sign-in' }, data: expect.stringMatching(/^Sign-in failed/) })
    expect(visible(run.log) + run.summary + run.report!).not.toContain('wrong-Passw0rd!')
  })

  it("empty secrets in a fork's pull request: each named empty, with why (the run's event says it comes from a fork)", async () => {
    const event = await ws.write('runner/event.json', JSON.stringify(forkPullRequest))
    const saved = { name: process.env.GITHUB_EVENT_NAME, path: process.env.GITHUB_EVENT_PATH }
    Object.assign(process.env, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event })
    try {
      // As the runner gives `${{ secrets.X }}` to a fork's pull request: ''.
      const run = await runInProcess(inputs({ 'client-id': '', username: '', password: '' }), ws.root)
      expect(run.failed).toBe(true)
      const fork = 'empty: this run is for a pull request from the fork someone/stac-data, which GitHub gives no secrets'
      expect(expectEveryOutput(run).problems.map((problem) => problem.message)).toEqual(
        ['client-id', 'username', 'password'].map((name): unknown =>
          expect.stringContaining(`Input '${name}': ${fork}; skip the step for forks`),
        ),
      )
      expect(run.summary).toContain(`| ❌ Input 'password' | ${fork} | skip the step for forks`)
    } finally {
      for (const [key, value] of [
        ['GITHUB_EVENT_NAME', saved.name],
        ['GITHUB_EVENT_PATH', saved.path],
      ] as const)
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
    }
  })

  it('a file the catalog would refuse: annotated at the file, relative to the workspace', async () => {
    const run = await runInProcess(inputs({ files: 'data/**' }), ws.root)
    expect(run.failed).toBe(true)
    expect(expectEveryOutput(run).problems).toEqual([
      expect.objectContaining({
        subject: { kind: 'file', path: 'data/empty.csv' },
        message: expect.stringMatching(/^data\/empty.csv: the file is empty/),
      }),
    ])
    expect(run.summary).toContain('| Files | ✅ passed | 2 file(s) selected |\n| Assets | ❌ **failed** | 1 problem(s) |')
    expect(run.summary).toContain("| ❌ File data/empty.csv | the file is empty | the catalog needs the file's data")
    expect(errors(run)[0]).toMatchObject({
      properties: { title: 'File data/empty.csv', file: 'delivery/data/empty.csv' },
      data: expect.stringMatching(/^data\/empty.csv: the file is empty; the catalog needs the file's data/),
    })
  })
})

describe('the command line, stopped before publishing', () => {
  async function stacPublish(args: string[], env: Record<string, string> = {}) {
    const stdout: string[] = []
    const stderr: string[] = []
    const code = await cli({
      argv: [
        '--base-url',
        catalog.origin,
        '--auth-url',
        identity.cognito.url,
        '--client-id',
        identity.client.clientId,
        '--collection',
        COLLECTION,
        '--item',
        ITEM,
        '--working-directory',
        'delivery',
        '--json',
        ...args,
      ],
      env: { STAC_USERNAME: identity.user.username, STAC_PASSWORD: identity.user.password, ...env },
      cwd: ws.root,
      stdout: (text) => stdout.push(text),
      stderr: (text) => stderr.push(text),
    })
    return {
      code,
      stderr: stderr.join(''),
      report: JSON.parse(stdout.join('')) as { problems: Array<Record<string, unknown>>; created: number },
    }
  }

  it('a bad value: bad usage (exit status 2), the flag named, with what it accepts', async () => {
    const run = await stacPublish(['--files', 'data/a.csv', '--item-datetime', 'yesterday'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(
      /^stac-publish: 1 problem\(s\) found before publishing; nothing was written:\n- --item-datetime: 'yesterday'/m,
    )
    expect(run.stderr).not.toContain("Input '")
    expect(run.report.problems).toEqual([expect.objectContaining({ subject: { kind: 'input', name: 'item-datetime' } })])
  })

  it('a missing secret: bad usage (exit status 2), the environment variable named', async () => {
    const run = await stacPublish(['--files', 'data/a.csv'], { STAC_PASSWORD: '' })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('- STAC_PASSWORD: required to sign in (or give STAC_ACCESS_TOKEN)')
  })

  it('a wrong password: the sign-in refused, after the files were checked', async () => {
    const run = await stacPublish(['--files', 'data/a.csv'], { STAC_PASSWORD: 'wrong-Passw0rd!' })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/- Sign-in failed \(InitiateAuth\)/)
    expect(run.stderr).toContain(
      'Checked: Flags and variables (valid), Files (1 file(s) selected), Assets (1 asset(s), each one the catalog accepts), Sign-in (failed: refused)',
    )
    expect(run.report).toMatchObject({ created: 0, problems: [{ subject: { kind: 'sign-in' } }] })
    expect(run.stderr + JSON.stringify(run.report)).not.toContain('wrong-Passw0rd!')
  })

  it('a file the catalog would refuse: named, with how to fix it', async () => {
    const run = await stacPublish(['--files', 'data/**'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "- data/empty.csv: the file is empty; the catalog needs the file's data (remove it or exclude it with a '!' pattern)",
    )
    expect(run.report.problems).toEqual([
      expect.objectContaining({ subject: { kind: 'file', path: 'data/empty.csv' }, problem: 'the file is empty' }),
    ])
  })
})
