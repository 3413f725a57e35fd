import type { MyReservationResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Books one spot at a guest-list event with a credit. */
export function reserveSpot(vendorId: string, gleventId: string): Promise<MyReservationResponse> {
  return apiRequest(areaApiPaths.reserveGlevent(vendorId, gleventId), {
    method: 'POST',
    body: { quantity: 1, vendorId },
  });
}
