export const MIB = 1024 * 1024
export const MIN_PART_SIZE = 5 * MIB
export const MAX_PART_SIZE = 5 * 1024 * MIB
export const MAX_PARTS = 100
/** Large enough that requests are few, small enough that a 100 MiB file goes up in parallel parts. */
export const DEFAULT_PART_SIZE = 16 * MIB

export interface PartLayout {
  readonly partSize: number
  readonly count: number
}

/**
 * How a file of `size` bytes is cut for the multipart upload: at most 100 parts, each but the
 * last at least 5 MiB and none above 5 GiB. `preferred` (the part-size input) is raised when
 * 100 parts of it would not hold the file. Returns undefined when no layout can hold the file.
 */
export function partLayout(size: number, preferred = DEFAULT_PART_SIZE): PartLayout | undefined {
  const needed = Math.ceil(Math.ceil(size / MAX_PARTS) / MIB) * MIB
  const partSize = Math.max(preferred, needed, MIN_PART_SIZE)
  if (partSize > MAX_PART_SIZE) return undefined
  return { partSize, count: Math.max(1, Math.ceil(size / partSize)) }
}

export const MAX_FILE_SIZE = MAX_PARTS * MAX_PART_SIZE
