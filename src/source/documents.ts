/**
 * A STAC document as the source reads it: bounded before anything walks it, and upgraded to STAC 1.1
 * by @radiantearth/stac-migrate on a copy. Its bytes come from a file of the workspace or an answer of
 * another origin, and are untrusted either way: the library walks every object once per extension it
 * knows and renames keys by assignment, so a document is refused past its bounds (nesting, lists
 * the library iterates per object), and a "__proto__" key is dropped as it is parsed.
 */
import { errorMessage } from '../common/index.ts'

export type Json = Readonly<Record<string, unknown>>

/** Bounds on one document: what the largest real catalogs need many times over. */
export const DOCUMENT_LIMITS = {
  /** Bytes of one JSON document (a FeatureCollection of many items is the largest). */
  bytes: 32 * 1024 * 1024,
  /** Nesting of objects and lists (a MultiPolygon's coordinates are 4 deep in an item 3 deep). */
  depth: 64,
  /** Entries of stac_extensions: the library looks each extension up in it for every object it migrates. */
  extensions: 100,
  /** Features of a FeatureCollection. */
  features: 100_000,
  /** Assets of one item (the catalog holds some 12,000 at most in one). */
  assets: 20_000,
  /** Links of one document. */
  links: 10_000,
} as const

export class DocumentError extends Error {
  override name = 'DocumentError'
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The document's JSON, parsed without "__proto__" keys (JSON.parse keeps one as an own property,
 * which a library that copies keys by assignment would turn into a prototype), and checked against
 * DOCUMENT_LIMITS by a walk without recursion. Throws a DocumentError that says what is wrong.
 */
export function parseDocument(text: string): Json {
  if (Buffer.byteLength(text) > DOCUMENT_LIMITS.bytes)
    throw new DocumentError(`it is more than the ${DOCUMENT_LIMITS.bytes} bytes read of a STAC document`)
  let parsed: unknown
  try {
    parsed = JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value))
  } catch (error) {
    throw new DocumentError(`it is not JSON (${errorMessage(error).slice(0, 120)})`)
  }
  return checkedDocument(parsed)
}

/**
 * A document parsed elsewhere (a STAC API's answer, parsed by the catalog client), checked as
 * parseDocument checks one: its own "__proto__" keys dropped in place, and DOCUMENT_LIMITS.
 */
export function checkedDocument(parsed: unknown): Json {
  if (!isObject(parsed)) throw new DocumentError('it is not a JSON object, as every STAC document is')
  walk(parsed)
  const count = (what: string, list: unknown, limit: number): void => {
    if (Array.isArray(list) && list.length > limit) throw new DocumentError(`it has ${list.length} ${what}, more than the ${limit} read`)
  }
  count('stac_extensions', parsed.stac_extensions, DOCUMENT_LIMITS.extensions)
  count('features', parsed.features, DOCUMENT_LIMITS.features)
  count('links', parsed.links, DOCUMENT_LIMITS.links)
  for (const item of Array.isArray(parsed.features) ? (parsed.features as unknown[]) : [parsed]) {
    if (!isObject(item)) continue
    count('stac_extensions in a feature', item.stac_extensions, DOCUMENT_LIMITS.extensions)
    count('links in a feature', item.links, DOCUMENT_LIMITS.links)
    if (isObject(item.assets) && Object.keys(item.assets).length > DOCUMENT_LIMITS.assets)
      throw new DocumentError(`an item has ${Object.keys(item.assets).length} assets, more than the ${DOCUMENT_LIMITS.assets} read`)
  }
  return parsed
}

/**
 * Nesting past DOCUMENT_LIMITS.depth is refused (the library and structuredClone recurse), and an
 * own "__proto__" key deleted (delete takes an own property, never the prototype).
 */
function walk(root: unknown): void {
  const stack: Array<{ readonly value: unknown; readonly depth: number }> = [{ value: root, depth: 1 }]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth } = next
    if (value === null || typeof value !== 'object') continue
    if (depth > DOCUMENT_LIMITS.depth) throw new DocumentError(`it is nested more than ${DOCUMENT_LIMITS.depth} deep`)
    if (!Array.isArray(value) && Object.hasOwn(value, '__proto__')) delete (value as Record<string, unknown>)['__proto__']
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value)
    for (const child of children) if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 })
  }
}

type Migrate = (document: Record<string, unknown>) => Record<string, unknown>
let migrate: Promise<Migrate> | undefined

/** The library, loaded once by the first run that reads a source. */
const loadMigrate = (): Promise<Migrate> =>
  (migrate ??= import('@radiantearth/stac-migrate').then(
    ({ default: library }) =>
      (document) =>
        library.stac(document, true),
  ))

/**
 * The document as STAC 1.1, on a copy (the library migrates in place; the original is read for what
 * it re-parses in the machine's time zone or drops: expires). The library's state between calls (the
 * extension versions it has seen) decides only renames of band and classification fields, which the
 * target does not store. A document it cannot read throws a DocumentError.
 */
export async function migrated(document: Json): Promise<Json> {
  const upgrade = await loadMigrate()
  try {
    return upgrade(structuredClone(document))
  } catch (error) {
    // The library's own errors on malformed input are plain TypeErrors ("Cannot read properties of …").
    throw new DocumentError(`it is no STAC document the migration reads (${errorMessage(error).slice(0, 120)})`)
  }
}

/** What a document is: an Item, a FeatureCollection of Items, or a Catalog or Collection (their links lead on). */
export function documentKind(document: Json): 'item' | 'items' | 'catalog' | undefined {
  if (document.type === 'Feature') return 'item'
  if (document.type === 'FeatureCollection') return 'items'
  if (document.type === 'Catalog' || document.type === 'Collection') return 'catalog'
  // Before 1.0, catalogs and collections had no type: an id and links (and for a collection, an extent and a license).
  if (document.type === undefined && typeof document.id === 'string' && Array.isArray(document.links)) return 'catalog'
  return undefined
}
