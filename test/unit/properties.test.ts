import { describe, expect, it } from 'vitest'
import { formatProperties, propertyValue, readPropertyTemplates, sameProperty } from '../../src/domain/properties.ts'

const NOW = Date.parse('2025-11-24T05:00:00Z')

describe('item-properties: values checked as the service checks them', () => {
  it('gives each value in the form the service shows', () => {
    expect(propertyValue('forecast:reference_datetime', '20251124T0300Z', NOW)).toEqual({ value: '2025-11-24T03:00:00Z' })
    expect(propertyValue('forecast:horizon', 'PT012H', NOW)).toEqual({ value: 'P0DT12H00M00S' })
    expect(propertyValue('forecast:duration', ' P1DT6H ', NOW)).toEqual({ value: 'P1DT06H00M00S' })
    expect(propertyValue('forecast:variable', ' t_2m ', NOW)).toEqual({ value: 't_2m' })
    expect(propertyValue('forecast:perturbed', 'true', NOW)).toEqual({ value: true })
    expect(propertyValue('forecast:perturbed', 'FALSE', NOW)).toEqual({ value: false })
    expect(propertyValue('expires', '20251124T0300Z+P1D', NOW)).toEqual({ value: '2025-11-25T03:00:00Z' })
  })

  it('refuses what the service refuses, saying what is accepted', () => {
    expect(propertyValue('forecast:horizon', 'P1W', NOW)).toEqual({
      problem: expect.stringMatching(/^'P1W' counts years, months or weeks/),
    })
    expect(propertyValue('forecast:perturbed', 'yes', NOW)).toEqual({ problem: "'yes' is not true or false" })
    expect(propertyValue('forecast:variable', '  ', NOW)).toEqual({ problem: 'it is empty; give the variable, e.g. air_temperature' })
    expect(propertyValue('forecast:reference_datetime', '20251124T0300', NOW)).toEqual({
      problem: "'20251124T0300' has no time zone; add Z (UTC) or an offset such as +02:00",
    })
  })

  it('refuses an expires before now (the service answers 400 "Property expires can\'t be in the past."), and takes now itself', () => {
    expect(propertyValue('expires', '20251124T0300Z+PT1H', NOW)).toEqual({
      problem: "'20251124T0300Z+PT1H' (2025-11-24T04:00:00Z) is in the past; the catalog refuses an item that has already expired",
      expired: { at: 1_763_956_800_000_000n, from: 1_763_953_200_000_000n },
    })
    expect(propertyValue('expires', '2025-11-24T05:00:00Z', NOW)).toEqual({ value: '2025-11-24T05:00:00Z' })
    expect(propertyValue('expires', '2025-11-24T04:59:59.999999Z', NOW)).toHaveProperty('problem')
  })

  it('compares values, not text: what the service shows back equals what was given', () => {
    expect(sameProperty('forecast:horizon', 'P0DT12H00M00S', 'P0DT12H00M00S')).toBe(true)
    // A catalog that shows the text as it was sent is read the same.
    expect(sameProperty('forecast:horizon', 'PT12H', 'P0DT12H00M00S')).toBe(true)
    expect(sameProperty('forecast:horizon', 'PT13H', 'P0DT12H00M00S')).toBe(false)
    expect(sameProperty('expires', '2025-11-24T03:00:00.000000Z', '2025-11-24T03:00:00Z')).toBe(true)
    expect(sameProperty('expires', '2025-11-24T04:00:00+01:00', '2025-11-24T03:00:00Z')).toBe(true)
    // An expiry long past still compares (a read of an item is no write).
    expect(sameProperty('expires', '2000-01-01T00:00:00Z', '2000-01-01T00:00:00Z')).toBe(true)
    expect(sameProperty('forecast:perturbed', false, false)).toBe(true)
    expect(sameProperty('forecast:perturbed', 'false', false)).toBe(false)
    expect(sameProperty('forecast:variable', undefined, 't_2m')).toBe(false)
    expect(sameProperty('forecast:reference_datetime', null, '2025-11-24T03:00:00Z')).toBe(false)
    expect(sameProperty('forecast:reference_datetime', 'garbage', '2025-11-24T03:00:00Z')).toBe(false)
  })

  it('shows the properties for plans and summaries, in a fixed order', () => {
    expect(formatProperties({ 'forecast:perturbed': true, expires: '2025-11-25T03:00:00Z', 'forecast:horizon': 'P0DT12H00M00S' })).toBe(
      'expires=2025-11-25T03:00:00Z forecast:horizon=P0DT12H00M00S forecast:perturbed=true',
    )
    expect(formatProperties({})).toBe('')
  })
})

describe('item-properties: the YAML mapping', () => {
  it('takes the known keys as templates, scalars as text, and null as "none"', () => {
    const { templates, problems } = readPropertyTemplates(
      { expires: '{ref}+P1D', 'forecast:horizon': 'PT{h}H', 'forecast:perturbed': false, 'forecast:variable': null },
      ['ref', 'h'],
      NOW,
    )
    expect(problems).toEqual([])
    expect([...templates]).toEqual([
      ['expires', '{ref}+P1D'],
      ['forecast:horizon', 'PT{h}H'],
      ['forecast:perturbed', 'false'],
      ['forecast:variable', null],
    ])
  })

  it('names every wrong key and value at once, with what is accepted', () => {
    const { problems } = readPropertyTemplates(
      {
        datetime: '2025-01-01',
        'forecast:horizon': 'P2W',
        'forecast:duration': '{lead}',
        expires: '2020-01-01T00:00:00Z',
        'forecast:variable': ['t_2m'],
      },
      ['h'],
      NOW,
    )
    expect(problems).toEqual([
      "unknown property 'datetime'; use expires, forecast:reference_datetime, forecast:horizon, forecast:duration, forecast:variable, forecast:perturbed",
      "'forecast:horizon': 'P2W' counts years, months or weeks, which the catalog refuses; give an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)",
      "'forecast:duration': unknown placeholder {lead}; use {name} {stem} {ext} {path} {dir} {parent} {flatpath} and path-pattern's {h}, each also as {…|slug}",
      "'expires': '2020-01-01T00:00:00Z' (2020-01-01T00:00:00Z) is in the past; the catalog refuses an item that has already expired: " +
        "give a later date-time, or one after each file's own time ('{ref}+P1D', with path-pattern), or leave expires out",
      "'forecast:variable': expected text, a number or true/false, not a list",
    ])
    expect(readPropertyTemplates(['expires'], [], NOW).problems).toEqual([
      "expected a YAML mapping of property: value, e.g. {expires: '{ref}+P1D', forecast:horizon: 'PT{h}H'}",
    ])
  })
})
