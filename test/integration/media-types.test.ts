/**
 * Labels that match the content, on the sandbox (the action in this process, the fake catalog and
 * cognito-local over real sockets): a plain TIFF is published as image/tiff, a COG as one; a file
 * named .tif that is no TIFF, and a COG label on a file that is not one, are refused before any
 * write; proj-epsg: auto and gsd: auto publish each file's own values, and a re-run writes
 * nothing; a TIFF in Git LFS is labelled by its content once fetched, and an unchanged one is not
 * fetched again.
 */
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { cogBytes, geoTile, lv95, plainTiff, tiffAround, tiffLayout, writeCog, writeTiff } from '../support/geodata.ts'
import { makeLfsRepository, type LfsRepository } from '../support/git-lfs.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

const COLLECTION = 'ch.test.media-types'
const ITEM = 'item'
const TIFF = 'image/tiff'
const GEOTIFF = 'image/tiff; application=geotiff'
const COG = 'image/tiff; application=geotiff; profile=cloud-optimized'

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('media')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

async function fresh(): Promise<void> {
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, items: { [COLLECTION]: [ITEM] } })
  ws = await makeWorkspace()
}

const inputs = (extra: Record<string, string> = {}) =>
  sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', ...extra })
const log = (run: ActionRun): string => visible(run.log).replaceAll('%0A', '\n')
const typeOf = (id: string) => catalog.asset(COLLECTION, ITEM, id)?.fields.type

describe('labels from the content', () => {
  it('publishes a plain TIFF as image/tiff, a GeoTIFF and a COG as what they are; a re-run writes nothing', async () => {
    await fresh()
    await writeTiff(path.join(ws.root, 'data/scan.tif'), plainTiff())
    await writeTiff(path.join(ws.root, 'data/dem.tif'), geoTile(2056, 2_600_000, 1_200_000))
    await writeCog(path.join(ws.root, 'data/ortho.tif'), { width: 2000, height: 2000, overviews: 3, geo: lv95(2_600_000, 1_200_000) })
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, log(run)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '3', failed: '0' })
    expect([typeOf('scan.tif'), typeOf('dem.tif'), typeOf('ortho.tif')]).toEqual([TIFF, GEOTIFF, COG])
    const writes = catalog.writes()
    const again = await runInProcess(inputs(), ws.root)
    expect(again.outputs).toMatchObject({ skipped: '3', created: '0', updated: '0' })
    expect(catalog.writes()).toBe(writes)
  })

  it('refuses a file named .tif that is no TIFF before any write, naming it and what it is', async () => {
    await fresh()
    await ws.write('data/dem.tif', noise(4000, 2))
    await writeTiff(path.join(ws.root, 'data/scan.tif'), plainTiff())
    await ws.write('data/notes.csv', 'a\n1\n')
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed).toBe(true)
    expect(log(run)).toMatch(/data\/dem\.tif: it is no TIFF: it starts with none of the headers of TIFF \(II\*, MM\*, II\+, MM\+\)/)
    expect(log(run)).toMatch(/nothing was written/)
    expect(catalog.writes()).toBe(0)
  })

  it('refuses a COG label given by a rule on a file that is not one before any write, naming what it lacks', async () => {
    await fresh()
    await writeCog(path.join(ws.root, 'data/ortho.tif'), { width: 2000, height: 2000, overviews: 3, geo: lv95(2_600_000, 1_200_000) })
    // Tiled with overviews, but the full resolution's tiles come first, as gdaladdo leaves a GeoTIFF.
    await writeCog(path.join(ws.root, 'data/dem.tif'), {
      width: 2000,
      height: 2000,
      overviews: 3,
      geo: lv95(2_600_000, 1_200_000),
      dataOrder: 'largest-first',
    })
    const rules = `- files: "*.tif"\n  media-type: ${COG}\n`
    const run = await runInProcess(inputs({ rules }), ws.root)
    expect(run.failed).toBe(true)
    expect(log(run)).toMatch(
      /data\/dem\.tif: its media type 'image\/tiff; application=geotiff; profile=cloud-optimized' \(given by rule 1\) says cloud-optimized GeoTIFF, but it is none: .*the tile data of its full-resolution image come before those of the smaller overview 1/,
    )
    expect(log(run)).not.toMatch(/data\/ortho\.tif: its media type/)
    expect(catalog.writes()).toBe(0)
  })
})

describe('asset metadata from the content', () => {
  it('publishes proj-epsg: auto and gsd: auto from each file, none for a file without georeferencing, and a re-run writes nothing', async () => {
    await fresh()
    await writeTiff(path.join(ws.root, 'data/dem.tif'), geoTile(2056, 2_600_000, 1_200_000, { pixelSize: 2 }))
    await ws.write('data/ortho.tif', cogBytes({ width: 300, height: 300, geo: lv95(2_600_000, 1_200_000, 0.1) }))
    await writeTiff(path.join(ws.root, 'data/scan.tif'), plainTiff())
    await ws.write('data/notes.csv', 'a\n1\n')
    const run = await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), ws.root)
    expect(run.failed, log(run)).toBe(false)
    const fields = (id: string) => catalog.asset(COLLECTION, ITEM, id)?.fields
    expect(fields('dem.tif')).toMatchObject({ 'proj:epsg': 2056, gsd: 2 })
    expect(fields('ortho.tif')).toMatchObject({ 'proj:epsg': 2056, gsd: 0.1 })
    expect(fields('scan.tif')?.['proj:epsg'] ?? null).toBeNull()
    expect(fields('notes.csv')?.gsd ?? null).toBeNull()
    expect(log(run)).toContain(
      'proj-epsg: auto: EPSG:2056 for 2 file(s); none for 2 file(s), as it has no georeferencing (data/notes.csv, data/scan.tif)',
    )
    const writes = catalog.writes()
    const again = await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), ws.root)
    expect(again.outputs).toMatchObject({ skipped: '4', updated: '0' })
    expect(catalog.writes()).toBe(writes)
  })
})

describe.runIf(inject('gitLfs'))('a TIFF in Git LFS', () => {
  let repository: LfsRepository | undefined
  afterAll(() => repository?.remove())

  it('is labelled by its content once fetched, before its asset is written; an unchanged one is not fetched; no TIFF is refused before any write', async () => {
    await fresh()
    repository = await makeLfsRepository(['*.tif'])
    const plain = tiffLayout(plainTiff(300, 300))
    const scan = Buffer.alloc(plain.size)
    for (const chunk of plain.chunks) chunk.bytes.copy(scan, chunk.offset)
    await repository.commit({
      'data/scan.tif': scan,
      'data/dem.tif': tiffAround(noise(3000, 4), lv95(2_600_000, 1_200_000, 2)),
    })
    const checkout = await repository.checkout(path.join(repository.root, 'work'))
    const run = await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), checkout.root)
    expect(run.failed, log(run)).toBe(false)
    expect(log(run)).toContain('Fetch Git LFS content')
    expect(typeOf('scan.tif')).toBe(TIFF)
    expect(catalog.asset(COLLECTION, ITEM, 'dem.tif')?.fields).toMatchObject({ type: GEOTIFF, 'proj:epsg': 2056, gsd: 2 })

    // A new workflow run: a fresh checkout, nothing in its LFS store, nothing fetched or written.
    const again = await repository.checkout(path.join(repository.root, 'work-2'))
    const writes = catalog.writes()
    const rerun = await runInProcess(inputs({ 'proj-epsg': 'auto', gsd: 'auto' }), again.root)
    expect(rerun.failed, log(rerun)).toBe(false)
    expect(rerun.outputs).toMatchObject({ skipped: '2', created: '0', updated: '0' })
    expect(await again.lfsObjects()).toEqual([])
    expect(catalog.writes()).toBe(writes)

    // A new file in Git LFS that is no TIFF: refused once fetched, before anything is written.
    await repository.commit({ 'data/broken.tif': noise(2000, 5) })
    await again.update()
    const refused = await runInProcess(inputs(), again.root)
    expect(refused.failed).toBe(true)
    // The file's problem is annotated at the file, the fix beside it.
    expect(log(refused)).toMatch(
      /::error title=File data\/broken\.tif,file=data\/broken\.tif::data\/broken\.tif: it is no TIFF: [^\n]*; exclude it with a '!' pattern/,
    )
    expect(catalog.writes()).toBe(writes)
  })
})
