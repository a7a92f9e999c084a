/**
 * The transport's own HTTP/1.1 client (h1.ts) against node:http, on the same bytes: seeded answers,
 * valid and mutated, each served raw on loopback in seeded pieces (each read by the client on its
 * own) and read by both. They must read the same status, headers and body, or both refuse; or
 * differ in one of the classes test/support/h1-fuzz.ts lists (KNOWN_DIFFERENCES), each shown here
 * on an example so that the list cannot outlive a difference. A case that does not settle within
 * its deadline is a finding too. `npm run fuzz -- --format h1 --seed N --count N` runs it longer.
 */
import { describe, expect, it } from 'vitest'
import { CASE_DEADLINE_MS, compareH1, fuzzH1, judge, KNOWN_DIFFERENCES, show, type H1Result } from '../support/h1-fuzz.ts'

const SEED = 27
const COUNT = 500

/** A finding in a line: enough to read it here and replay it by its seed and index. */
function finding(result: H1Result): string {
  const bytes = result.case.bytes.toString('latin1')
  const shown = `${show(bytes.slice(0, 300))}${bytes.length > 300 ? '…' : ''}`
  return `case ${result.case.index} of seed ${SEED} (${result.case.mutation}; cut at ${result.case.cuts.length} places): ${shown}\n  ${result.problem!.slice(0, 800)}`
}

describe('h1.ts reads what node:http reads', () => {
  it(`${COUNT} answers, valid and mutated, in seeded pieces: the same status, headers and body, or both refuse, but for the differences listed`, async () => {
    const results = await fuzzH1(SEED, COUNT)
    expect(results).toHaveLength(COUNT)
    const problems = results.filter((result) => result.problem !== undefined)
    expect(problems.length, `${problems.length} findings, the first ten:\n${problems.slice(0, 10).map(finding).join('\n')}`).toBe(0)
    // The answers reach every kind of agreement, and the mutations more than the first check.
    expect(results.filter((result) => result.agree && result.node.kind === 'answer').length).toBeGreaterThan(COUNT / 5)
    expect(results.filter((result) => result.agree && result.node.kind === 'refused').length).toBeGreaterThan(COUNT / 5)
  })

  it.each(KNOWN_DIFFERENCES.map((difference) => [difference.name, difference] as const))(
    'they differ where listed: %s',
    async (_name, difference) => {
      const result = await compareH1(difference.example)
      expect(result.agree, difference.reason).toBe(false)
      expect(result.known).toBe(difference.name)
      expect(result.problem).toBeUndefined()
    },
  )

  it('a client that never settles is a finding, whatever the other did', () => {
    const item = { index: 0, bytes: Buffer.from('HTTP/1.1 200 OK\r\n\r\n'), cuts: [], mutation: 'valid' }
    const answer = { kind: 'answer', status: 200, headers: [], body: Buffer.alloc(0) } as const
    expect(judge(item, { kind: 'hang' }, answer).problem).toBe(`node:http did not settle within ${CASE_DEADLINE_MS / 1000} s`)
    expect(judge(item, { kind: 'hang' }, { kind: 'hang' }).problem).toBe(
      `node:http and h1.ts did not settle within ${CASE_DEADLINE_MS / 1000} s`,
    )
    expect(judge(item, answer, { kind: 'hang' }).problem).toBe(`h1.ts did not settle within ${CASE_DEADLINE_MS / 1000} s`)
  })
})
