/**
 * Bearer tokens as the gateway in front of the service checks them: RS256 access tokens signed by
 * one of the identity provider's keys (its JWKS), not expired, from the expected issuer; or one of
 * a few static tokens that tests hand out without an identity provider.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto'

export interface TokenOptions {
  readonly jwksUrl?: string
  readonly issuer?: string
  readonly staticTokens?: readonly string[]
  readonly now: () => number
}

/** Verified tokens remembered at most. */
const MAX_SIGNED = 1000

export class TokenVerifier {
  readonly #options: TokenOptions
  #keys: Map<string, KeyObject> | undefined
  /** Tokens whose signature was verified: a run sends one token with every request, and RSA costs more than the rest of an answer. */
  readonly #signed = new Set<string>()

  constructor(options: TokenOptions) {
    this.#options = options
  }

  /** Whether an Authorization header carries a token the catalog accepts. */
  async accepts(authorization: string | undefined): Promise<boolean> {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
    if (token === undefined) return false
    if (this.#options.staticTokens?.includes(token)) return true
    if (this.#options.jwksUrl === undefined) return false
    const [head, payload, signature] = token.split('.')
    if (head === undefined || payload === undefined || signature === undefined) return false
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; kid?: string }
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number; iss?: string; token_use?: string }
      if (header.alg !== 'RS256') return false
      const key = (await this.#jwks(this.#options.jwksUrl)).get(header.kid ?? '')
      if (key === undefined) return false
      if (!this.#signed.has(token)) {
        if (!verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))) return false
        if (this.#signed.size >= MAX_SIGNED) this.#signed.clear()
        this.#signed.add(token)
      }
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.#options.now()) return false
      if (this.#options.issuer !== undefined && claims.iss !== this.#options.issuer) return false
      return claims.token_use === 'access'
    } catch {
      return false
    }
  }

  async #jwks(url: string): Promise<Map<string, KeyObject>> {
    if (this.#keys === undefined) {
      const jwks = (await (await fetch(url)).json()) as { keys: Array<{ kid: string }> }
      this.#keys = new Map(jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]))
    }
    return this.#keys
  }
}
