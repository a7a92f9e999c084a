/** Capped exponential backoff with full jitter: a random delay in [0, min(cap, base·2^attempt)). */
export function backoffDelay(attempt: number, random: () => number, baseMs = 500, capMs = 20_000): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt))
}

/**
 * The longest Retry-After a run waits out before it tries again. A server that asks for longer
 * (a gateway's "come back in an hour") is not retried: its answer stands, and says how long it asked.
 */
export const MAX_RETRY_AFTER_MS = 60_000

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date, never below 0); undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined
}

export const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504])
