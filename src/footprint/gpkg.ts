/**
 * The footprint of a GeoPackage from its core tables (OGC GeoPackage 1.4): the extent of each
 * feature or tile table in gpkg_contents, in the CRS gpkg_spatial_ref_sys names for it.
 * node:sqlite (built into Node 24, no flag, no warning) opens the file read-only; nothing is scanned.
 * Node 22's lacks the authorizer below: there a GeoPackage's footprint is refused, saying so.
 *
 * The file is data, never code. A synchronous SQLite call cannot be interrupted (not even by
 * terminating its worker thread), so nothing the file defines may run: every table read must be an
 * ordinary table (not a view, not a virtual table, no generated column), an authorizer refuses any
 * read through a view or trigger, any function but the few used here, recursive queries and
 * pragmas; every query has a LIMIT; no value larger than MAX_VALUE is materialised. SQLite parses
 * the whole schema when the first statement runs, in memory no heap limit counts (15 MB of views
 * took 1.6 s and 400 MB): its size is read from the file's own b-tree first, and bounded. The file
 * is opened immutable: no lock, no -shm file written beside it, no -wal file read.
 */
import { constants, DatabaseSync } from 'node:sqlite'
import { pathToFileURL } from 'node:url'
import { FootprintError, quoted } from './error.ts'
import type { HeaderReader } from '../headers/index.ts'
import { rectangle, type CrsRef, type SourceOutline } from './source.ts'
import { MAX_WKT } from './wkt.ts'

/** A GeoPackage has one row per layer in gpkg_contents; more layers than this are not read. */
const MAX_ROWS = 1000
/** A CRS definition is a WKT of a few kilobytes; one longer than a WKT may be (MAX_WKT, as crs.ts reads them) is not read. */
const MAX_DEFINITION = MAX_WKT
/** SQLite refuses to make any string or blob longer than this ("string or blob too big"). */
const MAX_VALUE = 1024 * 1024
/**
 * The schema's SQL, at most: a GeoPackage's tables, spatial indexes and their triggers take a few
 * kilobytes a layer, so this is some 200 layers; SQLite parses it in a tenth of a second.
 */
const MAX_SCHEMA_BYTES = 1024 * 1024

const CORE_TABLES = ['gpkg_contents', 'gpkg_spatial_ref_sys'] as const
/** A column's text only when it is short (a table name): a thousand rows of 1 MiB names are never made. */
const SHORT = (column: string): string => `CASE WHEN octet_length(${column}) <= 1024 THEN ${column} END`

// SQLite's authorizer action codes (sqlite3.h).
const SQLITE_PRAGMA = 19
const SQLITE_READ = 20
const SQLITE_SELECT = 21
const SQLITE_FUNCTION = 31
const ALLOWED_FUNCTIONS = new Set(['typeof', 'octet_length', 'substr'])
const ALLOWED_PRAGMAS = new Set(['table_xinfo'])

interface ContentRow {
  readonly table_name: string
  readonly data_type: string
  readonly min_x: number | null
  readonly min_y: number | null
  readonly max_x: number | null
  readonly max_y: number | null
  readonly srs_id: number | null
}

interface SrsRow {
  readonly rowid: number
  readonly organization: string | null
  readonly code: number | null
  readonly definitionType: unknown
  readonly definitionLength: number
}

export async function gpkgOutlines(reader: HeaderReader, absolutePath: string, file: string): Promise<SourceOutline[] | undefined> {
  const schema = await schemaBytes(reader)
  if (schema > MAX_SCHEMA_BYTES)
    throw new FootprintError(file, `its SQLite schema holds more than ${MAX_SCHEMA_BYTES} bytes of SQL; a GeoPackage's is far smaller`)
  // Node 22's node:sqlite (and 24's before 24.10) has no authorizer: the file's own SQL could run.
  if (!('setAuthorizer' in DatabaseSync.prototype))
    throw new FootprintError(
      file,
      `its footprint is read only on Node.js 24.10 or later, whose SQLite keeps a file's own SQL from running ` +
        `(this is Node.js ${process.versions.node}): run stac-publish on a current Node.js 24`,
    )
  let db: DatabaseSync
  try {
    db = new DatabaseSync(new URL(`${pathToFileURL(absolutePath).href}?immutable=1`), {
      readOnly: true,
      allowExtension: false,
      defensive: true,
      limits: { length: MAX_VALUE, sqlLength: MAX_VALUE, attach: 0, triggerDepth: 0 },
    })
  } catch (error) {
    throw new FootprintError(file, `it cannot be opened as a GeoPackage (${(error as Error).message})`)
  }
  try {
    const gpkg = new GeoPackage(db, file)
    // A plain SQLite database is no GeoPackage and carries no georeferencing.
    if (!gpkg.hasTable('gpkg_contents')) return undefined
    for (const table of CORE_TABLES) gpkg.checkPlainTable(table)
    const outlines: SourceOutline[] = []
    for (const row of gpkg.contents()) {
      const extent = gpkg.extent(row)
      if (extent) outlines.push({ crs: gpkg.crs(row), ring: rectangle(...extent) })
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

/**
 * The bytes of SQL in sqlite_master, from its b-tree (rooted at page 1; SQLite's file format,
 * §1.6 and §2.3): the payload sizes of its leaf cells, without reading the SQL itself. Stops as
 * soon as it is past the bound, and reads no more pages than a schema of that size fills. A
 * corrupt b-tree ends the count: SQLite then says what is wrong when it opens the file.
 */
async function schemaBytes(reader: HeaderReader): Promise<number> {
  const header = await reader.read(0, 100)
  if (header.length < 100) return 0
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16)
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return 0
  const maxPages = 2 * Math.ceil(MAX_SCHEMA_BYTES / pageSize) + 16
  const pending = [1]
  const seen = new Set<number>()
  let total = 0
  while (pending.length > 0 && total <= MAX_SCHEMA_BYTES) {
    const page = pending.pop()!
    if (seen.size >= maxPages) return MAX_SCHEMA_BYTES + 1
    if (seen.has(page)) return total
    seen.add(page)
    const bytes = await reader.read((page - 1) * pageSize, pageSize)
    const at = page === 1 ? 100 : 0
    if (bytes.length < pageSize) return total
    const cells = bytes.readUInt16BE(at + 3)
    if (bytes[at] === 0x05) {
      // An interior page: its right-most child, and each cell's child.
      pending.push(bytes.readUInt32BE(at + 8))
      for (let i = 0; i < cells && at + 14 + 2 * i <= pageSize; i++) {
        const cell = bytes.readUInt16BE(at + 12 + 2 * i)
        if (cell + 4 <= pageSize) pending.push(bytes.readUInt32BE(cell))
      }
    } else if (bytes[at] === 0x0d) {
      for (let i = 0; i < cells && at + 10 + 2 * i <= pageSize; i++) total += varint(bytes, bytes.readUInt16BE(at + 8 + 2 * i))
    } else return total
  }
  return total
}

/** SQLite's variable-length integer at `at` (big-endian 7-bit groups, a full ninth byte), as a number; 0 past the end. */
function varint(bytes: Buffer, at: number): number {
  let value = 0
  for (let i = 0; i < 9; i++) {
    const byte = bytes[at + i]
    if (byte === undefined) return 0
    if (i === 8) return value * 256 + byte
    value = value * 128 + (byte & 0x7f)
    if (byte < 0x80) return value
  }
  return value
}

class GeoPackage {
  readonly #db: DatabaseSync
  readonly #file: string
  /** The tables this reader has checked and may read; the authorizer refuses every other. */
  readonly #readable = new Set<string>(['sqlite_master', 'sqlite_schema', 'pragma_table_xinfo'])

  constructor(db: DatabaseSync, file: string) {
    this.#db = db
    this.#file = file
    db.setAuthorizer((action, table, detail, _database, viaViewOrTrigger) => {
      if (viaViewOrTrigger !== null) return constants.SQLITE_DENY
      if (action === SQLITE_SELECT) return constants.SQLITE_OK
      if (action === SQLITE_READ && table !== null && this.#readable.has(table)) return constants.SQLITE_OK
      if (action === SQLITE_FUNCTION && detail !== null && ALLOWED_FUNCTIONS.has(detail.toLowerCase())) return constants.SQLITE_OK
      if (action === SQLITE_PRAGMA && table !== null && ALLOWED_PRAGMAS.has(table.toLowerCase())) return constants.SQLITE_OK
      return constants.SQLITE_DENY
    })
  }

  #refuse(problem: string): FootprintError {
    return new FootprintError(this.#file, problem)
  }

  hasTable(name: string): boolean {
    return this.#db.prepare("SELECT 1 FROM sqlite_master WHERE name = ? AND type IN ('table', 'view') LIMIT 1").get(name) !== undefined
  }

  /** Refuses a view, a virtual table or a table with generated columns: reading one would run the file's own SQL. */
  checkPlainTable(name: string): void {
    const entry = this.#db.prepare('SELECT type, typeof(sql) AS kind, substr(sql, 1, 64) AS head FROM sqlite_master WHERE name = ? LIMIT 1')
    const row = entry.get(name) as { type: unknown; kind: unknown; head: unknown } | undefined
    if (!row) throw this.#refuse(`it has no table ${quoted(name)}, which its gpkg_contents needs`)
    if (row.type !== 'table')
      throw this.#refuse(`its ${quoted(name)} is a ${String(row.type)}, not a table; a GeoPackage is read only from plain tables`)
    if (typeof row.head === 'string' && /^\s*CREATE\s+VIRTUAL\b/i.test(row.head))
      throw this.#refuse(`its ${quoted(name)} is a virtual table; a GeoPackage is read only from plain tables`)
    this.#readable.add(name)
    const generated = this.#db.prepare('SELECT name FROM pragma_table_xinfo(?) WHERE hidden <> 0 LIMIT 1').get(name)
    if (generated) throw this.#refuse(`its table ${quoted(name)} has generated columns; a GeoPackage is read only from plain tables`)
  }

  /** The feature and tile tables of gpkg_contents, in name order. */
  contents(): ContentRow[] {
    const rows = this.#db
      .prepare(
        `SELECT ${SHORT('table_name')} AS table_name, substr(data_type, 1, 32) AS data_type, min_x, min_y, max_x, max_y, srs_id,
                typeof(table_name) AS name_type, octet_length(table_name) AS name_length
           FROM gpkg_contents LIMIT ${MAX_ROWS + 1}`,
      )
      .all() as Array<Record<string, unknown>>
    if (rows.length > MAX_ROWS) throw this.#refuse(`its gpkg_contents has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`)
    const layers = rows.flatMap((row): ContentRow[] => {
      if (row.name_type !== 'text') throw this.#refuse(`its gpkg_contents has a table_name of type ${String(row.name_type)}, not text`)
      if ((row.name_length as number) > 1024) throw this.#refuse('its gpkg_contents has a table_name over 1024 bytes long')
      const tableName = row.table_name as string
      if (row.data_type === 'attributes') return []
      const number = (column: string): number | null => {
        const value = row[column]
        if (value === null || typeof value === 'number') return value
        throw this.#refuse(`its gpkg_contents gives table ${quoted(tableName)} a ${column} that is no number`)
      }
      return [
        {
          table_name: tableName,
          data_type: typeof row.data_type === 'string' ? row.data_type : '',
          min_x: number('min_x'),
          min_y: number('min_y'),
          max_x: number('max_x'),
          max_y: number('max_y'),
          srs_id: number('srs_id'),
        },
      ]
    })
    return layers.sort((a, b) => (a.table_name < b.table_name ? -1 : a.table_name > b.table_name ? 1 : 0))
  }

  /** gpkg_contents' extent, or for a tile table without one, its tile matrix set's (which the standard requires). */
  extent(row: ContentRow): Extent | undefined {
    let extent: Array<number | null> = [row.min_x, row.min_y, row.max_x, row.max_y]
    if (extent.some((v) => v === null) && row.data_type === 'tiles') extent = this.#tileMatrixSets().get(row.table_name) ?? extent
    if (extent.every((v) => typeof v === 'number')) {
      const [minX, minY, maxX, maxY] = extent as Extent
      if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
        throw this.#refuse(
          `gpkg_contents gives table ${quoted(row.table_name)} the extent ${extent.join(', ')}, which is not min_x, min_y, max_x, max_y`,
        )
      return [minX, minY, maxX, maxY]
    }
    // Without an extent, an empty table adds nothing; one with rows has an unknown footprint.
    if (!this.hasTable(row.table_name)) throw this.#refuse(`gpkg_contents names table ${quoted(row.table_name)}, which the file lacks`)
    this.checkPlainTable(row.table_name)
    const empty = this.#db.prepare(`SELECT 1 FROM "${row.table_name.replaceAll('"', '""')}" LIMIT 1`).get() === undefined
    if (empty) return undefined
    throw this.#refuse(`gpkg_contents gives no extent (min_x…max_y) for table ${quoted(row.table_name)}`)
  }

  #tileSets: Map<string, Array<number | null>> | undefined

  /** gpkg_tile_matrix_set in one bounded scan, by table name. */
  #tileMatrixSets(): Map<string, Array<number | null>> {
    if (this.#tileSets) return this.#tileSets
    this.#tileSets = new Map()
    if (!this.hasTable('gpkg_tile_matrix_set')) return this.#tileSets
    this.checkPlainTable('gpkg_tile_matrix_set')
    const rows = this.#db
      .prepare(`SELECT ${SHORT('table_name')} AS table_name, min_x, min_y, max_x, max_y FROM gpkg_tile_matrix_set LIMIT ${MAX_ROWS + 1}`)
      .all() as Array<Record<string, unknown>>
    if (rows.length > MAX_ROWS) throw this.#refuse(`its gpkg_tile_matrix_set has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`)
    for (const set of rows)
      if (typeof set.table_name === 'string' && !this.#tileSets.has(set.table_name))
        this.#tileSets.set(
          set.table_name,
          [set.min_x, set.min_y, set.max_x, set.max_y].map((v) => (typeof v === 'number' ? v : null)),
        )
    return this.#tileSets
  }

  crs(row: ContentRow): CrsRef {
    const from = `gpkg_spatial_ref_sys for table ${quoted(row.table_name)}`
    const srs = row.srs_id === null ? undefined : this.#srsRows().get(row.srs_id)
    if (!srs || srs.organization === null)
      throw this.#refuse(`table ${quoted(row.table_name)} names srs_id ${row.srs_id ?? 'NULL'}, which gpkg_spatial_ref_sys does not define`)
    const code = srs.organization.toUpperCase() === 'EPSG' ? srs.code : null
    const text = this.#definition(row.srs_id!, srs)
    const definition = text && text.trim().toLowerCase() !== 'undefined' ? text : undefined
    if (code !== null && code > 0) return definition ? { epsg: code, wkt: definition, from } : { epsg: code, from }
    if (definition) return { wkt: definition, from }
    throw this.#refuse(
      `table ${quoted(row.table_name)} has an undefined CRS (srs_id ${row.srs_id}, organization ${quoted(srs.organization)})`,
    )
  }

  #srs: Map<number, SrsRow> | undefined

  /** gpkg_spatial_ref_sys in one bounded scan (srs_id need not be indexed in a file made by hand): no definition is read yet. */
  #srsRows(): Map<number, SrsRow> {
    if (this.#srs) return this.#srs
    const rows = this.#db
      .prepare(
        `SELECT rowid AS rid, srs_id, substr(organization, 1, 64) AS organization, organization_coordsys_id,
                typeof(organization) AS organization_type,
                typeof(definition) AS definition_type, octet_length(definition) AS definition_length
           FROM gpkg_spatial_ref_sys LIMIT ${MAX_ROWS + 1}`,
      )
      .all() as Array<Record<string, unknown>>
    if (rows.length > MAX_ROWS) throw this.#refuse(`its gpkg_spatial_ref_sys has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`)
    this.#srs = new Map()
    for (const row of rows) {
      if (typeof row.srs_id !== 'number' || this.#srs.has(row.srs_id)) continue
      this.#srs.set(row.srs_id, {
        rowid: row.rid as number,
        organization: row.organization_type === 'text' ? (row.organization as string) : null,
        code: typeof row.organization_coordsys_id === 'number' ? row.organization_coordsys_id : null,
        definitionType: row.definition_type,
        definitionLength: typeof row.definition_length === 'number' ? row.definition_length : 0,
      })
    }
    return this.#srs
  }

  #definition(id: number, srs: SrsRow): string | undefined {
    if (srs.definitionType !== 'text') return undefined
    if (srs.definitionLength > MAX_DEFINITION)
      throw this.#refuse(
        `its gpkg_spatial_ref_sys definition for srs_id ${id} is ${srs.definitionLength} bytes; at most ${MAX_DEFINITION} are read`,
      )
    const row = this.#db.prepare('SELECT definition FROM gpkg_spatial_ref_sys WHERE rowid = ?').get(srs.rowid) as { definition: unknown }
    return typeof row.definition === 'string' ? row.definition : undefined
  }
}
