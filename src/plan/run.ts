import type { AssetSpec } from '../assets/index.ts'
import { type Container, containerKey, itemAssets, type RemoteAsset, type RemoteItem } from '../catalog/index.ts'
import { input, type Problem, problemError, type ProblemsError, say, type Words } from '../common/index.ts'
import type { DescribedItems } from '../describe/index.ts'
import type { ItemsConfig, SafetyConfig, SelectionConfig, TargetConfig } from '../domain/index.ts'
import { type ItemPlan, itemProblems, needsDatetime, planItem } from './items.ts'
import { plan, type PlanEntry } from './plan.ts'
import { obsoleteAssets, type Obsolete } from './prune.ts'

/** An item (or the collection) that this job's files go to, and the assets the catalog shows there (undefined: it is not there). */
export interface ContainerAssets {
  readonly container: Container
  readonly assets: readonly RemoteAsset[] | undefined
}

/** What the catalog holds for this job's files. */
export interface CatalogState {
  /** Each target item's assets and, when files go there, the collection's own. */
  readonly containers: readonly ContainerAssets[]
  /** The target items as they are (undefined: not in the catalog), without their assets, which `containers` has. */
  readonly items: ReadonlyMap<string, RemoteItem | undefined>
}

/** What the run will do: items first, then the files' assets, then (prune) the obsolete assets. */
export interface RunPlan {
  readonly items: readonly ItemPlan[]
  readonly entries: readonly PlanEntry[]
  readonly obsolete: readonly Obsolete[]
}

/** The items this job's files go into, sorted. */
export const targetItems = (specs: readonly AssetSpec[]): string[] =>
  [...new Set(specs.flatMap((spec) => (spec.container.item === undefined ? [] : [spec.container.item])))].sort()

/** The items and the collection this job's files go to, sorted. */
export function targetContainers(specs: readonly AssetSpec[]): Container[] {
  const containers = new Map(specs.map((spec) => [containerKey(spec.container), spec.container]))
  return [...containers.values()].sort((a, b) => containerKey(a).localeCompare(containerKey(b)))
}

/**
 * The catalog as the reads found it: each target item with the assets it shows, and the collection's
 * own assets. The items are kept without their assets, each asset once, without the times the
 * catalog set and with the run's own strings for its id and type: an item of 100,000 assets is not
 * held twice for the rest of the run.
 */
export function catalogState(
  specs: readonly AssetSpec[],
  items: ReadonlyMap<string, RemoteItem | undefined>,
  collectionAssets: readonly RemoteAsset[] | undefined,
): CatalogState {
  // An asset's id and media type as one string with the run's own: each of 100,000 assets has them.
  const own = new Map<string, string>()
  for (const spec of specs) own.set(spec.fields.id, spec.fields.id).set(spec.fields.type, spec.fields.type)
  const planned = (asset: RemoteAsset): RemoteAsset => {
    const kept: Record<string, unknown> = {}
    for (const key of Object.keys(asset)) {
      if (TIMES.has(key)) continue
      const value = asset[key]
      kept[key] = (key === 'id' || key === 'type') && typeof value === 'string' ? (own.get(value) ?? value) : value
    }
    return kept as RemoteAsset
  }
  return {
    containers: targetContainers(specs).map((container) => {
      if (container.item === undefined) return { container, assets: collectionAssets }
      const item = items.get(container.item)
      return { container, assets: item === undefined ? undefined : itemAssets(item).map(planned) }
    }),
    items: new Map([...items].map(([id, item]) => [id, item === undefined ? undefined : withoutAssets(item)])),
  }
}

/** The times the catalog sets on an asset: no phase reads them, and an item of 100,000 assets would keep 200,000 of them. */
const TIMES: ReadonlySet<string> = new Set(['created', 'updated'])

function withoutAssets(item: RemoteItem): RemoteItem {
  const { assets, ...rest } = item
  return assets === undefined ? item : rest
}

/** The target items the run describes from their files: those it may create (or, with items: sync, update). */
export function wantedItems(targets: readonly string[], remote: CatalogState['items'], mode: ItemsConfig['mode']): Set<string> {
  if (mode === 'sync') return new Set(targets)
  return new Set(mode === 'create' ? targets.filter((id) => remote.get(id) === undefined) : [])
}

/** Every file's asset by the item it goes into: an item is described from all its files, every shard's. */
export function filesByItem(all: readonly AssetSpec[]): Map<string, AssetSpec[]> {
  return Map.groupBy(
    all.filter((spec) => spec.container.item !== undefined),
    (spec) => spec.container.item!,
  )
}

/**
 * What to do with each target item; every problem of every item (a missing datetime, no footprint,
 * …) at once, before any write, each item's together. What kept an item from being described was
 * said already, and a datetime its files give that was refused: neither is said twice; a datetime
 * an item to be created lacks is said beside whatever else it lacks.
 */
export function planItems(
  targets: readonly string[],
  remote: CatalogState['items'],
  described: DescribedItems,
  mode: ItemsConfig['mode'],
  options: {
    readonly words?: Words | undefined
    /** Whether the item's files give it a datetime (item-datetime, or a rule's). */
    readonly datetimeGiven?: (id: string) => boolean
  } = {},
): ItemPlan[] {
  const wanted = wantedItems(targets, remote, mode)
  const problems = [...described.problems]
  const plans: ItemPlan[] = []
  for (const id of targets) {
    const desired = described.items.get(id)
    const planned = planItem(id, mode, remote.get(id), desired, options.words)
    if (!('subject' in planned)) plans.push(planned)
    else if (options.datetimeGiven?.(id) === true) continue
    else if (desired !== undefined || !wanted.has(id)) problems.push(planned)
    else if (remote.get(id) === undefined) problems.push(needsDatetime(id))
  }
  if (problems.length > 0) throw itemProblems(byItem(problems))
  return plans
}

/** The problems with each item's together, in the order of the items' ids; those of inputs and files first, as they came. */
function byItem(problems: readonly Problem[]): Problem[] {
  const key = (problem: Problem): string => (problem.subject.kind === 'item' ? problem.subject.id : '')
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => (key(a.problem) < key(b.problem) ? -1 : key(a.problem) > key(b.problem) ? 1 : a.index - b.index))
    .map(({ problem }) => problem)
}

interface RunInputs {
  /** Every file's asset, every shard's: items are computed from all their files, and prune spares every file's asset. */
  readonly all: readonly AssetSpec[]
  /** This job's share. */
  readonly specs: readonly AssetSpec[]
  readonly catalog: CatalogState
  readonly described: DescribedItems
  /** Each file's checksum. */
  readonly checksum: (spec: AssetSpec) => string
  /** The catalog and the collection, which the plan's problems name. */
  readonly target: Pick<TargetConfig, 'apiRoot' | 'collection'>
  /** The items input: which target items may be created or updated. */
  readonly mode: ItemsConfig['mode']
  /** What an existing asset gets (if-exists), and whether obsolete ones are deleted (prune). */
  readonly safety: Pick<SafetyConfig, 'ifExists' | 'prune'>
  /** This job's share: prune deletes only its assets. */
  readonly shard: SelectionConfig['shard']
  /** How the plan's reasons name inputs: the action's words unless given. */
  readonly words?: Words
}

/**
 * The run's plan, without I/O: the items, then each file's asset against what its item holds, then
 * (prune) the assets no file maps to. Throws the problems that keep the run from publishing: an
 * item that is not there and is not to be created, the collection gone meanwhile, the items'.
 * Prune's limit is checked by the caller once the plan is shown (checkPruneLimit).
 */
export function planRun({ all, specs, catalog, described, checksum, target, mode, safety, shard, words }: RunInputs): RunPlan {
  // A STAC source's item gives its own datetime.
  const dated = new Set(
    all.filter((spec) => (spec.itemDatetime ?? '').trim() !== '' || spec.source?.time !== undefined).map((spec) => spec.container.item),
  )
  const items = planItems(targetItems(specs), catalog.items, described, mode, { words, datetimeGiven: (id) => dated.has(id) })
  const created = new Set(items.filter((item) => item.action === 'create').map((item) => item.id))
  const missing = catalog.containers.filter(
    ({ container, assets }) => assets === undefined && !(container.item !== undefined && created.has(container.item)),
  )
  if (missing.length > 0) {
    // The collection itself was read before: only items can be missing, unless it went meanwhile.
    const absentItems = missing.filter((m) => m.container.item !== undefined)
    if (absentItems.length < missing.length) throw noCollection(target)
    throw problemError({
      subject: { kind: 'catalog', collection: target.collection },
      what: [
        `The catalog has no item ${absentItems.map(({ container }) => `'${container.item ?? ''}'`).join(', ')} ` +
          `in collection '${target.collection}' (${target.apiRoot})`,
      ],
      fix: [
        ...say`check ${input('collection')}, ${input('item')} and ${input('base-url')}, `,
        ...say`or create the missing items with ${input('items', { value: 'create' })}`,
      ],
    })
  }
  const specsOf = Map.groupBy(specs, (spec) => containerKey(spec.container))
  const entries = catalog.containers.flatMap(({ container, assets }) =>
    plan(
      (specsOf.get(containerKey(container)) ?? []).map((spec) => ({ spec, checksum: checksum(spec) })),
      new Map((assets ?? []).map((asset) => [asset.id, asset])),
      safety.ifExists,
      words,
    ),
  )
  const obsolete = safety.prune ? obsoleteAssets(catalog.containers, all, shard) : []
  return { items, entries, obsolete }
}

/** The collection the run publishes into is not in the catalog. */
export const noCollection = (target: Pick<TargetConfig, 'apiRoot' | 'collection'>): ProblemsError =>
  problemError({
    subject: { kind: 'catalog', collection: target.collection },
    what: [`The catalog has no collection '${target.collection}' (${target.apiRoot})`],
    fix: say`check ${input('collection')} and ${input('base-url')}; collections are made by the catalog's operators`,
  })
