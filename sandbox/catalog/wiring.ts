/**
 * Puts the fake catalog together: the store, the token checks, the API and the storage, each
 * origin on its own loopback server, every request recorded and offered to the fault hook.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { refusalsSettled, runWithFault, seeded } from '../faults.ts'
import { DiskBlobs } from './blobs.ts'
import { apiError, HttpError } from './errors.ts'
import { databaseNow, isoTime } from './fields.ts'
import { cacheHeaders, readBody, Routes } from './routes.ts'
import { CatalogService, SERVER_VARIANTS } from './service.ts'
import { Storage } from './storage.ts'
import * as represent from './represent.ts'
import { Urls } from './represent.ts'
import { CatalogStore, type AssetRecord, type AssetRef, type ItemRecord, type Owner } from './store.ts'
import { TokenVerifier } from './tokens.ts'
import type { FakeCatalog, FakeCatalogOptions, RecordedRequest, StoredAsset, StoredItem, UploadView } from './types.ts'

function send(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  if (body === undefined) {
    res.writeHead(status, headers).end()
  } else {
    // As the service does, with a Content-Length (so that an answer cut short shows as one).
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    const type = typeof body === 'string' ? 'text/plain' : 'application/json'
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(text)), ...headers }).end(text)
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export async function startCatalog(options: FakeCatalogOptions): Promise<FakeCatalog> {
  const now = options.now ?? databaseNow
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'fake-catalog-')))
  const blobs = new DiskBlobs(dataDir)
  const storage = new Storage({ blobs, now })
  const store = new CatalogStore({
    now,
    collections: options.collections ?? [],
    items: options.items ?? {},
    externalAssets: options.externalAssets === true,
    minPartSize: options.minPartSize ?? 5 * 1024 * 1024,
    urlExpiresSeconds: () => {
      const setting = options.urlExpiresSeconds ?? 3600
      return typeof setting === 'function' ? setting() : setting
    },
    blobs,
    presign: (upload) => storage.presign(upload),
  })
  storage.serve(store)
  const tokens = new TokenVerifier({
    now,
    ...(options.jwksUrl === undefined ? {} : { jwksUrl: options.jwksUrl }),
    ...(options.issuer === undefined ? {} : { issuer: options.issuer }),
    ...(options.staticTokens === undefined ? {} : { staticTokens: options.staticTokens }),
  })
  let origin = ''
  const urls = new Urls(
    () => origin,
    () => storage.origin,
  )
  const service = new CatalogService(store, { ...SERVER_VARIANTS[options.mode ?? 'deployed'], ...options.variant })
  const routes = new Routes({
    service,
    tokens,
    urls,
    deadlockRate: options.deadlockRate ?? 0,
    random: seeded(options.deadlockSeed ?? 1),
  })
  const requests: RecordedRequest[] = []

  function serve(target: 'api' | 'storage'): Server {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const arrived = performance.now()
      const record = (status: number, bytes: number) =>
        requests.push({
          target,
          method: req.method ?? '',
          path: url.pathname,
          status,
          authorization: req.headers.authorization,
          contentMd5: req.headers['content-md5'] as string | undefined,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          bytes,
          ms: performance.now() - arrived,
        })
      void (async () => {
        const fault = options.fault?.({ target, method: req.method ?? '', path: url.pathname, headers: req.headers })
        const outcome = await runWithFault(fault, { req, res, server }, async () => {
          const bytes = Number(req.headers['content-length'] ?? 0)
          try {
            if (target === 'storage') {
              record(await storage.handle(req, res, url), bytes)
              return
            }
            const answer = await routes.handle(req, url)
            record(answer.status, bytes)
            send(res, answer.status, answer.body, { ...cacheHeaders(req.method, answer.status, now()), ...answer.headers })
          } catch (error) {
            if (!req.complete) await readBody(req).catch(() => undefined)
            const failure = error instanceof HttpError ? error : apiError(500, String(error))
            const headers = {
              ...(target === 'api' ? cacheHeaders(req.method, failure.status, now()) : {}),
              ...(failure.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
              ...failure.headers,
            }
            record(failure.status, bytes)
            if (!res.headersSent) send(res, failure.status, failure.body, headers)
            else res.destroy()
          }
        })
        if (!outcome.handled) record(outcome.status, 0)
      })()
    })
    return server
  }

  const apiServer = serve('api')
  const storageServer = serve('storage')
  origin = await listen(apiServer)
  storage.origin = await listen(storageServer)

  const view = (record: AssetRecord): StoredAsset => ({
    id: record.id,
    fields: { ...record.fields },
    ...(record.checksum === undefined ? {} : { checksum: record.checksum }),
    ...(record.file === undefined ? {} : { file: record.file }),
    fileSize: record.fileSize,
    etag: record.etag,
  })
  const ref = (collection: string, item: string, asset: string): AssetRef => ({ collection, item, asset })
  const uploadsOf = (asset: AssetRef): UploadView[] =>
    store.uploadsOf(asset).map((u) => ({
      uploadId: u.id,
      status: u.status,
      parts: [...u.parts].sort(([a], [b]) => a - b).map(([number, part]) => ({ number, size: part.size, etag: part.etag })),
    }))
  const readFile = async (asset: AssetRef): Promise<Buffer> => {
    const file = store.asset(asset)?.file
    if (file === undefined) throw new Error(`asset ${[asset.collection, asset.item, asset.asset].filter(Boolean).join('/')} has no file`)
    return store.readObject(file)
  }
  const assetsOf = (owner: Owner): StoredAsset[] => {
    try {
      return [...store.assetsOf(owner).values()].map(view)
    } catch {
      return []
    }
  }

  const itemView = (collection: string, record: ItemRecord): StoredItem => {
    const shown = represent.item(urls, collection, record) as { properties: Record<string, string | boolean> }
    const { created, updated, ...properties } = shown.properties
    return {
      id: record.id,
      collection,
      geometry: record.geometry,
      properties,
      links: record.links.map((link) => represent.withoutNulls({ ...link }) as Record<string, string>),
      assets: [...record.assets.keys()].sort(),
      created: String(created),
      updated: String(updated),
      etag: record.etag,
      expired: store.expired(record),
    }
  }

  return {
    origin,
    storageOrigin: storage.origin,
    requests,
    writes: () => requests.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method)).length,
    assets: (collection, item) => assetsOf({ collection, item }),
    asset(collection, item, id) {
      const record = store.asset(ref(collection, item, id))
      return record === undefined ? undefined : view(record)
    },
    readFile: (collection, item, id) => readFile(ref(collection, item, id)),
    seedAsset: (collection, item, fields, file) => store.seedAsset(ref(collection, item, String(fields.id)), fields, file),
    startUpload: (collection, item, id) => store.startUpload(ref(collection, item, id)),
    uploads: (collection, item, id) => uploadsOf(ref(collection, item, id)),
    seedItem(collection, body) {
      store.addCollection({ id: collection })
      try {
        return itemView(collection, store.putItem(collection, String(body.id), body).record)
      } catch (error) {
        if (error instanceof HttpError) throw new Error(`seedItem: a PUT would be refused: ${JSON.stringify(error.body)}`, { cause: error })
        throw error
      }
    },
    leaveOutOfListing: (collection, id) => void service.unlisted.add(`${collection}/${id}`),
    item(collection, id) {
      const record = store.item(collection, id)
      return record === undefined ? undefined : itemView(collection, record)
    },
    items: (collection) =>
      [...(store.collection(collection)?.items.values() ?? [])]
        .map((record) => itemView(collection, record))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    collectionAssets: (collection) => assetsOf({ collection }),
    collectionAsset(collection, id) {
      const record = store.asset({ collection, asset: id })
      return record === undefined ? undefined : view(record)
    },
    readCollectionAssetFile: (collection, id) => readFile({ collection, asset: id }),
    seedCollectionAsset(collection, fields, file) {
      store.addCollection({ id: collection })
      return store.seedAsset({ collection, asset: String(fields.id) }, fields, file)
    },
    startCollectionAssetUpload: (collection, id) => store.startUpload({ collection, asset: id }),
    collectionAssetUploads: (collection, id) => uploadsOf({ collection, asset: id }),
    collection(id) {
      const record = store.collection(id)
      return record === undefined ? undefined : { id, etag: record.etag, updated: isoTime(record.updated) }
    },
    calculateExtents: () => store.calculateExtents(),
    clearRequests: () => void requests.splice(0),
    async close() {
      await Promise.all([refusalsSettled(apiServer), refusalsSettled(storageServer)])
      apiServer.closeAllConnections()
      storageServer.closeAllConnections()
      await Promise.all([new Promise((resolve) => apiServer.close(resolve)), new Promise((resolve) => storageServer.close(resolve))])
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
