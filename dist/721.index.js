export const id = 721;
export const ids = [721];
export const modules = {

/***/ 8418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ readFootprint)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/footprint/file.ts

async function withHeaderReader(file, use) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const { size } = await handle.stat();
        const readInto = async (target, offset) => {
            const wanted = Math.max(0, Math.min(target.length, size - offset));
            let filled = 0;
            while (filled < wanted) {
                const { bytesRead } = await handle.read(target, filled, wanted - filled, offset + filled);
                if (bytesRead === 0)
                    break;
                filled += bytesRead;
            }
            return target.subarray(0, filled);
        };
        return await use({
            size,
            read: (offset, length) => readInto(Buffer.alloc(Math.max(0, Math.min(length, size - offset))), offset),
            readInto,
        });
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/footprint/read.ts
/**
 * A file's footprint read in this thread: the format by its magic bytes, its reader, the
 * reprojection. The footprint threads (worker.ts) run it; the rest of the footprint module (the
 * union, the parsing of item-geometry) is not loaded with it.
 */


/**
 * The WGS84 footprint of one file, from its header: GeoTIFF/COG, LAS/LAZ, GeoPackage, zipped
 * shapefiles, GeoJSON. Undefined for a file without georeferencing (or without data); a
 * FootprintError naming displayName for georeferencing that cannot be used.
 */
async function readFootprint(absolutePath, displayName) {
    const outlines = await withHeaderReader(absolutePath, async (reader) => {
        switch (formatOf(await reader.read(0, 16), absolutePath)) {
            case 'tiff':
                return (await __webpack_require__.e(/* import() */ 12).then(__webpack_require__.bind(__webpack_require__, 5012))).tiffOutlines(reader, displayName);
            case 'las':
                return (await __webpack_require__.e(/* import() */ 803).then(__webpack_require__.bind(__webpack_require__, 9803))).lasOutlines(reader, displayName);
            case 'sqlite':
                return (await __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 9554))).gpkgOutlines(reader, absolutePath, displayName);
            case 'zip':
                return (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 3311))).shapefileOutlines(absolutePath, displayName);
            case 'json':
                return (await __webpack_require__.e(/* import() */ 267).then(__webpack_require__.bind(__webpack_require__, 4267))).geoJsonOutlines(reader, displayName);
            case undefined:
                return undefined;
        }
    });
    if (!outlines || outlines.length === 0)
        return undefined;
    const { footprintOf } = await Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(435)]).then(__webpack_require__.bind(__webpack_require__, 8435));
    return footprintOf(outlines, displayName);
}
/** The format by its magic bytes (GeoJSON, which has none, by its name); undefined for any other file. */
function formatOf(head, file) {
    const magic = head.toString('latin1', 0, 4);
    if (magic === 'II*\0' || magic === 'MM\0*' || magic === 'II+\0' || magic === 'MM\0+')
        return 'tiff';
    if (magic === 'LASF')
        return 'las';
    if (head.toString('latin1', 0, 16) === 'SQLite format 3\0')
        return 'sqlite';
    // A local file header, or the end record of an empty archive.
    if (magic === 'PK\x03\x04' || magic === 'PK\x05\x06')
        return 'zip';
    if (/\.(geo)?json$/i.test(external_node_path_default().basename(file)))
        return 'json';
    return undefined;
}


/***/ }),

/***/ 4721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5545);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8418);
/* harmony import */ var _threads_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6450);
/**
 * The footprint worker thread: reads the footprints threads.ts asks for, one at a time, and
 * answers each with the footprint, nothing, or the error as data (an error does not cross a
 * thread). It starts serving when a worker thread loads it with the mark in its workerData: from
 * the sources this file is the worker's entry, from the bundle src/index.ts imports it.
 */




/** What a reader's own failure says, without a JavaScript error's text (which names internals, not the file's problem). */
function failure(error) {
    const code = error?.code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
        return `it cannot be read (${code})`;
    return `its footprint reader failed on it (${error instanceof Error ? error.name : typeof error})`;
}
if (!node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.[_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .FOOTPRINT_WORKER */ .L] === true && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    port.on('message', (request) => {
        (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFootprint */ .o)(request.path, request.name).then((footprint) => port.postMessage({ id: request.id, footprint }), (error) => port.postMessage((error instanceof _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E
            ? { id: request.id, problem: error.problem }
            : { id: request.id, failure: failure(error) })));
    });
    port.postMessage({ ready: true });
}


/***/ })

};
