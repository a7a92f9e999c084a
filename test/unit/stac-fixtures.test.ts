import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURE_TIFFS, STAC_FIXTURES, tileFootprint, tileTiff } from '../support/stac-fixtures.ts'

// The static catalogs of test/fixtures/stac (README.md there says where each shape comes from) are
// what the STAC source is tested on: each must hold what it claims to, so that a test that fails
// on one fails for the code, not for the fixture. Swiss footprints, ids the catalog takes, checksums
// that are their files', hrefs that resolve where they should and leave where they should.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- STAC documents of every version, read field by field
type Json = any
interface Link {
  readonly rel: string
  readonly href: string
}

const SWITZERLAND = [5.96, 45.82, 10.49, 47.81] as const
const ITEM_ID = /^[0-9a-z-_.]+$/

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(STAC_FIXTURES, path.join(entry.parentPath, entry.name)))
}
const readJson = async (file: string): Promise<Json> => JSON.parse(await readFile(path.join(STAC_FIXTURES, file), 'utf8'))
const inside = (root: string, file: string) => !path.relative(root, file).startsWith('..') && !path.isAbsolute(path.relative(root, file))

/** Every Item of a document: itself, or the features of a FeatureCollection. */
const itemsOf = (doc: Json): Json[] => (doc.type === 'FeatureCollection' ? (doc.features as Json[]) : doc.type === 'Feature' ? [doc] : [])

function positions(geometry: Json): number[][] {
  const out: number[][] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') out.push(value as number[])
    else if (Array.isArray(value)) value.forEach(walk)
  }
  walk(geometry.coordinates)
  return out
}

/**
 * Walks a static catalog from its root as the STAC source will: child and item links, then each
 * item's assets; every href relative and inside the fixture's folder. Returns the items and assets met.
 */
async function walk(root: string): Promise<{ items: string[]; assets: string[] }> {
  const folder = path.join(STAC_FIXTURES, path.dirname(root))
  const items: string[] = []
  const assets: string[] = []
  const visit = async (file: string): Promise<void> => {
    const doc = await readJson(file)
    const here = path.dirname(path.join(STAC_FIXTURES, file))
    const follow = (href: string) => {
      expect(path.isAbsolute(href) || /^[a-z]+:/i.test(href), `${file}: ${href} is relative`).toBe(false)
      const target = path.resolve(here, href)
      expect(inside(folder, target), `${file}: ${href} stays in ${path.dirname(root)}`).toBe(true)
      return path.relative(STAC_FIXTURES, target)
    }
    for (const link of (doc.links ?? []) as Link[]) if (link.rel === 'child' || link.rel === 'item') await visit(follow(link.href))
    for (const item of itemsOf(doc)) {
      items.push(String(item.id))
      for (const asset of Object.values(item.assets as Record<string, { href: string }>)) {
        const target = follow(asset.href)
        await readFile(path.join(STAC_FIXTURES, target))
        assets.push(target)
      }
    }
  }
  await visit(root)
  return { items, assets }
}

describe('the static catalogs of test/fixtures/stac', () => {
  it('pystac SELF_CONTAINED: a catalog, a collection, 3 items and 6 assets, every href relative and inside it', async () => {
    const { items, assets } = await walk('pystac-self-contained/catalog.json')
    expect(items).toEqual(['stations-2024-01', 'stations-2024-02', 'stations-2024-03'])
    expect(assets).toHaveLength(6)
    expect(new Set(assets).size).toBe(6)
  })

  it('the other catalogs that publish as they are can be walked the same way', async () => {
    expect((await walk('pystac-relative-published/catalog.json')).assets).toEqual([
      'pystac-relative-published/precipitation-2024/precipitation.csv',
    ])
    expect((await walk('collection-with-subcatalogs/collection.json')).items).toEqual([
      'swissalti3d_2023_2601-1200',
      'swissalti3d_2024_2602-1200',
    ])
    expect((await walk('feature-collection/items.json')).assets).toHaveLength(2)
    expect((await walk('links/collection.json')).items).toEqual(['forest-2024'])
    for (const item of ['item-0.8.1.json', 'item-0.9.0.json', 'item-1.0.0.json', 'item-1.1.0.json'])
      expect((await walk(`versions/${item}`)).assets.length, item).toBeGreaterThan(0)
    expect((await walk('projection-v2/swisssurface3d-raster_2023_2603-1200.json')).assets).toHaveLength(2)
  })

  it('the catalogs to refuse lead out of the workspace: absolute paths, a climb, an address', async () => {
    const absolute = await readJson('pystac-absolute-published/catalog.json')
    expect((absolute.links as Link[]).every((link) => path.posix.isAbsolute(link.href))).toBe(true)
    const leaving = await readJson('hrefs-leaving-the-workspace/catalog.json')
    const escapes = (from: string, href: string) =>
      /^[a-z]+:/i.test(href) ||
      path.posix.isAbsolute(href) ||
      !inside(STAC_FIXTURES, path.resolve(path.dirname(path.join(STAC_FIXTURES, from)), href))
    for (const link of (leaving.links as Link[]).filter((l) => l.rel === 'child'))
      expect(escapes('hrefs-leaving-the-workspace/catalog.json', link.href)).toBe(true)
    for (const link of (leaving.links as Link[]).filter((l) => l.rel === 'item')) {
      const file = path.posix.join('hrefs-leaving-the-workspace', link.href)
      const item = await readJson(file)
      for (const asset of Object.values(item.assets as Record<string, { href: string }>))
        expect(escapes(file, asset.href), asset.href).toBe(true)
    }
  })

  it('every item has an id the catalog takes, a footprint in Switzerland, and a bbox that is its footprint’s', async () => {
    let count = 0
    for (const file of (await files(STAC_FIXTURES)).filter((f) => f.endsWith('.json'))) {
      for (const item of itemsOf(await readJson(file))) {
        count++
        expect(String(item.id), file).toMatch(ITEM_ID)
        const all = positions(item.geometry)
        const [west, south, east, north] = [
          Math.min(...all.map((p) => p[0]!)),
          Math.min(...all.map((p) => p[1]!)),
          Math.max(...all.map((p) => p[0]!)),
          Math.max(...all.map((p) => p[1]!)),
        ]
        expect(west >= SWITZERLAND[0] && south >= SWITZERLAND[1] && east <= SWITZERLAND[2] && north <= SWITZERLAND[3], file).toBe(true)
        expect(item.bbox, file).toEqual([west, south, east, north])
      }
    }
    expect(count).toBe(19)
  })

  it('every checksum a fixture states is its file’s: file:checksum, checksum:multihash, checksum:sha2, checksum:md5', async () => {
    const digest = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex')
    let count = 0
    for (const file of (await files(STAC_FIXTURES)).filter((f) => f.endsWith('.json') && !f.startsWith('links/served'))) {
      for (const item of itemsOf(await readJson(file))) {
        for (const asset of Object.values(item.assets as Record<string, Record<string, string>>)) {
          const stated = Object.keys(asset).filter((key) => key.startsWith('checksum:') || key === 'file:checksum')
          if (stated.length === 0) continue
          const bytes = await readFile(path.resolve(path.dirname(path.join(STAC_FIXTURES, file)), asset.href!))
          for (const key of stated) {
            count++
            const expected =
              key === 'checksum:md5'
                ? digest('md5', bytes)
                : key === 'checksum:sha2'
                  ? digest('sha256', bytes)
                  : `1220${digest('sha256', bytes)}`
            expect(asset[key], `${file} ${asset.href} ${key}`).toBe(expected)
          }
          if (asset['file:size'] !== undefined) expect(asset['file:size']).toBe(bytes.length)
        }
      }
    }
    expect(count).toBe(6)
    // The item as service-stac serves it checksums the file the links fixture describes.
    const served = await readJson('links/served-by-service-stac.json')
    const forest = await readFile(path.join(STAC_FIXTURES, 'links/forest-2024/forest.geojson'))
    expect(served.assets['forest.geojson']['file:checksum']).toBe(`1220${digest('sha256', forest)}`)
  })

  it('its GeoTIFFs are geodata.ts tiles of LV95, and the items that describe them have their footprints', async () => {
    for (const [file, tile] of Object.entries(FIXTURE_TIFFS)) {
      expect((await readFile(path.join(STAC_FIXTURES, file))).equals(tileTiff(tile)), `${file} is tileTiff(${JSON.stringify(tile)})`).toBe(
        true,
      )
    }
    const footprintOf = async (file: string) => positions((await readJson(file)).geometry)
    // rio-stac writes the transformed corners as they come, stactools rounds them to 6 decimals.
    expect(await footprintOf('versions/item-1.1.0.json')).toEqual(tileFootprint({ east: 2600, north: 1200 }))
    const rounded = await footprintOf('projection-v2/swisssurface3d-raster_2023_2603-1200.json')
    for (const corner of tileFootprint({ east: 2603, north: 1200 }))
      expect(rounded.some(([x, y]) => Math.abs(x! - corner[0]) < 1e-6 && Math.abs(y! - corner[1]) < 1e-6)).toBe(true)
  })
})
