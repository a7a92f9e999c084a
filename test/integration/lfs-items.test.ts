import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { geoTile, lv95ToWgs84, writeTiff } from '../support/geodata.ts'
import { makeLfsRepository, type LfsRepository } from '../support/git-lfs.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'

// An item made from GeoTIFFs kept in Git LFS, checked out without lfs: true: the footprints need
// the files' headers, so a new item's files are fetched first; they are uploaded anyway.

const COLLECTION = 'ch.test.lfs-items'

let identity: Identity
let catalog: FakeCatalog
let repository: LfsRepository
beforeAll(async () => {
  identity = await startIdentity('lfs-items')
})
afterAll(async () => {
  await catalog?.close()
  await repository?.remove()
  await identity?.cognito.stop()
})

/** The bytes of a 1 km LV95 GeoTIFF tile whose upper-left corner is (east, north). */
async function tile(east: number, north: number): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tile-'))
  try {
    const file = path.join(folder, 'tile.tif')
    await writeTiff(file, geoTile(2056, east, north))
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

describe.runIf(inject('gitLfs'))('items from files in Git LFS', () => {
  it('creates the item from the footprints of the fetched content, and a re-run fetches and writes nothing', async () => {
    catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, collections: [COLLECTION] })
    repository = await makeLfsRepository(['*.tif'])
    await repository.commit({
      'tiles/2024-west/a.tif': await tile(2_600_000, 1_201_000),
      'tiles/2024-west/b.tif': await tile(2_601_000, 1_201_000),
    })
    const checkout = await repository.checkout(path.join(repository.root, 'work'))
    // What a checkout without lfs: true leaves: pointers.
    expect((await readFile(path.join(checkout.root, 'tiles/2024-west/a.tif'), 'utf8')).startsWith('version https://git-lfs')).toBe(true)

    const inputs = sandboxInputs(catalog, identity, COLLECTION, {
      item: '{parent}',
      items: 'create',
      'item-datetime': '2024-06-01',
      files: 'tiles/**',
      'create-method': 'put',
    })
    const run = await runInProcess(inputs, checkout.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.log).toContain('Fetch Git LFS content for item footprints')
    expect(run.outputs).toMatchObject({ created: '2', failed: '0' })
    expect((await checkout.lfsObjects()).length).toBe(2)
    const item = catalog.item(COLLECTION, '2024-west')!
    expect(item.geometry.type).toBe('Polygon')
    const ring = (item.geometry.coordinates as number[][][])[0]!
    for (const [e, n] of [
      [2_600_000, 1_200_000],
      [2_602_000, 1_201_000],
    ]) {
      const [lon, lat] = lv95ToWgs84(e!, n!)
      expect(Math.min(...ring.map(([x, y]) => Math.hypot(x! - lon, y! - lat)))).toBeLessThan(2e-5)
    }

    // A new workflow run: a fresh checkout, nothing in its LFS store.
    const again = await repository.checkout(path.join(repository.root, 'work-2'))
    const writes = catalog.writes()
    const rerun = await runInProcess(inputs, again.root)
    expect(rerun.failed, visible(rerun.log)).toBe(false)
    expect(rerun.outputs).toMatchObject({ skipped: '2', created: '0' })
    expect(await again.lfsObjects()).toEqual([])
    expect(catalog.writes()).toBe(writes)
  })
})
