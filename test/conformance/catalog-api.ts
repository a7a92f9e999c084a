import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CatalogMode, ServerVariant } from '../../sandbox/fake-catalog.ts'
import type { CatalogApi } from '../../src/catalog/api.ts'
import { catalogLinks } from '../../src/catalog/links.ts'
import {
  itemAssets,
  type AssetFields,
  type Container,
  type ItemBody,
  type ItemFilters,
  type OutgoingPart,
  type UploadRequest,
} from '../../src/catalog/model.ts'
import { ownLinks } from '../../src/domain/links.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'
import { assetFields } from '../support/asset-fields.ts'
import { PLACES } from '../support/places.ts'

/**
 * One suite for every CatalogApi, as rclone's fstests are for its storage backends: the same cases,
 * the same domain results, against the unit tests' catalog in memory (memory-catalog.test.ts) and
 * against HttpCatalog over sockets to the sandbox (http-catalog.test.ts). Both stand on the
 * sandbox's one model of service-stac, so a case that fails on one backend only is a place where
 * the client's reading of the protocol and the model's drifted apart. A new catalog call adds its
 * cases here.
 */

/** A catalog to run the cases against, started fresh for each. */
export interface Backend {
  readonly catalog: CatalogApi
  /** The origin of the catalog's own URLs (its links) and of its storage (asset hrefs). */
  readonly apiOrigin: string
  readonly storageOrigin: string
  close(): Promise<void>
}

export interface BackendOptions {
  readonly collections: readonly string[]
  readonly items: Readonly<Record<string, readonly string[]>>
  readonly mode: CatalogMode
  /** Features of the mode's server switched off. */
  readonly variant: Partial<ServerVariant>
  /** The catalog's clock (milliseconds with microseconds in the fraction), which the cases move. */
  readonly now: () => number
}

export type StartBackend = (options: BackendOptions) => Promise<Backend>

const COLLECTION = 'ch.conformance'
const ITEM: Container = { collection: COLLECTION, item: 'item' }
const OWN: Container = { collection: COLLECTION, item: undefined }
const POINT = { type: 'Point', coordinates: [7.44, 46.95] }
const START = Date.UTC(2026, 10, 24, 8) + 123.456
const HOUR = 3_600_000
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const NO_SUCH_UPLOAD = (operation: string) =>
  `NoSuchUpload('An error occurred (NoSuchUpload) when calling the ${operation} operation: ` +
  "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.')"

const fields = assetFields
const csv = (id: string, extra: Partial<AssetFields> = {}) => fields(id, 'text/csv', extra)
const item = (id: string, properties: Record<string, unknown> = { datetime: '2026-03-01T00:00:00Z' }): ItemBody => ({
  id,
  geometry: POINT,
  properties,
})
/** The CatalogError a case expects: its status and its whole message. */
const refusal = (status: number, message: string): unknown => expect.objectContaining({ name: 'CatalogError', status, message })

export function catalogApiSuite(name: string, start: StartBackend): void {
  describe(`CatalogApi conformance: ${name}`, () => {
    let ws: Workspace
    let now: number
    const open: Backend[] = []
    beforeEach(async () => {
      ws = await makeWorkspace()
      now = START
    })
    afterEach(async () => {
      await Promise.all(open.splice(0).map((backend) => backend.close()))
      await ws.remove()
    })

    /** A fresh catalog: the collection with one item, unless the case says otherwise. */
    async function fresh(options: Partial<Omit<BackendOptions, 'now'>> = {}): Promise<Backend> {
      const backend = await start({
        collections: [COLLECTION],
        items: { [COLLECTION]: ['item'] },
        mode: 'deployed',
        variant: {},
        ...options,
        now: () => now,
      })
      open.push(backend)
      return backend
    }

    /** A file cut into parts of `size` bytes, and the upload request for it. */
    async function file(name: string, bytes: Buffer, size: number): Promise<{ parts: OutgoingPart[]; request: UploadRequest }> {
      const path = await ws.write(name, bytes)
      const parts: OutgoingPart[] = []
      for (let offset = 0, number = 1; offset < bytes.length; offset += size, number++) {
        const length = Math.min(size, bytes.length - offset)
        const md5 = createHash('md5')
          .update(bytes.subarray(offset, offset + length))
          .digest('base64')
        parts.push({ number, path, offset, length, md5 })
      }
      const request: UploadRequest = {
        number_parts: parts.length,
        md5_parts: parts.map((part) => ({ part_number: part.number, md5: part.md5 })),
        'file:checksum': `1220${createHash('sha256').update(bytes).digest('hex')}`,
      }
      return { parts, request }
    }

    /** The asset, an upload of it started, and its parts' URLs. */
    async function started(catalog: CatalogApi, id: string, bytes = noise(30, 1), size = 10) {
      const { parts, request } = await file(id, bytes, size)
      expect(await catalog.putAsset(ITEM, csv(id), false)).toBe('created')
      const start = await catalog.createUpload(ITEM, id, request)
      if (start.kind !== 'started') throw new Error(`no upload started: ${JSON.stringify(start)}`)
      return { ...start, parts, request }
    }

    describe('collections', () => {
      it('getCollection: its own fields and its STAC Browser page; undefined for none', async () => {
        const { catalog, apiOrigin } = await fresh()
        const collection = await catalog.getCollection(COLLECTION)
        expect(collection).toMatchObject({
          id: COLLECTION,
          type: 'Collection',
          description: expect.any(String),
          license: 'proprietary',
          extent: { spatial: { bbox: [[0, 0, 0, 0]] }, temporal: { interval: [[null, null]] } },
          summaries: {},
          created: expect.stringMatching(TIME),
        })
        const links = catalogLinks(`${apiOrigin}/api/stac/v1`, COLLECTION, collection)
        expect(links.item('x')).toBe(`${apiOrigin}/browser/index.html#/collections/${COLLECTION}/items/x`)
        expect(await catalog.getCollection('ch.none')).toBeUndefined()
      })
    })

    describe('items', () => {
      it('putItem creates, then updates; getItem shows it as the service rewrites it; undefined for none', async () => {
        const { catalog } = await fresh()
        const sent = item('new', { datetime: '2026-03-01T01:00:00.5+01:00', title: ' Title ' })
        expect(await catalog.putItem(COLLECTION, sent)).toBe('created')
        expect(await catalog.getItem(COLLECTION, 'new')).toMatchObject({
          id: 'new',
          collection: COLLECTION,
          geometry: POINT,
          properties: { datetime: '2026-03-01T00:00:00.500000Z', title: 'Title', created: expect.stringMatching(TIME) },
          assets: {},
        })
        expect(await catalog.putItem(COLLECTION, item('new'))).toBe('updated')
        expect((await catalog.getItem(COLLECTION, 'new'))?.properties).not.toHaveProperty('title')
        expect(await catalog.getItem(COLLECTION, 'none')).toBeUndefined()
        expect(await catalog.getItem('ch.none', 'new')).toBeUndefined()
      })

      it('patchItem merges what it is given, null removes a property; a missing item is refused', async () => {
        const { catalog } = await fresh()
        await catalog.patchItem(COLLECTION, 'item', { properties: { title: 'Patched' } })
        expect((await catalog.getItem(COLLECTION, 'item'))?.properties).toMatchObject({ title: 'Patched', datetime: expect.any(String) })
        await catalog.patchItem(COLLECTION, 'item', { properties: { title: null } })
        expect((await catalog.getItem(COLLECTION, 'item'))?.properties).not.toHaveProperty('title')
        await expect(catalog.patchItem(COLLECTION, 'none', { properties: { title: 'x' } })).rejects.toEqual(
          refusal(404, 'update item none: HTTP 404 Not found.'),
        )
      })

      it("items' links: sent by putItem, createItem, createItems and patchItem with every field; shown after the service's own, one per rel", async () => {
        const { catalog } = await fresh()
        const license = { rel: 'license', href: 'https://example.com/terms', title: 'Terms', type: 'text/html', hreflang: 'de' }
        const via = { rel: 'via', href: 'https://example.com/origin' }
        const own = async (id: string) => ownLinks((await catalog.getItem(COLLECTION, id))?.links)
        expect(await catalog.putItem(COLLECTION, { ...item('p'), links: [license] })).toBe('created')
        expect(((await catalog.getItem(COLLECTION, 'p'))?.links as Array<{ rel: string }>).map((link) => link.rel)).toEqual([
          'self',
          'root',
          'parent',
          'collection',
          'alternate',
          'license',
        ])
        expect(await catalog.createItem(COLLECTION, { ...item('c'), links: [via] })).toBe('created')
        expect(await catalog.createItems(COLLECTION, [{ ...item('b1'), links: [license, via] }, item('b2')])).toEqual({ kind: 'created' })
        expect(await own('p')).toEqual([license])
        expect(await own('c')).toEqual([via])
        expect(await own('b1')).toEqual([license, via])
        expect(await own('b2')).toEqual([])
        // A link sent without a title has none (null is sent); one without a type keeps the stored one, which an empty one clears.
        await catalog.patchItem(COLLECTION, 'b1', { links: [via, { rel: 'license', href: license.href }] })
        expect(await own('b1')).toEqual([{ rel: 'license', href: license.href, type: 'text/html', hreflang: 'de' }, via])
        await catalog.patchItem(COLLECTION, 'b1', { links: [via, { rel: 'license', href: license.href, type: '' }] })
        expect(await own('b1')).toEqual([{ rel: 'license', href: license.href, hreflang: 'de' }, via])
        await catalog.patchItem(COLLECTION, 'b1', { properties: { title: 'Linkless' } })
        expect(await own('b1')).toEqual([])
      })

      it('putItem refused: CatalogError with what the service says', async () => {
        const { catalog } = await fresh()
        await expect(catalog.putItem(COLLECTION, item('bad', {}))).rejects.toEqual(
          refusal(
            400,
            "create item bad: HTTP 400 non_field_errors: Property end_datetime can't be null when no property datetime is given",
          ),
        )
        await expect(catalog.putItem('ch.none', item('x'))).rejects.toEqual(refusal(404, 'create item x: HTTP 404 Not found.'))
        expect(await catalog.getItem(COLLECTION, 'bad')).toBeUndefined()
      })

      it('listItems: pages of 100 by id, each item with its assets as getItem shows them; undefined without the collection', async () => {
        const ids = Array.from({ length: 250 }, (_, i) => `s-${String(249 - i).padStart(3, '0')}`)
        const { catalog } = await fresh({ items: { [COLLECTION]: ids } })
        await catalog.putAsset({ collection: COLLECTION, item: 's-150' }, csv('a.csv', { title: 'A' }), false)
        const pages = []
        let next: string | undefined
        do {
          const page = await catalog.listItems(COLLECTION, next)
          pages.push(page!.items.map((shown) => shown.id))
          next = page!.next
          if (page!.items.some((shown) => shown.id === 's-150')) {
            const listed = page!.items.find((shown) => shown.id === 's-150')!
            expect(itemAssets(listed)).toEqual([expect.objectContaining({ id: 'a.csv', type: 'text/csv', title: 'A' })])
            expect(itemAssets(listed)).toEqual(itemAssets((await catalog.getItem(COLLECTION, 's-150'))!))
          }
        } while (next !== undefined)
        expect(pages.map((page) => page.length)).toEqual([100, 100, 50])
        expect(pages.flat()).toEqual([...ids].sort())
        expect(await catalog.listItems('ch.none')).toBeUndefined()
      })
    })

    // The reads a STAC source needs of a STAC API (a promotion from INT): the listing's bbox and datetime
    // filters as service-stac 900c5ed applies them (stac_api/managers.py ItemQuerySet.filter_by_bbox,
    // filter_by_datetime; sandbox/catalog/filters.ts), its pages with the filters kept, and its refusals.
    describe('the item listing filtered, as a STAC source reads it', () => {
      async function places(): Promise<CatalogApi> {
        const { catalog } = await fresh({ items: {} })
        for (const [id, body] of Object.entries(PLACES)) await catalog.putItem(COLLECTION, { id, ...body })
        return catalog
      }
      /** Every page of the filtered listing, followed by next; the ids listed. */
      async function listed(catalog: CatalogApi, filters: ItemFilters): Promise<string[]> {
        const ids: string[] = []
        let next: string | undefined
        do {
          const page = await catalog.listItems(COLLECTION, next, filters)
          ids.push(...page!.items.map((shown) => shown.id))
          next = page!.next
        } while (next !== undefined)
        return ids
      }
      const LIST = `list the items of collection ${COLLECTION}`
      const BBOX_MESSAGE = 'Invalid bbox query parameter,  has to contain 4 values. f.ex. bbox=5.96,45.82,10.49,47.81'

      it('bbox: the items whose geometry meets the box, its boundary included: a line that crosses it, not a box in a hole', async () => {
        const catalog = await places()
        expect(await listed(catalog, { bbox: [7.4, 46.9, 7.5, 47.0] })).toEqual(['a-bern'])
        expect(await listed(catalog, { bbox: [8.6, 47.42, 8.7, 47.5] })).toEqual(['b-zurich'])
        expect(await listed(catalog, { bbox: [5.96, 45.82, 10.49, 47.81] })).toEqual(Object.keys(PLACES))
        expect(await listed(catalog, { bbox: [10.0, 47.6, 10.4, 47.8] })).toEqual([])
        expect(await listed(catalog, { bbox: [7.49, 46.29, 7.51, 46.31] })).toEqual(['d-valais'])
        expect(await listed(catalog, { bbox: [8.05, 46.85, 8.1, 46.86] })).toEqual(['e-lucerne'])
        expect(await listed(catalog, { bbox: [8.25, 46.95, 8.35, 47.05] })).toEqual([])
        // Equal corners are the point itself.
        expect(await listed(catalog, { bbox: [7.44, 46.95, 7.44, 46.95] })).toEqual(['a-bern'])
      })

      it('datetime: an instant to the microsecond; an interval holds the datetimes in it and the intervals wholly in it; open ends', async () => {
        const catalog = await places()
        expect(await listed(catalog, { datetime: '2024-01-01T00:00:00Z' })).toEqual(['a-bern'])
        expect(await listed(catalog, { datetime: '2024-02-01T12:00:00.25Z' })).toEqual([])
        expect(await listed(catalog, { datetime: '2024-02-01T12:00:00.250001Z' })).toEqual(['b-zurich'])
        // service-stac lists an interval item only when it lies within the range, not when it overlaps it.
        expect(await listed(catalog, { datetime: '2024-01-01T00:00:00Z/2024-04-01T00:00:00Z' })).toEqual([
          'a-bern',
          'b-zurich',
          'c-geneva',
          'd-valais',
        ])
        expect(await listed(catalog, { datetime: '2024-03-15T00:00:00Z/2024-12-31T00:00:00Z' })).toEqual(['d-valais', 'e-lucerne'])
        expect(await listed(catalog, { datetime: '2024-04-01T00:00:00Z/..' })).toEqual(['d-valais', 'e-lucerne'])
        expect(await listed(catalog, { datetime: '../2024-02-01T00:00:00Z' })).toEqual(['a-bern'])
        expect(await listed(catalog, { datetime: '2023-01-01T00:00:00Z/..', bbox: [8.8, 45.9, 9.1, 46.1] })).toEqual(['f-ticino'])
      })

      it('pages through the matching items only, next keeping the filters; undefined without the collection', async () => {
        const ids = Array.from({ length: 230 }, (_, i) => `s-${String(i).padStart(3, '0')}`)
        const { catalog } = await fresh({ items: {} })
        for (const [index, id] of ids.entries()) {
          const datetime = new Date(Date.UTC(2024, 0, 1) + index * HOUR).toISOString()
          await catalog.putItem(COLLECTION, { id, geometry: POINT, properties: { datetime } })
        }
        // The first 210 hours: three pages, the last of ten, without the twenty after them.
        const pages: number[] = []
        let next: string | undefined
        const filters: ItemFilters = { datetime: '2024-01-01T00:00:00Z/2024-01-09T17:00:00Z', bbox: [7.4, 46.9, 7.5, 47.0] }
        const seen: string[] = []
        do {
          const page = await catalog.listItems(COLLECTION, next, filters)
          pages.push(page!.items.length)
          seen.push(...page!.items.map((shown) => shown.id))
          next = page!.next
        } while (next !== undefined)
        expect(pages).toEqual([100, 100, 10])
        expect(seen).toEqual(ids.slice(0, 210))
        expect(await catalog.listItems('ch.none', undefined, filters)).toBeUndefined()
      })

      it("refuses a box with no area, a latitude past 90, LV95 and a datetime that is none, with the service's words", async () => {
        const catalog = await places()
        await expect(catalog.listItems(COLLECTION, undefined, { bbox: [7.4, 46.9, 7.4, 47.0] })).rejects.toEqual(
          refusal(400, `${LIST}: HTTP 400 ${BBOX_MESSAGE}`),
        )
        await expect(catalog.listItems(COLLECTION, undefined, { bbox: [7, 46, 8, 95] })).rejects.toEqual(
          refusal(400, `${LIST}: HTTP 400 Latitude exceeds permitted value: %(error)s`),
        )
        await expect(catalog.listItems(COLLECTION, undefined, { bbox: [2600000, 1200000, 2601000, 1201000] })).rejects.toEqual(
          refusal(400, `${LIST}: HTTP 400 Non permitted Projection. Projection must be wgs84 (SRID=4326) instead of SRID=%(error)s`),
        )
        await expect(catalog.listItems(COLLECTION, undefined, { datetime: '1.6.2024' })).rejects.toEqual(
          refusal(400, `${LIST}: HTTP 400 Invalid datetime query parameter, must be isoformat`),
        )
        await expect(catalog.listItems(COLLECTION, undefined, { datetime: '../..' })).rejects.toEqual(
          refusal(400, `${LIST}: HTTP 400 Invalid datetime query parameter, cannot start with open range when no end range is defined`),
        )
      })
    })

    describe('items written in batches', () => {
      it('createItems: all or none; an id that exists refuses the whole batch, saying why; so does a body it refuses', async () => {
        const { catalog } = await fresh()
        expect(await catalog.createItems(COLLECTION, [item('b1'), item('b2')])).toEqual({ kind: 'created' })
        expect(await catalog.getItem(COLLECTION, 'b2')).toMatchObject({ id: 'b2', properties: { datetime: '2026-03-01T00:00:00Z' } })
        expect(await catalog.createItems(COLLECTION, [item('b3'), item('b1')])).toEqual({
          kind: 'refused',
          why: expect.stringMatching(
            /^HTTP 400 duplicate key value violates unique constraint "\w+"\nDETAIL: {2}Key \(collection_id, name\)=\(1, b1\) already exists\.$/,
          ),
        })
        expect(await catalog.getItem(COLLECTION, 'b3')).toBeUndefined()
        expect(await catalog.createItems(COLLECTION, [item('b4', {})])).toEqual({
          kind: 'refused',
          why: expect.stringMatching(/^HTTP 400 \{'features': \[\{'non_field_errors': \[ErrorDetail\(string="Property end_datetime/),
        })
        await expect(catalog.createItems('ch.none', [item('b5')])).rejects.toEqual(
          refusal(404, 'create items b5…b5 (1) in one request: HTTP 404 Collection matching query does not exist.'),
        )
      })

      it('createItems: more than 100 at once are refused as a batch', async () => {
        const { catalog } = await fresh()
        const many = Array.from({ length: 101 }, (_, i) => item(`m-${String(i).padStart(3, '0')}`))
        expect(await catalog.createItems(COLLECTION, many)).toEqual({
          kind: 'refused',
          why: `HTTP 400 {'features': [ErrorDetail(string='More than 100 features', code='invalid')]}`,
        })
        expect(await catalog.getItem(COLLECTION, 'm-000')).toBeUndefined()
      })

      it('createItems on a server without the bulk create: methodNotAllowed', async () => {
        const { catalog } = await fresh({ variant: { bulk: false } })
        expect(await catalog.createItems(COLLECTION, [item('b1')])).toEqual({ kind: 'methodNotAllowed' })
        expect(await catalog.getItem(COLLECTION, 'b1')).toBeUndefined()
      })

      it('an item that expired is hidden from every read, still refuses a bulk create, and a PUT revives it', async () => {
        const { catalog } = await fresh()
        const expiring = item('e', { datetime: '2026-03-01T00:00:00Z', expires: new Date(START + HOUR).toISOString() })
        expect(await catalog.putItem(COLLECTION, expiring)).toBe('created')
        await catalog.putAsset({ collection: COLLECTION, item: 'e' }, csv('e.csv'), false)
        now += 2 * HOUR
        expect(await catalog.getItem(COLLECTION, 'e')).toBeUndefined()
        expect((await catalog.listItems(COLLECTION))?.items.map((shown) => shown.id)).toEqual(['item'])
        expect(await catalog.listAssets({ collection: COLLECTION, item: 'e' })).toBeUndefined()
        expect(await catalog.getAsset({ collection: COLLECTION, item: 'e' }, 'e.csv')).toBeUndefined()
        expect(await catalog.createItems(COLLECTION, [item('e')])).toMatchObject({ kind: 'refused' })
        await expect(catalog.putItem(COLLECTION, expiring)).rejects.toEqual(
          refusal(400, "create item e: HTTP 400 non_field_errors: Property expires can't be in the past."),
        )
        expect(await catalog.putItem(COLLECTION, item('e'))).toBe('updated')
        expect(itemAssets((await catalog.getItem(COLLECTION, 'e'))!).map((asset) => asset.id)).toEqual(['e.csv'])
      })

      it('createItem creates only an item whose id is new: one that exists, expired and hidden too, is left as it is', async () => {
        const { catalog } = await fresh()
        expect(await catalog.createItem(COLLECTION, item('c1', { datetime: '2026-03-01T00:00:00Z', title: 'Mine' }))).toBe('created')
        expect((await catalog.getItem(COLLECTION, 'c1'))?.properties).toMatchObject({ title: 'Mine' })
        expect(await catalog.createItem(COLLECTION, item('c1'))).toBe('exists')
        expect((await catalog.getItem(COLLECTION, 'c1'))?.properties).toMatchObject({ title: 'Mine' })
        const expiring = item('c2', { datetime: '2026-03-01T00:00:00Z', title: 'Old', expires: new Date(START + HOUR).toISOString() })
        expect(await catalog.putItem(COLLECTION, expiring)).toBe('created')
        now += 2 * HOUR
        expect(await catalog.createItem(COLLECTION, item('c2'))).toBe('exists')
        expect(await catalog.getItem(COLLECTION, 'c2')).toBeUndefined()
        await expect(catalog.createItem(COLLECTION, item('c3', {}))).rejects.toEqual(
          refusal(400, "create item c3: HTTP 400 non_field_errors: Property end_datetime can't be null when no property datetime is given"),
        )
        await expect(catalog.createItem('ch.none', item('x'))).rejects.toEqual(refusal(404, 'create item x: HTTP 404 Not found.'))
      })
    })

    describe('assets', () => {
      it('putAsset creates and updates; getAsset and listAssets show it, its file on the storage; clear empties what is not set', async () => {
        const { catalog, storageOrigin } = await fresh()
        expect(await catalog.listAssets(ITEM)).toEqual([])
        expect(await catalog.putAsset(ITEM, csv('a.csv', { title: 'A', description: 'About A', roles: ['data'] }), false)).toBe('created')
        const shown = await catalog.getAsset(ITEM, 'a.csv')
        expect(shown).toMatchObject({
          id: 'a.csv',
          type: 'text/csv',
          title: 'A',
          description: 'About A',
          roles: ['data'],
          href: `${storageOrigin}/${COLLECTION}/item/a.csv`,
          created: expect.stringMatching(TIME),
        })
        expect(shown).not.toHaveProperty('file:checksum')
        expect(await catalog.putAsset(ITEM, csv('a.csv', { title: 'B' }), false)).toBe('updated')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({ title: 'B', description: 'About A', roles: ['data'] })
        expect(await catalog.putAsset(ITEM, csv('a.csv', { title: 'C' }), true)).toBe('updated')
        const cleared = await catalog.getAsset(ITEM, 'a.csv')
        expect(cleared).toMatchObject({ title: 'C' })
        expect(cleared).not.toHaveProperty('description')
        expect(cleared).not.toHaveProperty('roles')
        expect((await catalog.listAssets(ITEM))?.map((asset) => asset.id)).toEqual(['a.csv'])
        expect(await catalog.getAsset(ITEM, 'none.csv')).toBeUndefined()
        expect(await catalog.listAssets({ collection: COLLECTION, item: 'none' })).toBeUndefined()
        expect(await catalog.getAsset({ collection: COLLECTION, item: 'none' }, 'a.csv')).toBeUndefined()
      })

      it('createAsset creates only an asset whose id is new: one that exists is left as it is, its metadata and its file', async () => {
        const { catalog } = await fresh()
        const { parts, request } = await file('a.csv', noise(12, 3), 10)
        const checksum = request['file:checksum']
        expect(await catalog.createAsset(ITEM, csv('a.csv', { title: 'Mine', roles: ['data'] }), checksum)).toBe('created')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({ id: 'a.csv', type: 'text/csv', title: 'Mine', roles: ['data'] })
        const start = await catalog.createUpload(ITEM, 'a.csv', request)
        if (start.kind !== 'started') throw new Error(`no upload started: ${JSON.stringify(start)}`)
        const etags: string[] = []
        for (const part of parts) etags.push(await catalog.putPart(start.urls[part.number - 1]!.url, part, `part ${part.number}`))
        await catalog.completeUpload(
          ITEM,
          'a.csv',
          start.uploadId,
          parts.map((part, i) => ({ etag: etags[i]!, part_number: part.number })),
          checksum,
        )
        // Another create of the id, with other fields (or another type): nothing of the asset changes.
        expect(await catalog.createAsset(ITEM, csv('a.csv', { title: 'Theirs' }), checksum)).toBe('exists')
        expect(await catalog.createAsset(ITEM, fields('a.csv', 'text/plain'), checksum)).toBe('exists')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({
          type: 'text/csv',
          title: 'Mine',
          roles: ['data'],
          'file:checksum': checksum,
        })
        expect(await catalog.createAsset(OWN, fields('map.tif', 'image/tiff; application=geotiff', { gsd: 0.5 }), checksum)).toBe('created')
        expect(await catalog.createAsset(OWN, fields('map.tif', 'image/tiff; application=geotiff'), checksum)).toBe('exists')
        await expect(catalog.createAsset({ collection: COLLECTION, item: 'none' }, csv('x.csv'), checksum)).rejects.toEqual(
          refusal(404, 'create asset x.csv: HTTP 404 Not found.'),
        )
        await expect(catalog.createAsset(ITEM, csv('b.pdf'), checksum)).rejects.toEqual(
          refusal(400, "create asset b.pdf: HTTP 400 non_field_errors: Invalid id extension '.pdf', id must match its media type text/csv"),
        )
        const described = await fresh({ mode: 'described' })
        await expect(described.catalog.createAsset(ITEM, csv('a.csv'), checksum)).rejects.toEqual(
          refusal(405, 'create asset a.csv: HTTP 405 Method "PUT" not allowed.'),
        )
      })

      it("a collection's own assets: the fields such an asset has, the item-only ones left out", async () => {
        const { catalog, storageOrigin } = await fresh()
        const own = fields('map.tif', 'image/tiff; application=geotiff', { 'proj:epsg': 2056, gsd: 0.5, 'geoadmin:lang': 'de' })
        expect(await catalog.putAsset(OWN, own, false)).toBe('created')
        const shown = await catalog.getAsset(OWN, 'map.tif')
        expect(shown).toMatchObject({ 'proj:epsg': 2056, href: `${storageOrigin}/${COLLECTION}/map.tif` })
        expect(shown).not.toHaveProperty('gsd')
        expect((await catalog.listAssets(OWN))?.map((asset) => asset.id)).toEqual(['map.tif'])
        expect(await catalog.getCollection(COLLECTION)).toMatchObject({ summaries: { 'proj:epsg': [2056] } })
        expect(await catalog.listAssets({ collection: 'ch.none', item: undefined })).toBeUndefined()
      })

      it('putAsset refused: a type that is not the stored one, an id whose extension is not its type', async () => {
        const { catalog } = await fresh()
        await catalog.putAsset(ITEM, fields('a.json', 'application/json'), false)
        await expect(catalog.putAsset(ITEM, fields('a.json', 'application/geo+json'), false)).rejects.toEqual(
          refusal(
            400,
            'create asset a.json: HTTP 400 type: Type field cannot be edited. You need to delete and recreate the asset with the correct type',
          ),
        )
        await expect(catalog.putAsset(ITEM, csv('b.pdf'), true)).rejects.toEqual(
          refusal(
            400,
            "replace asset b.pdf: HTTP 400 non_field_errors: Invalid id extension '.pdf', id must match its media type text/csv",
          ),
        )
      })

      it('patchAsset changes the fields given and keeps the rest; a missing asset is refused; without PATCH, methodNotAllowed', async () => {
        const { catalog } = await fresh()
        await catalog.putAsset(ITEM, csv('a.csv', { description: 'Kept' }), false)
        expect(await catalog.patchAsset(ITEM, 'a.csv', { title: 'Patched' })).toBe('updated')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({ title: 'Patched', description: 'Kept' })
        await expect(catalog.patchAsset(ITEM, 'none.csv', { title: 'x' })).rejects.toEqual(
          refusal(404, 'update asset none.csv: HTTP 404 Not found.'),
        )
        const without = await fresh({ variant: { patch: false } })
        await without.catalog.putAsset(ITEM, csv('a.csv'), false)
        expect(await without.catalog.patchAsset(ITEM, 'a.csv', { title: 'x' })).toBe('methodNotAllowed')
      })

      it('deleteAsset: deleted, then absent; refused while an upload is in progress', async () => {
        const { catalog } = await fresh()
        const { uploadId } = await started(catalog, 'a.csv')
        await expect(catalog.deleteAsset(ITEM, 'a.csv')).rejects.toEqual(
          refusal(400, 'delete asset a.csv: HTTP 400 Asset a.csv has still an upload in progress'),
        )
        expect(await catalog.abortUpload(ITEM, 'a.csv', uploadId)).toBe('aborted')
        expect(await catalog.deleteAsset(ITEM, 'a.csv')).toBe('deleted')
        expect(await catalog.deleteAsset(ITEM, 'a.csv')).toBe('absent')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toBeUndefined()
      })

      it('postAsset: the deployed service has none; a server of the published description creates with the checksum', async () => {
        const checksum = `1220${'ab'.repeat(32)}`
        const deployed = await fresh()
        expect(await deployed.catalog.postAsset(ITEM, csv('a.csv'), checksum)).toBe('methodNotAllowed')
        expect(await deployed.catalog.getAsset(ITEM, 'a.csv')).toBeUndefined()

        const { catalog } = await fresh({ mode: 'described' })
        expect(await catalog.postAsset(ITEM, csv('a.csv', { title: 'A' }), checksum)).toBe('created')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({ id: 'a.csv', title: 'A', 'file:checksum': checksum })
        // An asset of its id (409), even one as this create would make it: no attempt of it was lost, so it is not this create's.
        expect(await catalog.postAsset(ITEM, csv('a.csv', { title: 'A' }), checksum)).toBe('exists')
        expect(await catalog.postAsset(ITEM, csv('a.csv', { title: 'B' }), `1220${'cd'.repeat(32)}`)).toBe('exists')
        expect(await catalog.getAsset(ITEM, 'a.csv')).toMatchObject({ title: 'A', 'file:checksum': checksum })
        await expect(catalog.putAsset(ITEM, csv('b.csv'), false)).rejects.toEqual(
          refusal(405, 'create asset b.csv: HTTP 405 Method "PUT" not allowed.'),
        )
        expect(await catalog.patchAsset(ITEM, 'a.csv', { title: 'x' })).toBe('methodNotAllowed')
        expect(await catalog.createUpload(ITEM, 'a.csv', (await file('a.csv', Buffer.from('a'), 10)).request)).toEqual({
          kind: 'unsupported',
          why: 'the catalog answered 404 to creating an upload of a.csv',
        })
      })
    })

    describe('uploads', () => {
      it('from start to end: one URL per part, the upload in progress named, parts stored and listed, completed with the checksum', async () => {
        const { catalog } = await fresh()
        const { uploadId, urls, parts, request } = await started(catalog, 'u.csv')
        expect(urls.map((url) => [url.part, url.expiresAt])).toEqual(
          [1, 2, 3].map((part) => [part, Math.floor(START / 1000) * 1000 + HOUR]),
        )
        expect(await catalog.createUpload(ITEM, 'u.csv', request)).toEqual({ kind: 'inProgress', uploadId })
        expect(await catalog.uploadsInProgress(ITEM, 'u.csv')).toEqual([uploadId])
        expect(await catalog.getUpload(ITEM, 'u.csv', uploadId)).toEqual({
          uploadId,
          status: 'in-progress',
          checksum: request['file:checksum'],
          md5Parts: new Map(parts.map((part) => [part.number, part.md5])),
          contentEncoding: undefined,
          urls,
        })
        expect(await catalog.listParts(ITEM, 'u.csv', uploadId)).toEqual([])
        const etags: string[] = []
        for (const part of parts) etags.push(await catalog.putPart(urls[part.number - 1]!.url, part, `part ${part.number}`))
        expect(etags).toEqual(parts.map((part) => `"${Buffer.from(part.md5, 'base64').toString('hex')}"`))
        expect(await catalog.listParts(ITEM, 'u.csv', uploadId)).toEqual(
          parts.map((part, i) => ({ number: part.number, etag: etags[i], size: 10 })),
        )
        const completed = parts.map((part, i) => ({ etag: etags[i]!, part_number: part.number }))
        await catalog.completeUpload(ITEM, 'u.csv', uploadId, completed, request['file:checksum'])
        expect(await catalog.getAsset(ITEM, 'u.csv')).toMatchObject({ 'file:checksum': request['file:checksum'] })
        expect(await catalog.getUpload(ITEM, 'u.csv', uploadId)).toMatchObject({ status: 'completed', urls: [] })
        // Completed with this checksum already: done.
        await catalog.completeUpload(ITEM, 'u.csv', uploadId, completed, request['file:checksum'])
        expect(await catalog.abortUpload(ITEM, 'u.csv', uploadId)).toBe('ended')
        expect(await catalog.uploadsInProgress(ITEM, 'u.csv')).toEqual([])
        await expect(catalog.listParts(ITEM, 'u.csv', uploadId)).rejects.toEqual(
          refusal(500, `list parts of upload ${uploadId} of u.csv: HTTP 500 ${NO_SUCH_UPLOAD('ListParts')}`),
        )
      })

      it("a collection's own asset is uploaded as an item's is", async () => {
        const { catalog } = await fresh()
        const { parts, request } = await file('own.csv', noise(12, 2), 10)
        await catalog.putAsset(OWN, csv('own.csv'), false)
        const start = await catalog.createUpload(OWN, 'own.csv', request)
        if (start.kind !== 'started') throw new Error(`no upload started: ${JSON.stringify(start)}`)
        const etags: string[] = []
        for (const part of parts) etags.push(await catalog.putPart(start.urls[part.number - 1]!.url, part, `part ${part.number}`))
        const completed = parts.map((part, i) => ({ etag: etags[i]!, part_number: part.number }))
        await catalog.completeUpload(OWN, 'own.csv', start.uploadId, completed, request['file:checksum'])
        expect(await catalog.getAsset(OWN, 'own.csv')).toMatchObject({ 'file:checksum': request['file:checksum'] })
        expect(await catalog.uploadsInProgress(OWN, 'own.csv')).toEqual([])
      })

      it("a compressed file's upload keeps its content encoding", async () => {
        const { catalog } = await fresh()
        const { request } = await file('z.csv', Buffer.from('z\n'), 10)
        await catalog.putAsset(ITEM, csv('z.csv'), false)
        const start = await catalog.createUpload(ITEM, 'z.csv', { ...request, content_encoding: 'gzip' })
        expect(start.kind).toBe('started')
        expect(await catalog.getUpload(ITEM, 'z.csv', (start as { uploadId: string }).uploadId)).toMatchObject({ contentEncoding: 'gzip' })
      })

      it('abort: aborted, then ended; a complete after it is refused as ended by someone else', async () => {
        const { catalog } = await fresh()
        const { uploadId, request } = await started(catalog, 'a.csv')
        expect(await catalog.abortUpload(ITEM, 'a.csv', uploadId)).toBe('aborted')
        expect(await catalog.abortUpload(ITEM, 'a.csv', uploadId)).toBe('ended')
        expect(await catalog.getUpload(ITEM, 'a.csv', uploadId)).toMatchObject({ status: 'aborted', urls: [] })
        const parts = [1, 2, 3].map((part) => ({ etag: '"0"', part_number: part }))
        await expect(catalog.completeUpload(ITEM, 'a.csv', uploadId, parts, request['file:checksum'])).rejects.toEqual(
          refusal(409, `complete upload of a.csv: the upload ${uploadId} was aborted by someone else meanwhile`),
        )
        // It no longer blocks another.
        expect(await catalog.createUpload(ITEM, 'a.csv', request)).toMatchObject({ kind: 'started' })
      })

      it('a complete naming a part the storage does not hold is refused with the storage message', async () => {
        const { catalog } = await fresh()
        const { uploadId, urls, parts, request } = await started(catalog, 'a.csv')
        const etags: string[] = []
        for (const part of parts) etags.push(await catalog.putPart(urls[part.number - 1]!.url, part, `part ${part.number}`))
        const wrong = parts.map((part, i) => ({
          etag: i === 1 ? '"0123456789abcdef0123456789abcdef"' : etags[i]!,
          part_number: part.number,
        }))
        await expect(catalog.completeUpload(ITEM, 'a.csv', uploadId, wrong, request['file:checksum'])).rejects.toEqual(
          refusal(
            400,
            'complete upload of a.csv: HTTP 400 An error occurred (InvalidPart) when calling the CompleteMultipartUpload operation: ' +
              "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not have matched the part's entity tag.",
          ),
        )
        expect(await catalog.getUpload(ITEM, 'a.csv', uploadId)).toMatchObject({ status: 'in-progress' })
      })

      it('without an asset, or on a server without the upload API: unsupported; an unknown upload is undefined', async () => {
        const { catalog } = await fresh()
        const { request } = await file('a.csv', Buffer.from('a'), 10)
        expect(await catalog.createUpload(ITEM, 'none.csv', request)).toEqual({
          kind: 'unsupported',
          why: 'the catalog answered 404 to creating an upload of none.csv',
        })
        await expect(catalog.uploadsInProgress(ITEM, 'none.csv')).rejects.toEqual(
          refusal(404, 'list uploads of none.csv: HTTP 404 Not found.'),
        )
        await catalog.putAsset(ITEM, csv('a.csv'), false)
        expect(await catalog.getUpload(ITEM, 'a.csv', 'unknown')).toBeUndefined()

        const without = await fresh({ variant: { uploads: false } })
        await without.catalog.putAsset(ITEM, csv('a.csv'), false)
        expect(await without.catalog.createUpload(ITEM, 'a.csv', request)).toEqual({
          kind: 'unsupported',
          why: 'the catalog answered 404 to creating an upload of a.csv',
        })
      })

      it("putPart: the storage checks a part against its URL's signature and expiry, its Content-MD5 and the upload", async () => {
        const { catalog } = await fresh()
        const { uploadId, urls, parts } = await started(catalog, 'a.csv')
        const [first, second] = parts as [OutgoingPart, OutgoingPart]
        // Bytes that are not those of the MD5 declared for the part (the file changed meanwhile).
        await expect(catalog.putPart(urls[0]!.url, { ...first, offset: 10 }, 'part 1')).rejects.toEqual(
          expect.objectContaining({
            name: 'PartBytesChanged',
            partNumber: 1,
            message: "part 1: the storage received other bytes than those of the part's MD5 (HTTP 400 BadDigest)",
          }),
        )
        // An MD5 that is not the one the URL was signed for.
        await expect(catalog.putPart(urls[0]!.url, { ...first, md5: second.md5, offset: 10 }, 'part 1')).rejects.toEqual(
          refusal(403, 'part 1: storage answered HTTP 403 SignatureDoesNotMatch'),
        )
        expect(await catalog.listParts(ITEM, 'a.csv', uploadId)).toEqual([])
        now += 2 * HOUR
        await expect(catalog.putPart(urls[0]!.url, first, 'part 1')).rejects.toEqual(
          refusal(403, 'part 1: storage answered HTTP 403 AccessDenied'),
        )
        now = START
        expect(await catalog.abortUpload(ITEM, 'a.csv', uploadId)).toBe('aborted')
        await expect(catalog.putPart(urls[0]!.url, first, 'part 1')).rejects.toEqual(
          refusal(404, 'part 1: storage answered HTTP 404 NoSuchUpload'),
        )
      })
    })
  })
}
