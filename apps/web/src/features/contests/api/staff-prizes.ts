import type { CreatePrizeBody, StaffPrize, UpdatePrizeBody } from '@queueless/contracts';
import {
  createPrize as createPrizeEndpoint,
  listStaffPrizes as listStaffPrizesEndpoint,
  updatePrize as updatePrizeEndpoint,
} from '@queueless/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { prizesQueryOptions } from './get-prizes';

/** Staff: an event's prizes with what has been won (MANAGER and above; the server checks). */
export function staffPrizesQueryOptions(vendorId: string, eventId: string) {
  return queryOptions({
    queryKey: ['contests', eventId, 'staff-prizes', vendorId],
    queryFn: ({ signal }) => callEndpoint(listStaffPrizesEndpoint, { params: { vendorId, eventId }, signal }),
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
      (await callEndpoint(createPrizeEndpoint, { params: { vendorId, eventId }, body })).prize,
    onSettled: refetch,
  });
}

export function useUpdatePrize(vendorId: string, eventId: string) {
  const refetch = useRefetchPrizes(vendorId, eventId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ prizeId, body }: { prizeId: string; body: UpdatePrizeBody }): Promise<StaffPrize> =>
      (await callEndpoint(updatePrizeEndpoint, { params: { vendorId, eventId, prizeId }, body })).prize,
    onSettled: refetch,
  });
}
