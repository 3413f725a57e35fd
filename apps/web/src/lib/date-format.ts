import { plural } from '@lingui/core/macro';
import { formatInZone, formatTimeRange, wallTimeOf } from '@queueless/contracts/venue-time';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/**
 * Dates and times in the staff area: MM/dd/yy and hh:mm a on order cards (the device's clock), MM/dd/yyyy hh:mm aa for
 * events (the venue's clock, whatever the device's zone), and how long ago something happened (staff.md sections 3
 * and 9). In English exactly the spec's patterns (written out: `Intl` puts a narrow space before "PM"); in another
 * language the same fields in that language's order and clock (`Intl`, made at each call since the language can change).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The 12-hour clock of the English patterns: "08:05 PM", or "8:05 PM" without the hour's leading zero. */
function englishClock(hours: number, minutes: number, { padHour }: { padHour: boolean }): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${padHour ? pad(hour12) : hour12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The active language's `Intl` tag, or null in English (whose patterns are the spec's, written out below). */
function otherLanguageTag(): string | null {
  return i18n.locale === 'es' ? intlTag(i18n.locale) : null;
}

/**
 * `formatInZone` (the venue's clock) in the active language: English through the contracts' cached en-US formatters,
 * another language through a formatter made for this call (the language can change while the page is open).
 */
export function formatInLanguage(
  instant: Date,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const tag = otherLanguageTag();
  if (!tag) return formatInZone(instant, timeZone, options);
  return new Intl.DateTimeFormat(tag, timeZone ? { ...options, timeZone } : options).format(instant);
}

const orderDateTimes = new Map<string, Intl.DateTimeFormat>();
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * English, written out as `Intl`'s en-US medium date and short time draw it ("Nov 29, 2026, 8:05 PM", with a plain
 * space before "PM" as the staff patterns above): no `Intl` date formatter, whose first making on a page sets up the
 * browser's date data: 154 ms of CPU in the wait from Pay to the pickup code at the issue's phone (issue 45).
 */
const englishOrderDateTime = {
  format(date: Date): string {
    const day = `${shortMonths[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
    return `${day}, ${englishClock(date.getHours(), date.getMinutes(), { padHour: false })}`;
  },
};

/**
 * An order's date and time ("Nov 29, 2026, 8:05 PM") in `locale`: its card and its pickup page. English is written
 * out; another language has one `Intl` formatter, made once, which checkout makes while the payment's round trip is
 * under way (`warmOrderDateTime`).
 */
export function orderDateTimeFormat(locale: string): { format(date: Date): string } {
  const tag = intlTag(locale);
  if (tag === 'en-US') return englishOrderDateTime;
  let format = orderDateTimes.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    orderDateTimes.set(tag, format);
  }
  return format;
}

/** The pickup page's formatter made, and used once, ahead of the page (checkout, on Pay); nothing to make in English. */
export function warmOrderDateTime(): void {
  orderDateTimeFormat(i18n.locale).format(new Date());
}

const numericDate = { day: '2-digit', month: '2-digit' } as const;
const numericTime = { hour: '2-digit', minute: '2-digit' } as const;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "03/01/26". */
export function formatShortDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const tag = otherLanguageTag();
  if (tag) return new Intl.DateTimeFormat(tag, { ...numericDate, year: '2-digit' }).format(date);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

/** "08:05 PM": 12-hour clock with a leading zero. */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const tag = otherLanguageTag();
  if (tag) return new Intl.DateTimeFormat(tag, numericTime).format(date);
  return englishClock(date.getHours(), date.getMinutes(), { padHour: true });
}

/** "03/01/2026 08:05 PM": on the clock of `timeZone` (an event's, the venue's), else the device's. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const tag = otherLanguageTag();
  if (tag) {
    const wallZone = timeZone ? { timeZone } : {};
    return new Intl.DateTimeFormat(tag, { ...numericDate, year: 'numeric', ...numericTime, ...wallZone }).format(date);
  }
  const wall = wallTimeOf(date, timeZone);
  const clock = englishClock(wall.hour, wall.minute, { padHour: true });
  return `${pad(wall.month)}/${pad(wall.day)}/${wall.year} ${clock}`;
}

/**
 * An event's start (and end) as staff see it: "03/01/2026 08:00 PM – 03/02/2026 01:00 AM" on the venue's clock, with
 * the zone's abbreviation ("PST") when the device is in another zone.
 */
export function formatEventDateTimes(start: string, end: string | null, timeZone: string): string {
  const startDate = toDate(start);
  if (!startDate) return '';
  return formatTimeRange(startDate, end ? toDate(end) : null, timeZone, (date) => formatDateTime(date, timeZone));
}

/** "0 minutes ago", "1 minute ago", "45 minutes ago"; past an hour "2 hours ago", past a day "3 days ago". */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60) return plural(minutes, { one: '# minute ago', other: '# minutes ago' });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, { one: '# hour ago', other: '# hours ago' });
  const days = Math.floor(hours / 24);
  return plural(days, { one: '# day ago', other: '# days ago' });
}
