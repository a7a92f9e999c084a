import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

/**
 * HTTP servers on loopback for the tests of a file (the hook is registered where this is called):
 * each started on a free port, and after each test closed with its connections. Gives the function
 * that starts one and resolves with its origin (http://127.0.0.1:port).
 */
export function loopbackServers(): (handle: RequestListener) => Promise<string> {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map(
        (server) =>
          new Promise((resolve) => {
            server.closeAllConnections()
            server.close(resolve)
          }),
      ),
    )
  })
  return async (handle) => {
    const server = createServer(handle)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
}
