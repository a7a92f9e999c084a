import { describe, expect, it } from 'vitest'
import { secretHash } from '../../src/auth/secret-hash.ts'
import { decodeBase32, totp, totpFromKey } from '../../src/auth/totp.ts'

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  const key = Buffer.from('12345678901234567890')
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpFromKey(key, seconds * 1000, { digits: 8 })).toBe(code)
  })

  it('reads base32 as authenticator apps write it', () => {
    expect(decodeBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(key)
    expect(decodeBase32('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq====')).toEqual(key)
    // 6-digit code for Cognito is the last six digits of the 8-digit one.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
  })

  it('refuses a secret that is not base32', () => {
    expect(() => decodeBase32('not-base32!')).toThrow(/not base32/)
    expect(() => decodeBase32('   ')).toThrow(/empty/)
  })
})

describe('SECRET_HASH', () => {
  it('is base64 HMAC-SHA256 of username + client id keyed by the client secret', () => {
    // Vector computed independently with Python's hmac module.
    expect(secretHash('mysecret', 'alice', '3n4b5urk1ft4fl3mg5e62d9ado')).toBe('HEtqGlosbZETVNyoenmxV9FeQX61I8iAfJc7xLGU0b0=')
  })
})
