import { isUtf8 } from 'node:buffer'
import fs from 'node:fs'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { nearest } from '../config/index.ts'
import {
  anchorPattern,
  blamedLink,
  inert,
  input,
  isInside,
  type Log,
  type Problem,
  problemError,
  type Refusal,
  ProblemsError,
  render,
  say,
  slashedRelative,
  type Text,
  VERSION_CONTROL,
  versionControlFolder,
} from '../common/index.ts'
import type { SelectionConfig } from '../domain/index.ts'
import { brokenPointer, LFS_POINTER_MAX_SIZE, readLfsPointer, type LfsPointer } from './lfs.ts'
import { compilePatterns, type GlobPattern, MATCHES_FILE, matchKind, mayMatchBelow } from './patterns.ts'

export interface SelectedFile {
  readonly absolutePath: string
  /** Relative to the working directory, with forward slashes: what templates and reports show. */
  readonly relativePath: string
  /** Size of the content: a Git LFS pointer's says how large the file it stands for is. */
  readonly size: number
  /** Set when the file on disk is a Git LFS pointer, not the content. */
  readonly lfs?: LfsPointer
  /**
   * Set when the runner's user may not read it (EACCES, EPERM): a file, or a folder whose files
   * cannot be known (its path then ends in '/'). It is refused with the other problems of the
   * assets (unreadableProblem), not read.
   */
  readonly unreadable?: { readonly code: string; readonly folder: boolean }
  /**
   * Set for an asset of a STAC API source: its bytes are at `url` (another origin than the catalog's,
   * read without its token), and `declared` is what the source states of them (a sha2-256
   * file:checksum, and file:size where stated). Such a file has no path (`absolutePath` is ''): its
   * content is content/'s remote source's; `relativePath` is the source item's id and the asset's key.
   */
  readonly remote?: RemoteFile
}

/**
 * Where a remote file's bytes are, and what its source states of them. The checksum alone decides
 * whether the target has them already: service-stac shows no file:size, and a source that had to
 * state both would be read whole on every run. `SelectedFile.size` is the stated size, or 0.
 */
export interface RemoteFile {
  readonly url: string
  readonly declared?: { readonly size?: number; readonly checksum: string }
}

/** A path the patterns match, and where it really is (links resolved). */
interface Match {
  readonly path: string
  readonly real: string
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
/** The code of an error that says the runner's user may not read or search the path; undefined for any other error. */
const deniedCode = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'EACCES' || code === 'EPERM' ? code : undefined
}

/** A path the walk or the selection could not read: it is selected, marked, and refused with the assets' problems. */
interface Denied {
  readonly path: string
  readonly code: string
  readonly folder: boolean
}

/**
 * Version control's own folders (VERSION_CONTROL) are never walked, not even with
 * include-hidden-files, and not counted as hidden files left out; a .git that is a file (a
 * worktree's or submodule's) is left out alike. A link that leads into one is refused (selectFiles).
 */
const inVersionControl = (relativePath: string): boolean => relativePath.split('/').some((segment) => VERSION_CONTROL.has(segment))

/** Hidden paths the notice names; the rest are counted. */
const HIDDEN_NAMED = 5

/** A folder's entry as the walk reads it: its name, and its bytes when they are not valid UTF-8. */
interface Entry {
  readonly name: string
  /** Set when the name is not valid UTF-8: `name` then holds U+FFFD for what it could not decode, and names no file. */
  readonly raw?: Buffer
  isSymbolicLink(): boolean
  isDirectory(): boolean
  isFile(): boolean
}

/**
 * A folder's entries. Node decodes names as UTF-8 and each byte sequence that is not as U+FFFD,
 * so that such a name names no file (Linux allows any bytes but '/' and NUL): only when a name
 * holds U+FFFD is the folder listed again as bytes, to tell those names from valid ones that hold
 * the character itself.
 */
function entries(folder: string): readonly Entry[] {
  const listed = fs.readdirSync(folder, { withFileTypes: true })
  if (!listed.some((entry) => entry.name.includes('\ufffd'))) return listed
  return fs.readdirSync(folder, { withFileTypes: true, encoding: 'buffer' }).map((entry) => ({
    name: entry.name.toString('utf8'),
    ...(isUtf8(entry.name) ? {} : { raw: entry.name }),
    isSymbolicLink: () => entry.isSymbolicLink(),
    isDirectory: () => entry.isDirectory(),
    isFile: () => entry.isFile(),
  }))
}

/** A name that is not valid UTF-8, that the patterns reach: the folder it is in, its bytes, and whether it is a folder. */
interface Undecodable {
  readonly folder: string
  readonly raw: Buffer
  /** The name as the patterns saw it: U+FFFD for each part that is not UTF-8. */
  readonly name: string
  readonly isFolder: boolean
}

/**
 * What @actions/glob's walk finds (followSymbolicLinks, omitBrokenSymbolicLinks, no folders), in
 * the same order, from readdir's file types: a stat only where a link is followed, a realpath
 * only for what a link leads to. Synchronous calls, none of which changes Node's fs for anyone
 * else; every 256 paths the walk waits for the next turn of the event loop, to let the sign-in's
 * answers and timers in. Below the working directory, hidden names are left out unless asked for
 * (those the patterns could reach are listed), so that the walk never descends into hidden folders;
 * version control's folders are never walked.
 */
async function walk(
  patterns: readonly GlobPattern[],
  searchPaths: readonly string[],
  root: string,
  includeHidden: boolean,
): Promise<{ readonly matches: Match[]; readonly hidden: string[]; readonly undecodable: Undecodable[]; readonly denied: Denied[] }> {
  const matches: Match[] = []
  const hidden: string[] = []
  const undecodable: Undecodable[] = []
  const denied: Denied[] = []
  let visited = 0
  /** `entry` and `parentReal` are known when the path comes from its folder's listing. */
  const visit = async (itemPath: string, entry: Entry | undefined, parentReal: string | undefined, chain: readonly string[]) => {
    const kind = matchKind(patterns, itemPath)
    if (kind === 0 && !mayMatchBelow(patterns, itemPath)) return
    if (++visited % 256 === 0) await nextTurn()
    let link: boolean
    let folder: boolean
    let real: string
    try {
      link = entry === undefined ? fs.lstatSync(itemPath).isSymbolicLink() : entry.isSymbolicLink()
      folder = entry === undefined || link ? fs.statSync(itemPath).isDirectory() : entry.isDirectory()
      real = parentReal !== undefined && entry !== undefined && !link ? under(parentReal, entry.name) : fs.realpathSync(itemPath)
    } catch (error) {
      // A search path that does not exist, or a broken link: left out, as @actions/glob leaves them out.
      if (isMissing(error)) return
      const code = deniedCode(error)
      if (code === undefined) throw error
      denied.push({ path: itemPath, code, folder: entry?.isDirectory() ?? false })
      return
    }
    if (!folder) {
      if (kind & MATCHES_FILE) matches.push({ path: itemPath, real })
      return
    }
    // A folder that is its own ancestor is a cycle of links.
    if (chain.includes(real)) return
    const below = [...chain, real]
    const prune = !includeHidden && isInside(root, itemPath)
    let children: readonly Entry[]
    try {
      children = entries(itemPath)
    } catch (error) {
      const code = deniedCode(error)
      if (code === undefined) throw error
      denied.push({ path: itemPath, code, folder: true })
      return
    }
    for (const child of children) {
      // A search path is as the patterns give it (path.join normalises it); a path the walk made is normal already.
      const childPath = entry === undefined ? path.join(itemPath, child.name) : under(itemPath, child.name)
      if (VERSION_CONTROL.has(child.name)) continue
      if (prune && child.name.startsWith('.')) {
        // A hidden file counts when the patterns match it, a hidden folder (or link) when they could reach below it.
        const reached = child.isFile()
          ? (matchKind(patterns, childPath) & MATCHES_FILE) !== 0
          : matchKind(patterns, childPath) !== 0 || mayMatchBelow(patterns, childPath)
        if (reached) hidden.push(slashedRelative(root, childPath))
      } else if (child.raw !== undefined) {
        const rawPath = Buffer.concat([Buffer.from(`${itemPath}${path.sep}`), child.raw])
        const isFolder = child.isDirectory() || (child.isSymbolicLink() && leadsToFolder(rawPath))
        if (reaches(patterns, childPath, isFolder)) undecodable.push({ folder: itemPath, raw: child.raw, name: child.name, isFolder })
      } else await visit(childPath, child, real, below)
    }
  }
  for (const searchPath of searchPaths) await visit(searchPath, undefined, undefined, [])
  return { matches, hidden, undecodable, denied }
}

/**
 * A name a folder lists, below the folder's normal path: what path.join gives, without normalising
 * the whole path again for each of a tile set's thousands (a listed name is never '.', '..' or has a separator).
 */
const under = (folder: string, name: string): string => (folder.endsWith(path.sep) ? `${folder}${name}` : `${folder}${path.sep}${name}`)

/** Whether a link leads to a folder; a broken one or a loop leads to none. */
function leadsToFolder(link: Buffer): boolean {
  try {
    return fs.statSync(link).isDirectory()
  } catch {
    return false
  }
}

/**
 * Whether the patterns select a file, or could select something below a folder: a folder that an
 * excluding pattern names is left out with everything below it, as @actions/glob adds descendants
 * to every pattern.
 */
function reaches(patterns: readonly GlobPattern[], itemPath: string, isFolder: boolean): boolean {
  const kind = matchKind(patterns, itemPath)
  if (!isFolder) return (kind & MATCHES_FILE) !== 0
  if (patterns.some((pattern) => pattern.negate && pattern.match(itemPath) !== 0)) return false
  return kind !== 0 || mayMatchBelow(patterns, itemPath)
}

/** A name's bytes as text: what is UTF-8 as itself, each other byte as \x and its value (as inert() shows a control character). */
function shownBytes(raw: Buffer): string {
  let shown = ''
  for (let at = 0; at < raw.length;) {
    const lead = raw[at]!
    const length =
      lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0
    const char = raw.subarray(at, at + length)
    if (length > 0 && char.length === length && isUtf8(char)) {
      shown += char.toString('utf8')
      at += length
    } else {
      shown += `\\x${lead.toString(16).padStart(2, '0')}`
      at++
    }
  }
  return shown
}

/** Glob metacharacters in a name, each a class of itself, and '?' for each character Node could not decode. */
const namePattern = (name: string): string => name.replace(/[*?[\]{}()!]/g, (ch) => `[${ch}]`).replaceAll('\ufffd', '?')

/** A name that is not valid UTF-8, as a problem: shown escaped, and the pattern that leaves it out. */
function undecodableProblem(root: string, { folder, raw, name, isFolder }: Undecodable): Problem {
  const where = slashedRelative(root, folder)
  const prefix = where === '' ? '' : `${where}/`
  return {
    subject: { kind: 'file', path: `${prefix}${shownBytes(raw)}` },
    what: ['its name is not valid UTF-8 (each byte that is not shown as \\x and its value)'],
    fix: [`rename it to UTF-8, or leave it out with the pattern '!${prefix}${namePattern(name)}${isFolder ? '/' : ''}'`],
  }
}

const problemPath = (problem: Problem): string => (problem.subject.kind === 'file' ? problem.subject.path : '')

/** Paths selected through one link into version control's folder: the first (by path), and how many. */
interface ThroughLink {
  first: string
  real: string
  readonly folder: string
  count: number
}

/** One problem per link into version control's folder, naming the first path selected through it and counting the rest. */
function versionControlProblems(through: ReadonlyMap<string, ThroughLink>): Problem[] {
  const byPath = [...through].sort(([, a], [, b]) => (a.first < b.first ? -1 : 1))
  return byPath.map(([link, { first, real, folder, count }]) => ({
    subject: { kind: 'file', path: first },
    what: [
      `its real path ${real} lies in version control's folder ${folder}` +
        (link === '' ? '' : `, through the link ${link}`) +
        (count > 1 ? ` (and ${count - 1} more selected path(s) through it)` : ''),
    ],
    fix: [
      "nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history): " +
        "remove the link, or leave the path out with a '!' pattern",
    ],
  }))
}

const isHidden = (relativePath: string): boolean => relativePath.split('/').some((segment) => segment.startsWith('.'))

/**
 * The files the patterns match, relative to the working directory: regular files only,
 * hidden ones only when asked, nothing that is (or leads through a link to) outside the workspace.
 * Sorted by path so that every run sees the same order.
 */
export async function selectFiles(config: SelectionConfig, log: Log): Promise<SelectedFile[]> {
  const root = config.workingDirectory
  const notFolder = workingDirectoryProblem(config)
  if (notFolder !== undefined) {
    // No folder, no files: if-no-files-found says whether that stops the run.
    if (config.ifNoFilesFound === 'error') throw problemError(notFolder)
    const line = [...say`${input('working-directory', { bare: true })} `, ...notFolder.what]
    if (config.ifNoFilesFound === 'ignore') log.info(`${render(line, log.words)}: no files`)
    else log.warning(render([...line, '; ', ...(notFolder.fix ?? [])], log.words))
    return []
  }
  const { patterns, searchPaths } = compilePatterns(config.patterns.map((pattern) => anchorPattern(pattern, root)))
  const { matches, hidden, undecodable, denied } = await walk(patterns, searchPaths, root, config.includeHiddenFiles)
  const workspaceReal = fs.realpathSync(config.workspace)
  const problems: Problem[] = []
  const throughLinks = new Map<string, ThroughLink>()
  const refuse = (file: string, what: string, fix?: string) =>
    problems.push({ subject: { kind: 'file', path: file }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) })
  const files: SelectedFile[] = []
  for (const { path: match, real } of matches) {
    const relativePath = slashedRelative(root, match)
    // A pattern that names a path in .git itself (.git/config) reaches it without a readdir.
    if (inVersionControl(relativePath)) continue
    if (!isInside(config.workspace, match)) {
      refuse(match, `matched by 'files' but outside the workspace ${config.workspace}`, 'only files inside it are published')
      continue
    }
    // A pattern that names a hidden path itself reaches it without a readdir: left out here.
    if (!config.includeHiddenFiles && isHidden(relativePath)) {
      hidden.push(relativePath)
      continue
    }
    if (!isInside(workspaceReal, real)) {
      refuse(relativePath, `is a symbolic link to ${real}, outside the workspace`, 'links may only lead to files inside it')
      continue
    }
    // Links into .git (a file link to .git/config, where actions/checkout keeps the job's token, or a folder link to .git).
    const folder = versionControlFolder(workspaceReal, real)
    if (folder !== undefined) {
      const link =
        blamedLink(config.workspace, match, (at) => at !== undefined && versionControlFolder(workspaceReal, at) !== undefined) ?? ''
      const seen = throughLinks.get(link)
      const shown = { first: relativePath, real: slashedRelative(workspaceReal, real) }
      if (seen === undefined) throughLinks.set(link, { ...shown, folder, count: 1 })
      else Object.assign(seen, relativePath < seen.first ? shown : {}, { count: seen.count + 1 })
      continue
    }
    const read = readSelected(match, real, relativePath)
    if ('denied' in read) denied.push({ path: match, code: read.denied, folder: false })
    else if ('what' in read)
      refuse(relativePath, read.what, read.fix === REGULAR_ONLY ? `${read.fix}: leave it out with a '!' pattern` : read.fix)
    else files.push(read)
  }
  problems.push(...versionControlProblems(throughLinks))
  problems.push(...undecodable.map((one) => undecodableProblem(root, one)).sort((a, b) => (problemPath(a) < problemPath(b) ? -1 : 1)))
  // Selected, marked: the assets' check refuses them with every other problem of the assets.
  const unreadable = denied.map(({ path: at, code, folder }): SelectedFile => ({
    absolutePath: at,
    relativePath: `${slashedRelative(root, at)}${folder ? '/' : ''}`,
    size: 0,
    unreadable: { code, folder },
  }))
  if (problems.length > 0)
    throw new ProblemsError([...problems, ...unreadable.map(unreadableProblem)], 'Some selected files cannot be published:')
  files.push(...unreadable)
  if (hidden.length > 0) log.info(render(hiddenNotice(hidden), log.words))

  files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0))
  if (files.length === 0) {
    const message = `No files match ${config.patterns.map((p) => `'${inert(p)}'`).join(', ')} in ${inert(root)}`
    if (config.ifNoFilesFound === 'ignore') {
      log.info(message)
      return files
    }
    const similar = similarPatterns(config.patterns, root, config.includeHiddenFiles)
    const fix: Text =
      similar.length > 0
        ? similarText(similar)
        : say`check the patterns, which are relative to ${input('working-directory', { bare: true })} (${inert(root)}); set ${input(
            'if-no-files-found',
            { bare: true },
          )} to warn or ignore if no file is expected`
    if (config.ifNoFilesFound === 'error')
      throw problemError({
        subject: { kind: 'input', name: 'files' },
        against: 'files',
        what: say`${message} (${input('if-no-files-found', { value: 'error' })})`,
        fix,
      })
    log.warning(`${message}; ${render(fix, log.words)}`)
  }
  return files
}

const REGULAR_ONLY = 'only regular files are published'

/** The ids the process opens files as, read once; undefined where files have no owner's ids (Windows). */
let ids: { readonly uid: number; readonly gids: ReadonlySet<number> } | undefined
const openedAs = () =>
  (ids ??=
    process.geteuid === undefined || process.getegid === undefined
      ? undefined
      : { uid: process.geteuid(), gids: new Set([process.getegid(), ...(process.getgroups?.() ?? [])]) })

/**
 * Whether the file's mode lets this process read it: its owner's bits if it is the owner, its
 * group's if it is in the group, the others' otherwise, as the kernel reads them. Where they do
 * not (root, whom no mode stops, among others), or on Windows, the file system is asked. An ACL or
 * a security module that refuses what the mode allows is found when the file is read to hash it.
 */
function modeAllowsRead(info: fs.Stats): boolean {
  const as = openedAs()
  if (as === undefined) return false
  if (info.uid === as.uid) return (info.mode & 0o400) !== 0
  if (as.gids.has(info.gid)) return (info.mode & 0o040) !== 0
  return (info.mode & 0o004) !== 0
}

/**
 * A file that is to be published, at its real path: a regular file, read if small enough to be a
 * Git LFS pointer (a broken one refused), checked for readability otherwise (from its mode, one
 * call a file fewer for a tile set's thousands, and where that does not say, by the file system);
 * the code of a permission the runner's user lacks, or what keeps it from being published.
 */
function readSelected(match: string, real: string, relativePath: string): SelectedFile | { readonly denied: string } | Refusal {
  let info: fs.Stats
  let reading: ReturnType<typeof readLfsPointer> | undefined
  try {
    info = fs.statSync(real)
    // A pointer is a small text file: only files that small are read here; a larger one only checked for readability.
    const small = info.isFile() && info.size < LFS_POINTER_MAX_SIZE && info.size > 0
    reading = small ? readLfsPointer(fs.readFileSync(match)) : undefined
    if (info.isFile() && !small && !modeAllowsRead(info)) fs.accessSync(match, fs.constants.R_OK)
  } catch (error) {
    const code = deniedCode(error)
    if (code === undefined) throw error
    return { denied: code }
  }
  if (!info.isFile()) return { what: 'is not a regular file', fix: REGULAR_ONLY }
  if (reading !== undefined && 'problem' in reading) {
    const [what, fix] = brokenPointer(reading.problem)
    return { what, fix }
  }
  const pointer = reading?.pointer
  return pointer === undefined
    ? { absolutePath: match, relativePath, size: info.size }
    : { absolutePath: match, relativePath, size: pointer.size, lfs: pointer }
}

/**
 * The files a STAC source names (asset hrefs resolved to paths inside the workspace), checked as a
 * selected file is: its real path inside the workspace and outside version control's folders (the
 * link to blame named), a regular file, readable, a Git LFS pointer recognised. Paths relative to
 * the working directory. Each problem names the file and, through `named`, the href that names it.
 */
export function namedFiles(
  paths: readonly string[],
  config: Pick<SelectionConfig, 'workspace' | 'workingDirectory'>,
  named: (absolutePath: string) => string,
): SelectedFile[] {
  const workspaceReal = fs.realpathSync(config.workspace)
  const problems: Problem[] = []
  const files: SelectedFile[] = []
  for (const at of paths) {
    const relativePath = slashedRelative(config.workingDirectory, at)
    const refuse = (what: string, fix: string) =>
      problems.push({ subject: { kind: 'file', path: relativePath }, what: [`${what} (${named(at)})`], fix: [fix] })
    let real: string
    try {
      real = fs.realpathSync(at)
    } catch (error) {
      if (!isMissing(error) && deniedCode(error) === undefined) throw error
      const broken = blamedLink(config.workspace, at, (where) => where === undefined)
      refuse(
        broken === undefined ? 'does not exist' : `is a link that leads nowhere: ${broken}`,
        'give the href of a file in the workspace',
      )
      continue
    }
    if (!isInside(workspaceReal, real)) {
      const link = blamedLink(config.workspace, at, (where) => where !== undefined && !isInside(workspaceReal, where))
      refuse(
        `its real path ${real} is outside the workspace${link === undefined ? '' : `, through the link ${link}`}`,
        'links may only lead to files inside it',
      )
      continue
    }
    const folder = versionControlFolder(workspaceReal, real)
    if (folder !== undefined) {
      refuse(
        `its real path ${slashedRelative(workspaceReal, real)} lies in version control's folder ${folder}`,
        "nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history)",
      )
      continue
    }
    const read = readSelected(at, real, relativePath)
    if ('denied' in read)
      problems.push(unreadableProblem({ absolutePath: at, relativePath, size: 0, unreadable: { code: read.denied, folder: false } }))
    else if ('what' in read) refuse(read.what, read.fix ?? '')
    else files.push(read)
  }
  if (problems.length > 0) throw new ProblemsError(problems, 'Some files the STAC source names cannot be published:')
  return files
}

/** Folders a folder holds that the suggestion for a missing one looks at, at most. */
const FOLDERS_LISTED = 1000

/**
 * A working-directory that is no folder: one that does not exist (named as such, with the folder
 * most likely meant, or the folders where it would be), or a file.
 */
function workingDirectoryProblem(config: Pick<SelectionConfig, 'workspace' | 'workingDirectory'>): Problem | undefined {
  const { workspace, workingDirectory } = config
  const given = slashedRelative(workspace, workingDirectory) || '.'
  // Not bad usage: the same input may find its folder another time (made earlier in the job).
  const subject = { kind: 'input', name: 'working-directory' } as const
  const against = 'files' as const
  const later = 'folder made earlier in the job must be there before this runs'
  let found: fs.Stats | undefined
  try {
    found = fs.statSync(workingDirectory)
  } catch (error) {
    // ENOTDIR: a file stands where a folder on the way should be.
    if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error
  }
  if (found?.isDirectory() === true) return undefined
  if (found !== undefined) {
    const parent = slashedRelative(workspace, path.dirname(workingDirectory))
    return {
      subject,
      against,
      what: [`'${inert(given)}' is a file, not a folder`],
      fix: [
        `give the folder it is in${parent === '' ? ' (the workspace, .)' : ` ('${inert(parent)}')`}, or another folder of the workspace`,
      ],
    }
  }
  // The nearest folder on the way that exists, and the name missing in it.
  let existing = workingDirectory
  let missing = path.basename(workingDirectory)
  while (existing !== workspace && isInside(workspace, existing)) {
    missing = path.basename(existing)
    existing = path.dirname(existing)
    if (isFolder(existing)) break
  }
  const folders = foldersIn(existing)
  // A year or a number is no misspelling of another: suggested only for names with letters.
  const meant = /\p{L}/u.test(missing) ? nearest(missing, folders) : undefined
  const what = [`'${inert(given)}' does not exist in the workspace ${inert(workspace)}`]
  if (meant !== undefined) {
    const suggested = slashedRelative(workspace, path.join(existing, meant))
    return { subject, against, what, fix: [...say`did you mean ${input('working-directory', { value: suggested })}? `, `A ${later}`] }
  }
  const where = existing === workspace ? 'the workspace' : `'${inert(slashedRelative(workspace, existing))}'`
  const holds =
    folders.length === 0
      ? `${where} holds no folder`
      : `${where} holds ${folders.slice(0, 10).map(inert).join(', ')}${folders.length > 10 ? ', …' : ''}`
  return { subject, against, what, fix: [`give a folder of the workspace, relative to it (${holds}); a ${later}`] }
}

const isFolder = (at: string): boolean => {
  try {
    return fs.statSync(at).isDirectory()
  } catch {
    return false
  }
}

/** The folders in a folder, sorted, hidden and version control's left out; at most FOLDERS_LISTED looked at. */
function foldersIn(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .slice(0, FOLDERS_LISTED)
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort()
  } catch {
    return []
  }
}

const DENIED: Readonly<Record<string, string>> = { EACCES: 'permission denied', EPERM: 'operation not permitted' }

/** A file or folder the runner's user may not read, as its problem: what would let it, and the pattern that leaves it out. */
/**
 * Files the selection took for readable (by their mode) that were refused when read (an ACL or a
 * security module over the mode, or a chmod since): `refusedRead` marks one from the error of its
 * read (undefined for any other error), `unreadableFiles` names them all with their fixes, in path order.
 */
export function refusedRead(file: SelectedFile, error: unknown): SelectedFile | undefined {
  const code = deniedCode(error)
  return code === undefined ? undefined : { ...file, unreadable: { code, folder: false } }
}

export function unreadableFiles(files: readonly SelectedFile[]): ProblemsError {
  return new ProblemsError([...files].sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1)).map(unreadableProblem))
}

export function unreadableProblem(file: SelectedFile): Problem {
  const { code, folder } = file.unreadable ?? { code: 'EACCES', folder: false }
  const uid = process.getuid?.()
  const user = `the user this runs as${uid === undefined ? '' : ` (uid ${uid}:`}`
  const how = `${folder ? 'chmod a+rx' : 'chmod a+r'}, or chown it where it is written${uid === undefined ? '' : ')'}`
  return {
    subject: { kind: 'file', path: file.relativePath },
    what: [`${folder ? 'the folder cannot be read' : 'cannot be read'}: ${DENIED[code] ?? code} (${code})`],
    fix: [
      `make it readable${folder ? ' and searchable' : ''} by ${user} ${how}, ` +
        `or leave it out with the pattern '!${namePattern(file.relativePath)}'`,
    ],
  }
}

/** The notice of hidden files left out: how many, the first few by name, and how to publish them. */
function hiddenNotice(hidden: readonly string[]): Text {
  const named = [...hidden].sort().slice(0, HIDDEN_NAMED).map(inert).join(', ')
  const more = hidden.length > HIDDEN_NAMED ? `, and ${hidden.length - HIDDEN_NAMED} more` : ''
  const flag = input('include-hidden-files', { value: 'true' })
  return say`Left out ${hidden.length} hidden file(s) or folder(s) (names starting with '.'): ${named}${more}; publish them with ${flag}`
}

/** Paths the search for similar patterns looks at, at most: a run that found nothing on a large tree stays quick. */
export const SIMILAR_SEARCH_LIMIT = 20_000

/** A pattern like one that matched nothing, and what it would match. */
interface Similar {
  readonly pattern: string
  readonly count: number
  readonly example: string
  /** The files it matches are all hidden, and left out. */
  readonly hidden: boolean
  /** The search stopped at its limit: there may be more. */
  readonly partial: boolean
}

/** Extensions people swap for each other. */
const EXTENSION_TWINS: Readonly<Record<string, string>> = { tif: 'tiff', tiff: 'tif', jpg: 'jpeg', jpeg: 'jpg', yml: 'yaml', yaml: 'yml' }

/**
 * Patterns close to one that matched nothing: in any folder below ('**' before '*.tif'), in
 * another case (`*.tif` for `*.TIF`, on a file system that tells cases apart), the extension's twin
 * (`*.tiff`), without a first folder that is the working directory itself (`data/*.tif` run in data).
 */
function candidates(pattern: string): string[] {
  const last = pattern.lastIndexOf('/')
  const [folder, name] = [pattern.slice(0, last + 1), pattern.slice(last + 1)]
  const twin = name.replace(/\.([a-z]+)$/i, (whole, ext: string) => {
    const other = EXTENSION_TWINS[ext.toLowerCase()]
    return other === undefined ? whole : `.${ext === ext.toUpperCase() ? other.toUpperCase() : other}`
  })
  const spellings = [pattern, `${folder}${name.toLowerCase()}`, `${folder}${name.toUpperCase()}`, `${folder}${twin}`, pattern.toLowerCase()]
  const firstFolder = /^[^*?[\]{}/!]+\/(.+)$/.exec(pattern)?.[1]
  if (firstFolder !== undefined) spellings.push(firstFolder)
  const deeper = (p: string): string[] => {
    if (p.includes('**') || path.isAbsolute(p)) return []
    const slash = p.lastIndexOf('/')
    return [`${p.slice(0, slash + 1)}**/${p.slice(slash + 1)}`]
  }
  return [...new Set([...spellings, ...spellings.flatMap(deeper)])]
}

/**
 * What patterns close to the given ones would match, most files first: each pattern's candidates
 * (candidates()), with the excluding patterns kept, tried on at most SIMILAR_SEARCH_LIMIT paths of
 * the working directory (links not followed, version control's folders left out). A pattern that
 * matches only hidden files says so.
 */
function similarPatterns(patterns: readonly string[], root: string, includeHidden: boolean): Similar[] {
  const found = listFiles(root, SIMILAR_SEARCH_LIMIT)
  const excluding = patterns.filter((pattern) => pattern.startsWith('!'))
  const tried = new Set<string>()
  const similar: Similar[] = []
  // Each candidate is matched against every path listed (8 candidates × 20,000 paths take 0.4 s), and the fix
  // names 3 patterns at most: the candidates of the first 3 given patterns only.
  for (const given of patterns.filter((pattern) => !pattern.startsWith('!')).slice(0, 3)) {
    for (const candidate of candidates(given)) {
      if (tried.has(candidate)) continue
      tried.add(candidate)
      const { patterns: compiled } = compilePatterns([candidate, ...excluding].map((pattern) => anchorPattern(pattern, root)))
      const matched = found.files.filter((file) => matchKind(compiled, file.path) & MATCHES_FILE)
      const shown = includeHidden ? matched : matched.filter((file) => !file.hidden)
      // The pattern itself can only have matched hidden files, which were left out.
      const hidden = candidate === given
      const counted = hidden ? matched : shown
      if (counted.length === 0) continue
      similar.push({
        pattern: candidate,
        count: counted.length,
        example: slashedRelative(root, counted[0]!.path),
        hidden,
        partial: !found.complete,
      })
    }
  }
  return similar.sort((a, b) => Number(a.hidden) - Number(b.hidden) || b.count - a.count).slice(0, 3)
}

/** Files below the folder, at most `limit` paths looked at; hidden ones marked. */
function listFiles(root: string, limit: number): { readonly files: { path: string; hidden: boolean }[]; readonly complete: boolean } {
  const files: { path: string; hidden: boolean }[] = []
  const folders: { path: string; hidden: boolean }[] = [{ path: root, hidden: false }]
  let looked = 0
  for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(folder.path, { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (++looked > limit) return { files, complete: false }
      if (VERSION_CONTROL.has(entry.name)) continue
      const item = { path: path.join(folder.path, entry.name), hidden: folder.hidden || entry.name.startsWith('.') }
      if (entry.isDirectory()) folders.push(item)
      else if (entry.isFile() || entry.isSymbolicLink()) files.push(item)
    }
  }
  return { files, complete: true }
}

/** The similar patterns as a fix: that '**' and '*.tif' joined by a slash matches 12 files (e.g. tiles/a.tif). */
function similarText(similar: readonly Similar[]): Text {
  const lines = similar.map((one) => {
    const count = `${one.count}${one.partial ? ' or more' : ''} file(s)`
    return one.hidden
      ? `'${inert(one.pattern)}' matches ${count} that are hidden (e.g. ${inert(one.example)})`
      : `'${inert(one.pattern)}' matches ${count} (e.g. ${inert(one.example)})`
  })
  const hidden = similar.some((one) => one.hidden)
    ? say`; publish hidden files with ${input('include-hidden-files', { value: 'true' })}`
    : []
  return [lines.join('; '), ...hidden]
}
