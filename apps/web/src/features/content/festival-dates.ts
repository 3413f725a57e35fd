import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** "Saturday, March 1, 2025" or "May 17–18, 2025", in the festival's own time zone and the page's language. */
export function formatFestivalDates(startsAt: string, endsAt: string, timeZone: string): string {
  const tag = intlTag(i18n.locale);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  // Which day it is, read the same way in every language.
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  if (day(start) === day(end)) {
    return new Intl.DateTimeFormat(tag, {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(start);
  }
  return new Intl.DateTimeFormat(tag, { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).formatRange(
    start,
    end,
  );
}

/** "2:00 PM – 11:00 PM" (12-hour times, customer.md section 9). */
export function formatFestivalTimes(startsAt: string, endsAt: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat(intlTag(i18n.locale), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`;
}

/** The location's own page, from the festival page's path: "/location/AD708/heartla" → "/location/AD708". */
export function festivalBasePath(pathname: string, page: string): string {
  const suffix = `/${page}`;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.toLowerCase().endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed;
}

/** Whether the festival is over: its page then says so and sells nothing. */
export function hasFestivalEnded(endsAt: string, now: Date = new Date()): boolean {
  return new Date(endsAt).getTime() <= now.getTime();
}
