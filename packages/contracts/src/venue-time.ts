/**
 * Times on the venue's clock. An event's date and time are shown, and picked, in the venue's IANA time zone (the API
 * sends it with the event), whatever zone the phone or laptop is in, daylight-saving changes included. Intl only, no
 * date library. A zone of `undefined` is the device's own; a zone the browser does not know falls back to it.
 */

/** A reading of a wall clock: month 1–12, hour 0–23. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const wallOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Making a formatter is slow and a list of events uses the same few, so each is made once. */
function formatterFor(
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // An unknown zone (RangeError): the device's clock rather than a page that fails to draw.
      formatter = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The instant in the zone, with the given Intl options (en-US): "Sat, Nov 28", "9:00 PM". */
export function formatInZone(instant: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): string {
  return formatterFor(timeZone, options).format(instant);
}

/** What a clock in the zone shows at the instant. */
export function wallTimeOf(instant: Date, timeZone: string | undefined): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone, wallOptions).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** How far the zone's clock is ahead of UTC at the instant, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string | undefined): number {
  return asUtc(wallTimeOf(new Date(instant), timeZone)) - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant a clock in the zone shows `wall`. Where daylight saving makes the time happen twice (1:30 AM on the
 * night clocks go back) it is the first; where it never happens (2:30 AM on the night they go forward) the clock is
 * read with the offset before the change, so 2:30 AM becomes 3:30 AM: as Temporal's 'compatible' does.
 */
export function instantOf(wall: WallTime, timeZone: string | undefined): Date {
  const local = asUtc(wall);
  // The offsets a day either side: a zone changes its clock at most once in a night.
  const before = offsetAt(local - DAY, timeZone);
  const after = offsetAt(local + DAY, timeZone);
  const readings = [local - before, local - after].filter(
    (instant) => asUtc(wallTimeOf(new Date(instant), timeZone)) === local,
  );
  return new Date(readings.length > 0 ? Math.min(...readings) : local - before);
}

/** The device's own zone, as the browser names it: "Asia/Tokyo". */
export function deviceTimeZone(): string {
  return formatterFor(undefined, {}).resolvedOptions().timeZone;
}

/** True when two names are one zone ("US/Pacific" is "America/Los_Angeles"). */
export function isSameTimeZone(a: string, b: string): boolean {
  return a === b || formatterFor(a, {}).resolvedOptions().timeZone === formatterFor(b, {}).resolvedOptions().timeZone;
}

/** The zone's short name at the instant: "PST", "PDT"; "GMT+9" where English has no abbreviation. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone's name without daylight saving: "Pacific Time". */
export function zoneName(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  const parts = formatterFor(timeZone, { timeZoneName: 'longGeneric' }, locale).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * "9:00 PM – 2:00 AM PST": a start and (optionally) an end as `format` writes them, with the zone's abbreviation
 * where the viewer's zone (the device's) is another. It goes once, after the last time, unless a daylight-saving
 * change falls between them ("1:00 AM PDT – 3:00 AM PST").
 */
export function formatTimeRange(
  start: Date,
  end: Date | null,
  timeZone: string,
  format: (instant: Date) => string,
  viewerTimeZone: string = deviceTimeZone(),
): string {
  const range = end ? `${format(start)} – ${format(end)}` : format(start);
  if (isSameTimeZone(timeZone, viewerTimeZone)) return range;
  const startZone = zoneAbbreviation(start, timeZone);
  const endZone = end ? zoneAbbreviation(end, timeZone) : startZone;
  if (!end || startZone === endZone) return `${range} ${endZone}`;
  return `${format(start)} ${startZone} – ${format(end)} ${endZone}`;
}
