import { describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import { resultOf } from '../../src/execute/results.ts'
import { plan } from '../../src/plan/plan.ts'

const SUM = `1220${'a'.repeat(64)}`
const OTHER = `1220${'b'.repeat(64)}`
const spec = (id: string, title: string | null = null): AssetSpec => ({
  file: { absolutePath: `/ws/${id}`, relativePath: id, size: 10 },
  container: { collection: 'ch.test', item: 'item' },
  rule: undefined,
  itemDatetime: undefined,
  itemTitle: undefined,
  fields: {
    id,
    type: 'text/csv',
    title,
    description: null,
    'proj:epsg': 2056,
    roles: null,
    gsd: null,
    'geoadmin:lang': null,
    'geoadmin:variant': null,
  },
})
const remote = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'text/csv',
  'proj:epsg': 2056,
  'file:checksum': SUM,
  ...extra,
})

describe('plan', () => {
  it('creates what is new, skips what is the same, uploads what changed', () => {
    const existing = new Map([
      ['same.csv', remote('same.csv')],
      ['changed.csv', remote('changed.csv', { 'file:checksum': OTHER })],
      ['empty.csv', remote('empty.csv', { 'file:checksum': null })],
      ['retitled.csv', remote('retitled.csv', { title: 'Old' })],
    ])
    const entries = plan(
      ['new.csv', 'same.csv', 'changed.csv', 'empty.csv', 'retitled.csv'].map((id) => ({
        spec: spec(id, id === 'retitled.csv' ? 'New' : null),
        checksum: SUM,
      })),
      existing,
      'skip-unchanged',
    )
    expect(entries.map((e) => [e.spec.fields.id, e.action, e.upload, e.reason])).toEqual([
      ['new.csv', 'create', true, 'new asset'],
      ['same.csv', 'skip', false, 'unchanged'],
      ['changed.csv', 'upload', true, 'file changed'],
      ['empty.csv', 'upload', true, 'file missing on the catalog'],
      ['retitled.csv', 'update', false, "title changed ('Old' → 'New')"],
    ])
    expect(entries[4]!.changes).toEqual({ title: 'New' })
  })

  it('says how each field differs: a value dropped from the inputs is removed, a new one added, text quoted and capped', () => {
    const dropped: AssetSpec = { ...spec('a.csv'), fields: { ...spec('a.csv').fields, 'proj:epsg': null, gsd: 0.5 } }
    const long = 'x'.repeat(300)
    const [entry, titled] = plan(
      [
        { spec: dropped, checksum: SUM },
        { spec: spec('b.csv', long), checksum: OTHER },
      ],
      new Map([
        ['a.csv', remote('a.csv')],
        ['b.csv', remote('b.csv', { title: 'Old', roles: ['data'] })],
      ]),
      'skip-unchanged',
    )
    expect(entry).toMatchObject({ action: 'update', upload: false, changes: { 'proj:epsg': null, gsd: 0.5 } })
    expect(entry!.reason).toBe('proj:epsg removed (2056 → none); gsd added (none → 0.5)')
    expect(titled!.reason).toBe(
      `title changed ('Old' → '${'x'.repeat(40)}… (260 more characters)'); roles removed (data → none); file changed`,
    )
  })

  it('treats a zero file size as missing data', () => {
    const [entry] = plan(
      [{ spec: spec('a.csv'), checksum: SUM }],
      new Map([['a.csv', remote('a.csv', { 'file:size': 0 })]]),
      'skip-unchanged',
    )
    expect(entry!.action).toBe('upload')
  })

  it('refuses a type change unless overwriting, which recreates', () => {
    const existing = new Map([['a.csv', remote('a.csv', { type: 'text/plain' })]])
    const [refused] = plan([{ spec: spec('a.csv'), checksum: SUM }], existing, 'skip-unchanged')
    expect(refused!.action).toBe('error')
    expect(refused!.reason).toMatch(/cannot change a type in place: set if-exists: overwrite/)
    const [overwrite] = plan([{ spec: spec('a.csv'), checksum: SUM }], existing, 'overwrite')
    expect(overwrite).toMatchObject({ action: 'update', replace: true, recreate: true, upload: true })
  })

  it('with fail, refuses anything that exists', () => {
    const entries = plan(
      [
        { spec: spec('a.csv'), checksum: SUM },
        { spec: spec('b.csv'), checksum: SUM },
      ],
      new Map([['a.csv', remote('a.csv')]]),
      'fail',
    )
    expect(entries.map((e) => e.action)).toEqual(['error', 'create'])
  })
})

describe('the size a result reports', () => {
  const fromSource = (id: string, size = 0): AssetSpec => ({
    ...spec(id),
    file: {
      absolutePath: '',
      relativePath: `scene/${id}`,
      size,
      remote: { url: `https://int.example/${id}`, declared: { checksum: SUM } },
    },
  })

  it("is a STAC source's stated size, else the target's for the content it holds, else not known, never 0 B", () => {
    const entries = plan(
      [
        { spec: fromSource('stated.csv', 42), checksum: SUM },
        { spec: fromSource('held.csv'), checksum: SUM },
        { spec: fromSource('unstated.csv'), checksum: SUM },
        { spec: fromSource('changed.csv'), checksum: SUM },
        { spec: spec('local.csv'), checksum: SUM },
      ],
      new Map([
        ['held.csv', remote('held.csv', { 'file:size': 7 })],
        ['unstated.csv', remote('unstated.csv')],
        ['changed.csv', remote('changed.csv', { 'file:checksum': OTHER, 'file:size': 9 })],
      ]),
      'skip-unchanged',
    )
    expect(entries.map((entry) => resultOf(entry, 'skipped').size)).toEqual([42, 7, undefined, undefined, 10])
  })
})
