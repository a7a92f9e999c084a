/**
 * A TLS front for a plain-http server on loopback, as a load balancer is before the real
 * catalog and Cognito: it ends TLS with the given certificate and passes the bytes on, one
 * backend connection per client connection, so keep-alive is the client's and the backend's.
 */
import { connect, type AddressInfo, type Socket } from 'node:net'
import { createServer, type TLSSocket } from 'node:tls'

export interface TlsFront {
  readonly port: number
  /** TLS connections accepted so far. */
  connections(): number
  close(): Promise<void>
}

export async function startTlsFront(backend: string, tls: { readonly key: string; readonly cert: string }): Promise<TlsFront> {
  const target = new URL(backend)
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer({ key: tls.key, cert: tls.cert }, (client: TLSSocket) => {
    accepted++
    const upstream = connect({ host: target.hostname, port: Number(target.port) })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    upstream.on('close', () => client.destroy())
    client.on('close', () => upstream.destroy())
  })
  // A handshake the client gave up on (a certificate it does not trust) is not the front's error.
  server.on('tlsClientError', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
