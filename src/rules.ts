import { minimatch } from 'minimatch'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { errorMessage, UserError } from './errors.ts'
import { isKnownMediaType, normalizeMediaType } from './media-types.ts'
import { readPropertyTemplates, type PropertyTemplates } from './properties.ts'
import { placeholderProblem } from './templates.ts'

/** Metadata for the files one rule matches; what a rule leaves out comes from the plain inputs. */
export interface Rule {
  /** 1-based position, as error messages name it. */
  readonly index: number
  readonly files: readonly string[]
  readonly mediaType?: string
  readonly assetId?: string
  readonly item?: string
  readonly collectionAsset?: boolean
  /** Template of the item's datetime. */
  readonly itemDatetime?: string
  readonly title?: string
  readonly description?: string
  readonly projEpsg?: number
  readonly roles?: readonly string[]
  readonly gsd?: number
  readonly lang?: 'de' | 'it' | 'fr' | 'rm' | 'en'
  readonly variant?: string
  /** Item property templates, each overriding the input's of the same name (null: none for these files). */
  readonly itemProperties?: PropertyTemplates
}

/** What templates may name, and the clock that a literal expires is checked against. */
export interface TemplateContext {
  /** path-pattern's named groups. */
  readonly groups: readonly string[]
  readonly now: number
}

const ruleSchema = ({ groups }: TemplateContext) => {
  const template = z.string().superRefine((value, ctx) => {
    const problem = placeholderProblem(value, groups)
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem })
  })
  return z
    .object({
      files: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
        error: 'required: a glob pattern, or a list of them, e.g. "**/*.tif"',
      }),
      'media-type': z
        .string()
        .refine(isKnownMediaType, { message: 'not a media type the catalog accepts (see the README table)' })
        .transform(normalizeMediaType)
        .optional(),
      'asset-id': template.optional(),
      item: template.optional(),
      'collection-asset': z.boolean({ error: 'expected true or false' }).optional(),
      'item-datetime': template.optional(),
      title: template.optional(),
      description: template.optional(),
      'proj-epsg': z
        .number({ error: 'expected a whole number such as 2056' })
        .int('expected a whole number such as 2056')
        .positive('expected a positive EPSG code')
        .optional(),
      roles: z.array(z.string().min(1), { error: 'expected a list of words, e.g. [data]' }).optional(),
      gsd: z.number({ error: 'expected a number of metres, e.g. 0.5' }).positive('expected a positive number of metres').optional(),
      'geoadmin:lang': z.enum(['de', 'it', 'fr', 'rm', 'en'], { error: 'expected one of de, it, fr, rm, en' }).optional(),
      'geoadmin:variant': z
        .string()
        .max(25, 'at most 25 characters')
        .regex(/^([a-zA-Z0-9]+ )*[a-zA-Z0-9]+$/, 'words of letters and digits separated by single spaces')
        .optional(),
      // Read by readPropertyTemplates, which names each wrong key and value.
      'item-properties': z.unknown().optional(),
    })
    .strict()
}

/**
 * Reads the rules (a YAML list) and turns them into typed rules; every problem is reported at
 * once, naming the rule and the field.
 */
export function parseRules(text: string, source: string, context: TemplateContext = { groups: [], now: Date.now() }): Rule[] {
  let document: unknown
  try {
    document = parseYaml(text)
  } catch (error) {
    throw new UserError(`Input 'rules' (${source}): not valid YAML: ${errorMessage(error).split('\n')[0]}`)
  }
  if (!Array.isArray(document)) {
    throw new UserError(
      `Input 'rules' (${source}): expected a YAML list of rules, each with 'files' and the fields to set, e.g.\n` +
        '- files: "**/*.tif"\n' +
        '  media-type: image/tiff; application=geotiff; profile=cloud-optimized',
    )
  }
  const problems: string[] = []
  const rules: Rule[] = []
  const schema = ruleSchema(context)
  document.forEach((entry: unknown, position) => {
    const index = position + 1
    const parsed = schema.safeParse(entry)
    const { files, 'item-properties': given } = (entry ?? {}) as { files?: unknown; 'item-properties'?: unknown }
    const name = `rule ${index}${typeof files === 'string' ? ` (files: ${files})` : ''}`
    const properties = given === undefined ? undefined : readPropertyTemplates(given, context.groups, context.now)
    for (const problem of properties?.problems ?? []) problems.push(`${name}, field 'item-properties': ${problem}`)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          problems.push(
            `${name}: unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}; ` +
              'use files, media-type, asset-id, item, collection-asset, item-datetime, ' +
              'title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties',
          )
        } else {
          problems.push(`${name}, field '${String(issue.path[0] ?? '?')}': ${issue.message}`)
        }
      }
      return
    }
    const rule = parsed.data
    rules.push({
      index,
      files: typeof rule.files === 'string' ? [rule.files] : rule.files,
      ...(rule['media-type'] === undefined ? {} : { mediaType: rule['media-type'] }),
      ...(rule['asset-id'] === undefined ? {} : { assetId: rule['asset-id'] }),
      ...(rule.item === undefined ? {} : { item: rule.item }),
      ...(rule['collection-asset'] === undefined ? {} : { collectionAsset: rule['collection-asset'] }),
      ...(rule['item-datetime'] === undefined ? {} : { itemDatetime: rule['item-datetime'] }),
      ...(rule.title === undefined ? {} : { title: rule.title }),
      ...(rule.description === undefined ? {} : { description: rule.description }),
      ...(rule['proj-epsg'] === undefined ? {} : { projEpsg: rule['proj-epsg'] }),
      ...(rule.roles === undefined ? {} : { roles: rule.roles }),
      ...(rule.gsd === undefined ? {} : { gsd: rule.gsd }),
      ...(rule['geoadmin:lang'] === undefined ? {} : { lang: rule['geoadmin:lang'] }),
      ...(rule['geoadmin:variant'] === undefined ? {} : { variant: rule['geoadmin:variant'] }),
      ...(properties === undefined ? {} : { itemProperties: properties.templates }),
    })
  })
  if (problems.length > 0)
    throw new UserError(`Input 'rules' (${source}) has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`)
  return rules
}

/**
 * Reads the item-properties input (a YAML mapping of property: template), every problem at once.
 */
export function parseItemProperties(text: string, source: string, context: TemplateContext): PropertyTemplates {
  let document: unknown
  try {
    document = parseYaml(text)
  } catch (error) {
    throw new UserError(`Input 'item-properties' (${source}): not valid YAML: ${errorMessage(error).split('\n')[0]}`)
  }
  const { templates, problems } = readPropertyTemplates(document, context.groups, context.now)
  if (problems.length > 0)
    throw new UserError(
      `Input 'item-properties' (${source}) has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
  return templates
}

/**
 * How a rule's pattern matches: the same glob dialect as the files input, which @actions/glob
 * reads with these minimatch options (no braces, no extglobs, dots matched, case-insensitive on
 * Windows). One difference, on purpose and documented: a pattern without '/' matches the file
 * name at any depth ('*.zip'), as in .gitignore; with a '/' it is a path from the working
 * directory, as in `files`.
 */
const GLOB = { dot: true, nobrace: true, noext: true, nocomment: true, nonegate: true, nocase: process.platform === 'win32' } as const

/** The first rule whose patterns match the file's path (relative to the working directory). */
export function ruleFor(rules: readonly Rule[], relativePath: string): Rule | undefined {
  return rules.find((rule) =>
    rule.files.some((pattern) => minimatch(relativePath, pattern, { ...GLOB, matchBase: !pattern.includes('/') })),
  )
}
