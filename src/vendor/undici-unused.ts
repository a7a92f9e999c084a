/**
 * Stands in for `undici` in the bundle (tsconfig `paths`). @actions/http-client imports undici
 * at load time for one method, getAgentDispatcher, which hands a proxy to `fetch`; this action
 * never calls it (all its requests go through HttpClient.request, which proxies with `tunnel`).
 * Bundling undici cost 700 KB and about 25 ms of every start, for code that never runs.
 */
export class ProxyAgent {
  constructor() {
    throw new Error('undici is not bundled with stac-publish-action: HttpClient.getAgentDispatcher is not supported')
  }
}
