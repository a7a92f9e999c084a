/**
 * The footprint of a GeoPackage from its core tables (OGC GeoPackage 1.4): the extent of each
 * feature or tile table in gpkg_contents, in the CRS gpkg_spatial_ref_sys names for it.
 * node:sqlite (built into Node 24, no flag, no warning) opens the file read-only; nothing is scanned.
 */
import { DatabaseSync } from 'node:sqlite'
import { FootprintError } from './error.ts'
import { rectangle, type CrsRef, type SourceOutline } from './source.ts'

interface ContentRow {
  table_name: string
  data_type: string
  min_x: number | null
  min_y: number | null
  max_x: number | null
  max_y: number | null
  srs_id: number | null
  organization: string | null
  organization_coordsys_id: number | null
  definition: string | null
}

export function gpkgOutlines(absolutePath: string, file: string): SourceOutline[] | undefined {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(absolutePath, { readOnly: true })
  } catch (error) {
    throw new FootprintError(file, `it cannot be opened as a GeoPackage (${(error as Error).message})`)
  }
  try {
    const hasContents = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'gpkg_contents'").get()
    // A plain SQLite database is no GeoPackage and carries no georeferencing.
    if (!hasContents) return undefined
    const rows = db
      .prepare(
        `SELECT c.table_name, c.data_type, c.min_x, c.min_y, c.max_x, c.max_y, c.srs_id,
                s.organization, s.organization_coordsys_id, s.definition
           FROM gpkg_contents c LEFT JOIN gpkg_spatial_ref_sys s ON s.srs_id = c.srs_id
          WHERE c.data_type <> 'attributes' ORDER BY c.table_name`,
      )
      .all() as unknown as ContentRow[]
    const outlines: SourceOutline[] = []
    for (const row of rows) {
      const extent = tableExtent(db, row, file)
      if (extent) outlines.push({ crs: tableCrs(row, file), ring: rectangle(...extent) })
    }
    return outlines.length > 0 ? outlines : undefined
  } catch (error) {
    if (error instanceof FootprintError) throw error
    throw new FootprintError(file, `its GeoPackage tables cannot be read (${(error as Error).message})`)
  } finally {
    db.close()
  }
}

type Extent = [number, number, number, number]

/** gpkg_contents' extent, or for a tile table without one, its tile matrix set's (which the standard requires). */
function tableExtent(db: DatabaseSync, row: ContentRow, file: string): Extent | undefined {
  let extent = [row.min_x, row.min_y, row.max_x, row.max_y]
  if (extent.some((v) => v === null) && row.data_type === 'tiles') {
    const set = db.prepare('SELECT min_x, min_y, max_x, max_y FROM gpkg_tile_matrix_set WHERE table_name = ?').get(row.table_name)
    if (set) extent = [set.min_x, set.min_y, set.max_x, set.max_y] as Array<number | null>
  }
  if (extent.every((v) => typeof v === 'number')) {
    const [minX, minY, maxX, maxY] = extent as Extent
    if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
      throw new FootprintError(
        file,
        `gpkg_contents gives table "${row.table_name}" the extent ${extent.join(', ')}, which is not min_x, min_y, max_x, max_y`,
      )
    return [minX, minY, maxX, maxY]
  }
  // Without an extent, an empty table adds nothing; one with rows has an unknown footprint.
  const empty = db.prepare(`SELECT 1 FROM "${row.table_name.replaceAll('"', '""')}" LIMIT 1`).get() === undefined
  if (empty) return undefined
  throw new FootprintError(file, `gpkg_contents gives no extent (min_x…max_y) for table "${row.table_name}"`)
}

function tableCrs(row: ContentRow, file: string): CrsRef {
  const from = `gpkg_spatial_ref_sys for table "${row.table_name}"`
  if (row.srs_id === null || row.organization === null)
    throw new FootprintError(
      file,
      `table "${row.table_name}" names srs_id ${row.srs_id ?? 'NULL'}, which gpkg_spatial_ref_sys does not define`,
    )
  const code = row.organization.toUpperCase() === 'EPSG' ? row.organization_coordsys_id : null
  const definition = row.definition && row.definition.trim().toLowerCase() !== 'undefined' ? row.definition : undefined
  if (code !== null && code > 0) return definition ? { epsg: code, wkt: definition, from } : { epsg: code, from }
  if (definition) return { wkt: definition, from }
  throw new FootprintError(file, `table "${row.table_name}" has an undefined CRS (srs_id ${row.srs_id}, organization ${row.organization})`)
}
