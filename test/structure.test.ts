import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
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

  it('keeps the vocabulary apart: domain/ imports nothing of the phases, and the catalog, the report, the plan and the sign-in never the inputs', async () => {
    const folders = folderGraph(await importGraph())
    expect((folders.get('domain') ?? []).filter((folder) => folder !== 'common')).toEqual([])
    // They take their records of the parsed config (domain/config-records.ts), which publish.ts hands them.
    const readers = ['catalog', 'report', 'plan', 'auth'].filter((folder) => (folders.get(folder) ?? []).includes('config'))
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

/** Where the dependencies are installed. */
const nodeModules = path.resolve(src, '../node_modules')

/** Every module specifier of a source text: static and dynamic imports, re-exports, require(). */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text)
    const call = ts.isCallExpression(node) ? node : undefined
    const callee = call?.expression
    if (
      call !== undefined &&
      (callee?.kind === ts.SyntaxKind.ImportKeyword || (callee !== undefined && ts.isIdentifier(callee) && callee.text === 'require')) &&
      call.arguments[0] !== undefined &&
      ts.isStringLiteralLike(call.arguments[0])
    )
      found.push(call.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** A package's own folders of build output or sources: its layout, not its API, even where its `exports` lists a path in them. */
const LAYOUT = new Set(['lib', 'dist', 'build', 'src', 'esm', 'cjs', 'es', 'out', 'internal'])

/** A specifier of a dependency split into its package and subpath ('' for the package itself); undefined for a relative path or Node's own module. */
function dependency(specifier: string): { readonly name: string; readonly subpath: string } | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return undefined
  const parts = specifier.split('/')
  const length = specifier.startsWith('@') ? 2 : 1
  return { name: parts.slice(0, length).join('/'), subpath: parts.slice(length).join('/') }
}

/** Whether an `exports` map declares a subpath ('./x', or a './x/*' pattern). */
function declares(exports: unknown, subpath: string): boolean {
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return false
  const wanted = `./${subpath}`
  return Object.keys(exports).some((key) => {
    const star = key.indexOf('*')
    return star < 0 ? key === wanted : wanted.startsWith(key.slice(0, star)) && wanted.endsWith(key.slice(star + 1))
  })
}

/**
 * Why importing `specifier` reaches into a dependency, or undefined when it takes the package's
 * public API: a subpath its package.json `exports` does not declare (or any subpath, without
 * `exports`), or one in the package's own build folders.
 */
function deepImport(specifier: string, packageJson: (name: string) => { exports?: unknown } | undefined): string | undefined {
  const dependencyOf = dependency(specifier)
  if (dependencyOf === undefined || dependencyOf.subpath === '') return undefined
  const { name, subpath } = dependencyOf
  if (LAYOUT.has(subpath.split('/')[0]!)) return `${specifier}: a path in ${name}'s own ${subpath.split('/')[0]}/ folder, not its API`
  const manifest = packageJson(name)
  if (manifest?.exports === undefined) return `${specifier}: ${name} declares no subpath (no exports in its package.json)`
  return declares(manifest.exports, subpath) ? undefined : `${specifier}: not a subpath ${name} exports`
}

const installedManifest = (name: string): { exports?: unknown } | undefined => {
  try {
    return JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as { exports?: unknown }
  } catch {
    return undefined
  }
}

/** The names of members a package's declaration files declare private (`private patterns`). */
function privateNames(name: string): Set<string> {
  const names = new Set<string>()
  const root = path.join(nodeModules, name)
  if (!existsSync(root)) return names
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts') || file.split(path.sep).includes('node_modules')) continue
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(
      /\bprivate\s+(?:static\s+)?(?:readonly\s+)?([A-Za-z_$][\w$]*)/g,
    ))
      names.add(match[1]!)
  }
  return names
}

/**
 * Reads of what a dependency keeps to itself: a member its declarations make private, read as
 * `x['name']` (TypeScript lets that past), or read as `x._name` where the name is underscored (too
 * distinct to be a field of our own); an object's `constructor` (its class, where the package
 * exports none); and a cast through unknown to a shape of fields (`x as unknown as { patterns }`),
 * the way past a declared type to its undeclared fields.
 */
function privateReads(source: ts.SourceFile, privates: ReadonlySet<string>): string[] {
  const found: string[] = []
  const at = (node: ts.Node): string =>
    `${path.basename(source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`
  const visit = (node: ts.Node): void => {
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && privates.has(node.argumentExpression.text))
      found.push(`${at(node)}: ['${node.argumentExpression.text}'], a private member of a dependency`)
    if (ts.isPropertyAccessExpression(node) && node.name.text.startsWith('_') && privates.has(node.name.text))
      found.push(`${at(node)}: .${node.name.text}, a private member of a dependency`)
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'constructor') found.push(`${at(node)}: .constructor, an object's class`)
    if (
      ts.isAsExpression(node) &&
      ts.isTypeLiteralNode(node.type) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    )
      found.push(`${at(node)}: a cast through unknown to a shape of fields`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The modules of src/, parsed. */
async function sources(): Promise<ts.SourceFile[]> {
  const files = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.ts'))
  return Promise.all(
    files.map(async (file) =>
      ts.createSourceFile(path.join(src, file), await readFile(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true),
    ),
  )
}

const parsed = (text: string): ts.SourceFile => ts.createSourceFile('sample.ts', text, ts.ScriptTarget.Latest, true)

describe('what src/ takes from its dependencies', () => {
  it("imports only a dependency's public entry points: no subpath its exports does not declare, nothing in its lib/ or dist/", async () => {
    const modules = await sources()
    const imported = modules.flatMap((source) => specifiers(source).map((specifier) => ({ source, specifier })))
    expect(imported.filter(({ specifier }) => dependency(specifier) !== undefined).length).toBeGreaterThan(10)
    const deep = imported.flatMap(({ source, specifier }) => {
      const why = deepImport(specifier, installedManifest)
      return why === undefined ? [] : [`${path.relative(src, source.fileName)}: ${why}`]
    })
    expect(deep).toEqual([])
  })

  it('reads no private member of a dependency', async () => {
    const modules = await sources()
    const dependencies = new Set(modules.flatMap((source) => specifiers(source).flatMap((specifier) => dependency(specifier)?.name ?? [])))
    const privates = new Set([...dependencies].flatMap((name) => [...privateNames(name)]))
    // The declarations were read: the dependencies keep dozens of members private.
    expect(privates.size).toBeGreaterThan(10)
    expect(
      modules.flatMap((source) =>
        privateReads(source, privates).map((read) => `${path.relative(src, path.dirname(source.fileName))}/${read}`),
      ),
    ).toEqual([])
  })

  it('finds a deep import where there is one', () => {
    const manifests: Record<string, { exports?: unknown }> = {
      '@actions/http-client': { exports: { '.': './lib/index.js', './lib/proxy': './lib/proxy.js' } },
      zod: { exports: { '.': './index.js', './v4': './v4/index.js', './v4/locales/*': './v4/locales/*.js' } },
      'no-exports': {},
    }
    const source = parsed(
      [
        "import { checkBypass } from '@actions/http-client/lib/proxy'",
        "import { HttpClient } from '@actions/http-client'",
        "import { z } from 'zod/v4'",
        "import en from 'zod/v4/locales/en'",
        "export { x } from 'zod/v5'",
        "const helper = await import('no-exports/helper')",
        "const fs = require('node:fs')",
        "import path from 'path'",
        "import { a } from './a.ts'",
      ].join('\n'),
    )
    expect(specifiers(source).flatMap((specifier) => deepImport(specifier, (name) => manifests[name]) ?? [])).toEqual([
      "@actions/http-client/lib/proxy: a path in @actions/http-client's own lib/ folder, not its API",
      'zod/v5: not a subpath zod exports',
      'no-exports/helper: no-exports declares no subpath (no exports in its package.json)',
    ])
  })

  it('finds a read of a private member where there is one', () => {
    const source = parsed(
      [
        'const compiled = (globber as unknown as { patterns?: unknown }).patterns',
        'const again = new (pattern.constructor as PatternClass)(true)',
        "const options = globber['options']",
        'const agent = client._proxyAgent',
        'const type = (JSON.parse(text) as { __type?: string }).__type',
        "const allowed = config['patterns'] ?? other.options",
        "type Items = Config['items']",
      ].join('\n'),
    )
    expect(privateReads(source, new Set(['options', '_proxyAgent']))).toEqual([
      'sample.ts:1: a cast through unknown to a shape of fields',
      "sample.ts:2: .constructor, an object's class",
      "sample.ts:3: ['options'], a private member of a dependency",
      'sample.ts:4: ._proxyAgent, a private member of a dependency',
    ])
  })
})
