import type { SiteSettingsResponse } from '@queueless/contracts';
import { getSiteSettings as getSiteSettingsEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsResponse['settings']> {
  const { settings } = await apiRequest<SiteSettingsResponse>(endpointPath(getSiteSettingsEndpoint), {
    signal,
    anonymous: true,
  });
  return settings;
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 30 * 60_000,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
