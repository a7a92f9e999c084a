import path from 'node:path'
import { inert } from '../common/index.ts'
import type { LfsPointer } from '../files/index.ts'

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
