/**
 * What is made from action.yml so that it cannot drift: the README's inputs and outputs tables,
 * and src/config/input-docs.ts, each input's description, default and whether it is required,
 * which the command's --help shows (a module, so that the bundle needs no action.yml beside it).
 *   node scripts/docs.ts          rewrite both
 *   node scripts/docs.ts --check  exit 1 when either is out of date (CI)
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface ActionYaml {
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>
  readonly outputs: Record<string, { description: string }>
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ').trim()

export function tables(action: ActionYaml): string {
  const inputs = Object.entries(action.inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required === true ? 'yes' : 'no'} | ${input.default === undefined ? '' : `\`${cell(input.default)}\``} | ${cell(input.description)} |`,
  )
  const outputs = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`)
  return [
    '### Inputs',
    '',
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| Output | Description |',
    '| --- | --- |',
    ...outputs,
  ].join('\n')
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
