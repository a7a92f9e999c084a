import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { inputRow, renderReadme, tables } from '../scripts/docs.ts'
import { INPUT_GROUPS, INPUTS, type InputDeclaration } from '../src/config/inputs.ts'
import { propertyValue } from '../src/domain/properties.ts'
import { htmlText, renderMarkdown } from './support/markdown.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface Step {
  readonly id?: string
  readonly uses?: string
  readonly with?: Record<string, unknown>
}
interface Job {
  readonly steps: readonly Step[]
}
interface ActionYaml {
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>
  readonly outputs: Record<string, { description: string }>
}

// The examples name the action by a placeholder the reader replaces: the repository names no public home.
const ACTION = '<owner>/stac-publish-action@'

const readme = async (): Promise<string> => readFile(path.join(root, 'README.md'), 'utf8')
const actionYaml = async (): Promise<ActionYaml> => parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYaml
const yamlBlocks = (markdown: string): string[] => [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!)
const jobsOf = (block: string): Job[] => Object.values((parse(block) as { jobs?: Record<string, Job> } | null)?.jobs ?? {})

/** The generated part of the README: its inputs' groups, each heading with its rows. */
function inputTables(markdown: string): Map<string, string[][]> {
  const generated = markdown.slice(markdown.indexOf('<!-- action-docs:start'), markdown.indexOf('### Outputs'))
  const groups = new Map<string, string[][]>()
  let rows: string[][] = []
  for (const line of generated.split('\n')) {
    const heading = /^### (.+)$/.exec(line)
    if (heading !== null) groups.set(heading[1]!, (rows = []))
    else if (line.startsWith('| `'))
      rows.push(
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim()),
      )
  }
  return groups
}

/** GitHub's anchor of a heading (github-slugger): lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-')

describe('README', () => {
  it('has the inputs and outputs tables of action.yml', async () => {
    const { current, wanted } = await renderReadme()
    expect(current).toBe(wanted)
  })

  it('is at most 400 lines', async () => {
    const lines = (await readme()).match(/[^\n]*\n|[^\n]+$/g) ?? []
    expect(lines.length).toBeLessThanOrEqual(400)
  })

  it('shows every input once, in a group by purpose, its default said once, in the Default column', async () => {
    const action = await actionYaml()
    const groups = inputTables(await readme())
    expect([...groups.keys()]).toEqual(INPUT_GROUPS)
    const shown = [...groups.values()].flat()
    expect(shown.map(([name]) => name!.replaceAll('`', '')).sort()).toEqual(Object.keys(action.inputs).sort())
    for (const [quoted, defaultCell, description] of shown) {
      const name = quoted!.replaceAll('`', '')
      const input = action.inputs[name]!
      expect(description, name).not.toMatch(/Default:|Required\.$/)
      if (input.required === true) expect(defaultCell, name).toBe('*required*')
      if (input.default !== undefined) expect(defaultCell!.startsWith(`\`${input.default}\``), `${name}: ${defaultCell}`).toBe(true)
      // What action.yml's description says after "Default:" is what the column says.
      const said = /Default: (.*?)\.?$/.exec(input.description.trim())?.[1]
      if (said !== undefined && input.default === undefined) expect(defaultCell, name).toBe(said)
    }
  })

  it('shows each description as GitHub renders it: no <extension> or (?<ref>…) taken for HTML', async () => {
    const action = await actionYaml()
    const text = htmlText(renderMarkdown(await readme()))
    for (const [name, input] of Object.entries(action.inputs)) {
      const description = input.description
        .trim()
        .replace(/\s*Default: .*$/, '')
        .replace(/\s*Required\.$/, '')
      expect(text, name).toContain(description)
    }
    for (const [name, output] of Object.entries(action.outputs)) expect(text, name).toContain(output.description.trim())
  })

  it('has a table of contents whose every link leads to a heading', async () => {
    const markdown = await readme()
    const anchors = new Set([...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((match) => slug(match[1]!)))
    const contents = /## Contents\n([\s\S]*?)\n## /.exec(markdown)![1]!
    const links = [...contents.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!)
    for (const section of ['prerequisites', 'quick-start', 'reference', 'more-workflows', 'versioning', 'security', 'try-it-locally'])
      expect(links).toContain(section)
    for (const link of [...markdown.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!)) expect(anchors, link).toContain(link)
  })

  it('shows workflows that are valid YAML and give the action only inputs it has, named by the placeholder', async () => {
    const markdown = await readme()
    const action = await actionYaml()
    let workflows = 0
    let steps = 0
    for (const block of yamlBlocks(markdown))
      for (const job of jobsOf(block)) {
        workflows++
        for (const step of job.steps) {
          if (step.uses?.includes('stac-publish-action') !== true) continue
          steps++
          expect(step.uses).toBe(`${ACTION}v1`)
          for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `README: input ${input}`).toContain(input)
        }
      }
    expect(workflows).toBeGreaterThanOrEqual(5)
    expect(steps).toBe(workflows)
  })

  it('names the action nowhere by an address that looks real but resolves nowhere', async () => {
    const docs = await readdir(path.join(root, 'docs'))
    for (const file of ['README.md', ...docs.map((name) => path.join('docs', name))]) {
      const text = await readFile(path.join(root, file), 'utf8')
      for (const [named] of text.matchAll(/\S*\/stac-publish-action@/g))
        expect(named, file).toMatch(/(^|[`'"])<owner>\/stac-publish-action@$/)
    }
  })

  it('shows an output of the action used in a later step', async () => {
    const action = await actionYaml()
    const used: string[] = []
    for (const block of yamlBlocks(await readme()))
      for (const job of jobsOf(block)) {
        const ids = new Map<string, number>()
        job.steps.forEach((step, index) => {
          if (step.id !== undefined && step.uses?.startsWith(ACTION) === true) ids.set(step.id, index)
          for (const [, id, output] of JSON.stringify(step).matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
            expect(ids.get(id!), `step ${index} reads steps.${id}.outputs.${output}`).toBeLessThan(index)
            expect(Object.keys(action.outputs)).toContain(output)
            used.push(output!)
          }
        })
      }
    expect(used).toContain('report')
    expect(used).toContain('url')
  })

  it('routes main to PROD, everything else to INT, in its INT-before-PROD workflow', async () => {
    const block = /### INT before PROD[\s\S]*?```yaml\n([\s\S]*?)```/.exec(await readme())![1]!
    const workflow = parse(block) as { on: Record<string, unknown>; jobs: { publish: { environment: string; concurrency: string } } }
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch'])
    // The expression, evaluated for each kind of run as GitHub does (a && 'prod' || 'int').
    const evaluate = (template: string, event: string, ref: string): string =>
      template.replace(/\$\{\{ (.*?) \}\}/g, (_, expression: string) =>
        String(runInNewContext(expression.replaceAll('==', '==='), { github: { event_name: event, ref } })),
      )
    const { environment, concurrency } = workflow.jobs.publish
    for (const [event, ref, where] of [
      ['push', 'refs/heads/main', 'prod'],
      ['workflow_dispatch', 'refs/heads/main', 'prod'],
      ['push', 'refs/heads/feature', 'int'],
      ['workflow_dispatch', 'refs/heads/feature', 'int'],
      ['pull_request', 'refs/pull/7/merge', 'int'],
    ] as const) {
      expect(evaluate(environment, event, ref), `${event} ${ref}`).toBe(where)
      // One publish at a time to each catalog.
      expect(evaluate(concurrency, event, ref), `${event} ${ref}`).toBe(`stac-publish-${where}`)
    }
  })

  it("has a forecast example whose items a run a day late can still publish (expires is after the run's time)", async () => {
    const block = /### A weather forecast[\s\S]*?```yaml\n([\s\S]*?)```/.exec(await readme())![1]!
    const step = jobsOf(block)[0]!.steps.find((s) => s.uses?.startsWith(ACTION) === true)!
    const expires = (parse(String(step.with!['item-properties'])) as { expires: string }).expires
    const pattern = new RegExp(String(step.with!['path-pattern']), 'u')
    const hour = 3_600_000
    const now = Date.UTC(2026, 10, 27, 14, 40)
    // The latest model run a day (and a cron's 40 minutes) ago, named as the example names its files.
    const ref = new Date(Math.floor((now - 24 * hour - 40 * 60_000) / (3 * hour)) * 3 * hour).toISOString()
    const basic = `${ref.slice(0, 13).replaceAll('-', '')}${ref.slice(14, 16)}Z`
    const groups = pattern.exec(`forecasts/icon-ch1-eps-${basic}-033-t_2m-p01.grib2`)?.groups
    expect(groups?.ref).toBe(basic)
    const value = propertyValue('expires', expires.replaceAll('{ref}', basic), now)
    expect(value).toEqual({ value: expect.any(String) as string })
  })
})

describe('scripts/docs.ts', () => {
  const input = (description: string, extra: { required?: true; default?: string } = {}) => ({ description, ...extra })

  it('moves the trailing "Default: …" to the Default column, a default value as code and its words beside it', () => {
    expect(inputRow('timeout', input('Seconds, 1 to 3600. Default: 120', { default: '120' }))).toBe(
      '| `timeout` | `120` | Seconds, 1 to 3600. |',
    )
    expect(inputRow('wd', input('Folder. Default: . (the workspace)', { default: '.' }))).toBe('| `wd` | `.` (the workspace) | Folder. |')
    expect(inputRow('title', input('Template of the title. Default: none'))).toBe('| `title` | none | Template of the title. |')
    expect(inputRow('files', input('Glob patterns. Required.', { required: true }))).toBe('| `files` | *required* | Glob patterns. |')
    expect(inputRow('password', input('The password. Use a secret.'))).toBe('| `password` |  | The password. Use a secret. |')
  })

  it('refuses a declaration whose description does not say the default it has, or says another', () => {
    expect(() => inputRow('retries', input('Retries, 0 to 20.', { default: '5' }))).toThrow(
      'src/config/inputs.ts: input retries: its description must end with "Default: 5"',
    )
    expect(() => inputRow('retries', input('Retries. Default: 3', { default: '5' }))).toThrow(
      `src/config/inputs.ts: input retries: its description says "Default: 3", its default is '5'`,
    )
    expect(() => inputRow('retries', input('Retries. Default: 5. Then more.', { default: '5' }))).toThrow(
      'src/config/inputs.ts: input retries: "Default: …" must be the last sentence of its description',
    )
  })

  it('refuses an input whose group is none of INPUT_GROUPS, naming it', async () => {
    const action = await actionYaml()
    const astray = { phase: 'transfer', group: 'Elsewhere', kind: 'text', description: 'New. Default: none' } as unknown as InputDeclaration
    expect(() => tables({ ...INPUTS, 'new-input': astray }, action.outputs)).toThrow(
      "src/config/inputs.ts: input new-input: its group 'Elsewhere' is none of INPUT_GROUPS",
    )
  })
})
