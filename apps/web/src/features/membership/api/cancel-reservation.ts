import type { MyReservationResponse } from '@queueless/contracts';
import { cancelMyReservation as cancelMyReservationEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** Cancels one of the member's CONFIRMED reservations of an event that has not started. */
export function cancelReservation(reservationId: string): Promise<MyReservationResponse> {
  return callEndpoint(cancelMyReservationEndpoint, { params: { reservationId } });
}
