/**
 * The digest phase: each file's multihash and part MD5s (worker threads), fetched content read
 * once for them, a source's content hashed as it streams by, the one "file changed" error.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { Checksums, fetchedDigests, type UploadBody } from './checksums.ts'
export type { FileDigest, PartDigest } from './hashing.ts'
export { ContentMismatch, HELD_BYTES, HeldBytes, PartChangedAtSource, type PartReader, type StreamedDigest } from './remote.ts'
