import { CatalogBusy } from '../catalog/index.ts'
import { capped, formatElapsed, type Log } from '../common/index.ts'

/**
 * Files in a row whose writes the catalog refused as throttled or unavailable (429 or 5xx, still
 * so after the transport's retries), none written between them, after which a run writes no more.
 * Each such file took its retries' backoff, some 8 s: a catalog that refused ten in a row refuses
 * the next thousand the same way, for hours. Other failures (a refused body, a file that changed)
 * neither count nor reset the count; a file written resets it.
 */
export const REFUSED_IN_A_ROW = 10

/** Characters of the refusal that stopped the run quoted in each file's reason. */
const SHOWN_REFUSAL = 160

/** A file reached a write after the run stopped writing: it is not published, for the stop's reason. */
export class WritingStopped extends Error {
  override name = 'WritingStopped'
}

/**
 * The run-wide stop when the catalog refuses writes persistently: at once on an answer whose
 * Retry-After asks for longer than a run waits (the catalog's "not now"), or after REFUSED_IN_A_ROW
 * files refused in a row. Once stopped, no file starts a write: those not written yet are reported
 * not published, with the refusal and what to do; writes under way end as they end (each within
 * its retries). Shared by the items and the files of a run.
 */
export class WriteStop {
  readonly #log: Log
  /** Refusals counted: a file's refusal may be told twice (by its create, for those waiting on it, and by the file). */
  readonly #counted = new WeakSet<CatalogBusy>()
  #inARow = 0
  #reason: string | undefined

  constructor(log: Log) {
    this.#log = log
  }

  /** Why the run writes no more, as each file not written says it; undefined while it writes. */
  get reason(): string | undefined {
    return this.#reason
  }

  /** Before a write: throws WritingStopped once the run has stopped writing. */
  check(): void {
    if (this.#reason !== undefined) throw new WritingStopped(this.#reason)
  }

  /** A file's (or an item's) writes went through: the catalog takes writes. */
  written(): void {
    this.#inARow = 0
  }

  /** A file's (or an item's) write failed with `error`: a refusal as throttled or unavailable counts. */
  failed(error: unknown): void {
    if (!(error instanceof CatalogBusy) || this.#reason !== undefined || this.#counted.has(error)) return
    this.#counted.add(error)
    this.#inARow++
    const refusal = capped(error.message, SHOWN_REFUSAL)
    if (error.retryAfterMs !== undefined) {
      const wait = formatElapsed(error.retryAfterMs)
      this.#stop(
        `HTTP ${error.status} with Retry-After: ${Math.round(error.retryAfterMs / 1000)} s, longer than a run waits`,
        `${refusal}`,
        `run again once that time (${wait}) has passed`,
      )
    } else if (this.#inARow >= REFUSED_IN_A_ROW) {
      this.#stop(
        `${REFUSED_IN_A_ROW} files in a row refused as throttled or unavailable, the last with HTTP ${error.status}`,
        refusal,
        'run again later, once the catalog takes writes again',
      )
    }
  }

  #stop(why: string, refusal: string, then: string): void {
    this.#reason = `not published: the catalog refuses writes (${why}: ${refusal}), and the run stopped writing; ${then}`
    this.#log.warning(
      `The catalog refuses writes (${why}: ${refusal}): the run writes no more, and every file not written yet is reported ` +
        `not published; ${then}`,
    )
  }
}
