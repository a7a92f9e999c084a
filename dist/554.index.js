export const id = 554;
export const ids = [554];
export const modules = {

/***/ 7884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ EPSG_DEFINITIONS),
/* harmony export */   T: () => (/* binding */ epsgOfEsriName)
/* harmony export */ });
/**
 * proj4 definitions of the CRSs a Swiss federal data team meets, by EPSG code, from the EPSG
 * dataset's PROJ strings. Loaded only with proj4, when a file's coordinates need reprojecting.
 * Datum shifts are the EPSG dataset's default (best available Helmert) transformations. EPSG:3857
 * and the other codes proj4 defines itself are taken from proj4.
 */
const CH1903_TOWGS84 = '+towgs84=674.374,15.056,405.346,0,0,0,0';
const DHDN_TOWGS84 = '+towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7';
const MGI_TOWGS84 = '+towgs84=577.326,90.129,463.919,5.137,1.474,5.297,2.4232';
const ED50_TOWGS84 = '+towgs84=-87,-98,-121,0,0,0,0';
const MONTE_MARIO_TOWGS84 = '+towgs84=-104.1,-49.1,-9.9,0.971,-2.917,0.714,-11.68';
const AMERSFOORT_TOWGS84 = '+towgs84=565.4171,50.3319,465.5524,1.9342,-1.6677,9.1019,4.0725';
const OSGB36_TOWGS84 = '+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489';
const ETRS89 = '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0';
const SWISS_OBLIQUE = '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1';
const FIXED = [
    // Switzerland and Liechtenstein
    [2056, `${SWISS_OBLIQUE} +x_0=2600000 +y_0=1200000 +ellps=bessel ${CH1903_TOWGS84} +units=m +no_defs`],
    [21781, `${SWISS_OBLIQUE} +x_0=600000 +y_0=200000 +ellps=bessel ${CH1903_TOWGS84} +units=m +no_defs`],
    [4150, `+proj=longlat +ellps=bessel ${CH1903_TOWGS84} +no_defs`],
    [4149, `+proj=longlat +ellps=bessel ${CH1903_TOWGS84} +no_defs`],
    // WGS84 and ETRS89
    [4326, '+proj=longlat +datum=WGS84 +no_defs'],
    [4979, '+proj=longlat +datum=WGS84 +no_defs'],
    [4258, `+proj=longlat ${ETRS89} +no_defs`],
    [4937, `+proj=longlat ${ETRS89} +no_defs`],
    [3035, `+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 ${ETRS89} +units=m +no_defs`],
    [3034, `+proj=lcc +lat_0=52 +lon_0=10 +lat_1=35 +lat_2=65 +x_0=4000000 +y_0=2800000 ${ETRS89} +units=m +no_defs`],
    [3395, '+proj=merc +lon_0=0 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs'],
    // Neighbours
    [31466, `+proj=tmerc +lat_0=0 +lon_0=6 +k=1 +x_0=2500000 +y_0=0 +ellps=bessel ${DHDN_TOWGS84} +units=m +no_defs`],
    [31467, `+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 +ellps=bessel ${DHDN_TOWGS84} +units=m +no_defs`],
    [31468, `+proj=tmerc +lat_0=0 +lon_0=12 +k=1 +x_0=4500000 +y_0=0 +ellps=bessel ${DHDN_TOWGS84} +units=m +no_defs`],
    [4314, `+proj=longlat +ellps=bessel ${DHDN_TOWGS84} +no_defs`],
    [31254, `+proj=tmerc +lat_0=0 +lon_0=10.3333333333333 +k=1 +x_0=0 +y_0=-5000000 +ellps=bessel ${MGI_TOWGS84} +units=m +no_defs`],
    [31255, `+proj=tmerc +lat_0=0 +lon_0=13.3333333333333 +k=1 +x_0=0 +y_0=-5000000 +ellps=bessel ${MGI_TOWGS84} +units=m +no_defs`],
    [31256, `+proj=tmerc +lat_0=0 +lon_0=16.3333333333333 +k=1 +x_0=0 +y_0=-5000000 +ellps=bessel ${MGI_TOWGS84} +units=m +no_defs`],
    [
        31287,
        '+proj=lcc +lat_0=47.5 +lon_0=13.3333333333333 +lat_1=49 +lat_2=46 +x_0=400000 +y_0=400000 ' +
            `+ellps=bessel ${MGI_TOWGS84} +units=m +no_defs`,
    ],
    [4312, `+proj=longlat +ellps=bessel ${MGI_TOWGS84} +no_defs`],
    [2154, `+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 ${ETRS89} +units=m +no_defs`],
    [4171, `+proj=longlat ${ETRS89} +no_defs`],
    [3003, `+proj=tmerc +lat_0=0 +lon_0=9 +k=0.9996 +x_0=1500000 +y_0=0 +ellps=intl ${MONTE_MARIO_TOWGS84} +units=m +no_defs`],
    [3004, `+proj=tmerc +lat_0=0 +lon_0=15 +k=0.9996 +x_0=2520000 +y_0=0 +ellps=intl ${MONTE_MARIO_TOWGS84} +units=m +no_defs`],
    [
        3812,
        '+proj=lcc +lat_0=50.797815 +lon_0=4.35921583333333 +lat_1=49.8333333333333 +lat_2=51.1666666666667 ' +
            `+x_0=649328 +y_0=665262 ${ETRS89} +units=m +no_defs`,
    ],
    [
        28992,
        '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 ' +
            `+ellps=bessel ${AMERSFOORT_TOWGS84} +units=m +no_defs`,
    ],
    [27700, `+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy ${OSGB36_TOWGS84} +units=m +no_defs`],
    [4230, `+proj=longlat +ellps=intl ${ED50_TOWGS84} +no_defs`],
];
/** UTM zones: WGS84 north (326zz) and south (327zz), ETRS89 (258zz, zones 28\u201338), ED50 (230zz, zones 28\u201338). */
function utmZones() {
    const zones = [];
    for (let zone = 1; zone <= 60; zone++) {
        zones.push([32600 + zone, `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`]);
        zones.push([32700 + zone, `+proj=utm +zone=${zone} +south +datum=WGS84 +units=m +no_defs`]);
    }
    for (let zone = 28; zone <= 38; zone++) {
        zones.push([25800 + zone, `+proj=utm +zone=${zone} ${ETRS89} +units=m +no_defs`]);
        zones.push([23000 + zone, `+proj=utm +zone=${zone} +ellps=intl ${ED50_TOWGS84} +units=m +no_defs`]);
    }
    return zones;
}
const EPSG_DEFINITIONS = new Map([...FIXED, ...utmZones()]);
/** The CRS names ESRI writes in .prj files without an authority code, for the CRSs above. */
function epsgOfEsriName(name) {
    const utm = /^(WGS_1984|ETRS_1989|ED_1950)_UTM_Zone_(\d{1,2})([NS])$/i.exec(name);
    if (utm) {
        const zone = Number(utm[2]);
        const datum = utm[1].toUpperCase();
        if (datum === 'WGS_1984')
            return (utm[3].toUpperCase() === 'N' ? 32600 : 32700) + zone;
        if (utm[3].toUpperCase() === 'N')
            return (datum === 'ETRS_1989' ? 25800 : 23000) + zone;
        return undefined;
    }
    return ESRI_NAMES.get(name.toUpperCase());
}
const ESRI_NAMES = new Map([
    ['CH1903+_LV95', 2056],
    ['CH1903_LV03', 21781],
    ['GCS_CH1903+', 4150],
    ['GCS_CH1903', 4149],
    ['GCS_WGS_1984', 4326],
    ['GCS_ETRS_1989', 4258],
    ['WGS_1984_WEB_MERCATOR_AUXILIARY_SPHERE', 3857],
    ['WGS_1984_WEB_MERCATOR', 3857],
    ['ETRS_1989_LAEA', 3035],
    ['ETRS_1989_LCC', 3034],
    ['RGF_1993_LAMBERT_93', 2154],
    ['RD_NEW', 28992],
    ['BRITISH_NATIONAL_GRID', 27700],
]);


/***/ }),

/***/ 9554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gpkgOutlines: () => (/* binding */ gpkgOutlines)
/* harmony export */ });
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_sqlite__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5545);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8074);
/* harmony import */ var _wkt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9757);
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





/** A GeoPackage has one row per layer in gpkg_contents; more layers than this are not read. */
const MAX_ROWS = 1000;
/** A CRS definition is a WKT of a few kilobytes; one longer than a WKT may be (MAX_WKT, as crs.ts reads them) is not read. */
const MAX_DEFINITION = _wkt_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WKT */ .MB;
/** SQLite refuses to make any string or blob longer than this ("string or blob too big"). */
const MAX_VALUE = 1024 * 1024;
/**
 * The schema's SQL, at most: a GeoPackage's tables, spatial indexes and their triggers take a few
 * kilobytes a layer, so this is some 200 layers; SQLite parses it in a tenth of a second.
 */
const MAX_SCHEMA_BYTES = 1024 * 1024;
const CORE_TABLES = ['gpkg_contents', 'gpkg_spatial_ref_sys'];
/** A column's text only when it is short (a table name): a thousand rows of 1 MiB names are never made. */
const SHORT = (column) => `CASE WHEN octet_length(${column}) <= 1024 THEN ${column} END`;
// SQLite's authorizer action codes (sqlite3.h).
const SQLITE_PRAGMA = 19;
const SQLITE_READ = 20;
const SQLITE_SELECT = 21;
const SQLITE_FUNCTION = 31;
const ALLOWED_FUNCTIONS = new Set(['typeof', 'octet_length', 'substr']);
const ALLOWED_PRAGMAS = new Set(['table_xinfo']);
async function gpkgOutlines(reader, absolutePath, file) {
    const schema = await schemaBytes(reader);
    if (schema > MAX_SCHEMA_BYTES)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its SQLite schema holds more than ${MAX_SCHEMA_BYTES} bytes of SQL; a GeoPackage's is far smaller`);
    // Node 22's node:sqlite (and 24's before 24.10) has no authorizer: the file's own SQL could run.
    if (!("setAuthorizer" in node_sqlite__WEBPACK_IMPORTED_MODULE_0__.DatabaseSync.prototype))
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its footprint is read only on Node.js 24.10 or later, whose SQLite keeps a file's own SQL from running ` +
            `(this is Node.js ${process.versions.node}): run stac-publish on a current Node.js 24`);
    let db;
    try {
        db = new node_sqlite__WEBPACK_IMPORTED_MODULE_0__.DatabaseSync(new URL(`${(0,node_url__WEBPACK_IMPORTED_MODULE_1__.pathToFileURL)(absolutePath).href}?immutable=1`), {
            readOnly: true,
            allowExtension: false,
            defensive: true,
            limits: { length: MAX_VALUE, sqlLength: MAX_VALUE, attach: 0, triggerDepth: 0 },
        });
    }
    catch (error) {
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `it cannot be opened as a GeoPackage (${error.message})`);
    }
    try {
        const gpkg = new GeoPackage(db, file);
        // A plain SQLite database is no GeoPackage and carries no georeferencing.
        if (!gpkg.hasTable('gpkg_contents'))
            return undefined;
        for (const table of CORE_TABLES)
            gpkg.checkPlainTable(table);
        const outlines = [];
        for (const row of gpkg.contents()) {
            const extent = gpkg.extent(row);
            if (extent)
                outlines.push({ crs: gpkg.crs(row), ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_4__/* .rectangle */ .Y)(...extent) });
        }
        return outlines.length > 0 ? outlines : undefined;
    }
    catch (error) {
        if (error instanceof _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E)
            throw error;
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its GeoPackage tables cannot be read (${error.message})`);
    }
    finally {
        db.close();
    }
}
/**
 * The bytes of SQL in sqlite_master, from its b-tree (rooted at page 1; SQLite's file format,
 * \u00a71.6 and \u00a72.3): the payload sizes of its leaf cells, without reading the SQL itself. Stops as
 * soon as it is past the bound, and reads no more pages than a schema of that size fills. A
 * corrupt b-tree ends the count: SQLite then says what is wrong when it opens the file.
 */
async function schemaBytes(reader) {
    const header = await reader.read(0, 100);
    if (header.length < 100)
        return 0;
    const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
    if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0)
        return 0;
    const maxPages = 2 * Math.ceil(MAX_SCHEMA_BYTES / pageSize) + 16;
    const pending = [1];
    const seen = new Set();
    let total = 0;
    while (pending.length > 0 && total <= MAX_SCHEMA_BYTES) {
        const page = pending.pop();
        if (seen.size >= maxPages)
            return MAX_SCHEMA_BYTES + 1;
        if (seen.has(page))
            return total;
        seen.add(page);
        const bytes = await reader.read((page - 1) * pageSize, pageSize);
        const at = page === 1 ? 100 : 0;
        if (bytes.length < pageSize)
            return total;
        const cells = bytes.readUInt16BE(at + 3);
        if (bytes[at] === 0x05) {
            // An interior page: its right-most child, and each cell's child.
            pending.push(bytes.readUInt32BE(at + 8));
            for (let i = 0; i < cells && at + 14 + 2 * i <= pageSize; i++) {
                const cell = bytes.readUInt16BE(at + 12 + 2 * i);
                if (cell + 4 <= pageSize)
                    pending.push(bytes.readUInt32BE(cell));
            }
        }
        else if (bytes[at] === 0x0d) {
            for (let i = 0; i < cells && at + 10 + 2 * i <= pageSize; i++)
                total += varint(bytes, bytes.readUInt16BE(at + 8 + 2 * i));
        }
        else
            return total;
    }
    return total;
}
/** SQLite's variable-length integer at `at` (big-endian 7-bit groups, a full ninth byte), as a number; 0 past the end. */
function varint(bytes, at) {
    let value = 0;
    for (let i = 0; i < 9; i++) {
        const byte = bytes[at + i];
        if (byte === undefined)
            return 0;
        if (i === 8)
            return value * 256 + byte;
        value = value * 128 + (byte & 0x7f);
        if (byte < 0x80)
            return value;
    }
    return value;
}
class GeoPackage {
    #db;
    #file;
    /** The tables this reader has checked and may read; the authorizer refuses every other. */
    #readable = new Set(['sqlite_master', 'sqlite_schema', 'pragma_table_xinfo']);
    constructor(db, file) {
        this.#db = db;
        this.#file = file;
        db.setAuthorizer((action, table, detail, _database, viaViewOrTrigger) => {
            if (viaViewOrTrigger !== null)
                return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_DENY;
            if (action === SQLITE_SELECT)
                return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_OK;
            if (action === SQLITE_READ && table !== null && this.#readable.has(table))
                return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_OK;
            if (action === SQLITE_FUNCTION && detail !== null && ALLOWED_FUNCTIONS.has(detail.toLowerCase()))
                return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_OK;
            if (action === SQLITE_PRAGMA && table !== null && ALLOWED_PRAGMAS.has(table.toLowerCase()))
                return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_OK;
            return node_sqlite__WEBPACK_IMPORTED_MODULE_0__.constants.SQLITE_DENY;
        });
    }
    #refuse(problem) {
        return new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(this.#file, problem);
    }
    hasTable(name) {
        return this.#db.prepare("SELECT 1 FROM sqlite_master WHERE name = ? AND type IN ('table', 'view') LIMIT 1").get(name) !== undefined;
    }
    /** Refuses a view, a virtual table or a table with generated columns: reading one would run the file's own SQL. */
    checkPlainTable(name) {
        const entry = this.#db.prepare('SELECT type, typeof(sql) AS kind, substr(sql, 1, 64) AS head FROM sqlite_master WHERE name = ? LIMIT 1');
        const row = entry.get(name);
        if (!row)
            throw this.#refuse(`it has no table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)}, which its gpkg_contents needs`);
        if (row.type !== 'table')
            throw this.#refuse(`its ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} is a ${String(row.type)}, not a table; a GeoPackage is read only from plain tables`);
        if (typeof row.head === 'string' && /^\s*CREATE\s+VIRTUAL\b/i.test(row.head))
            throw this.#refuse(`its ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} is a virtual table; a GeoPackage is read only from plain tables`);
        this.#readable.add(name);
        const generated = this.#db.prepare('SELECT name FROM pragma_table_xinfo(?) WHERE hidden <> 0 LIMIT 1').get(name);
        if (generated)
            throw this.#refuse(`its table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} has generated columns; a GeoPackage is read only from plain tables`);
    }
    /** The feature and tile tables of gpkg_contents, in name order. */
    contents() {
        const rows = this.#db
            .prepare(`SELECT ${SHORT('table_name')} AS table_name, substr(data_type, 1, 32) AS data_type, min_x, min_y, max_x, max_y, srs_id,
                typeof(table_name) AS name_type, octet_length(table_name) AS name_length
           FROM gpkg_contents LIMIT ${MAX_ROWS + 1}`)
            .all();
        if (rows.length > MAX_ROWS)
            throw this.#refuse(`its gpkg_contents has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`);
        const layers = rows.flatMap((row) => {
            if (row.name_type !== 'text')
                throw this.#refuse(`its gpkg_contents has a table_name of type ${String(row.name_type)}, not text`);
            if (row.name_length > 1024)
                throw this.#refuse('its gpkg_contents has a table_name over 1024 bytes long');
            const tableName = row.table_name;
            if (row.data_type === 'attributes')
                return [];
            const number = (column) => {
                const value = row[column];
                if (value === null || typeof value === 'number')
                    return value;
                throw this.#refuse(`its gpkg_contents gives table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(tableName)} a ${column} that is no number`);
            };
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
            ];
        });
        return layers.sort((a, b) => (a.table_name < b.table_name ? -1 : a.table_name > b.table_name ? 1 : 0));
    }
    /** gpkg_contents' extent, or for a tile table without one, its tile matrix set's (which the standard requires). */
    extent(row) {
        let extent = [row.min_x, row.min_y, row.max_x, row.max_y];
        if (extent.some((v) => v === null) && row.data_type === 'tiles')
            extent = this.#tileMatrixSets().get(row.table_name) ?? extent;
        if (extent.every((v) => typeof v === 'number')) {
            const [minX, minY, maxX, maxY] = extent;
            if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
                throw this.#refuse(`gpkg_contents gives table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)} the extent ${extent.join(', ')}, which is not min_x, min_y, max_x, max_y`);
            return [minX, minY, maxX, maxY];
        }
        // Without an extent, an empty table adds nothing; one with rows has an unknown footprint.
        if (!this.hasTable(row.table_name))
            throw this.#refuse(`gpkg_contents names table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)}, which the file lacks`);
        this.checkPlainTable(row.table_name);
        const empty = this.#db.prepare(`SELECT 1 FROM "${row.table_name.replaceAll('"', '""')}" LIMIT 1`).get() === undefined;
        if (empty)
            return undefined;
        throw this.#refuse(`gpkg_contents gives no extent (min_x\u2026max_y) for table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)}`);
    }
    #tileSets;
    /** gpkg_tile_matrix_set in one bounded scan, by table name. */
    #tileMatrixSets() {
        if (this.#tileSets)
            return this.#tileSets;
        this.#tileSets = new Map();
        if (!this.hasTable('gpkg_tile_matrix_set'))
            return this.#tileSets;
        this.checkPlainTable('gpkg_tile_matrix_set');
        const rows = this.#db
            .prepare(`SELECT ${SHORT('table_name')} AS table_name, min_x, min_y, max_x, max_y FROM gpkg_tile_matrix_set LIMIT ${MAX_ROWS + 1}`)
            .all();
        if (rows.length > MAX_ROWS)
            throw this.#refuse(`its gpkg_tile_matrix_set has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`);
        for (const set of rows)
            if (typeof set.table_name === 'string' && !this.#tileSets.has(set.table_name))
                this.#tileSets.set(set.table_name, [set.min_x, set.min_y, set.max_x, set.max_y].map((v) => (typeof v === 'number' ? v : null)));
        return this.#tileSets;
    }
    crs(row) {
        const from = `gpkg_spatial_ref_sys for table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)}`;
        const srs = row.srs_id === null ? undefined : this.#srsRows().get(row.srs_id);
        if (!srs || srs.organization === null)
            throw this.#refuse(`table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)} names srs_id ${row.srs_id ?? 'NULL'}, which gpkg_spatial_ref_sys does not define`);
        const code = srs.organization.toUpperCase() === 'EPSG' ? srs.code : null;
        const text = this.#definition(row.srs_id, srs);
        const definition = text && text.trim().toLowerCase() !== 'undefined' ? text : undefined;
        if (code !== null && code > 0)
            return definition ? { epsg: code, wkt: definition, from } : { epsg: code, from };
        if (definition)
            return { wkt: definition, from };
        throw this.#refuse(`table ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(row.table_name)} has an undefined CRS (srs_id ${row.srs_id}, organization ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(srs.organization)})`);
    }
    #srs;
    /** gpkg_spatial_ref_sys in one bounded scan (srs_id need not be indexed in a file made by hand): no definition is read yet. */
    #srsRows() {
        if (this.#srs)
            return this.#srs;
        const rows = this.#db
            .prepare(`SELECT rowid AS rid, srs_id, substr(organization, 1, 64) AS organization, organization_coordsys_id,
                typeof(organization) AS organization_type,
                typeof(definition) AS definition_type, octet_length(definition) AS definition_length
           FROM gpkg_spatial_ref_sys LIMIT ${MAX_ROWS + 1}`)
            .all();
        if (rows.length > MAX_ROWS)
            throw this.#refuse(`its gpkg_spatial_ref_sys has more than ${MAX_ROWS} rows; at most ${MAX_ROWS} are read`);
        this.#srs = new Map();
        for (const row of rows) {
            if (typeof row.srs_id !== 'number' || this.#srs.has(row.srs_id))
                continue;
            this.#srs.set(row.srs_id, {
                rowid: row.rid,
                organization: row.organization_type === 'text' ? row.organization : null,
                code: typeof row.organization_coordsys_id === 'number' ? row.organization_coordsys_id : null,
                definitionType: row.definition_type,
                definitionLength: typeof row.definition_length === 'number' ? row.definition_length : 0,
            });
        }
        return this.#srs;
    }
    #definition(id, srs) {
        if (srs.definitionType !== 'text')
            return undefined;
        if (srs.definitionLength > MAX_DEFINITION)
            throw this.#refuse(`its gpkg_spatial_ref_sys definition for srs_id ${id} is ${srs.definitionLength} bytes; at most ${MAX_DEFINITION} are read`);
        const row = this.#db.prepare('SELECT definition FROM gpkg_spatial_ref_sys WHERE rowid = ?').get(srs.rowid);
        return typeof row.definition === 'string' ? row.definition : undefined;
    }
}


/***/ }),

/***/ 8074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ rectangle)
/* harmony export */ });
/** The closed rectangle of [minX, minY, maxX, maxY], counterclockwise. */
function rectangle(minX, minY, maxX, maxY) {
    return [
        [minX, minY],
        [maxX, minY],
        [maxX, maxY],
        [minX, maxY],
        [minX, minY],
    ];
}


/***/ }),

/***/ 9757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MB: () => (/* binding */ MAX_WKT),
/* harmony export */   O1: () => (/* binding */ wktName),
/* harmony export */   Tw: () => (/* binding */ epsgOfWkt)
/* harmony export */ });
/* unused harmony export wktEpsgCode */
/* harmony import */ var _epsg_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7884);
/**
 * What a WKT says of itself without proj4: the EPSG code and the name of its top-level CRS. Read
 * by the CRS resolution (crs.ts) and by proj-epsg: auto, which needs the code and no projection.
 */

/** The longest WKT of the EPSG dataset is a few kilobytes; a longer one is not read (wktEpsgCode and proj4 walk it whole). */
const MAX_WKT = 64 * 1024;
/** The authority code of a WKT's top-level CRS: its last AUTHORITY[\u2026] (WKT 1) or ID[\u2026] (WKT 2) at depth 1. */
function wktEpsgCode(wkt) {
    let depth = 0;
    let code;
    let inString = false;
    for (let i = 0; i < wkt.length; i++) {
        const c = wkt[i];
        if (c === '"')
            inString = !inString;
        if (inString)
            continue;
        if (c === '[' || c === '(')
            depth++;
        else if (c === ']' || c === ')')
            depth--;
        else if (depth === 1 && (c === 'A' || c === 'I' || c === 'a' || c === 'i')) {
            const match = /^(?:AUTHORITY|ID)\s*[[(]\s*"EPSG"\s*,\s*"?(\d+)"?/i.exec(wkt.slice(i, i + 40));
            if (match && /[\s,]/.test(wkt[i - 1] ?? ''))
                code = Number(match[1]);
        }
    }
    return code;
}
/** The name of a WKT's top-level CRS: its first quoted string. */
const wktName = (wkt) => /^\s*\w+\s*[[(]\s*"([^"]*)"/.exec(wkt)?.[1];
/** The EPSG code a WKT (trimmed, at most MAX_WKT long) gives: its AUTHORITY or ID, or an ESRI name the action knows. */
function epsgOfWkt(wkt) {
    const name = wktName(wkt);
    return wktEpsgCode(wkt) ?? (name === undefined ? undefined : (0,_epsg_js__WEBPACK_IMPORTED_MODULE_0__/* .epsgOfEsriName */ .T)(name));
}


/***/ })

};
