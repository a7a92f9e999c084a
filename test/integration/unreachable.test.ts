import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { cli } from '../../src/cli.ts'
import { runInProcess, visible, type ActionRun, type RunClock } from '../support/action.ts'
import { useHosts } from '../support/hosts.ts'
import { sourceUrl } from '../support/promotion.ts'
import { sandboxInputs, startIdentity, startSourceCatalog, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A catalog, an identity provider or a proxy that cannot be reached at all, as a first run meets
// them: a closed port, a host name no resolver knows, a proxy that refuses. One problem names the
// address, the input or variable that set it and how long it was tried; the attempts are folded
// into a group. Time is injected: the backoffs (5 retries at half their cap: 0.25, 0.5, 1, 2 and
// 4 s) advance the run's clock and wait for nothing.

const COLLECTION = 'ch.test.unreachable'
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
beforeAll(async () => {
  identity = await startIdentity('far-away')
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: ['item'] },
  })
  ws = await makeWorkspace()
  await ws.write('data/a.csv', 'a\n')
})
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

/**
 * A clock that moves only when the run waits: a request's attempts take 7.75 s by it, whatever the
 * machine, and longer when other requests wait meanwhile (their waits add up on it, where real ones overlap).
 */
function clock(): RunClock {
  const start = Date.now()
  let waited = 0
  return {
    now: () => start + waited,
    sleep: (ms) => {
      waited += ms
      return Promise.resolve()
    },
    random: () => 0.5,
  }
}

/** How long the attempts were tried, by the injected clock: 7.75 s of backoffs at least. */
const TRIED = '(?:7\\.8|(?:[89]|\\d{2,})\\.\\d) s'

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Runs the action with only these proxy variables set. */
async function run(inputs: Record<string, string>, proxies: Record<string, string> = {}): Promise<ActionRun> {
  for (const name of PROXY_VARIABLES) delete process.env[name]
  Object.assign(process.env, proxies)
  return runInProcess(sandboxInputs(catalog, identity, COLLECTION, { item: 'item', files: 'data/*.csv', ...inputs }), ws.root, clock())
}

/** The one problem the run stopped with, as the report file has it. */
function theProblem(done: ActionRun): { subject: unknown; message: string } {
  const { problems } = JSON.parse(done.report!) as { problems: Array<{ subject: unknown; message: string }> }
  expect(problems, visible(done.log)).toHaveLength(1)
  return problems[0]!
}

/** The log's retry lines but those of the group that folds the attempts, and that group's lines. */
function retries(done: ActionRun, group: string): { readonly loose: string[]; readonly folded: string[] } {
  const log = visible(done.log)
  const start = log.indexOf(`::group::${group}\n`)
  expect(start, log).toBeGreaterThanOrEqual(0)
  const end = log.indexOf('::endgroup::\n', start)
  const folded = log.slice(start, end).split('\n').slice(1, -1)
  const loose = (log.slice(0, start) + log.slice(end)).split('\n').filter((line) => line.startsWith('Retry '))
  return { loose, folded }
}

describe('an address the run cannot reach: one problem, the attempts folded', () => {
  it("a catalog on a closed port: names it, 'base-url' and how long it was tried", async () => {
    const port = await closedPort()
    const done = await run({ 'base-url': `http://127.0.0.1:${port}` })
    expect(done.failed).toBe(true)
    const origin = `http://127.0.0.1:${port}`
    const problem = theProblem(done)
    expect(problem).toMatchObject({ subject: { kind: 'input', name: 'base-url' } })
    expect(problem.message).toMatch(
      new RegExp(
        `^Input 'base-url': the catalog at ${origin.replaceAll('.', '\\.')} could not be reached: the connection was refused \\(ECONNREFUSED\\); ` +
          `6 attempt\\(s\\) over ${TRIED}; check 'base-url' \\(PROD: https://data\\.geo\\.admin\\.ch, INT: https://sys-data\\.int\\.bgdi\\.ch\\) ` +
          'and that it can be reached from here \\(a firewall\\? behind a proxy, set HTTPS_PROXY\\)$',
      ),
    )
    const { loose, folded } = retries(done, `6 attempts to reach ${origin}`)
    // The first failure of the origin as it happened, the rest in the group: not 6 raw lines a request.
    expect(loose).toHaveLength(1)
    expect(folded).toHaveLength(5)
    expect(folded[4]).toMatch(/^Retry read .*: attempt 5 of 6 failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); retrying after 4000 ms$/)
    // The summary keeps GitHub from making a link of the address (http\\://).
    expect(done.summary).toContain(`| ❌ Input 'base-url' | the catalog at ${origin.replace('://', '\\://')} could not be reached`)
    expect(done.log).not.toMatch(/^::error::.*ECONNREFUSED 127\.0\.0\.1:\d+ \(after 6 attempts\)/m)
  })

  it('the command line says the same, in its words', async () => {
    for (const name of PROXY_VARIABLES) delete process.env[name]
    const port = await closedPort()
    const stderr: string[] = []
    const code = await cli({
      argv: [
        ...['--base-url', `http://127.0.0.1:${port}`, '--auth-url', identity.cognito.url, '--client-id', identity.client.clientId],
        ...['--collection', COLLECTION, '--item', 'item', '--files', 'data/*.csv', '--retries', '0'],
      ],
      env: { STAC_USERNAME: identity.user.username, STAC_PASSWORD: identity.user.password },
      cwd: ws.root,
      stdout: () => undefined,
      stderr: (text) => stderr.push(text),
    })
    expect(code).toBe(1)
    expect(stderr.join('')).toMatch(
      new RegExp(
        `^- --base-url: the catalog at http://127\\.0\\.0\\.1:${port} could not be reached: the connection was refused \\(ECONNREFUSED\\); ` +
          '1 attempt\\(s\\) over \\d+\\.\\d s; check --base-url \\(PROD',
        'm',
      ),
    )
  })

  it("an identity provider whose host name no resolver knows: names it and 'auth-url'", async () => {
    const restore = useHosts({ 'cognito-idp.nowhere.test': null })
    try {
      const done = await run({ 'auth-url': 'https://cognito-idp.nowhere.test/' })
      expect(done.failed).toBe(true)
      const { message } = theProblem(done)
      expect(message.replace(new RegExp(TRIED), 'N s')).toBe(
        "Input 'auth-url': the identity provider at https://cognito-idp.nowhere.test could not be reached: " +
          'its host name is not known (ENOTFOUND); 6 attempt(s) over N s; ' +
          "check 'auth-url' (Amazon Cognito: https://cognito-idp.<region>.amazonaws.com/) " +
          'and that it can be reached from here (a firewall? behind a proxy, set HTTPS_PROXY)',
      )
      expect(done.summary).toContain('| Sign-in | ❌ **failed** | not reached |')
      expect(retries(done, '6 attempts to reach https://cognito-idp.nowhere.test').folded).toHaveLength(5)
    } finally {
      restore()
    }
  })

  it('a proxy that refuses: names the proxy, HTTPS_PROXY and NO_PROXY', async () => {
    const port = await closedPort()
    // The identity provider is on loopback, which never goes through a proxy; the catalog is not.
    const done = await run({ 'base-url': 'https://catalog.example.test' }, { HTTPS_PROXY: `http://127.0.0.1:${port}` })
    expect(done.failed).toBe(true)
    const problem = theProblem(done)
    expect(problem.subject).toEqual({ kind: 'run' })
    expect(problem.message.replace(new RegExp(TRIED), 'N s')).toBe(
      `the proxy 127.0.0.1:${port} (HTTPS_PROXY), through which the catalog at https://catalog.example.test is reached, ` +
        'could not be reached: the connection was refused (ECONNREFUSED); 6 attempt(s) over N s; ' +
        'check HTTPS_PROXY; if catalog.example.test is reached directly from here, name it in NO_PROXY',
    )
    expect(retries(done, `6 attempts to reach the proxy 127.0.0.1:${port}`).folded).toHaveLength(5)
  })

  it('a catalog that NO_PROXY sends past the proxy, and that the runner cannot reach directly: says so', async () => {
    const port = await closedPort()
    const restore = useHosts({ 'catalog.example.test': '127.0.0.1' })
    try {
      const done = await run(
        { 'base-url': `https://catalog.example.test:${port}` },
        { HTTPS_PROXY: 'http://proxy.example.test:3128', NO_PROXY: 'example.test' },
      )
      expect(theProblem(done).message).toContain(
        `; NO_PROXY sends it past the proxy in HTTPS_PROXY: take catalog.example.test out of NO_PROXY if it is reached only through the proxy from here`,
      )
    } finally {
      restore()
    }
  })

  it("a STAC API source on a closed port: names it and 'stac-source'", async () => {
    const port = await closedPort()
    const origin = `http://127.0.0.1:${port}`
    const done = await run({ files: '', item: '', 'stac-source': `${origin}/api/stac/v1/collections/ch.example.int` })
    expect(done.failed).toBe(true)
    const problem = theProblem(done)
    expect(problem).toMatchObject({ subject: { kind: 'input', name: 'stac-source' } })
    expect(problem.message.replace(new RegExp(TRIED), 'N s')).toBe(
      `Input 'stac-source': the STAC source at ${origin} could not be reached: the connection was refused (ECONNREFUSED); ` +
        "6 attempt(s) over N s; check 'stac-source' (the address of a collection, e.g. " +
        'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x) ' +
        'and that it can be reached from here (a firewall? behind a proxy, set HTTPS_PROXY)',
    )
    expect(catalog.requests.length).toBe(0)
  })

  it.each([
    ['stating its file:checksum: that asset fails, naming the storage and stac-source', `1220${'ab'.repeat(32)}`],
    ['stating none the run can compare: the run stops before its plan, naming them', `d50110${'ab'.repeat(16)}`],
  ])("a STAC API source whose assets' storage is on a closed port, %s", async (_what, checksum) => {
    const port = await closedPort()
    const storage = `http://127.0.0.1:${port}`
    const feature = {
      id: 'scene-0001',
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [7.4, 46.9] },
      properties: { datetime: '2025-01-01T00:00:00Z' },
      assets: { 'data.csv': { href: `${storage}/int/data.csv`, type: 'text/csv', 'file:checksum': checksum } },
    }
    const source = await startSourceCatalog(
      identity,
      { collection: 'ch.example.int', items: 1 },
      {
        fault: (request) =>
          request.path.endsWith('/items') ? { status: 200, body: JSON.stringify({ features: [feature], links: [] }) } : undefined,
      },
    )
    const writes = catalog.writes()
    try {
      const done = await run({ files: '', item: '', items: 'create', 'stac-source': sourceUrl(source.catalog, 'ch.example.int') })
      expect(done.failed, visible(done.log)).toBe(true)
      const unreached =
        `the storage of the STAC source's assets at ${storage} could not be reached: the connection was refused \\(ECONNREFUSED\\)`.replaceAll(
          '.',
          '\\.',
        )
      if (checksum.startsWith('1220')) {
        const [asset] = JSON.parse(done.outputs.assets!) as Array<{ result: string; error: string }>
        expect(asset?.result).toBe('failed')
        expect(asset?.error).toMatch(new RegExp(`^download scene-0001/data\\.csv: ${unreached}, 6 attempt\\(s\\); check stac-source`))
      } else {
        const problem = theProblem(done)
        expect(problem).toMatchObject({ subject: { kind: 'input', name: 'stac-source' } })
        expect(problem.message.replace(new RegExp(TRIED), 'N s')).toMatch(
          new RegExp(
            `^Input 'stac-source': ${unreached}; 6 attempt\\(s\\) over N s; check 'stac-source' \\(its assets' hrefs lead there\\)`,
          ),
        )
        expect(catalog.writes()).toBe(writes)
      }
    } finally {
      await source.catalog.close()
    }
  })
})
