import type { AssetSpec } from '../assets/index.ts'
import { type ItemBody, type ItemChanges, type RemoteItem, sameGeometry } from '../catalog/index.ts'
import { type Config } from '../config/index.ts'
import {
  type Expired,
  formatDateTime,
  ITEM_PROPERTY_NAMES,
  type ItemProperties,
  type ItemPropertyName,
  type ItemTime,
  parseDateTime,
  parseItemTime,
  propertyValue,
  type PropertyValue,
  sameProperty,
  timeProperties,
} from '../domain/index.ts'
import {
  ACTION_WORDS,
  errorMessage,
  fileProblem,
  input,
  type Log,
  mapLimit,
  NamedFileError,
  type Problem,
  ProblemsError,
  refusalLine,
  render,
  say,
  type Subject,
  type Text,
  type Words,
} from '../common/index.ts'
import type { Combined, FootprintThreads, ParsedGeometry, Polygon, RunThreads } from '../footprint/index.ts'
import type { SelectedFile } from '../files/index.ts'

export type BBox = readonly [west: number, south: number, east: number, north: number]

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
}

export type ItemAction = 'create' | 'update' | 'unchanged' | 'existing'

export interface ItemPlan {
  readonly id: string
  readonly action: ItemAction
  readonly desired: DesiredItem | undefined
  /** For 'update': what differs, as a PATCH. */
  readonly changes: ItemChanges | undefined
  readonly reason: string
}

type ItemConfig = Pick<Config, 'items' | 'itemGeometry' | 'concurrency' | 'workspace'>

/**
 * The items the run would write, computed for each target item that `wanted` names, from its
 * files (all of them, every shard's: every job of a matrix computes the same item), and the
 * problems found on the way: the caller reports them all at once, before any write.
 */
export async function describeItems(
  filesByItem: ReadonlyMap<string, readonly AssetSpec[]>,
  wanted: ReadonlySet<string>,
  config: ItemConfig,
  log: Log,
  /** Where a file's content is read (a Git LFS pointer's fetched object); undefined when it is not here. */
  contentOf: (file: SelectedFile) => string | undefined = (file) => (file.lfs === undefined ? file.absolutePath : undefined),
  /** The clock expires is checked against, in ms since 1970. */
  now: number = Date.now(),
  /** The run's threads; without them, the footprints are read on threads of their own, ended once the items are described. */
  threads?: RunThreads,
): Promise<{ readonly items: Map<string, DesiredItem>; readonly problems: Problem[] }> {
  const problems: Problem[] = []
  const described = new Map<string, DesiredItem>()
  // Said once for all items: a forecast published late has every item's expiry past.
  const expired: PastExpiry[] = []
  const geometryOf = await geometrySource(config, problems, log, contentOf, threads)
  await mapLimit([...wanted].sort(), config.concurrency, async (id) => {
    const specs = filesByItem.get(id) ?? []
    const refuse = (what: Text, fix?: Text) => problems.push(itemProblem(id, what, fix))
    const time = agreed(id, specs, say`${input('item-datetime', { bare: true })}`, (spec) => spec.itemDatetime, problems)?.value
    const parsedTime = time === undefined ? undefined : parseItemTime(time)
    if (parsedTime !== undefined && 'what' in parsedTime) refuse(say`${input('item-datetime', { bare: true })} ${refusalLine(parsedTime)}`)
    const title = agreed(id, specs, say`${input('item-title', { bare: true })}`, (spec) => spec.itemTitle, problems)?.value
    const properties: Partial<Record<ItemPropertyName, PropertyValue>> = {}
    for (const name of ITEM_PROPERTY_NAMES) {
      // Agreement of values: 'PT012H' in one file and 'PT12H' in another give the same horizon.
      const sameValue = (text: string): string => {
        const parsed = propertyValue(name, text, now)
        return 'value' in parsed ? String(parsed.value) : text
      }
      const field = say`${input('item-properties', { bare: true })} '${name}'`
      const given = agreed(id, specs, field, (spec) => spec.itemProperties?.get(name), problems, sameValue)
      if (given === undefined) continue
      const parsed = propertyValue(name, given.value, now)
      if ('value' in parsed) properties[name] = parsed.value
      else if (parsed.expired !== undefined) expired.push({ id, value: given.value, ...parsed.expired })
      else refuse([...field, ` (from ${given.file}): ${parsed.problem}`])
    }
    if (title !== undefined && title.length > 255)
      refuse([`the title is ${title.length} characters`], say`the catalog allows 255; shorten ${input('item-title', { bare: true })}`)
    const geometry = await geometryOf(id, specs)
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
      time: parsedTime === undefined || 'what' in parsedTime ? undefined : parsedTime,
      title,
      properties,
    })
  }).finally(() => geometryOf.close?.())
  if (expired.length > 0) problems.push(pastExpiries(expired, wanted.size, now))
  return { items: described, problems }
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

/** Every problem of every item at once, before any write. */
export const itemProblems = (problems: readonly Problem[]): ProblemsError =>
  new ProblemsError(problems, `${problems.length} problem(s) with the items to write; nothing was written:`)

const itemProblem = (id: string, what: Text, fix?: Text): Problem => ({
  subject: { kind: 'item', id },
  what,
  ...(fix === undefined ? {} : { fix }),
})

/** The one value an item's files give for a field, and a file that gives it; a problem when they disagree. */
function agreed(
  id: string,
  specs: readonly AssetSpec[],
  field: Text,
  value: (spec: AssetSpec) => string | undefined,
  problems: Problem[],
  /** What makes two texts the same value. */
  key: (text: string) => string = (text) => text,
): { readonly value: string; readonly file: string } | undefined {
  const values = new Map<string, { readonly value: string; readonly file: string }>()
  for (const spec of specs) {
    const given = value(spec)?.trim()
    if (given !== undefined && given !== '' && !values.has(key(given)))
      values.set(key(given), { value: given, file: spec.file.relativePath })
  }
  if (values.size > 1) {
    const listed = [...values.values()].map((given) => `'${given.value}' (${given.file})`).join(', ')
    problems.push(itemProblem(id, ['its files give different ', ...field, ` values: ${listed}`], ['give one per item']))
  }
  return values.values().next().value
}

interface ItemGeometry {
  readonly geometry: unknown
  readonly bbox: BBox
  readonly from: string
  readonly note?: string
}

/**
 * An item's geometry, or the problem that keeps it from having one (undefined: a problem of the
 * input, said once for all items); close() ends the worker threads reading footprints started, when they are not the run's.
 */
interface GeometryOf {
  (id: string, specs: readonly AssetSpec[]): Promise<ItemGeometry | Problem | undefined>
  readonly close?: () => Promise<void>
}

/**
 * An item geometry made of several polygons: their union, their envelope where the union is over
 * its bounds (a note says why), or why there is none (an envelope that spans a hemisphere).
 * `what` completes "the union of …".
 */
function fromUnion(combined: Combined, what: string, from: { readonly union: string; readonly envelope: string }): ItemGeometry | string {
  switch (combined.method) {
    case 'union':
      return { geometry: combined.geometry, bbox: combined.bbox, from: from.union }
    case 'envelope':
      return {
        geometry: combined.geometry,
        bbox: combined.bbox,
        from: `${from.envelope}: their union ${combined.why}`,
        note: `the union of ${what} ${combined.why}; their envelope is used instead`,
      }
    case 'refused':
      return `the union of ${what} ${combined.why}, and ${combined.problem}`
  }
}

/** Where each item's geometry comes from; the footprint module is loaded only here, for runs that make items. */
async function geometrySource(
  config: ItemConfig,
  problems: Problem[],
  log: Log,
  contentOf: (file: SelectedFile) => string | undefined,
  shared: RunThreads | undefined,
): Promise<GeometryOf> {
  const geometryInput: Subject = { kind: 'input', name: 'item-geometry' }
  const footprint = await import('../footprint/index.ts')
  // Footprints are read, and polygons united, in worker threads (deadline, heap limit): the run's, or threads of this description's own.
  let own: FootprintThreads | undefined
  const threadsNow = async (): Promise<FootprintThreads> =>
    shared === undefined ? (own ??= new footprint.FootprintThreads()) : await shared()
  const withClose = (geometryOf: GeometryOf): GeometryOf => Object.assign(geometryOf, { close: () => own?.close() ?? Promise.resolve() })
  /** A given geometry as the item's: the polygons of a FeatureCollection united as footprints are. */
  const givenGeometry = async (parsed: Exclude<ParsedGeometry, { problems: string[] }>, source: string): Promise<ItemGeometry | string> => {
    if ('geometry' in parsed) return { geometry: parsed.geometry, bbox: footprint.bboxOf(parsed.geometry), from: source }
    const what = `the ${parsed.polygons.length} polygons of ${source}`
    return fromUnion(await (await threadsNow()).unite(parsed.polygons), what, { union: source, envelope: `envelope of ${what}` })
  }
  const given = config.itemGeometry
  if (given.kind === 'template') {
    return withClose(async (id, specs) => {
      const file = agreed(id, specs, say`${input('item-geometry', { bare: true })}`, (spec) => spec.itemGeometry?.source, problems)
      const where = specs.find((spec) => spec.itemGeometry?.source === file?.value)?.itemGeometry
      // Files that disagree are said once, by agreed.
      if (file === undefined || where === undefined) return undefined
      let geometry: ParsedGeometry
      try {
        geometry = footprint.parseGeometryText(await footprint.readGeometryFile(where.path, config.workspace))
      } catch (error) {
        geometry = { problems: [error instanceof NamedFileError ? error.message : `cannot read it (${errorMessage(error)})`] }
      }
      const fix = ['give the path of a GeoJSON geometry in WGS84 (a Feature or a geometry)']
      if ('problems' in geometry)
        return itemProblem(
          id,
          say`${input('item-geometry', { bare: true })} '${file.value}' (from ${file.file}): ${geometry.problems.join('; ')}`,
          fix,
        )
      const made = await givenGeometry(geometry, `item-geometry ${file.value}`)
      return typeof made === 'string' ? itemProblem(id, [made], fix) : made
    })
  }
  if (given.kind !== 'auto') {
    let parsed: ItemGeometry | string
    if (given.kind === 'bbox') {
      const bbox = footprint.parseBbox(given.text)
      parsed = 'problems' in bbox ? bbox.problems.join('; ') : { ...bbox, from: 'item-geometry' }
    } else {
      let text = given.kind === 'geojson' ? given.text : undefined
      if (given.kind === 'file') {
        try {
          text = await footprint.readGeometryFile(given.path, config.workspace)
        } catch (error) {
          problems.push({
            subject: { ...geometryInput, source: given.source },
            what: [error instanceof NamedFileError ? error.message : `cannot read it (${errorMessage(error)})`],
            fix: ['give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository'],
          })
        }
      }
      const geometry = text === undefined ? { problems: [] } : footprint.parseGeometryText(text)
      parsed = 'problems' in geometry ? geometry.problems.join('; ') : await givenGeometry(geometry, 'item-geometry')
    }
    if (typeof parsed === 'string') {
      if (parsed !== '') problems.push({ subject: geometryInput, what: [parsed] })
      return withClose(() => Promise.resolve(undefined))
    }
    const invalid = footprint.geometryProblems(parsed.geometry)
    if (invalid.length > 0) {
      problems.push({ subject: geometryInput, what: [invalid.join('; ')] })
      return withClose(() => Promise.resolve(undefined))
    }
    // Said once for all items, not once an item.
    if (parsed.note !== undefined) log.warning(parsed.note)
    const { geometry, bbox, from } = parsed
    return withClose(() => Promise.resolve({ geometry, bbox, from }))
  }
  // Every file is read in a worker thread with a deadline and a heap limit: the backstop for a file no reader bound foresaw.
  const threads = await threadsNow()
  return withClose(async (id: string, specs: readonly AssetSpec[]): Promise<ItemGeometry | Problem> => {
    const footprints: Array<{ readonly geometry: Polygon }> = []
    const lfs = specs.filter((spec) => contentOf(spec.file) === undefined).map((spec) => spec.file.relativePath)
    for (const spec of specs) {
      const content = contentOf(spec.file)
      if (content === undefined) continue
      try {
        const found = await threads.read(content, spec.file.relativePath)
        if (found !== undefined) footprints.push(found)
      } catch (error) {
        // The file is at fault, not the item; the subject names it, whatever its length or characters.
        if (error instanceof footprint.FootprintError)
          return { subject: { kind: 'file', path: spec.file.relativePath }, what: [error.withoutFile] }
        return fileProblem(spec.file.relativePath, error)
      }
    }
    if (footprints.length === 0) {
      const why =
        lfs.length > 0
          ? `its files are in Git LFS and not checked out (${lfs.slice(0, 3).join(', ')}${lfs.length > 3 ? ', …' : ''}), ` +
            'so their georeferencing cannot be read'
          : `none of its ${specs.length} file(s) carries georeferencing this tool reads ` +
            '(GeoTIFF, GeoJSON, GeoPackage, LAS/LAZ, zipped shapefile)'
      return itemProblem(
        id,
        [why],
        say`give its geometry with ${input('item-geometry', { bare: true })} (a bbox west,south,east,north, GeoJSON, or a GeoJSON file)`,
      )
    }
    // In the footprint thread, under its deadline and heap limit: a union can cost far more than any file.
    const n = footprints.length
    const made = fromUnion(await threads.unite(footprints.map((found) => found.geometry)), `the ${n} footprint${n === 1 ? '' : 's'}`, {
      union: `union of ${n} footprint(s)`,
      envelope: `envelope of ${n} footprint(s)`,
    })
    if (typeof made === 'string') return itemProblem(id, [made], say`give its geometry with ${input('item-geometry', { bare: true })}`)
    const invalid = footprint.geometryProblems(made.geometry)
    if (invalid.length > 0)
      return itemProblem(
        id,
        [`the ${made.from} is not a valid geometry (${invalid.join('; ')})`],
        say`give ${input('item-geometry', { bare: true })}`,
      )
    return made
  })
}

/**
 * What to do with one target item. existing: nothing (it must exist). create: a missing item is
 * created. sync: also an existing one is updated where its geometry, time, title or properties
 * differ from what the run computes (only what the inputs say: without item-datetime, its time
 * stays; a property item-properties leaves out stays as it is).
 */
export function planItem(
  id: string,
  mode: Config['items'],
  remote: RemoteItem | undefined,
  desired: DesiredItem | undefined,
  words: Words = ACTION_WORDS,
): ItemPlan | Problem {
  const base = { id, desired, changes: undefined }
  const items = (value: Config['items']): string => render([input('items', { value })], words)
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
  if (differ.length === 0) return { ...base, action: 'unchanged', reason: 'unchanged' }
  const changes: ItemChanges = {
    ...(differ.includes('geometry') ? { geometry: desired.geometry } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    // The service replaces an item's links with those a PATCH sends: its own are sent back.
    links: ownLinks(remote),
  }
  return { ...base, action: 'update', changes, reason: `${differ.join(', ')} changed` }
}

/** An item to be created that nothing gives a datetime. */
export const needsDatetime = (id: string): Problem =>
  itemProblem(
    id,
    ['it does not exist, and needs a datetime to be created'],
    say`set ${input('item-datetime', { bare: true })} (or a rule's item-datetime)`,
  )

/** Links the service makes itself; a client may not send them (400). */
const SERVICE_RELS = new Set(['self', 'root', 'parent', 'items', 'collection', 'service-desc', 'service-doc', 'search', 'conformance'])

/** The links someone gave the item, without those the service makes (its STAC Browser page among them). */
function ownLinks(item: RemoteItem): unknown[] {
  const links = Array.isArray(item.links) ? (item.links as Array<Record<string, unknown>>) : []
  return links
    .filter(
      (link) => typeof link.rel === 'string' && !SERVICE_RELS.has(link.rel) && !(link.rel === 'alternate' && link.title === 'STAC Browser'),
    )
    .map((link) => Object.fromEntries(Object.entries(link).filter(([key]) => ['href', 'rel', 'title', 'type', 'hreflang'].includes(key))))
}

/** The PUT that creates a planned item. */
export function itemBody(desired: DesiredItem): ItemBody {
  const time =
    desired.time === undefined ? {} : Object.fromEntries(Object.entries(timeProperties(desired.time)).filter(([, v]) => v !== null))
  return {
    id: desired.id,
    geometry: desired.geometry,
    properties: { ...time, ...(desired.title === undefined ? {} : { title: desired.title }), ...desired.properties },
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
