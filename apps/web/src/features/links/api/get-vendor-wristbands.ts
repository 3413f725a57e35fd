import type { WristbandMapping, WristbandMappingListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** The vendor's programmed wristbands (staff, MANAGER and above). */
export async function getVendorWristbands(vendorId: string, signal?: AbortSignal): Promise<WristbandMapping[]> {
  const { wristbands } = await apiRequest<WristbandMappingListResponse>(areaApiPaths.vendorWristbands(vendorId), {
    signal,
  });
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
