import { describe, expect, it } from 'vitest'
import { editDistance, idSuggestion, nearest } from '../../src/config/suggest.ts'

describe('near misses', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('collection', 'collection')).toBe(0)
    expect(editDistance('colection', 'collection')).toBe(1)
    expect(editDistance('ovrewrite', 'overwrite')).toBe(1)
    expect(editDistance('patch', 'put')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('finds the one candidate a typo, a prefix or a part points to, and none when two are as close', () => {
    const flags = ['collection', 'collection-asset', 'include-hidden-files', 'dry-run', 'if-exists', 'if-no-files-found']
    expect(nearest('colection', flags)).toBe('collection')
    expect(nearest('Dry_Run', flags)).toBe('dry-run')
    expect(nearest('dryrun', flags)).toBe('dry-run')
    expect(nearest('dry', flags)).toBe('dry-run')
    expect(nearest('hidden', flags)).toBe('include-hidden-files')
    expect(nearest('if', flags)).toBeUndefined()
    expect(nearest('files', flags)).toBeUndefined()
    expect(nearest('colour', flags)).toBeUndefined()
    expect(nearest('gz', ['none', 'gzip', 'br'], { gz: 'gzip' })).toBe('gzip')
  })

  it('makes an id of an id template own text, keeping its placeholders and its separators', () => {
    expect(idSuggestion('DOM 2024')).toBe('dom-2024')
    expect(idSuggestion('Zürich {parent} DOM')).toBe('zuerich-{parent}-dom')
    expect(idSuggestion('DOM-{name}', true)).toBeUndefined()
    expect(idSuggestion('{parent}')).toBeUndefined()
    expect(idSuggestion('!!!')).toBeUndefined()
  })
})
