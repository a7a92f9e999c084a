import { describe, expect, it } from 'vitest'
import { inert, inertLines } from '../../src/common/inert.ts'
import { lookalikes, runnerCommands, runnerLines } from '../support/runner-commands.ts'

/** Names and contents a hostile repository can hold, each an attempt at a command of the runner or of a terminal. */
const HOSTILE = [
  'a\n::error title=x::pwned.tif',
  'a\r::error::pwned.tif',
  'a\r\n::add-mask::data.tif',
  '\n  ::set-output name=report::/etc/passwd',
  '::stop-commands::tok',
  ' \u00a0\u3000::warning::indented',
  '\t::notice::tab',
  'b##[add-mask]secret.tif',
  'c ##[set-output name=assets;][]',
  '##[group]fake\n##[endgroup]',
  'd\u2028::error::line separator',
  'e\u0085::error::next line',
  '\u001b[31mred\u001b[0m\u001b]0;title\u0007.tif',
  '\u009b31mred',
  'f\u202egpj.exe',
  '#\u00ad#[add-mask]soft-hyphen',
  '\u200b::error::zero width',
  ':\u00ad:error::soft',
  '%0A::error::escaped',
  '::ERROR::upper',
]

describe('a string from a file, shown', () => {
  it('reads as itself when nothing in it could act', () => {
    for (const plain of [
      'data/dem/DEM_2056.tif',
      'Geodätische Daten, [v1]/a b.tif',
      'C:\\data\\x.tif',
      '::colons.tif',
      '100%.csv',
      '🗺️ map.tif',
    ])
      expect(inert(plain)).toBe(plain)
  })

  it('shows line breaks, controls and invisible characters as their escapes, and the older command form as #\\x23[', () => {
    expect(inert('a\nb\rc\td')).toBe('a\\nb\\rc\\td')
    expect(inert('\u001b[31mred')).toBe('\\x1b[31mred')
    expect(inert('\u0000\u007f\u0085\u009b')).toBe('\\x00\\x7f\\x85\\x9b')
    expect(inert('\u2028\u2029\u202e\u200b\u00ad\ufeff')).toBe('\\u2028\\u2029\\u202e\\u200b\\xad\\ufeff')
    expect(inert('b##[add-mask]x')).toBe('b#\\x23[add-mask]x')
  })

  it('puts no command into a line, however the runner reads it', () => {
    for (const text of HOSTILE) {
      const line = `create  a.tif ← data/${inert(text)} (new)`
      expect(runnerLines(line), text).toHaveLength(1)
      expect(runnerCommands(line), text).toEqual([])
      expect(lookalikes(line), text).toEqual([])
      // At the start of a line too (a message that begins with the name), through the backstop.
      expect(runnerCommands(inertLines(text)), text).toEqual([])
      expect(lookalikes(inertLines(text)), text).toEqual([])
    }
  })

  it('the backstop keeps the lines of a message, and takes the command out of each', () => {
    expect(inertLines('Some files cannot be published:\n- a.tif\n::error::b.tif')).toBe(
      'Some files cannot be published:\n- a.tif\n\\x3a:error::b.tif',
    )
    expect(inertLines('  ::add-mask::x')).toBe('  \\x3a:add-mask::x')
  })

  it('is the same applied twice: a string made inert at its call site passes the backstop unchanged', () => {
    for (const text of HOSTILE) {
      expect(inert(inert(text))).toBe(inert(text))
      expect(inertLines(inertLines(text))).toBe(inertLines(text))
    }
  })

  it('holds for seeded random strings built like commands and then mutated', () => {
    let seed = 19
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const pick = (choices: readonly string[]): string => choices[random(choices.length)]!
    const names = ['error', 'warning', 'add-mask', 'stop-commands', 'set-output', 'group', 'echo', 'ERROR', 'x']
    const pieces = [
      '::',
      ':',
      '##[',
      '#',
      '[',
      ']',
      '\n',
      '\r',
      '\r\n',
      ' ',
      '\u00a0',
      '\u00ad',
      '\u2028',
      '\u0085',
      ',',
      '=',
      '%0A',
      '\u001b',
    ]
    let raw = 0
    for (let i = 0; i < 3000; i++) {
      const command =
        random(2) === 0
          ? `::${pick(names)}${pick(['', ' title=x', ' name=a,file=b'])}::${pick(['pwned', '', 'tok'])}`
          : `${pick(['', 'text '])}##[${pick(names)}${pick(['', ' name=a;'])}]${pick(['pwned', ''])}`
      let text = `${pick(['', 'a', 'data/b.tif'])}${pick(['\n', '\r', '\r\n', '', ' '])}${pick(['', ' ', '\t', '\u3000'])}${command}`
      for (let m = random(3); m > 0; m--) {
        const at = random(text.length + 1)
        text = text.slice(0, at) + pick(pieces) + text.slice(at)
      }
      if (runnerCommands(text).length > 0) raw++
      expect(runnerCommands(inertLines(text)), JSON.stringify(text)).toEqual([])
      expect(lookalikes(inertLines(text)), JSON.stringify(text)).toEqual([])
      expect(runnerCommands(`x ${inert(text)}`), JSON.stringify(text)).toEqual([])
      expect(lookalikes(`x ${inert(text)}`), JSON.stringify(text)).toEqual([])
    }
    // The strings were hostile: as they were, over a third would have been commands.
    expect(raw).toBeGreaterThan(1000)
  })
})

describe('the runner, as the tests read its commands', () => {
  it('finds both forms where the runner does, with their properties and data', () => {
    expect(runnerCommands('::error title=x,file=a%2Cb.tif::pwned%0Aline')).toMatchObject([
      { command: 'error', properties: { title: 'x', file: 'a,b.tif' }, data: 'pwned\nline' },
    ])
    expect(runnerCommands('  \u00a0::warning::indented')).toMatchObject([{ command: 'warning', data: 'indented' }])
    expect(runnerCommands('text ##[add-mask]secret')).toMatchObject([{ command: 'add-mask', data: 'secret' }])
    expect(runnerCommands('one\rtwo ##[set-output name=a;]b')).toMatchObject([{ command: 'set-output', properties: { name: 'a' } }])
    expect(runnerCommands('::unknown::x\n::colons.tif\nplain')).toEqual([])
  })

  it('follows stop-commands until its token', () => {
    const output = '::stop-commands::tok\n::error::hidden\n::TOK::\n::error::shown'
    expect(runnerCommands(output).map((c) => [c.command, c.data])).toEqual([
      ['stop-commands', 'tok'],
      ['TOK', ''],
      ['error', 'shown'],
    ])
  })
})
