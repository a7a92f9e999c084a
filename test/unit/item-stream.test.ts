import { describe, expect, it } from 'vitest'
import { ItemStream } from '../../src/catalog/item-stream.ts'

/** The answer in chunks cut at `cuts`, through the stream: its item, or the error it throws. */
function streamed(text: string, cuts: readonly number[]): { readonly value?: unknown; readonly error?: unknown } {
  const bytes = Buffer.from(text)
  const stream = new ItemStream()
  let from = 0
  for (const cut of [...cuts, bytes.length]) {
    stream.write(bytes.subarray(from, cut))
    from = cut
  }
  try {
    return { value: stream.end() }
  } catch (error) {
    return { error }
  }
}

/** What JSON.parse makes of the whole answer, keys in their order; undefined where it refuses it. */
function parsed(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text))
  } catch {
    return undefined
  }
}

function agrees(text: string, cuts: readonly number[]): void {
  const { value, error } = streamed(text, cuts)
  const expected = parsed(text)
  if (expected === undefined) expect(error, `${text} cut at ${cuts.join(',')}`).toBeInstanceOf(SyntaxError)
  else expect(error === undefined ? JSON.stringify(value) : error, `${text} cut at ${cuts.join(',')}`).toBe(expected)
}

/** Every way to cut the answer in two, and in bytes of one. */
function everyCut(text: string): void {
  const length = Buffer.byteLength(text)
  for (let cut = 0; cut <= length; cut++) agrees(text, [cut])
  agrees(
    text,
    Array.from({ length }, (_, index) => index),
  )
}

const ITEMS = [
  '{"id":"a","assets":{}}',
  '{"id":"a","assets":{"x.csv":{"type":"text/csv","href":"https://h/x.csv","file:checksum":"1220ab"}}}',
  ' { "type" : "Feature" , "assets" : { "x.csv" : { "roles" : [ "data" , "}" ] } , "y.tif" : {"title":"a \\" } {"} } , "id" : "a" } ',
  '{"id":"a","assets":{"a":1,"b":true,"c":null,"d":"text","e":[1,{"f":2}],"g":-1.5e3}}',
  '{"id":"a","properties":{"assets":{"inner":1}},"assets":{"x":{"n":"\\u00e9t\\u00e9 «ü» 日本"}}}',
  '{"id":"a","assets":{"x":{"a":1}},"links":[{"rel":"self","href":"h"}],"assets":{"y":{"b":2}}}',
  '{"id":"a","assets":{"x":{"a":1}},"assets":null}',
  '{"id":"a","assets":null,"assets":{"y":{"b":2}}}',
  '{"id":"a","assets":[{"x":1}]}',
  '{"id":"a","as\\u0073ets":{"x":{"a":1}}}',
  '{"id":"a","assets":{"x":{"a":1},"x":{"b":2},"1":{"c":3}}}',
  '{"id":"a"}',
  '[{"assets":{"x":1}}]',
  '"assets"',
  '42',
]

const REFUSED = [
  '',
  '<html>502 Bad Gateway</html>',
  '{"id":"a","assets":{"x":{"a":1} "y":{}}}',
  '{"id":"a","assets":{"x":{"a":1},}}',
  '{"id":"a","assets":{,"x":1}}',
  '{"id":"a","assets":{"x" 1}}',
  '{"id":"a","assets":{"x":}}',
  '{"id":"a","assets":{"x":1 2}}',
  '{"id":"a","assets":{"x":tru}}',
  '{"id":"a","assets":{x:1}}',
  '{"id":"a","assets":{"x":{"a":1}}',
  '{"id":"a","assets":{"x":{"a":1}',
  '{"id":"a","assets":{"x":{"a":1}}}}',
  '{"id":"a","assets":{"x":{"a":1}}} trailing',
  '{"id":"a","assets":{"x":"unterminated}}',
  '{"id":"a","assets":{"x":1]}}',
]

describe('an item answer read as it comes (ItemStream)', () => {
  it('gives what JSON.parse gives for the whole answer, wherever the chunks are cut', () => {
    for (const text of ITEMS) everyCut(text)
  })

  it('refuses what JSON.parse refuses, wherever the chunks are cut', () => {
    for (const text of REFUSED) everyCut(text)
  })

  it('agrees with JSON.parse on answers cut, doubled or changed a byte at a time (seeded)', () => {
    let seed = 27
    const random = (below: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below
    const alphabet = '{}[]":, \\ab1-e.tnulfrs'
    for (let round = 0; round < 3000; round++) {
      const base = ITEMS[random(ITEMS.length)]!
      let text = base
      for (let edits = 1 + random(3); edits > 0; edits--) {
        const at = random(text.length + 1)
        const kind = random(3)
        const char = alphabet[random(alphabet.length)]!
        text =
          kind === 0
            ? text.slice(0, at) + text.slice(at + 1)
            : kind === 1
              ? text.slice(0, at) + char + text.slice(at)
              : text.slice(0, at) + char + text.slice(at + 1)
      }
      agrees(text, [random(text.length + 1)])
    }
  })

  it('reads an item of 100,000 assets into the same item as JSON.parse, in the chunks a socket gives', () => {
    const assets: Record<string, unknown> = {}
    for (let i = 0; i < 100_000; i++)
      assets[`tile-${String(i).padStart(6, '0')}.csv`] = {
        type: 'text/csv',
        href: `https://data.example/ch.example/tiles/tile-${i}.csv`,
        'file:checksum': `1220${String(i).padStart(64, '0')}`,
      }
    const text = JSON.stringify({ id: 'tiles', type: 'Feature', properties: { datetime: '2024-06-01T00:00:00Z' }, assets, links: [] })
    const cuts: number[] = []
    for (let at = 65_536; at < text.length; at += 65_536) cuts.push(at)
    const { value } = streamed(text, cuts)
    expect(JSON.stringify(value)).toBe(text)
  })

  it('keeps the first bytes of an answer that is no JSON, to say what it was', () => {
    const stream = new ItemStream()
    stream.write(Buffer.from('<html>'))
    stream.write(Buffer.from('x'.repeat(5000)))
    expect(() => stream.end()).toThrow(SyntaxError)
    expect(stream.head).toBe(`<html>${'x'.repeat(994)}`)
    expect(stream.bytes).toBe(5006)
  })
})
