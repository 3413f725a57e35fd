import type { Glevent, GleventResponse, UpdateGleventBody } from '@queueless/contracts';
import { updateGuestlistEvent as updateGuestlistEventEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { guestListQueryOptions } from './get-guest-list';
import { vendorGleventsQueryOptions } from './get-vendor-glevents';

/** Sends only the changed fields. */
export async function updateGlevent(vendorId: string, gleventId: string, body: UpdateGleventBody): Promise<Glevent> {
  const { glevent } = await apiRequest<GleventResponse>(
    endpointPath(updateGuestlistEventEndpoint, { vendorId, gleventId }),
    {
      method: 'PUT',
      body,
    },
  );
  return glevent;
}

export function useUpdateGlevent(vendorId: string, gleventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: UpdateGleventBody) => updateGlevent(vendorId, gleventId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorGleventsQueryOptions(vendorId).queryKey }),
        queryClient.invalidateQueries({ queryKey: guestListQueryOptions(vendorId, gleventId).queryKey }),
      ]),
  });
}
