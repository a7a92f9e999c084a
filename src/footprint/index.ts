/**
 * Item geometry from the delivered files' own georeferencing (item-geometry: auto), and the
 * checks and parsing of a geometry the user gives. Loaded with import() only by runs that make
 * items. At load it brings the union and the validity checks; each file format's reader, proj4
 * and the CRS table are imported when the first file that needs them is read.
 */
export { FootprintError } from './error.ts'
export { bboxOf, type Polygon } from './geojson.ts'
export { geometryProblems } from './validate.ts'
export { combineFootprints } from './combine.ts'
export { parseBbox, parseGeometryText, readGeometryFile } from './parse.ts'
export type { Footprint } from './source.ts'
export { FootprintThreads } from './threads.ts'
export { readFootprint } from './read.ts'
