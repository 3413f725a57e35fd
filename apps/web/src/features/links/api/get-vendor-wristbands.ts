import type { WristbandMapping } from '@queueless/contracts';
import { listWristbands as listWristbandsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The vendor's programmed wristbands (staff, MANAGER and above). */
export async function getVendorWristbands(vendorId: string, signal?: AbortSignal): Promise<WristbandMapping[]> {
  const { wristbands } = await callEndpoint(listWristbandsEndpoint, { params: { vendorId }, signal });
  return wristbands;
}

export function vendorWristbandsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'wristbands'],
    queryFn: ({ signal }) => getVendorWristbands(vendorId, signal),
  });
}

export function useVendorWristbands(vendorId: string) {
  return useQuery(vendorWristbandsQueryOptions(vendorId));
}
