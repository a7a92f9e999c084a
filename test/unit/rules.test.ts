import { describe, expect, it } from 'vitest'
import { selectFiles } from '../../src/files.ts'
import { makeWorkspace } from '../support/workspace.ts'
import { buildAssets } from '../../src/assets.ts'
import { parseConfig } from '../../src/config.ts'
import { parseRules, ruleFor } from '../../src/rules.ts'

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
        "- rule 1 (files: *.tif), field 'gsd': expected a number of metres, e.g. 0.5",
        "- rule 1 (files: *.tif), field 'geoadmin:lang': expected one of de, it, fr, rm, en",
        '- rule 2, field \'files\': required: a glob pattern, or a list of them, e.g. "**/*.tif"',
        "- rule 2, field 'media-type': not a media type the catalog accepts (see the README table)",
        "- rule 3 (files: *.zip), field 'title': unknown placeholder {date}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath}, each also as {…|slug}",
        "- rule 3 (files: *.zip): unknown field 'colour'; use files, media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant",
      ].join('\n'),
    )
    expect(() => parseRules('files: x', 'inline')).toThrow(/expected a YAML list of rules/)
    expect(() => parseRules('- files: [', 'inline')).toThrow(/not valid YAML/)
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
    const specs = buildAssets([file('dem/dem.tif'), file('lots/roads.zip'), file('stations.csv')], config, (relativePath) =>
      ruleFor(rules, relativePath),
    )
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
      const config = { workspace: ws.root, workingDirectory: ws.root, includeHiddenFiles: false, ifNoFilesFound: 'ignore' as const }
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
