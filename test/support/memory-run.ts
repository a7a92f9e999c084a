import type { TokenSource } from '../../src/auth/auth.ts'
import type { CatalogApi } from '../../src/catalog/api.ts'
import type { Log } from '../../src/common/log.ts'
import { PendingWork } from '../../src/common/pending.ts'
import { Secrets } from '../../src/common/secrets.ts'
import type { PublishDeps } from '../../src/publish.ts'
import { Checks } from '../../src/report/preflight.ts'

/** The clock of a whole run in memory: it stands still. */
export const NOW = Date.parse('2025-06-01T00:00:00Z')

/** The sign-in of access-token: token, which always has it. */
export const STATIC_TOKEN: TokenSource = { token: async () => 'token', current: () => 'token', refresh: async () => 'token' }

/**
 * publish()'s collaborators for a whole run against a catalog in memory: the token, the clock at NOW,
 * `log`, and fresh secrets, pending work and checks unless given.
 */
export const memoryDeps = (
  catalog: CatalogApi,
  log: Log,
  options: { readonly tokens?: TokenSource; readonly checks?: Checks } = {},
): PublishDeps => ({
  catalog,
  tokens: options.tokens ?? STATIC_TOKEN,
  clock: { now: () => NOW },
  log,
  secrets: new Secrets(),
  pending: new PendingWork(),
  checks: options.checks ?? new Checks(),
})
