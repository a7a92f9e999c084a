/**
 * The static STAC catalogs of test/fixtures/stac/ (their provenance: its README.md): where they are,
 * and the small GeoTIFFs among their assets, each made by geodata.ts's writer as a 1 km tile of
 * LV95 (16 × 16 pixels of 62.5 m, zeros), so that a file's georeferencing is its item's footprint.
 * test/unit/stac-fixtures.test.ts checks the committed files against these byte for byte.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cogBytes, lv95, lv95ToWgs84 } from './geodata.ts'

export const STAC_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/stac')

/** A swisstopo 1 km tile by its name's kilometres (e.g. 2600, 1200: east 2 600 000–2 601 000, north 1 200 000–1 201 000). */
export interface Tile {
  readonly east: number
  readonly north: number
}

/** The GeoTIFF of a tile: its upper-left corner is the tile's west and north edges. */
export const tileTiff = ({ east, north }: Tile): Buffer =>
  cogBytes({ width: 16, height: 16, tileSize: 16, geo: lv95(east * 1000, (north + 1) * 1000, 62.5) })

/** The tile's footprint in WGS84 ([west, south], [east, south], [east, north], [west, north], closed), as rio-stac writes it. */
export function tileFootprint({ east, north }: Tile): Array<[number, number]> {
  const [w, s, e, n] = [east * 1000, north * 1000, (east + 1) * 1000, (north + 1) * 1000]
  const ring = [lv95ToWgs84(w, s), lv95ToWgs84(e, s), lv95ToWgs84(e, n), lv95ToWgs84(w, n)]
  return [...ring, ring[0]!]
}

/** Every GeoTIFF among the fixtures' assets, by its path under STAC_FIXTURES. */
export const FIXTURE_TIFFS: Readonly<Record<string, Tile>> = {
  'collection-with-subcatalogs/2023/swissalti3d_2023_2601-1200/swissalti3d_2023_2601-1200.tif': { east: 2601, north: 1200 },
  'collection-with-subcatalogs/2024/swissalti3d_2024_2602-1200/swissalti3d_2024_2602-1200.tif': { east: 2602, north: 1200 },
  'versions/orthophoto_2019_2600-1200.tif': { east: 2600, north: 1200 },
  'projection-v2/swisssurface3d-raster_2023_2603-1200.tif': { east: 2603, north: 1200 },
}
