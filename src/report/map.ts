import type { ItemResult } from '../execute/index.ts'
import type { BBox } from '../plan/index.ts'
import { safeJson } from './report.ts'

/**
 * GitHub shows a ```geojson block of a summary as a map. A step's summary may hold 1 MiB, and all
 * of a job's summaries together as much: the block stays within a budget of its own, well inside.
 */
export const MAP_BYTES = 100_000
/** Features past this are left out: a map of thousands of outlines says no more than one of hundreds. */
export const MAP_FEATURES = 500

/** Decimal degrees kept: 5 places is about a metre, finer than a summary's map shows. */
const rounded = (value: number): number => Math.round(value * 1e5) / 1e5

type Position = readonly number[]

/** A geometry whose coordinates are rounded, or undefined for anything that is not GeoJSON's. */
function roundedGeometry(geometry: unknown, depth = 0): unknown {
  if (typeof geometry !== 'object' || geometry === null || depth > 1) return undefined
  const { type, coordinates, geometries } = geometry as { type?: unknown; coordinates?: unknown; geometries?: unknown }
  if (type === 'GeometryCollection' && Array.isArray(geometries)) {
    const parts = geometries.map((part) => roundedGeometry(part, depth + 1))
    return parts.every((part) => part !== undefined) ? { type, geometries: parts } : undefined
  }
  const levels: Record<string, number> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 }
  if (typeof type !== 'string' || !(type in levels)) return undefined
  const round = (value: unknown, level: number): unknown => {
    if (!Array.isArray(value)) return undefined
    if (level === 0)
      return value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
        ? (value as Position).map(rounded)
        : undefined
    const parts = value.map((part) => round(part, level - 1))
    return parts.every((part) => part !== undefined) ? parts : undefined
  }
  const shown = round(coordinates, levels[type]!)
  return shown === undefined ? undefined : { type, coordinates: shown }
}

/** A bounding box as the polygon a map draws, or the point it is. */
function boxGeometry([west, south, east, north]: BBox): unknown {
  const [w, s, e, n] = [west, south, east, north].map(rounded) as [number, number, number, number]
  if (w === e && s === n) return { type: 'Point', coordinates: [w, s] }
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  }
}

export interface FootprintMap {
  /** The ```geojson block, or '' when no item has a footprint. */
  readonly block: string
  /** Items with a footprint. */
  readonly total: number
  readonly shown: number
  /** Shown as their bounding box, their outline past the budget. */
  readonly boxed: number
}

/** One feature a line; safeJson, so that no character of a string can end the block or mean anything to a page. */
const feature = (item: string, result: string, geometry: unknown): string =>
  safeJson({ type: 'Feature', properties: { item, result }, geometry })

/**
 * The footprints of the items a run wrote or checked (those it left as they were, items: existing,
 * have none it computed), each with its id and what became of it. Within MAP_BYTES: outlines while
 * they fit, in the items' order, and bounding boxes for the rest; past MAP_FEATURES, or when even
 * the boxes do not fit, the last items are left out. Coordinates are rounded to about a metre.
 */
export function footprintMap(items: readonly ItemResult[], words: (item: ItemResult) => string, budget = MAP_BYTES): FootprintMap {
  const drawn = items.flatMap((item) => {
    if (item.bbox === undefined) return []
    const box = feature(item.item, words(item), boxGeometry(item.bbox))
    const outline = item.geometry === undefined ? undefined : roundedGeometry(item.geometry)
    return [{ box, outline: outline === undefined ? box : feature(item.item, words(item), outline) }]
  })
  if (drawn.length === 0) return { block: '', total: 0, shown: 0, boxed: 0 }
  // The block's frame and a line break per feature.
  const frame = '```geojson\n{"type":"FeatureCollection","features":[\n]}\n```'.length
  const kept = drawn.slice(0, MAP_FEATURES)
  const size = (lines: readonly string[]): number => frame + lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0)
  while (kept.length > 0 && size(kept.map((d) => d.box)) > budget) kept.pop()
  const lines = kept.map((d) => d.box)
  let used = size(lines)
  let boxed = 0
  kept.forEach((d, i) => {
    const more = Buffer.byteLength(d.outline) - Buffer.byteLength(d.box)
    if (used + more <= budget) {
      lines[i] = d.outline
      used += more
    } else boxed++
  })
  if (lines.length === 0) return { block: '', total: drawn.length, shown: 0, boxed: 0 }
  const block = `\`\`\`geojson\n{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n\`\`\``
  return { block, total: drawn.length, shown: lines.length, boxed }
}
