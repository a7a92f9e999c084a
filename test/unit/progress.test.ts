import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Log } from '../../src/common/log.ts'
import { formatElapsed } from '../../src/common/format.ts'
import { Progress } from '../../src/execute/progress.ts'

const MIB = 1024 * 1024

function recorder(): { lines: string[]; log: Log } {
  const lines: string[] = []
  const log: Log = {
    info: (m) => lines.push(`info ${m}`),
    warning: (m) => lines.push(`warn ${m}`),
    debug: () => undefined,
    group: (_n, w) => w(),
  }
  return { lines, log }
}

describe('progress', () => {
  it('prints files, bytes, share, rate and time left, measured from the first byte, and warns once on a stall', () => {
    const { lines, log } = recorder()
    let now = 0
    const progress = new Progress(log, 4, 400 * MIB, { now: () => now, stallMs: 60_000 })
    // Items and metadata took 20 s before the first byte: they do not count in the rate.
    now = 20_000
    progress.bytesSent(50 * MIB)
    now = 30_000
    progress.bytesSent(50 * MIB)
    progress.fileDone()
    progress.tick()
    expect(lines).toEqual(['info Progress: 1/4 files, 100.0 MiB of 400.0 MiB uploaded (25%), 10.0 MiB/s, about 30s left'])
    now = 100_000
    progress.tick()
    progress.tick()
    expect(lines.filter((l) => l.startsWith('warn'))).toEqual([
      "warn No progress for 1m 10s: the catalog or storage may be stalled; requests time out after the 'timeout' input",
    ])
  })

  it('says the total is not known where some files are of a size not known until read (a STAC source that states no file:size)', () => {
    const { lines, log } = recorder()
    let now = 0
    const progress = new Progress(log, 4, 300 * MIB, { now: () => now, unknownSizes: 2 })
    progress.bytesSent(50 * MIB)
    now = 10_000
    progress.bytesSent(50 * MIB)
    progress.tick()
    const none = new Progress(log, 3, 0, { now: () => now, unknownSizes: 3 })
    none.bytesSent(MIB)
    none.tick()
    expect(lines).toEqual([
      'info Progress: 0/4 files, 100.0 MiB uploaded of at least 300.0 MiB (2 file(s) of a size not known until read), 10.0 MiB/s',
      'info Progress: 0/3 files, 1.0 MiB uploaded of a total not known (3 file(s) of a size not known until read), 0 B/s',
    ])
  })

  it('says durations as a person reads them', () => {
    expect([400, 9_400, 12_000, 185_000, 7_800_000].map(formatElapsed)).toEqual(['0.4s', '9.4s', '12s', '3m 5s', '2h 10m'])
  })
})

describe('progress lines of a long upload, by the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A 1 GiB upload at 8 MiB/s that starts `startsAfter` ms after the publish phase begins. */
  function upload(startsAfter: number): { lines: string[]; progress: Progress; send: (ms: number) => void } {
    const { lines, log } = recorder()
    const progress = new Progress(log, 1, 1024 * MIB, { now: () => Date.now() })
    progress.start()
    vi.advanceTimersByTime(startsAfter)
    // 1 MiB every 125 ms, as the upload's chunks report.
    const send = (ms: number): void => {
      for (let t = 0; t < ms; t += 125) {
        progress.bytesSent(MIB)
        vi.advanceTimersByTime(125)
      }
    }
    return { lines, progress, send }
  }

  it('prints its first line within 5 seconds of the first byte, then one at least every 30 seconds', () => {
    const { lines, progress, send } = upload(2_000)
    send(4_875)
    expect(lines).toEqual([])
    send(250)
    expect(lines).toEqual(['info Progress: 0/1 files, 40.0 MiB of 1.0 GiB uploaded (3%), 8.0 MiB/s, about 2m 3s left'])
    send(29_750)
    expect(lines).toHaveLength(1)
    send(250)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe('info Progress: 0/1 files, 280.0 MiB of 1.0 GiB uploaded (27%), 8.0 MiB/s, about 1m 33s left')
    send(60_000)
    expect(lines).toHaveLength(4)
    progress.stop()
    vi.advanceTimersByTime(120_000)
    expect(lines).toHaveLength(4)
  })

  it('a first byte just before the steady line still gets its first line 5 seconds after it, and the steady lines start over from there', () => {
    const { lines, progress, send } = upload(27_000)
    send(4_875)
    expect(lines).toEqual([])
    send(250)
    expect(lines).toHaveLength(1)
    send(29_750)
    expect(lines).toHaveLength(1)
    send(250)
    expect(lines).toHaveLength(2)
    progress.stop()
  })

  it('before any byte (items and metadata written first), a line every 30 seconds says none has moved yet', () => {
    const { lines, progress } = upload(30_000)
    expect(lines).toEqual(['info Progress: 0/1 files, 0 B of 1.0 GiB uploaded (0%), 0 B/s'])
    progress.stop()
  })

  it('an upload that ends within 5 seconds prints no line', () => {
    const { lines, progress, send } = upload(1_000)
    send(4_000)
    progress.stop()
    vi.advanceTimersByTime(60_000)
    expect(lines).toEqual([])
    // A chunk's report after the end starts nothing.
    progress.bytesSent(MIB)
    vi.advanceTimersByTime(60_000)
    expect(lines).toEqual([])
  })
})
