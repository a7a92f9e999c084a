/**
 * Where each file's bytes are: the file itself, content a source declares and brings when the run
 * needs it (Git LFS: fetched by git-lfs, checked against its pointer; the one module that runs git),
 * or content a source states and streams from where it is (a STAC API source's hrefs).
 * Other folders import from here; modules of this folder import each other directly.
 */
export type { LfsObjects, LfsStore } from './git-lfs.ts'
export { GitLfsContent } from './lfs-content.ts'
export { hrefProblem, HrefRefused, RemoteContent, SourceUnreachable } from './remote-content.ts'
export {
  type Brought,
  type ContentRead,
  type ContentSource,
  ContentStore,
  type ContentStoreOptions,
  type ContentToRead,
  type DeclaredContent,
  type ReadContent,
  type StatedContent,
  type StreamedSource,
} from './store.ts'
