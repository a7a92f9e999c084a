/**
 * item-links, the input's or a rule's: a YAML list of links, each rel, href and optionally type,
 * title and hreflang, of which href and title may be templates, rendered for each file as the
 * item's other templates are.
 */
import { refusalLine } from '../common/index.ts'
import { isBrowserLink, type ItemLink, LINK_FIELDS, linkProblem } from './links.ts'
import { placeholderProblem, renderTemplate, type TemplateValues, unrendered } from './templates.ts'

/** A link as item-links gives it: href and title templates, the rest as it is stored. */
export interface LinkTemplate {
  readonly rel: string
  readonly href: string
  readonly type?: string
  readonly title?: string
  readonly hreflang?: string
}

/** Links of one list: what an item carries many times over (a license, its origin, a description, a preview). */
export const LINKS_LIMIT = 50

const EXAMPLE = "e.g. [{rel: license, href: 'https://example.com/terms', title: Terms of use}]"

/** Each placeholder as a plain word: what a template's own text is checked as, before its values are known. */
const filled = (template: string): string =>
  renderTemplate(template, Object.fromEntries(unrendered(template).map((token) => [token.slice(1, -1).split('|')[0]!, 'x'])))

/**
 * Reads item-links (the input's YAML document, or a rule's field) into link templates, every problem
 * at once, each naming its link: its fields' types, placeholders the run has in href and title only,
 * one link per rel, and what the catalog refuses of the text the templates hold (linkProblem: the
 * rendered links are checked again per item).
 */
export function readLinkTemplates(
  document: unknown,
  groups: readonly string[],
  source = false,
): { readonly templates: readonly LinkTemplate[]; readonly problems: readonly string[] } {
  if (!Array.isArray(document)) return { templates: [], problems: [`expected a YAML list of links, each with rel and href, ${EXAMPLE}`] }
  if (document.length > LINKS_LIMIT)
    return { templates: [], problems: [`${document.length} links, more than the ${LINKS_LIMIT} this tool reads for an item`] }
  const problems: string[] = []
  const templates: LinkTemplate[] = []
  const rels = new Map<string, number>()
  document.forEach((entry: unknown, position) => {
    const index = position + 1
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`link ${index}: expected a mapping of rel, href and optionally type, title and hreflang, ${EXAMPLE}`)
      return
    }
    const fields = entry as Readonly<Record<string, unknown>>
    const name = typeof fields.rel === 'string' && fields.rel !== '' ? `link ${index} (rel '${fields.rel.slice(0, 30)}')` : `link ${index}`
    const refuse = (what: string) => problems.push(`${name}: ${what}`)
    const unknown = Object.keys(fields).filter((key) => !(LINK_FIELDS as readonly string[]).includes(key))
    if (unknown.length > 0) refuse(`unknown field ${unknown.map((key) => `'${key}'`).join(', ')}; use ${LINK_FIELDS.join(', ')}`)
    const text = (field: (typeof LINK_FIELDS)[number], template: boolean): string | undefined => {
      const value = fields[field]
      if (value === undefined || value === null) return undefined
      // A title of 2024 is its text; a rel, href, type or language of a number is a mistake.
      if (field === 'title' && (typeof value === 'number' || typeof value === 'boolean')) return String(value)
      if (typeof value !== 'string') {
        const kind = Array.isArray(value)
          ? 'a list'
          : typeof value === 'object'
            ? 'a mapping'
            : `the ${typeof value} ${JSON.stringify(value)}`
        refuse(`'${field}': expected text, not ${kind}`)
        return undefined
      }
      if (template) {
        const problem = placeholderProblem(value, groups, source)
        if (problem !== undefined) refuse(`'${field}': ${refusalLine(problem)}`)
      } else if (unrendered(value).length > 0) refuse(`'${field}' '${value}' has a placeholder; only href and title may be templates`)
      // The catalog trims what it stores.
      return value.trim()
    }
    const [rel, href, type, title, hreflang] = (['rel', 'href', 'type', 'title', 'hreflang'] as const).map((field) =>
      text(field, field === 'href' || field === 'title'),
    )
    for (const [field, what] of [
      ['rel', 'what the link is to the item (license, describedby, via, preview, …)'],
      ['href', 'the absolute URL the link leads to'],
    ] as const)
      if (fields[field] === undefined || fields[field] === null) refuse(`'${field}' is required: ${what}`)
    if (rel === undefined || href === undefined) return
    const link: LinkTemplate = {
      rel,
      href,
      ...(type === undefined ? {} : { type }),
      ...(title === undefined || title === '' ? {} : { title }),
      ...(hreflang === undefined ? {} : { hreflang }),
    }
    // The text the templates hold is checked now, once, their placeholders standing for plain words.
    const problem = linkProblem({ ...link, href: filled(href), ...(link.title === undefined ? {} : { title: filled(link.title) }) })
    if (problem !== undefined) refuse(problem)
    else if (isBrowserLink(link))
      refuse("rel alternate titled 'STAC Browser' is the catalog's own link to its STAC Browser page; give it another title")
    const first = rels.get(rel)
    if (first !== undefined) refuse(`link ${first} has the rel '${rel}' too; the catalog keeps one link per rel`)
    else rels.set(rel, index)
    templates.push(link)
  })
  return { templates: problems.length > 0 ? [] : templates, problems }
}

/** A placeholder's value in a URL: percent-encoded, a path's slashes kept ('Bericht 2024.pdf' → 'Bericht%202024.pdf'). */
const inUrl = (value: string): string => value.split('/').map(encodeURIComponent).join('/')

/** The links for one file, its values in href percent-encoded; a title that renders empty is none. */
export function renderLinks(templates: readonly LinkTemplate[], values: TemplateValues): ItemLink[] {
  return templates.map(({ rel, href, type, title, hreflang }) => {
    const shownTitle = title === undefined ? '' : renderTemplate(title, values).trim()
    return {
      rel,
      href: renderTemplate(href, values, inUrl),
      ...(type === undefined ? {} : { type }),
      ...(shownTitle === '' ? {} : { title: shownTitle }),
      ...(hreflang === undefined ? {} : { hreflang }),
    }
  })
}
