/** A Git LFS pointer: what a checkout without LFS leaves in place of a file's content. */
export interface LfsPointer {
  /** SHA-256 of the content, hex. */
  readonly oid: string
  /** Size of the content in bytes. */
  readonly size: number
}

/** Pointer files are smaller than this (the Git LFS specification's limit). */
export const LFS_POINTER_MAX_SIZE = 1024

const VERSION = /^version https:\/\/(git-lfs\.github\.com|hawser\.github\.com)\/spec\/v1\n/

/** The pointer these bytes are, or undefined when they are a file's own content. */
export function parseLfsPointer(bytes: Buffer): LfsPointer | undefined {
  if (bytes.length >= LFS_POINTER_MAX_SIZE) return undefined
  const text = bytes.toString('utf8')
  if (!VERSION.test(text)) return undefined
  const oid = /^oid sha256:([0-9a-f]{64})$/m.exec(text)?.[1]
  const size = /^size (\d+)$/m.exec(text)?.[1]
  return oid === undefined || size === undefined ? undefined : { oid, size: Number(size) }
}
