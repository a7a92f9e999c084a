/**
 * The headers of files read within bounds, by the footprint and by the media type check: random
 * access to a file's first bytes, and the structure of TIFF and BigTIFF files. Small and without
 * dependencies, so that a run that only checks media types does not load the footprint readers.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { withHeaderReader, type HeaderReader } from './reader.ts'
export { isTiffMagic, TiffError, TiffFile, type Ifd, type TiffField } from './tiff.ts'
