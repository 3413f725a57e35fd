import type { VendorEvent, VendorLocation } from '@queueless/contracts';
import { deviceTimeZone, isSameTimeZone } from '@queueless/contracts/venue-time';
import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_FLYER,
  flyerOf,
  formatEventDate,
  formatEventTimes,
  orderableLocations,
  tonightsEvent,
  upcomingEvents,
} from './vendor-landing';

const location = (vendorLocationId: string, displayOrder: number | null): VendorLocation => ({
  vendorLocationId,
  vendorId: 'v',
  description: vendorLocationId,
  showSplashAds: null,
  displayOrder,
});

const event = (eventId: string, status: VendorEvent['status'], startTime: string | null): VendorEvent => ({
  eventId,
  vendorId: 'v',
  eventName: eventId,
  startTime,
  endTime: null,
  ticketingLink: null,
  description: null,
  status,
  images: [],
  timeZone: 'America/Los_Angeles',
});

describe('vendor landing', () => {
  it('orders from locations with displayOrder unset or at most 50, in display order', () => {
    const list = [location('C', null), location('B', 50), location('X', 51), location('A', 10), location('D', 100)];
    expect(orderableLocations(list).map((l) => l.vendorLocationId)).toEqual(['A', 'B', 'C']);
  });

  it('picks the in-progress event whose start is closest to now', () => {
    const now = new Date('2025-05-02T04:00:00Z');
    const events = [
      event('EARLY', 'IN_PROGRESS', '2025-05-01T20:00:00Z'),
      event('LATE', 'IN_PROGRESS', '2025-05-02T03:00:00Z'),
      event('SOON', 'UPCOMING', '2025-05-02T04:10:00Z'),
    ];
    expect(tonightsEvent(events, now)?.eventId).toBe('LATE');
    expect(tonightsEvent([events[2]!], now)).toBeNull();
    expect(upcomingEvents(events).map((e) => e.eventId)).toEqual(['SOON']);
  });

  it('shows the first image as the flyer, else the coming-soon flyer', () => {
    expect(flyerOf({ ...event('A', 'UPCOMING', null), images: ['/a.svg', '/b.svg'] })).toBe('/a.svg');
    expect(flyerOf(event('A', 'UPCOMING', null))).toBe(COMING_SOON_FLYER);
  });

  it("shows an event's date and times on the venue's clock, with the zone for a phone elsewhere", () => {
    const LA = 'America/Los_Angeles';
    const zone = isSameTimeZone(LA, deviceTimeZone()) ? '' : ' PST';
    // 9:00 PM on Friday 2026-12-04 in Los Angeles is already Saturday in UTC.
    expect(formatEventDate('2026-12-05T05:00:00.000Z', LA)).toBe('Friday, December 4');
    expect(formatEventTimes('2026-12-05T05:00:00.000Z', null, LA)).toBe(`9:00 PM${zone}`);
    expect(formatEventTimes('2026-12-05T05:00:00.000Z', '2026-12-05T10:00:00.000Z', LA)).toBe(
      `9:00 PM – 2:00 AM${zone}`,
    );
  });
});
