import { describe, expect, it } from 'vitest'
import {
  assetDefect,
  assetListDefect,
  collectionDefect,
  identifiedAssetDefect,
  isMultihash,
  itemDefect,
  itemPageDefect,
  newUploadDefect,
  partsDefect,
  uploadDefect,
  uploadListDefect,
} from '../../src/catalog/answers.ts'

// What each answer must hold for the plan, checked before it is read: the guards alone. Over
// sockets, with the fake catalog's answers replaced, in test/integration/unexpected-answers.test.ts.

const SHA = `1220${'ab'.repeat(32)}`
const asset = { type: 'text/csv', href: 'https://data.example/a.csv', 'file:checksum': SHA }
const item = { id: 'a', type: 'Feature', properties: { datetime: '2026-01-01T00:00:00Z' }, links: [], assets: { 'a.csv': asset } }

describe('the answers a plan relies on', () => {
  it('takes a multihash as the service shows one, and nothing else', () => {
    expect(isMultihash(SHA)).toBe(true)
    expect(isMultihash(SHA.toUpperCase())).toBe(true)
    // sha2-512: 13 40 and 64 bytes.
    expect(isMultihash(`1340${'cd'.repeat(64)}`)).toBe(true)
    expect(isMultihash(SHA.slice(0, -2))).toBe(false)
    expect(isMultihash(`${SHA}00`)).toBe(false)
    expect(isMultihash('ab'.repeat(32))).toBe(false)
    expect(isMultihash(`1220${'zz'.repeat(32)}`)).toBe(false)
    expect(isMultihash('')).toBe(false)
  })

  it('an item: its id the one asked for, its assets an object of assets', () => {
    expect(itemDefect(item, 'a')).toBeUndefined()
    expect(itemDefect({ id: 'a', assets: {} }, 'a')).toBeUndefined()
    expect(itemDefect('<!doctype html><html>', 'a')).toBe("it is the text '<!doctype html><html>'")
    expect(itemDefect(null, 'a')).toBe('it is null')
    expect(itemDefect([item], 'a')).toBe('it is a list')
    expect(itemDefect({ ...item, id: 'b' }, 'a')).toBe("its id is 'b'")
    expect(itemDefect({ ...item, id: 7 }, 'a')).toBe('it has no id')
    expect(itemDefect({ id: 'a', properties: {} }, 'a')).toBe('it shows no assets')
    expect(itemDefect({ ...item, assets: [] }, 'a')).toBe('its assets are a list')
    expect(itemDefect({ ...item, properties: 'x' }, 'a')).toBe("its properties are the text 'x'")
    expect(itemDefect({ ...item, links: {} }, 'a')).toBe('its links are an object')
    expect(itemDefect({ ...item, assets: { 'a.csv': { ...asset, 'file:checksum': 'abc' } } }, 'a')).toBe(
      "its asset 'a.csv': its file:checksum 'abc' is not a multihash",
    )
  })

  it('an asset: a media type, a multihash or no checksum (an upload never completed), a text href', () => {
    expect(assetDefect(asset)).toBeUndefined()
    expect(assetDefect({ type: 'text/csv' })).toBeUndefined()
    expect(assetDefect({ type: 'text/csv', 'file:checksum': '' })).toBeUndefined()
    expect(assetDefect({ type: 'text/csv', 'file:checksum': null, 'file:size': null })).toBeUndefined()
    expect(assetDefect({ href: 'x' })).toBe('it has no media type (type)')
    expect(assetDefect({ ...asset, 'file:checksum': 12 })).toBe("its file:checksum the value '12' is not a multihash")
    expect(assetDefect({ ...asset, href: {} })).toBe('its href is not a text')
    expect(assetDefect({ ...asset, 'file:size': '5' })).toBe('its file:size is not a number')
    expect(identifiedAssetDefect({ id: 'a.csv', ...asset }, 'a.csv')).toBeUndefined()
    expect(identifiedAssetDefect({ id: 'b.csv', ...asset }, 'a.csv')).toBe("its id is 'b.csv'")
    expect(assetListDefect({ assets: [{ id: 'a.csv', ...asset }] })).toBeUndefined()
    expect(assetListDefect([{ id: 'a.csv', ...asset }])).toBeUndefined()
    expect(assetListDefect({ assets: [{ id: 'a.csv', ...asset }, { id: 'b.csv' }] })).toBe("its asset 'b.csv': it has no media type (type)")
    expect(assetListDefect({ links: [] })).toBe('it has no list of assets')
  })

  it('a page of items: a list of items, each checked; a collection: its own id', () => {
    expect(itemPageDefect({ type: 'FeatureCollection', features: [item, { ...item, id: 'b' }], links: [] })).toBeUndefined()
    expect(itemPageDefect({ features: [] })).toBeUndefined()
    expect(itemPageDefect({ type: 'FeatureCollection' })).toBe('it has no features')
    expect(itemPageDefect({ features: [item, { id: 'b' }] })).toBe("its feature 'b': it shows no assets")
    expect(itemPageDefect({ features: [item, 'x'] })).toBe("its feature #2: it is the text 'x'")
    expect(collectionDefect({ id: 'ch.c', links: [] }, 'ch.c')).toBeUndefined()
    expect(collectionDefect({ id: 'ch.d' }, 'ch.c')).toBe("its id is 'ch.d'")
    expect(collectionDefect(`<html>${'x'.repeat(100)}`, 'ch.c')).toBe(`it is the text '<html>${'x'.repeat(34)}…'`)
  })

  it('uploads: an id, a status, a URL for every part once, their MD5s and stored parts', () => {
    const urls = [1, 2].map((part) => ({ url: `https://storage.example/${part}`, part, expires: '2026-01-01T00:00:00Z' }))
    const created = { upload_id: 'u1', status: 'in-progress', urls }
    expect(newUploadDefect(created, 2)).toBeUndefined()
    expect(newUploadDefect({ ...created, upload_id: '' }, 2)).toBe('it has no upload_id')
    expect(newUploadDefect({ ...created, urls: [urls[0], urls[0]] }, 2)).toBe('part 1 has two URLs')
    expect(newUploadDefect({ ...created, urls: [urls[0]] }, 2)).toBe('it has 1 part URL(s) for an upload of 2 part(s)')
    expect(newUploadDefect({ ...created, urls: [urls[0], { ...urls[1], part: 3 }] }, 2)).toBe(
      'it has 2 part URL(s) for an upload of 2 part(s)',
    )
    expect(newUploadDefect({ ...created, urls: [{ part: 1 }] }, 1)).toBe('a part URL has no url or part number')

    const read = { ...created, 'file:checksum': SHA, md5_parts: [{ part_number: 1, md5: 'x' }], content_encoding: '' }
    expect(uploadDefect(read, 'u1')).toBeUndefined()
    expect(uploadDefect({ ...read, status: 'completed', urls: undefined }, 'u1')).toBeUndefined()
    expect(uploadDefect({ ...read, urls: undefined }, 'u1')).toBe('it has no part URLs')
    expect(uploadDefect({ ...read, upload_id: 'u2' }, 'u1')).toBe("its upload_id is 'u2'")
    expect(uploadDefect({ ...read, status: 'done' }, 'u1')).toBe("its status is the text 'done', no upload status")
    expect(uploadDefect({ ...read, md5_parts: [{ part_number: '1', md5: 'x' }] }, 'u1')).toBe(
      'its md5_parts are not a list of part numbers and MD5s',
    )

    expect(partsDefect({ parts: [{ etag: '"e"', part_number: 1, size: 5, modified: 'x' }] })).toBeUndefined()
    expect(partsDefect({ parts: [{ etag: '"e"', part_number: 1 }] })).toBe('a part has no etag, part_number or size')
    expect(partsDefect({})).toBe('it has no list of parts')
    expect(uploadListDefect({ uploads: [{ upload_id: 'u1' }] })).toBeUndefined()
    expect(uploadListDefect({ uploads: [{ id: 'u1' }] })).toBe('an upload has no upload_id')
  })
})
