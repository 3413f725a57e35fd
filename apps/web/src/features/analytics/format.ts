/**
 * Labels of the dashboard: dates are the venue's local dates (YYYY-MM-DD), read without any time zone shift, in the
 * active language (each formatter made at call time: the language changes while the page is open).
 */
import { t } from '@lingui/core/macro';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlTag(i18n.locale), { timeZone: 'UTC', ...options });
/** Some engines put a narrow no-break space before "AM" and around a range's dash; a label reads with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** "Sun" ("dom" in Spanish) */
export function weekdayLabel(date: string): string {
  return dateFormat({ weekday: 'short' }).format(asUtc(date));
}

/**
 * "Nov 15 – 21, 2026"; "Nov 29 – Dec 5, 2026" across months (the spec's English, one year at the end). Other
 * languages read the range as Intl writes it ("15–21 de nov de 2026").
 */
export function weekLabel(weekStart: string, weekEnd: string): string {
  if (i18n.locale !== 'en') {
    const range = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
    return plainSpaces(range.formatRange(asUtc(weekStart), asUtc(weekEnd)));
  }
  const shortDate = dateFormat({ month: 'short', day: 'numeric' });
  const end =
    weekStart.slice(0, 7) === weekEnd.slice(0, 7) ? String(Number(weekEnd.slice(8))) : shortDate.format(asUtc(weekEnd));
  return `${shortDate.format(asUtc(weekStart))} – ${end}, ${dateFormat({ year: 'numeric' }).format(asUtc(weekEnd))}`;
}

/** 0 → "12 AM", 13 → "1 PM" ("12 a.m.", "1 p.m." in Spanish) */
export function hourLabel(hour: number): string {
  return plainSpaces(dateFormat({ hour: 'numeric' }).format(new Date(Date.UTC(2026, 0, 1, hour))));
}

/** "9 PM – 10 PM" */
export function hourRangeLabel(hour: number): string {
  return `${hourLabel(hour)} – ${hourLabel((hour + 1) % 24)}`;
}

/** Whole percent of a part, 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

type NamedCustomer = { userId: string; firstName: string | null; lastName: string | null };

/**
 * How the top customers read: their name, or 'Customer ···0055' (the account's last 4) for someone who gave none.
 * Two customers with one name get their last 4 beside it, so 'Hugo Nguyen' twice reads as the two people they are.
 */
export function customerLabels(customers: readonly NamedCustomer[]): Map<string, string> {
  const tail = (customer: NamedCustomer) => `···${customer.userId.slice(-4)}`;
  const nameOf = (customer: NamedCustomer) => [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  const uses = new Map<string, number>();
  for (const customer of customers) {
    const name = nameOf(customer);
    if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  return new Map(
    customers.map((customer) => {
      const name = nameOf(customer);
      if (!name) return [customer.userId, t`Customer ${tail(customer)}`];
      return [customer.userId, (uses.get(name) ?? 0) > 1 ? `${name} ${tail(customer)}` : name];
    }),
  );
}
