import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog, type FaultAction, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { runInProcess } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

// A 200 that is not what was asked for (a gateway's error page, a captive portal, another item):
// refused by name, never planned or written on. Over real sockets, the fake catalog's answer
// replaced by the fault injector at the one request each case is about.

const COLLECTION = 'ch.test.answers'
const PAGE = `<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body>${'<p>Try again later.</p>'.repeat(200)}</body></html>`
const HTML: FaultAction = { status: 200, body: PAGE, headers: { 'Content-Type': 'text/html; charset=utf-8' } }
const SHOWN = `(text/html; charset=utf-8, starts with '<!DOCTYPE html>\\n<html><head><title>502 B…')`

let identity: Identity
let catalog: FakeCatalog | undefined
let ws: Workspace | undefined
beforeAll(async () => {
  identity = await startIdentity('answers')
})
afterAll(() => identity?.cognito.stop())
afterEach(async () => {
  await catalog?.close()
  await ws?.remove()
  catalog = undefined
  ws = undefined
})

/** The fake catalog with items a and b, each holding data.csv, and `fault` on the requests `match` accepts. */
async function setup(match: (request: FaultRequest) => boolean, fault: FaultAction = HTML): Promise<FakeCatalog> {
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: ['a', 'b'] },
    fault: (request) => (match(request) ? fault : undefined),
  })
  for (const item of ['a', 'b']) await catalog.seedAsset(COLLECTION, item, { id: 'data.csv', type: 'text/csv' }, Buffer.from('1,2\n'))
  ws = await makeWorkspace()
  for (const item of ['a', 'b']) await ws.write(`${item}/data.csv`, '1,2\n')
  await ws.write('legend.pdf', '%PDF-1.4\n')
  return catalog
}

const get = (path: RegExp) => (request: FaultRequest) => request.target === 'api' && request.method === 'GET' && path.test(request.path)

describe('a read the plan needs, answered 200 with something else', () => {
  it.each<[string, (request: FaultRequest) => boolean, Record<string, string>, string, FaultAction?]>([
    [
      'an HTML page for an item',
      get(/\/items\/a$/),
      { item: 'a', files: 'a/*.csv', 'asset-id': '{name}' },
      `read item a: the answer is not item a ${SHOWN}`,
    ],
    [
      'another item than the one asked for',
      get(/\/items\/a$/),
      { item: 'a', files: 'a/*.csv', 'asset-id': '{name}' },
      "read item a: the answer is not item a (its id is 'b')",
      { status: 200, body: JSON.stringify({ id: 'b', type: 'Feature', properties: {}, assets: {} }) },
    ],
    [
      'an item without its assets',
      get(/\/items\/a$/),
      { item: 'a', files: 'a/*.csv', 'asset-id': '{name}' },
      'read item a: the answer is not item a (it shows no assets)',
      { status: 200, body: JSON.stringify({ id: 'a', type: 'Feature', properties: {} }) },
    ],
    [
      'an HTML page for the item listing',
      get(/\/items$/),
      { item: '{parent}', files: '*/*.csv', 'asset-id': '{name}' },
      `list the items of collection ${COLLECTION}: the answer is not a page of the collection's items ${SHOWN}`,
    ],
    [
      "an HTML page for the collection's assets",
      get(new RegExp(`/collections/${COLLECTION}/assets$`)),
      { files: 'legend.pdf', 'collection-asset': 'true' },
      `list assets of ${COLLECTION}: the answer is not the assets of ${COLLECTION} ${SHOWN}`,
    ],
  ])('%s: the run stops before any write, and says what the answer was', async (_what, match, extra, message, fault) => {
    const fake = await setup(match, fault)
    const run = await runInProcess(sandboxInputs(fake, identity, COLLECTION, extra), ws!.root)
    expect(run.failed, run.log).toBe(true)
    expect(fake.writes()).toBe(0)
    expect(run.log).toContain(message)
    expect(run.summary).toContain(message.replaceAll('<', '&lt;').replaceAll('>', '&gt;').split(' (')[0])
    expect(JSON.parse(run.report!)).toMatchObject({ problems: [expect.objectContaining({ message: expect.stringContaining(message) })] })
    // Nothing of the page beyond its start.
    expect(run.log).not.toContain('Try again later')
  })
})

describe('an upload created with an answer that is no upload', () => {
  it('fails the file, naming the answer: no part is sent and nothing completed', async () => {
    const fake = await setup((request) => request.target === 'api' && request.method === 'POST' && request.path.endsWith('/uploads'), {
      ...HTML,
      status: 201,
    })
    await ws!.write('a/data.csv', '1,2,3\n')
    const run = await runInProcess(
      sandboxInputs(fake, identity, COLLECTION, { item: 'a', files: 'a/*.csv', 'asset-id': '{name}' }),
      ws!.root,
    )
    expect(run.failed, run.log).toBe(true)
    const [asset] = (JSON.parse(run.report!) as { assets: Array<{ result: string; error?: string }> }).assets
    expect(asset).toMatchObject({ result: 'failed', error: `create upload of data.csv: the answer is not an upload of data.csv ${SHOWN}` })
    expect(fake.requests.filter((request) => request.target === 'storage')).toEqual([])
    expect(fake.requests.filter((request) => request.path.endsWith('/complete'))).toEqual([])
  })
})
