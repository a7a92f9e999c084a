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

describe('the structure of src/', () => {
  it('has no import cycle: types and calls flow one way', async () => {
    const graph = await importGraph()
    expect(graph.size).toBeGreaterThan(40)
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([])
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
