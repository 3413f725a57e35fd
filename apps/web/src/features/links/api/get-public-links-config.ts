import {
  getPublicLinksConfig as getPublicLinksConfigEndpoint,
  type PublicLinksConfigResponse,
} from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The public address the server is configured with (PUBLIC_BASE_URL), or null when it has none. */
export function getPublicLinksConfig(signal?: AbortSignal): Promise<PublicLinksConfigResponse> {
  return callEndpoint(getPublicLinksConfigEndpoint, { signal, anonymous: true });
}

export function publicLinksConfigQueryOptions() {
  return queryOptions({
    queryKey: ['links', 'config'],
    queryFn: ({ signal }) => getPublicLinksConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicLinksConfig() {
  return useQuery(publicLinksConfigQueryOptions());
}
