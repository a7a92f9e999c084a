import type { AssetSpec } from '../assets/index.ts'
import { containerKey, type Container, type RemoteAsset } from '../catalog/index.ts'
import { input, type Problem, problemError, ProblemsError, say } from '../common/index.ts'
import { assetInShard, type Shard } from '../domain/index.ts'

/** An asset of a target item (or collection) that no selected file maps to. */
export interface Obsolete {
  readonly container: Container
  readonly id: string
}

/**
 * The assets prune would delete: in every item (or collection) that selected files map to, those
 * that no selected file maps to. Every shard sees every file, so a file of another shard keeps
 * its asset; a job deletes only the assets of its own shard.
 */
export function obsoleteAssets(
  read: readonly { readonly container: Container; readonly assets: readonly RemoteAsset[] | undefined }[],
  allSpecs: readonly AssetSpec[],
  shard: Shard | undefined,
): Obsolete[] {
  const wanted = new Set(allSpecs.map((spec) => `${containerKey(spec.container)}/${spec.fields.id}`))
  return read.flatMap(({ container, assets }) =>
    (assets ?? [])
      .filter((asset) => !wanted.has(`${containerKey(container)}/${asset.id}`) && assetInShard(container.item, asset.id, shard))
      .map((asset) => ({ container, id: asset.id })),
  )
}

/** What prune may delete: prune-limit, whether it was given, and the assets of every target container as read. */
export interface PruneBounds {
  /** Infinity for all. */
  readonly limit: number
  /** Given, the limit alone bounds prune; left out, no container may lose more than half its assets either. */
  readonly given: boolean
  readonly containers: readonly { readonly container: Container; readonly assets: readonly RemoteAsset[] | undefined }[]
}

/** Assets a message names, at most. */
const NAMED = 3

/**
 * Refuses, before any write, a prune of more assets than prune-limit allows, and, unless prune-limit
 * was given, one that would delete more than half of an item's (or the collection's) assets: the
 * usual sign of a files input narrowed by mistake, under any limit. Every such problem at once.
 */
export function checkPruneLimit(obsolete: readonly Obsolete[], bounds: PruneBounds): void {
  const problems: Problem[] = []
  const limitInput = input('prune-limit', { bare: true })
  if (obsolete.length > bounds.limit) {
    const listed = obsolete
      .slice(0, 20)
      .map(({ container, id }) => `${container.item ?? '(collection)'}/${id}`)
      .join(', ')
    problems.push({
      subject: { kind: 'input', name: 'prune-limit' },
      against: 'catalog',
      what: say`prune would delete ${obsolete.length} asset(s), more than ${limitInput} (${bounds.limit}); nothing was written`,
      fix: [
        ...say`check ${input('files')} and ${input('item')}, then raise ${limitInput} (or set it to all) if these are meant to go: `,
        `${listed}${obsolete.length > 20 ? ', …' : ''}`,
      ],
    })
  }
  if (!bounds.given) problems.push(...overHalf(obsolete, bounds.containers))
  if (problems.length === 1) throw problemError(problems[0]!)
  if (problems.length > 1) throw new ProblemsError(problems)
}

/** How much of a container prune would take: "6 of its 7 assets", "the only asset of collection x itself". */
function share(container: Container, gone: number, total: number): string {
  const item = container.item !== undefined
  const of = item ? '' : ` of collection ${container.collection} itself`
  if (total === 1) return item ? 'its only asset' : `the only asset${of}`
  if (gone === total) return item ? `all ${total} of its assets` : `all ${total} assets${of}`
  return item ? `${gone} of its ${total} assets` : `${gone} of the ${total} assets${of}`
}

/** The containers prune would take more than half the assets of: one problem each, with the counts and the first assets named. */
function overHalf(obsolete: readonly Obsolete[], containers: PruneBounds['containers']): Problem[] {
  const going = Map.groupBy(obsolete, ({ container }) => containerKey(container))
  return containers.flatMap(({ container, assets }): Problem[] => {
    const gone = going.get(containerKey(container)) ?? []
    const total = assets?.length ?? 0
    if (gone.length === 0 || gone.length * 2 <= total) return []
    const named = gone.slice(0, NAMED).map(({ id }) => id)
    return [
      {
        subject:
          container.item === undefined ? { kind: 'catalog', collection: container.collection } : { kind: 'item', id: container.item },
        what: [
          `prune would delete ${share(container, gone.length, total)}, more than half ` +
            `(${named.join(', ')}${gone.length > NAMED ? ', …' : ''}); nothing was written`,
        ],
        fix: [
          ...say`check ${input('files')} and ${input('item')} (an asset stays only where a selected file maps to it); `,
          ...say`if they are meant to go, give ${input('prune-limit', { value: String(obsolete.length) })} (or all), which allows it`,
        ],
      },
    ]
  })
}
