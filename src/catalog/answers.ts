import { inert } from '../common/index.ts'

/**
 * What each answer of the catalog must hold for a run to plan and write on it, checked before
 * anything reads it: a 200 may come from a gateway's error page or a captive portal, or name
 * another item than the one asked for, and an item read without its assets would have every
 * unchanged asset written again. Each check returns what is wrong, in words for a message ("its id
 * is 'other'"), or undefined. Plain guards, no copies: a page of 100 items with their assets is
 * checked in well under a millisecond.
 */

type Json = Readonly<Record<string, unknown>>

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Characters of a server's text a message quotes. */
const SHOWN = 40

/** A server's text in a message: quoted, inert, and at most SHOWN characters of it. */
export function shown(text: string, max = SHOWN): string {
  const chars = Array.from(text.slice(0, max + 1))
  return `'${inert(chars.slice(0, max).join(''))}${chars.length > max ? '…' : ''}'`
}

/** What a JSON value is, for a message: "a list", "a number", "null". */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  // What is left of JSON: a text, a number, true or false.
  return typeof value === 'string' ? `the text ${shown(value)}` : `the value ${shown(JSON.stringify(value) ?? typeof value)}`
}

/**
 * A multihash in hex, as the catalog shows file:checksum: a hash function's code and the digest's
 * length (each a varint), then that many bytes of digest (sha2-256: 1220 and 64 hex digits).
 */
export function isMultihash(text: string): boolean {
  if (!/^(?:[0-9a-f]{2})+$/i.test(text)) return false
  const bytes = Buffer.from(text, 'hex')
  let at = 0
  const varint = (): number | undefined => {
    let value = 0
    for (let shift = 0; at < bytes.length && shift < 28; shift += 7) {
      const byte = bytes[at++]!
      value += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) return value
    }
    return undefined
  }
  const code = varint()
  const length = varint()
  return code !== undefined && length !== undefined && length > 0 && bytes.length - at === length
}

/** An asset's fields as an item, an asset list or an asset read shows them (its id checked by the caller). */
export function assetDefect(value: unknown): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}, not an asset`
  if (typeof value.type !== 'string') return 'it has no media type (type)'
  const checksum = value['file:checksum']
  // An asset whose upload never completed shows no checksum, or an empty one.
  if (checksum !== undefined && checksum !== null && (typeof checksum !== 'string' || (checksum !== '' && !isMultihash(checksum))))
    return `its file:checksum ${typeof checksum === 'string' ? shown(checksum) : kindOf(checksum)} is not a multihash`
  if (value.href !== undefined && typeof value.href !== 'string') return 'its href is not a text'
  const size = value['file:size']
  if (size !== undefined && size !== null && typeof size !== 'number') return 'its file:size is not a number'
  return undefined
}

/** An asset with its id: the one asked for, when `id` is given. */
export function identifiedAssetDefect(value: unknown, id?: string): string | undefined {
  if (!isObject(value)) return assetDefect(value)
  if (typeof value.id !== 'string') return 'it has no id'
  if (id !== undefined && value.id !== id) return `its id is ${shown(value.id)}`
  return assetDefect(value)
}

/** A list of assets, as GET .../assets shows it ({"assets": [...]}, or the list itself). */
export function assetListDefect(value: unknown): string | undefined {
  const list = isObject(value) ? value.assets : value
  if (!Array.isArray(list)) return isObject(value) ? 'it has no list of assets' : `it is ${kindOf(value)}`
  for (const [index, asset] of list.entries()) {
    const defect = identifiedAssetDefect(asset)
    if (defect !== undefined) return `its asset ${entryName(asset, index)}: ${defect}`
  }
  return undefined
}

/**
 * An item: an object with its id (the one asked for, when `id` is given) and its assets, an
 * object by id, each an asset; its properties an object and its links a list, where shown.
 */
export function itemDefect(value: unknown, id?: string): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}`
  if (typeof value.id !== 'string') return 'it has no id'
  if (id !== undefined && value.id !== id) return `its id is ${shown(value.id)}`
  if (!isObject(value.assets)) return value.assets === undefined ? 'it shows no assets' : `its assets are ${kindOf(value.assets)}`
  if (value.properties !== undefined && !isObject(value.properties)) return `its properties are ${kindOf(value.properties)}`
  if (value.links !== undefined && !Array.isArray(value.links)) return `its links are ${kindOf(value.links)}`
  for (const [asset, fields] of Object.entries(value.assets)) {
    const defect = assetDefect(fields)
    if (defect !== undefined) return `its asset ${shown(asset)}: ${defect}`
  }
  return undefined
}

/** A page of the item listing: its features a list of items, its links a list where shown. */
export function itemPageDefect(value: unknown): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}`
  if (!Array.isArray(value.features))
    return value.features === undefined ? 'it has no features' : `its features are ${kindOf(value.features)}`
  if (value.links !== undefined && !Array.isArray(value.links)) return `its links are ${kindOf(value.links)}`
  for (const [index, feature] of value.features.entries()) {
    const defect = itemDefect(feature)
    if (defect !== undefined) return `its feature ${entryName(feature, index)}: ${defect}`
  }
  return undefined
}

/** A collection: an object with its id; its links a list where shown. */
export function collectionDefect(value: unknown, id: string): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}`
  if (value.id !== id) return typeof value.id === 'string' ? `its id is ${shown(value.id)}` : 'it has no id'
  if (value.links !== undefined && !Array.isArray(value.links)) return `its links are ${kindOf(value.links)}`
  return undefined
}

/** Presigned part URLs: each a URL for a part number, `parts` of them, every part once. */
function partUrlsDefect(value: unknown, parts: number | undefined): string | undefined {
  if (!Array.isArray(value)) return value === undefined ? 'it has no part URLs' : `its urls are ${kindOf(value)}`
  const seen = new Set<unknown>()
  for (const entry of value) {
    if (!isObject(entry) || typeof entry.url !== 'string' || !Number.isInteger(entry.part)) return 'a part URL has no url or part number'
    if (seen.has(entry.part)) return `part ${String(entry.part)} has two URLs`
    seen.add(entry.part)
  }
  if (parts !== undefined && (seen.size !== parts || [...seen].some((part) => (part as number) < 1 || (part as number) > parts)))
    return `it has ${seen.size} part URL(s) for an upload of ${parts} part(s)`
  return undefined
}

/** A new upload: its id, and a URL for each of its `parts`. */
export function newUploadDefect(value: unknown, parts: number): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}`
  if (typeof value.upload_id !== 'string' || value.upload_id === '') return 'it has no upload_id'
  if (value.status !== undefined && value.status !== 'in-progress') return `its status is ${kindOf(value.status)}, not in-progress`
  return partUrlsDefect(value.urls, parts)
}

/** An upload read back: the one asked for, a known status, its checksum and part MD5s, and URLs while in progress. */
export function uploadDefect(value: unknown, uploadId: string): string | undefined {
  if (!isObject(value)) return `it is ${kindOf(value)}`
  if (value.upload_id !== uploadId)
    return typeof value.upload_id === 'string' ? `its upload_id is ${shown(value.upload_id)}` : 'it has no upload_id'
  if (value.status !== 'in-progress' && value.status !== 'completed' && value.status !== 'aborted')
    return `its status is ${kindOf(value.status)}, no upload status`
  if (typeof value['file:checksum'] !== 'string') return 'it has no file:checksum'
  const md5Parts = value.md5_parts
  if (
    !Array.isArray(md5Parts) ||
    !md5Parts.every((part) => isObject(part) && Number.isInteger(part.part_number) && typeof part.md5 === 'string')
  )
    return 'its md5_parts are not a list of part numbers and MD5s'
  if (value.content_encoding !== undefined && typeof value.content_encoding !== 'string') return 'its content_encoding is not a text'
  return value.status === 'in-progress' ? partUrlsDefect(value.urls, undefined) : undefined
}

/** The parts stored for an upload: each its number, ETag and size. */
export function partsDefect(value: unknown): string | undefined {
  if (!isObject(value) || !Array.isArray(value.parts)) return isObject(value) ? 'it has no list of parts' : `it is ${kindOf(value)}`
  const parts: readonly unknown[] = value.parts
  const whole = (part: unknown): boolean =>
    isObject(part) && typeof part.etag === 'string' && Number.isInteger(part.part_number) && typeof part.size === 'number'
  return parts.every(whole) ? undefined : 'a part has no etag, part_number or size'
}

/** The uploads of an asset: each with its id. */
export function uploadListDefect(value: unknown): string | undefined {
  if (!isObject(value) || !Array.isArray(value.uploads)) return isObject(value) ? 'it has no list of uploads' : `it is ${kindOf(value)}`
  return value.uploads.every((upload) => isObject(upload) && typeof upload.upload_id === 'string')
    ? undefined
    : 'an upload has no upload_id'
}

/** An entry of a list, for a message: its id when it has one, else its place. */
function entryName(value: unknown, index: number): string {
  return isObject(value) && typeof value.id === 'string' ? shown(value.id) : `#${index + 1}`
}
