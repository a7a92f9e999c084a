import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import * as glob from '@actions/glob'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIMILAR_SEARCH_LIMIT, selectFiles, unreadableProblem } from '../../src/files/files.ts'
import type { Log } from '../../src/common/log.ts'
import { problemLine, ProblemsError } from '../../src/common/problems.ts'
import { testConfig } from '../support/config.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_name, work) => work() }
const promiseCalls = () => ({
  stat: fs.promises.stat,
  lstat: fs.promises.lstat,
  readdir: fs.promises.readdir,
  realpath: fs.promises.realpath,
})

let ws: Workspace
beforeEach(async () => {
  ws = await makeWorkspace()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await ws.remove()
})

const selection = (patterns: string[], extra: { includeHiddenFiles?: boolean; ifNoFilesFound?: 'error' | 'warn' | 'ignore' } = {}) => ({
  ...testConfig({}, ws.root).selection,
  patterns,
  includeHiddenFiles: extra.includeHiddenFiles ?? false,
  ifNoFilesFound: extra.ifNoFilesFound ?? ('error' as const),
})

/** A log that keeps its lines. */
function recording(): Log & { readonly lines: string[] } {
  const lines: string[] = []
  return { ...log, info: (line) => lines.push(line), warning: (line) => lines.push(`warning: ${line}`), lines }
}

/** What selectFiles refuses with, as the action says it. */
async function refusal(patterns: string[], extra: { includeHiddenFiles?: boolean } = {}): Promise<string> {
  try {
    await selectFiles(selection(patterns, extra), log)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the selection to be refused')
}

/** A delivery with nested folders, a linked folder and file inside the workspace, a broken link and a hidden file. */
async function delivery(): Promise<void> {
  for (let folder = 0; folder < 3; folder++) {
    for (let n = 0; n < 40; n++) await ws.write(`tiles/${folder}/t-${n}.csv`, `${folder},${n}\n`)
  }
  await ws.write('tiles/.cache/skip.csv', 'hidden\n')
  await ws.write('docs/readme.csv', 'doc\n')
  await mkdir(path.join(ws.root, 'links'))
  await symlink(path.join(ws.root, 'docs'), path.join(ws.root, 'links/docs'))
  await symlink(path.join(ws.root, 'docs/readme.csv'), path.join(ws.root, 'links/readme.csv'))
  await symlink(path.join(ws.root, 'nowhere.csv'), path.join(ws.root, 'links/broken.csv'))
}

describe('file selection', () => {
  it("prunes hidden folders during the walk: '**' never reads .git", async () => {
    await delivery()
    for (let n = 0; n < 20; n++) await ws.write(`.git/objects/${n}/object`, 'x')
    const read = vi.spyOn(fs, 'readdirSync')
    const files = await selectFiles(selection(['**']), log)
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((file) => file.relativePath.split('/').some((part) => part.startsWith('.')))).toEqual([])
    const folders = read.mock.calls.map(([dir]) => path.relative(ws.root, String(dir)))
    expect(folders).toContain('tiles')
    expect(folders.filter((folder) => folder.split(path.sep).some((part) => part.startsWith('.')))).toEqual([])
  })

  it('keeps a hidden working directory itself, and prunes only below it', async () => {
    await ws.write('.data/a.csv', 'a\n')
    await ws.write('.data/.cache/b.csv', 'b\n')
    const files = await selectFiles({ ...selection(['**']), workingDirectory: path.join(ws.root, '.data') }, log)
    expect(files.map((file) => file.relativePath)).toEqual(['a.csv'])
  })

  /** What @actions/glob's own walk finds for the patterns, with its thread-pool fs calls, minus hidden files unless asked. */
  async function globFinds(patterns: string[], hidden = false): Promise<string[]> {
    const anchored = (pattern: string) => (pattern.startsWith('/') ? pattern : `${ws.root}/${pattern}`)
    const globber = await glob.create(patterns.map((p) => (p.startsWith('!') ? `!${anchored(p.slice(1))}` : anchored(p))).join('\n'), {
      followSymbolicLinks: true,
      matchDirectories: false,
      omitBrokenSymbolicLinks: true,
    })
    return (await globber.glob())
      .map((match) => path.relative(ws.root, match).split(path.sep).join('/'))
      .filter((relative) => hidden || !relative.split('/').some((segment) => segment.startsWith('.')))
      .sort()
  }

  it('selects what @actions/glob matches, as the glob itself finds it on its own', async () => {
    await delivery()
    // A link back to an ancestor: a cycle both walks leave after one turn.
    await symlink(ws.root, path.join(ws.root, 'links/loop'))
    const patterns = ['tiles/**', 'links/**', '!tiles/2/t-1*.csv']
    const files = await selectFiles(selection(patterns), log)
    const expected = await globFinds(patterns)
    expect(files.map((file) => file.relativePath)).toEqual(expected)
    // The tiles but 11, the two links, and through the loop once more every tile and the document.
    expect(expected).toHaveLength(3 * 40 - 11 + 2 + 3 * 40 + 1)
    expect(expected).toContain('links/docs/readme.csv')
    expect(expected).toContain('links/loop/docs/readme.csv')
    expect(expected).not.toContain('links/broken.csv')
    expect(expected).not.toContain('links/loop/links/docs/readme.csv')
    expect(files.find((file) => file.relativePath === 'tiles/0/t-7.csv')).toEqual({
      absolutePath: path.join(ws.root, 'tiles/0/t-7.csv'),
      relativePath: 'tiles/0/t-7.csv',
      size: 4,
    })

    // The rest of the dialect: folders by a trailing '/', classes, '?', excluded folders, the top level only, a file by name.
    for (const other of [
      ['tiles/1/', 'docs/readme.csv'],
      ['tiles/[02]/t-?.csv'],
      ['**/*.csv', '!tiles/', '!links/loop/'],
      ['*', 'docs/*'],
    ]) {
      const found = (await selectFiles(selection(other), log)).map((file) => file.relativePath)
      expect(found, other.join(' ')).toEqual(await globFinds(other))
      expect(found.length, other.join(' ')).toBeGreaterThan(0)
    }
  })

  it('selects what @actions/glob matches over names of every kind: classes, escapes, braces and parentheses as they are, cases, hidden files when asked', async () => {
    await delivery()
    for (const name of [
      'data/a.csv',
      'data/A.CSV',
      'data/b.csvx',
      'data/.c.csv',
      'data/sub/d.csv',
      'data/sub/deep/e.csv',
      'x[1]/g.csv',
      'x1/g.csv',
      'a*b/h.csv',
      'axb/h.csv',
      'sp ace/i.csv',
      'ü/j.csv',
      '{a,b}/k.csv',
      'a/k.csv',
      '@(x)/l.csv',
      'x/l.csv',
      '#c/m.csv',
      '!n/o.csv',
      '.hidden/p.csv',
    ])
      await ws.write(name, `${name}\n`)
    await symlink(path.join(ws.root, 'data/sub'), path.join(ws.root, 'data/linked'))
    const sets = [
      ['data/*.csv'],
      ['data/**'],
      ['data/**/*.csv', '!data/**/deep/**'],
      ['data/sub/', 'data/a.csv/'],
      ['data/linked/'],
      ['**', '!data/sub', '!!data/sub/d.csv'],
      ['data/*', '!data/*.csv', 'data/a.csv'],
      ['!data/a.csv', 'data/*'],
      ['**/*.CSV'],
      ['data/?.csv', 'data/[ab].csv*', 'data/[!a].csv'],
      ['x[1]/*', 'x\\[1]/*'],
      ['a\\*b/*'],
      ['{a,b}/*', '@(x)/*', '#c/*', '\\!n/*'],
      ['data//sub//*.csv', 'sp ace/*', 'ü/*'],
      [`${ws.root}/data/sub/**`, `!${ws.root}/data/sub/deep/`],
      ['*/', '*/*/'],
    ]
    for (const patterns of sets) {
      for (const includeHiddenFiles of [false, true]) {
        const found = (await selectFiles(selection(patterns, { includeHiddenFiles }), log)).map((file) => file.relativePath)
        const label = `${patterns.join(' ')}${includeHiddenFiles ? ' (hidden files too)' : ''}`
        expect(found, label).toEqual(await globFinds(patterns, includeHiddenFiles))
        expect(found.length, label).toBeGreaterThan(0)
      }
    }
    // What the names select: the braces and parentheses as they are, the class as one character, a '!' escaped.
    const named = async (patterns: string[]) => (await selectFiles(selection(patterns), log)).map((file) => file.relativePath)
    expect(await named(['{a,b}/*', '@(x)/*', '\\!n/*'])).toEqual(['!n/o.csv', '@(x)/l.csv', '{a,b}/k.csv'])
    expect(await named(['x[1]/*'])).toEqual(['x1/g.csv'])
    expect(await named(['**/*.CSV'])).toEqual(['data/A.CSV'])
  })

  it('refuses a linked folder that leads outside the workspace, naming the file and where it leads', async () => {
    await delivery()
    const outside = await makeWorkspace()
    try {
      await outside.write('secret.csv', 'secret\n')
      await symlink(outside.root, path.join(ws.root, 'links/out'))
      await expect(selectFiles(selection(['links/**']), log)).rejects.toThrow(
        `links/out/secret.csv: is a symbolic link to ${path.join(outside.root, 'secret.csv')}, outside the workspace`,
      )
    } finally {
      await outside.remove()
    }
  })

  it("walks without changing Node's fs for the rest of the process, and without its thread pool", async () => {
    await delivery()
    const before = promiseCalls()
    const readdirSync = fs.readdirSync
    const unchanged: boolean[] = []
    vi.spyOn(fs, 'readdirSync').mockImplementation((...args: Parameters<typeof fs.readdirSync>) => {
      unchanged.push(Object.entries(promiseCalls()).every(([name, call]) => before[name as keyof typeof before] === call))
      return readdirSync(...args)
    })
    const [a, b] = await Promise.all([selectFiles(selection(['tiles/0/**']), log), selectFiles(selection(['tiles/1/**', 'docs/**']), log)])
    expect([a.length, b.length]).toEqual([40, 41])
    expect(unchanged.length).toBeGreaterThan(1)
    expect(unchanged.every(Boolean)).toBe(true)
    expect(promiseCalls()).toEqual(before)
    await expect(selectFiles(selection(['missing/**']), log)).rejects.toThrow(/No files match 'missing\/\*\*'/)

    // Each stat is a synchronous call: a round trip through libuv's thread pool per path cost the walk three times as much.
    const pooled = Object.keys(before).map((name) => vi.spyOn(fs.promises, name as keyof typeof before))
    await selectFiles(selection(['tiles/**', 'links/**']), log)
    expect(pooled.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0])
  })

  it('reports hidden files, and selects them when asked', async () => {
    await delivery()
    const recorded = recording()
    const quiet = await selectFiles(selection(['tiles/**']), recorded)
    expect(quiet.map((file) => file.relativePath)).not.toContain('tiles/.cache/skip.csv')
    expect(recorded.lines).toContain(
      "Left out 1 hidden file(s) or folder(s) (names starting with '.'): tiles/.cache; publish them with include-hidden-files: true",
    )
    const all = await selectFiles(selection(['tiles/**'], { includeHiddenFiles: true }), log)
    expect(all.map((file) => file.relativePath)).toContain('tiles/.cache/skip.csv')
  })

  it('names up to five hidden paths it left out, and counts only those the patterns could reach', async () => {
    await delivery()
    for (const name of ['.env', '.github/workflows/ci.yml', 'docs/.DS_Store', 'docs/.notes.csv', 'tiles/0/.a.csv', 'tiles/1/.b.csv'])
      await ws.write(name, 'x\n')
    const recorded = recording()
    await selectFiles(selection(['**/*.csv']), recorded)
    // .env and .DS_Store are files no '*.csv' matches; .github, .cache are folders it could reach into; links/docs is docs again.
    expect(recorded.lines).toContain(
      "Left out 6 hidden file(s) or folder(s) (names starting with '.'): .github, docs/.notes.csv, links/docs/.notes.csv, tiles/.cache, " +
        'tiles/0/.a.csv, and 1 more; publish them with include-hidden-files: true',
    )
    const narrow = recording()
    await selectFiles(selection(['docs/*.csv']), narrow)
    expect(narrow.lines).toEqual([
      "Left out 1 hidden file(s) or folder(s) (names starting with '.'): docs/.notes.csv; publish them with include-hidden-files: true",
    ])
    // The command line says its flag.
    const words = recording()
    await selectFiles(selection(['docs/*.csv']), {
      ...words,
      words: { input: ({ input }) => `--${input}`, inputSubject: (name) => `--${name}`, inputs: 'Flags', debugLog: '--verbose' },
    })
    expect(words.lines[0]).toMatch(/; publish them with --include-hidden-files$/)
  })
})

describe("version control's folders", () => {
  const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: ws.root })

  it('a checkout: .git is neither a hidden file left out nor selected, even with include-hidden-files', async () => {
    await git('init', '-q')
    await ws.write('data/dem.tif', 'tiff\n')
    await ws.write('.svn/entries', 'svn\n')
    await ws.write('data/.hg/store', 'hg\n')
    await git('add', '.')
    await git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'data')
    expect(fs.existsSync(path.join(ws.root, '.git/HEAD'))).toBe(true)

    const recorded = recording()
    const files = await selectFiles(selection(['**']), recorded)
    expect(files.map((file) => file.relativePath)).toEqual(['data/dem.tif'])
    expect(recorded.lines).toEqual([])

    const hidden = await selectFiles(selection(['**'], { includeHiddenFiles: true }), log)
    expect(hidden.map((file) => file.relativePath)).toEqual(['data/dem.tif'])
    // Named by a pattern, a path in .git is left out too: nothing matches.
    await expect(selectFiles(selection(['.git/HEAD'], { includeHiddenFiles: true }), log)).rejects.toThrow(/No files match '.git\/HEAD'/)
  })

  it("a worktree's .git file is left out like the folder", async () => {
    await ws.write('.git', 'gitdir: /elsewhere/.git/worktrees/x\n')
    await ws.write('a.csv', 'a\n')
    const files = await selectFiles(selection(['*'], { includeHiddenFiles: true }), log)
    expect(files.map((file) => file.relativePath)).toEqual(['a.csv'])
  })
  /** A token as actions/checkout (persist-credentials: true) leaves it in .git/config; fake, for tests only. */
  const TOKEN = 'ghs_FakeTokenForTestsOnly0123456789abcdEF'
  const HEADER = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`

  /** A real checkout with the job's token in its config, and a data file. */
  async function checkout(): Promise<void> {
    await git('init', '-q')
    await git('config', 'http.https://github.com/.extraheader', HEADER)
    expect(fs.readFileSync(path.join(ws.root, '.git/config'), 'utf8')).toContain(HEADER)
    await ws.write('data/a.csv', 'a\n')
  }

  /** The problems selectFiles refuses with. */
  async function refused(patterns: string[], extra: { includeHiddenFiles?: boolean } = {}): Promise<ProblemsError> {
    const error: unknown = await selectFiles(selection(patterns, extra), log).then(
      (files) => new Error(`expected a refusal, selected ${files.map((file) => file.relativePath).join(', ')}`),
      (error: unknown) => error,
    )
    if (!(error instanceof ProblemsError)) throw error
    expect(error.message).not.toContain(TOKEN)
    expect(error.message).not.toContain(HEADER)
    return error
  }

  it("refuses a file link into .git (the checkout's token in .git/config), naming the path and the link, with hidden files too", async () => {
    await checkout()
    await symlink('../.git/config', path.join(ws.root, 'data/config.csv'))
    for (const includeHiddenFiles of [false, true]) {
      const error = await refused(['data/**'], { includeHiddenFiles })
      expect(error.problems.map((problem) => problemLine(problem))).toEqual([
        "data/config.csv: its real path .git/config lies in version control's folder .git, through the link data/config.csv → ../.git/config; " +
          "nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history): remove the link, or leave the path out with a '!' pattern",
      ])
    }
    // Left out by a pattern, the rest is published.
    const files = await selectFiles(selection(['data/**', '!data/config.csv']), log)
    expect(files.map((file) => file.relativePath)).toEqual(['data/a.csv'])
  })

  it('refuses a folder link to .git once, naming the first path below it, how many more, and the link', async () => {
    await checkout()
    await symlink('.git', path.join(ws.root, 'meta'))
    const error = await refused(['**'])
    expect(error.problems).toHaveLength(1)
    const [line] = error.problems.map((problem) => problemLine(problem))
    expect(line).toMatch(
      /^meta\/HEAD: its real path \.git\/HEAD lies in version control's folder \.git, through the link meta → \.git \(and \d+ more selected path\(s\) through it\); nothing in/,
    )
  })

  it("refuses links to links, into a nested repository's .git, a submodule's git folder and Mercurial's, all at once", async () => {
    await checkout()
    await promisify(execFile)('git', ['init', '-q', 'vendor/lib'], { cwd: ws.root })
    await ws.write('.git/modules/sub/config', `[http]\n\textraheader = ${HEADER}\n`)
    await ws.write('.hg/hgrc', '[paths]\n')
    await symlink('b.csv', path.join(ws.root, 'data/a-link.csv'))
    await symlink('../.git/config', path.join(ws.root, 'data/b.csv'))
    await symlink(path.join(ws.root, 'vendor/lib/.git/HEAD'), path.join(ws.root, 'data/lib.csv'))
    await symlink('../.git/modules/sub/config', path.join(ws.root, 'data/sub.csv'))
    await symlink('../.hg/hgrc', path.join(ws.root, 'data/hg.csv'))
    const error = await refused(['data/*.csv'])
    expect(error.problems.map((problem) => problemLine(problem).split(';')[0])).toEqual([
      "data/a-link.csv: its real path .git/config lies in version control's folder .git, through the link data/a-link.csv → b.csv → ../.git/config",
      "data/b.csv: its real path .git/config lies in version control's folder .git, through the link data/b.csv → ../.git/config",
      "data/hg.csv: its real path .hg/hgrc lies in version control's folder .hg, through the link data/hg.csv → ../.hg/hgrc",
      `data/lib.csv: its real path vendor/lib/.git/HEAD lies in version control's folder vendor/lib/.git, through the link data/lib.csv → ${path.join(ws.root, 'vendor/lib/.git/HEAD')}`,
      "data/sub.csv: its real path .git/modules/sub/config lies in version control's folder .git, through the link data/sub.csv → ../.git/modules/sub/config",
    ])
  })
})

describe('a name that is not valid UTF-8', () => {
  /** A path below the workspace whose name holds the given bytes. */
  const raw = (...parts: Array<string | number[]>): Buffer =>
    Buffer.concat([Buffer.from(`${ws.root}/`), ...parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)))])

  it('is named as such, escaped, with the fix, together with every other problem of the selection', async () => {
    await ws.write('data/ok.csv', 'ok\n')
    // A name that is valid UTF-8 and holds U+FFFD itself is any other name.
    await ws.write('data/\ufffd.csv', 'replacement character\n')
    fs.writeFileSync(raw('data/caf', [0xe9], '.csv'), 'latin-1\n')
    fs.mkdirSync(raw('data/d', [0xff, 0xfe]))
    fs.writeFileSync(raw('data/d', [0xff, 0xfe], '/x.csv'), 'x\n')
    // A link that leads to itself, named so: a name like the others, no loop followed.
    fs.symlinkSync(raw('data/loop', [0xe0, 0x80]), raw('data/loop', [0xe0, 0x80]))
    const outside = await makeWorkspace()
    try {
      await outside.write('secret.csv', 'secret\n')
      await symlink(path.join(outside.root, 'secret.csv'), path.join(ws.root, 'data/out.csv'))
      const error = await selectFiles(selection(['data/**']), log).catch((error: unknown) => error)
      expect(error).toBeInstanceOf(ProblemsError)
      expect((error as ProblemsError).problems.map((problem) => problemLine(problem))).toEqual([
        `data/out.csv: is a symbolic link to ${path.join(outside.root, 'secret.csv')}, outside the workspace; links may only lead to files inside it`,
        'data/caf\\xe9.csv: its name is not valid UTF-8 (each byte that is not shown as \\x and its value); ' +
          "rename it to UTF-8, or leave it out with the pattern '!data/caf?.csv'",
        'data/d\\xff\\xfe: its name is not valid UTF-8 (each byte that is not shown as \\x and its value); ' +
          "rename it to UTF-8, or leave it out with the pattern '!data/d??/'",
        'data/loop\\xe0\\x80: its name is not valid UTF-8 (each byte that is not shown as \\x and its value); ' +
          "rename it to UTF-8, or leave it out with the pattern '!data/loop??'",
      ])
    } finally {
      await outside.remove()
    }
    // The patterns the fix gives leave them out; the rest is published.
    fs.unlinkSync(path.join(ws.root, 'data/out.csv'))
    const files = await selectFiles(selection(['data/**', '!data/caf?.csv', '!data/d??/', '!data/loop??']), log)
    expect(files.map((file) => file.relativePath)).toEqual(['data/ok.csv', 'data/\ufffd.csv'])
  })
})

describe('files and folders the runner cannot read', () => {
  /** fs as a user without permission to these paths finds it (tests run as root, whom no mode stops: see unreadable.test.ts). */
  function denied(paths: readonly string[]): void {
    const refuse = (at: unknown) => {
      if (paths.includes(String(at))) throw Object.assign(new Error(`EACCES: permission denied, open '${String(at)}'`), { code: 'EACCES' })
    }
    for (const name of ['readFileSync', 'statSync', 'readdirSync', 'accessSync'] as const) {
      const real = fs[name] as (...args: unknown[]) => unknown
      vi.spyOn(fs, name).mockImplementation((...args: unknown[]) => {
        refuse(args[0])
        return real(...args)
      })
    }
  }

  it('selects them, marked: each is refused with the other problems of the assets, not the first stopping the run', async () => {
    await ws.write('data/a.csv', 'a\n')
    await ws.write('data/b.csv', 'b\n')
    await ws.write('data/big.csv', 'x,y\n'.repeat(1000))
    await ws.write('data/locked/c.csv', 'c\n')
    denied(['data/a.csv', 'data/big.csv', 'data/locked'].map((at) => path.join(ws.root, at)))
    const files = await selectFiles(selection(['data/**']), log)
    expect(files.map((file) => [file.relativePath, file.unreadable])).toEqual([
      ['data/a.csv', { code: 'EACCES', folder: false }],
      ['data/b.csv', undefined],
      ['data/big.csv', { code: 'EACCES', folder: false }],
      ['data/locked/', { code: 'EACCES', folder: true }],
    ])
    const uid = process.getuid?.()
    expect(files.flatMap((file) => (file.unreadable === undefined ? [] : [problemLine(unreadableProblem(file))]))).toEqual([
      `data/a.csv: cannot be read: permission denied (EACCES); make it readable by the user this runs as (uid ${uid}: ` +
        "chmod a+r, or chown it where it is written), or leave it out with the pattern '!data/a.csv'",
      expect.stringMatching(/^data\/big\.csv: cannot be read: permission denied \(EACCES\)/),
      `data/locked/: the folder cannot be read: permission denied (EACCES); make it readable and searchable by the user this runs as (uid ${uid}: ` +
        "chmod a+rx, or chown it where it is written), or leave it out with the pattern '!data/locked/'",
    ])
  })

  it('asks the file system whether a file may be read only where its mode does not say so: one call a file fewer', async () => {
    const big = 'x,y\n'.repeat(1000)
    await ws.write('data/open.csv', big)
    const closed = await ws.write('data/closed.csv', big)
    // Its owner may not read it (root may all the same, and so the file system says): asked.
    fs.chmodSync(closed, 0o200)
    const access = vi.spyOn(fs, 'accessSync')
    const files = await selectFiles(selection(['data/**']), log)
    expect(files.map((file) => [file.relativePath, file.unreadable])).toEqual(
      process.getuid?.() === 0
        ? [
            ['data/closed.csv', undefined],
            ['data/open.csv', undefined],
          ]
        : [
            ['data/closed.csv', { code: 'EACCES', folder: false }],
            ['data/open.csv', undefined],
          ],
    )
    expect(access.mock.calls.map(([at]) => at)).toEqual([closed])
  })

  it('with another problem of the selection, said with it', async () => {
    await ws.write('data/a.csv', 'a\n')
    await symlink('/etc/hostname', path.join(ws.root, 'data/host.csv'))
    denied([path.join(ws.root, 'data/a.csv')])
    const failure = (await selectFiles(selection(['data/**']), log).then(
      () => undefined,
      (error: unknown) => error,
    )) as ProblemsError
    expect(failure.problems.map((problem) => problemLine(problem))).toEqual([
      'data/host.csv: is a symbolic link to /etc/hostname, outside the workspace; links may only lead to files inside it',
      expect.stringMatching(/^data\/a\.csv: cannot be read: permission denied \(EACCES\)/),
    ])
  })
})

describe('a working-directory that is not a folder', () => {
  const inFolder = (folder: string, ifNoFilesFound: 'error' | 'warn' | 'ignore' = 'error') => ({
    ...selection(['**/*.csv'], { ifNoFilesFound }),
    workingDirectory: path.join(ws.root, folder),
  })
  const refused = (folder: string) => selectFiles(inFolder(folder), log).catch((error: Error) => error.message)

  it('does not exist: named as such (not "no files match"), with the folder it most likely means', async () => {
    await ws.write('deliveries/2023/a.csv', 'a\n')
    await ws.write('docs/b.csv', 'b\n')
    expect(await refused('Deliveries')).toBe(
      `Input 'working-directory': 'Deliveries' does not exist in the workspace ${ws.root}; ` +
        'did you mean working-directory: deliveries? A folder made earlier in the job must be there before this runs',
    )
    expect(await refused('deliveries/2023/north')).toContain("('deliveries/2023' holds no folder)")
    // A year is no misspelling of another: the folders there are listed instead.
    expect(await refused('deliveries/2024/north')).toBe(
      `Input 'working-directory': 'deliveries/2024/north' does not exist in the workspace ${ws.root}; ` +
        "give a folder of the workspace, relative to it ('deliveries' holds 2023); " +
        'a folder made earlier in the job must be there before this runs',
    )
  })

  it('is a file: named as such', async () => {
    await ws.write('data/a.csv', 'a\n')
    expect(await refused('data/a.csv')).toBe(
      `Input 'working-directory': 'data/a.csv' is a file, not a folder; give the folder it is in ('data'), or another folder of the workspace`,
    )
  })

  it('with if-no-files-found: warn or ignore, the run goes on without files, saying why', async () => {
    await ws.write('data/a.csv', 'a\n')
    const warned = recording()
    expect(await selectFiles(inFolder('forecasts', 'warn'), warned)).toEqual([])
    expect(warned.lines).toEqual([
      `warning: working-directory 'forecasts' does not exist in the workspace ${ws.root}; ` +
        'give a folder of the workspace, relative to it (the workspace holds data); a folder made earlier in the job must be there before this runs',
    ])
    const ignored = recording()
    expect(await selectFiles(inFolder('forecasts', 'ignore'), ignored)).toEqual([])
    expect(ignored.lines).toEqual([`working-directory 'forecasts' does not exist in the workspace ${ws.root}: no files`])
  })
})

describe('a pattern that matches nothing: which similar patterns would', () => {
  async function tiles(): Promise<void> {
    for (let folder = 0; folder < 4; folder++) for (let n = 0; n < 3; n++) await ws.write(`tiles/${folder}/t-${n}.tif`, 'tiff\n')
    await ws.write('notes.csv', 'n\n')
  }

  it("'*.tif' at the top, tiles in folders below: '**/*.tif' matches 12 files", async () => {
    await tiles()
    const message = await refusal(['*.tif'])
    expect(message).toContain(
      `Input 'files': No files match '*.tif' in ${ws.root} (if-no-files-found: error); '**/*.tif' matches 12 file(s) (e.g. tiles/`,
    )
    expect(message).not.toContain('warn or ignore')
  })

  it('another case, the extension twin, a first folder that is the working directory, with the exclusions kept', async () => {
    await tiles()
    expect(await refusal(['**/*.TIF'])).toContain("'**/*.tif' matches 12 file(s)")
    expect(await refusal(['tiles/**/*.tiff', '!tiles/3/**'])).toContain("'tiles/**/*.tif' matches 9 file(s)")
    const inTiles = await selectFiles({ ...selection(['tiles/0/*.tif']), workingDirectory: path.join(ws.root, 'tiles') }, log).catch(
      (error: Error) => error.message,
    )
    expect(inTiles).toContain("'0/*.tif' matches 3 file(s) (e.g. 0/t-")
  })

  it('a pattern that matches only hidden files says so, and how to publish them', async () => {
    await ws.write('.cache/a.tif', 'tiff\n')
    await ws.write('.cache/b.tif', 'tiff\n')
    expect(await refusal(['**/*.tif'])).toContain(
      "'**/*.tif' matches 2 file(s) that are hidden (e.g. .cache/a.tif); publish hidden files with include-hidden-files: true",
    )
  })

  it('nothing similar: says where patterns are looked for, and how to let an empty delivery pass', async () => {
    await tiles()
    expect(await refusal(['*.gpkg'])).toContain(
      `check the patterns, which are relative to working-directory (${ws.root}); set if-no-files-found to warn or ignore if no file is expected`,
    )
  })

  it('with if-no-files-found: warn, the warning has the suggestions; with ignore, nothing is searched', async () => {
    await tiles()
    const warned = recording()
    expect(await selectFiles(selection(['*.tif'], { ifNoFilesFound: 'warn' }), warned)).toEqual([])
    expect(warned.lines).toEqual([
      `warning: No files match '*.tif' in ${ws.root}; '**/*.tif' matches 12 file(s) (e.g. tiles/${warned.lines[0]!.split('(e.g. tiles/')[1]!.split(')')[0]})`,
    ])
    const read = vi.spyOn(fs, 'readdirSync')
    const ignored = recording()
    expect(await selectFiles(selection(['*.tif'], { ifNoFilesFound: 'ignore' }), ignored)).toEqual([])
    expect(ignored.lines).toEqual([`No files match '*.tif' in ${ws.root}`])
    // The walk read the top folder only.
    expect(read.mock.calls).toHaveLength(1)
  })

  it('tries the candidates of the first 3 patterns only: each is matched against every path, and 3 are shown', async () => {
    await tiles()
    expect(await refusal(['a.gpkg', 'b.gpkg', '*.tif'])).toContain("'**/*.tif' matches 12 file(s)")
    expect(await refusal(['a.gpkg', 'b.gpkg', 'c.gpkg', '*.tif'])).toContain('check the patterns')
  })

  it('looks at a bounded number of paths on a large tree, and says the count may be more', async () => {
    const per = 500
    const folders = Math.ceil(SIMILAR_SEARCH_LIMIT / per) + 5
    for (let folder = 0; folder < folders; folder++) {
      fs.mkdirSync(path.join(ws.root, `f${folder}`))
      for (let n = 0; n < per; n++) fs.writeFileSync(path.join(ws.root, `f${folder}/t-${n}.tif`), '')
    }
    const read = vi.spyOn(fs, 'readdirSync')
    const message = await refusal(['*.tif'])
    expect(message).toMatch(/'\*\*\/\*\.tif' matches \d+ or more file\(s\)/)
    const count = Number(/matches (\d+) or more/.exec(message)![1])
    expect(count).toBeLessThanOrEqual(SIMILAR_SEARCH_LIMIT)
    // The selection's walk reads the top folder; the search stops before it has read every folder.
    expect(read.mock.calls.length).toBeLessThan(folders)
  })
})
