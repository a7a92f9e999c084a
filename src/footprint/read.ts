/**
 * A file's footprint, or what proj-epsg: auto and gsd: auto take from it, read in this thread:
 * the format by its magic bytes, its reader, the reprojection. The footprint threads (worker.ts)
 * run it; the rest of the footprint module (the union, the parsing of item-geometry) is not
 * loaded with it.
 */
import path from 'node:path'
import { isTiffMagic, withHeaderReader } from '../headers/index.ts'
import type { Footprint, Georeference, SourceOutline } from './source.ts'

/**
 * The WGS84 footprint of one file, from its header: GeoTIFF/COG, LAS/LAZ, GeoPackage, zipped
 * shapefiles, GeoJSON. Undefined for a file without georeferencing (or without data); a
 * FootprintError naming displayName for georeferencing that cannot be used.
 */
export async function readFootprint(absolutePath: string, displayName: string): Promise<Footprint | undefined> {
  const outlines = await outlinesOf(absolutePath, displayName)
  if (!outlines || outlines.length === 0) return undefined
  const { footprintOf } = await import('./project.ts')
  return footprintOf(outlines, displayName)
}

/**
 * What proj-epsg: auto and gsd: auto take from a file, read as its footprint is: its EPSG code and
 * a raster's pixel size in metres, each with a note when the file does not give it.
 */
export async function readGeoreference(absolutePath: string, displayName: string): Promise<Georeference> {
  const outlines = await outlinesOf(absolutePath, displayName)
  if (!outlines || outlines.length === 0) return { epsgNote: 'it has no georeferencing', gsdNote: 'it has no georeferencing' }
  const { georeferenceOf } = await import('./georeference.ts')
  return georeferenceOf(outlines, displayName)
}

/** The outlines of a file's data in its own CRS, by the reader its magic bytes name. */
async function outlinesOf(absolutePath: string, displayName: string): Promise<SourceOutline[] | undefined> {
  return withHeaderReader(absolutePath, async (reader): Promise<SourceOutline[] | undefined> => {
    switch (formatOf(await reader.read(0, 16), absolutePath)) {
      case 'tiff':
        return (await import('./tiff.ts')).tiffOutlines(reader, displayName)
      case 'las':
        return (await import('./las.ts')).lasOutlines(reader, displayName)
      case 'sqlite':
        return (await import('./gpkg.ts')).gpkgOutlines(reader, absolutePath, displayName)
      case 'zip':
        return (await import('./shapefile.ts')).shapefileOutlines(absolutePath, displayName)
      case 'json':
        return (await import('./geojson-file.ts')).geoJsonOutlines(reader, displayName)
      case undefined:
        return undefined
    }
  })
}

/** The format by its magic bytes (GeoJSON, which has none, by its name); undefined for any other file. */
function formatOf(head: Buffer, file: string): 'tiff' | 'las' | 'sqlite' | 'zip' | 'json' | undefined {
  const magic = head.toString('latin1', 0, 4)
  if (isTiffMagic(head)) return 'tiff'
  if (magic === 'LASF') return 'las'
  if (head.toString('latin1', 0, 16) === 'SQLite format 3\0') return 'sqlite'
  // A local file header, or the end record of an empty archive.
  if (magic === 'PK\x03\x04' || magic === 'PK\x05\x06') return 'zip'
  if (/\.(geo)?json$/i.test(path.basename(file))) return 'json'
  return undefined
}
