/**
 * The item-geometry input when the user gives it: GeoJSON text (inline, or a file's content the
 * caller has read) or a bbox "west,south,east,north" in WGS84 degrees. Each returns the geometry
 * or the problems, worded for the user; the caller names the input. A FeatureCollection of several
 * polygons gives them to unite: their union is the footprint threads' (FootprintThreads.unite),
 * bounded as every union is.
 */
import { capped, inert, NamedFileError, readNamedFile } from '../common/index.ts'
import { quoted } from './error.ts'
import { bboxPolygon, type BBox, type Geometry, type LineString, type Point, type Polygon } from './geojson.ts'
import { geometryProblems } from './validate.ts'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const WGS84_NAMES = /^(urn:ogc:def:crs:OGC:(1\.3)?:CRS84|OGC:CRS84|CRS:84|EPSG:4326|urn:ogc:def:crs:EPSG:[\d.]*:4326)$/i

/** An item's geometry is sent with the item: a few hundred kilobytes at most in practice, far less than this. */
const MAX_GEOMETRY_BYTES = 8 * 1024 * 1024
/** GeoJSON nests 6 levels (a FeatureCollection's MultiPolygon); far more overflows the checks' stack, not a geometry. */
const MAX_DEPTH = 64

/**
 * The text of a GeoJSON file given as item-geometry, or a NamedFileError that says why it is not
 * read: no regular file of the workspace (readNamedFile), or larger than a geometry is.
 */
export async function readGeometryFile(file: string, workspace: string): Promise<string> {
  try {
    return (await readNamedFile({ workspace, path: file, limit: MAX_GEOMETRY_BYTES })).toString('utf8')
  } catch (error) {
    if (!(error instanceof NamedFileError) || error.size === undefined) throw error
    const size = `${(error.size / 2 ** 20).toFixed(1)} MiB`
    throw new NamedFileError(`it is ${size}, more than the ${MAX_GEOMETRY_BYTES / 2 ** 20} MiB of an item geometry`, '', error.size)
  }
}

/** How deep arrays and objects nest in a JSON text (brackets in strings left out). */
function nesting(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/** An item geometry given as GeoJSON: one geometry, polygons still to unite into one, or what is wrong with it. */
export type ParsedGeometry = { readonly geometry: Geometry } | { readonly polygons: Polygon[] } | { readonly problems: string[] }

/** A GeoJSON Geometry, Feature or FeatureCollection as the one geometry of an item (several polygons: those to unite). */
export function parseGeometryText(given: string): ParsedGeometry {
  // A UTF-8 byte order mark before the text is allowed (RFC 8259 §8.1).
  const text = given.startsWith('\ufeff') ? given.slice(1) : given
  if (text.length > MAX_GEOMETRY_BYTES)
    return { problems: [`it is ${text.length} characters long, more than the ${MAX_GEOMETRY_BYTES} of an item geometry`] }
  const depth = nesting(text)
  if (depth > MAX_DEPTH) return { problems: [`it nests ${depth} levels deep; GeoJSON nests a few levels, at most ${MAX_DEPTH} are read`] }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    // V8's message quotes the text around the error: its line breaks must not reach the log.
    return { problems: [`it is not JSON (${inert((error as Error).message.slice(0, 120))})`] }
  }
  if (!isObject(data)) return { problems: ['it is not a GeoJSON object'] }
  const crs = data.crs
  const crsName = isObject(crs) && isObject(crs.properties) ? crs.properties.name : undefined
  if (crs !== undefined && crs !== null && !(typeof crsName === 'string' && WGS84_NAMES.test(crsName)))
    return {
      problems: [
        `it names the CRS ${typeof crsName === 'string' ? quoted(crsName) : capped(inert(JSON.stringify(crsName ?? crs)), 120)}; ` +
          'an item geometry must be WGS84 longitude/latitude (RFC 7946), without a "crs" member',
      ],
    }
  const picked = oneGeometry(data)
  if ('problems' in picked || 'polygons' in picked) return picked
  const problems = geometryProblems(picked.geometry)
  return problems.length > 0 ? { problems } : { geometry: picked.geometry as Geometry }
}

function oneGeometry(data: Record<string, unknown>): { geometry: unknown } | { polygons: Polygon[] } | { problems: string[] } {
  if (data.type === 'Feature') {
    if (data.geometry === null || data.geometry === undefined) return { problems: ['the Feature has no geometry'] }
    return { geometry: data.geometry }
  }
  if (data.type !== 'FeatureCollection') return { geometry: data }
  const features = Array.isArray(data.features) ? data.features : []
  const geometries = features.map((f) => (isObject(f) ? f.geometry : undefined)).filter((g) => g !== null && g !== undefined)
  if (geometries.length === 0) return { problems: ['the FeatureCollection has no feature with a geometry'] }
  if (geometries.length === 1) return { geometry: geometries[0] }
  return mergeGeometries(geometries)
}

/** Several features' geometries as one: points and lines gathered, polygons to dissolve into one area. */
function mergeGeometries(geometries: unknown[]): { geometry: Geometry } | { polygons: Polygon[] } | { problems: string[] } {
  const problems = geometries.flatMap((g, i) => geometryProblems(g).map((p) => `feature ${i + 1}: ${p}`))
  if (problems.length > 0) return { problems }
  const typed = geometries as Geometry[]
  const family = (g: Geometry) => g.type.replace(/^Multi/, '')
  const families = new Set(typed.map(family))
  if (families.size > 1)
    return {
      problems: [
        `its features mix ${[...families].map((f) => f.toLowerCase() + 's').join(' and ')}; ` +
          'give one geometry (such as one Polygon or MultiPolygon)',
      ],
    }
  const [kind] = families
  if (kind === 'Point') {
    const points = typed.flatMap((g) => (g.type === 'Point' ? [g.coordinates] : (g.coordinates as Point['coordinates'][])))
    return { geometry: { type: 'MultiPoint', coordinates: points } }
  }
  if (kind === 'LineString') {
    const lines = typed.flatMap((g) => (g.type === 'LineString' ? [g.coordinates] : (g.coordinates as Array<LineString['coordinates']>)))
    return { geometry: { type: 'MultiLineString', coordinates: lines } }
  }
  const polygons = typed.flatMap((g): Polygon[] =>
    g.type === 'Polygon' ? [g] : g.type === 'MultiPolygon' ? g.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates })) : [],
  )
  return { polygons }
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i

/** A bbox "west,south,east,north" in WGS84 degrees, as its polygon. */
export function parseBbox(text: string): { geometry: Polygon; bbox: BBox } | { problems: string[] } {
  const fields = text.split(',').map((field) => field.trim())
  if (fields.length !== 4)
    return {
      problems: [
        `a bbox is four numbers west,south,east,north in WGS84 degrees (such as 5.95,45.81,10.49,47.81); "${text}" has ${fields.length}`,
      ],
    }
  const names = ['west', 'south', 'east', 'north'] as const
  const problems: string[] = []
  const values = fields.map((field, i) => {
    if (!NUMBER.test(field)) problems.push(`${names[i]} "${field}" is not a number`)
    return Number(field)
  })
  if (problems.length > 0) return { problems }
  const [west, south, east, north] = values as [number, number, number, number]
  const metres = values.some((v) => Math.abs(v) > 1000)
  if (metres) problems.push('the numbers look like projected metres (such as Swiss LV95); a bbox is given in WGS84 degrees')
  for (const [name, value] of [
    ['west', west],
    ['east', east],
  ] as const)
    if (!metres && Math.abs(value) > 180) problems.push(`${name} ${value} is not a longitude between −180 and 180`)
  for (const [name, value] of [
    ['south', south],
    ['north', north],
  ] as const)
    if (!metres && Math.abs(value) > 90) problems.push(`${name} ${value} is not a latitude between −90 and 90`)
  if (west >= east) problems.push(`west (${west}) must be less than east (${east}); a box across the antimeridian is not supported`)
  if (south >= north) problems.push(`south (${south}) must be less than north (${north})`)
  if (problems.length > 0) return { problems }
  const bbox: BBox = [west, south, east, north]
  return { geometry: bboxPolygon(bbox), bbox }
}
