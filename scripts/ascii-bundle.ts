/**
 * Makes every file of dist/ that Node loads as JavaScript plain ASCII, a step of `npm run build`
 * after ncc: each character beyond ASCII (in the bundle's comments, messages such as '…' or '→', and
 * the libraries' tables) becomes its \u escape, two for one beyond the Basic Multilingual Plane.
 *
 * Why: Node reads a module's bytes as UTF-8, and a file with a single character beyond ASCII becomes
 * a string of two bytes a character, which is slower to decode, to hash against the compile cache
 * and to scan than one byte a character (the bundle's 1.4 MB decode in a third of the time: every
 * run's start, bench 3b). The escapes mean what the characters meant in a string, a template's
 * value, a regular expression (with or without the u flag), an identifier and a comment alike. They
 * would not in two places, which this step refuses rather than rewrites: String.raw (a template's raw
 * text keeps the escape as written) and a character right after a backslash (`\é` would become `\\u00e9`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The source with every character beyond ASCII escaped; throws, naming `name`, where an escape would change it. */
export function asciiSource(source: string, name: string): string {
  if (!/[\u0080-\u{10ffff}]/u.test(source)) return source
  if (source.includes('String.raw')) throw new Error(`${name}: uses String.raw, whose text an escape would change`)
  return source.replace(/(\\*)([\u0080-\u{10ffff}])/gu, (_match, backslashes: string, character: string, offset: number) => {
    if (backslashes.length % 2 === 1) {
      const line = source.slice(0, offset).split('\n').length
      throw new Error(`${name}:${line}: a backslash before '${character}', which an escape would change`)
    }
    let escaped = ''
    for (let i = 0; i < character.length; i++) escaped += `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`
    return backslashes + escaped
  })
}

if (import.meta.main) {
  const dist = path.join(root, 'dist')
  for (const name of await readdir(dist)) {
    if (!name.endsWith('.js')) continue
    const file = path.join(dist, name)
    const source = await readFile(file, 'utf8')
    const ascii = asciiSource(source, `dist/${name}`)
    if (ascii !== source) await writeFile(file, ascii)
  }
}
