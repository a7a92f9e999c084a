/**
 * Stands in for `@actions/http-client` (and its `lib/auth`) in the bundle (tsconfig `paths`).
 * @actions/core imports it for OIDC tokens (getIDToken), which this action never asks for; the
 * package imports node:http, node:https and tunnel (with node:assert and node:net) as it loads, some
 * milliseconds of every run's start for code that never runs. Its requests go through transport/.
 */
const unsupported = (): never => {
  throw new Error('@actions/http-client is not bundled with stac-publish-action: core.getIDToken is not supported')
}

export class HttpClient {
  constructor() {
    unsupported()
  }
}

export class BearerCredentialHandler {
  constructor() {
    unsupported()
  }
}
