export const id = 554;
export const ids = [554];
export const modules = {

/***/ 9554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gpkgOutlines: () => (/* binding */ gpkgOutlines)
/* harmony export */ });
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_sqlite__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5545);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8074);
/**
 * The footprint of a GeoPackage from its core tables (OGC GeoPackage 1.4): the extent of each
 * feature or tile table in gpkg_contents, in the CRS gpkg_spatial_ref_sys names for it.
 * node:sqlite (built into Node 24, no flag, no warning) opens the file read-only; nothing is scanned.
 */



function gpkgOutlines(absolutePath, file) {
    let db;
    try {
        db = new node_sqlite__WEBPACK_IMPORTED_MODULE_0__.DatabaseSync(absolutePath, { readOnly: true });
    }
    catch (error) {
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `it cannot be opened as a GeoPackage (${error.message})`);
    }
    try {
        const hasContents = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'gpkg_contents'").get();
        // A plain SQLite database is no GeoPackage and carries no georeferencing.
        if (!hasContents)
            return undefined;
        const rows = db
            .prepare(`SELECT c.table_name, c.data_type, c.min_x, c.min_y, c.max_x, c.max_y, c.srs_id,
                s.organization, s.organization_coordsys_id, s.definition
           FROM gpkg_contents c LEFT JOIN gpkg_spatial_ref_sys s ON s.srs_id = c.srs_id
          WHERE c.data_type <> 'attributes' ORDER BY c.table_name`)
            .all();
        const outlines = [];
        for (const row of rows) {
            const extent = tableExtent(db, row, file);
            if (extent)
                outlines.push({ crs: tableCrs(row, file), ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .rectangle */ .Y)(...extent) });
        }
        return outlines.length > 0 ? outlines : undefined;
    }
    catch (error) {
        if (error instanceof _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E)
            throw error;
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its GeoPackage tables cannot be read (${error.message})`);
    }
    finally {
        db.close();
    }
}
/** gpkg_contents' extent, or for a tile table without one, its tile matrix set's (which the standard requires). */
function tableExtent(db, row, file) {
    let extent = [row.min_x, row.min_y, row.max_x, row.max_y];
    if (extent.some((v) => v === null) && row.data_type === 'tiles') {
        const set = db.prepare('SELECT min_x, min_y, max_x, max_y FROM gpkg_tile_matrix_set WHERE table_name = ?').get(row.table_name);
        if (set)
            extent = [set.min_x, set.min_y, set.max_x, set.max_y];
    }
    if (extent.every((v) => typeof v === 'number')) {
        const [minX, minY, maxX, maxY] = extent;
        if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `gpkg_contents gives table "${row.table_name}" the extent ${extent.join(', ')}, which is not min_x, min_y, max_x, max_y`);
        return [minX, minY, maxX, maxY];
    }
    // Without an extent, an empty table adds nothing; one with rows has an unknown footprint.
    const empty = db.prepare(`SELECT 1 FROM "${row.table_name.replaceAll('"', '""')}" LIMIT 1`).get() === undefined;
    if (empty)
        return undefined;
    throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `gpkg_contents gives no extent (min_x…max_y) for table "${row.table_name}"`);
}
function tableCrs(row, file) {
    const from = `gpkg_spatial_ref_sys for table "${row.table_name}"`;
    if (row.srs_id === null || row.organization === null)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `table "${row.table_name}" names srs_id ${row.srs_id ?? 'NULL'}, which gpkg_spatial_ref_sys does not define`);
    const code = row.organization.toUpperCase() === 'EPSG' ? row.organization_coordsys_id : null;
    const definition = row.definition && row.definition.trim().toLowerCase() !== 'undefined' ? row.definition : undefined;
    if (code !== null && code > 0)
        return definition ? { epsg: code, wkt: definition, from } : { epsg: code, from };
    if (definition)
        return { wkt: definition, from };
    throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `table "${row.table_name}" has an undefined CRS (srs_id ${row.srs_id}, organization ${row.organization})`);
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


/***/ })

};
