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
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5545);
/* harmony import */ var _geokeys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2902);
/* harmony import */ var _geojson_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5556);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8074);
/**
 * The georeferencing of a GeoTIFF or COG from its first IFD alone: image size, ModelPixelScale,
 * ModelTiepoint or ModelTransformation, and the GeoKeys. Classic TIFF and BigTIFF, both byte orders.
 *
 * Hand-written rather than geotiff.js: geotiff.js 3 reads little (it defers the tile tables) but
 * takes ~65 ms to import and brings eight packages for decoding pixels we never decode, and the
 * GeoKeys must be parsed by hand for LAS anyway. What is left is a walk of one IFD.
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
const WANTED = new Set(Object.values(TAG));
/** Bytes per value of each TIFF field type (TIFF 6.0 and BigTIFF's LONG8, SLONG8, IFD8). */
const TYPE_SIZE = {
    1: 1,
    2: 1,
    3: 2,
    4: 4,
    5: 8,
    6: 1,
    7: 1,
    8: 2,
    9: 4,
    10: 8,
    11: 4,
    12: 8,
    13: 4,
    16: 8,
    17: 8,
    18: 8,
};
/** A first read this large holds the header, the IFD and the GeoTIFF tags of GDAL's and COG files. */
const FIRST_READ = 64 * 1024;
/** No real first IFD has more entries; more means the offset points at pixel data. */
const MAX_ENTRIES = 4096;
/** The georeferencing tags hold a few dozen values (an ESRI WKT in GeoAsciiParams a few thousand); more means a corrupt count. */
const MAX_VALUES = 1 << 16;
class TiffHeader {
    #reader;
    #file;
    #first = Buffer.alloc(0);
    little = true;
    big = false;
    constructor(reader, file) {
        this.#reader = reader;
        this.#file = file;
    }
    corrupt(what) {
        return new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(this.#file, `its TIFF header is corrupt (${what})`);
    }
    async bytes(offset, length) {
        if (offset < 0 || offset + length > this.#reader.size)
            throw this.corrupt(`${length} bytes at offset ${offset} lie beyond the end of the file`);
        if (offset + length <= this.#first.length)
            return this.#first.subarray(offset, offset + length);
        return this.#reader.read(offset, length);
    }
    u16 = (b, at) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at));
    u32 = (b, at) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at));
    u64 = (b, at) => Number(this.little ? b.readBigUInt64LE(at) : b.readBigUInt64BE(at));
    offset = (b, at) => (this.big ? this.u64(b, at) : this.u32(b, at));
    /** The wanted fields of the first IFD, with their values' bytes. */
    async firstIfd() {
        this.#first = await this.#reader.read(0, FIRST_READ);
        const head = this.#first;
        if (head.length < 8)
            throw this.corrupt('the file is shorter than a TIFF header');
        this.little = head.toString('latin1', 0, 2) === 'II';
        this.big = this.u16(head, 2) === 43;
        if (this.big && (this.u16(head, 4) !== 8 || head.length < 16))
            throw this.corrupt('BigTIFF with an offset size other than 8');
        const ifdOffset = this.offset(head, this.big ? 8 : 4);
        const countSize = this.big ? 8 : 2;
        const entrySize = this.big ? 20 : 12;
        const inline = this.big ? 8 : 4;
        const countBytes = await this.bytes(ifdOffset, countSize);
        const count = this.big ? this.u64(countBytes, 0) : this.u16(countBytes, 0);
        if (count === 0 || count > MAX_ENTRIES)
            throw this.corrupt(`the first IFD claims ${count} entries`);
        const entries = await this.bytes(ifdOffset + countSize, count * entrySize);
        const fields = new Map();
        for (let i = 0; i < count; i++) {
            const at = i * entrySize;
            const tag = this.u16(entries, at);
            if (!WANTED.has(tag))
                continue;
            const type = this.u16(entries, at + 2);
            const n = this.big ? this.u64(entries, at + 4) : this.u32(entries, at + 4);
            const size = TYPE_SIZE[type];
            if (size === undefined || n > MAX_VALUES)
                throw this.corrupt(`tag ${tag} has type ${type} and ${n} values; at most ${MAX_VALUES} values of the TIFF types are read`);
            const valueAt = at + (this.big ? 12 : 8);
            const length = n * size;
            const bytes = length <= inline ? entries.subarray(valueAt, valueAt + length) : await this.bytes(this.offset(entries, valueAt), length);
            fields.set(tag, { type, count: n, bytes });
        }
        return fields;
    }
    /** ImageWidth or ImageLength: one SHORT, LONG or LONG8 above 0 (a FLOAT or a negative count would mirror the outline). */
    dimension(field, name) {
        if (!field)
            throw this.corrupt(`no ${name}`);
        const integer = field.type === 3 || field.type === 4 || field.type === 16;
        const value = integer ? this.numbers(field)?.[0] : undefined;
        if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
            throw this.corrupt(`${name} is ${integer ? value : `of field type ${field.type}`}; it must be a whole number of pixels above 0`);
        return value;
    }
    numbers(field) {
        if (!field)
            return undefined;
        const { type, count, bytes } = field;
        const size = TYPE_SIZE[type];
        const out = new Array(count);
        for (let i = 0; i < count; i++) {
            const at = i * size;
            if (type === 3)
                out[i] = this.u16(bytes, at);
            else if (type === 4)
                out[i] = this.u32(bytes, at);
            else if (type === 16)
                out[i] = this.u64(bytes, at);
            else if (type === 12)
                out[i] = this.little ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at);
            else if (type === 11)
                out[i] = this.little ? bytes.readFloatLE(at) : bytes.readFloatBE(at);
            else
                throw this.corrupt(`a georeferencing tag has field type ${type}`);
        }
        return out;
    }
}
/** Twelve significant digits: 2 601 000.0000000002 (a tile's edge as tie point + width × scale) becomes its neighbour's 2 601 000. */
const snap = (value) => Number(value.toPrecision(12));
/** The outline of a GeoTIFF's pixels in its CRS, or undefined for a TIFF without georeferencing. */
async function tiffOutlines(reader, file) {
    const tiff = new TiffHeader(reader, file);
    const fields = await tiff.firstIfd();
    const scale = tiff.numbers(fields.get(TAG.ModelPixelScale));
    const tiepoints = tiff.numbers(fields.get(TAG.ModelTiepoint));
    const matrix = tiff.numbers(fields.get(TAG.ModelTransformation));
    const directory = tiff.numbers(fields.get(TAG.GeoKeyDirectory));
    if (!scale && !tiepoints && !matrix && !directory)
        return undefined;
    const width = tiff.dimension(fields.get(TAG.ImageWidth), 'ImageWidth');
    const height = tiff.dimension(fields.get(TAG.ImageLength), 'ImageLength');
    if (!directory)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'it has GeoTIFF placement tags but no GeoKeyDirectory, so its CRS is unknown');
    const asciiField = fields.get(TAG.GeoAsciiParams);
    const keys = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseGeoKeys */ .NU)(directory, tiff.numbers(fields.get(TAG.GeoDoubleParams)), asciiField?.bytes.toString('latin1'), file);
    const crs = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_1__/* .crsFromGeoKeys */ .sE)(keys, file);
    // Raster space of the pixels' outer edges. A PixelIsPoint tie point is a pixel's centre, so
    // the raster's edge lies half a pixel before it.
    const shift = (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_1__/* .isPixelIsPoint */ .vU)(keys) ? -0.5 : 0;
    const [i0, j0, i1, j1] = [shift, shift, width + shift, height + shift];
    const toModel = modelTransform(file, scale, tiepoints, matrix);
    const corners = [toModel(i0, j0), toModel(i1, j0), toModel(i1, j1), toModel(i0, j1)];
    if (corners.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
        throw tiff.corrupt('its placement tags give non-finite coordinates');
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const axisAligned = new Set(xs).size === 2 && new Set(ys).size === 2;
    if (axisAligned)
        return [{ crs, ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .rectangle */ .Y)(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)) }];
    // A rotated or sheared raster: its parallelogram, counterclockwise once y points north.
    const ring = [...corners, corners[0]];
    return [{ crs, ring: (0,_geojson_js__WEBPACK_IMPORTED_MODULE_3__/* .signedArea2 */ .uB)(ring) < 0 ? ring.reverse() : ring }];
}
/** Raster (i, j) to model (x, y) per GeoTIFF: the transformation matrix, or one tie point and the pixel scale. */
function modelTransform(file, scale, tiepoints, matrix) {
    if (matrix) {
        if (matrix.length < 16)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its ModelTransformationTag has ${matrix.length} values instead of 16`);
        const [a, b, , d, e, f, , h] = matrix;
        return (i, j) => [snap(a * i + b * j + d), snap(e * i + f * j + h)];
    }
    if (tiepoints && tiepoints.length >= 6 && scale && scale.length >= 2) {
        const [ti, tj, , tx, ty] = tiepoints;
        const [sx, sy] = scale;
        if (sx === 0 || sy === 0 || !Number.isFinite(sx) || !Number.isFinite(sy))
            throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its ModelPixelScaleTag gives the pixel size ${sx} × ${sy}; a pixel size is a finite number other than 0`);
        return (i, j) => [snap(tx + (i - ti) * sx), snap(ty - (j - tj) * sy)];
    }
    if (tiepoints && tiepoints.length >= 12)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `it is placed by ${tiepoints.length / 6} ground control points rather than a pixel scale or a transformation, ` +
            'so its outline cannot be read from the header');
    throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, 'its GeoTIFF tags lack a tie point with a pixel scale, or a ModelTransformationTag, to place its pixels');
}


/***/ })

};
