/**
 * A file's CRS as a proj4 transformation to WGS84. An EPSG code is looked up in our table, then
 * in proj4's own; a WKT (GeoPackage definition, .prj, LAS record) is first searched for an EPSG
 * code or an ESRI name we know, so that the table's datum shift is used, and else given to proj4.
 */
import proj4 from 'proj4'
import { EPSG_DEFINITIONS, epsgOfEsriName } from './epsg.ts'
import { FootprintError } from './error.ts'
import type { CrsRef } from './source.ts'

export interface ResolvedCrs {
  /** 'EPSG:2056', or the WKT's name for a CRS known only by its WKT. */
  readonly label: string
  /** Longitude/latitude degrees rather than projected units. */
  readonly geographic: boolean
  /** Metres per unit of a projected CRS. */
  readonly toMeter: number
  readonly toWgs84: (x: number, y: number) => [number, number]
}

const resolved = new Map<string, ResolvedCrs>()

/** The authority code of a WKT's top-level CRS: its last AUTHORITY[…] (WKT 1) or ID[…] (WKT 2) at depth 1. */
function wktEpsgCode(wkt: string): number | undefined {
  let depth = 0
  let code: number | undefined
  let inString = false
  for (let i = 0; i < wkt.length; i++) {
    const c = wkt[i]
    if (c === '"') inString = !inString
    if (inString) continue
    if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    else if (depth === 1 && (c === 'A' || c === 'I' || c === 'a' || c === 'i')) {
      const match = /^(?:AUTHORITY|ID)\s*[[(]\s*"EPSG"\s*,\s*"?(\d+)"?/i.exec(wkt.slice(i, i + 40))
      if (match && /[\s,]/.test(wkt[i - 1] ?? '')) code = Number(match[1])
    }
  }
  return code
}

/** The name of a WKT's top-level CRS: its first quoted string. */
const wktName = (wkt: string): string | undefined => /^\s*\w+\s*[[(]\s*"([^"]*)"/.exec(wkt)?.[1]

/** Registers a definition with proj4 (unless it is proj4's own) and builds the transformation to WGS84. */
function define(key: string, label: string, definition?: string): ResolvedCrs | undefined {
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
  const crs = define(key, key, EPSG_DEFINITIONS.get(code))
  if (crs) resolved.set(key, crs)
  return crs
}

export function resolveCrs(ref: CrsRef, file: string): ResolvedCrs {
  if (ref.epsg !== undefined) {
    const crs = byCode(ref.epsg)
    if (crs) return crs
    if (!ref.wkt)
      throw new FootprintError(
        file,
        `its CRS EPSG:${ref.epsg} (from ${ref.from}) is not one the action knows, and the file carries no WKT definition of it`,
      )
  }
  const wkt = ref.wkt?.trim() ?? ''
  if (wkt === '') throw new FootprintError(file, `its CRS definition (from ${ref.from}) is empty`)
  const name = wktName(wkt)
  const code = wktEpsgCode(wkt) ?? (name === undefined ? undefined : epsgOfEsriName(name))
  const known = code === undefined ? undefined : byCode(code)
  if (known) return known
  const crs = resolved.get(wkt) ?? define(`WKT:${resolved.size}`, `WKT "${name ?? wkt.slice(0, 40)}"`, wkt)
  if (!crs)
    throw new FootprintError(
      file,
      `its CRS (from ${ref.from}) is a WKT the action cannot read: ${wkt.slice(0, 120)}${wkt.length > 120 ? '…' : ''}`,
    )
  resolved.set(wkt, crs)
  return crs
}
