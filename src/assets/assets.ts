import path from 'node:path'
import type { AssetFields, Container } from '../catalog/index.ts'
import { type Config, type Rule } from '../config/index.ts'
import type { ContentStore } from '../content/index.ts'
import {
  renderTemplate,
  extensionOf,
  extensionsFor,
  ID_RULE,
  isValidId,
  type ItemPropertyName,
  KNOWN_EXTENSIONS,
  patternValues,
  type PropertyTemplates,
  slug,
  templateValues,
} from '../domain/index.ts'
import { input, MAX_FILE_SIZE, type Problem, ProblemsError, say, type Text, within } from '../common/index.ts'
import { type SelectedFile, unreadableProblem } from '../files/index.ts'
import { autoFields, type AutoField, type DeclaredType, declaredType } from './choices.ts'
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
  /** The item's GeoJSON file, when item-geometry is a template: its path in the workspace, and as rendered for messages. */
  readonly itemGeometry?: { readonly path: string; readonly source: string } | undefined
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
    /** What the files' contents decided (readContents). */
    readonly contents?: ReadonlyMap<string, FileContent>
  },
): AssetSpec[] {
  const { content: store, ruleFor = () => undefined } = options
  const { target, selection, assetMetadata: metadata, items } = config
  const itemProperties: PropertyTemplates = options.itemProperties ?? new Map()
  const contents: ReadonlyMap<string, FileContent> = options.contents ?? new Map()
  const problems: Problem[] = []
  const byKey = new Map<string, SelectedFile>()
  const specs: AssetSpec[] = []
  for (const file of files) {
    // Not read, so nothing else of it is known: its one problem.
    if (file.unreadable !== undefined) {
      problems.push(unreadableProblem(file))
      continue
    }
    const rule = ruleFor(file.relativePath)
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
    const values = { ...templateValues(file.relativePath), ...groups }
    const id = renderTemplate(rule?.assetId ?? metadata.assetId, values).toLowerCase()
    const collectionAsset = rule?.collectionAsset ?? target.collectionAsset
    const itemTemplate = rule?.item ?? target.item
    const item = collectionAsset || itemTemplate === undefined ? undefined : renderTemplate(itemTemplate, values).toLowerCase()
    const fileExtension = extensionOf(values.name)
    const declared = declaredType(fileExtension, rule, config)
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
      refuse([`asset id '${id}'${from} must end in ${extensions} for the media type '${type}'`])
    }
    if (!collectionAsset && item === undefined) {
      refuse(
        [`no item to publish it into${from}`],
        say`set ${input('item')} (or a rule's item), or ${input('collection-asset', { value: 'true' })}`,
      )
    } else if (item !== undefined && !isValidId(item)) {
      refuse([`item id '${item}'${from} is not valid`], [`ids are ${ID_RULE}`])
    }
    const titleTemplate = rule?.title ?? metadata.title
    const title = blankToNull(titleTemplate === undefined ? undefined : renderTemplate(titleTemplate, values))
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
    if (problems.length > before || type === undefined) continue
    const geometry = itemGeometryFile(config, values)
    if (geometry !== undefined && 'what' in geometry) {
      refuse(geometry.what, geometry.fix)
      continue
    }
    const description = rule?.description ?? metadata.description
    const auto = autoFields(rule, config)
    const projEpsg = rule?.projEpsg ?? metadata.projEpsg
    const gsd = collectionAsset ? undefined : (rule?.gsd ?? metadata.gsd)
    const itemDatetime = rule?.itemDatetime ?? items.itemDatetime
    const properties = new Map([...itemProperties, ...(rule?.itemProperties ?? [])])
    specs.push({
      file,
      container: { collection: target.collection, item },
      rule: rule?.index,
      itemDatetime: itemDatetime === undefined ? undefined : renderTemplate(itemDatetime, values),
      itemTitle: items.itemTitle === undefined ? undefined : renderTemplate(items.itemTitle, values),
      itemProperties: new Map(
        [...properties].flatMap(([name, template]) => (template === null ? [] : [[name, renderTemplate(template, values)] as const])),
      ),
      itemGeometry: item === undefined ? undefined : geometry,
      ...(!store.isHere(file) && (contentDecides(declared.type) || auto.length > 0)
        ? { awaiting: { declared: contentDecides(declared.type) ? { ...declared, type: declared.type } : undefined, fields: auto } }
        : {}),
      fields: {
        id,
        type,
        title,
        description: blankToNull(description === undefined ? undefined : renderTemplate(description, values)),
        'proj:epsg': projEpsg === 'auto' ? (content?.auto?.['proj:epsg'] ?? null) : (projEpsg ?? null),
        roles: rule?.roles ?? null,
        gsd: gsd === 'auto' ? (content?.auto?.gsd ?? null) : (gsd ?? null),
        'geoadmin:lang': rule?.lang ?? null,
        'geoadmin:variant': rule?.variant ?? null,
      },
    })
  }
  if (problems.length > 0) throw new ProblemsError(problems)
  return specs
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
