/**
 * The georeferencing of a GeoTIFF or COG from its first IFD alone: image size, ModelPixelScale,
 * ModelTiepoint or ModelTransformation, and the GeoKeys. The IFD is walked by headers/tiff.ts,
 * which the media type check shares; the GeoKeys are parsed by hand, as LAS needs them too.
 */
import { type HeaderReader, type Ifd, TiffError, TiffFile } from '../headers/index.ts'
import { FootprintError } from './error.ts'
import { crsFromGeoKeys, isPixelIsPoint, parseGeoKeys } from './geokeys.ts'
import { signedArea2, type Position } from './geojson.ts'
import { rectangle, type PixelSteps, type SourceOutline } from './source.ts'

const TAG = {
  ImageWidth: 256,
  ImageLength: 257,
  ModelPixelScale: 33550,
  ModelTiepoint: 33922,
  ModelTransformation: 34264,
  GeoKeyDirectory: 34735,
  GeoDoubleParams: 34736,
  GeoAsciiParams: 34737,
} as const
/** The georeferencing tags hold a few dozen values (an ESRI WKT in GeoAsciiParams a few thousand); more means a corrupt count. */
const MAX_VALUES = 1 << 16

/** A TIFF's own corruption as the footprint names it: the file and what is wrong. */
async function guarded<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof TiffError) throw new FootprintError(file, error.message)
    throw error
  }
}

/** The values of the georeferencing tags the first IFD has, each checked against the TIFF types. */
async function georeferencing(tiff: TiffFile, ifd: Ifd): Promise<Map<number, { readonly numbers?: number[]; readonly text?: string }>> {
  const found = new Map<number, { readonly numbers?: number[]; readonly text?: string }>()
  for (const tag of [TAG.ModelPixelScale, TAG.ModelTiepoint, TAG.ModelTransformation, TAG.GeoKeyDirectory, TAG.GeoDoubleParams]) {
    const field = ifd.fields.get(tag)
    if (field) found.set(tag, { numbers: await tiff.numbers(field, MAX_VALUES) })
  }
  const ascii = ifd.fields.get(TAG.GeoAsciiParams)
  if (ascii) found.set(TAG.GeoAsciiParams, { text: (await tiff.values(ascii, MAX_VALUES)).toString('latin1') })
  return found
}

/** Twelve significant digits: 2 601 000.0000000002 (a tile's edge as tie point + width × scale) becomes its neighbour's 2 601 000. */
const snap = (value: number): number => Number(value.toPrecision(12))

/** The outline of a GeoTIFF's pixels in its CRS (with the size of a pixel), or undefined for a TIFF without georeferencing. */
export async function tiffOutlines(reader: HeaderReader, file: string): Promise<SourceOutline[] | undefined> {
  return guarded(file, async () => {
    const tiff = await TiffFile.open(reader)
    const ifd = await tiff.ifd(tiff.firstIfd)
    const tags = await georeferencing(tiff, ifd)
    const scale = tags.get(TAG.ModelPixelScale)?.numbers
    const tiepoints = tags.get(TAG.ModelTiepoint)?.numbers
    const matrix = tags.get(TAG.ModelTransformation)?.numbers
    const directory = tags.get(TAG.GeoKeyDirectory)?.numbers
    if (!scale && !tiepoints && !matrix && !directory) return undefined

    const width = await tiff.dimension(ifd, TAG.ImageWidth, 'ImageWidth')
    const height = await tiff.dimension(ifd, TAG.ImageLength, 'ImageLength')
    if (!directory) throw new FootprintError(file, 'it has GeoTIFF placement tags but no GeoKeyDirectory, so its CRS is unknown')
    const keys = parseGeoKeys(directory, tags.get(TAG.GeoDoubleParams)?.numbers, tags.get(TAG.GeoAsciiParams)?.text, file)
    const crs = crsFromGeoKeys(keys, file)
    // Raster space of the pixels' outer edges. A PixelIsPoint tie point is a pixel's centre, so
    // the raster's edge lies half a pixel before it.
    const shift = isPixelIsPoint(keys) ? -0.5 : 0
    const [i0, j0, i1, j1] = [shift, shift, width + shift, height + shift]
    const { toModel, pixel } = modelTransform(file, scale, tiepoints, matrix)
    const corners = [toModel(i0, j0), toModel(i1, j0), toModel(i1, j1), toModel(i0, j1)]
    if (corners.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y)))
      throw new TiffError('its placement tags give non-finite coordinates')
    const xs = corners.map(([x]) => x)
    const ys = corners.map(([, y]) => y)
    const axisAligned = new Set(xs).size === 2 && new Set(ys).size === 2
    if (axisAligned) return [{ crs, ring: rectangle(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)), pixel }]
    // A rotated or sheared raster: its parallelogram, counterclockwise once y points north.
    const ring: Position[] = [...corners, corners[0]!]
    return [{ crs, ring: signedArea2(ring) < 0 ? ring.reverse() : ring, pixel }]
  })
}

/**
 * Raster (i, j) to model (x, y) per GeoTIFF: the transformation matrix, or one tie point and the
 * pixel scale; and a pixel's steps in the model, one column to the right and one row down.
 */
function modelTransform(
  file: string,
  scale: number[] | undefined,
  tiepoints: number[] | undefined,
  matrix: number[] | undefined,
): { readonly toModel: (i: number, j: number) => Position; readonly pixel: PixelSteps } {
  if (matrix) {
    if (matrix.length < 16) throw new FootprintError(file, `its ModelTransformationTag has ${matrix.length} values instead of 16`)
    const [a, b, , d, e, f, , h] = matrix as [number, number, number, number, number, number, number, number]
    return { toModel: (i, j) => [snap(a * i + b * j + d), snap(e * i + f * j + h)], pixel: { column: [a, e], row: [b, f] } }
  }
  if (tiepoints && tiepoints.length >= 6 && scale && scale.length >= 2) {
    const [ti, tj, , tx, ty] = tiepoints as [number, number, number, number, number]
    const [sx, sy] = scale as [number, number]
    if (sx === 0 || sy === 0 || !Number.isFinite(sx) || !Number.isFinite(sy))
      throw new FootprintError(
        file,
        `its ModelPixelScaleTag gives the pixel size ${sx} × ${sy}; a pixel size is a finite number other than 0`,
      )
    return { toModel: (i, j) => [snap(tx + (i - ti) * sx), snap(ty - (j - tj) * sy)], pixel: { column: [sx, 0], row: [0, -sy] } }
  }
  if (tiepoints && tiepoints.length >= 12)
    throw new FootprintError(
      file,
      `it is placed by ${tiepoints.length / 6} ground control points rather than a pixel scale or a transformation, ` +
        'so its outline cannot be read from the header',
    )
  throw new FootprintError(file, 'its GeoTIFF tags lack a tie point with a pixel scale, or a ModelTransformationTag, to place its pixels')
}
