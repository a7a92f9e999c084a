/** Placeholders every template input accepts, for one selected file. */
export const PLACEHOLDERS = ['name', 'stem', 'ext', 'path', 'dir', 'parent', 'flatpath'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export type TemplateValues = Readonly<Record<Placeholder, string>>

const TOKEN = /\{([^{}]*)\}/g

/** Names the placeholders a template uses that do not exist; empty when the template is fine. */
export function unknownPlaceholders(template: string): string[] {
  const unknown: string[] = []
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1] ?? ''
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) unknown.push(`{${name}}`)
  }
  return unknown
}

/** What is wrong with a template's placeholders, for an error message; undefined when nothing is. */
export function placeholderProblem(template: string): string | undefined {
  const unknown = unknownPlaceholders(template)
  if (unknown.length === 0) return undefined
  return `unknown placeholder ${unknown.join(', ')}; use ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`
}

export function render(template: string, values: TemplateValues): string {
  return template.replace(TOKEN, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  )
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
