import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDuration, formatItemTime, parseDateTime, parseDuration, parseItemTime } from '../../src/domain/datetime.ts'

describe('item-datetime', () => {
  it('reads dates, date-times with their zone, and intervals, as RFC 3339 in UTC', () => {
    expect(parseItemTime('2024-06-01')).toEqual({ datetime: '2024-06-01T00:00:00Z' })
    expect(parseItemTime(' 2024-06-01T10:00:00Z ')).toEqual({ datetime: '2024-06-01T10:00:00Z' })
    expect(parseItemTime('2024-06-01T10:00:00+02:00')).toEqual({ datetime: '2024-06-01T08:00:00Z' })
    expect(parseItemTime('2024-06-01T10:00+0200')).toEqual({ datetime: '2024-06-01T08:00:00Z' })
    // As the service shows it: a fraction in microseconds.
    expect(parseItemTime('2024-06-01T10:00:00.250Z')).toEqual({ datetime: '2024-06-01T10:00:00.250000Z' })
    // A date at the end of an interval is that whole day.
    expect(parseItemTime('2024-01-01/2024-12-31')).toEqual({ start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' })
    expect(parseItemTime('2024-06-01T08:00:00Z/2024-06-01T09:30:00Z')).toEqual({
      start: '2024-06-01T08:00:00Z',
      end: '2024-06-01T09:30:00Z',
    })
    expect(formatItemTime({ start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' })).toBe('2024-01-01T00:00:00Z/2024-12-31T23:59:59Z')
  })

  it('says what is wrong and, apart, what would be accepted', () => {
    expect(parseItemTime('2024-02-30')).toEqual({ what: "'2024-02-30' is not a date of the calendar" })
    expect(parseItemTime('2024-06-01T10:00:00')).toEqual({
      what: "'2024-06-01T10:00:00' has no time zone",
      fix: 'add Z (UTC) or an offset such as +02:00',
    })
    expect(parseItemTime('June 2024')).toMatchObject({
      what: expect.stringMatching(/^'June 2024' is not a date \(2024-06-01\), a date-time with its zone/),
    })
    expect(parseItemTime('2024-12-31/2024-01-01')).toEqual({ what: "'2024-12-31/2024-01-01': the interval ends before it starts" })
    expect(parseItemTime('../2024-01-01')).toEqual({ what: "'../2024-01-01': open intervals are not accepted", fix: 'give both ends' })
    expect(parseItemTime('2024-06-01T25:00:00Z')).toEqual({ what: "'2024-06-01T25:00:00Z' is not a date-time of the calendar" })
    expect(parseItemTime('2024-06-01T10:00Z+P1Y')).toEqual({
      what: "'2024-06-01T10:00Z+P1Y': after '+', 'P1Y' counts years, months or weeks, which the catalog refuses",
      fix: 'give an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)',
    })
  })
})

const iso = (text: string): string => {
  const at = parseDateTime(text)
  return typeof at === 'string' ? at : formatDateTime(at)
}
const duration = (text: string, signed = true): string => {
  const d = parseDuration(text, { signed })
  return typeof d === 'string' ? d : formatDuration(d)
}

describe('date-times in the extended and the basic format, plus a duration', () => {
  it('reads both formats and shows them as the service does (UTC, Z, microseconds only when there are any)', () => {
    expect(iso('2025-11-24T03:00:00Z')).toBe('2025-11-24T03:00:00Z')
    expect(iso('20251124T0300Z')).toBe('2025-11-24T03:00:00Z')
    expect(iso('20251124T03Z')).toBe('2025-11-24T03:00:00Z')
    expect(iso('20251124T030000.5+0100')).toBe('2025-11-24T02:00:00.500000Z')
    // Observed on the service: an offset converted, a fraction padded; digits past microseconds dropped, as Python drops them.
    expect(iso('2026-11-24T06:00:00.250+01:00')).toBe('2026-11-24T05:00:00.250000Z')
    expect(iso('2025-11-24T03:00:00.1234567Z')).toBe('2025-11-24T03:00:00.123456Z')
    expect(iso('2025-11-24')).toBe('2025-11-24T00:00:00Z')
    expect(iso('20251124')).toBe('2025-11-24T00:00:00Z')
  })

  it("adds a duration after '+': a forecast's valid time and its expiry", () => {
    expect(iso('20251124T0300Z+PT012H')).toBe('2025-11-24T15:00:00Z')
    expect(iso('20251124T0300Z+P1D')).toBe('2025-11-25T03:00:00Z')
    expect(iso('2025-12-31T18:00:00+01:00+P1DT6H30M')).toBe('2026-01-01T23:30:00Z')
    expect(iso('2024-02-28+P1D')).toBe('2024-02-29T00:00:00Z')
    expect(parseItemTime('20251124T0300Z/20251124T0300Z+PT6H')).toEqual({ start: '2025-11-24T03:00:00Z', end: '2025-11-24T09:00:00Z' })
  })

  it('keeps microseconds exactly, also far from 1970', () => {
    expect(iso('9999-12-31T23:59:59.999999Z')).toBe('9999-12-31T23:59:59.999999Z')
    expect(iso('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00Z')
    expect(iso('1969-12-31T23:59:59.000001Z')).toBe('1969-12-31T23:59:59.000001Z')
    expect(iso('1900-02-28T12:00:00Z+P1D')).toBe('1900-03-01T12:00:00Z')
  })

  it('says what is wrong and what would be accepted', () => {
    expect(iso('20251124T0300')).toBe("'20251124T0300' has no time zone; add Z (UTC) or an offset such as +02:00")
    expect(iso('20251324T0300Z')).toBe("'20251324T0300Z' is not a date-time of the calendar")
    expect(iso('2025-11-24T03:00:00+25:00')).toBe("'2025-11-24T03:00:00+25:00' is not a date-time of the calendar")
    expect(iso('2025-11-24T03:00:00Z+P1W')).toMatch(/^'2025-11-24T03:00:00Z\+P1W': after '\+', 'P1W' counts years, months or weeks/)
    expect(iso('2025-11-24T03:00:00Z+PT1H2')).toMatch(/^'2025-11-24T03:00:00Z\+PT1H2': after '\+', 'PT1H2' is not an ISO 8601 duration/)
    expect(iso('9999-12-31T00:00:00Z+P1D')).toBe("'9999-12-31T00:00:00Z+P1D' is outside the years 1 to 9999")
    expect(iso('2025-02-29T00:00Z+P1D')).toBe("'2025-02-29T00:00Z' (in '2025-02-29T00:00Z+P1D') is not a date-time of the calendar")
    expect(iso('next tuesday')).toMatch(/^'next tuesday' is not a date \(2024-06-01\), a date-time with its zone/)
  })
})

describe('durations, as the service parses and shows them', () => {
  it("shows days, hours, minutes and seconds as Django's duration_iso_string (observed on the service)", () => {
    expect(duration('PT12H')).toBe('P0DT12H00M00S')
    expect(duration('PT012H')).toBe('P0DT12H00M00S')
    expect(duration('P1DT6H')).toBe('P1DT06H00M00S')
    expect(duration('PT0H')).toBe('P0DT00H00M00S')
    expect(duration('PT36H')).toBe('P1DT12H00M00S')
    expect(duration('PT90M')).toBe('P0DT01H30M00S')
    expect(duration('PT1.5S')).toBe('P0DT00H00M01.500000S')
    expect(duration('PT0,25H')).toBe('P0DT00H15M00S')
    expect(duration('P0DT12H00M00S')).toBe('P0DT12H00M00S')
    // A hindcast: the service keeps the sign.
    expect(duration('-PT1H')).toBe('-P0DT01H00M00S')
    expect(duration('-P0DT01H00M00S')).toBe('-P0DT01H00M00S')
  })

  it('refuses years, months and weeks as the service does, and its forms that are not ISO 8601', () => {
    expect(duration('P1W')).toBe(
      "'P1W' counts years, months or weeks, which the catalog refuses; give an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)",
    )
    expect(duration('P1M')).toMatch(/^'P1M' counts years, months or weeks/)
    expect(duration('P1Y2M3DT4H')).toMatch(/^'P1Y2M3DT4H' counts years, months or weeks/)
    // Django also reads these; the action asks for ISO 8601, where '12' would otherwise be 12 seconds.
    for (const text of ['12:00:00', '3600', '3 days 04:05:06', 'P', 'PT', 'P1DT', 'pt12h', '12h'])
      expect(duration(text)).toBe(`'${text}' is not an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)`)
    expect(duration('-PT1H', false)).toMatch(/^'-PT1H' has a sign/)
    expect(duration('P1000000000D')).toBe("'P1000000000D' is longer than the catalog can hold (999999999 days)")
    expect(duration('P999999999D')).toBe('P999999999DT00H00M00S')
  })
})
