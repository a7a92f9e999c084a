/**
 * A file's CRS as a proj4 transformation to WGS84. An EPSG code is looked up in our table, then
 * in proj4's own; a WKT (GeoPackage definition, .prj, LAS record) is first searched for an EPSG
 * code or an ESRI name we know, so that the table's datum shift is used, and else given to proj4.
 */
import proj4 from 'proj4'
import { EPSG_DEFINITIONS } from './epsg.ts'
import { FootprintError, quoted } from './error.ts'
import { epsgOfWkt, MAX_WKT, wktName } from './wkt.ts'
import type { CrsRef } from './source.ts'

export interface ResolvedCrs {
  /** 'EPSG:2056', or the WKT's name for a CRS known only by its WKT. */
  readonly label: string
  /** The EPSG code it was resolved by; undefined for a CRS known only by its WKT. */
  readonly epsg?: number
  /** Longitude/latitude degrees rather than projected units. */
  readonly geographic: boolean
  /** Metres per unit of a projected CRS. */
  readonly toMeter: number
  readonly toWgs84: (x: number, y: number) => [number, number]
}

const resolved = new Map<string, ResolvedCrs>()
let sequence = 0
/** WKTs seen by a long-lived reader are many but alike; past this many the cache starts afresh. */
const MAX_CACHED = 256

/** Registers a definition with proj4 (unless it is proj4's own) and builds the transformation to WGS84. */
function define(key: string, label: string, definition?: string, epsg?: number): ResolvedCrs | undefined {
  try {
    if (definition !== undefined) proj4.defs(key, definition)
    const def = proj4.defs(key) as ReturnType<typeof proj4.defs> | undefined
    if (!def?.projName) return undefined
    // Every format read here keeps x = easting or longitude, whatever axis order a WKT 2 declares.
    def.axis = 'enu'
    const converter = proj4(key, 'EPSG:4326')
    const geographic = def.projName === 'longlat'
    return {
      label,
      ...(epsg === undefined ? {} : { epsg }),
      geographic,
      toMeter: geographic ? 1 : (def.to_meter ?? 1),
      toWgs84: (x, y) => converter.forward<[number, number]>([x, y]),
    }
  } catch {
    // proj4 throws for a WKT it cannot parse or a projection it does not implement.
    return undefined
  }
}

function byCode(code: number): ResolvedCrs | undefined {
  const key = `EPSG:${code}`
  const cached = resolved.get(key)
  if (cached) return cached
  // Our table first; otherwise proj4's own (EPSG:4269, 3857, …) as it is.
  const crs = define(key, key, EPSG_DEFINITIONS.get(code), code)
  if (crs) remember(key, crs)
  return crs
}

function remember(key: string, crs: ResolvedCrs): void {
  if (resolved.size >= MAX_CACHED) resolved.clear()
  resolved.set(key, crs)
}

/** A unit of length that is not a positive number (UNIT["Meter",-1]) would make every step of the densification go backwards. */
function checkUnit(crs: ResolvedCrs, from: string, file: string): ResolvedCrs {
  if (crs.geographic || (crs.toMeter > 0 && Number.isFinite(crs.toMeter))) return crs
  throw new FootprintError(file, `its CRS (from ${from}) has a unit of ${crs.toMeter} metres; a unit of length is a positive number`)
}

export function resolveCrs(ref: CrsRef, file: string): ResolvedCrs {
  if (ref.epsg !== undefined) {
    const crs = byCode(ref.epsg)
    if (crs) return checkUnit(crs, ref.from, file)
    if (!ref.wkt)
      throw new FootprintError(
        file,
        `its CRS EPSG:${ref.epsg} (from ${ref.from}) is not one this tool knows, and the file carries no WKT definition of it`,
      )
  }
  const wkt = ref.wkt?.trim() ?? ''
  if (wkt === '') throw new FootprintError(file, `its CRS definition (from ${ref.from}) is empty`)
  if (wkt.length > MAX_WKT)
    throw new FootprintError(
      file,
      `its CRS definition (from ${ref.from}) is ${wkt.length} characters long, more than the ${MAX_WKT} a WKT may have`,
    )
  const name = wktName(wkt)
  const code = epsgOfWkt(wkt)
  const known = code === undefined ? undefined : byCode(code)
  if (known) return checkUnit(known, ref.from, file)
  const crs = resolved.get(wkt) ?? define(`WKT:${sequence++}`, `WKT ${quoted(name ?? wkt, 40)}`, wkt)
  if (!crs) throw new FootprintError(file, `its CRS (from ${ref.from}) is a WKT this tool cannot read: ${quoted(wkt, 120)}`)
  remember(wkt, crs)
  return checkUnit(crs, ref.from, file)
}
