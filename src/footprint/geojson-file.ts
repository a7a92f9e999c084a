/**
 * The footprint of a GeoJSON file: its top-level bbox member when it has one, else the bounding
 * box of all its coordinates. WGS84 per RFC 7946 unless the file names another CRS the legacy
 * (2008) way: "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2056"}}.
 */
import { FootprintError, quoted } from './error.ts'
import type { HeaderReader } from '../headers/index.ts'
import { GeoJsonScanner, GeoJsonSyntaxError } from './geojson-scan.ts'
import { rectangle, type CrsRef, type SourceOutline } from './source.ts'

/**
 * The file is read in one pass at a flat memory (geojson-scan.ts, 40–60 MB/s); past this size
 * (a few seconds) a delivery should say where its item is rather than have every run read it whole.
 */
const MAX_GEOJSON_BYTES = 128 * 1024 * 1024
const CHUNK = 1024 * 1024

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
])
const WGS84_NAMES = /^(urn:ogc:def:crs:OGC:(1\.3)?:CRS84|OGC:CRS84|CRS:84|WGS ?84)$/i
const EPSG_NAME = /^(?:urn:ogc:def:crs:EPSG:[\d.]*:|EPSG:+|http:\/\/www\.opengis\.net\/def\/crs\/EPSG\/\d+\/)(\d+)$/i

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const tooLarge = (size: number, file: string): FootprintError =>
  new FootprintError(
    file,
    `it is a GeoJSON file of ${(size / 2 ** 20).toFixed(0)} MiB, larger than the ${MAX_GEOJSON_BYTES / 2 ** 20} MiB read for a footprint`,
  )

export async function geoJsonOutlines(reader: HeaderReader, file: string): Promise<SourceOutline[] | undefined> {
  const scanner = new GeoJsonScanner()
  // Past the bound only the first chunk is read: enough to tell JSON of another kind, which adds nothing.
  const limit = Math.min(reader.size, reader.size > MAX_GEOJSON_BYTES ? CHUNK : MAX_GEOJSON_BYTES)
  let scan
  try {
    const buffer = Buffer.alloc(CHUNK)
    for (let offset = 0; offset < limit; offset += CHUNK) {
      const chunk = await reader.readInto(buffer, offset)
      if (chunk.length === 0) break
      scanner.write(chunk)
      // JSON of another kind (package.json, a style): nothing to read further.
      if (scanner.rootType !== undefined && !GEOJSON_TYPES.has(scanner.rootType)) return undefined
    }
    if (reader.size > MAX_GEOJSON_BYTES) throw tooLarge(reader.size, file)
    scan = scanner.end()
  } catch (error) {
    if (!(error instanceof GeoJsonSyntaxError)) throw error
    // A .json file need not be GeoJSON; a .geojson file that is not JSON is broken (or was not read whole).
    if (!/\.geojson$/i.test(file)) return undefined
    throw reader.size > MAX_GEOJSON_BYTES
      ? tooLarge(reader.size, file)
      : new FootprintError(file, `it is not valid GeoJSON (${error.message})`)
  }
  if (scan.type === undefined || !GEOJSON_TYPES.has(scan.type)) return undefined
  const crs = namedCrs(scan.crs, file)
  const box = bboxMember(scan.bbox, file) ?? scan.box
  if (!box) return undefined
  const [minX, minY, maxX, maxY] = box
  // A single point or a straight north-south or east-west line has a degenerate box: widen it by a
  // hair so that it is a polygon, inward where it lies on a pole or the antimeridian.
  const degrees = crs.epsg === 4326
  const pad = (lo: number, hi: number, limit: number): [number, number] => {
    if (lo !== hi) return [lo, hi]
    const hair = 1e-7 * Math.max(1, Math.abs(lo))
    if (degrees && lo + hair > limit) return [lo - 2 * hair, hi]
    if (degrees && lo - hair < -limit) return [lo, hi + 2 * hair]
    return [lo - hair, hi + hair]
  }
  const [west, east] = pad(minX, maxX, 180)
  const [south, north] = pad(minY, maxY, 90)
  return [{ crs, ring: rectangle(west, south, east, north) }]
}

function namedCrs(crs: unknown, file: string): CrsRef {
  const wgs84: CrsRef = { epsg: 4326, from: 'RFC 7946 (no crs member)' }
  if (crs === undefined || crs === null) return wgs84
  const name = isObject(crs) && crs.type === 'name' && isObject(crs.properties) ? crs.properties.name : undefined
  if (typeof name !== 'string')
    throw new FootprintError(file, 'its "crs" member is not a named CRS ({"type": "name", "properties": {"name": …}})')
  if (WGS84_NAMES.test(name.trim())) return { epsg: 4326, from: `its crs member ${quoted(name)}` }
  const code = EPSG_NAME.exec(name.trim())?.[1]
  if (!code)
    throw new FootprintError(file, `its "crs" member names ${quoted(name)}, which is no EPSG code (such as urn:ogc:def:crs:EPSG::2056)`)
  // GeoJSON before RFC 7946 kept x = easting/longitude whatever the CRS's axis order, as GDAL writes it.
  return { epsg: Number(code), from: `its crs member ${quoted(name)}` }
}

function bboxMember(bbox: unknown, file: string): [number, number, number, number] | undefined {
  if (bbox === undefined) return undefined
  const ok =
    Array.isArray(bbox) && (bbox.length === 4 || bbox.length === 6) && bbox.every((v) => typeof v === 'number' && Number.isFinite(v))
  if (!ok) throw new FootprintError(file, `its "bbox" member ${JSON.stringify(bbox)} is not 4 (or 6) numbers`)
  const values = bbox as number[]
  const half = values.length / 2
  const [minX, minY, maxX, maxY] = [values[0]!, values[1]!, values[half]!, values[half + 1]!]
  if (minY > maxY) throw new FootprintError(file, `its "bbox" member ${JSON.stringify(bbox)} has its south above its north`)
  // West > east is a box across the antimeridian (RFC 7946 §5.2); a footprint polygon cannot say that simply.
  if (minX > maxX)
    throw new FootprintError(file, `its "bbox" member ${JSON.stringify(bbox)} crosses the antimeridian, which this tool does not support`)
  return [minX, minY, maxX, maxY]
}
