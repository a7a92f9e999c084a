/**
 * A run's reads of items at concurrency 16 against a catalog whose every answer is huge, in a child
 * process started with a small heap (test/unit/http-memory.test.ts): each outcome is printed as a
 * line of JSON; a V8 abort (out of heap) prints none and ends the process by a signal.
 *
 * Usage: node --max-old-space-size=256 large-answers.ts API_ROOT COUNT
 */
import { staticToken } from '../../src/auth/index.ts'
import { HttpCatalog } from '../../src/catalog/index.ts'
import { Secrets, type Log } from '../../src/common/index.ts'
import { Http } from '../../src/transport/index.ts'

const [apiRoot = '', count = '16'] = process.argv.slice(2)
const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_name, work) => work() }
const http = new Http({ retries: 2, timeoutMs: 60_000, log, sleep: () => Promise.resolve() })
const catalog = new HttpCatalog({ apiRoot, http, tokens: staticToken('token'), secrets: new Secrets() })
const ids = Array.from({ length: Number(count) }, (_, index) => `item-${index}`)
const outcomes = await Promise.allSettled(ids.map((id) => catalog.getItem('ch.test', id)))
for (const outcome of outcomes) {
  const line =
    outcome.status === 'fulfilled'
      ? { read: Object.keys(outcome.value?.assets ?? {}).length }
      : { failed: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}
http.dispose()
