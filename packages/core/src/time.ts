/**
 * Relative time for statement rows (spec §4). Ghana keeps UTC all year, so calendar dates are
 * UTC dates, and a server timestamp without a zone is read as Accra (= UTC) time, never as the
 * viewer's local time.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const MOMENTS_AGO = 'Moments ago';

/** A Date from a Date or a server string; null when it is no valid date. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    // '2026-03-12T10:00:00' (no zone) is Accra time; a date-only string is already read as UTC.
    const zoneless = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(text);
    date = new Date(zoneless ? `${text.replace(' ', 'T')}Z` : text);
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar 2026' (Accra calendar date). */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * 'Moments ago' under 10 s; then '12 Seconds ago', '1 Minute ago', '5 Minutes ago', '1 Hour ago',
 * '1 Day ago', '2 Days ago'; from 3 days on, the date ('12 Mar 2026'). A time up to 10 s in the
 * future (clock skew) is 'Moments ago'; further in the future shows its date. An invalid date
 * gives '' so a row shows nothing rather than something wrong.
 */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const then = toDate(date);
  if (!then || Number.isNaN(now.getTime())) return '';
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < 10 * SECOND) return elapsed > -10 * SECOND ? MOMENTS_AGO : formatDate(then);
  if (elapsed < MINUTE) return plural(Math.floor(elapsed / SECOND), 'Second');
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'Minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'Hour');
  if (elapsed < 3 * DAY) return plural(Math.floor(elapsed / DAY), 'Day');
  return formatDate(then);
}
