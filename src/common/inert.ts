/**
 * Strings from files (their names, their content, what git or a server says about them) shown in
 * the runner's log, annotations and the job summary, without doing anything there. The runner
 * reads each line the action prints (split at CR, LF or CRLF) as a workflow command when, after
 * leading white space, it starts with `::name …::` (add-mask, stop-commands, error, set-output, …),
 * or when it holds `##[name …]` anywhere (the older form); a terminal runs ANSI escape sequences.
 */

/**
 * What could split a line, steer a terminal, reorder text on screen or hide in it: C0 and C1
 * controls (ESC among them), DEL, the Unicode line and paragraph separators, the bidirectional
 * marks and overrides, and the invisible characters that a culture-aware comparison (the runner
 * compares with .NET's current culture) may skip: soft hyphen, zero-width characters, the BOM.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escaped(char: string): string {
  const code = char.charCodeAt(0)
  return NAMED[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
}

/**
 * A string from a file, to interpolate into a log line or a message: every character that could
 * break the line or steer a terminal is shown as its escape, as in a JavaScript string (`\n`,
 * `\x1b`, `\u2028`), and the older command form `##[` anywhere is shown as `#\x23[`. Anything
 * else, a backslash included, stays as it is: a plain name reads as itself.
 */
export function inert(text: string): string {
  return text.replace(UNSAFE, escaped).replaceAll('##[', '#\\x23[')
}

/**
 * The white space the runner trims before it looks for `::` (.NET's TrimStart: Unicode white space,
 * U+0085 included); wider than that is harmless, so JavaScript's \s serves with it.
 */
const COMMAND_START = /^([\s\u0085]*):(?=:)/

/**
 * A whole message as the lines the runner reads: each line made inert, and a line that would
 * start with `::` shown as `\x3a:`. The one backstop every log, annotation and failure message
 * passes through, so that a call site that forgets inert() still prints no command.
 */
export function inertLines(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => inert(line).replace(COMMAND_START, '$1\\x3a'))
    .join('\n')
}
