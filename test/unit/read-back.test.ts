import { describe, expect, it } from 'vitest'
import type { CatalogApi, ItemPage, RemoteItem } from '../../src/catalog/index.ts'
import { Budget } from '../../src/execute/budget.ts'
import { ReadBack } from '../../src/execute/read-back.ts'
import type { PlanEntry } from '../../src/plan/index.ts'

// The read back that follows the writes (read-back.ts), against a listing scripted here: which page is
// asked for when, which items are read again, and that it never asks while the writes have stopped.

const COLLECTION = 'ch.test'
const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `item-${String(from + i).padStart(4, '0')}`)

/** The entries of a plan: one file an item, each written ('create'), or left as it is ('skip'). */
const entriesOf = (items: readonly string[], action: PlanEntry['action'] = 'create'): PlanEntry[] =>
  items.map((item) => ({ spec: { container: { collection: COLLECTION, item } }, action }) as unknown as PlanEntry)

/** Let every promise that can move on do so. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A collection's listing by id, `pageSize` a page (the service's is 100), the items' versions as they
 * are when each page or item is read; every call recorded with what had been written when it came.
 */
function scriptedCatalog(all: readonly string[], pageSize = 100) {
  const version = new Map<string, number>()
  const calls: Array<{ readonly call: string; readonly written: number }> = []
  let written = 0
  const item = (id: string): RemoteItem => ({ id, properties: { version: version.get(id) ?? 0 } })
  const catalog: Pick<CatalogApi, 'listItems' | 'getItem'> = {
    listItems: async (_collection, next) => {
      const from = next === undefined ? 0 : Number(next)
      calls.push({ call: `page ${from / pageSize}`, written })
      await settle()
      const to = from + pageSize
      const page: ItemPage = { items: all.slice(from, to).map(item), next: to < all.length ? String(to) : undefined }
      return page
    },
    getItem: async (_collection, id) => {
      calls.push({ call: `get ${id}`, written })
      await settle()
      return item(id)
    },
  }
  return {
    catalog: catalog as CatalogApi,
    calls,
    /** An item's writes end: a later read shows its new version. */
    write: (id: string) => {
      version.set(id, (version.get(id) ?? 0) + 1)
      written++
    },
  }
}

/** A run that writes one item after another (one file each, a turn of the event loop apart), read back as it goes. */
async function writeInOrder(items: readonly string[], { catalog, calls, write }: ReturnType<typeof scriptedCatalog>) {
  const entries = entriesOf(items)
  const readBack = new ReadBack(entries)
  const reads = readBack.start(catalog, COLLECTION, new Budget(4), 4)!
  for (const [index, entry] of entries.entries()) {
    await settle()
    write(items[index]!)
    readBack.settled(entry, true)
  }
  readBack.writesOver()
  return { calls, read: await readBack.items(reads, (id) => catalog.getItem(COLLECTION, id), 4) }
}

describe('reading back while the run writes', () => {
  it('asks for each page of the listing once the writes of every item it can show are over, in order', async () => {
    const items = ids(250)
    const { calls, read } = await writeInOrder(items, scriptedCatalog(items))
    // Page 1 once items 0–99 were written, page 2 once 100–199, page 3 once all 250.
    expect(calls).toEqual([
      { call: 'page 0', written: 100 },
      { call: 'page 1', written: 200 },
      { call: 'page 2', written: 250 },
    ])
    expect(read.pages).toBe(3)
    expect([...read.items.values()].map((shown) => shown?.properties?.version)).toEqual(Array(250).fill(1))
  })

  it('reads again, by itself, an item a page showed before its writes were over (a page longer than the service gives)', async () => {
    const items = ids(150)
    // Pages of 200: the first shows all 150 items once the first 100 are written.
    const { calls, read } = await writeInOrder(items, scriptedCatalog(items, 200))
    const page = calls.find((call) => call.call === 'page 0')!
    expect(page.written).toBeGreaterThanOrEqual(100)
    expect(page.written).toBeLessThan(150)
    // Those written after the page was asked for are read again, and their new version counts.
    const again = calls.filter((call) => call.call.startsWith('get ')).map((call) => call.call.slice('get '.length))
    expect(again).toEqual(items.slice(page.written))
    expect(read.gets).toBe(150 - page.written)
    expect([...read.items.values()].every((shown) => shown?.properties?.version === 1)).toBe(true)
  })

  it('reads a single item by itself once its writes are over, and nothing at all for a plan that writes into no item', async () => {
    const { catalog, calls, write } = scriptedCatalog(['only'])
    const entries = entriesOf(['only', 'only', 'only'])
    const readBack = new ReadBack(entries)
    const reads = readBack.start(catalog, COLLECTION, new Budget(4), 4)!
    for (const entry of entries) {
      await settle()
      expect(calls).toEqual([])
      write('only')
      readBack.settled(entry, true)
    }
    readBack.writesOver()
    const read = await readBack.items(reads, (id) => catalog.getItem(COLLECTION, id), 4)
    expect(calls).toEqual([{ call: 'get only', written: 3 }])
    expect(read.items.get('only')?.properties?.version).toBe(3)

    expect(new ReadBack(entriesOf(ids(300), 'skip')).start(catalog, COLLECTION, new Budget(4), 4)).toBeUndefined()
  })

  it('reads nothing back of what was not written: no page for a run whose writes all failed, no read of an item not written into', async () => {
    const items = ids(150)
    const { catalog, calls } = scriptedCatalog(items)
    const refused = new ReadBack(entriesOf(items))
    const none = refused.start(catalog, COLLECTION, new Budget(4), 4)!
    for (const entry of entriesOf(items)) refused.settled(entry, false)
    refused.writesOver()
    const read = await refused.items(none, (id) => catalog.getItem(COLLECTION, id), 4)
    expect(calls).toEqual([])
    expect([...read.items.values()].every((shown) => shown === undefined)).toBe(true)

    // Written into: the first 100 only (the rest refused), and one item by itself.
    const entries = entriesOf(items)
    const partly = new ReadBack(entries)
    const reads = partly.start(catalog, COLLECTION, new Budget(4), 4)!
    for (const [index, entry] of entries.entries()) partly.settled(entry, index < 100)
    partly.writesOver()
    await partly.items(reads, (id) => catalog.getItem(COLLECTION, id), 4)
    // The first page shows the 100 written; the second page is not needed, nor is any item by itself.
    expect(calls.map((call) => call.call)).toEqual(['page 0'])
  })

  it("takes one of the run's slots for each read: while the files hold them all, the page waits", async () => {
    const items = ids(2)
    const entries = entriesOf(items)
    const { catalog, calls, write } = scriptedCatalog(items)
    const slots = new Budget(1)
    const readBack = new ReadBack(entries)
    let release!: () => void
    // A file holds the one slot.
    const holding = slots.run(() => new Promise<void>((resolve) => (release = resolve)))
    const reads = readBack.start(catalog, COLLECTION, slots, 1)!
    for (const [index, entry] of entries.entries()) {
      write(items[index]!)
      readBack.settled(entry, true)
    }
    await settle()
    await settle()
    expect(calls).toEqual([])
    release()
    await holding
    readBack.writesOver()
    await readBack.items(reads, (id) => catalog.getItem(COLLECTION, id), 1)
    expect(calls).toEqual([{ call: 'page 0', written: 2 }])
  })

  it('asks for nothing more once the writes stopped as a whole, and its reads fail', async () => {
    const items = ids(120)
    const entries = entriesOf(items)
    const { catalog, calls } = scriptedCatalog(items)
    const readBack = new ReadBack(entries)
    const reads = readBack.start(catalog, COLLECTION, new Budget(4), 4)!
    readBack.abandon()
    readBack.writesOver()
    await expect(reads).rejects.toThrow(/stopped writing/)
    expect(calls).toEqual([])
  })
})
