import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { Http, type HttpRequest, UnreachableError } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { useHosts } from '../support/hosts.ts'

// An origin, or the proxy it goes through, that cannot be reached at all: a refused port, a host
// name no resolver knows. Its first failure is said, the further attempts kept for the end, where
// the error says what could not be reached, why, through which proxy and for how long. Time is
// injected: the backoffs advance the clock, nothing waits.

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]))
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})
const proxyEnv = (vars: Readonly<Record<string, string>>) => {
  for (const name of PROXY_VARIABLES) delete process.env[name]
  Object.assign(process.env, vars)
}

function setup(retries = 2) {
  const info: string[] = []
  const debug: string[] = []
  const log: Log = { info: (m) => info.push(m), warning: (m) => info.push(m), debug: (m) => debug.push(m), group: (_n, w) => w() }
  let clock = 1_000_000
  const http = new Http({
    retries,
    timeoutMs: 60_000,
    log,
    now: () => clock,
    sleep: (ms) => {
      clock += ms
      return Promise.resolve()
    },
    random: () => 0.5,
  })
  return { http, info, debug }
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

const get = (url: string, label = 'read thing'): HttpRequest => ({ method: 'GET', url, label, idempotent: true })
const failure = (sending: Promise<unknown>) =>
  sending.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error as UnreachableError,
  )

describe('an origin that cannot be reached', () => {
  it('a refused port: its first failure said, the rest kept for the end; what, why and how long', async () => {
    proxyEnv({})
    const port = await closedPort()
    const { http, info, debug } = setup(2)
    const failed = await failure(http.send(get(`http://127.0.0.1:${port}/x`)))
    expect(failed).toBeInstanceOf(UnreachableError)
    expect(failed.message).toMatch(/^read thing: connect ECONNREFUSED .* \(after 3 attempts\)$/)
    expect(failed.outcomeUnknown).toBe(false)
    const retry = (n: number, ms: number) =>
      `Retry read thing: attempt ${n} of 3 failed (connect ECONNREFUSED 127.0.0.1:${port}); retrying after ${ms} ms`
    expect(failed.unreachable).toEqual({
      origin: `http://127.0.0.1:${port}`,
      at: 'target',
      reason: 'the connection was refused (ECONNREFUSED)',
      attempts: 3,
      elapsedMs: 750,
      lines: [retry(1, 250), retry(2, 500)],
    })
    expect(info).toEqual([retry(1, 250)])
    expect(debug).toEqual([retry(2, 500)])
    http.dispose()
  })

  it('a host name no resolver knows: ENOTFOUND, and a second request to it says nothing more until one gets through', async () => {
    proxyEnv({})
    const restore = useHosts({ 'nowhere.test': null })
    try {
      const { http, info } = setup(1)
      const [one, two] = await Promise.all([
        failure(http.send(get('https://nowhere.test/a', 'read a'))),
        failure(http.send(get('https://nowhere.test/b', 'read b'))),
      ])
      expect(one.unreachable).toMatchObject({
        origin: 'https://nowhere.test',
        at: 'target',
        reason: 'its host name is not known (ENOTFOUND)',
      })
      expect(two.unreachable.attempts).toBe(2)
      // One line for the origin, not one a request.
      expect(info).toHaveLength(1)
      expect(info[0]).toMatch(/^Retry read [ab]: attempt 1 of 2 failed \(getaddrinfo ENOTFOUND nowhere\.test\)/)
      http.dispose()
    } finally {
      restore()
    }
  })

  it('through a proxy that refuses: the proxy is what could not be reached, named with its variable', async () => {
    const port = await closedPort()
    proxyEnv({ https_proxy: `http://127.0.0.1:${port}` })
    const { http } = setup(1)
    const failed = await failure(http.send(get('https://catalog.test/x')))
    expect(failed.unreachable).toMatchObject({
      origin: 'https://catalog.test',
      at: 'proxy',
      reason: 'the connection was refused (ECONNREFUSED)',
      proxy: { address: `127.0.0.1:${port}`, variable: 'https_proxy' },
      attempts: 2,
    })
    http.dispose()
  })

  it('NO_PROXY sends it past the proxy: said, for a runner that reaches it only through the proxy', async () => {
    const port = await closedPort()
    proxyEnv({ HTTPS_PROXY: 'http://proxy.example.com:3128', NO_PROXY: 'localhost,.test' })
    const restore = useHosts({ 'catalog.test': '127.0.0.1' })
    try {
      const { http } = setup(0)
      const failed = await failure(http.send(get(`https://catalog.test:${port}/x`)))
      expect(failed.unreachable).toMatchObject({
        origin: `https://catalog.test:${port}`,
        at: 'target',
        bypassed: { proxyVariable: 'HTTPS_PROXY', noProxyVariable: 'NO_PROXY' },
        attempts: 1,
        lines: [],
      })
      http.dispose()
    } finally {
      restore()
    }
  })

  it('an origin that answers after refusing: said once it is reached', async () => {
    proxyEnv({})
    const port = await closedPort()
    const server = createServer((_req, res) => res.end('ok'))
    const info: string[] = []
    const log: Log = { info: (m) => info.push(m), warning: (m) => info.push(m), debug: () => undefined, group: (_n, w) => w() }
    let clock = 0
    // Refused until the backoffs' wait, during which it starts listening.
    const http = new Http({
      retries: 3,
      timeoutMs: 60_000,
      log,
      now: () => clock,
      random: () => 0.5,
      sleep: async (ms) => {
        clock += ms
        if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      },
    })
    expect((await http.send(get(`http://127.0.0.1:${port}/x`))).status).toBe(200)
    expect(info).toEqual([
      `Retry read thing: attempt 1 of 4 failed (connect ECONNREFUSED 127.0.0.1:${port}); retrying after 250 ms`,
      `read thing: reached http://127.0.0.1:${port} at attempt 2 of 4, after 0.3 s`,
    ])
    http.dispose()
    await new Promise((resolve) => server.close(resolve))
  })
})
