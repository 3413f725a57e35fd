import type { CalculateTaxBody } from '@queueless/contracts';
import { calculateTax as calculateTaxEndpoint } from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { pageTaxRatePpm } from '#web/lib/page-data-order';

/** Sales tax of a cart in integer cents, from the server's own prices and the location's rate. */
export async function calculateTax(body: CalculateTaxBody, signal?: AbortSignal): Promise<number> {
  const { taxAmountExclusive } = await callEndpoint(calculateTaxEndpoint, { body, signal, anonymous: true });
  return taxAmountExclusive;
}

export function taxQueryOptions(body: CalculateTaxBody) {
  return queryOptions({
    queryKey: ['taxes', body.vendorLocationId, body.cartItems],
    queryFn: ({ signal }) => calculateTax(body, signal),
    // The last figure stays on screen while a changed cart is priced.
    placeholderData: keepPreviousData,
  });
}

/**
 * Sales tax on an amount at a rate in parts per million (9.75 % = 97 500), rounded half up to the cent once: the
 * server's rule for a cart taxed at one rate (apps/server/src/modules/orders/pricing.ts, taxAtRate).
 */
export function taxAtRate(taxableCents: number, ratePpm: number): number {
  return Number((BigInt(taxableCents) * BigInt(ratePpm) * 2n + 1_000_000n) / 2_000_000n);
}

/**
 * The cart's tax estimate in cents (undefined while unknown). When the page's HTML carries the rate the location's
 * cart is taxed at (decision 017), it is worked out here from the cart's subtotal, with no call on the way to
 * checkout; otherwise (another tax provider, a page kept by an older build) POST /taxes/calculate is asked. Nothing
 * is asked for an empty cart. The order itself is always priced and taxed by the server.
 */
export function useCartTax(body: CalculateTaxBody, subtotalCents: number): number | undefined {
  const ratePpm = pageTaxRatePpm(body.vendorLocationId);
  const query = useQuery({ ...taxQueryOptions(body), enabled: body.cartItems.length > 0 && ratePpm === undefined });
  return ratePpm === undefined ? query.data : taxAtRate(subtotalCents, ratePpm);
}
