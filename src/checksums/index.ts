/**
 * The digest phase: each file's multihash and part MD5s (worker threads), fetched content read
 * once for them, the one "file changed" error.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { Checksums, fetchedDigests, type UploadBody } from './checksums.ts'
export type { FileDigest, PartDigest } from './hashing.ts'
