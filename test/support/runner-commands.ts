/**
 * The workflow commands a GitHub runner acts on in what a step prints, found as actions/runner
 * finds them:
 * - ProcessInvoker reads standard output and standard error with StreamReader.ReadLine, which
 *   ends a line at CR, LF or CRLF;
 * - OutputManager hands on a line that holds '##[' or '::' anywhere;
 * - ActionCommandManager tries ActionCommand.TryParseV2 (after TrimStart, the line starts with
 *   '::'; the name runs to a space or the next '::'; `key=value` properties split at ',') and then
 *   TryParse (the older '##[name key=value;]data', found anywhere in the line); the name must be a
 *   registered command, compared without case;
 * - stop-commands suspends every command until a line names its token as a command.
 * .NET compares strings there with the current culture, which can skip characters such as a soft
 * hyphen: `lookalikes` also reports every line that would look like a command once those are
 * removed, a stricter test than the runner's own.
 */

/** The commands actions/runner registers (ActionCommandManager's extensions), and stop-commands. */
const REGISTERED = new Set([
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
])

export interface RunnerCommand {
  readonly command: string
  readonly properties: Readonly<Record<string, string>>
  readonly data: string
  /** The line it was read from. */
  readonly line: string
}

/** .NET's Char.IsWhiteSpace, which String.TrimStart removes. */
const NET_WHITE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/

const unescape = (text: string, mappings: ReadonlyArray<readonly [string, string]>): string =>
  mappings.reduce((value, [escaped, plain]) => value.replaceAll(escaped, plain), text)

const DATA: ReadonlyArray<readonly [string, string]> = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%25', '%'],
]
const PROPERTY: ReadonlyArray<readonly [string, string]> = [
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%3A', ':'],
  ['%2C', ','],
  ['%25', '%'],
]
const V1: ReadonlyArray<readonly [string, string]> = [
  ['%3B', ';'],
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%5D', ']'],
  ['%25', '%'],
]

function parseV2(line: string, registered: ReadonlySet<string>): RunnerCommand | undefined {
  const message = line.replace(NET_WHITE_SPACE, '')
  if (!message.startsWith('::')) return undefined
  const end = message.indexOf('::', 2)
  if (end < 0) return undefined
  const info = message.slice(2, end)
  const space = info.indexOf(' ')
  const command = space < 0 ? info : info.slice(0, space)
  if (!registered.has(command.toLowerCase())) return undefined
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter((p) => p !== '')) {
      const equals = pair.indexOf('=')
      if (equals > 0 && equals < pair.length - 1) properties[pair.slice(0, equals)] = unescape(pair.slice(equals + 1), PROPERTY)
    }
  }
  return { command, properties, data: unescape(message.slice(end + 2), DATA), line }
}

function parseV1(line: string, registered: ReadonlySet<string>): RunnerCommand | undefined {
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const bracket = line.indexOf(']', prefix)
  if (bracket < 0) return undefined
  const info = line.slice(prefix + 3, bracket)
  const space = info.indexOf(' ')
  const command = space < 0 ? info : info.slice(0, space)
  if (!registered.has(command.toLowerCase())) return undefined
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .split(';')
      .filter((p) => p !== '')) {
      const equals = pair.indexOf('=')
      if (equals > 0 && equals < pair.length - 1) properties[pair.slice(0, equals)] = unescape(pair.slice(equals + 1), V1)
    }
  }
  return { command, properties, data: unescape(line.slice(bracket + 1), V1), line }
}

/** The lines of a process's output as the runner reads them. */
export const runnerLines = (output: string): string[] => output.split(/\r\n|\r|\n/)

/** Every command the runner would act on in `output`, in order (stop-commands and its resuming token included). */
export function runnerCommands(output: string): RunnerCommand[] {
  const registered = new Set(REGISTERED)
  let stopToken: string | undefined
  const found: RunnerCommand[] = []
  for (const line of runnerLines(output)) {
    if (!line.includes('##[') && !line.includes('::')) continue
    const command = parseV2(line, registered) ?? parseV1(line, registered)
    if (command === undefined) continue
    const name = command.command.toLowerCase()
    if (stopToken !== undefined) {
      if (name !== stopToken) continue
      registered.delete(stopToken)
      stopToken = undefined
    } else if (name === 'stop-commands') {
      stopToken = command.data.toLowerCase()
      registered.add(stopToken)
    }
    found.push(command)
  }
  return found
}

/** Characters a culture-aware comparison may skip (soft hyphen, zero-width characters, the BOM). */
const IGNORABLE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g

/** Lines that would read as a command, of any name, once those characters are removed. */
export function lookalikes(output: string): string[] {
  return runnerLines(output).filter((line) => {
    const bare = line.replace(IGNORABLE, '')
    return bare.includes('##[') || /^::[^:]*::/.test(bare.replace(NET_WHITE_SPACE, ''))
  })
}
