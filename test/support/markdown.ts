import { Marked } from 'marked'

/**
 * GitHub-flavoured Markdown to HTML, as GitHub renders a job summary (tables, raw HTML such as
 * <details>, backslash escapes), by marked with GFM: the summary tests and scripts/summary-pictures.ts
 * read the same HTML.
 */
const gfm = new Marked({ gfm: true })

export const renderMarkdown = (markdown: string): string => gfm.parse(markdown, { async: false })

/** HTML text back to the characters it shows (the entities marked writes). */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
