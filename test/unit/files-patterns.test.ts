import { execFile } from 'node:child_process'
import path, { type PlatformPath } from 'node:path'
import * as glob from '@actions/glob'
import { describe, expect, it } from 'vitest'
import { compilePatterns, MATCHES_FILE, MATCHES_FOLDER, matchKind, mayMatchBelow } from '../../src/files/patterns.ts'

// The `files` dialect is @actions/glob's, written out in src/files/patterns.ts: here it is held to
// the package itself, through its public create() and getSearchPaths(), and path by path to its
// own pattern code, run in a child process on this OS and as on Windows (test/support/glob-oracle.ts).
// test/unit/files.test.ts compares the walk with the package's own walk.

interface Case {
  readonly lines: readonly string[]
  readonly paths: readonly string[]
}
type Answer =
  | { readonly searchPaths: readonly string[]; readonly paths: ReadonlyArray<{ readonly match: number; readonly below: boolean }> }
  | { readonly error: string }

const oracle = path.resolve(import.meta.dirname, '../support/glob-oracle.ts')

/** What @actions/glob's pattern code answers, on this OS or as on Windows. */
function packageAnswers(platform: 'this' | 'win32', cases: readonly Case[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [oracle, platform], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve(JSON.parse(stdout) as Answer[])
      else reject(new Error(`${error.message}\n${stderr}`))
    })
    child.stdin!.end(JSON.stringify({ cases }))
  })
}

/** What src/files/patterns.ts answers. */
function ourAnswers(cases: readonly Case[], p: PlatformPath): Answer[] {
  return cases.map(({ lines, paths }) => {
    try {
      const { patterns, searchPaths } = compilePatterns(lines, p)
      return {
        searchPaths,
        paths: paths.map((itemPath) => ({ match: matchKind(patterns, itemPath), below: mayMatchBelow(patterns, itemPath) })),
      }
    } catch (error) {
      return { error: (error as Error).message }
    }
  })
}

/** How many answers of each kind: the cases must tell a wrong dialect from the right one. */
function variety(answers: readonly Answer[]) {
  const paths = answers.flatMap((answer) => ('paths' in answer ? answer.paths : []))
  return {
    errors: answers.filter((answer) => 'error' in answer).length,
    files: paths.filter((one) => one.match & MATCHES_FILE).length,
    foldersOnly: paths.filter((one) => one.match === MATCHES_FOLDER).length,
    none: paths.filter((one) => one.match === 0).length,
    below: paths.filter((one) => one.below).length,
  }
}

const POSIX_PATHS = [
  '/',
  '/ws',
  '/ws/data',
  '/ws/data/',
  '/ws/data/a.tif',
  '/ws/data/A.TIF',
  '/ws/data/b.tiff',
  '/ws/data/.f.tif',
  '/ws/data/a.tif/more',
  '/ws/data/sub',
  '/ws/data/sub/c.tif',
  '/ws/data/sub/deep/d.tif',
  '/ws/.hidden',
  '/ws/.hidden/e.tif',
  '/ws/x[1]',
  '/ws/x[1]/g.csv',
  '/ws/x1/g.csv',
  '/ws/a*b/h.csv',
  '/ws/axb/h.csv',
  '/ws/sp ace/i.csv',
  '/ws/ü/j.csv',
  '/ws/{a,b}/k.csv',
  '/ws/a/k.csv',
  '/ws/@(x)/l.csv',
  '/ws/x/l.csv',
  '/ws/#c/m.csv',
  '/ws//data//a.tif',
  '/other/data/a.tif',
]

const POSIX_PATTERNS: ReadonlyArray<readonly string[]> = [
  ['/ws/data/*.tif'],
  ['/ws/data/a.tif'],
  ['/ws/data/**'],
  ['/ws/data/**/*.tif'],
  ['/ws/data/**/'],
  ['/ws/data/'],
  ['/ws/data/a.tif/'],
  ['/ws/**', '!/ws/data/sub'],
  ['/ws/**', '!/ws/data/sub/', '!!/ws/data/sub/c.tif'],
  ['/ws/**/*.tif', '!/ws/**/sub/**'],
  ['!/ws/data/a.tif', '/ws/data/*'],
  ['/ws/data/*', '!/ws/data/*.tif', '/ws/data/a.tif'],
  ['  /ws/data/*.tif  ', '! /ws/data/a.tif', '', '# a comment'],
  ['/ws/data/?.tif', '/ws/data/[ab].tif*'],
  ['/ws/data/[!a].tif'],
  ['/ws/DATA/*.tif'],
  ['/ws/x[1]/*'],
  ['/ws/x\\[1]/*'],
  ['/ws/a\\*b/*'],
  ['/ws/{a,b}/*', '/ws/@(x)/*', '/ws/#c/*'],
  ['/ws//data//*.tif'],
  ['/ws/sp ace/*', '/ws/ü/*'],
  ['/*'],
  ['/ws/*/', '/ws/*/*/'],
  ['/w*/data'],
  ['/ws/data/**', '/ws/data/sub/**', '/ws/**/c.tif', '/other/data/*'],
  ['/ws/./data/*'],
  ['/ws/../ws/*'],
  ['/ws/data/..'],
]

const WINDOWS_PATHS = [
  'C:\\',
  'C:\\Work',
  'c:\\work\\data',
  'C:\\Work\\data\\',
  'C:\\Work\\Data\\a.tif',
  'C:\\Work\\data\\A.TIF',
  'C:\\Work\\data\\b.tiff',
  'C:\\Work\\data\\sub',
  'C:\\Work\\data\\sub\\c.tif',
  'C:\\Work\\.hidden\\e.tif',
  'C:\\Work\\x[1]\\g.csv',
  'C:\\Work\\x1\\g.csv',
  'C:/Work/data/a.tif',
  'D:\\Work\\data\\a.tif',
  '\\\\server',
  '\\\\server\\share',
  '\\\\server\\share\\',
  '\\\\server\\share\\data',
  '\\\\server\\share\\data\\x.tif',
  '\\\\SERVER\\Share\\DATA\\x.tif',
]

const WINDOWS_PATTERNS: ReadonlyArray<readonly string[]> = [
  ['C:\\Work\\data\\*.tif'],
  ['c:/work/DATA/**'],
  ['C:\\Work\\data\\'],
  ['C:\\Work\\data\\a.tif'],
  ['C:\\Work\\**', '!C:\\Work\\data\\sub\\'],
  ['C:\\Work\\**\\*.tif', '!C:\\Work\\**\\sub\\**'],
  ['C:\\Work\\x[1]\\*'],
  ['C:\\Work\\data\\**', 'c:\\WORK\\data\\sub\\**', 'D:\\Work\\**'],
  ['\\\\server\\share\\data\\*.TIF'],
  ['\\\\server\\share\\**', '!\\\\server\\share\\data\\'],
  ['C:\\W*\\data'],
  ['C:\\*'],
  ['\\\\server\\*'],
  ['C:\\Work\\..\\x'],
  ['C:\\Work\\.\\data\\*'],
]

const cases = (patterns: ReadonlyArray<readonly string[]>, paths: readonly string[]): Case[] => patterns.map((lines) => ({ lines, paths }))

describe('the files dialect, held to @actions/glob', () => {
  it('compiles patterns as the package does on this OS: search paths, what each path matches, what may match below it, what it refuses', async () => {
    const posix = cases(POSIX_PATTERNS, POSIX_PATHS)
    const expected = await packageAnswers('this', posix)
    expect(ourAnswers(posix, path.posix)).toEqual(expected)
    expect(variety(expected)).toEqual({
      errors: 3,
      files: expect.toSatisfy((n: number) => n > 50),
      foldersOnly: expect.toSatisfy((n: number) => n > 3),
      none: expect.toSatisfy((n: number) => n > 300),
      below: expect.toSatisfy((n: number) => n > 50),
    })
  })

  it('compiles patterns as the package does on Windows: drive letters and cases, UNC shares, both separators, no escape character', async () => {
    const windows = cases(WINDOWS_PATTERNS, WINDOWS_PATHS)
    const expected = await packageAnswers('win32', windows)
    expect(ourAnswers(windows, path.win32)).toEqual(expected)
    expect(variety(expected)).toEqual({
      errors: 3,
      files: expect.toSatisfy((n: number) => n > 20),
      foldersOnly: expect.toSatisfy((n: number) => n > 0),
      none: expect.toSatisfy((n: number) => n > 50),
      below: expect.toSatisfy((n: number) => n > 20),
    })
    // Cases are one on Windows: the file in 'Data' is matched by a pattern of 'data'.
    const [first] = ourAnswers([{ lines: ['C:\\Work\\data\\*.tif'], paths: ['C:\\Work\\Data\\A.TIF'] }], path.win32)
    expect(first).toEqual({ searchPaths: ['C:\\Work\\data'], paths: [{ match: 3, below: true }] })
  })

  it("starts where the package's public create() says a walk starts, and refuses what it refuses, with its words", async () => {
    const sets = [...POSIX_PATTERNS, ['./src/*.ts', '~/x/*'], ['/ws/a/**', '/ws/a', '/ws/b/*', '/ws/b/c/*', '!/ws/d']]
    for (const lines of sets) {
      const theirs = await glob.create(lines.join('\n')).then(
        (globber) => ({ searchPaths: globber.getSearchPaths() }),
        (error: unknown) => ({ error: `${(error as Error).name}: ${(error as Error).message}` }),
      )
      let ours: { searchPaths: readonly string[] } | { error: string }
      try {
        ours = { searchPaths: compilePatterns(lines).searchPaths }
      } catch (error) {
        ours = { error: `${(error as Error).name}: ${(error as Error).message}` }
      }
      expect(ours, lines.join(' ')).toEqual(theirs)
    }
    expect(() => compilePatterns(['/ws/../x'])).toThrow("Invalid pattern '/ws/../x'. Relative pathing '.' and '..' is not allowed.")
  })
})
