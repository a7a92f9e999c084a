import { describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import type { RemoteAsset, RemoteItem } from '../../src/catalog/model.ts'
import { problemLine, ProblemsError } from '../../src/common/problems.ts'
import type { DescribedItems, DesiredItem } from '../../src/describe/items.ts'
import { catalogState, planRun, wantedItems } from '../../src/plan/run.ts'
import { assetFields } from '../support/asset-fields.ts'

// The run's plan without I/O: what the catalog holds and what the files describe go in, the plan
// or every problem comes out.

const COLLECTION = 'ch.test'

function spec(relativePath: string, item: string | undefined): AssetSpec {
  return {
    file: { absolutePath: `/ws/${relativePath}`, relativePath, size: 1 },
    container: { collection: COLLECTION, item },
    rule: undefined,
    itemDatetime: undefined,
    itemTitle: undefined,
    fields: assetFields(relativePath.split('/').pop()!, 'text/csv'),
  }
}

const asset = (id: string, checksum = `1220${'0'.repeat(64)}`): RemoteAsset => ({ id, type: 'text/csv', 'file:checksum': checksum })
const item = (id: string, assets: RemoteAsset[] = []): RemoteItem => ({
  id,
  geometry: null,
  properties: {},
  assets: Object.fromEntries(assets.map(({ id: name, ...rest }) => [name, rest])),
})
const desired = (id: string, time = true): DesiredItem => ({
  id,
  geometry: { type: 'Point', coordinates: [7.4, 46.9] },
  bbox: [7.4, 46.9, 7.4, 46.9],
  geometryFrom: 'item-geometry',
  time: time ? { datetime: '2024-06-01T00:00:00Z' } : undefined,
  title: undefined,
})
const nothing: DescribedItems = { items: new Map(), problems: [] }
const config = {
  target: { apiRoot: 'https://catalog.example/api/stac/v1', collection: COLLECTION },
  mode: 'existing' as const,
  safety: { ifExists: 'skip-unchanged' as const, prune: false },
  shard: undefined,
}
const checksum = () => `1220${'1'.repeat(64)}`

/** The problems a plan throws, as the log says them. */
function problemsOf(work: () => unknown): string[] {
  try {
    work()
  } catch (error) {
    if (error instanceof ProblemsError) return error.problems.map((problem) => problemLine(problem))
    throw error
  }
  throw new Error('no problem')
}

describe('the run plan', () => {
  it("plans each file against what its item holds, and prune's obsolete assets", () => {
    const specs = [spec('north/a.csv', 'north'), spec('north/b.csv', 'north')]
    const state = catalogState(specs, new Map([['north', item('north', [asset('a.csv', checksum()), asset('old.csv')])]]), undefined)
    const plan = planRun({
      all: specs,
      specs,
      catalog: state,
      described: nothing,
      checksum,
      ...config,
      safety: { ...config.safety, prune: true },
    })
    expect(plan.entries.map((entry) => [entry.spec.fields.id, entry.action])).toEqual([
      ['a.csv', 'skip'],
      ['b.csv', 'create'],
    ])
    expect(plan.items).toEqual([expect.objectContaining({ id: 'north', action: 'existing' })])
    expect(plan.obsolete).toEqual([{ container: { collection: COLLECTION, item: 'north' }, id: 'old.csv' }])
  })

  it('names items that are not there and not to be created, and what to check', () => {
    const specs = [spec('east/a.csv', 'east'), spec('west/b.csv', 'west')]
    const state = catalogState(specs, new Map([['east', undefined]]), undefined)
    expect(problemsOf(() => planRun({ all: specs, specs, catalog: state, described: nothing, checksum, ...config }))).toEqual([
      "The catalog has no item 'east', 'west' in collection 'ch.test' (https://catalog.example/api/stac/v1); " +
        "check 'collection', 'item' and 'base-url', or create the missing items with items: create",
    ])
  })

  it('says once why an item cannot be created: a description that failed is not said again, a missing datetime is', () => {
    const specs = [
      { ...spec('north/a.csv', 'north'), itemDatetime: '2024-06-01' },
      spec('south/b.csv', 'south'),
      spec('west/c.csv', 'west'),
    ]
    const state = catalogState(specs, new Map(), undefined)
    const described: DescribedItems = {
      items: new Map([
        ['south', desired('south', false)],
        ['west', desired('west')],
      ]),
      problems: [{ subject: { kind: 'item', id: 'north' }, what: ['none of its 1 file(s) carries georeferencing'] }],
    }
    expect(wantedItems(['north', 'south', 'west'], state.items, 'create')).toEqual(new Set(['north', 'south', 'west']))
    expect(problemsOf(() => planRun({ all: specs, specs, catalog: state, described, checksum, ...config, mode: 'create' }))).toEqual([
      'item north: none of its 1 file(s) carries georeferencing',
      "item south: it does not exist, and needs a datetime to be created; set item-datetime (or a rule's item-datetime)",
    ])
  })

  it('names every problem of an item in one run: a missing datetime beside a geometry its files do not give; a refused datetime once', () => {
    const specs = [spec('north/a.csv', 'north'), { ...spec('east/b.csv', 'east'), itemDatetime: '2024-13-01' }, spec('west/c.csv', 'west')]
    const state = catalogState(specs, new Map([['west', item('west')]]), undefined)
    const described: DescribedItems = {
      // east: its datetime refused as the files were described (items.ts), the item described without one.
      items: new Map([['east', desired('east', false)]]),
      problems: [
        { subject: { kind: 'item', id: 'north' }, what: ['none of its 1 file(s) carries georeferencing'] },
        { subject: { kind: 'item', id: 'east' }, what: ["item-datetime '2024-13-01' is not a date of the calendar"] },
      ],
    }
    expect(problemsOf(() => planRun({ all: specs, specs, catalog: state, described, checksum, ...config, mode: 'sync' }))).toEqual([
      "item east: item-datetime '2024-13-01' is not a date of the calendar",
      'item north: none of its 1 file(s) carries georeferencing',
      "item north: it does not exist, and needs a datetime to be created; set item-datetime (or a rule's item-datetime)",
    ])
  })

  it("plans the collection's own assets, and names the collection when it went meanwhile", () => {
    const specs = [spec('readme.csv', undefined)]
    const plan = planRun({
      all: specs,
      specs,
      catalog: catalogState(specs, new Map(), [asset('readme.csv')]),
      described: nothing,
      checksum,
      ...config,
    })
    expect(plan.entries.map((entry) => entry.action)).toEqual(['upload'])
    expect(
      problemsOf(() =>
        planRun({ all: specs, specs, catalog: catalogState(specs, new Map(), undefined), described: nothing, checksum, ...config }),
      ),
    ).toEqual([
      "The catalog has no collection 'ch.test' (https://catalog.example/api/stac/v1); " +
        "check 'collection' and 'base-url'; collections are made by the catalog's operators",
    ])
  })
})
