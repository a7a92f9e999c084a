/**
 * Stands in for `undici` in the bundle (tsconfig `paths`). @actions/core imports
 * @actions/http-client for OIDC tokens (getIDToken), and http-client imports undici at load time
 * for one method, getAgentDispatcher; this action uses neither (its requests go through http.ts).
 * Bundling undici cost 700 KB and about 25 ms of every start, for code that never runs.
 */
export class ProxyAgent {
  constructor() {
    throw new Error('undici is not bundled with stac-publish-action: HttpClient.getAgentDispatcher is not supported')
  }
}
