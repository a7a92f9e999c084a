import fs from 'node:fs'
import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import * as glob from '@actions/glob'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { selectFiles } from '../../src/files/files.ts'
import type { Log } from '../../src/common/log.ts'
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

const selection = (patterns: string[], extra: { includeHiddenFiles?: boolean } = {}) => ({
  patterns,
  workspace: ws.root,
  workingDirectory: ws.root,
  includeHiddenFiles: extra.includeHiddenFiles ?? false,
  ifNoFilesFound: 'error' as const,
})

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

  /** What @actions/glob's own walk finds for the patterns, with its thread-pool fs calls, minus hidden files. */
  async function globFinds(patterns: string[]): Promise<string[]> {
    const globber = await glob.create(
      patterns.map((p) => (p.startsWith('!') ? `!${ws.root}/${p.slice(1)}` : `${ws.root}/${p}`)).join('\n'),
      { followSymbolicLinks: true, matchDirectories: false, omitBrokenSymbolicLinks: true },
    )
    return (await globber.glob())
      .map((match) => path.relative(ws.root, match).split(path.sep).join('/'))
      .filter((relative) => !relative.split('/').some((segment) => segment.startsWith('.')))
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
    const lines: string[] = []
    const quiet = await selectFiles(selection(['tiles/**']), { ...log, info: (line) => lines.push(line) })
    expect(quiet.map((file) => file.relativePath)).not.toContain('tiles/.cache/skip.csv')
    expect(lines).toContain(
      "Left out 1 hidden file(s) or folder(s) (names starting with '.'); set include-hidden-files: true to publish them",
    )
    const all = await selectFiles(selection(['tiles/**'], { includeHiddenFiles: true }), log)
    expect(all.map((file) => file.relativePath)).toContain('tiles/.cache/skip.csv')
  })
})
