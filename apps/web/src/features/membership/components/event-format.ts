import type { AvailableGlevent } from '@queueless/contracts';

/** "November 2026": the heading events are grouped under. */
export function monthYearOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** "Sat, Nov 28 · 9:00 PM – 2:00 AM" in 12-hour time. */
export function formatEventTime(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const day = start.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
  const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${day} · ${time(start)} – ${time(end)}`;
}

/** Events in start order, grouped by month and year. */
export function groupByMonth<T extends { startTime: string }>(events: T[]): { heading: string; events: T[] }[] {
  const groups: { heading: string; events: T[] }[] = [];
  const sorted = [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const event of sorted) {
    const heading = monthYearOf(event.startTime);
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
