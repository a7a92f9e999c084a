import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { INPUT_NAMES } from '../src/inputs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// The actions the workflows may use: each exists at that major version and runs on Node 24
// (GitHub deprecated Node 20 actions in 2026; CodeQL Action v3 ends in December 2026).
const KNOWN_ACTIONS = new Set([
  'actions/checkout@v5',
  'actions/setup-node@v5',
  'github/codeql-action/init@v4',
  'github/codeql-action/analyze@v4',
  'actions/upload-artifact@v6',
  './',
])

interface Step {
  readonly uses?: string
  readonly run?: string
  readonly with?: Record<string, unknown>
}

describe('the repository', () => {
  it('has workflows that are valid YAML, use only known actions and call only scripts that exist', async () => {
    const scripts = (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
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
        expect(job['runs-on'], `${file} ${name}`).toBe('ubuntu-latest')
        for (const step of job.steps) {
          if (step.uses !== undefined) expect(KNOWN_ACTIONS, `${file}: ${step.uses}`).toContain(step.uses)
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

  it('documents every input in .env.example for local runs', async () => {
    const example = await readFile(path.join(root, '.env.example'), 'utf8')
    for (const name of INPUT_NAMES) expect(example, name).toContain(`INPUT_${name.toUpperCase()}=`)
  })
})
