/**
 * Git LFS files whose content decides something of their asset: planned as the catalog has them
 * while the content is not here (a re-run over unchanged files fetches nothing), decided by the
 * content once it is fetched, before anything is written.
 */
import type { RemoteAsset } from '../catalog/index.ts'
import { type Log, type Problem, ProblemsError } from '../common/index.ts'
import type { ContentStore } from '../content/index.ts'
import { normalizeMediaType } from '../domain/index.ts'
import type { RunThreads } from '../footprint/index.ts'
import type { AssetSpec } from './assets.ts'
import { readRequests, TIFF_TYPES } from './content.ts'

/** A number as the catalog shows it (proj:epsg may come back as a numeric string); null for anything else. */
function shownNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value)
  return null
}

/**
 * The asset of a Git LFS file not fetched yet, as the catalog has it: the TIFF type the content
 * gave when it was published (the content is the same when the checksum is), and its auto fields.
 * A file that is uploaded is fetched, and then its content decides (settleFetched).
 */
export function asPublished(spec: AssetSpec, remote: RemoteAsset): AssetSpec {
  const awaiting = spec.awaiting
  if (awaiting === undefined) return spec
  const published = normalizeMediaType(remote.type ?? '')
  const contentTyped = awaiting.declared !== undefined && awaiting.declared.givenBy === undefined
  const type = contentTyped && TIFF_TYPES.has(published) && TIFF_TYPES.has(spec.fields.type) ? published : spec.fields.type
  const auto = Object.fromEntries(awaiting.fields.map((field) => [field, shownNumber(remote[field])]))
  return { ...spec, fields: { ...spec.fields, type, ...auto } }
}

/**
 * Once their content is fetched (the store locates it), before any write: each waiting asset as
 * its content decides it, by the same reading as files in the repository get. A content that
 * contradicts the file's type refuses the run, naming every such file.
 */
export async function settleFetched(
  specs: readonly AssetSpec[],
  options: {
    readonly content: Pick<ContentStore, 'locate'>
    readonly log: Log
    /** The run's footprint threads, which read georeferencing. */
    readonly threads: RunThreads
  },
): Promise<Map<AssetSpec, AssetSpec>> {
  const { content, log, threads } = options
  const waiting = specs.filter((spec) => spec.awaiting !== undefined)
  const contents = await readRequests(
    waiting.map((spec) => ({
      file: spec.file,
      path: located(content, spec),
      declared: spec.awaiting!.declared,
      fields: spec.awaiting!.fields,
    })),
    log,
    threads,
  )
  const problems: Problem[] = []
  const settled = new Map<AssetSpec, AssetSpec>()
  for (const spec of waiting) {
    const content = contents.get(spec.file.relativePath)
    const label = content?.label
    if (label !== undefined && 'problem' in label) {
      problems.push({ subject: { kind: 'file', path: spec.file.relativePath }, what: label.problem, fix: [label.fix] })
      continue
    }
    settled.set(spec, { ...spec, awaiting: undefined, fields: { ...spec.fields, type: label?.type ?? spec.fields.type, ...content?.auto } })
  }
  if (problems.length > 0)
    throw new ProblemsError(problems, `${problems.length} Git LFS file(s) whose content contradicts their media type; nothing was written:`)
  return settled
}

/** Where a waiting asset's fetched content is; asked only of content the run fetched. */
function located(content: Pick<ContentStore, 'locate'>, spec: AssetSpec): string {
  const path = content.locate(spec.file)
  if (path === undefined) throw new Error(`${spec.file.relativePath}: its content was not fetched before it was read`)
  return path
}
