import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'guard-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** Runs a module whose top-level await waits on a promise nothing will ever settle. */
async function stuck(guarded: boolean): Promise<{ code: number | null; stderr: string }> {
  const file = path.join(dir, `stuck-${guarded}.ts`)
  await writeFile(
    file,
    `import { untilSettled } from ${JSON.stringify(path.join(src, 'common/guard.ts'))}
import { PendingWork } from ${JSON.stringify(path.join(src, 'common/pending.ts'))}
const pending = new PendingWork()
pending.add('upload part 3/7 of dem.tif')
const never = new Promise<void>(() => undefined)
try {
  await (${guarded} ? untilSettled(never, pending) : never)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
`,
  )
  return new Promise((resolve) => {
    execFile(process.execPath, [file], (error, _stdout, stderr) => resolve({ code: error === null ? 0 : (error.code as number), stderr }))
  })
}

describe('a run whose event loop runs dry with work pending', () => {
  it('ends with exit code 13 and no word without the guard (what Node does)', async () => {
    expect((await stuck(false)).code).toBe(13)
  })

  it('fails with an error naming what was under way, exit code 1, with the guard', async () => {
    const { code, stderr } = await stuck(true)
    expect(code).toBe(1)
    expect(stderr).toContain(
      'The run stopped with work unfinished and nothing left that could finish it (under way: upload part 3/7 of dem.tif)',
    )
  })
})
