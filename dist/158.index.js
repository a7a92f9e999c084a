export const id = 158;
export const ids = [158];
export const modules = {

/***/ 5158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   footprintOf: () => (/* binding */ footprintOf)
/* harmony export */ });
/* unused harmony export densify */
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5545);
/* harmony import */ var _geojson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5556);
/**
 * Source outlines to a WGS84 footprint. Each edge is densified before it is reprojected so that
 * a rectangle in LV95 stays the shape it is on the map. The extra points sit on a grid fixed in
 * the source CRS (every 1000 units, or 0.01°), not spread along each edge, so that tiles that
 * share part of an edge get the same points there, and projecting the same input point always
 * gives the same output: adjacent tiles keep sharing edges exactly, and their union dissolves.
 */


const PROJECTED_STEP_METRES = 1000;
const GEOGRAPHIC_STEP_DEGREES = 0.01;
/** Coarser steps (by tens, so still on the grid) past this many points per edge. */
const MAX_POINTS_PER_EDGE = 1000;
/** 1e-9° is 0.1 mm: far below any source's accuracy, and shorter JSON than 17 digits. */
const round = (degrees) => Math.round(degrees * 1e9) / 1e9;
const isWgs84 = (crs) => crs.epsg === 4326;
async function footprintOf(outlines, file) {
    const labels = new Set();
    const rings = [];
    for (const outline of outlines) {
        if (isWgs84(outline.crs)) {
            // Degrees already: neither proj4 nor densifying is needed (a straight edge stays straight).
            labels.add('EPSG:4326');
            rings.push(outline.ring.map(([x, y]) => [x, y]));
            checkDegrees(rings.at(-1), 'EPSG:4326', file);
            continue;
        }
        const { resolveCrs } = await Promise.all(/* import() */[__webpack_require__.e(148), __webpack_require__.e(622)]).then(__webpack_require__.bind(__webpack_require__, 6622));
        const crs = resolveCrs(outline.crs, file);
        labels.add(crs.label);
        rings.push(projectRing(outline.ring, crs, file));
    }
    // Several layers or tables in one file: their common envelope is the file's footprint.
    const geometry = rings.length === 1 ? { type: 'Polygon', coordinates: rings } : (0,_geojson_js__WEBPACK_IMPORTED_MODULE_1__/* .bboxPolygon */ .kJ)((0,_geojson_js__WEBPACK_IMPORTED_MODULE_1__/* .bboxOf */ .TI)({ type: 'Polygon', coordinates: rings }));
    return { crs: [...labels].join(', '), geometry, bbox: (0,_geojson_js__WEBPACK_IMPORTED_MODULE_1__/* .bboxOf */ .TI)(geometry) };
}
function checkDegrees(ring, label, file) {
    const bad = ring.find(([lon, lat]) => !(Math.abs(lon) <= 180 && Math.abs(lat) <= 90));
    if (bad)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its outline reaches (${bad[0]}, ${bad[1]}), which is no longitude/latitude in degrees although its CRS is ${label} ` +
            '(are these projected coordinates, such as LV95 metres?)');
}
function projectRing(ring, crs, file) {
    const step = crs.geographic ? GEOGRAPHIC_STEP_DEGREES : PROJECTED_STEP_METRES / crs.toMeter;
    const out = [];
    for (const [x, y] of densify(ring, step)) {
        const [lon, lat] = crs.toWgs84(x, y);
        if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
            const hint = crs.geographic ? ' (are these projected coordinates rather than degrees?)' : '';
            throw new _error_js__WEBPACK_IMPORTED_MODULE_0__/* .FootprintError */ .E(file, `its outline point (${x}, ${y}) in ${crs.label} does not reproject to WGS84${hint}`);
        }
        const point = [round(lon), round(lat)];
        const last = out.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1])
            out.push(point);
    }
    // Projections keep orientation, but a CRS with a flipped axis would not: outer rings go counterclockwise.
    return (0,_geojson_js__WEBPACK_IMPORTED_MODULE_1__/* .signedArea2 */ .uB)(out) < 0 ? out.reverse() : out;
}
/** A closed ring with points added on every edge where it crosses the step grid (straight edges: evenly). */
function densify(ring, step) {
    const out = [];
    for (let k = 0; k + 1 < ring.length; k++) {
        const [x1, y1] = ring[k];
        const [x2, y2] = ring[k + 1];
        out.push([x1, y1]);
        const length = Math.hypot(x2 - x1, y2 - y1);
        let edgeStep = step;
        while (length / edgeStep > MAX_POINTS_PER_EDGE)
            edgeStep *= 10;
        if (y1 === y2 || x1 === x2) {
            // Axis-parallel (every header extent): points at the grid's multiples, the same for every tile.
            const horizontal = y1 === y2;
            const [from, to] = horizontal ? [x1, x2] : [y1, y2];
            const direction = Math.sign(to - from);
            // A grid point a rounding error away from an end would be a near-duplicate vertex.
            const near = edgeStep * 1e-9;
            let n = direction > 0 ? Math.floor(from / edgeStep) + 1 : Math.ceil(from / edgeStep) - 1;
            for (; direction * (n * edgeStep - to) < -near; n += direction) {
                const at = n * edgeStep;
                if (Math.abs(at - from) > near)
                    out.push(horizontal ? [at, y1] : [x1, at]);
            }
        }
        else {
            const parts = Math.ceil(length / edgeStep);
            for (let i = 1; i < parts; i++)
                out.push([x1 + ((x2 - x1) * i) / parts, y1 + ((y2 - y1) * i) / parts]);
        }
    }
    const last = ring.at(-1);
    if (last)
        out.push([last[0], last[1]]);
    return out;
}


/***/ })

};
