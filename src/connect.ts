import { CognitoSession, noToken, staticToken, type TokenSource } from './auth/index.ts'
import { HttpCatalog } from './catalog/index.ts'
import type { Config } from './config/index.ts'
import { RemoteContent } from './content/index.ts'
import type { Log, PendingWork, Secrets } from './common/index.ts'
import type { Clock, Connection } from './publish.ts'
import { sourceCollection } from './source/index.ts'
import { Http } from './transport/index.ts'

/**
 * The catalog, the sign-in and a STAC API source over HTTP: one transport (a keep-alive pool per origin) for the
 * identity provider, the catalog and its storage, disposed when the run ends. The entry points
 * pass this to the run; tests pass a catalog in memory instead.
 */
export function connect(
  config: Pick<Config, 'signIn' | 'transfer' | 'target' | 'selection'>,
  deps: { readonly log: Log; readonly secrets: Secrets; readonly pending: PendingWork; readonly clock?: Clock },
): Connection {
  const { log, secrets, pending, clock = {} } = deps
  const { signIn, transfer, target, selection } = config
  const http = new Http({ retries: transfer.retries, timeoutMs: transfer.timeoutMs, log, pending, ...clock })
  let tokens: TokenSource
  if (signIn.kind === 'token') {
    secrets.add(signIn.accessToken)
    tokens = staticToken(signIn.accessToken)
  } else {
    tokens = new CognitoSession(signIn, { http, secrets, log, ...(clock.now === undefined ? {} : { now: clock.now }) })
  }
  // A STAC API source is read with the same client, on its own origin, and never with the catalog's token.
  const source = selection.source?.kind === 'api' ? selection.source : undefined
  return {
    catalog: new HttpCatalog({ apiRoot: target.apiRoot, http, tokens, secrets }),
    tokens,
    ...(source === undefined
      ? {}
      : {
          source: new HttpCatalog({ apiRoot: sourceCollection(source.url).apiRoot, http, tokens: noToken(), secrets }),
          // Its asset bytes, on the same transport: it adds no credentials (HttpCatalog adds the token, to its origin only).
          remote: new RemoteContent({ http }),
        }),
    dispose: () => http.dispose(),
  }
}
