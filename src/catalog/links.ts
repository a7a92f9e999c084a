import { containerUrl } from './http-catalog.ts'
import type { Container, RemoteCollection } from './model.ts'

/** Where a person looks at an item or an asset: the catalog's STAC Browser where it has one, its API otherwise. */
export interface Links {
  item(id: string): string
  asset(container: Container, id: string): string
}

/**
 * The service links every collection and item to its page in the STAC Browser (rel alternate,
 * text/html): data.geo.admin.ch has one. An item's page is the collection's followed by
 * /items/{id}, as the service makes it; assets are shown on their item's (or collection's) page.
 */
export function catalogLinks(apiRoot: string, collectionId: string, collection: RemoteCollection | undefined): Links {
  const page = collection?.links?.find((link) => link.rel === 'alternate' && link.type === 'text/html' && typeof link.href === 'string')
  const browser = typeof page?.href === 'string' ? page.href : undefined
  if (browser !== undefined) {
    const item = (id: string): string => `${browser}/items/${encodeURIComponent(id)}`
    return { item, asset: (container) => (container.item === undefined ? browser : item(container.item)) }
  }
  return {
    item: (id) => containerUrl(apiRoot, { collection: collectionId, item: id }),
    asset: (container, id) => `${containerUrl(apiRoot, container)}/assets/${encodeURIComponent(id)}`,
  }
}
