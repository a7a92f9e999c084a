import type { Shard } from './shard.ts'
import type { PathPattern } from './templates.ts'

/**
 * The parsed config, one record per phase that reads it (each input's `phase` in config/inputs.ts
 * names its record): config/ makes them, publish.ts hands each phase its own, and a phase takes
 * its record from here, never the inputs' module.
 */

/** Where the files go: the catalog, the collection, and its item or its own assets. */
export interface TargetConfig {
  /** base-url with /api/stac/v1. */
  readonly apiRoot: string
  readonly collection: string
  /** The item (or a template); undefined when the files are collection assets or rules give their items. */
  readonly item: string | undefined
  readonly collectionAsset: boolean
}

/** How the run signs in: a token given, or a user of the identity provider. */
export type SignInConfig =
  | { readonly kind: 'token'; readonly accessToken: string }
  | {
      readonly kind: 'password'
      readonly url: string
      readonly clientId: string
      readonly clientSecret: string | undefined
      readonly username: string
      readonly password: string
      readonly totpSecret: string | undefined
    }

/** Which files, and what their paths say. */
export interface SelectionConfig {
  /** GITHUB_WORKSPACE (the current directory outside Actions): nothing outside it is read. */
  readonly workspace: string
  readonly workingDirectory: string
  readonly patterns: readonly string[]
  readonly includeHiddenFiles: boolean
  readonly ifNoFilesFound: 'error' | 'warn' | 'ignore'
  /** Named parts of each file's path, placeholders in every template. */
  readonly pathPattern: PathPattern | undefined
  /** This job's share of the files. */
  readonly shard: Shard | undefined
  /** stac-source: what is published instead of the files patterns select (patterns is then empty). */
  readonly source: SourceInput | undefined
}

/**
 * A STAC source: a JSON file in the workspace (its path, and as given for messages), or a collection
 * of a STAC API with the filters of its item listing, or the ids to read one by one.
 */
export type SourceInput =
  | { readonly kind: 'static'; readonly path: string; readonly source: string }
  | {
      readonly kind: 'api'
      /** The collection's URL, without a trailing slash. */
      readonly url: string
      readonly ids: readonly string[] | undefined
      /** As the STAC API's datetime parameter takes it (RFC 3339 ends, '..' for an open one). */
      readonly datetime: string | undefined
      readonly bbox: readonly [west: number, south: number, east: number, north: number] | undefined
    }

/** What each asset is called and says of itself. */
export interface AssetMetadataConfig {
  readonly assetId: string
  readonly mediaType: MediaTypeOverride
  readonly title: string | undefined
  readonly description: string | undefined
  /** An EPSG code, or auto: each file's own, from its georeferencing. */
  readonly projEpsg: number | 'auto' | undefined
  /** Metres, or auto: each raster's pixel size. Item assets only: the catalog refuses gsd on the collection's own. */
  readonly gsd: number | 'auto' | undefined
  /** Metadata rules per file pattern. */
  readonly rules: YamlInput | undefined
}

/** The target items and what they are made of. */
export interface ItemsConfig {
  /** The items input: require the target items, create missing ones, or also update existing ones. */
  readonly mode: 'existing' | 'create' | 'sync'
  /** Template of the items' datetime (checked per item once rendered). */
  readonly itemDatetime: string | undefined
  readonly itemGeometry: ItemGeometryInput
  readonly itemTitle: string | undefined
  /** Item property templates (a YAML mapping). */
  readonly itemProperties: YamlInput | undefined
  /** Item links (a YAML list of links, href and title templates). */
  readonly itemLinks: YamlInput | undefined
}

/** How the run talks to the catalog and its storage. */
export interface TransferConfig {
  readonly createMethod: 'auto' | 'post' | 'put'
  readonly upload: 'auto' | 'true' | 'false'
  readonly contentEncoding: 'gzip' | 'br' | undefined
  /** Bytes; undefined: auto. */
  readonly partSize: number | undefined
  readonly concurrency: number
  readonly retries: number
  readonly timeoutMs: number
}

/** What the run may change: whether it writes, replaces and deletes, and how much. */
export interface SafetyConfig {
  readonly dryRun: boolean
  readonly ifExists: 'skip-unchanged' | 'overwrite' | 'fail'
  readonly prune: boolean
  /** Infinity for 'all'. */
  readonly pruneLimit: number
  /**
   * Whether prune-limit was given (a runner passes action.yml's defaults as inputs: it has none
   * there, so that this can be told). Given, it alone bounds prune; left out, prune also stops
   * before deleting more than half of an item's (or the collection's) assets.
   */
  readonly pruneLimitGiven: boolean
}

/** YAML given inline, or the path of a YAML file in the workspace (read once the run starts). */
export type YamlInput = { readonly text: string; readonly source: 'inline' } | { readonly path: string; readonly source: string }

/**
 * Where items' geometry comes from: the files' footprints, or what the user gives (read when items
 * are made); a template is the path of each item's GeoJSON file, relative to working-directory.
 */
export type ItemGeometryInput =
  | { readonly kind: 'auto' }
  | { readonly kind: 'bbox' | 'geojson'; readonly text: string }
  | { readonly kind: 'file'; readonly path: string; readonly source: string }
  | { readonly kind: 'template'; readonly template: string }

/** One media type for every file, per-extension choices, or nothing (the table's defaults). */
export interface MediaTypeOverride {
  readonly all: string | undefined
  readonly byExtension: ReadonlyMap<string, string>
}
