import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { cli } from '../../src/cli.ts'
import { inert } from '../../src/common/inert.ts'
import { runBundled } from '../support/action.ts'
import { lookalikes, runnerCommands, type RunnerCommand } from '../support/runner-commands.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

/**
 * Tried as a new user would: a repository whose files are named to write workflow commands (and
 * Markdown, and terminal escapes), published by the bundled action as the runner runs it. Nothing
 * but the action's own commands may reach the runner.
 */

const COLLECTION = 'ch.test'
const ITEM = 'hostile'
const TOKEN = 'a-static-token-for-hostile-names'

/** File names (in data/) that try to be commands of the runner, HTML, links or terminal escapes. */
const NAMES = [
  'a\n::error title=x::pwned.csv',
  'b ##[add-mask]secret.csv',
  'c\r::stop-commands::tok.csv',
  '::set-output name=report::d.csv',
  'e\u001b[31mred\u001b]0;title\u0007.csv',
  'f | <img src=x onerror=alert(1)> [x](https:evil.example).csv',
  'g\u2028\u00a0::warning::h.csv',
]
/** What the catalog refuses, with a description that tries the same. */
const REFUSED = 'f | <img src=x onerror=alert(1)> [x](https:evil.example).csv'
const REFUSAL = 'Refused for this test\n::error title=from the catalog::pwned ##[add-mask]x'

/** The action's own commands: the toolkit's, each at the start of its line. */
const OWN = new Set(['add-mask', 'debug', 'group', 'endgroup', 'error', 'warning'])
const GROUPS = new Set(['Select files', 'Compute checksums', 'Sign in', 'Plan', 'Publish'])

let catalog: FakeCatalog
let ws: Workspace

beforeAll(async () => {
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    items: { [COLLECTION]: [ITEM] },
    fault: (request) =>
      request.method === 'PUT' && request.path.endsWith('/assets/f-img-src-x-onerror-alert-1-x-https-evil.example.csv')
        ? { status: 400, body: JSON.stringify({ code: 400, description: { title: [REFUSAL] } }) }
        : undefined,
  })
  ws = await makeWorkspace()
  for (const name of NAMES) await ws.write(`data/${name}`, `${name.length}\n`)
})
afterAll(async () => {
  await catalog?.close()
  await ws?.remove()
})

const inputs = (extra: Record<string, string> = {}) => ({
  'base-url': catalog.origin,
  'access-token': TOKEN,
  collection: COLLECTION,
  item: ITEM,
  files: 'data/*',
  'create-method': 'put',
  ...extra,
})

/** Every command the runner would act on in the step's output; fails on one that is not the action's own. */
function ownCommands(output: string): RunnerCommand[] {
  const commands = runnerCommands(output)
  for (const command of commands) {
    expect(OWN.has(command.command), command.line).toBe(true)
    expect(command.line.startsWith(`::${command.command}`), command.line).toBe(true)
    if (command.command === 'group') expect(GROUPS.has(command.data), command.line).toBe(true)
    if (command.command === 'add-mask') expect(command.data).toBe(TOKEN)
  }
  // The stricter reading: every line that looks like a command is one of those, and the older form is nowhere.
  expect(lookalikes(output)).toEqual(commands.map((command) => command.line))
  expect(output).not.toContain('##[')
  return commands
}

/** A summary row's cells, split where GitHub's Markdown splits them: at each '|' no backslash escapes. */
const cells = (row: string): string[] =>
  row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())
/** The text CommonMark shows for a cell: a backslash before ASCII punctuation is that character. */
const rendered = (text: string): string => text.replace(/\\([!-/:-@[-`{-~])/g, '$1')

describe('files named to write workflow commands, run as the runner runs the action', () => {
  it('publishes them, says which one the catalog refused, and no command but its own reaches the runner', async () => {
    const run = await runBundled(inputs({ 'asset-id': '{name|slug}' }), ws.root)
    const output = `${run.log}\n${run.stderr}`
    const commands = ownCommands(output)

    // Every file but the refused one is published under its slug; the refused one fails alone.
    expect(run.outputs).toMatchObject({ created: String(NAMES.length - 1), failed: '1' })
    expect(catalog.asset(COLLECTION, ITEM, 'a-error-title-x-pwned.csv')).toBeDefined()
    expect(catalog.asset(COLLECTION, ITEM, 'b-add-mask-secret.csv')).toBeDefined()
    expect(run.failed).toBe(true)
    // Two errors, both the action's: the refused file's annotation, and the step's failure.
    const errors = commands.filter((command) => command.command === 'error')
    expect(errors.map((error) => error.properties.title ?? '')).toEqual([
      'Not published: f-img-src-x-onerror-alert-1-x-https-evil.example.csv',
      '',
    ])
    expect(errors[0]!.properties.file).toBe(`data/${REFUSED}`)
    // The catalog's own message keeps its lines in the annotation; the backstop took the command out of each.
    expect(errors[0]!.data).toContain('Refused for this test\n\\x3a:error title=from the catalog::pwned #\\x23[add-mask]x')
    expect(commands.filter((command) => command.command === 'warning')).toEqual([])

    // The plan shows every name on one line, its line break and escapes visible.
    expect(run.log).toMatch(/^create a-error-title-x-pwned\.csv ← data\/a\\n::error title=x::pwned\.csv \(.+\)$/m)
    expect(run.log).toMatch(/^create b-add-mask-secret\.csv ← data\/b #\\x23\[add-mask\]secret\.csv \(.+\)$/m)
    expect(run.log).toContain('data/e\\x1b[31mred\\x1b]0;title\\x07.csv')
    expect(run.log).not.toContain('\u001b')

    // The summary: one row per file, five cells, each name shown as it is and doing nothing; the refused one first.
    const rows = run.summary.split('\n').filter((line) => line.startsWith('| ') && !/^\| (Result|---)/.test(line))
    expect(rows).toHaveLength(NAMES.length)
    const shown = rows.map((row) => cells(row))
    for (const row of shown) expect(row).toHaveLength(5)
    expect(shown.map((row) => rendered(row[1]!)).sort()).toEqual(NAMES.map((name) => inert(`data/${name}`)).sort())
    expect(run.summary).not.toMatch(/(?<!\\)<img|(?<!\\)\]\(https:evil/)
    const refused = shown[0]!
    expect(refused[0]).toBe('❌\u00a0**failed**')
    expect(rendered(refused[4]!)).toContain('Refused for this test\\n::error title=from the catalog::pwned')

    // The outputs carry the names exactly, for later steps to read as JSON.
    const assets = JSON.parse(run.outputs.assets!) as Array<{ file: string }>
    expect(assets.map((asset) => asset.file).sort()).toEqual(NAMES.map((name) => `data/${name}`).sort())
  })

  it('fails, with an error per file naming it, when the names cannot be asset ids; still no command but its own', async () => {
    const writes = catalog.writes()
    const run = await runBundled(inputs(), ws.root)
    const commands = ownCommands(`${run.log}\n${run.stderr}`)
    expect(run.failed).toBe(true)
    expect(catalog.writes()).toBe(writes)
    const errors = commands.filter((command) => command.command === 'error')
    // One annotation per file, at the file, and the step's own.
    expect(errors).toHaveLength(8)
    expect(errors.at(-1)!.data).toBe('7 problem(s) found before publishing; nothing was written; see the annotations and the job summary')
    const messages = errors.slice(0, -1).map((error) => error.data)
    expect(errors.slice(0, -1).every((error) => error.properties.file?.startsWith('data/'))).toBe(true)
    expect(
      messages.some((message) =>
        message.startsWith("data/a\\n::error title=x::pwned.csv: asset id 'a\\n::error title=x::pwned.csv' is not valid"),
      ),
    ).toBe(true)
    expect(messages.some((message) => message.startsWith('data/c\\r::stop-commands::tok.csv: asset id'))).toBe(true)
    expect(
      messages.some((message) =>
        message.startsWith("data/g\\u2028\u00a0::warning::h.csv: asset id 'g\\u2028\u00a0::warning::h.csv' is not valid"),
      ),
    ).toBe(true)
    for (const message of messages) expect(message.split('\n')).toHaveLength(1)
  })

  it('the stac-publish command prints them inert on a terminal too: no escape sequence, no command', async () => {
    const printed: string[] = []
    const code = await cli({
      argv: ['--base-url', catalog.origin, '--collection', COLLECTION, '--item', ITEM, '--files', 'data/*', '--asset-id', '{name}'],
      env: { STAC_ACCESS_TOKEN: TOKEN },
      cwd: ws.root,
      stdout: (text) => printed.push(text),
      stderr: (text) => printed.push(text),
    })
    const output = printed.join('')
    expect(code).toBe(1)
    expect(output).toContain("- data/e\\x1b[31mred\\x1b]0;title\\x07.csv: asset id 'e\\x1b[31mred")
    // Line breaks are the command's own; no other control character reaches the terminal.
    expect([...output].filter((char) => char !== '\n' && (/\p{Cc}/u.test(char) || char === '\u2028'))).toEqual([])
    expect(runnerCommands(output)).toEqual([])
    expect(lookalikes(output)).toEqual([])
  })
})
