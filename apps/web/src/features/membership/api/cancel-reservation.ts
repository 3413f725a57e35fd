import type { MyReservationResponse } from '@queueless/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Cancels one of the member's CONFIRMED reservations of an event that has not started. */
export function cancelReservation(reservationId: string): Promise<MyReservationResponse> {
  return apiRequest(apiPaths.cancelMyReservation(reservationId), { method: 'POST' });
}
