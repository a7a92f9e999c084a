import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const heap = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/heap.ts')

/**
 * A process that keeps 300,000 small records (a run's state for its files) while it makes ten times
 * as much garbage, in a process of its own (the flags are the process's), turning its event loop
 * every thousand records as a run does: what its young generation could hold a half most of the
 * time (the median of its capacity, sampled every thousand records), in MiB. Not its peak, nor the
 * old generation's: V8 adds pages to the young one for a moment while it marks the old one, which
 * other threads do, as fast as the machine's load lets them.
 */
async function spaces(favour: boolean): Promise<{ readonly half: number }> {
  const program = `
    import v8 from 'node:v8'
    ${favour ? `const { favourMemory } = await import(${JSON.stringify(heap)}); favourMemory()` : ''}
    const kept = []
    const halves = []
    for (let i = 0; i < 300_000; i++) {
      kept.push({ path: 'tiles/' + i + '.csv', id: 'tile-' + i, checksum: '1220' + i.toString(16).padStart(64, '0') })
      for (let j = 0; j < 10; j++) kept.at(-1).last = { garbage: 'x' + j + i }
      if (i % 1000 === 0) {
        await new Promise((resolve) => setImmediate(resolve))
        const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
        halves.push(young.space_used_size + young.space_available_size)
      }
    }
    const half = halves.sort((a, b) => a - b)[halves.length >> 1]
    console.log(JSON.stringify({ half: half / 2 ** 20, kept: kept.length }))
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program])
  return JSON.parse(stdout) as { half: number }
}

describe('the heap of the bundle’s process (favourMemory)', () => {
  it('lets the young generation grow to 8 MiB a half (from 1 MiB), where V8 alone lets it grow to 64 MiB a half', async () => {
    const [alone, favoured] = await Promise.all([spaces(false), spaces(true)])
    expect(alone.half).toBeGreaterThan(32)
    // Its capacity reads a few KiB under the size V8 doubled it to.
    expect(favoured.half).toBeGreaterThan(7.5)
    expect(favoured.half).toBeLessThanOrEqual(8)
  })
})
