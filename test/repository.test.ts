import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseConfig } from '../src/config/config.ts'
import { declared, INPUT_NAMES, SECRET_INPUTS, type RawInputs } from '../src/config/inputs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// The actions the workflows may use, each with its first major version that runs on Node 24
// (GitHub deprecated Node 20 actions in 2026; CodeQL Action v3 ends in December 2026). Any later
// major passes, so that Dependabot's updates do not fail this test.
const NODE24_SINCE: Readonly<Record<string, number>> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/upload-artifact': 6,
  'github/codeql-action/init': 4,
  'github/codeql-action/analyze': 4,
}

interface Step {
  readonly uses?: string
  readonly run?: string
  readonly with?: Record<string, unknown>
}

interface ActionInput {
  readonly description: string
  readonly required?: boolean
  readonly default?: string
}

const actionYml = async () =>
  parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, ActionInput>; runs: { using: string } }

describe('the repository', () => {
  it('has workflows that are valid YAML, use actions that run on Node 24 and call only scripts that exist', async () => {
    const scripts = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    const action = await actionYml()
    const folder = path.join(root, '.github/workflows')
    const files = await readdir(folder)
    expect(files.sort()).toEqual(['check-dist.yml', 'ci.yml', 'codeql.yml', 'e2e.yml', 'release.yml'])
    for (const file of files) {
      const workflow = parse(await readFile(path.join(folder, file), 'utf8')) as {
        on: unknown
        jobs: Record<string, { 'runs-on': string; steps: Step[] }>
      }
      expect(workflow.on, file).toBeDefined()
      for (const [name, job] of Object.entries(workflow.jobs)) {
        expect(job['runs-on'], `${file} ${name}`).toBeDefined()
        for (const step of job.steps) {
          if (step.uses !== undefined && step.uses !== './') {
            const [, action, major] = /^([\w.-]+\/[\w./-]+)@v(\d+)$/.exec(step.uses) ?? []
            expect(NODE24_SINCE, `${file}: ${step.uses} is not an action known to run on Node 24`).toHaveProperty([action ?? step.uses])
            expect(Number(major), `${file}: ${step.uses} runs on Node 24 from v${NODE24_SINCE[action!]} on`).toBeGreaterThanOrEqual(
              NODE24_SINCE[action!]!,
            )
          }
          if (step.uses === './') {
            for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `${file}: input ${input}`).toContain(input)
          }
          for (const match of (step.run ?? '').matchAll(/npm run ([\w:-]+)/g))
            expect(Object.keys(scripts), `${file}: npm run ${match[1]}`).toContain(match[1])
        }
      }
    }
    const dependabot = parse(await readFile(path.join(root, '.github/dependabot.yml'), 'utf8')) as {
      updates: Array<{ 'package-ecosystem': string }>
    }
    expect(dependabot.updates.map((u) => u['package-ecosystem'])).toEqual(['npm', 'github-actions'])
  })

  it('tests on ubuntu, windows and macos runners', async () => {
    const ci = parse(await readFile(path.join(root, '.github/workflows/ci.yml'), 'utf8')) as {
      jobs: { test: { strategy: { matrix: { os: string[] } }; 'runs-on': string } }
    }
    expect(ci.jobs.test['runs-on']).toBe('${{ matrix.os }}')
    expect(ci.jobs.test.strategy.matrix.os.sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest'])
  })

  it('documents every input in .env.example for local runs', async () => {
    const example = await readFile(path.join(root, '.env.example'), 'utf8')
    for (const name of INPUT_NAMES) expect(example, name).toContain(`INPUT_${name.toUpperCase()}=`)
  })
})

describe('one source of truth for the inputs', () => {
  const workspace = '/work/space'
  const minimal: RawInputs = { collection: 'ch.test', item: 'item', files: '*.csv', 'access-token': 'token' }

  it('action.yml and src/config/inputs.ts name the same inputs, in the same order', async () => {
    expect(Object.keys((await actionYml()).inputs)).toEqual(INPUT_NAMES)
  })

  it("action.yml's defaults are the ones the action applies to a blank input", async () => {
    const { inputs } = await actionYml()
    const blank = parseConfig(minimal, { workspace })
    const withDefaults: RawInputs = { ...minimal }
    for (const name of INPUT_NAMES) {
      const given = inputs[name]!.default
      if (given !== undefined && minimal[name] === undefined) withDefaults[name] = given
    }
    expect(parseConfig(withDefaults, { workspace })).toEqual(blank)
  })

  it('the inputs action.yml requires are the ones the action refuses to run without', async () => {
    const { inputs } = await actionYml()
    const required = INPUT_NAMES.filter((name) => inputs[name]!.required === true)
    expect(required).toEqual(['collection'])
    for (const name of required) {
      expect(() => parseConfig({ ...minimal, [name]: '' }, { workspace }), name).toThrow(`Input '${name}': required`)
    }
    // files is required unless stac-source is given: the one refuses to run without the other.
    expect(() => parseConfig({ ...minimal, files: '' }, { workspace })).toThrow(
      "Input 'files': required: one or more glob patterns, one per line (e.g. data/**/*.tif), or 'stac-source'",
    )
  })

  it('secrets are the inputs action.yml tells to give as secrets; flags are its true-or-false inputs', async () => {
    const { inputs } = await actionYml()
    const secrets = INPUT_NAMES.filter((name) => inputs[name]!.description.includes('Use a secret.'))
    expect([...SECRET_INPUTS.keys()]).toEqual(secrets)
    const flags = INPUT_NAMES.filter((name) => /: true or false\b/.test(inputs[name]!.description))
    expect(INPUT_NAMES.filter((name) => declared(name).kind === 'flag')).toEqual(flags)
    const lines = INPUT_NAMES.filter((name) => /one per line|per line/.test(inputs[name]!.description))
    expect(INPUT_NAMES.filter((name) => declared(name).kind === 'lines')).toEqual(lines)
  })

  it('runs on node24', async () => {
    expect((await actionYml()).runs.using).toBe('node24')
  })
})
