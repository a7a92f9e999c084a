import { PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

/** The most V8's young generation may take a half (16 MiB resident): see favourMemory. */
const YOUNG_HALF_BYTES = 8 * 1024 * 1024

/**
 * V8 sizes its heap for a process with memory to spare: under the 4 GiB limit it sets on a runner,
 * it lets its young generation grow to 64 MiB a half (128 MiB resident, once grown it stays) and
 * the old one to four times what lives before it collects it. A run holds some state for each of its
 * files for minutes (for 100,000 files some 100 MB) while its requests make garbage: under those
 * defaults its peak RSS is some 7 KiB a file (700 MiB for 100,000), on a runner that also holds the
 * page cache of the files it hashes. The action and the command line own their process, which the
 * runner starts with no flags to give, and V8 reads the sizes of its young generation only as it
 * starts: so the young generation grows as V8 grows it (doubling from 1 MiB a half) until it reaches
 * 8 MiB a half, and stays there; the old one grows by a fifth past what lives, read by V8 at each
 * collection. Not grown at all, the young generation is smaller than what the requests in flight
 * hold (some 40 KiB each), and each collection copies most of it: npm run bench 15, the action's CPU
 * a file 0.87 ms where it is 1.05 ms at 1 MiB a half, for some 16 MiB more peak RSS.
 */
export function favourMemory(): void {
  v8.setFlagsFromString('--heap-growing-percent=20')
  // V8 grows the young generation after a collection: looked at after each, it is stopped once it has.
  const observer = new PerformanceObserver(() => {
    const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
    // What it can hold: a size it has doubled to, read a few KiB under it.
    if (young !== undefined && young.space_used_size + young.space_available_size <= YOUNG_HALF_BYTES / 2) return
    v8.setFlagsFromString('--semi-space-growth-factor=1')
    observer.disconnect()
  })
  observer.observe({ entryTypes: ['gc'] })
}
