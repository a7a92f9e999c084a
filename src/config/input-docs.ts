// Generated from action.yml by scripts/docs.ts (`npm run docs`); test/input-docs.test.ts fails when it differs.
/* eslint-disable max-len -- each description stays one string, as action.yml has it */
import type { InputName } from './inputs.ts'

/** An input as action.yml describes it: its meaning, allowed values and default in words, its default value, whether it is required. */
export interface InputDoc {
  readonly description: string
  readonly default?: string
  readonly required: boolean
}

/** Every input of action.yml, in its order: what the command line says of each flag and variable in its --help. */
export const INPUT_DOCS: Readonly<Record<InputName, InputDoc>> = {
  'base-url': {
    description:
      'Catalog address; the action appends /api/stac/v1. https:// is required except for loopback hosts. Default: https://data.geo.admin.ch',
    default: 'https://data.geo.admin.ch',
    required: false,
  },
  'auth-url': {
    description:
      'Identity provider (Amazon Cognito) endpoint for InitiateAuth. https:// is required except for loopback hosts. Default: https://cognito-idp.eu-central-1.amazonaws.com/',
    default: 'https://cognito-idp.eu-central-1.amazonaws.com/',
    required: false,
  },
  'client-id': { description: 'Cognito app client id. Required unless access-token is given.', required: false },
  'client-secret': {
    description: 'Cognito app client secret, only if the app client has one (sent as SECRET_HASH). Use a secret.',
    required: false,
  },
  username: { description: 'User to sign in as (USER_PASSWORD_AUTH). Required unless access-token is given.', required: false },
  password: { description: "The user's password. Required unless access-token is given. Use a secret.", required: false },
  'mfa-totp-secret': {
    description:
      'Base32 TOTP secret of a user with authenticator-app MFA; the action answers the SOFTWARE_TOKEN_MFA challenge with it. Use a secret.',
    required: false,
  },
  'access-token': {
    description: 'A catalog access token obtained another way; skips sign-in. It cannot be renewed when it expires. Use a secret.',
    required: false,
  },
  collection: { description: "Id of the collection (a-z, 0-9, '-', '_', '.'). Required.", required: true },
  item: {
    description:
      'Id of the item the assets belong to, or a template such as {parent} for one item per folder. Required unless collection-asset is true (or rules give every file an item or collection-asset).',
    required: false,
  },
  'collection-asset': {
    description:
      'Publish the files as assets of the collection itself (/collections/{collection}/assets), not of an item: true or false. Rules may set it per pattern. Default: false',
    default: 'false',
    required: false,
  },
  items: {
    description:
      'What to do with the target items: existing (they must exist already), create (create the missing ones; leave existing ones alone) or sync (create the missing ones and update the geometry, datetime, title and item-properties of existing ones where they differ). Default: existing',
    default: 'existing',
    required: false,
  },
  'item-datetime': {
    description:
      'Datetime of the items the action creates or syncs: a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z, or basic 20240601T1000Z), optionally followed by + and an ISO 8601 duration ({ref}+PT{h}H), or an interval start/end of those; may be a template such as {parent}; rules may set it per pattern. Needed to create an item. Default: none',
    required: false,
  },
  'item-geometry': {
    description:
      "Geometry of the items the action creates or syncs: auto (the union of the files' footprints, read from their own georeferencing and reprojected to WGS84), a GeoJSON geometry (inline, or the path of a GeoJSON file in the repository), a template of the path of each item's GeoJSON file relative to working-directory ({parent}/location.geojson), or a bbox west,south,east,north in WGS84 degrees. Default: auto",
    default: 'auto',
    required: false,
  },
  'item-title': {
    description: 'Template of the title of the items the action creates or syncs (same placeholders as asset-id). Default: none',
    required: false,
  },
  'item-properties': {
    description:
      "Properties of the items the action creates or syncs: a YAML mapping (inline, or the path of a YAML file in the repository) of property to template, with the keys expires, forecast:reference_datetime (date-times as in item-datetime), forecast:horizon, forecast:duration (ISO 8601 durations of days, hours, minutes, seconds: PT12H, P1DT6H), forecast:variable (text) and forecast:perturbed (true or false); expires must not be in the past. A rule's item-properties override these key by key. Default: none",
    required: false,
  },
  files: {
    description:
      'Glob patterns, one per line, relative to working-directory; lines starting with ! exclude. A folder matches everything below it. Required.',
    required: true,
  },
  'working-directory': {
    description: 'Folder inside the workspace that patterns and {path} are relative to. Default: . (the workspace)',
    default: '.',
    required: false,
  },
  'include-hidden-files': {
    description: "Publish files and folders whose names start with '.': true or false. Default: false",
    default: 'false',
    required: false,
  },
  'if-no-files-found': {
    description: 'When no file matches: error (fail the step), warn or ignore. Default: error',
    default: 'error',
    required: false,
  },
  'asset-id': {
    description:
      'Template of each asset id, lowercased; placeholders {name} {stem} {ext} {path} {dir} {parent} {flatpath} and the named groups of path-pattern, each also as {…|slug}. Default: {name}',
    default: '{name}',
    required: false,
  },
  'media-type': {
    description:
      "Media type for every file (e.g. 'image/tiff; application=geotiff; profile=cloud-optimized'), or one '<extension>: <media type>' per line; a TIFF or GeoPackage whose content contradicts it is refused. Without it, a file's type follows from its extension (docs/metadata.md lists them), a .tif's or .tiff's from its header (image/tiff, GeoTIFF or cloud-optimized GeoTIFF). Default: by extension and content",
    required: false,
  },
  title: { description: "Template of each asset's title (same placeholders as asset-id). Default: none", required: false },
  description: { description: "Template of each asset's description (same placeholders as asset-id). Default: none", required: false },
  'proj-epsg': {
    description:
      "EPSG code of the assets' projection, a positive whole number (e.g. 2056), or auto: each file's own, from its georeferencing (none for a file without). Default: none",
    required: false,
  },
  gsd: {
    description:
      "Ground sample distance of the assets in metres (e.g. 0.5), or auto: each raster's pixel size, from its georeferencing (none for other files). Not set on assets of the collection itself. Default: none",
    required: false,
  },
  'create-method': {
    description:
      'How new assets are created: auto (POST as published, switching to PUT when the catalog answers 405), post, or put. Default: auto',
    default: 'auto',
    required: false,
  },
  upload: {
    description:
      "Upload the files' bytes: auto (where the catalog has the upload API), true (a missing upload API is an error) or false. Default: auto",
    default: 'auto',
    required: false,
  },
  'if-exists': {
    description:
      'When an asset exists already: skip-unchanged (update only what differs, skip the rest), overwrite (replace and upload again) or fail. Default: skip-unchanged',
    default: 'skip-unchanged',
    required: false,
  },
  prune: {
    description:
      'Once every file was published, delete the assets of the target items (or collection) that no selected file maps to: true or false. Never when a file failed or when no file was selected for an item; with shard, only assets of this shard. Default: false',
    default: 'false',
    required: false,
  },
  'prune-limit': {
    description:
      "The most assets prune may delete in one run: a whole number, or all. Over it, the run fails before deleting anything and says how many it would delete. Left out, prune also stops before it would delete more than half of an item's (or the collection's) assets; given, it alone decides. Default: 10",
    required: false,
  },
  'content-encoding': {
    description: 'Compress files for upload: none, gzip or br (the checksum stays that of the original file). Default: none',
    default: 'none',
    required: false,
  },
  'part-size': {
    description:
      'Multipart upload part size in MiB, 5 to 5120, or auto (16 MiB, larger when a file needs more than 100 parts). Default: auto',
    default: 'auto',
    required: false,
  },
  concurrency: { description: 'Files published at the same time, 1 to 64. Default: 16', default: '16', required: false },
  retries: {
    description: 'Retries of a request after a transient failure (network error, 429, 5xx), 0 to 20. Default: 5',
    default: '5',
    required: false,
  },
  timeout: {
    description:
      'Seconds a request may stay silent before it counts as failed, 1 to 3600; a part of an upload sent slower than 16 KiB/s on average over this time (over a minute when shorter) counts as failed too. Default: 120',
    default: '120',
    required: false,
  },
  shard: {
    description:
      "Publish only this job's share of the files in a matrix: K/N with 0 <= K < N (e.g. ${{ strategy.job-index }}/${{ strategy.job-total }}); each asset id belongs to exactly one shard by a stable hash. Default: none (all files)",
    required: false,
  },
  rules: {
    description:
      'Metadata per file pattern: a YAML list (inline, or the path of a YAML file in the repository) of rules with files (glob) and any of media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties; the first matching rule wins, the plain inputs fill in the rest. Default: none',
    required: false,
  },
  'path-pattern': {
    description:
      "A regular expression (JavaScript syntax, Unicode mode) with named groups, searched in each selected file's path relative to working-directory; each group is a placeholder in every template (e.g. (?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3}) gives {ref} and {h}). Every selected file must match it. Default: none",
    required: false,
  },
  'dry-run': {
    description: 'Sign in, read the item and show the plan without writing anything: true or false. Default: false',
    default: 'false',
    required: false,
  },
}
