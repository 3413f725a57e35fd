import type { GuestListResponse } from '@queueless/contracts';
import { listGuests as listGuestsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Other door staff check guests in too: the list refreshes itself this often while open. */
export const GUEST_LIST_REFRESH_MS = 10_000;

/** Every reservation of the event, by guest name, with the event and its counts. */
export function getGuestList(vendorId: string, gleventId: string, signal?: AbortSignal): Promise<GuestListResponse> {
  return callEndpoint(listGuestsEndpoint, { params: { vendorId, gleventId }, signal });
}

export function guestListQueryOptions(vendorId: string, gleventId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'glevents', gleventId, 'reservations'],
    queryFn: ({ signal }) => getGuestList(vendorId, gleventId, signal),
  });
}

export function useGuestList(vendorId: string, gleventId: string) {
  return useQuery({ ...guestListQueryOptions(vendorId, gleventId), refetchInterval: GUEST_LIST_REFRESH_MS });
}
