import { truncate } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { selectFiles } from '../../src/files/files.ts'
import { makeWorkspace } from '../support/workspace.ts'
import { testConfig } from '../support/config.ts'
import { buildAssets } from '../../src/assets/assets.ts'
import { contentStore } from '../support/content.ts'
import { parseConfig } from '../../src/config/config.ts'
import { loadMetadata } from '../../src/config/metadata.ts'
import { parseItemProperties, parseRules, readYamlFile, ruleFor, RULES_LIMITS } from '../../src/config/rules.ts'

const RULES = `
- files: "**/*.tif"
  media-type: image/tiff; application=geotiff; profile=cloud-optimized
  title: "DEM {stem}"
  roles: [data]
  gsd: 0.5
- files: ["*.zip", "extra/**/*.zip"]
  media-type: application/x.shapefile+zip
  geoadmin:lang: de
  geoadmin:variant: komplett
  item: "{parent}"
`

describe('rules', () => {
  it('reads a YAML list of rules and picks the first match', () => {
    const rules = parseRules(RULES, 'inline')
    expect(rules).toHaveLength(2)
    expect(ruleFor(rules, 'a/b/dem.tif')?.index).toBe(1)
    expect(ruleFor(rules, 'roads.zip')?.index).toBe(2)
    expect(ruleFor(rules, 'deep/down/roads.zip')?.index).toBe(2)
    expect(ruleFor(rules, 'notes.csv')).toBeUndefined()
  })

  it('takes auto for proj-epsg and gsd', () => {
    const [rule] = parseRules('- files: "*.tif"\n  proj-epsg: auto\n  gsd: auto\n', 'inline')
    expect(rule).toMatchObject({ projEpsg: 'auto', gsd: 'auto' })
    expect(() => parseRules('- files: "*.tif"\n  proj-epsg: Auto\n', 'inline')).toThrow(
      "rule 1 (files: *.tif), field 'proj-epsg': expected an EPSG code such as 2056, or auto",
    )
  })

  it('names the rule and the field of every problem', () => {
    const text = `
- files: "*.tif"
  gsd: fine
  geoadmin:lang: ch
- media-type: image/webp
- files: "*.zip"
  colour: blue
  title: "{date}"
`
    expect(() => parseRules(text, 'stac-rules.yml')).toThrow(
      [
        "Input 'rules' (stac-rules.yml) has 6 problem(s):",
        "- rule 1 (files: *.tif), field 'gsd': expected a number of metres, e.g. 0.5, or auto",
        "- rule 1 (files: *.tif), field 'geoadmin:lang': expected one of de, it, fr, rm, en",
        '- rule 2, field \'files\': required: a glob pattern, or a list of them, e.g. "**/*.tif"',
        "- rule 2, field 'media-type': not a media type the catalog accepts (see docs/metadata.md, Media types by extension)",
        "- rule 3 (files: *.zip), field 'title': unknown placeholder {date}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath}, each also as {…|slug}",
        "- rule 3 (files: *.zip): unknown field 'colour'; use files, media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties",
      ].join('\n'),
    )
    expect(() => parseRules('files: x', 'inline')).toThrow(/expected a YAML list of rules/)
    expect(() => parseRules('- files: [', 'inline')).toThrow(/not valid YAML/)
  })

  it('suggests what a refused field most likely meant, as YAML writes it', () => {
    const text = `
- files: "*.tif"
  proj-epsg: "EPSG:2056"
  gsd: "0,5"
  collection-asset: "yes"
  geoadmin:lang: German
- files: "*.gpkg"
  media-type: application/geopackage
  roles: data
  item: "{parent} DOM"
  asset-id: "DOM 2024.gpkg"
- files: "*.zip"
  proj:epsg: 2056
  mediatype: application/zip
  colour: blue
`
    expect(() => parseRules(text, 'stac-rules.yml')).toThrow(
      [
        "Input 'rules' (stac-rules.yml) has 9 problem(s):",
        "- rule 1 (files: *.tif), field 'collection-asset': expected true or false; did you mean collection-asset: true?",
        "- rule 1 (files: *.tif), field 'proj-epsg': expected an EPSG code such as 2056, or auto; did you mean proj-epsg: 2056?",
        "- rule 1 (files: *.tif), field 'gsd': expected a number of metres, e.g. 0.5, or auto; did you mean gsd: 0.5?",
        "- rule 1 (files: *.tif), field 'geoadmin:lang': expected one of de, it, fr, rm, en; did you mean geoadmin:lang: de?",
        "- rule 2 (files: *.gpkg), field 'media-type': not a media type the catalog accepts (see docs/metadata.md, Media types by extension); " +
          'did you mean media-type: application/geopackage+sqlite3?',
        "- rule 2 (files: *.gpkg), field 'asset-id': 'DOM 2024.gpkg' gives ids the catalog refuses; ids are 1-255 characters of a-z, 0-9, '-', '_' and '.' (asset ids are lowercased); did you mean asset-id: dom-2024.gpkg?",
        "- rule 2 (files: *.gpkg), field 'item': '{parent} DOM' gives ids the catalog refuses; ids are 1-255 characters of a-z, 0-9, '-', '_' and '.'; did you mean item: '{parent}-dom'?",
        "- rule 2 (files: *.gpkg), field 'roles': expected a list of words, e.g. [data]; did you mean roles: [data]?",
        "- rule 3 (files: *.zip): unknown field 'proj:epsg', 'mediatype', 'colour'; did you mean 'proj-epsg' for 'proj:epsg', " +
          "'media-type' for 'mediatype'? use files, media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties",
      ].join('\n'),
    )
    // What a suggestion proposes, the rules accept.
    expect(
      parseRules(
        '- files: "*.gpkg"\n  proj-epsg: 2056\n  gsd: 0.5\n  collection-asset: true\n  geoadmin:lang: de\n  media-type: application/geopackage+sqlite3\n  roles: [data]\n  asset-id: dom-2024.gpkg\n',
        'inline',
      ),
    ).toHaveLength(1)
    expect(parseRules('- files: "*.gpkg"\n  item: "{parent}-dom"\n', 'inline')[0]).toMatchObject({ item: '{parent}-dom' })
  })

  it('sets metadata from the matching rule, the plain inputs filling in the rest', () => {
    const config = parseConfig(
      {
        'client-id': 'c',
        username: 'u',
        password: 'p',
        collection: 'ch.x',
        item: 'main',
        files: '**',
        title: 'File {name}',
        'proj-epsg': '2056',
      },
      { workspace: '/ws' },
    )
    const file = (relativePath: string) => ({ absolutePath: `/ws/${relativePath}`, relativePath, size: 1 })
    const rules = parseRules(RULES, 'inline')
    const specs = buildAssets([file('dem/dem.tif'), file('lots/roads.zip'), file('stations.csv')], config, {
      content: contentStore(),
      ruleFor: (relativePath) => ruleFor(rules, relativePath),
    })
    expect(specs.map((s) => ({ item: s.container.item, rule: s.rule, ...s.fields }))).toEqual([
      {
        item: 'main',
        rule: 1,
        id: 'dem.tif',
        type: 'image/tiff; application=geotiff; profile=cloud-optimized',
        title: 'DEM dem',
        description: null,
        'proj:epsg': 2056,
        roles: ['data'],
        gsd: 0.5,
        'geoadmin:lang': null,
        'geoadmin:variant': null,
      },
      {
        item: 'lots',
        rule: 2,
        id: 'roads.zip',
        type: 'application/x.shapefile+zip',
        title: 'File roads.zip',
        description: null,
        'proj:epsg': 2056,
        roles: null,
        gsd: null,
        'geoadmin:lang': 'de',
        'geoadmin:variant': 'komplett',
      },
      {
        item: 'main',
        rule: undefined,
        id: 'stations.csv',
        type: 'text/csv',
        title: 'File stations.csv',
        description: null,
        'proj:epsg': 2056,
        roles: null,
        gsd: null,
        'geoadmin:lang': null,
        'geoadmin:variant': null,
      },
    ])
  })
})

describe('one glob dialect for files and rules', () => {
  it('a pattern with a / selects in a rule exactly the files it selects in files (braces and extglobs are not special)', async () => {
    const ws = await makeWorkspace()
    try {
      for (const name of ['data/a.csv', 'data/b.csv', 'data/ab.csv', 'data/sub/c.csv', 'data/{a,b}.csv', 'data/+(a).csv'])
        await ws.write(name, 'x\n')
      const log = {
        info: () => undefined,
        warning: () => undefined,
        debug: () => undefined,
        group: <T>(_n: string, w: () => Promise<T>) => w(),
      }
      const config = { ...testConfig({}, ws.root).selection, ifNoFilesFound: 'ignore' as const }
      const all = (await selectFiles({ ...config, patterns: ['**'] }, log)).map((file) => file.relativePath)
      for (const pattern of ['data/*.csv', 'data/**/*.csv', 'data/?.csv', 'data/{a,b}.csv', 'data/+(a).csv', 'data/[ab].csv']) {
        const selected = (await selectFiles({ ...config, patterns: [pattern] }, log)).map((file) => file.relativePath)
        const ruled = all.filter((file) => ruleFor([{ index: 1, files: [pattern] }], file) !== undefined)
        expect(ruled, pattern).toEqual(selected)
      }
      // The one difference: without a '/', a rule's pattern matches the name at any depth.
      expect(all.filter((file) => ruleFor([{ index: 1, files: ['c.csv'] }], file) !== undefined)).toEqual(['data/sub/c.csv'])
    } finally {
      await ws.remove()
    }
  })
})

const NOW = Date.parse('2025-11-24T05:00:00Z')
const FORECAST_PATTERN = '(?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3})-(?<var>[a-z0-9_]+)-(?<member>ctrl|p\\d+)\\.grib2$'
const forecastInputs = {
  'client-id': 'c',
  username: 'u',
  password: 'p',
  collection: 'ch.meteoschweiz.ogd-forecasting-icon-ch1',
  item: '{ref|slug}-{h}-{var}-{member}',
  files: '**/*.grib2',
  'path-pattern': FORECAST_PATTERN,
  'item-properties': "{expires: '{ref}+P1D', forecast:reference_datetime: '{ref}', forecast:horizon: 'PT{h}H', forecast:variable: '{var}'}",
  rules:
    '- files: "*-ctrl.grib2"\n  item-properties: {forecast:perturbed: false}\n- files: "*.grib2"\n  item-properties: {forecast:perturbed: true}',
}

describe('rules and item-properties with path-pattern', () => {
  it("gives each file its properties: the input's, a rule's key by key, the pattern's groups rendered", async () => {
    const config = parseConfig(forecastInputs, { workspace: '/ws' })
    const metadata = await loadMetadata(config, NOW)
    const file = (relativePath: string) => ({ absolutePath: `/ws/${relativePath}`, relativePath, size: 1 })
    const specs = buildAssets(
      [file('run/icon-ch1-eps-20251124T0300Z-012-t_2m-ctrl.grib2'), file('run/icon-ch1-eps-20251124T0300Z-006-tot_prec-p1.grib2')],
      config,
      { content: contentStore(), ruleFor: metadata.ruleFor, itemProperties: metadata.itemProperties },
    )
    expect(specs.map((spec) => [spec.container.item, Object.fromEntries(spec.itemProperties ?? [])])).toEqual([
      [
        '20251124t0300z-012-t_2m-ctrl',
        {
          expires: '20251124T0300Z+P1D',
          'forecast:reference_datetime': '20251124T0300Z',
          'forecast:horizon': 'PT012H',
          'forecast:variable': 't_2m',
          'forecast:perturbed': 'false',
        },
      ],
      [
        '20251124t0300z-006-tot_prec-p1',
        {
          expires: '20251124T0300Z+P1D',
          'forecast:reference_datetime': '20251124T0300Z',
          'forecast:horizon': 'PT006H',
          'forecast:variable': 'tot_prec',
          'forecast:perturbed': 'true',
        },
      ],
    ])
  })

  it('a rule takes a property away from its files with null', () => {
    const rules = parseRules('- files: "*.csv"\n  item-properties:\n    expires: null\n    forecast:variable: "{stem}"', 'inline')
    expect([...(rules[0]!.itemProperties ?? [])]).toEqual([
      ['expires', null],
      ['forecast:variable', '{stem}'],
    ])
    const config = parseConfig({ ...forecastInputs, 'path-pattern': '', item: 'one', files: '*.csv', rules: '' }, { workspace: '/ws' })
    const [spec] = buildAssets([{ absolutePath: '/ws/a.csv', relativePath: 'a.csv', size: 1 }], config, {
      content: contentStore(),
      ruleFor: (path) => ruleFor(rules, path),
      itemProperties: new Map([['expires', '2030-01-01T00:00:00Z']]),
    })
    expect(Object.fromEntries(spec!.itemProperties ?? [])).toEqual({ 'forecast:variable': 'a' })
  })

  it('names every problem of rules and item-properties at once, before any write', async () => {
    const config = parseConfig(
      {
        ...forecastInputs,
        'item-properties': "{expires: '{ref}+P1W', datetime: '{ref}', forecast:horizon: 'PT{lead}H'}",
        rules: '- files: "*.grib2"\n  title: "{variable}"\n  item-properties: {forecast:perturbed: maybe, forecast:member: "{member}"}',
      },
      { workspace: '/ws' },
    )
    await expect(loadMetadata(config, NOW)).rejects.toThrow(
      [
        "Input 'rules' (inline) has 3 problem(s):",
        "- rule 1 (files: *.grib2), field 'item-properties': 'forecast:perturbed': 'maybe' is not true or false",
        "- rule 1 (files: *.grib2), field 'item-properties': unknown property 'forecast:member'; use expires, forecast:reference_datetime, forecast:horizon, forecast:duration, forecast:variable, forecast:perturbed",
        "- rule 1 (files: *.grib2), field 'title': unknown placeholder {variable}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's {ref} {h} {var} {member}, each also as {…|slug}",
        "Input 'item-properties' (inline) has 2 problem(s):",
        "- Input 'item-properties' (inline): unknown property 'datetime'; use expires, forecast:reference_datetime, forecast:horizon, forecast:duration, forecast:variable, forecast:perturbed",
        "- Input 'item-properties' (inline): 'forecast:horizon': unknown placeholder {lead}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's {ref} {h} {var} {member}, each also as {…|slug}",
      ].join('\n'),
    )
    expect(() => parseItemProperties('expires: [', 'inline', { groups: [], now: NOW })).toThrow(
      /^Input 'item-properties' \(inline\): not valid YAML/,
    )
  })

  it('reads item-properties from a file in the repository, and names the file it cannot read', async () => {
    const ws = await makeWorkspace()
    try {
      await ws.write('.github/forecast.yml', "expires: '{ref}+P1D'\nforecast:duration: PT0S\n")
      const config = parseConfig({ ...forecastInputs, rules: '', 'item-properties': '.github/forecast.yml' }, { workspace: ws.root })
      expect([...(await loadMetadata(config, NOW)).itemProperties]).toEqual([
        ['expires', '{ref}+P1D'],
        ['forecast:duration', 'PT0S'],
      ])
      const missing = parseConfig({ ...forecastInputs, rules: '', 'item-properties': '.github/nothing.yml' }, { workspace: ws.root })
      await expect(loadMetadata(missing, NOW)).rejects.toThrow(
        "Input 'item-properties' (.github/nothing.yml): it does not exist; give the path of a YAML file in the repository, or the YAML inline",
      )
    } finally {
      await ws.remove()
    }
  })

  it('refuses a selected file that path-pattern does not match, naming it and the pattern, with every other problem', () => {
    const config = parseConfig(forecastInputs, { workspace: '/ws' })
    const file = (relativePath: string) => ({ absolutePath: `/ws/${relativePath}`, relativePath, size: 1 })
    expect(() =>
      buildAssets(
        [file('run/README.grib2'), file('run/icon-20251124T0300Z-012-T_2M-ctrl.grib2'), file('run/x-20251124T0300Z-001-t-p1.grib2')],
        config,
        { content: contentStore() },
      ),
    ).toThrow(
      [
        '2 problem(s) found before publishing; nothing was written:',
        `- run/README.grib2: path-pattern '${FORECAST_PATTERN}' does not match it; its placeholders need every selected file to match: exclude such files in 'files' (a line starting with !)`,
        `- run/icon-20251124T0300Z-012-T_2M-ctrl.grib2: path-pattern '${FORECAST_PATTERN}' does not match it; its placeholders need every selected file to match: exclude such files in 'files' (a line starting with !)`,
      ].join('\n'),
    )
  })
})

describe('rules from a file are bounded', () => {
  const expectRefused = (text: string, message: RegExp) => expect(() => parseRules(text, 'stac-rules.yml')).toThrow(message)

  it('refuses more YAML than the bound, naming the input and the bound', () => {
    expectRefused(
      `- files: "*.tif"\n${'#'.repeat(RULES_LIMITS.bytes)}\n`,
      /^Input 'rules' \(stac-rules\.yml\): 65554 bytes of YAML, more than the 65536/,
    )
  })

  it('refuses a rules file past the bound without reading it (this one is 16 GiB, all of it a hole)', async () => {
    const ws = await makeWorkspace()
    try {
      const file = await ws.write('stac-rules.yml', '- files: "*.tif"\n')
      await truncate(file, 16 * 2 ** 30)
      const named = { workspace: ws.root, path: file, source: 'stac-rules.yml' }
      await expect(readYamlFile(named, 'rules')).rejects.toThrow(
        /^Input 'rules' \(stac-rules\.yml\): 17179869184 bytes of YAML, more than the 65536 this tool reads/,
      )
      await truncate(file, 17)
      expect(await readYamlFile(named, 'rules')).toBe('- files: "*.tif"\n')
      await expect(readYamlFile({ ...named, path: `${file}.missing`, source: 'rules.yml' }, 'rules')).rejects.toThrow(
        /^Input 'rules' \(rules.yml\): it does not exist/,
      )
    } finally {
      await ws.remove()
    }
  })

  it('refuses aliases that multiply (billion laughs) and nesting that would overflow the stack, as YAML the action cannot read', () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for (let i = 1; i < 9; i++) {
      const [name, previous] = [String.fromCharCode(97 + i), String.fromCharCode(96 + i)]
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`)
    }
    expectRefused(laughs.join('\n'), /not valid YAML: its aliases \(\*name\) copy more than 100 times what their anchors hold/)
    expectRefused('['.repeat(30_000), /^Input 'rules' \(stac-rules\.yml\): not valid YAML: nested too deeply at line 1, column \d+/)
    // A few aliases, as people use them for shared fields, are fine.
    expect(parseRules('- &tif {files: "*.tif", gsd: 0.5}\n- files: "*.tiff"\n  gsd: 0.5\n', 'inline')).toHaveLength(2)
  })

  it('refuses more rules and patterns than the bounds, and patterns the glob library would match too slowly', () => {
    expectRefused(
      Array.from({ length: RULES_LIMITS.rules + 1 }, (_, i) => `- {files: "${i}.tif"}`).join('\n'),
      /^Input 'rules' \(stac-rules\.yml\): 501 rules, more than the 500 this tool reads$/,
    )
    const many = `- files: [${Array.from({ length: RULES_LIMITS.patterns + 1 }, (_, i) => `"${i}.tif"`).join(', ')}]`
    expectRefused(many, /- Input 'rules' \(stac-rules\.yml\): 201 patterns in all, more than the 200 this tool tries each file against/)
    expectRefused(
      `- files: "${'a'.repeat(RULES_LIMITS.patternLength + 1)}"`,
      /field 'files': a pattern of 513 characters; at most 512 are read/,
    )
    expectRefused(
      '- files: "dem/*a*a*b.tif"',
      /rule 1 \(files: dem\/\*a\*a\*b\.tif\), field 'files': '\*a\*a\*b\.tif' has more than 2 '\*' in one path segment/,
    )
    expectRefused(`- files: "*.tif"\n  title: "${'x'.repeat(5000)}"`, /field 'title': at most 4096 characters/)
    // '**' segments and escaped stars cost nothing.
    expect(parseRules('- files: ["**/**/*_*.tif", "a/\\\\*\\\\*\\\\*x*.tif"]', 'inline')).toHaveLength(1)
  })
})
