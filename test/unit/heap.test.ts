import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const heap = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/heap.ts')

/**
 * A process that keeps 300,000 small records (a run's state for its files) while it makes ten times
 * as much garbage, in a process of its own (the flags are the process's): the most its young
 * generation and its old one took, in MiB.
 */
async function spaces(favour: boolean): Promise<{ readonly young: number; readonly old: number }> {
  const program = `
    import v8 from 'node:v8'
    ${favour ? `const { favourMemory } = await import(${JSON.stringify(heap)}); favourMemory()` : ''}
    const kept = []
    let young = 0, old = 0
    for (let i = 0; i < 300_000; i++) {
      kept.push({ path: 'tiles/' + i + '.csv', id: 'tile-' + i, checksum: '1220' + i.toString(16).padStart(64, '0') })
      for (let j = 0; j < 10; j++) kept.at(-1).last = { garbage: 'x' + j + i }
      if (i % 10_000 === 0) for (const space of v8.getHeapSpaceStatistics()) {
        if (space.space_name === 'new_space') young = Math.max(young, space.physical_space_size)
        if (space.space_name === 'old_space') old = Math.max(old, space.physical_space_size)
      }
    }
    console.log(JSON.stringify({ young: young / 2 ** 20, old: old / 2 ** 20, kept: kept.length }))
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program])
  return JSON.parse(stdout) as { young: number; old: number }
}

describe('the heap of the bundle’s process (favourMemory)', () => {
  it('keeps the young generation at its first size, where V8 alone lets it grow to 64 MiB a half', async () => {
    const [alone, favoured] = await Promise.all([spaces(false), spaces(true)])
    expect(alone.young).toBeGreaterThan(16)
    expect(favoured.young).toBeLessThanOrEqual(4)
    expect(favoured.old + favoured.young).toBeLessThan(alone.old + alone.young)
  })
})
