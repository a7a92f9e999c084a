/**
 * A collection of a STAC API as the source (stac-source: its https address): its items read from
 * the item listing (the filters source-datetime and source-bbox sent as the STAC API defines them,
 * its pages followed while they stay on the source's origin), or the items source-ids names, each
 * read by itself. The reads go through the catalog client (HttpCatalog, without any token: the
 * source is another origin and public), which caps and shape-checks every answer and retries as
 * every request of a run is retried. Each item is then bounded and upgraded as a static source's
 * is, and its assets' hrefs must be ones the run reads (content/'s hrefProblem: https, plain http
 * only to loopback hosts, no credentials).
 */
import { CatalogError, type ItemFilters, type ItemPage, type RemoteItem } from '../catalog/index.ts'
import { errorMessage, mapLimit, type Problem, ProblemsError } from '../common/index.ts'
import { hrefProblem } from '../content/index.ts'
import type { SourceInput } from '../domain/index.ts'
import { checkedDocument, DocumentError, type Json, migrated } from './documents.ts'
import { mapItem, NotStored } from './map.ts'
import type { SourceDelivery, SourceItem } from './model.ts'
import { SOURCE_LIMITS, type SourceLimits } from './static.ts'

/** What the source reader asks of a STAC API: the catalog client's reads, without a token. */
export interface SourceReads {
  listItems(collection: string, next?: string, filters?: ItemFilters): Promise<ItemPage | undefined>
  getItem(collection: string, id: string): Promise<RemoteItem | undefined>
}

type ApiSource = Extract<SourceInput, { kind: 'api' }>

/** The assets an item shows (an object by key, shape-checked by the client). */
const assetCount = (item: RemoteItem): number =>
  item.assets !== null && typeof item.assets === 'object' ? Object.keys(item.assets).length : 0

/** A collection's address, in the API root and the collection's id the client reads it by. */
export function sourceCollection(url: string): { readonly apiRoot: string; readonly collection: string } {
  const at = url.lastIndexOf('/collections/')
  return { apiRoot: url.slice(0, at), collection: decodeURIComponent(url.slice(at + '/collections/'.length)) }
}

/** An href as a message shows it: its credentials, which the run never sends, masked; at most 200 characters. */
function shownHref(href: string): string {
  const url = URL.parse(href)
  if (url === null || (url.username === '' && url.password === '')) return href.slice(0, 200)
  url.username = '***'
  url.password = ''
  return url.href.slice(0, 200)
}

/**
 * The items of the API source, as the target stores them, and what it does not store; a
 * ProblemsError that names every item the target cannot take, every id source-ids names that the
 * source does not have, and an answer the source gave that is not what was asked for.
 */
export async function readApiSource(
  source: ApiSource,
  reads: SourceReads,
  options: { readonly concurrency: number; readonly limits?: SourceLimits },
): Promise<SourceDelivery> {
  const { limits = SOURCE_LIMITS } = options
  const { collection } = sourceCollection(source.url)
  const subject = { kind: 'input', name: 'stac-source' } as const
  const problems: Problem[] = []
  const stop = (what: string, fix?: string): never => {
    throw new ProblemsError([{ subject, against: 'catalog', what: [what], ...(fix === undefined ? {} : { fix: [fix] }) }], null)
  }
  const answered = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read()
    } catch (error) {
      // The source's own refusal or an answer that is none (UnexpectedAnswer, CatalogBusy): said as the source's.
      if (error instanceof CatalogError) return stop(`the STAC API at ${source.url} answered: ${errorMessage(error)}`)
      throw error
    }
  }
  const found: RemoteItem[] = []
  if (source.ids !== undefined) {
    const shown = await mapLimit(source.ids, options.concurrency, (id) => answered(() => reads.getItem(collection, id)))
    source.ids.forEach((id, index) => {
      if (shown[index] === undefined)
        problems.push({
          subject: { kind: 'input', name: 'source-ids' },
          against: 'catalog',
          what: [`the source has no item '${id}' in ${source.url}`],
        })
      else found.push(shown[index])
    })
  } else {
    const filters: ItemFilters = {
      ...(source.bbox === undefined ? {} : { bbox: source.bbox }),
      ...(source.datetime === undefined ? {} : { datetime: source.datetime }),
    }
    let next: string | undefined
    // Bounded as the listing goes: its items and their assets (all held until the plan), and a next that leads back.
    const pages = new Set<string>()
    let listed = 0
    const inParts = 'promote it in parts: narrow source-datetime or source-bbox, or run once per part'
    do {
      const page = await answered(() => reads.listItems(collection, next, filters))
      if (page === undefined)
        stop(`the STAC API has no collection at ${source.url}`, 'give the address of a collection it lists under /collections')
      found.push(...page!.items)
      listed += page!.items.reduce((sum, item) => sum + assetCount(item), 0)
      if (found.length > limits.items) stop(`it lists more than the ${limits.items} items read of a STAC source`, inParts)
      if (listed > limits.assets) stop(`its items hold more than the ${limits.assets} assets read of a STAC source`, inParts)
      next = page!.next
      if (next !== undefined && pages.has(next))
        stop(`its item listing leads back to a page it showed before (${next.slice(0, 200)}): it is not read to its end`)
      if (next !== undefined) pages.add(next)
    } while (next !== undefined)
  }
  const notStored = new NotStored()
  const items: SourceItem[] = []
  const seen = new Set<string>()
  let assets = 0
  for (const remote of found) {
    const from = `${source.url}/items/${encodeURIComponent(remote.id)}`
    const refuse = (what: string) =>
      problems.push({ subject: { kind: 'item', id: remote.id }, against: 'catalog', what: [`(${from}) ${what}`] })
    // The same item twice: a listing whose pages moved while they were read, or an id named twice.
    if (seen.has(remote.id)) continue
    seen.add(remote.id)
    let original: Json
    let upgraded: Json
    try {
      original = checkedDocument(remote)
      upgraded = await migrated(original)
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error
      refuse(error.message)
      continue
    }
    const item = mapItem(original, upgraded, from, notStored)
    if (typeof item === 'string') {
      refuse(item)
      continue
    }
    // Refused here, before the plan (a dry run says so too), as the bytes would be refused when read (content/).
    const unreadable = item.assets.flatMap((asset) => {
      const why = hrefProblem(asset.href)
      return why === undefined ? [] : [{ asset, why }]
    })
    for (const { asset, why } of unreadable)
      problems.push({
        subject,
        against: 'catalog',
        what: [`the href '${shownHref(asset.href)}' of asset '${asset.key}' of item '${remote.id}' (${from}) is not read: ${why}`],
        fix: ['the source must give its assets at https addresses without credentials (plain http only on this machine)'],
      })
    if (unreadable.length > 0) continue
    assets += item.assets.length
    if (assets > limits.assets) stop(`its items hold more than the ${limits.assets} assets read of a STAC source`, 'promote it in parts')
    items.push(item)
  }
  if (problems.length > 0)
    throw new ProblemsError(problems, `${problems.length} problem(s) with the STAC source ${source.url}; nothing was written:`)
  return { kind: 'api', items, notStored: notStored.counts }
}
