/**
 * The sandbox as a service, to try the command line and the action against: cognito-local and the
 * fake catalog on loopback, a user seeded, kept running until the process is stopped.
 *
 *   npm run sandbox [-- [--source] FILE]
 *
 * With --source, a second catalog runs beside it, signing in at the same identity provider: the
 * source of a promotion, its collection seeded with 200 items and 400 assets (sandbox/source.ts).
 *
 * Its settings go to FILE (default: sandbox.env in the repository) as STAC_* lines, KEY=value:
 * what `stac-publish --settings FILE` reads, and what the end-to-end workflow appends to
 * GITHUB_OUTPUT. It prints a command to paste that makes a dry run against it.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFakeCatalog } from './fake-catalog.ts'
import { startCognitoLocal } from './idp.ts'
import { seedSource } from './source.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COLLECTION = 'ch.example.demo'
const ITEMS = ['delivery-2024', 'delivery-2024-cli']
const SOURCE_COLLECTION = 'ch.example.source'

/** A path or value as a POSIX shell takes it: quoted where it would split it or read it otherwise. */
const shell = (value: string): string => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`)

const args = process.argv.slice(2)
const withSource = args.includes('--source')
const files = args.filter((arg) => arg !== '--source')
if (files.length > 1 || files.some((arg) => arg.startsWith('-'))) {
  console.error(
    'usage: npm run sandbox [-- [--source] FILE]   (writes the settings as STAC_* lines to FILE, by default sandbox.env;\n' +
      '       --source also runs a second catalog, the source of a promotion)',
  )
  process.exit(2)
}
// npm runs scripts in the repository; a FILE given is meant from where npm was started.
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? path.join(root, 'sandbox.env'))

const cognito = await startCognitoLocal()
const client = await cognito.createClient()
const user = await cognito.createUser({ username: 'publisher', password: 'Sandbox-Passw0rd!' })
const catalog = await startFakeCatalog({ jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, items: { [COLLECTION]: ITEMS } })
const source = withSource
  ? await startFakeCatalog({ jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, collections: [SOURCE_COLLECTION] })
  : undefined
const sourceAssets = source === undefined ? [] : await seedSource(source, { collection: SOURCE_COLLECTION, items: 200 })
const settings = {
  STAC_BASE_URL: catalog.origin,
  STAC_AUTH_URL: cognito.url,
  STAC_CLIENT_ID: client.clientId,
  STAC_USERNAME: user.username,
  STAC_PASSWORD: user.password,
}
await writeFile(
  target,
  `${Object.entries(settings)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')}\n`,
)

const inRoot = path.relative(root, target)
const shownFile = inRoot.startsWith('..') || path.isAbsolute(inRoot) ? target : inRoot
console.log(
  [
    'The sandbox is running; stop it with Ctrl-C.',
    `  catalog            ${catalog.origin}/api/stac/v1 (collection ${COLLECTION}, items ${ITEMS.join(', ')})`,
    ...(source === undefined
      ? []
      : [
          `  source catalog     ${source.origin}/api/stac/v1/collections/${SOURCE_COLLECTION} ` +
            `(200 items, ${sourceAssets.length} assets; the same user writes to it)`,
        ]),
    `  identity provider  ${cognito.url} (user ${user.username})`,
    `  settings           ${target} (${Object.keys(settings).join(', ')})`,
    `A dry run of the command line against it, from ${root}:`,
    `  npx stac-publish --settings ${shell(shownFile)} --collection ${COLLECTION} --item ${ITEMS[1]} ` +
      '--working-directory sandbox/example --files deliveries --dry-run',
  ].join('\n'),
)

const stop = async () => {
  await Promise.all([catalog.close(), source?.close()])
  await cognito.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
setInterval(() => undefined, 1 << 30)
