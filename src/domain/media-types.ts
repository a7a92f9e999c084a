/**
 * The deployed catalog's media types and the file extensions each accepts
 * (geoadmin/service-stac, app/stac_api/utils.py MEDIA_TYPES). An asset id must end
 * in an extension that belongs to its media type.
 */
const ZIP_TYPES = [
  'ascii-grid',
  'ascii-xyz',
  'e00',
  'geotiff',
  'tiff',
  'png',
  'jpeg',
  'dxf',
  'gml',
  'vnd.las',
  'shapefile',
  'filegdb',
  'filegdbp',
  'ms-access',
  'ms-excel',
  'tab',
  'tab-raster',
  'csv',
  'geopackage',
  'geojson',
  'pdf',
  'json',
  'netcdf',
  'xml',
  'dwg',
  'aixm',
].map((name) => `application/x.${name}+zip`)

const TABLE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...ZIP_TYPES.map((type) => [type, ['zip']] as const),
  ['application/x.interlis+zip; version=2.3', ['zip']],
  ['application/x.interlis+zip; version=2.4', ['zip']],
  ['application/x.interlis+zip; version=1', ['zip']],
  ['application/zip', ['zip']],
  ['text/x.plain+zip', ['zip']],
  ['application/vnd.apache.parquet', ['parquet']],
  ['image/tiff; application=geotiff', ['tiff', 'tif']],
  ['image/tiff; application=geotiff; profile=cloud-optimized', ['tiff', 'tif']],
  ['image/tiff', ['tiff', 'tif']],
  ['application/vnd.google-earth.kml+xml', ['kml']],
  ['application/vnd.google-earth.kmz', ['kmz']],
  ['application/gml+xml', ['gml', 'xml']],
  ['application/vnd.las', ['las']],
  ['application/vnd.laszip', ['laz', 'zip']],
  ['application/vnd.laszip+copc', ['laz', 'zip']],
  ['text/csv', ['csv']],
  ['application/geopackage+sqlite3', ['gpkg']],
  ['application/geo+json', ['json', 'geojson']],
  ['application/json', ['json']],
  ['application/x.interlis; version=2.3', ['xtf', 'xml']],
  ['application/x.interlis; version=2.4', ['xtf', 'xml']],
  ['application/x.interlis; version=1', ['itf']],
  ['application/pdf', ['pdf']],
  ['application/x-netcdf', ['nc']],
  ['application/xml', ['xml']],
  ['application/vnd.mapbox-vector-tile', ['mbtiles']],
  ['text/plain', ['txt']],
  ['image/jpeg', ['jpeg', 'jpg']],
  ['image/png', ['png']],
  ['application/vnd.sqlite3', ['sqlite']],
  ['application/grib', ['grib', 'grib2']],
  ['application/x-hdf5', ['h5']],
  ['application/x.aixm', ['aixm']],
  ['application/x-tar', ['tar']],
]

/** Normalises a media type as the service does: type/subtype and parameter names lowercased, parameters sorted, joined by "; ". */
export function normalizeMediaType(type: string): string {
  // A type without parameters, as nearly every file's is (some are normalised a few times a file): nothing to split or sort.
  if (!type.includes(';')) return type.trim().toLowerCase()
  const [essence = '', ...params] = type.split(';').map((part) => part.trim())
  const normalized = params
    .filter((param) => param.length > 0)
    .map((param) => {
      const eq = param.indexOf('=')
      return eq < 0 ? param.toLowerCase() : `${param.slice(0, eq).trim().toLowerCase()}=${param.slice(eq + 1).trim()}`
    })
    .sort()
  return [essence.toLowerCase(), ...normalized].join('; ')
}

export const MEDIA_TYPES: ReadonlyMap<string, readonly string[]> = new Map(
  TABLE.map(([type, extensions]) => [normalizeMediaType(type), extensions]),
)

/**
 * The media type chosen for an extension when no rule or override says otherwise.
 * Ambiguous extensions get the most common choice for geodata deliveries; docs/metadata.md lists them.
 * A .tif or .tiff is then labelled by its header (assets/content.ts: plain TIFF, GeoTIFF or
 * cloud-optimized GeoTIFF); its entry here stands for a Git LFS file whose content is not here yet.
 */
export const DEFAULT_MEDIA_TYPES: ReadonlyMap<string, string> = new Map(
  [
    ['zip', 'application/zip'],
    ['tif', 'image/tiff; application=geotiff'],
    ['tiff', 'image/tiff; application=geotiff'],
    ['json', 'application/json'],
    ['geojson', 'application/geo+json'],
    ['xml', 'application/xml'],
    ['gml', 'application/gml+xml'],
    ['xtf', 'application/x.interlis; version=2.3'],
    ['itf', 'application/x.interlis; version=1'],
    ['laz', 'application/vnd.laszip'],
    ['las', 'application/vnd.las'],
    ['parquet', 'application/vnd.apache.parquet'],
    ['kml', 'application/vnd.google-earth.kml+xml'],
    ['kmz', 'application/vnd.google-earth.kmz'],
    ['csv', 'text/csv'],
    ['gpkg', 'application/geopackage+sqlite3'],
    ['pdf', 'application/pdf'],
    ['nc', 'application/x-netcdf'],
    ['mbtiles', 'application/vnd.mapbox-vector-tile'],
    ['txt', 'text/plain'],
    ['jpeg', 'image/jpeg'],
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
    ['sqlite', 'application/vnd.sqlite3'],
    ['grib', 'application/grib'],
    ['grib2', 'application/grib'],
    ['h5', 'application/x-hdf5'],
    ['aixm', 'application/x.aixm'],
    ['tar', 'application/x-tar'],
  ].map(([ext, type]) => [ext!, normalizeMediaType(type!)]),
)

/** The extension the service checks: the text after the last dot, lowercased ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function isKnownMediaType(type: string): boolean {
  return MEDIA_TYPES.has(normalizeMediaType(type))
}

export function extensionsFor(type: string): readonly string[] {
  return MEDIA_TYPES.get(normalizeMediaType(type)) ?? []
}

export const KNOWN_EXTENSIONS: readonly string[] = [...DEFAULT_MEDIA_TYPES.keys()].sort()
