import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/config.ts'
import { MESSAGE_LIMIT, UserError } from '../../src/common/errors.ts'
import { INPUT_NAMES, INPUTS, type InputName, type Phase, type RawInputs } from '../../src/config/inputs.ts'

const env = { workspace: '/work/space' }
/** As the action parses its inputs: a step of GitHub Actions. */
const onRunner = { ...env, actions: true }
const valid: RawInputs = {
  'client-id': 'client',
  username: 'alice',
  password: 'pw',
  collection: 'ch.swisstopo.test',
  item: 'item-1',
  files: 'data/**/*.tif\n!data/tmp/**',
}

const parse = (overrides: RawInputs) => parseConfig({ ...valid, ...overrides }, env)
const failure = (overrides: RawInputs): string => parseFailure({ ...valid, ...overrides }, env)
const parseFailure = (raw: RawInputs, environment: Parameters<typeof parseConfig>[1]): string => {
  try {
    parseConfig(raw, environment)
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
      target: { apiRoot: 'https://data.geo.admin.ch/api/stac/v1' },
      signIn: { kind: 'password', url: 'https://cognito-idp.eu-central-1.amazonaws.com/', clientId: 'client', username: 'alice' },
      selection: {
        patterns: ['data/**/*.tif', '!data/tmp/**'],
        workingDirectory: '/work/space',
        includeHiddenFiles: false,
        ifNoFilesFound: 'error',
      },
      assetMetadata: { assetId: '{name}' },
      transfer: {
        createMethod: 'auto',
        upload: 'auto',
        contentEncoding: undefined,
        concurrency: 16,
        retries: 5,
        timeoutMs: 120_000,
      },
      safety: { ifExists: 'skip-unchanged', dryRun: false },
    })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it("puts each input's value in the record of the phase that reads it, as its declaration says", () => {
    // The record each phase takes of the parsed config.
    const recordOf: Record<Phase, string> = {
      'sign-in': 'signIn',
      target: 'target',
      selection: 'selection',
      'asset-metadata': 'assetMetadata',
      items: 'items',
      transfer: 'transfer',
      safety: 'safety',
    }
    // For every input a value that parses to something else than the valid inputs' (a new input needs one).
    const other: Record<InputName, string> = {
      'base-url': 'https://sys-data.int.bgdi.ch',
      'auth-url': 'https://cognito-idp.eu-west-1.amazonaws.com/',
      'client-id': 'other-client',
      'client-secret': 'client-secret',
      username: 'bob',
      password: 'other-password',
      'mfa-totp-secret': 'JBSWY3DPEHPK3PXP',
      'access-token': 'token',
      collection: 'ch.swisstopo.other',
      item: 'item-2',
      'collection-asset': 'true',
      files: '*.csv',
      'stac-source': 'stac/catalog.json',
      'source-ids': 'scene-0001,scene-0002',
      'source-datetime': '2024-01-01/..',
      'source-bbox': '5.96,45.82,10.49,47.81',
      'working-directory': 'deliveries',
      'include-hidden-files': 'true',
      'if-no-files-found': 'warn',
      'path-pattern': '(?<ref>\\d{8})',
      shard: '1/2',
      'asset-id': '{stem}',
      'media-type': 'text/csv',
      title: '{stem}',
      description: 'A file',
      'proj-epsg': '2056',
      gsd: '0.5',
      rules: '- files: [a.csv]',
      items: 'create',
      'item-datetime': '2024-06-01',
      'item-geometry': '7.4,46.9,7.5,47.0',
      'item-title': '{parent}',
      'item-properties': 'expires: 2030-01-01T00:00:00Z',
      'item-links': '[{rel: license, href: "https://example.ch/terms"}]',
      'dry-run': 'true',
      'if-exists': 'overwrite',
      prune: 'true',
      'prune-limit': '3',
      'create-method': 'put',
      upload: 'false',
      'content-encoding': 'gzip',
      'part-size': '8',
      concurrency: '2',
      retries: '1',
      timeout: '30',
    }
    // What an input needs beside it: a STAC source instead of the files, an API source for its filters.
    const api: RawInputs = { files: '', 'stac-source': 'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x' }
    const needs: Partial<Record<InputName, RawInputs>> = {
      'stac-source': { files: '' },
      'source-ids': api,
      'source-datetime': api,
      'source-bbox': api,
    }
    expect(Object.keys(parse({})).sort()).toEqual(Object.values(recordOf).sort())
    for (const record of Object.values(parse({}))) expect(Object.isFrozen(record)).toBe(true)
    for (const name of INPUT_NAMES) {
      const base = parse(name === 'stac-source' ? {} : (needs[name] ?? {}))
      const changed = parse({ ...needs[name], [name]: other[name] })
      const records = Object.keys(base).filter(
        (record) => !isDeepStrictEqual(changed[record as keyof typeof changed], base[record as keyof typeof base]),
      )
      // A STAC source also gives asset-id its default, {key} (and item its, {id}).
      const defaults = name === 'stac-source' ? ['assetMetadata'] : []
      expect(records, name).toEqual([recordOf[INPUTS[name].phase], ...defaults])
    }
  })

  it('reads booleans strictly', () => {
    expect(parse({ 'dry-run': 'True' }).safety.dryRun).toBe(true)
    expect(parse({ 'dry-run': 'false' }).safety.dryRun).toBe(false)
    expect(failure({ 'dry-run': 'yes' })).toMatch(/Input 'dry-run': 'yes' is not a boolean; did you mean dry-run: true\? Use true or false/)
    expect(failure({ 'dry-run': 'maybe' })).toMatch(/Input 'dry-run': 'maybe' is not a boolean; use true or false/)
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
    expect(parse({ 'base-url': 'http://127.0.0.1:8080/' }).target.apiRoot).toBe('http://127.0.0.1:8080/api/stac/v1')
    expect(parse({ 'base-url': 'https://x.test/api/stac/v1/' }).target.apiRoot).toBe('https://x.test/api/stac/v1')
  })

  it('never shows or suggests the credentials a base-url or auth-url carries, whatever else is wrong with it', () => {
    for (const given of [
      'http://user:hunter2@example.com',
      'https://user:hunter2@example.com',
      'ftp://user:hunter2@x.test',
      'user:hunter2@x.test',
    ]) {
      const message = failure({ 'base-url': given })
      expect(message, given).toMatch(/Input 'base-url': '.*…@.*' must not carry credentials/)
      expect(message, given).not.toContain('hunter2')
    }
    expect(failure({ 'auth-url': 'https://token@cognito.test/' })).not.toContain('token@')
  })

  it('needs either a token or client id, username and password', () => {
    const withoutThem = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== 'client-id' && name !== 'password'))
    expect(parseFailure(withoutThem, env)).toMatch(
      /Input 'client-id': required to sign in \(or give 'access-token'\)\n- Input 'password': required to sign in \(or give 'access-token'\)/,
    )
    expect(parse({ 'client-id': '', 'access-token': 'tok' }).signIn).toEqual({ kind: 'token', accessToken: 'tok' })
  })

  it('says of a credential given empty that it is empty, and every reason a secret reaches a step empty', () => {
    // What `${{ secrets.STAC_PASSWORD }}` gives when no secret has that name, and an input left out of with: alike.
    const message = parseFailure({ ...valid, password: '', username: ' ' }, onRunner)
    expect(message).toContain(
      "- Input 'username': empty, and signing in needs it (or 'access-token'); pass a secret that is set (username: ${{ secrets.STAC_USERNAME }}); ",
    )
    const line =
      "Input 'password': empty, and signing in needs it (or 'access-token'); " +
      'pass a secret that is set (password: ${{ secrets.STAC_PASSWORD }}); ' +
      "a secret is empty when its name is misspelled, when it is an environment's and the job names no environment:, " +
      "in a fork's pull request (skip the step: if: github.event.pull_request.head.repo.full_name == github.repository) " +
      'and in a run Dependabot starts'
    expect(message).toContain(`- ${line}`)
    // Whole in an annotation, which shows 400 characters.
    expect(line.length).toBeLessThanOrEqual(MESSAGE_LIMIT)
    expect(message).not.toMatch(/required/)
    // Elsewhere (the command line's STAC_USERNAME set empty), what leaves a CI variable empty.
    expect(failure({ username: '' })).toContain(
      "- Input 'username': empty, and signing in needs it (or 'access-token'); " +
        'give it a value; in CI, a variable kept for protected branches or another environment reaches a job empty',
    )
  })

  it("in a fork's pull request, says that such runs get no secrets, and how to skip the step there", () => {
    const message = parseFailure({ ...valid, password: '' }, { ...onRunner, fork: 'someone/fork' })
    expect(message).toContain(
      "- Input 'password': empty: this run is for a pull request from the fork someone/fork, which GitHub gives no secrets; " +
        'skip the step for forks (if: github.event.pull_request.head.repo.full_name == github.repository) and publish once it is merged ' +
        "(pull_request_target has secrets, but runs beside the fork's code: only with an approval)",
    )
  })

  it('keeps the working directory inside the workspace', () => {
    expect(parse({ 'working-directory': 'deliveries' }).selection.workingDirectory).toBe('/work/space/deliveries')
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
    expect(parse({ 'proj-epsg': 'auto', gsd: 'AUTO' }).assetMetadata).toMatchObject({ projEpsg: 'auto', gsd: 'auto' })
    expect(parse({ 'proj-epsg': '2056', gsd: '0.25' }).assetMetadata).toMatchObject({ projEpsg: 2056, gsd: 0.25 })
    expect(parse({}).assetMetadata).toMatchObject({ projEpsg: undefined, gsd: undefined })
    expect(failure({ gsd: '0' })).toContain("Input 'gsd': '0' is not allowed; use a number of metres above 0 such as 0.5, or auto")
    expect(failure({ gsd: '50cm' })).toContain("Input 'gsd': '50cm' is not allowed")
    expect(failure({ gsd: '1', 'collection-asset': 'true', item: '' })).toContain(
      "Input 'gsd': the catalog refuses gsd on an asset of the collection itself (collection-asset: true)",
    )
  })

  it('takes one media type or one per extension', () => {
    expect(parse({ 'media-type': 'image/tiff; application=geotiff; profile=cloud-optimized' }).assetMetadata.mediaType.all).toBe(
      'image/tiff; application=geotiff; profile=cloud-optimized',
    )
    const perExtension = parse({ 'media-type': '*.zip: application/x.shapefile+zip\ntif: image/tiff' }).assetMetadata.mediaType.byExtension
    expect([...perExtension]).toEqual([
      ['zip', 'application/x.shapefile+zip'],
      ['tif', 'image/tiff'],
    ])
    expect(failure({ 'media-type': 'image/webp' })).toMatch(/'image\/webp' is not a media type the catalog accepts/)
    expect(failure({ 'media-type': 'webp: image/png' })).toMatch(/'webp' is not a file extension the catalog accepts/)
  })

  it('reads part size in MiB', () => {
    expect(parse({ 'part-size': '5' }).transfer.partSize).toBe(5 * 1024 * 1024)
    expect(parse({ 'part-size': 'auto' }).transfer.partSize).toBeUndefined()
    expect(failure({ 'part-size': '4' })).toMatch(/Input 'part-size': '4' is not allowed; use auto or a whole number of MiB from 5 to 5120/)
  })
})

describe('a near miss gets the value it most likely meant, one the same check accepts', () => {
  /** The problems' fixes, by input, in the action's words. */
  const fixes = (overrides: RawInputs): Record<string, string> => {
    try {
      parse(overrides)
    } catch (error) {
      const problems = (error as { problems: { subject: { name: string }; fix?: unknown[] }[] }).problems
      return Object.fromEntries(
        problems.map((problem) => [
          problem.subject.name,
          (problem.fix ?? []).map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(''),
        ]),
      )
    }
    throw new Error('expected the inputs to be refused')
  }
  const suggestion = (name: keyof RawInputs, given: string): string | undefined =>
    /did you mean \{"input":"[^"]+","value":"((?:[^"\\]|\\.)*)"\}/.exec(fixes({ [name]: given })[name] ?? '')?.[1]

  it.each<[keyof RawInputs, string, string]>([
    ['proj-epsg', 'EPSG:2056', '2056'],
    ['proj-epsg', 'epsg 21781', '21781'],
    ['proj-epsg', 'urn:ogc:def:crs:EPSG::2056', '2056'],
    ['proj-epsg', 'http://www.opengis.net/def/crs/EPSG/0/4326', '4326'],
    ['proj-epsg', 'LV95', '2056'],
    ['proj-epsg', '2056.0', '2056'],
    ['gsd', '0,5', '0.5'],
    ['gsd', '50 cm', '0.5'],
    ['gsd', '2m', '2'],
    ['collection', 'DOM 2024', 'dom-2024'],
    ['collection', 'CH.Swisstopo.Höhenmodell', 'ch.swisstopo.hoehenmodell'],
    ['item', 'DOM 2024', 'dom-2024'],
    ['item', '{parent} DOM', '{parent}-dom'],
    ['asset-id', 'DOM 2024.tif', 'dom-2024.tif'],
    ['asset-id', 'Höhe {name}', 'hoehe-{name}'],
    ['if-no-files-found', 'warning', 'warn'],
    ['if-no-files-found', 'fail', 'error'],
    ['if-exists', 'skip_unchanged', 'skip-unchanged'],
    ['if-exists', 'overwite', 'overwrite'],
    ['if-exists', 'replace', 'overwrite'],
    ['items', 'update', 'sync'],
    ['content-encoding', 'gz', 'gzip'],
    ['content-encoding', 'brotli', 'br'],
    ['upload', 'yes', 'true'],
    ['prune', 'on', 'true'],
    ['prune-limit', 'unlimited', 'all'],
    ['part-size', '16MiB', '16'],
    ['part-size', '1 GB', '1024'],
    ['timeout', '2min', '120'],
    ['timeout', '90s', '90'],
    ['shard', '1 of 4', '1/4'],
    ['base-url', 'data.geo.admin.ch', 'https://data.geo.admin.ch'],
    ['base-url', 'http://sys-data.int.bgdi.ch', 'https://sys-data.int.bgdi.ch'],
    ['item-datetime', '01.06.2024', '2024-06-01'],
    ['item-datetime', '1.6.2024 10:00Z', '2024-06-01T10:00Z'],
    ['media-type', 'image/geotiff', 'image/tiff; application=geotiff'],
    ['media-type', 'COG', 'image/tiff; application=geotiff; profile=cloud-optimized'],
    ['media-type', 'tif', 'image/tiff; application=geotiff'],
    ['media-type', 'application/geopackage', 'application/geopackage+sqlite3'],
    ['media-type', 'text/cvs', 'text/csv'],
  ])('%s: %s → %s, which is then accepted', (name, given, wanted) => {
    expect(suggestion(name, given)).toBe(wanted)
    expect(() => parse({ [name]: wanted })).not.toThrow()
  })

  it.each<[keyof RawInputs, string]>([
    ['proj-epsg', '-2056'],
    ['proj-epsg', 'EPSG:0'],
    ['if-exists', 'sometimes'],
    ['create-method', 'patch'],
    ['concurrency', '100'],
    ['timeout', '2h'],
    ['shard', '5/4'],
    ['collection', '!!!'],
    ['item-datetime', '31.02.2024'],
    ['media-type', 'image/webp'],
    ['gsd', '-1'],
  ])('%s: %s gets no suggestion, since nothing close is accepted', (name, given) => {
    expect(fixes({ [name]: given })[name]).not.toContain('did you mean')
  })

  it('says the suggestion as the input set to it, quoted where YAML needs it, and a line of several as text', () => {
    expect(failure({ 'proj-epsg': 'EPSG:2056' })).toContain(
      "Input 'proj-epsg': 'EPSG:2056' is not allowed; did you mean proj-epsg: 2056? Use an EPSG code, a whole number from 1 to 999999",
    )
    expect(failure({ item: '{parent} DOM' })).toContain("did you mean item: '{parent}-dom'?")
    expect(failure({ 'media-type': 'tif: image/geotiff\nzip: application/zip' })).toContain(
      "Input 'media-type': 'image/geotiff' is not a media type the catalog accepts (see docs/metadata.md, Media types by extension); did you mean 'tif: image/tiff; application=geotiff'?",
    )
  })

  it('refuses a literal asset-id or item that no file could make a valid id, before any file is read', () => {
    expect(failure({ 'asset-id': 'DOM 2024.tif' })).toContain(
      "Input 'asset-id': 'DOM 2024.tif' gives asset ids the catalog refuses; did you mean asset-id: dom-2024.tif? Ids are 1-255 characters",
    )
    // Capitals are fine in an asset-id, which is lowercased; placeholders are checked per file.
    expect(parse({ 'asset-id': 'DOM-{name}' }).assetMetadata.assetId).toBe('DOM-{name}')
    expect(parse({ item: '{parent}' }).target.item).toBe('{parent}')
  })

  it("keeps a refused value whole where it holds '; ': what is wrong and what is accepted are the problem's parts, not its text split", () => {
    const problem = (overrides: RawInputs): { what: unknown[]; fix?: unknown[] } => {
      try {
        parse(overrides)
      } catch (error) {
        return (error as { problems: { what: unknown[]; fix?: unknown[] }[] }).problems[0]!
      }
      throw new Error('expected the inputs to be refused')
    }
    expect(problem({ 'media-type': 'image/tiff; application=geotif' })).toEqual({
      subject: { kind: 'input', name: 'media-type' },
      what: ["'image/tiff; application=geotif' is not a media type the catalog accepts (see docs/metadata.md, Media types by extension)"],
      fix: ['did you mean ', { input: 'media-type', value: 'image/tiff; application=geotiff' }, '?'],
    })
    expect(failure({ 'asset-id': 'a; b {name}' })).toContain(
      "Input 'asset-id': 'a; b {name}' gives asset ids the catalog refuses; did you mean asset-id: a-b-{name}? Ids are 1-255 characters",
    )
    expect(problem({ title: '{nme}; {name}' })).toMatchObject({
      what: ['unknown placeholder {nme}'],
      fix: ['use {name} {stem} {ext} {path} {dir} {parent} {flatpath}, each also as {…|slug}'],
    })
    expect(problem({ 'item-geometry': '7.4,46.9,7.5' })).toEqual({
      subject: { kind: 'input', name: 'item-geometry' },
      what: ["'7.4,46.9,7.5' is not a bbox"],
      fix: ['give four numbers west,south,east,north in WGS84 degrees, e.g. 7.4,46.9,7.5,47.0'],
    })
  })

  it('compares by spelling only what a typo could be: a megabyte of text is refused as it is', () => {
    expect(fixes({ 'if-exists': 'o'.repeat(1_000_000) })['if-exists']).not.toContain('did you mean')
  })
})

describe('shard input', () => {
  it('reads K/N as a matrix job would give it', () => {
    expect(parse({ shard: '2/4' }).selection.shard).toEqual({ index: 2, total: 4 })
    expect(parse({}).selection.shard).toBeUndefined()
    expect(failure({ shard: '4/4' })).toMatch(
      /Input 'shard': '4\/4' is not a shard; did you mean shard: 3\/4 \(K counts from 0\)\? Use K\/N with 0 <= K < N/,
    )
    expect(failure({ shard: '5/4' })).toMatch(/Input 'shard': '5\/4' is not a shard; use K\/N/)
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
    expect(config.selection.pathPattern?.groups).toEqual(['ref', 'h', 'var', 'member'])
    expect(config.selection.pathPattern?.regex.exec('icon-20251124T0300Z-012-t_2m-ctrl.grib2')?.groups?.h).toBe('012')
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
    expect(parse({ 'item-properties': "expires: '{ref}+P1D'" }).items.itemProperties).toEqual({
      text: "expires: '{ref}+P1D'",
      source: 'inline',
    })
    expect(parse({ 'item-properties': '{expires: 2030-01-01T00:00:00Z}' }).items.itemProperties).toMatchObject({ source: 'inline' })
    expect(parse({ 'item-properties': 'expires: x\nforecast:horizon: PT1H' }).items.itemProperties).toMatchObject({ source: 'inline' })
    expect(parse({ 'item-properties': '.github/forecast.yml' }).items.itemProperties).toEqual({
      path: '/work/space/.github/forecast.yml',
      source: '.github/forecast.yml',
    })
    expect(failure({ 'item-properties': '../elsewhere.yml' })).toContain(
      "Input 'item-properties': '../elsewhere.yml' is outside the workspace",
    )
  })

  it('tells an item-geometry template from inline GeoJSON, and checks its placeholders', () => {
    expect(parse({ 'item-geometry': '{parent}/location.geojson' }).items.itemGeometry).toEqual({
      kind: 'template',
      template: '{parent}/location.geojson',
    })
    expect(parse({ 'path-pattern': PATTERN, 'item-geometry': 'stations/{var}.geojson' }).items.itemGeometry).toMatchObject({
      kind: 'template',
    })
    expect(parse({ 'item-geometry': '{"type":"Point","coordinates":[7.4,46.9]}' }).items.itemGeometry).toMatchObject({ kind: 'geojson' })
    expect(parse({ 'item-geometry': '{ "type": "Point", "coordinates": [7.4, 46.9] }' }).items.itemGeometry).toMatchObject({
      kind: 'geojson',
    })
    expect(failure({ 'item-geometry': '{station}/location.geojson' })).toContain("Input 'item-geometry': unknown placeholder {station}")
  })

  describe('a STAC source instead of files', () => {
    const API = 'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x'
    const source = (overrides: RawInputs) => parse({ files: '', item: '', ...overrides })
    const refused = (overrides: RawInputs) => failure({ files: '', item: '', ...overrides })

    it('reads a path in the workspace or a collection of a STAC API; the item is {id} and the asset id {key} unless given', () => {
      const file = source({ 'stac-source': 'stac/catalog.json', 'working-directory': 'delivery' })
      expect(file.selection.source).toEqual({ kind: 'static', path: '/work/space/delivery/stac/catalog.json', source: 'stac/catalog.json' })
      expect(file.target.item).toBe('{id}')
      expect(file.assetMetadata.assetId).toBe('{key}')
      expect(file.selection.patterns).toEqual([])
      expect(source({ 'stac-source': `${API}/`, 'asset-id': '{name}', item: 'promoted-{id}' })).toMatchObject({
        selection: { source: { kind: 'api', url: API, ids: undefined, datetime: undefined, bbox: undefined } },
        assetMetadata: { assetId: '{name}' },
        target: { item: 'promoted-{id}' },
      })
    })

    it('is either files or stac-source, and requires one of them', () => {
      expect(failure({ 'stac-source': API })).toContain(
        "Input 'stac-source': given with 'files': a run publishes either the files it selects or what a STAC source describes",
      )
      expect(failure({ files: '!data/tmp/**' })).toContain(
        "Input 'files': required: one or more glob patterns, one per line (e.g. data/**/*.tif), or 'stac-source'",
      )
    })

    it('takes the filters only with a STAC API, and source-ids without the others', () => {
      expect(failure({ 'source-ids': 'a' })).toContain("Input 'source-ids': filters the items of 'stac-source', which is not given")
      expect(refused({ 'stac-source': 'catalog.json', 'source-bbox': '7,46,8,47' })).toContain(
        "Input 'source-bbox': filters the items of a STAC API; stac-source 'catalog.json' is a file",
      )
      expect(refused({ 'stac-source': API, 'source-ids': 'a', 'source-datetime': '2024-01-01' })).toContain(
        "Input 'source-datetime': given with 'source-ids', which reads the items it names by themselves",
      )
      expect(
        source({ 'stac-source': API, 'source-ids': 'scene-0001, scene-0002\nscene-0001\n\nscene-0003,' }).selection.source,
      ).toMatchObject({
        ids: ['scene-0001', 'scene-0002', 'scene-0003'],
      })
    })

    it('reads source-datetime as the STAC API takes it: an instant, a day, an interval with open ends', () => {
      const datetime = (given: string) =>
        (source({ 'stac-source': API, 'source-datetime': given }).selection.source as { datetime: string }).datetime
      expect(datetime('2024-06-01T10:00:00+02:00')).toBe('2024-06-01T08:00:00Z')
      expect(datetime('2024-06-01')).toBe('2024-06-01T00:00:00Z/2024-06-01T23:59:59.999999Z')
      expect(datetime('2024-01-01/..')).toBe('2024-01-01T00:00:00Z/..')
      expect(datetime('../2024-06-30')).toBe('../2024-06-30T23:59:59.999999Z')
      expect(datetime('/2024-06-30T00:00:00Z')).toBe('../2024-06-30T00:00:00Z')
      expect(refused({ 'stac-source': API, 'source-datetime': '../..' })).toContain("Input 'source-datetime': '../..' has no end")
      expect(refused({ 'stac-source': API, 'source-datetime': '2024-06-30/2024-01-01' })).toContain('the interval ends before it starts')
      expect(refused({ 'stac-source': API, 'source-datetime': '1.6.2024' })).toContain('did you mean source-datetime: 2024-06-01?')
    })

    it('reads source-bbox as four WGS84 degrees with an area, and refuses LV95', () => {
      expect(source({ 'stac-source': API, 'source-bbox': ' 5.96, 45.82,10.49 ,47.81' }).selection.source).toMatchObject({
        bbox: [5.96, 45.82, 10.49, 47.81],
      })
      expect(refused({ 'stac-source': API, 'source-bbox': '7,46,8' })).toContain("Input 'source-bbox': '7,46,8' is not four numbers")
      expect(refused({ 'stac-source': API, 'source-bbox': '2600000,1200000,2601000,1201000' })).toContain('is not in WGS84 degrees')
      expect(refused({ 'stac-source': API, 'source-bbox': '8,46,7,47' })).toContain('west must be less than east')
    })

    it('refuses an address that is no https collection, and a path outside the workspace', () => {
      expect(refused({ 'stac-source': 'http://int.example.ch/api/stac/v1/collections/x' })).toContain('must use https://')
      expect(refused({ 'stac-source': 'https://int.example.ch/api/stac/v1/collections/x?limit=5' })).toContain(
        'must not carry credentials, a query or a fragment',
      )
      expect(refused({ 'stac-source': 'https://int.example.ch/api/stac/v1/collections/x/items' })).toContain(
        'is not the address of a collection',
      )
      expect(source({ 'stac-source': 'http://127.0.0.1:8080/api/stac/v1/collections/x' }).selection.source).toMatchObject({ kind: 'api' })
      expect(refused({ 'stac-source': '../../catalog.json' })).toContain(
        "Input 'stac-source': '../../catalog.json' is outside the workspace",
      )
    })

    it("lets templates name the source item's {id}, the asset's {key} and properties, which files have not", () => {
      expect(source({ 'stac-source': API, item: '{platform|slug}-{id}', title: '{key} of {eo:instrument}' }).target.item).toBe(
        '{platform|slug}-{id}',
      )
      expect(failure({ item: '{id}' })).toContain("Input 'item': unknown placeholder {id}")
    })
  })
})
