/**
 * Where each file's bytes are: the file itself, or content a source declares and brings when the
 * run needs it (Git LFS: fetched by git-lfs, checked against its pointer); the one module that runs git.
 * Other folders import from here; modules of this folder import each other directly.
 */
export type { LfsObjects, LfsStore } from './git-lfs.ts'
export { GitLfsContent } from './lfs-content.ts'
export { RemoteDeclared } from './remote-declared.ts'
export {
  type Brought,
  type ContentSource,
  ContentStore,
  type ContentStoreOptions,
  type ContentToRead,
  type DeclaredContent,
  type ReadContent,
} from './store.ts'
