import type { BBox } from '../describe/index.ts'
import type { Action, ItemAction, PlanEntry } from '../plan/index.ts'
import type { ItemProperties } from '../domain/index.ts'

/**
 * planned: what a dry run would do. not-written: a file its run stopped before writing, for another
 * file's problem (its reason says which).
 */
type Outcome = 'created' | 'updated' | 'skipped' | 'failed' | 'not-written' | 'planned'

/** What happened to one file: every file of a run gets one. */
export interface FileResult {
  readonly file: string
  /** The item the asset belongs to; undefined for an asset of the collection itself. */
  readonly item: string | undefined
  readonly id: string
  readonly type: string
  readonly checksum: string
  /**
   * Bytes of the file's content (a Git LFS pointer's says how large the file it stands for is);
   * undefined where not known: a STAC source's content of no stated file:size that was not read
   * (skipped, or not written), unless the target states its size.
   */
  readonly size: number | undefined
  readonly href: string | undefined
  /** Where a person looks at the asset: the catalog's STAC Browser, or its API. */
  readonly link?: string
  readonly action: Action
  readonly result: Outcome
  readonly reason: string
  readonly error?: string
  readonly uploadedBytes: number
}

export function resultOf(entry: PlanEntry, result: Outcome, extra: Partial<FileResult> = {}): FileResult {
  return {
    file: entry.spec.file.relativePath,
    item: entry.spec.container.item,
    id: entry.spec.fields.id,
    type: entry.spec.fields.type,
    checksum: entry.checksum,
    size: sizeOf(entry),
    href: entry.existing?.href,
    action: entry.action,
    result,
    reason: entry.reason,
    uploadedBytes: 0,
    ...extra,
  }
}

/**
 * The size a result reports: a STAC source's size of 0 is none stated (an empty file is refused);
 * then the target's, where it holds that content and states its size.
 */
function sizeOf({ spec, existing, checksum }: PlanEntry): number | undefined {
  if (spec.file.remote === undefined || spec.file.size > 0) return spec.file.size
  const stored = existing?.['file:size']
  return existing?.['file:checksum'] === checksum && typeof stored === 'number' ? stored : undefined
}

/** What happened to one target item. */
export interface ItemResult {
  readonly item: string
  readonly action: ItemAction
  /** planned and not-written as a file's (FileResult). */
  readonly result: 'created' | 'updated' | 'unchanged' | 'existing' | 'failed' | 'not-written' | 'planned'
  /** What the run computed (undefined for items: existing). */
  readonly bbox: BBox | undefined
  /** The GeoJSON geometry the run computed, for the summary's map (undefined for items: existing). */
  readonly geometry?: unknown
  readonly datetime: string | undefined
  /** What item-properties set, as the catalog shows it. */
  readonly properties?: ItemProperties
  /** Where a person looks at the item: the catalog's STAC Browser, or its API. */
  readonly link?: string
  readonly reason: string
  readonly error?: string
}

/** What happened to one obsolete asset (prune). */
export interface DeletionResult {
  /** undefined for an asset of the collection itself. */
  readonly item: string | undefined
  readonly id: string
  /** kept: a guard left it (a file failed, or the run stopped before writing). */
  readonly result: 'deleted' | 'planned' | 'kept' | 'failed'
  readonly error?: string
}
