import type { SaveWristbandBody, WristbandMapping } from '@queueless/contracts';
import { saveWristband as saveWristbandEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorWristbandsQueryOptions } from './get-vendor-wristbands';

/** Programs a wristband for the vendor (a new band, or one it already holds). */
export async function saveWristband(vendorId: string, body: SaveWristbandBody): Promise<WristbandMapping> {
  const { wristband } = await callEndpoint(saveWristbandEndpoint, { params: { vendorId }, body });
  return wristband;
}

export function useSaveWristband(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWristbandBody) => saveWristband(vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorWristbandsQueryOptions(vendorId).queryKey }),
  });
}
