import { describe, expect, it } from 'vitest'
import type { AssetSpec } from '../../src/assets/assets.ts'
import { Budget } from '../../src/execute/budget.ts'
import { CatalogBusy, CatalogError } from '../../src/catalog/api.ts'
import type { Container } from '../../src/catalog/model.ts'
import { ServerTraits } from '../../src/catalog/server-traits.ts'
import type { SafetyConfig, TransferConfig } from '../../src/domain/config-records.ts'
import { execute, executeItems } from '../../src/execute/execute.ts'
import { REFUSED_IN_A_ROW, WriteStop } from '../../src/execute/refusals.ts'
import type { DesiredItem } from '../../src/describe/items.ts'
import { planItem, type ItemPlan } from '../../src/plan/items.ts'
import { ownLinks } from '../../src/domain/links.ts'
import { digestFile, type FileDigest } from '../../src/checksums/hashing.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { plan } from '../../src/plan/plan.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { render } from '../../src/common/words.ts'
import { MemoryCatalog } from '../support/memory-catalog.ts'
import { eachTest } from '../support/each-test.ts'
import { noise } from '../support/workspace.ts'
import { assetFields } from '../support/asset-fields.ts'

// The executor and the transfer engine against the catalog in memory: every path of creating,
// updating, uploading, resuming and confirming, without sockets. The same paths over real
// sockets, with lost and cut answers, are in test/integration.

const ITEM: Container = { collection: 'ch.test', item: 'item' }
/** Small parts, so that a file of a few dozen bytes is a multi-part upload. */
const PART = 10

const { ws, lines, log } = eachTest()

interface Delivery {
  readonly specs: AssetSpec[]
  readonly digests: Map<string, FileDigest>
}

/** The service refuses an id whose extension does not belong to its media type. */
const typeOf = (name: string): string => (name.endsWith('.las') ? 'application/vnd.las' : 'text/csv')

async function delivery(files: Record<string, Buffer | string>, type?: string): Promise<Delivery> {
  const specs: AssetSpec[] = []
  const digests = new Map<string, FileDigest>()
  for (const [name, content] of Object.entries(files)) {
    const absolutePath = await ws.write(name, content)
    const digest = await digestFile(absolutePath, PART)
    digests.set(name, digest)
    specs.push({
      file: { absolutePath, relativePath: name, size: digest.size },
      container: ITEM,
      rule: undefined,
      itemDatetime: undefined,
      itemTitle: undefined,
      fields: assetFields(name, type ?? typeOf(name)),
    })
  }
  return { specs, digests }
}

interface Run {
  readonly catalog: MemoryCatalog
  readonly traits?: ServerTraits
  readonly inputs?: Partial<Pick<TransferConfig, 'upload' | 'createMethod'> & Pick<SafetyConfig, 'ifExists'>>
  readonly budget?: number
}

async function run(d: Delivery, { catalog, traits, inputs = {}, budget = 4 }: Run) {
  const existing = new Map((await catalog.listAssets(ITEM))!.map((asset) => [asset.id, asset]))
  const entries = plan(
    d.specs.map((spec) => ({ spec, checksum: d.digests.get(spec.file.relativePath)!.checksum })),
    existing,
    inputs.ifExists ?? 'skip-unchanged',
  )
  return execute(entries, {
    transfer: { upload: inputs.upload ?? 'auto', concurrency: 4 },
    safety: { ifExists: inputs.ifExists ?? 'skip-unchanged' },
    catalog,
    traits:
      traits ??
      new ServerTraits({
        createMethod: inputs.createMethod ?? 'auto',
        upload: inputs.upload ?? 'auto',
        apiRoot: 'http://127.0.0.1/api/stac/v1',
      }),
    bodies: { forUpload: async (file) => ({ digest: d.digests.get(file.relativePath)!, release: async () => undefined }) },
    budget: new Budget(budget),
    log,
    secrets: new Secrets(),
    pending: new PendingWork(),
  })
}

describe('creating assets', () => {
  it('auto: the first create asks with POST; after its 405 every create is a PUT, said once', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`f${i}.csv`, `row ${i}\n`])))
    const results = await run(d, { catalog })
    expect(results.map((r) => r.result)).toEqual(Array(8).fill('created'))
    expect(catalog.count('postAsset')).toBe(1)
    expect(catalog.count('createAsset')).toBe(8)
    expect(lines.filter((line) => line.includes('answered 405 to POST'))).toHaveLength(1)
    for (const spec of d.specs) expect(catalog.asset(ITEM, spec.fields.id)?.checksum).toBe(d.digests.get(spec.fields.id)!.checksum)
  })

  it('auto on a catalog as published: POST with the checksum, the rest follow it', async () => {
    const catalog = new MemoryCatalog([ITEM], { mode: 'described' })
    const results = await run(await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' }), { catalog })
    expect(results.map((r) => r.result)).toEqual(['created', 'created'])
    expect(catalog.count('postAsset')).toBe(2)
    expect(catalog.count('createAsset') + catalog.count('putAsset')).toBe(0)
    expect(lines.filter((line) => line.startsWith('warning: The catalog offers no upload API'))).toHaveLength(1)
  })

  it('auto: a first POST refused for its own reasons decides nothing; the next create asks again', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('postAsset', (id) => {
      if (id === 'a.csv') throw new Error('create asset a.csv: HTTP 400 title: too long')
    })
    const results = await run(await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' }), { catalog })
    expect(results.map((r) => [r.id, r.result])).toEqual([
      ['a.csv', 'failed'],
      ['b.csv', 'created'],
    ])
    expect(catalog.count('postAsset')).toBe(2)
  })

  it('post: a 405 fails the file with a hint', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const [result] = await run(await delivery({ 'a.csv': 'a\n' }), { catalog, inputs: { createMethod: 'post' } })
    expect(result).toMatchObject({ result: 'failed', error: expect.stringContaining('use create-method: put or auto') })
  })
})

describe('a catalog that refuses every write', () => {
  const files = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${String(i).padStart(3, '0')}.csv`, `row ${i}\n`]))
  /** A hook that refuses the operation as a gateway does: 503, and a Retry-After beyond what a run waits when given. */
  const busy = (retryAfterMs?: number) => (id: string) => {
    const asked = retryAfterMs === undefined ? '' : ` (Retry-After: ${retryAfterMs / 1000} s)`
    throw new CatalogBusy(503, `create asset ${id}: HTTP 503${asked} Service Unavailable`, retryAfterMs)
  }
  const untried = (catalog: MemoryCatalog, results: readonly { readonly id: string; readonly error?: string }[]) =>
    results.filter((r) => !catalog.calls.some((call) => call.endsWith(` ${r.id}`)))

  it('stops writing at the first Retry-After longer than a run waits: every other file is reported not published, saying why', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('createAsset', busy(3_600_000))
    const results = await run(await delivery(files(120)), { catalog, inputs: { createMethod: 'put' } })
    expect(results.map((r) => r.result)).toEqual(Array(120).fill('failed'))
    // The files already under way when the answer came (4 at a time), and no other.
    expect(catalog.count('createAsset')).toBeLessThanOrEqual(4)
    const rest = untried(catalog, results)
    expect(rest.length).toBeGreaterThanOrEqual(116)
    expect(new Set(rest.map((r) => r.error))).toEqual(
      new Set([
        expect.stringMatching(
          /^not published: the catalog refuses writes \(HTTP 503 with Retry-After: 3600 s, longer than a run waits: create asset f\d{3}\.csv: HTTP 503 \(Retry-After: 3600 s\) Service Unavailable\), and the run stopped writing; run again once that time \(1h 0m\) has passed$/,
        ),
      ]),
    )
    expect(lines.filter((line) => line.startsWith('warning: The catalog refuses writes'))).toHaveLength(1)
  })

  it(`stops writing after ${REFUSED_IN_A_ROW} files in a row refused as throttled or unavailable`, async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('createAsset', busy())
    const results = await run(await delivery(files(120)), { catalog, inputs: { createMethod: 'put' } })
    expect(results.map((r) => r.result)).toEqual(Array(120).fill('failed'))
    expect(catalog.count('createAsset')).toBeGreaterThanOrEqual(REFUSED_IN_A_ROW)
    expect(catalog.count('createAsset')).toBeLessThanOrEqual(REFUSED_IN_A_ROW + 3)
    const [first] = untried(catalog, results)
    expect(first?.error).toMatch(
      /^not published: the catalog refuses writes \(10 files in a row refused as throttled or unavailable, the last with HTTP 503: create asset f\d{3}\.csv: HTTP 503 Service Unavailable\), and the run stopped writing; run again later, once the catalog takes writes again$/,
    )
  })

  it('counts refusals in a row only: a file written between them, or a refusal of the file itself, stops nothing', async () => {
    const catalog = new MemoryCatalog([ITEM])
    // Three of every four refused as unavailable, the fourth written; metadata only, so that each file is one write.
    catalog.before.set('createAsset', (id) => {
      if (Number(id.slice(1, 4)) % 4 !== 0) busy()(id)
    })
    const mixed = await run(await delivery(files(60)), { catalog, inputs: { createMethod: 'put', upload: 'false' } })
    expect(mixed.filter((r) => r.result === 'created')).toHaveLength(15)
    expect(catalog.count('createAsset')).toBe(60)

    const refusing = new MemoryCatalog([ITEM])
    refusing.before.set('createAsset', (id) => {
      throw new CatalogError(400, `create asset ${id}: HTTP 400 title: too long`)
    })
    const refused = await run(await delivery(files(30)), { catalog: refusing, inputs: { createMethod: 'put' } })
    expect(refused.map((r) => r.error)).toEqual(refused.map((r) => `create asset ${r.id}: HTTP 400 title: too long`))
    expect(refusing.count('createAsset')).toBe(30)
  })

  it('create-method auto: a refusal with a long Retry-After ends the creates waiting for its answer', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('postAsset', busy(3_600_000))
    const results = await run(await delivery(files(120)), { catalog })
    expect(results.map((r) => r.result)).toEqual(Array(120).fill('failed'))
    expect(catalog.count('postAsset')).toBe(1)
    expect(untried(catalog, results)).toHaveLength(119)
  })

  it('create-method auto: once a create that asked is refused, the others ask at once, none waiting in line behind another', async () => {
    /** The catalog in memory, each POST answered a moment later, counting those in flight. */
    class Answering extends MemoryCatalog {
      inFlight = 0
      peak = 0
      override async postAsset(...args: Parameters<MemoryCatalog['postAsset']>): ReturnType<MemoryCatalog['postAsset']> {
        this.peak = Math.max(this.peak, ++this.inFlight)
        try {
          await new Promise((resolve) => setImmediate(resolve))
          return await super.postAsset(...args)
        } finally {
          this.inFlight--
        }
      }
    }
    const catalog = new Answering([ITEM])
    catalog.before.set('postAsset', (id) => {
      throw new CatalogError(400, `create asset ${id}: HTTP 400 title: too long`)
    })
    const results = await run(await delivery(files(20)), { catalog })
    expect(results.map((r) => r.result)).toEqual(Array(20).fill('failed'))
    expect(catalog.count('postAsset')).toBe(20)
    // The first asks alone; after its refusal, as many as the concurrency (4) at once.
    expect(catalog.peak).toBe(4)
  })

  it('stops writing items too, and the stop holds for the files after them', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `item-${i}`)
    const catalog = new MemoryCatalog(ids.map((item) => ({ collection: 'ch.test', item })))
    catalog.before.set('patchItem', busy())
    const stop = new WriteStop(log)
    const plans: ItemPlan[] = ids.map((id) => ({
      id,
      action: 'update',
      desired: undefined,
      changes: { properties: { title: 'New' } },
      reason: 'title changed',
    }))
    const results = await executeItems(plans, {
      catalog,
      collection: 'ch.test',
      mode: 'sync',
      concurrency: 4,
      secrets: new Secrets(),
      log,
      stop,
    })
    expect(results.map((r) => r.result)).toEqual(Array(40).fill('failed'))
    expect(catalog.count('patchItem')).toBeLessThanOrEqual(REFUSED_IN_A_ROW + 3)
    expect(results.at(-1)?.error).toMatch(/^not published: the catalog refuses writes \(10 files in a row refused/)
    expect(stop.reason).toBeDefined()
    expect(() => stop.check()).toThrow(stop.reason!)
  })
})

describe('an asset another writer creates after the run read the catalog', () => {
  const UNSEEN =
    "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, the listing left it out, " +
    'or its item had expired, which hides it)'
  /** The other writer's asset, written straight into the catalog's store, with its file. */
  const theirs = (catalog: MemoryCatalog, id: string, bytes: string, fields: Record<string, unknown> = {}) =>
    void catalog.store.seedAsset({ ...ITEM, item: ITEM.item!, asset: id }, { id, type: 'text/csv', ...fields }, Buffer.from(bytes))
  /** Each once, just as the run's `operation` of its id arrives. */
  const madeAt = (catalog: MemoryCatalog, operation: string, made: Record<string, () => void>) => {
    const done = new Set<string>()
    catalog.before.set(operation, (asked) => {
      if (!(asked in made) || done.has(asked)) return
      done.add(asked)
      made[asked]!()
    })
  }
  const writes = (catalog: MemoryCatalog) => catalog.calls.filter((call) => !/^(listAssets|getItem|listItems|putPart) /.test(call))

  it('skip-unchanged: one as the run would make it is skipped; nothing is written to it, its file size is kept', async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'a\n') })
    const [result] = await run(await delivery({ 'a.csv': 'a\n' }), { catalog, inputs: { createMethod: 'put' } })
    expect(result).toMatchObject({ action: 'create', result: 'skipped', reason: `${UNSEEN}: unchanged, left as it is` })
    expect(writes(catalog)).toEqual(['createAsset a.csv', 'getAsset a.csv'])
    expect(catalog.asset(ITEM, 'a.csv')).toMatchObject({ fileSize: 2, fields: { id: 'a.csv', type: 'text/csv' } })
    expect(lines).toEqual([`asset a.csv in item item ${UNSEEN}: unchanged, left as it is`])
  })

  it('skip-unchanged: one that differs is updated as the plan updates an asset it read: PATCH, then its file uploaded', async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'theirs\n', { title: 'Theirs', description: 'Kept' }) })
    const d = await delivery({ 'a.csv': 'ours\n' })
    const [result] = await run(d, { catalog, inputs: { createMethod: 'put' } })
    expect(result).toMatchObject({
      action: 'create',
      result: 'updated',
      uploadedBytes: 5,
      reason: `${UNSEEN}: title removed ('Theirs' → none); description removed ('Kept' → none); file changed`,
    })
    expect(writes(catalog).slice(0, 4)).toEqual(['createAsset a.csv', 'getAsset a.csv', 'patchAsset a.csv', 'createUpload a.csv'])
    expect(catalog.count('putAsset')).toBe(0)
    expect(catalog.asset(ITEM, 'a.csv')).toMatchObject({ checksum: d.digests.get('a.csv')!.checksum, fileSize: 5 })
  })

  it('skip-unchanged: one of another type, which the catalog cannot change in place, fails the file; the asset is left as it is', async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', { 'a.json': () => theirs(catalog, 'a.json', '{}\n', { type: 'application/geo+json' }) })
    const [result] = await run(await delivery({ 'a.json': '[]\n' }, 'application/json'), { catalog, inputs: { createMethod: 'put' } })
    expect(result).toMatchObject({
      result: 'failed',
      error:
        `asset 'a.json' ${UNSEEN}: asset 'a.json' has media type 'application/geo+json', not 'application/json'; ` +
        'the catalog cannot change a type in place: set if-exists: overwrite to delete and recreate it',
    })
    expect(writes(catalog)).toEqual(['createAsset a.json', 'getAsset a.json'])
    expect(catalog.asset(ITEM, 'a.json')).toMatchObject({ fields: { type: 'application/geo+json' }, fileSize: 3 })
  })

  it('fail: the file fails, saying that another writer made its asset; the asset is left as it is', async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'a\n') })
    const results = await run(await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' }), {
      catalog,
      inputs: { createMethod: 'put', ifExists: 'fail' },
    })
    expect(results.map((r) => [r.id, r.result, r.error])).toEqual([
      ['a.csv', 'failed', `asset 'a.csv' ${UNSEEN}: left as it is (if-exists: fail)`],
      ['b.csv', 'created', undefined],
    ])
    expect(writes(catalog).filter((call) => call.endsWith(' a.csv'))).toEqual(['createAsset a.csv', 'getAsset a.csv'])
    expect(catalog.asset(ITEM, 'a.csv')).toMatchObject({ fileSize: 2 })
  })

  it("overwrite: replaced as planned, keeping nothing of the other writer's metadata; a type of its own deleted first", async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', {
      'a.csv': () => theirs(catalog, 'a.csv', 'theirs\n', { title: 'Theirs' }),
      'b.json': () => theirs(catalog, 'b.json', '{}\n', { type: 'application/geo+json' }),
    })
    const d = await delivery({ 'a.csv': 'ours\n' })
    const j = await delivery({ 'b.json': '[]\n' }, 'application/json')
    const results = await run(
      { specs: [...d.specs, ...j.specs], digests: new Map([...d.digests, ...j.digests]) },
      {
        catalog,
        inputs: { createMethod: 'put', ifExists: 'overwrite' },
      },
    )
    expect(results.map((r) => [r.id, r.action, r.result, r.reason])).toEqual([
      ['a.csv', 'create', 'updated', `${UNSEEN}: overwrite`],
      ['b.json', 'create', 'updated', `${UNSEEN}: overwrite`],
    ])
    expect(catalog.asset(ITEM, 'a.csv')?.fields.title ?? null).toBeNull()
    expect(catalog.asset(ITEM, 'a.csv')).toMatchObject({ checksum: d.digests.get('a.csv')!.checksum, fileSize: 5 })
    expect(catalog.asset(ITEM, 'b.json')).toMatchObject({
      fields: { type: 'application/json' },
      checksum: j.digests.get('b.json')!.checksum,
    })
    expect(writes(catalog).filter((call) => /^(createAsset|putAsset|deleteAsset) /.test(call))).toEqual(
      expect.arrayContaining(['putAsset a.csv', 'deleteAsset b.json', 'putAsset b.json']),
    )
  })

  it('gone again before it is read: created in the next round; rounds are bounded', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const ref = { ...ITEM, item: ITEM.item!, asset: 'a.csv' }
    madeAt(catalog, 'createAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'theirs\n') })
    madeAt(catalog, 'getAsset', { 'a.csv': () => void catalog.store.deleteAsset(ref) })
    const [result] = await run(await delivery({ 'a.csv': 'ours\n' }), { catalog, inputs: { createMethod: 'put' } })
    expect(result).toMatchObject({ action: 'create', result: 'created', reason: 'new asset' })
    expect(writes(catalog).slice(0, 3)).toEqual(['createAsset a.csv', 'getAsset a.csv', 'createAsset a.csv'])

    // Other writers that make it before every create and delete it before every read.
    const busy = new MemoryCatalog([ITEM])
    busy.before.set('createAsset', () => theirs(busy, 'a.csv', 'theirs\n'))
    busy.before.set('getAsset', () => void busy.store.deleteAsset(ref))
    const [failed] = await run(await delivery({ 'a.csv': 'ours\n' }), { catalog: busy, inputs: { createMethod: 'put' } })
    expect(failed).toMatchObject({
      result: 'failed',
      error:
        'create asset a.csv: an asset of its id existed at each of 3 creates and was gone each time it was read ' +
        '(other writers create and delete it meanwhile); run again',
    })
    expect(busy.count('createAsset')).toBe(3)
  })

  it('deleted between its read and its PATCH: created in the next round', async () => {
    const catalog = new MemoryCatalog([ITEM])
    madeAt(catalog, 'createAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'theirs\n', { title: 'Theirs' }) })
    madeAt(catalog, 'patchAsset', { 'a.csv': () => void catalog.store.deleteAsset({ ...ITEM, item: ITEM.item!, asset: 'a.csv' }) })
    const d = await delivery({ 'a.csv': 'ours\n' })
    const [result] = await run(d, { catalog, inputs: { createMethod: 'put' } })
    expect(result).toMatchObject({ result: 'created', reason: 'new asset' })
    expect(writes(catalog).slice(0, 5)).toEqual([
      'createAsset a.csv',
      'getAsset a.csv',
      'patchAsset a.csv',
      'getAsset a.csv',
      'createAsset a.csv',
    ])
    expect(catalog.asset(ITEM, 'a.csv')).toMatchObject({ checksum: d.digests.get('a.csv')!.checksum })
  })

  it('create-method auto on a catalog as published: a POST that meets one (409) decides POST, and the asset is read and planned', async () => {
    const catalog = new MemoryCatalog([ITEM], { mode: 'described' })
    madeAt(catalog, 'postAsset', { 'a.csv': () => theirs(catalog, 'a.csv', 'a\n') })
    const traits = new ServerTraits({ createMethod: 'auto', upload: 'auto', apiRoot: 'http://127.0.0.1/api/stac/v1' })
    const results = await run(await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' }), { catalog, traits })
    expect(results.map((r) => [r.id, r.result])).toEqual([
      ['a.csv', 'skipped'],
      ['b.csv', 'created'],
    ])
    expect(traits.create).toBe('post')
    expect(writes(catalog).filter((call) => call.endsWith(' a.csv'))).toEqual(['postAsset a.csv', 'getAsset a.csv'])
  })

  it('says so where a catalog ignores the condition of a create and replaces an asset it had', async () => {
    const catalog = new MemoryCatalog([ITEM])
    theirs(catalog, 'a.csv', 'theirs\n', { title: 'Theirs' })
    const d = await delivery({ 'a.csv': 'ours\n' })
    // A catalog that ignores If-None-Match: its PUT replaces what it has.
    catalog.createAsset = async (container, fields) =>
      (await catalog.putAsset(container, fields, false)) === 'created' ? 'created' : 'replaced'
    const entries = plan([{ spec: d.specs[0]!, checksum: d.digests.get('a.csv')!.checksum }], new Map(), 'skip-unchanged')
    const [result] = await execute(entries, {
      transfer: { upload: 'auto', concurrency: 1 },
      safety: { ifExists: 'skip-unchanged' },
      catalog,
      traits: new ServerTraits({ createMethod: 'put', upload: 'auto', apiRoot: 'http://127.0.0.1/api/stac/v1' }),
      bodies: { forUpload: async (file) => ({ digest: d.digests.get(file.relativePath)!, release: async () => undefined }) },
      budget: new Budget(4),
      log,
      secrets: new Secrets(),
      pending: new PendingWork(),
    })
    expect(result).toMatchObject({ result: 'created' })
    expect(lines).toEqual([
      "warning: asset a.csv in item item existed, though no read showed it, and the catalog replaced it with this run's: it ignores If-None-Match",
    ])
  })
})

describe('updating assets', () => {
  it('changes metadata with PATCH and keeps the file: no upload', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'a.csv': 'a\n' })
    await run(d, { catalog, inputs: { createMethod: 'put' } })
    const changed = { ...d, specs: d.specs.map((spec) => ({ ...spec, fields: { ...spec.fields, title: 'New' } })) }
    catalog.calls.length = 0
    const [result] = await run(changed, { catalog })
    expect(result).toMatchObject({ result: 'updated', uploadedBytes: 0 })
    expect(catalog.calls.filter((call) => !call.startsWith('listAssets') && !call.startsWith('get'))).toEqual(['patchAsset a.csv'])
    expect(catalog.asset(ITEM, 'a.csv')?.fields.title).toBe('New')
  })

  it('without PATCH: replaces with PUT and uploads again, said once', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' })
    await run(d, { catalog, inputs: { createMethod: 'put' } })
    catalog.server.patch = false
    const changed = { ...d, specs: d.specs.map((spec) => ({ ...spec, fields: { ...spec.fields, title: 'New' } })) }
    const results = await run(changed, { catalog })
    expect(results.map((r) => [r.result, r.uploadedBytes])).toEqual([
      ['updated', 2],
      ['updated', 2],
    ])
    expect(lines.filter((line) => line.includes('answered 405 to PATCH'))).toHaveLength(1)
  })

  it('overwrite with a type change aborts a stopped upload, deletes, creates and uploads', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'a.json': '{}\n' }, 'application/json')
    await run(d, { catalog, inputs: { createMethod: 'put' } })
    const stale = await catalog.leaveUpload(ITEM, 'a.json', d.digests.get('a.json')!)
    // The service deletes an asset's uploads with it: what the upload was when the asset went.
    let atDelete: string | undefined
    catalog.before.set('deleteAsset', () => (atDelete = catalog.uploads.get(stale)?.status))
    const geo = await delivery({ 'a.json': '{}\n' }, 'application/geo+json')
    const [result] = await run(geo, { catalog, inputs: { ifExists: 'overwrite' } })
    expect(result).toMatchObject({ result: 'updated' })
    expect(atDelete).toBe('aborted')
    expect(catalog.calls).toEqual(expect.arrayContaining(['deleteAsset a.json', 'putAsset a.json']))
    expect(catalog.asset(ITEM, 'a.json')).toMatchObject({
      fields: { type: 'application/geo+json' },
      checksum: geo.digests.get('a.json')!.checksum,
    })
  })
})

describe('uploading', () => {
  it('upload: auto on a catalog without the upload API publishes metadata only, said once; upload: true fails each file', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.server.uploads = false
    const d = await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' })
    const auto = await run(d, { catalog, inputs: { createMethod: 'put' } })
    expect(auto.map((r) => r.result)).toEqual(['created', 'created'])
    expect(lines.filter((line) => line.includes('no upload API'))).toHaveLength(1)

    const other = new MemoryCatalog([ITEM])
    other.server.uploads = false
    const strict = await run(d, { catalog: other, inputs: { createMethod: 'put', upload: 'true' } })
    expect(strict.map((r) => r.error)).toEqual([
      expect.stringContaining('and upload: true; set upload: auto'),
      expect.stringContaining('and upload: true; set upload: auto'),
    ])
  })

  it("continues a stopped run's upload of the same bytes: only the parts the storage lacks are sent", async () => {
    const catalog = new MemoryCatalog([ITEM])
    const content = noise(95, 3)
    const d = await delivery({ 'big.las': content })
    await catalog.putAsset(ITEM, d.specs[0]!.fields, false)
    const digest = d.digests.get('big.las')!
    expect(digest.parts).toHaveLength(10)
    const stopped = await catalog.leaveUpload(ITEM, 'big.las', digest, [1, 2, 3, 4, 5, 6])
    const [result] = await run(d, { catalog })
    expect(result).toMatchObject({ result: 'updated', uploadedBytes: 35 })
    expect(catalog.partsReceived.map((p) => p.part).sort((a, b) => a - b)).toEqual([7, 8, 9, 10])
    expect(catalog.uploads.get(stopped)?.status).toBe('completed')
    expect(catalog.asset(ITEM, 'big.las')?.checksum).toBe(digest.checksum)
    expect(lines.some((line) => line.includes(`continuing upload ${stopped}`) && line.includes('6 of 10 part(s) stored already'))).toBe(
      true,
    )
  })

  it('aborts an upload in progress for other bytes and sends all parts anew', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'big.las': noise(40, 4) })
    await catalog.putAsset(ITEM, d.specs[0]!.fields, false)
    const other = await delivery({ 'other.las': noise(40, 5) })
    const stale = await catalog.leaveUpload(ITEM, 'big.las', other.digests.get('other.las')!, [1, 2])
    const [result] = await run(d, { catalog })
    expect(result).toMatchObject({ result: 'updated', uploadedBytes: 40 })
    expect(catalog.uploads.get(stale)?.status).toBe('aborted')
    expect(catalog.partsReceived).toHaveLength(4)
  })

  it('creates again when the upload in progress ended meanwhile (its answer named it, then it completed)', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'a.csv': 'abc\n' })
    await catalog.putAsset(ITEM, d.specs[0]!.fields, false)
    const other = await delivery({ 'o.csv': 'other\n' })
    const gone = await catalog.leaveUpload(ITEM, 'a.csv', other.digests.get('o.csv')!)
    catalog.before.set('getUpload', (uploadId) => {
      if (uploadId === gone && catalog.uploads.get(gone)?.status === 'in-progress') catalog.store.endUpload(gone, 'completed')
    })
    const [result] = await run(d, { catalog })
    expect(result).toMatchObject({ result: 'updated' })
    expect(catalog.count('createUpload')).toBe(2)
    expect(catalog.count('abortUpload')).toBe(0)
  })

  it("starts over when a stopped run's URLs are about to expire", async () => {
    const catalog = new MemoryCatalog([ITEM])
    const d = await delivery({ 'big.las': noise(30, 6) })
    await catalog.putAsset(ITEM, d.specs[0]!.fields, false)
    catalog.urlExpiresSeconds = 30
    const stopped = await catalog.leaveUpload(ITEM, 'big.las', d.digests.get('big.las')!, [1])
    catalog.urlExpiresSeconds = 3600
    const [result] = await run(d, { catalog })
    expect(result).toMatchObject({ result: 'updated', uploadedBytes: 30 })
    expect(catalog.uploads.get(stopped)?.status).toBe('aborted')
    expect(lines).toContain('Upload of big.las: presigned URLs are about to expire; starting a new upload')
  })

  it('a part that fails aborts its upload, sends none of its other parts, and fails that file only', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('putPart', (label) => {
      if (label === 'upload part 2/3 of bad.las') throw new Error(`${label}: storage answered HTTP 500`)
    })
    const d = await delivery({ 'bad.las': noise(30, 7), 'good.csv': 'ok\n' })
    const results = await run(d, { catalog, budget: 1, inputs: { createMethod: 'put' } })
    expect(catalog.calls.filter((call) => call.startsWith('putPart') && call.includes('bad.las'))).toEqual([
      'putPart upload part 1/3 of bad.las',
      'putPart upload part 2/3 of bad.las',
    ])
    expect(results.map((r) => [r.id, r.result])).toEqual([
      ['bad.las', 'failed'],
      ['good.csv', 'created'],
    ])
    expect(results[0]!.error).toBe('upload part 2/3 of bad.las: storage answered HTTP 500')
    expect([...catalog.uploads.values()].filter((u) => u.status === 'in-progress')).toEqual([])
  })

  it('never has more parts in flight than the one budget, whatever the number of files', async () => {
    const catalog = new MemoryCatalog([ITEM])
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.las`, noise(50, 10 + i)]))
    const results = await run(await delivery(files), { catalog, budget: 3, inputs: { createMethod: 'put' } })
    expect(results.every((r) => r.result === 'created')).toBe(true)
    expect(catalog.partsReceived).toHaveLength(30)
    expect(catalog.peakParts).toBe(3)
  })
})

describe('confirming what was written', () => {
  it('fails a file whose asset shows another checksum afterwards: a second writer, or a lost upload', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('getItem', () => {
      // After the writes: another writer replaced b.csv's file.
      const b = catalog.asset(ITEM, 'b.csv')
      if (b?.checksum !== undefined) b.checksum = `1220${'0'.repeat(64)}`
    })
    const results = await run(await delivery({ 'a.csv': 'a\n', 'b.csv': 'b\n' }), { catalog, inputs: { createMethod: 'put' } })
    expect(results.map((r) => r.result)).toEqual(['created', 'failed'])
    expect(results[1]!.error).toMatch(
      /^written, but the catalog shows checksum 12200+, not 1220[0-9a-f]{64}: a second writer changed it meanwhile, or the upload was lost; run again$/,
    )
    expect(results[0]!.href).toBe('memory://storage/ch.test/item/a.csv')
  })

  it('fails the written files when the read-back gets no answer, saying so', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.before.set('getItem', () => {
      throw new Error('read item item: no data for 120 s')
    })
    const results = await run(await delivery({ 'a.csv': 'a\n' }), { catalog, inputs: { createMethod: 'put' } })
    expect(results[0]).toMatchObject({
      result: 'failed',
      error: 'written, but reading item item back to confirm it failed (read item item: no data for 120 s); run again to confirm',
    })
  })

  it('does not ask for a checksum the run could not give: metadata only, without the upload API', async () => {
    const catalog = new MemoryCatalog([ITEM])
    catalog.server.uploads = false
    const results = await run(await delivery({ 'a.csv': 'a\n' }), { catalog, inputs: { createMethod: 'put' } })
    expect(results[0]).toMatchObject({ result: 'created' })
  })
})

describe('what a run knows of the catalog before its first write', () => {
  it("creates with PUT at once on the operators' hosts (production and test), and asks with POST elsewhere", () => {
    const traits = (apiRoot: string, createMethod: 'auto' | 'post' | 'put' = 'auto') =>
      new ServerTraits({ createMethod, upload: 'auto', apiRoot })
    expect(traits('https://data.geo.admin.ch/api/stac/v1').create).toBe('put')
    expect(traits('https://sys-data.int.bgdi.ch/api/stac/v1').create).toBe('put')
    expect(traits('https://data.geo.admin.ch/api/stac/v1', 'post').create).toBe('post')
    expect(traits('https://stac.example.org/api/stac/v1').create).toBeUndefined()
    const undecided = (apiRoot: string) =>
      traits(apiRoot)
        .undecided()
        .map((text) => render(text))
        .join('\n')
    expect(undecided('https://data.geo.admin.ch/api/stac/v1')).not.toMatch(/how new assets are created/)
    expect(undecided('https://stac.example.org/api/stac/v1')).toMatch(/how new assets are created \(create-method: auto tries POST first/)
  })
})

describe('writing the items', () => {
  const POINT = { type: 'Point', coordinates: [7.44, 46.95] }
  const desired = (id: string): DesiredItem => ({
    id,
    geometry: POINT,
    bbox: [7.44, 46.95, 7.44, 46.95],
    geometryFrom: 'item-geometry',
    time: { datetime: '2026-03-01T00:00:00Z' },
    title: undefined,
  })
  const creating = (id: string): ItemPlan => ({ id, action: 'create', desired: desired(id), changes: undefined, reason: 'new item' })
  const updating = (id: string): ItemPlan => ({
    id,
    action: 'update',
    desired: desired(id),
    changes: { properties: { title: 'New' } },
    reason: 'title changed',
  })
  const itemBodyOf = (id: string) => ({ id, geometry: POINT, properties: {}, links: [] })
  const unchanged = (id: string): ItemPlan => ({ id, action: 'unchanged', desired: desired(id), changes: undefined, reason: 'unchanged' })
  const stations = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `station-${String(from + i).padStart(4, '0')}`)
  const write = (catalog: MemoryCatalog, plans: readonly ItemPlan[], mode: 'create' | 'sync' = 'create') =>
    executeItems(plans, { catalog, collection: 'ch.test', mode, concurrency: 4, secrets: new Secrets(), log })
  const collectionOnly = () => new MemoryCatalog([{ collection: 'ch.test', item: undefined }])

  it('creates new items 100 at most a request, in batches of equal size; PATCHes changed ones; leaves the rest', async () => {
    const catalog = new MemoryCatalog(stations(5, 1000).map((item) => ({ collection: 'ch.test', item })))
    const plans = [...stations(250).map(creating), ...stations(3, 1000).map(updating), ...stations(2, 1003).map(unchanged)]
    const results = await write(catalog, plans)
    expect(results.map((r) => r.result)).toEqual([...Array(250).fill('created'), ...Array(3).fill('updated'), 'unchanged', 'unchanged'])
    const batches = catalog.calls.filter((call) => call.startsWith('createItems ')).map((call) => call.split(',').length)
    expect(batches).toEqual([83, 83, 84])
    expect(catalog.count('putItem')).toBe(0)
    expect(catalog.count('patchItem')).toBe(3)
    expect(catalog.calls).toHaveLength(6)
    expect((await catalog.getItem('ch.test', 'station-0249'))?.geometry).toEqual(POINT)
  })

  it('gives a stored link another hreflang, which the catalog keeps, by a PATCH without it before the update', async () => {
    const catalog = new MemoryCatalog([{ collection: 'ch.test', item: undefined }])
    const license = { rel: 'license', href: 'https://example.com/terms', hreflang: 'de' }
    const via = { rel: 'via', href: 'https://example.com/origin' }
    await catalog.putItem('ch.test', {
      id: 'linked',
      geometry: POINT,
      properties: { datetime: '2026-03-01T00:00:00Z' },
      links: [license, via],
    })
    const wanted = { ...desired('linked'), links: [{ ...license, hreflang: 'fr' }, via] }
    const settled = planItem('linked', 'sync', await catalog.getItem('ch.test', 'linked'), wanted)
    expect(settled).toMatchObject({ action: 'update', reason: 'links changed' })
    expect((await write(catalog, [settled as ItemPlan], 'sync')).map((r) => r.result)).toEqual(['updated'])
    expect(catalog.count('patchItem')).toBe(2)
    expect(ownLinks((await catalog.getItem('ch.test', 'linked'))?.links)).toEqual([via, { ...license, hreflang: 'fr' }])
    expect(planItem('linked', 'sync', await catalog.getItem('ch.test', 'linked'), wanted)).toMatchObject({ action: 'unchanged' })
  })

  it('creates a single new item with one PUT, made only where no item of its id exists', async () => {
    const catalog = collectionOnly()
    await write(catalog, [creating('one')])
    expect(catalog.calls).toEqual(['createItem one'])
  })

  it('writes a refused batch one by one: an item that expired (which no read shows) is revived with PUT, the other batches are not touched', async () => {
    const catalog = collectionOnly()
    let now = Date.parse('2026-02-01T00:00:00Z')
    catalog.now = () => now
    const expires = { datetime: '2026-01-01T00:00:00Z', expires: '2026-03-01T00:00:00Z' }
    await catalog.putItem('ch.test', { id: 'station-0150', geometry: POINT, properties: expires })
    now = Date.parse('2026-03-02T00:00:00Z')
    catalog.calls.length = 0
    const results = await write(catalog, stations(200).map(creating))
    expect(results.every((r) => r.result === 'created')).toBe(true)
    expect(catalog.count('createItems')).toBe(2)
    expect(catalog.calls.filter((call) => call.startsWith('createItem ')).map((call) => call.slice(11))).toEqual(stations(100, 100))
    expect(catalog.calls.filter((call) => /^(getItem|putItem) /.test(call))).toEqual(['getItem station-0150', 'putItem station-0150'])
    expect(await catalog.getItem('ch.test', 'station-0150')).toMatchObject({ properties: { datetime: '2026-03-01T00:00:00Z' } })
    expect(lines.filter((line) => line.startsWith('100 new item(s) written one by one'))).toEqual([
      expect.stringMatching(
        /^100 new item\(s\) written one by one: the catalog refused them in bulk \(HTTP 400 duplicate key value violates unique constraint "\w+" DETAIL: {2}Key \(collection_id, name\)=\(1, station-0150\) already exists\.\)$/,
      ),
    ])
    expect(lines.filter((line) => line.startsWith('item '))).toEqual([
      "item station-0150 existed, though no read showed it (it had expired, which hides an item): replaced with this run's",
    ])
  })

  it('creates one by one on a catalog without bulk creation, said once', async () => {
    const catalog = collectionOnly()
    catalog.server.bulk = false
    const results = await write(catalog, stations(150).map(creating))
    expect(results.every((r) => r.result === 'created')).toBe(true)
    expect(catalog.count('createItem')).toBe(150)
    expect(catalog.count('putItem')).toBe(0)
    expect(lines.filter((line) => line.includes('405 to creating items in bulk'))).toHaveLength(1)
  })

  it('says so where a catalog ignores the condition of a create and replaces an item it had', async () => {
    const catalog = collectionOnly()
    await catalog.putItem('ch.test', { id: 'one', geometry: POINT, properties: { datetime: '2025-01-01T00:00:00Z', title: 'Theirs' } })
    // A catalog that ignores If-None-Match: its PUT replaces what it has.
    catalog.createItem = async (collection, item) => ((await catalog.putItem(collection, item)) === 'created' ? 'created' : 'replaced')
    const [result] = await write(catalog, [creating('one')])
    expect(result).toMatchObject({ result: 'created' })
    expect(lines).toEqual([
      "warning: item one existed, though no read showed it, and the catalog replaced it with this run's: it ignores If-None-Match",
    ])
  })

  describe('an item another writer creates after the run read the catalog', () => {
    const LINK = { rel: 'license', href: 'https://example.org/licence' }
    const THEIRS = { type: 'Point', coordinates: [8.5, 47.3] }
    /** The other writer's item, written straight into the catalog's store. */
    const theirs = (catalog: MemoryCatalog, id: string, properties: Record<string, unknown> = {}) =>
      catalog.store.putItem('ch.test', id, {
        id,
        geometry: THEIRS,
        properties: { datetime: '2025-06-01T00:00:00Z', title: 'Theirs', ...properties },
        links: [LINK],
      })
    const once = (work: () => void) => {
      let done = false
      return () => {
        if (!done) work()
        done = true
      }
    }
    /** The item as the catalog shows it (a read, after the calls a test counts). */
    const stored = (catalog: MemoryCatalog, id: string) => catalog.getItem('ch.test', id)

    it('meets it in a bulk create (refused, nothing made): under items: create it is left as it is, the others created', async () => {
      const catalog = collectionOnly()
      catalog.before.set(
        'createItems',
        once(() => theirs(catalog, 'station-0001')),
      )
      const results = await write(catalog, stations(3).map(creating))
      expect(results.map((r) => [r.item, r.action, r.result])).toEqual([
        ['station-0000', 'create', 'created'],
        ['station-0001', 'create', 'existing'],
        ['station-0002', 'create', 'created'],
      ])
      // Not the run's footprint or time: the catalog shows the other writer's.
      expect(results[1]).toMatchObject({
        bbox: undefined,
        datetime: undefined,
        reason: expect.stringMatching(/: left as it is \(items: create\)$/),
      })
      expect(results[1]).not.toHaveProperty('geometry')
      expect(await stored(catalog, 'station-0001')).toMatchObject({
        geometry: THEIRS,
        properties: { datetime: '2025-06-01T00:00:00Z', title: 'Theirs' },
        links: expect.arrayContaining([expect.objectContaining(LINK)]),
      })
      expect((await stored(catalog, 'station-0000'))?.properties).toMatchObject({ datetime: '2026-03-01T00:00:00Z' })
      expect((await stored(catalog, 'station-0000'))?.properties).not.toHaveProperty('title')
      expect(catalog.count('putItem') + catalog.count('patchItem')).toBe(0)
      expect(lines).toContain(
        `item station-0001 exists, though the run's read of the catalog did not show it (another writer created it meanwhile, or the listing left it out): left as it is (items: create)`,
      )
    })

    it('under items: sync is PATCHed where it differs from what the run sets; its title and links, which the run does not set, stay', async () => {
      const catalog = collectionOnly()
      catalog.before.set(
        'createItems',
        once(() => theirs(catalog, 'station-0001')),
      )
      const results = await write(catalog, stations(3).map(creating), 'sync')
      expect(results.map((r) => r.result)).toEqual(['created', 'updated', 'created'])
      expect(catalog.calls.filter((call) => /^(createItem|getItem|patchItem|putItem) station-0001$/.test(call))).toEqual([
        'createItem station-0001',
        'getItem station-0001',
        'patchItem station-0001',
      ])
      expect(await stored(catalog, 'station-0001')).toMatchObject({
        geometry: POINT,
        properties: { datetime: '2026-03-01T00:00:00Z', title: 'Theirs' },
        links: expect.arrayContaining([expect.objectContaining(LINK)]),
      })
      expect(results[1]!.reason).toMatch(/^exists, though the run's read of the catalog did not show it \(.*\); geometry, datetime changed/)
    })

    it('under items: sync, one as the run would write it is not written at all', async () => {
      const catalog = collectionOnly()
      catalog.before.set(
        'createItems',
        once(() =>
          catalog.store.putItem('ch.test', 'station-0001', {
            ...itemBodyOf('station-0001'),
            properties: { datetime: '2026-03-01T00:00:00Z' },
          }),
        ),
      )
      const results = await write(catalog, stations(2).map(creating), 'sync')
      expect(results.map((r) => r.result)).toEqual(['created', 'unchanged'])
      expect(catalog.count('patchItem') + catalog.count('putItem')).toBe(0)
    })

    it('meets it in a single create, or one by one on a catalog without the bulk create: left as it is', async () => {
      for (const bulk of [true, false]) {
        const catalog = collectionOnly()
        catalog.server.bulk = bulk
        catalog.before.set('createItem', (id) => {
          if (id === 'station-0000' && catalog.store.item('ch.test', id) === undefined) theirs(catalog, id)
        })
        const results = await write(catalog, stations(bulk ? 1 : 3).map(creating))
        expect(results[0]).toMatchObject({ item: 'station-0000', result: 'existing' })
        expect(results.slice(1).map((r) => r.result)).toEqual(bulk ? [] : ['created', 'created'])
        expect((await stored(catalog, 'station-0000'))?.properties).toMatchObject({ title: 'Theirs', datetime: '2025-06-01T00:00:00Z' })
      }
    })

    it('deleted again before it is read: absent, so created', async () => {
      const catalog = collectionOnly()
      catalog.before.set(
        'createItem',
        once(() => theirs(catalog, 'one')),
      )
      catalog.before.set(
        'getItem',
        once(() => catalog.store.deleteItem('ch.test', 'one')),
      )
      const results = await write(catalog, [creating('one')], 'sync')
      expect(results[0]).toMatchObject({ result: 'created' })
      expect(catalog.calls).toEqual(['createItem one', 'getItem one', 'putItem one'])
      expect((await stored(catalog, 'one'))?.properties).toMatchObject({ datetime: '2026-03-01T00:00:00Z' })
      expect((await stored(catalog, 'one'))?.properties).not.toHaveProperty('title')
    })

    it('deleted between its read and its PATCH (items: sync): created in the next round; rounds are bounded', async () => {
      const catalog = collectionOnly()
      catalog.before.set(
        'createItem',
        once(() => theirs(catalog, 'one')),
      )
      catalog.before.set(
        'patchItem',
        once(() => catalog.store.deleteItem('ch.test', 'one')),
      )
      const results = await write(catalog, [creating('one')], 'sync')
      expect(results[0]).toMatchObject({ result: 'created' })
      expect(catalog.calls).toEqual(['createItem one', 'getItem one', 'patchItem one', 'getItem one', 'createItem one'])

      // Another writer that makes it before every create and deletes it before every PATCH.
      const busy = collectionOnly()
      busy.before.set('createItem', () => theirs(busy, 'one'))
      busy.before.set('patchItem', () => busy.store.deleteItem('ch.test', 'one'))
      const [failed] = await write(busy, [creating('one')], 'sync')
      expect(failed).toMatchObject({ result: 'failed', error: 'update item one: HTTP 404 Not found.' })
      expect(busy.count('createItem')).toBe(3)
    })
  })

  it("fails a batch's items when its request fails for good, and only those", async () => {
    const catalog = collectionOnly()
    catalog.before.set('createItems', (ids) => {
      if (ids.startsWith('station-0000,')) throw new Error('create items station-0000…station-0099 (100) in one request: HTTP 503')
    })
    const results = await write(catalog, stations(200).map(creating))
    expect(results.filter((r) => r.result === 'failed')).toHaveLength(100)
    expect(results[0]).toMatchObject({ result: 'failed', error: 'create items station-0000…station-0099 (100) in one request: HTTP 503' })
    expect(results[150]).toMatchObject({ result: 'created' })
    expect(catalog.count('putItem')).toBe(0)
  })
})
