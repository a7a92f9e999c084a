import { describe, expect, it } from 'vitest'
import { envExample, renderAction, renderEnvExample, renderReadme } from '../scripts/docs.ts'
import { INPUTS, type InputDeclaration } from '../src/config/inputs.ts'

describe('each input is declared once, and what users read of it is made from its declaration (npm run docs)', () => {
  it("action.yml's inputs are what scripts/docs.ts makes of the declarations", async () => {
    const { current, wanted } = await renderAction()
    expect(current).toBe(wanted)
  })

  it('.env.example is what scripts/docs.ts makes of the declarations', async () => {
    const { current, wanted } = await renderEnvExample()
    expect(current).toBe(wanted)
  })

  it('has every input with its meaning and a default or what requires it', () => {
    for (const [name, input] of Object.entries(INPUTS) as [string, InputDeclaration][]) {
      expect(input.description.length, name).toBeGreaterThan(20)
      expect(input.description, name).toMatch(/Default: |Required|Use a secret\./)
      if (input.default !== undefined) expect(input.description, name).toContain(`Default: ${input.default}`)
      if (input.values !== undefined && input.default !== undefined) expect(input.values, name).toContain(input.default)
    }
  })

  it('takes a new input from its declaration alone into action.yml, the README and .env.example', async () => {
    const inputs: Record<string, InputDeclaration> = {
      ...INPUTS,
      'new-input': {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        default: '3',
        description: "Something new, 1 to 9, as it's said. Default: 3",
      },
    }
    expect((await renderAction(inputs)).wanted).toContain(
      `  new-input:\n    description: "Something new, 1 to 9, as it's said. Default: 3"\n    required: false\n    default: '3'\n\noutputs:\n`,
    )
    expect((await renderReadme(inputs)).wanted).toContain('| `timeout` |')
    expect((await renderReadme(inputs)).wanted).toMatch(
      /\| `timeout` .*\n\| `new-input` \| `3` \| Something new, 1 to 9, as it's said\. \|\n/,
    )
    expect(envExample(inputs)).toMatch(/\nINPUT_NEW-INPUT=3\n$/)
  })

  it('fails the check when a declaration and what is made of it disagree', async () => {
    const changed = {
      ...INPUTS,
      retries: { ...INPUTS.retries, default: '6', description: INPUTS.retries.description.replace('Default: 5', 'Default: 6') },
    }
    for (const render of [renderAction, renderReadme, renderEnvExample]) {
      const { current, wanted } = await render(changed)
      expect(current, render.name).not.toBe(wanted)
    }
  })
})
