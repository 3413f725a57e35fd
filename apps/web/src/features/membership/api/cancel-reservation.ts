import type { MyReservationResponse } from '@queueless/contracts';
import { cancelMyReservation as cancelMyReservationEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/** Cancels one of the member's CONFIRMED reservations of an event that has not started. */
export function cancelReservation(reservationId: string): Promise<MyReservationResponse> {
  return apiRequest(endpointPath(cancelMyReservationEndpoint, { reservationId }), { method: 'POST' });
}
