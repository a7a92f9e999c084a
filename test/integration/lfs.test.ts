import { createHash, randomBytes } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible, type ActionRun } from '../support/action.ts'
import { startLfsServer } from '../support/lfs-server.ts'
import { git, makeLfsRepository, pathWithoutGitLfs, pointer, withPath, type Checkout, type LfsRepository } from '../support/git-lfs.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { tiffAround } from '../support/geodata.ts'
import { makeWorkspace, noise } from '../support/workspace.ts'

// Git LFS files published from a checkout without `lfs: true`: real git and git-lfs, the LFS
// remote on the local file system (file://), the catalog and the identity provider on loopback.
// Real git-lfs, as GitHub's runners have it: skipped where it is missing (CI fails there instead).

const COLLECTION = 'ch.test.lfs'
const ITEM = 'item'
const sha256 = (content: Buffer): string => createHash('sha256').update(content).digest('hex')

// File names with spaces, umlauts, commas and glob characters; the working directory a subfolder.
const DEM = 'deliveries/Zürich Nord, Los [1] *{a}/dem.tif'
const MEADOW = 'deliveries/Grüne Wiese 2024.tif'
const SMALL = 'deliveries/small.tif'
const CSV = 'deliveries/stations.csv'
const UNSELECTED = 'other/unselected.tif'
const RULES = "- files: '**/Gr*ne Wiese*'\n  asset-id: gruene-wiese-2024.tif\n"

const content = {
  // Two parts of 5 MiB and a bit: the part MD5s come from the fetched content.
  [DEM]: tiffAround(noise(5 * 1024 * 1024 + 4321, 11)),
  // Above the small-file size, one part.
  [MEADOW]: tiffAround(noise(300_000, 12)),
  // A small file: read in one go.
  [SMALL]: tiffAround(noise(1000, 13)),
  [UNSELECTED]: tiffAround(noise(2000, 14)),
}

let identity: Identity
let catalog: FakeCatalog
let repository: LfsRepository
let checkout: Checkout

beforeAll(async () => {
  identity = await startIdentity('lfs')
})
afterAll(async () => {
  await identity?.cognito.stop()
})
beforeEach(async () => {
  catalog = await startFakeCatalog({ jwksUrl: identity.cognito.jwksUrl, issuer: identity.cognito.issuer, items: { [COLLECTION]: [ITEM] } })
  repository = await makeLfsRepository(['*.tif'])
  await repository.commit({ ...content, [CSV]: 'id,x\n1,2\n' })
  // The workspace's own path has a space and an umlaut too.
  checkout = await repository.checkout(path.join(repository.root, 'runner work', 'Geodätische Daten'))
})
afterEach(async () => {
  await catalog?.close()
  await repository?.remove()
})

const inputs = (extra: Record<string, string> = {}) =>
  sandboxInputs(catalog, identity, COLLECTION, {
    item: ITEM,
    'working-directory': 'deliveries',
    files: '**',
    rules: RULES,
    'part-size': '5',
    ...extra,
  })
const assetsOf = (run: ActionRun): Array<Record<string, unknown>> =>
  JSON.parse(run.outputs.assets ?? '[]') as Array<Record<string, unknown>>
const message = (run: ActionRun): string => visible(run.log).replaceAll('%0A', '\n')
const noGitLfs = () => pathWithoutGitLfs(path.join(repository.root, 'bin'))

describe.runIf(inject('gitLfs'))('Git LFS files from a checkout without lfs: true', () => {
  it('fetches only what it uploads, into the LFS store, leaving the working tree and Git objects alone', async () => {
    const before = await checkout.gitObjects()
    expect(await readFile(path.join(checkout.root, DEM), 'utf8')).toBe(pointer(sha256(content[DEM]), content[DEM].length))

    const run = await runInProcess(inputs(), checkout.root)
    expect(run.failed, message(run)).toBe(false)
    expect(run.outputs).toMatchObject({ created: '4', failed: '0' })
    for (const [file, id] of [
      [DEM, 'dem.tif'],
      [MEADOW, 'gruene-wiese-2024.tif'],
      [SMALL, 'small.tif'],
    ] as const) {
      expect(catalog.asset(COLLECTION, ITEM, id)?.file?.checksum, file).toBe(`1220${sha256(content[file])}`)
      expect((await catalog.readFile(COLLECTION, ITEM, id)).equals(content[file]), file).toBe(true)
    }
    // Two parts for dem.tif and one for each other file, each with the Content-MD5 of the fetched
    // bytes, which the storage checks.
    const parts = catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT')
    expect(parts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(run.outputs['uploaded-bytes']).toBe(String(content[DEM].length + content[MEADOW].length + content[SMALL].length + 9))

    // One fetch, of the three selected objects: not the unselected one.
    expect(run.log.match(/git lfs fetch: /g)).toHaveLength(1)
    expect(run.log).toContain('git lfs fetch: 3 object(s)')
    expect(await checkout.lfsObjects()).toEqual(([DEM, MEADOW, SMALL] as const).map((file) => sha256(content[file])).sort())
    // The working tree still holds pointers, and git sees no change; the Git object database is as it was.
    expect(await readFile(path.join(checkout.root, DEM), 'utf8')).toBe(pointer(sha256(content[DEM]), content[DEM].length))
    expect(await git(checkout.root, 'status', '--porcelain')).toBe('')
    expect(await checkout.gitObjects()).toEqual(before)
  })

  it('re-runs over an unchanged delivery without git-lfs and without any LFS object, and fetches a changed file alone', async () => {
    expect((await runInProcess(inputs(), checkout.root)).failed).toBe(false)
    // Nothing to fetch or read: the local objects are gone and git-lfs cannot be found.
    await rm(path.join(checkout.root, '.git', 'lfs'), { recursive: true, force: true })
    const writes = catalog.writes()
    const again = await withPath(await noGitLfs(), () => runInProcess(inputs(), checkout.root))
    expect(again.failed, message(again)).toBe(false)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', skipped: '4', 'uploaded-bytes': '0' })
    expect(catalog.writes()).toBe(writes)
    expect(again.log).not.toContain('Fetch Git LFS content')
    expect(await checkout.lfsObjects()).toEqual([])

    const changed = tiffAround(noise(1000, 99))
    await repository.commit({ [SMALL]: changed })
    await checkout.update()
    const third = await runInProcess(inputs(), checkout.root)
    expect(third.failed, message(third)).toBe(false)
    expect(third.outputs).toMatchObject({ created: '0', updated: '1', skipped: '3', 'uploaded-bytes': String(changed.length) })
    expect(await checkout.lfsObjects()).toEqual([sha256(changed)])
    expect((await catalog.readFile(COLLECTION, ITEM, 'small.tif')).equals(changed)).toBe(true)
  })

  it('fails before any write when git-lfs is missing, naming the files and the fix', async () => {
    const run = await withPath(await noGitLfs(), () => runInProcess(inputs(), checkout.root))
    expect(run.failed).toBe(true)
    const text = message(run)
    expect(text).toContain('3 file(s) to upload are Git LFS pointers, and git-lfs is not installed here')
    for (const file of [DEM, MEADOW, SMALL] as const)
      expect(text).toContain(`- ${path.relative('deliveries', file)} (Git LFS object ${sha256(content[file])}`)
    expect(text).toContain(
      "Install git-lfs where the run runs (GitHub's hosted runners have it; on Debian and Ubuntu: apt-get install git-lfs)",
    )
    expect(text).toContain('or fetch the content before the run (git lfs pull; in a workflow: actions/checkout with lfs: true)')
    expect(catalog.writes()).toBe(0)
  })

  it('fails before any write when the LFS server lacks an object, naming the file', async () => {
    const lost = randomBytes(32).toString('hex')
    await writeFile(path.join(checkout.root, 'deliveries', 'lost.tif'), pointer(lost, 12345))
    const run = await runInProcess(inputs(), checkout.root)
    expect(run.failed).toBe(true)
    const text = message(run)
    expect(text).toContain(`1 file(s) to upload are Git LFS pointers whose content could not be fetched from file://${repository.remote}`)
    expect(text).toMatch(new RegExp(`- lost\\.tif \\(Git LFS object ${lost}, 12345 bytes\\): .*remote missing object`))
    expect(text).toContain('git lfs push --all')
    expect(catalog.writes()).toBe(0)
    expect(catalog.assets(COLLECTION, ITEM)).toEqual([])
  })

  it('fails before any write outside a Git repository, naming the file', async () => {
    const ws = await makeWorkspace()
    try {
      await ws.write('deliveries/dem.tif', pointer(sha256(content[DEM]), content[DEM].length))
      const run = await runInProcess(inputs({ rules: '' }), ws.root)
      expect(run.failed).toBe(true)
      expect(message(run)).toMatch(/1 file\(s\) to upload are Git LFS pointers, and the working directory .* is not in a Git repository/)
      expect(message(run)).toContain(`- dem.tif (Git LFS object ${sha256(content[DEM])}, ${content[DEM].length} bytes)`)
      expect(catalog.writes()).toBe(0)
    } finally {
      await ws.remove()
    }
  })

  it('fetches with the credentials the checkout left in the repository (http.extraheader, as actions/checkout does)', async () => {
    const header = `basic ${Buffer.from('x-access-token:ghs_secret-token').toString('base64')}`
    const server = await startLfsServer(path.join(repository.remote, 'lfs', 'objects'), header)
    try {
      await git(checkout.root, 'config', 'lfs.url', server.url)
      const refused = await runInProcess(inputs(), checkout.root)
      expect(refused.failed).toBe(true)
      expect(server.unauthorized).toBeGreaterThan(0)
      expect(message(refused)).toContain(`3 file(s) to upload are Git LFS pointers whose content could not be fetched from ${server.url}`)
      expect(catalog.writes()).toBe(0)

      await git(checkout.root, 'config', `http.${server.url}/.extraheader`, `AUTHORIZATION: ${header}`)
      const run = await runInProcess(inputs(), checkout.root)
      expect(run.failed, message(run)).toBe(false)
      expect(server.downloads.sort()).toEqual(([DEM, MEADOW, SMALL] as const).map((file) => sha256(content[file])).sort())
      expect((await catalog.readFile(COLLECTION, ITEM, 'dem.tif')).equals(content[DEM])).toBe(true)
      for (const secret of [header, 'ghs_secret-token']) expect(`${refused.log}${run.log}`).not.toContain(secret)
    } finally {
      await server.close()
    }
  })

  it('fetches nothing for a dry run or with upload: false', async () => {
    const dry = await runInProcess(inputs({ 'dry-run': 'true' }), checkout.root)
    expect(dry.failed, message(dry)).toBe(false)
    expect(assetsOf(dry).map((asset) => asset.action)).toEqual(['create', 'create', 'create', 'create'])
    const metadata = await runInProcess(inputs({ upload: 'false' }), checkout.root)
    expect(metadata.failed, message(metadata)).toBe(false)
    expect(await checkout.lfsObjects()).toEqual([])
  })
})
