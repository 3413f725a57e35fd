import type { WristbandMapping, WristbandMappingResponse } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';
import { vendorWristbandsQueryOptions } from './get-vendor-wristbands';

/** Releases a wristband: it opens the membership page again, and any vendor may program it. */
export async function retireWristband(vendorId: string, nfcId: string): Promise<WristbandMapping> {
  const { wristband } = await apiRequest<WristbandMappingResponse>(areaApiPaths.retireWristband(vendorId, nfcId), {
    method: 'POST',
  });
  return wristband;
}

export function useRetireWristband(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nfcId: string) => retireWristband(vendorId, nfcId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorWristbandsQueryOptions(vendorId).queryKey }),
  });
}
