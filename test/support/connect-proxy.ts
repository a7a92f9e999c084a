/**
 * A forward proxy on loopback that speaks CONNECT, as corporate proxies do for https, forwards
 * plain-http requests in absolute form (GET http://host/path), and resolves host names itself
 * from a map: loopback addresses bypass proxies, so the action is pointed at names that only this
 * proxy knows (catalog.test, cognito.test). It counts tunnels.
 */
import { createServer as createHttpServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * How CONNECT (and a forwarded request) is answered: 'tunnel' (200 and a tunnel to the target),
 * 'close' (the connection closes before an answer), 'close-tunnel' (200, then the tunnel closes at
 * once), 'silent' (no answer ever), or a status to answer with instead; with keepAlive, a CONNECT's
 * connection stays open after it, as with a proxy that waits for credentials on the same connection.
 */
export type ProxyBehaviour =
  'tunnel' | 'close' | 'close-tunnel' | 'silent' | { readonly status: number; readonly reason: string; readonly keepAlive?: boolean }

export interface ConnectProxyOptions {
  /** Host name → address, the proxy's own DNS. Other names get 502, as from a proxy that cannot resolve them. */
  readonly hosts: Readonly<Record<string, string>>
  /** Demand Proxy-Authorization (Basic) with these: 407 otherwise. */
  readonly credentials?: { readonly user: string; readonly password: string }
  readonly behaviour?: ProxyBehaviour
  /** Key and certificate (PEM): an https:// proxy, TLS between the client and the proxy. */
  readonly tls?: { readonly key: string; readonly cert: string }
}

export interface ConnectRecord {
  /** host:port as the CONNECT request named it. */
  readonly authority: string
  readonly proxyAuthorization: string | undefined
  readonly status: number
}

/** A plain-http request the proxy forwarded, or refused. */
export interface ForwardRecord {
  /** The absolute-form target, e.g. http://plain.test:8080/path. */
  readonly url: string
  readonly proxyAuthorization: string | undefined
  readonly status: number
}

export interface ConnectProxy {
  /** The proxy's URL without credentials, e.g. http://127.0.0.1:41234. */
  readonly url: string
  readonly host: string
  readonly port: number
  /** Every CONNECT the proxy received, in order. */
  readonly connects: ConnectRecord[]
  /** Every plain-http request the proxy received, in order. */
  readonly forwarded: ForwardRecord[]
  /** Tunnels opened (answered 200) to a host name, any port. */
  tunnels(hostname: string): number
  /** Connections open now from clients, tunnels included. */
  openConnections(): number
  close(): Promise<void>
}

const CRLF = '\r\n'

export async function startConnectProxy(options: ConnectProxyOptions): Promise<ConnectProxy> {
  const behaviour = options.behaviour ?? 'tunnel'
  const connects: ConnectRecord[] = []
  const forwarded: ForwardRecord[] = []
  const sockets = new Set<Duplex>()
  const expected =
    options.credentials === undefined
      ? undefined
      : `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`

  const server: Server =
    options.tls === undefined ? createHttpServer() : createHttpsServer({ key: options.tls.key, cert: options.tls.cert })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? ''
    const proxyAuthorization = req.headers['proxy-authorization']
    const answer = (status: number, reason: string, headers: Record<string, string> = {}): void => {
      forwarded.push({ url, proxyAuthorization, status })
      res.writeHead(status, reason, { ...headers, 'Content-Length': '0' }).end()
    }
    if (behaviour === 'silent') return void forwarded.push({ url, proxyAuthorization, status: 0 })
    if (behaviour === 'close' || behaviour === 'close-tunnel') {
      forwarded.push({ url, proxyAuthorization, status: 0 })
      return void req.socket.destroy()
    }
    if (typeof behaviour === 'object') return answer(behaviour.status, behaviour.reason)
    if (expected !== undefined && proxyAuthorization !== expected)
      return answer(407, 'Proxy Authentication Required', { 'Proxy-Authenticate': 'Basic realm="test"' })
    const target = URL.canParse(url) ? new URL(url) : undefined
    const address = target?.protocol === 'http:' ? options.hosts[target.hostname] : undefined
    if (target === undefined || address === undefined) return answer(502, 'Bad Gateway')
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith('proxy-')))
    const upstream = request({
      host: address,
      port: target.port === '' ? 80 : Number(target.port),
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers,
    })
    upstream.on('response', (answered) => {
      forwarded.push({ url, proxyAuthorization, status: answered.statusCode ?? 0 })
      res.writeHead(answered.statusCode ?? 502, answered.headers)
      answered.pipe(res)
    })
    upstream.on('error', () => (res.headersSent ? res.destroy() : answer(502, 'Bad Gateway')))
    req.pipe(upstream)
  })
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    const authority = req.url ?? ''
    const proxyAuthorization = req.headers['proxy-authorization']
    const answer = (status: number, reason: string, headers = '', keepAlive = false): void => {
      connects.push({ authority, proxyAuthorization, status })
      const head = `HTTP/1.1 ${status} ${reason}${CRLF}${headers}Content-Length: 0${CRLF}`
      if (keepAlive) {
        client.write(`${head}${CRLF}`)
        client.on('end', () => client.end())
      } else client.end(`${head}Connection: close${CRLF}${CRLF}`)
    }
    if (behaviour === 'silent') {
      // The server's sockets are half-open: this one ends when the client's does.
      client.on('end', () => client.end())
      return void connects.push({ authority, proxyAuthorization, status: 0 })
    }
    if (behaviour === 'close') {
      connects.push({ authority, proxyAuthorization, status: 0 })
      return void client.destroy()
    }
    if (typeof behaviour === 'object') return answer(behaviour.status, behaviour.reason, '', behaviour.keepAlive)
    if (expected !== undefined && proxyAuthorization !== expected)
      return answer(407, 'Proxy Authentication Required', `Proxy-Authenticate: Basic realm="test"${CRLF}`)
    const match = /^([^:]+|\[[^\]]+\]):(\d+)$/.exec(authority)
    const address = match === null ? undefined : options.hosts[match[1]!]
    if (match === null || address === undefined) return answer(502, 'Bad Gateway')
    const upstream = connect({ host: address, port: Number(match[2]) })
    upstream.on('error', () => (upstream.readyState === 'opening' ? answer(502, 'Bad Gateway') : client.destroy()))
    upstream.on('connect', () => {
      connects.push({ authority, proxyAuthorization, status: 200 })
      client.write(`HTTP/1.1 200 Connection Established${CRLF}${CRLF}`)
      if (behaviour === 'close-tunnel') {
        upstream.destroy()
        client.destroy()
        return
      }
      if (head.length > 0) upstream.write(head)
      client.pipe(upstream).pipe(client)
      upstream.on('close', () => client.destroy())
      client.on('close', () => upstream.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const scheme = options.tls === undefined ? 'http' : 'https'
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    connects,
    forwarded,
    tunnels: (hostname) => connects.filter((c) => c.status === 200 && c.authority.replace(/:\d+$/, '') === hostname).length,
    openConnections: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
