/**
 * An item's links as the catalog stores them (service-stac 900c5ed: the ItemLink model and its
 * serializer's href, rel, title, type and hreflang): one link per rel (the model's unique rel per
 * item; a second of the same rel updates the first), none of the rels the service makes itself,
 * whose own self, root, parent and collection (and the STAC Browser's alternate) it puts in front
 * of the stored ones when it shows an item: those are not the item's.
 */
export interface ItemLink {
  readonly rel: string
  readonly href: string
  readonly type?: string
  readonly title?: string
  readonly hreflang?: string
}

/** The fields of a link the catalog stores. */
export const LINK_FIELDS = ['rel', 'href', 'type', 'title', 'hreflang'] as const

/** Rels the service makes itself and refuses from a client (validate_link_rel). */
export const SERVICE_RELS: ReadonlySet<string> = new Set([
  'self',
  'root',
  'parent',
  'items',
  'collection',
  'service-desc',
  'service-doc',
  'search',
  'conformance',
])

/** The link the service adds to every item it shows: its STAC Browser page (the source's own, when promoted). */
export const isBrowserLink = (link: { readonly rel?: unknown; readonly title?: unknown }): boolean =>
  link.rel === 'alternate' && link.title === 'STAC Browser'

/** A BCP 47 language tag, roughly as language_tags checks it: a language, then subtags (de, de-CH, sr-Latn-RS). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/

/**
 * What the catalog refuses in a link (the model's fields: href a URL of at most 2048 characters, rel
 * at most 30 and none of its own, type at most 150, title 255, hreflang a language tag of at most
 * 32), in words; undefined when it takes it.
 */
export function linkProblem(link: ItemLink): string | undefined {
  const { rel, href, type, title, hreflang } = link
  if (rel.trim() === '') return 'its rel is empty'
  if (rel.length > 30) return `its rel '${rel.slice(0, 30)}…' is longer than the 30 characters the catalog stores`
  if (SERVICE_RELS.has(rel)) return `its rel '${rel}' is one the catalog makes itself (${[...SERVICE_RELS].join(', ')})`
  if (href.length > 2048) return 'its href is longer than the 2048 characters the catalog stores'
  if (/\s/.test(href)) return `its href '${href.slice(0, 80)}' holds whitespace, which the catalog refuses in a URL (a space is %20)`
  const url = URL.parse(href)
  if (url === null || !['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol) || url.hostname === '')
    return `its href '${href.slice(0, 80)}' is not an absolute http(s) or ftp(s) URL, which the catalog needs`
  if (type !== undefined && type.length > 150) return 'its type is longer than the 150 characters the catalog stores'
  if (title !== undefined && title.length > 255) return 'its title is longer than the 255 characters the catalog stores'
  if (hreflang !== undefined && hreflang !== '' && (hreflang.length > 32 || !LANGUAGE_TAG.test(hreflang)))
    return `its hreflang '${hreflang.slice(0, 32)}' is not a language tag such as de or de-CH`
  return undefined
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** A link as the catalog holds it: its fields' text, an empty one as none. */
export function storedLink(value: Readonly<Record<string, unknown>>): ItemLink | undefined {
  const rel = text(value.rel)
  const href = text(value.href)
  if (rel === undefined || href === undefined) return undefined
  const [type, title, hreflang] = [text(value.type), text(value.title), text(value.hreflang)]
  return {
    rel,
    href,
    ...(type === undefined ? {} : { type }),
    ...(title === undefined ? {} : { title }),
    ...(hreflang === undefined ? {} : { hreflang }),
  }
}

/** The links an item shows that are its own: without the service's rels and its STAC Browser page. */
export function ownLinks(links: unknown): ItemLink[] {
  if (!Array.isArray(links)) return []
  return links.flatMap((link: unknown) => {
    if (link === null || typeof link !== 'object' || Array.isArray(link)) return []
    const fields = link as Readonly<Record<string, unknown>>
    if (typeof fields.rel !== 'string' || SERVICE_RELS.has(fields.rel) || isBrowserLink(fields)) return []
    const stored = storedLink(fields)
    return stored === undefined ? [] : [stored]
  })
}

/** One string per link's stored values, to compare links as values: the catalog shows them in the order it first stored each rel. */
const linkKey = (link: ItemLink): string => JSON.stringify(LINK_FIELDS.map((field) => link[field] ?? ''))

/** Whether the catalog holds these links as `desired` gives them: the same rels, each with the same values, in any order. */
export function sameLinks(shown: readonly ItemLink[], desired: readonly ItemLink[]): boolean {
  if (shown.length !== desired.length) return false
  const keys = new Set(shown.map(linkKey))
  return desired.every((link) => keys.has(linkKey(link)))
}

/**
 * A link as a write sends it: every field, an absent one as null, since the service keeps a stored
 * link's type and title where a write leaves them out (update_or_create_links). But for the type,
 * which the service takes as text only: left out, a new link has none (shown without a type, not
 * as ""); a stored type is cleared by an empty one (the plan gives it, where one is stored).
 */
export function linkToSend(link: ItemLink): Record<string, string | null> {
  return {
    rel: link.rel,
    href: link.href,
    ...(link.type === undefined ? {} : { type: link.type }),
    title: link.title ?? null,
    hreflang: link.hreflang ?? null,
  }
}
