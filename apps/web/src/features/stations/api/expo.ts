import { type ExpoResponse, getExpo as getExpoEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** How often the expo reads again: it has no stream of its own, and a station's bump shows within this. */
const EXPO_REFRESH_MS = 5_000;

export const expoQueryOptions = (vendorLocationId: string) =>
  queryOptions({
    queryKey: ['expo', vendorLocationId],
    queryFn: ({ signal }) =>
      callEndpoint(getExpoEndpoint, { params: { vendorLocationId }, signal }) as Promise<ExpoResponse>,
  });

/** Orders whose stations are partly done, and each station's ticket times for the shift. */
export function useExpo(vendorLocationId: string) {
  return useQuery({ ...expoQueryOptions(vendorLocationId), refetchInterval: EXPO_REFRESH_MS });
}
