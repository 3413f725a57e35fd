import type { MyReservationResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Cancels one of the member's CONFIRMED reservations of an event that has not started. */
export function cancelReservation(reservationId: string): Promise<MyReservationResponse> {
  return apiRequest(areaApiPaths.cancelMyReservation(reservationId), { method: 'POST' });
}
