import { describe, expect, it } from 'vitest';

import { MOMENTS_AGO, formatDate, timeAgo, toDate } from './time';

const NOW = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo follows spec §4', () => {
  it.each([
    [0, 'Moments ago'],
    [9_999, 'Moments ago'],
    [10 * S, '10 Seconds ago'],
    [59 * S, '59 Seconds ago'],
    [M, '1 Minute ago'],
    [M + 59 * S, '1 Minute ago'],
    [2 * M, '2 Minutes ago'],
    [59 * M, '59 Minutes ago'],
    [H, '1 Hour ago'],
    [23 * H + 59 * M, '23 Hours ago'],
    [D, '1 Day ago'],
    [2 * D, '2 Days ago'],
    [3 * D - 1, '2 Days ago'],
    [3 * D, '12 Mar 2026'],
    [400 * D, '8 Feb 2025'],
  ])('%i ms ago → %j', (ms, text) => {
    expect(timeAgo(ago(ms), NOW)).toBe(text);
  });

  it("uses 'Moments ago' exactly", () => {
    expect(MOMENTS_AGO).toBe('Moments ago');
  });

  it('reads server strings, and reads a zoneless timestamp as Accra (UTC) time', () => {
    expect(timeAgo('2026-03-15T11:55:00', NOW)).toBe('5 Minutes ago');
    expect(timeAgo('2026-03-15 11:00:00', NOW)).toBe('1 Hour ago');
    expect(timeAgo('2026-03-15T11:55:00Z', NOW)).toBe('5 Minutes ago');
    expect(timeAgo('2026-03-15T12:55:00+01:00', NOW)).toBe('5 Minutes ago');
    expect(timeAgo('2026-03-01', NOW)).toBe('1 Mar 2026');
  });

  it('treats a few seconds of clock skew as now and a real future date as its date', () => {
    expect(timeAgo(ago(-5 * S), NOW)).toBe('Moments ago');
    expect(timeAgo(ago(-2 * D), NOW)).toBe('17 Mar 2026');
  });

  it.each([['not a date'], [''], ['2026-13-45T00:00:00'], [new Date(NaN)], [null], [undefined]])(
    'shows nothing for the invalid date %j instead of throwing',
    (value) => {
      expect(timeAgo(value as string, NOW)).toBe('');
    },
  );

  it('shows nothing when "now" itself is invalid', () => {
    expect(timeAgo(NOW, new Date(NaN))).toBe('');
  });

  it('defaults "now" to the current time', () => {
    expect(timeAgo(new Date())).toBe('Moments ago');
  });
});

describe('dates', () => {
  it('formats the Accra calendar date', () => {
    expect(formatDate('2026-03-12T23:59:59Z')).toBe('12 Mar 2026');
    expect(formatDate(new Date('2026-12-01T00:00:00Z'))).toBe('1 Dec 2026');
    expect(formatDate('nope')).toBe('');
  });
  it('toDate refuses what is no date', () => {
    expect(toDate('x')).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});
