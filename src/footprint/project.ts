/**
 * Source outlines to a WGS84 footprint. Each edge is densified before it is reprojected so that
 * a rectangle in LV95 stays the shape it is on the map. The extra points sit on a grid fixed in
 * the source CRS (every 1000 units, or 0.01°), not spread along each edge, so that tiles that
 * share part of an edge get the same points there, and projecting the same input point always
 * gives the same output: adjacent tiles keep sharing edges exactly, and their union dissolves.
 */
import { AREAS_OF_USE } from './areas.ts'
import { FootprintError } from './error.ts'
import { bboxOf, bboxPolygon, signedArea2, type BBox, type Polygon, type Position, type Ring } from './geojson.ts'
import type { ResolvedCrs } from './crs.ts'
import type { CrsRef, Footprint, SourceOutline } from './source.ts'
import { geometryProblems } from './validate.ts'

const PROJECTED_STEP_METRES = 1000
const GEOGRAPHIC_STEP_DEGREES = 0.01
/** Coarser steps (by tens, so still on the grid) past this many points per edge. */
const MAX_POINTS_PER_EDGE = 1000
/**
 * No projected coordinate on Earth lies farther than this from its CRS's origin (the equator is
 * 40 000 km long; false eastings with a zone prefix reach 60 000 km). Checked before projecting,
 * so that a coordinate of 1e300 neither reaches proj4 nor a densification step it cannot add to.
 */
const MAX_PROJECTED_METRES = 1e8
/** 1e-9° is 0.1 mm: far below any source's accuracy, and shorter JSON than 17 digits. */
const round = (degrees: number): number => Math.round(degrees * 1e9) / 1e9

const isWgs84 = (crs: CrsRef): boolean => crs.epsg === 4326

export async function footprintOf(outlines: readonly SourceOutline[], file: string): Promise<Footprint> {
  const labels = new Set<string>()
  const rings: Ring[] = []
  for (const outline of outlines) {
    let ring: Ring
    if (isWgs84(outline.crs)) {
      // Degrees already: neither proj4 nor densifying is needed (a straight edge stays straight).
      labels.add('EPSG:4326')
      ring = outline.ring.map(([x, y]) => [x, y] as Position)
      checkDegrees(ring, 'EPSG:4326', file)
    } else {
      const { resolveCrs } = await import('./crs.ts')
      const crs = resolveCrs(outline.crs, file)
      labels.add(crs.label)
      checkRange(outline.ring, crs, file)
      ring = projectRing(outline.ring, crs, file)
      checkArea(ring, crs, file)
    }
    // The file's own outline is refused when it is not a polygon, never repaired by a union.
    const problems = geometryProblems({ type: 'Polygon', coordinates: [ring] })
    if (problems.length > 0) {
      const [label] = [...labels].slice(-1)
      throw new FootprintError(file, `its outline in WGS84 (from ${label}) is not a valid polygon: ${problems.slice(0, 2).join('; ')}`)
    }
    rings.push(ring)
  }
  // Several layers or tables in one file: their common envelope is the file's footprint.
  const geometry: Polygon =
    rings.length === 1 ? { type: 'Polygon', coordinates: rings } : bboxPolygon(bboxOf({ type: 'Polygon', coordinates: rings }))
  return { crs: [...labels].join(', '), geometry, bbox: bboxOf(geometry) }
}

function checkDegrees(ring: Ring, label: string, file: string): void {
  const bad = ring.find(([lon, lat]) => !(Math.abs(lon) <= 180 && Math.abs(lat) <= 90))
  if (bad)
    throw new FootprintError(
      file,
      `its outline reaches (${bad[0]}, ${bad[1]}), which is no longitude/latitude in degrees although its CRS is ${label} ` +
        '(are these projected coordinates, such as LV95 metres?)',
    )
}

/** Coordinates no place on Earth has in this CRS, refused before proj4 and the densification see them. */
function checkRange(ring: Ring, crs: ResolvedCrs, file: string): void {
  const bad = ring.find(([x, y]) =>
    crs.geographic
      ? !(Math.abs(x) <= 360 && Math.abs(y) <= 90)
      : !(Math.max(Math.abs(x), Math.abs(y)) * crs.toMeter <= MAX_PROJECTED_METRES),
  )
  if (bad)
    throw new FootprintError(
      file,
      `its outline reaches (${bad[0]}, ${bad[1]}) in ${crs.label}, which is no place on Earth ` +
        (crs.geographic
          ? '(longitude and latitude in degrees lie within ±360 and ±90)'
          : `(farther than ${MAX_PROJECTED_METRES} m from its origin)`),
    )
}

/**
 * Projections give finite numbers far outside the region they are made for (LV95's oblique
 * Mercator puts a tie point at (0, 1000) in the Atlantic), so a footprint must lie in its CRS's
 * EPSG area of use, grown by half its size (at least 1°): national grids reach past the borders
 * (swisstopo's LV95 perimeter by 0.9°), and UTM is used a zone or so beyond its own.
 */
function checkArea(ring: Ring, crs: ResolvedCrs, file: string): void {
  const area = crs.epsg === undefined ? undefined : AREAS_OF_USE.get(crs.epsg)
  if (!area) return
  const [west, south, eastGiven, north] = area
  const east = eastGiven < west ? eastGiven + 360 : eastGiven
  const [marginX, marginY] = [Math.max(1, (east - west) / 2), Math.max(1, (north - south) / 2)]
  const inLongitude = (lon: number): boolean => {
    const shifted = lon < west - marginX ? lon + 360 : lon
    return shifted >= west - marginX && shifted <= east + marginX
  }
  const bbox = bboxOf({ type: 'Polygon', coordinates: [ring] })
  const inside = inLongitude(bbox[0]) && inLongitude(bbox[2]) && bbox[1] >= south - marginY && bbox[3] <= north + marginY
  if (!inside)
    throw new FootprintError(
      file,
      `its outline in ${crs.label} would land at ${showBox(bbox)}, outside that CRS's area of use (${showBox(area)}): ` +
        'are its coordinates in another CRS, or swapped?',
    )
}

const showBox = ([west, south, east, north]: BBox): string => {
  const lon = (v: number) => `${Math.abs(v).toFixed(2)}°${v < 0 ? 'W' : 'E'}`
  const lat = (v: number) => `${Math.abs(v).toFixed(2)}°${v < 0 ? 'S' : 'N'}`
  return `${lon(west)}–${lon(east)}, ${lat(south)}–${lat(north)}`
}

function projectRing(ring: Ring, crs: ResolvedCrs, file: string): Ring {
  const step = crs.geographic ? GEOGRAPHIC_STEP_DEGREES : PROJECTED_STEP_METRES / crs.toMeter
  const out: Position[] = []
  for (const [x, y] of densify(ring, step)) {
    const [lon, lat] = crs.toWgs84(x, y)
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
      const hint = crs.geographic ? ' (are these projected coordinates rather than degrees?)' : ''
      throw new FootprintError(file, `its outline point (${x}, ${y}) in ${crs.label} does not reproject to WGS84${hint}`)
    }
    const point: Position = [round(lon), round(lat)]
    const last = out.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  // Projections keep orientation, but a CRS with a flipped axis would not: outer rings go counterclockwise.
  return signedArea2(out) < 0 ? out.reverse() : out
}

/**
 * A closed ring with points added on every edge where it crosses the step grid (straight edges:
 * evenly). At most MAX_POINTS_PER_EDGE + 1 points an edge, whatever the numbers: the step grows
 * by tens, and the grid points are counted before they are made.
 */
export function densify(ring: Ring, step: number): Position[] {
  if (!(step > 0 && Number.isFinite(step))) throw new RangeError(`densify: the step ${step} is not a positive length`)
  const out: Position[] = []
  for (let k = 0; k + 1 < ring.length; k++) {
    const [x1, y1] = ring[k]!
    const [x2, y2] = ring[k + 1]!
    out.push([x1, y1])
    const length = Math.hypot(x2 - x1, y2 - y1)
    if (!Number.isFinite(length)) throw new RangeError(`densify: the edge from (${x1}, ${y1}) to (${x2}, ${y2}) has no finite length`)
    let edgeStep = step
    while (length / edgeStep > MAX_POINTS_PER_EDGE) edgeStep *= 10
    if (y1 === y2 || x1 === x2) {
      // Axis-parallel (every header extent): points at the grid's multiples, the same for every tile.
      const horizontal = y1 === y2
      const [from, to] = horizontal ? [x1, x2] : [y1, y2]
      // A grid point a rounding error away from an end would be a near-duplicate vertex.
      const near = edgeStep * 1e-9
      const first = Math.floor(Math.min(from, to) / edgeStep) + 1
      const last = Math.ceil(Math.max(from, to) / edgeStep) - 1
      const count = Math.min(Math.max(0, last - first + 1), MAX_POINTS_PER_EDGE + 1)
      const grid: number[] = []
      for (let i = 0; i < count; i++) {
        const at = (first + i) * edgeStep
        if (Math.abs(at - from) > near && Math.abs(at - to) > near) grid.push(at)
      }
      if (to < from) grid.reverse()
      for (const at of grid) out.push(horizontal ? [at, y1] : [x1, at])
    } else {
      const parts = Math.ceil(length / edgeStep)
      for (let i = 1; i < parts; i++) out.push([x1 + ((x2 - x1) * i) / parts, y1 + ((y2 - y1) * i) / parts])
    }
  }
  const last = ring.at(-1)
  if (last) out.push([last[0], last[1]])
  return out
}
