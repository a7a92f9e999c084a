import { describe, expect, it } from 'vitest'
import { renderInputDocs } from '../scripts/docs.ts'
import { INPUT_DOCS } from '../src/config/input-docs.ts'
import { INPUT_NAMES } from '../src/config/inputs.ts'

describe("the command's help is made from action.yml", () => {
  it('src/config/input-docs.ts is what scripts/docs.ts makes of action.yml (npm run docs)', async () => {
    const { current, wanted } = await renderInputDocs()
    expect(current).toBe(wanted)
  })

  it('has every input, in the order of action.yml, each with its meaning and a default or what requires it', () => {
    expect(Object.keys(INPUT_DOCS)).toEqual(INPUT_NAMES)
    for (const [name, doc] of Object.entries(INPUT_DOCS)) {
      expect(doc.description.length, name).toBeGreaterThan(20)
      expect(doc.description, name).toMatch(/Default: |Required|Use a secret\./)
      if (doc.default !== undefined) expect(doc.description, name).toContain(`Default: ${doc.default}`)
    }
  })
})
