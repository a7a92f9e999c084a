/**
 * File selection: the walk (the patterns in @actions/glob's dialect), hidden files, links, Git LFS
 * pointers recognised (their content is content/'s business).
 * Other folders import from here; modules of this folder import each other directly.
 */
export { namedFiles, refusedRead, selectFiles, type RemoteFile, type SelectedFile, unreadableFiles, unreadableProblem } from './files.ts'
export { LFS_POINTER_MAX_SIZE, lfsChecksum, parseLfsPointer, pointerText, type LfsPointer } from './lfs.ts'
