/**
 * proj-epsg: auto and gsd: auto as the footprint readers find them: a file's EPSG code from its
 * own georeferencing, a raster pixel's size in metres (degrees converted at the raster's centre),
 * and a note for what a file does not give.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FootprintThreads, readGeoreference } from '../../src/footprint/index.ts'
import {
  ESRI_LV95_PRJ,
  geoTile,
  lv95,
  plainTiff,
  projectedKeys,
  shpHeader,
  writeCog,
  writeGeoPackage,
  writeTiff,
  zipBytes,
} from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
})
afterAll(() => ws.remove())

const file = (name: string) => path.join(ws.root, name)

/**
 * Metres per degree of latitude and of longitude at latitude φ, by the series of the US National
 * Geospatial-Intelligence Agency's handbook (WGS84): independent of the product's ellipsoid radii.
 */
function degreeMetres(latitude: number): { readonly latitude: number; readonly longitude: number } {
  const φ = (latitude * Math.PI) / 180
  return {
    latitude: 111_132.954 - 559.822 * Math.cos(2 * φ) + 1.175 * Math.cos(4 * φ),
    longitude: 111_412.84 * Math.cos(φ) - 93.5 * Math.cos(3 * φ) + 0.118 * Math.cos(5 * φ),
  }
}

describe('the georeference of a raster', () => {
  it('an LV95 GeoTIFF: EPSG:2056, its pixel size in metres', async () => {
    await writeTiff(file('lv95.tif'), geoTile(2056, 2_600_000, 1_200_000, { pixelSize: 0.1 }))
    expect(await readGeoreference(file('lv95.tif'), 'lv95.tif')).toEqual({ epsg: 2056, gsd: 0.1 })
    await writeCog(file('cog.tif'), { width: 2000, height: 2000, overviews: 2, geo: lv95(2_600_000, 1_200_000, 2) })
    expect(await readGeoreference(file('cog.tif'), 'cog.tif')).toEqual({ epsg: 2056, gsd: 2 })
  })

  it('a rotated raster (a transformation matrix): the length of a pixel step, the larger side of a pixel that is not square', async () => {
    await writeTiff(file('rotated.tif'), {
      width: 100,
      height: 100,
      // A column step of (0.3, 0.4): 0.5 m; a row step of (0.4, -0.3) × 2: 1 m.
      transformation: [0.3, 0.8, 0, 2_600_000, 0.4, -0.6, 0, 1_200_000, 0, 0, 0, 0, 0, 0, 0, 1],
      geoKeys: projectedKeys(2056),
    })
    expect(await readGeoreference(file('rotated.tif'), 'rotated.tif')).toEqual({ epsg: 2056, gsd: 1 })
  })

  it('a WGS84 raster: degrees taken in metres at its centre, the larger of the two sides', async () => {
    // 0.0001° pixels around 46.95° N: 11.1 m north–south, 7.6 m east–west.
    await writeTiff(file('wgs84.tif'), geoTile(4326, 7.4, 47, { pixels: 1000, pixelSize: 0.0001, projected: false }))
    const found = await readGeoreference(file('wgs84.tif'), 'wgs84.tif')
    expect(found.epsg).toBe(4326)
    const expected = 0.0001 * degreeMetres(46.95).latitude
    expect(found.gsd).toBeCloseTo(expected, 3)
    expect(0.0001 * degreeMetres(46.95).longitude).toBeLessThan(expected)
  })

  it('an EPSG code the action cannot project still is the file’s code; its gsd is none, with the reason', async () => {
    await writeTiff(file('sweden.tif'), geoTile(3006, 500_000, 6_500_000))
    const found = await readGeoreference(file('sweden.tif'), 'sweden.tif')
    expect(found.epsg).toBe(3006)
    expect(found.gsd).toBeUndefined()
    expect(found.gsdNote).toMatch(/its CRS EPSG:3006 .* is not one this tool knows/)
  })

  it('a TIFF without georeferencing gives none, and says so', async () => {
    await writeTiff(file('plain.tif'), plainTiff())
    expect(await readGeoreference(file('plain.tif'), 'plain.tif')).toEqual({
      epsgNote: 'it has no georeferencing',
      gsdNote: 'it has no georeferencing',
    })
  })
})

describe('the georeference of vector data', () => {
  it('a GeoPackage: the EPSG code of its tables, no gsd', async () => {
    writeGeoPackage(
      file('roads.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'PROJCS["CH1903+ / LV95"]' }],
      [{ name: 'roads', dataType: 'features', srsId: 2056, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] }],
    )
    expect(await readGeoreference(file('roads.gpkg'), 'roads.gpkg')).toEqual({ epsg: 2056, gsdNote: 'it is no raster' })
  })

  it('a zipped shapefile: the EPSG code of the ESRI name in its .prj', async () => {
    const bbox = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const
    await ws.write(
      'parcels.zip',
      zipBytes([
        { name: 'parcels.shp', data: Buffer.concat([shpHeader(bbox, 1000), Buffer.alloc(1000)]) },
        { name: 'parcels.prj', data: ESRI_LV95_PRJ },
      ]),
    )
    expect((await readGeoreference(file('parcels.zip'), 'parcels.zip')).epsg).toBe(2056)
  })

  it('tables in two CRSs give no single code, and say which', async () => {
    writeGeoPackage(
      file('mixed.gpkg'),
      [
        { id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'PROJCS["CH1903+ / LV95"]' },
        { id: 4326, organization: 'EPSG', organizationId: 4326, definition: 'GEOGCS["WGS 84"]' },
      ],
      [
        { name: 'roads', dataType: 'features', srsId: 2056, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] },
        { name: 'points', dataType: 'features', srsId: 4326, extent: [7.4, 46.9, 7.5, 47] },
      ],
    )
    expect(await readGeoreference(file('mixed.gpkg'), 'mixed.gpkg')).toEqual({
      epsgNote: 'its data lie in several CRSs (EPSG:2056, EPSG:4326)',
      gsdNote: 'it is no raster',
    })
  })
})

describe('through the footprint threads', () => {
  it('reads georeferences as the in-process reader does, on the threads that read footprints', async () => {
    const threads = new FootprintThreads()
    try {
      expect(await threads.georeference(file('lv95.tif'), 'lv95.tif')).toEqual({ epsg: 2056, gsd: 0.1 })
      expect((await threads.read(file('lv95.tif'), 'lv95.tif'))?.crs).toBe('EPSG:2056')
      expect(await threads.georeference(file('roads.gpkg'), 'roads.gpkg')).toEqual({ epsg: 2056, gsdNote: 'it is no raster' })
      expect(threads.started).toBe(1)
    } finally {
      await threads.close()
    }
  })
})
