import { describe, expect, it } from 'vitest'
import { capped, cappedLines, errorMessage, internalDetail, isInternalError, MESSAGE_LIMIT, UserError } from '../../src/common/errors.ts'
import { FootprintError } from '../../src/footprint/index.ts'
import { fileProblem, problemLine, problemsOf } from '../../src/common/problems.ts'
import { ACTION_WORDS, input, say, type Words } from '../../src/common/words.ts'

/** What JavaScript throws for a file the code did not expect: the messages name the code, or echo the bytes. */
function internalErrors(): Error[] {
  const errors: Error[] = []
  const attempts: Array<() => unknown> = [
    () => (JSON.parse('{"table_name": 7}') as { table_name: { replaceAll: () => void } }).table_name.replaceAll(),
    () => Buffer.alloc(4).readUInt32LE(8),
    () => JSON.parse('version https://git-lfs.github.com/spec/v1') as unknown,
    () => new Array<never>(-1),
  ]
  for (const attempt of attempts) {
    try {
      attempt()
    } catch (error) {
      errors.push(error as Error)
    }
  }
  return errors
}

describe('messages for the user', () => {
  it("never shows JavaScript's own error text: a stable line that asks for a report, with the kind of error", () => {
    const errors = internalErrors()
    expect(errors.map((error) => error.name)).toEqual(['TypeError', 'RangeError', 'SyntaxError', 'RangeError'])
    for (const error of errors) {
      expect(isInternalError(error)).toBe(true)
      const message = errorMessage(error)
      expect(message).toMatch(/^internal error \((TypeError|RangeError|SyntaxError)( ERR_[A-Z_]+)?\); please report it/)
      expect(message).not.toContain(error.message)
    }
    expect(errorMessage(errors[1])).toBe("internal error (RangeError ERR_OUT_OF_RANGE); please report it, with the step's debug log")
    // The detail stays for the debug log.
    expect(internalDetail(errors[0]!)).toContain('replaceAll is not a function')
  })

  it("says where an internal error's details are in each front end's words, and a UserError's inputs too", () => {
    const words: Words = {
      ...ACTION_WORDS,
      input: ({ input }) => `--${input}`,
      inputSubject: (name) => `--${name}`,
      debugLog: 'the output of --verbose',
    }
    const [internal] = internalErrors()
    expect(errorMessage(internal, words)).toBe('internal error (TypeError); please report it, with the output of --verbose')
    expect(problemLine(fileProblem('a.tif', internal), words)).toBe(
      'a.tif: internal error (TypeError); please report it, with the output of --verbose',
    )
    const refused = new UserError(say`check ${input('username')} and ${input('password')}`)
    expect(refused.message).toBe("check 'username' and 'password'")
    expect(errorMessage(refused, words)).toBe('check --username and --password')
    expect(problemLine(problemsOf(refused)[0]!, words)).toBe('check --username and --password')
  })

  it("keeps the action's own errors and Node's system errors as they are", () => {
    expect(errorMessage(new UserError("Input 'rules': cannot read 'x.yml'"))).toBe("Input 'rules': cannot read 'x.yml'")
    expect(errorMessage(Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' }))).toBe(
      'ENOENT: no such file or directory',
    )
    expect(errorMessage('a string')).toBe('a string')
    expect(isInternalError(new FootprintError('a.tif', 'no CRS'))).toBe(false)
  })

  it('names the file once', () => {
    const fileError = (file: string, error: unknown) => problemLine(fileProblem(file, error))
    expect(fileError('a.tif', new FootprintError('a.tif', 'the CRS is unknown'))).toMatch(/^a\.tif: the CRS is unknown; give/)
    expect(fileError('a.tif', new TypeError('x is not a function'))).toBe(
      "a.tif: internal error (TypeError); please report it, with the step's debug log",
    )
  })

  it('caps a message that echoes a file at a few hundred characters, saying how much was left out', () => {
    const echoed = `b.tif: bad header ${'A'.repeat(5_000_000)}`
    const shown = capped(echoed)
    expect(shown.length).toBeLessThan(MESSAGE_LIMIT + 40)
    expect(shown).toMatch(/^b\.tif: bad header A+… \(4999618 more characters\)$/)
    expect(capped('short')).toBe('short')
    // Never half of a character.
    expect(capped(`${'x'.repeat(MESSAGE_LIMIT - 1)}🗺️`)).toBe(`${'x'.repeat(MESSAGE_LIMIT - 1)}… (3 more characters)`)
  })

  it("caps a run's failure line by line, and the number of lines", () => {
    const lines = Array.from({ length: 100 }, (_, i) => `- file-${i}.tif: ${'x'.repeat(i === 3 ? 10_000 : 10)}`)
    const shown = cappedLines(`100 problem(s):\n${lines.join('\n')}`).split('\n')
    expect(shown).toHaveLength(61)
    expect(shown[4]).toMatch(/^- file-3\.tif: x+… \(\d+ more characters\)$/)
    expect(shown.at(-1)).toBe('…and 41 more line(s)')
  })
})
