import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A Git LFS server on loopback (the batch API and basic downloads, per the Git LFS API
 * specification) that serves the objects of a local store and wants a credential on every
 * request, as a private repository's does. It counts what it hands out.
 */
export interface LfsServer {
  /** The LFS endpoint, for lfs.url. */
  readonly url: string
  /** Objects downloaded, by oid, in order. */
  readonly downloads: string[]
  /** Requests refused for want of the credential. */
  readonly unauthorized: number
  close(): Promise<void>
}

const LFS_JSON = 'application/vnd.git-lfs+json'

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** `store`: a folder laid out as .git/lfs/objects; `authorization`: the header value every request must carry. */
export async function startLfsServer(store: string, authorization: string): Promise<LfsServer> {
  const objectFile = (oid: string) => path.join(store, oid.slice(0, 2), oid.slice(2, 4), oid)
  const state = { downloads: [] as string[], unauthorized: 0 }
  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== authorization) {
        state.unauthorized++
        await body(req)
        res
          .writeHead(401, { 'Content-Type': LFS_JSON, 'LFS-Authenticate': 'Basic realm="test"' })
          .end(JSON.stringify({ message: 'Credentials needed' }))
        return
      }
      const url = new URL(req.url ?? '/', 'http://lfs')
      if (req.method === 'POST' && url.pathname === '/objects/batch') {
        const request = JSON.parse(await body(req)) as { operation: string; objects: Array<{ oid: string; size: number }> }
        const objects = await Promise.all(
          request.objects.map(async ({ oid, size }) => {
            const found = await stat(objectFile(oid)).catch(() => undefined)
            if (request.operation !== 'download' || found?.size !== size)
              return { oid, size, error: { code: 404, message: 'Object does not exist' } }
            return { oid, size, authenticated: true, actions: { download: { href: `${origin}/objects/${oid}` } } }
          }),
        )
        res.writeHead(200, { 'Content-Type': LFS_JSON }).end(JSON.stringify({ transfer: 'basic', objects }))
        return
      }
      const oid = /^\/objects\/([0-9a-f]{64})$/.exec(url.pathname)?.[1]
      if (req.method === 'GET' && oid !== undefined) {
        state.downloads.push(oid)
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
        createReadStream(objectFile(oid)).pipe(res)
        return
      }
      res.writeHead(404).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    downloads: state.downloads,
    get unauthorized() {
      return state.unauthorized
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
