export const MIB = 1024 * 1024
export const MIN_PART_SIZE = 5 * MIB
const MAX_PART_SIZE = 5 * 1024 * MIB
export const MAX_PARTS = 100
/** The largest file the catalog's upload takes: 100 parts of 5 GiB (assets.ts refuses larger ones). */
export const MAX_FILE_SIZE = MAX_PARTS * MAX_PART_SIZE
/** Large enough that requests are few, small enough that a 100 MiB file goes up in parallel parts. */
const DEFAULT_PART_SIZE = 16 * MIB

interface PartLayout {
  readonly partSize: number
  readonly count: number
}

/**
 * How a file of `size` bytes (at most MAX_FILE_SIZE) is cut for the multipart upload: at most 100
 * parts, each but the last at least 5 MiB and none above 5 GiB. `preferred` (the part-size input)
 * is raised when 100 parts of it would not hold the file.
 */
export function partLayout(size: number, preferred = DEFAULT_PART_SIZE): PartLayout {
  const needed = Math.ceil(Math.ceil(size / MAX_PARTS) / MIB) * MIB
  const partSize = Math.min(Math.max(preferred, needed, MIN_PART_SIZE), MAX_PART_SIZE)
  return { partSize, count: Math.max(1, Math.ceil(size / partSize)) }
}
