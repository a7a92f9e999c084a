import { cacheCompiledCode } from './compile-cache.ts'
import { FOOTPRINT_WORKER, FOOTPRINT_WORKER_ARG } from './footprint/threads.ts'
import { favourMemory } from './heap.ts'

/**
 * One bundle, three front ends: the runner starts dist/index.js for the action; dist/cli.js (the
 * `stac-publish` command, written by scripts/cli-launcher.ts) marks the process as the command
 * line with a global symbol, which no workflow setting can reach, and imports this file; and a
 * footprint worker thread (src/footprint/threads.ts) starts this file with its mark in workerData (and
 * among its arguments, looked for first: the process that is no such thread never loads node:worker_threads).
 */
const CLI = Symbol.for('stac-publish-action.cli')

// Before the modules a run imports, in a footprint thread too: each compiles what it loads.
cacheCompiledCode()
if (process.argv.includes(FOOTPRINT_WORKER_ARG) && footprintThread()) await import('./footprint/worker.ts')
else {
  // The process is the action's or the command's own: its heap is sized for a run of many files.
  favourMemory()
  // Imported only here, so that a worker thread loads the footprint code and not the whole action.
  if ((globalThis as Record<symbol, unknown>)[CLI] === true) await (await import('./cli-main.ts')).cliMain()
  else await (await import('./main.ts')).run()
}

/** Whether this is a footprint thread: its mark in its workerData (the argument alone a command line could pass). */
function footprintThread(): boolean {
  const threads = process.getBuiltinModule('node:worker_threads')
  return !threads.isMainThread && (threads.workerData as Record<string, unknown> | null)?.[FOOTPRINT_WORKER] === true
}
