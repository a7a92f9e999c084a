import { inert, UserError } from '../common/index.ts'
import type { SelectedFile } from '../files/index.ts'
import type { Brought, ContentSource, DeclaredContent } from './store.ts'

/**
 * A STAC API source's assets as far as the plan needs them: their content declared by the source's
 * sha2-256 file:checksum (and file:size), so that a run plans and a dry run reports without reading a
 * byte. Reading the bytes themselves (to hash what the source does not declare, and to upload) is the
 * remote content source's (content/remote-content.ts), which replaces this one: until it is there, a
 * run that needs them stops, before any write, saying so.
 */
export class RemoteDeclared implements ContentSource {
  readonly name = 'STAC source content'
  readonly declaredBy = 'file:checksum'

  holds(file: SelectedFile): boolean {
    return file.remote !== undefined
  }

  declared(file: SelectedFile): DeclaredContent {
    const declared = file.remote?.declared
    if (declared === undefined)
      throw new UserError(
        `${inert(file.relativePath)}: the STAC source states no sha2-256 file:checksum for ${inert(file.remote?.url ?? '')}, ` +
          'and this build cannot read its bytes to hash them',
      )
    return { size: declared.size ?? file.size, checksum: declared.checksum }
  }

  fetch(files: readonly SelectedFile[]): Promise<Brought> {
    return Promise.reject(
      new UserError(
        `${files.length} asset(s) of the STAC source would be read from their hrefs, which this build cannot do; nothing was written`,
      ),
    )
  }

  declaredNow(file: SelectedFile): Promise<DeclaredContent | null | undefined> {
    return Promise.resolve(this.declared(file))
  }

  mismatch(file: SelectedFile, _path: string, found: DeclaredContent): string {
    return `${file.relativePath}: its bytes are not those its file:checksum names (sha256 ${found.checksum.slice(4)})`
  }

  fetched(files: number): string {
    return `${files} asset(s) of the STAC source read`
  }
}
