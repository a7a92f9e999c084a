import type { Config } from './config.ts'
import { ProblemsError } from '../common/index.ts'
import type { LinkTemplate, PropertyTemplates, YamlInput } from '../domain/index.ts'
import type { Rule } from './rules.ts'

/** The metadata the run's YAML inputs give: the rule of each file, the item properties' templates and the item links'. */
export interface Metadata {
  readonly ruleFor: (relativePath: string) => Rule | undefined
  readonly itemProperties: PropertyTemplates
  /** Undefined without item-links: an existing item keeps its own. */
  readonly itemLinks: readonly LinkTemplate[] | undefined
}

/** rules (asset metadata), item-properties and item-links (items), read in the workspace, with path-pattern's placeholders (selection). */
type MetadataConfig = Pick<Config, 'assetMetadata' | 'items' | 'selection'>

/**
 * Reads rules, item-properties and item-links, every problem of all at once; the YAML and glob
 * libraries are loaded only for runs that have one. `now` is the clock a literal expires is checked against.
 */
export async function loadMetadata(config: MetadataConfig, now: number = Date.now()): Promise<Metadata> {
  const { rules: rulesInput } = config.assetMetadata
  const { itemProperties: propertiesInput, itemLinks: linksInput } = config.items
  const { pathPattern, workspace } = config.selection
  if (rulesInput === undefined && propertiesInput === undefined && linksInput === undefined)
    return { ruleFor: () => undefined, itemProperties: new Map(), itemLinks: undefined }
  const { parseItemLinks, parseItemProperties, parseRules, readYamlFile, ruleFor } = await import('./rules.ts')
  const context = { groups: pathPattern?.groups ?? [], now }
  const problems: ProblemsError[] = []
  const attempt = async <T>(
    input: YamlInput | undefined,
    name: 'rules' | 'item-properties' | 'item-links',
    parse: (text: string, source: string) => T,
  ): Promise<T | undefined> => {
    if (input === undefined) return undefined
    try {
      const text = 'text' in input ? input.text : await readYamlFile({ ...input, workspace }, name)
      return parse(text, input.source)
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error
      problems.push(error)
      return undefined
    }
  }
  const rules = await attempt(rulesInput, 'rules', (text, source) => parseRules(text, source, context))
  const itemProperties = await attempt(propertiesInput, 'item-properties', (text, source) => parseItemProperties(text, source, context))
  const itemLinks = await attempt(linksInput, 'item-links', (text, source) => parseItemLinks(text, source, context))
  if (problems.length > 0) throw ProblemsError.join(problems)
  return {
    ruleFor: rules === undefined ? () => undefined : remembered((path) => ruleFor(rules, path)),
    itemProperties: itemProperties ?? new Map(),
    itemLinks,
  }
}

/**
 * A file's rule is asked for twice (its contents, then its asset), and matching it against up to 200 globs is
 * the cost: 20,000 files take a second a pass. The answer depends on the path alone, so each path is matched once.
 */
function remembered(find: (relativePath: string) => Rule | undefined): (relativePath: string) => Rule | undefined {
  const seen = new Map<string, Rule | undefined>()
  return (relativePath) => {
    if (seen.has(relativePath)) return seen.get(relativePath)
    const rule = find(relativePath)
    seen.set(relativePath, rule)
    return rule
  }
}
