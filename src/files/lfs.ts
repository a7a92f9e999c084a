import { capped } from '../common/index.ts'

/** A Git LFS pointer: what a checkout without LFS leaves in place of a file's content. */
export interface LfsPointer {
  /** SHA-256 of the content, hex. */
  readonly oid: string
  /** Size of the content in bytes. */
  readonly size: number
}

/** Pointer files are smaller than this (git-lfs reads no larger file as a pointer). */
export const LFS_POINTER_MAX_SIZE = 1024

/** The specification's version URLs, compared as strings as it asks (git-lfs still reads the pre-release one). */
const VERSIONS = new Set(['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1'])

/** How every pointer starts: a small file that starts so is either a pointer or a broken one, never data. */
const POINTER_START = /^version https:\/\/(git-lfs|hawser)\.github\.com\/spec\//

const KEY = /^[a-z0-9.-]+$/
const OID = /^sha256:[0-9a-f]{64}$/
const DECIMAL = /^[0-9]{1,16}$/

/** A value from a broken pointer, as its problem quotes it. */
const shown = (value: string): string => capped(value, 80)

/** What a small file is: a pointer, a file that starts like one but breaks the specification (and why), or content. */
export type PointerReading = { readonly pointer: LfsPointer } | { readonly problem: string } | undefined

/**
 * The file's bytes read as a Git LFS pointer, by the specification (docs/spec.md of git-lfs):
 * UTF-8 lines `key value` each ending in LF, `version` first and one of the spec's URLs, the other
 * keys in ascending order and each once, `oid` as sha256: and 64 lowercase hex digits, `size` in
 * decimal digits and at most 2^53 − 1 (what a number holds exactly), nothing else (git-lfs reads
 * no other key either; an `ext-…` key asks for a filter the action does not run). Files of
 * LFS_POINTER_MAX_SIZE bytes and more, and files that do not start with a version line, are
 * content. Bounded: at most 1 KiB is read, in one pass.
 */
export function readLfsPointer(bytes: Buffer): PointerReading {
  if (bytes.length >= LFS_POINTER_MAX_SIZE || !POINTER_START.test(bytes.toString('latin1', 0, 64))) return undefined
  const broken = (problem: string): PointerReading => ({ problem })
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return broken('it is not UTF-8 text')
  }
  if (!text.endsWith('\n')) return broken('its last line does not end with a newline (LF)')
  const values = new Map<string, string>()
  let previous = ''
  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    const space = line.indexOf(' ')
    const key = line.slice(0, Math.max(space, 0))
    const value = line.slice(space + 1)
    if (space < 0 || !KEY.test(key)) return broken(`line ${index + 1} is not a key (a-z, 0-9, '.', '-'), one space and a value`)
    if (value.includes('\r')) return broken(`line ${index + 1} ends in CR LF, not LF`)
    if (values.has(key)) return broken(`'${key}' is given more than once`)
    if (index > 0 && key <= previous) return broken(`'${key}' comes after '${previous}'; the keys after version are in ascending order`)
    if (index > 0) previous = key
    values.set(key, value)
  }
  const version = values.get('version')!
  if (!VERSIONS.has(version)) return broken(`the version '${shown(version)}' is not ${[...VERSIONS].join(' or ')}`)
  const other = [...values.keys()].find((key) => key !== 'version' && key !== 'oid' && key !== 'size')
  if (other !== undefined)
    return broken(
      other.startsWith('ext-')
        ? `it names the Git LFS extension '${other}', whose filter this tool does not run`
        : `'${other}' is not a key of a pointer (version, oid, size)`,
    )
  const oid = values.get('oid')
  const size = values.get('size')
  if (oid === undefined || size === undefined) return broken(`it has no ${oid === undefined ? 'oid' : 'size'} line`)
  if (!OID.test(oid)) return broken(`the oid '${shown(oid)}' is not sha256: followed by 64 lowercase hex digits`)
  if (!DECIMAL.test(size) || Number(size) > Number.MAX_SAFE_INTEGER)
    return broken(`the size '${shown(size)}' is not a number of bytes in decimal digits up to 2^53 − 1`)
  return { pointer: { oid: oid.slice('sha256:'.length), size: Number(size) } }
}

/** The pointer these bytes are, or undefined when they are not one (content, or a broken pointer). */
export function parseLfsPointer(bytes: Buffer): LfsPointer | undefined {
  const reading = readLfsPointer(bytes)
  return reading !== undefined && 'pointer' in reading ? reading.pointer : undefined
}

/** Why a selected file that starts like a pointer is not published: it would be published as this text. */
export const brokenPointer = (problem: string): [what: string, fix: string] => [
  `starts like a Git LFS pointer but is not one: ${problem}. ` + 'Published, its few bytes of text would stand for the data',
  'restore the pointer git-lfs wrote (git lfs pointer --file=<the data>), ' +
    'fetch the content (git lfs pull; in a workflow: actions/checkout with lfs: true), ' +
    "or leave the file out with a '!' pattern",
]

/** The content's multihash, as the catalog's file:checksum: the oid is its SHA-256 already. */
export const lfsChecksum = (pointer: LfsPointer): string => `1220${pointer.oid}`

/** The pointer as git-lfs writes it (the canonical form the repository stores). */
export const pointerText = (pointer: LfsPointer): string =>
  `version https://git-lfs.github.com/spec/v1\noid sha256:${pointer.oid}\nsize ${pointer.size}\n`
