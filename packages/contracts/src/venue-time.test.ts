import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatTimeRange,
  instantOf,
  isSameTimeZone,
  wallTimeOf,
  zoneAbbreviation,
  zoneName,
} from './venue-time.js';

const LA = 'America/Los_Angeles';
const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});
const iso = (wall: ReturnType<typeof at>, timeZone: string) => instantOf(wall, timeZone).toISOString();

// Every zone is named, so these hold on a machine in any zone.
describe('a wall-clock time in a zone and the instant it is', () => {
  it('reads 9:00 PM in Los Angeles as 9:00 PM there, in winter and in summer', () => {
    expect(iso(at(2026, 12, 5, 21), LA)).toBe('2026-12-06T05:00:00.000Z');
    expect(iso(at(2026, 7, 4, 21), LA)).toBe('2026-07-05T04:00:00.000Z');
    expect(iso(at(2026, 12, 5, 21), 'Asia/Tokyo')).toBe('2026-12-05T12:00:00.000Z');
    expect(wallTimeOf(new Date('2026-12-06T05:00:00.000Z'), LA)).toEqual(at(2026, 12, 5, 21));
    expect(wallTimeOf(new Date('2026-07-05T04:00:00.000Z'), LA)).toEqual(at(2026, 7, 4, 21));
  });

  it('takes the new offset on the day clocks go forward (2026-03-08) and back (2026-11-01)', () => {
    // The evening before each change and the evening of it: an hour apart in UTC besides the day.
    expect(iso(at(2026, 3, 7, 21), LA)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(at(2026, 3, 8, 21), LA)).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(at(2026, 10, 31, 21), LA)).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(at(2026, 11, 1, 21), LA)).toBe('2026-11-02T05:00:00.000Z');
    // The small hours of the change itself: 1:59 AM is still PST in March, 3:00 AM already PDT.
    expect(iso(at(2026, 3, 8, 1, 55), LA)).toBe('2026-03-08T09:55:00.000Z');
    expect(iso(at(2026, 3, 8, 3), LA)).toBe('2026-03-08T10:00:00.000Z');
    for (const wall of [at(2026, 3, 8, 21), at(2026, 11, 1, 21), at(2026, 3, 8, 1, 55), at(2026, 11, 1, 3)]) {
      expect(wallTimeOf(instantOf(wall, LA), LA)).toEqual(wall);
    }
  });

  it('reads a time the spring change skips as the hour after, and one the autumn change repeats as the first', () => {
    // 2:30 AM never happens on 2026-03-08 in Los Angeles: it is read as 3:30 AM PDT.
    expect(iso(at(2026, 3, 8, 2, 30), LA)).toBe('2026-03-08T10:30:00.000Z');
    expect(wallTimeOf(new Date('2026-03-08T10:30:00.000Z'), LA)).toEqual(at(2026, 3, 8, 3, 30));
    // 1:30 AM happens twice on 2026-11-01: first in PDT (08:30Z), then in PST (09:30Z).
    expect(iso(at(2026, 11, 1, 1, 30), LA)).toBe('2026-11-01T08:30:00.000Z');
    expect(wallTimeOf(new Date('2026-11-01T09:30:00.000Z'), LA)).toEqual(at(2026, 11, 1, 1, 30));
  });

  it('does the same east of Greenwich, where the clocks change at 2:00 AM local time (Berlin, 2026-03-29 and 2026-10-25)', () => {
    const berlin = 'Europe/Berlin';
    expect(iso(at(2026, 3, 29, 21), berlin)).toBe('2026-03-29T19:00:00.000Z');
    expect(iso(at(2026, 3, 29, 1, 55), berlin)).toBe('2026-03-29T00:55:00.000Z');
    expect(iso(at(2026, 3, 29, 2, 30), berlin)).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(at(2026, 10, 25, 2, 30), berlin)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(at(2026, 10, 25, 21), berlin)).toBe('2026-10-25T20:00:00.000Z');
  });

  it('crosses midnight, month and year ends in the zone, not in UTC', () => {
    expect(iso(at(2026, 12, 31, 23, 55), LA)).toBe('2027-01-01T07:55:00.000Z');
    expect(wallTimeOf(new Date('2027-01-01T07:55:00.000Z'), LA)).toEqual(at(2026, 12, 31, 23, 55));
    expect(wallTimeOf(new Date('2027-01-01T07:55:00.000Z'), 'UTC')).toEqual(at(2027, 1, 1, 7, 55));
  });
});

describe('naming the zone', () => {
  it("names the zone's abbreviation for the date, and its name without daylight saving", () => {
    expect(zoneAbbreviation(new Date('2026-03-08T09:55:00.000Z'), LA)).toBe('PST');
    expect(zoneAbbreviation(new Date('2026-03-08T10:00:00.000Z'), LA)).toBe('PDT');
    expect(zoneAbbreviation(new Date('2026-12-05T12:00:00.000Z'), 'Asia/Tokyo')).toBe('GMT+9');
    expect(zoneName(LA)).toBe('Pacific Time');
  });

  it('knows an alias for the same zone', () => {
    expect(isSameTimeZone('US/Pacific', LA)).toBe(true);
    expect(isSameTimeZone('Asia/Tokyo', LA)).toBe(false);
  });

  it('adds the abbreviation to a range only for a viewer in another zone, once unless DST falls between', () => {
    const time = (instant: Date) => formatInZone(instant, LA, { hour: 'numeric', minute: '2-digit' });
    const start = new Date('2026-12-06T05:00:00.000Z');
    const end = new Date('2026-12-06T10:00:00.000Z');
    expect(formatTimeRange(start, end, LA, time, LA)).toBe('9:00 PM – 2:00 AM');
    expect(formatTimeRange(start, end, LA, time, 'Asia/Tokyo')).toBe('9:00 PM – 2:00 AM PST');
    expect(formatTimeRange(start, null, LA, time, 'Asia/Tokyo')).toBe('9:00 PM PST');
    // A night across the autumn change: 11:00 PM PDT to 3:00 AM PST.
    expect(
      formatTimeRange(new Date('2026-11-01T06:00:00.000Z'), new Date('2026-11-01T11:00:00.000Z'), LA, time, 'UTC'),
    ).toBe('11:00 PM PDT – 3:00 AM PST');
  });

  it("falls back to the device's clock for a zone the browser does not know, rather than failing", () => {
    expect(() => wallTimeOf(new Date(), 'Not/AZone')).not.toThrow();
  });
});
