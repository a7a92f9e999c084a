import { formatBytes, formatElapsed, guardInterval, guardTimeout, type Log } from '../common/index.ts'

interface ProgressOptions {
  /** After the first byte of an upload: how soon the first line comes, for a person watching a long one. */
  readonly firstMs?: number
  readonly intervalMs?: number
  readonly stallMs?: number
  readonly now?: () => number
  /** Files to upload whose size is not known until read (a STAC source that states no file:size): not in the total. */
  readonly unknownSizes?: number
}

/**
 * A line at a steady interval for long runs (files, bytes, rate, time left), never a line per
 * chunk, and a warning when nothing has moved for a long time. Once bytes flow, the first line
 * comes `firstMs` after the first byte (an upload that ends sooner prints none), then one every
 * `intervalMs`; the rate and the time left are measured from that first byte, so that the items
 * and metadata written before it do not make an upload look slow.
 */
export class Progress {
  readonly #log: Log
  readonly #totalFiles: number
  readonly #totalBytes: number
  readonly #firstMs: number
  readonly #intervalMs: number
  readonly #stallMs: number
  readonly #now: () => number
  readonly #unknownSizes: number
  #files = 0
  #bytes = 0
  #firstByte: number | undefined
  #lastMove: number
  #stallWarned = false
  #timer: NodeJS.Timeout | undefined
  #first: NodeJS.Timeout | undefined
  #stopped = false

  constructor(log: Log, totalFiles: number, totalBytes: number, options: ProgressOptions = {}) {
    this.#log = log
    this.#totalFiles = totalFiles
    this.#totalBytes = totalBytes
    this.#firstMs = options.firstMs ?? 5_000
    this.#intervalMs = options.intervalMs ?? 30_000
    this.#stallMs = options.stallMs ?? 300_000
    this.#now = options.now ?? Date.now
    this.#unknownSizes = options.unknownSizes ?? 0
    this.#lastMove = this.#now()
  }

  /** Lines every interval, which also notice a stall before any byte flows. */
  start(): void {
    this.#timer = guardInterval(() => this.tick(), this.#intervalMs)
  }

  stop(): void {
    this.#stopped = true
    clearInterval(this.#timer)
    clearTimeout(this.#first)
  }

  bytesSent(bytes: number): void {
    if (this.#firstByte === undefined && bytes > 0 && !this.#stopped) {
      this.#firstByte = this.#now()
      // The steady lines start over from the first line, so that two never come close together.
      clearInterval(this.#timer)
      this.#first = guardTimeout(() => {
        this.tick()
        this.start()
      }, this.#firstMs)
    }
    this.#bytes += bytes
    this.#moved()
  }

  fileDone(): void {
    this.#files++
    this.#moved()
  }

  /** What the timer prints; public so that tests drive it with their own clock. */
  tick(): void {
    const now = this.#now()
    const elapsed = this.#firstByte === undefined ? 0 : now - this.#firstByte
    const rate = elapsed > 0 ? this.#bytes / (elapsed / 1000) : 0
    const left = this.#totalBytes - this.#bytes
    const eta = rate > 0 && left > 0 ? `, about ${formatElapsed((left / rate) * 1000)} left` : ''
    const share = this.#totalBytes > 0 ? ` (${Math.floor((this.#bytes / this.#totalBytes) * 100)}%)` : ''
    // A total that leaves some files out is a floor: no share of it, no time left.
    const floor =
      `${this.#totalBytes > 0 ? `at least ${formatBytes(this.#totalBytes)}` : 'a total not known'} ` +
      `(${this.#unknownSizes} file(s) of a size not known until read)`
    const uploaded =
      this.#unknownSizes === 0
        ? `${formatBytes(this.#bytes)} of ${formatBytes(this.#totalBytes)} uploaded${share}, ${formatBytes(rate)}/s${eta}`
        : `${formatBytes(this.#bytes)} uploaded of ${floor}, ${formatBytes(rate)}/s`
    this.#log.info(`Progress: ${this.#files}/${this.#totalFiles} files, ${uploaded}`)
    if (!this.#stallWarned && now - this.#lastMove >= this.#stallMs && this.#files < this.#totalFiles) {
      this.#stallWarned = true
      this.#log.warning(
        `No progress for ${formatElapsed(now - this.#lastMove)}: the catalog or storage may be stalled; ` +
          "requests time out after the 'timeout' input",
      )
    }
  }

  #moved(): void {
    this.#lastMove = this.#now()
    this.#stallWarned = false
  }
}
