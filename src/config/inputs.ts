/**
 * Every input, declared once, as data: what it means, its default, the values it takes, whether it is
 * a secret, how the command line takes it (its flag, or the environment variable it is read from),
 * which phase reads it and where the README lists it. scripts/docs.ts writes action.yml's inputs, the
 * README's reference and .env.example from these (`npm run docs`; `npm run docs -- --check` and a
 * test fail when one differs); the command's --help reads them; the schema in config.ts has an entry
 * for each, and no other, or does not compile. Listed in the README's order, group by group.
 */

/* eslint-disable max-len -- each description stays one string, as action.yml and --help have it */

/** The phases that read the inputs: each input belongs to the part of the parsed config its phase takes. */
export type Phase = 'sign-in' | 'target' | 'selection' | 'asset-metadata' | 'items' | 'transfer' | 'safety'

/** The README's groups of inputs, by purpose, in the order it shows them. */
export const INPUT_GROUPS = ['Catalog and sign-in', 'Target', 'Selection', 'Asset metadata', 'Items', 'Writing', 'Transfer'] as const

interface Declared {
  readonly phase: Phase
  /** The README's group, where its reference lists it. */
  readonly group: (typeof INPUT_GROUPS)[number]
  /**
   * How the command line takes it: a value (text), one value per line (lines: a flag given once per
   * value), or true or false (flag: given for true, left out for false).
   */
  readonly kind: 'text' | 'lines' | 'flag'
  /** The words it takes, where it takes one of a list; the schema accepts these (and their aliases) and no other. */
  readonly values?: readonly [string, ...string[]]
  /** A step without it does not run (action.yml's `required: true`); the schema refuses it blank. */
  readonly required?: true
  /**
   * What a runner passes for it when a step leaves it out (action.yml's `default:`), and what the
   * schema makes of it left blank. None where a value given must be told from none: prune-limit,
   * whose 10 the description and the schema say.
   */
  readonly default?: string
  /**
   * What action.yml, the README and --help (in the command's words) say of it: its meaning and the
   * values it takes, then "Required." or its default as the last sentence ("Default: …", which the
   * README shows in a column of its own), and "Use a secret." for a secret.
   */
  readonly description: string
}

/**
 * An input as declared. A secret has no flag: the command line reads it from `variable` only, so
 * that it stays out of shell history and process lists. Another input's `variable` stands in for
 * its flag, which wins over it.
 */
export type InputDeclaration = Declared &
  ({ readonly secret?: never; readonly variable?: string } | { readonly secret: true; readonly kind: 'text'; readonly variable: string })

export const INPUTS = {
  'base-url': {
    phase: 'target',
    group: 'Catalog and sign-in',
    kind: 'text',
    variable: 'STAC_BASE_URL',
    default: 'https://data.geo.admin.ch',
    description:
      'Catalog address; the action appends /api/stac/v1. https:// is required except for loopback hosts. Default: https://data.geo.admin.ch',
  },
  'auth-url': {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    variable: 'STAC_AUTH_URL',
    default: 'https://cognito-idp.eu-central-1.amazonaws.com/',
    description:
      'Identity provider (Amazon Cognito) endpoint for InitiateAuth. https:// is required except for loopback hosts. Default: https://cognito-idp.eu-central-1.amazonaws.com/',
  },
  'client-id': {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    variable: 'STAC_CLIENT_ID',
    description: 'Cognito app client id. Required unless access-token is given.',
  },
  'client-secret': {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    secret: true,
    variable: 'STAC_CLIENT_SECRET',
    description: 'Cognito app client secret, only if the app client has one (sent as SECRET_HASH). Use a secret.',
  },
  username: {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    variable: 'STAC_USERNAME',
    description: 'User to sign in as (USER_PASSWORD_AUTH). Required unless access-token is given.',
  },
  password: {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    secret: true,
    variable: 'STAC_PASSWORD',
    description: "The user's password. Required unless access-token is given. Use a secret.",
  },
  'mfa-totp-secret': {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    secret: true,
    variable: 'STAC_TOTP_SECRET',
    description:
      'Base32 TOTP secret of a user with authenticator-app MFA; the action answers the SOFTWARE_TOKEN_MFA challenge with it. Use a secret.',
  },
  'access-token': {
    phase: 'sign-in',
    group: 'Catalog and sign-in',
    kind: 'text',
    secret: true,
    variable: 'STAC_ACCESS_TOKEN',
    description: 'A catalog access token obtained another way; skips sign-in. It cannot be renewed when it expires. Use a secret.',
  },
  collection: {
    phase: 'target',
    group: 'Target',
    kind: 'text',
    required: true,
    description: "Id of the collection (a-z, 0-9, '-', '_', '.'). Required.",
  },
  item: {
    phase: 'target',
    group: 'Target',
    kind: 'text',
    description:
      "Id of the item the assets belong to, or a template such as {parent} for one item per folder; with stac-source, a template of the source item's {id} and properties, by default {id}. Required unless collection-asset is true (or rules give every file an item or collection-asset).",
  },
  'collection-asset': {
    phase: 'target',
    group: 'Target',
    kind: 'flag',
    default: 'false',
    description:
      'Publish the files as assets of the collection itself (/collections/{collection}/assets), not of an item: true or false. Rules may set it per pattern. Default: false',
  },
  files: {
    phase: 'selection',
    group: 'Selection',
    kind: 'lines',
    description:
      'Glob patterns, one per line, relative to working-directory; lines starting with ! exclude. A folder matches everything below it. Required unless stac-source is given.',
  },
  'stac-source': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    description:
      "Publish what a STAC source describes instead of files: the path (relative to working-directory) of a STAC JSON file in the repository, a Catalog or Collection (followed through its child and item links), an Item or a FeatureCollection of Items, whose hrefs are relative and stay in the workspace; or the https:// address of a collection of a STAC API (…/collections/{id}), whose assets' bytes are read from their hrefs. Items, their links and their assets' metadata come from the source; the asset and item settings and rules apply on top. Not with files. Default: none",
  },
  'source-ids': {
    phase: 'selection',
    group: 'Selection',
    kind: 'lines',
    description:
      'Only these items of a STAC API source, by their ids in the source, one per line or separated by commas; each is read by itself. Not with source-datetime or source-bbox. Default: all items',
  },
  'source-datetime': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    description:
      "Only the items of a STAC API source at this time, as its item listing's datetime filter: an instant (2024-06-01T00:00:00Z; a date alone is the whole day) or an interval start/end, either end open as .. (2024-01-01/.., ../2024-06-30). Default: all items",
  },
  'source-bbox': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    description:
      "Only the items of a STAC API source whose geometry meets this box, as its item listing's bbox filter: west,south,east,north in WGS84 degrees (e.g. 5.96,45.82,10.49,47.81). Default: all items",
  },
  'working-directory': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    default: '.',
    description: 'Folder inside the workspace that patterns and {path} are relative to. Default: . (the workspace)',
  },
  'include-hidden-files': {
    phase: 'selection',
    group: 'Selection',
    kind: 'flag',
    default: 'false',
    description: "Publish files and folders whose names start with '.': true or false. Default: false",
  },
  'if-no-files-found': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    values: ['error', 'warn', 'ignore'],
    default: 'error',
    description: 'When no file matches: error (fail the step), warn or ignore. Default: error',
  },
  'path-pattern': {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    description:
      "A regular expression (JavaScript syntax, Unicode mode) with named groups, searched in each selected file's path relative to working-directory; each group is a placeholder in every template (e.g. (?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3}) gives {ref} and {h}). Every selected file must match it. Default: none",
  },
  shard: {
    phase: 'selection',
    group: 'Selection',
    kind: 'text',
    description:
      "Publish only this job's share of the files in a matrix: K/N with 0 <= K < N (e.g. ${{ strategy.job-index }}/${{ strategy.job-total }}); each asset id belongs to exactly one shard by a stable hash. Default: none (all files)",
  },
  'asset-id': {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    default: '{name}',
    description:
      "Template of each asset id, lowercased; placeholders {name} {stem} {ext} {path} {dir} {parent} {flatpath} and the named groups of path-pattern, each also as {…|slug}; with stac-source also {key} (the asset's key in the source item), {id} and the source item's properties. Default: {name}, with stac-source {key}",
  },
  'media-type': {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'lines',
    description:
      "Media type for every file (e.g. 'image/tiff; application=geotiff; profile=cloud-optimized'), or one '<extension>: <media type>' per line; a TIFF or GeoPackage whose content contradicts it is refused. Without it, a file's type follows from its extension (docs/metadata.md lists them), a .tif's or .tiff's from its header (image/tiff, GeoTIFF or cloud-optimized GeoTIFF); with stac-source, the type the source states. Default: by extension and content",
  },
  title: {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    description: "Template of each asset's title (same placeholders as asset-id). Default: none",
  },
  description: {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    description: "Template of each asset's description (same placeholders as asset-id). Default: none",
  },
  'proj-epsg': {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    description:
      "EPSG code of the assets' projection, a positive whole number (e.g. 2056), or auto: each file's own, from its georeferencing (none for a file without; a STAC API source's assets, not read for it, take the proj:epsg it states). Default: none",
  },
  gsd: {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    description:
      "Ground sample distance of the assets in metres (e.g. 0.5), or auto: each raster's pixel size, from its georeferencing (none for other files; a STAC API source's assets, not read for it, take the gsd it states). Not set on assets of the collection itself. Default: none",
  },
  rules: {
    phase: 'asset-metadata',
    group: 'Asset metadata',
    kind: 'text',
    description:
      'Metadata per file pattern: a YAML list (inline, or the path of a YAML file in the repository) of rules with files (glob) and any of media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties; the first matching rule wins, the plain inputs fill in the rest. Default: none',
  },
  items: {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    values: ['existing', 'create', 'sync'],
    default: 'existing',
    description:
      'What to do with the target items: existing (they must exist already), create (create the missing ones; leave existing ones alone) or sync (create the missing ones and update the geometry, datetime, title, item-properties and item-links of existing ones where they differ). Default: existing',
  },
  'item-datetime': {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    description:
      'Datetime of the items the action creates or syncs: a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z, or basic 20240601T1000Z), optionally followed by + and an ISO 8601 duration ({ref}+PT{h}H), or an interval start/end of those; may be a template such as {parent}; rules may set it per pattern. Needed to create an item. Default: none',
  },
  'item-geometry': {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    default: 'auto',
    description:
      "Geometry of the items the action creates or syncs: auto (the union of the files' footprints, read from their own georeferencing and reprojected to WGS84), a GeoJSON geometry (inline, or the path of a GeoJSON file in the repository), a template of the path of each item's GeoJSON file relative to working-directory ({parent}/location.geojson), or a bbox west,south,east,north in WGS84 degrees. Default: auto",
  },
  'item-title': {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    description: 'Template of the title of the items the action creates or syncs (same placeholders as asset-id). Default: none',
  },
  'item-properties': {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    description:
      "Properties of the items the action creates or syncs: a YAML mapping (inline, or the path of a YAML file in the repository) of property to template, with the keys expires, forecast:reference_datetime (date-times as in item-datetime), forecast:horizon, forecast:duration (ISO 8601 durations of days, hours, minutes, seconds: PT12H, P1DT6H), forecast:variable (text) and forecast:perturbed (true or false); expires must not be in the past. A rule's item-properties override these key by key. Default: none",
  },
  'item-links': {
    phase: 'items',
    group: 'Items',
    kind: 'text',
    description:
      "Links of the items the action creates or syncs: a YAML list (inline, or the path of a YAML file in the repository) of links with rel, href (an absolute URL) and optionally type, title and hreflang, e.g. [{rel: license, href: 'https://…', title: Terms of use}]; href and title may be templates (a value percent-encoded in href); one link per rel (the catalog keeps one), none of the catalog's own (self, root, parent, collection, items). Compared as values: with items: sync, an item whose links differ gets exactly these; without item-links, an item keeps its own. With stac-source they replace the source item's links of the same rel. A rule's item-links replace these for its files ([] for none). Default: none",
  },
  'dry-run': {
    phase: 'safety',
    group: 'Writing',
    kind: 'flag',
    default: 'false',
    description: 'Sign in, read the item and show the plan without writing anything: true or false. Default: false',
  },
  'if-exists': {
    phase: 'safety',
    group: 'Writing',
    kind: 'text',
    values: ['skip-unchanged', 'overwrite', 'fail'],
    default: 'skip-unchanged',
    description:
      'When an asset exists already: skip-unchanged (update only what differs, skip the rest), overwrite (replace and upload again) or fail. Default: skip-unchanged',
  },
  prune: {
    phase: 'safety',
    group: 'Writing',
    kind: 'flag',
    default: 'false',
    description:
      'Once every file was published, delete the assets of the target items (or collection) that no selected file maps to: true or false. Never when a file failed or when no file was selected for an item; with shard, only assets of this shard. Default: false',
  },
  'prune-limit': {
    phase: 'safety',
    group: 'Writing',
    kind: 'text',
    description:
      "The most assets prune may delete in one run: a whole number, or all. Over it, the run fails before deleting anything and says how many it would delete. Left out, prune also stops before it would delete more than half of an item's (or the collection's) assets; given, it alone decides. Default: 10",
  },
  'create-method': {
    phase: 'transfer',
    group: 'Writing',
    kind: 'text',
    values: ['auto', 'post', 'put'],
    default: 'auto',
    description:
      'How new assets are created: auto (POST as published, switching to PUT when the catalog answers 405), post, or put. Default: auto',
  },
  upload: {
    phase: 'transfer',
    group: 'Writing',
    kind: 'text',
    values: ['auto', 'true', 'false'],
    default: 'auto',
    description:
      "Upload the files' bytes: auto (where the catalog has the upload API), true (a missing upload API is an error) or false. Default: auto",
  },
  'content-encoding': {
    phase: 'transfer',
    group: 'Transfer',
    kind: 'text',
    values: ['none', 'gzip', 'br'],
    default: 'none',
    description: 'Compress files for upload: none, gzip or br (the checksum stays that of the original file). Default: none',
  },
  'part-size': {
    phase: 'transfer',
    group: 'Transfer',
    kind: 'text',
    default: 'auto',
    description:
      'Multipart upload part size in MiB, 5 to 5120, or auto (16 MiB, larger when a file needs more than 100 parts). Default: auto',
  },
  concurrency: {
    phase: 'transfer',
    group: 'Transfer',
    kind: 'text',
    default: '16',
    description: 'Files published at the same time, 1 to 64. Default: 16',
  },
  retries: {
    phase: 'transfer',
    group: 'Transfer',
    kind: 'text',
    default: '5',
    description: 'Retries of a request after a transient failure (network error, 429, 5xx), 0 to 20. Default: 5',
  },
  timeout: {
    phase: 'transfer',
    group: 'Transfer',
    kind: 'text',
    default: '120',
    description:
      'Seconds a request may stay silent before it counts as failed, 1 to 3600; a part of an upload sent slower than 16 KiB/s on average over this time (over a minute when shorter) counts as failed too. Default: 120',
  },
} as const satisfies Record<string, InputDeclaration>

export type InputName = keyof typeof INPUTS
export type RawInputs = Partial<Record<InputName, string>>

export const INPUT_NAMES = Object.keys(INPUTS) as InputName[]

/** The declaration of an input, as its type says any input's. */
export const declared = (name: InputName): InputDeclaration => INPUTS[name]

/** Secret inputs and the environment variable the command line reads each from. */
export const SECRET_INPUTS: ReadonlyMap<InputName, string> = new Map(
  INPUT_NAMES.flatMap((name) => {
    const input = declared(name)
    return input.secret === true ? [[name, input.variable] as const] : []
  }),
)
