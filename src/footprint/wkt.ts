/**
 * What a WKT says of itself without proj4: the EPSG code and the name of its top-level CRS. Read
 * by the CRS resolution (crs.ts) and by proj-epsg: auto, which needs the code and no projection.
 */
import { epsgOfEsriName } from './epsg.ts'

/** The longest WKT of the EPSG dataset is a few kilobytes; a longer one is not read (wktEpsgCode and proj4 walk it whole). */
export const MAX_WKT = 64 * 1024

/** The authority code of a WKT's top-level CRS: its last AUTHORITY[…] (WKT 1) or ID[…] (WKT 2) at depth 1. */
export function wktEpsgCode(wkt: string): number | undefined {
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
export const wktName = (wkt: string): string | undefined => /^\s*\w+\s*[[(]\s*"([^"]*)"/.exec(wkt)?.[1]

/** The EPSG code a WKT (trimmed, at most MAX_WKT long) gives: its AUTHORITY or ID, or an ESRI name the action knows. */
export function epsgOfWkt(wkt: string): number | undefined {
  const name = wktName(wkt)
  return wktEpsgCode(wkt) ?? (name === undefined ? undefined : epsgOfEsriName(name))
}
