import { AsyncLocalStorage } from 'node:async_hooks'
import fs, { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import * as glob from '@actions/glob'
import type { Config } from '../config/index.ts'
import {
  anchorPattern,
  asError,
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

type PromiseCalls = Pick<typeof fs.promises, 'stat' | 'lstat' | 'readdir' | 'realpath'>
let walking = 0
let saved: PromiseCalls | undefined

/** The walk under way, as the fs calls it makes see it: overlapping walks each have their own. */
interface Walk {
  readonly root: string
  readonly includeHidden: boolean
  /** Hidden files and folders left out below the root. */
  hidden: number
}
const currentWalk = new AsyncLocalStorage<Walk>()

/**
 * readdir for the walk: below the working directory, hidden names are left out unless asked for,
 * so that the walk never descends into .git or other hidden folders.
 */
function readdirForWalk(dir: fs.PathLike, ...rest: unknown[]): unknown[] {
  const entries = (fs.readdirSync as (dir: fs.PathLike, ...rest: unknown[]) => unknown[])(dir, ...rest)
  const walk = currentWalk.getStore()
  if (walk === undefined || walk.includeHidden || !isInside(walk.root, path.resolve(String(dir)))) return entries
  return entries.filter((entry) => {
    const hidden = (typeof entry === 'string' ? entry : String((entry as { name: unknown }).name)).startsWith('.')
    if (hidden) walk.hidden++
    return !hidden
  })
}

/**
 * @actions/glob awaits one fs.promises call per path, one after the other: each is a round trip
 * through libuv's thread pool, about 40 µs for a stat that takes 2, and a tile set's re-run spent
 * a third of its time in the walk. For the walk only, the four calls the glob makes are answered
 * by their synchronous twins: the same results and the same errors (as rejections), the walk
 * three to four times quicker. Anything else in this thread that uses them meanwhile (the walk
 * lets the event loop in now and then) gets the same answers, only sooner; worker threads have
 * their own `fs`.
 * Nested or overlapping walks (tests run several in one process) restore it once, at the last end.
 * readdir also prunes hidden folders during the walk (readdirForWalk).
 */
async function withSynchronousFs<T>(work: () => Promise<T>): Promise<T> {
  const calls = fs.promises as PromiseCalls
  if (walking++ === 0) {
    saved = { stat: calls.stat, lstat: calls.lstat, readdir: calls.readdir, realpath: calls.realpath }
    // With synchronous answers the walk never leaves the microtask queue: every so often one
    // answer waits for the next turn of the event loop, to let the sign-in's answers and timers in.
    let answered = 0
    const sync =
      <A extends unknown[], R>(call: (...args: A) => R) =>
      (...args: A): Promise<R> => {
        try {
          const answer = call(...args)
          return ++answered % 256 === 0 ? nextTurn(answer) : Promise.resolve(answer)
        } catch (error) {
          return Promise.reject(asError(error))
        }
      }
    Object.assign(calls, {
      stat: sync(fs.statSync),
      lstat: sync(fs.lstatSync),
      readdir: sync(readdirForWalk),
      realpath: sync(fs.realpathSync.native),
    })
  }
  try {
    return await work()
  } finally {
    if (--walking === 0 && saved !== undefined) {
      Object.assign(calls, saved)
      saved = undefined
    }
  }
}

const isHidden = (relativePath: string): boolean => relativePath.split('/').some((segment) => segment.startsWith('.'))

/**
 * The files the patterns match, relative to the working directory: regular files only,
 * hidden ones only when asked, nothing that is (or leads through a link to) outside the workspace.
 * Sorted by path so that every run sees the same order.
 */
export function selectFiles(config: SelectionConfig, log: Log): Promise<SelectedFile[]> {
  const context: Walk = { root: config.workingDirectory, includeHidden: config.includeHiddenFiles, hidden: 0 }
  return withSynchronousFs(() => currentWalk.run(context, () => walk(config, context, log)))
}

async function walk(config: SelectionConfig, context: Walk, log: Log): Promise<SelectedFile[]> {
  const root = config.workingDirectory
  const globber = await glob.create(config.patterns.map((pattern) => anchorPattern(pattern, root)).join('\n'), {
    followSymbolicLinks: true,
    matchDirectories: false,
    implicitDescendants: true,
    omitBrokenSymbolicLinks: true,
  })
  const workspaceReal = await realpath(config.workspace)
  // Folders are few and files many: resolve each folder once, and a file only when it is a link
  // itself. Synchronous calls: nothing else runs yet, and a thread-pool round trip per file
  // would cost more than the call.
  const realFolders = new Map<string, string>()
  const realFolder = (folder: string): string => {
    let real = realFolders.get(folder)
    if (real === undefined) realFolders.set(folder, (real = realpathSync(folder)))
    return real
  }
  const problems: Problem[] = []
  const refuse = (file: string, what: string, fix?: string) =>
    problems.push({ subject: { kind: 'file', path: file }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) })
  const files: SelectedFile[] = []
  for await (const match of globber.globGenerator()) {
    const relativePath = slashedRelative(root, match)
    if (!isInside(config.workspace, match)) {
      refuse(match, `matched by 'files' but outside the workspace ${config.workspace}`, 'only files inside it are published')
      continue
    }
    // A pattern that names a hidden path itself reaches it without a readdir: left out here.
    if (!config.includeHiddenFiles && isHidden(relativePath)) {
      context.hidden++
      continue
    }
    const link = lstatSync(match)
    const real = link.isSymbolicLink() ? realpathSync(match) : path.join(realFolder(path.dirname(match)), path.basename(match))
    if (!isInside(workspaceReal, real)) {
      refuse(relativePath, `is a symbolic link to ${real}, outside the workspace`, 'links may only lead to files inside it')
      continue
    }
    const info = link.isSymbolicLink() ? statSync(real) : link
    if (!info.isFile()) {
      refuse(relativePath, 'is not a regular file')
      continue
    }
    // A pointer is a small text file: only files that small are read here.
    const reading = info.size < LFS_POINTER_MAX_SIZE && info.size > 0 ? readLfsPointer(readFileSync(match)) : undefined
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
  if (context.hidden > 0) {
    log.info(
      `Left out ${context.hidden} hidden file(s) or folder(s) (names starting with '.'); set include-hidden-files: true to publish them`,
    )
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
