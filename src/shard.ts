import { createHash } from 'node:crypto'

export interface Shard {
  /** 0-based, like strategy.job-index. */
  readonly index: number
  readonly total: number
}

/** The shard an asset belongs to: a stable hash of its id, so every job of a matrix agrees without talking. */
export function shardOf(id: string, total: number): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % total
}

export function inShard(id: string, shard: Shard | undefined): boolean {
  return shard === undefined || shardOf(id, shard.total) === shard.index
}
