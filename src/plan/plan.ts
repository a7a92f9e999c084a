import { asPublished, type AssetSpec } from '../assets/index.ts'
import type { AssetFields, RemoteAsset } from '../catalog/index.ts'
import { normalizeMediaType, type SafetyConfig } from '../domain/index.ts'
import { ACTION_WORDS, capped, input, render, say, type Words } from '../common/index.ts'

export type Action = 'create' | 'update' | 'upload' | 'skip' | 'error'

export interface PlanEntry {
  readonly spec: AssetSpec
  readonly checksum: string
  readonly action: Action
  /** For 'update': the fields that differ (sent with PATCH, which keeps the file). */
  readonly changes: Partial<AssetFields>
  /** Replace the whole asset with PUT (if-exists: overwrite); the file must then be uploaded again. */
  readonly replace: boolean
  /** The media type differs: the catalog cannot change it, only delete and recreate. */
  readonly recreate: boolean
  readonly upload: boolean
  readonly reason: string
  readonly existing: RemoteAsset | undefined
}

const MANAGED: readonly (keyof AssetFields)[] = ['title', 'description', 'proj:epsg', 'roles', 'gsd', 'geoadmin:lang', 'geoadmin:variant']

/** Compares as the catalog stores them: a missing field is null, lists by their items. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Characters of a value a reason shows: enough to tell two titles apart, never a whole description. */
const SHOWN_VALUE = 40

/** A field's value as a reason shows it: none for a field the asset does not have, text quoted. */
function shownValue(value: unknown): string {
  if (value === undefined || value === null) return 'none'
  if (typeof value === 'string') return `'${capped(value, SHOWN_VALUE)}'`
  return capped(Array.isArray(value) ? value.join(', ') : JSON.stringify(value), SHOWN_VALUE)
}

/**
 * How a field differs, as the log and the summary say it: added (none → 0.5), removed (2056 →
 * none, a value whose input or rule field was dropped), or changed ('Old' → 'New').
 */
function difference(key: keyof AssetFields, before: unknown, after: unknown): string {
  const how = before === undefined || before === null ? 'added' : after === undefined || after === null ? 'removed' : 'changed'
  return `${key} ${how} (${shownValue(before)} → ${shownValue(after)})`
}

/** The catalog shows no file for an asset whose upload never completed. */
function hasData(asset: RemoteAsset): boolean {
  const checksum = asset['file:checksum']
  return typeof checksum === 'string' && checksum !== '' && asset['file:size'] !== 0
}

/** The changes of every entry that changes no field: one object, not one a file. */
const NO_CHANGES: Partial<AssetFields> = Object.freeze({})

/**
 * What to do per file, given what the item already holds. Pure: the same inputs give the same
 * plan, so dry-run shows exactly what a real run does. `words`: how the reasons name inputs.
 */
export function plan(
  specs: readonly { readonly spec: AssetSpec; readonly checksum: string }[],
  existing: ReadonlyMap<string, RemoteAsset>,
  ifExists: SafetyConfig['ifExists'],
  words: Words = ACTION_WORDS,
): PlanEntry[] {
  return specs.map(({ spec: given, checksum }) => {
    const remote = existing.get(given.fields.id)
    // A Git LFS file not fetched (yet) is compared as the catalog has it; its content decides once fetched.
    const spec = remote === undefined ? given : asPublished(given, remote)
    const base = { spec, checksum, changes: NO_CHANGES, replace: false, recreate: false, upload: false, existing: remote }
    if (remote === undefined) return { ...base, action: 'create', upload: true, reason: 'new asset' }
    if (ifExists === 'fail') {
      return {
        ...base,
        action: 'error',
        reason: render(say`asset '${spec.fields.id}' already exists (${input('if-exists', { value: 'fail' })})`, words),
      }
    }
    const typeChanged = normalizeMediaType(remote.type ?? '') !== spec.fields.type
    if (ifExists === 'overwrite') {
      return { ...base, action: 'update', replace: true, recreate: typeChanged, upload: true, reason: 'overwrite' }
    }
    if (typeChanged) {
      return {
        ...base,
        action: 'error',
        reason: render(
          [
            `asset '${spec.fields.id}' has media type '${remote.type ?? '(none)'}', not '${spec.fields.type}'; `,
            ...say`the catalog cannot change a type in place: set ${input('if-exists', { value: 'overwrite' })} to delete and recreate it`,
          ],
          words,
        ),
      }
    }
    const changes: Partial<Record<keyof AssetFields, unknown>> = {}
    const differences: string[] = []
    for (const key of MANAGED) {
      if (same(remote[key], spec.fields[key])) continue
      changes[key] = spec.fields[key]
      differences.push(difference(key, remote[key], spec.fields[key]))
    }
    const dataMissing = !hasData(remote)
    const checksumDiffers = !dataMissing && remote['file:checksum']?.toLowerCase() !== checksum
    const upload = dataMissing || checksumDiffers
    const why = [...differences, ...(dataMissing ? ['file missing on the catalog'] : checksumDiffers ? ['file changed'] : [])].join('; ')
    if (differences.length > 0) return { ...base, action: 'update', changes: changes as Partial<AssetFields>, upload, reason: why }
    if (upload) return { ...base, action: 'upload', upload, reason: why }
    return { ...base, action: 'skip', reason: 'unchanged' }
  })
}
