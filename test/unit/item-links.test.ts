import { afterAll, describe, expect, it } from 'vitest'
import { buildAssets } from '../../src/assets/assets.ts'
import { problemLine, type Problem } from '../../src/common/problems.ts'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'
import { loadMetadata } from '../../src/config/metadata.ts'
import { parseItemLinks, parseRules } from '../../src/config/rules.ts'
import { describeItems, type DesiredItem } from '../../src/describe/items.ts'
import { readLinkTemplates, renderLinks } from '../../src/domain/link-templates.ts'
import { itemBody, planItem } from '../../src/plan/items.ts'
import { sentItem } from '../../src/catalog/model.ts'
import { contentStore } from '../support/content.ts'
import { runThreads } from '../support/threads.ts'
import { makeWorkspace } from '../support/workspace.ts'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const LINKS = `
- rel: license
  href: https://example.com/terms
  title: Terms of use
  type: text/html
- rel: describedby
  href: https://example.com/docs/{parent}
  title: '{parent} described'
`
const base: RawInputs = {
  'access-token': 't',
  collection: 'ch.test',
  item: '{parent}',
  files: '**/*.csv',
  'item-datetime': '2024-06-01',
  'item-geometry': '7.4,46.9,7.5,47.0',
  'item-links': LINKS,
}
const file = (relativePath: string) => ({ absolutePath: `/ws/${relativePath}`, relativePath, size: 1 })
const log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: <T>(_: string, work: () => T) => work() }
const threads = runThreads()
afterAll(() => threads.close())

/** The items a run describes from these files and inputs, as publish() makes them: metadata, assets, items. */
async function described(paths: readonly string[], inputs: RawInputs = {}) {
  const config = parseConfig({ ...base, ...inputs }, { workspace: '/ws' })
  const { ruleFor, itemProperties, itemLinks } = await loadMetadata(config, NOW)
  const specs = buildAssets(paths.map(file), config, { content: contentStore(), ruleFor, itemProperties, itemLinks })
  const filesByItem = Map.groupBy(specs, (spec) => spec.container.item!)
  return describeItems({
    filesByItem,
    wanted: new Set(filesByItem.keys()),
    items: config.items,
    workspace: '/ws',
    concurrency: 2,
    log,
    content: contentStore(),
    now: NOW,
    threads,
  })
}
const lines = (problems: readonly Problem[]) => problems.map((problem) => problemLine(problem))

describe('item-links: read, every problem at once, before any write', () => {
  it('reads a list of links with href and title templates', () => {
    expect(parseItemLinks(LINKS, 'inline', { groups: [], now: NOW })).toEqual([
      { rel: 'license', href: 'https://example.com/terms', title: 'Terms of use', type: 'text/html' },
      { rel: 'describedby', href: 'https://example.com/docs/{parent}', title: '{parent} described' },
    ])
    expect(parseItemLinks('[]', 'inline', { groups: [], now: NOW })).toEqual([])
  })

  it('names the input and each link that the catalog would refuse, or that is not a link', () => {
    const text = `
- {rel: self, href: 'https://example.com/x'}
- {rel: license, href: /terms}
- {rel: via, href: '{path}'}
- {rel: license, href: 'https://example.com/{variable}', colour: red}
- {href: 'https://example.com/a b'}
- {rel: '{name}', href: 'https://example.com/', type: [text/html]}
- {rel: alternate, href: 'https://example.com/', title: STAC Browser}
- {rel: preview, href: 'https://example.com/p.png', hreflang: 'not a tag'}
- https://example.com/
`
    expect(() => parseItemLinks(text, 'inline', { groups: ['ref'], now: NOW })).toThrow(
      [
        "Input 'item-links' (inline) has 12 problem(s):",
        "- Input 'item-links' (inline): link 1 (rel 'self'): its rel 'self' is one the catalog makes itself (self, root, parent, items, collection, service-desc, service-doc, search, conformance)",
        "- Input 'item-links' (inline): link 2 (rel 'license'): its href '/terms' is not an absolute http(s) or ftp(s) URL, which the catalog needs",
        "- Input 'item-links' (inline): link 3 (rel 'via'): its href 'x' is not an absolute http(s) or ftp(s) URL, which the catalog needs",
        "- Input 'item-links' (inline): link 4 (rel 'license'): unknown field 'colour'; use rel, href, type, title, hreflang",
        "- Input 'item-links' (inline): link 4 (rel 'license'): 'href': unknown placeholder {variable}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's {ref}, each also as {…|slug}",
        "- Input 'item-links' (inline): link 4 (rel 'license'): link 2 has the rel 'license' too; the catalog keeps one link per rel",
        "- Input 'item-links' (inline): link 5: 'rel' is required: what the link is to the item (license, describedby, via, preview, …)",
        "- Input 'item-links' (inline): link 6 (rel '{name}'): 'rel' '{name}' has a placeholder; only href and title may be templates",
        "- Input 'item-links' (inline): link 6 (rel '{name}'): 'type': expected text, not a list",
        "- Input 'item-links' (inline): link 7 (rel 'alternate'): rel alternate titled 'STAC Browser' is the catalog's own link to its STAC Browser page; give it another title",
        "- Input 'item-links' (inline): link 8 (rel 'preview'): its hreflang 'not a tag' is not a language tag such as de or de-CH",
        "- Input 'item-links' (inline): link 9: expected a mapping of rel, href and optionally type, title and hreflang, e.g. [{rel: license, href: 'https://example.com/terms', title: Terms of use}]",
      ].join('\n'),
    )
    expect(() => parseItemLinks('{rel: license}', 'links.yml', { groups: [], now: NOW })).toThrow(
      "Input 'item-links' (links.yml): expected a YAML list of links, each with rel and href",
    )
    const many = Array.from({ length: 51 }, (_, i) => `- {rel: r${i}, href: 'https://example.com/${i}'}`).join('\n')
    expect(() => parseItemLinks(many, 'inline', { groups: [], now: NOW })).toThrow('51 links, more than the 50 this tool reads for an item')
  })

  it("a rule's item-links, read as the input's and named by the rule", () => {
    const [rule] = parseRules(`- files: "*.pdf"\n  item-links: [{rel: describedby, href: 'https://example.com/{name}'}]`, 'inline')
    expect(rule!.itemLinks).toEqual([{ rel: 'describedby', href: 'https://example.com/{name}' }])
    expect(() => parseRules(`- files: "*.pdf"\n  item-links: [{rel: root, href: 'https://example.com/'}]`, 'inline')).toThrow(
      "- rule 1 (files: *.pdf), field 'item-links': link 1 (rel 'root'): its rel 'root' is one the catalog makes itself",
    )
  })

  it('reads item-links from a file in the repository, and names a file it cannot read', async () => {
    const ws = await makeWorkspace()
    try {
      await ws.write('.github/links.yml', LINKS)
      const config = parseConfig({ ...base, 'item-links': '.github/links.yml' }, { workspace: ws.root })
      expect((await loadMetadata(config, NOW)).itemLinks).toHaveLength(2)
      const missing = parseConfig({ ...base, 'item-links': '.github/none.yml' }, { workspace: ws.root })
      await expect(loadMetadata(missing, NOW)).rejects.toThrow(
        "Input 'item-links' (.github/none.yml): it does not exist; give the path of a YAML file in the repository, or the YAML inline",
      )
      expect((await loadMetadata(parseConfig({ ...base, 'item-links': '' }, { workspace: ws.root }), NOW)).itemLinks).toBeUndefined()
    } finally {
      await ws.remove()
    }
  })
})

describe('item-links rendered for each file', () => {
  it("percent-encodes a placeholder's value in href (a path's slashes kept), renders the title, and leaves out a title that renders empty", () => {
    const [templates] = [
      readLinkTemplates(
        [
          { rel: 'describedby', href: 'https://example.com/{path}?of={stem|slug}', title: ' {stem} ' },
          { rel: 'via', href: 'https://example.com/', title: '{dir}' },
        ],
        [],
      ).templates,
    ]
    expect(renderLinks(templates, { path: 'Bericht 2024/Zürich #1.pdf', stem: 'Zürich #1', dir: '' })).toEqual([
      { rel: 'describedby', href: 'https://example.com/Bericht%202024/Z%C3%BCrich%20%231.pdf?of=zuerich-1', title: 'Zürich #1' },
      { rel: 'via', href: 'https://example.com/' },
    ])
  })

  it("describes each item with its files' links; a rule's replace the input's; none given, none described", async () => {
    const { items, problems } = await described(['a/one.csv', 'a/two.csv', 'b/three.csv'])
    expect(problems).toEqual([])
    expect(items.get('b')?.links).toEqual([
      { rel: 'license', href: 'https://example.com/terms', title: 'Terms of use', type: 'text/html' },
      { rel: 'describedby', href: 'https://example.com/docs/b', title: 'b described' },
    ])
    const rules = `- files: "b/*"\n  item-links: []`
    const withRule = await described(['b/three.csv', 'c/four.csv'], {
      rules,
      'item-links': "[{rel: via, href: 'https://example.com/{parent}'}]",
    })
    expect(withRule.items.get('b')?.links).toEqual([])
    expect(withRule.items.get('c')?.links).toEqual([{ rel: 'via', href: 'https://example.com/c' }])
    expect((await described(['b/three.csv'], { 'item-links': '' })).items.get('b')).not.toHaveProperty('links')
  })

  it('refuses an item whose files give different links, naming both files, and a link the catalog would refuse once rendered', async () => {
    const { items, problems } = await described(['a/one.csv', 'a/two.csv', 'b/three.csv'], {
      rules: `- files: "a/two.csv"\n  item-links: [{rel: via, href: 'https://example.com/'}]`,
    })
    expect(lines(problems)).toEqual([
      `item a: its files give different item-links values: '[{"rel":"describedby","href":"https://example.com/docs/a","title":"a described"},{"rel":"license","href":"https://example.com/terms","type":"text/html","title":"Terms of use"}]' (a/one.csv), '[{"rel":"via","href":"https://example.com/"}]' (a/two.csv); give one per item`,
    ])
    expect(items.has('b')).toBe(true)
    const empty = await described(['x.csv'], { item: 'x', 'item-links': "[{rel: via, href: 'https://{dir}'}]" })
    expect(lines(empty.problems)).toEqual([
      "item x: item-links link 'via' (from x.csv): its href 'https://' is not an absolute http(s) or ftp(s) URL, which the catalog needs; change 'item-links' or the rule's item-links",
    ])
  })
})

describe('item links planned as values', () => {
  const point = { type: 'Point', coordinates: [7.44, 46.95] }
  const license = { rel: 'license', href: 'https://example.com/terms', title: 'Terms of use', type: 'text/html' }
  const via = { rel: 'via', href: 'https://example.com/origin' }
  const unlinked: DesiredItem = {
    id: 'a',
    geometry: point,
    bbox: [7.44, 46.95, 7.44, 46.95],
    geometryFrom: 'item-geometry',
    time: { datetime: '2024-06-01T00:00:00Z' },
    title: undefined,
  }
  const desired: DesiredItem = { ...unlinked, links: [license, via] }
  const serviceLinks = [
    { rel: 'self', href: 'https://x/items/a' },
    { rel: 'root', href: 'https://x/' },
    { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: 'https://x/browser/index.html#/collections/c/items/a' },
  ]
  const shown = (links: readonly object[]) => ({
    id: 'a',
    geometry: point,
    properties: { datetime: '2024-06-01T00:00:00Z' },
    links: [...serviceLinks, ...links],
  })

  it('creates the item with its links, each sent with every field (a type only where it has one)', () => {
    expect(planItem('a', 'create', undefined, desired)).toMatchObject({ action: 'create' })
    expect(sentItem(itemBody(desired)).links).toEqual([
      { rel: 'license', href: 'https://example.com/terms', type: 'text/html', title: 'Terms of use', hreflang: null },
      { rel: 'via', href: 'https://example.com/origin', title: null, hreflang: null },
    ])
    expect(itemBody(unlinked)).not.toHaveProperty('links')
  })

  it("is unchanged where the item's own links are the same values, in any order, an empty type as none", () => {
    expect(planItem('a', 'sync', shown([{ ...via, type: '' }, license]), desired)).toMatchObject({ action: 'unchanged' })
    expect(planItem('a', 'sync', shown([via, license]), unlinked)).toMatchObject({ action: 'unchanged' })
  })

  it('updates an item whose links differ under sync, sending the links it should have; leaves it under existing and create', () => {
    const changed = { ...license, href: 'https://example.com/terms-2026' }
    expect(
      planItem('a', 'sync', shown([via, license, { rel: 'preview', href: 'https://x/p.png' }]), { ...desired, links: [changed, via] }),
    ).toEqual({
      id: 'a',
      action: 'update',
      desired: { ...desired, links: [changed, via] },
      changes: { links: [changed, via] },
      reason: 'links changed',
    })
    expect(planItem('a', 'sync', shown([via]), { ...desired, links: [] })).toMatchObject({ action: 'update', changes: { links: [] } })
    // A type the run no longer gives is cleared, as the catalog keeps one that a write leaves out.
    const untyped = { rel: license.rel, href: license.href, title: license.title }
    expect(planItem('a', 'sync', shown([license, via]), { ...desired, links: [untyped, via] })).toMatchObject({
      changes: { links: [{ ...untyped, type: '' }, via] },
    })
    expect(planItem('a', 'existing', shown([via]), desired)).toMatchObject({ action: 'existing' })
    expect(planItem('a', 'create', shown([via]), desired)).toMatchObject({ action: 'existing' })
  })

  it('drops first a stored link that is to get another hreflang, which the catalog would keep', () => {
    const german = { ...license, hreflang: 'de' }
    const plan = planItem('a', 'sync', shown([german, via]), { ...desired, links: [{ ...license, hreflang: 'fr' }, via] })
    expect(plan).toMatchObject({ action: 'update', unlink: { links: [via] }, changes: { links: [{ ...license, hreflang: 'fr' }, via] } })
    expect(planItem('a', 'sync', shown([german, via]), { ...desired, links: [license, via] })).toMatchObject({ unlink: { links: [via] } })
    expect(planItem('a', 'sync', shown([via]), desired)).not.toHaveProperty('unlink')
  })
})
