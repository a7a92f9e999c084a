export interface FaultRequest {
  readonly target: 'api' | 'storage'
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
}

/**
 * 'reset': close the connection without handling the request; 'drop': handle it, then close the
 * connection instead of answering (the answer is lost); a status: answer that instead of handling;
 * a delay: wait, then handle.
 */
export type FaultAction =
  | 'reset'
  | 'drop'
  | { readonly status: number; readonly body?: string; readonly headers?: Readonly<Record<string, string>> }
  | { readonly delayMs: number }

/** Asked for every request an origin receives: a fault to inject, or undefined to handle it as usual. */
export type FaultHook = (request: FaultRequest) => FaultAction | undefined

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
  readonly fault: FaultHook
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
