export const id = 125;
export const ids = [125];
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

/***/ 6125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   georeferenceOf: () => (/* binding */ georeferenceOf)
/* harmony export */ });
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5545);
/* harmony import */ var _wkt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9757);
/**
 * proj-epsg: auto and gsd: auto from the outlines the footprint readers find: the EPSG code of the
 * file's CRS, and a raster pixel's size in metres.
 *
 * rio-stac writes a raster's pixel size only as proj:transform, in the CRS's units, and no gsd;
 * STAC's gsd is in metres, "nominal", taken at the scene's centre. So: a projected CRS's units
 * times its metres per unit (proj4's to_meter: LV95's metres stay as they are, US feet are
 * converted; no scale factor of the projection is applied, which for Web Mercator means map
 * metres, not ground metres); a geographic CRS's degrees at the latitude of the raster's centre,
 * on the WGS84 ellipsoid (a degree of longitude is N\u00b7cos \u03c6\u00b7\u03c0/180 metres, of latitude M\u00b7\u03c0/180).
 * A pixel that is not square gives its larger side: the detail the raster resolves.
 */


const WGS84_A = 6_378_137;
const WGS84_E2 = 0.006_694_379_990_14;
const RADIANS = Math.PI / 180;
/** The EPSG code a CRS names: its own, or the one its WKT gives (an AUTHORITY, or an ESRI name the action knows). */
function epsgOf(crs) {
    if (crs.epsg !== undefined)
        return crs.epsg;
    const wkt = crs.wkt?.trim();
    if (wkt === undefined || wkt === '' || wkt.length > _wkt_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_WKT */ .MB)
        return undefined;
    return (0,_wkt_js__WEBPACK_IMPORTED_MODULE_1__/* .epsgOfWkt */ .Tw)(wkt);
}
/** Six significant digits: 0.1 stays 0.1, and a gsd computed in degrees compares equal on every run. */
const nominal = (metres) => Number(metres.toPrecision(6));
async function georeferenceOf(outlines, file) {
    const codes = [...new Set(outlines.map((outline) => epsgOf(outline.crs)))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
    const named = codes.map((code) => (code === undefined ? 'one without EPSG code' : `EPSG:${code}`));
    const epsg = codes.length === 1 && codes[0] !== undefined
        ? { epsg: codes[0] }
        : codes.length > 1
            ? { epsgNote: `its data lie in several CRSs (${named.join(', ')})` }
            : { epsgNote: `its CRS (from ${outlines[0].crs.from}) has no EPSG code` };
    const raster = outlines.find((outline) => outline.pixel !== undefined);
    if (raster === undefined)
        return { ...epsg, gsdNote: 'it is no raster' };
    try {
        return { ...epsg, gsd: await pixelMetres(raster, file) };
    }
    catch (error) {
        if (error instanceof _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E)
            return { ...epsg, gsdNote: error.problem };
        throw error;
    }
}
async function pixelMetres(raster, file) {
    const { resolveCrs } = await Promise.all(/* import() */[__webpack_require__.e(148), __webpack_require__.e(885)]).then(__webpack_require__.bind(__webpack_require__, 885));
    const crs = resolveCrs(raster.crs, file);
    const { column, row } = raster.pixel;
    let metres;
    if (crs.geographic) {
        const latitudes = raster.ring.map(([, y]) => y);
        const centre = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
        if (!(Math.abs(centre) <= 90))
            throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its centre lies at latitude ${centre}, which is no latitude`);
        const sin = Math.sin(centre * RADIANS);
        const w = 1 - WGS84_E2 * sin * sin;
        const meridian = (WGS84_A * (1 - WGS84_E2)) / w ** 1.5;
        const parallel = (WGS84_A / Math.sqrt(w)) * Math.cos(centre * RADIANS);
        metres = ([x, y]) => Math.hypot(x * parallel * RADIANS, y * meridian * RADIANS);
    }
    else {
        metres = ([x, y]) => Math.hypot(x, y) * crs.toMeter;
    }
    const size = Math.max(metres(column), metres(row));
    if (!(size > 0 && Number.isFinite(size)))
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its pixel size in metres is ${size}`);
    return nominal(size);
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
