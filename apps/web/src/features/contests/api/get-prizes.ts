import type { Prize, PrizeListResponse } from '@queueless/contracts';
import { listContestPrizes as listContestPrizesEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** The prize groups of an event's drawing. */
export async function getPrizes(eventId: string, signal?: AbortSignal): Promise<Prize[]> {
  const { prizes } = await apiRequest<PrizeListResponse>(endpointPath(listContestPrizesEndpoint, { id: eventId }), {
    signal,
    anonymous: true,
  });
  return prizes;
}

export function prizesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['contests', eventId, 'prizes'],
    queryFn: ({ signal }) => getPrizes(eventId, signal),
  });
}

export function usePrizes(eventId: string | undefined) {
  return useQuery({ ...prizesQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
