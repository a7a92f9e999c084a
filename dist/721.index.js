export const id = 721;
export const ids = [721];
export const modules = {

/***/ 9055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readGeoreference),
/* harmony export */   o: () => (/* binding */ readFootprint)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _headers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/**
 * A file's footprint, or what proj-epsg: auto and gsd: auto take from it, read in this thread:
 * the format by its magic bytes, its reader, the reprojection. The footprint threads (worker.ts)
 * run it; the rest of the footprint module (the union, the parsing of item-geometry) is not
 * loaded with it.
 */


/**
 * The WGS84 footprint of one file, from its header: GeoTIFF/COG, LAS/LAZ, GeoPackage, zipped
 * shapefiles, GeoJSON. Undefined for a file without georeferencing (or without data); a
 * FootprintError naming displayName for georeferencing that cannot be used.
 */
async function readFootprint(absolutePath, displayName) {
    const outlines = await outlinesOf(absolutePath, displayName);
    if (!outlines || outlines.length === 0)
        return undefined;
    const { footprintOf } = await Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(435)]).then(__webpack_require__.bind(__webpack_require__, 8435));
    return footprintOf(outlines, displayName);
}
/**
 * What proj-epsg: auto and gsd: auto take from a file, read as its footprint is: its EPSG code and
 * a raster's pixel size in metres, each with a note when the file does not give it.
 */
async function readGeoreference(absolutePath, displayName) {
    const outlines = await outlinesOf(absolutePath, displayName);
    if (!outlines || outlines.length === 0)
        return { epsgNote: 'it has no georeferencing', gsdNote: 'it has no georeferencing' };
    const { georeferenceOf } = await __webpack_require__.e(/* import() */ 125).then(__webpack_require__.bind(__webpack_require__, 6125));
    return georeferenceOf(outlines, displayName);
}
/** The outlines of a file's data in its own CRS, by the reader its magic bytes name. */
async function outlinesOf(absolutePath, displayName) {
    return (0,_headers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .withHeaderReader */ .$W)(absolutePath, async (reader) => {
        switch (formatOf(await reader.read(0, 16), absolutePath)) {
            case 'tiff':
                return (await __webpack_require__.e(/* import() */ 12).then(__webpack_require__.bind(__webpack_require__, 5012))).tiffOutlines(reader, displayName);
            case 'las':
                return (await __webpack_require__.e(/* import() */ 803).then(__webpack_require__.bind(__webpack_require__, 9803))).lasOutlines(reader, displayName);
            case 'sqlite':
                return (await __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 9554))).gpkgOutlines(reader, absolutePath, displayName);
            case 'zip':
                return (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 5692))).shapefileOutlines(absolutePath, displayName);
            case 'json':
                return (await __webpack_require__.e(/* import() */ 267).then(__webpack_require__.bind(__webpack_require__, 4267))).geoJsonOutlines(reader, displayName);
            case undefined:
                return undefined;
        }
    });
}
/** The format by its magic bytes (GeoJSON, which has none, by its name); undefined for any other file. */
function formatOf(head, file) {
    const magic = head.toString('latin1', 0, 4);
    if ((0,_headers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isTiffMagic */ .zp)(head))
        return 'tiff';
    if (magic === 'LASF')
        return 'las';
    if (head.toString('latin1', 0, 16) === 'SQLite format 3\0')
        return 'sqlite';
    // A local file header, or the end record of an empty archive.
    if (magic === 'PK\x03\x04' || magic === 'PK\x05\x06')
        return 'zip';
    if (/\.(geo)?json$/i.test(node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file)))
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
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9055);
/* harmony import */ var _threads_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6450);
/**
 * The footprint worker thread: reads the footprints threads.ts asks for, one at a time, and
 * answers each with the footprint, nothing, or the error as data (an error does not cross a
 * thread); and unites polygons (combine.ts, loaded by the first union). It starts serving when a
 * worker thread loads it with the mark in its workerData: from the sources this file is the
 * worker's entry, from the bundle src/index.ts imports it.
 */




/** What a reader's own failure says, without a JavaScript error's text (which names internals, not the file's problem). */
function failure(error) {
    const code = error?.code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
        return `it cannot be read (${code})`;
    return `its footprint reader failed on it (${nameOf(error)})`;
}
const nameOf = (error) => (error instanceof Error ? error.name : typeof error);
if (!node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.[_threads_js__WEBPACK_IMPORTED_MODULE_3__/* .FOOTPRINT_WORKER */ .LY] === true && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    port.on('message', (request) => {
        const read = request.kind === 'union'
            ? Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(45), __webpack_require__.e(74)]).then(__webpack_require__.bind(__webpack_require__, 1074)).then(({ combineFootprints }) => ({
                id: request.id,
                combined: combineFootprints(request.polygons),
            }))
            : request.kind === 'footprint'
                ? (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFootprint */ .o)(request.path, request.name).then((footprint) => ({ id: request.id, footprint }))
                : (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readGeoreference */ .$)(request.path, request.name).then((georeference) => ({ id: request.id, georeference }));
        read.then((answer) => port.postMessage(answer), (error) => port.postMessage((error instanceof _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E
            ? { id: request.id, problem: error.problem }
            : {
                id: request.id,
                failure: request.kind === 'union' ? `failed (${nameOf(error)})` : failure(error),
            })));
    });
    port.postMessage({ ready: true });
}


/***/ }),

/***/ 7959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kp: () => (/* reexport */ TiffError),
  gf: () => (/* reexport */ TiffFile),
  zp: () => (/* reexport */ isTiffMagic),
  $W: () => (/* reexport */ withHeaderReader)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
;// CONCATENATED MODULE: ./src/headers/reader.ts

/**
 * A reader of the file for `use`. Its reads are synchronous under their promises: a header is read in
 * dozens of small reads (a COG's IFDs and tile tables), each a few microseconds from the page cache,
 * where an awaited fs.promises read costs a round trip through libuv's thread pool (some 40 \u00b5s).
 * Used for the bounded header reads of labels on the main thread, and by the footprint readers in
 * their worker thread, whose deadline the main thread enforces.
 */
async function withHeaderReader(file, use) {
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        const { size } = external_node_fs_default().fstatSync(fd);
        const fill = (target, offset) => {
            const wanted = Math.max(0, Math.min(target.length, size - offset));
            let filled = 0;
            while (filled < wanted) {
                const bytesRead = external_node_fs_default().readSync(fd, target, filled, wanted - filled, offset + filled);
                if (bytesRead === 0)
                    break;
                filled += bytesRead;
            }
            return target.subarray(0, filled);
        };
        // A failed read rejects its promise, as an awaited one would, rather than throwing where it is called.
        const settled = (read) => new Promise((resolve) => resolve(read()));
        return await use({
            size,
            read: (offset, length) => settled(() => fill(Buffer.alloc(Math.max(0, Math.min(length, size - offset))), offset)),
            readInto: (target, offset) => settled(() => fill(target, offset)),
        });
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}

;// CONCATENATED MODULE: ./src/headers/tiff.ts
/** The file is no TIFF, or its header cannot be read as one: `what` says where. */
class TiffError extends Error {
    name = 'TiffError';
    what;
    constructor(what) {
        super(`its TIFF header is corrupt (${what})`);
        this.what = what;
    }
}
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
const SHORT = 3;
const LONG = 4;
const FLOAT = 11;
const DOUBLE = 12;
const LONG8 = 16;
/** A first read this large holds the header, the IFDs and the GeoTIFF tags of GDAL's and COG files. */
const FIRST_READ = 64 * 1024;
/** No real IFD has more entries; more means the offset points at pixel data. */
const MAX_ENTRIES = 4096;
/** Whether the bytes start as a TIFF ('II*\0', 'MM\0*') or a BigTIFF ('II+\0', 'MM\0+') does. */
function isTiffMagic(head) {
    const magic = head.toString('latin1', 0, 4);
    return magic === 'II*\0' || magic === 'MM\0*' || magic === 'II+\0' || magic === 'MM\0+';
}
class TiffFile {
    #reader;
    #first;
    little;
    big;
    /** 8 for TIFF, 16 for BigTIFF. */
    headerSize;
    /** Where the first IFD is. */
    firstIfd;
    constructor(reader, first) {
        this.#reader = reader;
        this.#first = first;
        this.little = first.toString('latin1', 0, 2) === 'II';
        this.big = this.#u16(first, 2) === 43;
        this.headerSize = this.big ? 16 : 8;
        this.firstIfd = this.big ? this.#u64(first, 8) : this.#u32(first, 4);
    }
    /** The file's header, read with the first bytes of the file (which hold most IFDs of real files). */
    static async open(reader) {
        const first = await reader.read(0, FIRST_READ);
        if (first.length < 8)
            throw new TiffError('the file is shorter than a TIFF header');
        if (!isTiffMagic(first))
            throw new TiffError('it does not start with II*, MM*, II+ or MM+');
        const big = first.toString('latin1', 2, 3) === '+' || first.toString('latin1', 3, 4) === '+';
        if (big) {
            const offsetSize = first.toString('latin1', 0, 2) === 'II' ? first.readUInt16LE(4) : first.readUInt16BE(4);
            if (first.length < 16)
                throw new TiffError('the file is shorter than a BigTIFF header');
            if (offsetSize !== 8)
                throw new TiffError('BigTIFF with an offset size other than 8');
        }
        return new TiffFile(reader, first);
    }
    get size() {
        return this.#reader.size;
    }
    /** Bytes at [offset, offset + length), all of them inside the file. */
    async bytes(offset, length) {
        if (!Number.isSafeInteger(offset) || offset < 0 || offset + length > this.#reader.size)
            throw new TiffError(`${length} bytes at offset ${offset} lie beyond the end of the file`);
        if (offset + length <= this.#first.length)
            return this.#first.subarray(offset, offset + length);
        return this.#reader.read(offset, length);
    }
    /** The IFD at `offset`: its entries, not yet their values. */
    async ifd(offset) {
        const countSize = this.big ? 8 : 2;
        const entrySize = this.big ? 20 : 12;
        const inline = this.big ? 8 : 4;
        const countBytes = await this.bytes(offset, countSize);
        const count = this.big ? this.#u64(countBytes, 0) : this.#u16(countBytes, 0);
        if (count === 0 || count > MAX_ENTRIES)
            throw new TiffError(`the IFD at byte ${offset} claims ${count} entries`);
        const entries = await this.bytes(offset + countSize, count * entrySize);
        const fields = new Map();
        for (let i = 0; i < count; i++) {
            const at = i * entrySize;
            const tag = this.#u16(entries, at);
            const type = this.#u16(entries, at + 2);
            const n = this.big ? this.#u64(entries, at + 4) : this.#u32(entries, at + 4);
            const valueAt = at + (this.big ? 12 : 8);
            const size = (TYPE_SIZE[type] ?? 0) * n;
            const fits = size <= inline;
            fields.set(tag, {
                tag,
                type,
                count: n,
                offset: fits ? offset + countSize + valueAt : this.#offset(entries, valueAt),
                inline: fits ? entries.subarray(valueAt, valueAt + size) : undefined,
            });
        }
        return { offset, fields, nextAt: offset + countSize + count * entrySize };
    }
    /** Where the IFD after this one is; 0 for the last. */
    async next(ifd) {
        return this.#offset(await this.bytes(ifd.nextAt, this.big ? 8 : 4), 0);
    }
    /** Where a field's values end in the file when they lie outside its IFD entry; 0 for values inline. */
    end(field) {
        return field.inline === undefined ? field.offset + field.count * (TYPE_SIZE[field.type] ?? 0) : 0;
    }
    /** The bytes of a field's values, refused past `maxValues` or for a type TIFF does not define. */
    async values(field, maxValues) {
        const size = TYPE_SIZE[field.type];
        if (size === undefined || field.count > maxValues)
            throw new TiffError(`tag ${field.tag} has type ${field.type} and ${field.count} values; at most ${maxValues} values of the TIFF types are read`);
        return field.inline ?? this.bytes(field.offset, field.count * size);
    }
    /** A numeric field's values (SHORT, LONG, LONG8, FLOAT, DOUBLE). */
    async numbers(field, maxValues) {
        return this.decode(field, await this.values(field, maxValues));
    }
    /** Values of a numeric field from its bytes. */
    decode(field, bytes) {
        const size = TYPE_SIZE[field.type];
        const count = Math.floor(bytes.length / size);
        const out = new Array(count);
        for (let i = 0; i < count; i++) {
            const at = i * size;
            if (field.type === SHORT)
                out[i] = this.#u16(bytes, at);
            else if (field.type === LONG)
                out[i] = this.#u32(bytes, at);
            else if (field.type === LONG8)
                out[i] = this.#u64(bytes, at);
            else if (field.type === DOUBLE)
                out[i] = this.little ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at);
            else if (field.type === FLOAT)
                out[i] = this.little ? bytes.readFloatLE(at) : bytes.readFloatBE(at);
            else
                throw new TiffError(`tag ${field.tag} has field type ${field.type}, which holds no numbers`);
        }
        return out;
    }
    /** ImageWidth or ImageLength: one SHORT, LONG or LONG8 above 0 (a FLOAT or a negative count would mirror an outline). */
    async dimension(ifd, tag, name) {
        const field = ifd.fields.get(tag);
        if (!field)
            throw new TiffError(`no ${name}`);
        const integer = field.type === SHORT || field.type === LONG || field.type === LONG8;
        const value = integer ? (await this.numbers(field, 1 << 16))[0] : undefined;
        if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
            throw new TiffError(`${name} is ${integer ? value : `of field type ${field.type}`}; it must be a whole number of pixels above 0`);
        return value;
    }
    /**
     * The first value above 0 among the first `window` values of an offsets table (TileOffsets,
     * StripOffsets), 0 when there is none: a sparse file leaves the offsets of empty tiles at 0.
     */
    async firstNonZero(field, window) {
        const integer = field.type === SHORT || field.type === LONG || field.type === LONG8;
        if (!integer)
            throw new TiffError(`tag ${field.tag} has field type ${field.type}; offsets are whole numbers`);
        // The first value is nearly always it: read one, and the window only for a table that starts empty.
        for (const count of [1, window]) {
            const head = { ...field, count: Math.min(field.count, count) };
            const found = (await this.numbers(head, window)).find((value) => value > 0);
            if (found !== undefined || head.count === field.count)
                return found ?? 0;
        }
        return 0;
    }
    #u16 = (b, at) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at));
    #u32 = (b, at) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at));
    #u64 = (b, at) => Number(this.little ? b.readBigUInt64LE(at) : b.readBigUInt64BE(at));
    #offset = (b, at) => (this.big ? this.#u64(b, at) : this.#u32(b, at));
}

;// CONCATENATED MODULE: ./src/headers/index.ts
/**
 * The headers of files read within bounds, by the footprint and by the media type check: random
 * access to a file's first bytes, and the structure of TIFF and BigTIFF files. Small and without
 * dependencies, so that a run that only checks media types does not load the footprint readers.
 * Other folders import from here; modules of this folder import each other directly.
 */




/***/ })

};
