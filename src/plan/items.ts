/**
 * What to do with each target item, given what the catalog holds and what its files describe
 * (describe/), and the request that creates one. Pure: no I/O.
 */
import { type ItemBody, type ItemChanges, type RemoteItem, sameGeometry } from '../catalog/index.ts'
import { ACTION_WORDS, input, type Problem, ProblemsError, render, say, type Words } from '../common/index.ts'
import { type BBox, type DesiredItem, itemProblem } from '../describe/index.ts'
import {
  ITEM_PROPERTY_NAMES,
  type ItemLink,
  type ItemsConfig,
  type ItemTime,
  ownLinks,
  parseDateTime,
  sameLinks,
  sameProperty,
  timeProperties,
} from '../domain/index.ts'

export type ItemAction = 'create' | 'update' | 'unchanged' | 'existing'

export interface ItemPlan {
  readonly id: string
  readonly action: ItemAction
  readonly desired: DesiredItem | undefined
  /** For 'update': what differs, as a PATCH. */
  readonly changes: ItemChanges | undefined
  /**
   * For an update that gives a stored link another hreflang, which the catalog keeps once a link of
   * its rel is stored: a PATCH sent first, without those links, so that the update adds them anew.
   */
  readonly unlink?: ItemChanges
  readonly reason: string
}

/** Every problem of every item at once, before any write. */
export const itemProblems = (problems: readonly Problem[]): ProblemsError =>
  new ProblemsError(problems, `${problems.length} problem(s) with the items to write; nothing was written:`)

/**
 * What to do with one target item. existing: nothing (it must exist). create: a missing item is
 * created. sync: also an existing one is updated where its geometry, time, title, properties or
 * links differ from what the run computes (only what the inputs say: without item-datetime, its
 * time stays; a property item-properties leaves out stays as it is; without item-links, its links).
 */
export function planItem(
  id: string,
  mode: ItemsConfig['mode'],
  remote: RemoteItem | undefined,
  desired: DesiredItem | undefined,
  words: Words = ACTION_WORDS,
): ItemPlan | Problem {
  const base = { id, desired, changes: undefined }
  const items = (value: ItemsConfig['mode']): string => render([input('items', { value })], words)
  if (mode === 'existing') return { ...base, action: 'existing', reason: items('existing') }
  if (remote === undefined) {
    if (desired === undefined) return itemProblem(id, ['it does not exist and nothing describes it'])
    if (desired.time === undefined) return needsDatetime(id)
    return { ...base, action: 'create', reason: 'new item' }
  }
  if (mode === 'create' || desired === undefined) return { ...base, action: 'existing', reason: `exists (${items('create')})` }
  const properties: Record<string, unknown> = {}
  const differ: string[] = []
  const shown = remote.properties ?? {}
  if (!sameGeometry(remote.geometry, desired.geometry)) differ.push('geometry')
  if (desired.time !== undefined && !sameTime(shown, desired.time)) {
    Object.assign(properties, timeProperties(desired.time))
    differ.push('datetime')
  }
  if (desired.title !== undefined && shown.title !== desired.title) {
    properties.title = desired.title
    differ.push('title')
  }
  for (const name of ITEM_PROPERTY_NAMES) {
    const value = desired.properties?.[name]
    if (value === undefined || sameProperty(name, shown[name], value)) continue
    properties[name] = value
    differ.push(name)
  }
  const own = ownLinks(remote.links)
  if (desired.links !== undefined && !sameLinks(own, desired.links)) differ.push('links')
  if (differ.length === 0) return { ...base, action: 'unchanged', reason: 'unchanged' }
  // The service keeps only the links a PATCH sends: without new ones, the item's own are sent back.
  const links = differ.includes('links') ? desired.links!.map((link) => clearedType(link, own)) : own
  const changes: ItemChanges = {
    ...(differ.includes('geometry') ? { geometry: desired.geometry } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    links,
  }
  const relinked = new Set(
    links
      .filter((link) => (own.find((stored) => stored.rel === link.rel)?.hreflang ?? link.hreflang) !== link.hreflang)
      .map((link) => link.rel),
  )
  return {
    ...base,
    action: 'update',
    changes,
    ...(relinked.size > 0 ? { unlink: { links: links.filter((link) => !relinked.has(link.rel)) } } : {}),
    reason: `${differ.join(', ')} changed`,
  }
}

/** An item to be created that nothing gives a datetime. */
export const needsDatetime = (id: string): Problem =>
  itemProblem(
    id,
    ['it does not exist, and needs a datetime to be created'],
    say`set ${input('item-datetime', { bare: true })} (or a rule's item-datetime)`,
  )

/** A link without a type whose rel the item has with one: an empty type clears it (the service keeps a type a write leaves out). */
function clearedType(link: ItemLink, own: readonly ItemLink[]): ItemLink {
  return link.type === undefined && own.some((stored) => stored.rel === link.rel && stored.type !== undefined)
    ? { ...link, type: '' }
    : link
}

/** The PUT that creates a planned item. */
export function itemBody(desired: DesiredItem): ItemBody {
  const time =
    desired.time === undefined ? {} : Object.fromEntries(Object.entries(timeProperties(desired.time)).filter(([, v]) => v !== null))
  return {
    id: desired.id,
    geometry: desired.geometry,
    properties: { ...time, ...(desired.title === undefined ? {} : { title: desired.title }), ...desired.properties },
    ...(desired.links === undefined || desired.links.length === 0 ? {} : { links: desired.links }),
  }
}

/** Compared as instants, to the microsecond the service keeps. */
function sameTime(shown: { readonly [key: string]: unknown }, time: ItemTime): boolean {
  const same = (value: unknown, desired: string): boolean => typeof value === 'string' && parseDateTime(value) === parseDateTime(desired)
  if ('datetime' in time) return same(shown.datetime, time.datetime) && shown.start_datetime == null
  return same(shown.start_datetime, time.start) && same(shown.end_datetime, time.end) && shown.datetime == null
}

/** For plans and summaries: "[7.4,46.9,7.5,47]". */
export const formatBbox = (bbox: BBox): string => `[${bbox.map((n) => Number(n.toFixed(6))).join(',')}]`
