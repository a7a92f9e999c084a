/**
 * Footprints read in worker threads, the backstop behind the readers' own bounds: each file gets a
 * deadline and each thread a heap limit (resourceLimits), and a thread over either is terminated
 * and replaced, the file failing with a FootprintError that names the bound. The threads are
 * kept for the next file, so that a run over thousands of files starts one thread, not one a file.
 * The union of an item's footprints (combine.ts) runs on them too, under the same deadline and
 * heap limit as a file: over either, the item gets the envelope of its footprints (envelope.ts).
 *
 * One limit no thread can enforce: terminating a thread does not interrupt a synchronous SQLite
 * call (node:sqlite runs it to its end, and the process cannot exit while it runs), so gpkg.ts
 * bounds SQLite from inside and runs nothing of the file's own.
 */
import type { Worker } from 'node:worker_threads'
import { guardTimeout } from '../common/index.ts'
import type { Combined } from './envelope.ts'
import { FootprintError } from './error.ts'
import type { Polygon } from './geojson.ts'
import type { Footprint, Georeference } from './source.ts'

/** The mark in workerData that makes a thread a footprint worker (worker.ts, and src/index.ts in the bundle). */
export const FOOTPRINT_WORKER = 'stac-publish-action.footprint-worker'
/**
 * The same mark among the thread's arguments (its process.argv): what src/index.ts looks for first, so
 * that a process that is no such thread starts without loading node:worker_threads to ask.
 */
export const FOOTPRINT_WORKER_ARG = `--${FOOTPRINT_WORKER}`

/** What a thread reads of a file: its footprint, or its georeference (proj-epsg: auto, gsd: auto). */
export type ReadKind = 'footprint' | 'georeference'

/** What a thread does: read a file, or unite polygons. */
type Work =
  | { readonly kind: ReadKind; readonly path: string; readonly name: string }
  | { readonly kind: 'union'; readonly polygons: readonly Polygon[] }

export type FootprintRequest = Work & { readonly id: number }

export type FootprintAnswer =
  /** Sent once, when the worker has loaded the readers: a file's deadline starts when it is sent to a ready worker. */
  | { readonly ready: true }
  | { readonly id: number; readonly footprint: Footprint | undefined }
  | { readonly id: number; readonly georeference: Georeference }
  | { readonly id: number; readonly combined: Combined }
  | { readonly id: number; readonly problem: string }
  | { readonly id: number; readonly failure: string }

export interface ThreadLimits {
  /**
   * Threads at most (default 1): a footprint is a header read of a millisecond or two, and each
   * thread costs some 30 MB, which two would take a run over hostile files past the flat-memory target.
   */
  readonly threads?: number
  /** Per file or union (default 10 s): every reader takes milliseconds, a 128 MiB GeoJSON about three seconds, a union a second at most. */
  readonly deadlineMs?: number
  /** Heap of each thread (default 32 MiB): the readers hold a few MiB whatever the file, a union's step (combine.ts) 24 MiB at most. */
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

/** What a job's bounds are called in its messages: a read's complete "file: …", a union's "the union of …". */
interface BoundWords {
  readonly notStarted: string
  readonly deadline: (seconds: number) => string
  readonly heap: (mb: number) => string
  readonly stopped: (why?: string) => string
}

function boundWords(kind: Work['kind']): BoundWords {
  if (kind === 'union')
    return {
      notStarted: 'could not start: its thread did not start in time',
      deadline: (seconds) => `took longer than ${seconds} s, the bound of a union`,
      heap: (mb) => `needed more than ${mb} MiB, the bound of a union`,
      stopped: (why) => `stopped its thread${why === undefined ? '' : ` (${why})`}`,
    }
  // proj-epsg/gsd: auto read a file's georeferencing, not its footprint.
  const read = kind === 'footprint' ? 'footprint' : 'georeferencing'
  return {
    notStarted: 'its footprint reader did not start',
    deadline: (seconds) => `reading its ${read} took longer than ${seconds} s, the bound per file`,
    heap: (mb) => `reading its ${read} needed more than ${mb} MiB, the bound per file`,
    stopped: (why) => `its footprint reader stopped on it${why === undefined ? '' : ` (${why})`}`,
  }
}

interface Job {
  readonly work: Work
  readonly resolve: (answer: Footprint | Georeference | Combined | undefined) => void
  /** Over a bound, or the thread stopped: a read fails naming its file, a union falls back to the envelope. */
  readonly overBound: (problem: string) => void
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
    return this.#read({ kind: 'footprint', path: absolutePath, name: displayName }) as Promise<Footprint | undefined>
  }

  /** The file's EPSG code and a raster's pixel size in metres, with notes where it gives none; a FootprintError for a file over a bound. */
  georeference(absolutePath: string, displayName: string): Promise<Georeference> {
    return this.#read({ kind: 'georeference', path: absolutePath, name: displayName }) as Promise<Georeference>
  }

  /**
   * The union of the polygons (combine.ts: cascaded, within its bounds), or their envelope where
   * it is over one of those, the deadline or the heap limit, or a refusal where the envelope spans
   * a hemisphere. Never loads the union's library on this thread.
   */
  unite(polygons: readonly Polygon[]): Promise<Combined> {
    if (polygons.length === 0) return Promise.reject(new RangeError('unite: no polygons to unite'))
    return this.#enqueue((resolve, reject) => ({
      work: { kind: 'union', polygons },
      resolve,
      // Imported here: this module is in the bundle's entry (src/index.ts), which stays small.
      overBound: (problem) => void import('./envelope.ts').then(({ envelopeOf }) => resolve(envelopeOf(polygons, problem)), reject),
      reject,
    })) as Promise<Combined>
  }

  #read(work: Extract<Work, { readonly kind: ReadKind }>): Promise<unknown> {
    return this.#enqueue((resolve, reject) => ({
      work,
      resolve,
      overBound: (problem) => reject(new FootprintError(work.name, problem)),
      reject,
    }))
  }

  #enqueue(job: (resolve: (answer: unknown) => void, reject: (error: Error) => void) => Job): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('the footprint threads are closed'))
    return new Promise((resolve, reject) => {
      this.#queue.push(job(resolve, reject))
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
    const worker = new (process.getBuiltinModule('node:worker_threads').Worker)(ENTRY, {
      workerData: { [FOOTPRINT_WORKER]: true },
      argv: [FOOTPRINT_WORKER_ARG],
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
      else if ('combined' in answer) current.job.resolve(answer.combined)
      else current.job.overBound('problem' in answer ? answer.problem : answer.failure)
      this.#pump()
    })
    worker.on('error', (error: Error & { code?: string }) => {
      const words = boundWords(thread.current?.job.work.kind ?? 'footprint')
      this.#fail(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? words.heap(this.#heapMb) : words.stopped(error.name))
    })
    worker.on('exit', () => this.#fail(thread, boundWords(thread.current?.job.work.kind ?? 'footprint').stopped()))
    return thread
  }

  #run(thread: Thread, job: Job): void {
    // A thread that does not even start within the deadline fails the job it was started for.
    thread.current = { id: ++this.#sequence, job, disarm: this.#deadline(thread, boundWords(job.work.kind).notStarted) }
    thread.worker.ref()
    if (thread.ready) this.#send(thread)
  }

  /** Sends the thread its job, once it is ready: the job's deadline starts now. */
  #send(thread: Thread): void {
    const current = thread.current!
    current.disarm()
    current.disarm = this.#deadline(thread, boundWords(current.job.work.kind).deadline(this.#deadlineMs / 1000))
    thread.worker.postMessage({ id: current.id, ...current.job.work } satisfies FootprintRequest)
  }

  #deadline(thread: Thread, problem: string): () => void {
    // The thread is ref'd while it works: the deadline only watches it.
    return this.#arm(() => this.#fail(thread, problem), this.#deadlineMs)
  }

  #finish(thread: Thread): void {
    thread.current?.disarm()
    thread.current = undefined
  }

  /** A thread over a bound, or one that stopped: its job fails, the thread goes, the next job gets a new one. */
  #fail(thread: Thread, problem: string): void {
    const current = thread.current
    this.#finish(thread)
    void this.#discard(thread)
    if (current) current.job.overBound(problem)
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
