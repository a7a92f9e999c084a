import type { AssetSpec } from '../assets/index.ts'
import { containerKey, type Container, type RemoteAsset } from '../catalog/index.ts'
import { input, problemError, say } from '../common/index.ts'
import { assetInShard, type Shard } from '../config/index.ts'

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

/** Refuses, before any write, a prune of more assets than the limit allows. */
export function checkPruneLimit(obsolete: readonly Obsolete[], limit: number): void {
  if (obsolete.length <= limit) return
  const listed = obsolete
    .slice(0, 20)
    .map(({ container, id }) => `${container.item ?? '(collection)'}/${id}`)
    .join(', ')
  const limitInput = input('prune-limit', { bare: true })
  throw problemError({
    subject: { kind: 'input', name: 'prune-limit' },
    against: 'catalog',
    what: say`prune would delete ${obsolete.length} asset(s), more than ${limitInput} (${limit}); nothing was written`,
    fix: [
      ...say`check ${input('files')} and ${input('item')}, then raise ${limitInput} (or set it to all) if these are meant to go: `,
      `${listed}${obsolete.length > 20 ? ', …' : ''}`,
    ],
  })
}
