/**
 * Every secret the run knows, so that any text leaving the run (logs, outputs, summary,
 * error messages that echo a server's answer) can be cleaned of them. `mask` is
 * core.setSecret in the action, which also hides them in the runner's log.
 *
 * A token (a JWT, or Cognito's encrypted refresh token) is registered whole and part by part: a
 * gateway or the catalog may quote its signature alone ("invalid signature …"), or its claims.
 * Every part but the first is registered: the claims, unique to the token (its jti, its times)
 * and naming the user, and the signature, the secret part; for an encrypted token its key, IV,
 * ciphertext and tag. The first part, the protected header, is not: it says only the algorithm
 * and which of the identity provider's published keys signed it, it is the same for every token
 * that key signs, and masking it would hide no secret while hiding a header quoted on its own.
 */
export class Secrets {
  readonly #values = new Set<string>()
  #longestFirst: readonly string[] = []
  readonly #mask: (value: string) => void

  constructor(mask: (value: string) => void = () => undefined) {
    this.#mask = mask
  }

  add(value: string | undefined): void {
    if (value === undefined || value === '' || this.#values.has(value)) return
    this.#mask(value)
    // Cutting one or two characters out of every message would garble it and hide nothing.
    if (value.length >= 3) {
      this.#values.add(value)
      // Longest first: a secret that contains another is cut out whole, not around the shorter one.
      this.#longestFirst = [...this.#values].sort((a, b) => b.length - a.length)
    }
    for (const part of tokenParts(value)) this.add(part)
  }

  redact(text: string): string {
    let result = text
    // Most texts hold none of them: looked for before anything is copied.
    const values = this.#longestFirst
    for (let i = 0; i < values.length; i++) if (result.includes(values[i]!)) result = result.replaceAll(values[i]!, '***')
    return result
  }
}

/** A JWS (header.payload.signature) or JWE (header.key.iv.ciphertext.tag) in compact form. */
const COMPACT_TOKEN = /^[\w-]+(?:\.[\w-]*){2}(?:(?:\.[\w-]*){2})?$/
/** A protected header is some hundred characters; one far longer is no token's. */
const MAX_HEADER = 4096
/**
 * A part shorter than this is not registered alone: base64url of fewer than 12 bytes, such as an
 * empty claims object; nothing a token's secret parts are (an IV has 16 characters, a signature 43 or more).
 */
const MIN_PART = 16

/**
 * The parts of a token to register besides the token itself, for each word of a secret that is a
 * token: the value as given ("Bearer eyJ…" included). A word counts as a token only if its first
 * part reads as a JOSE header (a JSON object with an alg), so that a password with dots in it is not cut up.
 */
function tokenParts(value: string): string[] {
  const parts: string[] = []
  for (const word of value.split(/\s+/)) {
    if (!COMPACT_TOKEN.test(word)) continue
    const [header = '', ...rest] = word.split('.')
    if (!isJoseHeader(header)) continue
    if (word !== value) parts.push(word)
    parts.push(...rest.filter((part) => part.length >= MIN_PART))
  }
  return parts
}

function isJoseHeader(part: string): boolean {
  if (part.length > MAX_HEADER) return false
  try {
    const header: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string'
  } catch {
    return false
  }
}
