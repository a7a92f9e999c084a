import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import tls from 'node:tls'
// The toolkit's own rule, only as the measure of ours: src/ takes nothing from http-client's lib/.
import { checkBypass } from '@actions/http-client/lib/proxy'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Http, RequestFailedError, type HttpRequest } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { goesDirect, proxySecrets } from '../../src/transport/proxy.ts'
import { startConnectProxy, type ConnectProxy, type ProxyBehaviour } from '../support/connect-proxy.ts'
import { useHosts } from '../support/hosts.ts'
import { makeThrowawayCa, type ThrowawayCa } from '../support/throwaway-ca.ts'
import { startTlsFront, type TlsFront } from '../support/tls-front.ts'

// The transport behind a proxy, over real sockets: a CONNECT proxy on loopback that resolves
// catalog.test and plain.test itself (loopback addresses bypass proxies, so the transport is
// pointed at names only the proxy knows), a TLS front with a certificate for those names signed
// by a CA made for this run, and a plain http server behind it.
//
// Nothing here depends on the machine's speed: requests get a timeout no busy machine reaches, and
// only the tests of the deadline itself a short one, against a peer that never answers; retries
// wait for nothing; what happens after a failure (a connection closed) is waited for, not timed.

const USER = 'ci\\publisher'
const PASSWORD = 'Pr0xy:S3cret %-@'
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']
const withCredentials = (url: string, password = PASSWORD): string =>
  url.replace('://', `://${encodeURIComponent(USER)}:${encodeURIComponent(password)}@`)

let ca: ThrowawayCa
let stranger: ThrowawayCa
let backend: Server
let backendPort: number
let front: TlsFront
let strangerFront: TlsFront
let proxy: ConnectProxy
const defaultCas = tls.getCACertificates('default')
const extra: Array<{ close(): Promise<void> }> = []

beforeAll(async () => {
  ca = await makeThrowawayCa(['catalog.test', 'plain.test', 'untrusted.test'], ['127.0.0.1'])
  stranger = await makeThrowawayCa(['untrusted.test'])
  // What NODE_EXTRA_CA_CERTS does at start-up: the CA joins Node's default store. The transport
  // trusts catalog.test only because its agents verify against that store.
  tls.setDefaultCACertificates([...defaultCas, ca.caPem])
  backend = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.end(`ok ${req.method} ${req.url}`))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  backendPort = (backend.address() as AddressInfo).port
  front = await startTlsFront(`http://127.0.0.1:${backendPort}`, ca)
  strangerFront = await startTlsFront(`http://127.0.0.1:${backendPort}`, stranger)
  proxy = await startConnectProxy({ hosts: HOSTS, credentials: { user: USER, password: PASSWORD } })
})
afterAll(async () => {
  tls.setDefaultCACertificates(defaultCas)
  await proxy?.close()
  await front?.close()
  await strangerFront?.close()
  await new Promise((resolve) => backend?.close(resolve))
  await ca?.remove()
  await stranger?.remove()
})
afterEach(async () => {
  await Promise.all(extra.splice(0).map((server) => server.close()))
})

const HOSTS = { 'catalog.test': '127.0.0.1', 'plain.test': '127.0.0.1', 'untrusted.test': '127.0.0.1', 'mute.test': '127.0.0.1' }
/** Long enough that no answer on loopback misses it, however busy the machine. */
const PATIENT_MS = 120_000

/** Runs with exactly these proxy variables set, as the runner's environment would have them. */
async function withEnv<T>(vars: Readonly<Record<string, string>>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
  for (const name of PROXY_VARIABLES) delete process.env[name]
  Object.assign(process.env, vars)
  try {
    return await run()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

function setup(retries = 2, timeoutMs = PATIENT_MS) {
  const lines: string[] = []
  const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: (m) => lines.push(m), group: (_n, w) => w() }
  const http = new Http({ retries, timeoutMs, log, sleep: async () => undefined, random: () => 0 })
  return { http, lines }
}

const get = (url: string): HttpRequest => ({ method: 'GET', url, label: 'read thing', idempotent: true })
const post = (url: string): HttpRequest => ({ method: 'POST', url, body: '{}', label: 'create thing', idempotent: false })
const catalogUrl = (path = '/x'): string => `https://catalog.test:${front.port}${path}`

async function failure(promise: Promise<unknown>): Promise<RequestFailedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(RequestFailedError)
  return error as RequestFailedError
}

/** No form of the proxy password, plain or encoded, in anything the transport said. */
function expectNoSecret(...texts: string[]): void {
  for (const text of texts)
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), Buffer.from(`${USER}:${PASSWORD}`).toString('base64'), 'S3cret'])
      expect(text.includes(secret), `the proxy password in: ${text}`).toBe(false)
}

async function otherProxy(behaviour: ProxyBehaviour, extraOptions: { tls?: { key: string; cert: string } } = {}): Promise<ConnectProxy> {
  const started = await startConnectProxy({ hosts: HOSTS, behaviour, ...extraOptions })
  extra.push(started)
  return started
}

describe('through a proxy', () => {
  it('reaches an https origin through a CONNECT tunnel, sending the credentials of the URL as Proxy-Authorization', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      const { http, lines } = setup()
      const before = proxy.connects.length
      expect((await http.send(get(catalogUrl('/first')))).text).toBe('ok GET /first')
      expect(proxy.connects.slice(before)).toEqual([
        {
          authority: `catalog.test:${front.port}`,
          proxyAuthorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
          status: 200,
        },
      ])
      expect(lines).toEqual([`https://catalog.test:${front.port} through the proxy 127.0.0.1:${proxy.port}`])
      http.dispose()
    })
  })

  it('keeps tunnels alive: 200 requests, 16 at a time, open at most 16 tunnels', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      const { http } = setup()
      const before = proxy.tunnels('catalog.test')
      let next = 0
      const worker = async (): Promise<void> => {
        for (let i = next++; i < 200; i = next++) expect((await http.send(post(catalogUrl(`/${i}`)))).text).toBe(`ok POST /${i}`)
      }
      await Promise.all(Array.from({ length: 16 }, worker))
      const opened = proxy.tunnels('catalog.test') - before
      console.log(`200 requests, 16 at a time, through the proxy: ${opened} tunnels`)
      expect(opened).toBeGreaterThan(0)
      expect(opened).toBeLessThanOrEqual(16)
      http.dispose()
    })
  })

  it('trusts what the default CA store trusts, and nothing else: the agents give no CA of their own', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      tls.setDefaultCACertificates(defaultCas)
      try {
        const { http, lines } = setup()
        const failed = await failure(http.send(get(catalogUrl())))
        expect(failed.message).toMatch(`the certificate of catalog.test:${front.port} is not trusted`)
        expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
        http.dispose()
      } finally {
        tls.setDefaultCACertificates([...defaultCas, ca.caPem])
      }
      const { http } = setup()
      expect((await http.send(get(catalogUrl()))).text).toBe('ok GET /x')
      http.dispose()
    })
  })

  it('fails a certificate of a CA nobody trusts at once, naming the host and NODE_EXTRA_CA_CERTS', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(get(`https://untrusted.test:${strangerFront.port}/`)))
      expect(failed.message).toBe(
        `read thing: the certificate of untrusted.test:${strangerFront.port} is not trusted: unable to verify the first certificate ` +
          '(UNABLE_TO_VERIFY_LEAF_SIGNATURE); behind TLS inspection, set NODE_EXTRA_CA_CERTS ' +
          `(https://untrusted.test:${strangerFront.port} through the proxy 127.0.0.1:${proxy.port})`,
      )
      expect(failed.outcomeUnknown).toBe(false)
      expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
      http.dispose()
    })
  })

  it('goes through an https:// proxy: TLS to the proxy, and TLS to the origin inside it', async () => {
    const secure = await otherProxy('tunnel', { tls: ca })
    await withEnv({ HTTPS_PROXY: secure.url }, async () => {
      const { http } = setup()
      expect((await http.send(get(catalogUrl()))).text).toBe('ok GET /x')
      expect(secure.tunnels('catalog.test')).toBe(1)
      http.dispose()
    })
  })

  it("fails at once when an https:// proxy has a certificate nobody trusts, saying it is the proxy's", async () => {
    const secure = await otherProxy('tunnel', { tls: stranger })
    await withEnv({ HTTPS_PROXY: secure.url }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toBe(
        `read thing: CONNECT catalog.test:${front.port} through the proxy 127.0.0.1:${secure.port}: ` +
          `the certificate of the proxy 127.0.0.1:${secure.port} is not trusted: unable to verify the first certificate ` +
          '(UNABLE_TO_VERIFY_LEAF_SIGNATURE); behind TLS inspection, set NODE_EXTRA_CA_CERTS',
      )
      expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
      http.dispose()
    })
  })

  it("sends http origins through an https:// proxy over TLS, and fails at once when nobody trusts the proxy's certificate, saying so", async () => {
    const secure = await otherProxy('tunnel', { tls: ca })
    const unknown = await otherProxy('tunnel', { tls: stranger })
    await withEnv({ HTTP_PROXY: secure.url }, async () => {
      const { http } = setup()
      expect((await http.send(get(`http://plain.test:${backendPort}/plain`))).text).toBe('ok GET /plain')
      expect(secure.forwarded).toMatchObject([{ url: `http://plain.test:${backendPort}/plain`, status: 200 }])
      http.dispose()
    })
    await withEnv({ HTTP_PROXY: unknown.url }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(get(`http://plain.test:${backendPort}/plain`)))
      expect(failed.message).toBe(
        `read thing: the certificate of the proxy 127.0.0.1:${unknown.port} is not trusted: unable to verify the first certificate ` +
          '(UNABLE_TO_VERIFY_LEAF_SIGNATURE); behind TLS inspection, set NODE_EXTRA_CA_CERTS ' +
          `(http://plain.test:${backendPort} through the proxy 127.0.0.1:${unknown.port})`,
      )
      expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
      http.dispose()
    })
  })

  // Not a tunnel, as the toolkit's was: proxies refuse CONNECT to ports other than 443 (Squid by default).
  it('sends http origins through http_proxy/HTTP_PROXY (the request in absolute form), https origins through https_proxy, lowercase first', async () => {
    const refused = await deadPort()
    await withEnv(
      { HTTP_PROXY: withCredentials(proxy.url), HTTPS_PROXY: `http://127.0.0.1:${refused}`, https_proxy: withCredentials(proxy.url) },
      async () => {
        const { http } = setup(0)
        expect((await http.send(get(`http://plain.test:${backendPort}/plain`))).text).toBe('ok GET /plain')
        expect(proxy.forwarded.at(-1)).toEqual({
          url: `http://plain.test:${backendPort}/plain`,
          proxyAuthorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
          status: 200,
        })
        expect((await http.send(get(catalogUrl()))).text).toBe('ok GET /x')
        expect(proxy.connects.at(-1)).toMatchObject({ authority: `catalog.test:${front.port}`, status: 200 })
        http.dispose()
      },
    )
  })
})

describe('what bypasses the proxy', () => {
  it('loopback origins, whatever the variables say', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url), HTTP_PROXY: withCredentials(proxy.url) }, async () => {
      const { http } = setup()
      const before = proxy.connects.length
      expect((await http.send(get(`http://127.0.0.1:${backendPort}/direct`))).text).toBe('ok GET /direct')
      expect((await http.send(get(`http://localhost:${backendPort}/direct`))).text).toBe('ok GET /direct')
      expect(proxy.connects.length).toBe(before)
      http.dispose()
    })
  })

  // catalog.test must now resolve without the proxy: this process gets a hosts entry for it, as a
  // corporate DNS would give one. The proxy sees no CONNECT, and the TLS front a direct connection.
  // 'test' takes its subdomains as the runner reads NO_PROXY; Node's own matching would take it for one host.
  for (const [name, value] of [
    ['NO_PROXY', 'catalog.test'],
    ['no_proxy', 'example.org, .test'],
    ['NO_PROXY', 'test'],
  ] as const) {
    it(`hosts in ${name} (${value})`, async () => {
      const restore = useHosts({ 'catalog.test': '127.0.0.1' })
      try {
        await withEnv({ HTTPS_PROXY: withCredentials(proxy.url), [name]: value }, async () => {
          const { http } = setup()
          const [connects, direct] = [proxy.connects.length, front.connections()]
          expect((await http.send(get(catalogUrl('/bypassed')))).text).toBe('ok GET /bypassed')
          expect(proxy.connects.length).toBe(connects)
          expect(front.connections()).toBe(direct + 1)
          http.dispose()
        })
      } finally {
        restore()
      }
    })
  }

  it("decides as the Actions toolkit does, over hosts, ports, cases and both variables' spellings", async () => {
    const targets = [
      'https://catalog.test/',
      'https://CATALOG.test/',
      'https://a.catalog.test/',
      'https://xcatalog.test/',
      'https://catalog.test:8443/',
      'http://catalog.test/',
      'http://catalog.test:8080/',
      'https://catalog.test.example.org/',
      'https://example.org/',
      'https://10.0.0.1/',
      'https://[2001:db8::1]:8443/',
      'https://127.0.0.5/',
      'https://[::1]/',
      'https://[0:0:0:0:0:0:0:1]/',
      'http://localhost:3000/',
      'https://LocalHost/',
      'https://localhost.example.org/',
      'ftp://catalog.test/',
      'file:///etc/hosts',
    ].map((url) => new URL(url))
    const lists = [
      '',
      '*',
      'catalog.test',
      '.catalog.test',
      'test',
      '.test',
      ' Catalog.Test , example.org',
      'catalog.test:443',
      'catalog.test:8443',
      '.test:443',
      'test:80',
      ',, ,',
      '10.0.0.1',
      '[2001:db8::1]',
      '[2001:db8::1]:8443',
      '*.test',
      'localhost',
      'org',
    ]
    const spellings = (list: string): Array<Record<string, string>> => [
      { NO_PROXY: list },
      { no_proxy: list },
      { no_proxy: list, NO_PROXY: 'example.org' },
      { no_proxy: '', NO_PROXY: list },
    ]
    let direct = 0
    for (const list of lists) {
      for (const vars of spellings(list)) {
        await withEnv(vars, async () => {
          for (const target of targets) {
            const expected = checkBypass(target)
            expect(goesDirect(target), `${target.href} with ${JSON.stringify(vars)}`).toBe(expected)
            expect(goesDirect(target, { ...vars }), `${target.href} with ${JSON.stringify(vars)} given`).toBe(expected)
            if (expected) direct++
          }
        })
      }
    }
    // Both answers are given many times: the table tells the rules apart.
    expect(direct).toBeGreaterThan(200)
    expect(direct).toBeLessThan(lists.length * 4 * targets.length - 200)
  })

  it('not a host that a NO_PROXY entry with a leading dot names: .catalog.test takes its subdomains only (Node would take the host too)', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url), NO_PROXY: '.catalog.test' }, async () => {
      const { http } = setup()
      const before = proxy.tunnels('catalog.test')
      expect((await http.send(get(catalogUrl('/proxied')))).text).toBe('ok GET /proxied')
      expect(proxy.tunnels('catalog.test')).toBe(before + 1)
      http.dispose()
    })
  })
})

describe('the secrets to mask', () => {
  it('are the password as written and decoded, and the Proxy-Authorization credentials (Node prints them with NODE_DEBUG)', () => {
    expect(proxySecrets({ HTTPS_PROXY: withCredentials('http://proxy.example.com:3128'), http_proxy: 'proxy.example.com:3128' })).toEqual([
      encodeURIComponent(PASSWORD),
      PASSWORD,
      Buffer.from(`${USER}:${PASSWORD}`).toString('base64'),
    ])
    expect(proxySecrets({ https_proxy: `user:${encodeURIComponent(PASSWORD)}@proxy.example.com:3128` })).toEqual([
      encodeURIComponent(PASSWORD),
      PASSWORD,
      Buffer.from(`user:${PASSWORD}`).toString('base64'),
    ])
    // Not percent-encoded as a URL wants: masked as written, and the run refuses the variable.
    expect(proxySecrets({ HTTP_PROXY: 'http://user:%zzS3cret@proxy.example.com:3128' })).toEqual(['%zzS3cret'])
    // A user name alone is the credential (a token): masked as written and decoded, and in the header.
    expect(proxySecrets({ HTTPS_PROXY: 'http://t%40ken@proxy.example.com:3128' })).toEqual([
      't%40ken',
      't@ken',
      Buffer.from('t@ken:').toString('base64'),
    ])
  })
})

/** A server that accepts connections and never says a word: no TLS handshake ever completes. */
async function muteServer(): Promise<{ port: number }> {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  extra.push({
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  })
  return { port: (server.address() as AddressInfo).port }
}

async function deadPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('a proxy that fails settles the request with a message naming the proxy and the target, and no secret', () => {
  it('407 for wrong credentials: final, not retried, and the password is nowhere', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url, 'wrong S3cret') }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toBe(
        `read thing: CONNECT catalog.test:${front.port} through the proxy 127.0.0.1:${proxy.port}: ` +
          'the proxy answered HTTP 407 Proxy Authentication Required: check the user name and password in the proxy URL',
      )
      expect(failed.outcomeUnknown).toBe(false)
      expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('407 for an http origin, whose request the proxy answers itself: final, naming the proxy, the password nowhere', async () => {
    await withEnv({ HTTP_PROXY: withCredentials(proxy.url, 'wrong S3cret') }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(post(`http://plain.test:${backendPort}/`)))
      expect(failed.message).toBe(
        'create thing: the proxy answered HTTP 407 Proxy Authentication Required: check the user name and password in the proxy URL ' +
          `(http://plain.test:${backendPort} through the proxy 127.0.0.1:${proxy.port})`,
      )
      expect(failed.outcomeUnknown).toBe(false)
      expect(lines.filter((line) => line.startsWith('Retry'))).toEqual([])
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('refused: retried like a refused connection, for any request, then fails', async () => {
    const port = await deadPort()
    await withEnv({ HTTPS_PROXY: withCredentials(`http://127.0.0.1:${port}`) }, async () => {
      const { http, lines } = setup(2)
      const failed = await failure(http.send(post(catalogUrl())))
      expect(failed.message).toBe(
        `create thing: CONNECT catalog.test:${front.port} through the proxy 127.0.0.1:${port}: ` +
          `connect ECONNREFUSED 127.0.0.1:${port} (after 3 attempts)`,
      )
      expect(failed.outcomeUnknown).toBe(false)
      expect(lines.filter((line) => line.startsWith('Retry'))).toHaveLength(2)
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('closes the connection before answering CONNECT: nothing was sent, so retried for any request', async () => {
    const closing = await otherProxy('close')
    await withEnv({ HTTPS_PROXY: withCredentials(closing.url) }, async () => {
      const { http, lines } = setup(1)
      const failed = await failure(http.send(post(catalogUrl())))
      expect(failed.message).toBe(
        `create thing: CONNECT catalog.test:${front.port} through the proxy 127.0.0.1:${closing.port}: ` +
          'the proxy closed the connection before answering (after 2 attempts)',
      )
      expect(failed.outcomeUnknown).toBe(false)
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('closes the tunnel right after opening it', async () => {
    const closing = await otherProxy('close-tunnel')
    await withEnv({ HTTPS_PROXY: withCredentials(closing.url) }, async () => {
      const { http, lines } = setup(1)
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toMatch(/^read thing: .+ \(after 2 attempts\)$/)
      expect(failed.message).toContain(`(https://catalog.test:${front.port} through the proxy 127.0.0.1:${closing.port})`)
      expect(closing.tunnels('catalog.test')).toBe(2)
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('never answers CONNECT: fails after the timeout instead of hanging', async () => {
    const silent = await otherProxy('silent')
    await withEnv({ HTTPS_PROXY: withCredentials(silent.url) }, async () => {
      const { http } = setup(0, 300)
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toBe(
        `read thing: CONNECT catalog.test:${front.port} through the proxy 127.0.0.1:${silent.port}: no answer within 0.3 s`,
      )
      http.dispose()
    })
  })

  it('opens the tunnel, but the target never completes the TLS handshake: fails after the timeout instead of hanging', async () => {
    const mute = await muteServer()
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      const { http } = setup(0, 300)
      const failed = await failure(http.send(get(`https://mute.test:${mute.port}/`)))
      expect(failed.message).toBe(
        `read thing: CONNECT mute.test:${mute.port} through the proxy 127.0.0.1:${proxy.port}: no answer within 0.3 s`,
      )
      http.dispose()
    })
  })

  it('refuses CONNECT and keeps the connection open for another try: the connection is closed all the same', async () => {
    const refusing = await otherProxy({ status: 407, reason: 'Proxy Authentication Required', keepAlive: true })
    await withEnv({ HTTPS_PROXY: withCredentials(refusing.url) }, async () => {
      const { http } = setup()
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toMatch(/the proxy answered HTTP 407 Proxy Authentication Required/)
      // Left open, it would keep a finished run alive.
      await vi.waitFor(() => expect(refusing.openConnections()).toBe(0), { timeout: 30_000, interval: 20 })
      http.dispose()
    })
  })

  it('is still opening a tunnel when the run ends: dispose settles the request and closes the connection to the proxy', async () => {
    const silent = await otherProxy('silent')
    await withEnv({ HTTPS_PROXY: withCredentials(silent.url) }, async () => {
      const { http } = setup(0)
      const sent = failure(http.send(get(catalogUrl())))
      await vi.waitFor(() => expect(silent.connects).toHaveLength(1), { timeout: 30_000, interval: 20 })
      http.dispose()
      expect((await sent).message).toMatch(/^read thing: the run is over/)
      await vi.waitFor(() => expect(silent.openConnections()).toBe(0), { timeout: 30_000, interval: 20 })
    })
  })

  it('cannot reach the target (502): retried, as a gateway error is', async () => {
    await withEnv({ HTTPS_PROXY: withCredentials(proxy.url) }, async () => {
      const { http, lines } = setup(1)
      const failed = await failure(http.send(post('https://nowhere.test/')))
      expect(failed.message).toBe(
        `create thing: CONNECT nowhere.test:443 through the proxy 127.0.0.1:${proxy.port}: the proxy answered HTTP 502 Bad Gateway (after 2 attempts)`,
      )
      expect(failed.outcomeUnknown).toBe(false)
      expectNoSecret(failed.message, ...lines)
      http.dispose()
    })
  })

  it('a variable that is not a proxy URL: named, its value not shown, not retried', async () => {
    await withEnv({ https_proxy: 'http://user:%zzS3cret@proxy.example.com:3128' }, async () => {
      const { http, lines } = setup()
      const failed = await failure(http.send(get(catalogUrl())))
      expect(failed.message).toBe(
        'read thing: https_proxy is not a proxy URL such as http://proxy.example.com:3128 (or http://user:password@…)',
      )
      expect(lines).toEqual([])
      expectNoSecret(failed.message)
      http.dispose()
    })
  })

  it('a proxy given as host:port, without a scheme, is an http proxy (the toolkit would take the host for a scheme)', async () => {
    const open = await otherProxy('tunnel')
    await withEnv({ HTTPS_PROXY: `localhost:${open.port}` }, async () => {
      const { http } = setup()
      expect((await http.send(get(catalogUrl()))).text).toBe('ok GET /x')
      expect(open.tunnels('catalog.test')).toBe(1)
      http.dispose()
    })
  })
})
