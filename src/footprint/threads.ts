/**
 * Footprints read in worker threads, the backstop behind the readers' own bounds: each file gets a
 * deadline and each thread a heap limit (resourceLimits), and a thread over either is terminated
 * and replaced, the file failing with a FootprintError that names the bound. The threads are
 * kept for the next file, so that a run over thousands of files starts one thread, not one a file.
 *
 * One limit no thread can enforce: terminating a thread does not interrupt a synchronous SQLite
 * call (node:sqlite runs it to its end, and the process cannot exit while it runs), so gpkg.ts
 * bounds SQLite from inside and runs nothing of the file's own.
 */
import { Worker } from 'node:worker_threads'
import { guardTimeout } from '../common/index.ts'
import { FootprintError } from './error.ts'
import type { Footprint, Georeference } from './source.ts'

/** The mark in workerData that makes a thread a footprint worker (worker.ts, and src/index.ts in the bundle). */
export const FOOTPRINT_WORKER = 'stac-publish-action.footprint-worker'

/** What a thread reads of a file: its footprint, or its georeference (proj-epsg: auto, gsd: auto). */
export type ReadKind = 'footprint' | 'georeference'

/** What a read is called in a message: proj-epsg/gsd: auto read a file's georeferencing, not its footprint. */
const READ_WORDS: Readonly<Record<ReadKind, string>> = { footprint: 'footprint', georeference: 'georeferencing' }

export interface FootprintRequest {
  readonly id: number
  readonly kind: ReadKind
  readonly path: string
  readonly name: string
}

export type FootprintAnswer =
  /** Sent once, when the worker has loaded the readers: a file's deadline starts when it is sent to a ready worker. */
  | { readonly ready: true }
  | { readonly id: number; readonly footprint: Footprint | undefined }
  | { readonly id: number; readonly georeference: Georeference }
  | { readonly id: number; readonly problem: string }
  | { readonly id: number; readonly failure: string }

export interface ThreadLimits {
  /**
   * Threads at most (default 1): a footprint is a header read of a millisecond or two, and each
   * thread costs some 30 MB, which two would take a run over hostile files past the flat-memory target.
   */
  readonly threads?: number
  /** Per file (default 10 s): every reader takes milliseconds, a 128 MiB GeoJSON about three seconds. */
  readonly deadlineMs?: number
  /** Heap of each thread (default 32 MiB): the readers hold a few MiB whatever the file. */
  readonly heapMb?: number
  /** Arms a deadline, and returns what disarms it: an unref'd timer, unless a test decides when a deadline passes. */
  readonly deadline?: (passed: () => void, ms: number) => () => void
}

const DEFAULT_DEADLINE_MS = 10_000
const DEFAULT_HEAP_MB = 32
const MIN_HEAP_MB = 16

const timerDeadline = (passed: () => void, ms: number): (() => void) => {
  const timer = guardTimeout(passed, ms)
  return () => clearTimeout(timer)
}

/**
 * The worker's entry: this folder's worker.ts from the sources; from the bundle (where every chunk
 * sits beside it), dist/index.js, whose src/index.ts dispatches by workerData. Through a variable:
 * the bundler would take new URL('literal', import.meta.url) for an asset and copy the .ts file.
 */
const HERE = import.meta.url
const ENTRY = new URL(HERE.endsWith('.ts') ? 'worker.ts' : 'index.js', HERE)

interface Job {
  readonly kind: ReadKind
  readonly path: string
  readonly name: string
  readonly resolve: (read: Footprint | Georeference | undefined) => void
  readonly reject: (error: Error) => void
}

interface Thread {
  readonly worker: Worker
  ready: boolean
  current: { readonly id: number; readonly job: Job; disarm: () => void } | undefined
}

/**
 * The run's one set of threads, shared by every phase that reads files (auto fields, Git LFS
 * content, item footprints): made by the first read, so that a run that reads nothing starts nothing.
 */
export type RunThreads = () => Promise<FootprintThreads>

export class FootprintThreads {
  readonly #size: number
  readonly #deadlineMs: number
  readonly #heapMb: number
  readonly #arm: (passed: () => void, ms: number) => () => void
  readonly #threads = new Set<Thread>()
  readonly #idle: Thread[] = []
  readonly #queue: Job[] = []
  #sequence = 0
  #closed = false
  #started = 0

  constructor(limits: ThreadLimits = {}) {
    this.#size = Math.max(1, limits.threads ?? 1)
    this.#deadlineMs = limits.deadlineMs ?? DEFAULT_DEADLINE_MS
    // Below this V8 cannot even create the thread's heap, and that failure ends the whole process.
    this.#heapMb = Math.max(MIN_HEAP_MB, limits.heapMb ?? DEFAULT_HEAP_MB)
    this.#arm = limits.deadline ?? timerDeadline
  }

  /** Threads started so far: a run should start few. */
  get started(): number {
    return this.#started
  }

  /** The file's WGS84 footprint, undefined for one without georeferencing; a FootprintError naming displayName otherwise. */
  read(absolutePath: string, displayName: string): Promise<Footprint | undefined> {
    return this.#enqueue('footprint', absolutePath, displayName) as Promise<Footprint | undefined>
  }

  /** The file's EPSG code and a raster's pixel size in metres, with notes where it gives none; a FootprintError for a file over a bound. */
  georeference(absolutePath: string, displayName: string): Promise<Georeference> {
    return this.#enqueue('georeference', absolutePath, displayName) as Promise<Georeference>
  }

  #enqueue(kind: ReadKind, absolutePath: string, displayName: string): Promise<Footprint | Georeference | undefined> {
    if (this.#closed) return Promise.reject(new Error('the footprint threads are closed'))
    return new Promise((resolve, reject) => {
      this.#queue.push({ kind, path: absolutePath, name: displayName, resolve, reject })
      this.#pump()
    })
  }

  /** Ends every thread; a read still queued fails. */
  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#queue.splice(0)) job.reject(new Error('the footprint threads were closed'))
    await Promise.all([...this.#threads].map((thread) => this.#discard(thread)))
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const thread = this.#idle.pop() ?? (this.#threads.size < this.#size ? this.#start() : undefined)
      if (!thread) return
      this.#run(thread, this.#queue.shift()!)
    }
  }

  #start(): Thread {
    this.#started++
    const worker = new Worker(ENTRY, {
      workerData: { [FOOTPRINT_WORKER]: true },
      resourceLimits: { maxOldGenerationSizeMb: this.#heapMb, maxYoungGenerationSizeMb: this.#heapMb / 8 },
    })
    const thread: Thread = { worker, ready: false, current: undefined }
    this.#threads.add(thread)
    worker.on('message', (answer: FootprintAnswer) => {
      if ('ready' in answer) {
        thread.ready = true
        if (thread.current) this.#send(thread)
        return
      }
      const current = thread.current
      if (!current || current.id !== answer.id) return
      this.#finish(thread)
      this.#idle.push(thread)
      worker.unref()
      if ('footprint' in answer) current.job.resolve(answer.footprint)
      else if ('georeference' in answer) current.job.resolve(answer.georeference)
      else current.job.reject(new FootprintError(current.job.name, 'problem' in answer ? answer.problem : answer.failure))
      this.#pump()
    })
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      this.#fail(
        thread,
        outOfMemory
          ? `reading its ${READ_WORDS[thread.current?.job.kind ?? 'footprint']} needed more than ${this.#heapMb} MiB, the bound per file`
          : `its footprint reader stopped on it (${error.name})`,
      )
    })
    worker.on('exit', () => this.#fail(thread, 'its footprint reader stopped on it'))
    return thread
  }

  #run(thread: Thread, job: Job): void {
    // A thread that does not even start within the deadline fails the file it was started for.
    thread.current = { id: ++this.#sequence, job, disarm: this.#deadline(thread, 'its footprint reader did not start') }
    thread.worker.ref()
    if (thread.ready) this.#send(thread)
  }

  /** Sends the thread its file, once it is ready: the file's deadline starts now. */
  #send(thread: Thread): void {
    const current = thread.current!
    current.disarm()
    current.disarm = this.#deadline(
      thread,
      `reading its ${READ_WORDS[current.job.kind]} took longer than ${this.#deadlineMs / 1000} s, the bound per file`,
    )
    const { kind, path, name } = current.job
    thread.worker.postMessage({ id: current.id, kind, path, name } satisfies FootprintRequest)
  }

  #deadline(thread: Thread, problem: string): () => void {
    // The thread is ref'd while it works: the deadline only watches it.
    return this.#arm(() => this.#fail(thread, problem), this.#deadlineMs)
  }

  #finish(thread: Thread): void {
    thread.current?.disarm()
    thread.current = undefined
  }

  /** A thread over a bound, or one that stopped: its file fails, the thread goes, the next file gets a new one. */
  #fail(thread: Thread, problem: string): void {
    const current = thread.current
    this.#finish(thread)
    void this.#discard(thread)
    if (current) current.job.reject(new FootprintError(current.job.name, problem))
    this.#pump()
  }

  async #discard(thread: Thread): Promise<void> {
    if (!this.#threads.delete(thread)) return
    const idle = this.#idle.indexOf(thread)
    if (idle >= 0) this.#idle.splice(idle, 1)
    thread.worker.unref()
    await thread.worker.terminate()
  }
}
