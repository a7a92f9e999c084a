import { inert } from '../common/index.ts'
import { isLoopbackHost } from '../domain/index.ts'
import type { SelectedFile } from '../files/index.ts'
import { download, type DownloadAnswer, type Http, UnreachableError } from '../transport/index.ts'
import type { ContentRead, DeclaredContent, StatedContent, StreamedSource } from './store.ts'

/** The largest content a source may bring where it states no size: the catalog's upload limit, 100 parts of 5 GiB. */
const MOST_BYTES = 100 * 5 * 1024 ** 3

/**
 * Why the run may not read this href, or undefined where it may: https only, as the catalog's
 * storage is reached (plain http only on this machine, the sandbox), no credentials in it.
 */
export function hrefProblem(href: string): string | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return 'it is no absolute URL'
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return (
      `it leads to ${url.origin} over plain http, where anyone on the way could change the bytes ` +
      '(https only; plain http only to this machine)'
    )
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `it is a ${url.protocol} URL (https only)`
  if (url.username !== '' || url.password !== '') return 'it holds credentials (user:password@), which the run never sends'
  return undefined
}

/** A source's href the run does not read, for any reason hrefProblem gives: the file fails, nothing is read. */
export class HrefRefused extends Error {
  override name = 'HrefRefused'
}

/**
 * The storage of a STAC source's assets that could not be reached at all: said as the source's
 * (stac-source), where the transport can name only its origin. A run it stops says so in one
 * problem (unreachable.ts); an asset whose upload meets it fails, saying so.
 */
export class SourceUnreachable extends UnreachableError {
  override name = 'SourceUnreachable'
}

/**
 * The content of a STAC API source's assets (SelectedFile.remote): read at their hrefs, on the
 * source's storage, and streamed into the target's upload without touching the disk. The source's
 * `file:checksum` states the content (only a sha2-256 multihash, '1220…', can say whether the
 * target has it already), so that a run over unchanged assets reads none of their bytes. The hrefs
 * are untrusted: https only (loopback aside), never the catalog's bearer token (the transport adds
 * none), no redirects, every answer counted against what the source states.
 */
export class RemoteContent implements StreamedSource {
  readonly streamed = true
  readonly name = "the STAC source's content"
  readonly declaredBy = 'file:checksum'
  readonly #http: Pick<Http, 'send'>

  constructor(options: { readonly http: Pick<Http, 'send'> }) {
    this.#http = options.http
  }

  holds(file: SelectedFile): boolean {
    return file.remote !== undefined
  }

  stated(file: SelectedFile): StatedContent | undefined {
    return file.remote?.declared
  }

  where(file: SelectedFile): string {
    return file.remote!.url
  }

  async read(file: SelectedFile, request: ContentRead): Promise<DownloadAnswer & { readonly bytes: number }> {
    const href = this.where(file)
    const problem = hrefProblem(href)
    if (problem !== undefined) throw new HrefRefused(`${file.relativePath}: its href ${inert(href)} is not read: ${problem}`)
    const stated = this.stated(file)?.size
    try {
      return await this.#download(href, request, stated)
    } catch (error) {
      if (!(error instanceof UnreachableError) || error.unreachable.at !== 'target') throw error
      const { origin, reason, attempts } = error.unreachable
      throw new SourceUnreachable(
        `${request.label}: the storage of the STAC source's assets at ${origin} could not be reached: ${reason}, ` +
          `${attempts} attempt(s); check stac-source (its assets' hrefs lead there) and that it can be reached from here`,
        error.unreachable,
      )
    }
  }

  #download(href: string, request: ContentRead, stated: number | undefined): Promise<DownloadAnswer & { readonly bytes: number }> {
    return download(this.#http, {
      url: href,
      label: request.label,
      ...(request.range === undefined ? {} : { range: request.range }),
      ...(request.exact !== undefined
        ? { exact: request.exact }
        : request.range === undefined && stated !== undefined
          ? { exact: stated }
          : {}),
      atMost: MOST_BYTES,
      ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
      receive: request.receive,
    })
  }

  mismatch(file: SelectedFile, found: DeclaredContent): string {
    const stated = this.stated(file)
    return (
      `${file.relativePath}: the bytes at ${inert(this.where(file))} are not what the source states: ` +
      `its file:checksum is ${stated?.checksum ?? '(none)'}, the ${found.size} bytes read hash to ${found.checksum}`
    )
  }
}
