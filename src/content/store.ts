import { inert, type Log, type PendingWork, UserError } from '../common/index.ts'
import type { SelectedFile } from '../files/index.ts'
import type { AnswerSink, DownloadAnswer } from '../transport/index.ts'

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

/** What a streamed source states of a file's content: its checksum, and its size where it states one. */
export interface StatedContent {
  readonly checksum: string
  readonly size?: number
}

/** A read of a streamed source's content: the whole of it, or a range (a part of its upload). */
export interface ContentRead {
  /** What the read is, as logs and errors name it: "download part 2/5 of scene-0001/data.csv". */
  readonly label: string
  readonly range?: { readonly offset: number; readonly length: number }
  /** The bytes the read must bring, where known (the stated size, the range's length): more fail it. */
  readonly exact?: number
  /** The bytes seen at an earlier read (its ETag): a later read of other bytes fails, `changed`. */
  readonly ifMatch?: string
  /** Where each attempt's bytes go, from what its answer says of them: a new sink for each attempt. */
  readonly receive: (answer: DownloadAnswer) => AnswerSink
}

/**
 * Where some files' bytes are read from where they are, every time they are needed, and never
 * brought to disk: a STAC API source's asset hrefs, read into the upload as it goes. A streamed
 * source states each file's content (its checksum decides, without a byte, whether the target has
 * it already), and reads it, whole or a range, into a sink that hashes it or keeps it in memory.
 */
export interface StreamedSource {
  readonly streamed: true
  /** Its content, as the log and messages name it: "the STAC source's content". */
  readonly name: string
  /** What states a file's content, as messages name it: 'file:checksum'. */
  readonly declaredBy: string
  holds(file: SelectedFile): boolean
  /** What the source states of the file's content; undefined where it states no checksum the run can compare. */
  stated(file: SelectedFile): StatedContent | undefined
  /** Where the file's bytes are, as messages name them: its href. */
  where(file: SelectedFile): string
  /** Reads the content into the request's sinks; what the answer that brought it said, and how many bytes it brought. */
  read(file: SelectedFile, request: ContentRead): Promise<DownloadAnswer & { readonly bytes: number }>
  /** One file whose bytes are not what the source states: what they are instead, naming where they were read. */
  mismatch(file: SelectedFile, found: DeclaredContent): string
}

export interface ContentStoreOptions<R extends DeclaredContent> {
  readonly sources: readonly (ContentSource | StreamedSource)[]
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

  /**
   * What the file's source declares of its content, where a source brings it here (Git LFS);
   * undefined for a file that is its own content, and for a streamed source's (streams).
   */
  declared(file: SelectedFile): DeclaredContent | undefined {
    return this.#sourceOf(file)?.declared(file)
  }

  /** The source that streams the file's content, where one does: then its bytes are never here. */
  streams(file: SelectedFile): StreamedSource | undefined {
    return this.#options.sources.find((source): source is StreamedSource => 'streamed' in source && source.holds(file))
  }

  /**
   * Where the file's bytes can be read now: the file itself, or its content once fetched; undefined
   * while it is not here, and always for a streamed source's content.
   */
  locate(file: SelectedFile): string | undefined {
    if (this.streams(file) !== undefined) return undefined
    const source = this.#sourceOf(file)
    return source === undefined ? file.absolutePath : this.#here.get(source.declared(file).checksum)?.path
  }

  isHere(file: SelectedFile): boolean {
    return this.locate(file) !== undefined
  }

  /** What a fetch of these files brings, as a log group names it: the names of the sources that hold them ('Git LFS content'). */
  named(files: readonly SelectedFile[]): string {
    const names = this.#fetching()
      .filter((source) => files.some((file) => source.holds(file)))
      .map((source) => source.name)
    return names.length === 0 ? 'content' : names.join(' and ')
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
   * Files that are their own content are left alone, and so is a streamed source's content: it is
   * read where it is when it is needed.
   */
  async fetch(files: readonly SelectedFile[]): Promise<void> {
    for (const source of this.#fetching()) {
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
    return this.#fetching().find((source) => source.holds(file))
  }

  /** The sources that bring content here. */
  #fetching(): ContentSource[] {
    return this.#options.sources.filter((source): source is ContentSource => !('streamed' in source))
  }
}
