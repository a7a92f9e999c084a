import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { FAULT_KINDS, randomFaults, type FaultPlan } from '../../sandbox/faults.ts'
import { rawRequest, type RawOutcome } from '../support/raw-http.ts'

// What a plain client sees of each fault kind, on both origins of the fake: the catalog's API and its storage.
const TOKEN = 'test-token'
const COLLECTION = 'ch.faults'
const ITEM = 'i'
const DEADLOCK = {
  code: 500,
  description: expect.stringMatching(/^OperationalError\('deadlock detected\\nDETAIL: {2}Process \d+ waits for ShareLock/),
}

let catalog: FakeCatalog
let armed: { readonly target: FaultRequest['target']; readonly action: FaultAction } | undefined
beforeAll(async () => {
  catalog = await startFakeCatalog({
    staticTokens: [TOKEN],
    items: { [COLLECTION]: [ITEM] },
    fault: (request) => {
      // One shot: the next write (or any request to the storage) to the armed origin.
      if (armed === undefined || armed.target !== request.target || (request.target === 'api' && request.method === 'GET')) return undefined
      const { action } = armed
      armed = undefined
      return action
    },
  })
})
afterAll(() => catalog?.close())

const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }
const itemUrl = () => `${catalog.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}`
let counter = 0

/** A change to make on one origin, and how to tell whether it was made. */
interface Change {
  send(): Promise<RawOutcome>
  applied(): boolean
}

async function apiChange(): Promise<Change> {
  const id = `a${++counter}.csv`
  return {
    send: () =>
      rawRequest({ method: 'PUT', url: `${itemUrl()}/assets/${id}`, headers: auth, body: JSON.stringify({ id, type: 'text/csv' }) }),
    applied: () => catalog.asset(COLLECTION, ITEM, id) !== undefined,
  }
}

async function storageChange(): Promise<Change> {
  const id = `s${++counter}.csv`
  const body = Buffer.from(`part of ${id}\n`)
  const md5 = createHash('md5').update(body).digest('base64')
  await fetch(`${itemUrl()}/assets/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ id, type: 'text/csv' }) })
  const upload = (await (
    await fetch(`${itemUrl()}/assets/${id}/uploads`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        number_parts: 1,
        md5_parts: [{ part_number: 1, md5 }],
        'file:checksum': `1220${createHash('sha256').update(body).digest('hex')}`,
      }),
    })
  ).json()) as { urls: Array<{ url: string }> }
  return {
    send: () => rawRequest({ method: 'PUT', url: upload.urls[0]!.url, headers: { 'Content-MD5': md5 }, body }),
    applied: () => catalog.uploads(COLLECTION, ITEM, id)[0]?.parts.length === 1,
  }
}

const changeOn = (target: 'api' | 'storage'): Promise<Change> => (target === 'api' ? apiChange() : storageChange())

async function withFault(
  target: 'api' | 'storage',
  action: FaultAction,
): Promise<{ outcome: RawOutcome; applied: boolean; unfaulted: RawOutcome }> {
  const change = await changeOn(target)
  armed = { target, action }
  const outcome = await change.send()
  // The same request again, unfaulted, for comparison (PUT is an upsert; a part may be sent again).
  const unfaulted = await change.send()
  return { outcome, applied: change.applied(), unfaulted }
}

describe.each(['api', 'storage'] as const)('faults on the %s origin', (target) => {
  it("'reset': the connection closes, nothing is handled", async () => {
    const change = await changeOn(target)
    armed = { target, action: 'reset' }
    expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNRESET' })
    expect(change.applied()).toBe(false)
  })

  it("'drop': the change is made, no answer arrives", async () => {
    const change = await changeOn(target)
    armed = { target, action: 'drop' }
    expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNRESET', message: 'socket hang up' })
    expect(change.applied()).toBe(true)
  })

  it("'mid-headers': the change is made, the answer breaks off in its headers and the request errors", async () => {
    const change = await changeOn(target)
    armed = { target, action: 'mid-headers' }
    expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNRESET' })
    expect(change.applied()).toBe(true)
  })

  it("'mid-body': the change is made, the headers arrive and the body ends early", async () => {
    const { outcome, applied, unfaulted } = await withFault(target, 'mid-body')
    expect(applied).toBe(true)
    expect(outcome).toMatchObject({ kind: 'response', status: target === 'api' ? 201 : 200, complete: false, error: 'aborted' })
    if (outcome.kind !== 'response' || unfaulted.kind !== 'response') throw new Error('no answer')
    if (target === 'api') {
      // The whole body's length announced, part of it sent.
      expect(outcome.headers['content-length']).toBe(String(unfaulted.body.length))
      expect(outcome.body.length).toBeGreaterThan(0)
      expect(outcome.body.length).toBeLessThan(unfaulted.body.length)
    } else {
      // The storage's answer to a part has no body: announced as chunked, and the chunks never come.
      expect(unfaulted.headers['content-length']).toBe('0')
      expect(outcome.headers['transfer-encoding']).toBe('chunked')
      expect(outcome.headers.etag).toBe(unfaulted.headers.etag)
      expect(outcome.body.length).toBe(0)
    }
  })

  it('{ trickleMs }: the change is made, the whole answer arrives a few bytes at a time, only after many gaps', async () => {
    const { outcome, applied, unfaulted } = await withFault(target, { trickleMs: 25, bytes: 8 })
    expect(applied).toBe(true)
    if (outcome.kind !== 'response' || unfaulted.kind !== 'response') throw new Error('no answer')
    expect(outcome).toMatchObject({ status: target === 'api' ? 201 : 200, complete: true, error: undefined })
    // The same answer as the unfaulted repetition (whose PUT changed only the time of update).
    const comparable = (body: Buffer): unknown =>
      target === 'api' ? { ...(JSON.parse(body.toString()) as object), updated: undefined } : body.toString()
    expect(comparable(outcome.body)).toEqual(comparable(unfaulted.body))
    // Every header line and body byte went out 8 at a time, 25 ms apart: at least 6 writes for the status line and ETag alone.
    // The gaps are no timer's to shorten: a loaded machine only makes the answer slower, never quicker.
    expect(outcome.ms).toBeGreaterThan(6 * 25)
    // No gap is long: the answer took long in many short gaps (a loaded machine may add one stall, not half the answer).
    expect(outcome.longestGapMs).toBeLessThan(outcome.ms / 2)
    if (target === 'api') expect(outcome.pieces).toBeGreaterThan(10)
    expect(outcome.headers.connection).toBe('close')
  })

  it("'deadlock': the service's transient 500, nothing handled", async () => {
    const change = await changeOn(target)
    armed = { target, action: 'deadlock' }
    const outcome = await change.send()
    expect(outcome).toMatchObject({ kind: 'response', status: 500, complete: true })
    if (outcome.kind !== 'response') throw new Error('no answer')
    expect(JSON.parse(outcome.body.toString())).toEqual(DEADLOCK)
    expect(change.applied()).toBe(false)
  })

  it('{ status } answers instead of handling; { delayMs } handles after the delay', async () => {
    const refused = await changeOn(target)
    armed = { target, action: { status: 503, headers: { 'Retry-After': '1' } } }
    expect(await refused.send()).toMatchObject({ kind: 'response', status: 503, headers: { 'retry-after': '1' } })
    expect(refused.applied()).toBe(false)
    const delayed = await changeOn(target)
    armed = { target, action: { delayMs: 150 } }
    const outcome = await delayed.send()
    expect(outcome).toMatchObject({ kind: 'response', status: target === 'api' ? 201 : 200 })
    expect(outcome.ms).toBeGreaterThanOrEqual(140)
    expect(delayed.applied()).toBe(true)
  })

  it("{ refuseMs }: the request's connection closes unhandled, new connections are refused for a while, then accepted", async () => {
    const change = await changeOn(target)
    // A second long: the next connection, made at once, falls inside it however loaded the machine.
    armed = { target, action: { refuseMs: 1000 } }
    expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNRESET' })
    expect(change.applied()).toBe(false)
    expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNREFUSED' })
    // Counted from after the refusal began: a timer due after the fake's, so it fires after the fake listens again.
    await new Promise((resolve) => setTimeout(resolve, 1050))
    expect(await change.send()).toMatchObject({ kind: 'response', status: target === 'api' ? 201 : 200 })
    expect(change.applied()).toBe(true)
  })
})

it("'mid-body' on a stored object: the Content-Length of the whole object, part of its bytes", async () => {
  const content = Buffer.alloc(64 * 1024, 7)
  await catalog.seedAsset(COLLECTION, ITEM, { id: 'stored.csv', type: 'text/csv' }, content)
  armed = { target: 'storage', action: 'mid-body' }
  const outcome = await rawRequest({ method: 'GET', url: `${catalog.storageOrigin}/${COLLECTION}/${ITEM}/stored.csv` })
  expect(outcome).toMatchObject({ kind: 'response', status: 200, complete: false, headers: { 'content-length': String(content.length) } })
  if (outcome.kind !== 'response') throw new Error('no answer')
  expect(outcome.body.length).toBeLessThan(content.length)
  expect(outcome.body.equals(content.subarray(0, outcome.body.length))).toBe(true)
})

it("'refuse' keeps the fake usable and closable; faults are recorded with what the client got", async () => {
  const change = await apiChange()
  catalog.clearRequests()
  armed = { target: 'api', action: 'refuse' }
  expect(await change.send()).toMatchObject({ kind: 'error', code: 'ECONNRESET' })
  expect(catalog.requests).toEqual([expect.objectContaining({ method: 'PUT', status: 0 })])
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(await change.send()).toMatchObject({ kind: 'response', status: 201 })
})

describe('randomFaults', () => {
  const requests = (count: number): FaultRequest[] =>
    Array.from({ length: count }, (_, i) => ({
      target: (['api', 'storage', 'idp'] as const)[i % 3]!,
      method: i % 2 === 0 ? 'PUT' : 'GET',
      path: `/r/${i}`,
      headers: {},
    }))
  const kindsOf = (plan: FaultPlan, list: readonly FaultRequest[]) => list.map((request) => JSON.stringify(plan.fault(request) ?? null))

  it('draws from every kind, reproducibly per seed, and counts what it injected by kind', () => {
    const list = requests(3000)
    const plan = randomFaults(7, 0.5)
    expect(kindsOf(plan, list)).toEqual(kindsOf(randomFaults(7, 0.5), list))
    expect(kindsOf(randomFaults(8, 0.5), list)).not.toEqual(kindsOf(randomFaults(7, 0.5), list))
    expect(Object.keys(plan.injected).sort()).toEqual([...FAULT_KINDS].sort())
    expect(FAULT_KINDS).toEqual([
      '429',
      '500',
      '502',
      '503',
      '504',
      'early-503',
      'deadlock',
      'reset',
      'drop',
      'mid-headers',
      'mid-body',
      'trickle',
      'delay',
    ])
    const total = Object.values(plan.injected).reduce((sum, n) => sum + n, 0)
    expect(total).toBe(plan.log.length)
    // About half of the requests (two draws per request would change the pattern, not the share).
    expect(total).toBeGreaterThan(1300)
    expect(total).toBeLessThan(1700)
    expect(plan.log[0]).toEqual({
      kind: expect.any(String),
      target: expect.any(String),
      method: expect.any(String),
      path: expect.any(String),
    })
  })

  it('429 carries Retry-After; trickle and delay are short; a rate of 0 injects nothing', () => {
    const actions = new Map<string, unknown>()
    const plan = randomFaults(1, 1)
    for (const request of requests(500)) {
      const action = plan.fault(request)
      actions.set(plan.log.at(-1)!.kind, action)
    }
    expect(actions.get('429')).toEqual({ status: 429, headers: { 'Retry-After': '0' } })
    expect(actions.get('deadlock')).toBe('deadlock')
    expect(actions.get('trickle')).toEqual({ trickleMs: 10, bytes: 64 })
    expect(actions.get('delay')).toEqual({ delayMs: 30 })
    const none = randomFaults(1, 0)
    expect(requests(200).map((request) => none.fault(request))).toEqual(Array(200).fill(undefined))
    expect(none.injected).toEqual({})
  })

  it('can be restricted to some kinds, some origins, or the requests a predicate accepts', () => {
    const list = requests(600)
    const some = randomFaults(3, 1, { kinds: ['mid-body', 'deadlock'] })
    for (const request of list) some.fault(request)
    expect(Object.keys(some.injected).sort()).toEqual(['deadlock', 'mid-body'])
    const storageOnly = randomFaults(3, 1, { targets: ['storage'] })
    const faulted = list.filter((request) => storageOnly.fault(request) !== undefined)
    expect(faulted.length).toBe(200)
    expect(new Set(faulted.map((request) => request.target))).toEqual(new Set(['storage']))
    // Requests left out draw nothing: the faults on the others are those of the same seed alone.
    const writes = randomFaults(3, 0.5, { when: (request) => request.method === 'PUT' })
    const alone = randomFaults(3, 0.5)
    expect(list.filter((r) => r.method === 'PUT').map((r) => JSON.stringify(writes.fault(r) ?? null))).toEqual(
      kindsOf(
        alone,
        list.filter((r) => r.method === 'PUT'),
      ),
    )
    expect(list.filter((r) => r.method === 'GET').every((r) => writes.fault(r) === undefined)).toBe(true)
  })

  it('faults a fake catalog on real sockets: the API and the storage each get their share', async () => {
    const plan = randomFaults(11, 1, { kinds: ['503'], targets: ['storage'] })
    const local = await startFakeCatalog({ staticTokens: [TOKEN], items: { [COLLECTION]: [ITEM] }, fault: plan.fault })
    try {
      await local.seedAsset(COLLECTION, ITEM, { id: 'r.csv', type: 'text/csv' }, Buffer.from('r\n'))
      expect((await fetch(`${local.origin}/api/stac/v1/collections/${COLLECTION}/items/${ITEM}/assets/r.csv`)).status).toBe(200)
      expect((await fetch(`${local.storageOrigin}/${COLLECTION}/${ITEM}/r.csv`)).status).toBe(503)
      expect(plan.injected).toEqual({ '503': 1 })
    } finally {
      await local.close()
    }
  })
})
