import type { WristbandMapping } from '@queueless/contracts';
import { retireWristband as retireWristbandEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorWristbandsQueryOptions } from './get-vendor-wristbands';

/** Releases a wristband: it opens the membership page again, and any vendor may program it. */
export async function retireWristband(vendorId: string, nfcId: string): Promise<WristbandMapping> {
  const { wristband } = await callEndpoint(retireWristbandEndpoint, { params: { vendorId, nfcId } });
  return wristband;
}

export function useRetireWristband(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nfcId: string) => retireWristband(vendorId, nfcId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorWristbandsQueryOptions(vendorId).queryKey }),
  });
}
