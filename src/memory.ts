import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Streamed file chunks live outside the JS heap, and V8 collects them only after about 64 MiB
 * of them have piled up: with several parts in flight, that garbage, not our data, would set
 * the peak memory (and glibc keeps what it once held). While bytes flow, a scavenge every few
 * milliseconds frees the chunks already sent; it costs a fraction of a millisecond.
 */
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as ((options?: { type: 'minor' | 'major' }) => void) | undefined
setFlagsFromString('--no-expose-gc')

export function collectWhileStreaming(intervalMs = 20): () => void {
  if (typeof gc !== 'function') return () => undefined
  const timer = setInterval(() => gc({ type: 'minor' }), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
