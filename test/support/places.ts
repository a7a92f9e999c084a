import type { ItemBody } from '../../src/catalog/model.ts'

/** The one ring of a box (west, south, east, north), closed. */
const polygon = (west: number, south: number, east: number, north: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
]

/**
 * Items whose footprints and times tell the rules of the item listing's bbox and datetime filters
 * apart (a point, boxes, a line that crosses a box, a box with a hole, instants to the microsecond,
 * intervals): the conformance suite's filter cases, and the fake catalog's reading of their query text.
 */
export const PLACES = {
  'a-bern': { geometry: { type: 'Point', coordinates: [7.44, 46.95] }, properties: { datetime: '2024-01-01T00:00:00Z' } },
  'b-zurich': {
    geometry: { type: 'Polygon', coordinates: polygon(8.5, 47.35, 8.6, 47.42) },
    properties: { datetime: '2024-02-01T12:00:00.250001Z' },
  },
  'c-geneva': {
    geometry: { type: 'Polygon', coordinates: polygon(6.1, 46.18, 6.2, 46.24) },
    properties: { start_datetime: '2024-03-01T00:00:00Z', end_datetime: '2024-03-31T23:59:59Z' },
  },
  'd-valais': {
    geometry: {
      type: 'LineString',
      coordinates: [
        [7.0, 46.2],
        [8.0, 46.4],
      ],
    },
    properties: { datetime: '2024-04-01T00:00:00Z' },
  },
  'e-lucerne': {
    geometry: {
      type: 'Polygon',
      coordinates: [...polygon(8.0, 46.8, 8.6, 47.2), ...polygon(8.2, 46.9, 8.4, 47.1).map((ring) => ring.reverse())],
    },
    properties: { datetime: '2024-05-01T00:00:00Z' },
  },
  'f-ticino': {
    geometry: { type: 'Polygon', coordinates: polygon(8.9, 45.95, 9.0, 46.05) },
    properties: { start_datetime: '2023-12-01T00:00:00Z', end_datetime: '2024-06-30T00:00:00Z' },
  },
} satisfies Readonly<Record<string, Omit<ItemBody, 'id'>>>
