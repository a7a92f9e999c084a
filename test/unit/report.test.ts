import { describe, expect, it } from 'vitest'
import type { FileResult } from '../../src/results.ts'
import { ASSETS_OUTPUT_LIMIT, assetsOutput, reportJson, summaryMarkdown } from '../../src/report.ts'

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
    expect(summary.match(/^\| tiles\//gm)).toHaveLength(500)
    expect(summary).toContain('…and 2500 more file(s); the report file (output `report`) lists all.')
  })
})
