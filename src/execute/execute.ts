import { Budget } from './budget.ts'
import { deleteAssetAbortingUploads } from './delete.ts'
import {
  type CatalogApi,
  type Container,
  containerKey,
  containerName,
  itemAssets,
  PartBytesChanged,
  type ItemReads,
  readItems,
  type RemoteAsset,
  type RemoteItem,
  type ServerTraits,
} from '../catalog/index.ts'
import type { UploadBody } from '../checksums/index.ts'
import { formatItemTime, type ItemsConfig, type SafetyConfig, type TransferConfig } from '../domain/index.ts'
import {
  errorMessage,
  FileChangedError,
  inert,
  input,
  internalDetail,
  isInternalError,
  type Log,
  mapLimit,
  type PendingWork,
  render,
  say,
  type Secrets,
} from '../common/index.ts'
import type { SelectedFile } from '../files/index.ts'
import { itemBody, type ItemPlan, plan, planItem, type PlanEntry } from '../plan/index.ts'
import type { Progress } from './progress.ts'
import { WriteStop } from './refusals.ts'
import { resultOf, type FileResult, type ItemResult } from './results.ts'
import { ReadBack } from './read-back.ts'
import { NoUploadApi, transferFile } from './transfer.ts'

/** The catalog does not create assets the way the inputs insist on (create-method: post, where it has no POST create). */
export class CreateMethodRefused extends Error {
  override name = 'CreateMethodRefused'
}

interface ExecuteOptions {
  /** Whether files are uploaded (upload), and how many at a time. */
  readonly transfer: Pick<TransferConfig, 'upload' | 'concurrency'>
  /** What an asset that another writer created meanwhile gets (if-exists). */
  readonly safety: Pick<SafetyConfig, 'ifExists'>
  readonly catalog: CatalogApi
  readonly traits: ServerTraits
  /**
   * The digest phase: the bytes to upload for a file, and whether they are read before anything of
   * its asset is written (a source's content, which may not be what the source states).
   */
  readonly bodies: { forUpload(file: SelectedFile): Promise<UploadBody>; readsBeforeWrite?(file: SelectedFile): boolean }
  /** Parts in flight to the storage, for the whole run. */
  readonly budget: Budget
  readonly log: Log
  readonly secrets: Secrets
  readonly pending: PendingWork
  readonly progress?: Progress
  readonly now?: () => number
  /** Items that could not be written, with why: their files are not tried. */
  readonly failedItems?: ReadonlyMap<string, string>
  /** The run's stop when the catalog refuses writes persistently (shared with the items); the executor's own otherwise. */
  readonly stop?: WriteStop
}

/** An item's result as planned, or with what became of it. */
export function itemResultOf(plan: ItemPlan, result: ItemResult['result'], error?: string): ItemResult {
  return {
    item: plan.id,
    action: plan.action,
    result,
    bbox: plan.desired?.bbox,
    ...(plan.desired === undefined ? {} : { geometry: plan.desired.geometry }),
    datetime: plan.desired?.time === undefined ? undefined : formatItemTime(plan.desired.time),
    ...(plan.desired?.properties === undefined ? {} : { properties: plan.desired.properties }),
    reason:
      plan.action === 'existing' || plan.desired === undefined ? plan.reason : `${plan.reason} (geometry: ${plan.desired.geometryFrom})`,
    ...(error === undefined ? {} : { error }),
  }
}

/** The most items the service creates in one request. */
const BULK_LIMIT = 100
/** Rounds of creating an item (or an asset) and reading it, where other writers create and delete it meanwhile. */
const CREATE_ROUNDS = 3
/** Why a new item that the catalog has is not this run's. */
const UNSEEN =
  "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, or the listing left it out)"
/** Why a new asset that the catalog has is not this run's: also one that came back with its item, revived after it expired. */
const UNSEEN_ASSET =
  "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, the listing left it out, " +
  'or its item had expired, which hides it)'

type ItemWork = { readonly batch: readonly ItemPlan[] } | { readonly update: ItemPlan }

interface ItemsOptions {
  readonly catalog: CatalogApi
  readonly collection: string
  /** What becomes of an item that exists: also of a new one whose create meets an item of its id. */
  readonly mode: ItemsConfig['mode']
  readonly concurrency: number
  readonly secrets: Secrets
  readonly log?: Log
  /** The run's stop when the catalog refuses writes persistently, shared with its files. */
  readonly stop?: WriteStop
}

/**
 * Creates and updates the target items (before their assets, which need them), `concurrency`
 * requests at a time. New items go in batches of at most 100, each one request (the service's bulk
 * create); a batch the catalog refuses (an id that exists: hidden since it expired, or written
 * meanwhile by another; or a body it refuses) is created item by item (createItem), as are the items
 * of a catalog without the bulk create. Changed items are PATCHed, one request each; unchanged ones
 * cost nothing.
 */
export async function executeItems(plans: readonly ItemPlan[], options: ItemsOptions): Promise<ItemResult[]> {
  const { catalog, collection, concurrency, secrets, log, stop } = options
  const results = new Map<string, ItemResult>()
  const failed = (plan: ItemPlan, error: unknown) =>
    results.set(plan.id, itemResultOf(plan, 'failed', secrets.redact(errorMessage(error, log?.words))))
  const creates = plans.filter((plan) => plan.action === 'create')
  // One item costs one request either way: PUT, which needs no key.
  const batches = creates.length >= 2 ? balancedBatches(creates, BULK_LIMIT) : []
  const oneByOne = creates.length >= 2 ? [] : [...creates]
  let bulkUnsupported = false
  const work: ItemWork[] = [
    ...batches.map((batch) => ({ batch })),
    ...plans.filter((plan) => plan.action === 'update').map((update) => ({ update })),
  ]
  await mapLimit(work, concurrency, async (task) => {
    if (stop?.reason !== undefined) {
      for (const plan of 'update' in task ? [task.update] : task.batch) failed(plan, stop.reason)
      return
    }
    if ('update' in task) {
      try {
        await updateItem(catalog, collection, task.update)
        stop?.written()
        results.set(task.update.id, itemResultOf(task.update, 'updated'))
      } catch (error) {
        stop?.failed(error)
        failed(task.update, error)
      }
      return
    }
    if (bulkUnsupported) {
      oneByOne.push(...task.batch)
      return
    }
    try {
      const outcome = await catalog.createItems(
        collection,
        task.batch.map((plan) => itemBody(plan.desired!)),
      )
      if (outcome.kind === 'created') {
        stop?.written()
        for (const plan of task.batch) results.set(plan.id, itemResultOf(plan, 'created'))
        return
      }
      if (outcome.kind === 'methodNotAllowed') {
        if (!bulkUnsupported) log?.info('The catalog answered 405 to creating items in bulk: creating them one by one with PUT')
        bulkUnsupported = true
      } else {
        log?.info(
          `${task.batch.length} new item(s) written one by one: the catalog refused them in bulk (${outcome.why.replaceAll('\n', ' ')})`,
        )
      }
      oneByOne.push(...task.batch)
    } catch (error) {
      stop?.failed(error)
      for (const plan of task.batch) failed(plan, error)
    }
  })
  await mapLimit(oneByOne, concurrency, async (plan) => {
    if (stop?.reason !== undefined) {
      failed(plan, stop.reason)
      return
    }
    try {
      results.set(plan.id, await createOne(plan, options))
      stop?.written()
    } catch (error) {
      stop?.failed(error)
      failed(plan, error)
    }
  })
  return plans.map((plan) => results.get(plan.id) ?? itemResultOf(plan, plan.action === 'unchanged' ? 'unchanged' : 'existing'))
}

/**
 * Creates one new item without ever replacing one that exists. A create that meets an item of its
 * id reads it: another writer made it after the run read the catalog (another shard, another
 * pipeline), or the listing left it out; it is treated as any existing item is, left as it is under
 * items: create, changed where it differs from what the run sets under items: sync (PATCH, which keeps
 * what the run does not set). An item that exists though no read shows it has expired, which hides
 * it, or was deleted meanwhile: PUT revives or creates it. An item deleted before its PATCH is
 * created in the next round.
 */
async function createOne(plan: ItemPlan, options: ItemsOptions): Promise<ItemResult> {
  const { catalog, collection, mode, log } = options
  const body = itemBody(plan.desired!)
  for (let round = 1; ; round++) {
    const created = await catalog.createItem(collection, body)
    if (created === 'created') return itemResultOf(plan, 'created')
    if (created === 'replaced') {
      log?.warning(
        `item ${plan.id} existed, though no read showed it, and the catalog replaced it with this run's: it ignores If-None-Match`,
      )
      return itemResultOf(plan, 'created')
    }
    const remote = await catalog.getItem(collection, plan.id)
    if (remote === undefined) {
      if ((await catalog.putItem(collection, body)) === 'updated') {
        log?.info(`item ${plan.id} existed, though no read showed it (it had expired, which hides an item): replaced with this run's`)
      }
      return itemResultOf(plan, 'created')
    }
    const settled = planItem(plan.id, mode, remote, plan.desired, log?.words)
    const items = (value: ItemsConfig['mode']): string => render([input('items', { value })], log?.words)
    // Never a problem: the item exists, and the run describes it.
    if ('subject' in settled) throw new Error(`item ${plan.id}: no plan for an item that exists`)
    if (settled.action === 'existing') {
      log?.info(`item ${plan.id} ${UNSEEN}: left as it is (${items('create')})`)
      return itemResultOf({ ...plan, desired: undefined, reason: `${UNSEEN}: left as it is (${items('create')})` }, 'existing')
    }
    if (settled.action === 'unchanged') {
      log?.info(`item ${plan.id} ${UNSEEN}: it is as this run would write it (${items('sync')})`)
      return itemResultOf({ ...plan, reason: `${UNSEEN}, as this run would write it` }, 'unchanged')
    }
    try {
      await updateItem(catalog, collection, settled)
    } catch (error) {
      // Deleted since it was read: the next round creates it.
      if (round < CREATE_ROUNDS && (await catalog.getItem(collection, plan.id).catch(() => remote)) === undefined) continue
      throw error
    }
    log?.info(`item ${plan.id} ${UNSEEN}: ${settled.reason}, updated (${items('sync')})`)
    return itemResultOf({ ...plan, reason: `${UNSEEN}; ${settled.reason}` }, 'updated')
  }
}

/** An item's PATCH, and before it, where it gives a stored link another hreflang, the PATCH that drops that link (the plan's unlink). */
async function updateItem(catalog: CatalogApi, collection: string, plan: ItemPlan): Promise<void> {
  if (plan.unlink !== undefined) await catalog.patchItem(collection, plan.id, plan.unlink)
  await catalog.patchItem(collection, plan.id, plan.changes!)
}

/** As few batches of at most `limit` as there must be, of equal sizes, so that they take equally long. */
function balancedBatches<T>(all: readonly T[], limit: number): T[][] {
  const count = Math.ceil(all.length / limit)
  return Array.from({ length: count }, (_, index) =>
    all.slice(Math.floor((index * all.length) / count), Math.floor(((index + 1) * all.length) / count)),
  )
}

/**
 * Carries out the plan, `concurrency` files at a time, and reads every written container back once
 * to confirm what the catalog now shows: the items as their writes end (read-back.ts), in the same
 * `concurrency` slots, the rest after the last write. Each file stands alone: a failure is recorded
 * on its result and the others go on.
 */
export async function execute(entries: readonly PlanEntry[], options: ExecuteOptions): Promise<FileResult[]> {
  const executor = new Executor(options)
  const { concurrency } = options.transfer
  const slots = new Budget(concurrency)
  const readBack = new ReadBack(entries)
  const collection = entries.find((entry) => entry.spec.container.item !== undefined)?.spec.container.collection
  const reads = collection === undefined ? undefined : readBack.start(options.catalog, collection, slots, concurrency)
  // Settled, failed or not, before verify looks at it; the reads wait for the writes they read.
  reads?.catch(() => undefined)
  let written: Written[]
  try {
    written = await mapLimit(entries, concurrency, async (entry) => {
      let wrote = false
      try {
        const done = await slots.run(() => executor.run(entry))
        wrote = done.result.result === 'created' || done.result.result === 'updated'
        return done
      } finally {
        readBack.settled(entry, wrote)
      }
    })
  } catch (error) {
    // No read goes on after the run's writes failed as a whole.
    readBack.abandon()
    throw error
  } finally {
    readBack.writesOver()
  }
  const readBackItems =
    reads === undefined || collection === undefined
      ? undefined
      : () => readBack.items(reads, (id) => options.catalog.getItem(collection, id), concurrency)
  return executor.verify(entries, written, readBackItems)
}

/** A file's result, and what the catalog must show for it afterwards. */
interface Written {
  readonly result: FileResult
  /** The checksum the asset must carry, when its file is meant to be there. */
  readonly checksum: string | undefined
}

class Executor {
  readonly #options: ExecuteOptions
  readonly #stop: WriteStop
  /** While create-method auto has not learnt the method, the first create asks and the rest wait. */
  #probe: Promise<void> | undefined
  /** A create that asked ended without deciding: from then on each create asks by itself, none waits. */
  #undecided = false
  /** Bodies read before their asset's first write, until its upload takes them. */
  readonly #readFirst = new Map<SelectedFile, UploadBody>()

  constructor(options: ExecuteOptions) {
    this.#options = options
    this.#stop = options.stop ?? new WriteStop(options.log)
  }

  async run(entry: PlanEntry): Promise<Written> {
    const done = this.#options.pending.add(`publishing ${entry.spec.file.relativePath}`)
    try {
      return await this.#apply(entry)
    } finally {
      done()
      this.#options.progress?.fileDone()
    }
  }

  async #apply(entry: PlanEntry): Promise<Written> {
    const itemFailed = entry.spec.container.item === undefined ? undefined : this.#options.failedItems?.get(entry.spec.container.item)
    if (itemFailed !== undefined) {
      const error = `item ${entry.spec.container.item} could not be written (${itemFailed}); nothing was written for this file`
      return { result: resultOf(entry, 'failed', { error }), checksum: undefined }
    }
    if (entry.action === 'skip') return { result: resultOf(entry, 'skipped'), checksum: undefined }
    if (entry.action === 'error') return { result: resultOf(entry, 'failed', { error: entry.reason }), checksum: undefined }
    // The catalog refuses writes persistently: no file starts a write any more.
    if (this.#stop.reason !== undefined) return { result: resultOf(entry, 'failed', { error: this.#stop.reason }), checksum: undefined }
    // What the file's result says: the plan, or what a create found instead.
    let reported = entry
    const { bodies, traits } = this.#options
    const { file } = entry.spec
    try {
      // Content that may not be what its source states is read, and checked, before anything of its asset is written.
      if (entry.upload && traits.uploads !== false && bodies.readsBeforeWrite?.(file) === true)
        this.#readFirst.set(file, await bodies.forUpload(file))
      if (entry.action === 'create') return await this.#createNew(entry, (said) => (reported = said))
      return await this.#write(entry, entry)
    } catch (error) {
      this.#stop.failed(error)
      if (isInternalError(error)) this.#options.log.debug(`${inert(entry.spec.file.relativePath)}: ${internalDetail(error)}`)
      return {
        result: resultOf(reported, 'failed', { error: this.#options.secrets.redact(errorMessage(error, this.#options.log.words)) }),
        checksum: undefined,
      }
    } finally {
      // Read, but not uploaded after all (an asset another writer made meanwhile, left as it is).
      const unsent = this.#readFirst.get(file)
      if (unsent !== undefined) {
        await unsent.release()
        this.#readFirst.delete(file)
      }
    }
  }

  /**
   * Creates a new asset, never over one that exists: one it meets is read and planned again (#met),
   * in at most CREATE_ROUNDS rounds where other writers create and delete it meanwhile. `report`
   * learns what the file's result says: the plan, or what the create found instead.
   */
  async #createNew(entry: PlanEntry, report: (reported: PlanEntry) => void): Promise<Written> {
    const { catalog } = this.#options
    const { container, fields } = entry.spec
    for (let round = 1; ; round++) {
      report(entry)
      const made = await this.#create(entry)
      // Only POST (as published) sends the checksum: after a PUT the file is there once uploaded.
      if (made !== 'exists')
        return this.#uploadThen(entry, entry, { mustUpload: entry.upload, dataKept: made === 'post', outcome: 'created' })
      const remote = await catalog.getAsset(container, fields.id)
      if (remote === undefined) {
        // Gone again before it was read: the next round creates it.
        if (round < CREATE_ROUNDS) continue
        throw new Error(
          `create asset ${fields.id}: an asset of its id existed at each of ${CREATE_ROUNDS} creates and was gone ` +
            'each time it was read (other writers create and delete it meanwhile); run again',
        )
      }
      const met = this.#met(entry, remote)
      const reported = { ...met, action: entry.action }
      report(reported)
      if (met.action === 'skip' || met.action === 'error') {
        // The catalog answered the create: it takes writes.
        this.#stop.written()
        if (met.action === 'skip') return { result: resultOf(reported, 'skipped'), checksum: undefined }
        return { result: resultOf(reported, 'failed', { error: `asset '${fields.id}' ${met.reason}` }), checksum: undefined }
      }
      try {
        return await this.#write(met, reported)
      } catch (error) {
        // Deleted between its read and its PATCH: the next round creates it.
        if (round < CREATE_ROUNDS && (await catalog.getAsset(container, fields.id).catch(() => remote)) === undefined) continue
        throw error
      }
    }
  }

  /** An update or an upload, as `entry` plans it; its result as `reported` says it. */
  async #write(entry: PlanEntry, reported: PlanEntry): Promise<Written> {
    const reset = entry.action !== 'update' ? false : entry.replace ? await this.#replace(entry) : await this.#patch(entry)
    // The file is meant to be there afterwards unless this run cannot upload it.
    return this.#uploadThen(entry, reported, { mustUpload: entry.upload || reset, dataKept: !entry.upload && !reset, outcome: 'updated' })
  }

  /** Uploads the file where it must be, and says what became of it. `dataKept`: the catalog has the file without an upload. */
  async #uploadThen(
    entry: PlanEntry,
    reported: PlanEntry,
    how: { readonly mustUpload: boolean; readonly dataKept: boolean; readonly outcome: 'created' | 'updated' },
  ): Promise<Written> {
    if (how.mustUpload) this.#stop.check()
    const uploaded = how.mustUpload ? await this.#upload(entry) : undefined
    this.#stop.written()
    // The content's size as read: a STAC source that states none has it known only now.
    const result = resultOf(reported, how.outcome, {
      uploadedBytes: uploaded?.sent ?? 0,
      ...(uploaded === undefined ? {} : { size: uploaded.size }),
    })
    return { result, checksum: how.dataKept || uploaded !== undefined ? entry.checksum : undefined }
  }

  /**
   * A new asset's create met an asset of its id that the run's read did not show: another writer
   * made it after the read (another shard, another pipeline), the listing left its item out, or it
   * came back with its item, revived after it expired. It is planned as any asset that exists is, by
   * if-exists, with the planner's own comparison: left alone where it is as planned (skip) or may not
   * be changed (fail, a type the catalog cannot change in place); updated (PATCH, the file uploaded
   * where it differs) under skip-unchanged; replaced under overwrite.
   */
  #met(entry: PlanEntry, remote: RemoteAsset): PlanEntry {
    const { safety, log } = this.#options
    const [again] = plan([{ spec: entry.spec, checksum: entry.checksum }], new Map([[remote.id, remote]]), safety.ifExists, log.words)
    const what =
      again!.action === 'skip'
        ? 'unchanged, left as it is'
        : again!.action === 'error' && safety.ifExists === 'fail'
          ? render(say`left as it is (${input('if-exists', { value: 'fail' })})`, log.words)
          : again!.reason
    const reason = `${UNSEEN_ASSET}: ${what}`
    log.info(`asset ${entry.spec.fields.id} in ${containerName(entry.spec.container)} ${reason}`)
    return { ...again!, reason }
  }

  /** Creates the asset, never over one that exists: the method used (only POST, as published, sends the checksum), or 'exists'. */
  async #create(entry: PlanEntry): Promise<'post' | 'put' | 'exists'> {
    const { catalog, traits, log } = this.#options
    const { container, fields } = entry.spec
    for (;;) {
      // Also after waiting for another create's answer: it may have stopped the run's writes.
      this.#stop.check()
      if (traits.create === 'put') {
        const made = await catalog.createAsset(container, fields, entry.checksum)
        if (made === 'replaced') {
          log.warning(
            `asset ${fields.id} in ${containerName(container)} existed, though no read showed it, and the catalog replaced it ` +
              "with this run's: it ignores If-None-Match",
          )
        }
        return made === 'exists' ? 'exists' : 'put'
      }
      if (traits.create === 'post') {
        const made = await catalog.postAsset(container, fields, entry.checksum)
        if (made !== 'methodNotAllowed') return made === 'created' ? 'post' : 'exists'
        const use = say`use ${input('create-method', { value: 'put' })} or auto`
        throw new CreateMethodRefused(
          render(
            say`create asset ${fields.id}: the catalog does not create assets with POST (it answered 405); ${use}`,
            this.#options.log.words,
          ),
        )
      }
      if (this.#probe !== undefined) {
        await this.#probe
        continue
      }
      const asked = this.#ask(entry)
      // The first create asks alone, so that a catalog without POST meets one POST, not one per file in flight.
      if (!this.#undecided) {
        const settled = (): void => void (this.#probe = undefined)
        this.#probe = asked.then(settled, settled)
      }
      const answer = await asked
      if (answer !== 'put') return answer
    }
  }

  /**
   * A create with POST, which decides create-method auto: 'post' when it created the asset, 'exists'
   * when it met one of its id (a 409: the catalog has POST), 'put' after a 405 (said once). A create
   * refused for its own reasons decides nothing; nor would the next, if the catalog refuses them all:
   * from then on every create asks by itself, none waiting for another's answer, so that no file
   * waits behind the refusals of the files before it.
   */
  async #ask(entry: PlanEntry): Promise<'post' | 'put' | 'exists'> {
    const { catalog, traits, log } = this.#options
    const { container, fields } = entry.spec
    try {
      const made = await catalog.postAsset(container, fields, entry.checksum)
      if (made !== 'methodNotAllowed') {
        traits.create = 'post'
        return made === 'created' ? 'post' : 'exists'
      }
    } catch (error) {
      // Counted before the creates waiting for this answer go on: a refusal that stops the run stops them.
      this.#stop.failed(error)
      this.#undecided = true
      throw error
    }
    if (traits.create !== 'put') {
      traits.create = 'put'
      log.info('The catalog answered 405 to POST: creating assets with PUT (upsert) from now on, as the deployed service expects')
    }
    return 'put'
  }

  /** Changes the metadata that differ; true when the asset's file was reset on the way (PUT). */
  async #patch(entry: PlanEntry): Promise<boolean> {
    const { catalog, traits, log } = this.#options
    if (traits.patch !== false) {
      if ((await catalog.patchAsset(entry.spec.container, entry.spec.fields.id, entry.changes)) === 'updated') {
        traits.patch = true
        return false
      }
      if (traits.learnNoPatch())
        log.info('The catalog answered 405 to PATCH: replacing assets with PUT instead, and uploading their files again')
    }
    return this.#replace(entry)
  }

  /** Replaces the asset with PUT, deleting it first when its media type changes; its file is reset. */
  async #replace(entry: PlanEntry): Promise<true> {
    const { catalog } = this.#options
    const { container, fields } = entry.spec
    if (entry.recreate) await deleteAssetAbortingUploads(catalog, container, fields.id)
    await catalog.putAsset(container, fields, !entry.recreate)
    return true
  }

  /** The bytes sent and the content's size, or undefined when this run does not upload (upload: false, or no upload API). */
  async #upload(entry: PlanEntry): Promise<{ readonly sent: number; readonly size: number } | undefined> {
    const { transfer, traits, log, catalog, budget, bodies, progress, now } = this.#options
    if (traits.uploads === false) return undefined
    const { container, fields, file } = entry.spec
    const body = this.#readFirst.get(file) ?? (await bodies.forUpload(file))
    this.#readFirst.delete(file)
    try {
      const bytes = await transferFile(container, fields.id, body.digest, {
        catalog,
        budget,
        log,
        ...(progress === undefined ? {} : { onBytes: (sent: number) => progress.bytesSent(sent) }),
        ...(now === undefined ? {} : { now }),
      })
      traits.uploads = true
      return { sent: bytes, size: body.digest.size }
    } catch (error) {
      if (error instanceof PartBytesChanged) {
        const parts = body.digest.parts.length
        throw new FileChangedError(
          file.relativePath,
          `part ${error.partNumber} of ${parts} was read with other bytes than when its checksum was computed; the storage refused it`,
          'its upload was aborted',
        )
      }
      if (!(error instanceof NoUploadApi)) throw error
      const strict = input('upload', { value: 'true' })
      if (transfer.upload === 'true') {
        const fix = say`set ${input('upload', { value: 'auto' })} to publish metadata only, or check ${input('base-url')}`
        throw new NoUploadApi(
          render(say`upload of ${fields.id}: the catalog offers no upload API (${error.message}), and ${strict}; ${fix}`, log.words),
        )
      }
      if (traits.learnNoUploads()) {
        log.warning(
          render(
            say`The catalog offers no upload API (${error.message}): publishing metadata only. Set ${strict} to make this an error.`,
            log.words,
          ),
        )
      }
      return undefined
    } finally {
      await body.release()
    }
  }

  /**
   * One read back of every written item (or collection) confirms that every written asset shows
   * the expected type and checksum; one that does not is a failed file. Items are read as planning
   * reads them (the collection's listing, or one read per item, whichever costs fewer requests);
   * hrefs come from the same read.
   */
  async verify(entries: readonly PlanEntry[], written: readonly Written[], readBack?: () => Promise<ItemReads>): Promise<FileResult[]> {
    const { catalog, secrets, transfer } = this.#options
    const containers = new Map<string, Container>()
    written.forEach(({ result }, index) => {
      const container = entries[index]!.spec.container
      if (result.result === 'created' || result.result === 'updated') containers.set(containerKey(container), container)
    })
    /** What each written container shows, or why it could not be read back. */
    const shown = new Map<string, { readonly assets: ReadonlyMap<string, RemoteAsset> } | { readonly unread: string }>()
    const itemAssetsOf = (item: RemoteItem | undefined): RemoteAsset[] => (item === undefined ? [] : itemAssets(item))
    const byId = (assets: Iterable<RemoteAsset>): ReadonlyMap<string, RemoteAsset> => new Map([...assets].map((asset) => [asset.id, asset]))
    const items = [...containers.values()].filter((container) => container.item !== undefined)
    // A run publishes into one collection.
    const collection = items[0]?.collection
    if (collection !== undefined) {
      try {
        // Read while the run wrote (every item it meant to write into), or now.
        const reads =
          readBack === undefined
            ? await readItems(
                catalog,
                collection,
                items.map((container) => container.item!),
                transfer.concurrency,
                { written: true, skipTooLarge: true },
              )
            : await readBack()
        for (const container of items) shown.set(containerKey(container), { assets: byId(itemAssetsOf(reads.items.get(container.item!))) })
        // An item too large to read whole: each asset written into it is read by itself.
        for (const item of reads.tooLarge ?? []) {
          const container = { collection, item }
          const ids = written.flatMap(({ result }, index) =>
            (result.result === 'created' || result.result === 'updated') &&
            containerKey(entries[index]!.spec.container) === containerKey(container)
              ? [result.id]
              : [],
          )
          if (ids.length === 0) continue
          this.#options.log.info(`Item ${item} is too large to read back whole: its ${ids.length} written asset(s) are read one by one`)
          const assets = await mapLimit(ids, transfer.concurrency, (id) => catalog.getAsset(container, id))
          shown.set(containerKey(container), { assets: byId(assets.filter((asset) => asset !== undefined)) })
        }
      } catch (error) {
        for (const container of items) shown.set(containerKey(container), { unread: errorMessage(error, this.#options.log.words) })
      }
    }
    await mapLimit(
      [...containers].filter(([, container]) => container.item === undefined),
      transfer.concurrency,
      async ([key, container]) => {
        try {
          shown.set(key, { assets: byId((await catalog.listAssets(container)) ?? []) })
        } catch (error) {
          shown.set(key, { unread: errorMessage(error, this.#options.log.words) })
        }
      },
    )
    return written.map(({ result, checksum }, index) => {
      if (result.result !== 'created' && result.result !== 'updated') return result
      const { container } = entries[index]!.spec
      const read = shown.get(containerKey(container))!
      if ('unread' in read) {
        const error = `written, but reading ${containerName(container)} back to confirm it failed (${read.unread}); run again to confirm`
        return { ...result, result: 'failed', error: secrets.redact(error) }
      }
      const asset = read.assets.get(result.id)
      const problem =
        asset === undefined
          ? `the catalog no longer shows asset ${result.id}`
          : asset.type !== result.type
            ? `the catalog shows media type '${asset.type ?? '(none)'}', not '${result.type}'`
            : checksum !== undefined && asset['file:checksum'] !== checksum
              ? `the catalog shows checksum ${asset['file:checksum'] ?? '(none)'}, not ${checksum}`
              : undefined
      if (problem === undefined) return { ...result, href: asset?.href ?? result.href }
      const error = `written, but ${problem}: a second writer changed it meanwhile, or the upload was lost; run again`
      return { ...result, result: 'failed', error: secrets.redact(error) }
    })
  }
}
