/** Where the run reports progress: the Actions log in the action, a terminal in tests or other front ends. */
export interface Log {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
  group<T>(name: string, work: () => Promise<T>): Promise<T>
}
