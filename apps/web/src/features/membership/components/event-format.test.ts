import { describe, expect, it } from 'vitest';
import { groupByMonth, mapSearchUrl } from './event-format';

describe('event formatting', () => {
  it('groups events by month and year in start order', () => {
    const groups = groupByMonth([
      { id: 'b', startTime: '2026-12-05T20:00:00-08:00' },
      { id: 'a', startTime: '2026-11-28T20:00:00-08:00' },
      { id: 'c', startTime: '2027-01-02T20:00:00-08:00' },
      { id: 'd', startTime: '2026-12-20T20:00:00-08:00' },
    ]);
    expect(groups.map((group) => [group.heading, group.events.map((event) => event.id)])).toEqual([
      ['November 2026', ['a']],
      ['December 2026', ['b', 'd']],
      ['January 2027', ['c']],
    ]);
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
