/**
 * dist/licenses.txt: the license of every package bundled into dist/. ncc's own --license output
 * keeps only the last chunk's packages once the bundle has lazy chunks, so the list is made here
 * instead: the packages src/ imports and their dependency trees (a superset of what is bundled).
 * They are devDependencies: the published package is dist/ alone and installs nothing.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { builtinModules, createRequire } from 'node:module'
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

/** The packages the sources import (not only as types), by name: '@scope/name' or 'name'. */
async function importedPackages(): Promise<string[]> {
  const names = new Set<string>()
  const files = (await readdir(path.join(root, 'src'), { recursive: true })).filter((file) => file.endsWith('.ts'))
  for (const file of files) {
    const source = await readFile(path.join(root, 'src', file), 'utf8')
    for (const [, from, dynamic] of source.matchAll(
      /^(?:import|export)(?!\s+type\b)[^'"]*?\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm,
    )) {
      const specifier = from ?? dynamic
      if (specifier === undefined || specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
        continue
      names.add(
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      )
    }
  }
  return [...names]
}

/** Packages whose code src/ carries written out, not imported: src/files/patterns.ts is @actions/glob's pattern dialect. */
const WRITTEN_OUT = ['@actions/glob']

for (const dependency of [...(await importedPackages()), ...WRITTEN_OUT]) await visit(dependency, root)
const entries = [...seen].sort(([a], [b]) => (a < b ? -1 : 1))
await writeFile(
  path.join(root, 'dist/licenses.txt'),
  `${entries.map(([name, { license, text }]) => `${name}\n${license}\n${text}`).join('\n\n')}\n`,
)
