/**
 * Where an item's geometry comes from: the union of its files' footprints (item-geometry: auto,
 * read in the run's footprint threads), a bbox or GeoJSON given, or a GeoJSON file per item.
 */
import type { AssetSpec } from '../assets/index.ts'
import { errorMessage, fileProblem, input, type Log, NamedFileError, type Problem, say, type Subject } from '../common/index.ts'
import type { ContentStore } from '../content/index.ts'
import type { ItemsConfig } from '../domain/index.ts'
import type { Combined, Geometry, ParsedGeometry, Polygon, RunThreads } from '../footprint/index.ts'
import type { SourceItem } from '../source/index.ts'
import { agreed, itemProblem } from './values.ts'

export type BBox = readonly [west: number, south: number, east: number, north: number]

export interface ItemGeometry {
  readonly geometry: unknown
  readonly bbox: BBox
  readonly from: string
  readonly note?: string
}

/** An item's geometry, or the problem that keeps it from having one (undefined: a problem of the input, said once for all items). */
export type GeometryOf = (id: string, specs: readonly AssetSpec[]) => Promise<ItemGeometry | Problem | undefined>

/**
 * An item geometry made of several polygons: their union, their envelope where the union is over
 * its bounds (a note says why), or why there is none (an envelope that spans a hemisphere).
 * `what` completes "the union of …".
 */
function fromUnion(combined: Combined, what: string, from: { readonly union: string; readonly envelope: string }): ItemGeometry | string {
  switch (combined.method) {
    case 'union':
      return { geometry: combined.geometry, bbox: combined.bbox, from: from.union }
    case 'envelope':
      return {
        geometry: combined.geometry,
        bbox: combined.bbox,
        from: `${from.envelope}: their union ${combined.why}`,
        note: `the union of ${what} ${combined.why}; their envelope is used instead`,
      }
    case 'refused':
      return `the union of ${what} ${combined.why}, and ${combined.problem}`
  }
}

/** Where each item's geometry comes from; the footprint module is loaded only here, for runs that make items. */
export async function geometrySource(options: {
  readonly items: Pick<ItemsConfig, 'itemGeometry'>
  /** Where a GeoJSON file item-geometry names must lie. */
  readonly workspace: string
  /** Where a problem of the input goes, said once for all items (and files that disagree, by agreed). */
  readonly problems: Problem[]
  readonly log: Log
  /** Where each file's bytes are: a file whose content is not here gives no footprint. */
  readonly content: Pick<ContentStore, 'locate'>
  /** The run's footprint threads: footprints are read, and polygons united, there (deadline, heap limit). */
  readonly threads: RunThreads
}): Promise<GeometryOf> {
  const { items, workspace, problems, log, content, threads: runThreads } = options
  const geometryInput: Subject = { kind: 'input', name: 'item-geometry' }
  const footprint = await import('../footprint/index.ts')
  /** A given geometry as the item's: the polygons of a FeatureCollection united as footprints are. */
  const givenGeometry = async (parsed: Exclude<ParsedGeometry, { problems: string[] }>, source: string): Promise<ItemGeometry | string> => {
    if ('geometry' in parsed) return { geometry: parsed.geometry, bbox: footprint.bboxOf(parsed.geometry), from: source }
    const what = `the ${parsed.polygons.length} polygons of ${source}`
    return fromUnion(await (await runThreads()).unite(parsed.polygons), what, { union: source, envelope: `envelope of ${what}` })
  }
  const given = items.itemGeometry
  if (given.kind === 'template') {
    return async (id, specs) => {
      const name = say`${input('item-geometry', { bare: true })}`
      const file = agreed(id, specs, { name, value: (spec) => spec.itemGeometry?.source }, problems)
      const where = specs.find((spec) => spec.itemGeometry?.source === file?.value)?.itemGeometry
      // Files that disagree are said once, by agreed.
      if (file === undefined || where === undefined) return undefined
      let geometry: ParsedGeometry
      try {
        geometry = footprint.parseGeometryText(await footprint.readGeometryFile(where.path, workspace))
      } catch (error) {
        geometry = { problems: [error instanceof NamedFileError ? error.message : `cannot read it (${errorMessage(error)})`] }
      }
      const fix = ['give the path of a GeoJSON geometry in WGS84 (a Feature or a geometry)']
      if ('problems' in geometry)
        return itemProblem(
          id,
          say`${input('item-geometry', { bare: true })} '${file.value}' (from ${file.file}): ${geometry.problems.join('; ')}`,
          fix,
        )
      const made = await givenGeometry(geometry, `item-geometry ${file.value}`)
      return typeof made === 'string' ? itemProblem(id, [made], fix) : made
    }
  }
  if (given.kind !== 'auto') {
    let parsed: ItemGeometry | string
    if (given.kind === 'bbox') {
      const bbox = footprint.parseBbox(given.text)
      parsed = 'problems' in bbox ? bbox.problems.join('; ') : { ...bbox, from: 'item-geometry' }
    } else {
      let text = given.kind === 'geojson' ? given.text : undefined
      if (given.kind === 'file') {
        try {
          text = await footprint.readGeometryFile(given.path, workspace)
        } catch (error) {
          problems.push({
            subject: { ...geometryInput, source: given.source },
            what: [error instanceof NamedFileError ? error.message : `cannot read it (${errorMessage(error)})`],
            fix: ['give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository'],
          })
        }
      }
      const geometry = text === undefined ? { problems: [] } : footprint.parseGeometryText(text)
      parsed = 'problems' in geometry ? geometry.problems.join('; ') : await givenGeometry(geometry, 'item-geometry')
    }
    if (typeof parsed === 'string') {
      if (parsed !== '') problems.push({ subject: geometryInput, what: [parsed] })
      return () => Promise.resolve(undefined)
    }
    const invalid = footprint.geometryProblems(parsed.geometry)
    if (invalid.length > 0) {
      problems.push({ subject: geometryInput, what: [invalid.join('; ')] })
      return () => Promise.resolve(undefined)
    }
    // Said once for all items, not once an item.
    if (parsed.note !== undefined) log.warning(parsed.note)
    const { geometry, bbox, from } = parsed
    return () => Promise.resolve({ geometry, bbox, from })
  }
  // Every file is read in a worker thread with a deadline and a heap limit: the backstop for a file no reader bound foresaw.
  const threads = await runThreads()
  return async (id: string, specs: readonly AssetSpec[]): Promise<ItemGeometry | Problem> => {
    const footprints: Array<{ readonly geometry: Polygon }> = []
    const notHere = specs.filter((spec) => content.locate(spec.file) === undefined).map((spec) => spec.file.relativePath)
    for (const spec of specs) {
      const located = content.locate(spec.file)
      if (located === undefined) continue
      try {
        const found = await threads.read(located, spec.file.relativePath)
        if (found !== undefined) footprints.push(found)
      } catch (error) {
        // The file is at fault, not the item; the subject names it, whatever its length or characters.
        if (error instanceof footprint.FootprintError)
          return { subject: { kind: 'file', path: spec.file.relativePath }, what: [error.withoutFile] }
        return fileProblem(spec.file.relativePath, error)
      }
    }
    if (footprints.length === 0) {
      const why =
        notHere.length > 0
          ? `its files are in Git LFS and not checked out (${notHere.slice(0, 3).join(', ')}${notHere.length > 3 ? ', …' : ''}), ` +
            'so their georeferencing cannot be read'
          : `none of its ${specs.length} file(s) carries georeferencing this tool reads ` +
            '(GeoTIFF, GeoJSON, GeoPackage, LAS/LAZ, zipped shapefile)'
      return itemProblem(
        id,
        [why],
        say`give its geometry with ${input('item-geometry', { bare: true })} (a bbox west,south,east,north, GeoJSON, or a GeoJSON file)`,
      )
    }
    // In the footprint thread, under its deadline and heap limit: a union can cost far more than any file.
    const n = footprints.length
    const made = fromUnion(await threads.unite(footprints.map((found) => found.geometry)), `the ${n} footprint${n === 1 ? '' : 's'}`, {
      union: `union of ${n} footprint(s)`,
      envelope: `envelope of ${n} footprint(s)`,
    })
    if (typeof made === 'string') return itemProblem(id, [made], say`give its geometry with ${input('item-geometry', { bare: true })}`)
    const invalid = footprint.geometryProblems(made.geometry)
    if (invalid.length > 0)
      return itemProblem(
        id,
        [`the ${made.from} is not a valid geometry (${invalid.join('; ')})`],
        say`give ${input('item-geometry', { bare: true })}`,
      )
    return made
  }
}

/**
 * A STAC source item's geometry as the item's: checked as any geometry the catalog is sent is
 * (GeoJSON in WGS84, valid), its bbox computed; a problem of the item when it has none or it is invalid.
 */
export async function sourceGeometry(id: string, source: SourceItem): Promise<ItemGeometry | Problem> {
  const fix = say`give its geometry with ${input('item-geometry', { bare: true })}, or correct it in the source`
  if (source.geometry === null || source.geometry === undefined)
    return itemProblem(id, [`its source item '${source.id}' (${source.from}) has no geometry`], fix)
  const footprint = await import('../footprint/index.ts')
  const invalid = footprint.geometryProblems(source.geometry)
  if (invalid.length > 0)
    return itemProblem(id, [`the geometry of its source item '${source.id}' (${source.from}) is not valid: ${invalid.join('; ')}`], fix)
  return { geometry: source.geometry, bbox: footprint.bboxOf(source.geometry as Geometry), from: `the STAC source (${source.from})` }
}
