import { DEFAULT_TIME_ZONE, formatSwedishDateTime } from '../../src/lib/dates';

describe('formatSwedishDateTime', () => {
  it('defaults to Europe/Stockholm', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Stockholm');
  });

  it('formats as yyyy-mm-dd hh:mm in Stockholm winter time (UTC+1)', () => {
    expect(formatSwedishDateTime('2024-01-15T08:05:00Z')).toBe('2024-01-15 09:05');
  });

  it('formats in Stockholm summer time (UTC+2)', () => {
    expect(formatSwedishDateTime('2024-06-01T10:05:00Z')).toBe('2024-06-01 12:05');
  });

  it('uses a 24-hour clock, with 00 (not 24) at midnight', () => {
    expect(formatSwedishDateTime('2024-01-15T22:00:00Z')).toBe('2024-01-15 23:00');
    expect(formatSwedishDateTime('2024-01-15T23:00:00Z')).toBe('2024-01-16 00:00');
    expect(formatSwedishDateTime('2024-01-15T12:30:00Z')).toBe('2024-01-15 13:30');
  });

  it('crosses the date line into the next day, month and year in local time', () => {
    expect(formatSwedishDateTime('2023-12-31T23:30:00Z')).toBe('2024-01-01 00:30');
  });

  describe('DST boundaries', () => {
    it('jumps from 01:59 to 03:00 when summer time starts (last Sunday of March)', () => {
      expect(formatSwedishDateTime('2024-03-31T00:59:00Z')).toBe('2024-03-31 01:59');
      expect(formatSwedishDateTime('2024-03-31T01:00:00Z')).toBe('2024-03-31 03:00');
    });

    it('shows 02:30 twice when summer time ends (last Sunday of October)', () => {
      expect(formatSwedishDateTime('2024-10-27T00:30:00Z')).toBe('2024-10-27 02:30'); // CEST, UTC+2
      expect(formatSwedishDateTime('2024-10-27T01:30:00Z')).toBe('2024-10-27 02:30'); // CET, UTC+1
      expect(formatSwedishDateTime('2024-10-27T02:00:00Z')).toBe('2024-10-27 03:00');
    });
  });

  it('accepts ISO strings with an offset, epoch milliseconds and Date objects alike', () => {
    const expected = '2024-06-01 12:05';
    expect(formatSwedishDateTime('2024-06-01T12:05:00+02:00')).toBe(expected);
    expect(formatSwedishDateTime(Date.UTC(2024, 5, 1, 10, 5))).toBe(expected);
    expect(formatSwedishDateTime(new Date(Date.UTC(2024, 5, 1, 10, 5)))).toBe(expected);
  });

  it('ignores seconds and milliseconds (truncates, does not round)', () => {
    expect(formatSwedishDateTime('2024-06-01T10:05:59.999Z')).toBe('2024-06-01 12:05');
  });

  it('reads an ISO date-time without an offset as UTC, so every machine agrees', () => {
    expect(formatSwedishDateTime('2024-06-01T10:05:00')).toBe('2024-06-01 12:05');
    expect(formatSwedishDateTime('2024-06-01T10:05')).toBe('2024-06-01 12:05');
  });

  it('reads a date-only string as UTC midnight', () => {
    expect(formatSwedishDateTime('2024-06-01')).toBe('2024-06-01 02:00');
  });

  it('formats in another time zone when one is given', () => {
    expect(formatSwedishDateTime('2024-06-01T10:05:00Z', 'UTC')).toBe('2024-06-01 10:05');
    expect(formatSwedishDateTime('2024-06-01T10:05:00Z', 'America/New_York')).toBe('2024-06-01 06:05');
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatSwedishDateTime('2024-01-15T08:05:00Z')).toBe('2024-01-15 09:05');
      expect(formatSwedishDateTime('2024-01-15T08:05:00')).toBe('2024-01-15 09:05');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('rejects an invalid date', () => {
    expect(() => formatSwedishDateTime('not a date')).toThrow(RangeError);
    expect(() => formatSwedishDateTime(Number.NaN)).toThrow(RangeError);
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatSwedishDateTime('2024-06-01T10:05:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
