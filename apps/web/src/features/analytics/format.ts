/** Labels of the dashboard: dates are the venue's local dates (YYYY-MM-DD), read without any time zone shift. */

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' });

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Sun" */
export function weekdayLabel(date: string): string {
  return dayFormat.format(asUtc(date));
}

/** "Nov 15 – 21, 2026"; "Nov 29 – Dec 5, 2026" across months. */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const end =
    weekStart.slice(0, 7) === weekEnd.slice(0, 7) ? String(Number(weekEnd.slice(8))) : shortDate.format(asUtc(weekEnd));
  return `${shortDate.format(asUtc(weekStart))} – ${end}, ${yearFormat.format(asUtc(weekEnd))}`;
}

/** 0 → "12 AM", 13 → "1 PM" */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
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
      if (!name) return [customer.userId, `Customer ${tail(customer)}`];
      return [customer.userId, (uses.get(name) ?? 0) > 1 ? `${name} ${tail(customer)}` : name];
    }),
  );
}
