import { mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pointerText } from '../../src/files/lfs.ts'
import { sourceFiles } from '../../src/source/files.ts'
import type { SourceAsset, SourceDelivery, SourceItem } from '../../src/source/model.ts'
import { readStaticSource } from '../../src/source/static.ts'
import { eachTest } from '../support/each-test.ts'
import { refusedLines, stacItem } from '../support/stac-documents.ts'

// A source's assets as files of the run: a static source's checked as a selected file is (files/'s
// checks, not a copy of them), an API source's remote, declared by what the source states.

const { ws } = eachTest()

const item = (id: string, assets: Record<string, unknown>) => JSON.stringify(stacItem(id, { assets }))

async function staticFiles(root: string) {
  const delivery = await readStaticSource(
    { path: path.join(ws.root, root), source: root },
    { workspace: ws.root, workingDirectory: ws.root },
  )
  return sourceFiles(delivery, { workspace: ws.root, workingDirectory: ws.root })
}

describe("a static source's assets", () => {
  it('are files of the workspace by their hrefs, a Git LFS pointer recognised, each with its item and asset', async () => {
    await ws.write('stac/a/a.json', item('a', { 'data.csv': { href: './data.csv', type: 'text/csv' }, big: { href: '../shared/big.tif' } }))
    await ws.write('stac/a/data.csv', 'x;y\n1;2\n')
    await ws.write('stac/shared/big.tif', pointerText({ oid: 'ab'.repeat(32), size: 123_456_789 }))
    const { files, sourced } = await staticFiles('stac/a/a.json')
    expect(files.map((file) => [file.relativePath, file.size, file.lfs?.oid])).toEqual([
      ['stac/a/data.csv', 8, undefined],
      ['stac/shared/big.tif', 123_456_789, 'ab'.repeat(32)],
    ])
    expect(files.map((file) => sourced.get(file)?.asset.key)).toEqual(['data.csv', 'big'])
    expect(files.map((file) => sourced.get(file)?.matched)).toEqual(['stac/a/data.csv', 'stac/shared/big.tif'])
  })

  it('are refused as a selected file is, naming the href: missing, a folder, a link out of the workspace or into .git', async () => {
    await ws.write(
      'stac/a.json',
      item('a', {
        gone: { href: './gone.csv' },
        folder: { href: './folder' },
        out: { href: './out.csv' },
        git: { href: './config' },
      }),
    )
    await mkdir(path.join(ws.root, 'stac/folder'))
    await mkdir(path.join(ws.root, '.git'))
    await ws.write('.git/config', '[core]\n')
    await symlink('/etc/hostname', path.join(ws.root, 'stac/out.csv'))
    await symlink('../.git/config', path.join(ws.root, 'stac/config'))
    expect(await refusedLines(staticFiles('stac/a.json'))).toEqual([
      "stac/gone.csv: does not exist (href './gone.csv' of item 'a', stac/a.json); give the href of a file in the workspace",
      "stac/folder: is not a regular file (href './folder' of item 'a', stac/a.json); only regular files are published",
      expect.stringMatching(
        /^stac\/out\.csv: its real path \/etc\/hostname is outside the workspace, through the link stac\/out\.csv → \/etc\/hostname \(href '\.\/out\.csv' of item 'a', stac\/a\.json\); links may only lead/,
      ),
      "stac/config: its real path .git/config lies in version control's folder .git (href './config' of item 'a', stac/a.json); nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history)",
    ])
  })
})

describe("an API source's assets", () => {
  const asset = (key: string, extra: Partial<SourceAsset> = {}): SourceAsset => ({
    key,
    href: `https://sys-data.int.bgdi.ch/ch.x/scene-0001/${key}`,
    fields: { type: 'text/csv' },
    ...extra,
  })
  const sourceItem = (assets: SourceAsset[]): SourceItem => ({
    id: 'scene-0001',
    geometry: null,
    time: undefined,
    properties: {},
    links: [],
    placeholders: {},
    assets,
    from: 'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.x/items/scene-0001',
  })

  it('are remote: their href, declared by a sha2-256 file:checksum (and its file:size where stated), named item/key', () => {
    const checksum = `1220${'ab'.repeat(32)}`
    const delivery: SourceDelivery = {
      kind: 'api',
      items: [sourceItem([asset('a.csv', { checksum, size: 12 }), asset('b.csv', { checksum }), asset('c%20d.csv')])],
      notStored: new Map(),
    }
    const { files, sourced } = sourceFiles(delivery, { workspace: ws.root, workingDirectory: ws.root })
    expect(files).toEqual([
      {
        absolutePath: '',
        relativePath: 'scene-0001/a.csv',
        size: 12,
        remote: { url: 'https://sys-data.int.bgdi.ch/ch.x/scene-0001/a.csv', declared: { checksum, size: 12 } },
      },
      { absolutePath: '', relativePath: 'scene-0001/b.csv', size: 0, remote: { url: asset('b.csv').href, declared: { checksum } } },
      { absolutePath: '', relativePath: 'scene-0001/c%20d.csv', size: 0, remote: { url: asset('c%20d.csv').href } },
    ])
    expect(files.map((file) => sourced.get(file)?.matched)).toEqual([
      'ch.x/scene-0001/a.csv',
      'ch.x/scene-0001/b.csv',
      'ch.x/scene-0001/c d.csv',
    ])
  })
})
