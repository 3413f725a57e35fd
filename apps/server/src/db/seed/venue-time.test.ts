import { describe, expect, it } from 'vitest';
import { nextWeekdayAt, roundHourAgo, venueHour } from './venue-time.js';

const la = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);

describe('the demo nights in venue time', () => {
  // Tuesday 2026-11-24 08:10 UTC is Tuesday 00:10 in Los Angeles; 20:00 UTC is Tuesday noon.
  const lateNight = new Date('2026-11-24T08:10:00Z');
  const noon = new Date('2026-11-24T20:00:00Z');

  it('puts an hour on the venue’s date, whatever the server’s zone', () => {
    expect(la(venueHour(lateNight, 3, 19))).toBe('Fri, Nov 27, 7:00 PM');
    expect(la(venueHour(noon, 3, 19))).toBe('Fri, Nov 27, 7:00 PM');
    expect(la(venueHour(noon, 0, 24))).toBe('Wed, Nov 25, 12:00 AM');
  });

  it('keeps 8 PM across a daylight-saving change', () => {
    // 2026-11-01: Los Angeles goes back from PDT (UTC−7) to PST (UTC−8); 2026-03-08 forward.
    expect(venueHour(new Date('2026-10-31T19:00:00Z'), 1, 20).toISOString()).toBe('2026-11-02T04:00:00.000Z');
    expect(venueHour(new Date('2026-10-31T19:00:00Z'), 0, 20).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(venueHour(new Date('2026-03-07T19:00:00Z'), 1, 20).toISOString()).toBe('2026-03-09T03:00:00.000Z');
  });

  it('finds the next named weekday after today', () => {
    expect(la(nextWeekdayAt(lateNight, 2, 20))).toBe('Tue, Dec 1, 8:00 PM'); // today is Tuesday: next week's
    expect(la(nextWeekdayAt(lateNight, 0, 19))).toBe('Sun, Nov 29, 7:00 PM');
    expect(la(nextWeekdayAt(noon, 3, 21))).toBe('Wed, Nov 25, 9:00 PM');
  });

  it('starts a live night on a round hour', () => {
    expect(roundHourAgo(lateNight, 2).toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });
});
