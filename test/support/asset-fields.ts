import type { AssetFields } from '../../src/catalog/model.ts'

/** An asset's fields as the action writes them: the id and type, every other field unset unless given. */
export const assetFields = (id: string, type: string, extra: Partial<AssetFields> = {}): AssetFields => ({
  id,
  type,
  title: null,
  description: null,
  'proj:epsg': null,
  roles: null,
  gsd: null,
  'geoadmin:lang': null,
  'geoadmin:variant': null,
  ...extra,
})
