import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/config.ts'
import type { RawInputs } from '../../src/config/inputs.ts'

const valid: RawInputs = { 'client-id': 'client', username: 'alice', password: 'pw', collection: 'ch.test', item: 'item-1', files: '*.tif' }
const refusal = (overrides: RawInputs): string => {
  try {
    parseConfig({ ...valid, ...overrides }, { workspace: '/work/space' })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the inputs to be refused')
}

describe('inputs of absurd sizes', () => {
  it('refuses any input past 1 MiB before reading it, naming it and the bound', () => {
    expect(refusal({ description: 'x'.repeat(2 ** 20 + 1), rules: '-'.repeat(3 * 2 ** 20) })).toBe(
      "Invalid inputs:\n- Input 'description': 1048577 characters; at most 1048576 are read\n" +
        "- Input 'rules': 3145728 characters; at most 1048576 are read",
    )
  })

  it('refuses more file patterns, or longer ones, than a workflow writes', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `data/${i}/*.tif`).join('\n')
    expect(refusal({ files: many })).toBe(
      "Invalid inputs:\n- Input 'files': 1001 patterns; at most 1000 patterns of 4096 characters are read",
    )
    expect(refusal({ files: `*.tif\n${'a/'.repeat(2500)}*.tif` })).toMatch(
      /- Input 'files': a pattern of 5005 characters; at most 1000 patterns/,
    )
  })

  it('refuses a template that would be rendered, file after file, from kilobytes', () => {
    expect(refusal({ title: '{name} '.repeat(700) })).toMatch(/- Input 'title': 4899 characters; a template has at most 4096$/)
  })
})
