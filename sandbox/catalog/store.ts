/**
 * The catalog's state and the deployed service's rules, without HTTP: items and their assets,
 * uploads and their parts. Operations take parsed request bodies and throw HttpError with the
 * service's answer when a rule refuses them; routes.ts turns the results into answers.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serviceExtensionMatches, serviceKnowsExtension, serviceMediaType } from '../service-media-types.ts'
import { apiError, HttpError, notFound } from './errors.ts'
import type { StoredFile } from './types.ts'

const WRITABLE = new Set(['id', 'title', 'type', 'href', 'description', 'roles', 'gsd', 'geoadmin:lang', 'geoadmin:variant', 'proj:epsg'])
const READ_ONLY = new Set(['file:checksum', 'created', 'updated'])
const ID_PATTERN = /^[0-9a-z-_.]+$/
const CHECKSUM_PATTERN = /^1220[0-9a-f]{64}$/

/** Where an asset lives. */
export interface AssetRef {
  readonly collection: string
  readonly item: string
  readonly asset: string
}

export interface AssetRecord {
  fields: Record<string, unknown>
  created: string
  updated: string
  file: StoredFile | undefined
  version: number
}

export interface StoredPart {
  readonly path: string
  readonly size: number
  readonly etag: string
}

export type UploadStatus = 'in-progress' | 'completed' | 'aborted'

export interface UploadRecord {
  readonly id: string
  readonly ref: AssetRef
  status: UploadStatus
  readonly numberParts: number
  readonly md5: ReadonlyMap<number, string>
  readonly checksum: string
  readonly contentEncoding: 'gzip' | 'br' | undefined
  readonly created: string
  /** When its presigned URLs expire, in seconds since the epoch. */
  readonly expires: number
  readonly parts: Map<number, StoredPart>
}

/** The If-Match and If-None-Match headers of a write. */
export interface Conditions {
  readonly ifMatch?: string | undefined
  readonly ifNoneMatch?: string | undefined
}

export interface StoreOptions {
  readonly now: () => number
  readonly items: Readonly<Record<string, readonly string[]>>
  readonly externalAssets: boolean
  readonly minPartSize: number
  readonly urlExpiresSeconds: () => number
  readonly dataDir: string
}

const sameRef = (a: AssetRef, b: AssetRef): boolean => a.collection === b.collection && a.item === b.item && a.asset === b.asset

function validateFields(body: Record<string, unknown>, externalAssets: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  if (typeof body.type !== 'string' || body.type.trim() === '') add('type', 'This field is required.')
  else if (serviceMediaType(body.type) === undefined) add('type', `Invalid media type "${body.type}"`)
  for (const field of ['title', 'description'] as const) {
    const value = body[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') add(field, 'Not a valid string.')
    else if (value.trim() === '') add(field, 'This field may not be blank.')
    else if (field === 'title' && value.length > 255) add(field, 'Ensure this field has no more than 255 characters.')
  }
  const epsg = body['proj:epsg']
  if (epsg !== undefined && epsg !== null && !Number.isInteger(epsg)) add('proj:epsg', 'A valid integer is required.')
  const lang = body['geoadmin:lang']
  if (lang !== undefined && lang !== null && !(typeof lang === 'string' && ['de', 'it', 'fr', 'rm', 'en'].includes(lang)))
    add('geoadmin:lang', `${JSON.stringify(lang)} is not a valid choice.`)
  const variant = body['geoadmin:variant']
  if (
    variant !== undefined &&
    variant !== null &&
    (typeof variant !== 'string' || variant.length > 25 || !/^([a-zA-Z0-9]+\s)*[a-zA-Z0-9]+$/.test(variant))
  ) {
    add('geoadmin:variant', `Invalid geoadmin:variant ${JSON.stringify(variant)}, special characters beside one space are not allowed`)
  }
  const roles = body.roles
  if (roles !== undefined && roles !== null && (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')))
    add('roles', 'Expected a list of items.')
  const gsd = body.gsd
  if (gsd !== undefined && gsd !== null && typeof gsd !== 'number') add('gsd', 'A valid number is required.')
  if (body.href !== undefined && !externalAssets) add('href', 'Found read-only property in payload')
  return errors
}

/** Fields are validated before this is used: the type is one the service accepts. */
const normalizedType = (type: unknown): string => serviceMediaType(String(type)) ?? String(type)

function validateId(id: string, type: unknown): Record<string, string[]> {
  if (id.length === 0 || id.length > 255 || !ID_PATTERN.test(id)) {
    return { id: ["Invalid id, only the following characters are allowed: 0-9, a-z, A-Z, '-', '_' and '.'"] }
  }
  const ext = id.split('.').pop() ?? ''
  if (!serviceKnowsExtension(id)) return { id: [`Invalid id extension '.${ext}', id must have a valid file extension`] }
  const normalized = typeof type === 'string' ? serviceMediaType(type) : undefined
  if (normalized !== undefined && !serviceExtensionMatches(id, normalized)) {
    return { non_field_errors: [`Invalid id extension '.${ext}', id must match its media type ${normalized}`] }
  }
  return {}
}

function payloadErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const key of Object.keys(body)) {
    if (READ_ONLY.has(key)) (errors[key] ??= []).push('Found read-only property in payload')
    else if (!WRITABLE.has(key)) (errors[key] ??= []).push('Unexpected property in payload')
  }
  return errors
}

export class CatalogStore {
  readonly #options: StoreOptions
  readonly #items = new Map<string, Map<string, AssetRecord>>()
  readonly #uploads = new Map<string, UploadRecord>()

  constructor(options: StoreOptions) {
    this.#options = options
    for (const [collection, ids] of Object.entries(options.items))
      for (const item of ids) this.#items.set(`${collection}/${item}`, new Map())
  }

  #iso(): string {
    return new Date(this.#options.now()).toISOString()
  }

  etagOf(record: AssetRecord): string {
    return `"${createHash('md5').update(`${record.version}:${record.updated}`).digest('hex')}"`
  }

  /** The assets of an item: 404 when there is no such item. */
  itemAssets(collection: string, item: string): Map<string, AssetRecord> {
    const found = this.#items.get(`${collection}/${item}`)
    if (found === undefined) throw notFound()
    return found
  }

  /** The assets of an item, or undefined: for the test API, which never throws for a missing item. */
  findItemAssets(collection: string, item: string): Map<string, AssetRecord> | undefined {
    return this.#items.get(`${collection}/${item}`)
  }

  asset(ref: AssetRef): AssetRecord | undefined {
    return this.#items.get(`${ref.collection}/${ref.item}`)?.get(ref.asset)
  }

  #checkConditions(conditions: Conditions, record: AssetRecord | undefined): void {
    const { ifMatch, ifNoneMatch } = conditions
    if (
      ifMatch !== undefined &&
      (record === undefined ||
        (ifMatch !== '*' &&
          !ifMatch
            .split(',')
            .map((t) => t.trim())
            .includes(this.etagOf(record))))
    ) {
      throw new HttpError(412, undefined)
    }
    if (ifNoneMatch === '*' && record !== undefined) throw new HttpError(412, undefined)
  }

  putAsset(ref: AssetRef, body: Record<string, unknown>, conditions: Conditions): { created: boolean; record: AssetRecord } {
    const assets = this.itemAssets(ref.collection, ref.item)
    const errors = payloadErrors(body)
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    if (body.id !== undefined && body.id !== ref.asset) throw apiError(400, { id: ['Renaming is not allowed'] })
    const fieldErrors = { ...validateFields(body, this.#options.externalAssets), ...validateId(ref.asset, body.type) }
    if (Object.keys(fieldErrors).length > 0) throw apiError(400, fieldErrors)
    const existing = assets.get(ref.asset)
    this.#checkConditions(conditions, existing)
    const type = normalizedType(body.type)
    if (existing !== undefined && existing.fields.type !== type) {
      throw apiError(400, { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] })
    }
    // An upsert updates the fields sent and keeps the others (update_or_create with the sent
    // fields as defaults): clearing a field takes an explicit null.
    const fields: Record<string, unknown> = { ...existing?.fields, ...body, id: ref.asset, type }
    const record: AssetRecord = existing ?? { fields, created: this.#iso(), updated: this.#iso(), file: undefined, version: 0 }
    record.fields = fields
    record.updated = this.#iso()
    record.version++
    // The deployed service resets the file of a non-external asset on every PUT (file_size = 0).
    record.file = undefined
    assets.set(ref.asset, record)
    return { created: existing === undefined, record }
  }

  patchAsset(ref: AssetRef, body: Record<string, unknown>, conditions: Conditions): AssetRecord {
    const existing = this.itemAssets(ref.collection, ref.item).get(ref.asset)
    if (existing === undefined) throw notFound()
    this.#checkConditions(conditions, existing)
    const errors = payloadErrors(body)
    if (body.id !== undefined && body.id !== ref.asset) errors.id = ['Renaming is not allowed']
    const merged = { ...existing.fields, ...body }
    Object.assign(errors, validateFields(merged, this.#options.externalAssets))
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    if (body.type !== undefined && normalizedType(body.type) !== existing.fields.type) {
      throw apiError(400, { type: ['Type field cannot be edited. You need to delete and recreate the asset with the correct type'] })
    }
    // A partial update keeps the file (ModelSerializer.update does not touch file_size).
    existing.fields = { ...merged, type: existing.fields.type }
    existing.updated = this.#iso()
    existing.version++
    return existing
  }

  deleteAsset(ref: AssetRef, conditions: Conditions): void {
    const assets = this.itemAssets(ref.collection, ref.item)
    const record = assets.get(ref.asset)
    if (record === undefined) throw notFound()
    this.#checkConditions(conditions, record)
    if ([...this.#uploads.values()].some((upload) => sameRef(upload.ref, ref) && upload.status === 'in-progress')) {
      throw apiError(400, [`Asset ${ref.asset} has still an upload in progress`])
    }
    assets.delete(ref.asset)
  }

  /** The published description's create: POST with the id, the item and the checksum in the body. */
  postAssetDescribed(collection: string, item: string, body: Record<string, unknown>): { id: string; record: AssetRecord } {
    const assets = this.itemAssets(collection, item)
    const allowed = new Set([...WRITABLE, 'item', 'file:checksum'])
    const errors: Record<string, string[]> = {}
    for (const key of Object.keys(body)) if (!allowed.has(key)) errors[key] = ['Unexpected property in payload']
    if (typeof body.id !== 'string') errors.id = ['This field is required.']
    if (body.item !== undefined && body.item !== item) errors.item = ['Does not match the item in the path']
    if (
      body['file:checksum'] !== undefined &&
      (typeof body['file:checksum'] !== 'string' || !CHECKSUM_PATTERN.test(body['file:checksum']))
    ) {
      errors['file:checksum'] = ['Invalid multihash']
    }
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    const id = String(body.id)
    const fieldErrors = { ...validateFields(body, this.#options.externalAssets), ...validateId(id, body.type) }
    if (Object.keys(fieldErrors).length > 0) throw apiError(400, fieldErrors)
    if (assets.has(id)) throw apiError(409, `Asset ${id} already exists`)
    const fields: Record<string, unknown> = { ...body, type: normalizedType(body.type) }
    delete fields.item
    const record: AssetRecord = { fields, created: this.#iso(), updated: this.#iso(), file: undefined, version: 1 }
    assets.set(id, record)
    return { id, record }
  }

  uploadsOf(ref: AssetRef, status?: string | null): UploadRecord[] {
    return [...this.#uploads.values()].filter(
      (u) => sameRef(u.ref, ref) && (status === undefined || status === null || u.status === status),
    )
  }

  /** An upload of the asset: 404 when the asset or the upload does not exist. */
  upload(ref: AssetRef, uploadId: string): UploadRecord {
    if (this.asset(ref) === undefined) throw notFound()
    const upload = this.#uploads.get(uploadId)
    if (upload === undefined || !sameRef(upload.ref, ref)) throw notFound()
    return upload
  }

  /** Any upload by its id: the storage's view, which knows no assets. */
  uploadById(uploadId: string): UploadRecord | undefined {
    return this.#uploads.get(uploadId)
  }

  createUpload(ref: AssetRef, body: Record<string, unknown>): UploadRecord {
    const inProgress = this.uploadsOf(ref, 'in-progress')[0]
    if (inProgress !== undefined) throw apiError(409, 'Upload already in progress', { upload_id: inProgress.id })
    const errors: Record<string, string[]> = {}
    const count = body.number_parts
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 100)
      errors.number_parts = ['Ensure this value is between 1 and 100.']
    const md5Parts = Array.isArray(body.md5_parts) ? (body.md5_parts as Array<{ part_number?: unknown; md5?: unknown }>) : undefined
    const md5 = new Map<number, string>()
    for (const part of md5Parts ?? [])
      if (typeof part.part_number === 'number' && typeof part.md5 === 'string') md5.set(part.part_number, part.md5)
    if (md5Parts === undefined || md5.size !== count || [...md5.keys()].some((n) => n < 1 || n > count)) {
      errors.md5_parts = ['Missing, duplicate or out of range part_number']
    }
    const checksum = body['file:checksum']
    if (typeof checksum !== 'string' || !CHECKSUM_PATTERN.test(checksum))
      errors['file:checksum'] = ['Invalid multihash value; must be in hex format']
    const encoding = body.content_encoding
    if (encoding !== undefined && encoding !== 'gzip' && encoding !== 'br')
      errors.content_encoding = [`Invalid encoding ${JSON.stringify(encoding)}: must be one of "br, gzip"`]
    if (Object.keys(errors).length > 0) throw apiError(400, errors)
    const upload: UploadRecord = {
      id: randomUUID().replaceAll('-', ''),
      ref,
      status: 'in-progress',
      numberParts: count as number,
      md5,
      checksum: checksum as string,
      contentEncoding: encoding as 'gzip' | 'br' | undefined,
      created: this.#iso(),
      expires: Math.floor(this.#options.now() / 1000) + this.#options.urlExpiresSeconds(),
      parts: new Map(),
    }
    this.#uploads.set(upload.id, upload)
    return upload
  }

  completeUpload(ref: AssetRef, uploadId: string, body: Record<string, unknown>): UploadRecord {
    const upload = this.upload(ref, uploadId)
    const record = this.asset(ref)!
    const parts = body.parts
    if (!Array.isArray(parts)) throw apiError(400, { parts: ['Missing required field'] })
    if (parts.length > upload.numberParts) throw apiError(400, { parts: ['Too many parts'] })
    if (parts.length < upload.numberParts) throw apiError(400, { parts: ['Too few parts'] })
    if (upload.status !== 'in-progress') throw apiError(409, 'No upload in progress')
    const ordered: StoredPart[] = []
    for (let n = 1; n <= upload.numberParts; n++) {
      const given = (parts as Array<{ part_number?: unknown; etag?: unknown }>).find((p) => p.part_number === n)
      const stored = upload.parts.get(n)
      if (given === undefined || stored === undefined || given.etag !== stored.etag) {
        throw apiError(400, { parts: [`InvalidPart: part ${n} was not uploaded or its ETag does not match`] })
      }
      if (n < upload.numberParts && stored.size < this.#options.minPartSize) {
        throw apiError(400, {
          parts: [
            `EntityTooSmall: part ${n} is ${stored.size} bytes; parts but the last must be at least ${this.#options.minPartSize} bytes`,
          ],
        })
      }
      ordered.push(stored)
    }
    upload.status = 'completed'
    record.file = {
      parts: ordered.map((p) => p.path),
      size: ordered.reduce((sum, p) => sum + p.size, 0),
      checksum: upload.checksum,
      ...(upload.contentEncoding === undefined ? {} : { contentEncoding: upload.contentEncoding }),
    }
    record.updated = this.#iso()
    record.version++
    return upload
  }

  async abortUpload(ref: AssetRef, uploadId: string): Promise<UploadRecord> {
    const upload = this.upload(ref, uploadId)
    if (upload.status !== 'in-progress') throw apiError(409, 'No upload in progress')
    upload.status = 'aborted'
    await this.#dropParts(upload)
    return upload
  }

  /** A part the storage received whole and checked: it replaces any earlier one of that number. */
  async storePart(upload: UploadRecord, number: number, part: StoredPart): Promise<void> {
    const previous = upload.parts.get(number)
    if (previous !== undefined) await unlink(previous.path).catch(() => undefined)
    upload.parts.set(number, part)
  }

  async #dropParts(upload: UploadRecord): Promise<void> {
    await Promise.all([...upload.parts.values()].map((part) => unlink(part.path).catch(() => undefined)))
    upload.parts.clear()
  }

  /** The stored object of an asset, as the storage serves it. */
  object(collection: string, item: string, id: string): StoredFile | undefined {
    return this.#items.get(`${collection}/${item}`)?.get(id)?.file
  }

  async readObject(file: StoredFile): Promise<Buffer> {
    const bytes = Buffer.concat(await Promise.all(file.parts.map((part) => readFile(part))))
    if (file.contentEncoding === 'gzip') return gunzipSync(bytes)
    if (file.contentEncoding === 'br') return brotliDecompressSync(bytes)
    return bytes
  }

  async seedAsset(ref: AssetRef, fields: Record<string, unknown>, file?: Buffer): Promise<void> {
    const assets = this.itemAssets(ref.collection, ref.item)
    const record: AssetRecord = {
      fields: { ...fields, type: normalizedType(fields.type) },
      created: this.#iso(),
      updated: this.#iso(),
      file: undefined,
      version: 1,
    }
    if (file !== undefined) {
      const stored = path.join(this.#options.dataDir, `seed.${randomUUID()}`)
      await writeFile(stored, file)
      record.file = { parts: [stored], size: file.length, checksum: `1220${createHash('sha256').update(file).digest('hex')}` }
    }
    assets.set(ref.asset, record)
  }

  /** An upload in progress, as a run that was stopped leaves it. */
  startUpload(ref: AssetRef): string {
    if (this.asset(ref) === undefined) throw new Error(`no asset ${ref.asset} to start an upload for`)
    return this.createUpload(ref, {
      number_parts: 1,
      md5_parts: [{ part_number: 1, md5: '1B2M2Y8AsgTpgAmY7PhCfg==' }],
      'file:checksum': `1220${'0'.repeat(64)}`,
    }).id
  }
}
