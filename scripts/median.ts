/** The middle one of `values` by `key` (the upper middle of an even number); undefined for none. */
export function medianBy<T>(values: readonly T[], key: (value: T) => number): T | undefined {
  const sorted = [...values].sort((a, b) => key(a) - key(b))
  return sorted[Math.floor(sorted.length / 2)]
}

/** The middle number. */
export const median = (values: readonly number[]): number | undefined => medianBy(values, (value) => value)
