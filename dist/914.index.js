export const id = 914;
export const ids = [914,885];
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


/***/ }),

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
