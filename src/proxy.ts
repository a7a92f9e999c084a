/**
 * Proxies for the transport: which proxy a URL goes through, by the rules of the Actions runner
 * and toolkit, and agents that reach an origin through a tunnel (CONNECT) kept alive in Node's
 * own connection pool, so that a run opens about as many tunnels as it has requests in flight.
 */
import { checkBypass, getProxyUrl } from '@actions/http-client/lib/proxy'
import http, { type ClientRequest, type ClientRequestArgs } from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import { guardTimeout } from './guard.ts'

/** A proxy as the transport uses it. The URL it came from may hold a password and is not kept. */
interface ProxyServer {
  /** host:port: what messages name, never the URL. */
  readonly name: string
  readonly host: string
  readonly port: number
  /** An https:// proxy: the connection to the proxy itself is TLS. */
  readonly tls: boolean
  /** The Proxy-Authorization header, when the URL has a user name or password. */
  readonly authorization: string | undefined
}

/** A failure to open a tunnel: nothing of the request reached the target. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  /** Repeating cannot help (407, 403): not retried. */
  readonly final: boolean
  constructor(message: string, final: boolean) {
    super(message)
    this.final = final
  }
}

/** A server certificate that the default CA store (with NODE_EXTRA_CA_CERTS) does not vouch for. */
const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
])

/**
 * What to say when `host`'s certificate is not trusted, or undefined for any other error. A proxy
 * that inspects TLS shows certificates of its own CA: the usual cause on a self-hosted runner.
 */
export function untrustedCertificate(error: NodeJS.ErrnoException, host: string): string | undefined {
  if (!UNTRUSTED.has(error.code ?? '')) return undefined
  // Node's own hint names a command-line flag, which an action cannot be given (nor NODE_OPTIONS).
  const why = error.message.replace(/; if the root CA is installed locally, try running Node\.js with --use-system-ca$/, '')
  return `the certificate of ${host} is not trusted: ${why} (${error.code}); behind TLS inspection, set NODE_EXTRA_CA_CERTS`
}

/**
 * The proxy for a URL, or undefined when it goes direct: https_proxy/HTTPS_PROXY for https,
 * http_proxy/HTTP_PROXY for http (the lowercase one first), no_proxy/NO_PROXY and loopback hosts
 * bypass, as @actions/http-client decides. Throws a ProxyError for a variable that is not a proxy
 * URL (the toolkit would go direct without a word); the message names the variable, not its value.
 */
export function proxyFor(target: URL): ProxyServer | undefined {
  if (checkBypass(target)) return undefined
  const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']
  const name = names.find((candidate) => (process.env[candidate] ?? '') !== '')
  if (name === undefined) return undefined
  const invalid = new ProxyError(`${name} is not a proxy URL such as http://proxy.example.com:3128 (or http://user:password@…)`, true)
  const given = process.env[name]!
  const found = getProxyUrl(target)
  if (found === undefined) throw invalid
  // The toolkit reads 'proxy.example.com:3128' as a URL of scheme 'proxy.example.com:'; curl reads it as a host.
  const url =
    found.protocol === 'http:' || found.protocol === 'https:' || given.includes('://') ? new URL(found.href) : parse(`http://${given}`)
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw invalid
  let authorization: string | undefined
  if (url.username !== '' || url.password !== '') {
    try {
      const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
      authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
    } catch {
      throw invalid
    }
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port)
  return { name: `${url.hostname}:${port}`, host, port, tls: url.protocol === 'https:', authorization }
}

/** The passwords in the proxy variables, as written and decoded: secrets to mask the moment the run starts. */
export function proxySecrets(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const secrets: string[] = []
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) {
    const given = env[name] ?? ''
    const url = parse(given.includes('://') ? given : `http://${given}`)
    if (url === undefined || url.password === '') continue
    secrets.push(url.password)
    try {
      secrets.push(decodeURIComponent(url.password))
    } catch {
      // Not percent-encoded as a URL wants: the run refuses the variable, naming it only.
    }
  }
  return secrets
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** The agent for one origin reached through `proxy`: https targets get TLS inside the tunnel. */
export function tunnelAgent(target: URL, proxy: ProxyServer, timeoutMs: number, options: http.AgentOptions): http.Agent {
  return target.protocol === 'https:' ? new HttpsTunnelAgent(proxy, timeoutMs, options) : new HttpTunnelAgent(proxy, timeoutMs, options)
}

/** The proxy an agent of tunnelAgent goes through; undefined for any other agent. */
export function proxyOf(agent: http.Agent): ProxyServer | undefined {
  return agent instanceof HttpsTunnelAgent || agent instanceof HttpTunnelAgent ? agent.proxy : undefined
}

type Callback = (error: Error | null, stream: Duplex) => void

/**
 * Node's agents let createConnection hand over its socket through the callback, later: the
 * tunnel is opened there, and the pool keeps the finished socket (TLS inside the tunnel for
 * https) like any other, alive between requests. A tunnel is one TCP connection to the proxy.
 */
class HttpsTunnelAgent extends https.Agent {
  readonly proxy: ProxyServer
  readonly #tunnels: Tunnels

  constructor(proxy: ProxyServer, timeoutMs: number, options: https.AgentOptions) {
    super(options)
    this.proxy = proxy
    this.#tunnels = new Tunnels(proxy, timeoutMs)
  }

  override createConnection(options: ClientRequestArgs, callback?: Callback): undefined {
    this.#tunnels.open(options).then(
      // https.Agent's own createConnection: TLS over the tunnel, verified against the default CA
      // store (NODE_EXTRA_CA_CERTS included) since no `ca` is given, with its TLS session cache.
      (socket) => handOver(callback, () => super.createConnection({ ...options, socket } as ClientRequestArgs)),
      (error: Error) => callback?.(error, undefined as never),
    )
    return undefined
  }

  override destroy(): void {
    this.#tunnels.destroy()
    super.destroy()
  }
}

class HttpTunnelAgent extends http.Agent {
  readonly proxy: ProxyServer
  readonly #tunnels: Tunnels

  constructor(proxy: ProxyServer, timeoutMs: number, options: http.AgentOptions) {
    super(options)
    this.proxy = proxy
    this.#tunnels = new Tunnels(proxy, timeoutMs)
  }

  // Plain http through the tunnel as well, as the toolkit does (tunnel.httpOverHttp): one way for both schemes.
  override createConnection(options: ClientRequestArgs, callback?: Callback): undefined {
    this.#tunnels.open(options).then(
      (socket) => callback?.(null, socket),
      (error: Error) => callback?.(error, undefined as never),
    )
    return undefined
  }

  override destroy(): void {
    this.#tunnels.destroy()
    super.destroy()
  }
}

function handOver(callback: Callback | undefined, make: () => Duplex | null | undefined): void {
  let stream: Duplex | null | undefined
  try {
    stream = make()
  } catch (error) {
    callback?.(error instanceof Error ? error : new Error(String(error)), undefined as never)
    return
  }
  if (stream) callback?.(null, stream)
}

/** CONNECT requests to one proxy, the ones still being answered kept so that destroy can end them. */
class Tunnels {
  readonly #proxy: ProxyServer
  readonly #timeoutMs: number
  readonly #opening = new Set<ClientRequest>()

  constructor(proxy: ProxyServer, timeoutMs: number) {
    this.#proxy = proxy
    this.#timeoutMs = timeoutMs
  }

  open(options: ClientRequestArgs): Promise<Duplex> {
    const proxy = this.#proxy
    const host = options.host ?? 'localhost'
    const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${options.port ?? options.defaultPort}`
    const what = `CONNECT ${authority} through the proxy ${proxy.name}`
    return new Promise<Duplex>((resolve, reject) => {
      const headers: Record<string, string> = { Host: authority, 'User-Agent': 'stac-publish-action' }
      if (proxy.authorization !== undefined) headers['Proxy-Authorization'] = proxy.authorization
      // agent: false: the tunnel is a connection of its own; it joins the pool once it carries TLS or HTTP.
      const request = (proxy.tls ? https : http).request({
        host: proxy.host,
        port: proxy.port,
        method: 'CONNECT',
        path: authority,
        headers,
        agent: false,
      })
      this.#opening.add(request)
      let done = false
      const finish = (error: ProxyError | undefined, socket?: Duplex): void => {
        if (done) return
        done = true
        clearTimeout(timer)
        this.#opening.delete(request)
        if (error === undefined) {
          resolve(socket!)
        } else {
          request.destroy()
          reject(error)
        }
      }
      // Not request.setTimeout: its listener would stay on the socket, which lives on as the tunnel.
      const seconds = this.#timeoutMs / 1000
      const timer = guardTimeout(() => finish(new ProxyError(`${what}: no answer within ${seconds} s`, false)), this.#timeoutMs)
      request.on('connect', (answer: http.IncomingMessage, socket: Duplex, head: Buffer) => {
        const status = answer.statusCode ?? 0
        if (status === 200) {
          if (head.length > 0) socket.unshift(head)
          finish(undefined, socket)
          return
        }
        socket.destroy()
        const hint = status === 407 ? ': check the user name and password in the proxy URL' : ''
        // 5xx: the proxy could not reach the target, or is overloaded (429): worth another try.
        const final = !(status === 429 || status >= 500)
        finish(new ProxyError(`${what}: the proxy answered HTTP ${status} ${answer.statusMessage ?? ''}`.trimEnd() + hint, final))
      })
      request.on('error', (error: NodeJS.ErrnoException) => {
        // An https:// proxy's certificate: as final as a server's.
        const untrusted = untrustedCertificate(error, `the proxy ${proxy.name}`)
        const why = error.code === 'ECONNRESET' ? 'the proxy closed the connection before answering' : (untrusted ?? error.message)
        finish(new ProxyError(`${what}: ${why}`, untrusted !== undefined))
      })
      request.end()
    })
  }

  destroy(): void {
    for (const request of this.#opening) request.destroy(new Error('the run is over'))
    this.#opening.clear()
  }
}
