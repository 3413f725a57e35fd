/**
 * Dates and times in the staff area, in the device's own time zone (the venue's): MM/dd/yy and hh:mm a on order
 * cards, MM/dd/yyyy hh:mm aa for events, and how long ago something happened (staff.md sections 3 and 9).
 */

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "03/01/26". */
export function formatShortDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

/** "08:05 PM": 12-hour clock with a leading zero. */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(hour12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "03/01/2026 08:05 PM". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${formatClockTime(date)}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "0 minutes ago", "1 minute ago", "45 minutes ago"; past an hour "2 hours ago", past a day "3 days ago". */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
