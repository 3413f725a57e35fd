import type { MyReservationResponse } from '@queueless/contracts';
import { createReservation as createReservationEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Books one spot at a guest-list event with a credit. */
export function reserveSpot(vendorId: string, gleventId: string): Promise<MyReservationResponse> {
  return callEndpoint(createReservationEndpoint, { params: { vendorId, gleventId }, body: { quantity: 1, vendorId } });
}
