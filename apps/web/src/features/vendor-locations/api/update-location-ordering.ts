import {
  type LocationOrderingSettings,
  type UpdateLocationOrderingBody,
  updateLocationOrdering as updateLocationOrderingEndpoint,
} from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** A manager's pause and cap of a location (decision 072); the location is read again after. */
export function useUpdateLocationOrdering(vendorLocationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: UpdateLocationOrderingBody): Promise<LocationOrderingSettings> =>
      callEndpoint(updateLocationOrderingEndpoint, { params: { vendorLocationId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['vendor-locations', vendorLocationId] }),
  });
}
