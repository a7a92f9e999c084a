/**
 * dist/licenses.txt: the license of every production dependency bundled into dist/. ncc's own
 * --license output keeps only the last chunk's packages once the bundle has lazy chunks, so the
 * list is made here from the dependency tree instead (a superset of what is bundled).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface Manifest {
  readonly name: string
  readonly license?: string
  readonly dependencies?: Record<string, string>
}

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  )
}

const seen = new Map<string, { license: string; text: string }>()

async function visit(name: string, from: string): Promise<void> {
  let folder: string | undefined
  for (const base of createRequire(path.join(from, 'package.json')).resolve.paths(name) ?? []) {
    if (await exists(path.join(base, name, 'package.json'))) {
      folder = path.join(base, name)
      break
    }
  }
  if (folder === undefined || seen.has(name)) return
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as Manifest
  const licenseFile = (await readdir(folder)).find((file) => /^(licen[cs]e|copying)/i.test(file))
  const text = licenseFile === undefined ? '' : (await readFile(path.join(folder, licenseFile), 'utf8')).trim()
  seen.set(name, { license: manifest.license ?? 'UNKNOWN', text })
  for (const dependency of Object.keys(manifest.dependencies ?? {})) await visit(dependency, folder)
}

const top = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as Manifest
for (const dependency of Object.keys(top.dependencies ?? {})) await visit(dependency, root)
const entries = [...seen].sort(([a], [b]) => (a < b ? -1 : 1))
await writeFile(
  path.join(root, 'dist/licenses.txt'),
  `${entries.map(([name, { license, text }]) => `${name}\n${license}\n${text}`).join('\n\n')}\n`,
)
