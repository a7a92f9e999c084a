import fs from 'node:fs'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import * as glob from '@actions/glob'
import type { Config } from '../config/index.ts'
import {
  anchorPattern,
  input,
  isInside,
  type Log,
  type Problem,
  problemError,
  ProblemsError,
  say,
  slashedRelative,
} from '../common/index.ts'
import { brokenPointer, LFS_POINTER_MAX_SIZE, readLfsPointer, type LfsPointer } from './lfs.ts'

export interface SelectedFile {
  readonly absolutePath: string
  /** Relative to the working directory, with forward slashes: what templates and reports show. */
  readonly relativePath: string
  /** Size of the content: a Git LFS pointer's says how large the file it stands for is. */
  readonly size: number
  /** Set when the file on disk is a Git LFS pointer, not the content. */
  readonly lfs?: LfsPointer
}

type SelectionConfig = Pick<Config, 'patterns' | 'workspace' | 'workingDirectory' | 'includeHiddenFiles' | 'ifNoFilesFound'>

/** A pattern as @actions/glob compiles it, and what its own walk asks of one (lib/internal-pattern.js). */
interface GlobPattern {
  readonly negate: boolean
  readonly segments: readonly string[]
  /** The pattern ends in a separator: it matches folders only. */
  readonly trailingSeparator: boolean
  /** MatchKind bits: 1 a folder, 2 a file. */
  match(itemPath: string): number
  /** Whether the pattern may match something below the path. */
  partialMatch(itemPath: string): boolean
}
type GlobPatternClass = new (negate: boolean, implicit: boolean, segments: readonly string[]) => GlobPattern
const MATCHES_FILE = 2

const isGlobPattern = (value: unknown): value is GlobPattern => {
  const pattern = value as Partial<Record<keyof GlobPattern, unknown>> | null
  return (
    typeof pattern?.negate === 'boolean' &&
    typeof pattern.trailingSeparator === 'boolean' &&
    Array.isArray(pattern.segments) &&
    typeof pattern.match === 'function' &&
    typeof pattern.partialMatch === 'function'
  )
}

/**
 * The patterns as @actions/glob reads them, and the folders its walk would start from. Its package
 * exports create() and a globber whose walk awaits an fs.promises call per path, each a round trip
 * through libuv's thread pool (about 40 µs for a stat that takes 2): the walk below asks the
 * globber's own compiled patterns instead (its `patterns`, which its type keeps private), so that
 * the dialect stays @actions/glob's. A pattern gets its descendants as @actions/glob's walk adds
 * them (implicitDescendants).
 */
async function compile(patterns: readonly string[]): Promise<{ readonly patterns: GlobPattern[]; readonly searchPaths: string[] }> {
  // Without options, create() logs nothing: its ::debug:: lines would reach a command's standard output.
  const globber = await glob.create(patterns.join('\n'))
  const compiled: unknown = (globber as unknown as { patterns?: unknown }).patterns
  if (!Array.isArray(compiled) || !compiled.every(isGlobPattern))
    throw new Error('@actions/glob no longer keeps its compiled patterns in DefaultGlobber.patterns, where file selection reads them')
  return {
    patterns: compiled.flatMap((pattern) =>
      pattern.trailingSeparator || pattern.segments.at(-1) !== '**'
        ? [pattern, new (pattern.constructor as GlobPatternClass)(pattern.negate, true, [...pattern.segments, '**'])]
        : [pattern],
    ),
    searchPaths: globber.getSearchPaths(),
  }
}

const matchKind = (patterns: readonly GlobPattern[], itemPath: string): number =>
  patterns.reduce((kind, pattern) => (pattern.negate ? kind & ~pattern.match(itemPath) : kind | pattern.match(itemPath)), 0)

const mayMatchBelow = (patterns: readonly GlobPattern[], itemPath: string): boolean =>
  patterns.some((pattern) => !pattern.negate && pattern.partialMatch(itemPath))

/** A path the patterns match, and where it really is (links resolved). */
interface Match {
  readonly path: string
  readonly real: string
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/**
 * What @actions/glob's walk finds (followSymbolicLinks, omitBrokenSymbolicLinks, no folders), in
 * the same order, from readdir's file types: a stat only where a link is followed, a realpath
 * only for what a link leads to. Synchronous calls, none of which changes Node's fs for anyone
 * else; every 256 paths the walk waits for the next turn of the event loop, to let the sign-in's
 * answers and timers in. Below the working directory, hidden names are left out unless asked for
 * (and counted), so that the walk never descends into .git or other hidden folders.
 */
async function walk(
  patterns: readonly GlobPattern[],
  searchPaths: readonly string[],
  root: string,
  includeHidden: boolean,
): Promise<{ readonly matches: Match[]; readonly hidden: number }> {
  const matches: Match[] = []
  let hidden = 0
  let visited = 0
  /** `entry` and `parentReal` are known when the path comes from its folder's listing. */
  const visit = async (itemPath: string, entry: fs.Dirent | undefined, parentReal: string | undefined, chain: readonly string[]) => {
    const kind = matchKind(patterns, itemPath)
    if (kind === 0 && !mayMatchBelow(patterns, itemPath)) return
    if (++visited % 256 === 0) await nextTurn()
    let link: boolean
    let folder: boolean
    try {
      link = entry === undefined ? fs.lstatSync(itemPath).isSymbolicLink() : entry.isSymbolicLink()
      folder = entry === undefined || link ? fs.statSync(itemPath).isDirectory() : entry.isDirectory()
    } catch (error) {
      // A search path that does not exist, or a broken link: left out, as @actions/glob leaves them out.
      if (isMissing(error)) return
      throw error
    }
    const real = parentReal !== undefined && !link ? path.join(parentReal, path.basename(itemPath)) : fs.realpathSync(itemPath)
    if (!folder) {
      if (kind & MATCHES_FILE) matches.push({ path: itemPath, real })
      return
    }
    // A folder that is its own ancestor is a cycle of links.
    if (chain.includes(real)) return
    const below = [...chain, real]
    const prune = !includeHidden && isInside(root, itemPath)
    for (const child of fs.readdirSync(itemPath, { withFileTypes: true })) {
      if (prune && child.name.startsWith('.')) hidden++
      else await visit(path.join(itemPath, child.name), child, real, below)
    }
  }
  for (const searchPath of searchPaths) await visit(searchPath, undefined, undefined, [])
  return { matches, hidden }
}

const isHidden = (relativePath: string): boolean => relativePath.split('/').some((segment) => segment.startsWith('.'))

/**
 * The files the patterns match, relative to the working directory: regular files only,
 * hidden ones only when asked, nothing that is (or leads through a link to) outside the workspace.
 * Sorted by path so that every run sees the same order.
 */
export async function selectFiles(config: SelectionConfig, log: Log): Promise<SelectedFile[]> {
  const root = config.workingDirectory
  const { patterns, searchPaths } = await compile(config.patterns.map((pattern) => anchorPattern(pattern, root)))
  const { matches, hidden } = await walk(patterns, searchPaths, root, config.includeHiddenFiles)
  let leftOut = hidden
  const workspaceReal = fs.realpathSync(config.workspace)
  const problems: Problem[] = []
  const refuse = (file: string, what: string, fix?: string) =>
    problems.push({ subject: { kind: 'file', path: file }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) })
  const files: SelectedFile[] = []
  for (const { path: match, real } of matches) {
    const relativePath = slashedRelative(root, match)
    if (!isInside(config.workspace, match)) {
      refuse(match, `matched by 'files' but outside the workspace ${config.workspace}`, 'only files inside it are published')
      continue
    }
    // A pattern that names a hidden path itself reaches it without a readdir: left out here.
    if (!config.includeHiddenFiles && isHidden(relativePath)) {
      leftOut++
      continue
    }
    if (!isInside(workspaceReal, real)) {
      refuse(relativePath, `is a symbolic link to ${real}, outside the workspace`, 'links may only lead to files inside it')
      continue
    }
    const info = fs.statSync(real)
    if (!info.isFile()) {
      refuse(relativePath, 'is not a regular file')
      continue
    }
    // A pointer is a small text file: only files that small are read here.
    const reading = info.size < LFS_POINTER_MAX_SIZE && info.size > 0 ? readLfsPointer(fs.readFileSync(match)) : undefined
    if (reading !== undefined && 'problem' in reading) {
      refuse(relativePath, ...brokenPointer(reading.problem))
      continue
    }
    const pointer = reading?.pointer
    files.push(
      pointer === undefined
        ? { absolutePath: match, relativePath, size: info.size }
        : { absolutePath: match, relativePath, size: pointer.size, lfs: pointer },
    )
  }
  if (problems.length > 0) throw new ProblemsError(problems, 'Some selected files cannot be published:')
  if (leftOut > 0) {
    log.info(`Left out ${leftOut} hidden file(s) or folder(s) (names starting with '.'); set include-hidden-files: true to publish them`)
  }

  files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0))
  if (files.length === 0) {
    const message = `No files match ${config.patterns.map((p) => `'${p}'`).join(', ')} in ${root}`
    if (config.ifNoFilesFound === 'error')
      throw problemError({
        subject: { kind: 'input', name: 'files' },
        what: say`${message} (${input('if-no-files-found', { value: 'error' })})`,
        fix: say`set ${input('if-no-files-found', { bare: true })} to warn or ignore to let the step pass`,
      })
    if (config.ifNoFilesFound === 'warn') log.warning(message)
    else log.info(message)
  }
  return files
}
