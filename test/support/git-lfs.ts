import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)

/**
 * git as the tests run it: none of the machine's or the user's configuration (the system's
 * filter.lfs would check LFS content out), a fixed identity, and LFS content never checked out,
 * as actions/checkout leaves it without `lfs: true`.
 */
const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_LFS_SKIP_SMUDGE: '1',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
}

export async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await exec('git', args, { cwd, env: GIT_ENV, maxBuffer: 64 * 1024 * 1024 })).stdout
}

/** Every file below a folder, relative to it; none when it does not exist. */
export async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** A clone as actions/checkout makes it without `lfs: true`: depth 1, pointers in place of LFS content. */
export interface Checkout {
  readonly root: string
  /** The oids in the clone's own LFS store (.git/lfs/objects): what was fetched into it. */
  lfsObjects(): Promise<string[]>
  /** The files of the clone's Git object database, to see that nothing was written to it. */
  gitObjects(): Promise<string[]>
  /** Takes the remote's newest commit, as a new workflow run's checkout would. */
  update(): Promise<void>
}

/**
 * A repository with Git LFS on the local file system: a bare remote whose LFS objects git-lfs
 * pushes to and fetches from over file://, and a clone where the test commits.
 */
export interface LfsRepository {
  readonly root: string
  readonly remote: string
  /** Writes the files in the authoring clone, commits and pushes them with their LFS objects. */
  commit(files: Readonly<Record<string, string | Buffer>>): Promise<void>
  /** A fresh checkout in `folder` (created), the remote's newest commit. */
  checkout(folder: string): Promise<Checkout>
  remove(): Promise<void>
}

/** `lfsPatterns` are tracked with Git LFS (.gitattributes), e.g. '*.tif'. */
export async function makeLfsRepository(lfsPatterns: readonly string[]): Promise<LfsRepository> {
  const root = await mkdtemp(path.join(tmpdir(), 'lfs-repo-'))
  const remote = path.join(root, 'remote.git')
  const author = path.join(root, 'author')
  await exec('git', ['init', '-q', '--bare', '--initial-branch=main', remote], { env: GIT_ENV })
  await exec('git', ['init', '-q', '--initial-branch=main', author], { env: GIT_ENV })
  // The clean filter and the pre-push hook, for this clone only.
  await git(author, 'lfs', 'install', '--local')
  await git(author, 'remote', 'add', 'origin', `file://${remote}`)
  await writeFile(path.join(author, '.gitattributes'), lfsPatterns.map((p) => `${p} filter=lfs diff=lfs merge=lfs -text\n`).join(''))
  return {
    root,
    remote,
    async commit(files) {
      for (const [name, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(author, name)), { recursive: true })
        await writeFile(path.join(author, name), content)
      }
      await git(author, 'add', '-A')
      await git(author, 'commit', '-q', '-m', `${Object.keys(files).length} file(s)`)
      await git(author, 'push', '-q', 'origin', 'main')
    },
    async checkout(folder) {
      await mkdir(path.dirname(folder), { recursive: true })
      await git(root, 'clone', '-q', '--depth', '1', `file://${remote}`, folder)
      const store = path.join(folder, '.git', 'lfs', 'objects')
      return {
        root: folder,
        lfsObjects: async () => (await filesBelow(store)).map((file) => path.basename(file)),
        gitObjects: () => filesBelow(path.join(folder, '.git', 'objects')),
        async update() {
          await git(folder, 'fetch', '-q', '--depth', '1', 'origin', 'main')
          await git(folder, 'reset', '-q', '--hard', 'FETCH_HEAD')
        },
      }
    },
    remove: () => rm(root, { recursive: true, force: true }),
  }
}

/** The pointer git-lfs commits for content with this oid and size. */
export const pointer = (oid: string, size: number): string =>
  `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${size}\n`

/**
 * A folder for PATH that has git and nothing else: git then finds no git-lfs (which sits beside
 * git in /usr/bin, not in git's exec path).
 */
export async function pathWithoutGitLfs(folder: string): Promise<string> {
  const real = (await exec('sh', ['-c', 'command -v git'])).stdout.trim()
  await mkdir(folder, { recursive: true })
  await symlink(real, path.join(folder, 'git'))
  return folder
}

/** Runs `work` with PATH set to `value`, as the action's child processes see it. */
export async function withPath<T>(value: string, work: () => Promise<T>): Promise<T> {
  const saved = process.env.PATH
  process.env.PATH = value
  try {
    return await work()
  } finally {
    process.env.PATH = saved
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether git can run git-lfs here: told once by test/support/global-setup.ts. */
    gitLfs: boolean
  }
}

/** git-lfs's version line, or undefined where git cannot run it (not installed, or not on PATH). */
export async function gitLfsVersion(): Promise<string | undefined> {
  return git(tmpdir(), 'lfs', 'version').then(
    (out) => out.trim(),
    () => undefined,
  )
}

/** What a machine without git-lfs is told; the tests that run it are skipped there, and fail under CI. */
export const GIT_LFS_MISSING =
  'git-lfs is not installed: the tests that run it are skipped. To run them, install it ' +
  '(Debian, Ubuntu: apt-get install git-lfs; macOS: brew install git-lfs; Windows: it comes with Git for Windows)'
