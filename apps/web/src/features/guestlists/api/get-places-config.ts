import type { PlacesConfigResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** Which address autocomplete to use: Google Places (with its browser key) or our built-in one. */
export function getPlacesConfig(signal?: AbortSignal): Promise<PlacesConfigResponse> {
  return apiRequest<PlacesConfigResponse>(areaApiPaths.placesConfig(), { signal, anonymous: true });
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
