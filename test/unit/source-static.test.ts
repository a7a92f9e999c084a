import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrated, parseDocument } from '../../src/source/documents.ts'
import { mapItem, NotStored } from '../../src/source/map.ts'
import { readStaticSource, SOURCE_LIMITS, type StaticDelivery } from '../../src/source/static.ts'
import { eachTest } from '../support/each-test.ts'
import { refusedLines, stacItem } from '../support/stac-documents.ts'
import { STAC_FIXTURES } from '../support/stac-fixtures.ts'

// The static reader on the catalogs of test/fixtures/stac (their provenance: its README.md), as the
// tools write them: what each item and asset becomes, what the target does not store, and the
// catalogs whose hrefs lead out of the workspace refused, each naming its href.

const read = (root: string, workspace = STAC_FIXTURES, limits = SOURCE_LIMITS): Promise<StaticDelivery> =>
  readStaticSource({ path: path.join(workspace, root), source: root }, { workspace, workingDirectory: workspace, limits })

describe('a static STAC catalog as the source', () => {
  it('pystac SELF_CONTAINED: 3 items, 6 assets, the interval item, and the properties the target does not store counted', async () => {
    const delivery = await read('pystac-self-contained/catalog.json')
    expect(delivery.kind).toBe('static')
    expect(delivery.items.map((item) => [item.id, item.time, item.title])).toEqual([
      ['stations-2024-01', { datetime: '2024-01-31T23:50:00Z' }, 'Stations, 2024-01'],
      ['stations-2024-02', expect.anything(), 'Stations, 2024-02'],
      ['stations-2024-03', expect.anything(), 'Stations, 2024-03'],
    ])
    expect(delivery.items.some((item) => item.time !== undefined && 'start' in item.time)).toBe(true)
    const [first] = delivery.items
    expect(first!.from).toBe('pystac-self-contained/ch.example.weather-stations/stations-2024-01/stations-2024-01.json')
    expect(first!.links).toEqual([])
    expect(first!.assets).toEqual([
      {
        key: 'measurements.csv',
        href: './measurements.csv',
        fields: { title: 'Hourly measurements', type: 'text/csv', roles: ['data'] },
      },
      {
        key: 'stations.geojson',
        href: './stations.geojson',
        fields: { title: 'Stations', type: 'application/geo+json', roles: ['metadata'] },
      },
    ])
    const paths = delivery.items.flatMap((item) => item.assets.map((asset) => path.relative(STAC_FIXTURES, delivery.paths.get(asset)!)))
    expect(paths).toHaveLength(6)
    expect(paths[0]).toBe(path.join('pystac-self-contained', 'ch.example.weather-stations', 'stations-2024-01', 'measurements.csv'))
    expect([...delivery.notStored]).toEqual([
      ['property ch:station_count', 3],
      ['property instruments', 3],
    ])
  })

  it('pystac RELATIVE_PUBLISHED: the root’s absolute self is not followed; the rest is read as it is', async () => {
    const delivery = await read('pystac-relative-published/catalog.json')
    expect(delivery.items.map((item) => item.id)).toEqual(['precipitation-2024'])
  })

  it('a Collection with child Catalogs (stactools, then generate_subcatalogs): proj:code as proj:epsg, an asset with no type', async () => {
    const delivery = await read('collection-with-subcatalogs/collection.json')
    expect(delivery.items.map((item) => item.id)).toEqual(['swissalti3d_2023_2601-1200', 'swissalti3d_2024_2602-1200'])
    const [asset] = delivery.items[0]!.assets
    expect(asset).toMatchObject({ key: 'data', fields: { 'proj:epsg': 2056 } })
    expect(asset!.fields.type).toBeUndefined()
    expect(delivery.items[0]!.time).toEqual({ datetime: '2023-08-14T09:41:17.123456Z' })
  })

  it('STAC 0.8.1 to 1.1.0 as rio-stac and the specification’s examples write them: gsd, proj:epsg and a sha2-256 checksum taken', async () => {
    const fields = async (file: string) => (await read(`versions/${file}`)).items[0]!.assets[0]!
    // 0.8.1: eo:gsd and eo:epsg; checksum:sha2 becomes file:checksum, checksum:md5 an MD5 multihash that decides nothing.
    expect(await fields('item-0.8.1.json')).toMatchObject({
      key: 'image',
      fields: { type: 'image/tiff; application=geotiff', 'proj:epsg': 2056, gsd: 62.5 },
      checksum: expect.stringMatching(/^1220[0-9a-f]{64}$/),
    })
    expect((await read('versions/item-0.8.1.json')).items[0]!.assets[1]!.checksum).toBeUndefined()
    expect(await fields('item-0.9.0.json')).toMatchObject({ fields: { 'proj:epsg': 2056 }, checksum: expect.stringMatching(/^1220/) })
    expect(await fields('item-1.0.0.json')).toMatchObject({ key: 'asset', fields: { 'proj:epsg': 2056 } })
    expect(await fields('item-1.1.0.json')).toMatchObject({ fields: { 'proj:epsg': 2056 } })
    // rio-stac's raster and eo bands: not stored, and said so.
    expect([...(await read('versions/item-1.1.0.json')).notStored.keys()]).toEqual(
      expect.arrayContaining(['asset field raster:bands', 'property proj:transform']),
    )
  })

  it('projection v2 and STAC 1.1 bands: proj:code EPSG:2056, the gsd of a band, file:checksum and file:size', async () => {
    const delivery = await read('projection-v2/swisssurface3d-raster_2023_2603-1200.json')
    const tiff = delivery.items[0]!.assets.find((asset) => asset.href.endsWith('.tif'))!
    expect(tiff).toMatchObject({
      fields: { 'proj:epsg': 2056, gsd: 62.5 },
      checksum: '1220d54dba7f640f899c3fa2b17d4bb8b10ffab771dc87cc33edddba89001a18e3ff',
      size: 542,
    })
  })

  it('a FeatureCollection of Items (pystac ItemCollection), its hrefs relative to it', async () => {
    const delivery = await read('feature-collection/items.json')
    expect(delivery.items.map((item) => [item.id, item.assets.map((asset) => asset.key)])).toEqual([
      [expect.any(String), ['data']],
      [expect.any(String), ['data']],
    ])
    expect([...delivery.paths.values()].map((file) => path.relative(STAC_FIXTURES, file))).toEqual([
      path.join('feature-collection', 'data', 'snow-depth-dav-2024-01-15.csv'),
      path.join('feature-collection', 'data', 'snow-depth-wfj-2024-01-16.csv'),
    ])
  })

  it("keeps an item's own links, without the hierarchy's (root, parent, collection, self) or the service's STAC Browser page", async () => {
    const delivery = await read('links/collection.json')
    expect(delivery.items[0]!.links).toEqual([
      {
        rel: 'license',
        href: 'https://opendata.swiss/en/terms-of-use#terms_by',
        type: 'text/html',
        title: 'Open use. Must provide the source.',
      },
      {
        rel: 'describedby',
        href: 'https://www.example.ch/docs/forest-2024.pdf',
        type: 'application/pdf',
        title: 'Product description',
        hreflang: 'de',
      },
      { rel: 'via', href: 'https://www.example.ch/sources/forest-inventory-2024', type: 'text/html', title: 'Forest inventory 2024' },
      { rel: 'alternate', href: 'https://map.geo.admin.ch/?layers=ch.example.forest', type: 'text/html', title: 'Map viewer' },
    ])
    // The same item as service-stac shows it: its own five links dropped, the stored ones kept.
    const served = parseDocument(await readFile(path.join(STAC_FIXTURES, 'links/served-by-service-stac.json'), 'utf8'))
    const shown = mapItem(served, await migrated(served), 'served', new NotStored())
    expect(typeof shown !== 'string' && shown.links.map((link) => link.rel)).toEqual(['license', 'describedby'])
  })

  it('refuses every href that leads out of the workspace, naming each: absolute paths, a climb, an address', async () => {
    const workspace = path.join(STAC_FIXTURES, 'hrefs-leaving-the-workspace')
    expect(await refusedLines(read('catalog.json', workspace))).toEqual([
      expect.stringMatching(
        /^catalog\.json: the href '\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/elsewhere\/catalog\.json' of its child link leads outside the workspace; a STAC source in the repository names/,
      ),
      expect.stringMatching(
        /^absolute-asset\/absolute-asset\.json: the href '\/tmp\/tmpjzy2xbol\/image\.tif' of asset '.*' of item 'absolute-asset' is an absolute path, not a relative one/,
      ),
      expect.stringMatching(
        /^escaping-asset\/escaping-asset\.json: the href '\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/outside\.csv' of asset .* leads outside the workspace/,
      ),
      expect.stringMatching(
        /^url-asset\/url-asset\.json: the href 'https:\/\/data\.geo\.admin\.ch\/.*\.tif' of asset .* is a URL, not a relative path/,
      ),
    ])
    expect(await refusedLines(read('pystac-absolute-published/catalog.json'))).toEqual([
      expect.stringMatching(
        /^pystac-absolute-published\/catalog\.json: the href '\/home\/runner\/work\/pipeline\/pipeline\/stac\/.*' of its item link is an absolute path/,
      ),
    ])
  })

  describe('documents written by hand or by no tool', () => {
    const { ws } = eachTest()
    const catalog = (links: ReadonlyArray<readonly [string, string]>) =>
      JSON.stringify({
        type: 'Catalog',
        stac_version: '1.1.0',
        id: 'c',
        description: 'c',
        links: links.map(([rel, href]) => ({ rel, href })),
      })

    it('follows a catalog that links back to itself once, and names a child that is missing or no STAC', async () => {
      await ws.write(
        'catalog.json',
        catalog([
          ['child', './catalog.json'],
          ['item', './a.json'],
          ['child', './gone/catalog.json'],
          ['item', './b.json'],
        ]),
      )
      await ws.write('a.json', JSON.stringify(stacItem('a')))
      await ws.write('b.json', '{"type": "Thing"}')
      await ws.write('a.csv', 'x\n1\n')
      expect(await refusedLines(read('catalog.json', ws.root))).toEqual([
        'gone/catalog.json: the STAC document is not read: it does not exist (the child link of catalog.json)',
        'b.json: is no STAC Catalog, Collection, Item or FeatureCollection of Items; give stac-source the root of a static catalog',
      ])
    })

    it('drops a "__proto__" key, which the migration would otherwise make a prototype, and names a document that is no JSON', async () => {
      await ws.write('a.csv', 'x\n1\n')
      await ws.write('a.json', JSON.stringify(stacItem('a')).replace('"properties":{', '"properties":{"__proto__":{"polluted":true},'))
      const delivery = await read('a.json', ws.root)
      expect(delivery.items[0]!.properties).toEqual({})
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      await ws.write('b.json', '{"type": "Feature", ')
      expect(await refusedLines(read('b.json', ws.root))).toEqual([
        expect.stringMatching(/^b\.json: is no STAC document that is read: it is not JSON/),
      ])
    })

    it('refuses two items of one id, an asset without href, and a time that is none', async () => {
      await ws.write('a.csv', 'x\n1\n')
      await ws.write(
        'catalog.json',
        catalog([
          ['item', './one/a.json'],
          ['item', './two/a.json'],
          ['item', './c.json'],
          ['item', './d.json'],
        ]),
      )
      await ws.write('one/a.json', JSON.stringify(stacItem('a', { assets: {} })))
      await ws.write('two/a.json', JSON.stringify(stacItem('a', { assets: {} })))
      await ws.write('c.json', JSON.stringify(stacItem('c', { assets: { x: { type: 'text/csv' } } })))
      await ws.write('d.json', JSON.stringify(stacItem('d', { properties: { datetime: 'yesterday' } })))
      const lines = await refusedLines(read('catalog.json', ws.root))
      expect(lines).toEqual([
        "c.json: item 'c': its asset 'x' has no href",
        expect.stringMatching(/^d\.json: item 'd': its datetime: /),
        "two/a.json: its item 'a' has the id of an item of one/a.json; give each item its own id",
      ])
    })

    it('stops at its bounds: documents, bytes, items and assets, naming the bound', async () => {
      await ws.write('a.csv', 'x\n1\n')
      await ws.write(
        'catalog.json',
        catalog([
          ['item', './a.json'],
          ['item', './b.json'],
        ]),
      )
      await ws.write('a.json', JSON.stringify(stacItem('a')))
      await ws.write('b.json', JSON.stringify(stacItem('b')))
      const bounded = (limits: Partial<typeof SOURCE_LIMITS>) =>
        refusedLines(read('catalog.json', ws.root, { ...SOURCE_LIMITS, ...limits }))
      expect(await bounded({ documents: 2 })).toEqual([
        "Input 'stac-source' (catalog.json): it leads to more than the 2 JSON documents read of a STAC source; publish the catalog in parts: give stac-source a sub-catalog or collection of it per run",
      ])
      expect((await bounded({ bytes: 400 }))[0]).toContain('more than the 400 bytes of JSON read of a STAC source')
      expect((await bounded({ items: 1 }))[0]).toContain('more than the 1 items read of a STAC source')
      expect((await bounded({ assets: 1 }))[0]).toContain('more than the 1 assets read of a STAC source')
      expect((await read('catalog.json', ws.root)).items).toHaveLength(2)
    })
  })
})
