/**
 * A forward proxy on loopback that speaks CONNECT, as corporate proxies do for https, and
 * resolves host names itself from a map: loopback addresses bypass proxies, so the action is
 * pointed at names that only this proxy knows (catalog.test, cognito.test). It counts tunnels.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * How CONNECT is answered: 'tunnel' (200 and a tunnel to the target), 'close' (the connection
 * closes before an answer), 'close-tunnel' (200, then the tunnel closes at once), 'silent' (no
 * answer ever), or a status to answer with instead.
 */
export type ProxyBehaviour = 'tunnel' | 'close' | 'close-tunnel' | 'silent' | { readonly status: number; readonly reason: string }

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

export interface ConnectProxy {
  /** The proxy's URL without credentials, e.g. http://127.0.0.1:41234. */
  readonly url: string
  readonly host: string
  readonly port: number
  /** Every CONNECT the proxy received, in order. */
  readonly connects: ConnectRecord[]
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
  // Plain requests (absolute-form GET http://…) are not what this proxy is for.
  server.on('request', (_req, res) => res.writeHead(405, { Connection: 'close' }).end())
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    const authority = req.url ?? ''
    const proxyAuthorization = req.headers['proxy-authorization']
    const answer = (status: number, reason: string, headers = ''): void => {
      connects.push({ authority, proxyAuthorization, status })
      client.end(`HTTP/1.1 ${status} ${reason}${CRLF}${headers}Content-Length: 0${CRLF}Connection: close${CRLF}${CRLF}`)
    }
    if (behaviour === 'silent') return void connects.push({ authority, proxyAuthorization, status: 0 })
    if (behaviour === 'close') {
      connects.push({ authority, proxyAuthorization, status: 0 })
      return void client.destroy()
    }
    if (typeof behaviour === 'object') return answer(behaviour.status, behaviour.reason)
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
    tunnels: (hostname) => connects.filter((c) => c.status === 200 && c.authority.replace(/:\d+$/, '') === hostname).length,
    openConnections: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
