/**
 * The sandbox as a service: cognito-local and the fake catalog on loopback, a user seeded, the
 * addresses and credentials written as KEY=value lines (GITHUB_OUTPUT format) to the file
 * given, then kept running until the process is stopped. The end-to-end workflow runs the
 * action with `uses: ./` against it; locally: npm run sandbox -- sandbox.env
 */
import { writeFile } from 'node:fs/promises'
import { startFakeCatalog } from './fake-catalog.ts'
import { startCognitoLocal } from './idp.ts'

const target = process.argv[2]
if (target === undefined) {
  console.error('usage: node sandbox/serve.ts FILE   (writes base-url, auth-url, client-id, username, password, collection, item to FILE)')
  process.exit(2)
}

const cognito = await startCognitoLocal()
const client = await cognito.createClient()
const user = await cognito.createUser({ username: 'publisher', password: 'Sandbox-Passw0rd!' })
const catalog = await startFakeCatalog({
  jwksUrl: cognito.jwksUrl,
  issuer: cognito.issuer,
  items: { 'ch.example.demo': ['delivery-2024', 'delivery-2024-cli'] },
})
const values = {
  'base-url': catalog.origin,
  'auth-url': cognito.url,
  'client-id': client.clientId,
  username: user.username,
  password: user.password,
  collection: 'ch.example.demo',
  item: 'delivery-2024',
}
await writeFile(
  target,
  `${Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')}\n`,
)
console.log(`sandbox running: catalog ${catalog.origin}, identity provider ${cognito.url}; details in ${target}`)

const stop = async () => {
  await catalog.close()
  await cognito.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
setInterval(() => undefined, 1 << 30)
