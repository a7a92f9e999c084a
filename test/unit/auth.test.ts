import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { CognitoSession } from '../../src/auth/auth.ts'
import { UserError } from '../../src/common/errors.ts'
import { Http } from '../../src/transport/http.ts'
import type { Log } from '../../src/common/log.ts'
import { Secrets } from '../../src/common/secrets.ts'

// Identity-provider answers cognito-local cannot give (throttling, prefixed error types):
// a scripted server on loopback, over real sockets.
let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
})

async function scripted(answers: Array<{ status: number; body: unknown; headers?: Record<string, string> }>) {
  const seen: Array<{ target: string | undefined; body: unknown }> = []
  server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => {
      seen.push({ target: req.headers['x-amz-target'] as string | undefined, body: JSON.parse(text) })
      const answer = answers.shift() ?? { status: 500, body: {} }
      res.writeHead(answer.status, { 'Content-Type': 'application/x-amz-json-1.1', ...answer.headers }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen }
}

const lines: string[] = []
const log: Log = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined, group: (_n, w) => w() }

function session(url: string, secrets = new Secrets(), extra: { clientSecret?: string; now?: () => number } = {}) {
  const http = new Http({ retries: 3, timeoutMs: 2000, log, sleep: async () => undefined })
  return new CognitoSession(
    {
      kind: 'password',
      url,
      clientId: 'client',
      clientSecret: extra.clientSecret,
      username: 'alice',
      password: 'pw-secret',
      totpSecret: undefined,
    },
    { http, secrets, log, ...(extra.now === undefined ? {} : { now: extra.now }) },
  )
}

describe('Cognito sign-in', () => {
  it('retries TooManyRequestsException and sends SECRET_HASH with a client secret', async () => {
    const { url, seen } = await scripted([
      { status: 400, body: { __type: 'TooManyRequestsException', message: 'Rate exceeded' } },
      { status: 200, body: { AuthenticationResult: { AccessToken: 'tok-1', ExpiresIn: 3600, RefreshToken: 'ref-1' } } },
    ])
    expect(await session(url, new Secrets(), { clientSecret: 'shh' }).token()).toBe('tok-1')
    expect(seen).toHaveLength(2)
    expect(seen[1]).toMatchObject({
      target: 'AWSCognitoIdentityProviderService.InitiateAuth',
      body: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'client',
        AuthParameters: { USERNAME: 'alice', PASSWORD: 'pw-secret', SECRET_HASH: expect.any(String) },
      },
    })
  })

  it('names the error type without its prefix, with the message and a hint', async () => {
    const { url } = await scripted([
      { status: 400, body: { __type: 'com.amazonaws.cognito#NotAuthorizedException', message: 'Incorrect username or password.' } },
    ])
    const error = await session(url)
      .token()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserError)
    expect((error as Error).message).toBe(
      "Sign-in failed (InitiateAuth): NotAuthorizedException: Incorrect username or password. — check 'username' and 'password' (and 'client-secret' if the app client has one)",
    )
  })

  it('reads the error type from x-amzn-errortype when the body has none', async () => {
    const { url } = await scripted([
      { status: 400, body: {}, headers: { 'x-amzn-errortype': 'ResourceNotFoundException:http://internal' } },
    ])
    await expect(session(url).token()).rejects.toThrow(/ResourceNotFoundException: HTTP 400 — check 'client-id'/)
  })

  it('refreshes with REFRESH_TOKEN_AUTH before ExpiresIn runs out, and masks every token', async () => {
    const { url, seen } = await scripted([
      { status: 200, body: { AuthenticationResult: { AccessToken: 'tok-first', ExpiresIn: 3600, RefreshToken: 'ref-token' } } },
      { status: 200, body: { AuthenticationResult: { AccessToken: 'tok-second', ExpiresIn: 3600 } } },
    ])
    let now = 0
    const masked: string[] = []
    const s = session(url, new Secrets((v) => masked.push(v)), { now: () => now })
    expect(await s.token()).toBe('tok-first')
    now = 3_600_000 - 119_000
    expect(await s.token()).toBe('tok-second')
    expect(seen[1]!.body).toMatchObject({ AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'ref-token' } })
    expect(masked).toEqual(expect.arrayContaining(['pw-secret', 'tok-first', 'ref-token', 'tok-second']))
  })

  describe('a token whose lifetime the answer does not tell', () => {
    const jwt = (claims: unknown, n: number) =>
      [{ alg: 'RS256', kid: 'k' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') +
      `.signature-of-token-${n}`

    it.each<[string, unknown, unknown]>([
      ['no exp and no ExpiresIn', { sub: 'alice' }, undefined],
      ['an exp that is no number and ExpiresIn 0', { exp: '99999999999' }, 0],
      ['claims that are no object and ExpiresIn -5', [1, 2], -5],
      ['an exp in the past and an ExpiresIn that is no number', { exp: 1 }, '3600'],
    ])('with %s is renewed every five minutes, not before every request', async (_case, claims, expiresIn) => {
      const answer = (n: number) => ({
        status: 200,
        body: { AuthenticationResult: { AccessToken: jwt(claims, n), ...(expiresIn === undefined ? {} : { ExpiresIn: expiresIn }) } },
      })
      const { url, seen } = await scripted([answer(1), answer(2)])
      let now = 1_000_000
      lines.length = 0
      const s = session(url, new Secrets(), { now: () => now })
      const first = await s.token()
      for (let i = 0; i < 20; i++) expect(await s.token()).toBe(first)
      now += 3 * 60_000
      expect(await s.token()).toBe(first)
      now += 2 * 60_000
      expect(await s.token()).toBe(jwt(claims, 2))
      expect(seen).toHaveLength(2)
      expect(lines.filter((line) => line.includes('renewing it every 5 minutes'))).toHaveLength(2)
    })

    it('takes a lifetime of more than a day, told or in exp, for a day', async () => {
      const answer = (n: number, extra: Record<string, unknown>) => ({
        status: 200,
        body: { AuthenticationResult: { AccessToken: jwt({ exp: 1e15 }, n), ...extra } },
      })
      const { url, seen } = await scripted([answer(1, { ExpiresIn: 1e12 }), answer(2, {}), answer(3, {})])
      let now = 0
      const s = session(url, new Secrets(), { now: () => now })
      expect(await s.token()).toBe(jwt({ exp: 1e15 }, 1))
      now += 24 * 3600_000 - 121_000
      expect(await s.token()).toBe(jwt({ exp: 1e15 }, 1))
      now += 2000
      expect(await s.token()).toBe(jwt({ exp: 1e15 }, 2))
      now += 24 * 3600_000
      expect(await s.token()).toBe(jwt({ exp: 1e15 }, 3))
      expect(seen).toHaveLength(3)
    })
  })
})
