import type { Reward } from '@queueless/contracts';
import { listUserRewards as listUserRewardsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

type RewardsFilter = { eventId?: string; limit?: number };

/** The signed-in person's won prizes, newest first. */
export async function getUserRewards(filter: RewardsFilter, signal?: AbortSignal): Promise<Reward[]> {
  const { rewards } = await callEndpoint(listUserRewardsEndpoint, { query: filter, signal });
  return rewards;
}

export function userRewardsQueryOptions(userId: string, filter: RewardsFilter = {}) {
  return queryOptions({
    queryKey: ['users', userId, 'rewards', filter.eventId ?? 'all', filter.limit ?? 'all'],
    queryFn: ({ signal }) => getUserRewards(filter, signal),
  });
}

export function useUserRewards(userId: string | undefined, filter: RewardsFilter = {}) {
  return useQuery({ ...userRewardsQueryOptions(userId ?? '', filter), enabled: Boolean(userId) });
}
