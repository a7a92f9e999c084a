import type { ItemResult } from '../execute/index.ts'
import type { BBox } from '../describe/index.ts'
import { safeJson } from './report.ts'
import { displayGeometry, type Shape } from './simplify.ts'

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

const LEVELS: Readonly<Record<string, number>> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 }

/** A geometry whose coordinates are nested as its type says, or undefined for anything that is not GeoJSON's. */
function checkedGeometry(geometry: unknown, depth = 0): Shape | undefined {
  if (typeof geometry !== 'object' || geometry === null || depth > 1) return undefined
  const { type, coordinates, geometries } = geometry as { type?: unknown; coordinates?: unknown; geometries?: unknown }
  if (type === 'GeometryCollection' && Array.isArray(geometries)) {
    const parts = geometries.map((part) => checkedGeometry(part, depth + 1))
    return parts.every((part) => part !== undefined) ? { type, geometries: parts } : undefined
  }
  if (typeof type !== 'string' || !Object.hasOwn(LEVELS, type)) return undefined
  const valid = (value: unknown, level: number): boolean =>
    Array.isArray(value) &&
    (level === 0
      ? value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
      : value.every((part) => valid(part, level - 1)))
  return valid(coordinates, LEVELS[type]!) ? { type, coordinates } : undefined
}

/** The geometry with its coordinates rounded. */
function roundedGeometry(shape: Shape): Shape {
  if (shape.type === 'GeometryCollection') return { type: shape.type, geometries: (shape.geometries ?? []).map(roundedGeometry) }
  const round = (value: unknown, level: number): unknown =>
    level === 0 ? (value as Position).map(rounded) : (value as unknown[]).map((part) => round(part, level - 1))
  return { type: shape.type, coordinates: round(shape.coordinates, LEVELS[shape.type]!) }
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
  /** Outlines drawn simplified (simplify.ts): more vertices than a map needs. */
  readonly simplified: number
}

/** One feature a line; safeJson, so that no character of a string can end the block or mean anything to a page. */
const feature = (item: string, result: string, geometry: unknown): string =>
  safeJson({ type: 'Feature', properties: { item, result }, geometry })

/**
 * The footprints of the items a run wrote or checked (those it left as they were, items: existing,
 * have none it computed), each with its id and what became of it. Each outline has at most
 * DISPLAY_VERTICES vertices (simplify.ts; the catalog has it whole). Within MAP_BYTES: outlines
 * while they fit, in the items' order, and bounding boxes for the rest; past MAP_FEATURES, or when
 * even the boxes do not fit, the last items are left out. Coordinates are rounded to about a metre.
 */
export function footprintMap(items: readonly ItemResult[], words: (item: ItemResult) => string, budget = MAP_BYTES): FootprintMap {
  const drawn = items.flatMap((item) => {
    if (item.bbox === undefined) return []
    const box = feature(item.item, words(item), boxGeometry(item.bbox))
    const shape = item.geometry === undefined ? undefined : checkedGeometry(item.geometry)
    if (shape === undefined) return [{ box, outline: box, simplified: false }]
    const shown = displayGeometry(shape, item.bbox)
    return [{ box, outline: feature(item.item, words(item), roundedGeometry(shown.geometry)), simplified: shown.simplified }]
  })
  if (drawn.length === 0) return { block: '', total: 0, shown: 0, boxed: 0, simplified: 0 }
  // The block's frame and a line break per feature.
  const frame = '```geojson\n{"type":"FeatureCollection","features":[\n]}\n```'.length
  const kept = drawn.slice(0, MAP_FEATURES)
  const size = (lines: readonly string[]): number => frame + lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0)
  while (kept.length > 0 && size(kept.map((d) => d.box)) > budget) kept.pop()
  const lines = kept.map((d) => d.box)
  let used = size(lines)
  let boxed = 0
  let simplified = 0
  kept.forEach((d, i) => {
    const more = Buffer.byteLength(d.outline) - Buffer.byteLength(d.box)
    if (used + more <= budget) {
      lines[i] = d.outline
      used += more
      if (d.simplified) simplified++
    } else boxed++
  })
  if (lines.length === 0) return { block: '', total: drawn.length, shown: 0, boxed: 0, simplified: 0 }
  const block = `\`\`\`geojson\n{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n\`\`\``
  return { block, total: drawn.length, shown: lines.length, boxed, simplified }
}
