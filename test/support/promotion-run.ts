/**
 * A promotion run of publish() in a process of its own (node test/support/promotion-run.ts JOB): JOB
 * is a JSON file with the inputs (stac-source among them) and the workspace (test/support/promotion.ts).
 * Prints the log and one line per file's result; exits 1 when a file failed. Used where a test kills
 * the run.
 */
import { readFile } from 'node:fs/promises'
import { parseConfig } from '../../src/config/config.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { Secrets } from '../../src/common/secrets.ts'
import { connect } from '../../src/connect.ts'
import { publish } from '../../src/publish.ts'

const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as {
  readonly inputs: Record<string, string>
  readonly workspace: string
}
const print = (line: string): void => void process.stdout.write(`${line}\n`)
const log = { info: print, warning: print, debug: () => undefined, group: <T>(_name: string, work: () => Promise<T>) => work() }
const config = parseConfig(job.inputs, { workspace: job.workspace })
const [secrets, pending] = [new Secrets(), new PendingWork()]
const connection = connect(config, { log, secrets, pending })
try {
  const { results } = await publish(config, { ...connection, log, secrets, pending })
  for (const result of results) print(`result ${result.file}: ${result.result}${result.error === undefined ? '' : ` (${result.error})`}`)
  process.exitCode = results.some((result) => result.result === 'failed') ? 1 : 0
} catch (error) {
  print(`stopped: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  connection.dispose()
}
