/**
 * A static STAC catalog in the workspace (stac-source: the path of a JSON file): a Catalog or
 * Collection followed through its child and item links, an Item, or a FeatureCollection of Items,
 * as pystac, rio-stac and stactools write them. Every document is read as a file an input names
 * (readNamedFile: its real path inside the workspace, a regular file, bounded), every href followed
 * must be relative and stay inside the workspace, and the walk is bounded in documents, bytes, items
 * and assets. What is wrong is said for every document at once, each problem naming its href.
 */
import path from 'node:path'
import { mapLimit, NamedFileError, type Problem, ProblemsError, readNamedFile, slashedRelative, within } from '../common/index.ts'
import { DOCUMENT_LIMITS, DocumentError, documentKind, type Json, migrated, parseDocument } from './documents.ts'
import { mapItem, NotStored } from './map.ts'
import type { SourceAsset, SourceDelivery, SourceItem } from './model.ts'

/** Bounds on a whole source: far more than a delivery holds, and far less than would exhaust a runner. */
export interface SourceLimits {
  /** JSON documents read (catalogs, collections, items). */
  readonly documents: number
  /** Bytes of JSON read in all. */
  readonly bytes: number
  readonly items: number
  readonly assets: number
}

export const SOURCE_LIMITS: SourceLimits = {
  documents: 50_000,
  bytes: 256 * 1024 * 1024,
  items: 50_000,
  assets: 200_000,
}

/** Documents read at once: each is a few system calls and a parse. */
const DOCUMENTS_AT_ONCE = 8

/** A static source: its items, and where each asset's file is (its href resolved against the JSON that names it). */
export interface StaticDelivery extends SourceDelivery {
  readonly kind: 'static'
  /** Absolute paths, lexically inside the workspace: files/ checks their real paths as it checks a selected file's. */
  readonly paths: ReadonlyMap<SourceAsset, string>
}

const HREF_FIX =
  'a STAC source in the repository names its documents and files by paths relative to the JSON that names them, inside the ' +
  'workspace (pystac: make_all_asset_hrefs_relative(), then save(CatalogType.SELF_CONTAINED))'

/** Where a relative href leads from the document that names it, or why it is not followed. */
export function localHref(href: string, document: string, workspace: string): { readonly path: string } | { readonly why: string } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^[a-z]:[\\/]/i.test(href)) return { why: 'is a URL, not a relative path' }
  if (path.isAbsolute(href) || href.startsWith('/') || href.startsWith('\\') || /^[a-z]:[\\/]/i.test(href))
    return { why: 'is an absolute path, not a relative one' }
  const resolved = within(workspace, path.resolve(path.dirname(document), href))
  return resolved === undefined ? { why: 'leads outside the workspace' } : { path: resolved }
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The items of the static catalog at `source.path`, as the target stores them, and what it does not
 * store; a ProblemsError naming every document (and the href that named it) that cannot be read,
 * every href that leads elsewhere than a relative path inside the workspace, and every item the
 * target cannot take, or one bound passed.
 */
export async function readStaticSource(
  source: { readonly path: string; readonly source: string },
  options: { readonly workspace: string; readonly workingDirectory: string; readonly limits?: SourceLimits },
): Promise<StaticDelivery> {
  const { workspace, workingDirectory, limits = SOURCE_LIMITS } = options
  const shown = (file: string): string => slashedRelative(workingDirectory, file)
  const problems: Problem[] = []
  const refuse = (file: string, what: string, fix?: string) =>
    problems.push({ subject: { kind: 'file', path: shown(file) }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) })
  const bound = (what: string): never => {
    throw new ProblemsError(
      [
        {
          subject: { kind: 'input', name: 'stac-source', source: source.source },
          against: 'files',
          what: [what],
          fix: ['publish the catalog in parts: give stac-source a sub-catalog or collection of it per run'],
        },
      ],
      null,
    )
  }
  const notStored = new NotStored()
  const items: SourceItem[] = []
  const paths = new Map<SourceAsset, string>()
  const seen = new Set<string>([source.path])
  let frontier: Array<{ readonly file: string; readonly via?: string }> = [{ file: source.path }]
  let [documents, bytes, assets] = [0, 0, 0]
  while (frontier.length > 0) {
    documents += frontier.length
    if (documents > limits.documents) bound(`it leads to more than the ${limits.documents} JSON documents read of a STAC source`)
    const read = await mapLimit(frontier, DOCUMENTS_AT_ONCE, async ({ file }) => {
      try {
        return await readNamedFile({ workspace, path: file, limit: DOCUMENT_LIMITS.bytes })
      } catch (error) {
        if (error instanceof NamedFileError) return error
        throw error
      }
    })
    const next: typeof frontier = []
    for (const [index, { file, via }] of frontier.entries()) {
      const content = read[index]!
      if (content instanceof NamedFileError) {
        refuse(file, `the STAC document is not read: ${content.message}${via === undefined ? '' : ` (${via})`}`)
        continue
      }
      bytes += content.length
      if (bytes > limits.bytes) bound(`its documents hold more than the ${limits.bytes} bytes of JSON read of a STAC source`)
      let document: Json
      try {
        document = parseDocument(content.toString('utf8'))
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error
        refuse(file, `is no STAC document that is read: ${error.message}`)
        continue
      }
      const kind = documentKind(document)
      if (kind === undefined) {
        refuse(file, 'is no STAC Catalog, Collection, Item or FeatureCollection of Items', 'give stac-source the root of a static catalog')
        continue
      }
      if (kind === 'catalog') {
        for (const link of Array.isArray(document.links) ? (document.links as unknown[]) : []) {
          if (!isObject(link) || (link.rel !== 'child' && link.rel !== 'item')) continue
          if (typeof link.href !== 'string' || link.href === '') {
            refuse(file, `a ${link.rel} link has no href`)
            continue
          }
          const leads = localHref(link.href, file, workspace)
          if ('why' in leads) refuse(file, `the href '${link.href}' of its ${link.rel} link ${leads.why}`, HREF_FIX)
          else if (!seen.has(leads.path)) {
            seen.add(leads.path)
            next.push({ file: leads.path, via: `the ${link.rel} link of ${shown(file)}` })
          }
        }
        continue
      }
      const features = kind === 'item' ? [document] : Array.isArray(document.features) ? (document.features as unknown[]) : []
      for (const [position, feature] of features.entries()) {
        const where = kind === 'item' ? '' : `feature ${position + 1}: `
        if (!isObject(feature) || feature.type !== 'Feature') {
          refuse(file, `${where}is no STAC Item`)
          continue
        }
        let upgraded: Json
        try {
          upgraded = await migrated(feature)
        } catch (error) {
          if (!(error instanceof DocumentError)) throw error
          refuse(file, `${where}${error.message}`)
          continue
        }
        const item = mapItem(feature, upgraded, shown(file), notStored)
        if (typeof item === 'string') {
          refuse(file, `${where}${typeof feature.id === 'string' ? `item '${feature.id}': ` : ''}${item}`)
          continue
        }
        let leaving = false
        for (const asset of item.assets) {
          const leads = localHref(asset.href, file, workspace)
          if ('why' in leads) {
            leaving = true
            refuse(file, `${where}the href '${asset.href}' of asset '${asset.key}' of item '${item.id}' ${leads.why}`, HREF_FIX)
          } else paths.set(asset, leads.path)
        }
        if (leaving) continue
        items.push(item)
        assets += item.assets.length
        if (items.length > limits.items) bound(`it holds more than the ${limits.items} items read of a STAC source`)
        if (assets > limits.assets) bound(`its items hold more than the ${limits.assets} assets read of a STAC source`)
      }
    }
    frontier = next
  }
  const ids = new Map<string, string>()
  for (const item of items) {
    const other = ids.get(item.id)
    if (other === undefined) ids.set(item.id, item.from)
    else
      refuse(
        path.resolve(workingDirectory, item.from),
        `its item '${item.id}' has the id of an item of ${other}`,
        'give each item its own id',
      )
  }
  if (problems.length > 0)
    throw new ProblemsError(problems, `${problems.length} problem(s) with the STAC source ${source.source}; nothing was written:`)
  return { kind: 'static', items, notStored: notStored.counts, paths }
}
