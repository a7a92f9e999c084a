import { describe, expect, it } from 'vitest'
import { MESSAGE_LIMIT } from '../../src/common/errors.ts'
import type { FileResult } from '../../src/execute/results.ts'
import { ASSETS_OUTPUT_LIMIT, assetsOutput, failedLine, reportJson, reportJsonParts, safeJson } from '../../src/report/report.ts'
import { summaryMarkdown } from '../../src/report/summary.ts'
import { runnerCommands } from '../support/runner-commands.ts'

/** A re-run of a tile set: every file skipped but a few that changed and one that failed. */
function tileSet(count: number): FileResult[] {
  return Array.from({ length: count }, (_, i): FileResult => {
    const name = `tile-${String(i).padStart(5, '0')}.tif`
    const changed = i % 1000 === 999
    const failed = i === count - 1
    return {
      file: `tiles/${name}`,
      item: 'tiles-2024',
      id: name,
      type: 'image/tiff; application=geotiff; profile=cloud-optimized',
      checksum: `1220${String(i).padStart(64, '0')}`,
      size: 4 * 1024 * 1024,
      href: `https://data.example/ch.example/tiles-2024/${name}`,
      action: failed ? 'upload' : changed ? 'upload' : 'skip',
      result: failed ? 'failed' : changed ? 'updated' : 'skipped',
      reason: changed || failed ? 'file changed' : 'unchanged',
      ...(failed ? { error: 'upload of the file failed: HTTP 503' } : {}),
      uploadedBytes: changed ? 1000 : 0,
    }
  })
}

describe('the assets output and the report file', () => {
  it('lists every file while the output stays under the limit', () => {
    const results = tileSet(100)
    const output = assetsOutput(results)
    expect(output).toMatchObject({ listed: 100, total: 100 })
    expect(JSON.parse(output.json)).toEqual(JSON.parse(reportJson(results, 'https://x/items/tiles-2024')).assets)
  })

  it('past the limit, keeps what changed or failed and fills up with skipped files, in file order', () => {
    const results = tileSet(6000)
    const output = assetsOutput(results)
    expect(output.json.length).toBeLessThanOrEqual(ASSETS_OUTPUT_LIMIT)
    expect(output.total).toBe(6000)
    expect(output.listed).toBeLessThan(6000)
    const listed = JSON.parse(output.json) as Array<{ file: string; result: string }>
    expect(listed).toHaveLength(output.listed)
    const notSkipped = results.filter((r) => r.result !== 'skipped').map((r) => r.file)
    expect(notSkipped).toHaveLength(6)
    for (const file of notSkipped) expect(listed.map((entry) => entry.file)).toContain(file)
    expect(listed.map((entry) => entry.file)).toEqual([...listed.map((entry) => entry.file)].sort())
    // The file keeps all of them.
    expect(
      (JSON.parse(reportJson(results, 'https://x/items/tiles-2024', { index: 1, total: 4 })) as { assets: unknown[]; shard: string })
        .assets,
    ).toHaveLength(6000)
  })

  it('the report file is made a file at a time: the parts join to the whole document, as JSON.stringify indents it', () => {
    for (const count of [0, 1, 2, 3000]) {
      const results = tileSet(count)
      const parts = [...reportJsonParts(results, 'https://x/items/tiles-2024', { index: 1, total: 4 }, { durationMs: 5 })]
      const text = parts.join('')
      const document = JSON.parse(text) as { assets: Array<{ file: string }>; files: number; shard: string; durationMs: number }
      expect(text).toBe(safeJson(document, 2))
      expect(text).toBe(reportJson(results, 'https://x/items/tiles-2024', { index: 1, total: 4 }, { durationMs: 5 }))
      expect(document).toMatchObject({ files: count, shard: '1/4', durationMs: 5 })
      expect(document.assets.map((asset) => asset.file)).toEqual(results.map((r) => r.file))
      // One part per file between the rest's head and tail, each its own entry.
      expect(parts).toHaveLength(count === 0 ? 1 : count + 2)
      for (const part of parts.slice(1, -1)) expect(JSON.parse(part.trim().replace(/,$/, ''))).toHaveProperty('file')
    }
  })

  it("links each file where it is shown, from the run's links where its result has none", () => {
    const results = tileSet(3)
    const link = (r: FileResult): string => `https://data.example/browser/#/items/${r.item}?.asset=${r.id}`
    const shown = 'https://data.example/browser/#/items/tiles-2024?.asset=tile-00000.tif'
    const summary = summaryMarkdown(results, { target: 'https://x/items/tiles-2024', dryRun: false, shard: undefined, assetLink: link })
    expect(summary).toContain(`[\`tile-00000.tif\`](${shown})`)
    expect((JSON.parse(assetsOutput(results, undefined, link).json) as Array<{ link: string }>)[0]!.link).toBe(shown)
    const report = JSON.parse(reportJson(results, 'x', undefined, { assetLink: link })) as { assets: Array<{ link: string }> }
    expect(report.assets.map((asset) => asset.link)).toEqual(results.map(link))
    // A result's own link stands.
    expect(JSON.parse(assetsOutput([{ ...results[0]!, link: 'https://own' }], undefined, link).json)).toMatchObject([
      { link: 'https://own' },
    ])
  })

  it('a tiny limit keeps the files that were not skipped first, as many as fit', () => {
    const results = tileSet(3000)
    const output = assetsOutput(results, 700)
    const listed = JSON.parse(output.json) as Array<{ result: string }>
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((entry) => entry.result !== 'skipped')).toBe(true)
  })

  it('the job summary, past its 500 rows, shows what changed or failed before what was skipped', () => {
    const results = tileSet(3000)
    const summary = summaryMarkdown(results, { target: 'https://x/items/tiles-2024', dryRun: false, shard: undefined })
    expect(summary).toContain('| tiles/tile-02999.tif |')
    expect(summary).toContain('| tiles/tile-00999.tif |')
    expect(summary.match(/^\| [^|]+ \| tiles\//gm)).toHaveLength(500)
    expect(summary).toContain('…and 2500 more file(s); the report file (output `report`) lists all.')
  })
})

/** Names a contributor can give files, each trying to change the summary or the log. */
const HOSTILE_NAMES = [
  'data/a\n::error title=x::pwned.csv',
  'data/b | c | d.csv',
  'data/<img src=x onerror=alert(1)>.csv',
  'data/[click](https://evil.example).csv',
  'data/`code` *bold* _it_ ~~s~~ $x$.csv',
  'data/www.evil.example and https://evil.example.csv',
  'data/back\\|slash\\.csv',
  'data/&amp; &#60;.csv',
  'data/##[add-mask]x.csv',
]

function hostileResults(): FileResult[] {
  return HOSTILE_NAMES.map((file, i) => ({
    file,
    item: 'item-1',
    id: `a-${i}.csv`,
    type: 'text/csv',
    checksum: '1220',
    size: 1000 + i,
    href: undefined,
    link: `https://browser.example/items/item-1?x=(a)[b]<c> d|e`,
    action: 'create',
    result: i === 0 ? 'failed' : 'created',
    reason: 'new',
    ...(i === 0 ? { error: `refused: ${file} ${'<b>'.repeat(1000)}` } : {}),
    uploadedBytes: 0,
  }))
}

/** A table row's cells as GitHub's Markdown splits them: at each '|' that no backslash escapes. */
function cells(row: string): string[] {
  const found: string[] = []
  let current = ''
  for (let i = 1; i < row.length; i++) {
    const char = row[i]!
    if (char === '\\' && i + 1 < row.length) {
      current += char + row[++i]
    } else if (char === '|') {
      found.push(current.trim())
      current = ''
    } else current += char
  }
  return found
}

/** What CommonMark shows for a cell's text: a backslash before ASCII punctuation is the punctuation itself. */
const rendered = (text: string): string => text.replace(/\\([!-/:-@[-`{-~])/g, '$1')

describe('the job summary with hostile names', () => {
  const summary = summaryMarkdown(hostileResults(), { target: 'https://x/items/item-1', dryRun: false, shard: undefined })
  // The failed file's row comes first; the others keep the files' order.
  const rows = summary.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Result') && !line.startsWith('| ---'))

  it('gives each file one row of five cells, whatever its name holds', () => {
    expect(rows).toHaveLength(HOSTILE_NAMES.length)
    for (const row of rows) expect(cells(row)).toHaveLength(5)
  })

  it("shows each name as it is: the cell's text renders to the name, its line break as \\n", () => {
    rows.forEach((row, i) => expect(rendered(cells(row)[1]!)).toBe(HOSTILE_NAMES[i]!.replace('\n', '\\n').replace('##[', '#\\x23[')))
  })

  it('leaves no HTML, link, image, code or emphasis of its own in a cell', () => {
    for (const row of rows) {
      const [, file, , , detail] = cells(row)
      for (const text of [file!, detail!]) {
        // Every such character is escaped: none is left bare.
        expect(text.replace(/\\./g, '')).not.toMatch(/[<>&[\]`*~$|@]|:\/\/|www\./)
      }
    }
    expect(summary).not.toMatch(/(?<!\\)<img/)
    expect(summary).not.toContain('](https://evil')
  })

  it('caps a long error in its cell, and links only to http(s) URLs, every character that could end the link encoded', () => {
    expect(cells(rows[0]!)[4]!.length).toBeLessThan(1000)
    expect(rows[1]).toContain('](https://browser.example/items/item-1?x=%28a%29%5Bb%5D%3Cc%3E%20d%7Ce)')
    const unsafe = summaryMarkdown([{ ...hostileResults()[1]!, link: 'javascript:alert(1)' }], {
      target: 'https://x',
      dryRun: false,
      shard: undefined,
    })
    expect(unsafe).not.toContain('javascript')
  })
})

describe('the log lines and the JSON of hostile names', () => {
  it('prints no command and no broken line', () => {
    const results = hostileResults()
    for (const r of results) {
      const line = failedLine({ ...r, result: 'failed', error: r.error ?? 'x' })
      expect(line.split(/\r\n|\r|\n/)).toHaveLength(1)
      expect(runnerCommands(line)).toEqual([])
      expect(line.length).toBeLessThan(1000)
    }
  })

  it('writes the outputs and the report file as the same data, with nothing a shell or a page would run', () => {
    const results = hostileResults()
    const json = assetsOutput(results).json
    expect(json).not.toMatch(/['`$<>&\u2028]/)
    const parsed = JSON.parse(json) as Array<{ file: string; error?: string }>
    expect(parsed.map((entry) => entry.file)).toEqual(HOSTILE_NAMES)
    expect(parsed[0]!.error!.length).toBeLessThan(MESSAGE_LIMIT + 40)
    expect((JSON.parse(reportJson(results, "https://x/'$(id)'")) as { target: string }).target).toBe("https://x/'$(id)'")
    expect(safeJson({ a: "\u2028<'$`&" })).toBe('{"a":"\\u2028\\u003c\\u0027\\u0024\\u0060\\u0026"}')
  })
})
