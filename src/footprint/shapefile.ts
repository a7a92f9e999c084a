/**
 * The footprint of zipped shapefiles: the bounding box in each .shp's 100-byte header and the
 * CRS in its .prj. Only those two entries are read, through yauzl: it reads the zip's central
 * directory and inflates just the entries asked for, and it handles zip64 and the odd archives
 * (data descriptors, UTF-8 names) that a hand-written central-directory reader would have to learn.
 */
import path from 'node:path'
import yauzl from 'yauzl'
import { FootprintError, quoted } from './error.ts'
import { rectangle, type SourceOutline } from './source.ts'

const SHP_HEADER = 100
const SHP_FILE_CODE = 9994
/** A .prj is one line of WKT; anything larger is not one. */
const MAX_PRJ = 256 * 1024
/** Each entry of the central directory is a read: a zip of a few hundred layers has a few thousand. */
const MAX_ENTRIES = 10_000

async function readHead(zip: yauzl.ZipFile, entry: yauzl.Entry, length: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry)
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk)
      size += chunk.length
      // Stop inflating once the header is in: a .shp may be gigabytes.
      if (size >= length) break
    }
  } finally {
    stream.destroy()
  }
  return Buffer.concat(chunks).subarray(0, length)
}

export async function shapefileOutlines(absolutePath: string, file: string): Promise<SourceOutline[] | undefined> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(absolutePath, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new FootprintError(file, `it cannot be read as a zip (${(error as Error).message})`)
  }
  try {
    if (zip.entryCount > MAX_ENTRIES)
      throw new FootprintError(file, `it is a zip of ${zip.entryCount} entries; at most ${MAX_ENTRIES} are read for a footprint`)
    const entries = new Map<string, yauzl.Entry>()
    for await (const entry of zip.eachEntry()) {
      // macOS adds resource forks under __MACOSX/ with the same names; they are no shapefiles.
      if (!entry.fileName.startsWith('__MACOSX/')) entries.set(entry.fileName.toLowerCase(), entry)
    }
    const shps = [...entries.keys()].filter((name) => name.endsWith('.shp')).sort()
    const outlines: SourceOutline[] = []
    for (const key of shps) {
      const shp = entries.get(key)!
      const name = shp.fileName
      const header = await readHead(zip, shp, SHP_HEADER)
      if (header.length < SHP_HEADER || header.readInt32BE(0) !== SHP_FILE_CODE)
        throw new FootprintError(file, `${quoted(name)} in the zip does not start with a shapefile header`)
      // The file length is in 16-bit words, unsigned (4 GiB is no negative number); a header alone means a layer without shapes.
      if (header.readUInt32BE(24) * 2 <= SHP_HEADER) continue
      const [minX, minY, maxX, maxY] = [36, 44, 52, 60].map((at) => header.readDoubleLE(at)) as [number, number, number, number]
      if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
        throw new FootprintError(file, `${quoted(name)} in the zip has a corrupt bounding box (${minX}, ${minY}, ${maxX}, ${maxY})`)
      const prj = entries.get(`${key.slice(0, -4)}.prj`)
      if (!prj) throw new FootprintError(file, `${quoted(name)} in the zip has no .prj beside it, so its coordinates have no CRS`)
      if (prj.uncompressedSize > MAX_PRJ)
        throw new FootprintError(
          file,
          `${quoted(prj.fileName)} in the zip is ${prj.uncompressedSize} bytes, more than the ${MAX_PRJ} of a .prj`,
        )
      const wkt = (await readHead(zip, prj, prj.uncompressedSize)).toString('utf8').trim()
      if (minX === maxX || minY === maxY) throw new FootprintError(file, `${quoted(name)} in the zip has a bounding box without area`)
      outlines.push({ crs: { wkt, from: `the .prj of ${quoted(path.posix.basename(name))}` }, ring: rectangle(minX, minY, maxX, maxY) })
    }
    return outlines.length > 0 ? outlines : undefined
  } catch (error) {
    if (error instanceof FootprintError) throw error
    throw new FootprintError(file, `its zip entries cannot be read (${(error as Error).message})`)
  } finally {
    zip.close()
  }
}
