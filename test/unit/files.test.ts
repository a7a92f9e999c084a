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

  it('selects what @actions/glob matches, as the glob itself finds it on its own', async () => {
    await delivery()
    const patterns = ['tiles/**', 'links/**', '!tiles/2/t-1*.csv']
    const files = await selectFiles(selection(patterns), log)

    // The glob run plainly, with the thread-pool fs calls, minus hidden files.
    const globber = await glob.create(
      patterns.map((p) => (p.startsWith('!') ? `!${ws.root}/${p.slice(1)}` : `${ws.root}/${p}`)).join('\n'),
      {
        followSymbolicLinks: true,
        matchDirectories: false,
        omitBrokenSymbolicLinks: true,
      },
    )
    const expected = (await globber.glob())
      .map((match) => path.relative(ws.root, match).split(path.sep).join('/'))
      .filter((relative) => !relative.split('/').some((segment) => segment.startsWith('.')))
      .sort()
    expect(files.map((file) => file.relativePath)).toEqual(expected)
    expect(expected).toHaveLength(3 * 40 - 11 + 2)
    expect(expected).toContain('links/docs/readme.csv')
    expect(expected).not.toContain('links/broken.csv')
    expect(files.find((file) => file.relativePath === 'tiles/0/t-7.csv')).toEqual({
      absolutePath: path.join(ws.root, 'tiles/0/t-7.csv'),
      relativePath: 'tiles/0/t-7.csv',
      size: 4,
    })
  })

  it('walks with synchronous fs calls, and puts the fs promise API back afterwards', async () => {
    await delivery()
    const before = promiseCalls()
    const statSync = vi.spyOn(fs, 'statSync')
    const files = await selectFiles(selection(['tiles/**']), log)
    // One stat per path the glob visits, none through the thread pool.
    expect(statSync.mock.calls.length).toBeGreaterThanOrEqual(files.length)
    expect(promiseCalls()).toEqual(before)
  })

  it('puts the fs promise API back when the selection fails, and when walks overlap', async () => {
    await delivery()
    const before = promiseCalls()
    await expect(selectFiles(selection(['missing/**']), log)).rejects.toThrow(/No files match 'missing\/\*\*'/)
    expect(promiseCalls()).toEqual(before)

    const [a, b] = await Promise.all([selectFiles(selection(['tiles/0/**']), log), selectFiles(selection(['tiles/1/**', 'docs/**']), log)])
    expect([a.length, b.length]).toEqual([40, 41])
    expect(promiseCalls()).toEqual(before)
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
