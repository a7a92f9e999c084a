export const id = 74;
export const ids = [74,447];
export const modules = {

/***/ 1074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   combineFootprints: () => (/* binding */ combineFootprints)
/* harmony export */ });
/* harmony import */ var polygon_clipping__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2045);
/* harmony import */ var polygon_clipping__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(polygon_clipping__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var robust_predicates__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4559);
/* harmony import */ var _envelope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(447);
/* harmony import */ var _geojson_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5556);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/**
 * The item geometry of several polygons (the footprints of an item's files, or the polygons of a
 * FeatureCollection given as item-geometry): their union, so that adjacent tiles dissolve into one
 * polygon (a MultiPolygon whose parts share an edge is invalid). The union is polygon-clipping's
 * (Martinez-Rueda sweep with robust predicates, widely used through turf 6): a correct polygon
 * union is far more than this module should carry by hand.
 *
 * One sweep over all polygons pays for every crossing of any two outlines, most of which end up
 * inside the result: 3,000 overlapping images of a flight took 2.7 s and 380 MB that way (other
 * rectangles 7.1 s and 2.8 GB). So the union is cascaded (as JTS's CascadedPolygonUnion): the
 * polygons, in the order of a Hilbert curve through their centres, are united four at a time,
 * those unions four at a time, and so on, each step seeing only the outlines that are left (the
 * same flight: 150\u2013270 ms of CPU time); the parts of a piece that lie outside the other pieces'
 * boxes are set beside the union, not through it. Each step is counted before it runs, against
 * bounds that keep it within a footprint thread's heap and the whole within seconds: past one, the
 * union is not made and the caller gets the envelope (envelope.ts). The thread's deadline and heap
 * limit (threads.ts) stay the backstop.
 *
 * The polygons are snapped to the grid of 1e-9\u00b0 (0.1 mm) that reprojected footprints already lie
 * on (project.ts): polygon-clipping fails ("Unable to complete output ring") on edges a few bits
 * apart, as tiles computed in floating point have them (7 + 0.01 and 7.01); snapped, 19 of 20 such
 * sets of tiles united, unsnapped none. A footprint from LV95 keeps its coordinates to the bit, and
 * an item made before keeps its geometry; 1e-7\u00b0 would have moved every one of them.
 */





/*
 * What polygon-clipping costs, measured in a footprint thread: some 1 KB of heap a vertex or
 * crossing while it runs (four stars of 1,500 vertices each took more than 16 MiB, four of 5,000
 * more than 64); 2\u20135 \u00b5s a vertex for outlines like a flight's, far more where many edges stand side
 * by side (the spikes of a star) or where every edge is crossed many times (strips that cross).
 * 3,000 images of a flight, or 3,000 overlapping rectangles, meet in 43 places a step at most
 * (some 1,200 vertices) and 10,000\u201319,000 in all; strips that cross meet thousands of times a step.
 * Every step within the bounds below that was tried (stars, combs, grids at the bounds) ran within
 * 24 MiB of heap, and the thread has 32; its deadline is the backstop for a shape that is slow
 * within them.
 */
/** Vertices one step hands the union: 0.1\u20130.5 s. */
const MAX_STEP_VERTICES = 5_000;
/** Places where the outlines of one step meet (cross, touch or run along): 0.1\u20130.5 s. */
const MAX_STEP_MEETINGS = 2_500;
/** Vertices of the union, and of every piece on the way: an item geometry of more is no outline a map needs (some 1.3 MB of JSON). */
const MAX_VERTICES = 50_000;
/** Vertices through the union over all steps. */
const MAX_WORK = 500_000;
/** Places where outlines meet, over all steps. */
const MAX_MEETINGS = 100_000;
/** Pairs of edges compared to count where outlines meet, over all steps (some 10 ns a pair). */
const MAX_PAIRS = 20_000_000;
/**
 * Pieces united in one step. Two, three, four or six a step cost alike in CPU time (150\u2013270 ms
 * for 3,000 images of a flight, a first union included); four makes fewer steps and calls.
 */
const FAN_IN = 4;
/** A bound the union would pass: `why` completes "the union of \u2026". */
class OverBound extends Error {
    why;
    constructor(why) {
        super(why);
        this.why = why;
    }
}
const count = (n) => n.toLocaleString('en-US');
class Budget {
    #work = MAX_WORK;
    #meetings = MAX_MEETINGS;
    #pairs = MAX_PAIRS;
    work(vertices, meetings = 0) {
        this.#work -= vertices;
        this.#meetings -= meetings;
        if (this.#work < 0)
            throw new OverBound(`is too complex (more than ${count(MAX_WORK)} vertices to go through the union in all)`);
        if (this.#meetings < 0)
            throw new OverBound(`is too complex (its outlines cross more than ${count(MAX_MEETINGS)} times in all)`);
    }
    pair() {
        if (--this.#pairs < 0)
            throw new OverBound(`is too complex (more than ${count(MAX_PAIRS)} pairs of edges to compare)`);
    }
}
/**
 * The union of the polygons, or their envelope where the union is over a bound, fails, or is not
 * valid (envelope.ts: a refusal where the envelope spans a hemisphere). `union` is replaceable so
 * that tests can make it fail.
 */
function combineFootprints(polygons, union = (polygon_clipping__WEBPACK_IMPORTED_MODULE_0___default().union)) {
    if (polygons.length === 0)
        throw new RangeError('combineFootprints: no footprints to combine');
    let parts;
    try {
        parts = unite(polygons, union);
    }
    catch (error) {
        // polygon-clipping's own message names its internals and coordinates: a line of it is enough.
        const message = error.message;
        return (0,_envelope_js__WEBPACK_IMPORTED_MODULE_3__.envelopeOf)(polygons, error instanceof OverBound ? error.why : `failed (${message.length > 120 ? `${message.slice(0, 120)}\u2026` : message})`);
    }
    if (parts.length === 0)
        return (0,_envelope_js__WEBPACK_IMPORTED_MODULE_3__.envelopeOf)(polygons, 'came out empty');
    const geometry = parts.length === 1 ? { type: 'Polygon', coordinates: parts[0] } : { type: 'MultiPolygon', coordinates: parts };
    const problems = (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .geometryProblems */ .f)(geometry);
    if (problems.length > 0)
        return (0,_envelope_js__WEBPACK_IMPORTED_MODULE_3__.envelopeOf)(polygons, `is not a valid geometry (${problems[0]})`);
    return { method: 'union', geometry, bbox: (0,_geojson_js__WEBPACK_IMPORTED_MODULE_4__/* .bboxOf */ .TI)(geometry) };
}
function unite(polygons, union) {
    const budget = new Budget();
    const leaves = polygons.map((polygon) => {
        const part = partOf(snapped(polygon), false);
        return { parts: [part], box: part.box, vertices: part.vertices };
    });
    budget.work(leaves.reduce((sum, leaf) => sum + leaf.vertices, 0));
    let level = hilbertOrder(leaves);
    while (level.length > 1) {
        const next = [];
        for (let i = 0; i < level.length; i += FAN_IN)
            next.push(merge(level.slice(i, i + FAN_IN), union, budget));
        level = next;
    }
    const united = [];
    for (const part of level[0].parts) {
        // A part no step clipped is as given: it goes through the union alone, as one sweep over all
        // would have taken it; one larger than a step stays as given (and is checked with the rest).
        if (part.clipped || part.vertices > MAX_STEP_VERTICES)
            united.push(part.rings);
        else {
            budget.work(part.vertices);
            united.push(...union(part.rings));
        }
    }
    // In the order one sweep over all gives its parts (by their lowest left point): an item made before keeps its geometry.
    return united
        .map((rings) => ({ rings, first: lowestLeft(rings[0]) }))
        .sort((a, b) => a.first[0] - b.first[0] || a.first[1] - b.first[1])
        .map((p) => p.rings);
}
/** A coordinate on the grid of 1e-9\u00b0 (the same as project.ts rounds to: there, a no-op). */
const snap = (degrees) => Math.round(degrees * 1e9) / 1e9;
/** Twice a ring's area, unsigned. */
function area2(ring) {
    let sum = 0;
    for (let i = 0; i + 1 < ring.length; i++)
        sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    return Math.abs(sum);
}
/**
 * The polygon on the grid; as given where the grid would change the area of one of its rings by
 * more than a thousandth: a sliver thinner than 0.1 mm would collapse into a line.
 */
function snapped(polygon) {
    const given = polygon.coordinates.map((ring) => ring.map(([x, y]) => [x, y]));
    const grid = given.map((ring) => ring.map(([x, y]) => [snap(x), snap(y)]));
    return grid.every((ring, i) => Math.abs(area2(ring) - area2(given[i])) <= area2(given[i]) / 1000) ? grid : given;
}
function partOf(rings, clipped) {
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    // Holes lie inside the outer ring: its box is the part's.
    for (const [x, y] of rings[0] ?? []) {
        if (x < box[0])
            box[0] = x;
        if (y < box[1])
            box[1] = y;
        if (x > box[2])
            box[2] = x;
        if (y > box[3])
            box[3] = y;
    }
    return { rings, box, vertices: rings.reduce((sum, ring) => sum + ring.length, 0), clipped };
}
const lowestLeft = (ring) => ring.reduce((low, point) => (point[0] < low[0] || (point[0] === low[0] && point[1] < low[1]) ? point : low), ring[0]);
/**
 * A hair (1e-9\u00b0, 0.1 mm) within which boxes meet: the union snaps coordinates that differ in their
 * last bits (7 + 0.01 and 7.01), so tiles that nearly share an edge must go through it together.
 */
const HAIR = 1e-9;
/** Boxes that overlap or touch, to a hair: pieces that share an edge must go through the union to dissolve. */
const meet = (a, b) => a[0] <= b[2] + HAIR && b[0] <= a[2] + HAIR && a[1] <= b[3] + HAIR && b[1] <= a[3] + HAIR;
/** The box around boxes (a loop: a spread of a hundred thousand arguments overflows the stack). */
function around(boxes) {
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [west, south, east, north] of boxes) {
        if (west < box[0])
            box[0] = west;
        if (south < box[1])
            box[1] = south;
        if (east > box[2])
            box[2] = east;
        if (north > box[3])
            box[3] = north;
    }
    return box;
}
/** Pieces side by side: their parts neither overlap nor touch along an edge. */
function beside(parts) {
    const vertices = parts.reduce((sum, part) => sum + part.vertices, 0);
    if (vertices > MAX_VERTICES)
        throw new OverBound(`is too complex (more than ${count(MAX_VERTICES)} vertices)`);
    return { parts, box: around(parts.map((part) => part.box)), vertices };
}
/** The union of a few pieces: their parts near another piece through the union, the rest beside it. */
function merge(pieces, union, budget) {
    const all = pieces.flatMap((piece) => piece.parts);
    if (pieces.length < 2)
        return pieces[0] ?? beside(all);
    const near = pieces
        .map((piece, i) => piece.parts.filter((part) => pieces.some((other, j) => j !== i && meet(part.box, other.box))))
        .filter((parts) => parts.length > 0);
    if (near.length < 2)
        return beside(all);
    const vertices = near.flat().reduce((sum, part) => sum + part.vertices, 0);
    if (vertices > MAX_STEP_VERTICES)
        throw new OverBound(`is too complex (more than ${count(MAX_STEP_VERTICES)} vertices to unite in one step)`);
    const crossings = meetings(near, MAX_STEP_MEETINGS + 1, budget);
    if (crossings > MAX_STEP_MEETINGS)
        throw new OverBound(`is too complex (its outlines cross more than ${count(MAX_STEP_MEETINGS)} times in one step)`);
    budget.work(vertices, crossings);
    const [first, ...rest] = near.map((parts) => parts.map((part) => part.rings));
    const united = union(first, ...rest).map((rings) => partOf(rings, true));
    const through = new Set(near.flat());
    return beside(all.filter((part) => !through.has(part)).concat(united));
}
/**
 * How many edges of one side meet (cross, touch or run along) an edge of another: each is a
 * vertex the union makes or passes. Counted up to `limit`, by sweeps along x over two sides'
 * edges at a time, in which every pair of edges compared spends the budget.
 */
function meetings(sides, limit, budget) {
    const boxes = sides.map((parts) => around(parts.map((part) => part.box)));
    // Only an edge in another side's box can meet that side.
    const edges = sides.map((parts, i) => edgesIn(parts, boxes.filter((_, j) => j !== i)));
    let found = 0;
    /** Each edge of `from` against the edges of `to` that start at its left (after it, when `after`) and before its right end. */
    const sweep = (from, to, after) => {
        let start = 0;
        for (const e of from) {
            while (start < to.length && (after ? to[start].box[0] <= e.box[0] : to[start].box[0] < e.box[0]))
                start++;
            for (let j = start; j < to.length && to[j].box[0] <= e.box[2]; j++) {
                budget.pair();
                const f = to[j];
                if (f.box[1] > e.box[3] || f.box[3] < e.box[1])
                    continue;
                if (edgesMeet(e, f) && ++found >= limit)
                    return true;
            }
        }
        return false;
    };
    // A pair is compared once: from the edge that starts further left (from the first side's, where both start alike).
    for (let i = 0; i < edges.length; i++)
        for (let j = i + 1; j < edges.length; j++)
            if (sweep(edges[i], edges[j], false) || sweep(edges[j], edges[i], true))
                return found;
    return found;
}
/** The edges of the parts that meet one of the boxes, by their west end. */
function edgesIn(parts, boxes) {
    const edges = [];
    for (const part of parts)
        for (const ring of part.rings)
            for (let i = 0; i + 1 < ring.length; i++) {
                const [x1, y1] = ring[i];
                const [x2, y2] = ring[i + 1];
                const box = [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
                if (boxes.some((other) => meet(box, other)))
                    edges.push({ x1, y1, x2, y2, box });
            }
    return edges.sort((e, f) => e.box[0] - f.box[0]);
}
/** Edges whose boxes overlap meet unless one lies wholly on one side of the other's line (collinear ones then overlap). */
function edgesMeet(e, f) {
    const o1 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_1__/* .orient2d */ .c_)(e.x1, e.y1, e.x2, e.y2, f.x1, f.y1);
    const o2 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_1__/* .orient2d */ .c_)(e.x1, e.y1, e.x2, e.y2, f.x2, f.y2);
    if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0))
        return false;
    const o3 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_1__/* .orient2d */ .c_)(f.x1, f.y1, f.x2, f.y2, e.x1, e.y1);
    const o4 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_1__/* .orient2d */ .c_)(f.x1, f.y1, f.x2, f.y2, e.x2, e.y2);
    return !((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0));
}
/** Pieces in the order of a Hilbert curve through their boxes' centres: neighbours on the map are united first. */
function hilbertOrder(pieces) {
    if (pieces.length < 3)
        return [...pieces];
    const box = around(pieces.map((piece) => piece.box));
    const [width, height] = [box[2] - box[0] || 1, box[3] - box[1] || 1];
    const keyed = pieces.map((piece) => {
        const x = Math.floor((((piece.box[0] + piece.box[2]) / 2 - box[0]) / width) * 65_535);
        const y = Math.floor((((piece.box[1] + piece.box[3]) / 2 - box[1]) / height) * 65_535);
        return { piece, key: hilbert(x, y) };
    });
    return keyed.sort((p, q) => p.key - q.key).map((k) => k.piece);
}
/** The distance along a Hilbert curve through a 65,536 \u00d7 65,536 grid of the cell (x, y). */
function hilbert(column, row) {
    const n = 65_536;
    let [x, y, d] = [column, row, 0];
    for (let s = n / 2; s >= 1; s /= 2) {
        const rx = (x & s) > 0 ? 1 : 0;
        const ry = (y & s) > 0 ? 1 : 0;
        d += s * s * ((3 * rx) ^ ry);
        if (ry === 0) {
            if (rx === 1)
                [x, y] = [n - 1 - x, n - 1 - y];
            [x, y] = [y, x];
        }
    }
    return d;
}


/***/ }),

/***/ 447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   envelopeOf: () => (/* binding */ envelopeOf)
/* harmony export */ });
/* harmony import */ var _geojson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5556);
/**
 * What stands in for a union of polygons that cannot be made within its bounds: their envelope, a
 * valid polygon that holds them all; or, where that would be no place for one item, a refusal.
 * Apart from combine.ts so that the main thread, whose footprint thread gave up on a union, can
 * fall back without loading the union's library.
 */

/**
 * An envelope wider than half the globe's longitudes or taller than half its latitudes is no
 * place one item is at: polygons on both sides of the antimeridian, or on several continents.
 */
const MAX_WIDTH = 180;
const MAX_HEIGHT = 90;
/** The bounding box of the polygons as a polygon, or the refusal of one that spans a hemisphere. */
function envelopeOf(polygons, why) {
    const bbox = (0,_geojson_js__WEBPACK_IMPORTED_MODULE_0__/* .bboxOf */ .TI)({ type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.coordinates) });
    const [west, south, east, north] = bbox;
    if (east - west > MAX_WIDTH || north - south > MAX_HEIGHT) {
        const span = `${(east - west).toFixed(1)}\u00b0 of longitude by ${(north - south).toFixed(1)}\u00b0 of latitude`;
        return {
            method: 'refused',
            why,
            problem: `their envelope, which would stand in, spans ${span}, more than a hemisphere (${MAX_WIDTH}\u00b0 by ${MAX_HEIGHT}\u00b0)`,
        };
    }
    return { method: 'envelope', geometry: (0,_geojson_js__WEBPACK_IMPORTED_MODULE_0__/* .bboxPolygon */ .kJ)(bbox), bbox, why };
}


/***/ }),

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

/***/ 2625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ geometryProblems)
/* harmony export */ });
/* harmony import */ var robust_predicates__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4559);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5545);
/**
 * The problems of a geometry the action would send as an item's geometry. The catalog stores
 * whatever it is given (spec/catalog-api.md \u00a74: a bowtie, parts sharing an edge, LV95 metres as
 * degrees all answer 201), so the action checks what OGC Simple Features asks of a valid
 * geometry before it sends one, and says what is wrong in words a data owner understands.
 *
 * Written by hand: @turf/boolean-valid 7.4, the JavaScript check at hand, passes a bowtie, a hole
 * outside its shell and a part inside another part (tried). Orientation tests use
 * robust-predicates, so that "on the line" is exact: tiles that share an edge share it to the bit.
 */


const GEOMETRY_TYPES = ['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'];
const TAKEN = 'Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon';
/** Enough to act on; a broken geometry can have thousands. */
const MAX_PROBLEMS = 10;
/**
 * Segment pairs compared and ring vertices visited, at most (about a second): the sweep is fast
 * for real outlines, whose segments are short, but a zigzag of long segments makes it quadratic.
 */
const MAX_WORK = 100_000_000;
/** The work left for the geometry being checked (one at a time: the checks are synchronous). */
let workLeft = MAX_WORK;
class TooComplex extends Error {
}
function spend(steps) {
    workLeft -= steps;
    if (workLeft < 0)
        throw new TooComplex();
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = ([x, y]) => `(${x}, ${y})`;
/** A value for a message, whatever its size or nesting: a number, a short string, or its kind. */
const describe = (value) => typeof value === 'number' || typeof value === 'boolean' || value === null
    ? String(value)
    : typeof value === 'string'
        ? (0,_error_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(value, 40)
        : Array.isArray(value)
            ? value.length <= 4 && value.every((v) => typeof v !== 'object' || v === null)
                ? JSON.stringify(value).slice(0, 80)
                : `an array of ${value.length}`
            : typeof value;
/** The problems of a GeoJSON geometry the catalog would be sent; empty when it is valid. */
function geometryProblems(geometry) {
    if (!isObject(geometry))
        return ['the geometry is not a JSON object'];
    const { type, coordinates } = geometry;
    if (type === 'Feature' || type === 'FeatureCollection' || type === 'GeometryCollection')
        return [`a ${type} is not a geometry the catalog takes: give one ${TAKEN}`];
    if (typeof type !== 'string' || !GEOMETRY_TYPES.includes(type))
        return [`${JSON.stringify(type ?? null)} is not a GeoJSON geometry type: the catalog takes ${TAKEN}`];
    const problems = new Problems();
    const shape = readShape(type, coordinates, problems);
    if (problems.list.length > 0 || !shape)
        return problems.list;
    checkDegrees(shape.points, problems);
    if (problems.list.length > 0 || !shape.polygons)
        return problems.list;
    workLeft = MAX_WORK;
    try {
        checkPolygons(shape.polygons, type === 'MultiPolygon', problems);
    }
    catch (error) {
        if (!(error instanceof TooComplex))
            throw error;
        return [
            `its ${shape.points.length} positions are too many to check in a second ` +
                `(more than ${MAX_WORK} pairs of segments lie across each other's extent): give a simpler outline`,
        ];
    }
    return problems.list;
}
class Problems {
    list = [];
    #seen = new Set();
    #more = 0;
    /** Adds a problem once per key (the same two parts share many segments). */
    add(message, key = message) {
        if (this.#seen.has(key))
            return;
        this.#seen.add(key);
        if (this.list.length < MAX_PROBLEMS)
            this.list.push(message);
        else {
            this.#more++;
            this.list[MAX_PROBLEMS] = `\u2026 and ${this.#more} more problem${this.#more === 1 ? '' : 's'}`;
        }
    }
}
function readPosition(value, where, problems) {
    if (Array.isArray(value) && (value.length === 2 || value.length === 3) && value.every((v) => typeof v === 'number' && Number.isFinite(v)))
        return [value[0], value[1]];
    problems.add(`${where} is not a position of two or three finite numbers (found ${describe(value)})`);
    return undefined;
}
function readPositions(value, where, problems) {
    if (!Array.isArray(value)) {
        problems.add(`${where} is not an array of positions`);
        return undefined;
    }
    const out = [];
    value.forEach((position, i) => {
        const xy = readPosition(position, `position ${i + 1} of ${where}`, problems);
        if (xy)
            out.push(xy);
    });
    return out.length === value.length ? out : undefined;
}
const ringName = (part, ring) => `${ring === 0 ? 'the outer ring' : `hole ${ring}`}${part === undefined ? '' : ` of part ${part + 1}`}`;
function readRings(value, part, problems) {
    const where = part === undefined ? 'the Polygon' : `part ${part + 1} of the MultiPolygon`;
    if (!Array.isArray(value) || value.length === 0) {
        problems.add(`${where} has no rings`);
        return undefined;
    }
    const rings = [];
    value.forEach((ringValue, r) => {
        const name = ringName(part, r);
        const ring = readPositions(ringValue, name, problems);
        if (!ring)
            return;
        if (ring.length < 4)
            problems.add(`${name} has ${ring.length} positions; a ring needs at least 4 (three corners and the first one again at the end)`);
        else {
            const first = ring[0];
            const last = ring.at(-1);
            if (first[0] !== last[0] || first[1] !== last[1])
                problems.add(`${name} is not closed: it ends at ${show(last)} rather than at its start ${show(first)}`);
        }
        rings.push(ring);
    });
    return rings.length === value.length ? rings : undefined;
}
function readShape(type, coordinates, problems) {
    if (coordinates === undefined) {
        problems.add(`the ${type} has no "coordinates" member`);
        return undefined;
    }
    const empty = Array.isArray(coordinates) && coordinates.length === 0;
    if (empty) {
        problems.add(`the ${type} is empty: it has no coordinates`);
        return undefined;
    }
    switch (type) {
        case 'Point': {
            const xy = readPosition(coordinates, 'the Point', problems);
            return xy && { points: [xy] };
        }
        case 'MultiPoint':
        case 'LineString': {
            const points = readPositions(coordinates, `the ${type}`, problems);
            if (points && type === 'LineString' && points.length < 2)
                problems.add('the LineString needs at least 2 positions');
            return points && { points };
        }
        case 'MultiLineString': {
            if (!Array.isArray(coordinates))
                break;
            const lines = coordinates.map((line, i) => readPositions(line, `line ${i + 1} of the MultiLineString`, problems));
            lines.forEach((line, i) => line && line.length < 2 && problems.add(`line ${i + 1} of the MultiLineString needs at least 2 positions`));
            return lines.every((line) => line) ? { points: lines.flat() } : undefined;
        }
        case 'Polygon': {
            const rings = readRings(coordinates, undefined, problems);
            return rings && { points: rings.flat(), polygons: [rings] };
        }
        case 'MultiPolygon': {
            if (!Array.isArray(coordinates))
                break;
            const polygons = coordinates.map((polygon, i) => readRings(polygon, i, problems));
            return polygons.every((p) => p) ? { points: polygons.flat(2), polygons: polygons } : undefined;
        }
    }
    problems.add(`the ${type}'s coordinates are not an array`);
    return undefined;
}
function checkDegrees(points, problems) {
    const outside = points.filter(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90);
    if (outside.length === 0)
        return;
    const example = outside[0];
    const metres = Math.abs(example[0]) > 1000 || Math.abs(example[1]) > 1000;
    problems.add(`${outside.length} of its ${points.length} positions lie outside longitude \u2212180\u2026180 / latitude \u221290\u202690, ` +
        `such as ${show(example)}` +
        (metres ? ': these look like projected coordinates in metres (such as Swiss LV95), not WGS84 degrees' : ''));
}
/** A ring without consecutive repeated positions (valid, and harmless, in OGC). */
function dedupe(ring) {
    return ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]);
}
function checkPolygons(polygons, multi, problems) {
    const cleaned = [];
    const segments = [];
    polygons.forEach((rings, p) => {
        const part = multi ? p : undefined;
        cleaned.push(rings.map((raw, r) => {
            const ring = dedupe(raw);
            if (ring.length < 4)
                problems.add(`${ringName(part, r)} has fewer than 3 distinct corners`);
            for (let i = 0; i + 1 < ring.length; i++) {
                const [x1, y1] = ring[i];
                const [x2, y2] = ring[i + 1];
                segments.push({ x1, y1, x2, y2, part: p, ring: r, index: i, count: ring.length - 1 });
            }
            return ring;
        }));
    });
    if (problems.list.length > 0)
        return;
    for (const [a, b, hit] of intersections(segments))
        judge(a, b, hit, multi, problems);
    // A bowtie's halves cancel out to no area: its crossing is the better message, so this comes after.
    if (problems.list.length > 0)
        return;
    cleaned.forEach((rings, p) => rings.forEach((ring, r) => area2(ring) === 0 && problems.add(`${ringName(multi ? p : undefined, r)} encloses no area`)));
    cleaned.forEach((rings, p) => checkHoles(rings, multi ? p : undefined, problems));
    if (multi)
        checkPartsApart(cleaned, problems);
}
function judge(a, b, hit, multi, problems) {
    const part = multi ? a.part : undefined;
    if (a.part === b.part && a.ring === b.ring) {
        const neighbours = Math.abs(a.index - b.index) === 1 || Math.abs(a.index - b.index) === a.count - 1;
        const name = ringName(part, a.ring);
        if (neighbours && hit.kind === 'overlap')
            problems.add(`${name} turns back on itself near ${show(hit.at)}`, `spike ${a.part} ${a.ring}`);
        else if (!neighbours && hit.kind === 'cross')
            problems.add(`${name} crosses itself at ${show(hit.at)} (as a bowtie does)`, `self ${a.part} ${a.ring}`);
        else if (!neighbours)
            problems.add(`${name} touches itself at ${show(hit.at)}`, `self ${a.part} ${a.ring}`);
        return;
    }
    // Rings may touch other rings at a point; crossing or sharing a stretch of boundary is invalid.
    if (hit.kind === 'touch')
        return;
    if (a.part === b.part) {
        const [r1, r2] = [Math.min(a.ring, b.ring), Math.max(a.ring, b.ring)];
        problems.add(`${ringName(part, r2)} ${hit.kind === 'cross' ? 'crosses' : 'runs along'} ${ringName(part, r1)} near ${show(hit.at)}`, `rings ${a.part} ${r1} ${r2}`);
        return;
    }
    const [p1, p2] = [Math.min(a.part, b.part) + 1, Math.max(a.part, b.part) + 1];
    if (hit.kind === 'overlap')
        problems.add(`parts ${p1} and ${p2} of the MultiPolygon share an edge near ${show(hit.at)}: ` +
            'areas that touch along an edge must be merged into one polygon', `parts ${p1} ${p2}`);
    else
        problems.add(`parts ${p1} and ${p2} of the MultiPolygon overlap near ${show(hit.at)}`, `parts ${p1} ${p2}`);
}
/** Every pair of segments that meet, by a sweep along x (pairs whose x ranges overlap). */
function* intersections(segments) {
    const sorted = [...segments].sort((a, b) => Math.min(a.x1, a.x2) - Math.min(b.x1, b.x2));
    for (let i = 0; i < sorted.length; i++) {
        const a = sorted[i];
        const aMaxX = Math.max(a.x1, a.x2);
        const [aMinY, aMaxY] = [Math.min(a.y1, a.y2), Math.max(a.y1, a.y2)];
        for (let j = i + 1; j < sorted.length; j++) {
            const b = sorted[j];
            if (Math.min(b.x1, b.x2) > aMaxX)
                break;
            spend(1);
            if (Math.min(b.y1, b.y2) > aMaxY || Math.max(b.y1, b.y2) < aMinY)
                continue;
            const hit = intersect(a, b);
            if (hit)
                yield [a, b, hit];
        }
    }
}
function intersect(a, b) {
    const o1 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_0__/* .orient2d */ .c_)(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1);
    const o2 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_0__/* .orient2d */ .c_)(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2);
    if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0))
        return undefined;
    const o3 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_0__/* .orient2d */ .c_)(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1);
    const o4 = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_0__/* .orient2d */ .c_)(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2);
    if ((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0))
        return undefined;
    if (o1 === 0 && o2 === 0) {
        // Collinear: compare the stretches along the segment's longer axis.
        const alongX = Math.abs(a.x2 - a.x1) >= Math.abs(a.y2 - a.y1);
        const [a0, a1] = alongX ? [a.x1, a.x2] : [a.y1, a.y2];
        const [b0, b1] = alongX ? [b.x1, b.x2] : [b.y1, b.y2];
        const lo = Math.max(Math.min(a0, a1), Math.min(b0, b1));
        const hi = Math.min(Math.max(a0, a1), Math.max(b0, b1));
        if (lo > hi)
            return undefined;
        const endpoints = [
            [a.x1, a.y1],
            [a.x2, a.y2],
            [b.x1, b.y1],
            [b.x2, b.y2],
        ];
        const at = endpoints.find((p) => (alongX ? p[0] : p[1]) === lo) ?? endpoints[0];
        return { kind: lo < hi ? 'overlap' : 'touch', at };
    }
    if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) {
        const t = o3 / (o3 - o4);
        return { kind: 'cross', at: [a.x1 + t * (a.x2 - a.x1), a.y1 + t * (a.y2 - a.y1)] };
    }
    const at = o1 === 0 ? [b.x1, b.y1] : o2 === 0 ? [b.x2, b.y2] : o3 === 0 ? [a.x1, a.y1] : [a.x2, a.y2];
    return { kind: 'touch', at };
}
function area2(ring) {
    let sum = 0;
    for (let i = 0; i + 1 < ring.length; i++)
        sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    return sum;
}
/** Where a point lies relative to a closed ring (winding number, exact on the boundary). */
function locate([x, y], ring) {
    spend(ring.length);
    let winding = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i];
        const [x2, y2] = ring[i + 1];
        const o = (0,robust_predicates__WEBPACK_IMPORTED_MODULE_0__/* .orient2d */ .c_)(x1, y1, x2, y2, x, y);
        if (o === 0 && Math.min(x1, x2) <= x && x <= Math.max(x1, x2) && Math.min(y1, y2) <= y && y <= Math.max(y1, y2))
            return 'boundary';
        // robust-predicates' orient2d is negative when (x, y) lies left of the directed edge.
        if (y1 <= y && y2 > y && o < 0)
            winding++;
        else if (y1 > y && y2 <= y && o > 0)
            winding--;
    }
    return winding === 0 ? 'outside' : 'inside';
}
/** Where a ring lies relative to another it neither crosses nor overlaps: decided by any vertex off the other's boundary. */
function ringInside(ring, other) {
    for (const point of ring) {
        const where = locate(point, other);
        if (where !== 'boundary')
            return where === 'inside';
    }
    return undefined;
}
function checkHoles(rings, part, problems) {
    const [shell, ...holes] = rings;
    if (!shell)
        return;
    holes.forEach((hole, h) => {
        if (ringInside(hole, shell) === false)
            problems.add(`${ringName(part, h + 1)} lies outside ${ringName(part, 0)}`);
        holes.forEach((other, o) => {
            if (o !== h && ringInside(hole, other) === true)
                problems.add(`${ringName(part, h + 1)} lies inside ${ringName(part, o + 1)}`);
        });
    });
}
/** A part inside another part's area (not in one of its holes) overlaps it, even where no edges cross. */
function checkPartsApart(polygons, problems) {
    polygons.forEach((inner, i) => {
        polygons.forEach((outer, o) => {
            if (i === o || !inner[0] || !outer[0])
                return;
            if (ringInside(inner[0], outer[0]) !== true)
                return;
            const inHole = outer.slice(1).some((hole) => ringInside(inner[0], hole) !== false);
            if (!inHole)
                problems.add(`part ${i + 1} of the MultiPolygon lies inside part ${o + 1}`, `parts ${Math.min(i, o) + 1} ${Math.max(i, o) + 1}`);
        });
    });
}


/***/ })

};
