/**
 * Every input of action.yml, with what the command line needs to know of it: a flag without a
 * value, lines (a repeatable option), a secret (from the environment only), or plain text. Names,
 * defaults and required flags live in action.yml; a test fails on any difference between it,
 * this table and the schema in config.ts.
 */
export const INPUTS = {
  'base-url': 'text',
  'auth-url': 'text',
  'client-id': 'text',
  'client-secret': { secret: 'STAC_CLIENT_SECRET' },
  username: 'text',
  password: { secret: 'STAC_PASSWORD' },
  'mfa-totp-secret': { secret: 'STAC_TOTP_SECRET' },
  'access-token': { secret: 'STAC_ACCESS_TOKEN' },
  collection: 'text',
  item: 'text',
  'collection-asset': 'flag',
  items: 'text',
  'item-datetime': 'text',
  'item-geometry': 'text',
  'item-title': 'text',
  'item-properties': 'text',
  files: 'lines',
  'working-directory': 'text',
  'include-hidden-files': 'flag',
  'if-no-files-found': 'text',
  'asset-id': 'text',
  'media-type': 'lines',
  title: 'text',
  description: 'text',
  'proj-epsg': 'text',
  gsd: 'text',
  'create-method': 'text',
  upload: 'text',
  'if-exists': 'text',
  prune: 'flag',
  'prune-limit': 'text',
  'content-encoding': 'text',
  'part-size': 'text',
  concurrency: 'text',
  retries: 'text',
  timeout: 'text',
  shard: 'text',
  rules: 'text',
  'path-pattern': 'text',
  'dry-run': 'flag',
} as const satisfies Record<string, 'text' | 'lines' | 'flag' | { readonly secret: string }>

export type InputName = keyof typeof INPUTS
export type RawInputs = Partial<Record<InputName, string>>

export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]

/** Secret inputs and the environment variable the command line reads each from. */
export const SECRET_INPUTS: ReadonlyMap<InputName, string> = new Map(
  INPUT_NAMES.flatMap((name) => {
    const kind: (typeof INPUTS)[InputName] = INPUTS[name]
    return typeof kind === 'object' ? [[name, kind.secret] as const] : []
  }),
)
