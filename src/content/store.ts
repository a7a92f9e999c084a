import { inert, type Log, type PendingWork, UserError } from '../common/index.ts'
import type { SelectedFile } from '../files/index.ts'

/** What a source declares of a file's content before its bytes are here: its size, and its multihash as the catalog's file:checksum. */
export interface DeclaredContent {
  readonly size: number
  readonly checksum: string
}

/** Content brought here, to be read once before anything else reads it. */
export interface ContentToRead {
  readonly path: string
  readonly size: number
  /** The file it stands for, as errors name it. */
  readonly label: string
  /** The read, as a run that cannot finish names what it has under way. */
  readonly task: string
}

/**
 * How the store reads what it brought, each content once: what it is (its checksum and size, which
 * the store compares with what was declared) and whatever else the reader keeps of that read. The
 * checksums phase keeps the part MD5s of the upload, so that content fetched for an upload is read
 * once before it is sent.
 */
export type ReadContent<R extends DeclaredContent> = (contents: readonly ContentToRead[]) => Promise<R[]>

/** What a source brought for one batch. */
export interface Brought {
  /** Where each content is now, by its declared checksum. */
  readonly paths: ReadonlyMap<string, string>
  /** How much of it was downloaded now; the rest was here already (a local Git LFS store). */
  readonly downloaded: { readonly count: number; readonly bytes: number }
}

/**
 * Where some files' bytes come from when the file on disk is not them: Git LFS (a pointer stands
 * for its content), and with a STAC source an asset's href. A source declares each of its files'
 * content (so that a run plans from the declaration alone, without a byte), brings the content of
 * a batch here, and speaks of it in its own words.
 */
export interface ContentSource {
  /** Its content, as the log and messages name it: 'Git LFS content'. */
  readonly name: string
  /** What declares a file's content, as messages name it: 'pointer'. */
  readonly declaredBy: string
  /** Whether this file's bytes come from this source. */
  holds(file: SelectedFile): boolean
  declared(file: SelectedFile): DeclaredContent
  /** Brings the content of these files here, in one batch; refused (a UserError) naming the files and the fix when any cannot be had. */
  fetch(files: readonly SelectedFile[]): Promise<Brought>
  /** What the file on disk declares now: null when it is gone, undefined when it declares no content of this source any more. */
  declaredNow(file: SelectedFile): Promise<DeclaredContent | null | undefined>
  /** One file whose content, brought to `path`, is not what was declared: what it is instead, and what to do. */
  mismatch(file: SelectedFile, path: string, found: DeclaredContent): string
  /** The log line of a batch brought and checked: `files` asked for, `contents` distinct among them. */
  fetched(files: number, contents: number, brought: Brought): string
}

export interface ContentStoreOptions<R extends DeclaredContent> {
  readonly sources: readonly ContentSource[]
  readonly read: ReadContent<R>
  readonly log: Log
  readonly pending: PendingWork
}

/**
 * The one owner of where each file's bytes are. A file is its own content unless a source holds
 * it; such a file's content is declared (its size and checksum) until it is fetched, in batches,
 * and checked against that declaration before anything reads it. Nothing is fetched that the run
 * does not ask for: a re-run over unchanged files in Git LFS fetches and reads nothing.
 */
export class ContentStore<R extends DeclaredContent = DeclaredContent> {
  readonly #options: ContentStoreOptions<R>
  /** Content brought here and checked, by its declared checksum: where it is, and the reader's reading. */
  readonly #here = new Map<string, { readonly path: string; readonly read: R }>()

  constructor(options: ContentStoreOptions<R>) {
    this.#options = options
  }

  /** What the file's source declares of its content; undefined for a file that is its own content. */
  declared(file: SelectedFile): DeclaredContent | undefined {
    return this.#sourceOf(file)?.declared(file)
  }

  /** Where the file's bytes can be read now: the file itself, or its content once fetched; undefined while it is not here. */
  locate(file: SelectedFile): string | undefined {
    const source = this.#sourceOf(file)
    return source === undefined ? file.absolutePath : this.#here.get(source.declared(file).checksum)?.path
  }

  isHere(file: SelectedFile): boolean {
    return this.locate(file) !== undefined
  }

  /** The reading of a file's fetched content (the checksums phase's: its digest); undefined for one not fetched. */
  checked(file: SelectedFile): R | undefined {
    const source = this.#sourceOf(file)
    return source === undefined ? undefined : this.#here.get(source.declared(file).checksum)?.read
  }

  /** What the file on disk declares now, read again: null when it is gone, undefined when it declares nothing (any more). */
  declaredNow(file: SelectedFile): Promise<DeclaredContent | null | undefined> {
    return this.#sourceOf(file)?.declaredNow(file) ?? Promise.resolve(undefined)
  }

  /**
   * Brings the content of these files here, one batch per source (what is here already is not
   * fetched again), and reads each content once to check it against its declaration. Refused,
   * naming the files and what to change, when any of it cannot be had or is not what was declared.
   * Files that are their own content are left alone.
   */
  async fetch(files: readonly SelectedFile[]): Promise<void> {
    for (const source of this.#options.sources) {
      const wanted = files.filter((file) => source.holds(file) && !this.isHere(file))
      if (wanted.length > 0) await this.#fetchFrom(source, wanted)
    }
  }

  async #fetchFrom(source: ContentSource, wanted: readonly SelectedFile[]): Promise<void> {
    const { pending, read, log } = this.#options
    const brought = await pending.track(`fetching the ${source.name} of ${wanted.length} file(s)`, () => source.fetch(wanted))
    const unique = [...new Map(wanted.map((file) => [source.declared(file).checksum, file])).values()]
    const contents = unique.map((file) => {
      const declared = source.declared(file)
      return {
        path: brought.paths.get(declared.checksum)!,
        size: declared.size,
        label: file.relativePath,
        task: `checking the ${source.name} of ${file.relativePath}`,
      }
    })
    const readings = await read(contents)
    const problems: string[] = []
    unique.forEach((file, index) => {
      const declared = source.declared(file)
      const { path } = contents[index]!
      const reading = readings[index]!
      if (reading.checksum === declared.checksum && reading.size === declared.size)
        this.#here.set(declared.checksum, { path, read: reading })
      else problems.push(source.mismatch(file, path, reading))
    })
    if (problems.length > 0)
      throw new UserError(
        [
          `Some ${source.name} is not what its ${source.declaredBy} names; nothing was written:`,
          ...problems.map((p) => `- ${inert(p)}`),
        ].join('\n'),
      )
    log.info(source.fetched(wanted.length, unique.length, brought))
  }

  #sourceOf(file: SelectedFile): ContentSource | undefined {
    return this.#options.sources.find((source) => source.holds(file))
  }
}
