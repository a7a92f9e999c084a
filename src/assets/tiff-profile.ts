/**
 * What a TIFF's header says it is: a plain TIFF, a GeoTIFF, or a cloud-optimized GeoTIFF, with
 * what it lacks for each. Only the header is read: the IFDs, and of each image's offset table its
 * first values, never the tiles.
 *
 * A GeoTIFF (OGC 19-008r4, its core requirements) has a GeoKeyDirectoryTag and a ModelTiepointTag
 * or ModelTransformationTag: GeoKeys without either name a CRS but place no pixel, so such a file
 * is a plain TIFF here. A BigTIFF is judged as a TIFF is (GDAL writes COGs over 4 GiB as BigTIFF).
 *
 * The COG rules are those of GDAL's validate_cloud_optimized_geotiff.py, which its COG driver's
 * files pass: what the validator calls an error refuses a COG label (`cogErrors`). What the COG
 * driver always does but the validator accepts without it (`cogShortfalls`: tiles and overviews
 * above 512 px, where the validator refuses only strips wider than 1024 px and warns about missing
 * overviews, and the IFDs and tile tables ahead of the data) keeps the label from being given by
 * the content, and is only warned about when a rule or input gives it: such a file is read
 * correctly by range requests, only with more of them. An image of at most 512 × 512 px is read
 * whole in a request or two, tiled or not, as the validator holds too.
 */
import { type HeaderReader, type Ifd, TiffError, TiffFile } from '../headers/index.ts'

const TAG = {
  NewSubfileType: 254,
  ImageWidth: 256,
  ImageLength: 257,
  StripOffsets: 273,
  StripByteCounts: 279,
  TileWidth: 322,
  TileOffsets: 324,
  TileByteCounts: 325,
  ModelTiepoint: 33922,
  ModelTransformation: 34264,
  GeoKeyDirectory: 34735,
} as const
const REDUCED_RESOLUTION = 1
const TRANSPARENCY_MASK = 4

/** A COG has an IFD per overview and per mask: GDAL stops at about 20 levels; more means a corrupt or hostile chain. */
const MAX_IFDS = 64
/** Offsets read from the start of a table to find the first tile written (a sparse file leaves empty tiles at 0). */
const OFFSET_WINDOW = 1024
/** GDAL's "ghost area" between the header and the first IFD: this line, then its size in bytes of text. */
const GHOST = /^GDAL_STRUCTURAL_METADATA_SIZE=(\d{6}) bytes\n$/
const GHOST_LINE = 43
/** Of the ghost area's text, what is read to find its flags (GDAL writes a few hundred bytes). */
const GHOST_READ = 4096

export interface TiffProfile {
  readonly bigTiff: boolean
  /** Why it is no GeoTIFF; undefined for one. */
  readonly notGeoTiff: string | undefined
  /** What GDAL's COG validator refuses in it. */
  readonly cogErrors: readonly string[]
  /** What GDAL's COG driver writes and its validator does not require. */
  readonly cogShortfalls: readonly string[]
}

interface Image {
  readonly ifd: number
  readonly width: number
  readonly height: number
  readonly tiled: boolean
  /** A block's width: a tile's, or a whole row for strips. */
  readonly blockWidth: number
  /** Where its first block written starts; 0 when none is. */
  readonly firstBlock: number
  /** Where its offset and byte-count tables end, when they lie outside the IFD; 0 otherwise. */
  readonly tablesEnd: number
}

/** The profile of a TIFF; a TiffError when its header or first IFD cannot be read. */
export async function tiffProfile(reader: HeaderReader): Promise<TiffProfile> {
  const tiff = await TiffFile.open(reader)
  const mainIfd = await tiff.ifd(tiff.firstIfd)
  const main = await image(tiff, mainIfd)
  const errors: string[] = []
  const shortfalls: string[] = []
  const overviews: Image[] = []
  const ifds = [mainIfd.offset]
  try {
    for (let next = await tiff.next(mainIfd); next !== 0;) {
      if (ifds.includes(next)) throw new TiffError(`its IFDs loop back to byte ${next}`)
      if (ifds.length >= MAX_IFDS) throw new TiffError(`it has more than ${MAX_IFDS} IFDs`)
      ifds.push(next)
      const ifd = await tiff.ifd(next)
      const subfile = (await numberOf(tiff, ifd, TAG.NewSubfileType)) ?? 0
      // Masks and further full-resolution pages are no overviews; GDAL reads them apart.
      if ((subfile & REDUCED_RESOLUTION) !== 0 && (subfile & TRANSPARENCY_MASK) === 0) overviews.push(await image(tiff, ifd))
      next = await tiff.next(ifd)
    }
  } catch (error) {
    if (!(error instanceof TiffError)) throw error
    errors.push(`the IFDs after its first image cannot be read (${error.what})`)
  }
  await checkStart(tiff, errors)
  checkLevels(main, overviews, errors, shortfalls)
  checkLayout([main, ...overviews], ifds, errors, shortfalls)
  return { bigTiff: tiff.big, notGeoTiff: notGeoTiff(mainIfd), cogErrors: errors, cogShortfalls: shortfalls }
}

function notGeoTiff(ifd: Ifd): string | undefined {
  if (!ifd.fields.has(TAG.GeoKeyDirectory)) return 'it has no GeoKeyDirectoryTag'
  if (!ifd.fields.has(TAG.ModelTiepoint) && !ifd.fields.has(TAG.ModelTransformation))
    return 'it has GeoKeys but neither a ModelTiepointTag nor a ModelTransformationTag to place its pixels'
  return undefined
}

async function numberOf(tiff: TiffFile, ifd: Ifd, tag: number): Promise<number | undefined> {
  const field = ifd.fields.get(tag)
  return field === undefined ? undefined : (await tiff.numbers(field, 1))[0]
}

async function image(tiff: TiffFile, ifd: Ifd): Promise<Image> {
  const width = await tiff.dimension(ifd, TAG.ImageWidth, 'ImageWidth')
  const height = await tiff.dimension(ifd, TAG.ImageLength, 'ImageLength')
  const tileWidth = await numberOf(tiff, ifd, TAG.TileWidth)
  const tiled = tileWidth !== undefined
  const offsets = ifd.fields.get(tiled ? TAG.TileOffsets : TAG.StripOffsets)
  const counts = ifd.fields.get(tiled ? TAG.TileByteCounts : TAG.StripByteCounts)
  const tablesEnd = Math.max(...[offsets, counts].map((field) => (field === undefined ? 0 : tiff.end(field))))
  return {
    ifd: ifd.offset,
    width,
    height,
    tiled,
    blockWidth: tileWidth ?? width,
    firstBlock: offsets === undefined ? 0 : await tiff.firstNonZero(offsets, OFFSET_WINDOW),
    tablesEnd,
  }
}

const size = (image: Image): string => `${image.width} × ${image.height} px`
/** Overviews as a person counts them: 1 is the largest. */
const overviewName = (index: number): string => `overview ${index + 1}`
/** Larger than a reader takes in one go: GDAL's validator asks for tiles and overviews past this. */
const large = (image: Image): boolean => image.width > 512 || image.height > 512
/** GDAL's test for an image in strips: blocks as wide as the image, and wider than 1024 px. */
const stripsGdalRefuses = (image: Image): boolean => image.blockWidth === image.width && image.blockWidth > 1024

/** The first IFD right after the header, or after GDAL's structural metadata ("ghost area"), as the validator checks. */
async function checkStart(tiff: TiffFile, errors: string[]): Promise<void> {
  if (tiff.firstIfd === 8 || tiff.firstIfd === 16) return
  let expected = tiff.headerSize
  let ghost = false
  if (tiff.size >= tiff.headerSize + GHOST_LINE) {
    const match = GHOST.exec((await tiff.bytes(tiff.headerSize, GHOST_LINE)).toString('latin1'))
    if (match) {
      ghost = true
      const length = Number(match[1])
      const text = await tiff.bytes(tiff.headerSize + GHOST_LINE, Math.min(length, GHOST_READ, tiff.size - tiff.headerSize - GHOST_LINE))
      if (text.toString('latin1').includes('KNOWN_INCOMPATIBLE_EDITION=YES'))
        errors.push("GDAL's structural metadata in it says KNOWN_INCOMPATIBLE_EDITION=YES: it was changed after it was written as a COG")
      expected += GHOST_LINE + length
      expected += expected % 2
    }
  }
  if (tiff.firstIfd !== expected)
    errors.push(
      `its first IFD is at byte ${tiff.firstIfd}, not at byte ${expected} right after the header` +
        `${ghost ? " and GDAL's structural metadata" : ''}, where a reader looks first`,
    )
}

/** Tiles, and overviews of decreasing size whose IFDs follow the main one in that order. */
function checkLevels(main: Image, overviews: readonly Image[], errors: string[], shortfalls: string[]): void {
  if (large(main) && stripsGdalRefuses(main)) errors.push(`its image (${size(main)}) is in strips, not tiles`)
  else if (large(main) && !main.tiled) shortfalls.push(`its image (${size(main)}) is in strips, not tiles`)
  if (large(main) && overviews.length === 0) shortfalls.push(`it has no overviews, which GDAL recommends for an image of ${size(main)}`)
  overviews.forEach((overview, index) => {
    const before = index === 0 ? main : overviews[index - 1]!
    const beforeName = index === 0 ? 'its image' : overviewName(index - 1)
    if (overview.width > before.width || overview.height > before.height)
      errors.push(`${overviewName(index)} (${size(overview)}) is larger than ${beforeName} (${size(before)})`)
    if (large(overview) && stripsGdalRefuses(overview)) errors.push(`${overviewName(index)} (${size(overview)}) is in strips, not tiles`)
    else if (large(overview) && !overview.tiled) shortfalls.push(`${overviewName(index)} (${size(overview)}) is in strips, not tiles`)
    if (overview.ifd < before.ifd)
      errors.push(`the IFD of ${overviewName(index)} (byte ${overview.ifd}) comes before that of ${beforeName} (byte ${before.ifd})`)
  })
}

/**
 * The data after the IFDs, the smallest overview's first and the full resolution's last, so that a
 * reader finds every tile in the first bytes and reads a small view without skipping large ones.
 */
function checkLayout(levels: readonly Image[], ifds: readonly number[], errors: string[], shortfalls: string[]): void {
  const smallest = levels[levels.length - 1]!
  const before = errors.length
  if (smallest.firstBlock !== 0 && smallest.firstBlock < smallest.ifd)
    errors.push(`${levels.length > 1 ? 'the tile data of its smallest overview' : 'its tile data'} begin before its IFD`)
  for (let index = levels.length - 2; index >= 0; index--) {
    const level = levels[index]!
    const smaller = levels[index + 1]!
    if (level.firstBlock !== 0 && smaller.firstBlock !== 0 && level.firstBlock < smaller.firstBlock)
      errors.push(
        `the tile data of ${index === 0 ? 'its full-resolution image' : overviewName(index - 1)} come before those of ` +
          `the smaller ${overviewName(index)}`,
      )
  }
  if (errors.length > before) return
  const blocks = levels.map((level) => level.firstBlock).filter((offset) => offset > 0)
  if (blocks.length === 0) return
  const firstData = Math.min(...blocks)
  const lateIfd = ifds.find((offset) => offset > firstData)
  if (lateIfd !== undefined) shortfalls.push(`an IFD (byte ${lateIfd}) lies after the first tile data (byte ${firstData})`)
  else if (levels.some((level) => level.tablesEnd > firstData))
    shortfalls.push(`its tile offset tables lie after the first tile data (byte ${firstData}), not in the header a reader reads first`)
}
