/**
 * The hostile corpus: one file for each class of file that once hung a run, exhausted its memory
 * or published a wrong footprint, and the valid files beside them that must stay accepted. The
 * bench runs the bundled action over it for its peak memory; test/unit/footprint-hostile.test.ts
 * checks that each file ends as its entry says.
 */
import { mkdir, open, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  alterGeoPackage,
  ESRI_LV95_PRJ,
  GeoKey,
  geoTile,
  lasBytes,
  ModelType,
  shpHeader,
  TYPE,
  wktVlr,
  writeGeoPackage,
  writeTiff,
  zipBytes,
} from './geodata.ts'

export interface HostileFile {
  readonly name: string
  /** What the file does to a reader that is not bounded. */
  readonly what: string
  /** The refusal it gets; undefined for a valid file that must give a footprint. */
  readonly refused: RegExp | undefined
  write(file: string): Promise<void>
}

/** The ESRI LV95 .prj under another name (so that no EPSG code stands in for it) and with another unit. */
export const prjWithUnit = (unit: string): string =>
  ESRI_LV95_PRJ.replace('"CH1903+_LV95"', '"Hand-made LV95"').replace('UNIT["Meter",1.0]]', `UNIT["Meter",${unit}]]`)

const LV95_BOX = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const
const NEGATIVE_UNIT = prjWithUnit('-1.0')
const LV95_SRS = [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'x' }]
const RECURSIVE = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)'

function geoPackage(sql: string) {
  return (file: string): Promise<void> => {
    writeGeoPackage(file, LV95_SRS, [{ name: 'roads', dataType: 'features', srsId: 2056, extent: LV95_BOX }])
    alterGeoPackage(file, sql)
    return Promise.resolve()
  }
}

const bytes = (content: Buffer | string) => (file: string) => writeFile(file, content)

/** A valid GeoJSON file of about `size` bytes, written in pieces: read in one pass, it must not take memory in proportion. */
async function largeGeoJson(file: string, size: number): Promise<void> {
  const handle = await open(file, 'w')
  try {
    await handle.write('{"type":"FeatureCollection","features":[')
    const feature = JSON.stringify({
      type: 'Feature',
      properties: { name: 'a building', height: 12.5 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [7.1, 46.1],
            [7.2, 46.1],
            [7.2, 46.2],
            [7.1, 46.1],
          ],
        ],
      },
    })
    const block = Buffer.from(`${feature},`.repeat(Math.max(1, Math.floor(2 ** 20 / (feature.length + 1)))))
    for (let written = 0; written < size; written += block.length) await handle.write(block)
    await handle.write(`${feature}]}`)
  } finally {
    await handle.close()
  }
}

/** The corpus; `largeGeoJsonBytes` sizes the one valid large GeoJSON file (the bench makes it 100 MB). */
export function hostileCorpus(largeGeoJsonBytes = 2 ** 20): HostileFile[] {
  return [
    {
      name: 'unit/negative.zip',
      what: 'UNIT["Meter",-1.0] in a .prj: the densification loops forever',
      refused: /unit of -1 metres/,
      write: bytes(
        zipBytes([
          { name: 'a.shp', data: shpHeader(LV95_BOX, 100) },
          { name: 'a.prj', data: NEGATIVE_UNIT },
        ]),
      ),
    },
    {
      name: 'unit/negative.las',
      what: 'a negative unit in a LAS WKT record',
      refused: /unit of -1 metres/,
      write: bytes(
        lasBytes({
          minor: 4,
          min: [LV95_BOX[0], LV95_BOX[1], 0],
          max: [LV95_BOX[2], LV95_BOX[3], 1],
          wkt: true,
          evlrs: [wktVlr(NEGATIVE_UNIT)],
        }),
      ),
    },
    {
      name: 'unit/negative.gpkg',
      what: 'a negative unit in a GeoPackage definition',
      refused: /unit of -1 metres/,
      write: (file) => {
        writeGeoPackage(
          file,
          [{ id: 100_000, organization: 'NONE', organizationId: 100_000, definition: NEGATIVE_UNIT }],
          [{ name: 'parcels', dataType: 'features', srsId: 100_000, extent: LV95_BOX }],
        )
        return Promise.resolve()
      },
    },
    {
      name: 'unit/negative.tif',
      what: 'a negative unit in a GeoTIFF citation',
      refused: /unit of -1 metres/,
      write: async (file) => {
        await writeTiff(file, {
          ...geoTile(2056, 2_600_000, 1_200_000, { pixels: 100 }),
          geoKeys: [
            [GeoKey.GTModelType, ModelType.projected],
            [GeoKey.ProjectedCSType, 32767],
            [GeoKey.PCSCitation, { ascii: `ESRI PE String = ${NEGATIVE_UNIT}` }],
          ],
        })
      },
    },
    {
      name: 'range/tie-point-2-60.tif',
      what: 'a tie point past 2^53: an increment that no longer changes the number',
      refused: /no place on Earth/,
      write: async (file) => void (await writeTiff(file, geoTile(2056, 2 ** 60, 2 ** 60, { pixels: 100 }))),
    },
    ...(
      [
        ['area/tie-point-0-1000.tif', 'a tie point at (0, 1000) under EPSG:2056: the Atlantic', 0, 1000],
        ['area/swapped.tif', 'east and north swapped under EPSG:2056', 1_200_000, 2_600_000],
        ['area/lv03-numbers.tif', 'LV03 numbers under EPSG:2056', 600_000, 200_000],
        ['area/degrees.tif', 'WGS84 degrees under EPSG:2056', 7.4, 46.9],
      ] as const
    ).map(([name, what, west, north]): HostileFile => ({
      name,
      what,
      refused: /would land at .* outside that CRS's area of use/,
      write: async (file) => void (await writeTiff(file, geoTile(2056, west, north, { pixels: 100, pixelSize: west < 1000 ? 0.001 : 1 }))),
    })),
    {
      name: 'area/absurd-extent.gpkg',
      what: 'absurd extents in LV95: a self-crossing ring the union took 90 s over',
      refused: /no place on Earth|would land at/,
      write: (file) => {
        writeGeoPackage(file, LV95_SRS, [{ name: 'a', dataType: 'features', srsId: 2056, extent: [-9e7, -9e7, 9e7, 9e7] }])
        return Promise.resolve()
      },
    },
    {
      name: 'polygon/folded-web-mercator.tif',
      what: 'a Web Mercator extent wider than the world: a self-crossing footprint the union would "repair"',
      refused: /is not a valid polygon/,
      write: async (file) => void (await writeTiff(file, geoTile(3857, -25_000_000, 5_000_000, { pixels: 50_000, pixelSize: 1000 }))),
    },
    {
      name: 'raster/float-width.tif',
      what: 'a FLOAT ImageWidth: a fractional width mirrors the footprint',
      refused: /ImageWidth is of field type 11/,
      write: async (file) =>
        void (await writeTiff(file, {
          ...geoTile(2056, 2_600_000, 1_200_000, { pixels: 100 }),
          tags: [{ tag: 256, type: TYPE.FLOAT, values: [100.5] }],
        })),
    },
    {
      name: 'length/four-gib.zip',
      what: 'a .shp whose header declares 4 GiB: read as negative, it was silently dropped',
      refused: undefined,
      write: bytes(
        zipBytes([
          { name: 'big.shp', data: shpHeader(LV95_BOX, 4 * 2 ** 30 - 100) },
          { name: 'big.prj', data: ESRI_LV95_PRJ },
        ]),
      ),
    },
    {
      name: 'count/million-evlrs.las',
      what: 'a LAS 1.4 file claiming a million EVLRs: 27 s of reads',
      refused: /claims 1000000 EVLRs; at most 4096 are read/,
      write: (file) => {
        const las = lasBytes({ minor: 4, min: [LV95_BOX[0], LV95_BOX[1], 0], max: [LV95_BOX[2], LV95_BOX[3], 1], evlrs: [wktVlr('x')] })
        las.writeUInt32LE(1_000_000, 243)
        return writeFile(file, las)
      },
    },
    {
      name: 'count/entries.zip',
      what: 'a zip of 10 001 entries (65 000 took 3.8 s)',
      refused: /zip of 10001 entries; at most 10000 are read/,
      write: bytes(zipBytes(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', store: true })))),
    },
    {
      name: 'sqlite/recursive-view.gpkg',
      what: 'gpkg_contents as a recursive view: the SQLite call never returns and cannot be interrupted',
      refused: /"gpkg_contents" is a view, not a table/,
      write: geoPackage(
        `ALTER TABLE gpkg_contents RENAME TO c; CREATE VIEW gpkg_contents AS ${RECURSIVE} SELECT c.* FROM n, c WHERE i > 0`,
      ),
    },
    {
      name: 'sqlite/blob-view.gpkg',
      what: 'gpkg_spatial_ref_sys as a view that makes a 400 MB blob: 1.5 GB',
      refused: /"gpkg_spatial_ref_sys" is a view/,
      write: geoPackage(
        'ALTER TABLE gpkg_spatial_ref_sys RENAME TO s; CREATE VIEW gpkg_spatial_ref_sys AS ' +
          'SELECT srs_name, srs_id, organization, organization_coordsys_id, zeroblob(400000000) AS definition FROM s',
      ),
    },
    {
      name: 'sqlite/virtual.gpkg',
      what: 'a virtual table in place of gpkg_spatial_ref_sys',
      refused: /"gpkg_spatial_ref_sys" is a virtual table/,
      write: geoPackage('DROP TABLE gpkg_spatial_ref_sys; CREATE VIRTUAL TABLE gpkg_spatial_ref_sys USING rtree(srs_id, a, b)'),
    },
    {
      name: 'sqlite/generated.gpkg',
      what: 'gpkg_contents with a generated column: an expression of the file run on every read',
      refused: /"gpkg_contents" has generated columns/,
      write: geoPackage(
        'ALTER TABLE gpkg_contents RENAME TO c; CREATE TABLE gpkg_contents (table_name TEXT, data_type TEXT, srs_id INTEGER, ' +
          'min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE AS (length(hex(zeroblob(1000))))); ' +
          'INSERT INTO gpkg_contents (table_name, data_type, srs_id, min_x, min_y, max_x) ' +
          'SELECT table_name, data_type, srs_id, min_x, min_y, max_x FROM c',
      ),
    },
    {
      name: 'sqlite/huge-schema.gpkg',
      what: '1 200 views of long expressions: SQLite parses the schema whole, outside any heap limit (15 MB of views took 400 MB)',
      refused: /its SQLite schema holds more than 1048576 bytes of SQL/,
      write: geoPackage(Array.from({ length: 1200 }, (_, i) => `CREATE VIEW v${i} AS SELECT ${'1+'.repeat(500)}1 AS x;`).join('\n')),
    },
    {
      name: 'sqlite/big-definition.gpkg',
      what: 'a 2 MB CRS definition',
      refused: /at most 65536 are read/,
      write: (file) => {
        writeGeoPackage(
          file,
          [{ id: 100_000, organization: 'NONE', organizationId: 100_000, definition: `PROJCS["${'x'.repeat(2_000_000)}"]` }],
          [{ name: 'roads', dataType: 'features', srsId: 100_000, extent: LV95_BOX }],
        )
        return Promise.resolve()
      },
    },
    {
      name: 'geojson/200-mib.geojson',
      what: 'a 200 MiB GeoJSON file (250 MB took 1.8 GB)',
      refused: /larger than the 128 MiB read for a footprint/,
      write: async (file) => {
        await writeFile(file, '')
        await truncate(file, 200 * 2 ** 20)
      },
    },
    {
      name: 'geojson/deep.geojson',
      what: '100 000 nested brackets: a stack overflow that named neither the file nor the cause',
      refused: /JSON nested more than 512 levels deep/,
      write: bytes(`{"type":"FeatureCollection","features":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
    },
    {
      name: 'geojson/large.geojson',
      what: 'a large valid GeoJSON file, read in one pass at a flat memory',
      refused: undefined,
      write: (file) => largeGeoJson(file, largeGeoJsonBytes),
    },
    {
      name: 'geojson/bom.geojson',
      what: 'a UTF-8 byte order mark: refused although valid',
      refused: undefined,
      write: bytes(`\ufeff${JSON.stringify({ type: 'Point', coordinates: [7.44, 46.95] })}`),
    },
    {
      name: 'geojson/north-pole.geojson',
      what: 'a point at latitude 90: refused although valid',
      refused: undefined,
      write: bytes(JSON.stringify({ type: 'Point', coordinates: [0, 90] })),
    },
    {
      name: 'geojson/antimeridian.geojson',
      what: 'a point at longitude 180: refused although valid',
      refused: undefined,
      write: bytes(JSON.stringify({ type: 'Point', coordinates: [180, 0] })),
    },
  ]
}

/** Writes the corpus under `folder`; the paths of its files, in the corpus's order. */
export async function writeHostileCorpus(folder: string, largeGeoJsonBytes?: number): Promise<string[]> {
  const files: string[] = []
  for (const entry of hostileCorpus(largeGeoJsonBytes)) {
    const file = path.join(folder, entry.name)
    await mkdir(path.dirname(file), { recursive: true })
    await entry.write(file)
    files.push(file)
  }
  return files
}
