/**
 * File selection: the walk (the patterns in @actions/glob's dialect), hidden files, links, Git LFS
 * pointers, and the one module that runs git.
 * Other folders import from here; modules of this folder import each other directly.
 */
export { selectFiles, type SelectedFile, unreadableProblem } from './files.ts'
export { GitLfs, LfsFetchError, LfsUnavailableError, type LfsObjects, type LfsStore } from './git-lfs.ts'
export {
  LFS_POINTER_MAX_SIZE,
  lfsChecksum,
  parseLfsPointer,
  unavailableMessage,
  unfetchedMessage,
  type LfsPointer,
  type PointerFile,
} from './lfs.ts'
