/**
 * Files crafted to hang a run, exhaust its memory or publish a wrong footprint, one for each class
 * found by fuzzing the readers: each ends at once with a FootprintError naming the file and what
 * is wrong (or the bound it is over), and the valid files beside them stay accepted.
 */
import { truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FootprintError, parseGeometryText, readFootprint, readGeometryFile, type Footprint } from '../../src/footprint/index.ts'
import {
  alterGeoPackage,
  ESRI_LV95_PRJ,
  GeoKey,
  geoKeyVlrs,
  geoTile,
  lasBytes,
  ModelType,
  projectedKeys,
  shpHeader,
  TYPE,
  writeGeoPackage,
  writeTiff,
  wktVlr,
  zipBytes,
} from '../support/geodata.ts'
import { hostileCorpus, prjWithUnit, writeHostileCorpus } from '../support/hostile.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
})
afterAll(() => ws.remove())

const file = (name: string) => path.join(ws.root, name)

/** The FootprintError reading `name` gives; fails the test for a footprint or any other error. */
async function refusal(name: string): Promise<FootprintError> {
  const outcome = await readFootprint(file(name), name).then(
    (footprint) => footprint,
    (error: unknown) => error,
  )
  expect(outcome, `${name} should be refused`).toBeInstanceOf(FootprintError)
  const error = outcome as FootprintError
  expect(error.message.startsWith(`${name}: `)).toBe(true)
  expect(error.message.length).toBeLessThanOrEqual(600)
  expect(error.message).not.toMatch(/[\r\n]|is not a function|Cannot read properties|undefined is not/)
  return error
}

async function accepted(name: string): Promise<Footprint> {
  const footprint = await readFootprint(file(name), name)
  expect(footprint, name).toBeDefined()
  return footprint!
}

describe('a CRS whose unit is not a positive length', () => {
  const negative = prjWithUnit('-1.0')
  const bbox = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const

  it('is refused in a .prj, a LAS WKT record, a GeoPackage definition and a GeoTIFF citation, rather than densified forever', async () => {
    await ws.write(
      'unit.zip',
      zipBytes([
        { name: 'a.shp', data: shpHeader(bbox, 100) },
        { name: 'a.prj', data: negative },
      ]),
    )
    expect((await refusal('unit.zip')).problem).toMatch(/unit of -1 metres; a unit of length is a positive number/)

    await ws.write(
      'unit.las',
      lasBytes({ minor: 4, min: [bbox[0], bbox[1], 0], max: [bbox[2], bbox[3], 1], wkt: true, evlrs: [wktVlr(negative)] }),
    )
    expect((await refusal('unit.las')).problem).toMatch(/unit of -1 metres/)

    writeGeoPackage(
      file('unit.gpkg'),
      [{ id: 100_000, organization: 'NONE', organizationId: 100_000, definition: negative }],
      [{ name: 'parcels', dataType: 'features', srsId: 100_000, extent: bbox }],
    )
    expect((await refusal('unit.gpkg')).problem).toMatch(/unit of -1 metres/)

    await writeTiff(file('unit.tif'), {
      ...geoTile(2056, 2_600_000, 1_200_000, { pixels: 100 }),
      geoKeys: [
        [GeoKey.GTModelType, ModelType.projected],
        [GeoKey.ProjectedCSType, 32767],
        [GeoKey.PCSCitation, { ascii: `ESRI PE String = ${negative}` }],
      ],
    })
    expect((await refusal('unit.tif')).problem).toMatch(/unit of -1 metres/)
  })

  it('accepts the same hand-made WKT with its unit of 1 m', async () => {
    await ws.write(
      'unit-ok.zip',
      zipBytes([
        { name: 'a.shp', data: shpHeader(bbox, 100) },
        { name: 'a.prj', data: prjWithUnit('1.0') },
      ]),
    )
    expect((await accepted('unit-ok.zip')).crs).toBe('WKT "Hand-made LV95"')
  })
})

describe('coordinates no place on Earth has', () => {
  it('refuses a tie point beyond 2^53 before densifying or projecting it', async () => {
    await writeTiff(file('huge.tif'), geoTile(2056, 2 ** 60, 2 ** 60, { pixels: 100 }))
    expect((await refusal('huge.tif')).problem).toMatch(/reaches \(\d{19}, \d{19}\) in EPSG:2056, which is no place on Earth/)
    await ws.write('huge.las', lasBytes({ min: [-1e300, 0, 0], max: [1e300, 1, 1], vlrs: geoKeyVlrs(projectedKeys(2056)) }))
    expect((await refusal('huge.las')).problem).toMatch(/no place on Earth/)
  })
})

describe("a footprint outside its CRS's area of use", () => {
  // EPSG:2056 is used in Switzerland and Liechtenstein: 5.96–10.49°E, 45.82–47.81°N.
  const cases: Array<[string, number, number, RegExp]> = [
    ['a tie point at (0, 1000)', 0, 1000, /would land at .*°W.*outside that CRS's area of use \(5\.96°E–10\.49°E, 45\.82°N–47\.81°N\)/],
    ['east and north swapped', 1_200_000, 2_600_000, /would land at/],
    ['LV03 numbers', 600_000, 200_000, /would land at/],
    ['WGS84 degrees', 7.4, 46.9, /would land at/],
  ]
  for (const [what, west, north, message] of cases)
    it(`refuses ${what} under EPSG:2056, naming the file, the CRS and where it would land`, async () => {
      const name = `area-${west}-${north}.tif`
      await writeTiff(file(name), geoTile(2056, west, north, { pixels: 100, pixelSize: west < 1000 ? 0.001 : 1 }))
      const problem = (await refusal(name)).problem
      expect(problem).toMatch(/^its outline in EPSG:2056 would land at /)
      expect(problem).toMatch(message)
    })

  it('refuses absurd extents in a GeoPackage, but accepts swisstopo’s LV95 perimeter that reaches past the border', async () => {
    writeGeoPackage(
      file('absurd.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'x' }],
      [{ name: 'a', dataType: 'features', srsId: 2056, extent: [-9e7, -9e7, 9e7, 9e7] }],
    )
    await refusal('absurd.gpkg')
    writeGeoPackage(
      file('perimeter.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'x' }],
      [{ name: 'a', dataType: 'features', srsId: 2056, extent: [2_480_000, 1_070_000, 2_840_000, 1_300_000] }],
    )
    const perimeter = await accepted('perimeter.gpkg')
    expect(perimeter.bbox[0]).toBeLessThan(5.96)
  })
})

describe("a file's own footprint that is no polygon", () => {
  it('refuses a Web Mercator extent wider than the world, which folds into a self-crossing ring, rather than have the union repair it', async () => {
    await writeTiff(file('folded.tif'), geoTile(3857, -25_000_000, 5_000_000, { pixels: 50_000, pixelSize: 1000 }))
    expect((await refusal('folded.tif')).problem).toMatch(/is not a valid polygon: .*crosses itself|touches itself|turns back/)
  })

  it('refuses a degenerate transformation that puts every pixel on one line', async () => {
    // prettier-ignore
    const flat = [1, 1, 0, 2_600_000, 1, 1, 0, 1_200_000, 0, 0, 0, 0, 0, 0, 0, 1]
    await writeTiff(file('flat.tif'), { width: 100, height: 100, transformation: flat, geoKeys: projectedKeys(2056) })
    expect((await refusal('flat.tif')).problem).toMatch(/is not a valid polygon|no area/)
  })
})

describe('raster dimensions', () => {
  const tile = geoTile(2056, 2_600_000, 1_200_000, { pixels: 100 })

  it('must be positive whole numbers: a FLOAT or negative ImageWidth would mirror the footprint', async () => {
    await writeTiff(file('float-width.tif'), { ...tile, tags: [{ tag: 256, type: TYPE.FLOAT, values: [100.5] }] })
    expect((await refusal('float-width.tif')).problem).toMatch(
      /ImageWidth is of field type 11; it must be a whole number of pixels above 0/,
    )
    await writeTiff(file('negative-width.tif'), { ...tile, tags: [{ tag: 256, type: TYPE.SLONG, values: [-100] }] })
    expect((await refusal('negative-width.tif')).problem).toMatch(/ImageWidth is of field type 9/)
    await writeTiff(file('zero-height.tif'), { ...tile, tags: [{ tag: 257, type: TYPE.LONG, values: [0] }] })
    expect((await refusal('zero-height.tif')).problem).toMatch(/ImageLength is 0/)
  })

  it('accepts a SHORT ImageWidth', async () => {
    await writeTiff(file('short-width.tif'), { ...tile, tags: [{ tag: 256, type: TYPE.SHORT, values: [100] }] })
    await accepted('short-width.tif')
  })
})

describe('lengths read as unsigned', () => {
  it('reads a .shp whose header declares 4 GiB rather than dropping it as a negative length', async () => {
    await ws.write(
      'four-gib.zip',
      zipBytes([
        { name: 'big.shp', data: shpHeader([2_600_000, 1_199_000, 2_601_000, 1_200_000], 4 * 2 ** 30 - 100) },
        { name: 'big.prj', data: ESRI_LV95_PRJ },
      ]),
    )
    expect((await accepted('four-gib.zip')).crs).toBe('EPSG:2056')
  })
})

describe('counts that would take minutes', () => {
  it('refuses a LAS 1.4 file that claims a million EVLRs, and one that claims a million VLRs', async () => {
    const las = lasBytes({ minor: 4, min: [2_600_000, 1_199_000, 0], max: [2_601_000, 1_200_000, 1], evlrs: [wktVlr('x')] })
    las.writeUInt32LE(1_000_000, 243)
    await ws.write('evlrs.las', las)
    expect((await refusal('evlrs.las')).problem).toMatch(/claims 1000000 EVLRs; at most 4096 are read/)
    const vlrs = lasBytes({ min: [2_600_000, 1_199_000, 0], max: [2_601_000, 1_200_000, 1] })
    vlrs.writeUInt32LE(1_000_000, 100)
    await ws.write('vlrs.las', vlrs)
    expect((await refusal('vlrs.las')).problem).toMatch(/claims 1000000 VLRs; at most 4096 are read/)
  })

  it('refuses a zip of more entries than a delivery of shapefiles has', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', store: true }))
    await ws.write('entries.zip', zipBytes(entries))
    expect((await refusal('entries.zip')).problem).toMatch(/zip of 10001 entries; at most 10000 are read/)
  })
})

describe('a GeoPackage is data, never code', () => {
  const lv95 = [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'x' }]
  const extent = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const
  const gpkg = (name: string, sql: string) => {
    writeGeoPackage(file(name), lv95, [{ name: 'roads', dataType: 'features', srsId: 2056, extent }])
    alterGeoPackage(file(name), sql)
  }
  const recursive = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)'

  it('refuses gpkg_contents or gpkg_spatial_ref_sys that is a view, without running it (a recursive one never returns)', async () => {
    gpkg(
      'view-contents.gpkg',
      'ALTER TABLE gpkg_contents RENAME TO c; ' + `CREATE VIEW gpkg_contents AS ${recursive} SELECT c.* FROM n, c WHERE i > 0`,
    )
    expect((await refusal('view-contents.gpkg')).problem).toMatch(/"gpkg_contents" is a view, not a table/)
    gpkg(
      'view-srs.gpkg',
      'ALTER TABLE gpkg_spatial_ref_sys RENAME TO s; ' +
        'CREATE VIEW gpkg_spatial_ref_sys AS SELECT srs_name, srs_id, organization, organization_coordsys_id, zeroblob(400000000) AS definition FROM s',
    )
    expect((await refusal('view-srs.gpkg')).problem).toMatch(/"gpkg_spatial_ref_sys" is a view/)
  })

  it('refuses a virtual table and a table with generated columns', async () => {
    gpkg('virtual.gpkg', 'DROP TABLE gpkg_spatial_ref_sys; CREATE VIRTUAL TABLE gpkg_spatial_ref_sys USING rtree(srs_id, a, b)')
    expect((await refusal('virtual.gpkg')).problem).toMatch(/"gpkg_spatial_ref_sys" is a virtual table/)
    gpkg(
      'generated.gpkg',
      'ALTER TABLE gpkg_contents RENAME TO c; CREATE TABLE gpkg_contents (table_name TEXT, data_type TEXT, srs_id INTEGER, ' +
        'min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE AS (length(hex(zeroblob(1000))))); ' +
        'INSERT INTO gpkg_contents (table_name, data_type, srs_id, min_x, min_y, max_x) SELECT table_name, data_type, srs_id, min_x, min_y, max_x FROM c',
    )
    expect((await refusal('generated.gpkg')).problem).toMatch(/"gpkg_contents" has generated columns/)
  })

  it('refuses a data table that is a view when it is read to see whether it is empty', async () => {
    writeGeoPackage(file('view-data.gpkg'), lv95, [{ name: 'roads', dataType: 'features', srsId: 2056 }])
    alterGeoPackage(file('view-data.gpkg'), `DROP TABLE roads; CREATE VIEW roads AS ${recursive} SELECT i FROM n`)
    expect((await refusal('view-data.gpkg')).problem).toMatch(/"roads" is a view/)
  })

  it('does not read a definition larger than a WKT is', async () => {
    writeGeoPackage(
      file('big-definition.gpkg'),
      [{ id: 100_000, organization: 'NONE', organizationId: 100_000, definition: `PROJCS["${'x'.repeat(2_000_000)}"]` }],
      [{ name: 'roads', dataType: 'features', srsId: 100_000, extent }],
    )
    expect((await refusal('big-definition.gpkg')).problem).toMatch(/definition for srs_id 100000 is 2000010 bytes; at most 65536 are read/)
  })

  it('names a table_name that is not text, rather than failing inside JavaScript', async () => {
    gpkg('numeric-name.gpkg', "INSERT INTO gpkg_contents (table_name, data_type, identifier) VALUES (x'00ff', 'features', 'n')")
    expect((await refusal('numeric-name.gpkg')).problem).toMatch(/table_name of type blob, not text/)
  })
})

describe('GeoJSON', () => {
  it('refuses a file over the size read for a footprint before reading it', async () => {
    await ws.write('huge.geojson', '')
    await truncate(file('huge.geojson'), 200 * 2 ** 20)
    expect((await refusal('huge.geojson')).problem).toMatch(/GeoJSON file of 200 MiB, larger than the 128 MiB read for a footprint/)
    // A .json file over the bound is read no further than its first chunk: JSON of another kind adds nothing.
    await ws.write('huge.json', '{"name":"a data dump","rows":[')
    await truncate(file('huge.json'), 200 * 2 ** 20)
    expect(await readFootprint(file('huge.json'), 'huge.json')).toBeUndefined()
  })

  it('refuses 100 000 nested brackets with a message naming the file and the depth', async () => {
    await ws.write('deep.geojson', `{"type":"FeatureCollection","features":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)
    expect((await refusal('deep.geojson')).problem).toMatch(/not valid GeoJSON \(JSON nested more than 512 levels deep at byte \d+\)/)
  })

  it('reads a file with a UTF-8 byte order mark, and points on a pole and on the antimeridian', async () => {
    await writeFile(file('bom.geojson'), `\ufeff${JSON.stringify({ type: 'Point', coordinates: [7.44, 46.95] })}`)
    expect((await accepted('bom.geojson')).bbox[0]).toBeCloseTo(7.44, 5)
    for (const [name, coordinates] of [
      ['north-pole.geojson', [0, 90]],
      ['south-pole.geojson', [0, -90]],
      ['antimeridian.geojson', [180, 0]],
      ['antimeridian-west.geojson', [-180, 0]],
    ] as const) {
      await ws.write(name, JSON.stringify({ type: 'Point', coordinates }))
      const [west, south, east, north] = (await accepted(name)).bbox
      expect(west).toBeGreaterThanOrEqual(-180)
      expect(east).toBeLessThanOrEqual(180)
      expect(south).toBeGreaterThanOrEqual(-90)
      expect(north).toBeLessThanOrEqual(90)
      expect(Math.max(Math.abs(west - coordinates[0]), Math.abs(east - coordinates[0]))).toBeLessThan(1e-4)
    }
  })

  it('reads positions only where RFC 7946 puts them, and skips long strings without keeping them', async () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { coordinates: [[99, 89]], note: 'x'.repeat(5_000_000) },
          geometry: {
            type: 'MultiPoint',
            coordinates: [
              [7.1, 46.1],
              [7.2, 46.2],
            ],
          },
        },
        {
          type: 'Feature',
          properties: null,
          geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [7.3, 46.3] }] },
        },
      ],
    })
    await ws.write('roles.geojson', text)
    expect((await accepted('roles.geojson')).bbox).toEqual([7.1, 46.1, 7.3, 46.3])
  })

  it('names what is wrong with a position', async () => {
    await ws.write('strings.geojson', '{"type":"Point","coordinates":["7","46"]}')
    expect((await refusal('strings.geojson')).problem).toMatch(/a position that holds a string at byte 33/)
  })
})

describe('GeoJSON given as item-geometry', () => {
  it('refuses 100 000 nested brackets, a text longer than a geometry is, and a file larger than one, each with its bound', async () => {
    expect(parseGeometryText(`{"type":"Polygon","coordinates":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)).toEqual({
      problems: ['it nests 100001 levels deep; GeoJSON nests a few levels, at most 64 are read'],
    })
    expect(parseGeometryText(`{"type":"Point","coordinates":[7,46],"x":"${'x'.repeat(9 * 2 ** 20)}"}`)).toEqual({
      problems: [expect.stringMatching(/^it is \d+ characters long, more than the 8388608 of an item geometry$/)],
    })
    await ws.write('geometry.geojson', '')
    await truncate(file('geometry.geojson'), 20 * 2 ** 20)
    await expect(readGeometryFile(file('geometry.geojson'), ws.root)).rejects.toThrow(
      /^it is 20\.0 MiB, more than the 8 MiB of an item geometry$/,
    )
  })

  it('stops checking an outline whose segments all lie across each other (a zigzag), within its bound of work', () => {
    const ring = Array.from({ length: 20_000 }, (_, i) => [i % 2 === 0 ? 7 : 8, 46 + i * 1e-5])
    const result = parseGeometryText(JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }))
    expect(result).toEqual({ problems: [expect.stringMatching(/^its 20001 positions are too many to check in a second/)] })
  })

  it('accepts a text with a byte order mark, and quotes no line break of a text that is not JSON', () => {
    expect(parseGeometryText(`\ufeff${JSON.stringify({ type: 'Point', coordinates: [7.44, 46.95] })}`)).toEqual({
      geometry: { type: 'Point', coordinates: [7.44, 46.95] },
    })
    const broken = parseGeometryText('{"type":\n"Point"\n::error title=x::y')
    expect('problems' in broken && broken.problems[0]).toMatch(/^it is not JSON \([^\n]*\)$/)
  })
})

describe('the hostile corpus the bench runs the action over', () => {
  it('ends each file as its entry says: refused with its bound or problem, or read if it is valid', async () => {
    const corpus = hostileCorpus()
    await writeHostileCorpus(path.join(ws.root, 'corpus'))
    for (const entry of corpus) {
      const name = path.posix.join('corpus', entry.name)
      if (entry.refused) expect((await refusal(name)).problem, `${entry.name}: ${entry.what}`).toMatch(entry.refused)
      else await accepted(name)
    }
  })
})

describe('messages', () => {
  it('stay short and on one line whatever the file holds', async () => {
    const wkt = `PROJCS["a\nb::error title=x::${'y'.repeat(50_000)}"]`
    await ws.write(
      'long.zip',
      zipBytes([
        { name: 'a.shp', data: shpHeader([2_600_000, 1_199_000, 2_601_000, 1_200_000], 100) },
        { name: 'a.prj', data: wkt },
      ]),
    )
    const error = await refusal('long.zip')
    expect(error.message).toContain('\\n')
  })
})
