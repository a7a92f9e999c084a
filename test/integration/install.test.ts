import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { constants } from 'node:fs'
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeGeoPackage } from '../support/geodata.ts'
import { npm, olderNode, runProcess } from '../support/node-versions.ts'

// Where people run the command line: against `npm run sandbox` as it prints the command, on the
// oldest Node.js 22 it supports, refused on Node.js 20, and installed from its packed tarball.
// The sandbox runs as a process and stops on SIGTERM, which Windows cannot send: POSIX only.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const VERSION = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version
const CLI = path.join(root, 'dist/cli.js')

/** The environment of every command here: no STAC_* of the machine's, and this Node.js first on PATH. */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STAC_'))),
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
}

let tmp: string
let sandbox: ChildProcess
/** The settings file the sandbox writes, and the command it prints. */
let settings: string
let printed: string

/** Standard output of a child until a line matches, or what it printed when it ended first. */
async function lineOf(child: ChildProcess, pattern: RegExp): Promise<string> {
  let output = ''
  for await (const chunk of child.stdout!.setEncoding('utf8') as AsyncIterable<string>) {
    output += chunk
    const match = pattern.exec(output)
    if (match) return match[1]!
  }
  throw new Error(`the sandbox ended before it printed ${String(pattern)}:\n${output}`)
}

describe.skipIf(process.platform === 'win32')('the command line where people run it', () => {
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'stac-publish-install-'))
    settings = path.join(tmp, 'sandbox.env')
    sandbox = spawn(process.execPath, ['sandbox/serve.ts', settings], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
    printed = await lineOf(sandbox, /^ {2}(npx stac-publish .*)$/m)
  })
  afterAll(async () => {
    if (sandbox?.exitCode === null) {
      const exited = once(sandbox, 'exit')
      sandbox.kill('SIGTERM')
      await exited
    }
    await rm(tmp, { recursive: true, force: true })
  })

  it('npm run sandbox writes its settings as STAC_* lines and prints a dry run against it that works as printed', async () => {
    const lines = (await readFile(settings, 'utf8')).trimEnd().split('\n')
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'STAC_BASE_URL',
      'STAC_AUTH_URL',
      'STAC_CLIENT_ID',
      'STAC_USERNAME',
      'STAC_PASSWORD',
    ])
    expect(printed).toContain(`--settings ${settings}`)
    const run = await runProcess(printed, [], { cwd: root, env, shell: true })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toMatch(/Dry run in [\d.]+s, nothing written: would create 4, update 0, delete 0, skip 0, fail 0/)
  })

  it('runs on Node.js 22.21, the oldest it supports: a GeoPackage as an asset; its footprint only on Node.js 24.10 or later, saying so', async () => {
    const node22 = await olderNode('node22')
    const workspace = path.join(tmp, 'node22')
    await mkdir(workspace)
    writeGeoPackage(
      path.join(workspace, 'roads.gpkg'),
      [{ id: 2056, organization: 'EPSG', organizationId: 2056, definition: 'undefined' }],
      [{ name: 'roads', dataType: 'features', extent: [2_600_000, 1_200_000, 2_601_000, 1_201_000], srsId: 2056 }],
    )
    const args = ['--settings', settings, '--workspace', workspace, '--collection', 'ch.example.demo', '--files', '*.gpkg', '--dry-run']
    const asset = await runProcess(node22, [CLI, ...args, '--item', 'delivery-2024'], { cwd: tmp, env })
    expect(asset.code, asset.stderr).toBe(0)
    expect(asset.stderr).toContain('1 × application/geopackage+sqlite3')
    expect(asset.stderr).toContain('would create 1,')

    const item = [...args, '--item', 'roads-{stem}', '--items', 'create', '--item-datetime', '2024-06-01']
    const on22 = await runProcess(node22, [CLI, ...item], { cwd: tmp, env })
    expect(on22.code, on22.stderr).toBe(1)
    expect(on22.stderr).toContain(
      "- roads.gpkg: its footprint is read only on Node.js 24.10 or later, whose SQLite keeps a file's own SQL from running " +
        '(this is Node.js 22.21.0): run stac-publish on a current Node.js 24; give item-geometry explicitly',
    )
    const on24 = await runProcess(process.execPath, [CLI, ...item], { cwd: tmp, env })
    expect(on24.code, on24.stderr).toBe(0)
    expect(on24.stderr).toMatch(/item create +roads-roads bbox \[7\.4/)
  })

  it('on Node.js 20 says in one line what it needs and exits 2, before it opens any file it was given', async () => {
    const node20 = await olderNode('node20')
    // Named pipes: opening one to read waits for a writer, so each open is seen here as it happens.
    const pipes = [path.join(tmp, 'rules.yml'), path.join(tmp, 'settings.env')]
    for (const pipe of pipes) expect((await runProcess('mkfifo', [pipe], { cwd: tmp })).code).toBe(0)
    const writers = pipes.map((pipe) => open(pipe, 'w'))
    const run = runProcess(
      node20,
      [CLI, '--settings', pipes[1]!, '--collection', 'ch.example.demo', '--files', '*', '--rules', pipes[0]!],
      {
        cwd: tmp,
        env,
      },
    )
    const first = await Promise.race([run.then(() => 'exited'), ...writers.map((writer, i) => writer.then(() => `opened ${pipes[i]}`))])
    // Each pipe opened here too, so that every writer's open returns, then all closed.
    for (const [index, pipe] of pipes.entries()) {
      const reader = await open(pipe, constants.O_RDONLY | constants.O_NONBLOCK)
      await (await writers[index]!).close()
      await reader.close()
    }
    expect(first).toBe('exited')
    expect(await run).toEqual({
      code: 2,
      stdout: '',
      stderr: `stac-publish needs Node.js 22.21.0 or a later 22, or 24.5.0 or later; this is Node.js 20.20.2 (${node20})\n`,
    })
  })

  it('packs dist/ alone without dependencies, and runs installed for npx and globally', async () => {
    const packed = await npm(['pack', '--json', '--pack-destination', tmp], { cwd: root, env })
    expect(packed.code, packed.stderr).toBe(0)
    const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: Array<{ path: string }> }]
    const paths = files.map((file) => file.path)
    expect(paths.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['LICENSE', 'README.md', 'package.json'])
    expect(paths).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/index.js', 'dist/licenses.txt', 'dist/package.json']))
    const tarball = path.join(tmp, filename)
    const sample = ['--settings', settings, '--workspace', path.join(root, 'sandbox/example'), '--collection', 'ch.example.demo']
    const dryRun = [...sample, '--item', 'delivery-2024', '--files', 'deliveries', '--dry-run']

    // A project that installs it without dev dependencies gets it alone, and runs it through npx.
    const app = path.join(tmp, 'app')
    await mkdir(app)
    await writeFile(path.join(app, 'package.json'), '{ "name": "app", "private": true }\n')
    const local = await npm(['install', '--omit=dev', '--offline', '--no-audit', '--no-fund', tarball], { cwd: app, env })
    expect(local.code, local.stderr).toBe(0)
    expect((await readdir(path.join(app, 'node_modules'))).filter((name) => !name.startsWith('.'))).toEqual(['stac-publish-action'])
    expect(await npm(['exec', '--offline', '--', 'stac-publish', '--version'], { cwd: app, env })).toMatchObject({
      code: 0,
      stdout: `${VERSION}\n`,
    })
    const viaNpx = await npm(['exec', '--offline', '--', 'stac-publish', ...dryRun], { cwd: app, env })
    expect(viaNpx.code, viaNpx.stderr).toBe(0)
    expect(viaNpx.stderr).toContain('would create 4,')

    // Installed globally: stac-publish on PATH.
    const prefix = path.join(tmp, 'global')
    const global = await npm(['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], {
      cwd: tmp,
      env,
    })
    expect(global.code, global.stderr).toBe(0)
    const onPath = { ...env, PATH: `${path.join(prefix, 'bin')}${path.delimiter}${env.PATH ?? ''}` }
    expect(await runProcess('stac-publish', ['--version'], { cwd: tmp, env: onPath })).toMatchObject({ code: 0, stdout: `${VERSION}\n` })
    const installed = await runProcess('stac-publish', dryRun, { cwd: tmp, env: onPath })
    expect(installed.code, installed.stderr).toBe(0)
    expect(installed.stderr).toContain('would create 4,')
  })
})
