/**
 * At most `limit` pieces of work at a time, whoever starts them: the one owner of how many parts
 * are in flight to the storage, for all files of a run together. Waiting work starts in order.
 */
export class Budget {
  readonly #limit: number
  readonly #waiting: Array<() => void> = []
  #running = 0

  constructor(limit: number) {
    this.#limit = Math.max(1, limit)
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#limit) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    else this.#running++
    try {
      return await work()
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.#waiting.shift()
      if (next === undefined) this.#running--
      else next()
    }
  }

  /** Work under way now (for tests and the bench). */
  get running(): number {
    return this.#running
  }
}
