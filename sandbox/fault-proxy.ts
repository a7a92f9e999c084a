/**
 * A reverse proxy on loopback in front of another HTTP origin (cognito-local, started by idp.ts)
 * that injects the same faults as the fake catalog's own origins: so that tests can fault the
 * identity provider too. Requests and answers pass through unchanged otherwise.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import { refusalsSettled, runWithFault, type FaultHook, type FaultTarget } from './faults.ts'

export interface FaultProxyOptions {
  /** The origin to forward to, e.g. http://127.0.0.1:4242 (a path or query in it is ignored). */
  readonly target: string
  /** Asked for every request, as the fake catalog's fault option. */
  readonly fault?: FaultHook
  /** What fault hooks see as FaultRequest.target: 'idp' unless told. */
  readonly name?: FaultTarget
}

export interface ProxiedRequest {
  readonly method: string
  readonly path: string
  /** What the client got: the target's status, an injected one, or 0 for a closed connection. */
  readonly status: number
}

export interface FaultProxy {
  readonly origin: string
  /** The same URL of the target, through the proxy: e.g. cognito.url or cognito.jwksUrl. */
  url(targetUrl: string): string
  readonly requests: ProxiedRequest[]
  close(): Promise<void>
}

// Headers that belong to one connection, not to the request or answer passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'])

function passOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())))
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target)
  const name = options.name ?? 'idp'
  const requests: ProxiedRequest[] = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    const record = (status: number) => requests.push({ method: req.method ?? '', path, status })
    void (async () => {
      const fault = options.fault?.({ target: name, method: req.method ?? '', path, headers: req.headers })
      const outcome = await runWithFault(fault, { req, res, server }, async () => {
        try {
          const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
            const forwarded = request(
              {
                host: target.hostname,
                port: target.port,
                method: req.method,
                path: req.url,
                headers: { ...passOn(req.headers), host: target.host },
              },
              resolve,
            )
            forwarded.on('error', reject)
            req.pipe(forwarded)
          })
          record(upstream.statusCode ?? 0)
          res.writeHead(upstream.statusCode ?? 502, passOn(upstream.headers))
          await pipeline(upstream, res)
        } catch (error) {
          record(502)
          if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`fault proxy: ${String(error)}`)
          else res.destroy()
        }
      })
      if (!outcome.handled) record(outcome.status)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url(targetUrl) {
      const url = new URL(targetUrl)
      return `${origin}${url.pathname}${url.search}`
    },
    requests,
    async close() {
      await refusalsSettled(server)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
