/**
 * Run by node in a child process: what @actions/glob's own pattern code says of paths, on this OS
 * or (argument 'win32') as on Windows, where the package reads process.platform once, at load, and
 * takes Node's 'path' for its separators: both are made Windows' before it loads. Its pattern code
 * is not part of its API (its package exports create() only, and create() walks real folders):
 * only this measure of src/files/patterns.ts reaches into it.
 *
 * Standard input: JSON { cases: [{ lines, paths }] }; standard output: JSON, per case, the search
 * paths, and per path what the patterns together match (MatchKind bits) and whether they may match
 * below it, or the error the patterns raise.
 */
import { registerHooks } from 'node:module'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { fileURLToPath, pathToFileURL } from 'node:url'

interface Pattern {
  readonly negate: boolean
  readonly segments: readonly string[]
  readonly trailingSeparator: boolean
}
type PatternClass = new (patternOrNegate: string | boolean, isImplicitPattern?: boolean, segments?: readonly string[]) => Pattern
interface Helper {
  getSearchPaths(patterns: readonly Pattern[]): string[]
  match(patterns: readonly Pattern[], itemPath: string): number
  partialMatch(patterns: readonly Pattern[], itemPath: string): boolean
}

if (process.argv[2] === 'win32') {
  Object.defineProperty(process, 'platform', { value: 'win32' })
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'path' || specifier === 'node:path' ? { url: 'node:path/win32', shortCircuit: true } : next(specifier, context),
  })
}

const lib = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/@actions/glob/lib')
const { Pattern } = (await import(pathToFileURL(path.join(lib, 'internal-pattern.js')).href)) as { Pattern: PatternClass }
const helper = (await import(pathToFileURL(path.join(lib, 'internal-pattern-helper.js')).href)) as Helper

const { cases } = JSON.parse(await text(process.stdin)) as { cases: Array<{ lines: string[]; paths: string[] }> }
const answers = cases.map(({ lines, paths }) => {
  try {
    // One pattern a line, blank lines and comments skipped, as the globber's create() reads them.
    const given = lines
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => new Pattern(line))
    // What the globber's walk adds (implicitDescendants).
    const patterns = given.flatMap((pattern) =>
      pattern.trailingSeparator || pattern.segments.at(-1) !== '**'
        ? [pattern, new Pattern(pattern.negate, true, [...pattern.segments, '**'])]
        : [pattern],
    )
    return {
      searchPaths: helper.getSearchPaths(patterns),
      paths: paths.map((itemPath) => ({ match: helper.match(patterns, itemPath), below: helper.partialMatch(patterns, itemPath) })),
    }
  } catch (error) {
    return { error: (error as Error).message }
  }
})
process.stdout.write(JSON.stringify(answers))
