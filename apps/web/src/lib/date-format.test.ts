import { deviceTimeZone, isSameTimeZone } from '@queueless/contracts/venue-time';
import { describe, expect, it, vi } from 'vitest';
import {
  formatClockTime,
  formatDateTime,
  formatEventDateTimes,
  formatShortDate,
  formatTimeAgo,
  orderDateTimeFormat,
} from './date-format';

// Local times are built with the Date constructor, so the tests hold in any time zone.
describe('staff date formats', () => {
  const evening = new Date(2026, 2, 1, 20, 5);
  const morning = new Date(2026, 11, 31, 9, 30);

  it('formats dates as MM/dd/yy', () => {
    expect(formatShortDate(evening)).toBe('03/01/26');
    expect(formatShortDate(morning.toISOString())).toBe('12/31/26');
    expect(formatShortDate(new Date(2009, 0, 2))).toBe('01/02/09');
  });

  it('formats times as hh:mm a', () => {
    expect(formatClockTime(evening)).toBe('08:05 PM');
    expect(formatClockTime(morning)).toBe('09:30 AM');
    expect(formatClockTime(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(formatClockTime(new Date(2026, 0, 1, 12, 45))).toBe('12:45 PM');
  });

  it('formats date and time as MM/dd/yyyy hh:mm aa', () => {
    expect(formatDateTime(evening)).toBe('03/01/2026 08:05 PM');
  });

  it("formats an event's times on the venue's clock, naming the zone on a device in another", () => {
    const LA = 'America/Los_Angeles';
    const zone = isSameTimeZone(LA, deviceTimeZone()) ? '' : ' PDT';
    expect(formatDateTime('2026-03-09T04:00:00.000Z', LA)).toBe('03/08/2026 09:00 PM');
    expect(formatDateTime('2026-03-09T04:00:00.000Z', 'Asia/Tokyo')).toBe('03/09/2026 01:00 PM');
    expect(formatEventDateTimes('2026-03-09T04:00:00.000Z', '2026-03-09T09:00:00.000Z', LA)).toBe(
      `03/08/2026 09:00 PM – 03/09/2026 02:00 AM${zone}`,
    );
    expect(formatEventDateTimes('2026-03-09T04:00:00.000Z', null, LA)).toBe(`03/08/2026 09:00 PM${zone}`);
    expect(formatEventDateTimes('nope', null, LA)).toBe('');
  });

  it('answers an empty string for a date it cannot read', () => {
    expect(formatShortDate('not a date')).toBe('');
    expect(formatClockTime('')).toBe('');
    expect(formatTimeAgo('nope')).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2026, 2, 1, 20, 0);
  const before = (ms: number) => new Date(now.getTime() - ms);

  it('counts whole minutes under an hour', () => {
    expect(formatTimeAgo(before(20_000), now)).toBe('0 minutes ago');
    expect(formatTimeAgo(before(61_000), now)).toBe('1 minute ago');
    expect(formatTimeAgo(before(59 * 60_000), now)).toBe('59 minutes ago');
  });

  it('counts hours, then days', () => {
    expect(formatTimeAgo(before(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatTimeAgo(before(5 * 60 * 60_000 + 1), now)).toBe('5 hours ago');
    expect(formatTimeAgo(before(49 * 60 * 60_000), now)).toBe('2 days ago');
  });

  it('never counts backwards for a clock slightly ahead of this one', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 5_000), now)).toBe('0 minutes ago');
  });
});

describe("an order's date and time", () => {
  it('is one formatter per language, made once, in that language', () => {
    const evening = new Date(2026, 2, 1, 20, 5);
    expect(orderDateTimeFormat('en')).toBe(orderDateTimeFormat('en'));
    expect(orderDateTimeFormat('es')).not.toBe(orderDateTimeFormat('en'));
    expect(orderDateTimeFormat('en').format(evening)).toBe('Mar 1, 2026, 8:05 PM');
    expect(orderDateTimeFormat('es').format(evening)).toMatch(/^1 mar 2026, 8:05\sp\.\s?m\.$/);
  });

  it("is written out in English as Intl's en-US draws it, without making an Intl formatter (issue 45)", () => {
    expect(orderDateTimeFormat('en')).not.toBeInstanceOf(Intl.DateTimeFormat);
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const format = orderDateTimeFormat('en');
      for (const date of [
        new Date(2026, 0, 1, 0, 0),
        new Date(2026, 5, 9, 9, 7),
        new Date(2026, 10, 29, 12, 0),
        new Date(2027, 11, 31, 23, 59),
      ]) {
        expect(format.format(date)).toBe(intl.format(date).replace(/\s/g, ' '));
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
