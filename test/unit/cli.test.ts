import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cli } from '../../src/cli.ts'
import { declared, INPUT_NAMES, SECRET_INPUTS } from '../../src/config/inputs.ts'

let workspace: string
beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'stac-publish-cli-'))
})
afterAll(() => rm(workspace, { recursive: true, force: true }))

/** The command run in this process; no run here gets past its flags, so nothing is connected to. */
async function run(argv: string[], env: Record<string, string> = {}) {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await cli({
    argv,
    env: { STAC_PASSWORD: 'pw', ...env },
    cwd: workspace,
    stdout: (text) => stdout.push(text),
    stderr: (text) => stderr.push(text),
  })
  return { code, stdout: stdout.join(''), stderr: stderr.join('') }
}

const HINT = "Run 'stac-publish --help' for every flag, what it means, its default and the values it takes.\n"
const minimal = ['--collection', 'ch.test', '--item', 'item', '--files', '*.csv', '--client-id', 'c', '--username', 'u']

/** The help's block of one flag or variable: its line and the indented lines below it. */
function block(help: string, heading: string): string {
  const lines = help.split('\n')
  const start = lines.findIndex((line) => line === heading || line.startsWith(`${heading} `))
  expect(start, heading).toBeGreaterThanOrEqual(0)
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('      '))
  return lines
    .slice(start + 1, end)
    .map((line) => line.trim())
    .join(' ')
}

describe('stac-publish --help', () => {
  it("gives every flag the meaning, allowed values and default of its input's declaration, in the command's words", async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    for (const name of INPUT_NAMES.filter((input) => !SECRET_INPUTS.has(input))) {
      const shown = block(stdout, `  --${name}`)
      const { description, kind } = declared(name)
      // The meaning: the description's first words.
      expect(shown, name).toContain(description.replace(/\bthe action\b/, 'the command').split(/[;:,.(]/)[0])
      if (kind === 'flag') expect(shown, name).toMatch(/Off unless given\.$/)
      else expect(shown, name).toMatch(/Default: |Required/)
      expect(shown, name).not.toMatch(/true or false\. |Use a secret|per line\b/)
    }
    expect(block(stdout, '  --if-exists')).toBe(
      'When an asset exists already: skip-unchanged (update only what differs, skip the rest), overwrite (replace and upload again) or fail. Default: skip-unchanged',
    )
    expect(block(stdout, '  --concurrency')).toBe('Files published at the same time, 1 to 64. Default: 16')
    expect(stdout).toContain('  --files VALUE (repeatable)\n')
    expect(stdout).toContain('  --dry-run\n')
  })

  it('names other inputs as flags and secrets as variables, but keeps the names of rule fields', async () => {
    const { stdout } = await run(['-h'])
    expect(block(stdout, '  --item')).toContain(
      'Required unless --collection-asset is given (or rules give every file an item or collection-asset).',
    )
    expect(block(stdout, '  --client-id')).toBe('Cognito app client id. Required unless STAC_ACCESS_TOKEN is set.')
    expect(block(stdout, '  --rules')).toContain('any of media-type, asset-id, item, collection-asset, item-datetime')
    expect(block(stdout, '  --rules')).toContain('the plain flags fill in the rest')
    expect(block(stdout, '  --title')).toContain('(same placeholders as --asset-id)')
    expect(stdout).not.toMatch(/\binputs?\b|\bsecrets\b|Use a secret/i)
    for (const [input, variable] of SECRET_INPUTS) {
      expect(stdout).not.toMatch(new RegExp(`^  --${input}\\b`, 'm'))
      expect(block(stdout, `  ${variable}`), variable).toContain(declared(input).description.slice(0, 20))
    }
    expect(block(stdout, '  STAC_PASSWORD')).toBe("The user's password. Required unless STAC_ACCESS_TOKEN is set.")
  })
})

describe('bad usage: exit status 2, one line that says what was meant, and a hint', () => {
  it.each<[string[], string]>([
    [['--colection', 'x'], 'unknown flag --colection; did you mean --collection?'],
    [['--dryrun'], 'unknown flag --dryrun; did you mean --dry-run?'],
    [['--hidden'], 'unknown flag --hidden; did you mean --include-hidden-files?'],
    [['--token', 't'], 'unknown flag --token; did you mean STAC_ACCESS_TOKEN (an environment variable)?'],
    [['--colour', 'blue'], 'unknown flag --colour'],
    [['--password', 'pw'], '--password is not accepted on the command line; set STAC_PASSWORD in the environment instead'],
    [['--prune', 'true'], "--prune takes no value ('true'): give it alone to turn it on, leave it out for off"],
    [['--dry-run=false'], '--dry-run takes no value: give it alone to turn it on, leave it out for off'],
    [['--collection'], '--collection needs a value'],
    [
      ['--files', 'a.tif', 'b.tif'],
      "'b.tif' has no flag before it: a pattern the shell expanded into file names? Quote each pattern (--files '**/*.tif'), and give a flag before every value",
    ],
    [['publish'], "'publish' has no flag before it; give a flag before every value"],
    [['--\u001b[31mred'], 'unknown flag --\\x1b[31mred'],
  ])('%j', async (argv, line) => {
    const result = await run(argv)
    expect(result).toEqual({ code: 2, stdout: '', stderr: `stac-publish: ${line}\n${HINT}` })
  })

  it('a refused value: exit status 2, the flag named with what it accepts and what was most likely meant, nothing read', async () => {
    const result = await run([...minimal, '--proj-epsg', 'EPSG:2056', '--asset-id', 'DOM {name|slug}', '--json'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "- --proj-epsg: 'EPSG:2056' is not allowed; did you mean --proj-epsg 2056? Use an EPSG code, a whole number from 1 to 999999",
    )
    expect(result.stderr).toContain("did you mean --asset-id 'dom-{name|slug}'?")
    expect(result.stderr).toMatch(/Checked: Flags and variables \(failed: 2 problem\(s\)\)\nRun 'stac-publish --help'/)
    expect(result.stderr).not.toMatch(/Input '|\binputs?\b/i)
    expect(JSON.parse(result.stdout)).toMatchObject({ problems: [{ subject: { kind: 'input' } }, { subject: { kind: 'input' } }] })
  })

  it('a true-or-false suggestion is the flag given or left out', async () => {
    const result = await run([...minimal, '--upload', 'yes'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("- --upload: 'yes' is not allowed; did you mean --upload true? Use one of: auto, true, false")
  })

  it('a missing secret: exit status 2 and the environment variable named', async () => {
    const result = await run(minimal, { STAC_PASSWORD: '' })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('- STAC_PASSWORD: required to sign in (or give STAC_ACCESS_TOKEN)')
  })

  it('takes STAC_USERNAME and STAC_CLIENT_ID for their flags', async () => {
    const result = await run(['--collection', 'ch.test', '--item', 'item', '--files', '*.csv'], {
      STAC_PASSWORD: '',
      STAC_USERNAME: 'u',
      STAC_CLIENT_ID: 'c',
    })
    expect(result.stderr).not.toMatch(/--username|--client-id/)
    expect(result.stderr).toContain('- STAC_PASSWORD: required')
  })
})

describe('stac-publish --version', () => {
  it('prints the version dist/cli.js was written with, alone, with exit status 0', async () => {
    const stdout: string[] = []
    const io = { argv: ['--version'], env: {}, cwd: workspace, stdout: (text: string) => stdout.push(text), stderr: () => undefined }
    expect(await cli({ ...io, version: '1.2.3' })).toBe(0)
    expect(stdout.join('')).toBe('1.2.3\n')
  })
})

describe('stac-publish --settings FILE', () => {
  const settings = async (name: string, text: string | Buffer): Promise<string> => {
    await writeFile(path.join(workspace, name), text)
    return name
  }
  const refused = /(?:--base-url|STAC_BASE_URL): '([^']*)' must use https:\/\//

  it('reads STAC_* variables: comments, blank lines, export, quotes and CRLF as a shell or Node would take them', async () => {
    const file = await settings(
      'sandbox.env',
      '# the sandbox\r\n\r\nexport STAC_USERNAME=u\r\nSTAC_CLIENT_ID="c"\r\nSTAC_PASSWORD=\'p#w = x\'\r\n  STAC_BASE_URL = ftp://file.example\r\n',
    )
    const result = await run(['--collection', 'ch.test', '--item', 'item', '--files', '*.csv', '--settings', file], { STAC_PASSWORD: '' })
    expect(result.code).toBe(2)
    // The flag that STAC_BASE_URL stands in for is refused with the file's value, named by its variable; the others were taken.
    expect(refused.exec(result.stderr)?.[1]).toBe('ftp://file.example')
    expect(result.stderr).toContain("- STAC_BASE_URL: 'ftp://file.example' must use https://")
    expect(result.stderr).not.toMatch(/STAC_PASSWORD|--username|--client-id|p#w/)
  })

  it('takes a variable set in the environment over the file, and a flag over both', async () => {
    const file = await settings('int.env', 'STAC_BASE_URL=ftp://file.example\nSTAC_AUTH_URL=ftp://idp.example\n')
    const args = [...minimal, '--settings', file]
    expect(refused.exec((await run(args, { STAC_BASE_URL: 'ftp://env.example' })).stderr)?.[1]).toBe('ftp://env.example')
    const flag = (await run([...args, '--base-url', 'ftp://flag.example'])).stderr
    expect(refused.exec(flag)?.[1]).toBe('ftp://flag.example')
    expect(flag).toContain("- --base-url: 'ftp://flag.example' must use https://")
    expect((await run(args)).stderr).toMatch(/STAC_AUTH_URL: 'ftp:\/\/idp\.example' must use https:\/\//)
  })

  it.each<[string, string | Buffer, string]>([
    [
      'typo.env',
      'STAC_PASWORD=secret\n',
      'typo.env, line 1: STAC_PASWORD is not a variable stac-publish reads; did you mean STAC_PASSWORD?',
    ],
    [
      'proxy.env',
      '# proxy\nHTTPS_PROXY=http://proxy:3128\n',
      'proxy.env, line 2: HTTPS_PROXY is not a variable stac-publish reads; it reads STAC_CLIENT_SECRET, STAC_PASSWORD, STAC_TOTP_SECRET, STAC_ACCESS_TOKEN, STAC_BASE_URL, STAC_AUTH_URL, STAC_CLIENT_ID, STAC_USERNAME',
    ],
    ['pasted.env', 'STAC_USERNAME=u\nhunter2\n', 'pasted.env, line 2: not KEY=value (a line starting with # is a comment)'],
    ['big.env', `# ${'x'.repeat(64 * 1024)}\n`, 'big.env is over 64 KiB; a settings file holds a few KEY=value lines'],
    ['latin1.env', Buffer.from('STAC_PASSWORD=gr\xfcn\n', 'latin1'), 'latin1.env is not UTF-8 text'],
  ])('a file it cannot take: exit status 2, the file, line and what is wrong, never a value (%s)', async (name, text, message) => {
    const result = await run([...minimal, '--settings', await settings(name, text)])
    expect(result).toEqual({ code: 2, stdout: '', stderr: `stac-publish: --settings ${message}\n` })
  })

  it('a file it cannot read: exit status 2, naming it and why', async () => {
    expect(await run([...minimal, '--settings', 'missing.env'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'stac-publish: --settings missing.env cannot be read (ENOENT)\n',
    })
  })

  it("suggests --settings for Node's --env-file, which Node.js itself reads and cannot be ours", async () => {
    expect((await run(['--env-file', 'x.env'])).stderr).toBe(`stac-publish: unknown flag --env-file; did you mean --settings?\n${HINT}`)
  })
})
