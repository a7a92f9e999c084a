/** Placeholders every template input accepts, for one selected file. */
const PLACEHOLDERS = ['name', 'stem', 'ext', 'path', 'dir', 'parent', 'flatpath'] as const
type Placeholder = (typeof PLACEHOLDERS)[number]
type TemplateValues = Readonly<Record<Placeholder, string>>

/** Filters a placeholder may take, as in {name|slug}. */
const FILTERS = ['slug'] as const

const TOKEN = /\{([^{}|]*)(?:\|([^{}]*))?\}/g

const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name)
const isFilter = (name: string): name is (typeof FILTERS)[number] => (FILTERS as readonly string[]).includes(name)

/** Names the placeholders (or filters) a template uses that do not exist; empty when the template is fine. */
export function unknownPlaceholders(template: string): string[] {
  const unknown: string[] = []
  for (const [whole, name = '', filter] of template.matchAll(TOKEN)) {
    if (!isPlaceholder(name) || (filter !== undefined && !isFilter(filter))) unknown.push(whole)
  }
  return unknown
}

/** What is wrong with a template's placeholders, for an error message; undefined when nothing is. */
export function placeholderProblem(template: string): string | undefined {
  const unknown = unknownPlaceholders(template)
  if (unknown.length === 0) return undefined
  return `unknown placeholder ${unknown.join(', ')}; use ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}, each also as {…|slug}`
}

export function render(template: string, values: TemplateValues): string {
  return template.replace(TOKEN, (whole, name: string, filter: string | undefined) => {
    if (!isPlaceholder(name)) return whole
    if (filter === undefined) return values[name]
    return filter === 'slug' ? slug(values[name]) : whole
  })
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
export function templateValues(relativePath: string): TemplateValues {
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
