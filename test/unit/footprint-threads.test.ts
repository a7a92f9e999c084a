/**
 * The worker threads that read footprints: reused across files, a file over its deadline or its
 * thread's heap fails with a FootprintError naming it and the bound, and the next file gets a
 * fresh thread. Run from the sources (the threads start src/footprint/worker.ts); the bundle's
 * threads are tested in test/integration/bundled.test.ts.
 */
import { open } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FootprintError, FootprintThreads } from '../../src/footprint/index.ts'
import { geoTile, writeTiff } from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
  for (let i = 0; i < 20; i++) await writeTiff(file(`tiles/${i}.tif`), geoTile(2056, 2_600_000 + i * 1000, 1_200_000, { pixels: 100 }))
  // 60 MB of positions: seconds of reading on any machine, during which its deadline passes.
  const handle = await open(file('slow.geojson'), 'w')
  await handle.write('{"type":"MultiPoint","coordinates":[[7.1,46.1]')
  const block = Buffer.from(',[7.25,46.25]'.repeat(100_000))
  for (let written = 0; written < 60e6; written += block.length) await handle.write(block)
  await handle.write(']}')
  await handle.close()
})
afterAll(() => ws.remove())

const file = (name: string) => path.join(ws.root, name)

describe('footprint threads', () => {
  it('read many files on the few threads they start, as the in-process reader does', async () => {
    const threads = new FootprintThreads({ threads: 2 })
    try {
      const footprints = await Promise.all(Array.from({ length: 20 }, (_, i) => threads.read(file(`tiles/${i}.tif`), `tiles/${i}.tif`)))
      expect(footprints.every((footprint) => footprint?.crs === 'EPSG:2056')).toBe(true)
      expect(footprints[0]!.bbox[0]).toBeCloseTo(7.4386, 3)
      expect(threads.started).toBeLessThanOrEqual(2)
    } finally {
      await threads.close()
    }
  })

  it('fail a file over its deadline, naming it and the bound, terminate its thread and read the next file on a new one', async () => {
    // The deadlines pass when the test says, not when a loaded machine lets a thread start late: the
    // second one armed, the slow file's once its thread is up, passes at once, while the thread reads.
    let armed = 0
    const threads = new FootprintThreads({
      threads: 1,
      deadlineMs: 250,
      deadline: (passed) => {
        if (++armed === 2) queueMicrotask(passed)
        return () => undefined
      },
    })
    try {
      const slow = await threads.read(file('slow.geojson'), 'data/slow.geojson').catch((error: unknown) => error)
      expect(slow).toBeInstanceOf(FootprintError)
      expect((slow as Error).message).toMatch(
        /^data\/slow\.geojson: reading its footprint took longer than 0\.25 s, the bound per file; give item-geometry/,
      )
      expect((await threads.read(file('tiles/0.tif'), 'tiles/0.tif'))?.crs).toBe('EPSG:2056')
      expect(threads.started).toBe(2)
      expect(armed).toBe(4)
    } finally {
      await threads.close()
    }
  })

  it('name a file that cannot be read by its error code, not by a JavaScript message', async () => {
    const threads = new FootprintThreads()
    try {
      await expect(threads.read(file('missing.tif'), 'missing.tif')).rejects.toThrow(/^missing\.tif: it cannot be read \(ENOENT\)/)
    } finally {
      await threads.close()
    }
  })

  it('end every thread on close, and refuse reads after it', async () => {
    const threads = new FootprintThreads()
    await threads.read(file('tiles/1.tif'), 'tiles/1.tif')
    await threads.close()
    await expect(threads.read(file('tiles/1.tif'), 'tiles/1.tif')).rejects.toThrow(/closed/)
  })
})
