import { createHash } from 'node:crypto'
import { symlink } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { runInProcess, runScript } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { cogBytes, lv95 } from '../support/geodata.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

const COLLECTION = 'ch.test.cli'
const multihash = (content: string | Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('laptop')
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: ['from-cli', 'from-action'] },
  })
  ws = await makeWorkspace()
  await ws.write('delivery/dem.tif', cogBytes({ width: 300, height: 300, geo: lv95(2_600_000, 1_200_000) }))
  await ws.write('delivery/roads.zip', noise(700, 5))
  await ws.write('delivery/stations.csv', 'id\n1\n')
  await ws.write(
    'stac-rules.yml',
    '- files: "*.tif"\n  media-type: image/tiff; application=geotiff; profile=cloud-optimized\n  gsd: 2\n- files: "*.zip"\n  media-type: application/x.shapefile+zip\n',
  )
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

async function stacPublish(args: string[], env: Record<string, string> = {}) {
  const environment = { PATH: process.env.PATH ?? '', STAC_PASSWORD: identity.user.password, STAC_USERNAME: identity.user.username, ...env }
  return runScript('dist/cli.js', args, { env: environment, cwd: ws.root })
}

const common = () => [
  '--base-url',
  catalog.origin,
  '--auth-url',
  identity.cognito.url,
  '--client-id',
  identity.client.clientId,
  '--collection',
  COLLECTION,
]

describe('stac-publish on the command line', () => {
  it('publishes exactly what the action publishes, with a JSON report and readable progress', async () => {
    const cli = await stacPublish([
      ...common(),
      '--item',
      'from-cli',
      '--files',
      'delivery/*.tif',
      '--files',
      'delivery/*.zip',
      '--files',
      'delivery/*.csv',
      '--rules',
      'stac-rules.yml',
      '--json',
    ])
    expect(cli.code, cli.stderr).toBe(0)
    const report = JSON.parse(cli.stdout) as { created: number; failed: number; assets: Array<Record<string, unknown>> }
    expect(report).toMatchObject({ created: 3, failed: 0 })
    expect(cli.stderr).toContain('» Select files')
    // Its last line: every count, how long it took, and the item's page in the STAC Browser.
    expect(cli.stderr).toMatch(
      /3 created, 0 updated, 0 deleted, 0 skipped, 0 failed in \d+(\.\d)?s — http:\/\/[^ ]+\/browser\/index\.html#\/collections\/[^/]+\/items\/from-cli\n$/,
    )
    expect(cli.stderr + cli.stdout).not.toContain(identity.user.password)

    const action = await runInProcess(
      sandboxInputs(catalog, identity, COLLECTION, {
        item: 'from-action',
        files: 'delivery/*.tif\ndelivery/*.zip\ndelivery/*.csv',
        rules: 'stac-rules.yml',
      }),
      ws.root,
    )
    expect(action.failed, action.log).toBe(false)
    const strip = (assets: StoredLike[]) =>
      assets
        .map((a) => ({ id: a.id, fields: { ...a.fields, created: undefined, updated: undefined }, checksum: a.file?.checksum }))
        .sort((a, b) => a.id.localeCompare(b.id))
    expect(strip(catalog.assets(COLLECTION, 'from-cli'))).toEqual(strip(catalog.assets(COLLECTION, 'from-action')))
    expect(catalog.asset(COLLECTION, 'from-cli', 'dem.tif')?.fields).toMatchObject({
      type: 'image/tiff; application=geotiff; profile=cloud-optimized',
      gsd: 2,
    })
    expect(catalog.asset(COLLECTION, 'from-cli', 'stations.csv')?.file?.checksum).toBe(multihash('id\n1\n'))
  })

  it('prints no workflow command: standard output is the JSON report alone, whatever the walk meets', async () => {
    // A broken link and a link to its own folder: what @actions/glob's walk logged as ::debug:: lines.
    await ws.write('linked/roads.csv', 'id\n2\n')
    await symlink(path.join(ws.root, 'nowhere.csv'), path.join(ws.root, 'linked/broken.csv'))
    await symlink(path.join(ws.root, 'linked'), path.join(ws.root, 'linked/again'))
    const run = await stacPublish([...common(), '--item', 'from-cli', '--files', 'linked/**', '--dry-run', '--verbose', '--json'])
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ failed: 0, assets: [expect.objectContaining({ file: 'linked/roads.csv' })] })
    expect(`${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('::'))).toEqual([])
    expect(run.stderr).toContain('debug: ')
  })

  it('refuses secrets as flags, and unknown flags, with exit status 2', async () => {
    const secret = await stacPublish(['--password', 'oops'])
    expect(secret).toMatchObject({ code: 2 })
    expect(secret.stderr).toContain('--password is not accepted on the command line; set STAC_PASSWORD in the environment instead')
    const unknown = await stacPublish(['--colection', 'x'])
    expect(unknown).toMatchObject({ code: 2, stdout: '' })
    // A did-you-mean and a one-line hint, not the whole help.
    expect(unknown.stderr).toBe(
      "stac-publish: unknown flag --colection; did you mean --collection?\nRun 'stac-publish --help' for every flag, what it means, its default and the values it takes.\n",
    )
  })

  it('prints its help, made from action.yml, on standard output with exit status 0', async () => {
    const help = await stacPublish(['--help'])
    expect(help).toMatchObject({ code: 0, stderr: '' })
    expect(help.stdout).toContain('  --if-exists VALUE\n      When an asset exists already: skip-unchanged (update only what differs')
    expect(help.stdout).toContain('  STAC_PASSWORD\n')
    expect(help.stdout).toMatch(/^Exit status: 0 .*, 2 bad usage/m)
  })

  it('reports bad input like the action, with exit status 2 (bad usage) and nothing written', async () => {
    const before = catalog.writes()
    const run = await stacPublish([...common(), '--item', 'from-cli', '--files', 'delivery/**', '--if-exists', 'sometimes', '--json'])
    expect(run.code).toBe(2)
    // In the command's words: the flag, not the input.
    expect(run.stderr).toContain("- --if-exists: 'sometimes' is not allowed; use one of: skip-unchanged, overwrite, fail")
    expect(run.stderr).toContain('Checked: Flags and variables (failed: 1 problem(s))')
    expect(run.stderr).toContain("Run 'stac-publish --help'")
    expect(JSON.parse(run.stdout)).toMatchObject({
      created: 0,
      failed: 0,
      assets: [],
      problems: [{ subject: { kind: 'input', name: 'if-exists' }, message: expect.stringContaining("--if-exists: 'sometimes'") }],
    })
    expect(catalog.writes()).toBe(before)
  })
})

interface StoredLike {
  readonly id: string
  readonly fields: Readonly<Record<string, unknown>>
  readonly file?: { readonly checksum: string }
}
