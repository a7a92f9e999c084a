import { stat } from 'node:fs/promises'
import type { AssetFields } from './assets.ts'
import type { Catalog } from './catalog.ts'
import { CatalogError } from './catalog.ts'
import type { Config } from './config.ts'
import { uploadDigest, type Digest } from './digest.ts'
import { RequestFailedError, type Http, type HttpResponse } from './http.ts'
import type { Log } from './log.ts'
import type { Action, PlanEntry } from './plan.ts'
import { mapLimit } from './pool.ts'
import type { Progress } from './progress.ts'
import type { Secrets } from './secrets.ts'
import { uploadFile, UploadUnsupportedError } from './upload.ts'

export type Outcome = 'created' | 'updated' | 'skipped' | 'failed' | 'planned'

export interface FileResult {
  readonly file: string
  readonly item: string
  readonly id: string
  readonly type: string
  readonly checksum: string
  readonly href: string | undefined
  readonly action: Action
  readonly result: Outcome
  readonly reason: string
  readonly error?: string
  readonly uploadedBytes: number
}

export interface ApplyOptions {
  readonly config: Pick<Config, 'createMethod' | 'upload' | 'concurrency' | 'contentEncoding'>
  /** The catalog client of each target item. */
  readonly catalogs: ReadonlyMap<string, Catalog>
  readonly http: Http
  readonly log: Log
  readonly secrets: Secrets
  readonly digests: ReadonlyMap<string, Digest>
  readonly now?: () => number
  readonly progress?: Progress
}

/**
 * Carries out the plan, several files at a time. Each file stands alone: a failure is recorded
 * on its result and the others go on.
 */
export async function apply(entries: readonly PlanEntry[], options: ApplyOptions): Promise<FileResult[]> {
  const writer = new Writer(options)
  return mapLimit(entries, options.config.concurrency, (entry) => writer.apply(entry))
}

export function resultOf(entry: PlanEntry, result: Outcome, extra: Partial<FileResult> = {}): FileResult {
  return {
    file: entry.spec.file.relativePath,
    item: entry.spec.item,
    id: entry.spec.fields.id,
    type: entry.spec.fields.type,
    checksum: entry.checksum,
    href: entry.existing?.href,
    action: entry.action,
    result,
    reason: entry.reason,
    uploadedBytes: 0,
    ...extra,
  }
}

const hrefOf = (response: HttpResponse): string | undefined => {
  try {
    const href = (JSON.parse(response.text) as { href?: unknown }).href
    return typeof href === 'string' ? href : undefined
  } catch {
    return undefined
  }
}

class Writer {
  readonly #options: ApplyOptions
  #createMethod: 'auto' | 'post' | 'put'
  /** While auto has not learned the create method yet, the first create decides and the rest wait. */
  #probe: Promise<unknown> | undefined
  #uploads: 'unknown' | 'yes' | 'no' = 'unknown'

  constructor(options: ApplyOptions) {
    this.#options = options
    this.#createMethod = options.config.createMethod
  }

  async apply(entry: PlanEntry): Promise<FileResult> {
    try {
      return await this.#apply(entry)
    } finally {
      this.#options.progress?.fileDone()
    }
  }

  async #apply(entry: PlanEntry): Promise<FileResult> {
    if (entry.action === 'skip') return resultOf(entry, 'skipped')
    if (entry.action === 'error') return resultOf(entry, 'failed', { error: entry.reason })
    try {
      let href = entry.existing?.href
      let mustUpload = entry.upload
      if (entry.action === 'create') {
        href = (await this.#create(this.#catalog(entry), entry.spec.fields, entry.checksum)) ?? href
      } else if (entry.action === 'update') {
        const replaced = entry.replace ? await this.#replace(entry) : await this.#patch(entry)
        href = replaced.href ?? href
        mustUpload ||= replaced.fileReset
      }
      const uploadedBytes = mustUpload ? await this.#upload(entry) : 0
      return resultOf(entry, entry.action === 'create' ? 'created' : 'updated', { href, uploadedBytes })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return resultOf(entry, 'failed', { error: this.#options.secrets.redact(message) })
    }
  }

  #catalog(entry: PlanEntry): Catalog {
    const catalog = this.#options.catalogs.get(entry.spec.item)
    if (catalog === undefined) throw new Error(`no catalog client for item ${entry.spec.item}`)
    return catalog
  }

  async #create(catalog: Catalog, fields: AssetFields, checksum: string): Promise<string | undefined> {
    const { log } = this.#options
    if (this.#createMethod === 'auto') {
      if (this.#probe !== undefined) {
        await this.#probe
        return this.#create(catalog, fields, checksum)
      }
      const probe = this.#post(catalog, fields, checksum)
      this.#probe = probe.then(
        () => undefined,
        () => undefined,
      )
      let answer: Awaited<typeof probe>
      try {
        answer = await probe
      } catch (error) {
        // This file failed for its own reasons: the next create asks again.
        this.#probe = undefined
        throw error
      }
      if (answer !== 'method-not-allowed') {
        this.#createMethod = 'post'
        return answer.href
      }
      this.#createMethod = 'put'
      log.info('The catalog answered 405 to POST: creating assets with PUT (upsert) from now on, as the deployed service expects')
    }
    if (this.#createMethod === 'post') {
      const answer = await this.#post(catalog, fields, checksum)
      if (answer === 'method-not-allowed') {
        throw new CatalogError(
          405,
          `create asset ${fields.id}: HTTP 405, the catalog does not create assets with POST; use create-method: put or auto`,
          undefined,
        )
      }
      return answer.href
    }
    const response = await catalog.putAsset(fields)
    catalog.expect(response, [200, 201], `create asset ${fields.id}`)
    return hrefOf(response)
  }

  async #post(
    catalog: Catalog,
    fields: AssetFields,
    checksum: string,
  ): Promise<{ readonly href: string | undefined } | 'method-not-allowed'> {
    for (let attempt = 1; ; attempt++) {
      let response: HttpResponse
      try {
        response = await catalog.postAsset(fields, checksum)
      } catch (error) {
        // The answer was lost: whether the asset was made, the catalog itself can tell; if it
        // was not, sending the create again cannot make it twice.
        if (!(error instanceof RequestFailedError) || attempt >= 3) throw error
        const made = await catalog.getAsset(fields.id)
        if (made !== undefined && made.type === fields.type) return { href: made.href }
        continue
      }
      if (response.status === 405) return 'method-not-allowed'
      if (response.status === 409) {
        // Exists already: made by this very request when a gateway error made us send it again.
        const made = await catalog.getAsset(fields.id)
        if (made !== undefined && made.type === fields.type && made['file:checksum'] === checksum) return { href: made.href }
      }
      catalog.expect(response, [200, 201], `create asset ${fields.id}`)
      return { href: hrefOf(response) }
    }
  }

  async #patch(entry: PlanEntry): Promise<{ href: string | undefined; fileReset: boolean }> {
    const { log } = this.#options
    const catalog = this.#catalog(entry)
    const response = await catalog.patchAsset(entry.spec.fields.id, entry.changes)
    if (response.status === 405) {
      log.debug(`PATCH not allowed for ${entry.spec.fields.id}: replacing it with PUT`)
      return this.#replace(entry)
    }
    catalog.expect(response, [200], `update asset ${entry.spec.fields.id}`)
    return { href: hrefOf(response), fileReset: false }
  }

  async #replace(entry: PlanEntry): Promise<{ href: string | undefined; fileReset: boolean }> {
    const catalog = this.#catalog(entry)
    const { fields } = entry.spec
    if (entry.recreate) {
      // The service refuses to delete an asset with an upload in progress (a stopped run's).
      for (const uploadId of await catalog.uploadsInProgress(fields.id)) {
        catalog.expect(await catalog.abortUpload(fields.id, uploadId), [200, 409], `abort upload ${uploadId} of ${fields.id}`)
      }
      // 404: a retried delete whose first answer was lost.
      catalog.expect(await catalog.deleteAsset(fields.id), [200, 204, 404], `delete asset ${fields.id} to change its type`)
    }
    const response = await catalog.putAsset(fields, !entry.recreate)
    catalog.expect(response, [200, 201], `replace asset ${fields.id}`)
    // Every PUT resets the asset's file on the deployed service.
    return { href: hrefOf(response), fileReset: true }
  }

  async #upload(entry: PlanEntry): Promise<number> {
    const { config, http, log } = this.#options
    const catalog = this.#catalog(entry)
    if (config.upload === 'false' || this.#uploads === 'no') return 0
    const { file } = entry.spec
    const planned = this.#options.digests.get(file.relativePath)
    if (planned === undefined) throw new Error(`no digest for ${file.relativePath}`)
    const now = await stat(file.absolutePath).catch(() => undefined)
    if (now === undefined || now.size !== file.size) {
      throw new Error(
        `${file.relativePath}: the file ${now === undefined ? 'vanished' : 'changed'} after its checksum was computed; nothing was uploaded for it, run again`,
      )
    }
    const digest = uploadDigest(file.absolutePath, file.relativePath, planned)
    try {
      const bytes = await uploadFile(entry.spec.fields.id, entry.spec.file.absolutePath, digest, {
        catalog,
        http,
        log,
        contentEncoding: config.contentEncoding,
        partConcurrency: 4,
        ...(this.#options.progress === undefined ? {} : { onBytes: (bytes: number) => this.#options.progress?.bytesSent(bytes) }),
        ...(this.#options.now === undefined ? {} : { now: this.#options.now }),
      })
      this.#uploads = 'yes'
      return bytes
    } catch (error) {
      if (!(error instanceof UploadUnsupportedError)) throw error
      if (config.upload === 'true') {
        throw new CatalogError(
          404,
          `upload of ${entry.spec.fields.id}: the catalog offers no upload API (${error.message}), and upload is 'true'`,
          undefined,
        )
      }
      if (this.#switchOffUploads()) {
        log.warning(
          `The catalog offers no upload API (${error.message}): publishing metadata only. Set upload: true to make this an error.`,
        )
      }
      return 0
    }
  }

  /** True for the first file that finds the upload API missing, so the log says it once. */
  #switchOffUploads(): boolean {
    const first = this.#uploads !== 'no'
    this.#uploads = 'no'
    return first
  }
}
