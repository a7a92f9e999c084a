/**
 * A real identity provider on loopback: cognito-local (npm, MIT) started as a child process in
 * a folder of its own, with a user pool, app clients and users seeded through its Cognito API.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { totp } from '../src/auth/totp.ts'

export interface CognitoClientApp {
  readonly clientId: string
  readonly clientSecret?: string
}

export interface CognitoUser {
  readonly username: string
  readonly password: string
  readonly totpSecret?: string
}

export interface CognitoLocal {
  /** The InitiateAuth endpoint: give it to the action as auth-url. */
  readonly url: string
  readonly poolId: string
  /** The iss claim of its tokens. */
  readonly issuer: string
  readonly jwksUrl: string
  createClient(options?: {
    readonly secret?: boolean
    readonly name?: string
    readonly accessTokenSeconds?: number
  }): Promise<CognitoClientApp>
  createUser(options: {
    readonly username: string
    readonly password: string
    readonly state?: 'confirmed' | 'new-password-required'
    readonly totp?: boolean
  }): Promise<CognitoUser>
  /** Any Cognito operation by name, e.g. call('AdminGetUser', {...}); throws with __type and message. */
  call(target: string, body: unknown): Promise<Record<string, unknown>>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export async function startCognitoLocal(options: { readonly dir?: string; readonly log?: boolean } = {}): Promise<CognitoLocal> {
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'cognito-local-')))
  // Port 9229 (its default) is Node's inspector port: always pick a free one.
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  await mkdir(path.join(dir, '.cognito'), { recursive: true })
  await writeFile(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: origin } }),
  )
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js')
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    // Without NODE_OPTIONS: a debugged test run would hand it --inspect, and with it port 9229.
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: ['ignore', options.log === true ? 'inherit' : 'ignore', 'pipe'],
  })
  running.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  child.unref()

  const call = async (target: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${origin}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) throw new Error(`${target}: ${String(answer.__type)}: ${String(answer.message)}`)
    return answer
  }

  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with ${child.exitCode}: ${stderr}`)
    try {
      await call('ListUserPools', { MaxResults: 1 })
      break
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`cognito-local did not answer on ${origin}: ${stderr}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const pool = (await call('CreateUserPool', { PoolName: 'sandbox', MfaConfiguration: 'OPTIONAL' })).UserPool as { Id: string }
  const poolId = pool.Id
  let defaultClient: CognitoClientApp | undefined

  const createClient: CognitoLocal['createClient'] = async (clientOptions = {}) => {
    const created = (
      await call('CreateUserPoolClient', {
        UserPoolId: poolId,
        ClientName: clientOptions.name ?? 'publisher',
        GenerateSecret: clientOptions.secret === true,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        ...(clientOptions.accessTokenSeconds === undefined
          ? {}
          : { AccessTokenValidity: clientOptions.accessTokenSeconds, TokenValidityUnits: { AccessToken: 'seconds' } }),
      })
    ).UserPoolClient as { ClientId: string; ClientSecret?: string }
    return created.ClientSecret === undefined
      ? { clientId: created.ClientId }
      : { clientId: created.ClientId, clientSecret: created.ClientSecret }
  }

  const createUser: CognitoLocal['createUser'] = async ({ username, password, state = 'confirmed', totp: withTotp = false }) => {
    await call('AdminCreateUser', { UserPoolId: poolId, Username: username, TemporaryPassword: password, MessageAction: 'SUPPRESS' })
    if (state === 'new-password-required') return { username, password }
    await call('AdminSetUserPassword', { UserPoolId: poolId, Username: username, Password: password, Permanent: true })
    if (!withTotp) return { username, password }
    defaultClient ??= await createClient({ name: 'seeding' })
    const signedIn = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: defaultClient.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    })
    const accessToken = (signedIn.AuthenticationResult as { AccessToken: string }).AccessToken
    const { SecretCode } = (await call('AssociateSoftwareToken', { AccessToken: accessToken })) as { SecretCode: string }
    await call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: totp(SecretCode, Date.now()) })
    await call('SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })
    return { username, password, totpSecret: SecretCode }
  }

  return {
    url: `${origin}/`,
    poolId,
    issuer: `${origin}/${poolId}`,
    jwksUrl: `${origin}/${poolId}/.well-known/jwks.json`,
    createClient,
    createUser,
    call,
    async stop() {
      running.delete(child)
      if (child.exitCode === null) {
        child.ref()
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (options.dir === undefined) await rm(dir, { recursive: true, force: true })
    },
  }
}
