import { describe, expect, it } from 'vitest'
import { combineFootprints, geometryProblems, parseBbox, parseGeometryText, type Polygon } from '../../src/footprint/index.ts'

const square = (x: number, y: number, size = 1): number[][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
]
const polygon = (...rings: number[][][]): Polygon => ({ type: 'Polygon', coordinates: rings as unknown as Polygon['coordinates'] })

describe('geometryProblems', () => {
  it('accepts valid geometries of every type the catalog takes', () => {
    expect(geometryProblems({ type: 'Point', coordinates: [7.44, 46.95] })).toEqual([])
    expect(
      geometryProblems({
        type: 'MultiPoint',
        coordinates: [
          [7, 46],
          [8, 47, 500],
        ],
      }),
    ).toEqual([])
    expect(
      geometryProblems({
        type: 'LineString',
        coordinates: [
          [7, 46],
          [8, 47],
        ],
      }),
    ).toEqual([])
    expect(
      geometryProblems({
        type: 'MultiLineString',
        coordinates: [
          [
            [7, 46],
            [8, 47],
          ],
        ],
      }),
    ).toEqual([])
    expect(geometryProblems(polygon(square(7, 46), square(7.25, 46.25, 0.5)))).toEqual([])
    // Parts apart, and parts that touch at one corner only, are valid.
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(9, 46)]] })).toEqual([])
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(8, 47)]] })).toEqual([])
    // A part inside another part's hole is valid too.
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [[square(0, 0, 10), square(2, 2, 6)], [square(4, 4)]] })).toEqual([])
  })

  it('catches a self-intersecting bowtie', () => {
    const bowtie = polygon([
      [7, 46],
      [8, 47],
      [8, 46],
      [7, 47],
      [7, 46],
    ])
    expect(geometryProblems(bowtie)).toEqual([
      expect.stringMatching(/^the outer ring crosses itself at \(7\.5, 46\.5\) \(as a bowtie does\)$/),
    ])
  })

  it('catches an unclosed ring and one with too few positions', () => {
    expect(
      geometryProblems(
        polygon([
          [7, 46],
          [8, 46],
          [8, 47],
          [7, 47],
        ]),
      ),
    ).toEqual(['the outer ring is not closed: it ends at (7, 47) rather than at its start (7, 46)'])
    expect(
      geometryProblems(
        polygon([
          [7, 46],
          [8, 46],
          [7, 46],
        ]),
      )[0],
    ).toMatch(/has 3 positions; a ring needs at least 4/)
  })

  it('catches LV95 metres given as degrees', () => {
    const lv95 = polygon(square(2_600_000, 1_200_000, 1000))
    expect(geometryProblems(lv95)).toEqual([
      '5 of its 5 positions lie outside longitude −180…180 / latitude −90…90, such as (2600000, 1200000): these look like projected coordinates in metres (such as Swiss LV95), not WGS84 degrees',
    ])
  })

  it('catches MultiPolygon parts that share an edge, all of it or part of it', () => {
    const whole = { type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(8, 46)]] }
    expect(geometryProblems(whole)).toEqual([
      'parts 1 and 2 of the MultiPolygon share an edge near (8, 46): areas that touch along an edge must be merged into one polygon',
    ])
    const half = { type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(8, 46.5)]] }
    expect(geometryProblems(half)).toEqual([expect.stringMatching(/^parts 1 and 2 of the MultiPolygon share an edge/)])
  })

  it('catches overlapping parts, a part inside another, holes outside their shell or crossing it', () => {
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [[square(7, 46)], [square(7.5, 46.5)]] })).toEqual([
      expect.stringMatching(/^parts 1 and 2 of the MultiPolygon overlap near/),
    ])
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [[square(0, 0, 10)], [square(4, 4)]] })).toEqual([
      'part 2 of the MultiPolygon lies inside part 1',
    ])
    expect(geometryProblems(polygon(square(7, 46), square(9, 46)))).toEqual(['hole 1 lies outside the outer ring'])
    expect(geometryProblems(polygon(square(7, 46), square(7.5, 46.5)))).toEqual([
      expect.stringMatching(/^hole 1 crosses the outer ring near/),
    ])
    expect(geometryProblems(polygon(square(0, 0, 10), square(1, 1, 8), square(2, 2, 2)))).toEqual(['hole 2 lies inside hole 1'])
  })

  it('catches a ring that touches itself or turns back, and one without area', () => {
    const figureEight = polygon([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 1],
      [0, 0],
    ])
    expect(geometryProblems(figureEight)).toEqual(['the outer ring touches itself at (1, 1)'])
    const spike = polygon([
      [0, 0],
      [2, 0],
      [3, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ])
    expect(geometryProblems(spike)).toContainEqual(expect.stringMatching(/^the outer ring turns back on itself near/))
    expect(
      geometryProblems(
        polygon([
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 0],
        ]),
      ),
    ).toEqual([expect.stringMatching(/^the outer ring turns back on itself/)])
  })

  it('names empty geometries, wrong types and positions that are not numbers', () => {
    expect(geometryProblems({ type: 'Polygon', coordinates: [] })).toEqual(['the Polygon is empty: it has no coordinates'])
    expect(geometryProblems({ type: 'MultiPolygon', coordinates: [] })).toEqual(['the MultiPolygon is empty: it has no coordinates'])
    expect(geometryProblems({ type: 'GeometryCollection', geometries: [] })[0]).toMatch(
      /^a GeometryCollection is not a geometry the catalog takes/,
    )
    expect(geometryProblems({ type: 'Circle' })[0]).toMatch(/^"Circle" is not a GeoJSON geometry type/)
    expect(geometryProblems('POLYGON((0 0, 1 0, 1 1, 0 0))')).toEqual(['the geometry is not a JSON object'])
    expect(geometryProblems({ type: 'Point', coordinates: [7, 'x'] })).toEqual([
      'the Point is not a position of two or three finite numbers (found [7,"x"])',
    ])
    expect(geometryProblems({ type: 'LineString', coordinates: [[7, 46]] })).toEqual(['the LineString needs at least 2 positions'])
  })

  it('lists at most ten problems and counts the rest', () => {
    const rings = Array.from({ length: 15 }, () => [
      [7, 46],
      [8, 46],
      [8, 47],
      [7, 47],
    ])
    const problems = geometryProblems({ type: 'MultiPolygon', coordinates: rings.map((ring) => [ring]) })
    expect(problems).toHaveLength(11)
    expect(problems[10]).toBe('… and 5 more problems')
  })
})

describe('combineFootprints', () => {
  it('dissolves polygons that share an edge and keeps the others apart', () => {
    const joined = combineFootprints([polygon(square(7, 46)), polygon(square(8, 46)), polygon(square(10, 46))])
    expect(joined).toMatchObject({ method: 'union', geometry: { type: 'MultiPolygon' }, bbox: [7, 46, 11, 47] })
    expect('geometry' in joined && joined.geometry.coordinates).toHaveLength(2)
    expect(combineFootprints([polygon(square(7, 46))])).toMatchObject({ method: 'union', geometry: { type: 'Polygon' } })
  })

  it('falls back to the envelope, and says why, when the union fails or is not valid', () => {
    const inputs = [polygon(square(7, 46)), polygon(square(8, 46))]
    const failed = combineFootprints(inputs, () => {
      throw new Error('Unable to complete output ring')
    })
    expect(failed).toEqual({
      method: 'envelope',
      bbox: [7, 46, 9, 47],
      geometry: polygon(square(7, 46, 1).map(([x, y]) => [x === 8 ? 9 : x!, y!])),
      why: 'failed (Unable to complete output ring)',
    })
    const invalid = combineFootprints(inputs, () => [[square(7, 46) as [number, number][]], [square(8, 46) as [number, number][]]])
    expect(invalid).toMatchObject({
      method: 'envelope',
      why: expect.stringMatching(/^is not a valid geometry \(parts 1 and 2 of the MultiPolygon share an edge/),
    })
  })

  it('refuses rather than stand in an envelope that spans a hemisphere', () => {
    const apart = [polygon(square(-179, 0)), polygon(square(178, 0))]
    const failed = combineFootprints(apart, () => {
      throw new Error('no')
    })
    expect(failed).toEqual({
      method: 'refused',
      why: 'failed (no)',
      problem: 'their envelope, which would stand in, spans 358.0° of longitude by 1.0° of latitude, more than a hemisphere (180° by 90°)',
    })
  })
})

describe('parseGeometryText', () => {
  it('takes a Geometry, a Feature or a FeatureCollection as one geometry', () => {
    const geometry = polygon(square(7, 46))
    expect(parseGeometryText(JSON.stringify(geometry))).toEqual({ geometry })
    expect(parseGeometryText(JSON.stringify({ type: 'Feature', properties: {}, geometry }))).toEqual({ geometry })
    const two = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry },
        { type: 'Feature', properties: {}, geometry: polygon(square(8, 46)) },
      ],
    }
    // Their polygons, for the footprint threads to unite (test/unit/footprint-union.test.ts).
    expect(parseGeometryText(JSON.stringify(two))).toEqual({ polygons: [geometry, polygon(square(8, 46))] })
    const points = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [7, 46] } },
        { type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [[8, 47]] } },
      ],
    }
    expect(parseGeometryText(JSON.stringify(points))).toEqual({
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [7, 46],
          [8, 47],
        ],
      },
    })
  })

  it('gives problems for text that is not JSON, a CRS other than WGS84, mixed features and invalid geometry', () => {
    expect(parseGeometryText('POLYGON((0 0, 1 0, 1 1, 0 0))')).toEqual({ problems: [expect.stringMatching(/^it is not JSON/)] })
    const lv95 = {
      ...polygon(square(2_600_000, 1_200_000, 1000)),
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2056' } },
    }
    expect(parseGeometryText(JSON.stringify(lv95))).toEqual({
      problems: [expect.stringMatching(/names the CRS "urn:ogc:def:crs:EPSG::2056"; an item geometry must be WGS84/)],
    })
    const mixed = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [7, 46] } },
        { type: 'Feature', geometry: polygon(square(8, 46)) },
      ],
    }
    expect(parseGeometryText(JSON.stringify(mixed))).toEqual({
      problems: ['its features mix points and polygons; give one geometry (such as one Polygon or MultiPolygon)'],
    })
    expect(parseGeometryText(JSON.stringify({ type: 'Feature', geometry: null }))).toEqual({ problems: ['the Feature has no geometry'] })
    const bowtie = {
      type: 'Feature',
      geometry: polygon([
        [7, 46],
        [8, 47],
        [8, 46],
        [7, 47],
        [7, 46],
      ]),
    }
    expect(parseGeometryText(JSON.stringify(bowtie))).toEqual({ problems: [expect.stringMatching(/crosses itself/)] })
  })
})

describe('parseBbox', () => {
  it('turns west,south,east,north into a counterclockwise polygon', () => {
    expect(parseBbox(' 5.95, 45.81 ,10.49,47.81')).toEqual({
      bbox: [5.95, 45.81, 10.49, 47.81],
      geometry: polygon([
        [5.95, 45.81],
        [10.49, 45.81],
        [10.49, 47.81],
        [5.95, 47.81],
        [5.95, 45.81],
      ]),
    })
  })

  it('names bad numbers, a wrong count, west > east, south > north and LV95 metres', () => {
    expect(parseBbox('5.95,abc,10.49,')).toEqual({ problems: ['south "abc" is not a number', 'north "" is not a number'] })
    expect(parseBbox('5.95 45.81 10.49 47.81')).toEqual({
      problems: [expect.stringMatching(/^a bbox is four numbers west,south,east,north .* has 1$/)],
    })
    expect(parseBbox('10.49,45.81,5.95,47.81')).toEqual({
      problems: ['west (10.49) must be less than east (5.95); a box across the antimeridian is not supported'],
    })
    expect(parseBbox('5.95,47.81,10.49,45.81')).toEqual({ problems: ['south (47.81) must be less than north (45.81)'] })
    expect(parseBbox('2600000,1200000,2601000,1201000')).toEqual({
      problems: ['the numbers look like projected metres (such as Swiss LV95); a bbox is given in WGS84 degrees'],
    })
    expect(parseBbox('-190,0,10,95')).toEqual({
      problems: ['west -190 is not a longitude between −180 and 180', 'north 95 is not a latitude between −90 and 90'],
    })
  })
})
