import { describe, expect, it } from 'vitest'
import type { Log } from '../../src/common/log.ts'
import { Progress } from '../../src/execute/progress.ts'

describe('progress', () => {
  it('prints files, bytes, rate and time left, and warns once on a stall', () => {
    const lines: string[] = []
    const log: Log = {
      info: (m) => lines.push(`info ${m}`),
      warning: (m) => lines.push(`warn ${m}`),
      debug: () => undefined,
      group: (_n, w) => w(),
    }
    let now = 0
    const progress = new Progress(log, 4, 400 * 1024 * 1024, { now: () => now, stallMs: 60_000 })
    now = 10_000
    progress.bytesSent(100 * 1024 * 1024)
    progress.fileDone()
    progress.tick()
    expect(lines).toEqual(['info Progress: 1/4 files, 100.0 MiB of 400.0 MiB uploaded, 10.0 MiB/s, about 30s left'])
    now = 80_000
    progress.tick()
    progress.tick()
    expect(lines.filter((l) => l.startsWith('warn'))).toEqual([
      "warn No progress for 1m 10s: the catalog or storage may be stalled; requests time out after the 'timeout' input",
    ])
  })
})
