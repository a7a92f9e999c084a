import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { renderReadme } from '../scripts/docs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface Step {
  readonly uses?: string
  readonly with?: Record<string, unknown>
}

describe('README', () => {
  it('has the inputs and outputs tables of action.yml', async () => {
    const { current, wanted } = await renderReadme()
    expect(current).toBe(wanted)
  })

  it('shows workflows that are valid YAML and give the action only inputs it has', async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8')
    const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
    const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!)
    expect(blocks.length).toBeGreaterThan(5)
    let workflows = 0
    for (const block of blocks) {
      const document = parse(block) as { jobs?: Record<string, { steps: Step[]; environment?: unknown }> } | null
      for (const job of Object.values(document?.jobs ?? {})) {
        workflows++
        for (const step of job.steps) {
          if (step.uses?.startsWith('your-org/stac-publish-action@') !== true) continue
          for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `README: input ${input}`).toContain(input)
        }
      }
    }
    expect(workflows).toBeGreaterThanOrEqual(5)
  })

  it('routes main and hand-started runs to PROD, everything else to INT, in its test-before-production workflow', async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8')
    const block = /### Test before production[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)![1]!
    const workflow = parse(block) as { on: Record<string, unknown>; jobs: { publish: { environment: string } } }
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch'])
    // The expression, evaluated for each kind of run as GitHub does (a && 'prod' || 'int').
    const expression = /^\$\{\{ (.*) \}\}$/.exec(workflow.jobs.publish.environment)![1]!
    type Context = { event_name: string; ref: string }
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the README's own expression is what is under test
    const route = new Function('github', `return ${expression.replaceAll('==', '===')}`) as (github: Context) => string
    const evaluate = (event: string, ref: string): string => route({ event_name: event, ref })
    expect(evaluate('push', 'refs/heads/main')).toBe('prod')
    expect(evaluate('workflow_dispatch', 'refs/heads/main')).toBe('prod')
    expect(evaluate('push', 'refs/heads/feature')).toBe('int')
    expect(evaluate('pull_request', 'refs/pull/7/merge')).toBe('int')
  })
})
