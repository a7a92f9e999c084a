import { describe, expect, it } from 'vitest'
import { buildAssets } from '../../src/assets/assets.ts'
import { MIB, partLayout } from '../../src/common/parts.ts'
import { testConfig } from '../support/config.ts'
import { contentStore } from '../support/content.ts'

describe('part layout', () => {
  it('uses one part below the minimum part size', () => {
    expect(partLayout(1)).toEqual({ partSize: 16 * MIB, count: 1 })
    expect(partLayout(4 * MIB, 5 * MIB)).toEqual({ partSize: 5 * MIB, count: 1 })
  })

  it('cuts large files in parallel parts and never more than 100', () => {
    expect(partLayout(30 * MIB, 5 * MIB)).toEqual({ partSize: 5 * MIB, count: 6 })
    expect(partLayout(1024 * MIB)).toEqual({ partSize: 16 * MIB, count: 64 })
    const huge = partLayout(10 * 1024 * MIB)
    expect(huge.count).toBeLessThanOrEqual(100)
    expect(huge.partSize).toBeGreaterThanOrEqual(5 * MIB)
    expect(huge.partSize * huge.count).toBeGreaterThanOrEqual(10 * 1024 * MIB)
  })

  it('refuses files that 100 parts of 5 GiB cannot hold, before anything is written', () => {
    const huge = { absolutePath: '/ws/huge.tif', relativePath: 'huge.tif', size: 100 * 5 * 1024 * MIB + 1 }
    expect(() => buildAssets([huge], testConfig(), { content: contentStore() })).toThrow(
      /huge.tif: 536870912001 bytes is more than the catalog's upload limit of 100 parts of 5 GiB/,
    )
  })
})
