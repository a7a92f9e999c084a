import type { Config, YamlInput } from './config.ts'
import { ProblemsError } from '../common/index.ts'
import type { PropertyTemplates } from './properties.ts'
import type { Rule } from './rules.ts'

/** The metadata the run's YAML inputs give: the rule of each file, and the item properties' templates. */
export interface Metadata {
  readonly ruleFor: (relativePath: string) => Rule | undefined
  readonly itemProperties: PropertyTemplates
}

type MetadataConfig = Pick<Config, 'rules' | 'itemProperties' | 'pathPattern'>

/**
 * Reads rules and item-properties, every problem of both at once; the YAML and glob libraries are
 * loaded only for runs that have either. `now` is the clock a literal expires is checked against.
 */
export async function loadMetadata(config: MetadataConfig, now: number = Date.now()): Promise<Metadata> {
  if (config.rules === undefined && config.itemProperties === undefined) return { ruleFor: () => undefined, itemProperties: new Map() }
  const { parseItemProperties, parseRules, readYamlFile, ruleFor } = await import('./rules.ts')
  const context = { groups: config.pathPattern?.groups ?? [], now }
  const problems: ProblemsError[] = []
  const attempt = async <T>(
    input: YamlInput | undefined,
    name: 'rules' | 'item-properties',
    parse: (text: string, source: string) => T,
  ): Promise<T | undefined> => {
    if (input === undefined) return undefined
    try {
      return parse('text' in input ? input.text : await readYamlFile(input.path, name, input.source), input.source)
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error
      problems.push(error)
      return undefined
    }
  }
  const rules = await attempt(config.rules, 'rules', (text, source) => parseRules(text, source, context))
  const itemProperties = await attempt(config.itemProperties, 'item-properties', (text, source) =>
    parseItemProperties(text, source, context),
  )
  if (problems.length > 0) throw ProblemsError.join(problems)
  return {
    ruleFor: rules === undefined ? () => undefined : (relativePath) => ruleFor(rules, relativePath),
    itemProperties: itemProperties ?? new Map(),
  }
}
