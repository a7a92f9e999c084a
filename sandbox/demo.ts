/**
 * The sandbox: a real identity provider (cognito-local) and a fake catalog that behaves like
 * the deployed service, both on loopback, and the bundled action run on the example files —
 * twice, to show that an unchanged delivery is not written again.
 *
 *   npm run demo
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startFakeCatalog } from './fake-catalog.ts'
import { startCognitoLocal } from './idp.ts'
import { randomFaults } from './faults.ts'

/** The log as the runner shows it: commands consumed, debug lines hidden, groups as headings. */
function asRunnerShows(log: string): string {
  return log
    .split('\n')
    .filter((line) => !/^::(add-mask|debug|endgroup)::/.test(line))
    .map((line) =>
      line
        .replace(/^::group::(.*)$/, '▶ $1')
        .replace(/^::warning[^:]*::(.*)$/, 'Warning: $1')
        .replace(/^::error[^:]*::(.*)$/, 'Error: $1')
        .replaceAll('%0A', '\n')
        .replaceAll('%3A', ':'),
    )
    .join('\n')
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COLLECTION = 'ch.example.demo'
const ITEM = 'delivery-2024'
const CLI_ITEM = 'delivery-2024-cli'

// npm run demo -- --faults 0.2: a fifth of all catalog and storage requests fail transiently.
const faultArg = process.argv.indexOf('--faults')
const faultRate = faultArg < 0 ? 0 : Number(process.argv[faultArg + 1] ?? '0.2')
const faults = randomFaults(2026, faultRate)

const cognito = await startCognitoLocal()
const catalog = await startFakeCatalog({
  jwksUrl: cognito.jwksUrl,
  issuer: cognito.issuer,
  items: { [COLLECTION]: [ITEM, CLI_ITEM] },
  ...(faultRate > 0 ? { fault: faults.fault } : {}),
})
const runner = await mkdtemp(path.join(tmpdir(), 'stac-demo-'))

try {
  const client = await cognito.createClient()
  const user = await cognito.createUser({ username: 'publisher', password: 'Demo-Passw0rd!' })
  console.log(`identity provider (cognito-local): ${cognito.url}  user pool ${cognito.poolId}`)
  console.log(`fake catalog:                      ${catalog.origin}/api/stac/v1  storage ${catalog.storageOrigin}`)

  const inputs: Record<string, string> = {
    'base-url': catalog.origin,
    'auth-url': cognito.url,
    'client-id': client.clientId,
    username: user.username,
    password: user.password,
    collection: COLLECTION,
    item: ITEM,
    'working-directory': 'sandbox/example',
    files: 'deliveries/**\n!**/*.tmp',
    'asset-id': '{name}',
    'media-type': 'tif: image/tiff; application=geotiff; profile=cloud-optimized\ngeojson: application/geo+json',
    title: '{stem}',
    description: 'Demo delivery file {path}',
    'proj-epsg': '2056',
  }

  for (const round of ['first run', 'second run (nothing changed)']) {
    const before = catalog.writes()
    const summaryFile = path.join(runner, 'summary.md')
    const outputFile = path.join(runner, 'output')
    await writeFile(summaryFile, '')
    await writeFile(outputFile, '')
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      GITHUB_WORKSPACE: root,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_OUTPUT: outputFile,
      // The report file goes where the runner would put it, removed with the demo's folder.
      RUNNER_TEMP: runner,
    }
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
    console.log(`\n=== ${round}: node dist/index.js ===`)
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'dist/index.js')], { env, cwd: root }).catch(
      (error: { stdout: string; stderr: string }) => {
        console.log(error.stdout, error.stderr)
        throw new Error('the action failed')
      },
    )
    process.stdout.write(asRunnerShows(stdout))
    console.log(`\n--- job summary ---\n${await readFile(summaryFile, 'utf8')}`)
    console.log(`catalog writes during the ${round}: ${catalog.writes() - before}`)
  }

  // The same publish from a laptop or another CI: the command line tool, secrets from the environment.
  console.log('\n=== the same files with the command line tool: node dist/cli.js ... --json ===')
  const cliArgs = [
    path.join(root, 'dist/cli.js'),
    ...[
      '--base-url',
      catalog.origin,
      '--auth-url',
      cognito.url,
      '--client-id',
      client.clientId,
      '--collection',
      COLLECTION,
      '--item',
      CLI_ITEM,
    ],
    ...['--working-directory', 'sandbox/example', '--files', 'deliveries/**', '--files', '!**/*.tmp', '--title', '{stem}'],
    ...['--description', 'Demo delivery file {path}', '--proj-epsg', '2056', '--json'],
    ...['--media-type', 'tif: image/tiff; application=geotiff; profile=cloud-optimized', '--media-type', 'geojson: application/geo+json'],
  ]
  const cliRun = await promisify(execFile)(process.execPath, cliArgs, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', STAC_USERNAME: user.username, STAC_PASSWORD: user.password },
  })
  process.stderr.write(cliRun.stderr)
  const report = JSON.parse(cliRun.stdout) as { created: number; assets: Array<{ id: string; checksum: string }> }
  const viaAction = new Map(
    catalog.assets(COLLECTION, ITEM).map((asset) => [asset.id, `${String(asset.fields.type)} ${asset.file?.checksum}`]),
  )
  const same = catalog
    .assets(COLLECTION, CLI_ITEM)
    .every((asset) => viaAction.get(asset.id) === `${String(asset.fields.type)} ${asset.file?.checksum}`)
  console.log(`--json report: ${report.created} created; the same ids, media types and checksums as the action's: ${same ? 'yes' : 'NO'}`)

  if (faultRate > 0) console.log(`\ninjected faults: ${JSON.stringify(faults.injected)}`)
  console.log('\n=== what the catalog holds ===')
  const example = path.join(root, 'sandbox/example/deliveries')
  const local = new Map([
    ['dem-2600-1200.tif', '2024/dem-2600-1200.tif'],
    ['survey.xtf', '2024/survey.xtf'],
    ['boundary.geojson', 'boundary.geojson'],
    ['stations.csv', 'stations.csv'],
  ])
  for (const asset of catalog.assets(COLLECTION, ITEM)) {
    const stored = await catalog.readFile(COLLECTION, ITEM, asset.id)
    const original = await readFile(path.join(example, local.get(asset.id) ?? asset.id))
    const completed = catalog.uploads(COLLECTION, ITEM, asset.id).filter((upload) => upload.status === 'completed').length
    console.log(
      `${asset.id.padEnd(18)} ${String(asset.fields.type).padEnd(57)} ${asset.file?.checksum ?? '(no file)'}  ${stored.length} B, ${stored.equals(original) ? 'identical to the file' : 'DIFFERENT from the file'}, uploaded ${completed}×`,
    )
  }
} finally {
  await catalog.close()
  await cognito.stop()
  await rm(runner, { recursive: true, force: true })
}
