import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inert, type Log, mapLimit } from '../common/index.ts'
import { pointerText, type LfsPointer } from '../files/index.ts'
import { defaultRemote, objectPath, parseLfsEnv, reasonsByOid, withoutCredentials, type LfsEnv, type LfsUnavailable } from './lfs.ts'

/** No Git LFS object can be fetched here at all (see LfsUnavailable). */
export class LfsUnavailableError extends Error {
  override name = 'LfsUnavailableError'
  readonly reason: LfsUnavailable

  /** `detail`: what git said, if anything. */
  constructor(reason: LfsUnavailable, detail: string) {
    super(detail)
    this.reason = reason
  }
}

/** Objects that are neither in the local store nor could be fetched into it. */
export class LfsFetchError extends Error {
  override name = 'LfsFetchError'
  readonly missing: readonly string[]
  /** git-lfs's own line about an oid, where it wrote one. */
  readonly reasons: ReadonlyMap<string, string>
  readonly endpoint: string

  /** `detail`: the end of git-lfs's output. */
  constructor(missing: readonly string[], reasons: ReadonlyMap<string, string>, endpoint: string, detail: string) {
    super(detail)
    this.missing = missing
    this.reasons = reasons
    this.endpoint = endpoint
  }
}

export interface LfsObjects {
  /** Where each object's content is, by oid. */
  readonly paths: ReadonlyMap<string, string>
  /** The objects downloaded now; the others were in the local store already. */
  readonly downloaded: readonly LfsPointer[]
  /** The LFS server they come from, for the log. */
  readonly endpoint: string
}

/**
 * The Git LFS objects a run needs, as files on disk. Its failures are LfsUnavailableError and
 * LfsFetchError: no caller sees a git exit code.
 */
export interface LfsStore {
  objects(pointers: readonly LfsPointer[]): Promise<LfsObjects>
}

/** A git command that failed where it should not: every object asked for counts as not fetched. */
class GitFailure extends Error {}

interface GitResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Pointer files written at a time for the temporary tree. */
const WRITES_AT_ONCE = 16

/**
 * The repository's own LFS store (`git lfs env`'s LocalMediaDir, .git/lfs/objects by default),
 * filled by `git lfs fetch` run once for all the objects it lacks. The working tree is never
 * touched, nor the repository's Git objects: `git lfs fetch` takes refs, not oids, so the objects
 * are named by a tree of their pointers written to a temporary object directory (names are the
 * oids: no path of the user's reaches git-lfs's include patterns, which split on commas and read
 * glob characters). git runs in the working directory with the user's configuration, so the
 * remote, lfs.url and the credentials actions/checkout configured (http.extraheader) apply as for
 * any fetch.
 */
export class GitLfs implements LfsStore {
  readonly #cwd: string
  readonly #log: Log
  readonly #env: NodeJS.ProcessEnv

  constructor(options: { readonly cwd: string; readonly log: Log; readonly env?: NodeJS.ProcessEnv }) {
    this.#cwd = options.cwd
    this.#log = options.log
    // No prompt can be answered in a workflow: a missing credential fails instead of waiting.
    this.#env = { ...(options.env ?? process.env), GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', LC_ALL: 'C' }
  }

  async objects(pointers: readonly LfsPointer[]): Promise<LfsObjects> {
    try {
      return await this.#objects(pointers)
    } catch (error) {
      if (!(error instanceof GitFailure)) throw error
      throw new LfsFetchError(
        pointers.map((pointer) => pointer.oid),
        new Map(),
        '',
        withoutCredentials(error.message),
      )
    }
  }

  async #objects(pointers: readonly LfsPointer[]): Promise<LfsObjects> {
    const env = await this.#lfsEnv()
    const unique = [...new Map(pointers.map((pointer) => [pointer.oid, pointer])).values()]
    const paths = new Map(unique.map((pointer) => [pointer.oid, objectPath(env.mediaDir, pointer.oid)]))
    const absent = async (list: readonly LfsPointer[]) => {
      const present = await mapLimit(
        list,
        WRITES_AT_ONCE,
        async (pointer) => (await stat(paths.get(pointer.oid)!).catch(() => undefined))?.size === pointer.size,
      )
      return list.filter((_, index) => !present[index])
    }
    const missing = await absent(unique)
    if (missing.length > 0) {
      const output = await this.#fetch(missing, env)
      const left = await absent(missing)
      if (left.length > 0) {
        const oids = left.map((pointer) => pointer.oid)
        const tail = output
          .split(/[\r\n]+/)
          // The reference is the temporary tree, which means nothing to the user.
          .filter((line) => line.trim() !== '' && !line.startsWith('fetch: Fetching reference'))
          .slice(-5)
          .join('\n')
        throw new LfsFetchError(oids, reasonsByOid(output, oids), env.endpoint, tail)
      }
    }
    return { paths, downloaded: missing, endpoint: env.endpoint }
  }

  async #lfsEnv(): Promise<LfsEnv> {
    const result = await this.#git(['lfs', 'env'])
    if (result.code !== 0) {
      // git's own answer when it finds no git-lfs; any other failure is git-lfs's, reported as it is.
      if (/'lfs' is not a git command/.test(result.stderr)) throw new LfsUnavailableError('no-git-lfs', result.stderr.trim())
      throw new GitFailure(`git lfs env: ${result.stderr.trim()}`)
    }
    const env = parseLfsEnv(result.stdout)
    if (env.workingDir === '' || env.mediaDir === '') throw new LfsUnavailableError('no-repository', result.stderr.trim())
    return env
  }

  /** One `git lfs fetch` for all the objects; its output, for the reasons of any that stay missing. */
  async #fetch(missing: readonly LfsPointer[], env: LfsEnv): Promise<string> {
    const temp = await mkdtemp(path.join(tmpdir(), 'stac-publish-lfs-'))
    try {
      const objects = path.join(temp, 'objects')
      const pointers = path.join(temp, 'pointers')
      await mkdir(objects)
      await mkdir(pointers)
      const files = missing.map((pointer) => path.join(pointers, pointer.oid))
      await mapLimit(missing, WRITES_AT_ONCE, (pointer, index) => writeFile(files[index]!, pointerText(pointer)))
      // Every blob and the tree go to the temporary object directory, none to the repository's.
      const quarantine = { GIT_OBJECT_DIRECTORY: objects }
      const blobs = (await this.#gitOk(['hash-object', '-w', '--no-filters', '--stdin-paths'], quarantine, `${files.join('\n')}\n`)).split(
        '\n',
      )
      const tree = await this.#gitOk(
        ['mktree'],
        quarantine,
        missing.map((pointer, index) => `100644 blob ${blobs[index]}\t${pointer.oid}\n`).join(''),
      )
      // git-lfs reads the repository too (.lfsconfig from HEAD when the working tree has none).
      await mkdir(path.join(objects, 'info'))
      await writeFile(path.join(objects, 'info', 'alternates'), `${path.resolve(this.#cwd, env.gitStorageDir, 'objects')}\n`)
      const remote = await this.#remote()
      const bytes = missing.reduce((sum, pointer) => sum + pointer.size, 0)
      this.#log.info(`git lfs fetch: ${missing.length} object(s), ${bytes} bytes, from ${withoutCredentials(env.endpoint || remote)}`)
      // Empty --include/--exclude clear lfs.fetchinclude/fetchexclude, which name the user's paths, not these.
      const result = await this.#git(
        ['-c', 'lfs.fetchrecentalways=false', 'lfs', 'fetch', '--include=', '--exclude=', remote, tree],
        quarantine,
      )
      const output = withoutCredentials(`${result.stdout}\n${result.stderr}`)
      for (const line of output.split(/[\r\n]+/)) if (line.trim() !== '') this.#log.debug(`git lfs fetch: ${inert(line)}`)
      return output
    } finally {
      await rm(temp, { recursive: true, force: true })
    }
  }

  /** The remote git-lfs would fetch from by default (see defaultRemote). */
  async #remote(): Promise<string> {
    const branch = await this.#git(['symbolic-ref', '-q', '--short', 'HEAD'])
    const config = await this.#git(['config', '-z', '--get-regexp', '^(branch\\..*\\.remote|remote\\..*\\.url|remote\\.lfsdefault)$'])
    const values = new Map<string, string>()
    for (const entry of config.stdout.split('\0')) {
      const newline = entry.indexOf('\n')
      if (newline > 0) values.set(entry.slice(0, newline), entry.slice(newline + 1))
    }
    return defaultRemote(branch.code === 0 ? branch.stdout.trim() : undefined, values)
  }

  async #gitOk(args: readonly string[], env: NodeJS.ProcessEnv, input: string): Promise<string> {
    const result = await this.#git(args, env, input)
    if (result.code !== 0) throw new GitFailure(`git ${args[0]}: ${result.stderr.trim()}`)
    return result.stdout.trim()
  }

  #git(args: readonly string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<GitResult> {
    this.#log.debug(`git ${inert(args.join(' '))}`)
    return new Promise((resolve, reject) => {
      // node:child_process loaded by the first git command: a run without Git LFS content starts without it.
      const child = process.getBuiltinModule('node:child_process').spawn('git', args, {
        cwd: this.#cwd,
        env: { ...this.#env, ...env },
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      })
      const stdout: Buffer[] = []
      const stderr: Buffer[] = []
      child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk))
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new LfsUnavailableError('no-git', 'git is not on the PATH') : error),
      )
      child.once('close', (code) =>
        resolve({ code: code ?? 1, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
      )
      // git may end before it has read everything (a failure): its answer says why, not the broken pipe.
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input)
    })
  }
}
