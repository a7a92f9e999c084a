import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeaderReader } from '../../src/headers/index.ts'
import {
  bboxOf,
  combineFootprints,
  FootprintError,
  geometryProblems,
  readFootprint,
  type Footprint,
  type Polygon,
} from '../../src/footprint/index.ts'
import { densify } from '../../src/footprint/project.ts'
import type { Combined } from '../../src/footprint/envelope.ts'
import { tiffOutlines } from '../../src/footprint/tiff.ts'
import {
  ESRI_LV95_PRJ,
  GeoKey,
  geoKeyVlrs,
  geoTile,
  lasBytes,
  lv03ToWgs84,
  lv95ToWgs84,
  mercatorToWgs84,
  ModelType,
  OGC_LV03_WKT,
  plainTiff,
  projectedKeys,
  RasterType,
  shpHeader,
  tiffLayout,
  utmNorthToWgs84,
  writeGeoPackage,
  writeTiff,
  wktVlr,
  zipBytes,
  type TiffOptions,
} from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

/** About 1 m: the accuracy of swisstopo's approximate formulas within Switzerland. */
const ONE_METRE_DEG = 1e-5

/** The union of the footprints, which these must give (not their envelope). */
function united(polygons: readonly Polygon[]): Extract<Combined, { method: 'union' }> {
  const combined = combineFootprints(polygons)
  if (combined.method !== 'union') throw new Error(`not a union: ${JSON.stringify(combined).slice(0, 300)}`)
  return combined
}

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
})
afterAll(() => ws.remove())

const file = (name: string) => path.join(ws.root, name)

async function tiff(name: string, options: TiffOptions): Promise<Footprint> {
  await writeTiff(file(name), options)
  const footprint = await readFootprint(file(name), name)
  expect(footprint, name).toBeDefined()
  return footprint!
}

/** The rectangle's outline at 100 m steps through an independent transformation, and its bbox. */
function expectedBbox(
  [minX, minY, maxX, maxY]: readonly [number, number, number, number],
  toWgs84: (x: number, y: number) => [number, number],
  step: number,
) {
  const ring: Array<[number, number]> = [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
    [minX, minY],
  ]
  const points = densify(ring, step).map(([x, y]) => toWgs84(x, y))
  const lons = points.map(([lon]) => lon)
  const lats = points.map(([, lat]) => lat)
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
}

function expectClose(actual: readonly number[], expected: readonly number[], tolerance = ONE_METRE_DEG) {
  expect(actual.length).toBe(expected.length)
  actual.forEach((value, i) =>
    expect(Math.abs(value - expected[i]!), `value ${i}: ${value} vs ${expected[i]}`).toBeLessThanOrEqual(tolerance),
  )
}

/** Every source corner has a footprint vertex within tolerance of its independent transformation. */
function expectCorners(footprint: { geometry: Polygon }, corners: Array<[number, number]>, tolerance = ONE_METRE_DEG) {
  const vertices = footprint.geometry.coordinates.flat()
  for (const [lon, lat] of corners) {
    const nearest = Math.min(...vertices.map(([x, y]) => Math.max(Math.abs(x - lon), Math.abs(y - lat))))
    expect(nearest, `corner (${lon}, ${lat})`).toBeLessThanOrEqual(tolerance)
  }
}

const corners = (minX: number, minY: number, maxX: number, maxY: number): Array<[number, number]> => [
  [minX, minY],
  [maxX, minY],
  [maxX, maxY],
  [minX, maxY],
]

describe('GeoTIFF footprints', () => {
  it('dissolves a folder of adjacent LV95 tiles into one polygon whose bbox matches the tiles in WGS84', async () => {
    const footprints: Footprint[] = []
    for (let col = 0; col < 3; col++)
      for (let row = 0; row < 2; row++) {
        // 1 km tiles of 2000 × 0.5 m pixels near Bern: 2600–2603 km E, 1199–1201 km N.
        footprints.push(await tiff(`lv95/tile_${col}_${row}.tif`, geoTile(2056, 2_600_000 + col * 1000, 1_201_000 - row * 1000)))
      }
    for (const footprint of footprints) expect(footprint.crs).toBe('EPSG:2056')
    expectCorners(
      footprints[0]!,
      corners(2_600_000, 1_200_000, 2_601_000, 1_201_000).map(([x, y]) => lv95ToWgs84(x, y)),
    )

    const combined = united(footprints.map((f) => f.geometry))
    expect(combined.method).toBe('union')
    expect(combined.geometry.type).toBe('Polygon')
    expect((combined.geometry as Polygon).coordinates).toHaveLength(1)
    expect(geometryProblems(combined.geometry)).toEqual([])
    expectClose(combined.bbox, expectedBbox([2_600_000, 1_199_000, 2_603_000, 1_201_000], lv95ToWgs84, 100))
  })

  it('keeps a shared edge identical in both tiles, even when tie point + width × scale is not exact in floating point', async () => {
    // 0.1 m pixels: 2 600 000 + 10 000 × 0.1 is computed, the neighbour's 2 601 000 is given.
    const left = await tiff('edge/left.tif', geoTile(2056, 2_600_000, 1_200_000, { pixels: 10_000, pixelSize: 0.1 }))
    const right = await tiff('edge/right.tif', geoTile(2056, 2_601_000, 1_200_000, { pixels: 10_000, pixelSize: 0.1 }))
    const key = ([x, y]: readonly number[]) => `${x},${y}`
    const rightPoints = new Set(right.geometry.coordinates[0]!.map(key))
    const shared = left.geometry.coordinates[0]!.filter((p) => rightPoints.has(key(p)))
    // Both corners of the shared edge; the grid adds no point inside a 1 km edge.
    expect(shared.length).toBeGreaterThanOrEqual(2)
    const combined = united([left.geometry, right.geometry])
    expect(combined.geometry.type).toBe('Polygon')
    expect(combined.method).toBe('union')
  })

  it('gives a valid MultiPolygon for tiles apart, and for tiles that touch at a corner only', async () => {
    const a = await tiff('apart/a.tif', geoTile(2056, 2_600_000, 1_201_000))
    const b = await tiff('apart/b.tif', geoTile(2056, 2_603_000, 1_201_000))
    const apart = united([a.geometry, b.geometry])
    expect(apart.geometry.type).toBe('MultiPolygon')
    expect(apart.geometry.coordinates).toHaveLength(2)
    expect(geometryProblems(apart.geometry)).toEqual([])

    const c = await tiff('corner/c.tif', geoTile(2056, 2_601_000, 1_200_000))
    const corner = united([a.geometry, c.geometry])
    expect(corner.method).toBe('union')
    expect(geometryProblems(corner.geometry)).toEqual([])
    expectClose(corner.bbox, expectedBbox([2_600_000, 1_199_000, 2_602_000, 1_201_000], lv95ToWgs84, 100))
  })

  it('reads classic TIFF and BigTIFF in both byte orders alike', async () => {
    const base = geoTile(2056, 2_650_000, 1_180_000)
    const results = await Promise.all(
      [
        { bigTiff: false, bigEndian: false },
        { bigTiff: false, bigEndian: true },
        { bigTiff: true, bigEndian: false },
        { bigTiff: true, bigEndian: true },
      ].map((flavour, i) => tiff(`flavours/${i}.tif`, { ...base, ...flavour })),
    )
    for (const result of results) expect(result).toEqual(results[0])
    expectClose(results[0]!.bbox, expectedBbox([2_650_000, 1_179_000, 2_651_000, 1_180_000], lv95ToWgs84, 100))
  })

  it('finds the IFD wherever it is, also after the pixel data', async () => {
    const footprint = await tiff('ifd-at-end.tif', { ...geoTile(2056, 2_650_000, 1_180_000), ifdAtEnd: true })
    expectClose(footprint.bbox, expectedBbox([2_650_000, 1_179_000, 2_651_000, 1_180_000], lv95ToWgs84, 100))
  })

  it('puts the edge half a pixel before a PixelIsPoint tie point, and on a PixelIsArea one', async () => {
    const options = { pixels: 100, pixelSize: 10 }
    const area = await tiff('raster-type/area.tif', geoTile(2056, 2_700_000, 1_200_000, { ...options, rasterType: RasterType.pixelIsArea }))
    const point = await tiff(
      'raster-type/point.tif',
      geoTile(2056, 2_700_000, 1_200_000, { ...options, rasterType: RasterType.pixelIsPoint }),
    )
    expectClose(area.bbox, expectedBbox([2_700_000, 1_199_000, 2_701_000, 1_200_000], lv95ToWgs84, 100))
    expectClose(point.bbox, expectedBbox([2_699_995, 1_199_005, 2_700_995, 1_200_005], lv95ToWgs84, 100))
    // 5 m is well above the comparison's 1 m: the two must differ.
    expect(Math.abs(area.bbox[0] - point.bbox[0])).toBeGreaterThan(5e-5)
  })

  it('reads a ModelTransformationTag, rotated rasters included', async () => {
    const keys = projectedKeys(2056)
    // prettier-ignore
    const northUp = [0.5, 0, 0, 2_650_000, 0, -0.5, 0, 1_180_000, 0, 0, 0, 0, 0, 0, 0, 1]
    const same = await tiff('matrix/north-up.tif', { width: 2000, height: 2000, transformation: northUp, geoKeys: keys })
    expectClose(same.bbox, expectedBbox([2_650_000, 1_179_000, 2_651_000, 1_180_000], lv95ToWgs84, 100))

    // 30° rotation of 1 km × 1 km about the upper-left corner.
    const [c, s] = [Math.cos(Math.PI / 6) * 0.5, Math.sin(Math.PI / 6) * 0.5]
    // prettier-ignore
    const rotated = [c, s, 0, 2_650_000, s, -c, 0, 1_180_000, 0, 0, 0, 0, 0, 0, 0, 1]
    const turned = await tiff('matrix/rotated.tif', { width: 2000, height: 2000, transformation: rotated, geoKeys: keys })
    const model = (i: number, j: number): [number, number] => lv95ToWgs84(2_650_000 + c * i + s * j, 1_180_000 + s * i - c * j)
    expectCorners(turned, [model(0, 0), model(2000, 0), model(2000, 2000), model(0, 2000)])
    expect(geometryProblems(turned.geometry)).toEqual([])
  })

  it('reprojects LV03, Web Mercator, UTM 32N and keeps WGS84 as it is', async () => {
    const lv03 = await tiff('crs/lv03.tif', geoTile(21781, 600_000, 200_000))
    expect(lv03.crs).toBe('EPSG:21781')
    expectClose(lv03.bbox, expectedBbox([600_000, 199_000, 601_000, 200_000], lv03ToWgs84, 100))

    const mercator = await tiff('crs/3857.tif', geoTile(3857, 800_000, 5_910_000, { pixels: 1000, pixelSize: 10 }))
    expectClose(mercator.bbox, [...mercatorToWgs84(800_000, 5_900_000), ...mercatorToWgs84(810_000, 5_910_000)], 1e-9)

    const utm = await tiff('crs/32632.tif', geoTile(32632, 400_000, 5_210_000, { pixels: 1000, pixelSize: 10 }))
    expectClose(
      utm.bbox,
      expectedBbox([400_000, 5_200_000, 410_000, 5_210_000], (x, y) => utmNorthToWgs84(32, x, y), 100),
      1e-7,
    )
    // Control points: the central meridian is 9° E, and the equator lies at northing 0.
    const meridian = await tiff('crs/32632-meridian.tif', geoTile(32632, 500_000, 1000, { pixels: 100, pixelSize: 10 }))
    expect(meridian.geometry.coordinates[0]!.some(([lon, lat]) => lon === 9 && lat === 0)).toBe(true)

    const wgs84 = await tiff('crs/4326.tif', geoTile(4326, 7.5, 47, { pixels: 1000, pixelSize: 0.001, projected: false }))
    expect(wgs84.crs).toBe('EPSG:4326')
    expect(wgs84.bbox).toEqual([7.5, 46, 8.5, 47])
  })

  it('adds nothing for a TIFF without georeferencing or a file of another kind', async () => {
    await writeTiff(file('plain.tif'), plainTiff())
    expect(await readFootprint(file('plain.tif'), 'plain.tif')).toBeUndefined()
    await ws.write('notes.txt', 'no geodata here')
    expect(await readFootprint(file('notes.txt'), 'notes.txt')).toBeUndefined()
    await ws.write('empty.bin', '')
    expect(await readFootprint(file('empty.bin'), 'empty.bin')).toBeUndefined()
  })

  it('names the file and suggests item-geometry for an EPSG code it does not know', async () => {
    // EPSG:3006 (SWEREF99 TM) is real, but neither in the action's table nor in proj4's.
    await writeTiff(file('sweden.tif'), geoTile(3006, 500_000, 6_500_000))
    const error = await readFootprint(file('sweden.tif'), 'data/sweden.tif').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FootprintError)
    expect((error as Error).message).toMatch(
      /^data\/sweden\.tif: its CRS EPSG:3006 .* not one this tool knows.*give item-geometry explicitly/,
    )
  })

  it('names a corrupt header, ground control points and a missing GeoKeyDirectory', async () => {
    const layout = tiffLayout(geoTile(2056, 2_600_000, 1_200_000))
    const header = Buffer.from(layout.chunks[0]!.bytes)
    header.writeUInt32LE(0x7fff_0000, 4)
    await ws.write('corrupt.tif', header)
    await expect(readFootprint(file('corrupt.tif'), 'corrupt.tif')).rejects.toThrow(/^corrupt\.tif: its TIFF header is corrupt/)

    await writeTiff(file('gcps.tif'), {
      width: 100,
      height: 100,
      tiepoints: [0, 0, 0, 2_600_000, 1_200_000, 0, 100, 100, 0, 2_601_000, 1_199_000, 0],
      geoKeys: projectedKeys(2056),
    })
    await expect(readFootprint(file('gcps.tif'), 'gcps.tif')).rejects.toThrow(/2 ground control points/)

    await writeTiff(file('no-keys.tif'), { width: 100, height: 100, pixelScale: [1, 1, 0], tiepoints: [0, 0, 0, 2_600_000, 1_200_000, 0] })
    await expect(readFootprint(file('no-keys.tif'), 'no-keys.tif')).rejects.toThrow(/no GeoKeyDirectory/)
  })

  it('reads only the header of a tiled GeoTIFF with 65 536 tile offsets', async () => {
    const options: TiffOptions = { ...geoTile(2056, 2_600_000, 1_200_000, { pixels: 65_536 }), bigTiff: true }
    const layout = await writeTiff(file('big.tif'), options)
    expect(layout.tileCount).toBe(65_536)
    expect(layout.size).toBeGreaterThan(4 * 2 ** 30)
    const { open } = await import('node:fs/promises')
    const handle = await open(file('big.tif'))
    let bytesRead = 0
    let reads = 0
    const reader: HeaderReader = {
      size: layout.size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.min(length, layout.size - offset))
        const { bytesRead: n } = await handle.read(buffer, 0, buffer.length, offset)
        bytesRead += n
        reads++
        return buffer.subarray(0, n)
      },
      readInto: () => Promise.reject(new Error('a TIFF header is read in parts, never whole')),
    }
    try {
      const outlines = await tiffOutlines(reader, 'big.tif')
      expect(outlines).toHaveLength(1)
    } finally {
      await handle.close()
    }
    // One 64 KiB read for header and IFD, then the few geo tags; the offset and byte-count tables (1 MiB) are not read.
    expect(bytesRead).toBeLessThan(65 * 1024)
    expect(reads).toBeLessThanOrEqual(5)
  })
})

describe('LAS and LAZ footprints', () => {
  const min = [2_600_000, 1_199_000, 400] as const
  const max = [2_601_000, 1_200_000, 600] as const
  const lv95Bbox = () => expectedBbox([2_600_000, 1_199_000, 2_601_000, 1_200_000], lv95ToWgs84, 100)

  it('reads the header bounds and the GeoKeys VLR of LAS 1.2', async () => {
    await ws.write('points.las', lasBytes({ min, max, vlrs: geoKeyVlrs(projectedKeys(2056)) }))
    const footprint = await readFootprint(file('points.las'), 'points.las')
    expect(footprint?.crs).toBe('EPSG:2056')
    expectClose(footprint!.bbox, lv95Bbox())
  })

  it('reads a LAZ header and its GeoKeys, with an ASCII citation among them', async () => {
    const keys = [...projectedKeys(2056), [GeoKey.PCSCitation, { ascii: 'CH1903+ / LV95' }] as const]
    await ws.write('points.laz', lasBytes({ min, max, laz: true, vlrs: geoKeyVlrs(keys) }))
    const footprint = await readFootprint(file('points.laz'), 'points.laz')
    expectClose(footprint!.bbox, lv95Bbox())
  })

  it('reads the WKT of a LAS 1.4 EVLR, and uses its EPSG authority', async () => {
    const lv03Min = [600_000, 199_000, 0] as const
    const lv03Max = [601_000, 200_000, 10] as const
    await ws.write('points14.las', lasBytes({ minor: 4, min: lv03Min, max: lv03Max, wkt: true, evlrs: [wktVlr(OGC_LV03_WKT)] }))
    const footprint = await readFootprint(file('points14.las'), 'points14.las')
    expect(footprint?.crs).toBe('EPSG:21781')
    expectClose(footprint!.bbox, expectedBbox([600_000, 199_000, 601_000, 200_000], lv03ToWgs84, 100))
  })

  it('adds nothing for a LAS file without points, and names one without a CRS', async () => {
    await ws.write('empty.las', lasBytes({ min: [0, 0, 0], max: [0, 0, 0], pointCount: 0 }))
    expect(await readFootprint(file('empty.las'), 'empty.las')).toBeUndefined()
    await ws.write('nocrs.las', lasBytes({ min, max }))
    await expect(readFootprint(file('nocrs.las'), 'lidar/nocrs.las')).rejects.toThrow(/^lidar\/nocrs\.las: .*no CRS record.*item-geometry/)
  })

  it('names a LAS file whose GeoKeys say geographic without a code', async () => {
    await ws.write('odd.las', lasBytes({ min, max, vlrs: geoKeyVlrs([[GeoKey.GTModelType, ModelType.geographic]]) }))
    await expect(readFootprint(file('odd.las'), 'odd.las')).rejects.toThrow(/^odd\.las: its geographic CRS is user-defined/)
  })
})

describe('GeoPackage footprints', () => {
  it('reads gpkg_contents in the CRS of gpkg_spatial_ref_sys, by EPSG code or by WKT', async () => {
    writeGeoPackage(
      file('roads.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'PROJCS["CH1903+ / LV95"]' }],
      [{ name: 'roads', dataType: 'features', srsId: 2056, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] }],
    )
    const roads = await readFootprint(file('roads.gpkg'), 'roads.gpkg')
    expect(roads?.crs).toBe('EPSG:2056')
    expectClose(roads!.bbox, expectedBbox([2_600_000, 1_199_000, 2_601_000, 1_200_000], lv95ToWgs84, 100))

    writeGeoPackage(
      file('esri.gpkg'),
      [{ id: 100_000, organization: 'NONE', organizationId: 100_000, definition: ESRI_LV95_PRJ }],
      [{ name: 'parcels', dataType: 'features', srsId: 100_000, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] }],
    )
    const esri = await readFootprint(file('esri.gpkg'), 'esri.gpkg')
    expectClose(esri!.bbox, roads!.bbox)
  })

  it('takes the envelope of several tables', async () => {
    writeGeoPackage(
      file('two.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'x' }],
      [
        { name: 'a', dataType: 'features', srsId: 2056, extent: [2_600_000, 1_199_000, 2_601_000, 1_200_000] },
        { name: 'b', dataType: 'tiles', srsId: 2056, extent: [2_602_000, 1_199_000, 2_603_000, 1_200_000] },
        { name: 'notes', dataType: 'attributes' },
      ],
    )
    const footprint = await readFootprint(file('two.gpkg'), 'two.gpkg')
    expectClose(footprint!.bbox, expectedBbox([2_600_000, 1_199_000, 2_603_000, 1_200_000], lv95ToWgs84, 100))
  })

  it('adds nothing for attribute tables only or a plain SQLite file, and names an undefined CRS', async () => {
    writeGeoPackage(file('attributes.gpkg'), [], [{ name: 'notes', dataType: 'attributes' }])
    expect(await readFootprint(file('attributes.gpkg'), 'attributes.gpkg')).toBeUndefined()
    const { DatabaseSync } = await import('node:sqlite')
    const db = new DatabaseSync(file('plain.sqlite'))
    db.exec('CREATE TABLE t (a)')
    db.close()
    expect(await readFootprint(file('plain.sqlite'), 'plain.sqlite')).toBeUndefined()
    writeGeoPackage(file('undefined.gpkg'), [], [{ name: 'x', dataType: 'features', srsId: -1, extent: [0, 0, 10, 10] }])
    await expect(readFootprint(file('undefined.gpkg'), 'undefined.gpkg')).rejects.toThrow(
      /^undefined\.gpkg: table "x" has an undefined CRS/,
    )
  })
})

describe('zipped shapefile footprints', () => {
  const bbox = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const
  const shp = shpHeader(bbox, 1000)

  it('reads the .shp header bbox and the .prj WKT', async () => {
    await ws.write(
      'parcels.zip',
      zipBytes([
        { name: 'parcels.dbf', data: Buffer.alloc(500) },
        { name: 'parcels.shp', data: Buffer.concat([shp, Buffer.alloc(1000)]) },
        { name: 'parcels.prj', data: ESRI_LV95_PRJ },
      ]),
    )
    const footprint = await readFootprint(file('parcels.zip'), 'parcels.zip')
    expect(footprint?.crs).toBe('EPSG:2056')
    expectClose(footprint!.bbox, expectedBbox(bbox, lv95ToWgs84, 100))
  })

  it('reads stored entries in folders, and several layers as their envelope', async () => {
    await ws.write(
      'layers.zip',
      zipBytes([
        { name: 'data/a.shp', data: shp, store: true },
        { name: 'data/a.prj', data: ESRI_LV95_PRJ, store: true },
        { name: 'data/b.SHP', data: shpHeader([600_000, 199_000, 601_000, 200_000], 100) },
        { name: 'data/b.prj', data: OGC_LV03_WKT },
      ]),
    )
    const footprint = await readFootprint(file('layers.zip'), 'layers.zip')
    expect(footprint?.crs).toBe('EPSG:2056, EPSG:21781')
    const lv95 = expectedBbox(bbox, lv95ToWgs84, 100)
    const lv03 = expectedBbox([600_000, 199_000, 601_000, 200_000], lv03ToWgs84, 100)
    expectClose(footprint!.bbox, [
      Math.min(lv95[0]!, lv03[0]!),
      Math.min(lv95[1]!, lv03[1]!),
      Math.max(lv95[2]!, lv03[2]!),
      Math.max(lv95[3]!, lv03[3]!),
    ])
  })

  it('adds nothing for a zip without a shapefile, and names a .shp without .prj', async () => {
    await ws.write('docs.zip', zipBytes([{ name: 'readme.txt', data: 'hello' }]))
    expect(await readFootprint(file('docs.zip'), 'docs.zip')).toBeUndefined()
    await ws.write('noprj.zip', zipBytes([{ name: 'roads.shp', data: shp }]))
    await expect(readFootprint(file('noprj.zip'), 'noprj.zip')).rejects.toThrow(/^noprj\.zip: "roads\.shp" in the zip has no \.prj/)
  })
})

describe('GeoJSON footprints', () => {
  it('takes the bbox of all coordinates of a WGS84 file, or its bbox member', async () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [7.1, 46.5] } },
        { type: 'Feature', properties: {}, geometry: null },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [7.3, 46.4],
              [7.2, 46.9, 500],
            ],
          },
        },
      ],
    }
    await ws.write('stops.geojson', JSON.stringify(collection))
    const footprint = await readFootprint(file('stops.geojson'), 'stops.geojson')
    expect(footprint?.crs).toBe('EPSG:4326')
    expect(footprint?.bbox).toEqual([7.1, 46.4, 7.3, 46.9])
    await ws.write('boxed.json', JSON.stringify({ ...collection, bbox: [7, 46, 8, 47] }))
    expect((await readFootprint(file('boxed.json'), 'boxed.json'))?.bbox).toEqual([7, 46, 8, 47])
  })

  it('reprojects an LV95 file that names its CRS the legacy way', async () => {
    const lv95 = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2056' } },
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [2_600_000, 1_199_000],
                [2_601_000, 1_199_000],
                [2_601_000, 1_200_000],
                [2_600_000, 1_199_000],
              ],
            ],
          },
        },
      ],
    }
    await ws.write('lv95.geojson', JSON.stringify(lv95))
    const footprint = await readFootprint(file('lv95.geojson'), 'lv95.geojson')
    expect(footprint?.crs).toBe('EPSG:2056')
    expectClose(footprint!.bbox, expectedBbox([2_600_000, 1_199_000, 2_601_000, 1_200_000], lv95ToWgs84, 100))
  })

  it('names a file whose WGS84 coordinates are metres, and adds nothing for JSON that is not GeoJSON', async () => {
    await ws.write('wrong.geojson', JSON.stringify({ type: 'Point', coordinates: [2_600_000, 1_200_000] }))
    await expect(readFootprint(file('wrong.geojson'), 'wrong.geojson')).rejects.toThrow(/^wrong\.geojson: .*no longitude\/latitude.*LV95/)
    await ws.write('package.json', JSON.stringify({ name: 'x', type: 'module' }))
    expect(await readFootprint(file('package.json'), 'package.json')).toBeUndefined()
    await ws.write('broken.json', '{ not json')
    expect(await readFootprint(file('broken.json'), 'broken.json')).toBeUndefined()
  })
})

describe('densify', () => {
  it('puts points on a grid fixed in the source CRS, so that neighbours share them', () => {
    const ring = [
      [0, 0],
      [2500, 0],
      [2500, 10],
      [0, 10],
      [0, 0],
    ] as const
    expect(densify(ring as unknown as Polygon['coordinates'][number], 1000)).toEqual([
      [0, 0],
      [1000, 0],
      [2000, 0],
      [2500, 0],
      [2500, 10],
      [2000, 10],
      [1000, 10],
      [0, 10],
      [0, 0],
    ])
  })

  it('keeps the bbox of a footprint equal to bboxOf its geometry', async () => {
    const footprint = await tiff('bbox.tif', geoTile(2056, 2_700_000, 1_250_000, { pixels: 20_000 }))
    expect(footprint.bbox).toEqual(bboxOf(footprint.geometry))
    // 10 km edges gain grid points every kilometre.
    expect(footprint.geometry.coordinates[0]!.length).toBe(41)
  })
})

describe('writing a footprint-less file', () => {
  it('accepts a path the reader cannot open as an error from the file system', async () => {
    await expect(readFootprint(file('missing.tif'), 'missing.tif')).rejects.toThrow(/ENOENT/)
    await writeFile(file('tiny.tif'), 'II*\0')
    await expect(readFootprint(file('tiny.tif'), 'tiny.tif')).rejects.toThrow(/^tiny\.tif: its TIFF header is corrupt/)
  })
})
