import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { launcherSource, parseEngines } from '../../scripts/cli-launcher.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string }; version: string }
const source = launcherSource({ engines: manifest.engines.node, version: manifest.version })

/** dist/cli.js run as a given Node.js version would run it: what it printed, its exit status, and what it loaded. */
function launch(version: string) {
  const out = { stderr: '', exit: undefined as number | undefined, loaded: [] as string[], version: undefined as unknown }
  const context = {
    process: {
      versions: { node: version },
      execPath: '/usr/bin/node',
      stderr: { write: (text: string) => (out.stderr += text) },
      exit: (code: number) => {
        out.exit = code
        throw new Error('exit')
      },
    },
    // The bundle's import, as its text: recorded, not run.
    Function: function (body: string) {
      out.loaded.push(body)
      return () => undefined
    },
  }
  try {
    runInNewContext(source.replace(/^#!.*\n/, ''), context)
    out.version = runInNewContext("globalThis[Symbol.for('stac-publish-action.version')]", context)
  } catch (error) {
    if ((error as Error).message !== 'exit') throw error
  }
  return out
}

describe('dist/cli.js, the launcher', () => {
  it('takes package.json engines: Node.js 22 from 22.21, and 24.5 or later', () => {
    expect(manifest.engines.node).toBe('^22.21.0 || >=24.5.0')
    for (const version of ['22.21.0', '22.23.3', '24.5.0', '24.21.0', '25.0.0', '26.3.1']) {
      expect(launch(version), version).toEqual({
        stderr: '',
        exit: undefined,
        loaded: ['return import("./index.js")'],
        version: manifest.version,
      })
    }
  })

  it('refuses any older Node.js in one line, saying what it needs and what it found, with exit status 2 and nothing loaded', () => {
    for (const version of ['0.10.48', '8.17.0', '18.20.8', '20.20.2', '22.20.0', '23.11.1', '24.4.1']) {
      expect(launch(version), version).toEqual({
        stderr: `stac-publish needs Node.js 22.21.0 or a later 22, or 24.5.0 or later; this is Node.js ${version} (/usr/bin/node)\n`,
        exit: 2,
        loaded: [],
        version: undefined,
      })
    }
  })

  it('is written in syntax that any Node.js parses: no arrow, template, let, const, class, async or import outside a string', () => {
    const code = source
      .replace(/^#!.*\n/, '')
      .replace(/^\/\/.*$/gm, '')
      .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''")
    expect(code).not.toMatch(/=>|`|\b(let|const|class|async|await|import)\b/)
  })

  it('refuses engines it could not check, rather than check something else', () => {
    expect(parseEngines('^22.21.0 || >=24.5.0')).toEqual([
      { kind: '^', version: [22, 21, 0] },
      { kind: '>=', version: [24, 5, 0] },
    ])
    for (const engines of ['>=22', '22.x', '^22.21.0 || 24', '>22.0.0'])
      expect(() => parseEngines(engines), engines).toThrow(/is not \^A\.B\.C or >=A\.B\.C/)
  })
})
