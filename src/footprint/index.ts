/**
 * Item geometry from the delivered files' own georeferencing (item-geometry: auto), what
 * proj-epsg: auto and gsd: auto take from it, and the checks and parsing of a geometry the user
 * gives. Loaded with import() only by runs that make items or read those fields. At load it
 * brings the union and the validity checks; each file format's reader, proj4 and the CRS table
 * are imported when the first file that needs them is read.
 */
export { FootprintError } from './error.ts'
export { bboxOf, type Geometry, type Polygon } from './geojson.ts'
export { geometryProblems } from './validate.ts'
export { combineFootprints } from './combine.ts'
export type { Combined } from './envelope.ts'
export { parseBbox, parseGeometryText, readGeometryFile, type ParsedGeometry } from './parse.ts'
export type { Footprint, Georeference } from './source.ts'
export { FootprintThreads, type RunThreads } from './threads.ts'
export { readFootprint, readGeoreference } from './read.ts'
