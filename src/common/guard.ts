import { setTimeout as delay } from 'node:timers/promises'
import type { PendingWork } from './pending.ts'

/*
 * What holds the process while a run goes on, and nothing after it. A run's work (a request, a
 * file read, a retry's wait) keeps Node's event loop alive; a timer that only watches that work
 * must never do so by itself, or a run whose last line is printed stays alive until the timer
 * fires (a request's 120 s deadline, armed after its answer had settled it). Timers in src/ come
 * from here, and ESLint refuses setTimeout and setInterval elsewhere.
 */

/**
 * A timer that watches something else: a deadline, a progress line. It is unref'd, so that one
 * left armed on some path cannot keep a finished run alive; what it watches is work that holds
 * the process while it lasts. Clear it all the same when that ends.
 */
export function guardTimeout(fire: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(fire, ms).unref()
}

/** guardTimeout, repeated. */
export function guardInterval(fire: () => void, ms: number): NodeJS.Timeout {
  return setInterval(fire, ms).unref()
}

/**
 * A wait that is the work itself (a retry's backoff): it holds the process while it lasts, since
 * a run with nothing else under way would otherwise see its event loop run dry, and ends at once,
 * its timer cleared, when `signal` aborts (the run is over).
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal }).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * Settles `work` even if nothing is left that could settle it. When the event loop runs dry while
 * the run still waits (a promise nobody will resolve), Node would end the process with exit code
 * 13 and no word about the files; instead the run fails with an error that names what was under
 * way. Only the entry points use this: it watches the process.
 */
export async function untilSettled<T>(work: Promise<T>, pending: PendingWork): Promise<T> {
  let onDry: (() => void) | undefined
  const dry = new Promise<never>((_resolve, reject) => {
    onDry = () => {
      const open = pending.list()
      const what = open.length === 0 ? 'no request or file was under way' : `under way: ${open.join('; ')}`
      reject(
        new Error(`The run stopped with work unfinished and nothing left that could finish it (${what}); this is a bug, please report it`),
      )
    }
  })
  const listener = (): void => onDry?.()
  process.on('beforeExit', listener)
  try {
    return await Promise.race([work, dry])
  } finally {
    process.off('beforeExit', listener)
  }
}
