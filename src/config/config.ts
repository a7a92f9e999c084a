import path from 'node:path'
import { z } from 'zod'
import { MIB, input as inputRef, type Problem, ProblemsError, type Refusal, refusalLine, say, type Text, within } from '../common/index.ts'
import {
  isLoopbackHost,
  yamlBoolean,
  ID_RULE,
  idTextRefusal,
  idTextRefused,
  isValidId,
  parseItemTime,
  parseDatetimeFilter,
  isKnownMediaType,
  KNOWN_EXTENSIONS,
  normalizeMediaType,
  parsePathPattern,
  placeholderProblem,
  type PathPattern,
} from '../domain/index.ts'
import { type InputName, INPUTS, type RawInputs } from './inputs.ts'
import type {
  AssetMetadataConfig,
  ItemGeometryInput,
  ItemsConfig,
  MediaTypeOverride,
  SafetyConfig,
  SelectionConfig,
  Shard,
  SignInConfig,
  SourceInput,
  TargetConfig,
  TransferConfig,
  YamlInput,
} from '../domain/index.ts'
import {
  BOOLEAN_ALIASES,
  countSuggestion,
  epsgSuggestion,
  idSuggestion,
  mediaTypeSuggestion,
  metresSuggestion,
  nearest,
} from './suggest.ts'

// Each schema parses once a run: zod's compiled fast path for objects (built with new Function on
// the first parse) costs more to build than it can save, about 5 ms of every start.
z.config({ jitless: true })

/** The parsed inputs, one record per phase that reads them (each input's declared phase), frozen. */
export interface Config {
  readonly target: TargetConfig
  readonly signIn: SignInConfig
  readonly selection: SelectionConfig
  readonly assetMetadata: AssetMetadataConfig
  readonly items: ItemsConfig
  readonly transfer: TransferConfig
  readonly safety: SafetyConfig
}

/**
 * A value close to a refused one that the same check accepts: said as the input set to it, or
 * (`partial`) as text, for one line of an input of several; `why` says what made it wrong.
 */
interface Suggestion {
  readonly value: string
  readonly partial?: boolean
  readonly why?: string
}

/** What a refusal of the schema carries to its problem, beside zod's message. */
interface Refused {
  readonly refusal: Refusal
  readonly suggestion?: Suggestion
}

/** Refuses the value: what is wrong, what is accepted, and the near miss it most likely was, each apart. */
function refuse(ctx: z.core.$RefinementCtx, refusal: Refusal, suggestion?: Suggestion): typeof z.NEVER {
  const params: Refused = { refusal, ...(suggestion === undefined ? {} : { suggestion }) }
  ctx.addIssue({ code: 'custom', message: refusalLine(refusal), params })
  return z.NEVER
}

const suggested = (value: string | number | undefined, why?: string): Suggestion | undefined =>
  value === undefined ? undefined : { value: String(value), ...(why === undefined ? {} : { why }) }

const blankToUndefined = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

/** One of `values`; `aliases` are words people use for them (`replace` for overwrite). */
const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  aliases: Readonly<Record<string, T[number]>> = {},
) =>
  z
    .string()
    .optional()
    .transform((value, ctx): T[number] => {
      const given = blankToUndefined(value)
      if (given === undefined) return fallback
      const found = values.find((allowed) => allowed === given.toLowerCase())
      if (found !== undefined) return found
      return refuse(
        ctx,
        { what: `'${given}' is not allowed`, fix: `use one of: ${values.join(', ')} (default ${fallback})` },
        suggested(nearest(given, values, aliases)),
      )
    })

/** True or false; `fallback`: the declared default. */
const bool = (fallback: 'true' | 'false') =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      if (given === undefined) return fallback === 'true'
      const read = yamlBoolean(given)
      if (read !== undefined) return read
      return refuse(
        ctx,
        { what: `'${given}' is not a boolean`, fix: `use true or false (default ${fallback})` },
        suggested(nearest(given, ['true', 'false'], BOOLEAN_ALIASES)),
      )
    })

/** Whether a number is whole and from `min` to `max`. */
const inRange =
  (min: number, max: number) =>
  (n: number | undefined): n is number =>
    n !== undefined && Number.isInteger(n) && n >= min && n <= max

/**
 * A whole number in a range, `fallback` (the declared default) when blank; `units`: what a number may
 * be written with instead (`2min` for 120 seconds).
 */
const integer = (min: number, max: number, fallback: string, unit = '', units: Readonly<Record<string, number>> = {}) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value) ?? fallback
      const allowed = inRange(min, max)
      if (!/^\d+$/.test(given) || !allowed(Number(given))) {
        const counted = countSuggestion(given, units)
        return refuse(
          ctx,
          { what: `'${given}' is not allowed`, fix: `use a whole number from ${min} to ${max}${unit} (default ${fallback})` },
          suggested(allowed(counted) ? counted : undefined),
        )
      }
      return Number(given)
    })

/**
 * A value that is a number, or auto: `read` takes the number from the text (undefined when it is
 * none), `use` says what is accepted, `suggest` the near miss it most likely is.
 */
const numberOrAuto = (read: (given: string) => number | undefined, use: string, suggest: (given: string) => number | undefined) =>
  z
    .string()
    .optional()
    .transform((value, ctx): number | 'auto' | undefined => {
      const given = blankToUndefined(value)
      if (given === undefined) return undefined
      if (given.toLowerCase() === 'auto') return 'auto'
      const number = read(given)
      if (number !== undefined) return number
      return refuse(ctx, { what: `'${given}' is not allowed`, fix: `use ${use}, or auto (default not set)` }, suggested(suggest(given)))
    })

/** proj-epsg: an EPSG code, or auto. */
const epsgOrAuto = numberOrAuto(
  (given) => (/^\d+$/.test(given) && Number(given) >= 1 && Number(given) <= 999_999 ? Number(given) : undefined),
  'an EPSG code, a whole number from 1 to 999999 such as 2056',
  epsgSuggestion,
)

/** gsd: metres, or auto. */
const metresOrAuto = numberOrAuto(
  (given) => (/^\d+(\.\d+)?$/.test(given) && Number(given) > 0 ? Number(given) : undefined),
  'a number of metres above 0 such as 0.5',
  metresSuggestion,
)

/**
 * A URL as its refusals show it: what stands before an @ (a user and password, or a scheme-less
 * `user:password@host`) is left out, since nothing masks it.
 */
const withoutCredentials = (given: string): string => given.replace(/^([^/]*?\/\/)?[^/?#]*@/, '$1…@')

const serviceUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value) ?? fallback
      const shown = withoutCredentials(given)
      // Credentials are refused before anything else, and never suggested back.
      const credentials = given !== shown
      let url: URL
      try {
        url = new URL(given)
      } catch {
        // A host without its scheme (data.geo.admin.ch).
        const withScheme = URL.parse(`https://${given}`)
        return refuse(
          ctx,
          { what: `'${shown}' is not a URL`, fix: `use an absolute https:// URL such as ${fallback}` },
          suggested(
            !credentials && withScheme !== null && withScheme.hostname.includes('.') && !given.includes(' ')
              ? `https://${given}`
              : undefined,
          ),
        )
      }
      if (credentials || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
        return refuse(ctx, {
          what: `'${credentials ? shown : `${url.origin}${url.pathname}…`}' must not carry credentials, a query or a fragment`,
        })
      }
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        return refuse(
          ctx,
          { what: `'${given}' must use https:// (plain http:// is accepted only for loopback hosts such as 127.0.0.1)` },
          suggested(url.protocol === 'http:' ? `https://${given.slice('http://'.length)}` : undefined),
        )
      }
      return url
    })

/**
 * A collection or item id; an item may also be a template such as '{parent}' (one item per
 * folder, checked per file later), and may be left out (collection assets; parseConfig checks).
 */
const catalogId = (what: 'collection' | 'item', groups: readonly string[] = [], source = false) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      const orTemplate = what === 'item' ? ' a template such as {parent}' : ''
      if (what === 'item' && given?.includes('{') === true) {
        const problem = placeholderProblem(given, groups, source)
        if (problem !== undefined) return refuse(ctx, problem)
        return idTemplate(ctx, given, what)
      }
      if (given === undefined) {
        if (what === 'item') return undefined
        return refuse(ctx, { what: 'required: the id of the collection the assets belong to' })
      }
      if (!isValidId(given)) {
        return refuse(
          ctx,
          { what: `'${given}' is not a valid ${what} id`, fix: `use ${ID_RULE}${orTemplate === '' ? '' : `, or${orTemplate}`}` },
          suggested(idSuggestion(given)),
        )
      }
      return given
    })

/** Characters of a template: it is rendered for every file (a title is at most 255 once rendered). */
export const TEMPLATE_LIMIT = 4096

/** A template of ids whose own text the catalog refuses in any id (ids.ts idTextRefused), with the id it most likely meant. */
function idTemplate(ctx: z.core.$RefinementCtx, template: string, what: 'item' | 'asset'): string {
  const lowercased = what === 'asset'
  if (!idTextRefused(template, lowercased)) return template
  return refuse(ctx, idTextRefusal(template, lowercased, what), suggested(idSuggestion(template, lowercased)))
}

/** A template; `id`: one of ids, whose own text must be an id's. */
const template = (fallback: string | undefined, groups: readonly string[] = [], id?: 'asset', source = false) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value) ?? fallback
      if (given === undefined) return undefined
      if (given.length > TEMPLATE_LIMIT)
        return refuse(ctx, { what: `${given.length} characters`, fix: `a template has at most ${TEMPLATE_LIMIT}` })
      const problem = placeholderProblem(given, groups, source)
      if (problem !== undefined) return refuse(ctx, problem)
      return id === undefined ? given : idTemplate(ctx, given, id)
    })

const mediaTypeOverride = z
  .string()
  .optional()
  .transform((value, ctx): MediaTypeOverride => {
    const lines = (value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
    const byExtension = new Map<string, string>()
    let all: string | undefined
    const checkType = (type: string, line?: (type: string) => string): string | undefined => {
      if (isKnownMediaType(type)) return normalizeMediaType(type)
      const suggestion = mediaTypeSuggestion(type)
      refuse(
        ctx,
        { what: `'${type}' is not a media type the catalog accepts (see docs/metadata.md, Media types by extension)` },
        suggestion === undefined ? undefined : line === undefined ? { value: suggestion } : { value: line(suggestion), partial: true },
      )
      return undefined
    }
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon < 0) {
        if (lines.length > 1) {
          refuse(ctx, {
            what:
              `'${line}': with several lines, write each as '<extension>: <media type>', ` +
              "e.g. 'tif: image/tiff; application=geotiff; profile=cloud-optimized'",
          })
          continue
        }
        all = checkType(line)
        continue
      }
      const extension = line
        .slice(0, colon)
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase()
      const type = checkType(line.slice(colon + 1).trim(), (suggestion) => `${extension}: ${suggestion}`)
      if (!KNOWN_EXTENSIONS.includes(extension)) {
        refuse(ctx, {
          what: `'${extension}' is not a file extension the catalog accepts`,
          fix: `use one of ${KNOWN_EXTENSIONS.join(', ')}`,
        })
      } else if (type !== undefined) {
        byExtension.set(extension, type)
      }
    }
    return { all, byExtension }
  })

/** A date-time or interval (checked now), or a template of one (checked per item, once rendered). */
const itemDatetime = (groups: readonly string[], source = false) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      if (given === undefined) return undefined
      const problem = given.includes('{') ? placeholderProblem(given, groups, source) : undefined
      const parsed = given.includes('{') ? undefined : parseItemTime(given)
      const refusal = problem ?? (parsed !== undefined && 'what' in parsed ? parsed : undefined)
      if (refusal === undefined) return given
      return refuse(ctx, refusal, problem === undefined ? suggested(isoDate(given)) : undefined)
    })

/** A date written as people in Switzerland write it (1.6.2024, 01.06.2024 10:00Z) in the ISO 8601 form item-datetime takes. */
function isoDate(given: string): string | undefined {
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](.+))?$/.exec(given)
  if (swiss === null) return undefined
  const iso = `${swiss[3]}-${swiss[2]!.padStart(2, '0')}-${swiss[1]!.padStart(2, '0')}${swiss[4] === undefined ? '' : `T${swiss[4]}`}`
  return 'what' in parseItemTime(iso) ? undefined : iso
}

/** path-pattern, compiled; its groups are placeholders of the templates that the same schema checks. */
function pathPatternOf(value: string | undefined): PathPattern | Refusal | undefined {
  const given = blankToUndefined(value)
  return given === undefined ? undefined : parsePathPattern(given)
}
/** Ids source-ids reads, each by itself: a promotion of more names a datetime or a bbox. */
const SOURCE_IDS_LIMIT = 10_000

/** source-bbox: four numbers, west,south,east,north in WGS84 degrees, a box with an area (as the STAC API's bbox takes it). */
function wgs84Bbox(given: string): { readonly bbox: readonly [number, number, number, number] } | Refusal {
  const fix = 'give west,south,east,north in WGS84 degrees, e.g. 5.96,45.82,10.49,47.81'
  const parts = given.split(',').map((part) => part.trim())
  const numbers = parts.map((part) => (/^[-+]?\d+(\.\d+)?$/.test(part) ? Number(part) : Number.NaN))
  if (numbers.length !== 4 || numbers.some((n) => Number.isNaN(n))) return { what: `'${given}' is not four numbers`, fix }
  const [west, south, east, north] = numbers as [number, number, number, number]
  if ([west, east].some((x) => x < -180 || x > 180) || [south, north].some((y) => y < -90 || y > 90))
    return { what: `'${given}' is not in WGS84 degrees (longitudes -180 to 180, latitudes -90 to 90)`, fix: `${fix} (LV95 is not taken)` }
  if (west >= east || south >= north) return { what: `'${given}': west must be less than east, and south less than north`, fix }
  return { bbox: [west, south, east, north] }
}

/** Characters of any one input: what no workflow writes, and what no run should hold once per file. */
const INPUT_LIMIT = 1024 * 1024
/** The files input: patterns, and characters of each (a path is at most 4096 on Linux). */
const PATTERNS_LIMIT = 1000
const PATTERN_LIMIT = 4096

/**
 * Each declared input's schema, no more, no fewer (this does not compile otherwise): it reads the raw
 * text into what the phases take. Declared values and defaults come from the declaration.
 */
const shape = {
  'base-url': serviceUrl(INPUTS['base-url'].default),
  'auth-url': serviceUrl(INPUTS['auth-url'].default),
  'client-id': z.string().optional().transform(blankToUndefined),
  'client-secret': z.string().optional().transform(blankToUndefined),
  username: z.string().optional().transform(blankToUndefined),
  password: z.string().optional(),
  'mfa-totp-secret': z.string().optional().transform(blankToUndefined),
  'access-token': z.string().optional().transform(blankToUndefined),
  // Never undefined: the collection is required (catalogId adds the issue).
  collection: catalogId('collection').transform((id) => id as string),
  item: catalogId('item'),
  'collection-asset': bool(INPUTS['collection-asset'].default),
  items: oneOf(INPUTS.items.values, INPUTS.items.default, { update: 'sync' }),
  'item-datetime': itemDatetime([]),
  'item-geometry': z.string().optional().transform(blankToUndefined),
  'item-title': template(undefined),
  files: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const patterns = (value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
      const long = patterns.find((pattern) => pattern.length > PATTERN_LIMIT)
      if (patterns.length > PATTERNS_LIMIT || long !== undefined) {
        const what = long === undefined ? `${patterns.length} patterns` : `a pattern of ${long.length} characters`
        return refuse(ctx, { what, fix: `at most ${PATTERNS_LIMIT} patterns of ${PATTERN_LIMIT} characters are read` })
      }
      return patterns
    }),
  // Read with the workspace and working-directory, in parseConfig.
  'stac-source': z.string().optional().transform(blankToUndefined),
  'source-ids': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const ids = [
        ...new Set(
          (value ?? '')
            .split(/[,\n]/)
            .map((id) => id.trim())
            .filter((id) => id !== ''),
        ),
      ]
      if (ids.length === 0) return undefined
      const long = ids.find((id) => id.length > 255)
      if (ids.length > SOURCE_IDS_LIMIT || long !== undefined) {
        const what = long === undefined ? `${ids.length} ids` : `an id of ${long.length} characters`
        return refuse(ctx, { what, fix: `at most ${SOURCE_IDS_LIMIT} ids of 255 characters are read` })
      }
      return ids
    }),
  'source-datetime': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      if (given === undefined) return undefined
      const filter = parseDatetimeFilter(given)
      return typeof filter === 'string' ? filter : refuse(ctx, filter, suggested(isoDate(given)))
    }),
  'source-bbox': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      if (given === undefined) return undefined
      const bbox = wgs84Bbox(given)
      return 'what' in bbox ? refuse(ctx, bbox) : bbox.bbox
    }),
  'item-links': z.string().optional().transform(blankToUndefined),
  'working-directory': z
    .string()
    .optional()
    .transform((value) => blankToUndefined(value) ?? INPUTS['working-directory'].default),
  'include-hidden-files': bool(INPUTS['include-hidden-files'].default),
  'if-no-files-found': oneOf(INPUTS['if-no-files-found'].values, INPUTS['if-no-files-found'].default, {
    fail: 'error',
    warning: 'warn',
    skip: 'ignore',
    none: 'ignore',
  }),
  'asset-id': template(INPUTS['asset-id'].default, [], 'asset'),
  'media-type': mediaTypeOverride,
  title: template(undefined),
  description: template(undefined),
  'proj-epsg': epsgOrAuto,
  gsd: metresOrAuto,
  'create-method': oneOf(INPUTS['create-method'].values, INPUTS['create-method'].default),
  upload: oneOf(INPUTS.upload.values, INPUTS.upload.default, BOOLEAN_ALIASES as Readonly<Record<string, 'true' | 'false'>>),
  'if-exists': oneOf(INPUTS['if-exists'].values, INPUTS['if-exists'].default, {
    skip: 'skip-unchanged',
    replace: 'overwrite',
    error: 'fail',
  }),
  prune: bool(INPUTS.prune.default),
  'prune-limit': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)?.toLowerCase()
      if (given === undefined) return 10
      if (given === 'all') return Infinity
      if (/^\d+$/.test(given)) return Number(given)
      const unlimited = ['unlimited', 'infinite', 'infinity', 'any', 'every', '-1'].includes(given)
      return refuse(
        ctx,
        { what: `'${value}' is not allowed`, fix: 'use a whole number of assets, or all (default 10)' },
        suggested(unlimited ? 'all' : undefined),
      )
    }),
  'content-encoding': oneOf(INPUTS['content-encoding'].values, INPUTS['content-encoding'].default, {
    gz: 'gzip',
    brotli: 'br',
    identity: 'none',
    off: 'none',
    false: 'none',
  }),
  'part-size': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = blankToUndefined(value)
      if (given === undefined || given === 'auto') return undefined
      const allowed = inRange(5, 5120)
      if (!/^\d+$/.test(given) || !allowed(Number(given))) {
        const counted = countSuggestion(given, { m: 1, mb: 1, mib: 1, g: 1024, gb: 1024, gib: 1024 })
        return refuse(
          ctx,
          { what: `'${given}' is not allowed`, fix: 'use auto or a whole number of MiB from 5 to 5120 (default auto)' },
          suggested(allowed(counted) ? counted : nearest(given, ['auto'])),
        )
      }
      return Number(given) * MIB
    }),
  // Measured against the sandbox with 30 ms per request: 4/8/16/32/64 at a time gave
  // 30/59/113/197/298 assets/s. 16 doubles 8 and stays polite to a shared catalog (docs/operations.md).
  concurrency: integer(1, 64, INPUTS.concurrency.default),
  retries: integer(0, 20, INPUTS.retries.default),
  timeout: integer(1, 3600, INPUTS.timeout.default, ' seconds', {
    s: 1,
    sec: 1,
    secs: 1,
    seconds: 1,
    m: 60,
    min: 60,
    mins: 60,
    minutes: 60,
    h: 3600,
  }),
  shard: z
    .string()
    .optional()
    .transform((value, ctx): Shard | undefined => {
      const given = blankToUndefined(value)
      if (given === undefined) return undefined
      const match = /^(\d+)\s*(\/|\s+of\s+)\s*(\d+)$/i.exec(given)
      const index = Number(match?.[1])
      const total = Number(match?.[3])
      const fits = (k: number): boolean => total >= 1 && total <= 1000 && k < total
      if (match?.[2] === '/' && fits(index)) return { index, total }
      // '1 of 4'; or counted from 1 (4/4), as people count jobs, where the matrix's job-index counts from 0.
      const suggestion =
        match === null
          ? undefined
          : fits(index)
            ? suggested(`${index}/${total}`)
            : index === total && fits(index - 1)
              ? suggested(`${index - 1}/${total}`, 'K counts from 0')
              : undefined
      return refuse(
        ctx,
        {
          what: `'${given}' is not a shard`,
          fix: "use K/N with 0 <= K < N <= 1000, this job's number K, counted from 0, of N parallel jobs (default: no sharding)",
        },
        suggestion,
      )
    }),
  rules: z.string().optional().transform(blankToUndefined),
  'path-pattern': z
    .string()
    .optional()
    .transform((value, ctx) => {
      const pattern = pathPatternOf(value)
      return pattern === undefined || 'regex' in pattern ? pattern : refuse(ctx, pattern)
    }),
  'item-properties': z.string().optional().transform(blankToUndefined),
  'dry-run': bool(INPUTS['dry-run'].default),
} satisfies Record<InputName, z.ZodType<unknown, string | undefined>>

const schema = z.object(shape)

/**
 * The schema for a run whose path-pattern has these groups, and that has a STAC source or not:
 * every template may name them (and a source's {id}, {key} and properties).
 */
const schemaFor = (groups: readonly string[], source: boolean) =>
  groups.length === 0 && !source
    ? schema
    : schema.extend({
        item: catalogId('item', groups, source),
        'item-datetime': itemDatetime(groups, source),
        'item-title': template(undefined, groups, undefined, source),
        'asset-id': template(source ? '{key}' : INPUTS['asset-id'].default, groups, 'asset', source),
        title: template(undefined, groups, undefined, source),
        description: template(undefined, groups, undefined, source),
      })

/**
 * The schema's refusals as problems: what is wrong, and what is accepted. A suggestion comes first in
 * the fix, as the input set to it, which each front end says its way (`proj-epsg: 2056`, `--proj-epsg 2056`).
 */
const issueProblems = (error: z.ZodError): Problem[] =>
  error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?')
    // Every issue is refuse()'s; one of zod's own would have its message alone.
    const refused = issue.code === 'custom' ? (issue.params as Refused | undefined) : undefined
    const { what, fix: accepted = '' } = refused?.refusal ?? { what: issue.message }
    const suggestion = refused?.suggestion
    const fix: Text =
      suggestion === undefined
        ? [accepted]
        : [
            ...say`did you mean ${suggestion.partial === true ? `'${suggestion.value}'` : inputRef(name, { value: suggestion.value })}`,
            suggestion.why === undefined ? '?' : ` (${suggestion.why})?`,
            accepted === '' ? '' : ` ${accepted.charAt(0).toUpperCase()}${accepted.slice(1)}`,
          ]
    return {
      subject: { kind: 'input', name },
      what: [what],
      ...(suggestion === undefined && accepted === '' ? {} : { fix: fix.filter((part) => part !== '') }),
    }
  })

const invalidInputs = (problems: readonly Problem[]): ProblemsError => new ProblemsError(problems, 'Invalid inputs:')

/**
 * item-geometry: auto, a bbox (four numbers), GeoJSON text, the path of a GeoJSON file in the
 * workspace, or a template of such a path per item ('{parent}/location.geojson'; JSON never starts
 * with a placeholder). Only the form is told apart here; the content is read with the items, before any write.
 */
function itemGeometryInput(
  given: string | undefined,
  workspace: string,
  groups: readonly string[],
  source: boolean,
): ItemGeometryInput | Refusal {
  if (given === undefined || given.toLowerCase() === 'auto') return { kind: 'auto' }
  if (given.startsWith('{') && !/^\{[^{}"\s]+\}/.test(given)) return { kind: 'geojson', text: given }
  if (given.includes('{')) return placeholderProblem(given, groups, source) ?? { kind: 'template', template: given }
  if (/^[-+\d.\s]+(,[-+\d.\s]+){3}$/.test(given)) return { kind: 'bbox', text: given }
  if (/^[-+\d.\s,]+$/.test(given))
    return { what: `'${given}' is not a bbox`, fix: 'give four numbers west,south,east,north in WGS84 degrees, e.g. 7.4,46.9,7.5,47.0' }
  const file = within(workspace, given)
  if (file === undefined)
    return {
      what: `'${given}' is outside the workspace`,
      fix: 'give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository',
    }
  return { kind: 'file', path: file, source: given }
}

interface Environment {
  /** GITHUB_WORKSPACE, or the current directory outside Actions. */
  readonly workspace: string
  /** A step of GitHub Actions: an input given empty is what a secret that is not set gives there. */
  readonly actions?: boolean
  /** The fork (owner/name) a pull request's run comes from: GitHub gives such a run no secrets. */
  readonly fork?: string | undefined
}

/** Where the README's workflows take each credential from. */
const CREDENTIAL_SECRETS = { 'client-id': 'STAC_CLIENT_ID', username: 'STAC_USERNAME', password: 'STAC_PASSWORD' } as const

/**
 * A credential given, but empty: on a runner, what an unset secret gives (`${{ secrets.X }}` is ''
 * for a name no secret has) and what an input left out of `with:` gives are the same empty string,
 * so the text names every cause; in a fork's pull request, the one that applies. Elsewhere (the
 * command line's STAC_USERNAME set empty), what leaves a CI variable empty.
 */
function emptyCredential(name: keyof typeof CREDENTIAL_SECRETS, env: Environment): { what: Text; fix: Text } {
  const { fork } = env
  if (env.actions !== true)
    return {
      what: say`empty, and signing in needs it (or ${inputRef('access-token')})`,
      fix: ['give it a value; in CI, a variable kept for protected branches or another environment reaches a job empty'],
    }
  const skip = 'if: github.event.pull_request.head.repo.full_name == github.repository'
  if (fork !== undefined)
    return {
      what: [`empty: this run is for a pull request from the fork ${fork}, which GitHub gives no secrets`],
      fix: [
        `skip the step for forks (${skip}) and publish once it is merged `,
        "(pull_request_target has secrets, but runs beside the fork's code: only with an approval)",
      ],
    }
  return {
    what: say`empty, and signing in needs it (or ${inputRef('access-token')})`,
    fix: [
      ...say`pass a secret that is set (${inputRef(name, { value: `\${{ secrets.${CREDENTIAL_SECRETS[name]} }}` })}); `,
      "a secret is empty when its name is misspelled, when it is an environment's and the job names no environment:, ",
      `in a fork's pull request (skip the step: ${skip}) and in a run Dependabot starts`,
    ],
  }
}

/** The inputs a STAC source is read with: the schema's, once parsed. */
type SourceInputs = Pick<z.output<typeof schema>, 'stac-source' | 'source-ids' | 'source-datetime' | 'source-bbox' | 'files'>

/**
 * stac-source: the https:// address of a collection of a STAC API, or the path of a STAC JSON file in
 * the workspace (relative to working-directory), with files left out; the filters only with an API.
 * Without it, files is required.
 */
function sourceInput(
  input: SourceInputs,
  {
    workspace,
    workingDirectory,
    refuse,
  }: { workspace: string; workingDirectory: string; refuse: (name: InputName, what: Text, fix?: Text) => void },
): SourceInput | undefined {
  const given = input['stac-source']
  const filters = (['source-ids', 'source-datetime', 'source-bbox'] as const).filter((name) => input[name] !== undefined)
  const patterns = input.files.filter((pattern) => !pattern.startsWith('!'))
  if (given === undefined) {
    if (patterns.length === 0)
      refuse('files', say`required: one or more glob patterns, one per line (e.g. data/**/*.tif), or ${inputRef('stac-source')}`, [
        'lines starting with ! exclude',
      ])
    for (const name of filters) refuse(name, say`filters the items of ${inputRef('stac-source')}, which is not given`)
    return undefined
  }
  if (input.files.length > 0)
    refuse(
      'stac-source',
      say`given with ${inputRef('files')}: a run publishes either the files it selects or what a STAC source describes`,
      say`leave out ${inputRef('files', { bare: true })} or ${inputRef('stac-source', { bare: true })}`,
    )
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(given)) {
    const url = collectionUrl(given)
    if (typeof url !== 'string') {
      refuse('stac-source', [url.what], url.fix === undefined ? undefined : [url.fix])
      return undefined
    }
    if (input['source-ids'] !== undefined)
      for (const name of filters.filter((name) => name !== 'source-ids'))
        refuse(
          name,
          say`given with ${inputRef('source-ids')}, which reads the items it names by themselves`,
          say`give either ${inputRef('source-ids', { bare: true })} or the filters of the item listing`,
        )
    return { kind: 'api', url, ids: input['source-ids'], datetime: input['source-datetime'], bbox: input['source-bbox'] }
  }
  for (const name of filters)
    refuse(name, say`filters the items of a STAC API; ${inputRef('stac-source', { bare: true })} '${given}' is a file`, [
      'leave it out, or give the address of a collection of a STAC API',
    ])
  const file = within(workspace, path.resolve(workingDirectory, given))
  if (file === undefined) {
    refuse(
      'stac-source',
      [`'${given}' is outside the workspace`],
      [
        'give the path of a STAC JSON file in the repository (relative to working-directory), or the https:// address of a collection of a STAC API',
      ],
    )
    return undefined
  }
  return { kind: 'static', path: file, source: given }
}

/**
 * A STAC API collection's address: https (plain http on loopback hosts), no credentials, query or fragment;
 * its path ends in /collections/{id}.
 */
function collectionUrl(given: string): string | Refusal {
  const shown = withoutCredentials(given)
  const url = URL.parse(given)
  const example = 'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x'
  if (url === null) return { what: `'${shown}' is not a URL`, fix: `give a collection's address such as ${example}` }
  if (shown !== given || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return { what: `'${shown === given ? `${url.origin}${url.pathname}…` : shown}' must not carry credentials, a query or a fragment` }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    return { what: `'${given}' must use https:// (plain http:// is accepted only for loopback hosts such as 127.0.0.1)` }
  const pathname = url.pathname.replace(/\/+$/, '')
  if (!/\/collections\/[^/]+$/.test(pathname))
    return { what: `'${given}' is not the address of a collection`, fix: `give one that ends in /collections/{id}, such as ${example}` }
  return `${url.origin}${pathname}`
}

/** Turns the raw inputs into a frozen, typed config, or throws one ProblemsError that names every bad input. */
export function parseConfig(raw: RawInputs, env: Environment): Config {
  const oversized = Object.entries(raw).filter(([, value]) => value !== undefined && value.length > INPUT_LIMIT)
  if (oversized.length > 0) {
    throw invalidInputs(
      oversized.map(([name, value]) => ({
        subject: { kind: 'input', name },
        what: [`${value.length} characters; at most ${INPUT_LIMIT} are read`],
      })),
    )
  }
  // The groups of a valid path-pattern are placeholders; an invalid one is reported by the schema.
  const pattern = pathPatternOf(raw['path-pattern'])
  const groups = pattern === undefined || !('regex' in pattern) ? [] : pattern.groups
  const hasSource = blankToUndefined(raw['stac-source']) !== undefined
  const parsed = schemaFor(groups, hasSource).safeParse(raw)
  if (!parsed.success) throw invalidInputs(issueProblems(parsed.error))
  const input = parsed.data
  const problems: Problem[] = []
  const refuse = (name: InputName, what: Text, fix?: Text) =>
    problems.push({ subject: { kind: 'input', name }, what, ...(fix === undefined ? {} : { fix }) })

  let auth: SignInConfig | undefined
  if (input['access-token'] !== undefined) {
    auth = { kind: 'token', accessToken: input['access-token'] }
  } else {
    const missing = (['client-id', 'username', 'password'] as const).filter((name) => blankToUndefined(input[name]) === undefined)
    if (missing.length > 0) {
      for (const name of missing) {
        // Not given at all (the command line leaves an unset variable out); given as '' (the runner's unset secret).
        if (raw[name] === undefined) refuse(name, say`required to sign in (or give ${inputRef('access-token')})`)
        else {
          const { what, fix } = emptyCredential(name, env)
          refuse(name, what, fix)
        }
      }
    } else {
      auth = {
        kind: 'password',
        url: input['auth-url'].href,
        clientId: input['client-id']!,
        clientSecret: input['client-secret'],
        username: input.username!,
        password: input.password!,
        totpSecret: input['mfa-totp-secret'],
      }
    }
  }

  const workspace = path.resolve(env.workspace)
  const workingDirectory = path.resolve(workspace, input['working-directory'])
  if (within(workspace, workingDirectory) === undefined) {
    refuse('working-directory', [`'${input['working-directory']}' is outside the workspace ${workspace}`], ['use a folder inside it'])
  }

  const assetId = input['asset-id'] ?? INPUTS['asset-id'].default
  const yamlInput = (name: 'rules' | 'item-properties' | 'item-links', inline: (text: string) => boolean): YamlInput | undefined => {
    const given = input[name]
    if (given === undefined) return undefined
    if (inline(given)) return { text: given, source: 'inline' }
    const file = within(workspace, given)
    if (file !== undefined) return { path: file, source: given }
    refuse(name, [`'${given}' is outside the workspace`], ['give inline YAML or the path of a file in the repository'])
    return undefined
  }
  const isList = (text: string) => text.includes('\n') || text.startsWith('-') || text.startsWith('[')
  const rules = yamlInput('rules', isList)
  const itemLinks = yamlInput('item-links', isList)
  const source = sourceInput(input, { workspace, workingDirectory, refuse })
  // A mapping has 'key: value'; a path has no ': '.
  const itemProperties = yamlInput('item-properties', (text) => text.includes('\n') || text.startsWith('{') || /:\s/.test(text))
  if (input.item === undefined && !input['collection-asset'] && rules === undefined && !hasSource) {
    const collectionAsset = inputRef('collection-asset', { bare: true })
    refuse(
      'item',
      say`required: the id of the item the assets belong to (or a template such as {parent}), unless ${collectionAsset} is true`,
    )
  }
  if (input.gsd !== undefined && input['collection-asset'] && rules === undefined)
    refuse(
      'gsd',
      say`the catalog refuses gsd on an asset of the collection itself (${inputRef('collection-asset', { bare: true })}: true)`,
      ['leave it out'],
    )
  const itemGeometry = itemGeometryInput(input['item-geometry'], workspace, groups, hasSource)
  if ('what' in itemGeometry) refuse('item-geometry', [itemGeometry.what], itemGeometry.fix === undefined ? undefined : [itemGeometry.fix])
  if (problems.length > 0 || auth === undefined) throw invalidInputs(problems)

  const base = input['base-url'].href.replace(/\/+$/, '')
  const apiRoot = base.endsWith('/api/stac/v1') ? base : `${base}/api/stac/v1`

  return Object.freeze({
    target: Object.freeze({
      apiRoot,
      collection: input.collection,
      // A source item's target is its own id unless the item template says otherwise.
      item: input.item ?? (hasSource && !input['collection-asset'] ? '{id}' : undefined),
      collectionAsset: input['collection-asset'],
    }),
    signIn: Object.freeze(auth),
    selection: Object.freeze({
      workspace,
      workingDirectory,
      patterns: Object.freeze(input.files),
      includeHiddenFiles: input['include-hidden-files'],
      ifNoFilesFound: input['if-no-files-found'],
      pathPattern: input['path-pattern'],
      shard: input.shard,
      source,
    }),
    assetMetadata: Object.freeze({
      assetId,
      mediaType: input['media-type'],
      title: input.title,
      description: input.description,
      projEpsg: input['proj-epsg'],
      gsd: input.gsd,
      rules,
    }),
    items: Object.freeze({
      mode: input.items,
      itemDatetime: input['item-datetime'],
      itemGeometry: 'what' in itemGeometry ? ({ kind: 'auto' } as const) : itemGeometry,
      itemTitle: input['item-title'],
      itemProperties,
      itemLinks,
    }),
    transfer: Object.freeze({
      createMethod: input['create-method'],
      upload: input.upload,
      contentEncoding: input['content-encoding'] === 'none' ? undefined : input['content-encoding'],
      partSize: input['part-size'],
      concurrency: input.concurrency,
      retries: input.retries,
      timeoutMs: input.timeout * 1000,
    }),
    safety: Object.freeze({
      dryRun: input['dry-run'],
      ifExists: input['if-exists'],
      prune: input.prune,
      pruneLimit: input['prune-limit'],
      pruneLimitGiven: blankToUndefined(raw['prune-limit']) !== undefined,
    }),
  })
}
