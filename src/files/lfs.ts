import path from 'node:path'
import { capped, inert } from '../common/index.ts'

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

/** Where a local LFS store (`git lfs env`'s LocalMediaDir) keeps an object. */
export const objectPath = (mediaDir: string, oid: string): string => path.join(mediaDir, oid.slice(0, 2), oid.slice(2, 4), oid)

/** What `git lfs env` tells about the repository around the working directory. */
export interface LfsEnv {
  /** Empty outside a Git work tree. */
  readonly workingDir: string
  /** Where the objects are kept (.git/lfs/objects unless lfs.storage moves it). */
  readonly mediaDir: string
  /** The repository's own Git directory, shared by its worktrees. */
  readonly gitStorageDir: string
  /** The default remote's LFS endpoint, for messages. */
  readonly endpoint: string
}

export function parseLfsEnv(text: string): LfsEnv {
  const values = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line)
    if (match !== null && !values.has(match[1]!)) values.set(match[1]!, match[2]!)
  }
  return {
    workingDir: values.get('LocalWorkingDir') ?? '',
    mediaDir: values.get('LocalMediaDir') ?? '',
    gitStorageDir: values.get('LocalGitStorageDir') ?? '',
    endpoint: (values.get('Endpoint') ?? '').replace(/ \(auth=[^)]*\)$/, ''),
  }
}

/**
 * The remote `git lfs fetch` would use by default (git-lfs's Configuration.Remote): the current
 * branch's, else remote.lfsdefault, else the only remote, else origin. Named explicitly because a
 * fetch of given objects has to name its remote.
 */
export function defaultRemote(branch: string | undefined, config: ReadonlyMap<string, string>): string {
  const tracked = branch === undefined ? undefined : config.get(`branch.${branch}.remote`)
  if (tracked !== undefined) return tracked
  const lfsDefault = config.get('remote.lfsdefault')
  if (lfsDefault !== undefined) return lfsDefault
  const remotes = [...config.keys()].flatMap((key) => /^remote\.(.+)\.url$/.exec(key)?.[1] ?? [])
  return remotes.length === 1 ? remotes[0]! : 'origin'
}

/** For each oid, the last line git-lfs wrote about it: why it could not be fetched. */
export function reasonsByOid(output: string, oids: readonly string[]): Map<string, string> {
  const lines = output.split(/[\r\n]+/).filter((line) => line.trim() !== '')
  const reasons = new Map<string, string>()
  for (const oid of oids) {
    const line = lines.findLast((candidate) => candidate.includes(oid))
    if (line !== undefined) reasons.set(oid, line.trim())
  }
  return reasons
}

/** Why no Git LFS object can be fetched here at all. */
export type LfsUnavailable = 'no-git' | 'no-git-lfs' | 'no-repository'

/** A selected file that is a pointer, as messages name it. */
export interface PointerFile {
  readonly relativePath: string
  readonly lfs: LfsPointer
}

/** Files named in a message, at most this many; the count says how many more. */
const NAMED = 20

function fileList(lines: readonly string[]): string {
  const shown = lines.slice(0, NAMED)
  if (lines.length > NAMED) shown.push(`…and ${lines.length - NAMED} more`)
  return shown.map((line) => `- ${line}`).join('\n')
}

const byPath = (files: readonly PointerFile[]): PointerFile[] =>
  [...files].sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0))

const named = (file: PointerFile): string => `${inert(file.relativePath)} (Git LFS object ${file.lfs.oid}, ${file.lfs.size} bytes)`

const FETCH = 'or fetch the content before the run (git lfs pull; in a workflow: actions/checkout with lfs: true)'

const UNAVAILABLE: Readonly<Record<LfsUnavailable, { readonly why: (workingDirectory: string) => string; readonly fix: string }>> = {
  'no-git': { why: () => 'git is not installed here', fix: `Install git and git-lfs where the run runs, ${FETCH}` },
  'no-git-lfs': {
    why: () => 'git-lfs is not installed here',
    fix: `Install git-lfs where the run runs (GitHub's hosted runners have it; on Debian and Ubuntu: apt-get install git-lfs), ${FETCH}`,
  },
  'no-repository': {
    why: (workingDirectory) => `the working directory ${workingDirectory} is not in a Git repository`,
    fix: `Run in a clone of the repository (in a workflow: actions/checkout), ${FETCH}`,
  },
}

/** The run cannot fetch any Git LFS content: which files needed it, and what to change. */
export function unavailableMessage(
  reason: LfsUnavailable,
  files: readonly PointerFile[],
  workingDirectory: string,
  detail: string,
): string {
  const { why, fix } = UNAVAILABLE[reason]
  // Without git-lfs, git's own words ("'lfs' is not a git command … the most similar command is log") add nothing.
  const said = reason === 'no-git-lfs' ? '' : (detail.split('\n')[0] ?? '').trim()
  return [
    `${files.length} file(s) to upload are Git LFS pointers, and ${why(workingDirectory)}, ` +
      'so their content cannot be fetched; nothing was written:',
    fileList(byPath(files).map(named)),
    `${fix}.`,
    ...(said === '' ? [] : [`(git: ${inert(said)})`]),
  ].join('\n')
}

/** Objects the LFS server did not give: the files that need them, git-lfs's reason for each, and what to check. */
export function unfetchedMessage(
  files: readonly PointerFile[],
  reasons: ReadonlyMap<string, string>,
  endpoint: string,
  detail: string,
): string {
  const from = endpoint === '' ? "the repository's LFS server" : withoutCredentials(endpoint)
  const perFile = byPath(files).map((file) => {
    // git-lfs names the oid once or twice in its line; the file's entry names it in full already.
    const reason = reasons.get(file.lfs.oid)?.replaceAll(file.lfs.oid, `${file.lfs.oid.slice(0, 12)}…`)
    return reason === undefined ? named(file) : `${named(file)}: ${inert(reason)}`
  })
  return [
    `${files.length} file(s) to upload are Git LFS pointers whose content could not be fetched from ${from}; nothing was written:`,
    fileList(perFile),
    'Check that the objects were pushed to that LFS server (git lfs push --all <remote>, from a clone that has them) ' +
      'and that the run may read the repository ' +
      '(in a workflow: permissions: contents: read, and actions/checkout with its default persist-credentials: true).',
    ...(detail === '' || reasons.size === files.length ? [] : [`(git-lfs: ${detail})`]),
  ].join('\n')
}

/** user:password@ in URLs that git or git-lfs print: a remote's URL may carry a token. */
export const withoutCredentials = (text: string): string => text.replace(/(\/\/)[^/@\s'"]+@/g, '$1***@')
