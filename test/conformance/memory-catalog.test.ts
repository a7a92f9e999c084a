import { MemoryCatalog } from '../support/memory-catalog.ts'
import { catalogApiSuite } from './catalog-api.ts'

// The unit tests' catalog, in memory and without sockets, held to the cases HttpCatalog passes over sockets.
catalogApiSuite('the catalog in memory (test/support/memory-catalog.ts)', async (options) => {
  const containers = [
    ...options.collections.map((collection) => ({ collection, item: undefined })),
    ...Object.entries(options.items).flatMap(([collection, items]) => items.map((item) => ({ collection, item }))),
  ]
  const catalog = new MemoryCatalog(containers, { mode: options.mode })
  catalog.now = options.now
  Object.assign(catalog.server, options.variant)
  return { catalog, apiOrigin: 'memory://catalog', storageOrigin: 'memory://storage', close: async () => undefined }
})
