import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runBundled, visible, type ActionRun } from '../support/action.ts'
import { startConnectProxy, type ConnectProxy } from '../support/connect-proxy.ts'
import { startIdentity, type Identity } from '../support/sandbox.ts'
import { makeThrowawayCa, type ThrowawayCa } from '../support/throwaway-ca.ts'
import { startTlsFront, type TlsFront } from '../support/tls-front.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// The bundled action behind a corporate proxy, as on a self-hosted runner: HTTPS_PROXY with a
// user and password, and NODE_EXTRA_CA_CERTS for a CA of the company's own. The proxy resolves
// cognito.test and catalog.test itself (loopback addresses bypass proxies, so the action must be
// given names that only the proxy knows); TLS fronts with a certificate of a CA made for this
// run stand before cognito-local and the fake catalog's API. The fake's storage URLs are loopback
// http, so uploads bypass the proxy: the test checks that they do.
//
// Run `npm run build` first: this tests dist/index.js.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const COLLECTION = 'ch.test.proxy'
const ITEM = 'files'
const FILES = 200
const CONCURRENCY = 16
const PROXY_USER = 'svc-geodata'
const PROXY_PASSWORD = 'Pr0xy-S3cret!'

let ca: ThrowawayCa
let identity: Identity
let catalog: FakeCatalog
let catalogFront: TlsFront
let cognitoFront: TlsFront
let proxy: ConnectProxy
let ws: Workspace

beforeAll(async () => {
  ca = await makeThrowawayCa(['catalog.test', 'cognito.test'])
  identity = await startIdentity('proxied')
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, items: { [COLLECTION]: [ITEM] } })
  catalogFront = await startTlsFront(catalog.origin, ca)
  cognitoFront = await startTlsFront(identity.cognito.url, ca)
  proxy = await startConnectProxy({
    hosts: { 'catalog.test': '127.0.0.1', 'cognito.test': '127.0.0.1' },
    credentials: { user: PROXY_USER, password: PROXY_PASSWORD },
  })
  ws = await makeWorkspace()
  for (let i = 0; i < FILES; i++) await ws.write(`data/station-${String(i).padStart(3, '0')}.csv`, `id,value\n${i},${i * 7}\n`)
  await ws.write('more/a.csv', 'id\n1\n')
  await ws.write('more/b.csv', 'id\n2\n')
})
afterAll(async () => {
  await proxy?.close()
  await catalogFront?.close()
  await cognitoFront?.close()
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
  await ca?.remove()
})

function inputs(files = 'data/**'): Record<string, string> {
  return {
    'base-url': `https://catalog.test:${catalogFront.port}`,
    'auth-url': `https://cognito.test:${cognitoFront.port}/`,
    'client-id': identity.client.clientId,
    username: identity.user.username,
    password: identity.user.password,
    collection: COLLECTION,
    item: ITEM,
    files,
    concurrency: String(CONCURRENCY),
  }
}

const proxyUrl = (password = PROXY_PASSWORD): string => `http://${PROXY_USER}:${encodeURIComponent(password)}@${proxy.host}:${proxy.port}`

/** The runner's environment: only the variables a test gives, whatever this machine has. */
function runnerEnv(vars: Readonly<Record<string, string>>): Record<string, string | undefined> {
  const none = {
    https_proxy: undefined,
    HTTPS_PROXY: undefined,
    http_proxy: undefined,
    HTTP_PROXY: undefined,
    no_proxy: undefined,
    NO_PROXY: undefined,
  }
  return { ...none, NODE_EXTRA_CA_CERTS: undefined, ...vars }
}

function expectNoProxySecret(run: ActionRun & { stderr: string }): void {
  const printed = `${visible(run.log)}\n${run.stderr}\n${run.summary}\n${JSON.stringify(run.outputs)}`
  for (const secret of [
    PROXY_PASSWORD,
    encodeURIComponent(PROXY_PASSWORD),
    Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64'),
  ])
    expect(printed.includes(secret), 'the proxy password was printed').toBe(false)
}

describe('the bundled action behind a proxy that inspects TLS', () => {
  it(`signs in and publishes ${FILES} files through the proxy with about ${CONCURRENCY} tunnels; a re-run writes nothing`, async () => {
    const env = runnerEnv({ HTTPS_PROXY: proxyUrl(), NODE_EXTRA_CA_CERTS: ca.caFile })
    const storageBefore = catalog.requests.filter((r) => r.target === 'storage').length
    const apiBefore = catalog.requests.filter((r) => r.target === 'api').length
    const first = await runBundled(inputs(), ws.root, env)
    expect(first.failed, `${first.log}\n${first.stderr}`).toBe(false)
    expect(first.outputs).toMatchObject({ created: String(FILES), failed: '0' })
    const tunnels = { catalog: proxy.tunnels('catalog.test'), cognito: proxy.tunnels('cognito.test') }
    // A tunnel per request (the toolkit's tunnel agent) would have opened one for each of these.
    const apiRequests = catalog.requests.filter((r) => r.target === 'api').length - apiBefore
    expect(
      proxy.connects.every((c) => c.proxyAuthorization === `Basic ${Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64')}`),
    ).toBe(true)
    // Uploads went to the storage's loopback URLs directly: the proxy never saw a loopback target.
    expect(catalog.requests.filter((r) => r.target === 'storage').length - storageBefore).toBeGreaterThanOrEqual(FILES)
    expect(proxy.connects.filter((c) => !/^(catalog|cognito)\.test:/.test(c.authority))).toEqual([])
    expectNoProxySecret(first)

    const writes = catalog.writes()
    const second = await runBundled(inputs(), ws.root, env)
    expect(second.failed, `${second.log}\n${second.stderr}`).toBe(false)
    expect(second.outputs).toMatchObject({ created: '0', updated: '0', skipped: String(FILES), failed: '0' })
    expect(catalog.writes()).toBe(writes)
    const again = { catalog: proxy.tunnels('catalog.test') - tunnels.catalog, cognito: proxy.tunnels('cognito.test') - tunnels.cognito }
    console.log(
      `${FILES} files, concurrency ${CONCURRENCY}: tunnels to catalog.test ${tunnels.catalog} for ${apiRequests} requests (publish) ` +
        `and ${again.catalog} (re-run), ` +
        `to cognito.test ${tunnels.cognito} and ${again.cognito}`,
    )
    for (const run of [tunnels, again]) {
      expect(run.catalog).toBeGreaterThan(0)
      expect(run.catalog).toBeLessThanOrEqual(CONCURRENCY + 4)
      expect(run.cognito).toBeGreaterThan(0)
      expect(run.cognito).toBeLessThanOrEqual(2)
    }
  })

  it('without NODE_EXTRA_CA_CERTS fails at once with a TLS error naming the host', async () => {
    const run = await runBundled(inputs('more/*.csv'), ws.root, runnerEnv({ HTTPS_PROXY: proxyUrl() }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/::error::.*the certificate of (cognito|catalog)\.test:\d+ is not trusted: .*set NODE_EXTRA_CA_CERTS/)
    // At once: not retried (a stopwatch would measure the machine's load instead).
    expect(run.log).not.toMatch(/Retry/)
    expectNoProxySecret(run)
  })

  it('a proxy that refuses the credentials (407) fails the step with a message naming the proxy, not its password', async () => {
    const run = await runBundled(
      inputs('more/*.csv'),
      ws.root,
      runnerEnv({ HTTPS_PROXY: proxyUrl('Wr0ng-S3cret!'), NODE_EXTRA_CA_CERTS: ca.caFile }),
    )
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(
      new RegExp(
        `::error::.*CONNECT (cognito|catalog)\\.test:\\d+ through the proxy 127\\.0\\.0\\.1:${proxy.port}: the proxy answered HTTP 407`,
      ),
    )
    // Masked from the start (the runner consumes the ::add-mask:: command), and in no line a person reads.
    expect(run.log).toContain('::add-mask::Wr0ng-S3cret!')
    expect(visible(run.log)).not.toContain('Wr0ng')
    expectNoProxySecret(run)
  })

  // With the catalog in NO_PROXY, catalog.test must resolve without the proxy: the action's
  // process gets a hosts entry for it (test/support/hosts-preload.ts), as a corporate DNS would
  // give one. The proxy then sees CONNECTs for cognito.test only, and the catalog's TLS front
  // direct connections.
  for (const name of ['NO_PROXY', 'no_proxy'] as const) {
    it(`${name}=catalog.test sends the catalog's requests past the proxy`, async () => {
      const before = { catalog: proxy.tunnels('catalog.test'), cognito: proxy.tunnels('cognito.test'), direct: catalogFront.connections() }
      const env = runnerEnv({
        HTTPS_PROXY: proxyUrl(),
        [name]: 'catalog.test',
        NODE_EXTRA_CA_CERTS: ca.caFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(root, 'test/support/hosts-preload.ts')}`.trim(),
        TEST_HOSTS: JSON.stringify({ 'catalog.test': '127.0.0.1' }),
      })
      const run = await runBundled(inputs('more/*.csv'), ws.root, env)
      expect(run.failed, `${run.log}\n${run.stderr}`).toBe(false)
      expect(proxy.tunnels('catalog.test')).toBe(before.catalog)
      expect(proxy.tunnels('cognito.test')).toBeGreaterThan(before.cognito)
      expect(catalogFront.connections()).toBeGreaterThan(before.direct)
    })
  }
})
