import type { MyReservationsResponse } from '@queueless/contracts';
import { listMyReservations as listMyReservationsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The member's reservations, newest first (first page). */
export function getMyReservations(signal?: AbortSignal): Promise<MyReservationsResponse> {
  return callEndpoint(listMyReservationsEndpoint, { signal });
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
