/**
 * The deployed service's media-type rules, for the fake catalog: a line-by-line port of
 * geoadmin/service-stac app/stac_api/validators.py (commit 900c5ed) — MEDIA_TYPES,
 * normalize_and_validate_media_type, validate_asset_name and validate_asset_name_with_media_type.
 *
 * Kept apart from src/media-types.ts on purpose: the fake must not take the product's word for
 * what the service accepts, or a wrong entry in the product's table would pass every test.
 * test/integration/fake-catalog.rules.test.ts checks the product's table against this one.
 */

// MEDIA_TYPES, in the service's order: (media_type_str, extensions).
const MEDIA_TYPES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['application/vnd.apache.parquet', ['.parquet']],
  ['application/x.ascii-grid+zip', ['.zip']],
  ['application/x.ascii-xyz+zip', ['.zip']],
  ['application/x.e00+zip', ['.zip']],
  ['application/x.geotiff+zip', ['.zip']],
  ['image/tiff; application=geotiff', ['.tiff', '.tif']],
  ['application/x.tiff+zip', ['.zip']],
  ['application/x.png+zip', ['.zip']],
  ['application/x.jpeg+zip', ['.zip']],
  ['application/vnd.google-earth.kml+xml', ['.kml']],
  ['application/vnd.google-earth.kmz', ['.kmz']],
  ['application/x.dxf+zip', ['.zip']],
  ['application/gml+xml', ['.gml', '.xml']],
  ['application/x.gml+zip', ['.zip']],
  ['application/vnd.las', ['.las']],
  ['application/vnd.laszip', ['.laz', '.zip']],
  ['application/x.vnd.las+zip', ['.zip']],
  ['application/vnd.laszip+copc', ['.zip', '.laz']],
  ['application/x.shapefile+zip', ['.zip']],
  ['application/x.filegdb+zip', ['.zip']],
  ['application/x.filegdbp+zip', ['.zip']],
  ['application/x.ms-access+zip', ['.zip']],
  ['application/x.ms-excel+zip', ['.zip']],
  ['application/x.tab+zip', ['.zip']],
  ['application/x.tab-raster+zip', ['.zip']],
  ['application/x.csv+zip', ['.zip']],
  ['text/csv', ['.csv']],
  ['application/geopackage+sqlite3', ['.gpkg']],
  ['application/x.geopackage+zip', ['.zip']],
  ['application/geo+json', ['.json', '.geojson']],
  ['application/x.geojson+zip', ['.zip']],
  ['application/x.interlis; version=2.3', ['.xtf', '.xml']],
  ['application/x.interlis+zip; version=2.3', ['.zip']],
  ['application/x.interlis; version=2.4', ['.xtf', '.xml']],
  ['application/x.interlis+zip; version=2.4', ['.zip']],
  ['application/x.interlis; version=1', ['.itf']],
  ['application/x.interlis+zip; version=1', ['.zip']],
  ['image/tiff; application=geotiff; profile=cloud-optimized', ['.tiff', '.tif']],
  ['application/pdf', ['.pdf']],
  ['application/x.pdf+zip', ['.zip']],
  ['application/json', ['.json']],
  ['application/x.json+zip', ['.zip']],
  ['application/x-netcdf', ['.nc']],
  ['application/x.netcdf+zip', ['.zip']],
  ['application/xml', ['.xml']],
  ['application/x.xml+zip', ['.zip']],
  ['application/vnd.mapbox-vector-tile', ['.mbtiles']],
  ['text/plain', ['.txt']],
  ['text/x.plain+zip', ['.zip']],
  ['application/x.dwg+zip', ['.zip']],
  ['application/zip', ['.zip']],
  ['image/tiff', ['.tiff', '.tif']],
  ['image/jpeg', ['.jpeg', '.jpg']],
  ['image/png', ['.png']],
  ['application/vnd.sqlite3', ['.sqlite']],
  ['application/grib', ['.grib', '.grib2']],
  ['application/x-hdf5', ['.h5']],
  ['application/x.aixm', ['.aixm']],
  ['application/x.aixm+zip', ['.zip']],
  ['application/x-tar', ['.tar']],
]

const BY_STR = new Map(MEDIA_TYPES)
export const SERVICE_MEDIA_TYPES: ReadonlyMap<string, readonly string[]> = BY_STR
const ALL_EXTENSIONS = new Set(MEDIA_TYPES.flatMap(([, extensions]) => extensions))

const MT_VAR = "[0-9A-Za-z!#$%&'*+.^_`|~-]+"
const MEDIA_TYPE_ARGUMENT = new RegExp(`[ \\t]*;[ \\t]*(${MT_VAR})=(${MT_VAR})`, 'g')
const MEDIA_TYPE_PATTERN = new RegExp(`^(${MT_VAR}/${MT_VAR})((?:[ \\t]*;[ \\t]*${MT_VAR}=${MT_VAR})*)$`)

/** normalize_and_validate_media_type: the normalised string, or undefined where the service raises. */
export function serviceMediaType(mediaType: string): string | undefined {
  const match = MEDIA_TYPE_PATTERN.exec(mediaType)
  if (match === null) return undefined
  const [, essence = '', args = ''] = match
  const normalized =
    essence.toLowerCase() +
    [...args.matchAll(MEDIA_TYPE_ARGUMENT)]
      .map(([, name = '', value = '']) => `; ${name.toLowerCase()}=${value}`)
      .sort()
      .join('')
  return BY_STR.has(normalized) ? normalized : undefined
}

/** validate_asset_name's extension part: the text after the last dot must be some media type's extension. */
export function serviceKnowsExtension(name: string): boolean {
  return ALL_EXTENSIONS.has(`.${name.split('.').pop() ?? ''}`)
}

/** validate_asset_name_with_media_type, for a media type already normalised. */
export function serviceExtensionMatches(name: string, normalizedType: string): boolean {
  return (BY_STR.get(normalizedType) ?? []).includes(`.${name.split('.').pop() ?? ''}`)
}
