import type { WristbandResponse } from '@queueless/contracts';
import { getWristband as getWristbandEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { WRISTBAND_LOOKUP_TIMEOUT_MS } from '#web/lib/constants';

/** A tapped wristband: its vendor and where that vendor wants it to go (10 s timeout). */
export function getWristband(nfcId: string, signal?: AbortSignal): Promise<WristbandResponse> {
  return callEndpoint(getWristbandEndpoint, {
    params: { nfcId },
    signal,
    anonymous: true,
    timeoutMs: WRISTBAND_LOOKUP_TIMEOUT_MS,
  });
}

export function wristbandQueryOptions(nfcId: string) {
  return queryOptions({
    queryKey: ['links', 'wristband', nfcId],
    queryFn: ({ signal }) => getWristband(nfcId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useWristband(nfcId: string) {
  return useQuery(wristbandQueryOptions(nfcId));
}
