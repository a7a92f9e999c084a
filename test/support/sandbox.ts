import { startFakeCatalog, type FakeCatalog, type FakeCatalogOptions } from '../../sandbox/fake-catalog.ts'
import { startCognitoLocal, type CognitoClientApp, type CognitoLocal, type CognitoUser } from '../../sandbox/idp.ts'
import { seedSource, type SeededAsset, type SourceSeed } from '../../sandbox/source.ts'

/** A running cognito-local with an app client and a confirmed user: what most suites start from. */
export interface Identity {
  readonly cognito: CognitoLocal
  readonly client: CognitoClientApp
  readonly user: CognitoUser
}

export async function startIdentity(username: string): Promise<Identity> {
  const cognito = await startCognitoLocal()
  const client = await cognito.createClient()
  const user = await cognito.createUser({ username, password: `${username}-Passw0rd!` })
  return { cognito, client, user }
}

/** Inputs that point the action at the sandbox, signed in as the identity's user. */
export function sandboxInputs(
  catalog: FakeCatalog,
  identity: Identity,
  collection: string,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    'base-url': catalog.origin,
    'auth-url': identity.cognito.url,
    'client-id': identity.client.clientId,
    username: identity.user.username,
    password: identity.user.password,
    collection,
    ...extra,
  }
}

/**
 * A second catalog beside the target, as the source of a promotion: its own API and storage, the
 * same identity provider, its collection seeded (see sandbox/source.ts). Close it with the test.
 */
export async function startSourceCatalog(
  identity: Identity,
  seed: SourceSeed,
  options: Omit<FakeCatalogOptions, 'jwksUrl' | 'issuer'> = {},
): Promise<{ readonly catalog: FakeCatalog; readonly assets: SeededAsset[] }> {
  const catalog = await startFakeCatalog({
    ...options,
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    collections: [...(options.collections ?? []), seed.collection],
  })
  try {
    return { catalog, assets: await seedSource(catalog, seed) }
  } catch (error) {
    await catalog.close()
    throw error
  }
}
