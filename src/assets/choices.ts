import { type Config, type Rule } from '../config/index.ts'
import { DEFAULT_MEDIA_TYPES, extensionOf, normalizeMediaType, templateValues } from '../domain/index.ts'
import type { SelectedFile } from '../files/index.ts'
import { input, type Text } from '../common/index.ts'

/** What the inputs choose of a file's type and auto fields: its asset metadata, and whether it goes to the collection itself. */
export type ChoiceConfig = Pick<Config, 'assetMetadata' | 'target'>

/** A file's media type before its content is read: given (by a rule or an input), or the extension's default. */
export interface DeclaredType {
  readonly type: string | undefined
  /** Where a given type comes from, for messages (rule 2, the media-type input); undefined for the extension's default. */
  readonly givenBy: Text | undefined
}

/** The extension the file's media type is chosen by: its name's, lowercased. */
export const fileExtension = (file: SelectedFile): string => extensionOf(templateValues(file.relativePath).name)

/** What gives a media type a STAC source states, as messages name it. */
export const SOURCE_TYPE: Text = ['the STAC source']

/**
 * A rule's media-type, the media-type input for the extension or for all, else the type a STAC
 * source states for the asset (`sourceType`), else the extension's default.
 */
export function declaredType(extension: string, rule: Rule | undefined, config: ChoiceConfig, sourceType?: string): DeclaredType {
  if (rule?.mediaType !== undefined) return { type: rule.mediaType, givenBy: [`rule ${rule.index}`] }
  const { mediaType } = config.assetMetadata
  const given = mediaType.byExtension.get(extension) ?? mediaType.all
  if (given !== undefined) return { type: given, givenBy: [input('media-type')] }
  if (sourceType !== undefined) return { type: normalizeMediaType(sourceType), givenBy: SOURCE_TYPE }
  return { type: DEFAULT_MEDIA_TYPES.get(extension), givenBy: undefined }
}

/** The asset fields read from the file's content (proj-epsg: auto, gsd: auto). */
export type AutoField = 'proj:epsg' | 'gsd'

/**
 * The fields the file's rule or the inputs set to auto. An asset of the collection itself gets no
 * gsd (the catalog refuses it there): the gsd input does not apply to it.
 */
export function autoFields(rule: Rule | undefined, config: ChoiceConfig): AutoField[] {
  const collectionAsset = rule?.collectionAsset ?? config.target.collectionAsset
  const { projEpsg, gsd } = config.assetMetadata
  return [
    ...((rule?.projEpsg ?? projEpsg) === 'auto' ? (['proj:epsg'] as const) : []),
    ...(!collectionAsset && (rule?.gsd ?? gsd) === 'auto' ? (['gsd'] as const) : []),
  ]
}
