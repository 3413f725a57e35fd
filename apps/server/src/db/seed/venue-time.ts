/** The demo venues' time zone: the demo's nights are set in it, as a manager in Los Angeles would set them. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The zone's wall clock at `instant`, read as if it were UTC (so `wallClock - instant` is the zone's offset). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/** The instant the zone's clocks show `wall` (a wall-clock time written as UTC milliseconds). */
function fromWallClock(wall: number, timeZone: string): Date {
  const first = wall - (wallClock(wall, timeZone) - wall);
  // Once more with the offset at the first guess: right on both sides of a daylight-saving change.
  return new Date(wall - (wallClock(first, timeZone) - first));
}

/** `hour`:00 at the venue on the venue's date `days` after today's (an hour of 24 or more is after midnight). */
export function venueHour(now: Date, days: number, hour: number, timeZone = DEMO_TIME_ZONE): Date {
  const today = wallClock(now.getTime(), timeZone);
  const midnight = today - (today % DAY);
  return fromWallClock(midnight + days * DAY + hour * HOUR, timeZone);
}

/** The venue's next `weekday` (0 Sunday … 6 Saturday) after today, at `hour`:00 venue time. */
export function nextWeekdayAt(now: Date, weekday: number, hour: number, timeZone = DEMO_TIME_ZONE): Date {
  const today = new Date(wallClock(now.getTime(), timeZone)).getUTCDay();
  const days = ((weekday - today + 6) % 7) + 1;
  return venueHour(now, days, hour, timeZone);
}

/** The top of the venue's hour `hoursAgo` hours before now: a live demo night starts on a round hour. */
export function roundHourAgo(now: Date, hoursAgo: number): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR - hoursAgo * HOUR);
}
