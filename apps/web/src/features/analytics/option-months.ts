import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** "2026-11": the month it is now in the vendor's time zone. */
export function currentMonth(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month it is now and the `count - 1` before it, newest first ("2026-11", "2026-10", …). */
export function recentMonths(timeZone: string, count: number, now = new Date()): string[] {
  const [year = 0, month = 1] = currentMonth(timeZone, now).split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** "2026-11" → "November 2026" ("noviembre de 2026" in Spanish), in the active language. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat(intlTag(i18n.locale), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}
