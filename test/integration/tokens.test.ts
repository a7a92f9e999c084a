import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultRequest, type FaultAction } from '../../sandbox/fake-catalog.ts'
import type { CognitoLocal, CognitoUser } from '../../sandbox/idp.ts'
import { startIdentity } from '../support/sandbox.ts'
import { publishInProcess, runInProcess, visible, type ActionRun } from '../support/action.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const COLLECTION = 'ch.test.tokens'
const ITEM = 'item'

let cognito: CognitoLocal
let user: CognitoUser
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  ;({ cognito, user } = await startIdentity('tokens'))
})
afterAll(() => cognito?.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
})

async function setup(fault?: (request: FaultRequest) => FaultAction | undefined, urlExpiresSeconds?: number) {
  catalog = await startFakeCatalog({
    jwksUrl: cognito.jwksUrl,
    issuer: cognito.issuer,
    items: { [COLLECTION]: [ITEM] },
    ...(fault === undefined ? {} : { fault }),
    ...(urlExpiresSeconds === undefined ? {} : { urlExpiresSeconds }),
  })
  ws = await makeWorkspace()
  for (const name of ['a', 'b', 'c', 'd']) await ws.write(`data/${name}.csv`, `${name}\n`)
}

const inputs = (clientId: string, extra: Record<string, string> = {}) => ({
  'base-url': catalog.origin,
  'auth-url': cognito.url,
  'client-id': clientId,
  username: user.username,
  password: user.password,
  collection: COLLECTION,
  item: ITEM,
  files: 'data/**',
  'create-method': 'put',
  ...extra,
})

function expectNoTokens(run: ActionRun): void {
  const shown = `${visible(run.log)}\n${run.summary}\n${JSON.stringify(run.outputs)}`
  const tokens = new Set(catalog.requests.map((r) => r.authorization?.replace(/^Bearer /, '')).filter((t): t is string => t !== undefined))
  expect(tokens.size).toBeGreaterThan(0)
  for (const token of [...tokens, user.password]) expect(shown.includes(token), 'a secret leaked').toBe(false)
}

describe('tokens during a run', () => {
  it('refreshes an access token that is about to expire, mid-run, and nothing is refused', async () => {
    // A token good for a minute by the identity provider's clock and the catalog's; the run's own
    // clock moves a quarter of a minute on with every part the storage takes (which needs no token),
    // so that the token is about to expire by it after three, however long the run really takes.
    const client = await cognito.createClient({ accessTokenSeconds: 60 })
    let ahead = 0
    await setup((request) => {
      if (request.method === 'PUT' && request.target === 'storage') ahead += 15_000
      return undefined
    })
    const run = await publishInProcess(inputs(client.clientId, { concurrency: '1' }), ws.root, { now: () => Date.now() + ahead })
    expect(
      run.results.map((r) => r.result),
      run.log,
    ).toEqual(['created', 'created', 'created', 'created'])
    expect(run.log).toContain('Access token is about to expire: refreshing it')
    expect(catalog.requests.filter((r) => r.status === 401)).toEqual([])
    const tokens = new Set(
      catalog.requests.map((r) => r.authorization?.replace(/^Bearer /, '')).filter((t): t is string => t !== undefined),
    )
    expect(tokens.size).toBeGreaterThan(1)
    for (const token of tokens) expect(run.log.includes(token), 'a token leaked').toBe(false)
  })

  it('after a 401, refreshes once and repeats the request', async () => {
    const client = await cognito.createClient()
    let refused = false
    await setup((request) => {
      if (refused || request.method !== 'PUT' || request.target !== 'api') return undefined
      refused = true
      return {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer' },
        body: '{"code":401,"description":"Authentication credentials were not provided."}',
      }
    })
    const run = await runInProcess(inputs(client.clientId), ws.root)
    expect(run.failed, visible(run.log)).toBe(false)
    expect(run.log).toContain('The catalog refused the access token: refreshing it')
    expect(run.outputs.created).toBe('4')
  })

  it('never shows a token a server echoes back in an error', async () => {
    const client = await cognito.createClient()
    await setup((request) =>
      request.method === 'PUT' && request.target === 'api' && request.path.endsWith('/b.csv')
        ? { status: 400, body: JSON.stringify({ code: 400, description: `bad header ${String(request.headers.authorization)}` }) }
        : undefined,
    )
    const run = await runInProcess(inputs(client.clientId), ws.root)
    expect(run.failed).toBe(true)
    expect(JSON.parse(run.outputs.assets!)[1]).toMatchObject({
      id: 'b.csv',
      result: 'failed',
      error: 'create asset b.csv: HTTP 400 bad header Bearer ***',
    })
    expectNoTokens(run)
  })

  // A gateway that finds the signature wrong quotes it alone; the service quotes claims it refuses.
  const quoting = (status: number, quote: (token: string) => string) => (request: FaultRequest) => {
    const token = String(request.headers.authorization).replace(/^Bearer /, '')
    return request.method === 'PUT' && request.target === 'api' && request.path.endsWith('/b.csv')
      ? { status, body: JSON.stringify({ code: status, description: quote(token) }) }
      : undefined
  }

  /** Neither the token nor its claims or signature anywhere the run shows text: log, annotations, summary, report, outputs. */
  function expectNoTokenParts(run: ActionRun): void {
    const shown = `${visible(run.log)}\n${run.summary}\n${run.report ?? ''}\n${JSON.stringify(run.outputs)}`
    const tokens = new Set(
      catalog.requests.map((r) => r.authorization?.replace(/^Bearer /, '')).filter((t): t is string => t !== undefined),
    )
    expect(tokens.size).toBeGreaterThan(0)
    for (const token of tokens) {
      const [, claims, signature] = token.split('.')
      for (const part of [token, claims!, signature!]) {
        expect(shown.includes(part), 'a part of a token leaked').toBe(false)
        // The runner masks it too, in lines this run does not redact (another step's, a debug dump).
        expect(run.log).toContain(`::add-mask::${part}\n`)
      }
    }
    const failed = /^::error title=Not published%3A b\.csv.*$/m.exec(run.log)?.[0]
    expect(failed, visible(run.log)).toContain('signature *** does not verify')
    expect(run.summary).toContain('signature \\*\\*\\* does not verify')
    expect(run.report).toContain('signature *** does not verify')
  }

  it("never shows a signed-in token's signature or claims a server quotes alone, nor those of its renewal", async () => {
    const client = await cognito.createClient()
    await setup(quoting(401, (token) => `signature ${token.split('.')[2]} does not verify; claims ${token.split('.')[1]}`))
    const run = await runInProcess(inputs(client.clientId), ws.root)
    expect(run.failed).toBe(true)
    // The 401 renewed the token once (REFRESH_TOKEN_AUTH) and the retry quoted the new one's parts.
    expect(run.log).toContain('The catalog refused the access token: refreshing it')
    expect(JSON.parse(run.outputs.assets!)[1]).toMatchObject({
      id: 'b.csv',
      result: 'failed',
      error: 'create asset b.csv: HTTP 401 signature *** does not verify; claims ***',
    })
    expectNoTokenParts(run)
  })

  it("never shows the signature or claims of the token given as 'access-token' that a server quotes alone", async () => {
    const client = await cognito.createClient()
    const signedIn = await cognito.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: client.clientId,
      AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
    })
    const accessToken = (signedIn.AuthenticationResult as { AccessToken: string }).AccessToken
    // Not a 401: that would end in the run's own word that the token cannot be renewed.
    await setup(quoting(403, (token) => `signature ${token.split('.')[2]} does not verify; claims ${token.split('.')[1]}`))
    const signInInputs = new Set(['client-id', 'username', 'password'])
    const rest = Object.fromEntries(Object.entries(inputs(client.clientId)).filter(([name]) => !signInInputs.has(name)))
    const run = await runInProcess({ ...rest, 'access-token': accessToken }, ws.root)
    expect(run.failed).toBe(true)
    expect(JSON.parse(run.outputs.assets!)[1]).toMatchObject({
      id: 'b.csv',
      result: 'failed',
      error: 'create asset b.csv: HTTP 403 signature *** does not verify; claims ***',
    })
    expectNoTokenParts(run)
  })
})

/**
 * cognito-local in front of which its sign-in answers carry the ExpiresIn a test asks for (or none,
 * as cognito-local's own): what Cognito or a gateway in front of it might answer. Counts InitiateAuth calls.
 */
async function rewritingIdentity(expiresIn: number | undefined) {
  const flows: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        const target = String(req.headers['x-amz-target'])
        const body = Buffer.concat(chunks).toString()
        if (target.endsWith('.InitiateAuth')) flows.push(String((JSON.parse(body) as { AuthFlow?: unknown }).AuthFlow))
        const answer = await fetch(cognito.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': target },
          body,
        })
        const parsed = (await answer.json()) as { AuthenticationResult?: Record<string, unknown> }
        if (parsed.AuthenticationResult !== undefined) {
          delete parsed.AuthenticationResult.ExpiresIn
          if (expiresIn !== undefined) parsed.AuthenticationResult.ExpiresIn = expiresIn
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/x-amz-json-1.1' }).end(JSON.stringify(parsed))
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    flows,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the lifetime of a token', () => {
  // Many requests, one at a time: with a token taken for expired, each would sign in (or refresh) again.
  async function publishMany(idp: { url: string }, aheadMs = 0) {
    // A token good for an hour; presigned URLs good for a day, so that a clock ahead by hours
    // does not take them for expiring.
    const client = await cognito.createClient({ accessTokenSeconds: 3600 })
    await setup(undefined, 24 * 3600)
    for (let i = 0; i < 12; i++) await ws.write(`data/more-${i}.csv`, `${i}\n`)
    return publishInProcess({ ...inputs(client.clientId, { concurrency: '1' }), 'auth-url': idp.url }, ws.root, {
      now: () => Date.now() + aheadMs,
    })
  }

  it.each([0, -5])("signs in once for a whole run when the sign-in answers ExpiresIn %i: the token's own exp holds", async (expiresIn) => {
    const idp = await rewritingIdentity(expiresIn)
    try {
      const run = await publishMany(idp)
      expect(
        run.results.filter((r) => r.result === 'created'),
        run.log,
      ).toHaveLength(16)
      expect(idp.flows).toEqual(['USER_PASSWORD_AUTH'])
      expect(catalog.requests.filter((r) => r.status === 401)).toEqual([])
      expect(catalog.requests.filter((r) => r.target === 'api' && r.method !== 'GET').length).toBeGreaterThanOrEqual(16)
    } finally {
      await idp.close()
    }
  })

  it('signs in once when neither ExpiresIn nor exp tells a lifetime (exp is in the past by this clock), and says so', async () => {
    // The runner's clock two hours ahead of the identity provider's and the catalog's: by it the token
    // expired an hour ago, while the catalog takes it.
    const idp = await rewritingIdentity(undefined)
    try {
      const run = await publishMany(idp, 2 * 3600_000)
      expect(
        run.results.filter((r) => r.result === 'created'),
        run.log,
      ).toHaveLength(16)
      expect(idp.flows).toEqual(['USER_PASSWORD_AUTH'])
      expect(run.log).toMatch(
        /no ExpiresIn for the access token and its exp is \d+ s in the past by this machine's clock \(is the clock right\?\): renewing it every 5 minutes/,
      )
    } finally {
      await idp.close()
    }
  })
})
