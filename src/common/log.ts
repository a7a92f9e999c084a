import type { Words } from './words.ts'

/** Where the run reports progress: the Actions log in the action, a terminal in tests or other front ends. */
export interface Log {
  /** How its lines name inputs (the command line: flags); the action's words when not given. */
  readonly words?: Words
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
  /**
   * Whether debug lines are shown at all (true when not said): the per-file ones, thousands on a tile
   * set, are then not even made.
   */
  readonly debugging?: boolean
  group<T>(name: string, work: () => Promise<T>): Promise<T>
}
