import { startFakeCatalog } from '../../sandbox/fake-catalog.ts'
import { staticToken } from '../../src/auth/auth.ts'
import { HttpCatalog } from '../../src/catalog/http-catalog.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { Http } from '../../src/transport/http.ts'
import { catalogApiSuite } from './catalog-api.ts'

// The client over real sockets to the sandbox's catalog, held to the same cases as the catalog in memory.
const TOKEN = 'conformance-token'
const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_n, work) => work() }

catalogApiSuite('HttpCatalog over sockets to the sandbox', async (options) => {
  const fake = await startFakeCatalog({ staticTokens: [TOKEN], minPartSize: 1, ...options })
  const http = new Http({ retries: 0, timeoutMs: 10_000, log })
  const catalog = new HttpCatalog({ apiRoot: `${fake.origin}/api/stac/v1`, http, tokens: staticToken(TOKEN), secrets: new Secrets() })
  return {
    catalog,
    apiOrigin: fake.origin,
    storageOrigin: fake.storageOrigin,
    close: async () => {
      http.dispose()
      await fake.close()
    },
  }
})
