export const id = 855;
export const ids = [855];
export const modules = {

/***/ 7855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   geoJsonOutlines: () => (/* binding */ geoJsonOutlines)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5545);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8074);
/**
 * The footprint of a GeoJSON file: its top-level bbox member when it has one, else the bounding
 * box of all its coordinates. WGS84 per RFC 7946 unless the file names another CRS the legacy
 * (2008) way: "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2056"}}.
 */



/**
 * A GeoJSON file has no header: it is parsed whole. Past this size a delivery should say where
 * its item is rather than have the action hold the file in memory.
 */
const MAX_GEOJSON_BYTES = 256 * 1024 * 1024;
const GEOJSON_TYPES = new Set([
    'FeatureCollection',
    'Feature',
    'Point',
    'MultiPoint',
    'LineString',
    'MultiLineString',
    'Polygon',
    'MultiPolygon',
    'GeometryCollection',
]);
const WGS84_NAMES = /^(urn:ogc:def:crs:OGC:(1\.3)?:CRS84|OGC:CRS84|CRS:84|WGS ?84)$/i;
const EPSG_NAME = /^(?:urn:ogc:def:crs:EPSG:[\d.]*:|EPSG:+|http:\/\/www\.opengis\.net\/def\/crs\/EPSG\/\d+\/)(\d+)$/i;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
async function geoJsonOutlines(absolutePath, file, size) {
    if (size > MAX_GEOJSON_BYTES)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `it is a GeoJSON file of ${(size / 2 ** 20).toFixed(0)} MiB, larger than the ${MAX_GEOJSON_BYTES / 2 ** 20} MiB read for a footprint`);
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(absolutePath, 'utf8'));
    }
    catch (error) {
        // A .json file need not be GeoJSON; a .geojson file that is not JSON is broken.
        if (/\.geojson$/i.test(file))
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `it is not valid JSON (${error.message})`);
        return undefined;
    }
    if (!isObject(data) || typeof data.type !== 'string' || !GEOJSON_TYPES.has(data.type))
        return undefined;
    const crs = namedCrs(data.crs, file);
    const box = bboxMember(data.bbox, file) ?? coordinateBox(data, file);
    if (!box)
        return undefined;
    const [minX, minY, maxX, maxY] = box;
    // A single point or a straight north-south or east-west line has a degenerate box: widen it by a hair so that it is a polygon.
    const pad = (lo, hi) => lo === hi ? [lo - 1e-7 * Math.max(1, Math.abs(lo)), hi + 1e-7 * Math.max(1, Math.abs(hi))] : [lo, hi];
    const [west, east] = pad(minX, maxX);
    const [south, north] = pad(minY, maxY);
    return [{ crs, ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .rectangle */ .Y)(west, south, east, north) }];
}
function namedCrs(crs, file) {
    const wgs84 = { epsg: 4326, from: 'RFC 7946 (no crs member)' };
    if (crs === undefined || crs === null)
        return wgs84;
    const name = isObject(crs) && crs.type === 'name' && isObject(crs.properties) ? crs.properties.name : undefined;
    if (typeof name !== 'string')
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, 'its "crs" member is not a named CRS ({"type": "name", "properties": {"name": …}})');
    if (WGS84_NAMES.test(name.trim()))
        return { epsg: 4326, from: `its crs member "${name}"` };
    const code = EPSG_NAME.exec(name.trim())?.[1];
    if (!code)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its "crs" member names "${name}", which is no EPSG code (such as urn:ogc:def:crs:EPSG::2056)`);
    // GeoJSON before RFC 7946 kept x = easting/longitude whatever the CRS's axis order, as GDAL writes it.
    return { epsg: Number(code), from: `its crs member "${name}"` };
}
function bboxMember(bbox, file) {
    if (bbox === undefined)
        return undefined;
    const ok = Array.isArray(bbox) && (bbox.length === 4 || bbox.length === 6) && bbox.every((v) => typeof v === 'number' && Number.isFinite(v));
    if (!ok)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its "bbox" member ${JSON.stringify(bbox)} is not 4 (or 6) numbers`);
    const values = bbox;
    const half = values.length / 2;
    const [minX, minY, maxX, maxY] = [values[0], values[1], values[half], values[half + 1]];
    if (minY > maxY)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its "bbox" member ${JSON.stringify(bbox)} has its south above its north`);
    // West > east is a box across the antimeridian (RFC 7946 §5.2); a footprint polygon cannot say that simply.
    if (minX > maxX)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its "bbox" member ${JSON.stringify(bbox)} crosses the antimeridian, which the action does not support`);
    return [minX, minY, maxX, maxY];
}
/** The bounding box of every position in the file; undefined when it has none (empty collections, null geometries). */
function coordinateBox(data, file) {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    const visitCoordinates = (value, where) => {
        if (!Array.isArray(value))
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `${where} has coordinates that are not an array`);
        if (value.length > 0 && typeof value[0] === 'number') {
            const [x, y] = value;
            if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
                throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `${where} has a position ${JSON.stringify(value)} that is not numbers`);
            if (x < minX)
                minX = x;
            if (x > maxX)
                maxX = x;
            if (y < minY)
                minY = y;
            if (y > maxY)
                maxY = y;
            return;
        }
        for (const inner of value)
            visitCoordinates(inner, where);
    };
    const visit = (node, where) => {
        if (!isObject(node))
            return;
        if (node.type === 'FeatureCollection' && Array.isArray(node.features))
            node.features.forEach((f, i) => visit(f, `feature ${i + 1}`));
        else if (node.type === 'Feature')
            visit(node.geometry, where);
        else if (node.type === 'GeometryCollection' && Array.isArray(node.geometries))
            node.geometries.forEach((g) => visit(g, where));
        else if (node.coordinates !== undefined)
            visitCoordinates(node.coordinates, where);
    };
    visit(data, 'the file');
    return minX <= maxX ? [minX, minY, maxX, maxY] : undefined;
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
