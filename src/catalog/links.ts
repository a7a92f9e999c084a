import { containerUrl } from './http-catalog.ts'
import type { Container, RemoteCollection } from './model.ts'

/** Where a person looks at the collection, an item or an asset: the catalog's STAC Browser where it has one, its API otherwise. */
export interface Links {
  readonly collection: string
  item(id: string): string
  asset(container: Container, id: string): string
}

/**
 * How STAC Browser (radiantearth/stac-browser, since 3.3) names an asset in its state query
 * parameter `.asset`: its key, lower case, every character but a word character as '-'. A page
 * opened with `?.asset=asset-…` shows that asset unfolded among the others, as the browser's own
 * address bar says when one is opened (data.geo.admin.ch's: `…/items/<item>?.asset=asset-<item>_2056-shp-zip`).
 * The browser has no page of its own for an asset.
 */
export const browserAssetKey = (id: string): string => `asset-${id.toLowerCase().replace(/[^\w]/g, '-')}`

/**
 * The service links every collection and item to its page in the STAC Browser (rel alternate,
 * text/html): data.geo.admin.ch has one, in the browser's hash mode
 * (`…/browser/index.html#/collections/<c>`). An item's page is the collection's followed by
 * /items/{id}, as the service makes it; an asset is its item's (or collection's) page with the
 * asset unfolded.
 */
export function catalogLinks(apiRoot: string, collectionId: string, collection: RemoteCollection | undefined): Links {
  const page = collection?.links?.find((link) => link.rel === 'alternate' && link.type === 'text/html' && typeof link.href === 'string')
  const browser = typeof page?.href === 'string' ? page.href : undefined
  if (browser !== undefined) {
    const item = (id: string): string => `${browser}/items/${encodeURIComponent(id)}`
    return {
      collection: browser,
      item,
      asset: (container, id) => `${container.item === undefined ? browser : item(container.item)}?.asset=${browserAssetKey(id)}`,
    }
  }
  return {
    collection: containerUrl(apiRoot, { collection: collectionId, item: undefined }),
    item: (id) => containerUrl(apiRoot, { collection: collectionId, item: id }),
    asset: (container, id) => `${containerUrl(apiRoot, container)}/assets/${encodeURIComponent(id)}`,
  }
}

/** The pages of a run's target: the collection's, and its one item's when it has one. */
export interface TargetPages {
  readonly collection: { readonly id: string; readonly url: string }
  /** None when the run publishes to the collection itself or to several items. */
  readonly item?: { readonly id: string; readonly url: string }
}

export function targetPages(links: Links, collectionId: string, items: readonly string[]): TargetPages {
  const collection = { id: collectionId, url: links.collection }
  return items.length === 1 ? { collection, item: { id: items[0]!, url: links.item(items[0]!) } } : { collection }
}

/** The page the `url` output gives: the target's one item, or the collection. */
export const targetUrl = (pages: TargetPages): string => pages.item?.url ?? pages.collection.url
