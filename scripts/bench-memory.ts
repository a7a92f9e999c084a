/**
 * Memory and CPU a file: 100,000 small files published into one item by the bundled action, as the
 * runner starts it, against a fake catalog of its own; then the same files again, unchanged. The
 * figures are the action's own (its process's peak RSS, and its user and system CPU time, every
 * thread's), not the fake's, which answers in the benchmark's process: on a machine shared with
 * other work, CPU time and RSS do not move with its load, wall time does.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startFakeCatalog } from '../sandbox/fake-catalog.ts'

export const MEMORY_FILES = 100_000
export const PEAK_TARGET_MIB = 400
export const RERUN_PEAK_TARGET_MIB = 300
/** The action's CPU time a file, of the first run. */
export const CPU_TARGET_MS = 0.5

/** One run of the action over the files. */
export interface MemoryRun {
  readonly ms: number
  readonly peakRssMiB: number
  /** User and system CPU time of the action's process, every thread of it. */
  readonly cpuMs: number
  /** Requests the fake catalog answered. */
  readonly requests: number
}

export interface MemoryBench {
  readonly files: number
  readonly first: MemoryRun
  readonly rerun: MemoryRun & { readonly writes: number }
  /** Assets the item holds after the first run, with their uploaded file. */
  readonly published: number
}

interface MemoryOptions {
  /** A scratch folder of the benchmark's. */
  readonly work: string
  readonly jwksUrl: string
  readonly issuer: string
  /** The bundled action, as the benchmark runs it (peak RSS and CPU from the probe); `inputs` override its own. */
  readonly action: (
    workspace: string,
    inputs: Record<string, string>,
  ) => Promise<{ readonly ms: number; readonly peakRssKiB: number; readonly cpuMs: number }>
  /** 100,000 unless given (a smaller delivery while looking at where the memory goes). */
  readonly files?: number
}

export async function benchMemory({ work, jwksUrl, issuer, action, files = MEMORY_FILES }: MemoryOptions): Promise<MemoryBench> {
  const collection = 'ch.bench.memory'
  const item = 'tiles'
  const catalog = await startFakeCatalog({ jwksUrl, issuer, items: { [collection]: [item] } })
  const workspace = path.join(work, 'memory')
  try {
    // A thousand files a folder, a few dozen bytes each: what is measured is the state a file costs, not its bytes.
    for (let i = 0; i < files; i++) {
      const folder = path.join(workspace, 'tiles', String(Math.floor(i / 1000)).padStart(3, '0'))
      if (i % 1000 === 0) await mkdir(folder, { recursive: true })
      await writeFile(path.join(folder, `tile-${String(i).padStart(6, '0')}.csv`), `id,value\n${i},${Math.random()}\n`)
    }
    const inputs = { 'base-url': catalog.origin, collection, item, files: 'tiles/**' }
    const measured = async (): Promise<MemoryRun> => {
      const before = catalog.requests.length
      const { ms, peakRssKiB, cpuMs } = await action(workspace, inputs)
      return { ms, peakRssMiB: peakRssKiB / 1024, cpuMs, requests: catalog.requests.length - before }
    }
    const first = await measured()
    const published = catalog.assets(collection, item).filter((asset) => asset.file !== undefined).length
    const before = catalog.requests.length
    const rerun = await measured()
    const writes = catalog.requests.slice(before).filter((request) => request.method !== 'GET').length
    return { files, first, rerun: { ...rerun, writes }, published }
  } finally {
    await catalog.close()
    await rm(workspace, { recursive: true, force: true })
  }
}
