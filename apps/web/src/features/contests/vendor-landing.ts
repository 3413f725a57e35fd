import type { VendorEvent, VendorLocation } from '@queueless/contracts';
import { formatTimeRange } from '@queueless/contracts/venue-time';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** The vendor landing page lists locations with displayOrder unset or at most this (spec). */
export const LANDING_MAX_DISPLAY_ORDER = 50;
/** Our own flyer for an event without images. */
export const COMING_SOON_FLYER = '/images/events/coming-soon.svg';
/** The tooltip on the prize button: shown 5 s, then a 0.5 s fade (spec). */
export const PRIZE_TOOLTIP_MS = 5_000;
export const PRIZE_TOOLTIP_FADE_MS = 500;

/** The locations to order from: displayOrder unset or ≤ 50, in display order (unset last). */
export function orderableLocations(locations: readonly VendorLocation[]): VendorLocation[] {
  return locations
    .filter((location) => location.displayOrder === null || location.displayOrder <= LANDING_MAX_DISPLAY_ORDER)
    .sort((a, b) => (a.displayOrder ?? Number.MAX_SAFE_INTEGER) - (b.displayOrder ?? Number.MAX_SAFE_INTEGER));
}

/** 'Tonight's Event': the in-progress event whose start is closest to now. */
export function tonightsEvent(events: readonly VendorEvent[], now: Date): VendorEvent | null {
  let best: VendorEvent | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const event of events) {
    if (event.status !== 'IN_PROGRESS') continue;
    const distance = event.startTime ? Math.abs(Date.parse(event.startTime) - now.getTime()) : Number.MAX_VALUE;
    if (distance < bestDistance) {
      best = event;
      bestDistance = distance;
    }
  }
  return best;
}

export function upcomingEvents(events: readonly VendorEvent[]): VendorEvent[] {
  return events.filter((event) => event.status === 'UPCOMING');
}

export function flyerOf(event: VendorEvent): string {
  return event.images[0] ?? COMING_SOON_FLYER;
}

/**
 * The instant on the venue's clock, in the page's language (made at call time: the language can change). A zone the
 * browser does not know falls back to the device's, as venue-time.ts's formatInZone does.
 */
function formatOnVenueClock(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const tag = intlTag(i18n.locale);
  try {
    return new Intl.DateTimeFormat(tag, { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat(tag, options).format(instant);
  }
}

/** "Friday, May 2" and "9:00 PM" (events show 12-hour times), on the venue's clock whatever the phone's zone. */
export function formatEventDate(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return formatOnVenueClock(new Date(iso), timeZone, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "9:00 PM" or "9:00 PM – 2:00 AM", with the zone ("PST") on a phone in another zone. */
export function formatEventTimes(startIso: string, endIso: string | null, timeZone: string): string {
  const time = (date: Date) => formatOnVenueClock(date, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true });
  return formatTimeRange(new Date(startIso), endIso ? new Date(endIso) : null, timeZone, time);
}
