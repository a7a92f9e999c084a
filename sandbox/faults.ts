import type { FaultAction, FaultRequest } from './fake-catalog.ts'

/** mulberry32: a small seeded generator, so that a fault pattern can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface FaultPlan {
  readonly fault: (request: FaultRequest) => FaultAction | undefined
  /** How many faults were injected, by kind. */
  readonly injected: Record<string, number>
}

const KINDS: readonly FaultAction[] = [
  { status: 429, headers: { 'Retry-After': '0' } },
  { status: 500 },
  { status: 502 },
  { status: 503 },
  { status: 504 },
  'reset',
  'drop',
  { delayMs: 30 },
]

/** Transient faults on a share of all requests (rate 0..1), chosen by a seeded generator. */
export function randomFaults(seed: number, rate: number): FaultPlan {
  const random = seeded(seed)
  const injected: Record<string, number> = {}
  return {
    injected,
    fault: () => {
      if (random() >= rate) return undefined
      const kind = KINDS[Math.floor(random() * KINDS.length)]!
      const name = typeof kind === 'string' ? kind : 'status' in kind ? String(kind.status) : 'delay'
      injected[name] = (injected[name] ?? 0) + 1
      return kind
    },
  }
}
