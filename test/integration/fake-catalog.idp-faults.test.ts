import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultAction } from '../../sandbox/faults.ts'
import { startFaultProxy, type FaultProxy } from '../../sandbox/fault-proxy.ts'
import { startCognitoLocal, type CognitoLocal } from '../../sandbox/idp.ts'
import { rawRequest, type RawOutcome } from '../support/raw-http.ts'

// The identity provider can fail too: a fault proxy in front of cognito-local injects the same kinds.
let cognito: CognitoLocal
let proxy: FaultProxy
let armed: FaultAction | undefined
const targets = new Set<string>()
beforeAll(async () => {
  cognito = await startCognitoLocal()
  proxy = await startFaultProxy({
    target: cognito.url,
    fault: (request) => {
      targets.add(request.target)
      const action = armed
      armed = undefined
      return action
    },
  })
})
afterAll(async () => {
  await proxy?.close()
  await cognito?.stop()
})

const amz = (operation: string) => ({
  'Content-Type': 'application/x-amz-json-1.1',
  'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
})

/** Creates an app client through the proxy (a change cognito-local keeps), and tells whether it exists afterwards. */
async function createClient(name: string): Promise<{ outcome: RawOutcome; created: () => Promise<boolean> }> {
  const outcome = await rawRequest({
    method: 'POST',
    url: proxy.url(cognito.url),
    headers: amz('CreateUserPoolClient'),
    body: JSON.stringify({ UserPoolId: cognito.poolId, ClientName: name }),
  })
  return {
    outcome,
    created: async () => {
      const { UserPoolClients } = (await cognito.call('ListUserPoolClients', { UserPoolId: cognito.poolId, MaxResults: 60 })) as {
        UserPoolClients: Array<{ ClientName: string }>
      }
      return UserPoolClients.some((client) => client.ClientName === name)
    },
  }
}

describe('a fault proxy in front of the identity provider', () => {
  it('passes requests and answers through unchanged when no fault is asked for', async () => {
    const direct = await rawRequest({ method: 'GET', url: cognito.jwksUrl })
    const proxied = await rawRequest({ method: 'GET', url: proxy.url(cognito.jwksUrl) })
    expect(proxied).toMatchObject({ kind: 'response', status: 200, complete: true })
    if (direct.kind !== 'response' || proxied.kind !== 'response') throw new Error('no answer')
    expect(proxied.body.toString()).toBe(direct.body.toString())
    expect(proxied.headers['content-type']).toBe(direct.headers['content-type'])
    const client = await cognito.createClient()
    const user = await cognito.createUser({ username: 'proxied', password: 'Proxied-Passw0rd!' })
    const signIn = await rawRequest({
      method: 'POST',
      url: proxy.url(cognito.url),
      headers: amz('InitiateAuth'),
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: client.clientId,
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    })
    expect(signIn).toMatchObject({ kind: 'response', status: 200 })
    if (signIn.kind !== 'response') throw new Error('no answer')
    expect(JSON.parse(signIn.body.toString())).toMatchObject({ AuthenticationResult: { AccessToken: expect.any(String) } })
    expect(proxy.requests.at(-1)).toEqual({ method: 'POST', path: '/', status: 200 })
    expect([...targets]).toEqual(['idp'])
  })

  it.each<[string, FaultAction, Partial<RawOutcome>, boolean]>([
    ['reset', 'reset', { kind: 'error', code: 'ECONNRESET' }, false],
    ['drop', 'drop', { kind: 'error', code: 'ECONNRESET' }, true],
    ['mid-headers', 'mid-headers', { kind: 'error', code: 'ECONNRESET' }, true],
    ['mid-body', 'mid-body', { kind: 'response', status: 200, complete: false }, true],
    ['trickle', { trickleMs: 20, bytes: 16 }, { kind: 'response', status: 200, complete: true }, true],
    ['deadlock', 'deadlock', { kind: 'response', status: 500 }, false],
    [
      'a status',
      { status: 400, body: '{"__type":"TooManyRequestsException","message":"Rate exceeded"}' },
      { kind: 'response', status: 400 },
      false,
    ],
    ['a delay', { delayMs: 50 }, { kind: 'response', status: 200, complete: true }, true],
  ])('%s', async (kind, action, seen, applied) => {
    armed = action
    const { outcome, created } = await createClient(`client-${kind.replace(/ /g, '-')}`)
    expect(outcome).toMatchObject(seen)
    expect(await created()).toBe(applied)
    if (kind === 'trickle' && outcome.kind === 'response') expect(outcome.ms).toBeGreaterThan(10 * 20)
  })

  it('refuse: connections to the identity provider are refused for a while', async () => {
    // A second long: the next connection, made at once, falls inside it however loaded the machine.
    armed = { refuseMs: 1000 }
    expect((await createClient('client-refused')).outcome).toMatchObject({ kind: 'error', code: 'ECONNRESET' })
    expect((await createClient('client-refused-again')).outcome).toMatchObject({ kind: 'error', code: 'ECONNREFUSED' })
    // Counted from after the refusal began: a timer due after the proxy's, so it fires after the proxy listens again.
    await new Promise((resolve) => setTimeout(resolve, 1050))
    const later = await createClient('client-later')
    expect(later.outcome).toMatchObject({ kind: 'response', status: 200 })
    expect(await later.created()).toBe(true)
  })
})
