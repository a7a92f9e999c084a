import { describe, expect, it } from 'vitest'
import type { TokenSource } from '../../src/auth/auth.ts'
import type { CatalogApi } from '../../src/catalog/api.ts'
import type { Container } from '../../src/catalog/model.ts'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'
import { UserError } from '../../src/common/errors.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { ProblemsError } from '../../src/common/problems.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { type Connection, publish, publishRun } from '../../src/publish.ts'
import { verdict } from '../../src/report/outcome.ts'
import { Checks } from '../../src/report/preflight.ts'
import { eachTest } from '../support/each-test.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { memoryDeps, STATIC_TOKEN } from '../support/memory-run.ts'

// The whole run against the catalog in memory: its phases, its plan and its writes, with no socket.
// The same runs over real sockets, with the identity provider and the fake catalog, are in
// test/integration.

const COLLECTION = 'ch.test.run'
const ITEM: Container = { collection: COLLECTION, item: 'item' }
const { ws, log } = eachTest()

const config = (inputs: RawInputs = {}) =>
  parseConfig(
    {
      'base-url': 'https://catalog.example',
      'access-token': 'token',
      collection: COLLECTION,
      item: ITEM.item!,
      files: 'data/**',
      ...inputs,
    },
    { workspace: ws.root },
  )

const refused: TokenSource = {
  token: () => Promise.reject(new UserError('Sign-in failed (InitiateAuth): NotAuthorizedException: Incorrect username or password.')),
  current: () => undefined,
  refresh: () => Promise.reject(new Error('no')),
}

/** The catalog's operations that change it. */
const WRITES = new Set([
  'putItem',
  'patchItem',
  'createItems',
  'createItem',
  'postAsset',
  'createAsset',
  'putAsset',
  'patchAsset',
  'deleteAsset',
  'createUpload',
  'completeUpload',
  'abortUpload',
  'putPart',
])

/** The catalog as the run sees it (its CatalogApi), counting the writes the run sends it. */
function counted(catalog: CatalogApi): { readonly api: CatalogApi; readonly writes: string[] } {
  const writes: string[] = []
  const api = new Proxy(catalog, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (typeof name === 'string' && WRITES.has(name)) writes.push(name)
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { api, writes }
}

/** What the catalog shows of the item's assets: id and checksum, through the CatalogApi. */
const shown = async (catalog: CatalogApi) =>
  ((await catalog.listAssets(ITEM)) ?? []).map((asset) => [asset.id, asset['file:checksum']]).sort()

describe('a run against the catalog in memory', () => {
  it('publishes every file, then a re-run writes nothing; each check says what it found', async () => {
    await ws.write('data/a.csv', 'a\n1\n')
    await ws.write('data/b.csv', 'b\n2\n')
    const catalog = new MemoryCatalog([ITEM])
    const checks = new Checks()
    const first = await publish(config(), memoryDeps(catalog, log, { checks }))
    expect(first.results.map((r) => [r.id, r.result])).toEqual([
      ['a.csv', 'created'],
      ['b.csv', 'created'],
    ])
    expect(first.problems).toEqual([])
    expect(verdict(first)).toEqual({ failed: false })
    expect(checks.list.map((check) => [check.name, check.passed, check.detail])).toEqual([
      ['Files', true, '2 file(s) selected'],
      ['Assets', true, '2 asset(s), each one the catalog accepts'],
      ['Sign-in', true, "the token from 'access-token'"],
      ['Catalog', true, `collection ${COLLECTION}; 1 of 1 target item(s) exist`],
      ['Plan', true, '2 file(s), 2 to write'],
    ])
    expect(await shown(catalog)).toEqual([
      ['a.csv', expect.stringMatching(/^1220[0-9a-f]{64}$/)],
      ['b.csv', expect.stringMatching(/^1220[0-9a-f]{64}$/)],
    ])

    const rerun = counted(catalog)
    const again = await publish(config(), memoryDeps(rerun.api, log))
    expect(again.results.map((r) => r.result)).toEqual(['skipped', 'skipped'])
    expect(rerun.writes).toEqual([])
  })

  it('creates the items it is asked to, before their assets', async () => {
    await ws.write('data/north/a.csv', 'a\n')
    await ws.write('data/south/b.csv', 'b\n')
    const catalog = new MemoryCatalog([{ collection: COLLECTION, item: undefined }])
    const report = await publish(
      config({ item: '{parent}', items: 'create', 'item-datetime': '2024-06-01', 'item-geometry': '7.4,46.9,7.5,47.0' }),
      memoryDeps(catalog, log),
    )
    expect(report.items.map((r) => [r.item, r.result])).toEqual([
      ['north', 'created'],
      ['south', 'created'],
    ])
    expect(report.results.map((r) => [r.item, r.result])).toEqual([
      ['north', 'created'],
      ['south', 'created'],
    ])
    expect((await catalog.getItem(COLLECTION, 'north'))?.properties).toMatchObject({ datetime: '2024-06-01T00:00:00Z' })
  })

  it('stops at a refused sign-in, naming it, with nothing written', async () => {
    await ws.write('data/a.csv', 'a\n')
    const catalog = counted(new MemoryCatalog([ITEM]))
    const checks = new Checks()
    const stopped = publish(config(), memoryDeps(catalog.api, log, { tokens: refused, checks }))
    await expect(stopped).rejects.toBeInstanceOf(ProblemsError)
    const error = (await stopped.catch((e: unknown) => e)) as ProblemsError
    expect(error.problems).toEqual([{ subject: { kind: 'sign-in' }, what: [expect.stringMatching(/^Sign-in failed/)] }])
    expect(checks.list.find((check) => check.name === 'Sign-in')).toEqual({ name: 'Sign-in', passed: false, detail: 'refused' })
    expect(catalog.writes).toEqual([])
  })

  it('stops when the collection is not there, naming it and what to check', async () => {
    await ws.write('data/a.csv', 'a\n')
    const catalog = new MemoryCatalog([{ collection: 'ch.other', item: 'item' }])
    await expect(publish(config(), memoryDeps(catalog, log))).rejects.toThrow(
      `The catalog has no collection '${COLLECTION}' (https://catalog.example/api/stac/v1); check 'collection' and 'base-url'`,
    )
  })
})

describe('a run from its inputs to its report', () => {
  const run = async (inputs: RawInputs, catalog = new MemoryCatalog([ITEM])) => {
    let connected = 0
    const connect = (): Connection => {
      connected++
      return { catalog, tokens: STATIC_TOKEN, dispose: () => undefined }
    }
    const { report } = await publishRun(() => config(inputs), { log, secrets: new Secrets(), pending: new PendingWork(), connect })
    return { report, connected, catalog }
  }

  it('stops at a bad input without connecting: the input named, the inputs the failed check', async () => {
    await ws.write('data/a.csv', 'a\n')
    const { report, connected } = await run({ 'if-exists': 'sometimes' })
    expect(connected).toBe(0)
    expect(report.problems).toEqual([
      {
        subject: { kind: 'input', name: 'if-exists' },
        what: ["'sometimes' is not allowed"],
        fix: ['use one of: skip-unchanged, overwrite, fail (default skip-unchanged)'],
      },
    ])
    expect(report.checks).toEqual([{ name: 'Inputs', passed: false, detail: '1 problem(s)' }])
    expect(report).toMatchObject({ results: [], items: [], deletions: [], target: undefined, writing: false })
    expect(verdict(report)).toEqual({ failed: true, message: '1 problem(s) found before publishing; nothing was written' })
  })

  it('stops at files the catalog would refuse, each named, with what was checked before', async () => {
    await ws.write('data/empty.csv', '')
    await ws.write('data/notes.docx', 'x')
    const { report, catalog } = await run({})
    expect(report.problems.map((problem) => problem.subject)).toEqual([
      { kind: 'file', path: 'data/empty.csv' },
      { kind: 'file', path: 'data/notes.docx' },
    ])
    expect(report.checks.map((check) => [check.name, check.passed])).toEqual([
      ['Inputs', true],
      ['Files', true],
      ['Assets', false],
    ])
    expect(report.target).toBe(`https://catalog.example/api/stac/v1/collections/${COLLECTION}/items/item`)
    expect(verdict(report)).toEqual({ failed: true, message: '2 problem(s) found before publishing; nothing was written' })
    expect(await shown(catalog)).toEqual([])
  })

  it('ends a run that publishes with its report and no problem', async () => {
    await ws.write('data/a.csv', 'a\n')
    const { report, connected } = await run({})
    expect(connected).toBe(1)
    expect(report.problems).toEqual([])
    expect(report.checks[0]).toEqual({ name: 'Inputs', passed: true, detail: 'valid' })
    expect(report.results.map((r) => r.result)).toEqual(['created'])
  })
})
