/**
 * The README's inputs and outputs tables, made from action.yml so that they cannot drift.
 *   node scripts/docs.ts          rewrite the README between the markers
 *   node scripts/docs.ts --check  exit 1 when the README is out of date (CI)
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { current, wanted } = await renderReadme()
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error('README.md inputs/outputs tables differ from action.yml: run `npm run docs`')
      process.exit(1)
    }
  } else if (current !== wanted) {
    await writeFile(path.join(root, 'README.md'), wanted)
    console.log('README.md tables updated from action.yml')
  }
}
