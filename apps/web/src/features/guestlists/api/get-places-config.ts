import type { PlacesConfigResponse } from '@queueless/contracts';
import { getPlacesConfig as getPlacesConfigEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Which address autocomplete to use: Google Places (with its browser key) or our built-in one. */
export function getPlacesConfig(signal?: AbortSignal): Promise<PlacesConfigResponse> {
  return callEndpoint(getPlacesConfigEndpoint, { signal, anonymous: true });
}

export function placesConfigQueryOptions() {
  return queryOptions({
    queryKey: ['maps', 'config'],
    queryFn: ({ signal }) => getPlacesConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlacesConfig() {
  return useQuery(placesConfigQueryOptions());
}
