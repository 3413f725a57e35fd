/**
 * Money in the browser: amounts arrive as two-decimal strings ("12.50"), sums are done in integer cents, and
 * everything is shown in dollars with 2 decimals (spec section 9).
 */

/** "12.50" → 1250. A malformed amount reads as 0, so one bad price never breaks a whole page. */
export function toCents(amount: string | null | undefined): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(amount ?? '');
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * 1250 → "$12.50", 123456 → "$1,234.56". By hand rather than with Intl.NumberFormat, whose first use costs a phone
 * tens of milliseconds on the menu's first render.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.50" → "$12.50". */
export function formatAmount(amount: string | null | undefined): string {
  return formatCents(toCents(amount));
}
