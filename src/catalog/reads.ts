import { errorMessage, mapLimit } from '../common/index.ts'
import { UnreachableError } from '../transport/index.ts'
import { type CatalogApi, ItemTooLarge, UnexpectedAnswer } from './api.ts'
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
  /**
   * Where the listing was left before its end, the rest read one by one: its pages had passed the ids
   * of those not seen yet (`passed`), or its last page showed `lastPage` of them, too few to read on.
   */
  readonly stopped?: { readonly passed: boolean; readonly lastPage: number }
  /** Items too large to read whole (with `skipTooLarge`): left out of `items`' answers, to be read another way. */
  readonly tooLarge?: ReadonlySet<string>
}

/**
 * The items `ids` of a collection, in as few requests as the catalog allows: its item listing (100
 * items a page, with their assets, by id) or one GET per item (which shows its assets too).
 *
 * How many pages the listing has is not known before its last page, and the collection may hold
 * many items the run never touches. Another page is read while
 *
 * 1. fewer pages were read than items remain unseen: even if no later page shows one of them, the
 *    listing will have cost no more than reading each of them by itself; or
 * 2. the page just read showed at least two of them, and one not seen yet comes after it in the
 *    listing's order: the next page likely saves more reads than it costs.
 *
 * Past that, the unseen ones are read one by one. Only a listing read to its end says that an item
 * it did not show does not exist: where the listing stops decides what it costs, never what the run
 * takes as absent. So a catalog whose order is not ours (a database collation that weighs '-' and
 * '_' otherwise, seen when its ids do not ascend) costs reads, not a wrong plan.
 *
 * Bounds, with n items asked for, p pages read and u items not seen yet: p + u, what the listing has
 * cost plus what giving it up would cost, starts at n. A page read under rule 1 (p < u before it)
 * leaves it at most 2u ≤ 2n; a page read under rule 2 follows one that showed two or more, which
 * lowered it by at least one, and raises it by at most one. So the requests never exceed 2n:
 * a listing that loops, never ends or holds only foreign items costs at most twice reading each item
 * by itself. A listing of the run's items is read while its pages show them, whatever comes before,
 * between and after: n items in ⌈n/100⌉ pages. A single item is always read by itself: a page cannot
 * beat one GET.
 */
export async function readItems(
  catalog: Pick<CatalogApi, 'listItems' | 'getItem'>,
  collection: string,
  ids: readonly string[],
  concurrency: number,
  options: {
    /** The items are known to exist (the run wrote into them): one the whole listing left out is read by itself, not taken as absent. */
    readonly written?: boolean
    /** An item too large to read whole is named in `tooLarge`, not a failure of the whole read. */
    readonly skipTooLarge?: boolean
  } = {},
): Promise<ItemReads> {
  const unseen = new Set(ids)
  const found = new Map<string, RemoteItem>()
  let pages = 0
  let complete = false
  let listingFailed: string | undefined
  let stopped: ItemReads['stopped']
  if (unseen.size >= 2) {
    const order = new ListingOrder(unseen)
    try {
      let next: string | undefined
      for (;;) {
        const page = await catalog.listItems(collection, next)
        pages++
        let shown = 0
        for (const item of page?.items ?? []) {
          order.saw(item.id)
          if (unseen.delete(item.id)) {
            found.set(item.id, item)
            shown++
          }
        }
        next = page?.next
        complete = next === undefined
        if (complete || unseen.size === 0) break
        // Rule 1, then rule 2 (above).
        if (pages < unseen.size) continue
        const ahead = order.unseenAhead(unseen)
        if (shown >= 2 && ahead) continue
        stopped = { passed: !ahead, lastPage: shown }
        break
      }
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
  const tooLarge = new Set<string>()
  const read = await mapLimit(rest, concurrency, async (id) => {
    try {
      return [id, await catalog.getItem(collection, id)] as const
    } catch (error) {
      if (options.skipTooLarge !== true || !(error instanceof ItemTooLarge)) throw error
      tooLarge.add(id)
      return [id, undefined] as const
    }
  })
  const byGet = new Map(read)
  return {
    items: new Map(ids.map((id) => [id, found.get(id) ?? byGet.get(id)])),
    pages,
    gets: rest.length,
    ...(listingFailed === undefined ? {} : { listingFailed }),
    ...(stopped === undefined || listingFailed !== undefined ? {} : { stopped }),
    ...(tooLarge.size === 0 ? {} : { tooLarge }),
  }
}

/**
 * Where the listing is in its order (by id, as the service sorts its items): whether an item not
 * seen yet can still come. Trusted only while the ids it shows ascend as our strings compare.
 */
class ListingOrder {
  readonly #wanted: readonly string[]
  /** The index in `#wanted` (ascending) of the largest id that may be unseen. */
  #top: number
  #last: string | undefined
  #ordered = true

  constructor(wanted: ReadonlySet<string>) {
    this.#wanted = [...wanted].sort()
    this.#top = this.#wanted.length - 1
  }

  saw(id: string): void {
    if (this.#last !== undefined && id <= this.#last) this.#ordered = false
    this.#last = id
  }

  /** Whether an unseen item's id comes after the last id shown (always, once the order is not ours). */
  unseenAhead(unseen: ReadonlySet<string>): boolean {
    while (this.#top >= 0 && !unseen.has(this.#wanted[this.#top]!)) this.#top--
    if (this.#top < 0) return false
    return !this.#ordered || this.#last === undefined || this.#wanted[this.#top]! > this.#last
  }
}

/** For the log: how the items were read, and at what cost. */
export function describeReads(reads: ItemReads): string {
  const read = `Read ${reads.items.size} target item(s)`
  const pages = `${reads.pages} page(s) of the collection's item listing`
  if (reads.listingFailed !== undefined) return `${read}: ${pages}, which failed (${reads.listingFailed}), then ${reads.gets} one by one`
  if (reads.pages === 0) return `${read} one by one: ${reads.gets} request(s)`
  if (reads.gets === 0) return `${read} from ${pages}`
  const { stopped } = reads
  if (stopped === undefined)
    return `${read}: ${pages}, then the ${reads.gets} the whole listing left out one by one (the run wrote into them)`
  if (stopped.passed)
    return `${read}: ${pages}, then the ${reads.gets} not shown one by one (its pages had passed their ids, before the listing's end)`
  const shown = stopped.lastPage === 0 ? 'none' : `${stopped.lastPage}`
  return (
    `${read}: ${pages}, then the ${reads.gets} not shown yet one by one ` +
    `(its last page showed ${shown} of them: more pages would likely cost more requests than they save)`
  )
}
