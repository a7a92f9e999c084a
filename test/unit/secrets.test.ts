import { createHmac, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { Secrets } from '../../src/common/secrets.ts'

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A signed JWT in compact form, with its three parts. */
function jwt(claims: Record<string, unknown>) {
  const header = b64({ alg: 'HS256', kid: 'key-1', typ: 'JWT' })
  const payload = b64(claims)
  const signature = createHmac('sha256', 'k').update(`${header}.${payload}`).digest('base64url')
  return { token: `${header}.${payload}.${signature}`, header, payload, signature }
}

describe('Secrets and tokens', () => {
  it('registers a JWT whole, its claims and its signature, each masked and redacted alone; not its header', () => {
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    const { token, header, payload, signature } = jwt({ sub: 'abc', username: 'alice', exp: 1_900_000_000, jti: 'j-1' })
    secrets.add(token)
    expect(masked).toEqual([token, payload, signature])
    expect(secrets.redact(`{"description":"signature ${signature} does not verify"}`)).toBe(
      '{"description":"signature *** does not verify"}',
    )
    expect(secrets.redact(`claims ${payload} refused`)).toBe('claims *** refused')
    expect(secrets.redact(`Bearer ${token}`)).toBe('Bearer ***')
    expect(secrets.redact(`${header}.${payload}`)).toBe(`${header}.***`)
    expect(secrets.redact(`kid of ${header}`)).toBe(`kid of ${header}`)
  })

  it('registers the token in a value that holds more than the token, and an encrypted token part by part', () => {
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    const { token, signature } = jwt({ sub: 'abc' })
    secrets.add(`Bearer ${token}`)
    expect(masked).toEqual([`Bearer ${token}`, token, expect.any(String), signature])
    expect(secrets.redact(`got ${token}`)).toBe('got ***')
    // Cognito's refresh token: a JWE, header.key.iv.ciphertext.tag.
    const [key, iv, ciphertext, tag] = [256, 12, 400, 16].map((n) => randomBytes(n).toString('base64url'))
    const refresh = [b64({ cty: 'JWT', enc: 'A256GCM', alg: 'RSA-OAEP' }), key, iv, ciphertext, tag].join('.')
    secrets.add(refresh)
    for (const part of [key!, iv!, ciphertext!, tag!]) expect(secrets.redact(`<${part}>`)).toBe('<***>')
  })

  it('does not cut up a secret with dots that is no token', () => {
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    secrets.add('correct.horse-battery.staple-and-more-words')
    secrets.add(`${b64({ typ: 'JWT' })}.${'a'.repeat(20)}.${'b'.repeat(20)}`)
    expect(masked).toHaveLength(2)
    expect(secrets.redact('horse-battery')).toBe('horse-battery')
  })
})
