import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { startFaultProxy, type FaultProxy } from '../../sandbox/fault-proxy.ts'
import { FAULT_ACTIONS, FAULT_KINDS, type FaultAction, type FaultHook, type FaultTarget } from '../../sandbox/faults.ts'
import { AFTER_LAST_LINE_MS, runBundled } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

// A run of the bundled action ends when its work is done: whatever it met, the process exits
// within a second of its last line (runBundled fails a run that does not). Every fault kind the
// injector knows, on every origin (the identity provider, the catalog, its storage), and answers
// that come before the request's body was read: the ordering that once left a 120 s deadline armed.

const COLLECTION = 'ch.test.lifetime'
const S3_REFUSAL = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>injected</Message></Error>'

interface Scenario {
  readonly name: string
  /** A fresh hook per run: which requests fail, and how. */
  readonly fault?: () => FaultHook
  /** Whether the run publishes everything in spite of it. */
  readonly publishes: boolean
}

/**
 * The first request of each origin and method (the sign-in, the first read, write and upload
 * create on the catalog, the first part to the storage) gets the fault, the others none: each kind
 * meets every origin and kind of request once, a part's body included.
 */
const firstOfEach = (action: FaultAction) => (): FaultHook => {
  const seen = new Set<string>()
  return (request) => {
    const key = `${request.target} ${request.method}`
    if (seen.has(key)) return undefined
    seen.add(key)
    return action
  }
}

/** Every request to `target` with `method` gets the action: a refusal that is final. */
const always = (action: FaultAction, target: FaultTarget, method: string) => (): FaultHook => (request) =>
  request.target === target && request.method === method ? action : undefined

const SCENARIOS: readonly Scenario[] = [
  // Without any fault: on loopback, answers often end before their request's 'finish'.
  ...[1, 2, 3].map((n) => ({ name: `no fault (${n})`, publishes: true })),
  ...FAULT_KINDS.map((kind) => ({ name: kind, fault: firstOfEach(FAULT_ACTIONS[kind]), publishes: true })),
  { name: 'refuse', fault: firstOfEach({ refuseMs: 100 }), publishes: true },
  // The storage refusing every part before it has read it, the catalog every asset write: the run fails, and ends.
  {
    name: 'early 403 on every part',
    fault: always({ status: 403, early: true, body: S3_REFUSAL, headers: { 'Content-Type': 'application/xml' } }, 'storage', 'PUT'),
    publishes: false,
  },
  { name: 'early 400 on every asset write', fault: always({ status: 400, early: true }, 'api', 'PUT'), publishes: false },
]

let identity: Identity
let catalog: FakeCatalog
let proxy: FaultProxy
let ws: Workspace
let fault: FaultHook | undefined
const faulted: string[] = []
beforeAll(async () => {
  identity = await startIdentity('lifetime')
  const hook: FaultHook = (request) => {
    const action = fault?.(request)
    if (action !== undefined) faulted.push(`${request.target} ${request.method} ${request.path}`)
    return action
  }
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: SCENARIOS.map((_, index) => `run-${index}`) },
    fault: hook,
  })
  proxy = await startFaultProxy({ target: identity.cognito.url, fault: hook })
  ws = await makeWorkspace()
  await ws.write('data/stations.csv', 'id\n1\n2\n')
  await ws.write('data/roads.csv', noise(3000, 2))
  // Two parts of part-size 5 MiB: a part's body is far larger than what loopback's buffers hold.
  await ws.write('data/scan.las', noise(6 * 1024 * 1024, 3))
})
afterAll(async () => {
  await catalog?.close()
  await proxy?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

describe('a run of the bundled action ends within a second of its last line', () => {
  it.each(SCENARIOS.map((scenario, index) => [scenario.name, scenario, index] as const))('%s', async (_name, scenario, index) => {
    fault = scenario.fault?.()
    faulted.length = 0
    const run = await runBundled(
      {
        ...sandboxInputs(catalog, identity, COLLECTION, { item: `run-${index}`, files: 'data/**', 'part-size': '5' }),
        'auth-url': proxy.url(identity.cognito.url),
        // A run that hangs on a forgotten deadline does so for this long: the failure says so, quickly.
        timeout: '10',
      },
      ws.root,
    )
    fault = undefined
    expect(run.afterLastLineMs).toBeLessThanOrEqual(AFTER_LAST_LINE_MS)
    if (scenario.fault !== undefined) expect(faulted.length).toBeGreaterThan(0)
    expect(run.failed, `${run.log}\n${run.stderr}`).toBe(!scenario.publishes)
    if (scenario.publishes) expect(run.outputs).toMatchObject({ created: '3', failed: '0' })
    else expect(Number(run.outputs.failed)).toBeGreaterThan(0)
  })
})
