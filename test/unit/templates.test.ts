import { describe, expect, it } from 'vitest'
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
