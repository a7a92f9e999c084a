import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** Decodes RFC 4648 base32 as authenticator apps accept it: case, spaces, dashes and padding are ignored. */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase()
  if (clean.length === 0) throw new Error('it is empty')
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const ch of clean) {
    const index = BASE32.indexOf(ch)
    if (index < 0) throw new Error('it is not base32 (letters A-Z and digits 2-7)')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >>> bits) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

interface TotpOptions {
  readonly digits?: number
  readonly periodSeconds?: number
  readonly algorithm?: 'sha1' | 'sha256' | 'sha512'
}

/** RFC 6238 time-based one-time password (RFC 4226 HOTP over a time counter). */
export function totpFromKey(key: Buffer, timeMs: number, options: TotpOptions = {}): string {
  const digits = options.digits ?? 6
  const period = options.periodSeconds ?? 30
  const counter = Math.floor(timeMs / 1000 / period)
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(options.algorithm ?? 'sha1', key)
    .update(message)
    .digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code Cognito expects for SOFTWARE_TOKEN_MFA: SHA-1, 6 digits, 30 s, from the user's base32 secret. */
export function totp(secretBase32: string, timeMs: number): string {
  return totpFromKey(decodeBase32(secretBase32), timeMs)
}
