/** Capped exponential backoff with full jitter: a random delay in [0, min(cap, base·2^attempt)). */
export function backoffDelay(attempt: number, random: () => number, baseMs = 500, capMs = 20_000): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt))
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), capped; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number, capMs = 60_000): number | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), capMs) : undefined
}

export const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504])
