import path from 'node:path'
import type { AssetFields, Container } from '../catalog/index.ts'
import { type Config, type Rule } from '../config/index.ts'
import type { ContentStore } from '../content/index.ts'
import {
  renderTemplate,
  extensionOf,
  extensionsFor,
  ID_RULE,
  isKnownMediaType,
  isValidId,
  type ItemLink,
  type ItemPropertyName,
  type LinkTemplate,
  KNOWN_EXTENSIONS,
  patternValues,
  type PropertyTemplates,
  renderLinks,
  slug,
  templateValues,
  unrendered,
} from '../domain/index.ts'
import { input, MAX_FILE_SIZE, type Problem, ProblemsError, say, type Text, within } from '../common/index.ts'
import { type SelectedFile, unreadableProblem } from '../files/index.ts'
import type { SourcedFile, SourceItem } from '../source/index.ts'
import { autoFields, type AutoField, type DeclaredType, declaredType, SOURCE_TYPE } from './choices.ts'
import { contentDecides, type FileContent } from './content.ts'

export interface AssetSpec {
  readonly file: SelectedFile
  /** The item (or the collection) the asset belongs to. */
  readonly container: Container
  readonly fields: AssetFields
  /** The rule that gave its metadata, if any (for the log). */
  readonly rule: number | undefined
  /** What the file says about its item, rendered for it: checked per item when items are made. */
  readonly itemDatetime: string | undefined
  readonly itemTitle: string | undefined
  /** The item-properties templates, rendered for this file; none when left out. */
  readonly itemProperties?: ReadonlyMap<ItemPropertyName, string>
  /** The item links (item-links, or its rule's), rendered for this file; none when neither gives them. */
  readonly itemLinks?: readonly ItemLink[]
  /** The item's GeoJSON file, when item-geometry is a template: its path in the workspace, and as rendered for messages. */
  readonly itemGeometry?: { readonly path: string; readonly source: string } | undefined
  /** The STAC source's item this file is an asset of: its item is described from it (describe/). */
  readonly source?: SourceItem
  /**
   * A Git LFS file whose content is not here: its type as declared, for the content to decide or
   * check (undefined when the content says nothing of it), and the fields auto reads from it.
   * Until it is fetched it is planned as the catalog has it (asPublished).
   */
  readonly awaiting?:
    { readonly declared: (DeclaredType & { readonly type: string }) | undefined; readonly fields: readonly AutoField[] } | undefined
}

/** The target, the selection (path-pattern's placeholders, where files may be), the asset metadata, and what the items are made of. */
type AssetConfig = Pick<Config, 'target' | 'selection' | 'assetMetadata' | 'items'>

const blankToNull = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text)

/**
 * One asset per file, with everything the catalog would reject found now, for all files at
 * once, before anything is written: a path path-pattern does not match, id characters and length,
 * id extension against the media type, unknown extensions, empty files, and two files that would
 * become one asset. The first rule that matches a file sets its metadata; the plain inputs fill in
 * the rest (item properties key by key). What the files' contents decided (readContents) gives
 * their labels and auto fields, and a content that contradicts a file's type is one more problem.
 * A file whose content is elsewhere (a Git LFS pointer) is checked as the content it stands for:
 * its size is the declared one; its content decides what it can once it is fetched.
 */
export function buildAssets(
  files: readonly SelectedFile[],
  config: AssetConfig,
  options: {
    /** Where each file's bytes are: an asset whose content is not here waits for what its content decides. */
    readonly content: Pick<ContentStore, 'isHere'>
    readonly ruleFor?: (relativePath: string) => Rule | undefined
    readonly itemProperties?: PropertyTemplates
    /** item-links: a rule's replace them. */
    readonly itemLinks?: readonly LinkTemplate[] | undefined
    /** What the files' contents decided (readContents). */
    readonly contents?: ReadonlyMap<string, FileContent>
    /** A STAC source's asset of each file that is one (its fields apply under the inputs and rules, which match it by its href). */
    readonly sourced?: ReadonlyMap<SelectedFile, SourcedFile> | undefined
  },
): AssetSpec[] {
  const { content: store, ruleFor = () => undefined, sourced: sources = new Map<SelectedFile, SourcedFile>() } = options
  const { target, selection, assetMetadata: metadata, items } = config
  const itemProperties: PropertyTemplates = options.itemProperties ?? new Map()
  const contents: ReadonlyMap<string, FileContent> = options.contents ?? new Map()
  const problems: Problem[] = []
  const byKey = new Map<string, SelectedFile>()
  const specs: AssetSpec[] = []
  // What many files share (their item and its container, a rendered datetime, title or property) is kept once, not once a file.
  const containers = new Map<string | undefined, Container>()
  const once = new Map<string, string>()
  const shared = (text: string): string => {
    const known = once.get(text)
    if (known !== undefined) return known
    once.set(text, text)
    return text
  }
  for (const file of files) {
    // Not read, so nothing else of it is known: its one problem.
    if (file.unreadable !== undefined) {
      problems.push(unreadableProblem(file))
      continue
    }
    const sourced = sources.get(file)
    const rule = ruleFor(sourced?.matched ?? file.relativePath)
    const from = rule === undefined ? '' : ` (rule ${rule.index})`
    const refuse = (what: Text, fix?: Text) =>
      problems.push({ subject: { kind: 'file', path: file.relativePath }, what, ...(fix === undefined ? {} : { fix }) })
    const groups = selection.pathPattern === undefined ? {} : patternValues(selection.pathPattern, file.relativePath)
    if (groups === undefined) {
      refuse(
        say`${input('path-pattern', { bare: true })} '${selection.pathPattern!.source}' does not match it`,
        say`its placeholders need every selected file to match: exclude such files in ${input('files')} (a line starting with !)`,
      )
      continue
    }
    const values: Record<string, string> =
      sourced === undefined
        ? { ...templateValues(file.relativePath), ...groups }
        : { ...sourced.item.placeholders, ...templateValues(file.relativePath), ...groups, id: sourced.item.id, key: sourced.asset.key }
    // A STAC source's properties are known only now: a template may name one its item lacks.
    const lacking = new Set<string>()
    const noteLacking = (template: string): void => {
      if (sourced !== undefined)
        for (const whole of unrendered(template)) if (values[placeholderName(whole)] === undefined) lacking.add(whole)
    }
    const render = (template: string): string => {
      noteLacking(template)
      return renderTemplate(template, values)
    }
    const id = render(rule?.assetId ?? metadata.assetId).toLowerCase()
    const collectionAsset = rule?.collectionAsset ?? target.collectionAsset
    const itemTemplate = rule?.item ?? target.item
    const item = collectionAsset || itemTemplate === undefined ? undefined : shared(render(itemTemplate).toLowerCase())
    const titleTemplate = rule?.title ?? metadata.title
    const title = blankToNull(titleTemplate === undefined ? sourced?.asset.fields.title : render(titleTemplate))
    const description = rule?.description ?? metadata.description
    const renderedDescription = description === undefined ? undefined : render(description)
    const itemDatetime = rule?.itemDatetime ?? items.itemDatetime
    const renderedDatetime = itemDatetime === undefined ? undefined : shared(render(itemDatetime))
    const itemTitle = items.itemTitle === undefined ? undefined : shared(render(items.itemTitle))
    const properties = rule?.itemProperties === undefined ? itemProperties : new Map([...itemProperties, ...rule.itemProperties])
    const rendered = renderedProperties(properties, (template) => shared(render(template)))
    const links = item === undefined ? undefined : (rule?.itemLinks ?? options.itemLinks)
    for (const link of links ?? []) for (const template of [link.href, link.title ?? '']) noteLacking(template)
    if (lacking.size > 0) {
      refuse(
        [`its source item '${sourced!.item.id}' has no ${[...lacking].join(', ')} for the templates that name it`],
        ['name properties every source item has, or set the inputs that name them with a rule for the files they fit'],
      )
      continue
    }
    const fileExtension = extensionOf(values.name ?? '')
    const sourceFields = sourced?.asset.fields
    const declared = declaredType(fileExtension, rule, config, sourceFields?.type)
    const content = contents.get(file.relativePath)
    const label = content?.label
    const type = label !== undefined && 'type' in label ? label.type : declared.type
    const before = problems.length
    if (label !== undefined && 'problem' in label) refuse(label.problem, [label.fix])
    // A source's asset states its size only where its source does (service-stac never does): 0 is then unknown, not empty.
    const empty = file.remote === undefined ? file.size === 0 : file.remote.declared?.size === 0
    if (empty) refuse(['the file is empty'], ["the catalog needs the file's data (remove it or exclude it with a '!' pattern)"])
    if (file.size > MAX_FILE_SIZE) refuse([`${file.size} bytes is more than the catalog's upload limit of 100 parts of 5 GiB`])
    if (type === undefined) {
      refuse(
        [`no media type for the extension '${fileExtension === '' ? '(none)' : `.${fileExtension}`}'`],
        [`the catalog accepts ${KNOWN_EXTENSIONS.map((e) => `.${e}`).join(' ')}`],
      )
    } else if (declared.givenBy === SOURCE_TYPE && !isKnownMediaType(type)) {
      const extensionsTaken = KNOWN_EXTENSIONS.map((e) => `.${e}`).join(' ')
      refuse(
        [`the STAC source gives asset '${sourced!.asset.key}' the media type '${type}', which the catalog does not take`],
        say`set ${input('media-type')} (or a rule's media-type) for it: the catalog takes those of ${extensionsTaken}`,
      )
    }
    if (!isValidId(id)) {
      const suggestion = slug(id)
      const slugged = isValidId(suggestion) ? `'{name|slug}' (here '${suggestion}'), ` : ''
      refuse(
        [`asset id '${id}'${from} is not valid`],
        say`ids are ${ID_RULE} (change ${input('asset-id')}, e.g. to ${slugged}'{parent}-{name}' or '{flatpath}')`,
      )
    } else if (type !== undefined && !extensionsFor(type).includes(extensionOf(id))) {
      const extensions = extensionsFor(type)
        .map((e) => `.${e}`)
        .join(' or ')
      // A STAC source's keys are often no file names ('data', 'image'): its file's name is one.
      const named =
        sourced === undefined ? undefined : say`set ${input('asset-id')} to '{name}' (its file's name) or another template that does`
      refuse([`asset id '${id}'${from} must end in ${extensions} for the media type '${type}'`], named)
    }
    if (!collectionAsset && item === undefined) {
      refuse(
        [`no item to publish it into${from}`],
        say`set ${input('item')} (or a rule's item), or ${input('collection-asset', { value: 'true' })}`,
      )
    } else if (item !== undefined && !isValidId(item)) {
      refuse([`item id '${item}'${from} is not valid`], [`ids are ${ID_RULE}`])
    }
    if (title !== null && title.length > 255)
      refuse([`the title is ${title.length} characters`], say`the catalog allows 255 (shorten ${input('title')})`)
    const key = `${item ?? ''}/${id}`
    const other = byKey.get(key)
    if (other !== undefined)
      refuse([`becomes asset '${id}', as ${other.relativePath} does`], say`make ${input('asset-id')} tell them apart (e.g. '{flatpath}')`)
    byKey.set(key, file)
    if (collectionAsset) {
      const given = [
        rule?.gsd === undefined ? '' : 'gsd',
        rule?.lang === undefined ? '' : 'geoadmin:lang',
        rule?.variant === undefined ? '' : 'geoadmin:variant',
      ]
      const refused = given.filter((field) => field !== '')
      if (refused.length > 0)
        refuse([`an asset of the collection itself has no ${refused.join(', ')}${from}`], ['the catalog refuses them there'])
    }
    const lang = rule?.lang ?? sourceFields?.['geoadmin:lang']
    const variant = rule?.variant ?? sourceFields?.['geoadmin:variant']
    const roles = rule?.roles ?? sourceFields?.roles
    if (sourced !== undefined) {
      const field = sourceFieldProblem({ lang, variant, roles })
      if (field !== undefined) refuse([`the STAC source's asset '${sourced.asset.key}': ${field}`], ['a rule may set the field for it'])
    }
    if (problems.length > before || type === undefined) continue
    const geometry = itemGeometryFile(config, values)
    if (geometry !== undefined && 'what' in geometry) {
      refuse(geometry.what, geometry.fix)
      continue
    }
    // A STAC API source's content is not read before it is published: auto takes what the source states of it.
    const remote = file.remote !== undefined
    const auto = remote ? [] : autoFields(rule, config)
    const read = (field: AutoField): number | null => (remote ? (sourceFields?.[field] ?? null) : (content?.auto?.[field] ?? null))
    const projEpsg = rule?.projEpsg ?? metadata.projEpsg ?? sourceFields?.['proj:epsg']
    const gsd = collectionAsset ? undefined : (rule?.gsd ?? metadata.gsd ?? sourceFields?.gsd)
    let container = containers.get(item)
    if (container === undefined) containers.set(item, (container = { collection: target.collection, item }))
    specs.push({
      file,
      container,
      rule: rule?.index,
      itemDatetime: renderedDatetime,
      itemTitle,
      itemProperties: rendered,
      ...(links === undefined ? {} : { itemLinks: renderLinks(links, values) }),
      itemGeometry: item === undefined ? undefined : geometry,
      ...(sourced === undefined || item === undefined ? {} : { source: sourced.item }),
      ...(!store.isHere(file) && (contentDecides(declared.type) || auto.length > 0)
        ? { awaiting: { declared: contentDecides(declared.type) ? { ...declared, type: declared.type } : undefined, fields: auto } }
        : {}),
      fields: {
        id,
        type,
        title,
        description: blankToNull(renderedDescription ?? sourceFields?.description),
        'proj:epsg': projEpsg === 'auto' ? read('proj:epsg') : (projEpsg ?? null),
        roles: roles ?? null,
        gsd: gsd === 'auto' ? read('gsd') : (gsd ?? null),
        'geoadmin:lang': collectionAsset ? null : (lang ?? null),
        'geoadmin:variant': collectionAsset ? null : (variant ?? null),
      },
    })
  }
  if (problems.length > 0) throw new ProblemsError(problems)
  return specs
}

const NO_PROPERTIES: ReadonlyMap<ItemPropertyName, string> = new Map()

/** The item-properties templates rendered for a file, those set to null left out; one empty map for every file that has none. */
function renderedProperties(templates: PropertyTemplates, render: (template: string) => string): ReadonlyMap<ItemPropertyName, string> {
  const rendered = new Map<ItemPropertyName, string>()
  for (const [name, template] of templates) if (template !== null) rendered.set(name, render(template))
  return rendered.size === 0 ? NO_PROPERTIES : rendered
}

/** The item's GeoJSON file when item-geometry is a template, relative to working-directory; it must stay in the workspace. */
function itemGeometryFile(
  config: Pick<AssetConfig, 'items' | 'selection'>,
  values: Readonly<Record<string, string>>,
): { readonly path: string; readonly source: string } | undefined | Omit<Problem, 'subject'> {
  const { itemGeometry } = config.items
  if (itemGeometry.kind !== 'template') return undefined
  const source = renderTemplate(itemGeometry.template, values)
  const file = within(config.selection.workspace, path.resolve(config.selection.workingDirectory, source))
  return file === undefined
    ? {
        what: say`${input('item-geometry', { bare: true })} '${source}' is outside the workspace`,
        fix: ['give the path of a GeoJSON file in the repository'],
      }
    : { path: file, source }
}

const LANGUAGES: ReadonlySet<string> = new Set(['de', 'it', 'fr', 'rm', 'en'])

/** What the catalog refuses of the fields a STAC source gives an asset (its validators), in words; undefined when nothing. */
function sourceFieldProblem(fields: {
  readonly lang: string | undefined
  readonly variant: string | undefined
  readonly roles: readonly string[] | undefined
}): string | undefined {
  if (fields.lang !== undefined && !LANGUAGES.has(fields.lang))
    return `its geoadmin:lang '${fields.lang}' is not one the catalog takes (${[...LANGUAGES].join(', ')})`
  if (fields.variant !== undefined && (fields.variant.length > 25 || !/^([a-zA-Z0-9]+ )*[a-zA-Z0-9]+$/.test(fields.variant)))
    return `its geoadmin:variant '${fields.variant}' is not words of letters and digits separated by single spaces, at most 25 characters`
  const long = fields.roles?.find((role) => role.length > 255)
  if (long !== undefined) return `a role of ${long.length} characters, more than the catalog's 255`
  return undefined
}

/** The name a placeholder such as '{platform|slug}' gives. */
const placeholderName = (whole: string): string => whole.slice(1, -1).split('|')[0] ?? ''
