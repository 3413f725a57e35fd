/**
 * What the review page says is charged now: the subtotal less any presale balance (paid at pickup, decision 018),
 * plus the estimated tax once known (undefined until then). The Checkout button and the summary both show this one
 * number, so they never disagree (issue 27).
 */
export function dueNowCents(subtotalCents: number, balanceCents: number, taxCents: number | undefined) {
  return taxCents === undefined ? undefined : subtotalCents - balanceCents + taxCents;
}

/** The Checkout button's amount: the due-now figure, and the presale balance beside it when there is one. */
export function checkoutButtonAmounts(subtotalCents: number, balanceCents: number, taxCents: number | undefined) {
  if (balanceCents <= 0) return { nowCents: subtotalCents as number | undefined, balanceCents: 0 };
  return { nowCents: dueNowCents(subtotalCents, balanceCents, taxCents), balanceCents };
}
