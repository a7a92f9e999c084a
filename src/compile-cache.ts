import fs from 'node:fs'
import module from 'node:module'
import os from 'node:os'
import path from 'node:path'

/**
 * Node's compile cache for the bundle's modules (module.enableCompileCache, as Node's documentation
 * advises for a tool's entry point): a run compiles some 3 MB of JavaScript as it imports what it
 * needs, which the cache spares every run after the first on the same machine (the command line, a
 * self-hosted runner; a GitHub-hosted runner starts each job with none). Node keys each entry by the
 * module's path and checks it against the module's content, so a newer dist/ recompiles what changed;
 * it writes an entry to a temporary file and renames it, so processes at the same time do not mix
 * entries; and it never throws: a cache it cannot read or write is compiled around.
 *
 * Where Node puts it by default, os.tmpdir()'s node-compile-cache (one folder in it per Node.js
 * version and user), or NODE_COMPILE_CACHE's folder, which Node reads itself as the process starts
 * (NODE_DISABLE_COMPILE_CACHE=1 turns it off). A cache is code the process runs: in a temporary
 * folder that all users share, another user could have made node-compile-cache first and put entries
 * of their own in it, so the default is used only when this user owns it (or root does) and no one
 * else may write in it; otherwise the run compiles as it did without it.
 */
export function cacheCompiledCode(): void {
  if (process.env.NODE_COMPILE_CACHE !== undefined) return
  try {
    const directory = path.join(os.tmpdir(), 'node-compile-cache')
    if (ownFolder(directory)) module.enableCompileCache(directory)
  } catch {
    // Only an optimisation: a temporary folder that cannot be looked at leaves the run as it was.
  }
}

/** Whether the folder is this user's (made now if missing), or root's, and no one else may write in it. */
function ownFolder(folder: string): boolean {
  try {
    fs.mkdirSync(folder, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false
  }
  const found = fs.lstatSync(folder)
  const uid = process.getuid?.()
  // Windows has no uid: os.tmpdir() is in the user's own profile there.
  if (uid === undefined) return found.isDirectory()
  return found.isDirectory() && (found.uid === uid || found.uid === 0) && (found.mode & 0o022) === 0
}
