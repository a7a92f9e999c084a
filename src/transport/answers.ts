/**
 * The bytes of answers held in memory at once, across every request of the transport.
 *
 * Each answer is read whole before it is parsed, up to its own cap (HttpRequest.maxBytes); sixteen
 * large ones at once would hold sixteen caps. An answer counts each chunk it receives; once the
 * answers in flight together hold more than the limit, an answer that receives more pauses (its
 * connection stops reading, the server waits) until others have ended. The answer that started
 * holding first may always go on, up to its own cap: whatever the others hold, one answer makes
 * progress and ends, so no set of answers can wait for each other for ever. At most the limit, plus
 * one answer's cap, plus a chunk for each paused answer, is held.
 */
export class AnswerBudget {
  readonly limit: number
  #used = 0
  #peak = 0
  /** Bytes held by each answer, in the order the answers started to hold: the first one always goes on. */
  readonly #held = new Map<object, number>()
  /** Paused answers and what resumes each, in the order they paused. */
  readonly #waiting = new Map<object, () => void>()

  constructor(limit: number) {
    this.limit = limit
  }

  /** The most held at once so far. */
  get peak(): number {
    return this.#peak
  }

  /** Counts bytes an answer received and holds; false when it must pause: then `wait`. */
  charge(answer: object, bytes: number): boolean {
    this.#held.set(answer, (this.#held.get(answer) ?? 0) + bytes)
    this.#used += bytes
    this.#peak = Math.max(this.#peak, this.#used)
    return this.#mayGoOn(answer)
  }

  /** `resume` is called once the paused answer may receive more. */
  wait(answer: object, resume: () => void): void {
    this.#waiting.set(answer, resume)
  }

  /** The answer ended (complete or not): what it held is free, and paused answers that now may go on resume. */
  release(answer: object): void {
    this.#used -= this.#held.get(answer) ?? 0
    this.#held.delete(answer)
    this.#waiting.delete(answer)
    for (const [paused, resume] of this.#waiting) {
      if (!this.#mayGoOn(paused)) continue
      this.#waiting.delete(paused)
      resume()
    }
  }

  #mayGoOn(answer: object): boolean {
    return this.#used <= this.limit || this.#held.keys().next().value === answer
  }
}
