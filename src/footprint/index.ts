/**
 * Item geometry: the checks and parsing of a geometry the user gives, and the union of the
 * footprints of an item's files. Loaded with import() only by runs that make items.
 */
export { bboxOf, type BBox, type Geometry, type LineString, type MultiLineString, type MultiPoint, type MultiPolygon } from './geojson.ts'
export type { Point, Polygon, Position, Ring } from './geojson.ts'
export { geometryProblems } from './validate.ts'
export { combineFootprints, type Combined, type Union } from './combine.ts'
export { parseBbox, parseGeometryText } from './parse.ts'
