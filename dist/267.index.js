export const id = 267;
export const ids = [267];
export const modules = {

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  geoJsonOutlines: () => (/* binding */ geoJsonOutlines)
});

// EXTERNAL MODULE: ./src/footprint/error.ts
var footprint_error = __webpack_require__(5545);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/footprint/geojson-scan.ts
/**
 * One pass over a GeoJSON file's bytes, in chunks, that keeps what a footprint needs and nothing
 * else: the root's "type", "crs" and "bbox" members, and the bounding box of every position of its
 * geometries (RFC 7946: a FeatureCollection's features, a Feature's geometry, a
 * GeometryCollection's geometries, a geometry's coordinates). Memory is the nesting depth and a
 * few short strings, whatever the size of the file or of any string in it; time is one step a byte.
 *
 * Hand-written rather than JSON.parse (a 250 MB file took 1.8 GB) or a streaming JSON library:
 * those build every string value whole (a single 200 MB "description" would be held in memory),
 * and what is kept here, positions by the role of the member they sit in, is the part a library
 * would leave to us anyway.
 */

/** GeoJSON nests a dozen levels; properties may nest more, but not this deep. */
const MAX_DEPTH = 512;
/** Keys, "type" values and the names in "crs" are short; a longer string is skipped, never kept. */
const MAX_KEPT_STRING = 256;
/** A JSON number of more digits than this is no coordinate of any use. */
const MAX_NUMBER_LENGTH = 64;
/** The root's "crs" and "bbox" members are kept whole: a few dozen values. */
const MAX_KEPT_VALUES = 64;
/** Not JSON, or JSON whose positions are not numbers: `where` says where, for the message. */
class GeoJsonSyntaxError extends Error {
    name = 'GeoJsonSyntaxError';
}
/** The boxes a frame gathers: one per member the footprint reads, and one of an array's elements. */
const SLOT = { coordinates: 0, geometry: 1, features: 2, geometries: 3, elements: 4 };
/** An open object or array. Frames are kept per depth and reused: a file of millions of positions allocates a handful. */
class Frame {
    array = false;
    role = 'other';
    /** Objects: the key whose value comes next, and the "type" member. */
    key;
    type;
    /** Four numbers a slot (min x, min y, max x, max y), and which slots hold a box. */
    boxes = new Float64Array(20);
    filled = 0;
    /** Arrays under "coordinates": how many numbers it holds (a position), the first two, and whether it holds arrays instead. */
    numbers = 0;
    x = 0;
    y = 0;
    nested = false;
    /** The root's "crs" or "bbox" member, being built. */
    kept;
    reset(array, role, kept) {
        this.array = array;
        this.role = role;
        this.key = undefined;
        this.type = undefined;
        this.filled = 0;
        this.numbers = 0;
        this.nested = false;
        this.kept = kept;
    }
    grow(slot, minX, minY, maxX, maxY) {
        const at = slot * 4;
        const b = this.boxes;
        if ((this.filled & (1 << slot)) === 0) {
            this.filled |= 1 << slot;
            b[at] = minX;
            b[at + 1] = minY;
            b[at + 2] = maxX;
            b[at + 3] = maxY;
            return;
        }
        if (minX < b[at])
            b[at] = minX;
        if (minY < b[at + 1])
            b[at + 1] = minY;
        if (maxX > b[at + 2])
            b[at + 2] = maxX;
        if (maxY > b[at + 3])
            b[at + 3] = maxY;
    }
    box(slot) {
        const at = slot * 4;
        return (this.filled & (1 << slot)) === 0 ? undefined : [this.boxes[at], this.boxes[at + 1], this.boxes[at + 2], this.boxes[at + 3]];
    }
}
const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);
/** The member whose box each kind of object contributes. */
const CONTRIBUTING_SLOT = {
    Feature: SLOT.geometry,
    FeatureCollection: SLOT.features,
    GeometryCollection: SLOT.geometries,
};
/** A string's bytes as JSON gives it: plain ASCII directly, anything else through JSON.parse (escapes, UTF-8). */
function decode(bytes) {
    if (bytes.every((b) => b < 0x80 && b !== common/* BACKSLASH */.r_))
        return String.fromCharCode(...bytes);
    return JSON.parse(`"${Buffer.from(bytes).toString('utf8')}"`);
}
const isLetter = (c) => c >= 0x61 && c <= 0x7a;
const isNumberByte = (c) => (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d || c === 0x2b || c === 0x65 || c === 0x45;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);
/** A JSON number's text as a number; NaN when it is none. */
const parseNumber = (text) => (NUMBER.test(text) ? Number(text) : Number.NaN);
/**
 * The JSON number in bytes [from, to) of a buffer, without making a string of it: up to 15
 * digits and no exponent (nearly every coordinate), the digits as an integer divided once by a
 * power of ten, both exact, so the one rounding gives what Number() gives. Anything else: Number().
 */
function parseNumberBytes(bytes, from, to) {
    let k = from;
    const negative = bytes[k] === 0x2d;
    if (negative)
        k++;
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    const first = bytes[k];
    if (first === 0x30)
        k++;
    else if (first !== undefined && first >= 0x31 && first <= 0x39)
        for (let c = bytes[k]; k < to && c >= 0x30 && c <= 0x39; c = bytes[++k]) {
            mantissa = mantissa * 10 + (c - 0x30);
            digits++;
        }
    else
        return Number.NaN;
    if (k < to && bytes[k] === 0x2e) {
        const start = ++k;
        for (let c = bytes[k]; k < to && c >= 0x30 && c <= 0x39; c = bytes[++k]) {
            mantissa = mantissa * 10 + (c - 0x30);
            digits++;
            scale++;
        }
        if (k === start)
            return Number.NaN;
    }
    if (k < to || digits > 15)
        return parseNumber(bytes.toString('latin1', from, to));
    const value = mantissa / POWERS_OF_TEN[scale];
    return negative ? -value : value;
}
// Where the lexer is: between tokens, or inside a string, an escape, a \u escape, a number or a literal.
const Lex = { Between: 0, String: 1, Escape: 2, Unicode: 3, Number: 4, Literal: 5 };
/** Feed it chunks, then end(). Throws GeoJsonSyntaxError at the first byte that is not JSON. */
class GeoJsonScanner {
    #frames = [];
    #depth = 0;
    #base = 0;
    #at = 0;
    #lex = Lex.Between;
    #hex = 0;
    /** Between tokens: a value, a key, the ':' after a key, a ',' or closing bracket after a value, or nothing more. */
    #expect = 'value';
    /** Just after '[' or '{', where a closing bracket may follow at once. */
    #opened = false;
    #string = [];
    #stringLength = 0;
    #token = '';
    #rootType;
    #crs;
    #bbox;
    #box;
    #keptValues = 0;
    /** Whether the string being read is one the footprint reads (a key of a geometry, a "type", a kept member). */
    #keeping = false;
    /** The root object's "type" once read: a caller may stop at a root that is no GeoJSON. */
    get rootType() {
        return this.#rootType;
    }
    #fail(what) {
        throw new GeoJsonSyntaxError(`${what} at byte ${this.#base + this.#at}`);
    }
    write(chunk) {
        const n = chunk.length;
        let i = 0;
        this.#backslash = -1;
        // A UTF-8 byte order mark may come before the text (RFC 8259 \u00a78.1 lets a parser ignore it).
        if (this.#base === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf)
            i = 3;
        // Tight loops over the long runs (string content, numbers, white space); a method call only per token.
        while (i < n) {
            switch (this.#lex) {
                case Lex.String: {
                    if (!this.#keeping) {
                        // A string nobody reads is skipped to its closing quote (memchr), through its escapes.
                        const quote = chunk.indexOf(common/* QUOTE */.jA, i);
                        const end = quote < 0 ? n : quote;
                        const backslash = this.#nextBackslash(chunk, i);
                        if (backslash < end) {
                            this.#lex = Lex.Escape;
                            i = backslash + 1;
                        }
                        else if (end === n)
                            i = n;
                        else {
                            this.#at = end;
                            this.#lex = Lex.Between;
                            this.#endString();
                            i = end + 1;
                        }
                        break;
                    }
                    let j = i;
                    let c = 0;
                    while (j < n && (c = chunk[j]) !== common/* QUOTE */.jA && c !== common/* BACKSLASH */.r_ && c >= 0x20)
                        j++;
                    this.#keep(chunk, i, j);
                    if (j === n)
                        return this.#next(n);
                    this.#at = j;
                    if (c === common/* QUOTE */.jA) {
                        this.#lex = Lex.Between;
                        this.#endString();
                    }
                    else if (c === common/* BACKSLASH */.r_) {
                        this.#lex = Lex.Escape;
                        this.#keep(chunk, j, j + 1);
                    }
                    else
                        this.#fail('a control character inside a string');
                    i = j + 1;
                    break;
                }
                case Lex.Escape: {
                    const c = chunk[i];
                    this.#at = i;
                    if (c === 0x75) {
                        this.#lex = Lex.Unicode;
                        this.#hex = 0;
                    }
                    else if (c === common/* QUOTE */.jA || c === common/* BACKSLASH */.r_ || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74)
                        this.#lex = Lex.String;
                    else
                        this.#fail('an invalid escape in a string');
                    this.#keep(chunk, i, i + 1);
                    i++;
                    break;
                }
                case Lex.Unicode: {
                    const c = chunk[i];
                    this.#at = i;
                    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)))
                        this.#fail('an invalid \\u escape');
                    this.#keep(chunk, i, i + 1);
                    if (++this.#hex === 4)
                        this.#lex = Lex.String;
                    i++;
                    break;
                }
                case Lex.Number:
                case Lex.Literal: {
                    // A number or word that began in an earlier chunk (or at the start of this one).
                    const number = this.#lex === Lex.Number;
                    const inWord = number ? isNumberByte : isLetter;
                    let j = i;
                    while (j < n && inWord(chunk[j]))
                        j++;
                    this.#token += chunk.toString('latin1', i, Math.min(j, i + MAX_NUMBER_LENGTH + 1));
                    this.#at = j;
                    if (this.#token.length > MAX_NUMBER_LENGTH)
                        this.#fail(`a ${number ? 'number' : 'word'} of more than ${MAX_NUMBER_LENGTH} characters`);
                    if (j === n)
                        return this.#next(n);
                    this.#lex = Lex.Between;
                    if (number)
                        this.#number(parseNumber(this.#token));
                    else
                        this.#endLiteral();
                    i = j;
                    break;
                }
                case Lex.Between: {
                    let c = chunk[i];
                    while ((c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) && ++i < n)
                        c = chunk[i];
                    if (i === n)
                        return this.#next(n);
                    this.#at = i;
                    if (this.#expect === 'value' && (c === 0x2d || (c >= 0x30 && c <= 0x39))) {
                        // Most of a GeoJSON file: a number read from the bytes where it lies.
                        let j = i + 1;
                        while (j < n && isNumberByte(chunk[j]))
                            j++;
                        if (j === n) {
                            this.#lex = Lex.Number;
                            this.#token = '';
                        }
                        else {
                            this.#number(j - i > MAX_NUMBER_LENGTH ? Number.NaN : parseNumberBytes(chunk, i, j));
                            i = j;
                        }
                        break;
                    }
                    this.#between(c);
                    // A word is read from its first byte on.
                    if (!this.#inWord())
                        i++;
                    break;
                }
            }
        }
        this.#next(n);
    }
    #backslash = -1;
    /** The next backslash at or after `from` in this chunk (or its length): one search a backslash, however many strings. */
    #nextBackslash(chunk, from) {
        if (this.#backslash < from) {
            const at = chunk.indexOf(common/* BACKSLASH */.r_, from);
            this.#backslash = at < 0 ? chunk.length : at;
        }
        return this.#backslash;
    }
    #inWord() {
        return this.#lex === Lex.Number || this.#lex === Lex.Literal;
    }
    #next(length) {
        this.#base += length;
        this.#at = 0;
    }
    end() {
        if (this.#lex === Lex.Number) {
            this.#lex = Lex.Between;
            this.#number(parseNumber(this.#token));
        }
        else if (this.#lex === Lex.Literal)
            this.#endLiteral();
        if (this.#lex !== Lex.Between || this.#expect !== 'end')
            this.#fail('the text ends early');
        return { type: this.#rootType, crs: this.#crs, bbox: this.#bbox, box: this.#box };
    }
    /** Keeps bytes [from, to) of a string while it is short enough to be kept. */
    #keep(chunk, from, to) {
        const room = MAX_KEPT_STRING - this.#stringLength;
        if (room > 0)
            for (let k = from; k < Math.min(to, from + room); k++)
                this.#string.push(chunk[k]);
        this.#stringLength += to - from;
    }
    #between(c) {
        const opened = this.#opened;
        this.#opened = false;
        const top = this.#top();
        switch (this.#expect) {
            case 'end':
                return this.#fail('more text after the JSON value');
            case 'colon':
                if (c !== 0x3a)
                    this.#fail("no ':' after a key");
                this.#expect = 'value';
                return;
            case 'after':
                if (c === 0x2c)
                    this.#expect = top.array ? 'value' : 'key';
                else if (c === (top.array ? common/* CLOSE_ARRAY */.$z : common/* CLOSE_OBJECT */.tX))
                    this.#close();
                else
                    this.#fail("no ',' or closing bracket after a value");
                return;
            case 'key':
                if (c === common/* QUOTE */.jA)
                    return this.#startString();
                if (c === common/* CLOSE_OBJECT */.tX && opened)
                    return this.#close();
                return this.#fail('no key where an object member starts');
            case 'value':
                if (c === common/* QUOTE */.jA)
                    return this.#startString();
                if (c === common/* OPEN_OBJECT */.bV || c === common/* OPEN_ARRAY */.rK)
                    return this.#open(c === common/* OPEN_ARRAY */.rK);
                if (c === common/* CLOSE_ARRAY */.$z && opened)
                    return this.#close();
                if (c >= 0x61 && c <= 0x7a) {
                    this.#lex = Lex.Literal;
                    this.#token = '';
                    return;
                }
                return this.#fail('no JSON value where one starts');
        }
    }
    /** The role of the value that comes next, by where it sits. */
    #roleOfNext() {
        const top = this.#top();
        if (!top)
            return 'root';
        if (top.role === 'kept')
            return 'kept';
        if (top.array)
            return top.role === 'coordinates' ? 'coordinates' : top.role === 'features' || top.role === 'geometries' ? 'geometry' : 'other';
        if (top.role !== 'root' && top.role !== 'geometry')
            return 'other';
        switch (top.key) {
            case 'coordinates':
            case 'geometry':
            case 'features':
            case 'geometries':
                return top.key;
            case 'crs':
            case 'bbox':
                return top.role === 'root' ? 'kept' : 'other';
            default:
                return 'other';
        }
    }
    #open(array) {
        if (this.#depth >= MAX_DEPTH)
            this.#fail(`JSON nested more than ${MAX_DEPTH} levels deep`);
        const role = this.#roleOfNext();
        const parent = this.#top();
        if (role === 'coordinates') {
            if (!array)
                this.#fail('coordinates that hold an object');
            if (parent.array) {
                if (parent.numbers > 0)
                    this.#fail('a position that mixes numbers and arrays');
                parent.nested = true;
            }
        }
        let kept;
        if (role === 'kept') {
            kept = array ? [] : {};
            this.#keepValue(kept);
        }
        const frame = (this.#frames[this.#depth] ??= new Frame());
        frame.reset(array, role, kept);
        this.#depth++;
        this.#expect = array ? 'value' : 'key';
        this.#opened = true;
    }
    /** Adds a value to the root's "crs" or "bbox" member being built. */
    #keepValue(value) {
        if (++this.#keptValues > MAX_KEPT_VALUES)
            this.#fail(`"crs" and "bbox" members of more than ${MAX_KEPT_VALUES} values`);
        const top = this.#top();
        if (top.role === 'root') {
            if (top.key === 'crs')
                this.#crs = value;
            else
                this.#bbox = value;
        }
        else if (Array.isArray(top.kept))
            top.kept.push(value);
        else if (top.kept && top.key !== undefined)
            top.kept[top.key] = value;
    }
    #top() {
        return this.#depth === 0 ? undefined : this.#frames[this.#depth - 1];
    }
    #close() {
        const frame = this.#frames[--this.#depth];
        const parent = this.#top();
        if (!parent) {
            this.#box = this.#contribution(frame);
            this.#expect = 'end';
            return;
        }
        this.#expect = 'after';
        if (frame.role !== 'other' && frame.role !== 'kept') {
            const slot = parent.array ? SLOT.elements : SLOT[frame.role];
            if (frame.array && frame.role === 'coordinates' && frame.numbers > 0) {
                if (frame.numbers === 1)
                    this.#fail(`a position of one number (${frame.x})`);
                parent.grow(slot, frame.x, frame.y, frame.x, frame.y);
            }
            else {
                const box = this.#contribution(frame);
                if (box)
                    parent.grow(slot, ...box);
            }
        }
        if (!parent.array)
            parent.key = undefined;
    }
    /** What a closed array or object adds to the footprint: an array its elements, an object the member its type names. */
    #contribution(frame) {
        if (frame.array)
            return frame.box(SLOT.elements);
        if ((frame.role !== 'root' && frame.role !== 'geometry') || frame.type === undefined)
            return undefined;
        const slot = GEOMETRY_TYPES.has(frame.type) ? SLOT.coordinates : CONTRIBUTING_SLOT[frame.type];
        return slot === undefined ? undefined : frame.box(slot);
    }
    #startString() {
        this.#keeping = this.#wanted();
        this.#lex = Lex.String;
        this.#string = [];
        this.#stringLength = 0;
    }
    /** Whether the value or key that ends now is read: most strings (properties, their keys) are only checked. */
    #wanted() {
        const top = this.#top();
        if (!top)
            return false;
        if (top.role === 'kept')
            return true;
        if (this.#expect === 'key')
            return top.role === 'root' || top.role === 'geometry';
        return !top.array && top.key === 'type';
    }
    #endString() {
        const text = this.#keeping && this.#stringLength <= MAX_KEPT_STRING ? decode(this.#string) : '';
        if (this.#expect === 'key') {
            // A key too long to keep is none the footprint reads.
            this.#top().key = text;
            this.#expect = 'colon';
            return;
        }
        this.#value(text);
    }
    /** A number where a value goes; NaN for bytes that are no JSON number. */
    #number(value) {
        if (Number.isNaN(value))
            this.#fail('no JSON number');
        this.#value(value);
    }
    #endLiteral() {
        this.#lex = Lex.Between;
        const literal = this.#token === 'true' ? true : this.#token === 'false' ? false : this.#token === 'null' ? null : undefined;
        if (literal === undefined)
            this.#fail(`${JSON.stringify(this.#token)} is no JSON value`);
        this.#value(literal);
    }
    /** A string, number or literal where a value goes. */
    #value(value) {
        const top = this.#top();
        if (!top) {
            this.#expect = 'end';
            return;
        }
        this.#expect = 'after';
        const role = this.#roleOfNext();
        if (role === 'kept')
            this.#keepValue(value);
        else if (role === 'coordinates') {
            if (!top.array)
                this.#fail('coordinates that are not an array');
            if (typeof value !== 'number' || !Number.isFinite(value))
                this.#fail(`a position that holds ${typeof value === 'string' ? 'a string' : String(value)}`);
            if (top.nested)
                this.#fail('a position that mixes numbers and arrays');
            if (top.numbers === 0)
                top.x = value;
            else if (top.numbers === 1)
                top.y = value;
            top.numbers++;
        }
        if (top.array)
            return;
        if (top.key === 'type' && typeof value === 'string') {
            top.type = value;
            if (top.role === 'root')
                this.#rootType = value;
        }
        top.key = undefined;
    }
}

// EXTERNAL MODULE: ./src/footprint/source.ts
var source = __webpack_require__(8074);
;// CONCATENATED MODULE: ./src/footprint/geojson-file.ts
/**
 * The footprint of a GeoJSON file: its top-level bbox member when it has one, else the bounding
 * box of all its coordinates. WGS84 per RFC 7946 unless the file names another CRS the legacy
 * (2008) way: "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2056"}}.
 */



/**
 * The file is read in one pass at a flat memory (geojson-scan.ts, 40\u201360 MB/s); past this size
 * (a few seconds) a delivery should say where its item is rather than have every run read it whole.
 */
const MAX_GEOJSON_BYTES = 128 * 1024 * 1024;
const CHUNK = 1024 * 1024;
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
const tooLarge = (size, file) => new footprint_error/* FootprintError */.E(file, `it is a GeoJSON file of ${(size / 2 ** 20).toFixed(0)} MiB, larger than the ${MAX_GEOJSON_BYTES / 2 ** 20} MiB read for a footprint`);
async function geoJsonOutlines(reader, file) {
    const scanner = new GeoJsonScanner();
    // Past the bound only the first chunk is read: enough to tell JSON of another kind, which adds nothing.
    const limit = Math.min(reader.size, reader.size > MAX_GEOJSON_BYTES ? CHUNK : MAX_GEOJSON_BYTES);
    let scan;
    try {
        const buffer = Buffer.alloc(CHUNK);
        for (let offset = 0; offset < limit; offset += CHUNK) {
            const chunk = await reader.readInto(buffer, offset);
            if (chunk.length === 0)
                break;
            scanner.write(chunk);
            // JSON of another kind (package.json, a style): nothing to read further.
            if (scanner.rootType !== undefined && !GEOJSON_TYPES.has(scanner.rootType))
                return undefined;
        }
        if (reader.size > MAX_GEOJSON_BYTES)
            throw tooLarge(reader.size, file);
        scan = scanner.end();
    }
    catch (error) {
        if (!(error instanceof GeoJsonSyntaxError))
            throw error;
        // A .json file need not be GeoJSON; a .geojson file that is not JSON is broken (or was not read whole).
        if (!/\.geojson$/i.test(file))
            return undefined;
        throw reader.size > MAX_GEOJSON_BYTES
            ? tooLarge(reader.size, file)
            : new footprint_error/* FootprintError */.E(file, `it is not valid GeoJSON (${error.message})`);
    }
    if (scan.type === undefined || !GEOJSON_TYPES.has(scan.type))
        return undefined;
    const crs = namedCrs(scan.crs, file);
    const box = bboxMember(scan.bbox, file) ?? scan.box;
    if (!box)
        return undefined;
    const [minX, minY, maxX, maxY] = box;
    // A single point or a straight north-south or east-west line has a degenerate box: widen it by a
    // hair so that it is a polygon, inward where it lies on a pole or the antimeridian.
    const degrees = crs.epsg === 4326;
    const pad = (lo, hi, limit) => {
        if (lo !== hi)
            return [lo, hi];
        const hair = 1e-7 * Math.max(1, Math.abs(lo));
        if (degrees && lo + hair > limit)
            return [lo - 2 * hair, hi];
        if (degrees && lo - hair < -limit)
            return [lo, hi + 2 * hair];
        return [lo - hair, hi + hair];
    };
    const [west, east] = pad(minX, maxX, 180);
    const [south, north] = pad(minY, maxY, 90);
    return [{ crs, ring: (0,source/* rectangle */.Y)(west, south, east, north) }];
}
function namedCrs(crs, file) {
    const wgs84 = { epsg: 4326, from: 'RFC 7946 (no crs member)' };
    if (crs === undefined || crs === null)
        return wgs84;
    const name = isObject(crs) && crs.type === 'name' && isObject(crs.properties) ? crs.properties.name : undefined;
    if (typeof name !== 'string')
        throw new footprint_error/* FootprintError */.E(file, 'its "crs" member is not a named CRS ({"type": "name", "properties": {"name": \u2026}})');
    if (WGS84_NAMES.test(name.trim()))
        return { epsg: 4326, from: `its crs member ${(0,footprint_error/* quoted */.T)(name)}` };
    const code = EPSG_NAME.exec(name.trim())?.[1];
    if (!code)
        throw new footprint_error/* FootprintError */.E(file, `its "crs" member names ${(0,footprint_error/* quoted */.T)(name)}, which is no EPSG code (such as urn:ogc:def:crs:EPSG::2056)`);
    // GeoJSON before RFC 7946 kept x = easting/longitude whatever the CRS's axis order, as GDAL writes it.
    return { epsg: Number(code), from: `its crs member ${(0,footprint_error/* quoted */.T)(name)}` };
}
function bboxMember(bbox, file) {
    if (bbox === undefined)
        return undefined;
    const ok = Array.isArray(bbox) && (bbox.length === 4 || bbox.length === 6) && bbox.every((v) => typeof v === 'number' && Number.isFinite(v));
    if (!ok)
        throw new footprint_error/* FootprintError */.E(file, `its "bbox" member ${JSON.stringify(bbox)} is not 4 (or 6) numbers`);
    const values = bbox;
    const half = values.length / 2;
    const [minX, minY, maxX, maxY] = [values[0], values[1], values[half], values[half + 1]];
    if (minY > maxY)
        throw new footprint_error/* FootprintError */.E(file, `its "bbox" member ${JSON.stringify(bbox)} has its south above its north`);
    // West > east is a box across the antimeridian (RFC 7946 \u00a75.2); a footprint polygon cannot say that simply.
    if (minX > maxX)
        throw new footprint_error/* FootprintError */.E(file, `its "bbox" member ${JSON.stringify(bbox)} crosses the antimeridian, which this tool does not support`);
    return [minX, minY, maxX, maxY];
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
