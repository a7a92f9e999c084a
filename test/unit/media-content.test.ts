/**
 * Labels from the content: what a TIFF's header makes it (plain TIFF, GeoTIFF, cloud-optimized
 * GeoTIFF, by GDAL's COG rules), what contradicts a type a user gives (TIFF types, GeoPackage),
 * read from real files written by test/support/geodata.ts, headers only, within bounds whatever
 * the bytes.
 */
import { open } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labelOf, readHeader, type Header } from '../../src/assets/content.ts'
import { tiffProfile } from '../../src/assets/tiff-profile.ts'
import { render } from '../../src/common/words.ts'
import type { HeaderReader } from '../../src/headers/index.ts'
import {
  alterGeoPackage,
  cogLayout,
  geoTile,
  lv95,
  plainTiff,
  projectedKeys,
  TYPE,
  writeCog,
  writeGeoPackage,
  writeTiff,
} from '../support/geodata.ts'
import { random } from '../support/fuzz.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

const TIFF = 'image/tiff'
const GEOTIFF = 'image/tiff; application=geotiff'
const COG = 'image/tiff; application=geotiff; profile=cloud-optimized'
const GPKG = 'application/geopackage+sqlite3'

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
})
afterAll(() => ws.remove())

const file = (name: string) => path.join(ws.root, name)
const geo = lv95(2_600_000, 1_200_000)

/** The label the content gives a file whose type comes from its extension. */
async function fromContent(name: string): Promise<string> {
  const label = labelOf({ type: GEOTIFF, givenBy: undefined }, await readHeader(file(name)))
  if ('problem' in label) throw new Error(render(label.problem))
  return label.type
}

/** What the content says of a type a rule gives. */
async function given(name: string, type: string): Promise<ReturnType<typeof labelOf>> {
  return labelOf({ type, givenBy: ['rule 1'] }, await readHeader(file(name)))
}

const problemOf = (label: ReturnType<typeof labelOf>): string =>
  'problem' in label ? `${render(label.problem)}; ${label.fix}` : `labelled ${label.type}`

describe('a TIFF labelled by its header', () => {
  it('a TIFF without GeoKeys is a plain TIFF', async () => {
    await writeTiff(file('plain.tif'), plainTiff())
    expect(await fromContent('plain.tif')).toBe(TIFF)
  })

  it('a tiled GeoTIFF with its overviews, IFDs first and the smallest overview first, is a cloud-optimized GeoTIFF', async () => {
    await writeCog(file('cog.tif'), { width: 2000, height: 2000, overviews: 3, geo })
    expect(await fromContent('cog.tif')).toBe(COG)
    await writeCog(file('cog-big.tif'), { width: 2000, height: 2000, overviews: 3, geo, bigTiff: true })
    expect(await fromContent('cog-big.tif')).toBe(COG)
    // GDAL's structural metadata between the header and the first IFD, as its COG driver writes it.
    await writeCog(file('cog-ghost.tif'), {
      width: 2000,
      height: 2000,
      overviews: 3,
      geo,
      ghost: 'LAYOUT=IFDS_BEFORE_DATA\nBLOCK_ORDER=ROW_MAJOR\n',
    })
    expect(await fromContent('cog-ghost.tif')).toBe(COG)
    // A single tile needs no overview; an image of at most 512 × 512 px is read whole, tiled or not.
    await writeCog(file('cog-small.tif'), { width: 300, height: 300, geo })
    expect(await fromContent('cog-small.tif')).toBe(COG)
    await writeCog(file('small-strips.tif'), { width: 300, height: 300, geo, strips: true })
    expect(await fromContent('small-strips.tif')).toBe(COG)
  })

  it('a GeoTIFF that is not laid out as a COG is a GeoTIFF', async () => {
    await writeTiff(file('no-overviews.tif'), geoTile(2056, 2_600_000, 1_200_000))
    await writeCog(file('largest-first.tif'), { width: 2000, height: 2000, overviews: 3, geo, dataOrder: 'largest-first' })
    await writeCog(file('ifds-last.tif'), { width: 2000, height: 2000, overviews: 3, geo, ifdsAfterData: true })
    await writeCog(file('strips.tif'), { width: 2000, height: 2000, overviews: 3, geo, strips: true })
    // Strips 1000 px wide: what GDAL's validator lets pass, but its COG driver never writes.
    await writeCog(file('narrow-strips.tif'), { width: 1000, height: 1000, overviews: 1, geo, strips: true })
    for (const name of ['no-overviews.tif', 'largest-first.tif', 'ifds-last.tif', 'strips.tif', 'narrow-strips.tif'])
      expect(await fromContent(name), name).toBe(GEOTIFF)
  })

  it('GeoKeys that place no pixel (no tie point, no transformation) make no GeoTIFF', async () => {
    await writeTiff(file('keys-only.tif'), { width: 100, height: 100, geoKeys: projectedKeys(2056) })
    expect(await fromContent('keys-only.tif')).toBe(TIFF)
    expect(problemOf(await given('keys-only.tif', GEOTIFF))).toMatch(
      /says GeoTIFF, but it is no GeoTIFF: it has GeoKeys but neither a ModelTiepointTag nor a ModelTransformationTag/,
    )
  })
})

describe('a file named .tif that is no TIFF', () => {
  it('is refused, saying what it is instead when it can tell', async () => {
    await ws.write('random.tif', noise(5000, 3))
    await ws.write('photo.tif', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), noise(100)]))
    await ws.write('page.tif', '<!DOCTYPE html><html>Not found</html>')
    await ws.write('short.tif', 'II*\0')
    const problem = async (name: string) => problemOf(labelOf({ type: GEOTIFF, givenBy: undefined }, await readHeader(file(name))))
    expect(await problem('random.tif')).toMatch(
      /^it is no TIFF: it starts with none of the headers of TIFF \(II\*, MM\*, II\+, MM\+\); exclude it/,
    )
    expect(await problem('photo.tif')).toMatch(/^it is no TIFF: it is a PNG image/)
    expect(await problem('page.tif')).toMatch(/^it is no TIFF: it is text starting with "<" \(HTML or XML/)
    expect(await problem('short.tif')).toMatch(/^it is no TIFF: its TIFF header is corrupt \(the file is shorter than a TIFF header\)/)
    // A type given by a rule says TIFF too.
    expect(problemOf(await given('random.tif', TIFF))).toMatch(
      /^its media type 'image\/tiff' \(given by rule 1\) says TIFF, but it is no TIFF/,
    )
  })

  it('a TIFF whose first IFD lies beyond its end is refused as corrupt', async () => {
    const layout = cogLayout({ width: 300, height: 300, geo })
    const header = Buffer.from(layout.chunks[0]!.bytes)
    header.writeUInt32LE(0x7fff_0000, 4)
    await ws.write('corrupt.tif', header)
    expect(problemOf(await given('corrupt.tif', COG))).toMatch(
      /but it is no TIFF: its TIFF header is corrupt \(2 bytes at offset 2147418112 lie beyond/,
    )
  })
})

describe('a cloud-optimized label given by a rule or an input', () => {
  it('is kept for a COG', async () => {
    expect(await given('cog.tif', COG)).toEqual({ type: COG })
    expect(await given('cog-ghost.tif', COG)).toEqual({ type: COG })
  })

  it("is refused for what GDAL's validator refuses, naming each", async () => {
    expect(problemOf(await given('largest-first.tif', COG))).toMatch(
      /says cloud-optimized GeoTIFF, but it is none: .*the tile data of its full-resolution image come before those of the smaller overview 1; write it with GDAL/,
    )
    expect(problemOf(await given('ifds-last.tif', COG))).toMatch(/its first IFD is at byte \d+, not at byte 8 right after the header/)
    expect(problemOf(await given('strips.tif', COG))).toMatch(/its image \(2000 × 2000 px\) is in strips, not tiles/)
    expect(problemOf(await given('plain.tif', COG))).toMatch(/it has no GeoKeyDirectoryTag/)
    await writeCog(file('overviews-growing.tif'), { width: 2000, height: 2000, overviews: 2, geo, overviewIfdsReversed: true })
    expect(problemOf(await given('overviews-growing.tif', COG))).toMatch(
      /overview 2 \(1000 × 1000 px\) is larger than overview 1 \(500 × 500 px\)/,
    )
    await writeCog(file('edited.tif'), {
      width: 2000,
      height: 2000,
      overviews: 3,
      geo,
      ghost: 'LAYOUT=IFDS_BEFORE_DATA\nKNOWN_INCOMPATIBLE_EDITION=YES\n',
    })
    expect(problemOf(await given('edited.tif', COG))).toMatch(/KNOWN_INCOMPATIBLE_EDITION=YES/)
  })

  it("is kept with a warning for what GDAL's validator lets pass: no overviews for a large image, strips up to 1024 px wide", async () => {
    expect(await given('no-overviews.tif', COG)).toEqual({
      type: COG,
      warning: 'it has no overviews, which GDAL recommends for an image of 2000 × 2000 px',
    })
    expect(await given('narrow-strips.tif', COG)).toEqual({ type: COG, warning: 'its image (1000 × 1000 px) is in strips, not tiles' })
  })

  it('a GeoTIFF label on a plain TIFF is refused; a plain TIFF label on a GeoTIFF is kept', async () => {
    expect(problemOf(await given('plain.tif', GEOTIFF))).toMatch(/says GeoTIFF, but it is no GeoTIFF: it has no GeoKeyDirectoryTag/)
    expect(await given('cog.tif', TIFF)).toEqual({ type: TIFF })
  })
})

describe('a GeoPackage', () => {
  it('is an SQLite file with the GeoPackage application id', async () => {
    writeGeoPackage(file('data.gpkg'), [], [])
    expect(await given('data.gpkg', GPKG)).toEqual({ type: GPKG })
    writeGeoPackage(file('plain-sqlite.gpkg'), [], [])
    alterGeoPackage(file('plain-sqlite.gpkg'), 'PRAGMA application_id = 0')
    expect(problemOf(labelOf({ type: GPKG, givenBy: undefined }, await readHeader(file('plain-sqlite.gpkg'))))).toMatch(
      /^it is no GeoPackage: its SQLite header's application_id is 0x00000000, not 'GPKG' \(0x47504b47\)/,
    )
    await ws.write('random.gpkg', noise(200, 5))
    expect(problemOf(await given('random.gpkg', GPKG))).toMatch(/says GeoPackage, but it is none: it is no SQLite file/)
    // Not the TIFF headers it lacks: the SQLite one, and what to do.
    expect(problemOf(await given('random.gpkg', GPKG))).toMatch(
      /it does not start with SQLite's header \('SQLite format 3'\); exclude it with a '!' pattern, or give the media type of its format; /,
    )
  })

  it('of GeoPackage 1.0 or 1.1 (application id GP10, GP11) is one too', async () => {
    writeGeoPackage(file('old.gpkg'), [], [])
    alterGeoPackage(file('old.gpkg'), `PRAGMA application_id = ${0x47503130}`)
    expect(await given('old.gpkg', GPKG)).toEqual({ type: GPKG })
  })

  it('other types are not read from the content', async () => {
    expect(labelOf({ type: 'application/zip', givenBy: undefined }, { format: 'other', startsAs: undefined })).toEqual({
      type: 'application/zip',
    })
  })
})

describe('headers only, within bounds', () => {
  /** A reader that counts what it reads. */
  async function counting(
    name: string,
  ): Promise<{ reader: HeaderReader; read: () => { bytes: number; reads: number }; close: () => Promise<void> }> {
    const handle = await open(file(name))
    const { size } = await handle.stat()
    let bytes = 0
    let reads = 0
    return {
      reader: {
        size,
        async read(offset, length) {
          const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)))
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset)
          bytes += bytesRead
          reads++
          return buffer.subarray(0, bytesRead)
        },
        readInto: () => Promise.reject(new Error('a header is read in parts, never whole')),
      },
      read: () => ({ bytes, reads }),
      close: () => handle.close(),
    }
  }

  it('reads a few KiB of a 4 GiB COG: its IFDs and the first values of its tile tables, never the tiles', async () => {
    // 65 536 × 65 536 one-byte pixels in 256 × 256 tiles, 8 overviews: tile tables of 512 KiB for the full resolution alone.
    const layout = await writeCog(file('huge.tif'), { width: 65_536, height: 65_536, overviews: 8, geo, bigTiff: true })
    expect(layout.size).toBeGreaterThan(4 * 2 ** 30)
    const probe = await counting('huge.tif')
    try {
      const profile = await tiffProfile(probe.reader)
      expect(profile).toMatchObject({ notGeoTiff: undefined, cogErrors: [], cogShortfalls: [] })
    } finally {
      await probe.close()
    }
    expect(probe.read().bytes).toBeLessThan(80 * 1024)
    expect(probe.read().reads).toBeLessThanOrEqual(40)
  })

  it('stops at an IFD chain that loops or runs past its bound, and names it', async () => {
    // A COG whose last IFD points back at the first.
    const layout = cogLayout({ width: 2000, height: 2000, overviews: 2, geo })
    const bytes = Buffer.alloc(layout.size)
    for (const chunk of layout.chunks) chunk.bytes.copy(bytes, chunk.offset)
    const last = layout.chunks[layout.chunks.length - 1]!
    const entries = last.bytes.readUInt16LE(0)
    bytes.writeUInt32LE(8, last.offset + 2 + entries * 12)
    await ws.write('loop.tif', bytes)
    expect(problemOf(await given('loop.tif', COG))).toMatch(
      /the IFDs after its first image cannot be read \(its IFDs loop back to byte 8\)/,
    )
    expect(await fromContent('loop.tif')).toBe(GEOTIFF)

    // 100 IFDs of one image each (ImageWidth, ImageLength), chained.
    const chain = Buffer.alloc(8 + 100 * 30)
    chain.write('II*\0', 0, 'latin1')
    chain.writeUInt32LE(8, 4)
    for (let i = 0; i < 100; i++) {
      const at = 8 + i * 30
      chain.writeUInt16LE(2, at)
      for (const [entry, tag] of [256, 257].entries()) {
        chain.writeUInt16LE(tag, at + 2 + entry * 12)
        chain.writeUInt16LE(TYPE.SHORT, at + 4 + entry * 12)
        chain.writeUInt32LE(1, at + 6 + entry * 12)
        chain.writeUInt16LE(10, at + 10 + entry * 12)
      }
      chain.writeUInt32LE(i < 99 ? at + 30 : 0, at + 26)
    }
    await ws.write('chain.tif', chain)
    expect(problemOf(await given('chain.tif', TIFF))).toBe('labelled image/tiff')
    expect(problemOf(await given('chain.tif', COG))).toMatch(/the IFDs after its first image cannot be read \(it has more than 64 IFDs\)/)
  })

  it('ends on every mutation of a COG header with a label or a problem, never another error', async () => {
    const layout = cogLayout({ width: 1500, height: 1500, overviews: 2, geo, ghost: 'LAYOUT=IFDS_BEFORE_DATA\n' })
    const end = Math.max(...layout.chunks.map((chunk) => chunk.offset + chunk.bytes.length))
    const valid = Buffer.alloc(end + 512)
    for (const chunk of layout.chunks) chunk.bytes.copy(valid, chunk.offset)
    const next = random(17)
    const outcomes = new Map<Header['format'], number>()
    for (let i = 0; i < 300; i++) {
      const bytes = Buffer.from(valid)
      for (let flips = 1 + Math.floor(next() * 8); flips > 0; flips--) {
        const at = Math.floor(next() * end)
        bytes[at] = next() < 0.3 ? 0xff : Math.floor(next() * 256)
      }
      await ws.write('mutated.tif', next() < 0.1 ? bytes.subarray(0, Math.floor(next() * end)) : bytes)
      const header = await readHeader(file('mutated.tif'))
      outcomes.set(header.format, (outcomes.get(header.format) ?? 0) + 1)
      const label = labelOf({ type: COG, givenBy: ['input'] }, header)
      expect('type' in label || render(label.problem).length < 2000).toBe(true)
    }
    expect(outcomes.get('tiff')).toBeGreaterThan(0)
    expect(outcomes.get('corrupt-tiff')).toBeGreaterThan(0)
  })
})
