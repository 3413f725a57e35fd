import { getReservationEligibility as getReservationEligibilityEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Whether the member may book now (active membership, a credit, no active reservation). */
export function getEligibility(signal?: AbortSignal): Promise<{ isEligible: boolean }> {
  return callEndpoint(getReservationEligibilityEndpoint, { signal });
}

export function eligibilityQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['users', userId, 'eligibility'], queryFn: ({ signal }) => getEligibility(signal) });
}

export function useEligibility(userId: string | undefined, enabled = true) {
  return useQuery({ ...eligibilityQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
