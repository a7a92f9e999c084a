import { errorMessage, mapLimit } from '../common/index.ts'
import { UnreachableError } from '../transport/index.ts'
import { type CatalogApi, UnexpectedAnswer } from './api.ts'
import type { RemoteItem } from './model.ts'

/** What reading a set of items found, and what it cost. */
export interface ItemReads {
  /** Each item asked for, as the catalog shows it (with its assets), or undefined when it has none. */
  readonly items: ReadonlyMap<string, RemoteItem | undefined>
  /** Pages of the collection's item listing read. */
  readonly pages: number
  /** Items read one by one. */
  readonly gets: number
  /** Why the listing was given up, when it failed: the rest was read one by one. */
  readonly listingFailed?: string
}

/**
 * The items `ids` of a collection, in as few requests as the catalog allows: its item listing (100
 * items a page, with their assets) or one GET per item (which shows its assets too).
 *
 * How many pages the listing has is not known before its last page, and the collection may hold
 * many items the run never touches. So the listing is read while it can still win: another page is
 * read only while fewer pages were read than items remain unseen; past that, the unseen ones are read
 * one by one. The listing then costs no more than reading every item one by one, and giving it up
 * at most twice that. A single item is always read by itself: a page cannot beat one GET.
 */
export async function readItems(
  catalog: CatalogApi,
  collection: string,
  ids: readonly string[],
  concurrency: number,
  options: {
    /** The items are known to exist (the run wrote into them): one the whole listing left out is read by itself, not taken as absent. */
    readonly written?: boolean
  } = {},
): Promise<ItemReads> {
  const unseen = new Set(ids)
  const found = new Map<string, RemoteItem>()
  let pages = 0
  let complete = false
  let listingFailed: string | undefined
  if (unseen.size >= 2) {
    try {
      let next: string | undefined
      do {
        const page = await catalog.listItems(collection, next)
        pages++
        for (const item of page?.items ?? []) {
          if (unseen.delete(item.id)) found.set(item.id, item)
        }
        next = page?.next
        complete = next === undefined
      } while (!complete && pages < unseen.size)
    } catch (error) {
      // A page that is no page of items (a gateway's or a portal's) is no refusal to read around:
      // something else answers for the catalog, and nothing it lets through is planned on.
      if (error instanceof UnexpectedAnswer) throw error
      // A catalog that cannot be reached is not read around: one read per item would only try again as long, each.
      if (error instanceof UnreachableError) throw error
      listingFailed = errorMessage(error)
    }
  }
  // After the whole listing, an item it did not show does not exist (or has expired, which hides it), unless the run wrote into it.
  const rest = complete && options.written !== true ? [] : [...unseen]
  const read = await mapLimit(rest, concurrency, async (id) => [id, await catalog.getItem(collection, id)] as const)
  const byGet = new Map(read)
  return {
    items: new Map(ids.map((id) => [id, found.get(id) ?? byGet.get(id)])),
    pages,
    gets: rest.length,
    ...(listingFailed === undefined ? {} : { listingFailed }),
  }
}

/** For the log: how the items were read, and at what cost. */
export function describeReads(reads: ItemReads): string {
  const read = `Read ${reads.items.size} target item(s)`
  const pages = `${reads.pages} page(s) of the collection's item listing`
  if (reads.listingFailed !== undefined) return `${read}: ${pages}, which failed (${reads.listingFailed}), then ${reads.gets} one by one`
  if (reads.pages === 0) return `${read} one by one: ${reads.gets} request(s)`
  if (reads.gets === 0) return `${read} from ${pages}`
  return `${read}: ${pages}, then the ${reads.gets} not shown yet one by one (fewer requests than the pages left)`
}
