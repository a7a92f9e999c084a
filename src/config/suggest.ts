import { idTextRefused, DEFAULT_MEDIA_TYPES, MEDIA_TYPES, normalizeMediaType, slug } from '../domain/index.ts'

/**
 * Near misses: for a value the action refuses, the accepted value the user most likely meant
 * (`EPSG:2056` → `2056`, `DOM 2024` → `dom-2024`, `warning` → `warn`). Each suggestion is one the
 * same check accepts: a message never proposes something that would be refused in turn.
 */

/** Characters of a value compared by spelling: past this, a value is no typo of a short word (and costs nothing to refuse). */
const SPELLING_LIMIT = 64

/**
 * Edit distance of two short strings: insertions, deletions, substitutions and swaps of
 * neighbours (optimal string alignment), each counting 1.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      current.push(best)
    }
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/** How a word is compared: case, '_' and blanks do not count ('Skip_Unchanged' is 'skip-unchanged'). */
const folded = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')

/**
 * The candidate `given` most likely misspells: the same word folded, an alias, one a typo away
 * (up to a third of its letters), or the one candidate it begins or is the start of (`warning`,
 * `dry`) or is part of (`hidden`). Undefined when none is close, or two are equally close.
 */
export function nearest(given: string, candidates: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | undefined {
  if (given.length > SPELLING_LIMIT) return undefined
  const word = folded(given)
  if (word === '') return undefined
  const exact = candidates.find((candidate) => folded(candidate) === word) ?? aliases[word]
  if (exact !== undefined) return exact
  const distances = candidates.map((candidate) => ({ candidate, distance: editDistance(word, folded(candidate)) }))
  const best = Math.min(...distances.map(({ distance }) => distance))
  const closest = distances.filter(({ distance }) => distance === best)
  if (closest.length === 1 && best <= Math.max(1, Math.floor(word.length / 3))) return closest[0]!.candidate
  if (word.length < 3) return undefined
  const one = (found: readonly string[]): string | undefined => (found.length === 1 ? found[0] : undefined)
  return (
    one(candidates.filter((candidate) => folded(candidate).startsWith(word) || word.startsWith(folded(candidate)))) ??
    (word.length < 4 ? undefined : one(candidates.filter((candidate) => folded(candidate).includes(word))))
  )
}

/** Spellings of yes and no that YAML 1.1, shells and other tools take for booleans. */
export const BOOLEAN_ALIASES: Readonly<Record<string, string>> = {
  yes: 'true',
  y: 'true',
  on: 'true',
  '1': 'true',
  no: 'false',
  n: 'false',
  off: 'false',
  '0': 'false',
}

/** Names of Swiss and world reference systems, by which people often give the EPSG code. */
const CRS_NAMES: Readonly<Record<string, number>> = {
  lv95: 2056,
  'ch1903+': 2056,
  'ch1903+-lv95': 2056,
  lv03: 21781,
  ch1903: 21781,
  'ch1903-lv03': 21781,
  wgs84: 4326,
  'wgs-84': 4326,
  'web-mercator': 3857,
}

/**
 * The EPSG code in another way of writing it: `EPSG:2056`, `epsg 2056`, an OGC URN or URL, a
 * decimal `2056.0`, or the name of a reference system (`LV95`).
 */
export function epsgSuggestion(given: string): number | undefined {
  if (given.length > SPELLING_LIMIT) return undefined
  const text = given.trim()
  const code =
    /^(?:urn:ogc:def:crs:)?epsg\s*:{0,2}\s*(\d+)$/i.exec(text)?.[1] ??
    /^https?:\/\/www\.opengis\.net\/def\/crs\/epsg\/[\d.]+\/(\d+)$/i.exec(text)?.[1] ??
    /^(\d+)\.0*$/.exec(text)?.[1]
  const number = code === undefined ? CRS_NAMES[folded(text)] : Number(code)
  return number !== undefined && number >= 1 && number <= 999_999 ? number : undefined
}

/** A length in metres written another way: a decimal comma (`0,5`), a unit (`0.5 m`, `50cm`). */
export function metresSuggestion(given: string): number | undefined {
  const match = /^(\d+)(?:[.,](\d+))?\s*(m|cm|mm)?$/i.exec(given.trim())
  if (match === null || given.length > SPELLING_LIMIT) return undefined
  const value = Number(`${match[1]}.${match[2] ?? '0'}`) / { m: 1, cm: 100, mm: 1000 }[(match[3] ?? 'm').toLowerCase() as 'm']
  return value > 0 ? value : undefined
}

/** A whole number with the unit the input is counted in written after it (`16MiB` for part-size in MiB, `120s` for seconds). */
export function countSuggestion(given: string, units: Readonly<Record<string, number>>): number | undefined {
  const match = /^(\d+)\s*([a-z]+)$/i.exec(given.trim())
  if (match === null || given.length > SPELLING_LIMIT) return undefined
  const factor = units[match[2]!.toLowerCase()]
  return factor === undefined ? undefined : Number(match[1]) * factor
}

/** What people write for a media type the catalog names otherwise. */
const MEDIA_TYPE_ALIASES: Readonly<Record<string, string>> = {
  cog: 'image/tiff; application=geotiff; profile=cloud-optimized',
  geotiff: 'image/tiff; application=geotiff',
  'image/geotiff': 'image/tiff; application=geotiff',
  'image/tiff; application=geotiff; profile=cog': 'image/tiff; application=geotiff; profile=cloud-optimized',
  'image/cog': 'image/tiff; application=geotiff; profile=cloud-optimized',
  geopackage: 'application/geopackage+sqlite3',
  'application/geopackage': 'application/geopackage+sqlite3',
  'application/x-geopackage': 'application/geopackage+sqlite3',
  'application/x-sqlite3': 'application/vnd.sqlite3',
  geojson: 'application/geo+json',
  'application/geojson': 'application/geo+json',
  'application/vnd.geo+json': 'application/geo+json',
  'image/jpg': 'image/jpeg',
  'application/las': 'application/vnd.las',
  'application/x-las': 'application/vnd.las',
  'application/laz': 'application/vnd.laszip',
  'application/x-laz': 'application/vnd.laszip',
  'text/comma-separated-values': 'text/csv',
  'application/netcdf': 'application/x-netcdf',
  interlis: 'application/x.interlis; version=2.3',
}

/**
 * The catalog's media type for one it does not know: a common other name (`image/geotiff`,
 * `COG`), a file extension (`tif`), or one a typo away.
 */
export function mediaTypeSuggestion(given: string): string | undefined {
  if (given.length > SPELLING_LIMIT * 2) return undefined
  const type = normalizeMediaType(given)
  const found =
    MEDIA_TYPE_ALIASES[type] ??
    DEFAULT_MEDIA_TYPES.get(type.replace(/^\*?\./, '')) ??
    nearest(
      type.replaceAll(' ', ''),
      [...MEDIA_TYPES.keys()].map((known) => known.replaceAll(' ', '')),
    )
  return found === undefined ? undefined : normalizeMediaType(found)
}

/** The id's own text as the catalog's ids allow it: what slug() makes of a name, keeping its ends ('DOM ' → 'dom-'). */
const idText = (text: string): string => slug(`a${text}a`).slice(1, -1)

/**
 * An id, or a template of ids, whose own text (outside its placeholders) the catalog refuses, as
 * the catalog would take it: `DOM 2024` → `dom-2024`, `Höhe {name}` → `hoehe-{name}`. Undefined
 * when its own text is fine (what its placeholders give is checked per file), or nothing fits.
 * `lowercased`: the input is lowercased before use (asset-id), so capitals are no problem.
 */
export function idSuggestion(given: string, lowercased = false): string | undefined {
  if (given.length > 4 * SPELLING_LIMIT) return undefined
  if (!idTextRefused(given, lowercased)) return undefined
  const parts = given.split(/(\{[^{}]*\})/)
  const suggestion = parts.length === 1 ? slug(given) : parts.map((part, index) => (index % 2 === 0 ? idText(part) : part)).join('')
  return suggestion !== '' && !idTextRefused(suggestion, lowercased) ? suggestion : undefined
}
