import { describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_TYPES, extensionsFor, isKnownMediaType, normalizeMediaType } from '../../src/media-types.ts'
import { MIB, partLayout } from '../../src/parts.ts'
import { backoffDelay, retryAfterMs } from '../../src/retry.ts'
import { render, templateValues, unknownPlaceholders } from '../../src/templates.ts'

describe('templates', () => {
  it('offers name, stem, ext, path, dir, parent and flatpath', () => {
    const values = templateValues('lidar/2024/Tile_01.LAZ')
    expect(values).toEqual({
      name: 'Tile_01.LAZ',
      stem: 'Tile_01',
      ext: 'LAZ',
      path: 'lidar/2024/Tile_01.LAZ',
      dir: 'lidar/2024',
      parent: '2024',
      flatpath: 'lidar-2024-Tile_01.LAZ',
    })
    expect(render('{parent}-{stem}.{ext} ({path})', values)).toBe('2024-Tile_01.LAZ (lidar/2024/Tile_01.LAZ)')
  })

  it('handles files at the root and names without extension', () => {
    expect(templateValues('README')).toMatchObject({ stem: 'README', ext: '', dir: '', parent: '' })
    expect(templateValues('.hidden')).toMatchObject({ stem: '.hidden', ext: '' })
  })

  it('names unknown placeholders', () => {
    expect(unknownPlaceholders('{name}-{date}-{}')).toEqual(['{date}', '{}'])
    expect(unknownPlaceholders('{stem}.{ext}')).toEqual([])
  })
})

describe('media types', () => {
  it('normalises as the service does', () => {
    expect(normalizeMediaType('Image/TIFF;  Profile=cloud-optimized ;application=geotiff')).toBe(
      'image/tiff; application=geotiff; profile=cloud-optimized',
    )
    expect(normalizeMediaType('application/x.interlis; VERSION=2.3')).toBe('application/x.interlis; version=2.3')
  })

  it('knows which extensions each type accepts', () => {
    expect(extensionsFor('image/tiff; application=geotiff; profile=cloud-optimized')).toEqual(['tiff', 'tif'])
    expect(extensionsFor('application/vnd.laszip')).toEqual(['laz', 'zip'])
    expect(isKnownMediaType('application/x.shapefile+zip')).toBe(true)
    expect(isKnownMediaType('application/x-shapefile')).toBe(false)
  })

  it('has a default for every extension, and each default accepts its extension', () => {
    for (const [ext, type] of DEFAULT_MEDIA_TYPES) expect(extensionsFor(type), `${ext} → ${type}`).toContain(ext)
    expect(DEFAULT_MEDIA_TYPES.get('tif')).toBe('image/tiff; application=geotiff')
    expect(DEFAULT_MEDIA_TYPES.get('zip')).toBe('application/zip')
  })
})

describe('part layout', () => {
  it('uses one part below the minimum part size', () => {
    expect(partLayout(1)).toEqual({ partSize: 16 * MIB, count: 1 })
    expect(partLayout(4 * MIB, 5 * MIB)).toEqual({ partSize: 5 * MIB, count: 1 })
  })

  it('cuts large files in parallel parts and never more than 100', () => {
    expect(partLayout(30 * MIB, 5 * MIB)).toEqual({ partSize: 5 * MIB, count: 6 })
    expect(partLayout(1024 * MIB)).toEqual({ partSize: 16 * MIB, count: 64 })
    const huge = partLayout(10 * 1024 * MIB)!
    expect(huge.count).toBeLessThanOrEqual(100)
    expect(huge.partSize).toBeGreaterThanOrEqual(5 * MIB)
    expect(huge.partSize * huge.count).toBeGreaterThanOrEqual(10 * 1024 * MIB)
  })

  it('refuses files that 100 parts of 5 GiB cannot hold', () => {
    expect(partLayout(100 * 5 * 1024 * MIB + 1)).toBeUndefined()
  })
})

describe('backoff', () => {
  it('grows exponentially with full jitter under a cap', () => {
    expect(backoffDelay(0, () => 0.999)).toBe(499)
    expect(backoffDelay(3, () => 0.5)).toBe(2000)
    expect(backoffDelay(30, () => 0.999)).toBe(19_980)
    expect(backoffDelay(5, () => 0)).toBe(0)
  })

  it('honours Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(retryAfterMs('9999', 0)).toBe(60_000)
    expect(retryAfterMs(undefined, 0)).toBeUndefined()
    expect(retryAfterMs('soon', 0)).toBeUndefined()
  })
})

describe('sharding', () => {
  it('puts every id in exactly one of N shards, spread evenly, the same way every time', async () => {
    const { shardOf, inShard } = await import('../../src/shard.ts')
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
