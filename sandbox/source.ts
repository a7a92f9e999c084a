/**
 * A catalog seeded as the source of a promotion (INT, from which a collection is promoted to PROD):
 * items with footprints in Switzerland, one a day (every tenth an interval), each with a link and
 * its assets, whose bytes the storage serves at their hrefs and whose file:checksum is the multihash
 * of those bytes, as an upload through the service leaves them. The same seed gives the same items
 * and bytes every time. An asset can be seeded with a checksum its bytes do not match, as a client
 * that declared a wrong one leaves it (the service never recomputes it), and assets can be changed
 * afterwards, as a new delivery to the source does.
 */
import { createHash } from 'node:crypto'
import type { FakeCatalog } from './catalog/types.ts'

export interface SourceSeed {
  readonly collection: string
  /** How many items (ids scene-0001, scene-0002, …). */
  readonly items: number
  /** Assets of each item, 1 to 8 (default 2: data.csv and footprint.geojson, then extra-3.csv, …). */
  readonly assetsPerItem?: number
  /** The first item's datetime, milliseconds since the epoch (default 2025-01-01T00:00:00Z); one a day after it. */
  readonly start?: number
  /** Assets whose declared file:checksum is not the multihash of their bytes. */
  readonly mismatched?: readonly { readonly item: string; readonly asset: string }[]
}

export interface SeededAsset {
  readonly collection: string
  readonly item: string
  readonly asset: string
  readonly type: string
  readonly bytes: Buffer
  /** file:checksum as the source shows it (for a mismatched asset, not the multihash of `bytes`). */
  readonly checksum: string
  /** Where the source's storage serves the bytes: the asset's href. */
  readonly href: string
  /** 0 as seeded, one more at each change. */
  readonly generation: number
}

const DAY = 86_400_000
const COLUMNS = 20
const round = (value: number): number => Math.round(value * 1e6) / 1e6
const multihash = (bytes: Buffer): string => `1220${createHash('sha256').update(bytes).digest('hex')}`

export const itemId = (index: number): string => `scene-${String(index + 1).padStart(4, '0')}`

/** Tiles over Switzerland (6.0–10.0° E, 45.9–47.7° N), 20 to a row, as many rows as the items need. */
function footprint(index: number, count: number): { type: 'Polygon'; coordinates: number[][][] } {
  const rows = Math.ceil(count / COLUMNS)
  const height = 1.8 / rows
  const west = 6.0 + (index % COLUMNS) * 0.2
  const south = 45.9 + Math.floor(index / COLUMNS) * height
  const [e, n] = [round(west + 0.18), round(south + height * 0.9)]
  const [w, s] = [round(west), round(south)]
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  }
}

const ASSETS = [
  { id: 'data.csv', type: 'text/csv', title: 'Measurements', roles: ['data'], 'proj:epsg': 2056 },
  { id: 'footprint.geojson', type: 'application/geo+json', title: 'Footprint', roles: ['metadata'] },
] as const

function assetFields(position: number): Record<string, unknown> {
  const known = ASSETS[position]
  if (known !== undefined) return { ...known, roles: [...known.roles] }
  return { id: `extra-${position + 1}.csv`, type: 'text/csv', title: `Extra ${position + 1}`, roles: ['data'] }
}

/** An asset's bytes: small, and different for each item, asset and generation (a new delivery). */
function bytesOf(item: string, asset: string, index: number, count: number, generation: number): Buffer {
  if (asset.endsWith('.geojson')) {
    const feature = { type: 'Feature', properties: { id: item, generation }, geometry: footprint(index, count) }
    return Buffer.from(`${JSON.stringify({ type: 'FeatureCollection', features: [feature] })}\n`)
  }
  const east = 2_600_000 + index * 100
  return Buffer.from(`id;east;north;value;generation\n${item};${east};1200000;${(index % 97) / 10};${generation}\n`)
}

function itemBody(index: number, count: number, start: number): Record<string, unknown> {
  const day = start + index * DAY
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
  const interval = index % 10 === 9
  return {
    id: itemId(index),
    geometry: footprint(index, count),
    properties: {
      ...(interval ? { start_datetime: iso(day), end_datetime: iso(day + DAY - 1000) } : { datetime: iso(day) }),
      title: `Scene ${index + 1}`,
    },
    links: [{ rel: 'license', href: 'https://www.geo.admin.ch/en/general-terms-of-use-fsdi', title: 'Terms of use' }],
  }
}

/** Seeds the source's collection (made if new) and returns its assets, by item and asset id. */
export async function seedSource(catalog: FakeCatalog, seed: SourceSeed): Promise<SeededAsset[]> {
  const perItem = seed.assetsPerItem ?? 2
  if (!Number.isInteger(perItem) || perItem < 1 || perItem > 8) throw new Error(`assetsPerItem must be 1 to 8, not ${perItem}`)
  const start = seed.start ?? Date.UTC(2025, 0, 1)
  const wrong = new Set((seed.mismatched ?? []).map(({ item, asset }) => `${item}/${asset}`))
  const seeded: SeededAsset[] = []
  for (let index = 0; index < seed.items; index++) {
    const item = catalog.seedItem(seed.collection, itemBody(index, seed.items, start))
    for (let position = 0; position < perItem; position++) {
      const fields = assetFields(position)
      const asset = String(fields.id)
      const bytes = bytesOf(item.id, asset, index, seed.items, 0)
      const mismatch = wrong.delete(`${item.id}/${asset}`)
      // A checksum declared for other bytes: what an upload that declared a wrong one leaves.
      const checksum = mismatch ? multihash(Buffer.concat([bytes, Buffer.from('not these bytes')])) : multihash(bytes)
      await catalog.seedAsset(seed.collection, item.id, mismatch ? { ...fields, 'file:checksum': checksum } : fields, bytes)
      seeded.push({
        collection: seed.collection,
        item: item.id,
        asset,
        type: String(fields.type),
        bytes,
        checksum,
        href: `${catalog.storageOrigin}/${seed.collection}/${item.id}/${asset}`,
        generation: 0,
      })
    }
  }
  if (wrong.size > 0) throw new Error(`no such asset to mismatch: ${[...wrong].join(', ')}`)
  return seeded
}

/**
 * A new delivery of `count` of the seeded assets, spread evenly over them: new bytes (and so a new
 * file:checksum) under the same fields. Returns the changed assets as they are now.
 */
export async function changeSourceAssets(catalog: FakeCatalog, assets: readonly SeededAsset[], count: number): Promise<SeededAsset[]> {
  if (count > assets.length) throw new Error(`only ${assets.length} assets to change, not ${count}`)
  const items = new Set(assets.map((asset) => asset.item)).size
  const step = assets.length / count
  const changed: SeededAsset[] = []
  for (let k = 0; k < count; k++) {
    const before = assets[Math.floor(k * step)]!
    const stored = catalog.asset(before.collection, before.item, before.asset)
    if (stored === undefined) throw new Error(`no asset ${before.item}/${before.asset} in ${before.collection}`)
    const index = Number(before.item.slice('scene-'.length)) - 1
    const generation = before.generation + 1
    const bytes = bytesOf(before.item, before.asset, index, items, generation)
    await catalog.seedAsset(before.collection, before.item, { ...stored.fields }, bytes)
    changed.push({ ...before, bytes, checksum: multihash(bytes), generation })
  }
  return changed
}
