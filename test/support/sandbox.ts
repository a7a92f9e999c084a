import type { FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { startCognitoLocal, type CognitoClientApp, type CognitoLocal, type CognitoUser } from '../../sandbox/idp.ts'

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
