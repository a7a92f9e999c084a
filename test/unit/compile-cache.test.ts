import { execFile } from 'node:child_process'
import { chmod, chown, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/compile-cache.ts')

let temp: string
beforeEach(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'compile-cache-'))
})
afterEach(() => rm(temp, { recursive: true, force: true }))

/**
 * cacheCompiledCode in a process of its own (the cache is the process's), with its temporary folder
 * in `temp`, then a module of `temp` imported as the bundle imports its chunks: the folder Node
 * caches in (none: ''), and what the module says.
 */
async function run(env: Record<string, string> = {}): Promise<{ readonly directory: string; readonly said: string }> {
  const program = `
    import module from 'node:module'
    import path from 'node:path'
    const { cacheCompiledCode } = await import(${JSON.stringify(source)})
    cacheCompiledCode()
    const { said } = await import(${JSON.stringify(path.join(temp, 'chunk.mjs'))})
    const directory = module.getCompileCacheDir()
    // Node keeps its entries in a folder of it per Node.js version and user.
    console.log(JSON.stringify({ directory: directory === undefined ? '' : path.dirname(directory), said }))
  `
  const childEnv: NodeJS.ProcessEnv = { ...process.env, TMPDIR: temp, ...env }
  delete childEnv.NODE_COMPILE_CACHE
  if (env.NODE_COMPILE_CACHE !== undefined) childEnv.NODE_COMPILE_CACHE = env.NODE_COMPILE_CACHE
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program], { env: childEnv })
  return JSON.parse(stdout) as { directory: string; said: string }
}

const cache = () => path.join(temp, 'node-compile-cache')
const entries = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name)

describe("the bundle's compile cache (cacheCompiledCode)", () => {
  it('caches in the temporary folder, in a folder only this user may enter, and compiles a module again once its content changed', async () => {
    await writeFile(path.join(temp, 'chunk.mjs'), 'export const said = "first"\n')
    expect(await run()).toEqual({ directory: cache(), said: 'first' })
    expect((await stat(cache())).mode & 0o777).toBe(0o700)
    expect(await entries(cache())).not.toEqual([])
    // A newer dist/: Node checks each entry against the module's content.
    await writeFile(path.join(temp, 'chunk.mjs'), 'export const said = "second"\n')
    expect(await run()).toEqual({ directory: cache(), said: 'second' })
  })

  it('runs without one where the folder cannot be made, and where its entries are not what Node wrote', async () => {
    await writeFile(path.join(temp, 'chunk.mjs'), 'export const said = "still"\n')
    await writeFile(cache(), 'a file where the folder would be')
    expect(await run()).toEqual({ directory: '', said: 'still' })
    await rm(cache())
    await run()
    // Cut short or overwritten (a full disk, another program): compiled again.
    const [version] = await readdir(cache())
    for (const entry of await readdir(path.join(cache(), version!))) await writeFile(path.join(cache(), version!, entry), 'garbage')
    expect(await run()).toEqual({ directory: cache(), said: 'still' })
  })

  it('leaves a folder alone that others may write in, or that another user made: its entries would be code this process runs', async () => {
    await writeFile(path.join(temp, 'chunk.mjs'), 'export const said = "compiled here"\n')
    await mkdir(cache())
    await chmod(cache(), 0o777)
    expect(await run()).toEqual({ directory: '', said: 'compiled here' })
    expect(await entries(cache())).toEqual([])
    if (process.getuid?.() === 0) {
      // Only root can give a folder away; nobody's uid on most systems.
      await chmod(cache(), 0o755)
      await chown(cache(), 65534, 65534)
      expect(await run()).toEqual({ directory: '', said: 'compiled here' })
    }
  })

  it('uses the folder NODE_COMPILE_CACHE names, as Node does', async () => {
    await writeFile(path.join(temp, 'chunk.mjs'), 'export const said = "chosen"\n')
    const chosen = path.join(temp, 'chosen')
    expect(await run({ NODE_COMPILE_CACHE: chosen })).toEqual({ directory: chosen, said: 'chosen' })
    expect(await run({ NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({ directory: '', said: 'chosen' })
  })
})
