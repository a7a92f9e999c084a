/**
 * The footprint worker thread: reads the footprints threads.ts asks for, one at a time, and
 * answers each with the footprint, nothing, or the error as data (an error does not cross a
 * thread); and unites polygons (combine.ts, loaded by the first union). It starts serving when a
 * worker thread loads it with the mark in its workerData: from the sources this file is the
 * worker's entry, from the bundle src/index.ts imports it.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { FootprintError } from './error.ts'
import { readFootprint, readGeoreference } from './read.ts'
import { FOOTPRINT_WORKER, type FootprintAnswer, type FootprintRequest } from './threads.ts'

/** What a reader's own failure says, without a JavaScript error's text (which names internals, not the file's problem). */
function failure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return `it cannot be read (${code})`
  return `its footprint reader failed on it (${nameOf(error)})`
}

const nameOf = (error: unknown): string => (error instanceof Error ? error.name : typeof error)

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[FOOTPRINT_WORKER] === true && parentPort) {
  const port = parentPort
  port.on('message', (request: FootprintRequest) => {
    const read =
      request.kind === 'union'
        ? import('./combine.ts').then(({ combineFootprints }): FootprintAnswer => ({
            id: request.id,
            combined: combineFootprints(request.polygons),
          }))
        : request.kind === 'footprint'
          ? readFootprint(request.path, request.name).then((footprint): FootprintAnswer => ({ id: request.id, footprint }))
          : readGeoreference(request.path, request.name).then((georeference): FootprintAnswer => ({ id: request.id, georeference }))
    read.then(
      (answer) => port.postMessage(answer),
      (error: unknown) =>
        port.postMessage(
          (error instanceof FootprintError
            ? { id: request.id, problem: error.problem }
            : {
                id: request.id,
                failure: request.kind === 'union' ? `failed (${nameOf(error)})` : failure(error),
              }) satisfies FootprintAnswer,
        ),
    )
  })
  port.postMessage({ ready: true } satisfies FootprintAnswer)
}
