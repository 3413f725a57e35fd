import type { CalculateTaxBody, CalculateTaxResponse } from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Sales tax of a cart in integer cents, from the server's own prices and the location's rate. */
export async function calculateTax(body: CalculateTaxBody, signal?: AbortSignal): Promise<number> {
  const { taxAmountExclusive } = await apiRequest<CalculateTaxResponse>(apiPaths.calculateTax(), {
    method: 'POST',
    body,
    signal,
    anonymous: true,
  });
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

/** The cart's tax estimate; nothing is asked for an empty cart. */
export function useCartTax(body: CalculateTaxBody) {
  return useQuery({ ...taxQueryOptions(body), enabled: body.cartItems.length > 0 });
}
