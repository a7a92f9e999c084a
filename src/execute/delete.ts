import type { CatalogApi, Container } from '../catalog/index.ts'
import { errorMessage, type Log, mapLimit, type Secrets } from '../common/index.ts'
import type { Obsolete } from '../plan/index.ts'
import type { DeletionResult } from './results.ts'

/** Deletes the obsolete assets. */
export async function deleteObsolete(
  obsolete: readonly Obsolete[],
  options: { readonly catalog: CatalogApi; readonly concurrency: number; readonly log: Log; readonly secrets: Secrets },
): Promise<DeletionResult[]> {
  const { catalog, log, secrets } = options
  return mapLimit(obsolete, options.concurrency, async ({ container, id }): Promise<DeletionResult> => {
    try {
      await deleteAssetAbortingUploads(catalog, container, id)
      log.info(`delete ${container.item === undefined ? '' : `${container.item}/`}${id} (no selected file maps to it)`)
      return { item: container.item, id, result: 'deleted' }
    } catch (error) {
      return { item: container.item, id, result: 'failed', error: secrets.redact(errorMessage(error, log.words)) }
    }
  })
}

/** Deletes an asset, aborting its uploads in progress (a stopped run's) first: the service refuses to delete it otherwise. */
export async function deleteAssetAbortingUploads(catalog: CatalogApi, container: Container, id: string): Promise<void> {
  for (const uploadId of await catalog.uploadsInProgress(container, id)) await catalog.abortUpload(container, id, uploadId)
  await catalog.deleteAsset(container, id)
}
