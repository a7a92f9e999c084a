/**
 * Differential fuzzing of the transport's own HTTP/1.1 client (src/transport/h1.ts) against
 * node:http, shared by the test in `npm test` (test/unit/h1-differential.test.ts) and
 * `npm run fuzz -- --format h1`: seeded answers, valid ones (random status, headers, repeats,
 * framing, interim answers) and mutated ones (bytes flipped, inserted, removed and repeated, CR/LF
 * games, folded lines, huge numbers, framing headers added), each served raw on loopback in
 * seeded pieces (each piece read by the client on its own) and read once by node:http (a fresh
 * agent) and once by an H1Pool. Both must agree: the same status, headers and body, or both refuse
 * the answer; or differ in one of the classes listed in KNOWN_DIFFERENCES, each with its reason.
 * Any other difference, or a client that does not settle within the case's deadline, is a finding.
 * A case is reproduced by its seed and index alone.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import { H1Pool } from '../../src/transport/h1.ts'
import { random } from './fuzz.ts'
import { clientSocket, cut, record, startRawServer, writeInTurns, type RawServer } from './h1-peer.ts'

export interface H1Case {
  readonly index: number
  readonly bytes: Buffer
  /** Where the answer is cut into the pieces it is written in (ascending offsets). */
  readonly cuts: readonly number[]
  /** "valid", or the mutations made, in order. */
  readonly mutation: string
}

/** What a client made of an answer. */
export type H1Outcome =
  | {
      readonly kind: 'answer'
      readonly status: number
      /** Own entries, in order: a header named __proto__ is one. */
      readonly headers: ReadonlyArray<readonly [string, string | readonly string[]]>
      readonly body: Buffer
    }
  | {
      readonly kind: 'refused'
      readonly code: string
      /** What came of the body before the refusal (node:http's, to tell a refusal in the trailers). */
      readonly body: Buffer
      /** Whether the answer's head was read before the refusal. */
      readonly started: boolean
    }
  | { readonly kind: 'hang' }

export interface H1Result {
  readonly case: H1Case
  readonly node: H1Outcome
  readonly h1: H1Outcome
  /** Both the same, or both refused. */
  readonly agree: boolean
  /** The class of a difference listed in KNOWN_DIFFERENCES, when it is one. */
  readonly known: string | undefined
  /** What is wrong: a difference not listed, or a client that never settled. */
  readonly problem: string | undefined
}

/** Long enough that no answer on loopback misses it, however busy the machine: a case that takes it hangs. */
export const CASE_DEADLINE_MS = 20_000

const CRLF = '\r\n'
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!
const between = (next: () => number, low: number, high: number): number => low + Math.floor(next() * (high - low + 1))

const STATUSES = [200, 200, 200, 201, 202, 203, 204, 206, 301, 302, 304, 400, 401, 403, 404, 409, 412, 429, 500, 502, 503]
const REASONS = ['OK', 'Created', 'Not Found', 'Whatever you like', '', 'é\xff obs-text', 'a\ttab']
const NAMES = [
  'Content-Type',
  'ETag',
  'Date',
  'Server',
  'Location',
  'Retry-After',
  'Set-Cookie',
  'Cookie',
  'Vary',
  'Link',
  'Cache-Control',
  'WWW-Authenticate',
  'X-Amz-Request-Id',
  'x-custom',
  'Age',
  'Expires',
  'Last-Modified',
  'Keep-Alive',
  'Trailer',
  '__proto__',
  'constructor',
  "!#$%&'*+-.^_`|~09az",
]
const VALUE_BYTES = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~\t\x80\xa0\xe9\xff'

function headerName(next: () => number): string {
  const name = pick(next, NAMES)
  const casing = next()
  return casing < 0.2 ? name.toUpperCase() : casing < 0.4 ? name.toLowerCase() : name
}

function headerValue(next: () => number): string {
  let value = ''
  for (let i = between(next, 0, 24); i > 0; i--) value += pick(next, [...VALUE_BYTES])
  // Spaces and tabs around a value, which both drop.
  if (next() < 0.2) value = `${pick(next, [' ', '\t', '  '])}${value}${pick(next, [' ', '\t', ''])}`
  return value
}

function randomBytes(next: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length)
  for (let i = 0; i < length; i++) bytes[i] = next() < 0.1 ? pick(next, [13, 10, 48, 59]) : Math.floor(next() * 256)
  return bytes
}

/** A valid answer: interim answers maybe, then the final one framed by length, chunks or the connection's end. */
function validAnswer(next: () => number): Buffer {
  const parts: Buffer[] = []
  const text = (value: string): void => void parts.push(Buffer.from(value, 'latin1'))
  if (next() < 0.15) text(`HTTP/1.1 100 Continue${CRLF}${CRLF}`)
  if (next() < 0.1) text(`HTTP/1.1 103 Early Hints${CRLF}Link: </a.css>; rel=preload${CRLF}${CRLF}`)
  const version = next() < 0.85 ? '1.1' : '1.0'
  const status = pick(next, STATUSES)
  const reason = pick(next, REASONS)
  const lines = [next() < 0.1 ? `HTTP/${version} ${status}` : `HTTP/${version} ${status} ${reason}`]
  for (let i = between(next, 0, 8); i > 0; i--) {
    const name = headerName(next)
    lines.push(`${name}:${next() < 0.8 ? ' ' : ''}${headerValue(next)}`)
    // A name repeated: set-cookie, a name node:http keeps the first of, or one it joins.
    if (next() < 0.25) lines.push(`${name.toLowerCase()}: ${headerValue(next)}`)
  }
  if (next() < 0.15) lines.push(pick(next, ['Connection: close', 'Connection: keep-alive', 'Connection: Keep-Alive, Upgrade']))
  const body = randomBytes(next, next() < 0.3 ? 0 : between(next, 1, 300))
  const bodyless = status === 204 || status === 304
  const framing = bodyless ? 'none' : pick(next, ['length', 'length', 'chunks', 'chunks', 'end'])
  if (framing === 'length' || (status === 304 && next() < 0.5)) lines.push(`Content-Length: ${body.length}`)
  if (framing === 'chunks') lines.push(next() < 0.8 ? 'Transfer-Encoding: chunked' : 'transfer-encoding:  Chunked ')
  if (framing === 'end' && version === '1.1' && next() < 0.5) lines.push('Connection: close')
  // Shuffled a little: framing headers are not always last.
  if (next() < 0.5 && lines.length > 2) {
    const from = between(next, 1, lines.length - 1)
    const [moved] = lines.splice(from, 1)
    lines.splice(between(next, 1, lines.length), 0, moved!)
  }
  text(lines.join(CRLF) + CRLF + CRLF)
  if (framing === 'length' || framing === 'end') parts.push(body)
  else if (framing === 'chunks') {
    let at = 0
    while (at < body.length) {
      const size = Math.min(body.length - at, between(next, 1, 120))
      const extension = next() < 0.2 ? pick(next, [';a=b', ';name', ';q="x y;z"', ';a=b;c']) : ''
      text(`${size.toString(16)}${extension}${CRLF}`)
      parts.push(body.subarray(at, at + size))
      text(CRLF)
      at += size
    }
    text(`0${next() < 0.1 ? ';last' : ''}${CRLF}`)
    if (next() < 0.2) text(`X-Trailer: ${headerValue(next).trim()}${CRLF}`)
    text(CRLF)
  }
  return Buffer.concat(parts)
}

/** Where the final answer's head ends (past its empty line), or the whole length. */
function headEnd(bytes: Buffer): number {
  const head = finalHead(bytes.toString('latin1'))
  return head.from + head.text.length + 2
}

/** A position: most of them in the heads, where the parsing is. */
function position(next: () => number, bytes: Buffer): number {
  const head = Math.min(bytes.length, headEnd(bytes))
  return next() < 0.7 ? Math.floor(next() * head) : Math.floor(next() * (bytes.length + 1))
}

const INSERTS = ['\r', '\n', '\r\n', '\0', ' ', '\t', ':', ';', '0', 'a', '\x7f', '\xa0', '\xff', '\v', '\f', '\r\n\r\n', '\r\n ']
const HEADERS = [
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: gzip, chunked',
  'Transfer-Encoding: chunked, identity',
  'Transfer-Encoding: identity',
  'Content-Length: 0',
  'Content-Length: 5',
  'Content-Length: 00000000000000000005',
  'Content-Length: 18446744073709551616',
  'Connection: close',
  'Keep-Alive: timeout=0',
  'X-A: b\r\n c',
  'X-A : b',
  'X-A:\vb',
  'X-A: b\x00',
  'Set-Cookie: x=1',
  '__proto__: x',
]
const NUMBERS = [
  '9007199254740993',
  '18446744073709551616',
  '99999999999999999999',
  '0000000000000000000000002',
  'ffffffffffffff',
  '-1',
  '1e3',
]

/** One mutation of `bytes`: the bytes made, and what was done. */
function mutateOnce(next: () => number, bytes: Buffer): { bytes: Buffer; mutation: string } {
  const at = position(next, bytes)
  const kind = pick(next, ['flip', 'insert', 'insert', 'remove', 'repeat', 'truncate', 'crlf', 'fold', 'number', 'header', 'framing'])
  const splice = (from: number, to: number, inserted: string | Buffer): Buffer =>
    Buffer.concat([bytes.subarray(0, from), typeof inserted === 'string' ? Buffer.from(inserted, 'latin1') : inserted, bytes.subarray(to)])
  switch (kind) {
    case 'flip': {
      if (bytes.length === 0) return { bytes, mutation: 'flip (empty)' }
      const index = Math.min(at, bytes.length - 1)
      const copy = Buffer.from(bytes)
      copy[index] = copy[index]! ^ (1 << between(next, 0, 7))
      return { bytes: copy, mutation: `flip a bit at ${index}` }
    }
    case 'insert': {
      const inserted = pick(next, INSERTS)
      return { bytes: splice(at, at, inserted), mutation: `insert ${JSON.stringify(inserted)} at ${at}` }
    }
    case 'remove': {
      const length = between(next, 1, 4)
      return { bytes: splice(at, at + length, ''), mutation: `remove ${length} at ${at}` }
    }
    case 'repeat': {
      const length = between(next, 1, 40)
      return { bytes: splice(at, at, bytes.subarray(at, at + length)), mutation: `repeat ${length} at ${at}` }
    }
    case 'truncate':
      return { bytes: bytes.subarray(0, at), mutation: `truncate at ${at}` }
    case 'crlf': {
      const text = bytes.toString('latin1')
      const crlfs = [...text.matchAll(/\r\n/g)].map((match) => match.index)
      if (crlfs.length === 0) return { bytes, mutation: 'crlf (none)' }
      const index = pick(next, crlfs)
      const by = pick(next, ['\n', '\r', '\r\r\n', '\n\r', '\r\n\r\n', ''])
      return { bytes: splice(index, index + 2, by), mutation: `CRLF at ${index} → ${JSON.stringify(by)}` }
    }
    case 'fold': {
      const text = bytes.toString('latin1')
      const index = text.indexOf(CRLF, text.indexOf(CRLF) + 2)
      if (index < 0) return { bytes, mutation: 'fold (none)' }
      const by = pick(next, ['\r\n ', '\r\n\t', '\r\n \r\n'])
      return { bytes: splice(index, index + 2, `${by}folded${CRLF}`), mutation: `fold at ${index}: ${JSON.stringify(by)}` }
    }
    case 'number': {
      const text = bytes.toString('latin1')
      const numbers = [...text.matchAll(/[0-9A-Fa-f]+/g)].filter((match) => match.index < headEnd(bytes) + 200)
      if (numbers.length === 0) return { bytes, mutation: 'number (none)' }
      const chosen = pick(next, numbers)
      const by = pick(next, NUMBERS)
      return {
        bytes: splice(chosen.index, chosen.index + chosen[0].length, by),
        mutation: `number ${chosen[0]} at ${chosen.index} → ${by}`,
      }
    }
    case 'header': {
      const text = bytes.toString('latin1')
      const lineStart = text.indexOf(CRLF)
      if (lineStart < 0) return { bytes, mutation: 'header (no line)' }
      const header = pick(next, HEADERS)
      return { bytes: splice(lineStart + 2, lineStart + 2, `${header}${CRLF}`), mutation: `add ${JSON.stringify(header)}` }
    }
    default: {
      // framing: a framing header's value changed.
      const text = bytes.toString('latin1')
      const match = /(transfer-encoding|content-length):[^\r\n]*/i.exec(text)
      if (match === null) return { bytes, mutation: 'framing (none)' }
      const by = pick(next, ['chunked, chunked', 'Chunked', ' chunked ', 'chunked;q=1', '5, 5', ' 5', '5 ', '+5', '0x5', ''])
      const at2 = match.index + match[1]!.length + 1
      return { bytes: splice(at2, match.index + match[0].length, by), mutation: `${match[1]} → ${JSON.stringify(by)}` }
    }
  }
}

/** Case `index` of `seed`: the same on every machine. */
export function h1Case(seed: number, index: number): H1Case {
  const next = random((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
  let bytes = validAnswer(next)
  const mutations: string[] = []
  if (next() < 0.6)
    for (let i = between(next, 1, 3); i > 0; i--) {
      const mutated = mutateOnce(next, bytes)
      bytes = mutated.bytes
      mutations.push(mutated.mutation)
    }
  // Pieces: whole, a few cuts, or (short answers) a byte at a time.
  const shape = next()
  const cuts =
    shape < 0.3 || bytes.length < 2
      ? []
      : shape < 0.9 || bytes.length > 400
        ? [...new Set(Array.from({ length: between(next, 1, 6) }, () => between(next, 1, bytes.length - 1)))].sort((a, b) => a - b)
        : Array.from({ length: bytes.length - 1 }, (_, i) => i + 1)
  return { index, bytes, cuts, mutation: mutations.length === 0 ? 'valid' : mutations.join('; ') }
}

/**
 * Where node:http and h1.ts legitimately differ, each a class with its reason and how to tell it
 * from the case and the two outcomes. Anything else that differs is a finding.
 */
export const KNOWN_DIFFERENCES: ReadonlyArray<{
  readonly name: string
  readonly reason: string
  /** An answer of the class, for the test that shows the difference is still there. */
  readonly example: string
  readonly applies: (text: string, node: H1Outcome, h1: H1Outcome) => boolean
}> = [
  {
    name: 'empty lines before the status line',
    reason: 'llhttp skips CR and LF before a message; h1.ts reads the status line first and refuses them (no server sends them)',
    example: `${CRLF}HTTP/1.1 200 OK${CRLF}Content-Length: 2${CRLF}${CRLF}ok`,
    applies: (text, node, h1) => node.kind === 'answer' && h1.kind === 'refused' && /(^|\r\n\r\n)[\r\n]/.test(text),
  },
  {
    name: 'a status line of another HTTP version, or a status code below 100',
    reason:
      'llhttp takes any one-digit version but 1.2+ ("HTTP/2.0 200") and a code from 000; h1.ts only HTTP/1.0 and 1.1 and codes 100–999',
    example: `HTTP/2.0 200 OK${CRLF}Content-Length: 2${CRLF}${CRLF}ok`,
    applies: (text, node, h1) =>
      node.kind === 'answer' && h1.kind === 'refused' && /(^|\r\n\r\n)[\r\n]*HTTP\/(?:[02-9]\.\d|1\.[01] 0\d\d)/.test(text),
  },
  {
    name: 'a Transfer-Encoding other than chunked alone',
    reason:
      'llhttp reads "gzip, chunked" and "chunked, chunked" as chunks and any other coding to the end; ' +
      'h1.ts never asks for a coding and refuses every one but chunked, once',
    example: `HTTP/1.1 200 OK${CRLF}Transfer-Encoding: gzip, chunked${CRLF}${CRLF}2${CRLF}ok${CRLF}0${CRLF}${CRLF}`,
    applies: (text, node, h1) => {
      if (node.kind !== 'answer' || h1.kind !== 'refused') return false
      // Trimmed as both trim a value: of spaces and tabs only.
      const values = [...headOf(text).matchAll(/\r\ntransfer-encoding:[ \t]*([^\r\n]*?)[ \t]*(?=\r\n|$)/gi)].map((match) =>
        match[1]!.toLowerCase(),
      )
      return values.length > 0 && values.join(', ') !== 'chunked'
    },
  },
  {
    name: 'a chunk size or Content-Length of more digits than 2^53 needs (leading zeros)',
    reason:
      'llhttp takes any number below 2^64, leading zeros too; h1.ts refuses a chunk size of more than 13 hex digits and a length of more than 15',
    example: `HTTP/1.1 200 OK${CRLF}Content-Length: 0000000000000002${CRLF}${CRLF}ok`,
    applies: (text, node, h1) =>
      node.kind === 'answer' &&
      h1.kind === 'refused' &&
      (/\r\ncontent-length:[ \t]*\d{16,}/i.test(headOf(text)) || /(^|\n)[0-9A-Fa-f]{14,}[\r;\t ]/.test(text.slice(headOf(text).length))),
  },
  {
    name: 'framing and Connection headers of an interim answer',
    reason:
      'llhttp reads no body of a 1xx answer and looks at none of its framing headers, but takes its Connection: close as the ' +
      "connection's end and refuses the final answer (HPE_CLOSED_CONNECTION); h1.ts checks an interim answer's framing as a final " +
      "answer's and goes by the final answer's Connection",
    example: `HTTP/1.1 100 Continue${CRLF}Transfer-Encoding: gzip${CRLF}${CRLF}HTTP/1.1 200 OK${CRLF}Content-Length: 2${CRLF}${CRLF}ok`,
    applies: (text, node, h1) =>
      (node.kind === 'answer' &&
        h1.kind === 'refused' &&
        interimHeads(text).some((head) => /\r\n(transfer-encoding|content-length):/i.test(head))) ||
      (node.kind === 'refused' &&
        node.code === 'HPE_CLOSED_CONNECTION' &&
        h1.kind === 'answer' &&
        interimHeads(text).some((head) => /\r\nconnection:[^\r\n]*close/i.test(head))),
  },
  {
    name: 'the same Content-Length twice',
    reason:
      'llhttp refuses a second Content-Length even when it is the same, in an interim answer too; ' +
      'h1.ts takes one length, refuses two different ones, and reads no body of an interim answer',
    example: `HTTP/1.1 200 OK${CRLF}Content-Length: 2${CRLF}Content-Length: 2${CRLF}${CRLF}ok`,
    applies: (text, node, h1) =>
      node.kind === 'refused' &&
      h1.kind === 'answer' &&
      [headOf(text), ...interimHeads(text)].some((head) => (head.match(/\r\ncontent-length:/gi)?.length ?? 0) > 1),
  },
  {
    name: 'trailers',
    reason: 'h1.ts does not read trailers (each line up to its CRLF, bounded with the head) where llhttp checks them as headers',
    example: `HTTP/1.1 200 OK${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}2${CRLF}ok${CRLF}0${CRLF}X : y${CRLF}${CRLF}`,
    applies: (_text, node, h1) =>
      node.kind === 'refused' && node.started && h1.kind === 'answer' && node.body.equals(h1.body) && isChunked(h1),
  },
  {
    name: 'chunk extensions, and spaces after a chunk size',
    reason: 'h1.ts reads a chunk size up to ";" or the line\'s end past spaces and never reads an extension; llhttp checks both strictly',
    example: `HTTP/1.1 200 OK${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}2 ;a=b c${CRLF}ok${CRLF}0${CRLF}${CRLF}`,
    applies: (_text, node, h1) =>
      node.kind === 'refused' &&
      /^(HPE_INVALID_CHUNK_SIZE|HPE_STRICT|HPE_CHUNK_EXTENSIONS_OVERFLOW)$/.test(node.code) &&
      h1.kind === 'answer',
  },
  {
    name: 'a header named __proto__',
    reason: "node:http's headers object has a prototype, and a header named __proto__ sets it instead of being one; h1.ts's has none",
    example: `HTTP/1.1 200 OK${CRLF}__proto__: x${CRLF}Content-Length: 2${CRLF}${CRLF}ok`,
    applies: (_text, node, h1) =>
      node.kind === 'answer' &&
      h1.kind === 'answer' &&
      sameAnswer(node, { ...h1, headers: h1.headers.filter(([name]) => name !== '__proto__') }) &&
      h1.headers.some(([name]) => name === '__proto__'),
  },
]

/** The final answer's head (past interim answers) from the bytes as latin1, up to the CRLF of its last line, and where it starts. */
function finalHead(text: string): { readonly text: string; readonly from: number } {
  let from = 0
  for (;;) {
    const end = text.indexOf(`${CRLF}${CRLF}`, from)
    if (end < 0) return { text: text.slice(from), from }
    const head = text.slice(from, end + 2)
    if (!/^[\r\n]*HTTP\/\d\.\d 1\d\d/.test(head)) return { text: head, from }
    from = end + 4
  }
}

const headOf = (text: string): string => finalHead(text).text

/** The heads of the interim answers before the final one. */
function interimHeads(text: string): string[] {
  const heads: string[] = []
  for (let from = 0; ;) {
    const end = text.indexOf(`${CRLF}${CRLF}`, from)
    if (end < 0) return heads
    const head = text.slice(from, end + 2)
    if (!/^[\r\n]*HTTP\/\d\.\d 1\d\d/.test(head)) return heads
    heads.push(head)
    from = end + 4
  }
}

function isChunked(outcome: H1Outcome): boolean {
  return (
    outcome.kind === 'answer' && outcome.headers.some(([name, value]) => name === 'transfer-encoding' && /chunked/i.test(String(value)))
  )
}

function sameAnswer(a: H1Outcome, b: H1Outcome): boolean {
  return (
    a.kind === 'answer' &&
    b.kind === 'answer' &&
    a.status === b.status &&
    JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
    a.body.equals(b.body)
  )
}

/** The verdict on a case's two outcomes. */
export function judge(item: H1Case, node: H1Outcome, h1: H1Outcome): H1Result {
  const agree = sameAnswer(node, h1) || (node.kind === 'refused' && h1.kind === 'refused')
  if (node.kind === 'hang' || h1.kind === 'hang') {
    const which = node.kind === 'hang' ? (h1.kind === 'hang' ? 'node:http and h1.ts' : 'node:http') : 'h1.ts'
    return { case: item, node, h1, agree: false, known: undefined, problem: `${which} did not settle within ${CASE_DEADLINE_MS / 1000} s` }
  }
  if (agree) return { case: item, node, h1, agree, known: undefined, problem: undefined }
  const text = item.bytes.toString('latin1')
  const known = KNOWN_DIFFERENCES.find((difference) => difference.applies(text, node, h1))?.name
  return {
    case: item,
    node,
    h1,
    agree,
    known,
    problem: known === undefined ? difference(node, h1) : undefined,
  }
}

/** A value in a line, the bytes past ASCII escaped (a U+00A0 reads as a space otherwise). */
export function show(value: unknown): string | undefined {
  return JSON.stringify(value)?.replace(/[\x7f-\xff]/g, (char) => `\\x${char.charCodeAt(0).toString(16)}`)
}

/** How two outcomes differ, in a line: the headers that differ when both read the answer. */
function difference(node: H1Outcome, h1: H1Outcome): string {
  if (node.kind !== 'answer' || h1.kind !== 'answer') return `node:http ${describe(node)}; h1.ts ${describe(h1)}`
  const differences: string[] = []
  if (node.status !== h1.status) differences.push(`status ${node.status} / ${h1.status}`)
  const nodeHeaders = new Map(node.headers)
  const h1Headers = new Map(h1.headers)
  for (const name of new Set([...nodeHeaders.keys(), ...h1Headers.keys()])) {
    const [a, b] = [show(nodeHeaders.get(name)), show(h1Headers.get(name))]
    if (a !== b) differences.push(`${name}: ${a ?? 'none'} / ${b ?? 'none'}`)
  }
  const [nodeNames, h1Names] = [node.headers.map(([name]) => name), h1.headers.map(([name]) => name)]
  if (differences.length === 0 && nodeNames.join('\n') !== h1Names.join('\n')) differences.push('the headers in another order')
  if (!node.body.equals(h1.body)) differences.push(`a body of ${node.body.length} / ${h1.body.length} bytes`)
  return `both read it, differently (node:http / h1.ts): ${differences.join('; ')}`
}

export function describe(outcome: H1Outcome): string {
  if (outcome.kind === 'hang') return 'never settled'
  if (outcome.kind === 'refused') return `refused it (${outcome.code})`
  const body = `${show(outcome.body.toString('latin1', 0, 40))}${outcome.body.length > 40 ? '…' : ''}`
  return `read ${outcome.status} ${show(outcome.headers)} ${body} (${outcome.body.length} bytes)`
}

/** Own entries of a headers object, in order, whatever its prototype. */
function entries(headers: object): Array<[string, string | string[]]> {
  return Object.getOwnPropertyNames(headers).map((name) => [name, (headers as Record<string, string | string[]>)[name]!])
}

interface Plan {
  readonly pieces: Buffer[]
  /** The client's socket, to write each piece once the one before was read. */
  readonly client: () => Socket
}

/** Reads answers through both clients from one raw server, each on a connection of its own: its request's path names its plan. */
class Differential {
  readonly #server: RawServer
  readonly #plans: Map<string, Plan>
  #counter = 0

  private constructor(server: RawServer, plans: Map<string, Plan>) {
    this.#server = server
    this.#plans = plans
  }

  static async start(): Promise<Differential> {
    const plans = new Map<string, Plan>()
    const server = await startRawServer(async (socket, request) => {
      const path = request.head.slice(request.head.indexOf(' ') + 1, request.head.indexOf(' HTTP/'))
      const plan = plans.get(path)
      plans.delete(path)
      if (plan === undefined) return void socket.destroy()
      await writeInTurns(socket, plan.pieces, plan.client)
      socket.end()
    })
    return new Differential(server, plans)
  }

  close(): Promise<void> {
    return this.#server.close()
  }

  async run(item: H1Case): Promise<H1Result> {
    const pieces = cut(item.bytes, item.cuts)
    const [node, h1] = await Promise.all([this.#node(pieces), this.#h1(pieces)])
    return judge(item, node, h1)
  }

  /** A path of its own for each request: the server finds its plan by it. */
  #path(): string {
    return `/case/${++this.#counter}`
  }

  #node(pieces: Buffer[]): Promise<H1Outcome> {
    return new Promise((resolve) => {
      let socket: Socket | undefined
      const path = this.#path()
      this.#plans.set(path, { pieces, client: () => socket! })
      const chunks: Buffer[] = []
      let started = false
      let failure: string | undefined
      let settled = false
      const settle = (outcome: H1Outcome): void => {
        if (settled) return
        settled = true
        clearTimeout(deadline)
        request.destroy()
        resolve(outcome)
      }
      const deadline = setTimeout(() => settle({ kind: 'hang' }), CASE_DEADLINE_MS)
      const request = http.request({ host: '127.0.0.1', port: Number(this.#server.origin.port), path, agent: false }, (response) => {
        started = true
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', (error: NodeJS.ErrnoException) => (failure ??= error.code ?? error.message))
        response.on('close', () =>
          settle(
            response.complete
              ? { kind: 'answer', status: response.statusCode!, headers: entries(response.headers), body: Buffer.concat(chunks) }
              : { kind: 'refused', code: failure ?? 'incomplete', body: Buffer.concat(chunks), started },
          ),
        )
      })
      request.on('socket', (given) => (socket = given))
      // A 101 without a listener leaves node:http's request unsettled for ever: refused here, as h1.ts does.
      request.on('upgrade', () => settle({ kind: 'refused', code: 'upgrade', body: Buffer.alloc(0), started: true }))
      request.on('error', (error: NodeJS.ErrnoException) => {
        failure ??= error.code ?? error.message
        if (!started) settle({ kind: 'refused', code: failure, body: Buffer.alloc(0), started })
      })
      request.end()
    })
  }

  async #h1(pieces: Buffer[]): Promise<H1Outcome> {
    const pool = new H1Pool(this.#server.origin, CASE_DEADLINE_MS * 2)
    try {
      const path = this.#path()
      const recording = record(pool, { path })
      // Planned before the request reaches the server: it is sent once connected.
      this.#plans.set(path, { pieces, client: () => clientSocket(recording.controller) })
      let timer: NodeJS.Timeout | undefined
      const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), CASE_DEADLINE_MS)))
      const done = await Promise.race([recording.done, hang])
      clearTimeout(timer)
      if (done === 'hang') return { kind: 'hang' }
      if (done.error !== undefined)
        return { kind: 'refused', code: done.error.code ?? done.error.message, body: done.body(), started: done.status !== undefined }
      return { kind: 'answer', status: done.status!, headers: entries(done.headers!), body: done.body() }
    } finally {
      pool.destroy()
    }
  }
}

/**
 * Cases `from` to `from + count - 1` of `seed`, each read by both clients; `found` is told each
 * result with a problem as it comes (to keep its bytes).
 */
export async function fuzzH1(
  seed: number,
  count: number,
  found: (result: H1Result) => void | Promise<void> = () => undefined,
  from = 0,
): Promise<H1Result[]> {
  const differential = await Differential.start()
  const results: H1Result[] = []
  try {
    for (let index = from; index < from + count; index++) {
      const result = await differential.run(h1Case(seed, index))
      results.push(result)
      if (result.problem !== undefined) await found(result)
    }
  } finally {
    await differential.close()
  }
  return results
}

/** Reads one answer (whole, or in the pieces cut at `cuts`) by both clients and judges the two. */
export async function compareH1(text: string, cuts: readonly number[] = []): Promise<H1Result> {
  const differential = await Differential.start()
  try {
    return await differential.run({ index: -1, bytes: Buffer.from(text, 'latin1'), cuts, mutation: 'given' })
  } finally {
    await differential.close()
  }
}
