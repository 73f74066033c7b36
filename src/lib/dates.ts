/**
 * Date helpers. Pure: no React, no Redux, and no dependence on the machine's
 * time zone or locale — every format names its time zone explicitly.
 */

/** The shop's home time zone, used by default for order dates. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23 gives 00–23; `hour12: false` alone can give "24" at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An ISO date-time without `Z` or an offset, e.g. `2024-05-01T12:00:00`. */
const ISO_LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && ISO_LOCAL_DATE_TIME.test(value)) {
    // JavaScript reads such a string in the machine's own time zone, which
    // would make the output differ between machines. Read it as UTC instead.
    return new Date(`${value}Z`);
  }
  return new Date(value);
}

/**
 * Formats a point in time as Swedish `yyyy-mm-dd hh:mm` (24-hour clock), as
 * seen in `timeZone` (default Europe/Stockholm, which follows Swedish summer
 * time): `formatSwedishDateTime('2024-06-01T10:05:00Z')` → `'2024-06-01 12:05'`.
 *
 * Accepts an ISO 8601 string, epoch milliseconds or a `Date`. ISO strings with
 * a time but no offset are read as UTC; date-only strings (`2024-06-01`) are
 * UTC midnight, as in JavaScript. The result is the same on every machine.
 *
 * @throws RangeError for a value that is not a valid date, or an unknown time zone.
 */
export function formatSwedishDateTime(
  value: string | number | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`formatSwedishDateTime: not a valid date: ${String(value)}`);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormatter(timeZone).formatToParts(date)) {
    parts[part.type] = part.value;
  }
  const { year = '', month = '', day = '', hour = '', minute = '' } = parts;
  return `${year.padStart(4, '0')}-${month}-${day} ${hour}:${minute}`;
}
