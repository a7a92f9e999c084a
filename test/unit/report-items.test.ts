import { describe, expect, it } from 'vitest'
import type { ItemPlan } from '../../src/plan/items.ts'
import { itemEntries, planLines, reportJson } from '../../src/report/report.ts'
import { summaryMarkdown } from '../../src/report/summary.ts'
import type { ItemResult } from '../../src/execute/results.ts'

const properties = {
  expires: '2025-11-25T03:00:00Z',
  'forecast:reference_datetime': '2025-11-24T03:00:00Z',
  'forecast:horizon': 'P0DT12H00M00S',
  'forecast:variable': 't_2m',
  'forecast:perturbed': false,
}

const plan: ItemPlan = {
  id: '20251124t0300z-012-t_2m-ctrl',
  action: 'create',
  desired: {
    id: '20251124t0300z-012-t_2m-ctrl',
    geometry: { type: 'Point', coordinates: [8.5, 47] },
    bbox: [8.5, 47, 8.5, 47],
    geometryFrom: 'item-geometry',
    time: { datetime: '2025-11-24T15:00:00Z' },
    title: undefined,
    properties,
  },
  changes: undefined,
  reason: 'new item',
}

const result: ItemResult = {
  item: plan.id,
  action: 'create',
  result: 'created',
  bbox: [8.5, 47, 8.5, 47],
  datetime: '2025-11-24T15:00:00Z',
  properties,
  reason: 'new item',
}

describe("items' properties in the plan, the summary and the outputs", () => {
  it('the plan (and the dry-run) shows each item with its properties', () => {
    expect([...planLines([], [plan]).info]).toEqual([
      'item create    20251124t0300z-012-t_2m-ctrl bbox [8.5,47,8.5,47] datetime 2025-11-24T15:00:00Z ' +
        'expires=2025-11-25T03:00:00Z forecast:reference_datetime=2025-11-24T03:00:00Z forecast:horizon=P0DT12H00M00S ' +
        'forecast:variable=t_2m forecast:perturbed=false (item-geometry): new item',
    ])
  })

  it('the items output and the report file give the properties as the catalog shows them; {} when none are set', () => {
    const without: ItemResult = {
      item: 'plain',
      action: 'create',
      result: 'created',
      bbox: undefined,
      datetime: undefined,
      reason: 'new item',
    }
    expect(itemEntries([result, without])).toEqual([
      expect.objectContaining({ item: plan.id, datetime: '2025-11-24T15:00:00Z', properties }),
      expect.objectContaining({ item: 'plain', properties: {} }),
    ])
    expect((JSON.parse(reportJson([], 'x', undefined, { items: [result] })) as { items: unknown[] }).items[0]).toMatchObject({ properties })
  })

  it('the job summary has a column of properties only in runs that set them', () => {
    const summary = summaryMarkdown([], { target: 'x', dryRun: false, shard: undefined, items: [result] })
    expect(summary).toContain('| Result | Item | Datetime | Properties | Detail |')
    expect(summary).toContain(
      '| 2025-11-24T15:00:00Z | expires=2025-11-25T03:00:00Z forecast:reference_datetime=2025-11-24T03:00:00Z ' +
        'forecast:horizon=P0DT12H00M00S forecast:variable=t_2m forecast:perturbed=false | new item |',
    )
    const plain = summaryMarkdown([], { target: 'x', dryRun: false, shard: undefined, items: [{ ...result, properties: {} }] })
    expect(plain).toContain('| Result | Item | Datetime | Detail |')
  })
})
