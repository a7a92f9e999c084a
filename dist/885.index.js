export const id = 885;
export const ids = [885];
export const modules = {

/***/ 885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveCrs: () => (/* binding */ resolveCrs)
/* harmony export */ });
/* harmony import */ var proj4__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6148);
/* harmony import */ var proj4__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(proj4__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _epsg_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7884);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5545);
/* harmony import */ var _wkt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9757);
/**
 * A file's CRS as a proj4 transformation to WGS84. An EPSG code is looked up in our table, then
 * in proj4's own; a WKT (GeoPackage definition, .prj, LAS record) is first searched for an EPSG
 * code or an ESRI name we know, so that the table's datum shift is used, and else given to proj4.
 */




const resolved = new Map();
let sequence = 0;
/** WKTs seen by a long-lived reader are many but alike; past this many the cache starts afresh. */
const MAX_CACHED = 256;
/** Registers a definition with proj4 (unless it is proj4's own) and builds the transformation to WGS84. */
function define(key, label, definition, epsg) {
    try {
        if (definition !== undefined)
            proj4__WEBPACK_IMPORTED_MODULE_0___default().defs(key, definition);
        const def = proj4__WEBPACK_IMPORTED_MODULE_0___default().defs(key);
        if (!def?.projName)
            return undefined;
        // Every format read here keeps x = easting or longitude, whatever axis order a WKT 2 declares.
        def.axis = 'enu';
        const converter = proj4__WEBPACK_IMPORTED_MODULE_0___default()(key, 'EPSG:4326');
        const geographic = def.projName === 'longlat';
        return {
            label,
            ...(epsg === undefined ? {} : { epsg }),
            geographic,
            toMeter: geographic ? 1 : (def.to_meter ?? 1),
            toWgs84: (x, y) => converter.forward([x, y]),
        };
    }
    catch {
        // proj4 throws for a WKT it cannot parse or a projection it does not implement.
        return undefined;
    }
}
function byCode(code) {
    const key = `EPSG:${code}`;
    const cached = resolved.get(key);
    if (cached)
        return cached;
    // Our table first; otherwise proj4's own (EPSG:4269, 3857, \u2026) as it is.
    const crs = define(key, key, _epsg_js__WEBPACK_IMPORTED_MODULE_1__/* .EPSG_DEFINITIONS */ .J.get(code), code);
    if (crs)
        remember(key, crs);
    return crs;
}
function remember(key, crs) {
    if (resolved.size >= MAX_CACHED)
        resolved.clear();
    resolved.set(key, crs);
}
/** A unit of length that is not a positive number (UNIT["Meter",-1]) would make every step of the densification go backwards. */
function checkUnit(crs, from, file) {
    if (crs.geographic || (crs.toMeter > 0 && Number.isFinite(crs.toMeter)))
        return crs;
    throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its CRS (from ${from}) has a unit of ${crs.toMeter} metres; a unit of length is a positive number`);
}
function resolveCrs(ref, file) {
    if (ref.epsg !== undefined) {
        const crs = byCode(ref.epsg);
        if (crs)
            return checkUnit(crs, ref.from, file);
        if (!ref.wkt)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its CRS EPSG:${ref.epsg} (from ${ref.from}) is not one this tool knows, and the file carries no WKT definition of it`);
    }
    const wkt = ref.wkt?.trim() ?? '';
    if (wkt === '')
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its CRS definition (from ${ref.from}) is empty`);
    if (wkt.length > _wkt_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WKT */ .MB)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its CRS definition (from ${ref.from}) is ${wkt.length} characters long, more than the ${_wkt_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_WKT */ .MB} a WKT may have`);
    const name = (0,_wkt_js__WEBPACK_IMPORTED_MODULE_3__/* .wktName */ .O1)(wkt);
    const code = (0,_wkt_js__WEBPACK_IMPORTED_MODULE_3__/* .epsgOfWkt */ .Tw)(wkt);
    const known = code === undefined ? undefined : byCode(code);
    if (known)
        return checkUnit(known, ref.from, file);
    const crs = resolved.get(wkt) ?? define(`WKT:${sequence++}`, `WKT ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name ?? wkt, 40)}`, wkt);
    if (!crs)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its CRS (from ${ref.from}) is a WKT this tool cannot read: ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(wkt, 120)}`);
    remember(wkt, crs);
    return checkUnit(crs, ref.from, file);
}


/***/ })

};
