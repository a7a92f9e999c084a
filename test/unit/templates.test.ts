import { describe, expect, it } from 'vitest'
import { render, slug, templateValues, unknownPlaceholders } from '../../src/templates.ts'

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

describe('{…|slug}: ids from real file names', () => {
  it('spells umlauts out, drops other marks, lowercases, turns the rest into single dashes and keeps the extension', () => {
    expect(slug('Höhenmodell Zürich 2024.tif')).toBe('hoehenmodell-zuerich-2024.tif')
    expect(slug('Straße_Géologie (Genève) – 2.0.GPKG')).toBe('strasse_geologie-geneve-2.0.gpkg')
    expect(slug('  Ärger  --  Öl   .csv')).toBe('aerger-oel.csv')
    expect(slug('Città di Lugano/Übersicht.pdf')).toBe('citta-di-lugano-uebersicht.pdf')
    expect(slug('ÆØÅ Łódź.xtf')).toBe('aeoa-lodz.xtf')
    expect(render('{parent|slug}-{name|slug}', templateValues('Kanton Zürich/Höhenmodell Zürich 2024.tif'))).toBe(
      'kanton-zuerich-hoehenmodell-zuerich-2024.tif',
    )
  })

  it('names an unknown filter as an unknown placeholder', () => {
    expect(unknownPlaceholders('{name|slug}-{stem|upper}-{date|slug}')).toEqual(['{stem|upper}', '{date|slug}'])
  })
})
