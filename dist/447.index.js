export const id = 447;
export const ids = [447];
export const modules = {

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


/***/ })

};
