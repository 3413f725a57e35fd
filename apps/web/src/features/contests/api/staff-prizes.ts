import type {
  CreatePrizeBody,
  StaffPrize,
  StaffPrizeListResponse,
  StaffPrizeResponse,
  UpdatePrizeBody,
} from '@queueless/contracts';
import {
  createPrize as createPrizeEndpoint,
  listStaffPrizes as listStaffPrizesEndpoint,
  updatePrize as updatePrizeEndpoint,
} from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { prizesQueryOptions } from './get-prizes';

/** Staff: an event's prizes with what has been won (MANAGER and above; the server checks). */
export function staffPrizesQueryOptions(vendorId: string, eventId: string) {
  return queryOptions({
    queryKey: ['contests', eventId, 'staff-prizes', vendorId],
    queryFn: ({ signal }) =>
      apiRequest<StaffPrizeListResponse>(endpointPath(listStaffPrizesEndpoint, { vendorId, eventId }), { signal }),
  });
}

export function useStaffPrizes(vendorId: string, eventId: string) {
  return useQuery(staffPrizesQueryOptions(vendorId, eventId));
}

/** After a change: the staff list and the drawing's public list again. */
function useRefetchPrizes(vendorId: string, eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffPrizesQueryOptions(vendorId, eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: prizesQueryOptions(eventId).queryKey }),
    ]);
}

export function useCreatePrize(vendorId: string, eventId: string) {
  const refetch = useRefetchPrizes(vendorId, eventId);
  return useMutation({
    // Offline, the form says so at once rather than spinning until the network is back.
    networkMode: 'always',
    mutationFn: async (body: CreatePrizeBody): Promise<StaffPrize> =>
      (
        await apiRequest<StaffPrizeResponse>(endpointPath(createPrizeEndpoint, { vendorId, eventId }), {
          method: 'POST',
          body,
        })
      ).prize,
    onSettled: refetch,
  });
}

export function useUpdatePrize(vendorId: string, eventId: string) {
  const refetch = useRefetchPrizes(vendorId, eventId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ prizeId, body }: { prizeId: string; body: UpdatePrizeBody }): Promise<StaffPrize> =>
      (
        await apiRequest<StaffPrizeResponse>(endpointPath(updatePrizeEndpoint, { vendorId, eventId, prizeId }), {
          method: 'PATCH',
          body,
        })
      ).prize,
    onSettled: refetch,
  });
}
