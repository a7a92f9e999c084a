import type { Refusal } from '../common/index.ts'

/** Placeholders every template input accepts, for one selected file. */
const PLACEHOLDERS = ['name', 'stem', 'ext', 'path', 'dir', 'parent', 'flatpath'] as const
type Placeholder = (typeof PLACEHOLDERS)[number]
/** A file's values: the built-in placeholders, and the named groups of path-pattern. */
export type TemplateValues = Readonly<Record<string, string>>

/** Filters a placeholder may take, as in {name|slug}. */
const FILTERS = ['slug'] as const

const TOKEN = /\{([^{}|]*)(?:\|([^{}]*))?\}/g

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name)
const isFilter = (name: string): name is (typeof FILTERS)[number] => (FILTERS as readonly string[]).includes(name)

/**
 * With a STAC source, a template also takes {id} (the source item's), {key} (the asset's key) and any
 * of the source item's properties by name ({platform}, {eo:cloud_cover}): which of those an item has is
 * known only once it is read, and checked when the template is rendered for it (unrendered).
 */
const SOURCE_NAME = /^[A-Za-z_][\w:.-]*$/

/**
 * Names the placeholders (or filters) a template uses that do not exist; empty when the template is fine.
 * `source`: a STAC source's names are open.
 */
export function unknownPlaceholders(template: string, groups: readonly string[] = [], source = false): string[] {
  const unknown: string[] = []
  for (const [whole, name = '', filter] of template.matchAll(TOKEN)) {
    const known = isPlaceholder(name) || groups.includes(name) || (source && SOURCE_NAME.test(name))
    if (!known || (filter !== undefined && !isFilter(filter))) unknown.push(whole)
  }
  return unknown
}

/** What is wrong with a template's placeholders, and what it may use; undefined when nothing is. */
export function placeholderProblem(template: string, groups: readonly string[] = [], source = false): Refusal | undefined {
  const unknown = unknownPlaceholders(template, groups, source)
  if (unknown.length === 0) return undefined
  const fromPattern = groups.length === 0 ? '' : ` and path-pattern's ${groups.map((g) => `{${g}}`).join(' ')}`
  const fromSource = source ? ", stac-source's {id} {key} and the source item's properties by name" : ''
  const builtIn = PLACEHOLDERS.map((p) => `{${p}}`).join(' ')
  return { what: `unknown placeholder ${unknown.join(', ')}`, fix: `use ${builtIn}${fromPattern}${fromSource}, each also as {…|slug}` }
}

/** The placeholders a rendered template still holds: names its values did not have (a property a source item lacks). */
export const unrendered = (text: string): string[] => [...text.matchAll(TOKEN)].map(([whole]) => whole)

/** `escape`: what a value becomes in the text (in a URL, percent-encoded); the template's own text stays as it is. */
export function renderTemplate(template: string, values: TemplateValues, escape: (value: string) => string = (value) => value): string {
  return template.replace(TOKEN, (whole, name: string, filter: string | undefined) => {
    const value = values[name]
    if (value === undefined) return whole
    if (filter === undefined) return escape(value)
    return filter === 'slug' ? escape(slug(value)) : whole
  })
}

/** path-pattern, compiled: its source for messages, and its named groups, which templates take as placeholders. */
export interface PathPattern {
  readonly source: string
  readonly regex: RegExp
  readonly groups: readonly string[]
}

/**
 * Reads path-pattern: a JavaScript regular expression (Unicode mode) with named groups, none
 * named like a built-in placeholder; or what is wrong with it, for the input's error.
 */
export function parsePathPattern(source: string): PathPattern | Refusal {
  let regex: RegExp
  try {
    regex = new RegExp(source, 'u')
  } catch (error) {
    const why = (error as Error).message.replace(/^Invalid regular expression: /, '')
    return {
      what: `'${source}' is not a regular expression: ${why}`,
      fix: "give one in JavaScript's syntax with named groups, e.g. (?<ref>\\d{8}T\\d{4}Z)",
    }
  }
  // An empty alternative matches '' whatever the pattern, and the match lists every named group.
  const groups = Object.keys(new RegExp(`(?:${source})|`, 'u').exec('')?.groups ?? {})
  if (groups.length === 0)
    return { what: `'${source}' has no named group`, fix: 'name the parts templates use, e.g. (?<ref>\\d{8}T\\d{4}Z) gives {ref}' }
  const builtIn = groups.filter(isPlaceholder)
  if (builtIn.length > 0)
    return {
      what:
        `'${source}': ${builtIn.map((g) => `(?<${g}>…)`).join(', ')} would hide the built-in placeholder of that name ` +
        `(${PLACEHOLDERS.join(', ')})`,
      fix: 'rename the group',
    }
  return { source, regex, groups }
}

/** The named groups' values in a file's path, '' for a group that took no part; undefined when the pattern does not match. */
export function patternValues(pattern: PathPattern, relativePath: string): Record<string, string> | undefined {
  const match = pattern.regex.exec(relativePath)
  if (match === null) return undefined
  return Object.fromEntries(pattern.groups.map((group) => [group, match.groups?.[group] ?? '']))
}

/** Letters a catalog id cannot hold, as German, French and Italian spell them without marks. */
const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  å: 'a',
  ł: 'l',
  đ: 'd',
  þ: 'th',
}

/**
 * A name as the catalog's ids allow it ([a-z0-9._-]): umlauts spelled out (ä → ae), other marks
 * dropped (é → e), lowercase, everything else a '-', no '-' twice or next to a '.', none at the
 * ends; the extension stays. 'Höhenmodell Zürich 2024.tif' → 'hoehenmodell-zuerich-2024.tif'.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœøåłđþ]/g, (ch) => SPELLED[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-*\.-*/g, '.')
    .replace(/^[-.]+|-+$/g, '')
}

/** Template values of a file given by its path relative to the working directory, with forward slashes. */
export function templateValues(relativePath: string): Readonly<Record<Placeholder, string>> {
  const slash = relativePath.lastIndexOf('/')
  const name = relativePath.slice(slash + 1)
  const dir = slash < 0 ? '' : relativePath.slice(0, slash)
  const dot = name.lastIndexOf('.')
  const parentSlash = dir.lastIndexOf('/')
  return {
    name,
    stem: dot <= 0 ? name : name.slice(0, dot),
    ext: dot <= 0 ? '' : name.slice(dot + 1),
    path: relativePath,
    dir,
    parent: dir.slice(parentSlash + 1),
    flatpath: relativePath.replaceAll('/', '-'),
  }
}
