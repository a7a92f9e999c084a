export const id = 692;
export const ids = [692];
export const modules = {

/***/ 5692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   shapefileOutlines: () => (/* binding */ shapefileOutlines)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(663);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5545);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8074);
/**
 * The footprint of zipped shapefiles: the bounding box in each .shp's 100-byte header and the
 * CRS in its .prj. Only those two entries are read, through yauzl: it reads the zip's central
 * directory and inflates just the entries asked for, and it handles zip64 and the odd archives
 * (data descriptors, UTF-8 names) that a hand-written central-directory reader would have to learn.
 */




const SHP_HEADER = 100;
const SHP_FILE_CODE = 9994;
/** A .prj is one line of WKT; anything larger is not one. */
const MAX_PRJ = 256 * 1024;
/** Each entry of the central directory is a read: a zip of a few hundred layers has a few thousand. */
const MAX_ENTRIES = 10_000;
async function readHead(zip, entry, length) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of stream) {
            chunks.push(chunk);
            size += chunk.length;
            // Stop inflating once the header is in: a .shp may be gigabytes.
            if (size >= length)
                break;
        }
    }
    finally {
        stream.destroy();
    }
    return Buffer.concat(chunks).subarray(0, length);
}
async function shapefileOutlines(absolutePath, file) {
    let zip;
    try {
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_1__.openPromise(absolutePath, { lazyEntries: true, autoClose: false });
    }
    catch (error) {
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `it cannot be read as a zip (${error.message})`);
    }
    try {
        if (zip.entryCount > MAX_ENTRIES)
            throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `it is a zip of ${zip.entryCount} entries; at most ${MAX_ENTRIES} are read for a footprint`);
        const entries = new Map();
        for await (const entry of zip.eachEntry()) {
            // macOS adds resource forks under __MACOSX/ with the same names; they are no shapefiles.
            if (!entry.fileName.startsWith('__MACOSX/'))
                entries.set(entry.fileName.toLowerCase(), entry);
        }
        const shps = [...entries.keys()].filter((name) => name.endsWith('.shp')).sort();
        const outlines = [];
        for (const key of shps) {
            const shp = entries.get(key);
            const name = shp.fileName;
            const header = await readHead(zip, shp, SHP_HEADER);
            if (header.length < SHP_HEADER || header.readInt32BE(0) !== SHP_FILE_CODE)
                throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} in the zip does not start with a shapefile header`);
            // The file length is in 16-bit words, unsigned (4 GiB is no negative number); a header alone means a layer without shapes.
            if (header.readUInt32BE(24) * 2 <= SHP_HEADER)
                continue;
            const [minX, minY, maxX, maxY] = [36, 44, 52, 60].map((at) => header.readDoubleLE(at));
            if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
                throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} in the zip has a corrupt bounding box (${minX}, ${minY}, ${maxX}, ${maxY})`);
            const prj = entries.get(`${key.slice(0, -4)}.prj`);
            if (!prj)
                throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} in the zip has no .prj beside it, so its coordinates have no CRS`);
            if (prj.uncompressedSize > MAX_PRJ)
                throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(prj.fileName)} in the zip is ${prj.uncompressedSize} bytes, more than the ${MAX_PRJ} of a .prj`);
            const wkt = (await readHead(zip, prj, prj.uncompressedSize)).toString('utf8').trim();
            if (minX === maxX || minY === maxY)
                throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(name)} in the zip has a bounding box without area`);
            outlines.push({ crs: { wkt, from: `the .prj of ${(0,_error_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .T)(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(name))}` }, ring: (0,_source_js__WEBPACK_IMPORTED_MODULE_3__/* .rectangle */ .Y)(minX, minY, maxX, maxY) });
        }
        return outlines.length > 0 ? outlines : undefined;
    }
    catch (error) {
        if (error instanceof _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E)
            throw error;
        throw new _error_js__WEBPACK_IMPORTED_MODULE_2__/* .FootprintError */ .E(file, `its zip entries cannot be read (${error.message})`);
    }
    finally {
        zip.close();
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


/***/ })

};
