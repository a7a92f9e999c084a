import { inert } from '../common/index.ts'

/**
 * Text for a cell of the summary's tables, from a file's name, an id or an error message: shown as
 * it is, doing nothing. Line breaks and controls become visible escapes (inert); Markdown's own
 * characters and HTML's are escaped with a backslash, which CommonMark turns back into the
 * character itself: `|` (a new cell), `<` and `&` (HTML and entities), `[` and `]` (links and
 * images), `` ` `` (code), `*`, `~` and `$` (emphasis, strike-through, GitHub's math), `_` where it
 * could start emphasis, the backslash itself; and what GitHub would turn into a link by itself:
 * `www.`, `://` and `@`.
 */
export function cell(text: string): string {
  return inert(text)
    .replace(/[\\`*[\]<>&|~$@]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (char) => `\\${char}`)
    .replace(/(www)\./gi, '$1\\.')
    .replace(/:\/\//g, '\\://')
}

/** Ids shown as code where they are ids (the catalog's rule keeps them plain); anything else as a cell's text. */
export const code = (text: string): string => (/^[0-9a-z._\-/()]+$/.test(text) ? `\`${text}\`` : cell(text))

/** A character of a URL as %XX bytes of its UTF-8 (encodeURIComponent leaves parentheses as they are). */
const percentEncoded = (char: string): string =>
  [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')

/** A Markdown link to an http(s) URL, every character that could end or change it percent-encoded; just the text for anything else. */
export const linkTo = (text: string, url: string | undefined): string =>
  url === undefined || !/^https?:\/\//i.test(url) ? text : `[${text}](${url.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/gu, percentEncoded)})`
