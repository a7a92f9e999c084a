/** The slowest a body may be sent: bytes per second, averaged over a window. */
export interface RateFloor {
  readonly bytesPerSecond: number
  readonly windowMs: number
}

/**
 * A part's floor: 16 KiB/s, a 16 MiB part in 17 minutes. The window is the request timeout, at
 * least a minute: a reader that stays silent no longer than the timeout allows is not cut short,
 * and one that takes a part slowly but steadily holds it for one window, not for hours.
 */
export function partRateFloor(timeoutMs: number): RateFloor {
  return { bytesPerSecond: 16 * 1024, windowMs: Math.max(60_000, timeoutMs) }
}

/** Samples kept per window: the rate is measured over at least a window, and at most an eighth more. */
const SAMPLES_PER_WINDOW = 8

/**
 * Bytes handed to the connection over time, against a floor. The socket timeout measures silence,
 * not progress: a reader that drains a few bytes now and then keeps it from firing. This measures
 * the rate over the last window, once a window has passed.
 */
export class RateWatch {
  readonly #floor: RateFloor
  readonly #now: () => number
  #bytes = 0
  /** (time, bytes sent by then), oldest first, at least an eighth of a window apart. */
  readonly #samples: Array<{ readonly at: number; readonly bytes: number }>
  /** How the shortfall says it: 'sent' by 'a part', or 'received' by 'a download'. */
  readonly #verb: string
  readonly #what: string

  constructor(floor: RateFloor, now: () => number, verb = 'sent', what = 'a part') {
    this.#floor = floor
    this.#now = now
    this.#samples = [{ at: now(), bytes: 0 }]
    this.#verb = verb
    this.#what = what
  }

  /** Counts bytes sent (or received); says what fell short, when the last window fell below the floor. */
  sent(bytes: number): string | undefined {
    this.#bytes += bytes
    return this.check()
  }

  /** What fell short, when the bytes sent over the last window fall below the floor. */
  check(): string | undefined {
    const at = this.#now()
    const { windowMs, bytesPerSecond } = this.#floor
    if (at - this.#samples.at(-1)!.at >= windowMs / SAMPLES_PER_WINDOW) this.#samples.push({ at, bytes: this.#bytes })
    // The newest sample at least a window old: the rate since it covers at least a window.
    let base = -1
    for (let index = 0; index < this.#samples.length && at - this.#samples[index]!.at >= windowMs; index++) base = index
    if (base < 0) return undefined
    this.#samples.splice(0, base)
    const since = this.#samples[0]!
    const rate = ((this.#bytes - since.bytes) * 1000) / (at - since.at)
    if (rate >= bytesPerSecond) return undefined
    return (
      `${this.#verb} at ${kib(rate)}/s over the last ${seconds(at - since.at)}, ` +
      `below the ${kib(bytesPerSecond)}/s ${this.#what} must keep up over ${seconds(windowMs)}`
    )
  }
}

const kib = (bytes: number): string => `${Number.isInteger(bytes / 1024) ? bytes / 1024 : (bytes / 1024).toFixed(1)} KiB`
const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`
