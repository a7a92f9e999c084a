import { describe, expect, it } from 'vitest'

describe('sharding', () => {
  it('puts every id in exactly one of N shards, spread evenly, the same way every time', async () => {
    const { shardOf, inShard } = await import('../../src/domain/shard.ts')
    const ids = Array.from({ length: 2000 }, (_, i) => `tile-${i}.tif`)
    const counts = [0, 0, 0, 0]
    for (const id of ids) {
      const owners = [0, 1, 2, 3].filter((index) => inShard(id, { index, total: 4 }))
      expect(owners).toHaveLength(1)
      counts[owners[0]!]!++
    }
    for (const count of counts) expect(count).toBeGreaterThan(400)
    expect(shardOf('dem.tif', 4)).toBe(shardOf('dem.tif', 4))
    expect(inShard('anything', undefined)).toBe(true)
  })
})
