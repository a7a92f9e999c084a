/**
 * What is made from action.yml so that it cannot drift: the README's inputs tables, one per group
 * of INPUT_GROUPS, and outputs table, and src/config/input-docs.ts, each input's description, default and whether it is required,
 * which the command's --help shows (a module, so that the bundle needs no action.yml beside it).
 *   node scripts/docs.ts          rewrite both
 *   node scripts/docs.ts --check  exit 1 when either is out of date (CI)
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import type { InputName } from '../src/config/inputs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface ActionYaml {
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>
  readonly outputs: Record<string, { description: string }>
}

/**
 * The README's groups of inputs, by purpose, each listing its inputs in the order shown. The one
 * place that says which group an input is in: every input of action.yml must be in exactly one.
 */
export const INPUT_GROUPS: readonly { readonly title: string; readonly inputs: readonly InputName[] }[] = [
  {
    title: 'Catalog and sign-in',
    inputs: ['base-url', 'auth-url', 'client-id', 'client-secret', 'username', 'password', 'mfa-totp-secret', 'access-token'],
  },
  { title: 'Target', inputs: ['collection', 'item', 'collection-asset'] },
  { title: 'Selection', inputs: ['files', 'working-directory', 'include-hidden-files', 'if-no-files-found', 'path-pattern', 'shard'] },
  { title: 'Asset metadata', inputs: ['asset-id', 'media-type', 'title', 'description', 'proj-epsg', 'gsd', 'rules'] },
  { title: 'Items', inputs: ['items', 'item-datetime', 'item-geometry', 'item-title', 'item-properties'] },
  { title: 'Writing', inputs: ['dry-run', 'if-exists', 'prune', 'prune-limit', 'create-method', 'upload'] },
  { title: 'Transfer', inputs: ['content-encoding', 'part-size', 'concurrency', 'retries', 'timeout'] },
]

/** Text as a table cell shows it: GitHub would take '<extension>' or '(?<ref>…)' for HTML and drop it. */
const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('\n', ' ').trim()

/**
 * An input's row of the README: its default said once, in the Default column. action.yml keeps the
 * last sentence "Default: …" in each description, for those who read it (the Marketplace, --help);
 * the README moves that sentence to the column, and shows a required input's "Required." there too.
 */
export function inputRow(name: string, input: ActionYaml['inputs'][string]): string {
  let description = input.description.trim()
  let shown = ''
  const at = description.lastIndexOf('Default: ')
  if (at >= 0) {
    const said = description.slice(at + 'Default: '.length).replace(/\.$/, '')
    if (input.default !== undefined && !said.startsWith(input.default))
      throw new Error(`action.yml: input ${name}: its description says "Default: ${said}", its default is '${input.default}'`)
    const value = input.default ?? ''
    const words = said.slice(value.length).trim()
    if (/\.\s+[A-Z]/.test(words)) throw new Error(`action.yml: input ${name}: "Default: …" must be the last sentence of its description`)
    shown = [value === '' ? '' : `\`${value.replaceAll('|', '\\|')}\``, cell(words)].filter((part) => part !== '').join(' ')
    description = description.slice(0, at).trim()
  } else if (input.default !== undefined) {
    throw new Error(`action.yml: input ${name}: its description must end with "Default: ${input.default}"`)
  }
  if (input.required === true) {
    shown = '*required*'
    description = description.replace(/\s*Required\.$/, '')
  }
  return `| \`${name}\` | ${shown} | ${cell(description)} |`
}

export function tables(action: ActionYaml): string {
  const names = Object.keys(action.inputs)
  const grouped = INPUT_GROUPS.flatMap((group) => group.inputs) as string[]
  const missing = names.filter((name) => !grouped.includes(name))
  const unknown = grouped.filter((name, i) => !names.includes(name) || grouped.indexOf(name) !== i)
  if (missing.length > 0 || unknown.length > 0)
    throw new Error(
      `scripts/docs.ts INPUT_GROUPS: ${[
        ...(missing.length > 0 ? [`give ${missing.join(', ')} a group`] : []),
        ...(unknown.length > 0 ? [`${unknown.join(', ')} not an input of action.yml or in two groups`] : []),
      ].join('; ')}`,
    )
  const inputs = INPUT_GROUPS.flatMap((group) => [
    `### ${group.title}`,
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...group.inputs.map((name) => inputRow(name, action.inputs[name]!)),
    '',
  ])
  const outputs = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`)
  return [...inputs, '### Outputs', '', '| Output | Description |', '| --- | --- |', ...outputs].join('\n')
}

const START = '<!-- action-docs:start (generated from action.yml by scripts/docs.ts) -->'
const END = '<!-- action-docs:end -->'

export async function renderReadme(): Promise<{ current: string; wanted: string }> {
  const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYaml
  const current = await readFile(path.join(root, 'README.md'), 'utf8')
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`)
  const wanted = `${current.slice(0, start + START.length)}\n${tables(action)}\n${current.slice(end)}`
  return { current, wanted }
}

export const INPUT_DOCS_FILE = 'src/config/input-docs.ts'

/** src/config/input-docs.ts as action.yml makes it, formatted as the repository formats code. */
export async function renderInputDocs(): Promise<{ current: string; wanted: string }> {
  const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYaml
  const file = path.join(root, INPUT_DOCS_FILE)
  const entries = Object.entries(action.inputs).map(
    ([name, input]) =>
      `${JSON.stringify(name)}: { description: ${JSON.stringify(input.description.trim())}, ` +
      `${input.default === undefined ? '' : `default: ${JSON.stringify(input.default)}, `}required: ${input.required === true} },`,
  )
  const text = [
    '// Generated from action.yml by scripts/docs.ts (`npm run docs`); test/input-docs.test.ts fails when it differs.',
    '/* eslint-disable max-len -- each description stays one string, as action.yml has it */',
    "import type { InputName } from './inputs.ts'",
    '',
    '/** An input as action.yml describes it: its meaning, allowed values and default in words, its default value, whether it is required. */',
    'export interface InputDoc {',
    '  readonly description: string',
    '  readonly default?: string',
    '  readonly required: boolean',
    '}',
    '',
    '/** Every input of action.yml, in its order: what the command line says of each flag and variable in its --help. */',
    'export const INPUT_DOCS: Readonly<Record<InputName, InputDoc>> = {',
    ...entries,
    '}',
    '',
  ].join('\n')
  const wanted = await format(text, { ...(await resolveConfig(file)), filepath: file })
  const current = await readFile(file, 'utf8').catch(() => '')
  return { current, wanted }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = [
    { file: 'README.md', what: 'inputs/outputs tables', ...(await renderReadme()) },
    { file: INPUT_DOCS_FILE, what: 'inputs', ...(await renderInputDocs()) },
  ]
  for (const { file, what, current, wanted } of made) {
    if (current === wanted) continue
    if (process.argv.includes('--check')) {
      console.error(`${file}: its ${what} differ from action.yml: run \`npm run docs\``)
      process.exitCode = 1
    } else {
      await writeFile(path.join(root, file), wanted)
      console.log(`${file}: ${what} updated from action.yml`)
    }
  }
}
