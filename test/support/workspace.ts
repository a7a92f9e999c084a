import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A throwaway GITHUB_WORKSPACE with real files on disk. */
export interface Workspace {
  readonly root: string
  write(relativePath: string, content: string | Buffer): Promise<string>
  remove(): Promise<void>
}

export async function makeWorkspace(): Promise<Workspace> {
  const root = await mkdtemp(path.join(tmpdir(), 'workspace-'))
  return {
    root,
    async write(relativePath, content) {
      const file = path.join(root, relativePath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
      return file
    },
    remove: () => rm(root, { recursive: true, force: true }),
  }
}

/** Incompressible bytes of the given size, deterministic per seed. */
export function noise(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size)
  let x = seed >>> 0 || 1
  for (let i = 0; i < size; i++) {
    // xorshift32: fast, and different bytes at every offset so that parts differ.
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}
