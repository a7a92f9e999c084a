import fs from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { UserError } from './errors.ts'
import { isInside, slashedRelative } from './paths.ts'

/**
 * Files that inputs name (rules, item-properties, item-geometry and its template), and where a
 * selected file or a named one really is. A name is only a way to a file: what is read is decided
 * by its real path (every link resolved) and its type, before it is opened.
 */

/**
 * Version control's own folders (a checkout's .git, and Mercurial's, Subversion's and Bazaar's):
 * never data, never read or published, whatever name or link leads there. A checkout made by
 * actions/checkout keeps the job's token in .git/config.
 */
export const VERSION_CONTROL: ReadonlySet<string> = new Set(['.git', '.hg', '.svn', '.bzr'])

/** The version control folder (relative to the workspace, with '/') that a real path lies in, if it does. */
export function versionControlFolder(workspaceReal: string, real: string): string | undefined {
  if (!isInside(workspaceReal, real)) return undefined
  const segments = slashedRelative(workspaceReal, real).split('/')
  const at = segments.findIndex((segment) => VERSION_CONTROL.has(segment))
  return at < 0 ? undefined : segments.slice(0, at + 1).join('/')
}

/** Links followed at most to show where a chain of them leads. */
const SHOWN_HOPS = 8

/**
 * The first link on the way from `base` to `target` (lexically below it) whose real path `leads`
 * says is where the target's must not be (undefined: the link leads nowhere), shown as `ls -l`
 * would: its path from `base`, then each link's own text (`data/a.csv → b.csv → ../.git/config`).
 * Undefined when no link is to blame (the path names the place itself, or it changed meanwhile).
 */
export function blamedLink(base: string, target: string, leads: (real: string | undefined) => boolean): string | undefined {
  const segments = path.relative(base, target).split(path.sep)
  for (let count = 1; count <= segments.length; count++) {
    const prefix = path.join(base, ...segments.slice(0, count))
    try {
      if (!fs.lstatSync(prefix).isSymbolicLink()) continue
      let real: string | undefined
      try {
        real = fs.realpathSync(prefix)
      } catch {
        real = undefined
      }
      if (!leads(real)) continue
      const hops: string[] = []
      for (let at = prefix; hops.length < SHOWN_HOPS && fs.lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink() === true;) {
        const hop = fs.readlinkSync(at)
        hops.push(hop)
        at = path.resolve(path.dirname(at), hop)
      }
      if (hops.length === SHOWN_HOPS) hops.push('…')
      return [slashedRelative(base, prefix), ...hops].join(' → ')
    } catch {
      // A part that vanished or cannot be read blames nothing; the caller still refuses the path.
    }
  }
  return undefined
}

/** What a file that is not a regular one is, in words. */
export function fileKind(info: fs.Stats): string {
  if (info.isDirectory()) return 'a folder'
  if (info.isFIFO()) return 'a FIFO (named pipe)'
  if (info.isSocket()) return 'a socket'
  if (info.isCharacterDevice()) return 'a character device'
  if (info.isBlockDevice()) return 'a block device'
  return info.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'
}

/**
 * Why a file an input names is not read: `what` is wrong with it (a clause about "it"), and `fix`
 * what would be read instead ('' where the input's own words say it). `size` is set when the file
 * is larger than its bound, for callers that say the bound in their words. The message says
 * neither the file's content nor anything from beyond the workspace but the path a link leads to.
 */
export class NamedFileError extends UserError {
  override name = 'NamedFileError'
  readonly what: string
  readonly fix: string
  readonly size: number | undefined

  constructor(what: string, fix: string, size?: number) {
    super(fix === '' ? what : `${what}; ${fix}`)
    this.what = what
    this.fix = fix
    this.size = size
  }
}

export interface NamedFile {
  /** The workspace, in which the file's real path must lie. */
  readonly workspace: string
  /** The file's absolute path, as the input names it (lexically inside the workspace). */
  readonly path: string
  /** The most bytes read: a larger file is refused unread. */
  readonly limit: number
}

// Windows has neither flag: it has no FIFOs to block on, nor links that O_NOFOLLOW would refuse.
const { O_RDONLY, O_NONBLOCK = 0, O_NOFOLLOW = 0 } = fs.constants as { O_RDONLY: number; O_NONBLOCK?: number; O_NOFOLLOW?: number }

const isMissing = (error: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | null)?.code ?? '')

/** Node's error without the path it names (the caller names the file): `ELOOP (too many symbolic links encountered)`. */
function ioProblem(error: unknown): NamedFileError {
  const { code, message } = error as NodeJS.ErrnoException
  const reason = /^[A-Z]+: ([^,]+)/.exec(message)?.[1]
  return new NamedFileError(`it cannot be read (${code ?? 'error'}${reason === undefined ? '' : `: ${reason}`})`, '')
}

const notRegular = (info: fs.Stats) => new NamedFileError(`it is ${fileKind(info)}, not a regular file`, 'only a regular file is read')
const tooLarge = (size: number, limit: number) => new NamedFileError(`it is ${size} bytes, more than the ${limit} read`, '', size)

/**
 * The bytes of a file an input names, or a NamedFileError that says why it is not read: it does
 * not exist; its real path (links resolved) lies outside the workspace or in version control's
 * folders (the link to blame named); it is no regular file (a FIFO, a socket, a device: told by
 * its type before it is opened, and opened without blocking in case one is swapped in between);
 * it is larger than `limit` (at most limit + 1 bytes are ever read, whatever its size claims). A
 * refused file is never opened, so nothing of its content can reach a message.
 */
export async function readNamedFile(file: NamedFile): Promise<Buffer> {
  const { workspace, limit } = file
  let workspaceReal: string
  let real: string
  try {
    workspaceReal = await fs.promises.realpath(workspace)
    real = await fs.promises.realpath(file.path)
  } catch (error) {
    if (!isMissing(error)) throw ioProblem(error)
    const broken = blamedLink(workspace, file.path, (at) => at === undefined)
    throw new NamedFileError(broken === undefined ? 'it does not exist' : `it is a link that leads nowhere: ${broken}`, '')
  }
  const through = (leads: (real: string) => boolean): string => {
    const link = blamedLink(workspace, file.path, (at) => at !== undefined && leads(at))
    return link === undefined ? '' : `, through the link ${link}`
  }
  if (!isInside(workspaceReal, real))
    throw new NamedFileError(
      `its real path ${real} is outside the workspace${through((at) => !isInside(workspaceReal, at))}`,
      'links may only lead to files inside the workspace',
    )
  const folder = versionControlFolder(workspaceReal, real)
  if (folder !== undefined)
    throw new NamedFileError(
      `its real path ${slashedRelative(workspaceReal, real)} lies in version control's folder ${folder}` +
        through((at) => versionControlFolder(workspaceReal, at) !== undefined),
      "nothing in .git, .hg, .svn or .bzr is read (it holds the checkout's credentials and history)",
    )
  const found = await fs.promises.stat(real).catch((error: unknown) => {
    throw isMissing(error) ? new NamedFileError('it does not exist', '') : ioProblem(error)
  })
  if (!found.isFile()) throw notRegular(found)
  if (found.size > limit) throw tooLarge(found.size, limit)

  return readOpened({ real, told: found, limit })
}

/**
 * The bytes of the regular file `told` describes at `real`, at most `limit` of them. Opened
 * without blocking and checked again once open: a FIFO swapped in since its type was told is
 * refused, not waited on, and so is any other file put in its place.
 */
export async function readOpened({
  real,
  told,
  limit,
}: {
  readonly real: string
  readonly told: fs.Stats
  readonly limit: number
}): Promise<Buffer> {
  const handle = await open(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW).catch((error: unknown) => {
    throw ioProblem(error)
  })
  try {
    const opened = await handle.stat()
    if (!opened.isFile()) throw notRegular(opened)
    if (opened.dev !== told.dev || opened.ino !== told.ino)
      throw new NamedFileError('it was replaced by another file while it was opened', 'run again once nothing writes to it')
    if (opened.size > limit) throw tooLarge(opened.size, limit)
    let buffer = Buffer.alloc(Math.min(opened.size, limit) + 1)
    let filled = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
      if (filled > limit) throw new NamedFileError(`it grew past the ${limit} bytes read while it was read`, '', filled)
      // A file that grew since its size was read: read on, up to the bound.
      if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(Math.min(buffer.length, limit + 1 - buffer.length))])
    }
    return buffer.subarray(0, filled)
  } finally {
    await handle.close()
  }
}
