import { guardInterval, type Log } from '../common/index.ts'

interface ProgressOptions {
  readonly intervalMs?: number
  readonly stallMs?: number
  readonly now?: () => number
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  return minutes < 60 ? `${minutes}m ${seconds % 60}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}

/**
 * A line at a steady interval for long runs (files, bytes, rate, time left), never a line
 * per chunk, and a warning when nothing has moved for a long time.
 */
export class Progress {
  readonly #log: Log
  readonly #totalFiles: number
  readonly #totalBytes: number
  readonly #intervalMs: number
  readonly #stallMs: number
  readonly #now: () => number
  readonly #started: number
  #files = 0
  #bytes = 0
  #lastMove: number
  #stallWarned = false
  #timer: NodeJS.Timeout | undefined

  constructor(log: Log, totalFiles: number, totalBytes: number, options: ProgressOptions = {}) {
    this.#log = log
    this.#totalFiles = totalFiles
    this.#totalBytes = totalBytes
    this.#intervalMs = options.intervalMs ?? 30_000
    this.#stallMs = options.stallMs ?? 300_000
    this.#now = options.now ?? Date.now
    this.#started = this.#now()
    this.#lastMove = this.#started
  }

  start(): void {
    this.#timer = guardInterval(() => this.tick(), this.#intervalMs)
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  bytesSent(bytes: number): void {
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
    const elapsed = Math.max(1, now - this.#started)
    const rate = this.#bytes / (elapsed / 1000)
    const left = this.#totalBytes - this.#bytes
    const eta = rate > 0 && left > 0 ? `, about ${formatDuration((left / rate) * 1000)} left` : ''
    this.#log.info(
      `Progress: ${this.#files}/${this.#totalFiles} files, ` +
        `${formatBytes(this.#bytes)} of ${formatBytes(this.#totalBytes)} uploaded, ${formatBytes(rate)}/s${eta}`,
    )
    if (!this.#stallWarned && now - this.#lastMove >= this.#stallMs && this.#files < this.#totalFiles) {
      this.#stallWarned = true
      this.#log.warning(
        `No progress for ${formatDuration(now - this.#lastMove)}: the catalog or storage may be stalled; ` +
          "requests time out after the 'timeout' input",
      )
    }
  }

  #moved(): void {
    this.#lastMove = this.#now()
    this.#stallWarned = false
  }
}
