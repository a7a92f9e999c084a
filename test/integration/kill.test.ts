import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FaultRequest } from '../../sandbox/fake-catalog.ts'
import { runInProcess, visible } from '../support/action.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { lv95, tiffAround } from '../support/geodata.ts'
import { makeWorkspace, noise } from '../support/workspace.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const COLLECTION = 'ch.test.kill'
const ITEM = 'item'
const multihash = (content: Buffer): string => `1220${createHash('sha256').update(content).digest('hex')}`

let identity: Identity
beforeAll(async () => {
  identity = await startIdentity('killed')
})
afterAll(() => identity?.cognito.stop())

/** Where the first run dies: the request on which the runner kills the action (SIGKILL, as a cancelled job). */
const KILL_POINTS: ReadonlyArray<readonly [string, (request: FaultRequest) => boolean]> = [
  ['between creating the asset and its upload', (r) => r.method === 'POST' && r.path.endsWith('/uploads')],
  ['in the middle of the parts', (r) => r.target === 'storage' && r.method === 'PUT' && r.path.endsWith('/2')],
  ['before completing the upload', (r) => r.method === 'POST' && r.path.endsWith('/complete')],
]

describe('a run killed at any point leaves state the next run repairs', () => {
  it.each(KILL_POINTS)('killed %s', async (_where, killHere) => {
    let child: ChildProcess | undefined
    let killed = false
    const catalog = await startFakeCatalog({
      jwksUrl: identity.cognito.jwksUrl,
      issuer: identity.cognito.issuer,
      items: { [COLLECTION]: [ITEM] },
      fault: (request) => {
        if (killed || !killHere(request)) return undefined
        killed = true
        child?.kill('SIGKILL')
        return 'drop'
      },
    })
    const ws = await makeWorkspace()
    try {
      const big = tiffAround(noise(12 * 1024 * 1024, 9), lv95(2_600_000, 1_200_000))
      const small = Buffer.from('small\n')
      await ws.write('data/big.tif', big)
      await ws.write('data/small.csv', small)
      const inputs = sandboxInputs(catalog, identity, COLLECTION, { item: ITEM, files: 'data/**', 'part-size': '5', concurrency: '1' })
      const env: Record<string, string> = { ...(process.env as Record<string, string>), GITHUB_WORKSPACE: ws.root }
      for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
      const exited = new Promise<NodeJS.Signals | null>((resolve) => {
        child = spawn(process.execPath, [path.join(root, 'dist/index.js')], { env, stdio: 'ignore' })
        child.once('exit', (_code, signal) => resolve(signal))
      })
      expect(await exited).toBe('SIGKILL')
      expect(killed).toBe(true)

      const partsBefore = catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT' && r.status === 200).length
      const rerun = await runInProcess(inputs, ws.root)
      expect(rerun.failed, visible(rerun.log)).toBe(false)
      if (_where === 'in the middle of the parts') {
        // Resumed, not restarted: part 1 of 3 was stored before the kill; the next run sends 2 and 3 (and small.csv).
        expect(rerun.log).toMatch(
          /Upload of big.tif: continuing upload \w+, left in progress for the same bytes .*; 1 of 3 part\(s\) stored already/,
        )
        const partsAfter = catalog.requests.filter((r) => r.target === 'storage' && r.method === 'PUT' && r.status === 200).length
        expect(partsAfter - partsBefore).toBe(3)
      }
      expect(catalog.asset(COLLECTION, ITEM, 'big.tif')?.file?.checksum).toBe(multihash(big))
      expect((await catalog.readFile(COLLECTION, ITEM, 'big.tif')).equals(big)).toBe(true)
      expect(catalog.asset(COLLECTION, ITEM, 'small.csv')?.file?.checksum).toBe(multihash(small))
      for (const id of ['big.tif', 'small.csv']) {
        expect(
          catalog.uploads(COLLECTION, ITEM, id).filter((u) => u.status === 'in-progress'),
          id,
        ).toEqual([])
      }
    } finally {
      await catalog.close()
      await ws.remove()
    }
  })
})
