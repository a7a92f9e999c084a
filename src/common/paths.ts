import path, { type PlatformPath } from 'node:path'

/**
 * Path logic that must hold on every runner's OS. Each function takes the platform's path module
 * (the one of this OS unless told), so that tests run it with Windows paths on any machine.
 * Paths that leave these functions for templates, outputs and the summary use '/'.
 */

/** `child` is `parent` or below it; both absolute and normalised (as the glob and realpath give them). */
export function isInside(parent: string, child: string, p: PlatformPath = path): boolean {
  if (child === parent) return true
  const prefix = parent.endsWith(p.sep) ? parent : parent + p.sep
  // Windows paths are the same path whatever their case.
  return p.sep === '\\' ? child.toLowerCase().startsWith(prefix.toLowerCase()) : child.startsWith(prefix)
}

/** `target`'s path from `root`, with '/' on every OS: what templates, outputs and the summary show. */
export function slashedRelative(root: string, target: string, p: PlatformPath = path): string {
  const below = target !== root && isInside(root, target, p)
  const relative = below ? target.slice(root.endsWith(p.sep) ? root.length : root.length + 1) : p.relative(root, target)
  // Already slashed where the OS's separator is one: no list and copy a path (the selection makes one a file).
  return p.sep === '/' ? relative : relative.split(p.sep).join('/')
}

/** The absolute path of `given` (relative to `base`, or absolute), or undefined when it leads outside `base`. */
export function within(base: string, given: string, p: PlatformPath = path): string | undefined {
  const resolved = p.resolve(base, given)
  const relative = p.relative(base, resolved)
  return relative === '..' || relative.startsWith(`..${p.sep}`) || p.isAbsolute(relative) ? undefined : resolved
}

/** Glob metacharacters in a folder's own name must not turn into patterns: each becomes a class of itself. */
const escapeGlob = (text: string): string => text.replace(/[*?[\]{}()!]/g, (ch) => `[${ch}]`)

/** A `files` pattern (with '/', or '!' to exclude) anchored at the working directory, as @actions/glob takes it. */
export function anchorPattern(pattern: string, root: string, p: PlatformPath = path): string {
  const negated = pattern.startsWith('!')
  const body = negated ? pattern.slice(1) : pattern
  const anchored = p.isAbsolute(body) ? body : `${escapeGlob(root)}${root.endsWith(p.sep) ? '' : '/'}${body}`
  return negated ? `!${anchored}` : anchored
}
