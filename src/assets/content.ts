/**
 * What a file's content says about its asset, read from its header before anything is written:
 * the media type of a TIFF where the extension's default would give it (a plain TIFF, a GeoTIFF
 * or a cloud-optimized GeoTIFF, tiff-profile.ts), a given TIFF or GeoPackage type the content
 * must not contradict, and the fields proj-epsg: auto and gsd: auto take from its georeferencing
 * (read by the footprint threads, loaded only by runs that ask for auto).
 *
 * Content that is not here (a Git LFS pointer's, before it is fetched) is not read: its asset waits
 * (AssetSpec's `awaiting`), is planned as the catalog has it (asPublished), and is decided by
 * settleFetched once the run fetched its content, before anything is written.
 */
import { inert, input, type Log, mapLimit, render, say, type Text } from '../common/index.ts'
import { type Rule } from '../config/index.ts'
import type { ContentStore } from '../content/index.ts'
import { normalizeMediaType } from '../domain/index.ts'
import { refusedRead, type SelectedFile, unreadableFiles } from '../files/index.ts'
import type { SourcedFile } from '../source/index.ts'
import type { Georeference, RunThreads } from '../footprint/index.ts'
import { isTiffMagic, TiffError, withHeaderReader } from '../headers/index.ts'
import { autoFields, type AutoField, type ChoiceConfig, type DeclaredType, declaredType, fileExtension } from './choices.ts'
import { tiffProfile, type TiffProfile } from './tiff-profile.ts'

const TIFF = 'image/tiff'
const GEOTIFF = normalizeMediaType('image/tiff; application=geotiff')
const COG = normalizeMediaType('image/tiff; application=geotiff; profile=cloud-optimized')
const GEOPACKAGE = 'application/geopackage+sqlite3'
/** The types a TIFF's content chooses among. */
export const TIFF_TYPES: ReadonlySet<string> = new Set([TIFF, GEOTIFF, COG])

/** GeoPackage 1.2 and later: 'GPKG'; 1.0 and 1.1 wrote 'GP10' and 'GP11' (OGC 12-128r18, requirement 2 and annex). */
const GEOPACKAGE_IDS: ReadonlyMap<number, string> = new Map([
  [0x47504b47, 'GPKG'],
  [0x47503130, 'GP10'],
  [0x47503131, 'GP11'],
])
const SQLITE_MAGIC = 'SQLite format 3\0'

/** Header reads at once: each is a few small reads. */
const HEADERS_AT_ONCE = 8
/** Files named per reason in a log line. */
const NAMED = 5

/** What a file's first bytes are. */
export type Header =
  | { readonly format: 'tiff'; readonly profile: TiffProfile }
  | { readonly format: 'corrupt-tiff'; readonly problem: string }
  | { readonly format: 'sqlite'; readonly applicationId: number }
  | { readonly format: 'other'; readonly startsAs: string | undefined }

/** The media type a file's content gives or confirms (with a warning to log), or why it contradicts the type declared. */
export type Label = { readonly type: string; readonly warning?: string } | { readonly problem: Text; readonly fix: string }

/** What the content decided for one file: its label, and the fields auto read (null: none, with a note why). */
export interface FileContent {
  readonly label?: Label
  readonly auto?: Partial<Record<AutoField, number | null>>
}

/** Whether the content decides or checks a file declared with this type. */
export const contentDecides = (type: string | undefined): type is string =>
  type !== undefined && (TIFF_TYPES.has(normalizeMediaType(type)) || normalizeMediaType(type) === GEOPACKAGE)

/** Magic numbers of formats a file named .tif may turn out to be, to say what it is instead. */
const OTHER_FORMATS: ReadonlyArray<readonly [string, string]> = [
  ['\x89PNG', 'a PNG image'],
  ['\xff\xd8\xff', 'a JPEG image'],
  ['\0\0\0\x0cjP  ', 'a JPEG 2000 image'],
  ['PK\x03\x04', 'a zip archive'],
  ['%PDF', 'a PDF document'],
  ['\x1f\x8b', 'gzip-compressed data'],
  ['<', 'text starting with "<" (HTML or XML, such as an error page saved by a download)'],
]

/** What the file is, as a clause: "it is a PNG image", "its TIFF header is corrupt (…)". */
function describe(header: Header): string {
  switch (header.format) {
    case 'tiff':
      return 'it is a TIFF'
    case 'corrupt-tiff':
      return header.problem
    case 'sqlite':
      return 'it is an SQLite database'
    case 'other':
      return header.startsAs === undefined ? 'it starts with none of the headers of TIFF (II*, MM*, II+, MM+)' : `it is ${header.startsAs}`
  }
}

/**
 * The label of a file whose declared type the content decides (the extension's default) or checks
 * (a given type); types the content says nothing about pass as they are.
 */
export function labelOf(declared: DeclaredType & { readonly type: string }, header: Header): Label {
  const type = normalizeMediaType(declared.type)
  const says = (what: string): Text => say`its media type '${type}' (given by ${declared.givenBy ?? []}) says ${what}`
  if (TIFF_TYPES.has(type)) {
    if (header.format !== 'tiff') {
      const what = describe(header)
      return declared.givenBy === undefined
        ? { problem: [`it is no TIFF: ${what}`], fix: "exclude it with a '!' pattern, or name it for its format" }
        : { problem: say`${says('TIFF')}, but it is no TIFF: ${what}`, fix: 'give the media type of its format, or exclude it' }
    }
    const { profile } = header
    if (declared.givenBy === undefined) return { type: profile.notGeoTiff ? TIFF : isCog(profile) ? COG : GEOTIFF }
    if (type === GEOTIFF && profile.notGeoTiff)
      return {
        problem: say`${says('GeoTIFF')}, but it is no GeoTIFF: ${profile.notGeoTiff}`,
        fix: 'give it georeferencing, or leave its type to its content',
      }
    if (type === COG) {
      const missing = [...(profile.notGeoTiff ? [profile.notGeoTiff] : []), ...profile.cogErrors]
      if (missing.length > 0)
        return {
          problem: say`${says('cloud-optimized GeoTIFF')}, but it is none: ${missing.join('; ')}`,
          fix: 'write it with GDAL (gdal_translate -of COG), or leave its type to its content',
        }
      if (profile.cogShortfalls.length > 0) return { type, warning: profile.cogShortfalls.join('; ') }
    }
    return { type }
  }
  if (type === GEOPACKAGE) {
    const name = header.format === 'sqlite' ? GEOPACKAGE_IDS.get(header.applicationId) : undefined
    if (name !== undefined) return { type }
    const what =
      header.format === 'sqlite'
        ? `its SQLite header's application_id is 0x${header.applicationId.toString(16).padStart(8, '0')}, not 'GPKG' (0x47504b47)`
        : header.format === 'other' && header.startsAs === undefined
          ? `it is no SQLite file: it does not start with SQLite's header ('SQLite format 3')`
          : `it is no SQLite file: ${describe(header)}`
    return {
      problem: say`${declared.givenBy === undefined ? 'it is no GeoPackage' : say`${says('GeoPackage')}, but it is none`}: ${what}`,
      fix:
        "exclude it with a '!' pattern, or give the media type of its format; " +
        'a GeoPackage is an SQLite database with application_id GPKG (PRAGMA application_id = 1196444487)',
    }
  }
  return { type }
}

const isCog = (profile: TiffProfile): boolean =>
  profile.notGeoTiff === undefined && profile.cogErrors.length === 0 && profile.cogShortfalls.length === 0

/** Why the content labels a TIFF as it does, for the debug log. */
function why(header: Header): string {
  if (header.format !== 'tiff') return describe(header)
  const { profile } = header
  if (profile.notGeoTiff) return profile.notGeoTiff
  const missing = [...profile.cogErrors, ...profile.cogShortfalls]
  return missing.length === 0 ? 'tiled, with its overviews, its IFDs ahead of its data' : `not cloud-optimized: ${missing.join('; ')}`
}

/** The first bytes of a file, as far as labels need them: the header only, whatever the file's size. */
export async function readHeader(absolutePath: string): Promise<Header> {
  return withHeaderReader(absolutePath, async (reader): Promise<Header> => {
    const head = await reader.read(0, 72)
    if (isTiffMagic(head)) {
      try {
        return { format: 'tiff', profile: await tiffProfile(reader) }
      } catch (error) {
        if (error instanceof TiffError) return { format: 'corrupt-tiff', problem: error.message }
        throw error
      }
    }
    const text = head.toString('latin1')
    if (text.startsWith(SQLITE_MAGIC)) return { format: 'sqlite', applicationId: head.length >= 72 ? head.readUInt32BE(68) : 0 }
    return { format: 'other', startsAs: OTHER_FORMATS.find(([magic]) => text.startsWith(magic))?.[1] }
  })
}

/** One file to read: where its content is, what it was declared, what auto asks of it. */
export interface ContentRequest {
  readonly file: SelectedFile
  /** Where the content is: the file, or its fetched content (a Git LFS object). */
  readonly path: string
  /** The type to decide or check by the content; undefined when only auto fields are read. */
  readonly declared: (DeclaredType & { readonly type: string }) | undefined
  readonly fields: readonly AutoField[]
}

/**
 * Before the assets are made: the header of every file here (not a Git LFS pointer's, whose
 * content is not fetched yet) whose type the content decides or checks, and the georeferencing of
 * every file with auto fields. Files that need neither are not opened; a run that needs nothing
 * here does nothing.
 */
export async function readContents(
  files: readonly SelectedFile[],
  options: {
    readonly config: ChoiceConfig
    readonly ruleFor: (relativePath: string) => Rule | undefined
    readonly log: Log
    /** Where each file's bytes are: a file whose content is not here is not read. */
    readonly content: Pick<ContentStore, 'locate'>
    /** The run's footprint threads, which read georeferencing. */
    readonly threads: RunThreads
    /** A STAC source's asset of each file that is one: rules match it by its href, and its type is declared. */
    readonly sourced?: ReadonlyMap<SelectedFile, SourcedFile> | undefined
  },
): Promise<Map<string, FileContent>> {
  const { config, ruleFor, log, content, threads, sourced } = options
  const requests = files.flatMap((file): ContentRequest[] => {
    const path = file.unreadable === undefined ? content.locate(file) : undefined
    if (path === undefined) return []
    const asset = sourced?.get(file)
    const rule = ruleFor(asset?.matched ?? file.relativePath)
    const declared = declaredType(fileExtension(file), rule, config, asset?.asset.fields.type)
    const fields = autoFields(rule, config)
    const decided = contentDecides(declared.type) ? { ...declared, type: declared.type } : undefined
    return decided !== undefined || fields.length > 0 ? [{ file, path, declared: decided, fields }] : []
  })
  logSourcedAuto(files, options)
  if (requests.length === 0) return new Map()
  return log.group('Read file headers', () => readRequests(requests, log, threads))
}

/**
 * What auto gives a STAC API source's assets, whose bytes are not read before they are published
 * (buildAssets): what the source states of each, one line per field, never a silent none.
 */
function logSourcedAuto(
  files: readonly SelectedFile[],
  options: Pick<Parameters<typeof readContents>[1], 'config' | 'ruleFor' | 'log' | 'sourced'>,
): void {
  const { config, ruleFor, log, sourced } = options
  const remote = files.flatMap((file) => {
    const asset = file.remote === undefined ? undefined : sourced?.get(file)
    return asset === undefined ? [] : [{ asset, fields: autoFields(ruleFor(asset.matched), config) }]
  })
  for (const field of ['proj:epsg', 'gsd'] as const) {
    const asked = remote.filter((file) => file.fields.includes(field))
    if (asked.length === 0) continue
    const stated = asked.filter((file) => file.asset.asset.fields[field] !== undefined).length
    const auto = render([input(field === 'gsd' ? 'gsd' : 'proj-epsg', { value: 'auto' })], log.words)
    log.info(
      `${auto}: a STAC API source's assets are not read before they are published: ` +
        [
          ...(stated > 0 ? [`the ${field} their source states for ${stated} file(s)`] : []),
          ...(stated < asked.length ? [`none for ${asked.length - stated} file(s), whose source states none`] : []),
        ].join('; '),
    )
  }
}

/** What the content decides for each request: its label from the header, its auto fields from its georeferencing. */
export async function readRequests(
  requests: readonly ContentRequest[],
  log: Log,
  /** The run's footprint threads, which read georeferencing. */
  threads: RunThreads,
): Promise<Map<string, FileContent>> {
  const contents = new Map<string, FileContent>()
  const labelled = requests.filter((request) => request.declared !== undefined)
  // The selection went by each file's mode, which an ACL or a security module may overrule (or a chmod since):
  // each file refused at open is named with its fix, all of them at once, before anything is written.
  const refused: SelectedFile[] = []
  const headers = await mapLimit(labelled, HEADERS_AT_ONCE, async (request) => {
    try {
      return await readHeader(request.path)
    } catch (error) {
      const file = refusedRead(request.file, error)
      if (file === undefined) throw error
      refused.push(file)
      return undefined
    }
  })
  if (refused.length > 0) throw unreadableFiles(refused)
  labelled.forEach((request, index) => {
    const header = headers[index]!
    const label = labelOf(request.declared!, header)
    contents.set(request.file.relativePath, { label })
    if ('type' in label && request.declared!.givenBy === undefined && log.debugging !== false)
      log.debug(`${inert(request.file.relativePath)}: ${label.type} (${inert(why(header))})`)
  })
  logLabels(labelled, contents, log)
  const georeferenced = requests.filter((request) => request.fields.length > 0)
  if (georeferenced.length > 0) {
    const read = await readGeoreferences(georeferenced, threads)
    georeferenced.forEach((request, index) => {
      const found = read[index]!
      const auto: Partial<Record<AutoField, number | null>> = {}
      for (const field of request.fields) auto[field] = (field === 'gsd' ? found.gsd : found.epsg) ?? null
      contents.set(request.file.relativePath, { ...contents.get(request.file.relativePath), auto })
    })
    logAuto(georeferenced, read, log)
  }
  return contents
}

/** A file's georeference, or why it has none that auto can use. */
type Found = Georeference & { readonly unusable?: string }

/** In the footprint threads (each file within a deadline and a heap limit), loaded now: this run asks for auto. */
async function readGeoreferences(requests: readonly ContentRequest[], runThreads: RunThreads): Promise<Found[]> {
  const footprint = await import('../footprint/index.ts')
  const threads = await runThreads()
  return mapLimit(requests, HEADERS_AT_ONCE, async (request): Promise<Found> => {
    try {
      return await threads.georeference(request.path, request.file.relativePath)
    } catch (error) {
      if (!(error instanceof footprint.FootprintError)) throw error
      return { unusable: `its georeferencing cannot be used (${error.problem})` }
    }
  })
}

/** Up to NAMED paths, then how many more. */
function named(paths: readonly string[]): string {
  const shown = paths.slice(0, NAMED).map(inert).join(', ')
  return paths.length > NAMED ? `${shown} and ${paths.length - NAMED} more` : shown
}

/** One line per field for all files: the values found, and the files without one grouped by why. */
function logAuto(requests: readonly ContentRequest[], found: readonly Found[], log: Log): void {
  for (const field of ['proj:epsg', 'gsd'] as const) {
    const values = new Map<string, number>()
    const none = new Map<string, string[]>()
    const unusable: string[] = []
    requests.forEach((request, index) => {
      if (!request.fields.includes(field)) return
      const read = found[index]!
      const value = field === 'gsd' ? read.gsd : read.epsg
      if (value !== undefined) {
        const shown = field === 'gsd' ? `${value} m` : `EPSG:${value}`
        values.set(shown, (values.get(shown) ?? 0) + 1)
        return
      }
      if (read.unusable !== undefined) unusable.push(`${request.file.relativePath}: ${read.unusable}`)
      const note =
        read.unusable === undefined
          ? ((field === 'gsd' ? read.gsdNote : read.epsgNote) ?? 'nothing found')
          : 'its georeferencing cannot be used'
      none.set(note, [...(none.get(note) ?? []), request.file.relativePath])
    })
    const count = [...values.values(), ...[...none.values()].map((paths) => paths.length)].reduce((sum, n) => sum + n, 0)
    if (count === 0) continue
    // Given by the input or by a rule's field of the same name: said as the input (proj-epsg: auto, --proj-epsg auto).
    const auto = render([input(field === 'gsd' ? 'gsd' : 'proj-epsg', { value: 'auto' })], log.words)
    // The most common values by name; a delivery in degrees has a gsd per latitude.
    const common = [...values].sort((a, b) => b[1] - a[1])
    const rest = common.slice(NAMED).reduce((sum, [, n]) => sum + n, 0)
    const given = [
      ...common.slice(0, NAMED).map(([value, n]) => `${value} for ${n} file(s)`),
      ...(rest > 0 ? [`${common.length - NAMED} other value(s) for ${rest} file(s)`] : []),
    ]
    // The most common reasons; the notes come from the files (a CRS's name, a zip entry's name).
    const reasons = [...none].sort((a, b) => b[1].length - a[1].length)
    const others = reasons.slice(NAMED).reduce((sum, [, paths]) => sum + paths.length, 0)
    const missing = [
      ...reasons.slice(0, NAMED).map(([note, paths]) => `none for ${paths.length} file(s), as ${inert(note)} (${named(paths)})`),
      ...(others > 0 ? [`none for ${others} file(s) for ${reasons.length - NAMED} other reason(s)`] : []),
    ]
    log.info(`${auto}: ${[...given, ...missing].join('; ')}`)
    if (unusable.length > 0)
      log.warning(
        `${auto}: ${unusable.length} file(s) get none: ${unusable
          .slice(0, NAMED)
          .map((line) => inert(line))
          .join('; ')}${unusable.length > NAMED ? `; and ${unusable.length - NAMED} more` : ''}`,
      )
  }
}

/** The labels the content gave, counted, and the given COG labels on files that lack what GDAL's COG driver writes. */
function logLabels(requests: readonly ContentRequest[], contents: ReadonlyMap<string, FileContent>, log: Log): void {
  const counts = new Map<string, number>()
  const lacking: string[] = []
  for (const request of requests) {
    const label = contents.get(request.file.relativePath)?.label
    if (label === undefined || 'problem' in label) continue
    if (request.declared?.givenBy === undefined) counts.set(label.type, (counts.get(label.type) ?? 0) + 1)
    else if (label.warning !== undefined) lacking.push(`${request.file.relativePath} (${label.warning})`)
  }
  if (counts.size > 0) log.info(`Media types from the files' headers: ${[...counts].map(([type, n]) => `${n} × ${type}`).join(', ')}`)
  if (lacking.length > 0)
    log.warning(
      `${lacking.length} file(s) labelled cloud-optimized lack what GDAL's COG driver writes (its validator accepts them; ` +
        `readers need more requests): ${lacking
          .slice(0, NAMED)
          .map((line) => inert(line))
          .join('; ')}` +
        `${lacking.length > NAMED ? `; and ${lacking.length - NAMED} more` : ''}`,
    )
}
