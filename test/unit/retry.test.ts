import { describe, expect, it } from 'vitest'
import { backoffDelay, retryAfterMs } from '../../src/transport/retry.ts'

describe('backoff', () => {
  it('grows exponentially with full jitter under a cap', () => {
    expect(backoffDelay(0, () => 0.999)).toBe(499)
    expect(backoffDelay(3, () => 0.5)).toBe(2000)
    expect(backoffDelay(30, () => 0.999)).toBe(19_980)
    expect(backoffDelay(5, () => 0)).toBe(0)
  })

  it('reads Retry-After in seconds or as a date, as long as it asks (the transport decides what it waits)', () => {
    expect(retryAfterMs('3', 0)).toBe(3000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(retryAfterMs('9999', 0)).toBe(9_999_000)
    expect(retryAfterMs(new Date(0).toUTCString(), 4_000)).toBe(0)
    expect(retryAfterMs(undefined, 0)).toBeUndefined()
    expect(retryAfterMs('soon', 0)).toBeUndefined()
  })
})
