import { FootprintThreads, type RunThreads } from '../../src/footprint/index.ts'

/**
 * The run's footprint threads as publish() passes them to every phase that reads files: one set,
 * whose first thread starts with the first read. A test ends them with close().
 */
export function runThreads(): RunThreads & { readonly threads: FootprintThreads; close(): Promise<void> } {
  const threads = new FootprintThreads()
  return Object.assign(() => Promise.resolve(threads), { threads, close: () => threads.close() })
}
