// No zod here: the browser imports this file alone ('@queueless/contracts/deposits'), off the schemas' chunk.

/**
 * The part of a presale line charged when ordering: `depositPercent` of the line's amount, rounded half up to
 * the cent; the rest is owed at pickup. A line without a deposit is charged in full (decision 018).
 */
export function dueNowCents(lineCents: number, depositPercent: number | null): number {
  if (depositPercent === null) return lineCents;
  return Math.floor((lineCents * depositPercent * 2 + 100) / 200);
}
