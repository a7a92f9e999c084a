import type { PendingWork } from './pending.ts'

/**
 * Settles `work` even if nothing is left that could settle it. When the event loop runs dry while
 * the run still waits (a promise nobody will resolve), Node would end the process with exit code
 * 13 and no word about the files; instead the run fails with an error that names what was under
 * way. Only the entry points use this: it watches the process.
 */
export async function untilSettled<T>(work: Promise<T>, pending: PendingWork): Promise<T> {
  let onDry: (() => void) | undefined
  const dry = new Promise<never>((_resolve, reject) => {
    onDry = () => {
      const open = pending.list()
      const what = open.length === 0 ? 'no request or file was under way' : `under way: ${open.join('; ')}`
      reject(
        new Error(`The run stopped with work unfinished and nothing left that could finish it (${what}); this is a bug, please report it`),
      )
    }
  })
  const listener = (): void => onDry?.()
  process.on('beforeExit', listener)
  try {
    return await Promise.race([work, dry])
  } finally {
    process.off('beforeExit', listener)
  }
}
