export const id = 12;
export const ids = [12];
export const modules = {

/***/ 5556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ bboxOf),
/* harmony export */   kJ: () => (/* binding */ bboxPolygon),
/* harmony export */   uB: () => (/* binding */ signedArea2)
/* harmony export */ });
/**
 * The few GeoJSON shapes the catalog takes for an item (RFC 7946, Point to MultiPolygon), and
 * helpers over them. Defined here rather than taken from @types/geojson: these are all we need,
 * and readonly tuples keep positions typed as numbers under noUncheckedIndexedAccess.
 */
/** Every position of a geometry, whatever its nesting. */
function positionsOf(geometry) {
    switch (geometry.type) {
        case 'Point':
            return [geometry.coordinates];
        case 'MultiPoint':
        case 'LineString':
            return geometry.coordinates;
        case 'MultiLineString':
        case 'Polygon':
            return geometry.coordinates.flat();
        case 'MultiPolygon':
            return geometry.coordinates.flat(2);
    }
}
/** The bounding box of a geometry's positions; throws for a geometry without any. */
function bboxOf(geometry) {
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of positionsOf(geometry)) {
        if (x < west)
            west = x;
        if (x > east)
            east = x;
        if (y < south)
            south = y;
        if (y > north)
            north = y;
    }
    if (west > east)
        throw new RangeError(`bboxOf: the ${geometry.type} has no positions`);
    return [west, south, east, north];
}
/** The rectangle of a bbox as a polygon, counterclockwise as RFC 7946 asks of outer rings. */
function bboxPolygon([west, south, east, north]) {
    return {
        type: 'Polygon',
        coordinates: [
            [
                [west, south],
                [east, south],
                [east, north],
                [west, north],
                [west, south],
            ],
        ],
    };
}
/** Twice the signed area of a ring (shoelace): positive when counterclockwise. */
function signedArea2(ring) {
    let sum = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i];
        const [x2, y2] = ring[i + 1];
        sum += x1 * y2 - x2 * y1;
    }
    return sum;
}


/***/ }),

/***/ 2902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NU: () => (/* binding */ parseGeoKeys),
/* harmony export */   sE: () => (/* binding */ crsFromGeoKeys),
/* harmony export */   vU: () => (/* binding */ isPixelIsPoint)
/* harmony export */ });
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5545);
/**
 * GeoKeys (OGC GeoTIFF 1.1): the CRS of a GeoTIFF, and of a LAS file, which stores the same
 * three records (34735 directory, 34736 doubles, 34737 ASCII) as VLRs.
 */

const KEY = {
    GTModelType: 1024,
    GTRasterType: 1025,
    GTCitation: 1026,
    GeographicType: 2048,
    ProjectedCSType: 3072,
    PCSCitation: 3073,
};
const USER_DEFINED = 32767;
const MODEL_PROJECTED = 1;
const MODEL_GEOGRAPHIC = 2;
const MODEL_GEOCENTRIC = 3;
const RASTER_PIXEL_IS_POINT = 2;
/** The keys of a GeoKeyDirectory, each with its short, its doubles or its ASCII text. */
function parseGeoKeys(directory, doubles, ascii, file) {
    const corrupt = (what) => new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its GeoKeyDirectory is corrupt (${what})`);
    if (directory.length < 4)
        throw corrupt(`${directory.length} values, fewer than its 4-value header`);
    const count = directory[3];
    if (directory.length < 4 + count * 4)
        throw corrupt(`it announces ${count} keys but holds ${Math.floor((directory.length - 4) / 4)}`);
    const keys = new Map();
    for (let i = 0; i < count; i++) {
        const [id, location, n, offset] = [0, 1, 2, 3].map((k) => directory[4 + i * 4 + k]);
        if (location === 0)
            keys.set(id, offset);
        else if (location === 34736) {
            if (!doubles || offset + n > doubles.length)
                throw corrupt(`key ${id} points past GeoDoubleParams`);
            keys.set(id, Array.from({ length: n }, (_, k) => doubles[offset + k]));
        }
        else if (location === 34737) {
            if (ascii === undefined || offset + n > ascii.length + 1)
                throw corrupt(`key ${id} points past GeoAsciiParams`);
            // Strings end with '|' in GeoAsciiParams, counted in n.
            keys.set(id, ascii.slice(offset, offset + n).replace(/\|$/, ''));
        }
        else if (location === 34735) {
            if (offset + n > directory.length)
                throw corrupt(`key ${id} points past the directory`);
            keys.set(id, Array.from({ length: n }, (_, k) => directory[offset + k]));
        }
        // Values in other tags are unknown to GeoTIFF 1.1 readers; the keys we need never use them.
    }
    return keys;
}
/** Whether pixel (0, 0)'s tie point is its centre (PixelIsPoint) rather than its corner (PixelIsArea, the default). */
const isPixelIsPoint = (keys) => keys.get(KEY.GTRasterType) === RASTER_PIXEL_IS_POINT;
/** ESRI's WKT as GDAL stores it in a citation when the CRS has no EPSG code. */
function esriWktIn(keys) {
    for (const id of [KEY.PCSCitation, KEY.GTCitation]) {
        const text = keys.get(id);
        const match = typeof text === 'string' ? /ESRI PE String = (.+)$/s.exec(text) : null;
        if (match?.[1])
            return match[1];
    }
    return undefined;
}
/** The CRS the GeoKeys name, or a FootprintError saying why they name none the action can use. */
function crsFromGeoKeys(keys, file) {
    const model = keys.get(KEY.GTModelType);
    const projected = keys.get(KEY.ProjectedCSType);
    const geographic = keys.get(KEY.GeographicType);
    if (model === MODEL_GEOCENTRIC)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its GeoKeys give a geocentric model (GTModelTypeGeoKey 3), which has no map footprint');
    if (model === MODEL_PROJECTED || (model === undefined && projected !== undefined)) {
        if (typeof projected === 'number' && projected > 0 && projected < USER_DEFINED)
            return { epsg: projected, from: 'ProjectedCSTypeGeoKey' };
        const wkt = esriWktIn(keys);
        if (wkt)
            return { wkt, from: 'the ESRI WKT in its GeoKey citation' };
        if (projected === USER_DEFINED)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its projected CRS is user-defined in GeoKeys (ProjectedCSTypeGeoKey 32767) with no EPSG code or WKT to read');
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its GeoKeys say the model is projected but give no ProjectedCSTypeGeoKey');
    }
    if (model === MODEL_GEOGRAPHIC || geographic !== undefined) {
        if (typeof geographic === 'number' && geographic > 0 && geographic < USER_DEFINED)
            return { epsg: geographic, from: 'GeographicTypeGeoKey' };
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its geographic CRS is user-defined in GeoKeys (GeographicTypeGeoKey 32767 or missing) with no EPSG code');
    }
    throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its GeoKeys name no CRS (neither ProjectedCSTypeGeoKey nor GeographicTypeGeoKey)');
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

/***/ 5012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tiffOutlines: () => (/* binding */ tiffOutlines)
/* harmony export */ });
/* harmony import */ var _headers_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7959);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5545);
/* harmony import */ var _geokeys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2902);
/* harmony import */ var _geojson_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5556);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8074);
/**
 * The georeferencing of a GeoTIFF or COG from its first IFD alone: image size, ModelPixelScale,
 * ModelTiepoint or ModelTransformation, and the GeoKeys. The IFD is walked by headers/tiff.ts,
 * which the media type check shares; the GeoKeys are parsed by hand, as LAS needs them too.
 */





const TAG = {
    ImageWidth: 256,
    ImageLength: 257,
    ModelPixelScale: 33550,
    ModelTiepoint: 33922,
    ModelTransformation: 34264,
    GeoKeyDirectory: 34735,
    GeoDoubleParams: 34736,
    GeoAsciiParams: 34737,
};
/** The georeferencing tags hold a few dozen values (an ESRI WKT in GeoAsciiParams a few thousand); more means a corrupt count. */
const MAX_VALUES = 1 << 16;
/** A TIFF's own corruption as the footprint names it: the file and what is wrong. */
async function guarded(file, read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof _headers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TiffError */ .kp)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, error.message);
        throw error;
    }
}
/** The values of the georeferencing tags the first IFD has, each checked against the TIFF types. */
async function georeferencing(tiff, ifd) {
    const found = new Map();
    for (const tag of [TAG.ModelPixelScale, TAG.ModelTiepoint, TAG.ModelTransformation, TAG.GeoKeyDirectory, TAG.GeoDoubleParams]) {
        const field = ifd.fields.get(tag);
        if (field)
            found.set(tag, { numbers: await tiff.numbers(field, MAX_VALUES) });
    }
    const ascii = ifd.fields.get(TAG.GeoAsciiParams);
    if (ascii)
        found.set(TAG.GeoAsciiParams, { text: (await tiff.values(ascii, MAX_VALUES)).toString('latin1') });
    return found;
}
/** Twelve significant digits: 2 601 000.0000000002 (a tile's edge as tie point + width \u00d7 scale) becomes its neighbour's 2 601 000. */
const snap = (value) => Number(value.toPrecision(12));
/** The outline of a GeoTIFF's pixels in its CRS (with the size of a pixel), or undefined for a TIFF without georeferencing. */
async function tiffOutlines(reader, file) {
    return guarded(file, async () => {
        const tiff = await _headers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TiffFile */ .gf.open(reader);
        const ifd = await tiff.ifd(tiff.firstIfd);
        const tags = await georeferencing(tiff, ifd);
        const scale = tags.get(TAG.ModelPixelScale)?.numbers;
        const tiepoints = tags.get(TAG.ModelTiepoint)?.numbers;
        const matrix = tags.get(TAG.ModelTransformation)?.numbers;
        const directory = tags.get(TAG.GeoKeyDirectory)?.numbers;
        if (!scale && !tiepoints && !matrix && !directory)
            return undefined;
        const width = await tiff.dimension(ifd, TAG.ImageWidth, 'ImageWidth');
        const height = await tiff.dimension(ifd, TAG.ImageLength, 'ImageLength');
        if (!directory)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, 'it has GeoTIFF placement tags but no GeoKeyDirectory, so its CRS is unknown');
        const keys = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_2__/* .parseGeoKeys */ .NU)(directory, tags.get(TAG.GeoDoubleParams)?.numbers, tags.get(TAG.GeoAsciiParams)?.text, file);
        const crs = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_2__/* .crsFromGeoKeys */ .sE)(keys, file);
        // Raster space of the pixels' outer edges. A PixelIsPoint tie point is a pixel's centre, so
        // the raster's edge lies half a pixel before it.
        const shift = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_2__/* .isPixelIsPoint */ .vU)(keys) ? -0.5 : 0;
        const [i0, j0, i1, j1] = [shift, shift, width + shift, height + shift];
        const { toModel, pixel } = modelTransform(file, scale, tiepoints, matrix);
        const corners = [toModel(i0, j0), toModel(i1, j0), toModel(i1, j1), toModel(i0, j1)];
        if (corners.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
            throw new _headers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TiffError */ .kp('its placement tags give non-finite coordinates');
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        const axisAligned = new Set(xs).size === 2 && new Set(ys).size === 2;
        if (axisAligned)
            return [{ crs, ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .rectangle */ .Y)(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)), pixel }];
        // A rotated or sheared raster: its parallelogram, counterclockwise once y points north.
        const ring = [...corners, corners[0]];
        return [{ crs, ring: (0,_geojson_js__WEBPACK_IMPORTED_MODULE_4__/* .signedArea2 */ .uB)(ring) < 0 ? ring.reverse() : ring, pixel }];
    });
}
/**
 * Raster (i, j) to model (x, y) per GeoTIFF: the transformation matrix, or one tie point and the
 * pixel scale; and a pixel's steps in the model, one column to the right and one row down.
 */
function modelTransform(file, scale, tiepoints, matrix) {
    if (matrix) {
        if (matrix.length < 16)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its ModelTransformationTag has ${matrix.length} values instead of 16`);
        const [a, b, , d, e, f, , h] = matrix;
        return { toModel: (i, j) => [snap(a * i + b * j + d), snap(e * i + f * j + h)], pixel: { column: [a, e], row: [b, f] } };
    }
    if (tiepoints && tiepoints.length >= 6 && scale && scale.length >= 2) {
        const [ti, tj, , tx, ty] = tiepoints;
        const [sx, sy] = scale;
        if (sx === 0 || sy === 0 || !Number.isFinite(sx) || !Number.isFinite(sy))
            throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `its ModelPixelScaleTag gives the pixel size ${sx} \u00d7 ${sy}; a pixel size is a finite number other than 0`);
        return { toModel: (i, j) => [snap(tx + (i - ti) * sx), snap(ty - (j - tj) * sy)], pixel: { column: [sx, 0], row: [0, -sy] } };
    }
    if (tiepoints && tiepoints.length >= 12)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, `it is placed by ${tiepoints.length / 6} ground control points rather than a pixel scale or a transformation, ` +
            'so its outline cannot be read from the header');
    throw new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(file, 'its GeoTIFF tags lack a tie point with a pixel scale, or a ModelTransformationTag, to place its pixels');
}


/***/ })

};
