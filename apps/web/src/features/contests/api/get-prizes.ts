import type { Prize } from '@queueless/contracts';
import { listContestPrizes as listContestPrizesEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The prize groups of an event's drawing. */
export async function getPrizes(eventId: string, signal?: AbortSignal): Promise<Prize[]> {
  const { prizes } = await callEndpoint(listContestPrizesEndpoint, {
    params: { id: eventId },
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
