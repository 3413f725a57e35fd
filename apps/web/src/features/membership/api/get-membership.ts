import type { MembershipMeResponse } from '@queueless/contracts';
import { getMyMembership as getMyMembershipEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Membership profile reads go stale after 5 minutes (customer.md section 9). */
const PROFILE_STALE_MS = 5 * 60_000;

/** The caller's membership and member profile (availableCredits); both null for a non-member. */
export function getMembership(signal?: AbortSignal): Promise<MembershipMeResponse> {
  return callEndpoint(getMyMembershipEndpoint, { signal });
}

export function membershipQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'membership'],
    queryFn: ({ signal }) => getMembership(signal),
    staleTime: PROFILE_STALE_MS,
  });
}

export function useMembership(userId: string | undefined) {
  return useQuery({ ...membershipQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
