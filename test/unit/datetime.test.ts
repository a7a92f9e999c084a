import { describe, expect, it } from 'vitest'
import { formatItemTime, parseItemTime } from '../../src/datetime.ts'

describe('item-datetime', () => {
  it('reads dates, date-times with their zone, and intervals, as RFC 3339 in UTC', () => {
    expect(parseItemTime('2024-06-01')).toEqual({ datetime: '2024-06-01T00:00:00Z' })
    expect(parseItemTime(' 2024-06-01T10:00:00Z ')).toEqual({ datetime: '2024-06-01T10:00:00Z' })
    expect(parseItemTime('2024-06-01T10:00:00+02:00')).toEqual({ datetime: '2024-06-01T08:00:00Z' })
    expect(parseItemTime('2024-06-01T10:00+0200')).toEqual({ datetime: '2024-06-01T08:00:00Z' })
    expect(parseItemTime('2024-06-01T10:00:00.250Z')).toEqual({ datetime: '2024-06-01T10:00:00.250Z' })
    // A date at the end of an interval is that whole day.
    expect(parseItemTime('2024-01-01/2024-12-31')).toEqual({ start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' })
    expect(parseItemTime('2024-06-01T08:00:00Z/2024-06-01T09:30:00Z')).toEqual({
      start: '2024-06-01T08:00:00Z',
      end: '2024-06-01T09:30:00Z',
    })
    expect(formatItemTime({ start: '2024-01-01T00:00:00Z', end: '2024-12-31T23:59:59Z' })).toBe('2024-01-01T00:00:00Z/2024-12-31T23:59:59Z')
  })

  it('says what is wrong and what would be accepted', () => {
    expect(parseItemTime('2024-02-30')).toBe("'2024-02-30' is not a date of the calendar")
    expect(parseItemTime('2024-06-01T10:00:00')).toBe("'2024-06-01T10:00:00' has no time zone; add Z (UTC) or an offset such as +02:00")
    expect(parseItemTime('June 2024')).toMatch(/^'June 2024' is not a date \(2024-06-01\), a date-time with its zone/)
    expect(parseItemTime('2024-12-31/2024-01-01')).toBe("'2024-12-31/2024-01-01': the interval ends before it starts")
    expect(parseItemTime('../2024-01-01')).toBe("'../2024-01-01': open intervals are not accepted; give both ends")
    expect(parseItemTime('2024-06-01T25:00:00Z')).toBe("'2024-06-01T25:00:00Z' is not a date-time of the calendar")
  })
})
