import { getReservationEligibility as getReservationEligibilityEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** Whether the member may book now (active membership, a credit, no active reservation). */
export function getEligibility(signal?: AbortSignal): Promise<{ isEligible: boolean }> {
  return apiRequest(endpointPath(getReservationEligibilityEndpoint), { signal });
}

export function eligibilityQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['users', userId, 'eligibility'], queryFn: ({ signal }) => getEligibility(signal) });
}

export function useEligibility(userId: string | undefined, enabled = true) {
  return useQuery({ ...eligibilityQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
