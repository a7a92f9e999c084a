/**
 * dist/cli.js, the `stac-publish` command: it checks the Node.js version against package.json's
 * engines, marks the process as the command line, with package.json's version for --version, and
 * runs the one bundle, dist/index.js (see src/index.ts). Written by `npm run build`, like the rest
 * of dist/.
 *
 * The launcher is in the oldest syntax (var, no arrow, no import statement, import() only as the
 * text of a Function), so that any Node.js parses it and says in one line what it needs, before the
 * bundle, whose syntax or APIs an older Node.js lacks, is loaded and before any input is read.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** One part of engines.node: `^A.B.C` (A.B.C or a later A) or `>=A.B.C` (A.B.C or later). */
interface Range {
  readonly kind: '^' | '>='
  readonly version: readonly [number, number, number]
}

/** engines.node as ranges; only the forms the launcher can check are accepted, so that the two cannot disagree. */
export function parseEngines(engines: string): Range[] {
  return engines.split('||').map((part) => {
    const match = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(part)
    if (match === null)
      throw new Error(`package.json engines.node: '${part.trim()}' is not ^A.B.C or >=A.B.C, the forms dist/cli.js checks`)
    return { kind: match[1] as Range['kind'], version: [Number(match[2]), Number(match[3]), Number(match[4])] }
  })
}

/** A JavaScript condition (ES3) on the variables major, minor and patch. */
function condition({ kind, version: [a, b, c] }: Range): string {
  const atLeast = c === 0 ? `minor >= ${b}` : `(minor > ${b} || (minor === ${b} && patch >= ${c}))`
  return kind === '^' ? `(major === ${a} && ${atLeast})` : `(major > ${a} || (major === ${a} && ${atLeast}))`
}

const words = ({ kind, version }: Range): string => `${version.join('.')} or ${kind === '^' ? `a later ${version[0]}` : 'later'}`

/** dist/cli.js for package.json's engines.node and version. */
export function launcherSource({ engines, version }: { readonly engines: string; readonly version: string }): string {
  const ranges = parseEngines(engines)
  const needs = ranges.map(words).join(', or ')
  return `#!/usr/bin/env node
// The stac-publish command line: the same bundle as the action, told apart by a mark. Written by
// scripts/cli-launcher.ts in the oldest syntax, so that any Node.js can say what it lacks.
var found = String(process.versions.node)
var parts = found.split('.')
var major = Number(parts[0])
var minor = Number(parts[1])
var patch = Number(parts[2])
if (!(${ranges.map(condition).join(' || ')})) {
  process.stderr.write('stac-publish needs Node.js ${needs}; this is Node.js ' + found + ' (' + process.execPath + ')\\n')
  process.exit(2)
}
globalThis[Symbol.for('stac-publish-action.cli')] = true
globalThis[Symbol.for('stac-publish-action.version')] = ${JSON.stringify(version)}
new Function('return import("./index.js")')()
`
}

if (import.meta.main) {
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string }; version: string }
  const file = path.join(root, 'dist/cli.js')
  await writeFile(file, launcherSource({ engines: manifest.engines.node, version: manifest.version }))
  await chmod(file, 0o755)
}
