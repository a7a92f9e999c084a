import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/config.ts'
import { UserError } from '../../src/common/errors.ts'
import type { RawInputs } from '../../src/config/inputs.ts'

const env = { workspace: '/work/space' }
const valid: RawInputs = {
  'client-id': 'client',
  username: 'alice',
  password: 'pw',
  collection: 'ch.swisstopo.test',
  item: 'item-1',
  files: 'data/**/*.tif\n!data/tmp/**',
}

const parse = (overrides: RawInputs) => parseConfig({ ...valid, ...overrides }, env)
const failure = (overrides: RawInputs): string => {
  try {
    parse(overrides)
  } catch (error) {
    expect(error).toBeInstanceOf(UserError)
    return (error as Error).message
  }
  throw new Error('expected the inputs to be refused')
}

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = parse({})
    expect(config).toMatchObject({
      apiRoot: 'https://data.geo.admin.ch/api/stac/v1',
      auth: { kind: 'password', url: 'https://cognito-idp.eu-central-1.amazonaws.com/', clientId: 'client', username: 'alice' },
      patterns: ['data/**/*.tif', '!data/tmp/**'],
      workingDirectory: '/work/space',
      includeHiddenFiles: false,
      ifNoFilesFound: 'error',
      assetId: '{name}',
      createMethod: 'auto',
      upload: 'auto',
      ifExists: 'skip-unchanged',
      contentEncoding: undefined,
      concurrency: 16,
      retries: 5,
      timeoutMs: 120_000,
      dryRun: false,
    })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('reads booleans strictly', () => {
    expect(parse({ 'dry-run': 'True' }).dryRun).toBe(true)
    expect(parse({ 'dry-run': 'false' }).dryRun).toBe(false)
    expect(failure({ 'dry-run': 'yes' })).toMatch(/Input 'dry-run': 'yes' is not a boolean; use true or false/)
  })

  it('lists every bad input at once with what is accepted', () => {
    const message = failure({ 'if-no-files-found': 'maybe', 'create-method': 'patch', 'proj-epsg': '-2056', collection: 'Bad Name' })
    expect(message).toContain("Input 'if-no-files-found': 'maybe' is not allowed; use one of: error, warn, ignore")
    expect(message).toContain("Input 'create-method': 'patch' is not allowed; use one of: auto, post, put")
    expect(message).toContain(
      "Input 'proj-epsg': '-2056' is not allowed; use an EPSG code, a whole number from 1 to 999999 such as 2056, or auto",
    )
    expect(message).toContain("Input 'collection': 'Bad Name' is not a valid collection id")
  })

  it('requires https except on loopback, and keeps a given /api/stac/v1', () => {
    expect(failure({ 'base-url': 'http://example.com' })).toMatch(/Input 'base-url'.*must use https/)
    expect(failure({ 'auth-url': 'not a url' })).toMatch(/Input 'auth-url': 'not a url' is not a URL/)
    expect(parse({ 'base-url': 'http://127.0.0.1:8080/' }).apiRoot).toBe('http://127.0.0.1:8080/api/stac/v1')
    expect(parse({ 'base-url': 'https://x.test/api/stac/v1/' }).apiRoot).toBe('https://x.test/api/stac/v1')
  })

  it('needs either a token or client id, username and password', () => {
    expect(failure({ 'client-id': '', password: '' })).toMatch(
      /Input 'client-id': required to sign in \(or give 'access-token'\)\n- Input 'password': required to sign in \(or give 'access-token'\)/,
    )
    expect(parse({ 'client-id': '', 'access-token': 'tok' }).auth).toEqual({ kind: 'token', accessToken: 'tok' })
  })

  it('keeps the working directory inside the workspace', () => {
    expect(parse({ 'working-directory': 'deliveries' }).workingDirectory).toBe('/work/space/deliveries')
    expect(failure({ 'working-directory': '../elsewhere' })).toMatch(/Input 'working-directory': '..\/elsewhere' is outside the workspace/)
  })

  it('checks templates for unknown placeholders', () => {
    expect(failure({ 'asset-id': '{name}-{date}' })).toMatch(/Input 'asset-id': unknown placeholder \{date\}; use \{name\}/)
  })

  it('needs at least one including pattern', () => {
    expect(failure({ files: '!*.tmp' })).toMatch(/Input 'files': required/)
    expect(failure({ files: '' })).toMatch(/Input 'files': required/)
  })

  it('takes proj-epsg and gsd as numbers or auto, and no gsd for assets of the collection itself', () => {
    expect(parse({ 'proj-epsg': 'auto', gsd: 'AUTO' })).toMatchObject({ projEpsg: 'auto', gsd: 'auto' })
    expect(parse({ 'proj-epsg': '2056', gsd: '0.25' })).toMatchObject({ projEpsg: 2056, gsd: 0.25 })
    expect(parse({})).toMatchObject({ projEpsg: undefined, gsd: undefined })
    expect(failure({ gsd: '0' })).toContain("Input 'gsd': '0' is not allowed; use a number of metres above 0 such as 0.5, or auto")
    expect(failure({ gsd: '50cm' })).toContain("Input 'gsd': '50cm' is not allowed")
    expect(failure({ gsd: '1', 'collection-asset': 'true', item: '' })).toContain(
      "Input 'gsd': the catalog refuses gsd on an asset of the collection itself (collection-asset: true)",
    )
  })

  it('takes one media type or one per extension', () => {
    expect(parse({ 'media-type': 'image/tiff; application=geotiff; profile=cloud-optimized' }).mediaType.all).toBe(
      'image/tiff; application=geotiff; profile=cloud-optimized',
    )
    const perExtension = parse({ 'media-type': '*.zip: application/x.shapefile+zip\ntif: image/tiff' }).mediaType.byExtension
    expect([...perExtension]).toEqual([
      ['zip', 'application/x.shapefile+zip'],
      ['tif', 'image/tiff'],
    ])
    expect(failure({ 'media-type': 'image/webp' })).toMatch(/'image\/webp' is not a media type the catalog accepts/)
    expect(failure({ 'media-type': 'webp: image/png' })).toMatch(/'webp' is not a file extension the catalog accepts/)
  })

  it('reads part size in MiB', () => {
    expect(parse({ 'part-size': '5' }).partSize).toBe(5 * 1024 * 1024)
    expect(parse({ 'part-size': 'auto' }).partSize).toBeUndefined()
    expect(failure({ 'part-size': '4' })).toMatch(/Input 'part-size': '4' is not allowed; use auto or a whole number of MiB from 5 to 5120/)
  })
})

describe('shard input', () => {
  it('reads K/N as a matrix job would give it', () => {
    expect(parse({ shard: '2/4' }).shard).toEqual({ index: 2, total: 4 })
    expect(parse({}).shard).toBeUndefined()
    expect(failure({ shard: '4/4' })).toMatch(/Input 'shard': '4\/4' is not a shard; use K\/N with 0 <= K < N/)
    expect(failure({ shard: 'half' })).toMatch(/Input 'shard': 'half' is not a shard/)
  })
})

describe('path-pattern, item-properties and item-geometry templates', () => {
  const PATTERN = '(?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3})-(?<var>[a-z0-9_]+)-(?<member>ctrl|p\\d+)\\.grib2$'

  it("makes the pattern's groups placeholders of every template", () => {
    const config = parse({
      'path-pattern': PATTERN,
      item: '{ref|slug}-{h}-{var}-{member}',
      'item-datetime': '{ref}+PT{h}H',
      'item-title': '{var} +{h} h',
      'asset-id': '{var}-{member}.grib2',
      title: '{var}',
      description: 'Run {ref}',
    })
    expect(config.pathPattern?.groups).toEqual(['ref', 'h', 'var', 'member'])
    expect(config.pathPattern?.regex.exec('icon-20251124T0300Z-012-t_2m-ctrl.grib2')?.groups?.h).toBe('012')
  })

  it('names every problem at once: an invalid expression, and templates naming groups it does not have', () => {
    expect(failure({ 'path-pattern': '(?<ref>\\d+' })).toMatch(/^- Input 'path-pattern': '\(\?<ref>\\d\+' is not a regular expression: /m)
    const message = failure({ 'path-pattern': PATTERN, item: '{ref}-{lead}', 'item-datetime': '{ref}+PT{hour}H', title: '{variable}' })
    expect(message).toContain(
      "- Input 'item': unknown placeholder {lead}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's",
    )
    expect(message).toContain("- Input 'item-datetime': unknown placeholder {hour}")
    expect(message).toContain("- Input 'title': unknown placeholder {variable}")
    // Without the pattern, its groups are no placeholders.
    expect(failure({ item: '{ref}' })).toContain(
      "Input 'item': unknown placeholder {ref}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath}, each",
    )
    expect(failure({ 'path-pattern': '(?<path>.*)' })).toContain(
      "Input 'path-pattern': '(?<path>.*)': (?<path>…) would hide the built-in placeholder of that name",
    )
  })

  it('takes item-properties inline or as the path of a file in the workspace', () => {
    expect(parse({ 'item-properties': "expires: '{ref}+P1D'" }).itemProperties).toEqual({ text: "expires: '{ref}+P1D'", source: 'inline' })
    expect(parse({ 'item-properties': '{expires: 2030-01-01T00:00:00Z}' }).itemProperties).toMatchObject({ source: 'inline' })
    expect(parse({ 'item-properties': 'expires: x\nforecast:horizon: PT1H' }).itemProperties).toMatchObject({ source: 'inline' })
    expect(parse({ 'item-properties': '.github/forecast.yml' }).itemProperties).toEqual({
      path: '/work/space/.github/forecast.yml',
      source: '.github/forecast.yml',
    })
    expect(failure({ 'item-properties': '../elsewhere.yml' })).toContain(
      "Input 'item-properties': '../elsewhere.yml' is outside the workspace",
    )
  })

  it('tells an item-geometry template from inline GeoJSON, and checks its placeholders', () => {
    expect(parse({ 'item-geometry': '{parent}/location.geojson' }).itemGeometry).toEqual({
      kind: 'template',
      template: '{parent}/location.geojson',
    })
    expect(parse({ 'path-pattern': PATTERN, 'item-geometry': 'stations/{var}.geojson' }).itemGeometry).toMatchObject({ kind: 'template' })
    expect(parse({ 'item-geometry': '{"type":"Point","coordinates":[7.4,46.9]}' }).itemGeometry).toMatchObject({ kind: 'geojson' })
    expect(parse({ 'item-geometry': '{ "type": "Point", "coordinates": [7.4, 46.9] }' }).itemGeometry).toMatchObject({ kind: 'geojson' })
    expect(failure({ 'item-geometry': '{station}/location.geojson' })).toContain("Input 'item-geometry': unknown placeholder {station}")
  })
})
