import type { WristbandMapping, WristbandMappingResponse } from '@queueless/contracts';
import { retireWristband as retireWristbandEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { vendorWristbandsQueryOptions } from './get-vendor-wristbands';

/** Releases a wristband: it opens the membership page again, and any vendor may program it. */
export async function retireWristband(vendorId: string, nfcId: string): Promise<WristbandMapping> {
  const { wristband } = await apiRequest<WristbandMappingResponse>(
    endpointPath(retireWristbandEndpoint, { vendorId, nfcId }),
    {
      method: 'POST',
    },
  );
  return wristband;
}

export function useRetireWristband(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nfcId: string) => retireWristband(vendorId, nfcId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorWristbandsQueryOptions(vendorId).queryKey }),
  });
}
