/**
 * An item's links as the catalog stores them (service-stac 900c5ed: ItemLink, its serializer's
 * href, rel, title, type and hreflang). The service adds its own self, root, parent and collection
 * (and the STAC Browser's alternate) in front of them when it shows an item: those are not the item's.
 */
export interface ItemLink {
  readonly rel: string
  readonly href: string
  readonly type?: string
  readonly title?: string
  readonly hreflang?: string
}
