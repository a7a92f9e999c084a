import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import { ServerTraits } from '../../src/catalog/server-traits.ts'
import { fetchedDigests } from '../../src/checksums/checksums.ts'
import type { Log } from '../../src/common/log.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { ContentStore, type ContentSource, type StreamedSource } from '../../src/content/store.ts'
import { fetchUploads } from '../../src/fetch-uploads.ts'
import type { SelectedFile } from '../../src/files/files.ts'
import { plan } from '../../src/plan/plan.ts'
import { assetFields } from '../support/asset-fields.ts'
import { eachTest } from '../support/each-test.ts'

// The step between the plan and the first write names what it fetches by the sources that hold it,
// and fetches nothing of a streamed source's content, which is read as it is sent.

const multihash = (bytes: Buffer): string => `1220${createHash('sha256').update(bytes).digest('hex')}`
const BYTES = Buffer.from('archived\n')

const { ws } = eachTest()

/** A source of its own kind: files under archive/, brought into the workspace. */
const archived = (): ContentSource => ({
  name: 'archived content',
  declaredBy: 'index entry',
  holds: (file) => file.relativePath.startsWith('archive/'),
  declared: () => ({ size: BYTES.length, checksum: multihash(BYTES) }),
  fetch: async (files) => {
    const where = path.join(ws.root, 'brought')
    await writeFile(where, BYTES)
    return { paths: new Map([[multihash(BYTES), where]]), downloaded: { count: files.length, bytes: BYTES.length } }
  },
  declaredNow: () => Promise.resolve(undefined),
  mismatch: () => 'not what its index entry says',
  fetched: (files) => `${files} archived file(s) fetched`,
})

/** A streamed source's files, under remote/: never fetched here. */
const streamed: StreamedSource = {
  streamed: true,
  name: "the STAC source's content",
  declaredBy: 'file:checksum',
  holds: (file) => file.relativePath.startsWith('remote/'),
  stated: () => ({ checksum: multihash(BYTES) }),
  where: (file) => `https://int.example/${file.relativePath}`,
  read: () => Promise.reject(new Error('not read here')),
  mismatch: () => 'not read here',
}

const spec = (relativePath: string): AssetSpec => ({
  file: { absolutePath: '', relativePath, size: BYTES.length } satisfies SelectedFile,
  container: { collection: 'ch.test', item: 'item' },
  rule: undefined,
  itemDatetime: undefined,
  itemTitle: undefined,
  fields: assetFields(path.basename(relativePath), 'text/csv'),
})

describe('fetching the content a plan uploads', () => {
  it('names its log group by the sources that hold that content, and leaves a streamed source alone', async () => {
    const groups: string[] = []
    const log: Log = {
      info: () => undefined,
      warning: () => undefined,
      debug: () => undefined,
      group: (name, work) => {
        groups.push(name)
        return work()
      },
    }
    const pending = new PendingWork()
    const content = new ContentStore({
      sources: [archived(), streamed],
      read: fetchedDigests({ concurrency: 2, partSize: undefined, pending, signal: new AbortController().signal }),
      log,
      pending,
    })
    const entries = plan(
      ['archive/a.csv', 'remote/b.csv'].map((file) => ({ spec: spec(file), checksum: multihash(BYTES) })),
      new Map(),
      'skip-unchanged',
    )
    const deps = {
      content,
      traits: new ServerTraits({ createMethod: 'auto', upload: 'auto', apiRoot: 'http://127.0.0.1/api/stac/v1' }),
      log,
      ifExists: 'skip-unchanged' as const,
      threads: () => Promise.reject(new Error('no footprint is read')),
    }
    await fetchUploads(entries, deps)
    expect(groups).toEqual(['Fetch archived content'])
    expect(content.isHere(entries[0]!.spec.file)).toBe(true)

    groups.length = 0
    await fetchUploads(entries.slice(1), deps)
    expect(groups).toEqual([])
  })
})
