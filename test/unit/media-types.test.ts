import { describe, expect, it } from 'vitest'
import { DEFAULT_MEDIA_TYPES, extensionsFor, isKnownMediaType, normalizeMediaType } from '../../src/domain/media-types.ts'

describe('media types', () => {
  it('normalises as the service does', () => {
    expect(normalizeMediaType('Image/TIFF;  Profile=cloud-optimized ;application=geotiff')).toBe(
      'image/tiff; application=geotiff; profile=cloud-optimized',
    )
    expect(normalizeMediaType('application/x.interlis; VERSION=2.3')).toBe('application/x.interlis; version=2.3')
    // A type without parameters too: trimmed and lowercased.
    expect(normalizeMediaType(' Text/CSV\t')).toBe('text/csv')
    expect(normalizeMediaType('text/csv')).toBe('text/csv')
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
