import { describe, expect, it } from 'vitest'
import {
  parsePathPattern,
  patternValues,
  placeholderProblem,
  renderTemplate,
  slug,
  templateValues,
  unknownPlaceholders,
  type PathPattern,
} from '../../src/domain/templates.ts'

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
    expect(renderTemplate('{parent}-{stem}.{ext} ({path})', values)).toBe('2024-Tile_01.LAZ (lidar/2024/Tile_01.LAZ)')
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
    expect(renderTemplate('{parent|slug}-{name|slug}', templateValues('Kanton Zürich/Höhenmodell Zürich 2024.tif'))).toBe(
      'kanton-zuerich-hoehenmodell-zuerich-2024.tif',
    )
  })

  it('names an unknown filter as an unknown placeholder', () => {
    expect(unknownPlaceholders('{name|slug}-{stem|upper}-{date|slug}')).toEqual(['{stem|upper}', '{date|slug}'])
  })
})

describe('path-pattern: named parts of the path as placeholders', () => {
  const FORECAST = '(?<model>[a-z0-9-]+?)-(?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3})-(?<var>[a-z0-9_]+)-(?<member>ctrl|p\\d+)\\.grib2$'

  it("searches the path and gives each group's text, with {…|slug}; a group that took no part is empty", () => {
    const pattern = parsePathPattern(FORECAST) as PathPattern
    expect(pattern.groups).toEqual(['model', 'ref', 'h', 'var', 'member'])
    const path = 'runs/icon-ch1-eps-20251124T0300Z-012-t_2m-ctrl.grib2'
    const groups = patternValues(pattern, path)!
    expect(groups).toEqual({ model: 'icon-ch1-eps', ref: '20251124T0300Z', h: '012', var: 't_2m', member: 'ctrl' })
    expect(renderTemplate('{ref|slug}-{h}-{var}-{member}', { ...templateValues(path), ...groups })).toBe('20251124t0300z-012-t_2m-ctrl')
    expect(renderTemplate('{parent}/{ref}+PT{h}H', { ...templateValues(path), ...groups })).toBe('runs/20251124T0300Z+PT012H')
    expect(patternValues(pattern, 'runs/readme.txt')).toBeUndefined()
    const optional = parsePathPattern('(?<station>[A-Z]{3})(?:-(?<sensor>\\d+))?\\.csv') as PathPattern
    expect(patternValues(optional, 'BER.csv')).toEqual({ station: 'BER', sensor: '' })
  })

  it('its groups are placeholders of the templates; any other name is still unknown', () => {
    expect(unknownPlaceholders('{ref}-{h}-{name}', ['ref', 'h'])).toEqual([])
    expect(placeholderProblem('{ref}-{lead}', ['ref', 'h'])).toEqual({
      what: 'unknown placeholder {lead}',
      fix: "use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's {ref} {h}, each also as {…|slug}",
    })
  })

  it('refuses an invalid expression, one without named groups, and groups named like a built-in placeholder', () => {
    expect(parsePathPattern('(?<ref>\\d+')).toMatchObject({
      what: expect.stringMatching(/^'\(\?<ref>\\d\+' is not a regular expression: /),
      fix: "give one in JavaScript's syntax with named groups, e.g. (?<ref>\\d{8}T\\d{4}Z)",
    })
    expect(parsePathPattern('\\d{8}T\\d{4}Z')).toEqual({
      what: "'\\d{8}T\\d{4}Z' has no named group",
      fix: 'name the parts templates use, e.g. (?<ref>\\d{8}T\\d{4}Z) gives {ref}',
    })
    expect(parsePathPattern('(?<name>[a-z]+)-(?<parent>\\d+)-(?<h>\\d+)')).toEqual({
      what:
        "'(?<name>[a-z]+)-(?<parent>\\d+)-(?<h>\\d+)': (?<name>…), (?<parent>…) would hide the built-in placeholder of that name " +
        '(name, stem, ext, path, dir, parent, flatpath)',
      fix: 'rename the group',
    })
  })
})
