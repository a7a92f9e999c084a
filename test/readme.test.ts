import { describe, expect, it } from 'vitest'
import { renderReadme } from '../scripts/docs.ts'

describe('README', () => {
  it('has the inputs and outputs tables of action.yml', async () => {
    const { current, wanted } = await renderReadme()
    expect(current).toBe(wanted)
  })
})
