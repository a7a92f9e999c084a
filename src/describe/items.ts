/**
 * Items described from their files, between the assets and the plan: each target item's geometry
 * (geometry.ts), time, title and properties, on which all its files must agree, and every problem
 * found on the way. It reads files (footprints in the run's threads, item-geometry files); the
 * plan then compares what it describes with the catalog, without I/O.
 */
import type { AssetSpec } from '../assets/index.ts'
import { input, type Log, mapLimit, type Problem, refusalLine, say, type Text } from '../common/index.ts'
import type { ContentStore } from '../content/index.ts'
import {
  type Expired,
  formatDateTime,
  ITEM_PROPERTY_NAMES,
  type ItemLink,
  type ItemProperties,
  type ItemPropertyName,
  type ItemsConfig,
  type ItemTime,
  linkProblem,
  parseItemTime,
  propertyValue,
  type PropertyValue,
} from '../domain/index.ts'
import type { RunThreads } from '../footprint/index.ts'
import type { SourceItem } from '../source/index.ts'
import { type BBox, geometrySource, sourceGeometry } from './geometry.ts'
import { agreed, itemProblem } from './values.ts'

/** An item as the run would write it, computed from its files and the inputs. */
export interface DesiredItem {
  readonly id: string
  /** GeoJSON in WGS84, checked valid. */
  readonly geometry: unknown
  readonly bbox: BBox
  /** How the geometry was made, for the plan: "union of 4 footprints", "item-geometry". */
  readonly geometryFrom: string
  /** Undefined when no item-datetime was given: an existing item keeps its own. */
  readonly time: ItemTime | undefined
  /** Undefined when no item-title was given: an existing item keeps its own. */
  readonly title: string | undefined
  /** What item-properties give, as the catalog shows it (none when left out); a property left out stays as an existing item has it. */
  readonly properties?: ItemProperties
  /**
   * The item's own links as the catalog would hold them (item-links, a rule's, or a STAC source's;
   * without the catalog's own rels); undefined when none are given: an existing item keeps its own.
   */
  readonly links?: readonly ItemLink[]
}

/** The items as their files describe them, and what kept some from being described. */
export interface DescribedItems {
  readonly items: ReadonlyMap<string, DesiredItem>
  readonly problems: readonly Problem[]
}

export interface DescribeOptions {
  /** Every file's asset by its item: an item is described from all its files, every shard's. */
  readonly filesByItem: ReadonlyMap<string, readonly AssetSpec[]>
  /** The target items to describe. */
  readonly wanted: ReadonlySet<string>
  /** Where the items' geometry comes from (item-geometry). */
  readonly items: Pick<ItemsConfig, 'itemGeometry'>
  /** Where a GeoJSON file item-geometry names must lie. */
  readonly workspace: string
  /** Items described at a time. */
  readonly concurrency: number
  readonly log: Log
  /** Where each file's bytes are: a file whose content is not here (a Git LFS pointer not fetched) gives no footprint. */
  readonly content: Pick<ContentStore, 'locate'>
  /** The clock expires is checked against, in ms since 1970. */
  readonly now: number
  /** The run's footprint threads, which read the footprints and unite them. */
  readonly threads: RunThreads
}

/**
 * The items the run would write, computed for each target item that `wanted` names, from its
 * files (all of them, every shard's: every job of a matrix computes the same item), and the
 * problems found on the way: the caller reports them all at once, before any write.
 */
export async function describeItems(options: DescribeOptions): Promise<DescribedItems> {
  const { filesByItem, wanted, items, workspace, concurrency, log, content, now, threads } = options
  const problems: Problem[] = []
  const described = new Map<string, DesiredItem>()
  // Said once for all items: a forecast published late has every item's expiry past.
  const expired: PastExpiry[] = []
  // A STAC source's items have their geometry: no footprint is read for them unless item-geometry says otherwise.
  const sourced = [...wanted].some((id) => filesByItem.get(id)?.some((spec) => spec.source !== undefined) === true)
  const fromSource = sourced && items.itemGeometry.kind === 'auto'
  const geometryOf = fromSource ? undefined : await geometrySource({ items, workspace, problems, log, content, threads })
  await mapLimit([...wanted].sort(), concurrency, async (id) => {
    const specs = filesByItem.get(id) ?? []
    const refuse = (what: Text, fix?: Text) => problems.push(itemProblem(id, what, fix))
    const sources = [...new Set(specs.flatMap((spec) => (spec.source === undefined ? [] : [spec.source])))]
    if (sources.length > 1) {
      const named = sources.slice(0, 3).map((source) => `'${source.id}' (${source.from})`)
      refuse(
        [`the STAC source's items ${named.join(', ')}${sources.length > 3 ? ', …' : ''} all become it`],
        say`give ${input('item')} a template that tells them apart, such as '{id}'`,
      )
      return
    }
    const [source] = sources
    const time = agreed(
      id,
      specs,
      { name: say`${input('item-datetime', { bare: true })}`, value: (spec) => spec.itemDatetime },
      problems,
    )?.value
    const parsedTime = time === undefined ? undefined : parseItemTime(time)
    if (parsedTime !== undefined && 'what' in parsedTime) refuse(say`${input('item-datetime', { bare: true })} ${refusalLine(parsedTime)}`)
    const title = agreed(id, specs, { name: say`${input('item-title', { bare: true })}`, value: (spec) => spec.itemTitle }, problems)?.value
    const properties: Partial<Record<ItemPropertyName, PropertyValue>> = {}
    for (const name of ITEM_PROPERTY_NAMES) {
      // Agreement of values: 'PT012H' in one file and 'PT12H' in another give the same horizon.
      const sameValue = (text: string): string => {
        const parsed = propertyValue(name, text, now)
        return 'value' in parsed ? String(parsed.value) : text
      }
      const field = say`${input('item-properties', { bare: true })} '${name}'`
      const given = agreed(id, specs, { name: field, value: (spec) => spec.itemProperties?.get(name), key: sameValue }, problems)
      // What item-properties leaves out, the source item gives: under the inputs, as its other fields.
      const fromSourceItem = given === undefined ? sourceProperty(source, name) : undefined
      if (given === undefined && fromSourceItem === undefined) continue
      const value = given?.value ?? fromSourceItem!
      const parsed = propertyValue(name, value, now)
      const where = given === undefined ? [`its source item's '${name}' (${source!.from})`] : [...field, ` (from ${given.file})`]
      if ('value' in parsed) properties[name] = parsed.value
      else if (parsed.expired !== undefined) expired.push({ id, value, ...parsed.expired })
      else refuse([...where, `: ${parsed.problem}`])
    }
    const given = itemLinks(id, specs, problems)
    // A source item's links under those the inputs give: a given rel replaces the source's link of that rel.
    const links =
      given === undefined
        ? source?.links
        : [...(source?.links ?? []).filter((link) => !given.some((one) => one.rel === link.rel)), ...given]
    const itemTitle = title ?? source?.title
    if (itemTitle !== undefined && itemTitle.length > 255)
      refuse([`the title is ${itemTitle.length} characters`], say`the catalog allows 255; shorten ${input('item-title', { bare: true })}`)
    const geometry = geometryOf === undefined ? await sourceGeometry(id, source!) : await geometryOf(id, specs)
    // Undefined when the problem is the input's, said once for all items.
    if (geometry === undefined) return
    if ('subject' in geometry) {
      problems.push(geometry)
      return
    }
    if (geometry.note !== undefined) log.warning(`item ${id}: ${geometry.note}`)
    described.set(id, {
      id,
      geometry: geometry.geometry,
      bbox: geometry.bbox,
      geometryFrom: geometry.from,
      time: parsedTime === undefined || 'what' in parsedTime ? source?.time : parsedTime,
      title: itemTitle,
      properties,
      ...(links === undefined ? {} : { links }),
    })
  })
  if (expired.length > 0) problems.push(pastExpiries(expired, wanted.size, now))
  return { items: described, problems }
}

/** A property the target stores (expires, forecast:*) as the STAC source's item gives it, as text to read as the input's is. */
function sourceProperty(source: SourceItem | undefined, name: ItemPropertyName): string | undefined {
  const value = source?.properties[name]
  if (value === undefined || value === null) return undefined
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Links as one text, for their files to agree on: in the order of their rels, each link's fields in the order the catalog stores them. */
const linksText = (links: readonly ItemLink[]): string =>
  JSON.stringify([...links].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)))

/**
 * The links an item's files give (item-links or their rules'), on which they must agree as values
 * (files that give none say nothing), each as the catalog takes it now that its templates are rendered.
 */
function itemLinks(id: string, specs: readonly AssetSpec[], problems: Problem[]): readonly ItemLink[] | undefined {
  const field = say`${input('item-links', { bare: true })}`
  const given = agreed(
    id,
    specs,
    { name: field, value: (spec) => (spec.itemLinks === undefined ? undefined : linksText(spec.itemLinks)) },
    problems,
  )
  if (given === undefined) return undefined
  const links = specs.find((spec) => spec.file.relativePath === given.file)!.itemLinks!
  const refused = links.flatMap((link) => {
    const problem = linkProblem(link)
    return problem === undefined
      ? []
      : [
          itemProblem(
            id,
            [...field, ` link '${link.rel}' (from ${given.file}): ${problem}`],
            say`change ${input('item-links')} or the rule's item-links`,
          ),
        ]
  })
  problems.push(...refused)
  return refused.length > 0 ? undefined : links
}

/** An item whose expires is past: the value its files give, and when it is. */
interface PastExpiry extends Expired {
  readonly id: string
  readonly value: string
}

const DAY_MICROS = 86_400_000_000n

/** How long ago, said roughly: "40 min", "29 h", "3 days". */
function ago(micros: bigint): string {
  const minutes = Number(micros / 60_000_000n)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`
}

/**
 * Every item whose expiry has passed, as one problem: how many, the one longest past, and what to
 * change. With a date-time + duration ('{ref}+P1D'), the duration in days that keeps each item a
 * day at least; without one, a duration to add.
 */
function pastExpiries(expired: readonly PastExpiry[], items: number, now: number): Problem {
  const nowMicros = BigInt(Math.floor(now)) * 1000n
  const [first] = [...expired].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1))
  const { id, value, at } = first!
  // The duration counts from the earliest date-time; without one for every item, there is no duration to lengthen.
  const froms = expired.flatMap((one) => (one.from === undefined ? [] : [one.from]))
  const earliest = froms.length < expired.length ? undefined : froms.reduce((a, b) => (a < b ? a : b))
  const fix: Text =
    earliest === undefined
      ? [
          "give expires a duration after the files' own time ('{ref}+P1D') or leave it out; ",
          'if the files should be newer, check what fetches them before this runs',
        ]
      : [
          "if the files are as old as meant, lengthen the duration after '+' ",
          `(+P${(nowMicros - earliest + DAY_MICROS - 1n) / DAY_MICROS + 1n}D keeps each a day at least) or leave expires out; `,
          'if not, check what fetches them before this runs',
        ]
  return {
    subject: { kind: 'input', name: 'item-properties' },
    // Newer files would pass with the same input: no bad usage.
    against: 'files',
    what: [
      `expires is in the past for ${expired.length} of the ${items} item(s) to write `,
      `(e.g. item ${id}: '${value}' = ${formatDateTime(at)}, ${ago(nowMicros - at)} ago), and the catalog refuses expired items`,
    ],
    fix,
  }
}
