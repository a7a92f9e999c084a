/**
 * GeoKeys (OGC GeoTIFF 1.1): the CRS of a GeoTIFF, and of a LAS file, which stores the same
 * three records (34735 directory, 34736 doubles, 34737 ASCII) as VLRs.
 */
import { FootprintError } from './error.ts'
import type { CrsRef } from './source.ts'

type GeoKeyValue = number | string | readonly number[]

const KEY = {
  GTModelType: 1024,
  GTRasterType: 1025,
  GTCitation: 1026,
  GeographicType: 2048,
  ProjectedCSType: 3072,
  PCSCitation: 3073,
} as const
const USER_DEFINED = 32767
const MODEL_PROJECTED = 1
const MODEL_GEOGRAPHIC = 2
const MODEL_GEOCENTRIC = 3
const RASTER_PIXEL_IS_POINT = 2

/** The keys of a GeoKeyDirectory, each with its short, its doubles or its ASCII text. */
export function parseGeoKeys(
  directory: ArrayLike<number>,
  doubles: ArrayLike<number> | undefined,
  ascii: string | undefined,
  file: string,
): Map<number, GeoKeyValue> {
  const corrupt = (what: string) => new FootprintError(file, `its GeoKeyDirectory is corrupt (${what})`)
  if (directory.length < 4) throw corrupt(`${directory.length} values, fewer than its 4-value header`)
  const count = directory[3]!
  if (directory.length < 4 + count * 4) throw corrupt(`it announces ${count} keys but holds ${Math.floor((directory.length - 4) / 4)}`)
  const keys = new Map<number, GeoKeyValue>()
  for (let i = 0; i < count; i++) {
    const [id, location, n, offset] = [0, 1, 2, 3].map((k) => directory[4 + i * 4 + k]!) as [number, number, number, number]
    if (location === 0) keys.set(id, offset)
    else if (location === 34736) {
      if (!doubles || offset + n > doubles.length) throw corrupt(`key ${id} points past GeoDoubleParams`)
      keys.set(
        id,
        Array.from({ length: n }, (_, k) => doubles[offset + k]!),
      )
    } else if (location === 34737) {
      if (ascii === undefined || offset + n > ascii.length + 1) throw corrupt(`key ${id} points past GeoAsciiParams`)
      // Strings end with '|' in GeoAsciiParams, counted in n.
      keys.set(id, ascii.slice(offset, offset + n).replace(/\|$/, ''))
    } else if (location === 34735) {
      if (offset + n > directory.length) throw corrupt(`key ${id} points past the directory`)
      keys.set(
        id,
        Array.from({ length: n }, (_, k) => directory[offset + k]!),
      )
    }
    // Values in other tags are unknown to GeoTIFF 1.1 readers; the keys we need never use them.
  }
  return keys
}

/** Whether pixel (0, 0)'s tie point is its centre (PixelIsPoint) rather than its corner (PixelIsArea, the default). */
export const isPixelIsPoint = (keys: ReadonlyMap<number, GeoKeyValue>): boolean => keys.get(KEY.GTRasterType) === RASTER_PIXEL_IS_POINT

/** ESRI's WKT as GDAL stores it in a citation when the CRS has no EPSG code. */
function esriWktIn(keys: ReadonlyMap<number, GeoKeyValue>): string | undefined {
  for (const id of [KEY.PCSCitation, KEY.GTCitation]) {
    const text = keys.get(id)
    const match = typeof text === 'string' ? /ESRI PE String = (.+)$/s.exec(text) : null
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** The CRS the GeoKeys name, or a FootprintError saying why they name none the action can use. */
export function crsFromGeoKeys(keys: ReadonlyMap<number, GeoKeyValue>, file: string): CrsRef {
  const model = keys.get(KEY.GTModelType)
  const projected = keys.get(KEY.ProjectedCSType)
  const geographic = keys.get(KEY.GeographicType)
  if (model === MODEL_GEOCENTRIC)
    throw new FootprintError(file, 'its GeoKeys give a geocentric model (GTModelTypeGeoKey 3), which has no map footprint')
  if (model === MODEL_PROJECTED || (model === undefined && projected !== undefined)) {
    if (typeof projected === 'number' && projected > 0 && projected < USER_DEFINED)
      return { epsg: projected, from: 'ProjectedCSTypeGeoKey' }
    const wkt = esriWktIn(keys)
    if (wkt) return { wkt, from: 'the ESRI WKT in its GeoKey citation' }
    if (projected === USER_DEFINED)
      throw new FootprintError(
        file,
        'its projected CRS is user-defined in GeoKeys (ProjectedCSTypeGeoKey 32767) with no EPSG code or WKT to read',
      )
    throw new FootprintError(file, 'its GeoKeys say the model is projected but give no ProjectedCSTypeGeoKey')
  }
  if (model === MODEL_GEOGRAPHIC || geographic !== undefined) {
    if (typeof geographic === 'number' && geographic > 0 && geographic < USER_DEFINED)
      return { epsg: geographic, from: 'GeographicTypeGeoKey' }
    throw new FootprintError(
      file,
      'its geographic CRS is user-defined in GeoKeys (GeographicTypeGeoKey 32767 or missing) with no EPSG code',
    )
  }
  throw new FootprintError(file, 'its GeoKeys name no CRS (neither ProjectedCSTypeGeoKey nor GeographicTypeGeoKey)')
}
