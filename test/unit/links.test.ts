import { describe, expect, it } from 'vitest'
import { browserAssetKey, catalogLinks, targetPages, targetUrl } from '../../src/catalog/links.ts'
import type { RemoteCollection } from '../../src/catalog/model.ts'

const API = 'https://data.geo.admin.ch/api/stac/v1'
const BROWSER = 'https://data.geo.admin.ch/browser/index.html#/collections/ch.swisstopo.swissalti3d'

/** The collection as the service shows it: its STAC Browser page among its links. */
const collection = {
  id: 'ch.swisstopo.swissalti3d',
  links: [
    { rel: 'self', href: `${API}/collections/ch.swisstopo.swissalti3d`, type: 'application/json' },
    { rel: 'alternate', title: 'STAC Browser', type: 'text/html', href: BROWSER },
  ],
} as unknown as RemoteCollection

describe("links to the catalog's STAC Browser", () => {
  it('an asset opens its item’s page with the asset unfolded, as STAC Browser names it in its address', () => {
    const links = catalogLinks(API, 'ch.swisstopo.swissalti3d', collection)
    expect(links.collection).toBe(BROWSER)
    expect(links.item('swissalti3d_2019_2600-1200')).toBe(`${BROWSER}/items/swissalti3d_2019_2600-1200`)
    expect(
      links.asset(
        { collection: 'ch.swisstopo.swissalti3d', item: 'swissalti3d_2019_2600-1200' },
        'swissalti3d_2019_2600-1200_0.5_2056_5728.tif',
      ),
    ).toBe(`${BROWSER}/items/swissalti3d_2019_2600-1200?.asset=asset-swissalti3d_2019_2600-1200_0-5_2056_5728-tif`)
    // A collection's own asset: the collection's page, the asset unfolded.
    expect(links.asset({ collection: 'ch.swisstopo.swissalti3d', item: undefined }, 'legend.pdf')).toBe(
      `${BROWSER}?.asset=asset-legend-pdf`,
    )
  })

  it("names an asset as STAC Browser's Asset.vue does: lower case, every non-word character a '-'", () => {
    // As data.geo.admin.ch's browser shows one: …?.asset=asset-historisierte-administrative_grenzen_g0_1860-01-01_2056-shp-zip
    expect(browserAssetKey('historisierte-administrative_grenzen_g0_1860-01-01_2056.shp.zip')).toBe(
      'asset-historisierte-administrative_grenzen_g0_1860-01-01_2056-shp-zip',
    )
    expect(browserAssetKey('DEM 2024.TIF')).toBe('asset-dem-2024-tif')
  })

  it('leads to the API where the collection names no STAC Browser, or could not be read', () => {
    for (const shown of [undefined, { ...collection, links: [] } as unknown as RemoteCollection]) {
      const links = catalogLinks(API, 'ch.test', shown)
      expect(links.collection).toBe(`${API}/collections/ch.test`)
      expect(links.item('a b')).toBe(`${API}/collections/ch.test/items/a%20b`)
      expect(links.asset({ collection: 'ch.test', item: 'a' }, 'x.tif')).toBe(`${API}/collections/ch.test/items/a/assets/x.tif`)
    }
  })

  it("the run's target: its one item's page, or the collection's for collection assets and several items", () => {
    const links = catalogLinks(API, 'ch.swisstopo.swissalti3d', collection)
    const one = targetPages(links, 'ch.swisstopo.swissalti3d', ['item-1'])
    expect(one).toEqual({
      collection: { id: 'ch.swisstopo.swissalti3d', url: BROWSER },
      item: { id: 'item-1', url: `${BROWSER}/items/item-1` },
    })
    expect(targetUrl(one)).toBe(`${BROWSER}/items/item-1`)
    expect(targetUrl(targetPages(links, 'ch.swisstopo.swissalti3d', []))).toBe(BROWSER)
    expect(targetUrl(targetPages(links, 'ch.swisstopo.swissalti3d', ['north', 'south']))).toBe(BROWSER)
  })
})
