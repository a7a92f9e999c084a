/**
 * Every secret the run knows, so that any text leaving the run (logs, outputs, summary,
 * error messages that echo a server's answer) can be cleaned of them. `mask` is
 * core.setSecret in the action, which also hides them in the runner's log.
 */
export class Secrets {
  readonly #values = new Set<string>()
  #longestFirst: readonly string[] = []
  readonly #mask: (value: string) => void

  constructor(mask: (value: string) => void = () => undefined) {
    this.#mask = mask
  }

  add(value: string | undefined): void {
    if (value === undefined || value === '' || this.#values.has(value)) return
    this.#mask(value)
    // Cutting one or two characters out of every message would garble it and hide nothing.
    if (value.length >= 3) {
      this.#values.add(value)
      // Longest first: a secret that contains another is cut out whole, not around the shorter one.
      this.#longestFirst = [...this.#values].sort((a, b) => b.length - a.length)
    }
  }

  redact(text: string): string {
    let result = text
    for (const value of this.#longestFirst) result = result.split(value).join('***')
    return result
  }
}
