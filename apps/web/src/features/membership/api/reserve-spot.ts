import type { MyReservationResponse } from '@queueless/contracts';
import { createReservation as createReservationEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/** Books one spot at a guest-list event with a credit. */
export function reserveSpot(vendorId: string, gleventId: string): Promise<MyReservationResponse> {
  return apiRequest(endpointPath(createReservationEndpoint, { vendorId, gleventId }), {
    method: 'POST',
    body: { quantity: 1, vendorId },
  });
}
