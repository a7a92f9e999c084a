import { createHash } from 'node:crypto'
import { symlink } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import type { CognitoClientApp, CognitoLocal, CognitoUser } from '../../sandbox/idp.ts'
import { startIdentity } from '../support/sandbox.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { cogBytes, lv95, tiffAround, writeTiff } from '../support/geodata.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'
import { safeJson } from '../../src/report/report.ts'

const COLLECTION = 'ch.test.collection'
const ITEM = 'item-1'
const multihash = (content: string | Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let cognito: CognitoLocal
let client: CognitoClientApp
let alice: CognitoUser
let catalog: FakeCatalog
let ws: Workspace

beforeAll(async () => {
  ;({ cognito, client, user: alice } = await startIdentity('alice'))
})
afterAll(async () => {
  await cognito?.stop()
})

async function freshCatalog(mode: 'deployed' | 'described' = 'deployed', extra: Partial<Parameters<typeof startFakeCatalog>[0]> = {}) {
  catalog = await startFakeCatalog({ mode, jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, items: { [COLLECTION]: [ITEM] }, ...extra })
  ws = await makeWorkspace()
}
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

function inputs(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': catalog.origin,
    'auth-url': cognito.url,
    'client-id': client.clientId,
    username: alice.username,
    password: alice.password,
    collection: COLLECTION,
    item: ITEM,
    files: 'data/**',
    ...overrides,
  }
}

const assetsOf = (run: ActionRun): Array<Record<string, unknown>> =>
  JSON.parse(run.outputs.assets ?? '[]') as Array<Record<string, unknown>>

/** Every secret and token of the run must be absent from everything it printed or output. */
function expectNoSecrets(run: ActionRun, extra: readonly string[] = []): void {
  const tokens = catalog.requests.map((r) => r.authorization?.replace(/^Bearer /, '')).filter((t): t is string => t !== undefined)
  const everything = `${visible(run.log)}\n${run.summary}\n${JSON.stringify(run.outputs)}\n${run.report ?? ''}`
  for (const secret of [alice.password, ...tokens, ...extra]) expect(everything.includes(secret), 'a secret leaked').toBe(false)
}

describe('publishing to the deployed service (PUT + upload)', () => {
  beforeAll(() => undefined)

  it('creates one asset per file with id, media type and checksum, uploads the bytes, and a re-run writes nothing', async () => {
    await freshCatalog()
    const csv = 'a,b\n1,2\n'
    await ws.write('data/Stations.CSV', csv)
    const tif = tiffAround(noise(3000, 7), lv95(2_600_000, 1_200_000))
    await ws.write('data/dem/DEM_2056.tif', tif)
    await ws.write('data/.secret.txt', 'hidden')

    const run = await runInProcess(inputs({ title: '{stem}', 'proj-epsg': '2056' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ created: '2', updated: '0', skipped: '0', failed: '0' })
    expect(assetsOf(run)).toEqual([
      expect.objectContaining({
        file: 'data/Stations.CSV',
        id: 'stations.csv',
        type: 'text/csv',
        checksum: multihash(csv),
        result: 'created',
      }),
      expect.objectContaining({
        file: 'data/dem/DEM_2056.tif',
        id: 'dem_2056.tif',
        type: 'image/tiff; application=geotiff',
        checksum: multihash(tif),
        result: 'created',
      }),
    ])
    expect(run.log).toMatch(/answered 405 to POST: creating assets with PUT/)
    expect(run.log.match(/answered 405 to POST/g)).toHaveLength(1)
    expect(run.log).toMatch(/Left out 1 hidden file/)

    const stored = catalog.asset(COLLECTION, ITEM, 'dem_2056.tif')!
    expect(stored.fields).toMatchObject({ type: 'image/tiff; application=geotiff', title: 'DEM_2056', 'proj:epsg': 2056 })
    expect(stored.file?.checksum).toBe(multihash(tif))
    expect(await catalog.readFile(COLLECTION, ITEM, 'dem_2056.tif')).toEqual(tif)
    expect(await catalog.readFile(COLLECTION, ITEM, 'stations.csv')).toEqual(Buffer.from(csv))
    expect(catalog.requests.filter((r) => r.target === 'storage' && r.authorization !== undefined)).toEqual([])
    // Each asset links to its own entry on its item's page in the catalog's STAC Browser; the url output to the item's page.
    expect(run.summary).toMatch(
      /\| created \| data\/dem\/DEM_2056.tif \| \[`dem_2056.tif`\]\(http:\/\/127.0.0.1:\d+\/browser\/index.html#\/collections\/ch.test.collection\/items\/item-1\?.asset=asset-dem_2056-tif\)<br><sub>image\/tiff; application=geotiff<\/sub> \| [\d.]+\u00a0KiB \|/,
    )
    expect(run.summary).toMatch(/^### ✅ STAC publish: 2 created, 0 updated, 0 deleted, 0 skipped, 0 failed · took \d+(\.\d)?s$/m)
    expect(run.outputs.url).toMatch(/^http:\/\/127.0.0.1:\d+\/browser\/index.html#\/collections\/ch.test.collection\/items\/item-1$/)
    expectNoSecrets(run)
    // The whole report, in a file for later steps: the counts and the same entries as the output.
    expect(JSON.parse(run.report!)).toEqual({
      target: expect.stringMatching(/\/collections\/.+\/items\/.+$/),
      url: run.outputs.url,
      durationMs: expect.any(Number),
      files: 2,
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      notWritten: 0,
      planned: 0,
      uploadedBytes: csv.length + tif.length,
      deleted: 0,
      items: [
        {
          item: ITEM,
          action: 'existing',
          result: 'existing',
          bbox: null,
          datetime: null,
          properties: {},
          link: expect.stringMatching(/#\/collections\/ch.test.collection\/items\/item-1$/),
          reason: 'items: existing',
        },
      ],
      assets: assetsOf(run),
      deletions: [],
      problems: [],
    })

    const writesBefore = catalog.writes()
    const again = await runInProcess(inputs({ title: '{stem}', 'proj-epsg': '2056' }), ws.root)
    expect(again.failed, again.log).toBe(false)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', skipped: '2', failed: '0', 'uploaded-bytes': '0' })
    expect(catalog.writes()).toBe(writesBefore)
  })

  it('with create-method put sends no POST at all', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'x\n')
    const run = await runInProcess(inputs({ 'create-method': 'put' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(catalog.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/assets'))).toEqual([])
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.file?.checksum).toBe(multihash('x\n'))
  })

  it('uploads only the file that changed, and updates changed metadata without re-uploading', async () => {
    await freshCatalog()
    await ws.write('data/one.csv', '1\n')
    await ws.write('data/two.csv', '2\n')
    expect((await runInProcess(inputs(), ws.root)).failed).toBe(false)

    await ws.write('data/two.csv', '2 changed\n')
    catalog.clearRequests()
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ created: '0', updated: '1', skipped: '1', 'uploaded-bytes': String('2 changed\n'.length) })
    expect(catalog.requests.filter((r) => r.method !== 'GET' && r.path.includes('one.csv'))).toEqual([])
    expect(catalog.requests.filter((r) => r.method === 'PUT' && r.target === 'api')).toEqual([])
    expect(await catalog.readFile(COLLECTION, ITEM, 'two.csv')).toEqual(Buffer.from('2 changed\n'))

    catalog.clearRequests()
    const retitled = await runInProcess(inputs({ title: 'File {name}' }), ws.root)
    expect(retitled.failed, retitled.log).toBe(false)
    expect(retitled.outputs).toMatchObject({ updated: '2', 'uploaded-bytes': '0' })
    expect(catalog.requests.filter((r) => r.target === 'storage')).toEqual([])
    expect(catalog.asset(COLLECTION, ITEM, 'one.csv')?.fields.title).toBe('File one.csv')
    expect(catalog.asset(COLLECTION, ITEM, 'one.csv')?.file?.checksum).toBe(multihash('1\n'))
  })

  it('stores a multi-part file byte-identical, parts in parallel, no token to storage', async () => {
    await freshCatalog()
    const big = tiffAround(noise(30 * 1024 * 1024 + 12345, 3))
    await ws.write('data/big.tif', big)
    const run = await runInProcess(inputs({ 'part-size': '5' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    const parts = catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT')
    expect(parts).toHaveLength(7)
    expect(parts.every((r) => r.authorization === undefined && r.contentMd5 !== undefined && r.status === 200)).toBe(true)
    expect(catalog.asset(COLLECTION, ITEM, 'big.tif')?.file?.checksum).toBe(multihash(big))
    expect((await catalog.readFile(COLLECTION, ITEM, 'big.tif')).equals(big)).toBe(true)
    expect(run.outputs['uploaded-bytes']).toBe(String(big.length))
  })

  it('uploads gzip-compressed with the checksum of the original', async () => {
    await freshCatalog()
    const text = 'id,value\n'.repeat(50_000)
    await ws.write('data/values.csv', text)
    const run = await runInProcess(inputs({ 'content-encoding': 'gzip' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    const stored = catalog.asset(COLLECTION, ITEM, 'values.csv')!
    expect(stored.file).toMatchObject({ checksum: multihash(text), contentEncoding: 'gzip' })
    expect(Number(run.outputs['uploaded-bytes'])).toBeLessThan(text.length / 10)
    expect((await catalog.readFile(COLLECTION, ITEM, 'values.csv')).toString()).toBe(text)
  })

  it('aborts an upload left in progress by a killed run and publishes', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    await catalog.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv' })
    const stale = catalog.startUpload(COLLECTION, ITEM, 'a.csv')
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toContain(`aborting the upload ${stale} left in progress (by a run that was stopped`)
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.file?.checksum).toBe(multihash('a\n'))
  })

  it('retries a part that fails once', async () => {
    let failures = 0
    await freshCatalog('deployed', {
      fault: (request) => (request.target === 'storage' && request.method === 'PUT' && failures++ === 0 ? { status: 503 } : undefined),
    })
    await ws.write('data/a.csv', 'abc\n')
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toMatch(/Retry upload part 1\/1 of a.csv: attempt 1 of 6 failed \(HTTP 503\); retrying after \d+ ms/)
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.file?.checksum).toBe(multihash('abc\n'))
  })

  it('dry-run signs in, reads the item, shows the plan and writes nothing', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs({ 'dry-run': 'true' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(catalog.writes()).toBe(0)
    expect(run.summary).toMatch(/^### 🔎 STAC publish \(dry run\): would create 1, update 0, delete 0, skip 0, fail 0 · took /m)
    expect(run.summary).toMatch(
      /\| would\u00a0create \| data\/a.csv \| \[`a.csv`\]\([^)]+\)<br><sub>text\/csv<\/sub> \| 2\u00a0B \| new asset \|/,
    )
    expect(assetsOf(run)[0]).toMatchObject({ action: 'create', result: 'planned' })
    // What only the writes could tell is named in the log; the summary speaks no protocol.
    expect(run.log).toContain('Decided only while writing: how new assets are created (create-method: auto tries POST first')
    // Whole words: the catalog's port (127.0.0.1:40533) may hold 405.
    expect(run.summary).not.toMatch(/\b(POST|PATCH|405|planned)\b/)
  })

  it("keeps the assets output under GitHub's limit for a large delivery, with a warning, and the report file lists all", async () => {
    await freshCatalog()
    // 1,600 files with long names: their entries come to about 930,000 characters, their report past the megabyte it is written by.
    for (let i = 0; i < 1600; i++) await ws.write(`data/${String(i).padStart(4, '0')}-${'survey-point-cloud-'.repeat(8)}.csv`, `${i}\n`)
    const run = await runInProcess(inputs({ 'dry-run': 'true' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs.assets!.length).toBeLessThanOrEqual(500_000)
    const listed = assetsOf(run).length
    expect(listed).toBeGreaterThan(0)
    expect(listed).toBeLessThan(1600)
    expect(run.log).toContain(
      `::warning::The assets output lists ${listed} of 1600 files (GitHub limits outputs to 1 MiB): those not skipped first. The file named by the report output (${run.outputs.report}) lists all.`,
    )
    // Written as it is made, a megabyte at a time: the same document, whole, as JSON.stringify indents it.
    expect(run.report!.length).toBeGreaterThan(1024 * 1024)
    const report = JSON.parse(run.report!) as { assets: Array<{ file: string }> }
    expect(report.assets.map((asset) => asset.file)).toEqual(
      Array.from({ length: 1600 }, (_, i) => `data/${String(i).padStart(4, '0')}-${'survey-point-cloud-'.repeat(8)}.csv`),
    )
    expect(run.report).toBe(`${safeJson(report, 2)}\n`)
  })
})

describe('publishing to a server that implements the published description (POST)', () => {
  it('creates with POST including checksum, and publishes metadata only when there is no upload API', async () => {
    await freshCatalog('described')
    await ws.write('data/a.csv', 'a\n')
    await ws.write('data/b.csv', 'b\n')
    const run = await runInProcess(inputs({ 'create-method': 'post' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ created: '2', failed: '0' })
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.fields).toMatchObject({ 'file:checksum': multihash('a\n') })
    expect(run.log.match(/offers no upload API/g)).toHaveLength(1)
  })

  it('in auto mode, a first create refused for its own reasons does not switch the others to PUT', async () => {
    let refused = false
    await freshCatalog('described', {
      fault: (request) => {
        if (refused || request.method !== 'POST' || !request.path.endsWith('/assets')) return undefined
        refused = true
        return {
          status: 400,
          body: JSON.stringify({ code: 400, description: { title: ['Ensure this field has no more than 255 characters.'] } }),
        }
      },
    })
    for (const name of ['a', 'b', 'c']) await ws.write(`data/${name}.csv`, `${name}\n`)
    const run = await runInProcess(inputs({ concurrency: '3' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.outputs).toMatchObject({ created: '2', failed: '1' })
    expect(assetsOf(run).find((a) => a.result === 'failed')).toMatchObject({
      error: 'create asset a.csv: HTTP 400 title: Ensure this field has no more than 255 characters.',
    })
    expect(catalog.requests.filter((r) => r.method === 'PUT' && r.target === 'api')).toEqual([])
  })

  it('fails each file when upload is true and there is no upload API', async () => {
    await freshCatalog('described')
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs({ upload: 'true' }), ws.root)
    expect(run.failed).toBe(true)
    expect(assetsOf(run)[0]).toMatchObject({ result: 'failed' })
    expect(run.log).toMatch(/::error title=Not published%3A a.csv,file=data\/a.csv::.*no upload API/)
  })

  it('annotates 8 of 30 failed files and counts the rest, which the log lists (GitHub shows 10 errors a step)', async () => {
    await freshCatalog('described')
    for (let i = 0; i < 30; i++) await ws.write(`data/f${String(i).padStart(2, '0')}.csv`, `${i}\n`)
    const run = await runInProcess(inputs({ upload: 'true' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.outputs.failed).toBe('30')
    const errors = run.log.split('\n').filter((line) => line.startsWith('::error'))
    expect(errors).toHaveLength(10)
    expect(errors.slice(0, 8).map((line) => /Not published%3A (f\d+\.csv)/.exec(line)?.[1])).toEqual([
      'f00.csv',
      'f01.csv',
      'f02.csv',
      'f03.csv',
      'f04.csv',
      'f05.csv',
      'f06.csv',
      'f07.csv',
    ])
    expect(errors[8]).toMatch(/^::error title=Not published::…and 22 more file\(s\) not published/)
    expect(errors[9]).toMatch(/30 of 30 file\(s\) were not published/)
    for (let i = 8; i < 30; i++)
      expect(run.log).toContain(`Not published: data/f${String(i).padStart(2, '0')}.csv (f${String(i).padStart(2, '0')}.csv): `)
  })

  it('counts failed items with failed files within the same 10 annotations', async () => {
    // Every item create refused: 12 items not written, and their 12 files not published.
    const refused = JSON.stringify({ code: 400, description: 'refused by the test' })
    await freshCatalog('deployed', {
      fault: (request) =>
        (request.method === 'POST' || request.method === 'PUT') && /\/collections\/[^/]+\/items(\/[^/]+)?$/.test(request.path)
          ? { status: 400, body: refused, headers: { 'content-type': 'application/json' } }
          : undefined,
    })
    for (let i = 0; i < 12; i++) await ws.write(`data/s${String(i).padStart(2, '0')}/a.csv`, `${i}\n`)
    const run = await runInProcess(
      inputs({ item: '{parent}', items: 'create', 'item-datetime': '2024-06-01', 'item-geometry': '7,46,8,47' }),
      ws.root,
    )
    expect(run.failed).toBe(true)
    const errors = run.log.split('\n').filter((line) => line.startsWith('::error'))
    expect(errors).toHaveLength(10)
    expect(errors[8]).toMatch(/^::error title=Not published::…and 16 more failure\(s\) \(files not published, items not written/)
    for (let i = 0; i < 12; i++) expect(run.log).toContain(`Item not written: s${String(i).padStart(2, '0')}`)
  })
})

describe('refusing cleanly with zero writes', () => {
  it.each([
    [
      'an unknown extension',
      { 'data/report.docx': 'x' },
      {},
      /data\/report.docx: no media type for the extension '.docx'; the catalog accepts/,
    ],
    [
      'two files mapping to one id',
      { 'data/a/x.csv': '1', 'data/b/x.csv': '2' },
      {},
      /data\/b\/x.csv: becomes asset 'x.csv', as data\/a\/x.csv does/,
    ],
    ['no matching files', {}, { files: 'nothing/**' }, /No files match 'nothing\/\*\*'/],
    ['an id with a forbidden character', { 'data/a b.csv': '1' }, {}, /asset id 'a b.csv' is not valid/],
    [
      'an extension that does not fit the media type',
      { 'data/a.csv': '1' },
      { 'media-type': 'application/pdf' },
      /asset id 'a.csv' must end in .pdf for the media type 'application\/pdf'/,
    ],
    ['an empty file', { 'data/empty.csv': '' }, {}, /data\/empty.csv: the file is empty/],
    [
      'a bad enum value',
      { 'data/a.csv': '1' },
      { 'if-exists': 'sometimes' },
      /Input 'if-exists': 'sometimes' is not allowed; use one of: skip-unchanged, overwrite, fail/,
    ],
  ])('%s', async (_what, files: Record<string, string>, overrides: Record<string, string>, message: RegExp) => {
    await freshCatalog()
    for (const [name, content] of Object.entries(files)) await ws.write(name, content)
    const run = await runInProcess(inputs(overrides), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(message)
    expect(catalog.requests).toEqual([])
  })

  it('a symbolic link leading outside the workspace', async () => {
    await freshCatalog()
    const outside = await makeWorkspace()
    try {
      const target = await outside.write('secret.csv', 'x')
      await ws.write('data/ok.csv', '1')
      await symlink(target, `${ws.root}/data/link.csv`)
      const run = await runInProcess(inputs(), ws.root)
      expect(run.failed).toBe(true)
      expect(run.log).toMatch(/data\/link.csv: is a symbolic link to .*secret.csv, outside the workspace/)
      expect(catalog.requests).toEqual([])
    } finally {
      await outside.remove()
    }
  })

  it('no matching files with if-no-files-found: warn passes', async () => {
    await freshCatalog()
    const run = await runInProcess(inputs({ files: 'nothing/**', 'if-no-files-found': 'warn' }), ws.root)
    expect(run.failed).toBe(false)
    expect(run.log).toMatch(/::warning::No files match/)
  })
})

describe('signing in', () => {
  it('reports a wrong password with the identity provider error and writes nothing', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', '1')
    const run = await runInProcess(inputs({ password: 'wrong-password' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(
      /Sign-in failed \(InitiateAuth\): (InvalidPasswordException|NotAuthorizedException): .*check 'username' and 'password'/,
    )
    expect(visible(run.log)).not.toContain('wrong-password')
    // Reading the item (no token needed) runs alongside sign-in; nothing is written.
    expect(catalog.writes()).toBe(0)
    expect(catalog.requests.every((r) => r.method === 'GET' && r.authorization === undefined)).toBe(true)
  })

  it('stops reading a large delivery once the sign-in is refused', async () => {
    await freshCatalog()
    // 1 GiB (sparse, so quick to make): reading it takes far longer than being refused.
    await writeTiff(path.join(ws.root, 'data/big.tif'), { width: 32_768, height: 32_768 })
    const run = await runInProcess(inputs({ password: 'wrong-password', files: 'data/**' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Sign-in failed \(InitiateAuth\)/)
    // Refused while the checksums were still being computed: the run ended there.
    expect(run.log).not.toContain('::group::Sign in')
    expect(catalog.writes()).toBe(0)
  })

  it('names a challenge it cannot answer and says what to do', async () => {
    await freshCatalog()
    const user = await cognito.createUser({ username: `newpw-${Date.now()}`, password: 'Temp-Passw0rd!', state: 'new-password-required' })
    await ws.write('data/a.csv', '1')
    const run = await runInProcess(inputs({ username: user.username, password: user.password }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/challenge NEW_PASSWORD_REQUIRED; the user must set a new password first/)
    expect(catalog.writes()).toBe(0)
  })

  it('answers SOFTWARE_TOKEN_MFA with a TOTP code from mfa-totp-secret', async () => {
    await freshCatalog()
    const user = await cognito.createUser({ username: `mfa-${Date.now()}`, password: 'Mfa-Passw0rd!', totp: true })
    await ws.write('data/a.csv', '1')
    const without = await runInProcess(inputs({ username: user.username, password: user.password }), ws.root)
    expect(without.failed).toBe(true)
    expect(without.log).toMatch(/challenge SOFTWARE_TOKEN_MFA; .*give its base32 key in 'mfa-totp-secret'/)

    const run = await runInProcess(
      inputs({ username: user.username, password: user.password, 'mfa-totp-secret': user.totpSecret! }),
      ws.root,
    )
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toContain('Answering the SOFTWARE_TOKEN_MFA challenge')
    expect(run.outputs.created).toBe('1')
    expectNoSecrets(run, [user.totpSecret!, user.password])
  })

  it('masks the password of a proxy in HTTPS_PROXY from the start (loopback goes direct, so the run needs no proxy here)', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    const saved = process.env.HTTPS_PROXY
    process.env.HTTPS_PROXY = 'http://publisher:S3cret%40Proxy@proxy.example.admin.ch:8080'
    try {
      const run = await runInProcess(inputs(), ws.root)
      expect(run.failed, run.log).toBe(false)
      expect(run.log).toContain('::add-mask::S3cret@Proxy')
      // The URL's own spelling too (workflow commands escape '%' as %25; the runner reads it back).
      expect(run.log).toContain('::add-mask::S3cret%2540Proxy')
    } finally {
      if (saved === undefined) delete process.env.HTTPS_PROXY
      else process.env.HTTPS_PROXY = saved
    }
  })

  it('signs in through an app client with a secret', async () => {
    await freshCatalog()
    const withSecret = await cognito.createClient({ secret: true })
    await ws.write('data/a.csv', '1')
    const run = await runInProcess(inputs({ 'client-id': withSecret.clientId, 'client-secret': withSecret.clientSecret! }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expectNoSecrets(run, [withSecret.clientSecret!])
  })

  it('uses a given access-token without signing in, and reports a refused one', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', '1')
    const run = await runInProcess(inputs({ 'client-id': '', username: '', password: '', 'access-token': 'not-a-valid-token' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/The catalog refused the token from 'access-token' \(401\)/)
    expect(visible(run.log)).not.toContain('not-a-valid-token')
  })
})

describe('uploads that cannot go straight through', () => {
  it('starts a new upload when the presigned URLs are about to expire', async () => {
    const lifetimes = [10, 3600]
    await freshCatalog('deployed', { urlExpiresSeconds: () => lifetimes.shift() ?? 3600 })
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toContain('Upload of a.csv: presigned URLs are about to expire; starting a new upload')
    expect(catalog.uploads(COLLECTION, ITEM, 'a.csv').map((u) => u.status)).toEqual(['aborted', 'completed'])
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.file?.checksum).toBe(multihash('a\n'))
  })

  it('aborts an upload that cannot finish, keeps publishing the other files, and the next run completes it', async () => {
    let broken = true
    await freshCatalog('deployed', {
      fault: (request) =>
        broken && request.target === 'storage' && request.path.endsWith('/1') && request.method === 'PUT' ? { status: 500 } : undefined,
    })
    await ws.write('data/a.csv', 'a\n')
    const first = await runInProcess(inputs({ retries: '1' }), ws.root)
    expect(first.failed).toBe(true)
    expect(assetsOf(first)).toEqual([
      expect.objectContaining({
        id: 'a.csv',
        result: 'failed',
        error: expect.stringMatching(/upload part 1\/1 of a.csv: storage answered HTTP 500/),
      }),
    ])
    expect(catalog.uploads(COLLECTION, ITEM, 'a.csv').map((u) => u.status)).toEqual(['aborted'])
    // The asset exists without its file: the next run sees missing data and uploads it.
    broken = false
    const second = await runInProcess(inputs(), ws.root)
    expect(second.failed, second.log).toBe(false)
    expect(assetsOf(second)[0]).toMatchObject({ action: 'upload', result: 'updated' })
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.file?.checksum).toBe(multihash('a\n'))
  })

  it('uploads brotli-compressed with the checksum of the original', async () => {
    await freshCatalog()
    const text = '{"type":"FeatureCollection","features":[]}\n'.repeat(20_000)
    await ws.write('data/big.geojson', text)
    const run = await runInProcess(inputs({ 'content-encoding': 'br' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(catalog.asset(COLLECTION, ITEM, 'big.geojson')?.file).toMatchObject({ checksum: multihash(text), contentEncoding: 'br' })
    expect((await catalog.readFile(COLLECTION, ITEM, 'big.geojson')).toString()).toBe(text)
  })
})

describe('if-exists', () => {
  it('overwrite replaces existing assets and uploads again, recreating one whose type changed', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    await ws.write('data/b.json', '{}')
    await catalog.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv', title: 'kept?' }, Buffer.from('a\n'))
    await catalog.seedAsset(COLLECTION, ITEM, { id: 'b.json', type: 'application/geo+json' }, Buffer.from('{}'))
    // A stopped run left an upload in progress, which would block the delete.
    catalog.startUpload(COLLECTION, ITEM, 'b.json')
    const run = await runInProcess(inputs({ 'if-exists': 'overwrite' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ updated: '2', 'uploaded-bytes': String('a\n'.length + '{}'.length) })
    // A PUT keeps the fields it does not name: the action clears the title explicitly.
    expect(catalog.asset(COLLECTION, ITEM, 'a.csv')?.fields.title).toBeNull()
    expect(catalog.asset(COLLECTION, ITEM, 'b.json')?.fields.type).toBe('application/json')
    expect(catalog.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([expect.stringMatching(/\/assets\/b.json$/)])
    expect(catalog.asset(COLLECTION, ITEM, 'b.json')?.file?.checksum).toBe(multihash('{}'))
  })

  it('skip-unchanged refuses a type change with a hint, and leaves the others alone', async () => {
    await freshCatalog()
    await ws.write('data/b.json', '{}')
    await ws.write('data/c.csv', 'c\n')
    await catalog.seedAsset(COLLECTION, ITEM, { id: 'b.json', type: 'application/geo+json' }, Buffer.from('{}'))
    const run = await runInProcess(inputs(), ws.root)
    expect(run.failed).toBe(true)
    expect(assetsOf(run)).toEqual([
      expect.objectContaining({
        id: 'b.json',
        result: 'failed',
        error: expect.stringMatching(/cannot change a type in place: set if-exists: overwrite/),
      }),
      expect.objectContaining({ id: 'c.csv', result: 'created' }),
    ])
  })

  it('fail refuses to touch anything when an asset exists, before writing', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    await ws.write('data/new.csv', 'n\n')
    await catalog.seedAsset(COLLECTION, ITEM, { id: 'a.csv', type: 'text/csv' }, Buffer.from('a\n'))
    const run = await runInProcess(inputs({ 'if-exists': 'fail' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/asset 'a.csv' already exists \(if-exists: fail\)/)
    expect(catalog.writes()).toBe(0)
  })
})

describe('ids from real file names', () => {
  it("publishes 'Höhenmodell Zürich 2024.tif' as hoehenmodell-zuerich-2024.tif with asset-id {name|slug}", async () => {
    await freshCatalog()
    const content = tiffAround(noise(2000, 31))
    await ws.write('data/Höhenmodell Zürich 2024.tif', content)
    const run = await runInProcess(inputs({ 'asset-id': '{name|slug}', 'create-method': 'put' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(assetsOf(run)).toEqual([
      expect.objectContaining({ file: 'data/Höhenmodell Zürich 2024.tif', id: 'hoehenmodell-zuerich-2024.tif', result: 'created' }),
    ])
    expect(catalog.asset(COLLECTION, ITEM, 'hoehenmodell-zuerich-2024.tif')?.file?.checksum).toBe(multihash(content))
  })

  it('suggests {name|slug} for a name that is not an id, and reports two names that slug to one id, before any write', async () => {
    await freshCatalog()
    await ws.write('data/Höhenmodell Zürich 2024.tif', 'a')
    const plain = await runInProcess(inputs(), ws.root)
    expect(plain.failed).toBe(true)
    expect(plain.log).toContain(
      "asset id 'höhenmodell zürich 2024.tif' is not valid; ids are 1-255 characters of a-z, 0-9, '-', '_' and '.' (change 'asset-id', e.g. to '{name|slug}' (here 'hoehenmodell-zuerich-2024.tif'), ",
    )
    await ws.write('data/Hoehenmodell_Zürich 2024.tif', 'b')
    await ws.write('data/hoehenmodell zuerich 2024.tif', 'c')
    const twice = await runInProcess(inputs({ 'asset-id': '{name|slug}' }), ws.root)
    expect(twice.failed).toBe(true)
    expect(twice.log).toMatch(
      /data\/hoehenmodell zuerich 2024.tif: becomes asset 'hoehenmodell-zuerich-2024.tif', as data\/Höhenmodell Zürich 2024.tif does/,
    )
    expect(catalog.writes()).toBe(0)
  })
})

describe('rules and several items', () => {
  const RULES = `
- files: "**/*.tif"
  media-type: image/tiff; application=geotiff; profile=cloud-optimized
  title: "Elevation {stem}"
  roles: [data]
  gsd: 0.5
- files: "*.zip"
  media-type: application/x.shapefile+zip
  geoadmin:lang: de
`
  it('publishes a mixed delivery with metadata from the first matching rule', async () => {
    await freshCatalog()
    await ws.write('data/dem/dem.tif', cogBytes({ width: 300, height: 300, geo: lv95(2_600_000, 1_200_000) }))
    await ws.write('data/roads.zip', noise(300, 2))
    await ws.write('data/notes.csv', 'n\n')
    await ws.write('.github/stac-rules.yml', RULES)
    for (const rules of [RULES, '.github/stac-rules.yml']) {
      const run = await runInProcess(inputs({ rules, title: 'Default {name}' }), ws.root)
      expect(run.failed, run.log).toBe(false)
    }
    expect(catalog.asset(COLLECTION, ITEM, 'dem.tif')?.fields).toMatchObject({
      type: 'image/tiff; application=geotiff; profile=cloud-optimized',
      title: 'Elevation dem',
      roles: ['data'],
      gsd: 0.5,
    })
    expect(catalog.asset(COLLECTION, ITEM, 'roads.zip')?.fields).toMatchObject({
      type: 'application/x.shapefile+zip',
      title: 'Default roads.zip',
      'geoadmin:lang': 'de',
    })
    expect(catalog.asset(COLLECTION, ITEM, 'notes.csv')?.fields).toMatchObject({ type: 'text/csv', title: 'Default notes.csv' })
  })

  it('refuses bad rules before anything is written, naming rule and field', async () => {
    await freshCatalog()
    await ws.write('data/a.csv', 'a\n')
    const run = await runInProcess(inputs({ rules: '- files: "*.csv"\n  gsd: -1\n' }), ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toContain("rule 1 (files: *.csv), field 'gsd': expected a positive number of metres")
    expect(catalog.requests).toEqual([])
  })

  it('publishes into one item per folder, and lists every missing item at once before writing', async () => {
    catalog = await startFakeCatalog({ jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, items: { [COLLECTION]: ['north', 'south'] } })
    ws = await makeWorkspace()
    await ws.write('data/north/a.csv', 'n\n')
    await ws.write('data/south/a.csv', 's\n')
    const run = await runInProcess(inputs({ item: '{parent}' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(catalog.asset(COLLECTION, 'north', 'a.csv')?.file?.checksum).toBe(multihash('n\n'))
    expect(catalog.asset(COLLECTION, 'south', 'a.csv')?.file?.checksum).toBe(multihash('s\n'))
    expect(assetsOf(run).map((a) => [a.item, a.id])).toEqual([
      ['north', 'a.csv'],
      ['south', 'a.csv'],
    ])
    expect(run.summary).toMatch(
      /\| created \| data\/south\/a.csv \| \[`a.csv`\]\([^)]+#\/collections\/[^)]+\/items\/south\?.asset=asset-a-csv\)<br><sub>item `south` · text\/csv<\/sub> \|/,
    )
    // Several items: the url output is the collection's page.
    expect(run.outputs.url).toMatch(/#\/collections\/ch.test.collection$/)

    await ws.write('data/east/b.csv', 'e\n')
    await ws.write('data/west/b.csv', 'w\n')
    const missing = await runInProcess(inputs({ item: '{parent}' }), ws.root)
    expect(missing.failed).toBe(true)
    expect(missing.log).toMatch(/The catalog has no item 'east', 'west' in collection 'ch.test.collection'/)
    expect(catalog.assets(COLLECTION, 'north')).toHaveLength(1)
    expect(catalog.requests.filter((r) => r.method !== 'GET' && r.path.includes('/east/'))).toEqual([])
  })

  it('reads the items of a delivery with one item per folder from the item listing, or `concurrency` at a time', async () => {
    const folders = Array.from({ length: 24 }, (_, i) => `f${String(i).padStart(2, '0')}`)
    // 2,400 items the run does not touch come first in the listing: reading them all would cost more
    // than reading the 24 one by one.
    const others = Array.from({ length: 2400 }, (_, i) => `a${String(i).padStart(4, '0')}`)
    let inFlight = 0
    let most = 0
    catalog = await startFakeCatalog({
      jwksUrl: cognito.jwksUrl,
      issuer: cognito.issuer,
      items: { [COLLECTION]: [...others, ...folders] },
      // Each read of an item takes 30 ms; count how many are under way at once.
      fault: (request) => {
        if (request.method !== 'GET' || !/\/items\/f\d\d$/.test(request.path)) return undefined
        most = Math.max(most, ++inFlight)
        setTimeout(() => inFlight--, 30)
        return { delayMs: 30 }
      },
    })
    ws = await makeWorkspace()
    for (const folder of folders) await ws.write(`data/${folder}/a.csv`, `${folder}\n`)
    const run = await runInProcess(inputs({ item: '{parent}', concurrency: '3', 'dry-run': 'true' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(assetsOf(run)).toHaveLength(24)
    const reads = catalog.requests.filter((r) => r.method === 'GET')
    expect(reads.filter((r) => r.path.endsWith('/items'))).toHaveLength(24)
    expect(reads.filter((r) => /\/items\/f\d\d$/.test(r.path))).toHaveLength(24)
    expect(most).toBe(3)
    expect(run.log).toContain("Read 24 target item(s): 24 page(s) of the collection's item listing, then the 24 not shown yet one by one")

    // Where the listing holds them in fewer pages, it is read instead: one page here.
    const near = await startFakeCatalog({ jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, items: { [COLLECTION]: folders } })
    try {
      const again = await runInProcess(inputs({ item: '{parent}', 'dry-run': 'true', 'base-url': near.origin }), ws.root)
      expect(again.failed, again.log).toBe(false)
      expect(near.requests.filter((r) => r.method === 'GET' && r.path.includes('/items')).map((r) => r.path)).toEqual([
        `/api/stac/v1/collections/${COLLECTION}/items`,
      ])
      expect(again.log).toContain("Read 24 target item(s) from 1 page(s) of the collection's item listing")
    } finally {
      await near.close()
    }
  })
})

describe('reading back what a run wrote', () => {
  it('reads the items back while it still writes, page by page behind the writes, within its `concurrency`', async () => {
    const folders = Array.from({ length: 250 }, (_, i) => `s${String(i).padStart(3, '0')}`)
    // Every answer takes 5 ms: count the requests under way at once, as the catalog sees them.
    let inFlight = 0
    let most = 0
    catalog = await startFakeCatalog({
      jwksUrl: cognito.jwksUrl,
      issuer: cognito.issuer,
      collections: [COLLECTION],
      fault: () => {
        most = Math.max(most, ++inFlight)
        setTimeout(() => inFlight--, 5)
        return { delayMs: 5 }
      },
    })
    ws = await makeWorkspace()
    for (const folder of folders) await ws.write(`data/${folder}/a.csv`, `${folder}\n`)
    const run = await runInProcess(
      inputs({
        item: '{parent}',
        items: 'create',
        'item-datetime': '2026-03-01T12:00:00Z',
        'item-geometry': '7.4,46.9,7.5,47.0',
        concurrency: '4',
      }),
      ws.root,
    )
    expect(run.failed, run.log).toBe(false)
    expect(assetsOf(run).map((asset) => asset.result)).toEqual(Array(250).fill('created'))
    // Read back, each with its href from the read.
    expect(assetsOf(run).every((asset) => typeof asset.href === 'string' && asset.href !== '')).toBe(true)
    const listing = `/api/stac/v1/collections/${COLLECTION}/items`
    const order = catalog.requests.map((r) => (r.method === 'GET' && r.path === listing ? 'page' : r.method === 'GET' ? 'read' : 'write'))
    const lastWrite = order.lastIndexOf('write')
    const firstWrite = order.indexOf('write')
    // The listing's three pages: the plan's one before the first write, then the read back's, the first
    // of them while writes were still to come.
    const pages = order.flatMap((kind, index) => (kind === 'page' ? [index] : []))
    expect(pages.filter((index) => index < firstWrite)).toHaveLength(1)
    expect(pages.filter((index) => index > firstWrite)).toHaveLength(3)
    expect(pages.filter((index) => index > firstWrite && index < lastWrite).length).toBeGreaterThanOrEqual(1)
    // Each page of the read back comes after the writes of the items it shows: the first one after every write to s000–s099.
    const firstBack = pages.find((index) => index > firstWrite)!
    const writesBefore = catalog.requests.slice(0, firstBack).filter((r) => r.method !== 'GET')
    for (const folder of folders.slice(0, 100))
      expect(writesBefore.some((r) => r.path.includes(`/items/${folder}/assets/`) && r.path.endsWith('/complete'))).toBe(true)
    expect(most).toBeLessThanOrEqual(4)
  })
})

describe('compressing data that does not compress', () => {
  it('uploads a gzip body larger than the file without a part below the minimum', async () => {
    await freshCatalog()
    // Just under 5 MiB: one part as a file, a little over 5 MiB once gzip has wrapped it.
    const random = tiffAround(noise(5 * 1024 * 1024 - 100, 11))
    await ws.write('data/random.tif', random)
    const run = await runInProcess(inputs({ 'content-encoding': 'gzip', 'part-size': '5' }), ws.root)
    expect(run.failed, run.log).toBe(false)
    expect(Number(run.outputs['uploaded-bytes'])).toBeGreaterThan(random.length)
    expect((await catalog.readFile(COLLECTION, ITEM, 'random.tif')).equals(random)).toBe(true)
  })
})
