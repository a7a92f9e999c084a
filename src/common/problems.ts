import type { Secrets } from './secrets.ts'
import { errorText, UserError } from './errors.ts'
import { inert } from './inert.ts'
import { ACTION_WORDS, render, type Text, type Words } from './words.ts'

/**
 * A problem that stops a run before it publishes: what it is about (its subject), what is wrong,
 * and what would be accepted. Every phase that checks something says what it found this way; the
 * report renders them for the log, the job summary and the annotations, and the command line in
 * its own words (flags and environment variables where the action says inputs).
 */
export interface Problem {
  readonly subject: Subject
  /** What is wrong, without the subject, which the line names before it. */
  readonly what: Text
  /** What would be accepted, or how to fix it. */
  readonly fix?: Text
  /**
   * For a problem of an input whose value is fine in itself: what it stops the run against (assets
   * that exist under if-exists: fail, a prune over its limit, patterns that match no file). The
   * same inputs may do another time, so it is no bad usage (isUsage).
   */
  readonly against?: 'catalog' | 'files'
}

/**
 * A value refused, in its parts: what is wrong with it, and what would be accepted. Whoever refuses
 * a value says both apart, and they stay apart to the problem (a summary shows them in two columns):
 * a value may hold '; ' itself, so no text is split to find them again.
 */
export interface Refusal {
  readonly what: string
  readonly fix?: string
}

/** A refusal in one line, for a reader that shows no parts (a rule's field, an item's datetime). */
export const refusalLine = (refusal: Refusal): string => (refusal.fix === undefined ? refusal.what : `${refusal.what}; ${refusal.fix}`)

/**
 * Whether a problem is bad usage, which the command line exits with 2 for: an input (a flag or an
 * environment variable), or a file an input names (rules, item-properties, item-geometry), refused
 * as it is, whatever the catalog holds and the files to publish are. Not a problem of the files,
 * the items, the sign-in or the catalog, nor one of an input `against` what the run found.
 */
export const isUsage = (problem: Problem): boolean =>
  (problem.subject.kind === 'input' && problem.against === undefined) || problem.subject.kind === 'rule'

/** What a problem is about. */
export type Subject =
  /** An input (a flag or an environment variable on the command line); `source` is a YAML input's file, or 'inline'. */
  | { readonly kind: 'input'; readonly name: string; readonly source?: string }
  /** A selected file, relative to the working directory. */
  | { readonly kind: 'file'; readonly path: string }
  /** A target item. */
  | { readonly kind: 'item'; readonly id: string }
  /** A rule of the rules input, from `source` (its file, or 'inline'), counted from 1. */
  | { readonly kind: 'rule'; readonly index: number; readonly source: string; readonly files?: string; readonly field?: string }
  /** The sign-in with the identity provider (or the token given). */
  | { readonly kind: 'sign-in' }
  /** What the catalog holds: a collection or items the run needs and that are not there. */
  | { readonly kind: 'catalog'; readonly collection: string }
  /** The run as a whole: a failure no single subject owns. */
  | { readonly kind: 'run' }

/** The subject as a line starts with it; empty for a subject the text itself names (the sign-in, the catalog, the run). */
function subjectLabel(subject: Subject, words: Words = ACTION_WORDS): string {
  switch (subject.kind) {
    case 'input':
      return `${words.inputSubject(subject.name)}${subject.source === undefined ? '' : ` (${subject.source})`}`
    case 'file':
      return subject.path
    case 'item':
      return `item ${subject.id}`
    case 'rule':
      return (
        `rule ${subject.index}${subject.files === undefined ? '' : ` (files: ${subject.files})`}` +
        `${subject.field === undefined ? '' : `, field '${subject.field}'`}`
      )
    default:
      return ''
  }
}

/** A problem in one line: its subject, what is wrong, and what would be accepted. Not inert: callers that print it make it so. */
export function problemLine(problem: Problem, words: Words = ACTION_WORDS): string {
  const label = subjectLabel(problem.subject, words)
  const fix = problem.fix === undefined ? '' : `; ${render(problem.fix, words)}`
  return `${label === '' ? '' : `${label}: `}${render(problem.what, words)}${fix}`
}

/**
 * Problems found at once, before any write: the run stops with all of them. The message says them
 * in the action's words, one line each under a heading (inert: names of files stay text); a front
 * end with other words renders `problems` itself.
 */
export class ProblemsError extends UserError {
  override name = 'ProblemsError'
  readonly problems: readonly Problem[]

  /** `heading`: the line before the list; null for a single problem, said in its line alone. */
  constructor(
    problems: readonly Problem[],
    heading: string | null = `${problems.length} problem(s) found before publishing; nothing was written:`,
  ) {
    const lines = problems.map((problem) => inert(problemLine(problem)))
    super(heading === null ? lines.join('\n') : `${heading}\n${lines.map((line) => `- ${line}`).join('\n')}`)
    this.problems = problems
  }

  /** Several errors' problems as one, each error's message (its heading, its lines) kept. */
  static join(errors: readonly ProblemsError[]): ProblemsError {
    const joined = new ProblemsError(errors.flatMap((error) => error.problems))
    joined.message = errors.map((error) => error.message).join('\n')
    return joined
  }
}

/** What went wrong with one file, as its problem: the error's message, without the file's name it may start with (the subject names it). */
export function fileProblem(file: string, error: unknown): Problem {
  const [first, ...rest] = errorText(error)
  const unnamed = typeof first === 'string' && first.startsWith(`${file}: `) ? first.slice(file.length + 2) : first
  return { subject: { kind: 'file', path: file }, what: [...(unnamed === undefined || unnamed === '' ? [] : [unnamed]), ...rest] }
}

/** One problem as an error, said in its line alone. */
export const problemError = (problem: Problem): ProblemsError => new ProblemsError([problem], null)

/** The problem with every secret the run knows cut out of its texts. */
export function redactedProblem(problem: Problem, secrets: Secrets): Problem {
  const redact = (text: Text): Text => text.map((part) => (typeof part === 'string' ? secrets.redact(part) : part))
  return { ...problem, what: redact(problem.what), ...(problem.fix === undefined ? {} : { fix: redact(problem.fix) }) }
}

/** The problems an error stands for: its own, or the error's text as a problem of the run. */
export function problemsOf(error: unknown): Problem[] {
  if (error instanceof ProblemsError) return [...error.problems]
  return [{ subject: { kind: 'run' }, what: errorText(error) }]
}
