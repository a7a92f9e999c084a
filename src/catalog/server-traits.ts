/**
 * The operators' catalogs (production and test environment): their documentation shows asset
 * creation by PUT, so create-method auto uses PUT there at once, without a POST that meets 405.
 */
const PUT_HOSTS: ReadonlySet<string> = new Set(['data.geo.admin.ch', 'sys-data.int.bgdi.ch'])

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
    const known = PUT_HOSTS.has(new URL(inputs.apiRoot).hostname)
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
  undecided(): string[] {
    return [
      ...(this.create === undefined
        ? ['how new assets are created (create-method: auto tries POST first and uses PUT from the first 405 on)']
        : []),
      ...(this.patch === undefined
        ? ['whether the catalog takes PATCH for metadata changes (else PUT, and the file is uploaded again)']
        : []),
      ...(this.uploads === undefined ? ['whether the catalog has the upload API (upload: auto publishes metadata only without it)'] : []),
    ]
  }
}
