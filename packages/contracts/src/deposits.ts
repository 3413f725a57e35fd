// No zod here: the browser imports this file alone ('@queueless/contracts/deposits'), off the schemas' chunk.

/**
 * The part of a presale line charged when ordering: `depositPercent` of the line's amount, rounded half up to
 * the cent; the rest is owed at pickup. A line without a deposit is charged in full (decision 018).
 */
export function dueNowCents(lineCents: number, depositPercent: number | null): number {
  if (depositPercent === null) return lineCents;
  return Math.floor((lineCents * depositPercent * 2 + 100) / 200);
}

/** One order line as the tip reads it: its type, unit price in cents, quantity and deposit. */
export type TipBaseLine = {
  productType: string;
  priceCents: number;
  quantity: number;
  depositPercent: number | null;
};

/**
 * What a tip percentage applies to: the food and drink lines' amount paid now. Merchandise (T-shirts, wristbands)
 * takes no tip, as a merchandise-only cart takes none (customer.md section 5; decision 053). The server prices the
 * tip on this and the checkout shows each option's amount from it.
 */
export function tipBaseCents(lines: TipBaseLine[]): number {
  return lines.reduce(
    (sum, line) =>
      line.productType === 'MERCHANDISE'
        ? sum
        : sum + dueNowCents(line.priceCents * line.quantity, line.depositPercent),
    0,
  );
}
