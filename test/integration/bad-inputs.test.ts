import { execFileSync } from 'node:child_process'
import { symlink } from 'node:fs/promises'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const COLLECTION = 'ch.test.bad'
const ITEM = 'item'

let identity: Identity
let catalog: FakeCatalog
beforeAll(async () => {
  identity = await startIdentity('careful')
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, items: { [COLLECTION]: [ITEM] } })
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
})

type Setup = (ws: Workspace) => Promise<void>
const files =
  (entries: Record<string, string>): Setup =>
  async (ws) => {
    for (const [name, content] of Object.entries(entries)) await ws.write(name, content)
  }
const oneCsv = files({ 'data/a.csv': 'a\n' })

/** [what, inputs, files, message]: every case must fail with that message and write nothing. */
const CASES: ReadonlyArray<readonly [string, Record<string, string>, Setup, RegExp]> = [
  ['malformed base-url', { 'base-url': 'not a url' }, oneCsv, /Input 'base-url': 'not a url' is not a URL; use an absolute https:\/\/ URL/],
  ['base-url with only a scheme', { 'base-url': 'https://' }, oneCsv, /Input 'base-url': 'https:\/\/' is not a URL/],
  [
    'http on a public host',
    { 'base-url': 'http://data.geo.admin.ch' },
    oneCsv,
    /Input 'base-url': 'http:\/\/data.geo.admin.ch' must use https:\/\//,
  ],
  [
    'auth-url with another scheme',
    { 'auth-url': 'ftp://cognito.example' },
    oneCsv,
    /Input 'auth-url': 'ftp:\/\/cognito.example' must use https:\/\//,
  ],
  ['base-url with credentials', { 'base-url': 'https://user:pw@example.com' }, oneCsv, /Input 'base-url': .* must not carry credentials/],
  [
    'negative proj-epsg',
    { 'proj-epsg': '-2056' },
    oneCsv,
    /Input 'proj-epsg': '-2056' is not allowed; use an EPSG code, a whole number from 1/,
  ],
  ['non-numeric proj-epsg', { 'proj-epsg': 'LV95' }, oneCsv, /Input 'proj-epsg': 'LV95' is not allowed/],
  ['fractional proj-epsg', { 'proj-epsg': '2056.5' }, oneCsv, /Input 'proj-epsg': '2056.5' is not allowed/],
  [
    'unknown create-method',
    { 'create-method': 'patch' },
    oneCsv,
    /Input 'create-method': 'patch' is not allowed; use one of: auto, post, put \(default auto\)/,
  ],
  ['unknown upload', { upload: 'maybe' }, oneCsv, /Input 'upload': 'maybe' is not allowed; use one of: auto, true, false/],
  [
    'unknown if-exists',
    { 'if-exists': 'replace' },
    oneCsv,
    /Input 'if-exists': 'replace' is not allowed; did you mean if-exists: overwrite\? Use one of: skip-unchanged, overwrite, fail/,
  ],
  [
    'unknown content-encoding',
    { 'content-encoding': 'zstd' },
    oneCsv,
    /Input 'content-encoding': 'zstd' is not allowed; use one of: none, gzip, br/,
  ],
  [
    'unknown if-no-files-found',
    { 'if-no-files-found': 'fail' },
    oneCsv,
    /Input 'if-no-files-found': 'fail' is not allowed; did you mean if-no-files-found: error\? Use one of: error, warn, ignore/,
  ],
  [
    'a boolean that is not one',
    { 'dry-run': 'yes' },
    oneCsv,
    /Input 'dry-run': 'yes' is not a boolean; did you mean dry-run: true\? Use true or false/,
  ],
  [
    'shard index out of range',
    { shard: '4/4' },
    oneCsv,
    /Input 'shard': '4\/4' is not a shard; did you mean shard: 3\/4 \(K counts from 0\)\? Use K\/N with 0 <= K < N/,
  ],
  ['malformed shard', { shard: 'first' }, oneCsv, /Input 'shard': 'first' is not a shard/],
  ['zero concurrency', { concurrency: '0' }, oneCsv, /Input 'concurrency': '0' is not allowed; use a whole number from 1 to 64/],
  [
    'part size below the minimum',
    { 'part-size': '1' },
    oneCsv,
    /Input 'part-size': '1' is not allowed; use auto or a whole number of MiB from 5 to 5120/,
  ],
  ['timeout in words', { timeout: 'long' }, oneCsv, /Input 'timeout': 'long' is not allowed; use a whole number from 1 to 3600 seconds/],
  ['uppercase collection', { collection: 'CH.Test' }, oneCsv, /Input 'collection': 'CH.Test' is not a valid collection id/],
  ['missing item', { item: '' }, oneCsv, /Input 'item': required/],
  // What the runner gives for a secret that is not set: the message says it is empty (and why: see preflight.test.ts).
  ['empty password', { password: '' }, oneCsv, /Input 'password': empty\b/],
  ['unknown placeholder', { 'asset-id': '{name}-{date}' }, oneCsv, /Input 'asset-id': unknown placeholder \{date\}/],
  [
    'unknown media type',
    { 'media-type': 'image/webp' },
    oneCsv,
    /Input 'media-type': 'image\/webp' is not a media type the catalog accepts/,
  ],
  [
    'working directory outside the workspace',
    { 'working-directory': '../..' },
    oneCsv,
    /Input 'working-directory': '..\/..' is outside the workspace/,
  ],
  [
    'a working directory that does not exist',
    { 'working-directory': 'deliveries' },
    oneCsv,
    /Input 'working-directory': 'deliveries' does not exist in the workspace .*; give a folder of the workspace, relative to it \(the workspace holds data\)/,
  ],
  ['only excluding patterns', { files: '!data/**' }, oneCsv, /Input 'files': required/],
  ['an empty file', {}, files({ 'data/empty.csv': '' }), /data\/empty.csv: the file is empty/],
  ['an unknown extension', {}, files({ 'data/notes.docx': 'x' }), /data\/notes.docx: no media type for the extension '.docx'/],
  ['a file without extension', {}, files({ 'data/README': 'x' }), /data\/README: no media type for the extension '\(none\)'/],
  [
    'an id that is too long',
    { 'asset-id': `${'x'.repeat(250)}-{name}` },
    oneCsv,
    /asset id 'x+-a.csv' is not valid; ids are 1-255 characters/,
  ],
  [
    'two files, one id',
    { 'asset-id': '{stem}.csv' },
    files({ 'data/a.csv': '1', 'data/b/a.csv': '2' }),
    /data\/b\/a.csv: becomes asset 'a.csv', as data\/a.csv does/,
  ],
  [
    'a symbolic link out of the workspace',
    {},
    async (ws) => {
      await ws.write('data/a.csv', 'a\n')
      await symlink('/etc/hostname', path.join(ws.root, 'data/host.txt'))
    },
    /data\/host.txt: is a symbolic link to \/etc\/hostname, outside the workspace/,
  ],
  [
    'a named pipe instead of a file',
    {},
    async (ws) => {
      await ws.write('data/a.csv', 'a\n')
      execFileSync('mkfifo', [path.join(ws.root, 'data/pipe.csv')])
    },
    /data\/pipe.csv: is not a regular file/,
  ],
  ['no matching file', { files: 'missing/**' }, oneCsv, /No files match 'missing\/\*\*' in .* \(if-no-files-found: error/],
]

describe('bad input fails with a clear message and writes nothing', () => {
  it('has at least 20 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20)
  })

  it.each(CASES)('%s', async (_what, overrides, setup, message) => {
    const ws = await makeWorkspace()
    try {
      await setup(ws)
      catalog.clearRequests()
      const run = await runInProcess(sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', ...overrides }), ws.root)
      expect(run.failed, visible(run.log)).toBe(true)
      expect(run.log.replaceAll('%0A', '\n')).toMatch(message)
      expect(catalog.requests).toEqual([])
      expect(catalog.assets(COLLECTION, ITEM)).toEqual([])
      expect(visible(run.log)).not.toContain(identity.user.password)
    } finally {
      await ws.remove()
    }
  })

  it.each([
    ['vanishes', (file: string) => rmSync(file, { force: true })],
    ['changed', (file: string) => writeFileSync(file, 'B\n')],
  ])('a file that %s between its checksum and its upload fails that file only, naming it', async (what, change) => {
    const ws = await makeWorkspace()
    const local = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      items: { [COLLECTION]: [ITEM] },
      // Deleted, or rewritten with as many bytes, once the checksums are done: when its asset is created, before its upload.
      fault: (request) => {
        if (request.method === 'PUT' && request.path.endsWith('/assets/b.csv')) change(path.join(ws.root, 'data/b.csv'))
        return undefined
      },
    })
    try {
      await ws.write('data/a.csv', 'a\n')
      await ws.write('data/b.csv', 'b\n')
      const run = await runInProcess(
        sandboxInputs(local, identity, COLLECTION, { item: ITEM, files: 'data/**', 'create-method': 'put' }),
        ws.root,
      )
      expect(run.failed).toBe(true)
      expect(JSON.parse(run.outputs.assets!)).toEqual([
        expect.objectContaining({ id: 'a.csv', result: 'created' }),
        expect.objectContaining({
          id: 'b.csv',
          result: 'failed',
          error: `data/b.csv: the file changed while publishing (${what === 'vanishes' ? 'vanished' : 'changed'} after its checksum was computed); nothing was uploaded for it, and the next run publishes the file as it is then`,
        }),
      ])
      expect(local.asset(COLLECTION, ITEM, 'b.csv')?.file).toBeUndefined()
    } finally {
      await local.close()
      await ws.remove()
    }
  })
})
