import { instantOf, wallTimeOf } from '@queueless/contracts/venue-time';

/** The demo venues' time zone: the demo's nights are set in it, as a manager in Los Angeles would set them. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

const HOUR = 3_600_000;

/** `hour`:00 at the venue on the venue's date `days` after today's (an hour of 24 or more is after midnight). */
export function venueHour(now: Date, days: number, hour: number, timeZone = DEMO_TIME_ZONE): Date {
  const today = wallTimeOf(now, timeZone);
  // Date.UTC carries a day or an hour past the month's or the day's end over into the next.
  const wall = new Date(Date.UTC(today.year, today.month - 1, today.day + days, hour));
  return instantOf(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: 0,
    },
    timeZone,
  );
}

/** The venue's next `weekday` (0 Sunday … 6 Saturday) after today, at `hour`:00 venue time. */
export function nextWeekdayAt(now: Date, weekday: number, hour: number, timeZone = DEMO_TIME_ZONE): Date {
  const { year, month, day } = wallTimeOf(now, timeZone);
  const today = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return venueHour(now, ((weekday - today + 6) % 7) + 1, hour, timeZone);
}

/** The top of the venue's hour `hoursAgo` hours before now: a live demo night starts on a round hour. */
export function roundHourAgo(now: Date, hoursAgo: number): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR - hoursAgo * HOUR);
}

/**
 * The venue's night around now, `startHour`:00 to 2:00 AM venue time: the one still running (after midnight until
 * 2 AM it is last night's), else tonight's. A demo seeded at any hour reads as an evening, never '2:00 AM – 10:00 AM'.
 */
export function venueNight(now: Date, startHour = 18, timeZone = DEMO_TIME_ZONE): { startTime: Date; endTime: Date } {
  const isAfterMidnight = wallTimeOf(now, timeZone).hour < 2;
  const days = isAfterMidnight ? -1 : 0;
  return { startTime: venueHour(now, days, startHour, timeZone), endTime: venueHour(now, days + 1, 2, timeZone) };
}
