import type { AssetSpec } from './assets.ts'
import type { CatalogApi } from './catalog/api.ts'
import { containerKey, type Container, type RemoteAsset } from './catalog/model.ts'
import { errorMessage, UserError } from './errors.ts'
import type { Log } from './log.ts'
import { mapLimit } from './map-limit.ts'
import type { DeletionResult } from './results.ts'
import type { Secrets } from './secrets.ts'
import { assetInShard, type Shard } from './shard.ts'

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
  throw new UserError(
    `prune would delete ${obsolete.length} asset(s), more than prune-limit (${limit}); nothing was written. ` +
      "Check 'files' and 'item', then raise prune-limit (or set it to all) " +
      `if these are meant to go: ${listed}${obsolete.length > 20 ? ', …' : ''}`,
  )
}

/** Deletes the obsolete assets, aborting an upload still in progress on one first (the service refuses to delete it otherwise). */
export async function deleteObsolete(
  obsolete: readonly Obsolete[],
  options: { readonly catalog: CatalogApi; readonly concurrency: number; readonly log: Log; readonly secrets: Secrets },
): Promise<DeletionResult[]> {
  const { catalog, log, secrets } = options
  return mapLimit(obsolete, options.concurrency, async ({ container, id }): Promise<DeletionResult> => {
    try {
      for (const uploadId of await catalog.uploadsInProgress(container, id)) await catalog.abortUpload(container, id, uploadId)
      await catalog.deleteAsset(container, id)
      log.info(`delete ${container.item === undefined ? '' : `${container.item}/`}${id} (no selected file maps to it)`)
      return { item: container.item, id, result: 'deleted' }
    } catch (error) {
      return { item: container.item, id, result: 'failed', error: secrets.redact(errorMessage(error)) }
    }
  })
}
