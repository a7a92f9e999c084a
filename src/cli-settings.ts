import { open } from 'node:fs/promises'
import path from 'node:path'
import { inert } from './common/index.ts'
import { nearest } from './config/index.ts'

/**
 * stac-publish --settings FILE: the command's STAC_* variables from a file (what `npm run sandbox`
 * writes, or a team's settings for INT), so that they need not be exported in a shell. Not named
 * --settings: Node.js itself opens a file given as --settings anywhere on its command line, a
 * script's arguments included, and applies the NODE_OPTIONS in it (20, 22 and 24 alike), before
 * the launcher could check anything.
 *
 * The file is KEY=value lines: a line starting with # is a comment, blank lines are left out,
 * `export ` before a key is allowed (a file a shell can source), and quotes around a value are
 * removed; everything else after the = is the value, # included (passwords hold them). Only the
 * variables the command reads are accepted, so that a misspelt one is named, not silently unused.
 */

/** A settings file holds a few lines; a larger file is not one (and is not read into memory). */
export const MAX_SETTINGS_BYTES = 64 * 1024

/** A problem with a settings file: a usage error, named by the flag and the file. */
export class SettingsError extends Error {
  override name = 'SettingsError'
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The file's bytes, at most MAX_SETTINGS_BYTES; a pipe (`--settings <(…)`) is read as it comes. */
async function readBounded(file: string, shown: string): Promise<Buffer> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch (error) {
    throw new SettingsError(`--settings ${shown} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  try {
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const chunk = Buffer.alloc(16 * 1024)
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
      if (bytesRead === 0) return Buffer.concat(chunks, total)
      chunks.push(chunk.subarray(0, bytesRead))
      total += bytesRead
      if (total > MAX_SETTINGS_BYTES)
        throw new SettingsError(`--settings ${shown} is over ${MAX_SETTINGS_BYTES / 1024} KiB; a settings file holds a few KEY=value lines`)
    }
  } catch (error) {
    if (error instanceof SettingsError) throw error
    throw new SettingsError(`--settings ${shown} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  } finally {
    await handle.close()
  }
}

/**
 * The variables of a settings file, in the order given (a later line wins). `known` are the variables
 * the command reads. Throws an SettingsError naming the file and line; never shows a value.
 */
export async function readSettings(file: string, cwd: string, known: readonly string[]): Promise<Map<string, string>> {
  const shown = inert(file)
  const bytes = await readBounded(path.resolve(cwd, file), shown)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    throw new SettingsError(`--settings ${shown} is not UTF-8 text`)
  }
  const variables = new Map<string, string>()
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const where = `--settings ${shown}, line ${index + 1}`
    const equals = line.indexOf('=')
    const key = (equals < 0 ? line : line.slice(0, equals)).replace(/^export\s+/, '').trim()
    if (equals < 0 || !KEY.test(key)) throw new SettingsError(`${where}: not KEY=value (a line starting with # is a comment)`)
    if (!known.includes(key)) {
      const meant = nearest(key, known)
      throw new SettingsError(
        `${where}: ${inert(key)} is not a variable stac-publish reads` +
          (meant === undefined ? `; it reads ${known.join(', ')}` : `; did you mean ${meant}?`),
      )
    }
    let value = line.slice(equals + 1).trim()
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) value = value.slice(1, -1)
    variables.set(key, value)
  }
  return variables
}
