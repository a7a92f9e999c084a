/**
 * What a run has under way, by name ("upload part 3/7 of dem.tif", "checksum of dem.tif"), so
 * that a run that cannot finish can say what it was waiting for.
 */
export class PendingWork {
  readonly #labels = new Map<number, string>()
  #next = 0

  /** Marks `label` as under way; call the returned function when it is done. */
  add(label: string): () => void {
    const key = this.#next++
    this.#labels.set(key, label)
    return () => this.#labels.delete(key)
  }

  /** Runs `work` as `label`. */
  async track<T>(label: string, work: () => Promise<T>): Promise<T> {
    const done = this.add(label)
    try {
      return await work()
    } finally {
      done()
    }
  }

  list(): string[] {
    return [...this.#labels.values()]
  }
}
