import type { Budget } from './budget.ts'
import { type CatalogApi, type ItemPage, type ItemReads, readItems, type RemoteItem } from '../catalog/index.ts'
import { mapLimit } from '../common/index.ts'
import type { PlanEntry } from '../plan/index.ts'

/** What a page of the item listing holds at most (the service's): the items a page read waits for. */
const PAGE = 100

/**
 * The read back of the items a run writes into, made while the run still writes: each page of the
 * collection's listing is read once the writes of every item it can show are over, so that the
 * listing follows the writes instead of starting after the last one (2,000 items: 20 pages one after
 * another, half a second at 25 ms an answer, were the run's last half second with one request under
 * way of its 16). Items are read as readItems reads them (pages or one by one, within its bounds).
 *
 * The listing is by id. A page read after `last` (the largest id pages have shown) shows items whose
 * ids come after it, at most PAGE of them: of the run's, at most the next PAGE in the same order. So
 * a page is asked for once those are written; any of the run's items a page shows that was still
 * being written when the page was asked for (a catalog whose order is not ours, a page longer than
 * the service's) is read again by itself afterwards (`stale`). An item read by itself is read once
 * its writes are over. Every read takes one of the run's `concurrency` slots, as a file being
 * published does: the run never has more requests under way than it had before.
 */
export class ReadBack {
  /** The items the plan writes into, ascending (as the listing is meant to be). */
  readonly #ids: readonly string[]
  readonly #index: ReadonlyMap<string, number>
  /** Entries of each item not settled yet. */
  readonly #left: number[]
  /** When each item's writes were over, by the order in which they ended (0: not yet). */
  readonly #settledAt: number[]
  /** Whether any file was written into each item (created or updated): only those are read back. */
  readonly #wrote: boolean[]
  /** When the read that showed each item was asked for, by the same count. */
  readonly #shownAt = new Map<string, number>()
  #settledCount = 0
  #writing = true
  #abandoned = false
  #changed: { promise: Promise<void>; resolve: () => void } = Promise.withResolvers<void>()
  /** The largest id the listing's pages have shown, foreign ones included. */
  #last: string | undefined
  /** The first of `#ids` after `#last`. */
  #from = 0

  constructor(entries: readonly PlanEntry[]) {
    const written = new Set<string>()
    for (const entry of entries) {
      const item = entry.spec.container.item
      if (item !== undefined && entry.action !== 'skip' && entry.action !== 'error') written.add(item)
    }
    this.#ids = [...written].sort()
    this.#index = new Map(this.#ids.map((id, index) => [id, index]))
    this.#left = this.#ids.map(() => 0)
    this.#settledAt = this.#ids.map(() => 0)
    this.#wrote = this.#ids.map(() => false)
    for (const entry of entries) {
      const index = entry.spec.container.item === undefined ? undefined : this.#index.get(entry.spec.container.item)
      if (index !== undefined) this.#left[index]!++
    }
  }

  /**
   * Starts reading the written items back (resolved once read), or undefined when the plan writes into
   * no item. The reads wait for the writes they read: `settled` and `writesOver` move them on.
   */
  start(catalog: CatalogApi, collection: string, slots: Budget, concurrency: number): Promise<ItemReads> | undefined {
    if (this.#ids.length === 0) return undefined
    const view: Pick<CatalogApi, 'listItems' | 'getItem'> = {
      listItems: (of, next) => this.#page(catalog, of, next, slots),
      getItem: async (of, id) => {
        const index = this.#index.get(id)
        await this.#until(() => this.#over(index))
        // Nothing was written into it (its item not made, its files refused): not read back.
        if (index !== undefined && !this.#wrote[index]!) return undefined
        this.#shownAt.set(id, this.#settledCount)
        return slots.run(() => catalog.getItem(of, id))
      },
    }
    return readItems(view, collection, this.#ids, concurrency, { written: true, skipTooLarge: true })
  }

  /** An entry's writes are over, whatever their outcome; `wrote`: its file was written (created or updated). */
  settled(entry: PlanEntry, wrote: boolean): void {
    const index = entry.spec.container.item === undefined ? undefined : this.#index.get(entry.spec.container.item)
    if (index === undefined) return
    if (wrote) this.#wrote[index] = true
    if (--this.#left[index]! > 0) return
    this.#settledAt[index] = ++this.#settledCount
    this.#wake()
  }

  /** Every entry has settled (or the writing stopped): nothing is waited for any more. */
  writesOver(): void {
    this.#writing = false
    this.#wake()
  }

  /** The writes failed as a whole: no read is asked for any more. */
  abandon(): void {
    this.#abandoned = true
    this.#wake()
  }

  /** Items a page showed before their writes were over: to be read again, by themselves. */
  stale(): string[] {
    return this.#ids.filter((id, index) => {
      const shown = this.#shownAt.get(id)
      return shown !== undefined && shown < this.#settledAt[index]!
    })
  }

  async #page(catalog: CatalogApi, collection: string, next: string | undefined, slots: Budget): Promise<ItemPage | undefined> {
    while (this.#from < this.#ids.length && this.#last !== undefined && this.#ids[this.#from]! <= this.#last) this.#from++
    const from = this.#from
    const to = Math.min(from + PAGE, this.#ids.length)
    // A range none of whose items was written into waits for the end of the writes: its page may not be needed at all.
    await this.#until(() => {
      let wrote = false
      for (let index = from; index < to; index++) {
        if (!this.#over(index)) return false
        if (this.#wrote[index]!) wrote = true
      }
      return wrote || !this.#writing
    })
    // Nothing written into any item still to be shown (a run whose writes were refused): the listing ends here, unread.
    if (!this.#writing && !this.#wrote.includes(true, from)) return { items: [], next: undefined }
    const askedAt = this.#settledCount
    const page = await slots.run(() => catalog.listItems(collection, next))
    for (const item of page?.items ?? []) {
      if (this.#index.has(item.id)) this.#shownAt.set(item.id, askedAt)
      if (this.#last === undefined || item.id > this.#last) this.#last = item.id
    }
    return page
  }

  #over(index: number | undefined): boolean {
    return !this.#writing || index === undefined || this.#settledAt[index] !== 0
  }

  async #until(condition: () => boolean): Promise<void> {
    while (!condition()) await this.#changed.promise
    if (this.#abandoned) throw new Error('the run stopped writing before its read back')
  }

  #wake(): void {
    const changed = this.#changed
    this.#changed = Promise.withResolvers<void>()
    changed.resolve()
  }

  /** The items read back (once the writes are over), those a page showed before their writes were over read again. */
  async items(reads: Promise<ItemReads>, reread: (id: string) => Promise<RemoteItem | undefined>, concurrency: number): Promise<ItemReads> {
    const read = await reads
    const stale = this.stale().filter((id) => !(read.tooLarge?.has(id) ?? false))
    if (stale.length === 0) return read
    const again = await mapLimit(stale, concurrency, async (id) => [id, await reread(id)] as const)
    const items = new Map(read.items)
    for (const [id, item] of again) items.set(id, item)
    return { ...read, items, gets: read.gets + stale.length }
  }
}
