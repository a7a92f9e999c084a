/**
 * proj-epsg: auto and gsd: auto from the outlines the footprint readers find: the EPSG code of the
 * file's CRS, and a raster pixel's size in metres.
 *
 * rio-stac writes a raster's pixel size only as proj:transform, in the CRS's units, and no gsd;
 * STAC's gsd is in metres, "nominal", taken at the scene's centre. So: a projected CRS's units
 * times its metres per unit (proj4's to_meter: LV95's metres stay as they are, US feet are
 * converted; no scale factor of the projection is applied, which for Web Mercator means map
 * metres, not ground metres); a geographic CRS's degrees at the latitude of the raster's centre,
 * on the WGS84 ellipsoid (a degree of longitude is N·cos φ·π/180 metres, of latitude M·π/180).
 * A pixel that is not square gives its larger side: the detail the raster resolves.
 */
import { FootprintError } from './error.ts'
import type { CrsRef, Georeference, PixelSteps, SourceOutline } from './source.ts'
import { epsgOfWkt, MAX_WKT } from './wkt.ts'

const WGS84_A = 6_378_137
const WGS84_E2 = 0.006_694_379_990_14
const RADIANS = Math.PI / 180

/** The EPSG code a CRS names: its own, or the one its WKT gives (an AUTHORITY, or an ESRI name the action knows). */
function epsgOf(crs: CrsRef): number | undefined {
  if (crs.epsg !== undefined) return crs.epsg
  const wkt = crs.wkt?.trim()
  if (wkt === undefined || wkt === '' || wkt.length > MAX_WKT) return undefined
  return epsgOfWkt(wkt)
}

/** Six significant digits: 0.1 stays 0.1, and a gsd computed in degrees compares equal on every run. */
const nominal = (metres: number): number => Number(metres.toPrecision(6))

export async function georeferenceOf(outlines: readonly SourceOutline[], file: string): Promise<Georeference> {
  const codes = [...new Set(outlines.map((outline) => epsgOf(outline.crs)))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity))
  const named = codes.map((code) => (code === undefined ? 'one without EPSG code' : `EPSG:${code}`))
  const epsg =
    codes.length === 1 && codes[0] !== undefined
      ? { epsg: codes[0] }
      : codes.length > 1
        ? { epsgNote: `its data lie in several CRSs (${named.join(', ')})` }
        : { epsgNote: `its CRS (from ${outlines[0]!.crs.from}) has no EPSG code` }
  const raster = outlines.find((outline) => outline.pixel !== undefined)
  if (raster === undefined) return { ...epsg, gsdNote: 'it is no raster' }
  try {
    return { ...epsg, gsd: await pixelMetres(raster, file) }
  } catch (error) {
    if (error instanceof FootprintError) return { ...epsg, gsdNote: error.problem }
    throw error
  }
}

async function pixelMetres(raster: SourceOutline, file: string): Promise<number> {
  const { resolveCrs } = await import('./crs.ts')
  const crs = resolveCrs(raster.crs, file)
  const { column, row } = raster.pixel as PixelSteps
  let metres: (step: readonly [number, number]) => number
  if (crs.geographic) {
    const latitudes = raster.ring.map(([, y]) => y)
    const centre = (Math.min(...latitudes) + Math.max(...latitudes)) / 2
    if (!(Math.abs(centre) <= 90)) throw new FootprintError(file, `its centre lies at latitude ${centre}, which is no latitude`)
    const sin = Math.sin(centre * RADIANS)
    const w = 1 - WGS84_E2 * sin * sin
    const meridian = (WGS84_A * (1 - WGS84_E2)) / w ** 1.5
    const parallel = (WGS84_A / Math.sqrt(w)) * Math.cos(centre * RADIANS)
    metres = ([x, y]) => Math.hypot(x * parallel * RADIANS, y * meridian * RADIANS)
  } else {
    metres = ([x, y]) => Math.hypot(x, y) * crs.toMeter
  }
  const size = Math.max(metres(column), metres(row))
  if (!(size > 0 && Number.isFinite(size))) throw new FootprintError(file, `its pixel size in metres is ${size}`)
  return nominal(size)
}
