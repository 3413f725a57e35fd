import type { AvailableGlevent } from '@queueless/contracts';
import { formatTimeRange } from '@queueless/contracts/venue-time';
import { formatInLanguage } from '#web/lib/date-format';

/** "November 2026": the heading events are grouped under, by the month at the venue. */
export function monthYearOf(iso: string, timeZone: string): string {
  return formatInLanguage(new Date(iso), timeZone, { month: 'long', year: 'numeric' });
}

/**
 * "Sat, Nov 28 · 9:00 PM – 2:00 AM" in 12-hour time on the venue's clock, whatever the phone's zone; "… 2:00 AM PST"
 * on a phone in another zone.
 */
export function formatEventTime(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const day = formatInLanguage(start, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = (date: Date) => formatInLanguage(date, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${day} · ${formatTimeRange(start, new Date(endIso), timeZone, time)}`;
}

/** Events in start order, grouped by month and year at their venues. */
export function groupByMonth<T extends { startTime: string; timeZone: string }>(
  events: T[],
): { heading: string; events: T[] }[] {
  const groups: { heading: string; events: T[] }[] = [];
  const sorted = [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const event of sorted) {
    const heading = monthYearOf(event.startTime, event.timeZone);
    const last = groups.at(-1);
    if (last?.heading === heading) last.events.push(event);
    else groups.push({ heading, events: [event] });
  }
  return groups;
}

/** A maps search for the event's address (the spec's external map link). */
export function mapSearchUrl(
  event: Pick<AvailableGlevent, 'venueName' | 'addressLine1' | 'city' | 'state' | 'zipCode'>,
) {
  const query = [event.venueName, event.addressLine1, event.city, `${event.state} ${event.zipCode}`].join(', ');
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
}
