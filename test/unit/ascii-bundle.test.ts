import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { asciiSource } from '../../scripts/ascii-bundle.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What a script's last expression is, run as written and run escaped. */
const both = (source: string) => [runInNewContext(source) as unknown, runInNewContext(asciiSource(source, 'test.js')) as unknown]

describe('asciiSource (npm run build makes dist/ plain ASCII)', () => {
  it('escapes every character beyond ASCII, two escapes for one beyond the Basic Multilingual Plane', () => {
    const escaped = asciiSource("// Zürich → Bern\nconst s = '…🔎'\n", 'a.js')
    expect(escaped).toBe("// Z\\u00fcrich \\u2192 Bern\nconst s = '\\u2026\\ud83d\\udd0e'\n")
    expect(/[\u0080-\u{10ffff}]/u.test(escaped)).toBe(false)
  })

  it('leaves what a string, a template, a regular expression (with and without u) and an identifier mean as it was', () => {
    const cases = [
      "'Zürich → 🔎'",
      '`${1 + 1} Grüße…🔎`',
      "/^[äöü→]+$/.test('äöü→')",
      "/^🔎$/u.test('🔎')",
      "/^[🔎]$/u.test('🔎')",
      "/^.$/u.test('🔎')",
      "'🔎x'.replace(/[^\\x00-\\x7f]/gu, '?')",
      'const größe = 3; größe * 2',
      "JSON.stringify({ 'µs': '−1' })",
    ]
    for (const source of cases) {
      const [written, escaped] = both(source)
      expect(escaped, source).toEqual(written)
    }
  })

  it('refuses String.raw and a backslash before such a character, which an escape would change, naming the file and line', () => {
    expect(() => asciiSource('String.raw`é`', 'dist/1.index.js')).toThrow(/dist\/1\.index\.js: uses String\.raw/)
    expect(() => asciiSource("const a = 1\nconst s = '\\é'", 'dist/2.index.js')).toThrow(/dist\/2\.index\.js:2: a backslash before 'é'/)
    // Two backslashes are one, escaped: the character after them is its own.
    expect(both("'\\\\é'")).toEqual(['\\é', '\\é'])
  })

  it('leaves a source that is ASCII already as it is', () => {
    const source = "const a = '\\u00e9' // é written as its escape\n".replace('é', 'e')
    expect(asciiSource(source, 'a.js')).toBe(source)
  })

  it('has made every JavaScript file of dist/ ASCII', async () => {
    const dist = path.join(root, 'dist')
    const files = (await readdir(dist)).filter((name) => name.endsWith('.js'))
    expect(files.length).toBeGreaterThan(3)
    for (const name of files) expect(/[\u0080-\u{10ffff}]/u.test(await readFile(path.join(dist, name), 'utf8')), name).toBe(false)
  })
})
