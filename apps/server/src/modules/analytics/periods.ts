/**
 * Days, weeks and months in a venue's own time zone. A week runs from Sunday 00:00 to the next
 * Sunday 00:00 local time, so an order at 11:30 PM on Saturday belongs to that Saturday and its week,
 * and a week with a daylight-saving change is 167 or 169 hours long (decision 016).
 */

export type Period = {
  /** First instant, inclusive. */
  start: Date;
  /** End instant, exclusive. */
  end: Date;
  /** Every local date of the period, YYYY-MM-DD, in order. */
  days: string[];
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as LocalParts;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

/** YYYY-MM-DD of a UTC-based calendar value. */
function formatUtcDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date `days` after `date` (a pure calendar step: no time zone involved). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return formatUtcDate(Date.UTC(year, month - 1, day + days));
}

/** The venue's local date of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant the local date begins in the zone (its midnight; the first existing minute after a gap). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const wall = Date.UTC(year, month - 1, day);
  // The offset at a guess, then at the corrected instant; where midnight itself is skipped (a spring
  // forward at 00:00) the second lands on the day before, and the first is the day's first instant.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const onTheDay = [second, first].filter((instant) => localDate(new Date(instant), timeZone) === date);
  return new Date(Math.min(...(onTheDay.length > 0 ? onTheDay : [second])));
}

/** The Sunday (local date) of the week that holds `instant` in the zone. */
export function weekStartOf(instant: Date, timeZone: string): string {
  const date = localDate(instant, timeZone);
  const { year, month, day } = parseDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(date, -weekday);
}

function periodOfDays(first: string, count: number, timeZone: string): Period {
  const days = Array.from({ length: count }, (_, index) => addDays(first, index));
  return {
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(addDays(first, count), timeZone),
    days,
  };
}

/** The week beginning on the Sunday `weekStart` (YYYY-MM-DD), local time. */
export function weekPeriod(weekStart: string, timeZone: string): Period {
  return periodOfDays(weekStart, 7, timeZone);
}

/** The calendar month `month` (YYYY-MM), local time. */
export function monthPeriod(month: string, timeZone: string): Period {
  const [year = 0, monthNo = 1] = month.split('-').map(Number);
  const first = `${pad(year, 4)}-${pad(monthNo)}-01`;
  const daysInMonth = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return periodOfDays(first, daysInMonth, timeZone);
}
