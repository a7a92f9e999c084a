import { describe, expect, it } from 'vitest'
import { catalogLinks, targetPages } from '../../src/catalog/links.ts'
import type { RemoteCollection } from '../../src/catalog/model.ts'
import type { Problem } from '../../src/common/problems.ts'
import type { DeletionResult, FileResult, ItemResult } from '../../src/execute/results.ts'
import { MAP_BYTES, MAP_FEATURES } from '../../src/report/map.ts'
import { type RunReport, runSummary, stoppedReport } from '../../src/report/outcome.ts'
import { htmlText, renderMarkdown } from '../support/markdown.ts'

/*
 * The job summaries as GitHub shows them: the Markdown rendered as GFM (marked, the renderer
 * scripts/summary-pictures.ts photographs), read for what a person sees first.
 */

const API = 'https://data.geo.admin.ch/api/stac/v1'
const COLLECTION = 'ch.swisstopo.swissalti3d'
const BROWSER = `https://data.geo.admin.ch/browser/index.html#/collections/${COLLECTION}`
const links = catalogLinks(API, COLLECTION, {
  id: COLLECTION,
  links: [{ rel: 'alternate', type: 'text/html', title: 'STAC Browser', href: BROWSER }],
} as unknown as RemoteCollection)

const HOSTILE = 'tiles/bern/notes | <img src=x onerror=alert(1)> [x](https://evil.example) *b*.csv'

function file(name: string, result: FileResult['result'], action: FileResult['action'], extra: Partial<FileResult> = {}): FileResult {
  const item = name.split('/')[1]!
  const id = name
    .split('/')
    .at(-1)!
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
  return {
    file: name,
    item,
    id,
    type: name.endsWith('.tif') ? 'image/tiff; application=geotiff' : 'text/csv',
    checksum: `1220${'0'.repeat(64)}`,
    size: 3 * 1024 * 1024,
    href: undefined,
    link: links.asset({ collection: COLLECTION, item }, id),
    action,
    result,
    reason: action === 'skip' ? 'unchanged' : action === 'create' ? 'new asset' : 'file changed',
    uploadedBytes: result === 'created' || result === 'updated' ? 3 * 1024 * 1024 : 0,
    ...extra,
  }
}

/** A square footprint of `size` degrees at (lon, lat), as the plan makes one. */
function item(id: string, result: ItemResult['result'], action: ItemResult['action'], lon: number, lat: number, size = 0.01): ItemResult {
  const ring = [
    [lon, lat],
    [lon + size, lat],
    [lon + size, lat + size],
    [lon, lat + size],
    [lon, lat],
  ]
  return {
    item: id,
    action,
    result,
    bbox: [lon, lat, lon + size, lat + size],
    geometry: { type: 'Polygon', coordinates: [ring] },
    datetime: '2024-06-01T00:00:00Z',
    link: links.item(id),
    reason: action === 'create' ? 'new item' : 'unchanged',
  }
}

const results: FileResult[] = [
  file('tiles/bern/a.tif', 'skipped', 'skip'),
  file('tiles/bern/b.tif', 'created', 'create'),
  file('tiles/bern/c.tif', 'skipped', 'skip'),
  file(HOSTILE, 'failed', 'create', { error: `refused: ${HOSTILE}` }),
  file('tiles/thun/d.tif', 'updated', 'upload'),
  file('tiles/thun/e.tif', 'skipped', 'skip'),
  file('tiles/thun/f.tif', 'failed', 'upload', { error: 'upload of the file failed: HTTP 503' }),
]
const items = [item('bern', 'created', 'create', 7.43, 46.93), item('thun', 'unchanged', 'unchanged', 7.6, 46.74)]
const deletions: DeletionResult[] = [{ item: 'thun', id: 'old.tif', result: 'kept' }]

const published: RunReport = {
  target: `${API}/collections/${COLLECTION}/items/{parent}`,
  dryRun: false,
  shard: undefined,
  pages: targetPages(links, COLLECTION, ['bern', 'thun']),
  durationMs: 83_000,
  results,
  items,
  deletions,
  checks: [],
  problems: [],
  writing: true,
}

/** Every table of the page: its rows, each a list of cells' inner HTML (header row first). */
function tables(html: string): string[][][] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table]) =>
    [...table!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, c]) => c!),
    ),
  )
}

const heading = (html: string): string => htmlText(/<h3>([\s\S]*?)<\/h3>/.exec(html)![1]!)

describe('the summary of a run that publishes, as GitHub renders it', () => {
  const html = renderMarkdown(runSummary(published))

  it('says every count and how long the run took in its heading, marked failed', () => {
    expect(heading(html)).toBe('❌ STAC publish: 1 created, 1 updated, 0 deleted, 3 skipped, 2 failed · took 1m 23s')
  })

  it('links the collection to its page in the STAC Browser', () => {
    expect(html).toContain(`Collection <a href="${BROWSER}"><code>${COLLECTION}</code></a>`)
  })

  it('lists what failed first, each marked, then what changed; the skipped files folded away in <details>', () => {
    const [files] = tables(html)
    const rows = files!.slice(1).map((row) => row.map(htmlText))
    expect(rows.map((row) => row[0])).toEqual(['❌\u00a0failed', '❌\u00a0failed', 'created', 'updated'])
    expect(rows.map((row) => row[1])).toEqual([HOSTILE, 'tiles/thun/f.tif', 'tiles/bern/b.tif', 'tiles/thun/d.tif'])
    const details = /<details><summary>([^<]*)<\/summary>([\s\S]*?)<\/details>/.exec(html)!
    expect(details[1]).toBe('3 unchanged file(s), skipped')
    const folded = tables(details[2]!)[0]!
      .slice(1)
      .map((row) => htmlText(row[1]!))
    expect(folded).toEqual(['tiles/bern/a.tif', 'tiles/bern/c.tif', 'tiles/thun/e.tif'])
    // The skipped files are nowhere outside it.
    expect(html.replace(details[0], '')).not.toContain('tiles/bern/a.tif')
  })

  it("links each asset to its own entry in the STAC Browser, and gives each file's size", () => {
    const [files] = tables(html)
    const created = files!.find((row) => htmlText(row[1]!) === 'tiles/bern/b.tif')!
    expect(created[2]).toContain(`<a href="${BROWSER}/items/bern?.asset=asset-b-tif"><code>b.tif</code></a>`)
    expect(htmlText(created[3]!)).toBe('3.0\u00a0MiB')
  })

  it('keeps a hostile file name text: no element, link or emphasis of its own, the name shown as it is', () => {
    expect(html).not.toMatch(/<img|<em>|href="https:\/\/evil/)
    expect(html).toContain('notes | &lt;img src=x onerror=alert(1)&gt; [x](https://evil.example) *b*.csv')
  })

  it('shows the items’ footprints on a map: a geojson block GitHub draws, within its cap', () => {
    const block = /<pre><code class="language-geojson">([\s\S]*?)<\/code><\/pre>/.exec(html)!
    const geojson = JSON.parse(htmlText(block[1]!)) as {
      type: string
      features: Array<{ properties: unknown; geometry: { type: string } }>
    }
    expect(geojson.type).toBe('FeatureCollection')
    expect(geojson.features.map((f) => f.properties)).toEqual([
      { item: 'bern', result: 'created' },
      { item: 'thun', result: 'unchanged' },
    ])
    expect(geojson.features.every((f) => f.geometry.type === 'Polygon')).toBe(true)
  })

  it('folds the unchanged items away too', () => {
    const items = tables(html)[2]!
    expect(items[0]!.map(htmlText)).toEqual(['Result', 'Item', 'Datetime', 'Detail'])
    expect(html).toContain('<details><summary>1 unchanged item(s)</summary>')
  })
})

describe('the items of a forecast run, as GitHub renders them', () => {
  // 120 items (5 variables × 12 lead times × 2 members) of one model run: five properties the same on every item, the horizon not.
  const shared = {
    expires: '2025-11-25T03:00:00Z',
    'forecast:reference_datetime': '2025-11-24T03:00:00Z',
    'forecast:duration': 'P0DT01H00M00S',
    'forecast:variable': 't_2m',
    'forecast:perturbed': false,
  }
  const SHARED_TEXT =
    'expires=2025-11-25T03:00:00Z forecast:reference_datetime=2025-11-24T03:00:00Z forecast:duration=P0DT01H00M00S ' +
    'forecast:variable=t_2m forecast:perturbed=false'
  const forecast = (horizon: (i: number) => string | undefined): ItemResult[] =>
    Array.from({ length: 120 }, (_, i) => {
      const hours = horizon(i)
      return {
        ...item(`20251124t0300z-${String(i).padStart(3, '0')}`, 'created', 'create', 5.9, 45.8, 4.6),
        properties: { ...shared, ...(hours === undefined ? {} : { 'forecast:horizon': hours }) },
      }
    })
  const rendered = (items: readonly ItemResult[]) => {
    const markdown = runSummary({ ...published, results: [], items, deletions: [] })
    return { markdown, html: renderMarkdown(markdown) }
  }

  it('says the properties every item shares once, above the table; each row only what is its own', () => {
    const { markdown, html } = rendered(forecast((i) => `P0DT${String(i % 12).padStart(2, '0')}H00M00S`))
    expect(markdown.split(SHARED_TEXT)).toHaveLength(2)
    expect(htmlText(html)).toContain(`Every item: ${SHARED_TEXT}`)
    const [head, ...rows] = tables(html)[0]!
    expect(head!.map(htmlText)).toEqual(['Result', 'Item', 'Datetime', 'Properties', 'Detail'])
    expect(rows).toHaveLength(120)
    expect(rows.map((row) => htmlText(row[3]!))).toEqual(
      Array.from({ length: 120 }, (_, i) => `forecast:horizon=P0DT${String(i % 12).padStart(2, '0')}H00M00S`),
    )
  })

  it('has no column of properties when every item has the same, and keeps a lone item’s in its row', () => {
    const { markdown, html } = rendered(forecast(() => undefined))
    expect(markdown.split(SHARED_TEXT)).toHaveLength(2)
    expect(tables(html)[0]![0]!.map(htmlText)).toEqual(['Result', 'Item', 'Datetime', 'Detail'])
    const lone = rendered(forecast(() => undefined).slice(0, 1))
    expect(htmlText(lone.html)).not.toContain('Every item')
    expect(tables(lone.html)[0]![1]!.map(htmlText)[3]).toBe(SHARED_TEXT)
  })
})

describe('the summary of a dry-run, as GitHub renders it', () => {
  const dry: RunReport = {
    ...published,
    dryRun: true,
    results: [
      file('tiles/bern/a.tif', 'planned', 'skip'),
      file('tiles/bern/b.tif', 'planned', 'create'),
      file('tiles/bern/c.tif', 'planned', 'skip'),
      file(HOSTILE, 'planned', 'create'),
      file('tiles/thun/d.tif', 'planned', 'upload'),
      file('tiles/thun/e.tif', 'planned', 'skip'),
      file('tiles/thun/f.tif', 'planned', 'update', { reason: 'title changed' }),
    ].map((r) => ({ ...r, uploadedBytes: 0 })),
    items: items.map((r) => ({ ...r, result: 'planned' })),
    deletions: [{ item: 'thun', id: 'old.tif', result: 'planned' }],
  }
  const markdown = runSummary(dry)
  const html = renderMarkdown(markdown)

  it('says in plain words what a run would do, and that nothing was written', () => {
    expect(heading(html)).toBe('🔎 STAC publish (dry run): would create 2, update 2, delete 1, skip 3, fail 0 · took 1m 23s')
    expect(htmlText(html)).toContain('Nothing was written: this is what a run with these inputs would do.')
    // What it would delete first, then the files and the items.
    const [deleted, files, skipped, created] = tables(html).map((rows) => rows.slice(1).map((row) => htmlText(row[0]!)))
    expect(deleted).toEqual(['would\u00a0delete'])
    expect(files).toEqual(['would\u00a0create', 'would\u00a0create', 'would\u00a0update', 'would\u00a0update'])
    expect(html).toContain('<summary>3 unchanged file(s) would be skipped</summary>')
    expect(skipped).toEqual(['would\u00a0skip', 'would\u00a0skip', 'would\u00a0skip'])
    expect(created).toEqual(['would\u00a0create'])
  })

  it('speaks no protocol: no planned, POST, PATCH, PUT or status code', () => {
    expect(markdown).not.toMatch(/planned|POST|PATCH|PUT|405|Decided only while writing/)
  })

  it('a file the plan refuses would fail, marked as a failure', () => {
    const refused = runSummary({ ...dry, results: [{ ...results[1]!, action: 'error', result: 'failed', error: 'asset exists' }] })
    expect(heading(renderMarkdown(refused))).toContain('fail 1')
    expect(refused).toContain('| ❌\u00a0**would\u00a0fail** |')
  })
})

describe('the summary of a run that stopped at its checks, as GitHub renders it', () => {
  const problems: Problem[] = [
    { subject: { kind: 'file', path: 'tiles/bern/empty.csv' }, what: ['the file is empty'], fix: ['remove it'] },
    { subject: { kind: 'file', path: HOSTILE }, what: ['it is no TIFF'] },
  ]
  const stopped = stoppedReport(
    { target: `${API}/collections/${COLLECTION}/items/{parent}`, dryRun: false, shard: undefined, durationMs: 1_400 },
    [
      { name: 'Inputs', passed: true, detail: 'valid' },
      { name: 'Files', passed: true, detail: '9 file(s) selected' },
      { name: 'Assets', passed: false, detail: '2 problem(s)' },
    ],
    problems,
  )
  const html = renderMarkdown(runSummary(stopped))

  it('says it stopped, how many problems and how long it took; each problem first, marked, then what was checked', () => {
    expect(heading(html)).toBe('❌ STAC publish stopped before publishing: 2 problem(s) · took 1.4s')
    const [found, checked] = tables(html)
    expect(found!.slice(1).map((row) => row.map(htmlText))).toEqual([
      ['❌ File tiles/bern/empty.csv', 'the file is empty', 'remove it'],
      [`❌ File ${HOSTILE}`, 'it is no TIFF', ''],
    ])
    expect(checked!.slice(1).map((row) => row.map(htmlText))).toEqual([
      ['Inputs', '✅ passed', 'valid'],
      ['Files', '✅ passed', '9 file(s) selected'],
      ['Assets', '❌ failed', '2 problem(s)'],
    ])
    expect(html).not.toMatch(/<img|<em>|href=/)
  })
})

describe("the summary of a very large run stays well inside GitHub's 1 MiB", () => {
  it('caps the rows and the map, and says what it left out', () => {
    const many = Array.from({ length: 6000 }, (_, i) =>
      file(
        `tiles/t${i % 3000}/${'survey-of-the-whole-canton-'.repeat(4)}${i}.tif`,
        i % 7 === 0 ? 'updated' : 'skipped',
        i % 7 === 0 ? 'upload' : 'skip',
        {
          reason: 'x'.repeat(300),
        },
      ),
    )
    // 600 items, each outline of 500 vertices.
    const outlines = Array.from({ length: 600 }, (_, i): ItemResult => {
      const ring = Array.from({ length: 500 }, (_, k) => [
        7 + (i % 60) * 0.02 + 0.01 * Math.cos(k),
        46 + Math.floor(i / 60) * 0.02 + 0.01 * Math.sin(k),
      ])
      return {
        ...item(`t${i}`, 'created', 'create', 7 + (i % 60) * 0.02, 46 + Math.floor(i / 60) * 0.02),
        geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
      }
    })
    const markdown = runSummary({ ...published, results: many, items: outlines })
    expect(Buffer.byteLength(markdown)).toBeLessThan(512 * 1024)
    const html = renderMarkdown(markdown)
    const block = /<pre><code class="language-geojson">([\s\S]*?)<\/code><\/pre>/.exec(html)!
    const text = htmlText(block[1]!)
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAP_BYTES)
    const geojson = JSON.parse(text) as { features: Array<{ geometry: { type: string; coordinates: number[][][] } }> }
    expect(geojson.features.length).toBeGreaterThan(0)
    expect(geojson.features.length).toBeLessThanOrEqual(MAP_FEATURES)
    // Past the budget, outlines become their bounding boxes.
    expect(geojson.features.at(-1)!.geometry.coordinates[0]).toHaveLength(5)
    expect(htmlText(html)).toMatch(/To keep the summary within GitHub's size limit: \d+ of 600 left out, \d+ shown as their bounding box\./)
    expect(htmlText(html)).toMatch(/…and \d+ more file\(s\); the report file \(output report\) lists all\./)
    expect(htmlText(html)).toMatch(/…and \d+ more item\(s\)/)
  })
})
