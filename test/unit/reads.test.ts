import { describe, expect, it } from 'vitest'
import { itemAssets } from '../../src/catalog/model.ts'
import { describeReads, readItems } from '../../src/catalog/reads.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { assetFields } from '../support/asset-fields.ts'

// Planning reads the run's target items through the collection's item listing or one by one,
// whichever costs fewer requests; the catalog in memory counts them.

const COLLECTION = 'ch.test'
const id = (prefix: string, i: number) => `${prefix}-${String(i).padStart(5, '0')}`
const ids = (prefix: string, count: number, step = 1) => Array.from({ length: count }, (_, i) => id(prefix, i * step))

function catalogWith(items: readonly string[]): MemoryCatalog {
  return new MemoryCatalog(items.map((item) => ({ collection: COLLECTION, item })))
}

async function read(catalog: MemoryCatalog, targets: readonly string[], concurrency = 4) {
  catalog.calls.length = 0
  const reads = await readItems(catalog, COLLECTION, targets, concurrency)
  return { reads, pages: catalog.count('listItems'), gets: catalog.count('getItem') }
}

describe('reading the target items', () => {
  it('reads 1,500 items of a collection of 1,500 in 15 pages', async () => {
    const all = ids('station', 1500)
    const { reads, pages, gets } = await read(catalogWith(all), all)
    expect({ pages, gets }).toEqual({ pages: 15, gets: 0 })
    expect([...reads.items.values()].every((item) => item !== undefined)).toBe(true)
    expect(describeReads(reads)).toBe("Read 1500 target item(s) from 15 page(s) of the collection's item listing")
  })

  it('reads a single item by itself: a page cannot beat one GET', async () => {
    const { pages, gets, reads } = await read(catalogWith(ids('s', 300)), [id('s', 7)])
    expect({ pages, gets }).toEqual({ pages: 0, gets: 1 })
    expect(describeReads(reads)).toBe('Read 1 target item(s) one by one: 1 request(s)')
  })

  it('finds new items absent once the listing has ended, with no read of their own', async () => {
    const targets = [...ids('old', 50), ...ids('new', 150)]
    const { reads, pages, gets } = await read(catalogWith(ids('old', 50)), targets)
    expect({ pages, gets }).toEqual({ pages: 1, gets: 0 })
    expect([...reads.items].filter(([, item]) => item === undefined)).toHaveLength(150)
    // An empty collection: one page, and nothing exists.
    const empty = await read(new MemoryCatalog([{ collection: COLLECTION, item: undefined }]), targets)
    expect({ pages: empty.pages, gets: empty.gets }).toEqual({ pages: 1, gets: 0 })
  })

  it('reads by itself an item the run wrote into that the whole listing left out (a listing bug), not taking it as absent', async () => {
    const catalog = catalogWith(ids('w', 5))
    const listing = catalog.listItems.bind(catalog)
    catalog.listItems = async (collection, next) => {
      const page = await listing(collection, next)
      return page && { ...page, items: page.items.filter((item) => item.id !== id('w', 3)) }
    }
    catalog.calls.length = 0
    const reads = await readItems(catalog, COLLECTION, ids('w', 5), 4, { written: true })
    expect([...reads.items.values()].map((item) => item?.id)).toEqual(ids('w', 5))
    expect(catalog.calls).toEqual([`listItems ${COLLECTION}`, `getItem ${id('w', 3)}`])
    // Planning, which does not know, takes it as absent.
    expect((await read(catalog, ids('w', 5))).reads.items.get(id('w', 3))).toBeUndefined()
  })

  it('a matrix shard with every fourth item of 2,000 reads the 20 pages, fewer than its 500 items', async () => {
    const { pages, gets } = await read(catalogWith(ids('t', 2000)), ids('t', 500, 4))
    expect({ pages, gets }).toEqual({ pages: 20, gets: 0 })
  })

  it('gives the listing up once more pages would cost more than the items left, which it reads one by one', async () => {
    // 10 targets after 50,000 items the run does not touch.
    const catalog = catalogWith([...ids('a', 50_000), ...ids('z', 10)])
    const { reads, pages, gets } = await read(catalog, ids('z', 10))
    expect({ pages, gets }).toEqual({ pages: 10, gets: 10 })
    expect([...reads.items.values()].every((item) => item !== undefined)).toBe(true)
    expect(describeReads(reads)).toBe(
      "Read 10 target item(s): 10 page(s) of the collection's item listing, then the 10 not shown yet one by one " +
        '(its last page showed none of them: more pages would likely cost more requests than they save)',
    )
  })

  it.each([
    ['targets first', 40, 0],
    ['targets spread', 40, 1],
    ['targets last', 40, 2],
    ['few targets, spread', 3, 1],
  ])('never costs more than twice reading each item by itself: %s', async (_what, count, where) => {
    const others = ids('m', 3000)
    const targets =
      where === 0 ? ids('a', count) : where === 2 ? ids('z', count) : ids('m', count, Math.floor(3000 / count)).map((t) => `${t}x`)
    const catalog = catalogWith([...others, ...targets])
    const { pages, gets } = await read(catalog, targets)
    expect(pages + gets).toBeLessThanOrEqual(2 * count)
    // When the listing is read to its end, it costs no more than the items one by one.
    if (gets === 0) expect(pages).toBeLessThanOrEqual(count)
  })

  it('reads one by one what a failed listing did not show, and says why', async () => {
    const catalog = catalogWith(ids('s', 250))
    let listed = 0
    catalog.before.set('listItems', () => {
      if (++listed === 2) throw new Error('list the items of collection ch.test: HTTP 500 boom')
    })
    const { reads, pages, gets } = await read(catalog, ids('s', 250))
    expect({ pages, gets }).toEqual({ pages: 2, gets: 150 })
    expect(reads.items.size).toBe(250)
    expect(describeReads(reads)).toMatch(
      /1 page\(s\) of the collection's item listing, which failed \(.*HTTP 500 boom\), then 150 one by one/,
    )
  })

  it('gives each item with its assets, as a GET of the item does', async () => {
    const catalog = catalogWith(ids('s', 3))
    await catalog.putAsset({ collection: COLLECTION, item: id('s', 1) }, { ...fields('a.csv') }, false)
    const listed = (await readItems(catalog, COLLECTION, ids('s', 3), 2)).items.get(id('s', 1))!
    const got = (await catalog.getItem(COLLECTION, id('s', 1)))!
    expect(itemAssets(listed)).toEqual([expect.objectContaining({ id: 'a.csv', type: 'text/csv' })])
    expect(itemAssets(listed)).toEqual(itemAssets(got))
  })
})

describe('the listing rule', () => {
  it("reads a listing of exactly the run's items to its end, none one by one: 30,000 in 300 pages, 100,000 in 1,000", async () => {
    for (const count of [30_000, 100_000]) {
      const all = ids('stn', count)
      const { reads, counts } = await readScripted(listing(all), all)
      expect(counts).toEqual({ pages: count / 100, gets: 0 })
      expect(describeReads(reads)).toBe(`Read ${count} target item(s) from ${count / 100} page(s) of the collection's item listing`)
    }
    // One item short of a full last page, and a re-run that finds one of them gone (the listing ends all the same).
    const some = ids('stn', 10_050)
    expect((await readScripted(listing(some), some)).counts).toEqual({ pages: 101, gets: 0 })
    expect((await readScripted(listing(some.filter((item) => item !== id('stn', 10_049))), some)).counts).toEqual({ pages: 101, gets: 0 })
  })

  it("reads pages while they show the run's items, with foreign ones before, between and after, and none past the last of them", async () => {
    const targets = [...ids('k', 1500), ...ids('p', 1500)]
    const all = [...ids('a', 2000), ...ids('k', 1500), ...ids('m', 3000), ...ids('p', 1500), ...ids('z', 50_000)]
    // 80 pages hold every target: the 500 pages of foreign items after them are not read.
    expect((await readScripted(listing(all), targets)).counts).toEqual({ pages: 80, gets: 0 })
    // New items (not in the catalog yet) whose ids the listing has passed: read one by one, no further page.
    const added = ['k-00100x', 'k-00200x', 'p-00007x']
    const passed = await readScripted(listing(all), [...targets, ...added])
    expect(passed.counts).toEqual({ pages: 80, gets: 3 })
    expect(added.map((item) => passed.reads.items.get(item))).toEqual([undefined, undefined, undefined])
    expect(describeReads(passed.reads)).toBe(
      "Read 3003 target item(s): 80 page(s) of the collection's item listing, then the 3 not shown one by one " +
        "(its pages had passed their ids, before the listing's end)",
    )
    // A new item after every listed id: one more page, which shows none, then that item by itself.
    const last = await readScripted(listing(all), [...targets, 'zz'])
    expect(last.counts).toEqual({ pages: 81, gets: 1 })
    expect(describeReads(last.reads)).toMatch(/then the 1 not shown yet one by one \(its last page showed none of them/)
    // Foreign items between pages of targets, a few targets a page: each page still saves more reads than it costs.
    const sparse = Array.from({ length: 40_000 }, (_, i) => `${id('s', i)}${i % 25 === 0 ? 't' : 'f'}`)
    const wanted = sparse.filter((item) => item.endsWith('t'))
    expect((await readScripted(listing(sparse), wanted)).counts).toEqual({ pages: 400, gets: 0 })
  })

  it.each([
    ['loops back to its first page', (all: readonly string[]) => looping(all)],
    ['never ends, with foreign items only', () => scripted((n) => ({ ids: ids(`f${n}`, 100), more: true }))],
    [
      'shows one target a page, for ever',
      (all: readonly string[]) => scripted((n) => ({ ids: [all[n % all.length]!, ...ids(`f${n}`, 99)], more: true })),
    ],
    [
      'shows two targets on every other page, for ever',
      (all: readonly string[]) => scripted((n) => ({ ids: n % 2 === 1 ? ids(`f${n}`, 100) : all.slice(n, n + 2), more: true })),
    ],
    ['shows the same targets on every page', (all: readonly string[]) => scripted(() => ({ ids: all.slice(0, 100), more: true }))],
    ['shows its ids in descending order', (all: readonly string[]) => listing([...all, ...ids('z', 20_000)].reverse())],
  ])('stays within twice reading each item by itself when the listing %s', async (_what, make) => {
    for (const count of [2, 10, 150, 1000]) {
      const targets = ids('t', count)
      const { reads, counts } = await readScripted(make(targets), targets)
      expect(counts.pages + counts.gets).toBeLessThanOrEqual(2 * count)
      expect(reads.items.size).toBe(count)
    }
  })
})

/** A catalog whose item listing is scripted: the ids of page n (from 0), and whether another follows; a GET finds what `exists`. */
function scripted(page: (n: number) => { ids: readonly string[]; more: boolean }, exists: (id: string) => boolean = () => true) {
  const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
  const counts = { pages: 0, gets: 0 }
  catalog.listItems = async (_collection, next) => {
    counts.pages++
    const n = next === undefined ? 0 : Number(next)
    const { ids, more } = page(n)
    return { items: ids.map((item) => ({ id: item, assets: {} })), next: more ? String(n + 1) : undefined }
  }
  catalog.getItem = async (_collection, item) => {
    counts.gets++
    return exists(item) ? { id: item, assets: {} } : undefined
  }
  return { catalog, counts }
}

/** The service's listing of these ids, 100 a page. */
function listing(all: readonly string[]) {
  const present = new Set(all)
  return scripted(
    (n) => ({ ids: all.slice(n * 100, n * 100 + 100), more: all.length > n * 100 + 100 }),
    (item) => present.has(item),
  )
}

/** A listing whose last page leads back to its first. */
function looping(all: readonly string[]) {
  const pages = Math.max(1, Math.ceil(all.length / 2 / 100))
  return scripted((n) => ({ ids: all.slice((n % pages) * 100, (n % pages) * 100 + 100), more: true }))
}

async function readScripted({ catalog, counts }: ReturnType<typeof scripted>, targets: readonly string[]) {
  const reads = await readItems(catalog, COLLECTION, targets, 4)
  return { reads, counts: { ...counts } }
}

function fields(assetId: string) {
  return assetFields(assetId, 'text/csv')
}
