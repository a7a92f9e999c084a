/**
 * What is made from the inputs' declarations (src/config/inputs.ts) so that it cannot drift:
 * action.yml's inputs (its other parts, the outputs among them, stay as written), the README's
 * reference (the inputs' tables, one per group, and the outputs' table, from action.yml), and
 * .env.example, the inputs of a local run. The command's --help reads the declarations themselves.
 *   node scripts/docs.ts          rewrite what differs
 *   node scripts/docs.ts --check  exit 1 when any is out of date (CI)
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { parse } from 'yaml'
import { INPUT_GROUPS, INPUTS, type InputDeclaration } from '../src/config/inputs.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where the inputs are declared, as the errors name it. */
const SOURCE = 'src/config/inputs.ts'

/** Declarations by input name: the repository's, or (in tests) others. */
type Declarations = Readonly<Record<string, InputDeclaration>>

interface ActionYaml {
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>
  readonly outputs: Record<string, { description: string }>
}

/** Text as a table cell shows it: GitHub would take '<extension>' or '(?<ref>…)' for HTML and drop it. */
const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('\n', ' ').trim()

/**
 * An input's row of the README: its default said once, in the Default column. The declaration keeps
 * the last sentence "Default: …" in its description, for those who read action.yml (the Marketplace)
 * and --help; the README moves that sentence to the column, and shows a required input's "Required." there too.
 */
export function inputRow(name: string, input: Pick<InputDeclaration, 'description' | 'required' | 'default'>): string {
  let description = input.description.trim()
  let shown = ''
  const at = description.lastIndexOf('Default: ')
  if (at >= 0) {
    const said = description.slice(at + 'Default: '.length).replace(/\.$/, '')
    if (input.default !== undefined && !said.startsWith(input.default))
      throw new Error(`${SOURCE}: input ${name}: its description says "Default: ${said}", its default is '${input.default}'`)
    const value = input.default ?? ''
    const words = said.slice(value.length).trim()
    if (/\.\s+[A-Z]/.test(words)) throw new Error(`${SOURCE}: input ${name}: "Default: …" must be the last sentence of its description`)
    shown = [value === '' ? '' : `\`${value.replaceAll('|', '\\|')}\``, cell(words)].filter((part) => part !== '').join(' ')
    description = description.slice(0, at).trim()
  } else if (input.default !== undefined) {
    throw new Error(`${SOURCE}: input ${name}: its description must end with "Default: ${input.default}"`)
  }
  if (input.required === true) {
    shown = '*required*'
    description = description.replace(/\s*Required\.$/, '')
  }
  return `| \`${name}\` | ${shown} | ${cell(description)} |`
}

/** The README's reference: a table of inputs per group of INPUT_GROUPS, each input in the order declared, then the outputs. */
export function tables(inputs: Declarations, outputs: ActionYaml['outputs']): string {
  const groups: readonly string[] = INPUT_GROUPS
  const astray = Object.entries(inputs).filter(([, input]) => !groups.includes(input.group))
  const empty = groups.filter((group) => !Object.values(inputs).some((input) => input.group === group))
  if (astray.length > 0 || empty.length > 0)
    throw new Error(
      `${SOURCE}: ${[
        ...astray.map(([name, input]) => `input ${name}: its group '${input.group}' is none of INPUT_GROUPS`),
        ...empty.map((group) => `group '${group}' of INPUT_GROUPS has no input`),
      ].join('; ')}`,
    )
  const rows = groups.flatMap((group) => [
    `### ${group}`,
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...Object.entries(inputs)
      .filter(([, input]) => input.group === group)
      .map(([name, input]) => inputRow(name, input)),
    '',
  ])
  const outputRows = Object.entries(outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`)
  return [...rows, '### Outputs', '', '| Output | Description |', '| --- | --- |', ...outputRows].join('\n')
}

/** A description in action.yml: single-quoted, or double-quoted where it holds a single quote. */
const quoted = (text: string): string => (text.includes("'") ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `'${text}'`)

/** A default in action.yml: plain where YAML reads it as the same text, otherwise single-quoted ('false', '16', '.', '{name}'). */
const scalar = (text: string): string =>
  /^[A-Za-z][\w.:/-]*$/.test(text) && !/^(true|false|yes|no|on|off|y|n|null)$/i.test(text) ? text : `'${text.replaceAll("'", "''")}'`

/** action.yml's inputs section, its lines under `inputs:`. */
export function actionInputs(inputs: Declarations): string {
  return Object.entries(inputs)
    .flatMap(([name, input]) => [
      `  ${name}:`,
      `    description: ${quoted(input.description)}`,
      `    required: ${input.required === true}`,
      ...(input.default === undefined ? [] : [`    default: ${scalar(input.default)}`]),
    ])
    .map((line) => `${line}\n`)
    .join('')
}

const INPUTS_START = '\ninputs:\n'
const INPUTS_END = '\noutputs:\n'

/** action.yml with the declared inputs, its other parts as they are; checked by reading it back as a runner would. */
export async function renderAction(inputs: Declarations = INPUTS): Promise<{ current: string; wanted: string }> {
  const current = await readFile(path.join(root, 'action.yml'), 'utf8')
  const start = current.indexOf(INPUTS_START)
  const end = current.indexOf(INPUTS_END)
  if (start < 0 || end < start) throw new Error('action.yml lacks its inputs: section before outputs:')
  const wanted = `${current.slice(0, start + INPUTS_START.length)}${actionInputs(inputs)}${current.slice(end)}`
  const read = (parse(wanted) as ActionYaml).inputs
  const declared = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      {
        description: input.description,
        required: input.required === true,
        ...(input.default === undefined ? {} : { default: input.default }),
      },
    ]),
  )
  if (!isDeepStrictEqual(read, declared))
    throw new Error(`scripts/docs.ts: action.yml as written would not read back as ${SOURCE} declares`)
  return { current, wanted }
}

const README_START = '<!-- action-docs:start (generated from src/config/inputs.ts and the outputs of action.yml by scripts/docs.ts) -->'
const README_END = '<!-- action-docs:end -->'

export async function renderReadme(inputs: Declarations = INPUTS): Promise<{ current: string; wanted: string }> {
  const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYaml
  const current = await readFile(path.join(root, 'README.md'), 'utf8')
  const start = current.indexOf(README_START)
  const end = current.indexOf(README_END)
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`)
  const wanted = `${current.slice(0, start + README_START.length)}\n${tables(inputs, action.outputs)}\n${current.slice(end)}`
  return { current, wanted }
}

/**
 * The values of a local run against the sandbox where they are not an input's default: its example
 * delivery, as a dry run. Every other input has its default, or is left empty.
 */
const LOCAL_RUN: Readonly<Record<string, string>> = {
  collection: 'ch.example.demo',
  item: 'delivery-2024',
  files: 'deliveries/**',
  'working-directory': 'sandbox/example',
  title: '{stem}',
  'proj-epsg': '2056',
  'dry-run': 'true',
}

/** A comment before an input's line, where its value needs one. */
const LOCAL_NOTES: Readonly<Record<string, string>> = {
  'prune-limit': "Left empty (as a runner leaves it without a value): prune then also keeps at least half of each item's assets.",
}

/** .env.example: every input as @github/local-action reads it, INPUT_<NAME>. */
export function envExample(inputs: Declarations = INPUTS): string {
  return [
    '# Inputs for a local run of the action with @github/local-action:',
    '#   cp .env.example .env && npm run local-action',
    '# Every input of action.yml as INPUT_<NAME> (upper case, dashes kept). Start the sandbox',
    '# (npm run demo prints its addresses) or point at a real catalog.',
    `# Generated from ${SOURCE} by scripts/docs.ts (npm run docs).`,
    '',
    'ACTIONS_STEP_DEBUG=false',
    '',
    ...Object.entries(inputs).flatMap(([name, input]) => [
      ...(LOCAL_NOTES[name] === undefined ? [] : [`# ${LOCAL_NOTES[name]}`]),
      `INPUT_${name.toUpperCase()}=${LOCAL_RUN[name] ?? input.default ?? ''}`,
    ]),
    '',
  ].join('\n')
}

export async function renderEnvExample(inputs: Declarations = INPUTS): Promise<{ current: string; wanted: string }> {
  const current = await readFile(path.join(root, '.env.example'), 'utf8').catch(() => '')
  return { current, wanted: envExample(inputs) }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // action.yml first: the README's outputs come from it.
  const made = [
    { file: 'action.yml', what: 'inputs', render: renderAction },
    { file: 'README.md', what: 'inputs/outputs tables', render: renderReadme },
    { file: '.env.example', what: 'inputs', render: renderEnvExample },
  ]
  for (const { file, what, render } of made) {
    const { current, wanted } = await render()
    if (current === wanted) continue
    if (process.argv.includes('--check')) {
      console.error(`${file}: its ${what} differ from ${SOURCE}: run \`npm run docs\``)
      process.exitCode = 1
    } else {
      await writeFile(path.join(root, file), wanted)
      console.log(`${file}: ${what} written from ${SOURCE}`)
    }
  }
}
