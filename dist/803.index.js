export const id = 803;
export const ids = [803];
export const modules = {

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

/***/ 9803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lasOutlines: () => (/* binding */ lasOutlines)
/* harmony export */ });
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5545);
/* harmony import */ var _geokeys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2902);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8074);
/**
 * The footprint of a LAS or LAZ file from its public header (bounds at fixed offsets; LAZ keeps
 * this header uncompressed) and the CRS from its VLRs (ASPRS LAS 1.0\u20131.4): GeoKeys in records
 * 34735\u201334737 or OGC WKT in record 2112 of user "LASF_Projection", also as EVLRs in LAS 1.4.
 */



const PROJECTION_USER = 'LASF_Projection';
const WKT_RECORD = 2112;
const GEOKEY_RECORDS = new Set([34735, 34736, 34737, WKT_RECORD]);
/** Real files have a handful of (E)VLRs; each is one read, so their number is bounded. */
const MAX_RECORDS = 4096;
/** A CRS record holds a WKT or GeoKeys: a few kilobytes. */
const MAX_CRS_RECORD = 256 * 1024;
const WKT_ENCODING_BIT = 1 << 4;
const text = (bytes) => bytes.toString('utf8').replace(/\0[\s\S]*$/, '');
async function lasOutlines(reader, file) {
    const corrupt = (what) => new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its LAS header is corrupt (${what})`);
    const fixed = await reader.read(0, 375);
    if (fixed.length < 227)
        throw corrupt('shorter than the 227-byte header of LAS 1.0\u20131.3');
    const minor = fixed.readUInt8(25);
    const headerSize = fixed.readUInt16LE(94);
    const pointStart = fixed.readUInt32LE(96);
    const vlrCount = fixed.readUInt32LE(100);
    if (headerSize < 227 || pointStart < headerSize || pointStart > reader.size)
        throw corrupt(`header size ${headerSize}, points at ${pointStart}`);
    if (vlrCount > MAX_RECORDS)
        throw corrupt(`it claims ${vlrCount} VLRs; at most ${MAX_RECORDS} are read`);
    const [maxX, minX, maxY, minY] = [179, 187, 195, 203].map((at) => fixed.readDoubleLE(at));
    const legacyCount = fixed.readUInt32LE(107);
    const count = minor >= 4 && fixed.length >= 255 ? Math.max(legacyCount, Number(fixed.readBigUInt64LE(247))) : legacyCount;
    // A file without points has no extent: its header bounds are zeros.
    if (count === 0)
        return undefined;
    if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
        throw corrupt(`bounds x ${minX}\u2026${maxX}, y ${minY}\u2026${maxY}`);
    const records = [];
    // VLR by VLR: the space before the points may be far larger than its records.
    let at = headerSize;
    for (let i = 0; i < vlrCount; i++) {
        const head = at + 54 <= pointStart ? await reader.read(at, 54) : Buffer.alloc(0);
        if (head.length < 54)
            throw corrupt(`VLR ${i + 1} of ${vlrCount} runs past the start of the points`);
        const length = head.readUInt16LE(20);
        const user = text(head.subarray(2, 18));
        const recordId = head.readUInt16LE(18);
        if (at + 54 + length > pointStart)
            throw corrupt(`VLR ${i + 1} of ${vlrCount} runs past the start of the points`);
        // The first record of each kind counts (as lasCrs reads them): a thousand copies are not kept.
        if (user === PROJECTION_USER && GEOKEY_RECORDS.has(recordId) && !records.some((r) => r.recordId === recordId))
            records.push({ recordId, data: await reader.read(at + 54, length) });
        at += 54 + length;
    }
    if (minor >= 4 && fixed.length >= 247)
        for (const record of await extendedRecords(reader, fixed, corrupt))
            if (!records.some((r) => r.recordId === record.recordId))
                records.push(record);
    const crs = lasCrs(records, (fixed.readUInt16LE(6) & WKT_ENCODING_BIT) !== 0, file);
    if (minX === maxX || minY === maxY)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its points lie on a line (x ${minX}\u2026${maxX}, y ${minY}\u2026${maxY}), which has no area`);
    return [{ crs, ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .rectangle */ .Y)(minX, minY, maxX, maxY) }];
}
/** LAS 1.4's extended VLRs after the points, where a large WKT may be kept. */
async function extendedRecords(reader, fixed, corrupt) {
    let at = Number(fixed.readBigUInt64LE(235));
    const count = fixed.readUInt32LE(243);
    if (at > 0 && count > MAX_RECORDS)
        throw corrupt(`it claims ${count} EVLRs; at most ${MAX_RECORDS} are read`);
    const records = [];
    for (let i = 0; i < count && at > 0; i++) {
        const head = at + 60 <= reader.size ? await reader.read(at, 60) : Buffer.alloc(0);
        if (head.length < 60)
            throw corrupt(`EVLR ${i + 1} of ${count} lies beyond the end of the file`);
        const user = text(head.subarray(2, 18));
        const recordId = head.readUInt16LE(18);
        const length = Number(head.readBigUInt64LE(20));
        if (at + 60 + length > reader.size)
            throw corrupt(`EVLR ${i + 1} of ${count} claims ${length} bytes, past the end of the file`);
        if (user === PROJECTION_USER && GEOKEY_RECORDS.has(recordId) && !records.some((r) => r.recordId === recordId)) {
            if (length > MAX_CRS_RECORD)
                throw corrupt(`its CRS record ${recordId} claims ${length} bytes; at most ${MAX_CRS_RECORD} are read`);
            records.push({ recordId, data: await reader.read(at + 60, length) });
        }
        at += 60 + length;
    }
    return records;
}
function lasCrs(records, wktFlag, file) {
    const record = (id) => records.find((r) => r.recordId === id)?.data;
    const wkt = record(WKT_RECORD);
    const directory = record(34735);
    // LAS 1.4 says which of the two is authoritative; older files have only GeoKeys.
    if (wkt && (wktFlag || !directory))
        return { wkt: text(wkt), from: 'its OGC WKT record (2112)' };
    if (directory) {
        const shorts = Array.from({ length: directory.length >> 1 }, (_, k) => directory.readUInt16LE(k * 2));
        const doublesRecord = record(34736);
        const doubles = doublesRecord && Array.from({ length: doublesRecord.length >> 3 }, (_, k) => doublesRecord.readDoubleLE(k * 8));
        const ascii = record(34737);
        return (0,_geokeys_js__WEBPACK_IMPORTED_MODULE_1__/* .crsFromGeoKeys */ .sE)((0,_geokeys_js__WEBPACK_IMPORTED_MODULE_1__/* .parseGeoKeys */ .NU)(shorts, doubles, ascii && ascii.toString('latin1'), file), file);
    }
    throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its header has bounds but no CRS record (${PROJECTION_USER} GeoKeyDirectory 34735 or OGC WKT 2112)`);
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
