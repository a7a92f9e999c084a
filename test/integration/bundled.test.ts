import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { startCognitoLocal, type CognitoLocal } from '../../sandbox/idp.ts'
import { runBundled, visible } from '../support/action.ts'
import { geoTile, writeGeoPackage, writeTiff } from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let cognito: CognitoLocal
let catalog: FakeCatalog
let ws: Workspace

beforeAll(async () => {
  cognito = await startCognitoLocal()
  catalog = await startFakeCatalog({
    jwksUrl: cognito.jwksUrl,
    issuer: cognito.issuer,
    items: { 'ch.test': ['bundle'] },
    collections: ['ch.test.items'],
  })
  ws = await makeWorkspace()
})
afterAll(async () => {
  await catalog?.close()
  await cognito?.stop()
  await ws?.remove()
})

/** The inputs that sign a new user of a new app client in to the sandbox, and the password to look for. */
async function signedIn(username: string, password: string): Promise<Record<string, string>> {
  const client = await cognito.createClient()
  const user = await cognito.createUser({ username, password })
  return {
    'base-url': catalog.origin,
    'auth-url': cognito.url,
    'client-id': client.clientId,
    username: user.username,
    password: user.password,
  }
}

describe('dist/index.js run as the runner runs it', () => {
  it('publishes with INPUT_* variables and writes outputs and summary', async () => {
    const client = await cognito.createClient()
    const user = await cognito.createUser({ username: 'bundler', password: 'Bundle-Passw0rd!' })
    writeGeoPackage(await ws.write('out/roads.gpkg', ''), [], [])
    const gpkg = await readFile(path.join(ws.root, 'out/roads.gpkg'))
    const run = await runBundled(
      {
        'base-url': catalog.origin,
        'auth-url': cognito.url,
        'client-id': client.clientId,
        username: user.username,
        password: user.password,
        collection: 'ch.test',
        item: 'bundle',
        files: 'out/*.gpkg',
        description: 'Roads from {path}',
      },
      ws.root,
    )
    expect(run.failed, `${run.log}\n${run.stderr}`).toBe(false)
    expect(run.outputs.created).toBe('1')
    expect(JSON.parse(run.outputs.assets!)).toEqual([
      expect.objectContaining({
        id: 'roads.gpkg',
        type: 'application/geopackage+sqlite3',
        checksum: `1220${createHash('sha256').update(gpkg).digest('hex')}`,
        result: 'created',
      }),
    ])
    expect(run.summary).toContain('1 created')
    expect(catalog.asset('ch.test', 'bundle', 'roads.gpkg')?.fields.description).toBe('Roads from out/roads.gpkg')
    expect(visible(`${run.log}${run.stderr}`)).not.toContain(user.password)
    expect(run.log).toContain(`::add-mask::${user.password}`)
  })

  it('reads footprints in its worker threads, started from the bundle itself, and names a hostile file among them', async () => {
    const base = {
      ...(await signedIn('footprints', 'Footprint-Passw0rd!')),
      collection: 'ch.test.items',
      item: '{parent}',
      items: 'create',
      'item-datetime': '2024-06-01',
      'create-method': 'put',
    }
    await writeTiff(await ws.write('bundled-tiles/good/a.tif', ''), geoTile(2056, 2_600_000, 1_200_000))
    await writeTiff(await ws.write('bundled-tiles/good/b.tif', ''), geoTile(2056, 2_601_000, 1_200_000))
    const good = await runBundled({ ...base, files: 'bundled-tiles/good/*.tif' }, ws.root)
    expect(good.failed, `${good.log}\n${good.stderr}`).toBe(false)
    const positions = (catalog.item('ch.test.items', 'good')?.geometry.coordinates as number[][][]).flat()
    // Two 1 km tiles near Bern, dissolved into one polygon.
    expect(positions.every(([lon, lat]) => lon! > 7.43 && lon! < 7.47 && lat! > 46.94 && lat! < 46.96)).toBe(true)

    // A tie point at (0, 1000) in LV95 lands in the Atlantic: refused, nothing written.
    await writeTiff(await ws.write('bundled-tiles/bad/atlantic.tif', ''), geoTile(2056, 0, 1000, { pixels: 100 }))
    const bad = await runBundled({ ...base, files: 'bundled-tiles/bad/*.tif' }, ws.root)
    expect(bad.failed).toBe(true)
    expect(bad.log).toMatch(/bundled-tiles\/bad\/atlantic\.tif: its outline in EPSG:2056 would land at .*outside that CRS's area of use/)
    expect(catalog.item('ch.test.items', 'bad')).toBeUndefined()
  })

  it('publishes whatever becomes of its compile cache: one it cannot make, one that two runs fill at once, and that one again', async () => {
    const inputs = {
      ...(await signedIn('compiler', 'Compile-Passw0rd!')),
      collection: 'ch.test',
      item: 'bundle',
    }
    await ws.write('compiled/a/one.csv', 'a\n')
    await ws.write('compiled/b/two.csv', 'b\n')
    const temp = await mkdtemp(path.join(tmpdir(), 'compile-cache-'))
    try {
      // The cache is in the temporary folder (src/compile-cache.ts): here a file stands where its folder would be.
      await writeFile(path.join(temp, 'node-compile-cache'), '')
      const blocked = await runBundled({ ...inputs, files: 'compiled/a/*.csv' }, ws.root, { TMPDIR: temp })
      expect(blocked.failed, `${blocked.log}\n${blocked.stderr}`).toBe(false)
      expect(blocked.outputs.created).toBe('1')
      await rm(path.join(temp, 'node-compile-cache'))
      const both = await Promise.all(
        ['compiled/a/*.csv', 'compiled/b/*.csv'].map((files) => runBundled({ ...inputs, files }, ws.root, { TMPDIR: temp })),
      )
      for (const run of both) expect(run.failed, `${run.log}\n${run.stderr}`).toBe(false)
      expect(both.map((run) => [run.outputs.created, run.outputs.skipped])).toEqual([
        ['0', '1'],
        ['1', '0'],
      ])
      const cached = await readdir(path.join(temp, 'node-compile-cache'), { recursive: true })
      expect(cached.length).toBeGreaterThan(1)
      const again = await runBundled({ ...inputs, files: 'compiled/**/*.csv' }, ws.root, { TMPDIR: temp })
      expect(again.failed, `${again.log}\n${again.stderr}`).toBe(false)
      expect(again.outputs.skipped).toBe('2')
    } finally {
      await rm(temp, { recursive: true, force: true })
    }
  })

  it("loads no module of Node's that only a proxy, TLS, compression, git or a thread needs, for a run that needs none of them", async () => {
    // What the process loaded of Node's own modules, written as it exits (a preload, as --import gives it).
    const probe = path.join(ws.root, 'builtins-probe.mjs')
    const loaded = path.join(ws.root, 'builtins-loaded.txt')
    await writeFile(
      probe,
      `import { writeFileSync } from 'node:fs'\nprocess.on('exit', () => writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join('\\n')))\n`,
    )
    await ws.write('lean/a.csv', 'a\n')
    const run = await runBundled(
      { ...(await signedIn('lean', 'Lean-Passw0rd!')), collection: 'ch.test', item: 'bundle', files: 'lean/*.csv' },
      ws.root,
      { NODE_OPTIONS: `--import ${probe}` },
    )
    expect(run.failed, `${run.log}\n${run.stderr}`).toBe(false)
    expect(run.outputs.created).toBe('1')
    const modules = (await readFile(loaded, 'utf8')).split('\n')
    // The run's own requests went out (through net) and its file was hashed (crypto): the probe sees what loads.
    expect(modules).toEqual(expect.arrayContaining(['NativeModule net', 'NativeModule crypto']))
    for (const unneeded of ['http', 'https', 'tls', 'child_process', 'zlib', 'assert', 'worker_threads'])
      expect(modules, `node:${unneeded} loaded`).not.toContain(`NativeModule ${unneeded}`)
  })

  it('carries no undici: @actions/core imports http-client, and it undici, for OIDC, which the action never uses', async () => {
    const bundle = await readFile(path.join(root, 'dist/index.js'), 'utf8')
    expect(bundle).not.toMatch(/llhttp/)
  })

  it('fails the step with a message naming the input', async () => {
    const run = await runBundled({ collection: 'ch.test', item: 'bundle', files: '*.csv', 'base-url': 'ftp://example.com' }, ws.root)
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/::error title=Input 'base-url'::Input 'base-url': 'ftp:\/\/example.com' must use https:\/\//)
    expect(run.log).toContain('::error::1 problem(s) found before publishing; nothing was written; see the annotations and the job summary')
  })

  it('ends when its work is done, not when an identity provider that never answers times out', async () => {
    // Signing in starts while the files are found; here the walk finds no file the pattern
    // matches, so the run ends with a warning, and the identity provider's answer never comes.
    for (let i = 0; i < 1500; i++) await ws.write(`cache/${Math.floor(i / 100)}/tile-${i}.csv`, 'x\n')
    const sockets: Socket[] = []
    const silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = silent.address() as { port: number }
      const run = await runBundled(
        {
          'base-url': catalog.origin,
          'auth-url': `http://127.0.0.1:${port}`,
          'client-id': 'client',
          username: 'someone',
          password: 'Never-Sent-0ut!',
          collection: 'ch.test',
          item: 'bundle',
          files: 'cache/**/*.tif',
          'if-no-files-found': 'warn',
          timeout: '600',
        },
        ws.root,
      )
      expect(run.failed, `${run.log}\n${run.stderr}`).toBe(false)
      expect(run.log).toMatch(/::warning::No files match 'cache\/\*\*\/\*\.tif'/)
      expect(sockets.length).toBeGreaterThan(0)
      // Nothing is retried once the run is over.
      expect(run.log).not.toMatch(/Retry/)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
