import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src')

/** Every module of src/ and the modules of src/ it imports (type-only and dynamic imports included). */
async function importGraph(): Promise<Map<string, string[]>> {
  const files = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.ts')).map((file) => path.join(src, file))
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = await readFile(file, 'utf8')
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    )
    graph.set(
      path.relative(src, file),
      targets.filter((target) => files.includes(target)).map((target) => path.relative(src, target)),
    )
  }
  return graph
}

function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string): void => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (state.get(next) === undefined) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (state.get(node) === undefined) visit(node)
  return found
}

/** The folder of a module of src/ ('.' for the entry points at its top). */
const folderOf = (module: string): string => (module.includes(path.sep) ? module.split(path.sep)[0]! : '.')

/** The graph of folders: which folder's modules import which other folder's. */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>()
  for (const [module, targets] of graph) {
    const from = folderOf(module)
    for (const target of targets) if (folderOf(target) !== from) folders.set(from, (folders.get(from) ?? new Set()).add(folderOf(target)))
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets].sort()]))
}

/**
 * Where a module may reach into another folder past its index: the entry point knows a footprint
 * thread by its mark and starts its worker (footprint/index.ts is what runs that make items load
 * with import(); a thread must not load it).
 */
const PAST_THE_INDEX = new Set([`index.ts → ${path.join('footprint', 'threads.ts')}`, `index.ts → ${path.join('footprint', 'worker.ts')}`])

/**
 * Where a status code may be read: the catalog's protocol, the transport, and the identity
 * provider's protocol. Above them, the catalog answers in domain results (CatalogApi).
 */
const PROTOCOLS = [path.join('catalog', 'http-catalog.ts'), `transport${path.sep}`, path.join('auth', 'auth.ts')]

/** Status codes in code: a CatalogError made with one, or `.status` compared with a number. */
function statusCodes(text: string): string[] {
  return [
    ...text.matchAll(/new\s+CatalogError\s*\(\s*\d+/g),
    ...text.matchAll(/\.status\s*[!=]==?\s*\d+/g),
    ...text.matchAll(/\b\d+\s*[!=]==?\s*[\w.?!]*\.status\b/g),
  ].map((match) => match[0])
}

/** The Node.js modules a module imports (statically, type-only or with import()). */
const nodeImports = (text: string): string[] =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](node:[^'"]+)['"]/g)].map((match) => match[1]!)

describe('the structure of src/', () => {
  it('has no import cycle: types and calls flow one way', async () => {
    const graph = await importGraph()
    expect(graph.size).toBeGreaterThan(40)
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('has a folder per phase, and no cycle between folders: a phase never reaches back up', async () => {
    const folders = folderGraph(await importGraph())
    expect([...folders.keys()].sort()).toEqual(
      expect.arrayContaining([
        '.',
        'assets',
        'auth',
        'catalog',
        'checksums',
        'config',
        'content',
        'describe',
        'execute',
        'files',
        'plan',
        'report',
        'transport',
      ]),
    )
    expect(cycles(folders).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it("reaches into another folder only through that folder's index.ts", async () => {
    const graph = await importGraph()
    const past = [...graph].flatMap(([module, targets]) =>
      targets
        .filter((target) => folderOf(target) !== folderOf(module) && folderOf(target) !== '.' && path.basename(target) !== 'index.ts')
        .map((target) => `${module} → ${target}`),
    )
    expect(past.filter((edge) => !PAST_THE_INDEX.has(edge))).toEqual([])
  })

  it('keeps the vocabulary apart: domain/ imports nothing of the phases, and the catalog and the report never the inputs', async () => {
    const folders = folderGraph(await importGraph())
    expect((folders.get('domain') ?? []).filter((folder) => folder !== 'common')).toEqual([])
    const readers = ['catalog', 'report'].filter((folder) => (folders.get(folder) ?? []).includes('config'))
    expect(readers).toEqual([])
  })

  it('keeps the plan pure and the executor to carrying it out: no I/O in plan/, and execute/ never back in assets/ or footprint/', async () => {
    const graph = await importGraph()
    const folders = folderGraph(graph)
    expect((folders.get('plan') ?? []).filter((folder) => folder === 'footprint' || folder === 'files')).toEqual([])
    expect((folders.get('execute') ?? []).filter((folder) => folder === 'assets' || folder === 'footprint')).toEqual([])
    const planModules = [...graph.keys()].filter((module) => folderOf(module) === 'plan')
    expect(planModules.length).toBeGreaterThan(0)
    const found = await Promise.all(
      planModules.map(async (module) => nodeImports(await readFile(path.join(src, module), 'utf8')).map((name) => `${module}: ${name}`)),
    )
    expect(found.flat()).toEqual([])
  })

  it("starts the footprint threads in one place, the run's, which every phase that reads files is given", async () => {
    const modules = [...(await importGraph()).keys()]
    const starting = await Promise.all(
      modules.map(async (module) =>
        /new\s+(?:\w+\.)?FootprintThreads\s*\(/.test(await readFile(path.join(src, module), 'utf8')) ? [module] : [],
      ),
    )
    expect(starting.flat()).toEqual(['publish.ts'])
  })

  it('finds an import of a Node.js module where there is one', () => {
    expect(nodeImports('import { readFile } from \'node:fs/promises\'\nimport type { Worker } from "node:worker_threads"')).toEqual([
      'node:fs/promises',
      'node:worker_threads',
    ])
    expect(nodeImports("const fs = await import('node:fs')")).toEqual(['node:fs'])
    expect(nodeImports("import { plan } from './plan.ts' // not node:fs")).toEqual([])
  })

  it('reads status codes only in the protocols: above them, the catalog answers in domain results', async () => {
    const modules = [...(await importGraph()).keys()].filter((module) => !PROTOCOLS.some((allowed) => module.startsWith(allowed)))
    const found = await Promise.all(
      modules.map(async (module) => statusCodes(await readFile(path.join(src, module), 'utf8')).map((code) => `${module}: ${code}`)),
    )
    expect(found.flat()).toEqual([])
  })

  it('finds a status code where there is one', () => {
    expect(statusCodes("throw new CatalogError(405, 'no POST')")).toEqual(['new CatalogError(405'])
    expect(statusCodes('if (response.status === 404) return')).toEqual(['.status === 404'])
    expect(statusCodes('if (409 !== error.status) throw error')).toEqual(['409 !== error.status'])
    expect(statusCodes("if (upload.status === 'in-progress') return")).toEqual([])
  })

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  })
})
