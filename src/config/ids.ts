/** The catalog's rule for collection, item and asset ids. */
const ID_PATTERN = /^[0-9a-z-_.]+$/

export const ID_RULE = "1-255 characters of a-z, 0-9, '-', '_' and '.'"

export function isValidId(id: string): boolean {
  return id.length > 0 && id.length <= 255 && ID_PATTERN.test(id)
}
