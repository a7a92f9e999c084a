import { input, say, type Text } from '../common/index.ts'

/**
 * The operators' catalogs, by host: production and the integration environment. Their
 * documentation shows asset creation by PUT, so create-method auto uses PUT there at once, without
 * a POST that meets 405; and a run names which of them it writes to.
 */
const OPERATORS: ReadonlyMap<string, 'PROD' | 'INT'> = new Map([
  ['data.geo.admin.ch', 'PROD'],
  ['sys-data.int.bgdi.ch', 'INT'],
])

/** Which of the operators' catalogs an API root is: PROD, INT, or undefined for any other. */
export const operatorCatalog = (apiRoot: string): 'PROD' | 'INT' | undefined => OPERATORS.get(new URL(apiRoot).hostname)

/**
 * What a run knows or learns about the catalog it writes to: how assets are created, whether it
 * takes PATCH, whether it has the upload API. Set from the inputs where they decide, learnt from
 * the first answers otherwise, and listed for a dry-run, which learns nothing.
 */
export class ServerTraits {
  /** POST as published or PUT as deployed; undefined until the first create (create-method: auto). */
  create: 'post' | 'put' | undefined
  /** Undefined until the first PATCH. */
  patch: boolean | undefined
  /** Undefined until the first upload (upload: auto), false with upload: false. */
  uploads: boolean | undefined

  constructor(inputs: {
    readonly createMethod: 'auto' | 'post' | 'put'
    readonly upload: 'auto' | 'true' | 'false'
    readonly apiRoot: string
  }) {
    const known = operatorCatalog(inputs.apiRoot) !== undefined
    this.create = inputs.createMethod === 'auto' ? (known ? 'put' : undefined) : inputs.createMethod
    this.patch = undefined
    this.uploads = inputs.upload === 'false' ? false : undefined
  }

  /** Records that the catalog has no upload API; true the first time, so that the run says it once. */
  learnNoUploads(): boolean {
    const first = this.uploads !== false
    this.uploads = false
    return first
  }

  /** Records that the catalog refuses PATCH; true the first time. */
  learnNoPatch(): boolean {
    const first = this.patch !== false
    this.patch = false
    return first
  }

  /** What only the writes themselves can tell, for a dry-run's plan. */
  undecided(): Text[] {
    const auto = (name: string) => input(name, { value: 'auto' })
    return [
      ...(this.create === undefined
        ? [say`how new assets are created (${auto('create-method')} tries POST first and uses PUT from the first 405 on)`]
        : []),
      ...(this.patch === undefined
        ? [['whether the catalog takes PATCH for metadata changes (else PUT, and the file is uploaded again)']]
        : []),
      ...(this.uploads === undefined
        ? [say`whether the catalog has the upload API (${auto('upload')} publishes metadata only without it)`]
        : []),
    ]
  }
}
