import path from 'node:path'
import {
  ACTION_WORDS,
  capped,
  cappedLines,
  inert,
  isInside,
  type Problem,
  problemLine,
  ProblemsError,
  render,
  slashedRelative,
  type Subject,
  type Text,
  type Words,
  formatElapsed,
} from '../common/index.ts'
import type { Shard } from '../domain/index.ts'
import { cell } from './markdown.ts'
import { DONE_MARK as PASSED, FAILED_MARK as FAILED } from './summary.ts'

/** A check the run made before it published, and what it found. */
export interface Check {
  /** What was checked: 'Inputs', 'Files', 'Sign-in', … */
  readonly name: string
  readonly passed: boolean
  /** What it found: "12 file(s) selected", "signed in as alice", "2 problem(s)". */
  readonly detail: string
}

/** The checks of a run, in the order they ended, and whether it got past them to writing. */
export class Checks {
  readonly #list: Check[] = []
  #writing = false

  get list(): readonly Check[] {
    return this.#list
  }

  /** The run has begun to write: a problem from now on stops it while publishing. */
  get wrote(): boolean {
    return this.#writing
  }

  startWriting(): void {
    this.#writing = true
  }

  passed(name: string, detail: string): void {
    this.#list.push({ name, passed: true, detail })
  }

  failed(name: string, detail: string): void {
    this.#list.push({ name, passed: false, detail })
  }

  /**
   * Runs one check: passed with what `found` says of its value, or failed with what it threw, which
   * it throws on. `problems`: how many a value holds that stop the run (a plan that refuses to
   * write); such a value fails the check and is returned, for the run to report with them.
   */
  async check<T>(name: string, work: () => Promise<T> | T, found: (value: T) => string, problems?: (value: T) => number): Promise<T> {
    let value: T
    try {
      value = await work()
    } catch (error) {
      this.failed(name, error instanceof ProblemsError ? `${error.problems.length} problem(s)` : 'failed')
      throw error
    }
    const stopping = problems?.(value) ?? 0
    if (stopping > 0) this.failed(name, `${found(value)}; ${stopping} problem(s)`)
    else this.passed(name, found(value))
    return value
  }
}

/** A problem's subject as a title: an annotation's, the summary's first column. */
export function subjectTitle(subject: Subject, words: Words = ACTION_WORDS): string {
  switch (subject.kind) {
    case 'input':
      return `${words.inputSubject(subject.name)}${subject.source === undefined ? '' : ` (${subject.source})`}`
    case 'file':
      return `File ${subject.path}`
    case 'item':
      return `Item ${subject.id}`
    case 'rule':
      return `${words.inputSubject('rules')} (${subject.source}), rule ${subject.index}`
    case 'sign-in':
      return 'Sign-in'
    case 'catalog':
      return `Collection ${subject.collection}`
    case 'run':
      return 'The run'
  }
}

/** A problem as the report file and `stac-publish --json` carry it. */
export interface ProblemEntry {
  readonly subject: Subject
  /** What is wrong. */
  readonly problem: string
  /** What would be accepted, or how to fix it. */
  readonly fix: string | null
  /** Both in one line, with the subject, as the log says it. */
  readonly message: string
}

export const problemEntry = (problem: Problem, words: Words = ACTION_WORDS): ProblemEntry => ({
  subject: problem.subject,
  problem: capped(render(problem.what, words)),
  fix: problem.fix === undefined ? null : capped(render(problem.fix, words)),
  message: capped(problemLine(problem, words)),
})

/** Where the run's paths are, for the file a problem names. */
export interface Where {
  readonly workspace: string
  readonly workingDirectory: string
}

/** The file a problem is about, relative to the workspace (as annotations take it); undefined when it is about no file there. */
export function problemFile(subject: Subject, where: Where): string | undefined {
  const file =
    subject.kind === 'file'
      ? path.resolve(where.workingDirectory, subject.path)
      : (subject.kind === 'input' || subject.kind === 'rule') && subject.source !== undefined && subject.source !== 'inline'
        ? path.resolve(where.workspace, subject.source)
        : undefined
  return file === undefined || !isInside(where.workspace, file) ? undefined : slashedRelative(where.workspace, file)
}

export interface Annotation {
  readonly message: string
  /** None for a problem of the run as a whole: its message says it all, as a failed step's does. */
  readonly title?: string
  readonly file?: string
}

/**
 * A problem as the log shows it. A problem of the run as a whole is an error's message, whose lines
 * (a heading and a list) its maker made inert one by one: its lines stay. Any other is one line, made
 * inert whole, so that a file's name cannot break it.
 */
export const shownProblem = (problem: Problem, words: Words = ACTION_WORDS): string =>
  problem.subject.kind === 'run' ? problemLine(problem, words) : inert(problemLine(problem, words))

/** An annotation to make, and its line for the log when GitHub's limit leaves it out. */
export interface Annotated {
  readonly annotation: Annotation
  readonly line: string
}

/**
 * The annotations GitHub shows: `limit` of them; past it, one fewer and one (`more`, given how
 * many were left out) that counts the rest, whose lines are `unshown` (for the log).
 */
export function cappedAnnotations(
  all: readonly Annotated[],
  limit: number,
  more: (left: readonly Annotated[]) => Annotation,
): { readonly annotations: Annotation[]; readonly unshown: string[] } {
  if (all.length <= limit) return { annotations: all.map((one) => one.annotation), unshown: [] }
  const left = all.slice(limit - 1)
  return { annotations: [...all.slice(0, limit - 1).map((one) => one.annotation), more(left)], unshown: left.map((one) => one.line) }
}

/**
 * An annotation per problem (shownProblem), `file` set where a file is at fault, the title naming
 * the subject, capped at `limit` (cappedAnnotations).
 */
export function problemAnnotations(
  problems: readonly Problem[],
  where: Where | undefined,
  limit: number,
): { readonly annotations: Annotation[]; readonly unshown: string[] } {
  const all = problems.map((problem): Annotated => {
    const file = where === undefined ? undefined : problemFile(problem.subject, where)
    const message = shownProblem(problem)
    return {
      annotation: {
        message,
        ...(problem.subject.kind === 'run' ? {} : { title: subjectTitle(problem.subject) }),
        ...(file === undefined ? {} : { file }),
      },
      line: message,
    }
  })
  return cappedAnnotations(all, limit, (left) => ({
    message: `…and ${left.length} more problem(s); the log below, the job summary and the report file list them`,
    title: 'More problems',
  }))
}

/** Problems past this are left out of the summary (GitHub caps a step's summary at 1 MiB); the report file has all. */
const SUMMARY_PROBLEMS = 200

/** What the summary of a run that stopped needs. */
export interface Stopped {
  readonly target: string | undefined
  readonly shard: Shard | undefined
  /** The run had begun to write. */
  readonly writing: boolean
  readonly checks: readonly Check[]
  readonly problems: readonly Problem[]
  readonly durationMs?: number
  /** A run its plan stopped: its files counted, for the heading ("4 file(s): 1 failed, 3 not written"). */
  readonly counts?: string
  /** …and the tables of what became of its files, items and obsolete assets (summary.ts), between its problems and its checks. */
  readonly details?: string
}

/**
 * The job summary of a run that stopped, most often before publishing, in the look of a run's
 * (summary.ts): a heading that says so, each problem with how to fix it, what became of each file
 * when its plan stopped it, then what was checked (inputs, sign-in, the files selected, the catalog
 * read, the plan), each passed or failed.
 */
export function preflightSummary(stopped: Stopped, words: Words = ACTION_WORDS): string {
  const { problems, checks } = stopped
  const when = stopped.writing ? 'while publishing' : 'before publishing'
  const shard = stopped.shard === undefined ? '' : ` · shard ${stopped.shard.index}/${stopped.shard.total}`
  // The target's API address, as text: a page of JSON, or a template such as {parent}, is nothing to follow.
  const target = stopped.target === undefined ? '' : `Target: ${cell(stopped.target)}${shard}\n\n`
  const took = stopped.durationMs === undefined ? '' : ` · took ${formatElapsed(stopped.durationMs)}`
  const written = stopped.writing ? 'Run again once they are fixed' : 'Nothing was written: fix them and run again'
  const counts = stopped.counts === undefined ? '' : ` · ${stopped.counts}`
  const head = `### ${FAILED} STAC publish stopped ${when}: ${problems.length} problem(s)${counts}${took}\n\n${target}${written}.\n\n`
  // A problem of the run is an error's message, of several lines perhaps (shownProblem): each stays a line of its cell.
  const text = (problem: Problem, part: Text): string =>
    problem.subject.kind === 'run' ? cappedLines(render(part, words)).split('\n').map(cell).join('<br>') : cell(capped(render(part, words)))
  const rows = problems
    .slice(0, SUMMARY_PROBLEMS)
    .map(
      (problem) =>
        `| ${FAILED} ${cell(subjectTitle(problem.subject, words))} | ${text(problem, problem.what)} | ` +
        `${problem.fix === undefined ? '' : text(problem, problem.fix)} |`,
    )
  const more =
    problems.length > SUMMARY_PROBLEMS
      ? `\n…and ${problems.length - SUMMARY_PROBLEMS} more problem(s); the report file (output \`report\`) lists all.\n`
      : ''
  const checked =
    checks.length === 0
      ? ''
      : `\n#### What was checked\n\n| Check | Result | Found |\n| --- | --- | --- |\n${checks
          .map(
            (check) =>
              `| ${cell(check.name)} | ${check.passed ? `${PASSED} passed` : `${FAILED} **failed**`} | ${cell(capped(check.detail))} |`,
          )
          .join('\n')}\n`
  const details = stopped.details === undefined || stopped.details === '' ? '' : `\n${stopped.details}`
  return `${head}| Subject | Problem | How to fix |\n| --- | --- | --- |\n${rows.join('\n')}\n${more}${details}${checked}`
}
