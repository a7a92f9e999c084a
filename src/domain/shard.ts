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

/** What an asset is sharded by: its item and id (a collection's own asset by its id), the same in every job. */
export const assetInShard = (item: string | undefined, id: string, shard: Shard | undefined): boolean =>
  inShard(`${item ?? ''}/${id}`, shard)

export function inShard(id: string, shard: Shard | undefined): boolean {
  return shard === undefined || shardOf(id, shard.total) === shard.index
}
