import os from 'node:os'
import path, { type PlatformPath } from 'node:path'
import { Minimatch } from 'minimatch'

/**
 * The `files` patterns in the dialect of @actions/glob 0.7.0 (MIT License, Copyright 2019 GitHub;
 * scripts/licenses.ts ships its license with the bundle), written out from its
 * lib/internal-pattern.js and the helpers that file uses: each pattern is minimatch's (the same
 * minimatch, with the same options: no braces, no extglobs, no comments or negation of its own, dots
 * matched, case ignored on Windows); leading '!'s exclude (two include again); a trailing separator
 * matches folders only; a pattern takes everything below what it matches (implicitDescendants);
 * '.' and '..' segments are refused with the package's own error.
 *
 * Why not the package: it exports create() and a globber whose walk awaits an fs.promises call per
 * path, each a round trip through libuv's thread pool (about 40 µs for a stat that takes 2), and
 * keeps its compiled patterns private. files.ts walks the folders itself with these;
 * test/unit/files-patterns.test.ts holds them to the package's own pattern code (on Linux and as on
 * Windows) and to its create(), test/unit/files.test.ts the walk to the package's walk.
 *
 * Each function takes the platform's path module (this OS's unless told), as common/paths.ts does.
 */

/**
 * node:assert's assert, the module loaded only when a check fails (to throw the package's own
 * AssertionError): the checks pass on every run, and the module is not needed to start one.
 */
function assert(value: unknown, message: string): asserts value {
  if (value) return
  const failed: (value: unknown, message: string) => void = process.getBuiltinModule('node:assert')
  failed(value, message)
}

/** What a pattern matches of a path, as bits (@actions/glob's MatchKind): a folder, a file. */
export const MATCHES_FOLDER = 1
export const MATCHES_FILE = 2
const MATCHES_ALL = MATCHES_FOLDER | MATCHES_FILE

export interface GlobPattern {
  readonly negate: boolean
  readonly segments: readonly string[]
  /** The pattern ends in a separator: it matches folders only. */
  readonly trailingSeparator: boolean
  /** The literal path before the first segment with a wildcard: where a walk for it starts. */
  readonly searchPath: string
  /** MATCHES_FOLDER, MATCHES_FILE, both or none. */
  match(itemPath: string): number
  /** Whether the pattern may match something below the path. */
  partialMatch(itemPath: string): boolean
}

export interface CompiledPatterns {
  /** Each pattern given, and the one for its descendants after it (a folder matches everything below it). */
  readonly patterns: readonly GlobPattern[]
  /** The folders a walk starts from: one per included pattern, none below another. */
  readonly searchPaths: readonly string[]
}

/**
 * Patterns as @actions/glob's create() reads them (one a line; blank lines and those starting with
 * '#' skipped), with the descendants its walk adds. Throws the package's AssertionError for a
 * pattern it refuses ('.' or '..' segments, a root with wildcards).
 */
export function compilePatterns(lines: readonly string[], p: PlatformPath = path): CompiledPatterns {
  const paths = new Paths(p)
  const given = lines
    .flatMap((line) => line.split(paths.windows ? /\r\n|\r|\n/ : '\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => new Pattern(paths, line, false))
  const patterns = given.flatMap((pattern) =>
    pattern.trailingSeparator || pattern.segments.at(-1) !== '**' ? [pattern, pattern.descendants()] : [pattern],
  )
  return { patterns, searchPaths: searchPaths(patterns, paths) }
}

/** What the patterns together match of a path: the included kinds, less those an excluding pattern after them matches. */
export const matchKind = (patterns: readonly GlobPattern[], itemPath: string): number =>
  patterns.reduce((kind, pattern) => (pattern.negate ? kind & ~pattern.match(itemPath) : kind | pattern.match(itemPath)), 0)

/** Whether an including pattern may match something below the path. */
export const mayMatchBelow = (patterns: readonly GlobPattern[], itemPath: string): boolean =>
  patterns.some((pattern) => !pattern.negate && pattern.partialMatch(itemPath))

/** The path logic of @actions/glob (internal-path-helper.js, internal-path.js) for one platform. */
class Paths {
  readonly p: PlatformPath
  readonly windows: boolean

  constructor(p: PlatformPath) {
    this.p = p
    this.windows = p.sep === '\\'
  }

  /** Separators made the platform's, repeated ones made one (a UNC path's leading pair kept). */
  normalizeSeparators(given: string): string {
    if (!this.windows) return given.replace(/\/\/+/g, '/')
    const backslashed = given.replace(/\//g, '\\')
    return (/^\\\\+[^\\]/.test(backslashed) ? '\\' : '') + backslashed.replace(/\\\\+/g, '\\')
  }

  /** Normalised, without a trailing separator unless it is the root's. */
  safeTrimTrailingSeparator(given: string): string {
    if (given === '') return ''
    const normal = this.normalizeSeparators(given)
    if (!normal.endsWith(this.p.sep) || normal === this.p.sep || (this.windows && /^[A-Z]:\\$/i.test(normal))) return normal
    return normal.slice(0, -1)
  }

  /** path.dirname, where a UNC root (\\host or \\host\share) is its own. */
  dirname(given: string): string {
    const trimmed = this.safeTrimTrailingSeparator(given)
    if (this.windows && /^\\\\[^\\]+(\\[^\\]+)?$/.test(trimmed)) return trimmed
    const parent = this.p.dirname(trimmed)
    return this.windows && /^\\\\[^\\]+\\[^\\]+\\$/.test(parent) ? this.safeTrimTrailingSeparator(parent) : parent
  }

  /** '/x' here; on Windows 'C:\x' or '\\host\share'. */
  hasAbsoluteRoot(given: string): boolean {
    assert(given, `hasAbsoluteRoot parameter 'itemPath' must not be empty`)
    const normal = this.normalizeSeparators(given)
    return this.windows ? normal.startsWith('\\\\') || /^[A-Z]:\\/i.test(normal) : normal.startsWith('/')
  }

  /** hasAbsoluteRoot, and on Windows also '\x' and 'C:x'. */
  hasRoot(given: string): boolean {
    assert(given, `isRooted parameter 'itemPath' must not be empty`)
    const normal = this.normalizeSeparators(given)
    return this.windows ? normal.startsWith('\\') || /^[A-Z]:/i.test(normal) : normal.startsWith('/')
  }

  /** `itemPath` rooted at `root` unless it has an absolute root; on Windows 'C:x' and '\x' on the working directory's drive. */
  ensureAbsoluteRoot(root: string, itemPath: string): string {
    assert(root, `ensureAbsoluteRoot parameter 'root' must not be empty`)
    assert(itemPath, `ensureAbsoluteRoot parameter 'itemPath' must not be empty`)
    if (this.hasAbsoluteRoot(itemPath)) return itemPath
    if (this.windows) {
      if (/^[A-Z]:[^\\/]|^[A-Z]:$/i.test(itemPath)) {
        let cwd = process.cwd()
        assert(/^[A-Z]:\\/i.test(cwd), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`)
        if (itemPath[0]!.toUpperCase() !== cwd[0]!.toUpperCase()) return `${itemPath[0]}:\\${itemPath.slice(2)}`
        if (itemPath.length === 2) return `${itemPath[0]}:\\${cwd.slice(3)}`
        if (!cwd.endsWith('\\')) cwd += '\\'
        return `${itemPath[0]}:\\${cwd.slice(3)}${itemPath.slice(2)}`
      }
      if (/^\\$|^\\[^\\]/.test(this.normalizeSeparators(itemPath))) {
        const cwd = process.cwd()
        assert(/^[A-Z]:\\/i.test(cwd), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`)
        return `${cwd[0]}:\\${itemPath.slice(1)}`
      }
    }
    assert(this.hasAbsoluteRoot(root), `ensureAbsoluteRoot parameter 'root' must have an absolute root`)
    return root.endsWith('/') || (this.windows && root.endsWith('\\')) ? root + itemPath : root + this.p.sep + itemPath
  }

  /** A path's segments, its root the first: ['/', 'a', 'b'] (internal-path.js). */
  segments(itemPath: string): string[] {
    assert(itemPath, `Parameter 'itemPath' must not be empty`)
    const trimmed = this.safeTrimTrailingSeparator(itemPath)
    if (!this.hasRoot(trimmed)) return trimmed.split(this.p.sep)
    const segments: string[] = []
    let remaining = trimmed
    for (let parent = this.dirname(remaining); parent !== remaining; parent = this.dirname(remaining)) {
      segments.unshift(this.p.basename(remaining))
      remaining = parent
    }
    segments.unshift(remaining)
    return segments
  }

  /** Segments joined again, no separator after a root that ends in one (or after 'C:'). */
  join(segments: readonly string[]): string {
    let joined = segments[0]!
    let skip = joined.endsWith(this.p.sep) || (this.windows && /^[A-Z]:$/i.test(joined))
    for (const segment of segments.slice(1)) {
      if (skip) skip = false
      else joined += this.p.sep
      joined += segment
    }
    return joined
  }

  /** A segment as the literal name it stands for, or '' when it has a wildcard or a class of more than one character. */
  literal(segment: string): string {
    let literal = ''
    for (let i = 0; i < segment.length; i++) {
      const c = segment[i]!
      if (c === '\\' && !this.windows && i + 1 < segment.length) {
        literal += segment[++i]
        continue
      }
      if (c === '*' || c === '?') return ''
      if (c === '[' && i + 1 < segment.length) {
        let set = ''
        let closed = -1
        for (let j = i + 1; j < segment.length; j++) {
          const d = segment[j]!
          if (d === '\\' && !this.windows && j + 1 < segment.length) set += segment[++j]
          else if (d === ']') {
            closed = j
            break
          } else set += d
        }
        if (closed >= 0) {
          if (set.length > 1) return ''
          if (set !== '') {
            literal += set
            i = closed
            continue
          }
        }
      }
      literal += c
    }
    return literal
  }

  /** A literal path as a pattern that matches only it. */
  globEscape(text: string): string {
    return (this.windows ? text : text.replace(/\\/g, '\\\\'))
      .replace(/(\[)(?=[^/]+\])/g, '[[]')
      .replace(/\?/g, '[?]')
      .replace(/\*/g, '[*]')
  }

  /** A pattern checked, its separators normalised and made absolute (Pattern.fixupPattern). */
  fixup(given: string): string {
    assert(given, 'pattern cannot be empty')
    const literals = this.segments(given).map((segment) => this.literal(segment))
    assert(
      literals.every((literal, i) => (literal !== '.' || i === 0) && literal !== '..'),
      `Invalid pattern '${given}'. Relative pathing '.' and '..' is not allowed.`,
    )
    assert(!this.hasRoot(given) || literals[0], `Invalid pattern '${given}'. Root segment must not contain globs.`)
    const pattern = this.normalizeSeparators(given)
    const sep = this.p.sep
    let absolute: string
    if (pattern === '.' || pattern.startsWith(`.${sep}`)) absolute = this.globEscape(process.cwd()) + pattern.slice(1)
    else if (pattern === '~' || pattern.startsWith(`~${sep}`)) {
      const home = os.homedir()
      assert(home, 'Unable to determine HOME directory')
      assert(this.hasAbsoluteRoot(home), `Expected HOME directory to be a rooted path. Actual '${home}'`)
      absolute = this.globEscape(home) + pattern.slice(1)
    } else if (this.windows && /^[A-Z]:$|^[A-Z]:[^\\]/i.test(pattern)) {
      let root = this.ensureAbsoluteRoot('C:\\dummy-root', pattern.slice(0, 2))
      if (pattern.length > 2 && !root.endsWith('\\')) root += '\\'
      absolute = this.globEscape(root) + pattern.slice(2)
    } else if (this.windows && /^\\$|^\\[^\\]/.test(pattern)) {
      let root = this.ensureAbsoluteRoot('C:\\dummy-root', '\\')
      if (!root.endsWith('\\')) root += '\\'
      absolute = this.globEscape(root) + pattern.slice(1)
    } else absolute = this.ensureAbsoluteRoot(this.globEscape(process.cwd()), pattern)
    return this.normalizeSeparators(absolute)
  }
}

/** One pattern (internal-pattern.js's Pattern). */
class Pattern implements GlobPattern {
  readonly negate: boolean
  readonly segments: readonly string[]
  readonly trailingSeparator: boolean
  readonly searchPath: string
  readonly #paths: Paths
  /** Added for a pattern's descendants: '/a/**' then does not match '/a' itself. */
  readonly #implicit: boolean
  readonly #globstarLast: boolean
  /** Tests the root for partialMatch, which minimatch's matchOne cannot. */
  readonly #root: RegExp
  readonly #minimatch: Minimatch

  constructor(paths: Paths, given: string, implicit: boolean) {
    this.#paths = paths
    this.#implicit = implicit
    let pattern = given.trim()
    let negate = false
    while (pattern.startsWith('!')) {
      negate = !negate
      pattern = pattern.slice(1).trim()
    }
    this.negate = negate
    pattern = paths.fixup(pattern)
    this.segments = paths.segments(pattern)
    this.#globstarLast = this.segments.at(-1) === '**'
    this.trailingSeparator = paths.normalizeSeparators(pattern).endsWith(paths.p.sep)
    pattern = paths.safeTrimTrailingSeparator(pattern)
    const firstGlob = this.segments.findIndex((segment) => paths.literal(segment) === '')
    const searchSegments = this.segments.slice(0, firstGlob < 0 ? undefined : firstGlob).map((segment) => paths.literal(segment))
    this.searchPath = paths.join(searchSegments)
    this.#root = new RegExp(searchSegments[0]!.replace(/[[\\^$.|?*+()]/g, '\\$&'), paths.windows ? 'i' : '')
    this.#minimatch = new Minimatch(paths.windows ? pattern.replace(/\\/g, '/') : pattern, {
      dot: true,
      nobrace: true,
      nocase: paths.windows,
      nocomment: true,
      noext: true,
      nonegate: true,
      // Only whether it is 'win32' matters to minimatch.
      platform: paths.windows ? 'win32' : 'linux',
    })
  }

  /** The pattern for everything below what this one matches. */
  descendants(): Pattern {
    return new Pattern(this.#paths, `${this.negate ? '!' : ''}${this.#paths.join([...this.segments, '**'])}`, true)
  }

  match(itemPath: string): number {
    let candidate: string
    if (this.#globstarLast) {
      candidate = this.#paths.normalizeSeparators(itemPath)
      // minimatch matches '/a/**' with '/a/' but not with '/a': the folder itself is matched through its separator.
      if (!candidate.endsWith(this.#paths.p.sep) && !this.#implicit) candidate += this.#paths.p.sep
    } else candidate = this.#paths.safeTrimTrailingSeparator(itemPath)
    if (!this.#minimatch.match(candidate)) return 0
    return this.trailingSeparator ? MATCHES_FOLDER : MATCHES_ALL
  }

  partialMatch(itemPath: string): boolean {
    const trimmed = this.#paths.safeTrimTrailingSeparator(itemPath)
    if (this.#paths.dirname(trimmed) === trimmed) return this.#root.test(trimmed)
    return this.#minimatch.matchOne(trimmed.split(this.#paths.windows ? /\\+/ : /\/+/), this.#minimatch.set[0]!, true)
  }
}

/**
 * The folders a walk starts from (getSearchPaths): excluding patterns left out, and any below
 * another or the same as another (without case on Windows).
 */
function searchPaths(patterns: readonly GlobPattern[], paths: Paths): string[] {
  const including = patterns.filter((pattern) => !pattern.negate)
  const key = (searchPath: string): string => (paths.windows ? searchPath.toUpperCase() : searchPath)
  const included = new Map(including.map((pattern) => [key(pattern.searchPath), false]))
  const found: string[] = []
  for (const { searchPath } of including) {
    if (included.get(key(searchPath)) === true) continue
    let below = false
    for (let at = key(searchPath), parent = paths.dirname(at); parent !== at; at = parent, parent = paths.dirname(at)) {
      if (included.has(parent)) {
        below = true
        break
      }
    }
    if (!below) {
      found.push(searchPath)
      included.set(key(searchPath), true)
    }
  }
  return found
}
