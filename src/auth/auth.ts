import { errorMessage, errorText, input, type Log, say, type Secrets, type Text, UserError } from '../common/index.ts'
import type { SignInConfig } from '../domain/index.ts'
import { header, type Http, type HttpResponse } from '../transport/index.ts'
import { secretHash } from './secret-hash.ts'
import { totp } from './totp.ts'

/** Hands out a valid access token for the catalog, refreshing it before it runs out. */
export interface TokenSource {
  token(): Promise<string>
  /** The token in hand, if there is one that is still valid; never signs in. */
  current(): string | undefined
  /** Called after the catalog answered 401: get a new token whatever the clock says. */
  refresh(): Promise<string>
}

interface AuthDeps {
  readonly http: Http
  readonly secrets: Secrets
  readonly log: Log
  readonly now?: () => number
}

/**
 * Renew this long before the token's end (two minutes, or a quarter of a short lifetime), so
 * that a request started now still carries a valid token when it arrives.
 */
const EXPIRY_MARGIN_MS = 120_000
/** Cognito's access tokens live a day at most: a longer lifetime told is taken as a day (a refused token is renewed anyway). */
const MAX_LIFETIME_MS = 24 * 3600_000
/**
 * The lifetime taken when neither ExpiresIn nor the token's exp tells one: Cognito's shortest.
 * Renewing that often costs little; taking the token for expired would sign in before every request.
 */
const DEFAULT_LIFETIME_MS = 5 * 60_000
/** A token's claims are some hundred bytes: a payload longer than this (base64url) is not read. */
const MAX_CLAIMS = 16 * 1024

interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string | undefined
  readonly expiresAt: number
  readonly marginMs: number
}

interface CognitoAnswer {
  // Typed as the answer may come, not as Cognito documents it: each field is checked before use.
  readonly AuthenticationResult?: { AccessToken?: unknown; RefreshToken?: unknown; IdToken?: unknown; ExpiresIn?: unknown }
  readonly ChallengeName?: string
  readonly Session?: string
  readonly ChallengeParameters?: Record<string, string>
}

const RETRYABLE_COGNITO = new Set(['TooManyRequestsException', 'InternalErrorException'])

/** Cognito's error type without the namespace prefix ("...#NotAuthorizedException"). */
function errorType(response: HttpResponse): string | undefined {
  const raw = (() => {
    try {
      const body = JSON.parse(response.text) as { __type?: unknown }
      if (typeof body.__type === 'string') return body.__type
    } catch {
      // not JSON: fall back to the header
    }
    return header(response.headers, 'x-amzn-errortype')
  })()
  return raw?.split('#').pop()?.split(':')[0]
}

function cognitoMessage(response: HttpResponse): string {
  try {
    const body = JSON.parse(response.text) as { message?: unknown; Message?: unknown }
    const message = body.message ?? body.Message
    if (typeof message === 'string') return message
  } catch {
    // not JSON
  }
  return `HTTP ${response.status}`
}

const TOTP = input('mfa-totp-secret')
/** What to do about MFA that needs a person to answer. */
const UNATTENDED = say`switch the user to TOTP MFA and give ${TOTP}, or use a machine user without MFA`

/** What to check for each refusal of Cognito's, the inputs named in each front end's words. */
const HINTS: Readonly<Record<string, Text>> = {
  NotAuthorizedException: [
    ...say`check ${input('username')} and ${input('password')}`,
    ...say` (and ${input('client-secret')} if the app client has one)`,
  ],
  InvalidPasswordException: say`check ${input('username')} and ${input('password')}`,
  UserNotFoundException: say`check ${input('username')}: no such user in this user pool`,
  UserNotConfirmedException: ['the user has not been confirmed yet: confirm it in the user pool first'],
  PasswordResetRequiredException: say`the user must reset the password; then give the new one in ${input('password')}`,
  InvalidParameterException: [
    'the app client must allow USER_PASSWORD_AUTH (ALLOW_USER_PASSWORD_AUTH), ',
    ...say`and a client with a secret needs ${input('client-secret')}`,
  ],
  ResourceNotFoundException: say`check ${input('client-id')} and that ${input('auth-url')} names the user pool's region`,
  CodeMismatchException: say`the TOTP code was refused: check ${TOTP} and this machine's clock`,
  ExpiredCodeException: say`the TOTP code was refused: check ${TOTP} and this machine's clock`,
}

const CHALLENGE_HINTS: Readonly<Record<string, Text>> = {
  NEW_PASSWORD_REQUIRED: [
    'the user must set a new password first: sign in once interactively (or an admin runs admin-set-user-password --permanent), ',
    ...say`then give it in ${input('password')}`,
  ],
  SOFTWARE_TOKEN_MFA: say`the user has TOTP multi-factor authentication: give its base32 key in ${TOTP}`,
  SMS_MFA: ['SMS codes cannot be answered unattended: ', ...UNATTENDED],
  EMAIL_OTP: ['e-mail codes cannot be answered unattended: ', ...UNATTENDED],
  MFA_SETUP: [
    'the user pool requires MFA and the user has none yet: ',
    ...say`set up a TOTP authenticator for the user once and give its key in ${TOTP}`,
  ],
  SELECT_MFA_TYPE: say`the user must choose an MFA type: give ${TOTP} so that the sign-in can answer with TOTP`,
}

/** A JWT's claims, unverified (the catalog verifies the token): only hints, such as its username and exp. */
function claims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.', 2)[1] ?? ''
  if (payload.length > MAX_CLAIMS) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const tokenOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** A token given as input: used as it is; if the catalog refuses it, nothing can renew it. */
export function staticToken(accessToken: string): TokenSource {
  return {
    token: () => Promise.resolve(accessToken),
    current: () => accessToken,
    refresh: () =>
      Promise.reject(
        new UserError(
          say`The catalog refused the token from ${input('access-token')} (401): it has expired or is not valid for this catalog`,
        ),
      ),
  }
}

/**
 * No token at all: a STAC source is read as the public reads it (another origin than the catalog's,
 * which never gets the catalog's token). Its reads go without one; a write would be refused here.
 */
export function noToken(): TokenSource {
  const refused = () => Promise.reject(new Error('a STAC source is read without a token, and never written'))
  return { token: refused, current: () => undefined, refresh: refused }
}

export class CognitoSession implements TokenSource {
  readonly #auth: Extract<SignInConfig, { kind: 'password' }>
  readonly #deps: AuthDeps
  readonly #now: () => number
  #tokens: Tokens | undefined
  #pending: Promise<Tokens> | undefined

  constructor(auth: Extract<SignInConfig, { kind: 'password' }>, deps: AuthDeps) {
    this.#auth = auth
    this.#deps = deps
    this.#now = deps.now ?? Date.now
    deps.secrets.add(auth.password)
    deps.secrets.add(auth.clientSecret)
    deps.secrets.add(auth.totpSecret)
  }

  async token(): Promise<string> {
    return this.current() ?? (await this.#renew(this.#tokens === undefined ? 'sign-in' : 'expiry')).accessToken
  }

  current(): string | undefined {
    const tokens = this.#tokens
    const valid = tokens !== undefined && tokens.expiresAt - this.#now() > tokens.marginMs
    return valid ? tokens.accessToken : undefined
  }

  async refresh(): Promise<string> {
    return (await this.#renew('rejected')).accessToken
  }

  /** One renewal at a time: concurrent requests that need a token share it. */
  #renew(reason: 'sign-in' | 'expiry' | 'rejected'): Promise<Tokens> {
    this.#pending ??= this.#obtain(reason).finally(() => {
      this.#pending = undefined
    })
    return this.#pending
  }

  async #obtain(reason: 'sign-in' | 'expiry' | 'rejected'): Promise<Tokens> {
    const previous = this.#tokens
    if (reason !== 'sign-in' && previous?.refreshToken !== undefined) {
      this.#deps.log.info(
        reason === 'expiry' ? 'Access token is about to expire: refreshing it' : 'The catalog refused the access token: refreshing it',
      )
      const refreshed = await this.#refreshWith(previous.refreshToken, previous.accessToken).catch((error: unknown) => {
        this.#deps.log.warning(`Refreshing the token failed (${errorMessage(error, this.#deps.log.words)}); signing in again`)
        return undefined
      })
      if (refreshed !== undefined) return (this.#tokens = refreshed)
    } else if (reason !== 'sign-in') {
      this.#deps.log.info('Access token is about to expire or was refused: signing in again')
    }
    return (this.#tokens = await this.#signIn())
  }

  async #signIn(): Promise<Tokens> {
    const { clientId, clientSecret, username, password } = this.#auth
    const parameters: Record<string, string> = { USERNAME: username, PASSWORD: password }
    if (clientSecret !== undefined) parameters.SECRET_HASH = secretHash(clientSecret, username, clientId)
    let answer = await this.#call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: parameters, ClientId: clientId })
    for (let round = 0; answer.AuthenticationResult === undefined; round++) {
      if (round >= 3)
        throw new UserError(`Sign-in failed: the identity provider kept asking for challenges (last: ${answer.ChallengeName ?? 'none'})`)
      answer = await this.#answerChallenge(answer)
    }
    return this.#keep(answer.AuthenticationResult)
  }

  async #answerChallenge(answer: CognitoAnswer): Promise<CognitoAnswer> {
    const { clientId, clientSecret, totpSecret } = this.#auth
    const challenge = answer.ChallengeName ?? '(none)'
    this.#deps.secrets.add(answer.Session)
    // The challenge names the user as Cognito knows it (the sub when signing in with an alias).
    const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? this.#auth.username
    const responses: Record<string, string> = { USERNAME: username }
    if (clientSecret !== undefined) responses.SECRET_HASH = secretHash(clientSecret, username, clientId)
    if (totpSecret !== undefined && challenge === 'SOFTWARE_TOKEN_MFA') {
      let code: string
      try {
        code = totp(totpSecret, this.#now())
      } catch (error) {
        throw new UserError(say`${TOTP} is no TOTP key: ${errorText(error)}`)
      }
      responses.SOFTWARE_TOKEN_MFA_CODE = code
      this.#deps.log.info('Answering the SOFTWARE_TOKEN_MFA challenge with a TOTP code')
    } else if (totpSecret !== undefined && challenge === 'SELECT_MFA_TYPE') {
      responses.ANSWER = 'SOFTWARE_TOKEN_MFA'
    } else {
      const hint =
        CHALLENGE_HINTS[challenge] ??
        say`only SOFTWARE_TOKEN_MFA can be answered (with ${TOTP}); use a user that signs in with a password alone`
      throw new UserError(say`Sign-in needs more than a password: the identity provider answered with the challenge ${challenge}; ${hint}`)
    }
    return this.#call('RespondToAuthChallenge', {
      ChallengeName: challenge,
      ClientId: clientId,
      Session: answer.Session,
      ChallengeResponses: responses,
    })
  }

  async #refreshWith(refreshToken: string, accessToken: string): Promise<Tokens> {
    const { clientId, clientSecret } = this.#auth
    const parameters: Record<string, string> = { REFRESH_TOKEN: refreshToken }
    if (clientSecret !== undefined) {
      const user = claims(accessToken).username
      parameters.SECRET_HASH = secretHash(clientSecret, typeof user === 'string' ? user : this.#auth.username, clientId)
    }
    const answer = await this.#call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: parameters, ClientId: clientId })
    if (answer.AuthenticationResult === undefined) throw new Error(`refresh answered ${answer.ChallengeName ?? 'no tokens'}`)
    // The same refresh token again, unless the identity provider rotates it.
    const result = answer.AuthenticationResult
    return this.#keep({ ...result, RefreshToken: tokenOf(result.RefreshToken) ?? refreshToken })
  }

  #keep(result: NonNullable<CognitoAnswer['AuthenticationResult']>): Tokens {
    const { secrets } = this.#deps
    const [accessToken, refreshToken, idToken] = [result.AccessToken, result.RefreshToken, result.IdToken].map(tokenOf)
    secrets.add(accessToken)
    secrets.add(refreshToken)
    secrets.add(idToken)
    if (accessToken === undefined) throw new UserError('Sign-in failed: the identity provider answered without an AccessToken')
    const lifetime = this.#lifetimeMs(result.ExpiresIn, accessToken)
    return { accessToken, refreshToken, expiresAt: this.#now() + lifetime, marginMs: Math.min(EXPIRY_MARGIN_MS, lifetime / 4) }
  }

  /**
   * How long the token is good for: ExpiresIn (relative, so a wrong clock here does not matter),
   * else the token's own exp (cognito-local gives no ExpiresIn), else a default, said in the log.
   * A lifetime of zero or less would take every token for expired and sign in again for each request.
   */
  #lifetimeMs(expiresIn: unknown, accessToken: string): number {
    if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) return Math.min(expiresIn * 1000, MAX_LIFETIME_MS)
    const exp = claims(accessToken).exp
    const left = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 - this.#now() : undefined
    if (left !== undefined && left > 0) return Math.min(left, MAX_LIFETIME_MS)
    const told =
      expiresIn === undefined ? 'no ExpiresIn' : typeof expiresIn === 'number' ? `ExpiresIn ${expiresIn}` : 'an ExpiresIn that is no number'
    const own =
      left !== undefined
        ? `its exp is ${Math.round(-left / 1000)} s in the past by this machine's clock (is the clock right?)`
        : exp === undefined
          ? 'it has no exp'
          : 'its exp is no number'
    this.#deps.log.info(
      `The identity provider answered ${told} for the access token and ${own}: ` +
        `renewing it every ${DEFAULT_LIFETIME_MS / 60_000} minutes, and at once if the catalog refuses it`,
    )
    return DEFAULT_LIFETIME_MS
  }

  async #call(operation: 'InitiateAuth' | 'RespondToAuthChallenge', body: unknown): Promise<CognitoAnswer> {
    const response = await this.#deps.http.send({
      method: 'POST',
      url: this.#auth.url,
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
      label: operation,
      idempotent: true,
      retryWhen: (answer) => RETRYABLE_COGNITO.has(errorType(answer) ?? ''),
    })
    if (response.status !== 200) {
      const type = errorType(response) ?? `HTTP ${response.status}`
      const hint = HINTS[type]
      const text = this.#deps.secrets.redact(`${type}: ${cognitoMessage(response)}`)
      throw new UserError(say`Sign-in failed (${operation}): ${text}${hint === undefined ? '' : say` — ${hint}`}`)
    }
    try {
      return JSON.parse(response.text) as CognitoAnswer
    } catch {
      throw new UserError(
        say`Sign-in failed (${operation}): the identity provider at ${this.#auth.url} did not answer with JSON; check ${input('auth-url')}`,
      )
    }
  }
}
