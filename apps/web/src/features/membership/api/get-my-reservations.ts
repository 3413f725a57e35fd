import type { MyReservationsResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** The member's reservations, newest first (first page). */
export function getMyReservations(signal?: AbortSignal): Promise<MyReservationsResponse> {
  return apiRequest(areaApiPaths.myReservations(), { signal });
}

export function myReservationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'reservations'],
    queryFn: ({ signal }) => getMyReservations(signal),
  });
}

export function useMyReservations(userId: string | undefined, enabled = true) {
  return useQuery({ ...myReservationsQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
