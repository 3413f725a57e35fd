import { instantOf, wallTimeOf } from '@queueless/contracts/venue-time';

/**
 * The event form's times: a date plus a 12-hour time picker (hours 1–12, minutes in steps of 5, AM/PM), read on the
 * venue's clock (its time zone, not the device's) and turned into an ISO 8601 time and back (staff.md sections 2
 * and 9).
 */

export type Period = 'AM' | 'PM';
export type TimeParts = { date: string; hour: string; minute: string; period: Period };

export const MINUTE_STEP = 5;
export const HOUR_OPTIONS = Array.from({ length: 12 }, (_, index) => String(index + 1));
const STEP_MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, index) => pad(index * MINUTE_STEP));

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export const EMPTY_TIME: TimeParts = { date: '', hour: '', minute: '', period: 'PM' };

/** The minute choices: every 5 minutes, plus an odd minute an event already has (so editing keeps it). */
export function minuteOptions(current = ''): string[] {
  return current && !STEP_MINUTES.includes(current) ? [...STEP_MINUTES, current].sort() : STEP_MINUTES;
}

/** An ISO time → the picker's parts on the venue's clock; null or unreadable → empty. */
export function toTimeParts(iso: string | null | undefined, timeZone: string): TimeParts {
  if (!iso) return EMPTY_TIME;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return EMPTY_TIME;
  const wall = wallTimeOf(date, timeZone);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    hour: String(wall.hour % 12 === 0 ? 12 : wall.hour % 12),
    minute: pad(wall.minute),
    period: wall.hour < 12 ? 'AM' : 'PM',
  };
}

/** True when nothing was picked (the time is optional). */
export function isTimeEmpty(parts: TimeParts): boolean {
  return parts.date === '' && parts.hour === '' && parts.minute === '';
}

/** True when a date, hour and minute were all picked. */
export function isTimeComplete(parts: TimeParts): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(parts.date) && HOUR_OPTIONS.includes(parts.hour) && /^\d{2}$/.test(parts.minute);
}

/**
 * The picker's parts, read on the venue's clock → an ISO time (UTC), or null when nothing (or not everything) was
 * picked. A time daylight saving skips or repeats is read as venue-time.ts's instantOf reads it.
 */
export function toIsoTime(parts: TimeParts, timeZone: string): string | null {
  if (!isTimeComplete(parts)) return null;
  const [year, month, day] = parts.date.split('-').map(Number) as [number, number, number];
  const hour12 = Number(parts.hour) % 12;
  const hour = parts.period === 'PM' ? hour12 + 12 : hour12;
  const date = instantOf({ year, month, day, hour, minute: Number(parts.minute) }, timeZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
