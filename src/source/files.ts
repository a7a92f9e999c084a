/**
 * A source's assets as files of the run. A static source's asset is a file of the workspace,
 * checked as a selected file is (files/ namedFiles: its real path inside the workspace and outside
 * version control's folders, a regular file, a Git LFS pointer recognised); an API source's is
 * remote content, its bytes at its href, declared by the source's sha2-256 file:checksum (and its
 * file:size) where it states one. Each file keeps its source item and asset (SourcedFile).
 */
import { namedFiles, type SelectedFile } from '../files/index.ts'
import type { SelectionConfig } from '../domain/index.ts'
import type { SourceDelivery, SourcedFile } from './model.ts'
import type { StaticDelivery } from './static.ts'

export interface SourceFiles {
  /** In the source's order: its items', each item's assets in their order. */
  readonly files: readonly SelectedFile[]
  /** The source item and asset of each file (by the file: two assets may name one file). */
  readonly sourced: ReadonlyMap<SelectedFile, SourcedFile>
}

const isStatic = (delivery: SourceDelivery): delivery is StaticDelivery => delivery.kind === 'static'

/** The files of a source's assets; a ProblemsError naming each static asset's file that cannot be published, and its href. */
export function sourceFiles(delivery: SourceDelivery, selection: Pick<SelectionConfig, 'workspace' | 'workingDirectory'>): SourceFiles {
  const pairs = delivery.items.flatMap((item) => item.assets.map((asset) => ({ item, asset })))
  const sourced = new Map<SelectedFile, SourcedFile>()
  if (isStatic(delivery)) {
    const paths = pairs.map(({ asset }) => delivery.paths.get(asset)!)
    const namer = new Map(pairs.map(({ item, asset }, index) => [paths[index]!, `href '${asset.href}' of item '${item.id}', ${item.from}`]))
    const files = namedFiles(paths, selection, (absolutePath) => namer.get(absolutePath) ?? absolutePath)
    files.forEach((file, index) => sourced.set(file, { ...pairs[index]!, matched: file.relativePath }))
    return { files, sourced }
  }
  const files = pairs.map(({ item, asset }): SelectedFile => {
    const declared =
      asset.checksum === undefined ? undefined : { checksum: asset.checksum, ...(asset.size === undefined ? {} : { size: asset.size }) }
    const file: SelectedFile = {
      absolutePath: '',
      relativePath: `${item.id}/${asset.key}`,
      size: asset.size ?? 0,
      remote: { url: asset.href, ...(declared === undefined ? {} : { declared }) },
    }
    sourced.set(file, { item, asset, matched: urlPath(asset.href) })
    return file
  })
  return { files, sourced }
}

/** A URL's path without its leading '/', decoded where it can be: what a rule's pattern matches an API source's asset by. */
function urlPath(href: string): string {
  const pathname = new URL(href).pathname.replace(/^\/+/, '')
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
