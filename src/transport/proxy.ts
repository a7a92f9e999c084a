/**
 * Proxies for the transport. Node's own agents do the proxying (`proxyEnv`): an https origin is
 * reached through a CONNECT tunnel that the agent's pool keeps alive like any connection, so a run
 * opens about as many tunnels as it has requests in flight; an http origin's requests go to the
 * proxy in absolute form. What is ours, because Node does not do it:
 * - which origin goes through which proxy: the rules of the Actions runner and toolkit, not Node's
 *   (in NO_PROXY `example.com` takes its subdomains and `.example.com` only them; loopback goes
 *   direct). An agent is made per origin and given its proxy only, never NO_PROXY;
 * - a variable that is not a proxy URL is refused by its name (Node goes direct, or throws with the
 *   URL, password and all), and `host:port` without a scheme is an http proxy, as curl reads it;
 * - what a failed tunnel says: which proxy, which target, what went wrong, whether to try again; the
 *   certificate of an https:// proxy told from the target's;
 * - one deadline for a tunnel, TLS handshake through it included (Node arms none for the handshake:
 *   a target that never speaks TLS would hold the request for ever);
 * - a refused CONNECT closes its connection (Node leaves it open when the proxy keeps it alive, and
 *   a run would live on), and destroy ends the tunnels still being opened.
 */
import type http from 'node:http'
import type https from 'node:https'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import { guardTimeout } from '../common/index.ts'

/** A failure to reach a target through its proxy: nothing of the request reached the target. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  /** Repeating cannot help (407, 403, a certificate): not retried. */
  readonly final: boolean
  /**
   * Set when the proxy itself could not be reached (the code of the failed connection to it), or
   * the proxy could not reach the target (its 502 or 504 to CONNECT).
   */
  readonly unreachable: { readonly at: 'proxy'; readonly code: string } | { readonly at: 'target'; readonly reason: string } | undefined
  constructor(message: string, final: boolean, unreachable?: ProxyError['unreachable']) {
    super(message)
    this.final = final
    this.unreachable = unreachable
  }
}

/** Codes of a connection that was never made: to a refused port, an unknown host, a network without a route. */
export const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

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

/** A proxy's refusal, as the answer to CONNECT or (for an http target) to the request, and whether it is final. */
export function proxyRefusal(status: number): { readonly message: string; readonly final: boolean } {
  const hint = status === 407 ? ': check the user name and password in the proxy URL' : ''
  // 5xx: the proxy could not reach the target, or is overloaded (429): worth another try.
  return {
    message: `the proxy answered HTTP ${status} ${process.getBuiltinModule('node:http').STATUS_CODES[status] ?? ''}`.trimEnd() + hint,
    final: !(status === 429 || status >= 500),
  }
}

/** An origin's agent that goes through a proxy, the proxy as messages name it (host:port, never its URL), and the variable that set it. */
export interface ProxiedAgent {
  readonly agent: http.Agent
  readonly proxy: string
  readonly variable: string
}

/** The proxy variables for a target's scheme, the lowercase one first (as the toolkit reads them). */
const proxyVariables = (target: URL): readonly string[] =>
  target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i

/**
 * Whether `target` goes around its proxy, as the Actions runner and toolkit decide
 * (@actions/http-client's checkBypass; its package exports the function only from a module of its
 * build folder, lib/proxy, so the rules are written out here, and a test holds them to the
 * toolkit's): a loopback host always; else no_proxy (NO_PROXY when it is unset or empty), entries
 * separated by commas, compared without case with the host and with `host:port` (the scheme's port
 * when none is given): `*` takes every host, `example.com` the host and its subdomains,
 * `.example.com` its subdomains only.
 */
export function goesDirect(target: URL, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const host = target.hostname.toUpperCase()
  if (host === '') return false
  if (/^(LOCALHOST$|127\.|\[::1\]|\[0:0:0:0:0:0:0:1\])/.test(host)) return true
  const list = (env.no_proxy ?? '') !== '' ? env.no_proxy! : (env.NO_PROXY ?? '')
  const port = target.port !== '' ? target.port : target.protocol === 'http:' ? '80' : target.protocol === 'https:' ? '443' : undefined
  const hosts = port === undefined ? [host] : [host, `${host}:${Number(port)}`]
  const entries = list
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '')
  return entries.some(
    (entry) =>
      entry === '*' || hosts.some((one) => one === entry || one.endsWith(`.${entry}`) || (entry.startsWith('.') && one.endsWith(entry))),
  )
}

/**
 * A proxy variable set for the target's scheme that no_proxy/NO_PROXY makes the target go around,
 * and that variable: what to say of a target the runner could not reach directly. Loopback hosts
 * always go direct, whatever the variables say: none for them.
 */
export function bypassedProxy(target: URL): { readonly proxyVariable: string; readonly noProxyVariable: string } | undefined {
  const proxyVariable = proxyVariables(target).find((name) => (process.env[name] ?? '') !== '')
  if (proxyVariable === undefined || LOOPBACK.test(target.hostname) || !goesDirect(target)) return undefined
  return { proxyVariable, noProxyVariable: (process.env.no_proxy ?? '') !== '' ? 'no_proxy' : 'NO_PROXY' }
}

/**
 * The agent for `target`'s origin through its proxy, or undefined when it goes direct:
 * https_proxy/HTTPS_PROXY for https, http_proxy/HTTP_PROXY for http (the lowercase one first),
 * no_proxy/NO_PROXY and loopback hosts bypass, as @actions/http-client decides (goesDirect).
 * Throws a ProxyError for a variable that is not a proxy URL; the message names the variable, not
 * its value.
 */
export function proxiedAgent(target: URL, timeoutMs: number, options: http.AgentOptions): ProxiedAgent | undefined {
  if (goesDirect(target)) return undefined
  const name = proxyVariables(target).find((candidate) => (process.env[candidate] ?? '') !== '')
  if (name === undefined) return undefined
  const given = process.env[name]!
  const url = parse(given.includes('://') ? given : `http://${given}`)
  const invalid = new ProxyError(`${name} is not a proxy URL such as http://proxy.example.com:3128 (or http://user:password@…)`, true)
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw invalid
  try {
    // What Node does with them when it makes the Proxy-Authorization header: a URIError there would name the URL.
    decodeURIComponent(url.username)
    decodeURIComponent(url.password)
  } catch {
    throw invalid
  }
  const proxy = `${url.hostname}:${url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : url.port}`
  const agent =
    target.protocol === 'https:'
      ? new (tunnelAgent())(proxy, timeoutMs, { ...options, proxyEnv: { HTTPS_PROXY: url.href } })
      : new (process.getBuiltinModule('node:http').Agent)({ ...options, proxyEnv: { HTTP_PROXY: url.href } })
  return { agent, proxy, variable: name }
}

/**
 * The passwords in the proxy variables, as written and decoded, and the Proxy-Authorization
 * credentials made of them (Node prints those with NODE_DEBUG=http): secrets to mask the moment
 * the run starts. A user name without a password (`http://TOKEN@proxy:3128`) is the secret itself.
 */
export function proxySecrets(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const secrets: string[] = []
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) {
    const given = env[name] ?? ''
    const url = parse(given.includes('://') ? given : `http://${given}`)
    if (url === undefined || (url.password === '' && url.username === '')) continue
    const secret = url.password === '' ? url.username : url.password
    secrets.push(secret)
    try {
      const decoded = decodeURIComponent(secret)
      const password = decodeURIComponent(url.password)
      secrets.push(decoded, Buffer.from(`${decodeURIComponent(url.username)}:${password}`).toString('base64'))
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

type Callback = (error: Error | null, stream: Duplex) => void

/**
 * Node's https agent with a proxy, its tunnels watched while they open. Node hands the request the
 * socket that carries TLS inside the tunnel once the handshake is done, and reports a failure with
 * the socket it happened on: the connection to the proxy (the proxy's failure) or the TLS socket
 * in the tunnel (the target's, such as its certificate).
 */
const tunnelAgentOn = (base: typeof https.Agent) =>
  class TunnelAgent extends base {
    readonly #proxy: string
    readonly #timeoutMs: number
    /** What ends each tunnel still being opened: the pool knows a tunnel only once it is open. */
    readonly #opening = new Set<(error: ProxyError) => void>()

    constructor(proxy: string, timeoutMs: number, options: https.AgentOptions) {
      super(options)
      this.#proxy = proxy
      this.#timeoutMs = timeoutMs
    }

    override createConnection(options: https.RequestOptions, callback?: Callback): Duplex | null | undefined {
      const host = options.host ?? 'localhost'
      const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${options.port ?? options.defaultPort ?? 443}`
      const what = `CONNECT ${authority} through the proxy ${this.#proxy}`
      let done = false
      // Node calls back later, never before this returns: toProxy and deadline are set by then.
      const settle = (error: Error | null, stream: Duplex): void => {
        if (done) return
        done = true
        clearTimeout(deadline)
        this.#opening.delete(end)
        if (error !== null) toProxy?.destroy()
        callback?.(error, stream)
      }
      const end = (error: ProxyError): void => settle(error, toProxy!)
      const toProxy = super.createConnection(options, (error, stream) => {
        if (error === null || stream !== toProxy) settle(error, stream)
        else end(this.#failure(error, what))
      })
      this.#opening.add(end)
      // The proxy's answer or, through the tunnel, the target's TLS handshake: either never came.
      const deadline = guardTimeout(
        () => end(new ProxyError(`${what}: no answer within ${this.#timeoutMs / 1000} s`, false)),
        this.#timeoutMs,
      )
      return toProxy
    }

    /** A failure on the connection to the proxy, before the tunnel was open. */
    #failure(error: NodeJS.ErrnoException & { statusCode?: number }, what: string): ProxyError {
      if (error.code === 'ERR_PROXY_TUNNEL' && error.statusCode !== undefined) {
        const refusal = proxyRefusal(error.statusCode)
        // A gateway's error to CONNECT: the proxy could not reach the target.
        const unreached =
          error.statusCode === 502 || error.statusCode === 504
            ? { at: 'target' as const, reason: `the proxy answered ${refusal.message.slice('the proxy answered '.length)}` }
            : undefined
        return new ProxyError(`${what}: ${refusal.message}`, refusal.final, unreached)
      }
      if (error.code === 'ERR_PROXY_TUNNEL' || error.code === 'ECONNRESET') {
        return new ProxyError(`${what}: the proxy closed the connection before answering`, false)
      }
      // An https:// proxy's certificate: as final as a server's.
      const untrusted = untrustedCertificate(error, `the proxy ${this.#proxy}`)
      const code = error.code ?? ''
      return new ProxyError(
        `${what}: ${untrusted ?? error.message}`,
        untrusted !== undefined,
        NOT_REACHED.has(code) ? { at: 'proxy', code } : undefined,
      )
    }

    override destroy(): void {
      for (const end of [...this.#opening]) end(new ProxyError('the run is over', true))
      super.destroy()
    }
  }

/**
 * The agent's class, made the first time a proxy is used: node:https (and node:http beneath it) is
 * loaded only by a run that goes through a proxy, not by every run's start.
 */
let tunnelAgentClass: ReturnType<typeof tunnelAgentOn> | undefined
const tunnelAgent = () => (tunnelAgentClass ??= tunnelAgentOn(process.getBuiltinModule('node:https').Agent))
