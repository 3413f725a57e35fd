import type { Glevent, UpdateGleventBody } from '@queueless/contracts';
import { updateGlevent as updateGleventEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { guestListQueryOptions } from './get-guest-list';
import { vendorGleventsQueryOptions } from './get-vendor-glevents';

/** Sends only the changed fields. */
export async function updateGlevent(vendorId: string, gleventId: string, body: UpdateGleventBody): Promise<Glevent> {
  const { glevent } = await callEndpoint(updateGleventEndpoint, { params: { vendorId, gleventId }, body });
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
