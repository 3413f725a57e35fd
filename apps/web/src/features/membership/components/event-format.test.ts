import { deviceTimeZone, isSameTimeZone } from '@queueless/contracts/venue-time';
import { describe, expect, it } from 'vitest';
import { formatEventTime, groupByMonth, mapSearchUrl } from './event-format';

const LA = 'America/Los_Angeles';

describe('event formatting', () => {
  it('groups events by month and year in start order', () => {
    const groups = groupByMonth([
      { id: 'b', startTime: '2026-12-05T20:00:00-08:00', timeZone: LA },
      { id: 'a', startTime: '2026-11-28T20:00:00-08:00', timeZone: LA },
      { id: 'c', startTime: '2027-01-02T20:00:00-08:00', timeZone: LA },
      { id: 'd', startTime: '2026-12-20T20:00:00-08:00', timeZone: LA },
    ]);
    expect(groups.map((group) => [group.heading, group.events.map((event) => event.id)])).toEqual([
      ['November 2026', ['a']],
      ['December 2026', ['b', 'd']],
      ['January 2027', ['c']],
    ]);
  });

  it("puts a night late on the month's last day under that month at the venue, wherever the phone is", () => {
    // 11:00 PM on 30 November in Los Angeles is 1 December in UTC and in Tokyo.
    const groups = groupByMonth([{ id: 'late', startTime: '2026-12-01T07:00:00.000Z', timeZone: LA }]);
    expect(groups.map((group) => group.heading)).toEqual(['November 2026']);
  });

  it("writes the day and times on the venue's clock, naming the zone for a phone in another", () => {
    const zone = isSameTimeZone(LA, deviceTimeZone()) ? '' : ' PST';
    expect(formatEventTime('2026-11-29T05:00:00.000Z', '2026-11-29T10:00:00.000Z', LA)).toBe(
      `Sat, Nov 28 · 9:00 PM – 2:00 AM${zone}`,
    );
    // On the evening daylight saving ends, 9:00 PM is PST.
    expect(formatEventTime('2026-11-02T05:00:00.000Z', '2026-11-02T07:00:00.000Z', LA)).toBe(
      `Sun, Nov 1 · 9:00 PM – 11:00 PM${zone}`,
    );
  });

  it('builds the map link from the address', () => {
    expect(
      mapSearchUrl({
        venueName: 'Skyline',
        addressLine1: '1 Main St',
        city: 'Los Angeles',
        state: 'CA',
        zipCode: '90012',
      }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Skyline%2C+1+Main+St%2C+Los+Angeles%2C+CA+90012');
  });
});
